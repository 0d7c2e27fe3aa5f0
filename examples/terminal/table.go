package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// drawTable writes the table as player v.Viewer sees it. It reads the View
// only, never the host's state, so it cannot show what the viewer may not
// see: another hand, a deck's order, a face-down tile.
func drawTable(w io.Writer, v kanban.View, st style) {
	t := &table{w: w, v: v, st: st, ed: v.Edition.Contents()}
	t.header()
	t.design()
	t.assembly()
	t.rnd()
	t.departments()
	t.logistics()
	t.goals()
	t.solo()
	t.players()
	t.hand()
	t.turn()
}

// table draws one View, a section at a time.
type table struct {
	w  io.Writer
	v  kanban.View
	st style
	ed *components.Edition // the printed contents the game plays (View.Edition)
}

// line writes one line: a section name padded to a column, then the text.
func (t *table) line(name, format string, args ...any) {
	fmt.Fprintf(t.w, "%s %s\n", t.st.head(fmt.Sprintf("%-14s", name)), fmt.Sprintf(format, args...))
}

// who names a player in their colour, "you" for the viewer.
func (t *table) who(c kanban.Color) string {
	if c == t.v.Viewer {
		return t.st.player(c, c.String()+" (you)")
	}
	return t.st.player(c, c.String())
}

func (t *table) none() string { return t.st.dim("-") }

func (t *table) tile(d kanban.DesignTile) string {
	if d == kanban.NoDesign {
		return t.none()
	}
	return d.String()
}

func (t *table) header() {
	v := t.v
	title := fmt.Sprintf("Kanban EV, day %d, week %d, production cycle %d", v.Day, v.Week, v.ProductionCycle)
	if v.Day == 0 {
		title = "Kanban EV, orientation"
	}
	if v.MeetingScheduled {
		title += ", a Meeting at the end of the day"
	}
	fmt.Fprintln(t.w, t.st.head("== "+title+" =="))
	var order []string
	for _, c := range v.CertOrder {
		order = append(order, t.who(c))
	}
	t.line("Cert. order", "%s", joinOr(order, ", "))
	if len(v.Order) > 0 {
		var ch []string
		for _, c := range v.Order {
			s := "Sandra"
			if !c.Sandra {
				s = t.who(c.Player)
			}
			if c.Chosen {
				s += " (chosen)"
			}
			ch = append(ch, s)
		}
		t.line("Choosing", "%s", strings.Join(ch, ", "))
	}
	if v.Next.Kind == kanban.DecideSpeak {
		t.line("Meeting", "%s in a row; it ends at %d", count(v.MeetingPasses, "pass"), len(v.Players))
	}
}

func (t *table) design() {
	v := t.v
	names := [components.DesignStacks]string{"central", "office top", "office bottom"}
	var stacks []string
	for i, s := range v.Stacks {
		stacks = append(stacks, fmt.Sprintf("%s %s (%d)", names[i], t.tile(s.Top), s.Size))
	}
	t.line("Design", "stacks: %s", strings.Join(stacks, ", "))
	for r, row := range v.Display {
		var cells []string
		for c, d := range row {
			cells = append(cells, fmt.Sprintf("%d %s", c+1, t.tile(d)))
		}
		t.line("", "%-6s %s", []string{"top", "bottom"}[r], strings.Join(cells, "  "))
	}
	var bonus []string
	for _, b := range v.ColumnBonus {
		bonus = append(bonus, b.String())
	}
	t.line("", "column bonus %s", strings.Join(bonus, ", "))
}

