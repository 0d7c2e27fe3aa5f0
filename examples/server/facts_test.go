package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// pageFacts reads what the page shows: the text of every element that
// carries data-fact, by its key, with white space collapsed.
func pageFacts(ctx context.Context) (map[string]string, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[map[string]string](`(() => {
		const out = {};
		document.querySelectorAll('[data-fact]').forEach(e => {
			out[e.dataset.fact] = e.textContent.replace(/\s+/g, ' ').trim();
		});
		return out;
	})()`))
}

// wantFacts is what the page must show of v, the View of viewer: a second
// writing of the page's texts, from the View in Go, so that a page that
// draws a wrong value, or the right one in the wrong place, differs.
func wantFacts(v kanban.View, over bool) map[string]string {
	ed := v.Edition.Contents() // the printed contents the page draws
	f := map[string]string{}
	who := func(c kanban.Color) string {
		if c == v.Viewer {
			return "you"
		}
		if v.Solo != nil {
			for _, col := range v.Solo.Colleagues {
				if col.Color == c {
					return title(col.Name)
				}
			}
		}
		return c.String()
	}
	plural := func(n int, one, many string) string {
		if n == 1 {
			return one
		}
		return many
	}
	// The factory.
	for d := range components.Department(components.NumDepartments) {
		for j, pos := range []string{"top", "bottom"} {
			ws := kanban.Workstation(2*int(d) + j)
			name := fmt.Sprintf("%s-%s", d, pos)
			worker := ""
			if w := v.Workstations[ws]; w != kanban.NoColor {
				worker = who(w)
			} else if v.Sandra == ws {
				worker = "Sandra"
			}
			f["ws/"+name] = worker
		}
		a := v.AwardStacks[d]
		f["awards/"+d.String()] = fmt.Sprintf("Awards: %d %s%s", a.Tiles, plural(a.Tiles, "tile", "tiles"), map[bool]string{true: " + Speech token"}[a.Token])
		var lead []string
		for _, c := range v.TrackOrders[d] {
			lead = append(lead, who(c))
		}
		if len(lead) == 0 {
			f["trackorder/"+d.String()] = "lead: nobody yet"
		} else {
			f["trackorder/"+d.String()] = "lead: " + strings.Join(lead, " > ")
		}
	}
	if v.Sandra == kanban.NoWorkstation {
		f["sandra"] = "Sandra is at her desk"
		f["sandra/at"] = "Sandra is at her desk."
	} else {
		f["sandra"] = "Sandra is at the " + v.Sandra.Title()
		f["sandra/at"] = "Sandra is at the " + v.Sandra.Title() + "."
	}
	if n := v.SandraNext; n.Day != 0 {
		where := "at the " + n.Workstation.Title()
		if n.Workstation == kanban.NoWorkstation {
			where = "at her desk"
		}
		if !n.Placed {
			where += " (if she chose now)"
		}
		side := "penalizing the least"
		if n.Reward {
			side = "rewarding the most"
		}
		f["sandra/next"] = fmt.Sprintf("Day %d: she evaluates %s %s, %s progress on its track (space %d), counting %s.", n.Day, kanban.English.Department(n.Dept), where, side, n.Space, n.Measure.Description())
		for _, r := range n.Players {
			verdict := "not evaluated"
			switch {
			case r.Evaluated && !r.Applies:
				verdict = "evaluated, safe"
			case r.Applies && r.PP < 0:
				verdict = fmt.Sprintf("would lose %d PP", -r.PP)
			case r.Applies:
				verdict = fmt.Sprintf("would gain %d PP", r.PP)
			}
			f["sandra/"+r.Player.String()] = fmt.Sprintf("%s: space %d, count %d: %s", title(who(r.Player)), r.Space, r.Count, verdict)
		}
	}
	if t := v.Turn; t.Player == kanban.NoColor {
		f["turn"] = "No working turn under way"
	} else {
		f["turn"] = fmt.Sprintf("%s at the %s: %d %s left, %d worked", title(who(t.Player)), t.Workstation.Title(), t.Shifts, plural(t.Shifts, "Shift", "Shifts"), t.Worked)
	}
	for i, o := range v.Order {
		name := "Sandra"
		if !o.Sandra {
			name = who(o.Player)
		}
		if o.Chosen {
			name += " ✓"
		}
		f[fmt.Sprintf("order/%d", i)] = name
	}
	for p := range components.Part(components.NumParts) {
		f["warehouse/"+p.String()] = fmt.Sprint(v.Warehouses[p])
		f["supply/"+p.String()] = fmt.Sprint(v.Supply.Parts[p])
	}
	var cars []string
	for m := range components.Model(components.NumModels) {
		cars = append(cars, fmt.Sprintf("%s %d", m, v.Supply.Cars[m]))
	}
	f["supply/other"] = fmt.Sprintf("cars %s · books %d · vouchers %d", strings.Join(cars, " "), v.Supply.Books, v.Supply.Vouchers)
	f["pool"] = join(v.Pool, " ", "empty")

	// The assembly line and the Test track.
	for i, sp := range components.Conveyor {
		f["conv/"+sp.Name] = modelName(v.Conveyor[i])
	}
	for m := range components.Model(components.NumModels) {
		f["assembly/"+m.String()] = join(v.Assembly[m], " ", "empty")
		for j := range components.NumParts {
			key := fmt.Sprintf("%s/%d", m, j)
			f["upgrade/"+key], f["upgradeowner/"+key] = "", ""
			if p := v.Upgrades[m][j]; p != kanban.NoPart {
				f["upgrade/"+key] = p.String()
				if o := v.UpgradeOwners[m][j]; o != kanban.NoColor {
					f["upgradeowner/"+key] = who(o)
				}
			}
		}
	}
	var values []string
	for p := range components.Part(components.NumParts) {
		x := fmt.Sprintf("%s %d", p, v.Values[p].Value)
		if v.Values[p].Doubled {
			x += "×"
		}
		values = append(values, x)
	}
	f["upgradevalues"] = "Upgrade values: " + strings.Join(values, ", ")
	if len(v.Parking) > 0 {
		var ms []string
		for _, m := range v.Parking {
			ms = append(ms, modelName(m))
		}
		f["parking"] = "Cars to park: " + strings.Join(ms, ", ")
	}
	var queue []string
	for i, m := range v.TestQueue {
		f[fmt.Sprintf("queue/%d", i)] = modelName(m)
		queue = append(queue, modelName(m))
	}
	f["pace"] = fmt.Sprintf("Pace Car on space %d; behind it: %s (at most %d)", v.PaceCar, join(queue, ", ", "nothing"), v.TestTrack.Queue)
	for i, d := range v.Demand {
		f[fmt.Sprintf("demand/%d", i)] = fmt.Sprintf("%s: %d %s", modelName(d.Model), d.Tokens, plural(d.Tokens, "token", "tokens"))
	}
	f["demandstack"] = fmt.Sprintf("%d %s face down", v.DemandStack, plural(v.DemandStack, "Demand tile", "Demand tiles"))

	// The Design display.
	stacks := []string{"central", "office-top", "office-bottom"}
	stackTitles := []string{"Central stack", "First Office (top)", "First Office (bottom)"}
	for i, st := range v.Stacks {
		f["stack/"+stacks[i]] = designOr(st.Top, "empty")
		f["stacksize/"+stacks[i]] = fmt.Sprintf("%s: %d", stackTitles[i], st.Size)
	}
	for r, row := range v.Display {
		for c, d := range row {
			f[fmt.Sprintf("display/%s-%d", []string{"top", "bottom"}[r], c+1)] = designOr(d, "empty")
		}
	}

	// The meeting room.
	cal := fmt.Sprintf("Day %d · Week %d · Production Cycle %d", v.Day, v.Week, v.ProductionCycle)
	if v.MeetingScheduled {
		cal += " · a Meeting is scheduled"
	}
	f["calendar"] = cal
	for i, card := range v.MeetingRoom {
		key := fmt.Sprint(i)
		var g *kanban.GoalView
		for k := range v.MeetingGoals {
			if int(v.MeetingGoals[k].Card) == card {
				g = &v.MeetingGoals[k]
			}
		}
		if card < 0 || g == nil {
			f["goal/"+key] = "empty place"
			continue
		}
		f["goal/"+key] = fmt.Sprintf("goal %d: %d PP per", card, g.PP)
		var tokens []string
		for _, t := range g.Tokens {
			if t != kanban.NoColor {
				tokens = append(tokens, who(t))
			}
		}
		f["goaltokens/"+key] = join(tokens, ", ", "no tokens")
		switch {
		case v.Viewer == kanban.NoColor && g.PlayedBy == kanban.NoColor:
			f["goalscore/"+key] = "played by the deck"
		case v.Viewer == kanban.NoColor:
			f["goalscore/"+key] = "played by " + who(g.PlayedBy)
		case g.Open:
			f["goalscore/"+key] = fmt.Sprintf("a token would score you %d PP (count %d)", g.Score, g.Count)
		default:
			f["goalscore/"+key] = fmt.Sprintf("closed to you (count %d)", g.Count)
		}
	}
	for i, a := range ed.FinalGoals[v.FinalGoal] {
		f[fmt.Sprintf("final/%d", i)] = fmt.Sprintf("%s: %d PP", a.Description(), a.PP)
	}
	for i, g := range v.FactoryGoals {
		f[fmt.Sprintf("factory/%d", i)] = fmt.Sprintf("%d %s: %d %s left", g.Threshold, g.Kind.Description(), g.Tokens, plural(int(g.Tokens), "token", "tokens"))
	}
	f["decks"] = fmt.Sprintf("Goal deck %d · discards %d · Kanban deck %d", v.GoalDeck, v.GoalDiscards, v.KanbanDeck)
	f["kanbanrevealed"] = "Revealed at setup: Kanban " + kanbanText(ed, v.KanbanRevealed)
	var certOrder []string
	for _, c := range v.CertOrder {
		certOrder = append(certOrder, who(c))
	}
	f["certorder"] = "Certification order: " + join(certOrder, ", ", "nobody yet")
	if v.MeetingPasses > 0 {
		f["passes"] = fmt.Sprintf("%d %s in a row", v.MeetingPasses, plural(v.MeetingPasses, "pass", "passes"))
	}

	// The players' boards.
	for _, p := range v.Players {
		c := p.Color.String()
		f["pp/"+c] = fmt.Sprintf("%d PP", p.PP)
		if p.Workstation == kanban.NoWorkstation {
			f["worker/"+c] = "worker: at home"
		} else {
			f["worker/"+c] = "worker: " + p.Workstation.Title()
			if p.LaidDown {
				f["worker/"+c] += " (laid down)"
			}
		}
		for d := range components.Department(components.NumDepartments) {
			state := ", certified"
			if p.Locks[d] {
				state = ", locked"
			}
			f[fmt.Sprintf("training/%s/%s", c, d)] = fmt.Sprintf("space %d%s", p.Training[d], state)
		}
		if p.CertSpace < 0 {
			f["cert/"+c] = "marker not placed yet"
		} else {
			f["cert/"+c] = fmt.Sprintf("%d certified, space %d", p.Certifications, p.CertSpace)
		}
		var stored []string
		for part, n := range p.Parts {
			if n > 0 {
				stored = append(stored, partCount(n, kanban.Part(part)))
			}
		}
		f["storage/"+c] = join(stored, ", ", "empty")
		var desk, upgraded []string
		for _, d := range p.Desk.Tiles() {
			desk = append(desk, designName(d))
		}
		for _, d := range p.Upgraded.Tiles() {
			x := designName(d)
			if d == p.DoubleUpgrade {
				x += " (double)"
			}
			upgraded = append(upgraded, x)
		}
		f["desk/"+c] = join(desk, ", ", "empty")
		f["upgraded/"+c] = join(upgraded, ", ", "none")
		for i, g := range p.Garages {
			f[fmt.Sprintf("garage/%s/%d", c, i)] = modelOr(g, "empty")
		}
		speech := fmt.Sprintf("speech %d/%d", p.Speech, p.SpeechSpaces)
		if p.GenericSpeech > 0 {
			speech += fmt.Sprintf(", %d generic", p.GenericSpeech)
		}
		if p.SpeechOnGoals > 0 {
			speech += fmt.Sprintf(", %d on goals", p.SpeechOnGoals)
		}
		if p.SpeechBeside > 0 {
			speech += fmt.Sprintf(", %d beside", p.SpeechBeside)
		}
		f["res/"+c] = fmt.Sprintf("%d %s · %d %s · %d %s · %s", p.BankedShifts, plural(p.BankedShifts, "Banked Shift", "Banked Shifts"),
			p.Books, plural(p.Books, "Book", "Books"), p.Vouchers, plural(p.Vouchers, "Voucher", "Vouchers"), speech)
		var awards []string
		for _, a := range p.Awards {
			if a != kanban.NoAward {
				awards = append(awards, benefitText(ed.AwardBenefits[a]))
			}
		}
		tokens := 0
		for _, t := range p.FactoryGoals {
			if t {
				tokens++
			}
		}
		f["awards/"+c] = fmt.Sprintf("Awards: %s · Factory Goal tokens: %d", join(awards, ", ", "none"), tokens)
	}

	// The hand.
	if v.Viewer != kanban.NoColor {
		for i, g := range v.Hand.Goals {
			f[fmt.Sprintf("hand/goal/%d", i)] = goalText(ed, int(g))
		}
		for i, k := range v.Hand.Kanban {
			f[fmt.Sprintf("hand/kanban/%d", i)] = "Kanban Order " + kanbanText(ed, int(k))
		}
		if v.RoomGoal != kanban.NoGoal {
			f["roomgoal"] = "Face down for the meeting room: " + goalText(ed, int(v.RoomGoal))
		}
		if len(v.AwardChoice) > 0 {
			var choice []string
			for _, a := range v.AwardChoice {
				choice = append(choice, benefitText(ed.AwardBenefits[a]))
			}
			f["awardchoice"] = "Award tiles to keep one of: " + join(choice, ", ", "")
		}
	}

	// The Colleagues.
	if so := v.Solo; so != nil {
		for _, col := range so.Colleagues {
			at := "home"
			if col.Workstation != kanban.NoWorkstation {
				at = "the " + col.Workstation.Title()
			}
			x := fmt.Sprintf("%s (%s): %d PP, at %s", title(col.Name), col.Color, col.PP, at)
			if col.Part != kanban.NoPart {
				x += ", part " + col.Part.String()
			}
			f["colleague/"+col.Name] = x
			var tr []string
			for d := range components.Department(components.NumDepartments) {
				tr = append(tr, fmt.Sprintf("%s %d", kanban.English.Department(d), col.Training[d]))
			}
			f["colleaguetraining/"+col.Name] = fmt.Sprintf("training %s · certification section %d", strings.Join(tr, ", "), col.CertSection)
			var cs, up []string
			for m, n := range col.Cars {
				if n > 0 {
					cs = append(cs, fmt.Sprintf("%d %s", n, kanban.Model(m)))
				}
			}
			for _, d := range col.Upgraded.Tiles() {
				up = append(up, designName(d))
			}
			f["colleaguecars/"+col.Name] = fmt.Sprintf("cars: %s · upgraded: %s", join(cs, ", ", "none"), join(up, ", ", "none"))
		}
		var column, parts []string
		for _, k := range so.Column {
			column = append(column, fmt.Sprint(k))
		}
		for p, n := range so.ColleagueParts {
			if n > 0 {
				parts = append(parts, partCount(n, kanban.Part(p)))
			}
		}
		f["column"] = fmt.Sprintf("Department column: %s · department deck %d · selection deck %d", join(column, ", ", "empty"), so.DepartmentDeck, so.SelectionDeck)
		f["shared"] = fmt.Sprintf("Shared stack: %s (%d) · Colleagues' parts: %s", designOr(so.SharedStack.Top, "empty"), so.SharedStack.Size,
			join(parts, ", ", "none"))
		cards := v.Edition.DifficultyCards()
		for i, d := range so.Difficulty {
			c := cards[d]
			f[fmt.Sprintf("difficulty/%d", i)] = fmt.Sprintf("#%d %s: %s", c.Number, c.Title, c.Text)
		}
		if len(so.Difficulty) == 0 {
			f["difficulty"] = "Difficulty cards: none"
		}
	}
	return f
}

