package kanban

import (
	"strconv"
	"strings"

	"github.com/kanbanev/kanban/components"
)

// The phrases below are the words the narration and the descriptions
// share, each in a Language: a name, a count, a list. Their English is
// the catalogues' keys (german_words.go has their German).

var deptNames = [components.NumDepartments]string{"R&D", "Assembly", "Logistics", "Design", "Administration"}

// dept returns a department's name in prose, such as "R&D".
func (l Language) dept(d Department) string { return l.tr(deptNames[d]) }

var modelNames = [components.NumModels]string{"City", "SUV", "Truck", "Sports", "Concept"}

// model returns a model's name in prose, such as "SUV".
func (l Language) model(m Model) string { return l.tr(modelNames[m]) }

var partPlurals = [components.NumParts]string{"motors", "autopilots", "batteries", "bodies", "electronics", "drivetrains"}

// partCount returns n parts of a type in prose, such as "1 battery" or
// "3 bodies".
func (l Language) partCount(p Part, n int) string { return l.count(n, p.String(), partPlurals[p]) }

// part returns a part type's name in prose, such as "battery".
func (l Language) part(p Part) string { return l.tr(p.String()) }

// partList returns a list of parts in prose, by type in order of first
// appearance, such as "1 motor and 2 batteries", or "no part".
func (l Language) partList(parts []uint8) string {
	var counts [components.NumParts]int
	var order []Part
	for _, p := range parts {
		if counts[p] == 0 {
			order = append(order, Part(p))
		}
		counts[p]++
	}
	var out []string
	for _, p := range order {
		out = append(out, l.partCount(p, counts[p]))
	}
	if out == nil {
		return l.tr("no part")
	}
	return l.andList(out)
}

// count returns n and the unit, singular for 1, such as "3 Shifts": one
// and many are English, translated by tr.
func (l Language) count(n int, one, many string) string {
	if n == 1 {
		return "1 " + l.tr(one)
	}
	return strconv.Itoa(n) + " " + l.tr(many)
}

// andList joins phrases as "a", "a and b", "a, b and c".
func (l Language) andList(items []string) string { return joinList(items, " "+l.tr("and")+" ") }

// orWords joins phrases as "a", "a or b", "a, b or c", or says "none".
func (l Language) orWords(items []string) string {
	if len(items) == 0 {
		return l.tr("none")
	}
	return joinList(items, " "+l.tr("or")+" ")
}

// orList names things of a kind, such as "space 2", "spaces 1 or 3" or
// "goals 5, 7 or 10": one and many are English, translated by tr.
func (l Language) orList(items []string, one, many string) string {
	if len(items) == 1 {
		return l.tr(one) + " " + items[0]
	}
	return l.tr(many) + " " + l.orWords(items)
}

// joinList joins phrases with commas, the last two with last: "a, b and
// c", "a, b or c".
func joinList(items []string, last string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + last + items[len(items)-1]
}

// pp returns an amount of PP, such as "4 PP".
func (l Language) pp(n int) string { return strconv.Itoa(n) + " " + l.tr("PP") }

// benefit returns a benefit in prose, such as "2 PP and 1 Book", or
// "nothing".
func (l Language) benefit(b Benefit) string {
	var out []string
	if b.PP != 0 {
		out = append(out, l.pp(int(b.PP)))
	}
	for _, c := range []struct {
		n         int8
		one, many string
	}{
		{b.Books, "Book", "Books"},
		{b.Vouchers, "Parts Voucher", "Parts Vouchers"},
		{b.BankedShifts, "Banked Shift", "Banked Shifts"},
		{b.Speech, "Speech token", "Speech tokens"},
	} {
		if c.n != 0 {
			out = append(out, l.count(int(c.n), c.one, c.many))
		}
	}
	if out == nil {
		return l.tr("nothing")
	}
	return l.andList(out)
}

// gaining returns ", gaining" and the benefit, or nothing for none.
func (l Language) gaining(b Benefit) string {
	if b.IsZero() {
		return ""
	}
	return l.f(", gaining %s", l.benefit(b))
}

// scoring returns ", scoring" and the PP, or nothing for none.
func (l Language) scoring(pp int) string {
	if pp == 0 {
		return ""
	}
	return l.f(", scoring %s", l.pp(pp))
}

// design returns a Design in prose, such as "the SUV battery Design" or
// "the City Design without a part".
func (l Language) design(d DesignTile) string {
	if int(d) >= components.NumDesigns {
		return l.tr("no Design")
	}
	if p, ok := d.Part(); ok {
		return l.f("the %s %s Design", l.model(d.Model()), l.part(p))
	}
	return l.f("the %s Design without a part", l.model(d.Model()))
}

// source returns where a Design is taken from, such as "the display, top
// row, space 2" or "the top of the Central stack", to follow "from".
func (l Language) source(src DesignSource) string {
	switch src {
	case CentralStack:
		return l.tr("the top of the Central stack")
	case OfficeTopStack:
		return l.tr("the top of the top First Office stack")
	case OfficeBottomStack:
		return l.tr("the top of the bottom First Office stack")
	}
	if src.Row() == 1 {
		return l.f("the display, bottom row, space %d", src.Column()+1)
	}
	return l.f("the display, top row, space %d", src.Column()+1)
}

// placement says which symbols of a Kanban Order card a placement lays
// above the line, such as "symbols 5 and 6 above the line".
func (l Language) placement(k KanbanPlacement) string {
	first, last := 0, 0
	for i := range components.KanbanLong + components.KanbanShort {
		if k.Above(i) {
			if last == 0 {
				first = i + 1
			}
			last = i + 1
		}
	}
	if last == first+1 {
		return l.f("symbols %d and %d above the line", first, last)
	}
	return l.f("symbols %d to %d above the line", first, last)
}

// from says where a task's part comes from.
func (l Language) from(from PartSource, give Part) string {
	switch from {
	case FromVoucher:
		return l.tr("from the supply for a Parts Voucher")
	case FromRecycling:
		return l.f("from the Recycling pool for 1 stored %s", l.part(give))
	}
	return l.tr("from storage")
}

// withArticle returns a model's name after "a" or "an", such as "an SUV".
func (l Language) withArticle(m Model) string {
	name := modelNames[m]
	if name == "SUV" || strings.ContainsRune("AEIOU", rune(name[0])) {
		return l.f("an %s", l.model(m))
	}
	return l.f("a %s", l.model(m))
}

// ordinal returns "1st", "2nd", "3rd" or "4th".
func (l Language) ordinal(n int) string {
	switch n {
	case 1:
		return l.tr("1st")
	case 2:
		return l.tr("2nd")
	case 3:
		return l.tr("3rd")
	}
	return l.f("%dth", n)
}
