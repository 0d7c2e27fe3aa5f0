package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// screenWidth and screenHeight are the terminal the compact view is made
// for: a decision, what changed before it and the prompt fit in 80×24.
const (
	screenWidth  = 80
	screenHeight = 24
)

// drawCompact writes the essentials of the decision as player v.Viewer sees
// them, in a few lines of at most screenWidth columns: the day and
// everyone's PP, the working turn, where Sandra evaluates next and what it
// would cost each player, the viewer's board (Shifts, training
// with ✓ for certified and ★ for Expert, parts, desk) and hand. Like
// drawTable it reads the View only. It returns the number of lines
// written.
func drawCompact(w io.Writer, v kanban.View, st style) int {
	t := &table{w: w, v: v, st: st, ed: v.Edition.Contents()}
	var lines []string
	// add adds a line: a name, translated by the caller, then the English
	// format in the language with args.
	add := func(name, format string, args ...any) {
		lines = append(lines, st.head(pad(name, 8))+" "+st.f(format, args...))
	}
	// flow adds items under name, sep between them, on as few lines as
	// they fit on whole.
	flow := func(name string, items []string, sep string) {
		line := ""
		for _, it := range items {
			if line != "" && 9+visible(line)+len(sep)+visible(it) > screenWidth {
				add(name, "%s", line)
				name, line = "", ""
			}
			if line != "" {
				line += sep
			}
			line += it
		}
		add(name, "%s", line)
	}

	when := st.f("Day %d, week %d", v.Day, v.Week)
	if v.Day == 0 {
		when = st.tr("Orientation")
	}
	if v.MeetingScheduled {
		when += st.tr(", Meeting tonight")
	}
	var pp []string
	for _, b := range v.Players {
		name := st.name(b.Color)
		if b.Color == v.Viewer {
			name = st.you()
		}
		pp = append(pp, fmt.Sprintf("%s %d", st.player(b.Color, name), b.PP))
	}
	if v.Solo != nil {
		for _, c := range v.Solo.Colleagues {
			pp = append(pp, fmt.Sprintf("%s %d", st.player(c.Color, title(c.Name)), c.PP))
		}
	}
	lines = append(lines, st.head(when)+" · "+st.tr("PP")+" "+strings.Join(pp, ", "))

	if tu := v.Turn; tu.Player != kanban.NoColor {
		who := t.who(tu.Player)
		if tu.Player == v.Viewer {
			who = st.player(tu.Player, st.you())
		}
		s := st.f("%s at %s: %s left", who, tu.Workstation, st.count(tu.Shifts, "Shift"))
		if tu.BankedUsable > 0 {
			s += st.f(" (%d banked)", tu.BankedUsable)
		}
		s += st.f(", %d worked", tu.Worked)
		if !tu.Held.IsZero() {
			s += st.f("; held %s", tu.Held)
		}
		add(st.tr("Turn"), "%s", s)
	}
	if v.Next.Kind == kanban.DecideSpeak {
		add(st.tr("Meeting"), "%s in a row; it ends at %d", st.count(v.MeetingPasses, "pass"), len(v.Players))
	}
	// Where Sandra evaluates next, and what it would cost each player now.
	name := func(c kanban.Color) string {
		if c == v.Viewer {
			return st.player(c, st.you())
		}
		return st.player(c, st.name(c))
	}
	if where, verdicts := sandraNext(st.lang, v, name, false); where != "" {
		if len(verdicts) > 0 {
			verdicts[0] = where + ": " + verdicts[0]
		} else {
			verdicts = []string{where}
		}
		flow("Sandra", verdicts, ", ")
	}

	for _, b := range v.Players {
		if b.Color != v.Viewer {
			continue
		}
		add(st.tr("You"), "%s, %s, %s; Certification %s", st.count(b.BankedShifts, "banked shift"), st.count(b.Books, "book"),
			st.count(b.Vouchers, "voucher"), st.marker(b.Certifications, b.CertSpace))
		add(st.tr("Training"), "%s", discs(b, "★", "✓"))
		var cars []string
		for _, m := range b.Garages {
			if m != kanban.NoModel {
				cars = append(cars, m.String())
			}
		}
		flow(st.tr("Parts"), []string{
			st.f("%s (of %d)", parts(b.Parts[:], true), b.StorageSpaces),
			st.f("desk %s (of %d)", t.designs(b.Desk), b.DeskSpaces),
			st.f("upgraded %s", t.designs(b.Upgraded)),
			st.f("cars %s", joinOr(cars, ", ")),
		}, "; ")
	}

	var goals, cards []string
	for _, g := range v.Hand.Goals {
		if g >= 0 && g < len(t.ed.Goals) {
			goals = append(goals, t.st.f("%s %dPP", t.ed.Goals[g].Measure, t.ed.Goals[g].PP))
		}
	}
	for _, k := range v.Hand.Kanban {
		cards = append(cards, fmt.Sprintf("%d (%s)", k, shortCard(t.ed, k)))
	}
	add(st.tr("Goals"), "%s", joinOr(goals, ", "))
	if len(cards) > 0 {
		flow(st.tr("Kanban"), cards, "; ")
	}
	if v.RoomGoal != kanban.NoGoal {
		add("", "face down for the meeting room: %s", v.RoomGoal)
	}
	if len(v.AwardChoice) > 0 {
		var aw []string
		for _, a := range v.AwardChoice {
			aw = append(aw, a.String())
		}
		add("", "Award tiles to keep one of: %s", strings.Join(aw, ", "))
	}
	for _, l := range lines {
		fmt.Fprintln(w, clip(l, screenWidth))
	}
	return len(lines)
}

