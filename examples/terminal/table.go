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

// line writes one line: a section name (translated by the caller)
// padded to a column, then the text, the English format in the table's
// language with args.
func (t *table) line(name, format string, args ...any) {
	fmt.Fprintf(t.w, "%s %s\n", t.st.head(pad(name, 14)), t.st.f(format, args...))
}

// who names a player in their colour, "(you)" after the viewer's name.
func (t *table) who(c kanban.Color) string {
	if c == t.v.Viewer {
		return t.st.player(c, t.st.name(c)+" "+t.st.tr("(you)"))
	}
	return t.st.player(c, t.st.name(c))
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
	title := t.st.f("Kanban EV, day %d, week %d, production cycle %d", v.Day, v.Week, v.ProductionCycle)
	if v.Day == 0 {
		title = t.st.tr("Kanban EV, orientation")
	}
	if v.MeetingScheduled {
		title += t.st.tr(", a Meeting at the end of the day")
	}
	fmt.Fprintln(t.w, t.st.head("== "+title+" =="))
	var order []string
	for _, c := range v.CertOrder {
		order = append(order, t.who(c))
	}
	t.line(t.st.tr("Cert. order"), "%s", joinOr(order, ", "))
	if len(v.Order) > 0 {
		var ch []string
		for _, c := range v.Order {
			s := "Sandra"
			if !c.Sandra {
				s = t.who(c.Player)
			}
			if c.Chosen {
				s += " " + t.st.tr("(chosen)")
			}
			ch = append(ch, s)
		}
		t.line(t.st.tr("Choosing"), "%s", strings.Join(ch, ", "))
	}
	if v.Next.Kind == kanban.DecideSpeak {
		t.line(t.st.tr("Meeting"), "%s in a row; it ends at %d", t.st.count(v.MeetingPasses, "pass"), len(v.Players))
	}
}

func (t *table) design() {
	v := t.v
	names := [components.DesignStacks]string{t.st.tr("central"), t.st.tr("office top"), t.st.tr("office bottom")}
	var stacks []string
	for i, s := range v.Stacks {
		stacks = append(stacks, fmt.Sprintf("%s %s (%d)", names[i], t.tile(s.Top), s.Size))
	}
	t.line(t.st.tr("Design"), "stacks: %s", strings.Join(stacks, ", "))
	for r, row := range v.Display {
		var cells []string
		for c, d := range row {
			cells = append(cells, fmt.Sprintf("%d %s", c+1, t.tile(d)))
		}
		t.line("", "%s %s", pad([]string{t.st.tr("top"), t.st.tr("bottom")}[r], 6), strings.Join(cells, "  "))
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
			s += t.st.tr("(pushed)")
		}
		lanes = append(lanes, s)
	}
	t.line(t.st.tr("Conveyor"), "%s", strings.Join(lanes[:5], "  "))
	t.line("", "%s", strings.Join(lanes[5:], "  "))
	var spaces []string
	for m, parts := range v.Assembly {
		var ps []string
		for _, p := range parts {
			ps = append(ps, p.String())
		}
		spaces = append(spaces, fmt.Sprintf("%s: %s", components.Model(m), joinOr(ps, ",")))
	}
	t.line(t.st.tr("Assembly"), "%s", strings.Join(spaces, "  "))
	var demand []string
	for _, d := range v.Demand {
		if d.Model == kanban.NoModel {
			continue
		}
		demand = append(demand, fmt.Sprintf("%s (%s)", d.Model, t.st.count(d.Tokens, "token")))
	}
	t.line(t.st.tr("Demand"), "%s; %d in the stack", joinOr(demand, ", "), v.DemandStack)
	track := v.TestTrack
	var queue []string
	for _, m := range v.TestQueue {
		queue = append(queue, m.String())
	}
	t.line(t.st.tr("Test track"), "Pace Car on space %d of %d (striped %d and %d); waiting, front first: %s",
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
	t.line(t.st.tr("Upgrades"), "%s", joinOr(ups, "  "))
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
			s := t.st.f("%s %d sh: ", map[bool]string{false: t.st.tr("top"), true: t.st.tr("bottom")}[bottom], t.ed.WorkstationShifts[d][b2i(bottom)])
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
			track = append(track, t.st.player(c, t.st.name(c)))
		}
		a := v.AwardStacks[d]
		award := t.st.f("awards %d", a.Tiles)
		if a.Token {
			award += "+" + t.st.tr("token")
		}
		t.line(t.st.dept(d), "%s track %s; %s", pad(strings.Join(ws, ", "), 46), joinOr(track, ">"), award)
	}
	if v.Sandra == kanban.NoWorkstation {
		t.line("", "Sandra at her desk")
	}
	if where, verdicts := sandraNext(t.st.lang, v, t.who, true); where != "" {
		t.line(t.st.tr("Sandra next"), "%s, %s:", where, t.st.sandraSide(v.SandraNext))
		t.line("", "%s", strings.Join(verdicts, ", "))
	}
}