func (t *table) assembly() {
	v := t.v
	var lanes []string
	for i, m := range v.Conveyor {
		s := components.Conveyor[i].Name + " "
		if m == kanban.NoModel {
			s += t.none()
		} else {
			s += m.String()
		}
		if kanban.ConveyorSpace(i) == v.Pushing {
			s += "(pushed)"
		}
		lanes = append(lanes, s)
	}
	t.line("Conveyor", "%s", strings.Join(lanes[:5], "  "))
	t.line("", "%s", strings.Join(lanes[5:], "  "))
	var spaces []string
	for m, parts := range v.Assembly {
		var ps []string
		for _, p := range parts {
			ps = append(ps, p.String())
		}
		spaces = append(spaces, fmt.Sprintf("%s: %s", components.Model(m), joinOr(ps, ",")))
	}
	t.line("Assembly", "%s", strings.Join(spaces, "  "))
	var demand []string
	for _, d := range v.Demand {
		if d.Model == kanban.NoModel {
			continue
		}
		demand = append(demand, fmt.Sprintf("%s (%s)", d.Model, count(d.Tokens, "token")))
	}
	t.line("Demand", "%s; %d in the stack", joinOr(demand, ", "), v.DemandStack)
	track := v.TestTrack
	var queue []string
	for _, m := range v.TestQueue {
		queue = append(queue, m.String())
	}
	t.line("Test track", "Pace Car on space %d of %d (striped %d and %d); waiting, front first: %s",
		v.PaceCar, track.Spaces, track.Striped[0], track.Striped[1], joinOr(queue, ", "))
	if len(v.Parking) > 0 {
		var park []string
		for _, m := range v.Parking {
			park = append(park, m.String())
		}
		t.line("", "claimed, to park: %s", strings.Join(park, ", "))
	}
}

func (t *table) rnd() {
	v := t.v
	var ups []string
	for m := range components.NumModels {
		var ps []string
		for sp, p := range v.Upgrades[m] {
			if p != kanban.NoPart {
				ps = append(ps, fmt.Sprintf("%d:%s", sp, t.st.player(v.UpgradeOwners[m][sp], p.String())))
			}
		}
		if len(ps) > 0 {
			ups = append(ups, fmt.Sprintf("%s %s", components.Model(m), strings.Join(ps, ",")))
		}
	}
	t.line("Upgrades", "%s", joinOr(ups, "  "))
	var vals []string
	for p, m := range v.Values {
		s := fmt.Sprintf("%s %d", components.Part(p), m.Value)
		if m.Doubled {
			s += "x2"
		}
		vals = append(vals, s)
	}
	t.line("", "values %s", strings.Join(vals, ", "))
}

func (t *table) departments() {
	v := t.v
	for d := range components.Department(components.NumDepartments) {
		var ws []string
		for _, bottom := range []bool{false, true} {
			w := kanban.WorkstationOf(d, bottom)
			s := fmt.Sprintf("%s %d sh: ", map[bool]string{false: "top", true: "bottom"}[bottom], t.ed.WorkstationShifts[d][b2i(bottom)])
			if c := v.Workstations[w]; c != kanban.NoColor {
				s += t.who(c)
			} else {
				s += t.none()
			}
			if v.Sandra == w {
				s += t.st.paint("1", " +Sandra")
			}
			ws = append(ws, s)
		}
		var track []string
		for _, c := range v.TrackOrders[d] {
			track = append(track, t.st.player(c, c.String()))
		}
		a := v.AwardStacks[d]
		award := fmt.Sprintf("awards %d", a.Tiles)
		if a.Token {
			award += "+token"
		}
		t.line(d.String(), "%s track %s; %s", pad(strings.Join(ws, ", "), 46), joinOr(track, ">"), award)
	}
	if v.Sandra == kanban.NoWorkstation {
		t.line("", "Sandra at her desk")
	}
	if where, verdicts := sandraNext(v, t.who, true); where != "" {
		t.line("Sandra next", "%s, %s:", where, sandraSide(v.SandraNext))
		t.line("", "%s", strings.Join(verdicts, ", "))
	}
}

func (t *table) logistics() {
	v := t.v
	var pool []string
	for _, p := range v.Pool {
		pool = append(pool, p.String())
	}
	t.line("Recycling", "%s", joinOr(pool, ", "))
	t.line("Warehouses", "%s", parts(v.Warehouses[:], false))
	var cars []string
	for m, n := range v.Supply.Cars {
		cars = append(cars, fmt.Sprintf("%s %d", components.Model(m), n))
	}
	t.line("Supply", "%s", parts(v.Supply.Parts[:], false))
	t.line("", "cars %s; %s, %s", strings.Join(cars, ", "), count(v.Supply.Books, "book"), count(v.Supply.Vouchers, "voucher"))
	t.line("Kanban", "revealed card %d (%s); %d in the deck", v.KanbanRevealed, kanbanCard(t.ed, v.KanbanRevealed), v.KanbanDeck)
}

