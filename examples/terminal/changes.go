package main

import (
	"fmt"
	"strings"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// changes lists, in a few lines of at most screenWidth columns, what
// changed between two Views of one viewer, before and after, taken before
// and after others acted: a line for each player, the viewer too, with
// what changed on their board and the kinds of the actions they took
// (acts, which the narration has told in full), then a line for the
// table. Players to whom
// nothing happened are left out; nil when nothing changed. It reads the
// Views only, and acts as the viewer saw them (Event.For), so it cannot
// tell what the viewer may not see.
func changes(before, after kanban.View, acts map[kanban.Color][]string, st style) []string {
	t := &table{v: after, st: st}
	var lines []string
	add := func(name, text string) {
		lines = append(lines, clip("  "+name+" "+text, screenWidth))
	}
	was := map[kanban.Color]kanban.PlayerBoard{}
	for _, b := range before.Players {
		was[b.Color] = b
	}
	for _, b := range after.Players {
		name := st.name(b.Color)
		if b.Color == after.Viewer {
			name = st.you()
		}
		effects := st.boardChanges(was[b.Color], b)
		if len(acts[b.Color]) == 0 && len(effects) == 0 {
			continue
		}
		text := strings.Join(effects, ", ")
		if len(acts[b.Color]) > 0 {
			if text != "" {
				text += " · "
			}
			text += strings.Join(acts[b.Color], ", ")
		}
		add(st.player(b.Color, pad(name, 7)), text)
	}
	if before.Solo != nil && after.Solo != nil {
		wasCo := map[kanban.Color]kanban.ColleagueView{}
		for _, c := range before.Solo.Colleagues {
			wasCo[c.Color] = c
		}
		for _, c := range after.Solo.Colleagues {
			var effects []string
			b := wasCo[c.Color]
			if d := c.PP - b.PP; d != 0 {
				effects = append(effects, st.f("%+d PP", d))
			}
			if c.Workstation != b.Workstation && c.Workstation != kanban.NoWorkstation {
				effects = append(effects, st.f("to %s", c.Workstation))
			}
			effects = append(effects, training(b.Training, c.Training)...)
			if len(effects) > 0 {
				add(st.player(c.Color, fmt.Sprintf("%-7s", title(c.Name))), strings.Join(effects, ", "))
			}
		}
	}
	var table []string
	if after.Day != before.Day {
		table = append(table, st.f("day %d", after.Day))
	}
	if after.Week != before.Week {
		table = append(table, st.f("week %d", after.Week))
	}
	if after.MeetingScheduled && !before.MeetingScheduled {
		table = append(table, st.tr("a Meeting tonight"))
	}
	if after.Sandra != before.Sandra {
		where := st.tr("Sandra at her desk")
		if after.Sandra != kanban.NoWorkstation {
			where = st.f("Sandra at %s", after.Sandra)
		}
		table = append(table, where)
	}
	if after.PaceCar != before.PaceCar {
		table = append(table, st.f("Pace Car to space %d", after.PaceCar))
	}
	if n := len(after.TestQueue) - len(before.TestQueue); n > 0 {
		table = append(table, st.f("%s more on the Test track", st.count(n, "car")))
	}
	if len(table) > 0 {
		add(t.st.head(pad(st.tr("table"), 7)), strings.Join(table, ", "))
	}
	return lines
}

// boardChanges lists what changed on a player's board: PP, where their
// worker went, training, certifications, stored parts, Designs taken and
// upgraded, cars parked, Banked Shifts, Books and Vouchers, Awards.
func (l lang) boardChanges(was, is kanban.PlayerBoard) []string {
	var out []string
	if d := is.PP - was.PP; d != 0 {
		out = append(out, l.f("%+d PP", d))
	}
	if is.Workstation != was.Workstation && is.Workstation != kanban.NoWorkstation {
		out = append(out, l.f("to %s", is.Workstation))
	}
	out = append(out, training(was.Training, is.Training)...)
	for d := range components.Department(components.NumDepartments) {
		switch {
		case is.Expert(d) && !was.Expert(d):
			out = append(out, l.f("Expert in %s", d))
		case is.Certified(d) && !was.Certified(d):
			out = append(out, l.f("certified in %s", d))
		}
	}
	for p := range components.Part(components.NumParts) {
		if d := is.Parts[p] - was.Parts[p]; d != 0 {
			out = append(out, fmt.Sprintf("%+d %s", d, p))
		}
	}
	for _, d := range (is.Desk &^ was.Desk).Tiles() {
		out = append(out, "+"+d.String())
	}
	for _, d := range (is.Upgraded &^ was.Upgraded).Tiles() {
		out = append(out, l.f("upgraded %s", d))
	}
	for i, m := range is.Garages {
		if m != kanban.NoModel && was.Garages[i] == kanban.NoModel {
			out = append(out, l.f("parked %s", m))
		}
	}
	for _, d := range []string{
		l.signed(is.BankedShifts-was.BankedShifts, "banked shift"),
		l.signed(is.Books-was.Books, "book"),
		l.signed(is.Vouchers-was.Vouchers, "voucher"),
	} {
		if d != "" {
			out = append(out, d)
		}
	}
	for d, a := range is.Awards {
		if a != kanban.NoAward && was.Awards[d] == kanban.NoAward {
			out = append(out, l.f("Award %s", a))
		}
	}
	return out
}

// training lists the training tracks a disc moved on: "rnd 1→3".
func training(was, is [components.NumDepartments]int) []string {
	var out []string
	for d := range is {
		if is[d] != was[d] {
			out = append(out, fmt.Sprintf("%s %d→%d", components.Department(d), was[d], is[d]))
		}
	}
	return out
}