// partCount writes n parts of a type, as the page does: "1 battery", "2
// batteries".
func partCount(n int, p kanban.Part) string {
	if n == 1 {
		return "1 " + p.String()
	}
	many := map[kanban.Part]string{kanban.Battery: "batteries", kanban.Body: "bodies", kanban.Electronics: "electronics"}[p]
	if many == "" {
		many = p.String() + "s"
	}
	return fmt.Sprintf("%d %s", n, many)
}

// join writes a list's items with sep, or none for an empty list.
func join[T any](xs []T, sep, none string) string {
	if len(xs) == 0 {
		return none
	}
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, sep)
}

func title(w string) string {
	if w == "" {
		return w
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// modelName writes a model as the page does: "SUV", "Truck"; "" for none.
func modelName(m kanban.Model) string { return modelOr(m, "") }

func modelOr(m kanban.Model, none string) string {
	if m == kanban.NoModel {
		return none
	}
	if m == kanban.SUV {
		return "SUV"
	}
	return title(m.String())
}

// designName writes a Design as the page does: "City motor", "SUV blank".
func designName(d kanban.DesignTile) string { return designOr(d, "") }

func designOr(d kanban.DesignTile, none string) string {
	if d == kanban.NoDesign {
		return none
	}
	t := components.Designs[d]
	part := "blank"
	if t.HasPart {
		part = t.Part.String()
	}
	return modelName(t.Model) + " " + part
}

func goalText(ed *components.Edition, card int) string {
	g := ed.Goals[card]
	return fmt.Sprintf("goal %d: %d PP per %s, icons %d·%d·%d", card, g.PP, g.Measure.Description(), g.Icons[0], g.Icons[1], g.Icons[2])
}

func kanbanText(ed *components.Edition, card int) string {
	var ps []string
	for i, p := range ed.KanbanCards[card] {
		ps = append(ps, fmt.Sprintf("%d %s", i+1, p))
	}
	return fmt.Sprintf("card %d: %s", card, strings.Join(ps, ", "))
}

// benefitText writes a printed benefit as the page does: "1 Book, 2 PP",
// in the order of its JSON fields.
func benefitText(b components.Benefit) string {
	var out []string
	for _, x := range []struct {
		n    int8
		name string
	}{{b.PP, "PP"}, {b.Books, "Book"}, {b.Vouchers, "Voucher"}, {b.BankedShifts, "Shift"}, {b.Speech, "Speech"}} {
		switch {
		case x.n == 0:
		case x.name == "PP":
			out = append(out, fmt.Sprintf("%d PP", x.n))
		default:
			out = append(out, fmt.Sprintf("%d %s%s", x.n, x.name, map[bool]string{true: "s"}[x.n > 1]))
		}
	}
	return strings.Join(out, ", ")
}