func (t *table) goals() {
	v := t.v
	var fg []string
	for _, g := range v.FactoryGoals {
		if g.Tokens > 0 {
			fg = append(fg, fmt.Sprintf("%s %d (%d left)", g.Kind, g.Threshold, g.Tokens))
		}
	}
	t.line("Factory goals", "%s", joinOr(fg, ", "))
	var fin []string
	if v.FinalGoal >= 0 && v.FinalGoal < len(t.ed.FinalGoals) {
		for _, a := range t.ed.FinalGoals[v.FinalGoal] {
			fin = append(fin, achievement(a))
		}
	}
	t.line("Final goal", "tile %d: %s", v.FinalGoal, strings.Join(fin, ", "))
	t.line("Meeting room", "goal deck %s, %d discarded", count(v.GoalDeck, "card"), v.GoalDiscards)
	for _, g := range v.MeetingGoals {
		var tok []string
		for _, c := range g.Tokens {
			if c == kanban.NoColor {
				tok = append(tok, "_")
			} else {
				tok = append(tok, t.st.player(c, c.String()))
			}
		}
		where := "room"
		if g.PlayedBy != kanban.NoColor {
			where = "played by " + t.who(g.PlayedBy)
		}
		you := fmt.Sprintf("you meet it %d", g.Count)
		if g.Open {
			you += fmt.Sprintf(", a token would score %d", g.Score)
		}
		t.line("", "%-36s %s; tokens %s; %s", goalCard(t.ed, int(g.Card)), where, strings.Join(tok, " "), you)
	}
}

func (t *table) players() {
	for _, b := range t.v.Players {
		t.board(b)
	}
}

func (t *table) board(b kanban.PlayerBoard) {
	head := fmt.Sprintf("%s PP, Certification marker %s", t.st.head(strconv.Itoa(b.PP)), marker(b.Certifications, b.CertSpace))
	if b.ExpertSide {
		head += ", expert side"
	}
	if b.Workstation != kanban.NoWorkstation {
		head += ", at " + b.Workstation.String()
		if b.LaidDown {
			head += " (done)"
		}
	}
	fmt.Fprintf(t.w, "%s  %s\n", t.who(b.Color), head)
	t.line("  training", "%s", discs(b, " expert", " certified"))
	t.line("  has", "%s, %s, %s; speech tokens %d on %s, %d generic, %d on goals, %d beside",
		count(b.BankedShifts, "banked shift"), count(b.Books, "book"), count(b.Vouchers, "voucher"), b.Speech, count(b.SpeechSpaces, "space"), b.GenericSpeech, b.SpeechOnGoals, b.SpeechBeside)
	up := t.designs(b.Upgraded)
	if b.DoubleUpgrade != kanban.NoDesign {
		up += " (double upgrade " + b.DoubleUpgrade.String() + ")"
	}
	if tested := b.Tested(); tested.Len() > 0 {
		up += " (tested " + t.designs(tested) + ")"
	}
	t.line("  parts", "%s (%s); desk %s (%s); upgraded %s", parts(b.Parts[:], true), count(b.StorageSpaces, "space"),
		t.designs(b.Desk), count(b.DeskSpaces, "space"), up)
	var g []string
	for i, m := range b.Garages {
		s := t.none()
		if m != kanban.NoModel {
			s = m.String()
		}
		if i < len(b.GarageBenefits) {
			s += "(" + b.GarageBenefits[i].String() + ")"
		} else {
			s += "(padlock)"
		}
		g = append(g, s)
	}
	var aw []string
	for d, a := range b.Awards {
		if a != kanban.NoAward {
			aw = append(aw, fmt.Sprintf("%s %s", components.Department(d), a))
		}
	}
	fgs := 0
	for _, r := range b.FactoryGoals {
		if r {
			fgs++
		}
	}
	t.line("  garages", "%s; awards %s; factory goal tokens %d", strings.Join(g, " "), joinOr(aw, ", "), fgs)
}

func (t *table) designs(s kanban.DesignSet) string {
	var ds []string
	for _, d := range s.Tiles() {
		ds = append(ds, d.String())
	}
	return joinOr(ds, ", ")
}