func (t *table) logistics() {
	v := t.v
	var pool []string
	for _, p := range v.Pool {
		pool = append(pool, p.String())
	}
	t.line(t.st.tr("Recycling"), "%s", joinOr(pool, ", "))
	t.line(t.st.tr("Warehouses"), "%s", parts(v.Warehouses[:], false))
	var cars []string
	for m, n := range v.Supply.Cars {
		cars = append(cars, fmt.Sprintf("%s %d", components.Model(m), n))
	}
	t.line(t.st.tr("Supply"), "%s", parts(v.Supply.Parts[:], false))
	t.line("", "cars %s; %s, %s", strings.Join(cars, ", "), t.st.count(v.Supply.Books, "book"), t.st.count(v.Supply.Vouchers, "voucher"))
	t.line(t.st.tr("Kanban"), "revealed card %d (%s); %d in the deck", v.KanbanRevealed, kanbanCard(t.ed, v.KanbanRevealed), v.KanbanDeck)
}

func (t *table) goals() {
	v := t.v
	var fg []string
	for _, g := range v.FactoryGoals {
		if g.Tokens > 0 {
			fg = append(fg, t.st.f("%s %d (%d left)", g.Kind, g.Threshold, g.Tokens))
		}
	}
	t.line(t.st.tr("Factory goals"), "%s", joinOr(fg, ", "))
	var fin []string
	if v.FinalGoal >= 0 && v.FinalGoal < len(t.ed.FinalGoals) {
		for _, a := range t.ed.FinalGoals[v.FinalGoal] {
			fin = append(fin, t.st.achievement(a))
		}
	}
	t.line(t.st.tr("Final goal"), "tile %d: %s", v.FinalGoal, strings.Join(fin, ", "))
	t.line(t.st.tr("Meeting room"), "goal deck %s, %d discarded", t.st.count(v.GoalDeck, "card"), v.GoalDiscards)
	for _, g := range v.MeetingGoals {
		var tok []string
		for _, c := range g.Tokens {
			if c == kanban.NoColor {
				tok = append(tok, "_")
			} else {
				tok = append(tok, t.st.player(c, t.st.name(c)))
			}
		}
		where := t.st.tr("room")
		if g.PlayedBy != kanban.NoColor {
			where = t.st.f("played by %s", t.who(g.PlayedBy))
		}
		you := t.st.f("you meet it %d", g.Count)
		if g.Open {
			you += t.st.f(", a token would score %d", g.Score)
		}
		t.line("", "%-36s %s; tokens %s; %s", t.st.goalCard(t.ed, int(g.Card)), where, strings.Join(tok, " "), you)
	}
}

func (t *table) players() {
	for _, b := range t.v.Players {
		t.board(b)
	}
}