// listCompact lists the options in at most room lines (room at least 2)
// of screenWidth columns: one option a line, its description cut to fit,
// when there is room for each; else one line for each kind of action,
// with the number and fields of each of its options.
func listCompact(w io.Writer, st style, s kanban.GameState, room int) {
	legal := s.LegalActions()
	if len(legal) <= room {
		for i, a := range legal {
			desc, err := s.DescribeIn(st.Language, a)
			desc = prose(desc)
			if err != nil {
				desc = a.String()
			}
			cost := ""
			if c, err := s.Cost(a); err == nil && !c.IsZero() {
				cost = " [" + prose(c.TextIn(st.Language)) + "]"
			}
			// The description keeps 40 columns at least, the cost the rest.
			head := fmt.Sprintf("%4d. ", i+1)
			room := screenWidth - len(head)
			cost = clip(cost, max(room-visible(desc), room-40))
			fmt.Fprintf(w, "%s%s%s\n", head, clip(desc, room-visible(cost)), cost)
		}
		return
	}
	type group struct {
		kind  kanban.ActionKind
		items []string
		lines []string // the items wrapped to the screen's width
	}
	var groups []*group
	byKind := map[kanban.ActionKind]*group{}
	for i, a := range legal {
		g := byKind[a.Kind]
		if g == nil {
			g = &group{kind: a.Kind}
			byKind[a.Kind] = g
			groups = append(groups, g)
		}
		item := strconv.Itoa(i + 1)
		if f := fields(a); f != "" {
			item += " " + st.dim(f)
		}
		g.items = append(g.items, item)
	}
	// Each kind has a line, as far as there is room; the lines left over
	// go to the kinds whose options wrap onto more, the first first.
	shown := groups[:min(len(groups), room-1)]
	left := room - 1 - len(shown)
	for _, g := range shown {
		g.lines = wrap(g.items, fmt.Sprintf("  %-14s ", g.kind), strings.Repeat(" ", 17), screenWidth)
		if extra := min(len(g.lines)-1, left); extra >= 0 {
			left -= extra
			if len(g.lines) > 1+extra {
				g.lines = g.lines[:1+extra]
				g.lines[extra] += "…" // wrap leaves a column for it
			}
		}
		for _, l := range g.lines {
			fmt.Fprintln(w, l)
		}
	}
	more := ""
	if n := len(groups) - len(shown); n > 0 {
		more = st.f("%s not shown; ", st.count(n, "kind"))
	}
	fmt.Fprintln(w, clip("  "+st.f("%s%d options: type a kind (such as %s) to see what they do, or options", more, len(legal), groups[0].kind), screenWidth))
}

// wrap lays out items, two spaces apart, on lines of fewer than width
// columns (one is left for a "…"), the first line after first, the others
// after indent.
func wrap(items []string, first, indent string, width int) []string {
	var lines []string
	line, start := first, first
	for _, it := range items {
		sep := "  "
		if line == start {
			sep = ""
		}
		if line != start && visible(line)+len(sep)+visible(it) >= width {
			lines = append(lines, line)
			line, start, sep = indent, indent, ""
		}
		line += sep + it
	}
	lines = append(lines, line)
	for i := range lines {
		lines[i] = clip(lines[i], width-1)
	}
	return lines
}

// shortCard lists a Kanban Order card's part symbols, a part twice as
// "motor×2".
func shortCard(ed *components.Edition, k int) string {
	if k < 0 || k >= len(ed.KanbanCards) {
		return "?"
	}
	var ps []string
	card := ed.KanbanCards[k]
	for i, p := range card {
		switch {
		case i > 0 && card[i-1] == p:
		case i+1 < len(card) && card[i+1] == p:
			ps = append(ps, p.String()+"×2")
		default:
			ps = append(ps, p.String())
		}
	}
	return strings.Join(ps, " ")
}

// fields writes an action's fields in the notation, without its player
// and kind: "top-1" for "red take-design top-1", "" for none.
func fields(a kanban.Action) string {
	f := strings.Fields(a.String())
	return strings.Join(f[min(2, len(f)):], " ")
}

// notation writes an action in the notation without its player:
// "take-design top-1".
func notation(a kanban.Action) string {
	return strings.TrimPrefix(a.String(), a.Player.String()+" ")
}

// clip cuts s to n visible characters, ANSI escapes not counted, ending
// it with "…" when it is cut.
func clip(s string, n int) string {
	if visible(s) <= n {
		return s
	}
	var b strings.Builder
	shown, escape, painted := 0, false, false
	for _, r := range s {
		switch {
		case r == '\x1b':
			escape, painted = true, true
		case escape:
			escape = r != 'm'
		case shown == n-1:
			b.WriteString("…")
			if painted {
				b.WriteString("\x1b[0m")
			}
			return b.String()
		default:
			shown++
		}
		b.WriteRune(r)
	}
	return b.String()
}

// visible counts the characters of s a terminal shows: ANSI escapes are
// not counted.
func visible(s string) int {
	n, escape := 0, false
	for _, r := range s {
		switch {
		case r == '\x1b':
			escape = true
		case escape:
			escape = r != 'm'
		default:
			n++
		}
	}
	return n
}