func (t *table) hand() {
	v := t.v
	var goals, cards []string
	for _, g := range v.Hand.Goals {
		goals = append(goals, goalCard(t.ed, g))
	}
	for _, k := range v.Hand.Kanban {
		cards = append(cards, fmt.Sprintf("%d (%s)", k, kanbanCard(t.ed, k)))
	}
	t.line("Your hand", "goals %s", joinOr(goals, "; "))
	t.line("", "Kanban Order cards %s", joinOr(cards, "; "))
	if v.RoomGoal != kanban.NoGoal {
		t.line("", "put face down for the meeting room: goal %s", v.RoomGoal)
	}
	if len(v.AwardChoice) > 0 {
		var aw []string
		for _, a := range v.AwardChoice {
			aw = append(aw, a.String())
		}
		t.line("", "Award tiles to keep one of: %s", strings.Join(aw, ", "))
	}
}

func (t *table) turn() {
	tu := t.v.Turn
	if tu.Player == kanban.NoColor {
		return
	}
	s := fmt.Sprintf("%s at %s: %s left (%d of the workstation, %d banked), %d worked",
		t.who(tu.Player), tu.Workstation, count(tu.Shifts, "Shift"), tu.StationShifts, tu.BankedUsable, tu.Worked)
	if !tu.Held.IsZero() {
		s += "; held till the turn ends: " + tu.Held.String()
	}
	if tu.HasOther {
		s += "; other department " + tu.OtherDept.String()
	}
	var used []string
	for _, u := range []struct {
		done bool
		what string
	}{{tu.KanbanIssued, "Kanban Order"}, {tu.VoucherTaken, "Voucher"}, {tu.CarsClaimed, "Claim Cars"}} {
		if u.done {
			used = append(used, u.what)
		}
	}
	if len(used) > 0 {
		s += "; used: " + strings.Join(used, ", ")
	}
	t.line("Turn", "%s", s)
}

// parts lists counts by part type, leaving out the zeros when sparse.
func parts(n []int, sparse bool) string {
	var ps []string
	for p, k := range n {
		if !sparse || k > 0 {
			ps = append(ps, fmt.Sprintf("%s %d", components.Part(p), k))
		}
	}
	return joinOr(ps, ", ")
}

// goalCard names a Performance Goal card and what it counts.
func goalCard(ed *components.Edition, g int) string {
	if g < 0 || g >= len(ed.Goals) {
		return strconv.Itoa(g)
	}
	c := ed.Goals[g]
	return fmt.Sprintf("%s %s %dPP x(%d,%d,%d)", kanban.GoalCard(g), c.Measure, c.PP, c.Icons[0], c.Icons[1], c.Icons[2])
}

// kanbanCard lists a Kanban Order card's part symbols.
func kanbanCard(ed *components.Edition, k int) string {
	if k < 0 || k >= len(ed.KanbanCards) {
		return "?"
	}
	var ps []string
	for _, p := range ed.KanbanCards[k] {
		ps = append(ps, p.String())
	}
	return strings.Join(ps, " ")
}

// achievement names an achievement of the Final Goal tile.
func achievement(a components.Achievement) string {
	name := a.Kind.String()
	switch a.Kind {
	case components.AchieveConceptCar, components.AchieveDoubleUpgrade:
		return fmt.Sprintf("%s %dPP", name, a.PP)
	}
	return fmt.Sprintf("%s %d %dPP", name, a.N, a.PP)
}

// count writes n of a thing, in the singular for 1: "1 book", "2 books",
// "0 passes".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	if strings.HasSuffix(thing, "s") {
		return strconv.Itoa(n) + " " + thing + "es"
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// pad pads s with spaces to n visible characters, ANSI escapes not
// counted.
func pad(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-visible(s)))
}

// joinOr joins the items, or gives "-" when there are none.
func joinOr(items []string, sep string) string {
	if len(items) == 0 {
		return "-"
	}
	return strings.Join(items, sep)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// discs lists a board's discs on the training tracks, each space
// followed by expert or certified where the player is one.
func discs(b kanban.PlayerBoard, expert, certified string) string {
	var tr []string
	for d, sp := range b.Training {
		s := fmt.Sprintf("%s %d", components.Department(d), sp)
		switch dd := components.Department(d); {
		case b.Expert(dd):
			s += expert
		case b.Certified(dd):
			s += certified
		}
		tr = append(tr, s)
	}
	return strings.Join(tr, ", ")
}