func (t *table) board(b kanban.PlayerBoard) {
	head := t.st.f("%s PP, Certification marker %s", t.st.head(strconv.Itoa(b.PP)), t.st.marker(b.Certifications, b.CertSpace))
	if b.ExpertSide {
		head += t.st.tr(", expert side")
	}
	if b.Workstation != kanban.NoWorkstation {
		head += t.st.f(", at %s", b.Workstation)
		if b.LaidDown {
			head += " " + t.st.tr("(done)")
		}
	}
	fmt.Fprintf(t.w, "%s  %s\n", t.who(b.Color), head)
	t.line("  "+t.st.tr("training"), "%s", discs(b, " "+t.st.tr("expert"), " "+t.st.tr("certified")))
	t.line("  "+t.st.tr("has"), "%s, %s, %s; speech tokens %d on %s, %d generic, %d on goals, %d beside",
		t.st.count(b.BankedShifts, "banked shift"), t.st.count(b.Books, "book"), t.st.count(b.Vouchers, "voucher"), b.Speech, t.st.count(b.SpeechSpaces, "space"), b.GenericSpeech, b.SpeechOnGoals, b.SpeechBeside)
	up := t.designs(b.Upgraded)
	if b.DoubleUpgrade != kanban.NoDesign {
		up += " " + t.st.f("(double upgrade %s)", b.DoubleUpgrade)
	}
	if tested := b.Tested(); tested.Len() > 0 {
		up += " " + t.st.f("(tested %s)", t.designs(tested))
	}
	t.line("  "+t.st.tr("parts"), "%s (%s); desk %s (%s); upgraded %s", parts(b.Parts[:], true), t.st.count(b.StorageSpaces, "space"),
		t.designs(b.Desk), t.st.count(b.DeskSpaces, "space"), up)
	var g []string
	for i, m := range b.Garages {
		s := t.none()
		if m != kanban.NoModel {
			s = m.String()
		}
		if i < len(b.GarageBenefits) {
			s += "(" + b.GarageBenefits[i].String() + ")"
		} else {
			s += "(" + t.st.tr("padlock") + ")"
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
	t.line("  "+t.st.tr("garages"), "%s; awards %s; factory goal tokens %d", strings.Join(g, " "), joinOr(aw, ", "), fgs)
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
		goals = append(goals, t.st.goalCard(t.ed, g))
	}
	for _, k := range v.Hand.Kanban {
		cards = append(cards, fmt.Sprintf("%d (%s)", k, kanbanCard(t.ed, k)))
	}
	t.line(t.st.tr("Your hand"), "goals %s", joinOr(goals, "; "))
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
	s := t.st.f("%s at %s: %s left (%d of the workstation, %d banked), %d worked",
		t.who(tu.Player), tu.Workstation, t.st.count(tu.Shifts, "Shift"), tu.StationShifts, tu.BankedUsable, tu.Worked)
	if !tu.Held.IsZero() {
		s += t.st.f("; held till the turn ends: %s", tu.Held)
	}
	if tu.HasOther {
		s += t.st.f("; other department %s", tu.OtherDept)
	}
	var used []string
	for _, u := range []struct {
		done bool
		what string
	}{{tu.KanbanIssued, t.st.tr("Kanban Order")}, {tu.VoucherTaken, t.st.tr("Voucher")}, {tu.CarsClaimed, t.st.tr("Claim Cars")}} {
		if u.done {
			used = append(used, u.what)
		}
	}
	if len(used) > 0 {
		s += t.st.f("; used: %s", strings.Join(used, ", "))
	}
	t.line(t.st.tr("Turn"), "%s", s)
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
func (l lang) goalCard(ed *components.Edition, g int) string {
	if g < 0 || g >= len(ed.Goals) {
		return strconv.Itoa(g)
	}
	c := ed.Goals[g]
	return l.f("%s %s %dPP x(%d,%d,%d)", kanban.GoalCard(g), c.Measure, c.PP, c.Icons[0], c.Icons[1], c.Icons[2])
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
func (l lang) achievement(a components.Achievement) string {
	name := a.Kind.String()
	switch a.Kind {
	case components.AchieveConceptCar, components.AchieveDoubleUpgrade:
		return l.f("%s %dPP", name, a.PP)
	}
	return l.f("%s %d %dPP", name, a.N, a.PP)
}

// count writes n of a thing, in the singular for 1: "1 book", "2 books",
// "0 passes".
func count(n int, thing string) string { return english.count(n, thing) }

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
