package kanban

import (
	"strconv"
	"strings"

	"github.com/kanbanev/kanban/components"
)

// Describe returns a short plain English phrase for a legal action in the
// state, such as "provide 1 battery from storage to the SUV" or "train in
// R&D to space 3, certifying", so that a frontend can list the options of
// a turn. It names what the action does and gains, as the rules work it
// out; Cost says what it spends. An illegal action returns the *RuleError
// Apply would give.
//
// Like LegalActions, it is for the acting player: it names the cards of
// their hand that an action plays.
func (s GameState) Describe(a Action) (string, error) {
	if v := s.check(a); !v.ok() {
		return "", v.error()
	}
	return s.describe(&a), nil
}

// describe words an action that check accepted.
func (s *GameState) describe(a *Action) string {
	seat := s.seatOf(a.Player)
	switch a.Kind {
	case ActCertSpace:
		if s.phase == phaseSpots {
			return "put the Certification marker on starting space " + strconv.Itoa(int(a.Space)) + gaining(s.certBenefit(seat, a.Space))
		}
		return "move the Certification marker to space " + strconv.Itoa(int(a.Space)) + " of section " +
			strconv.Itoa(s.certifications(seat)) + gaining(s.certBenefit(seat, a.Space))
	case ActStartPart:
		return "take " + partCount(a.Part, 1) + " from its warehouse"
	case ActStartDesign:
		return "take " + designPhrase(DesignTile(s.designAt(a.Source))) + " from " + sourcePhrase(a.Source)
	case ActSelect:
		return "work at the " + deptName(a.Workstation.Department()) + " " + topBottom(a.Workstation) +
			" workstation, " + count(s.ed().shifts(a.Workstation), "Shift", "Shifts")
	case ActTrain, ActHomework:
		verb := "train in "
		if a.Kind == ActHomework {
			verb = "do homework in "
		}
		to := int(s.players[seat].train[a.Dept]) + 1
		out := verb + deptName(a.Dept) + " to space " + strconv.Itoa(to)
		switch to {
		case components.TrackCertified:
			out += ", certifying"
		case components.TrackExpert:
			out += ", becoming an Expert"
		}
		return out
	case ActRecycle:
		return "give " + partCount(a.Give, 1) + " to the Recycling pool for its " + a.Part.String()
	case ActKeepAward:
		return "keep an Award tile" + gaining(s.ed().AwardBenefits[a.Award])
	case ActEndTurn:
		if left := int(s.turn.shifts); left > 0 {
			return "end the turn, losing " + count(left, "unused Shift", "unused Shifts")
		}
		return "end the turn"
	case ActTakeDesign:
		out := "take " + designPhrase(DesignTile(s.designAt(a.Source))) + " from " + sourcePhrase(a.Source)
		if a.Source.IsDisplay() {
			out += gaining(s.ed().bonus(a.Source))
		}
		return out
	case ActKanban:
		parts, n := s.board.kanbanParts(s.ed(), a.Card, a.Placement)
		return "issue Kanban Order card " + strconv.Itoa(int(a.Card)) + " with " + placementPhrase(a.Placement) +
			", moving " + partList(parts[:n]) + " to the warehouses" + gaining(kanbanGain)
	case ActCollect:
		return "collect " + partCount(a.Part, int(a.Count)) + " from the warehouse"
	case ActVoucher:
		return "take a Parts Voucher"
	case ActProvide:
		return "provide " + partCount(a.Part, 1) + " to the " + modelName(a.Model) + " " + fromPhrase(a.From, a.Give)
	case ActBranch:
		at := s.pending.path[s.pending.pathLen-1]
		out := "send the " + modelName(Model(s.board.conveyor[at])) + " car on " + ConveyorSpace(at).String()
		if a.To == ExitSpace {
			return out + " off the line" + scoring(int(s.ed().exitPP(at)))
		}
		return out + " to " + a.To.String()
	case ActClaim:
		var cars []string
		for pos, d := range a.Claims {
			if d == NoDesign {
				continue
			}
			car := "the " + ordinal(pos+1)
			if cars == nil {
				car += " car behind the Pace Car"
			}
			cars = append(cars, car+", "+withArticle(modelName(d.Model()))+", with "+designPhrase(d))
		}
		return "claim " + andList(cars)
	case ActGarage:
		out := "park the " + modelName(Model(s.turn.parking[0])) + " car in garage " + strconv.Itoa(int(a.Space))
		if g, ok := s.garageBenefit(seat, int(a.Space)); ok {
			return out + gaining(g)
		}
		return out + ", the padlocked one, choosing " + strconv.Itoa(components.PadlockPicks) + " of its benefits"
	case ActPadlock:
		return "take " + benefitPhrase(a.Gain) + " from the padlocked garage"
	case ActUpgrade:
		part, _ := a.Design.Part()
		out := "upgrade " + designPhrase(a.Design) + " on upgrade space " + strconv.Itoa(int(a.Space)) +
			" with " + partCount(part, 1) + " " + fromPhrase(a.From, a.Give)
		if a.Double {
			out += " as the Double Upgrade"
		}
		return out + gaining(s.upgradeGain(a.Design, a.Space, a.Double))
	case ActSpeak:
		var out string
		if a.Goal != NoGoal {
			out = "play goal " + strconv.Itoa(int(a.Goal))
			if a.On == NoGoal {
				return out
			}
			out += " and place a Speech token on it"
		} else {
			out = "place a Speech token on goal " + strconv.Itoa(int(a.On))
		}
		_, pp := s.speechScore(seat, a.Goal, a.On)
		return out + ", scoring " + strconv.Itoa(int(pp)) + " PP"
	case ActPass:
		return "pass"
	case ActChooseGoal:
		return "put goal " + strconv.Itoa(int(a.Goal)) + " face down for the meeting room"
	}
	return a.Kind.String()
}

var deptNames = [components.NumDepartments]string{"R&D", "Assembly", "Logistics", "Design", "Administration"}

// deptName returns a department's name in prose, such as "R&D".
func deptName(d Department) string { return deptNames[d] }

var modelNames = [components.NumModels]string{"City", "SUV", "Truck", "Sports", "Concept"}

// modelName returns a model's name in prose, such as "SUV".
func modelName(m Model) string { return modelNames[m] }

var partPlurals = [components.NumParts]string{"motors", "autopilots", "batteries", "bodies", "electronics", "drivetrains"}

// partCount returns n parts of a type in prose, such as "1 battery" or
// "3 bodies".
func partCount(p Part, n int) string { return count(n, p.String(), partPlurals[p]) }

// partList returns a list of parts in prose, by type in order of first
// appearance, such as "1 motor and 2 batteries", or "no part".
func partList(parts []uint8) string {
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
		out = append(out, partCount(p, counts[p]))
	}
	if out == nil {
		return "no part"
	}
	return andList(out)
}

// count returns n and the unit, singular for 1, such as "3 Shifts".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// andList joins phrases as "a", "a and b", "a, b and c".
func andList(items []string) string { return joinList(items, " and ") }

// joinList joins phrases with commas, the last two with last: "a, b and
// c", "a, b or c".
func joinList(items []string, last string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + last + items[len(items)-1]
}

// benefitPhrase returns a benefit in prose, such as "2 PP and 1 Book", or
// "nothing".
func benefitPhrase(b Benefit) string {
	var out []string
	if b.PP != 0 {
		out = append(out, strconv.Itoa(int(b.PP))+" PP")
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
			out = append(out, count(int(c.n), c.one, c.many))
		}
	}
	if out == nil {
		return "nothing"
	}
	return andList(out)
}

// gaining returns ", gaining" and the benefit, or nothing for none.
func gaining(b Benefit) string {
	if b.IsZero() {
		return ""
	}
	return ", gaining " + benefitPhrase(b)
}

// scoring returns ", scoring" and the PP, or nothing for none.
func scoring(pp int) string {
	if pp == 0 {
		return ""
	}
	return ", scoring " + strconv.Itoa(pp) + " PP"
}

// designPhrase returns a Design in prose, such as "the SUV battery Design"
// or "the City Design without a part".
func designPhrase(d DesignTile) string {
	if int(d) >= components.NumDesigns {
		return "no Design"
	}
	if p, ok := d.Part(); ok {
		return "the " + modelName(d.Model()) + " " + p.String() + " Design"
	}
	return "the " + modelName(d.Model()) + " Design without a part"
}

// sourcePhrase returns where a Design is taken from, such as "the display,
// top row, space 2" or "the top of the Central stack".
func sourcePhrase(src DesignSource) string {
	switch src {
	case CentralStack:
		return "the top of the Central stack"
	case OfficeTopStack:
		return "the top of the top First Office stack"
	case OfficeBottomStack:
		return "the top of the bottom First Office stack"
	}
	row := "top"
	if src.Row() == 1 {
		row = "bottom"
	}
	return "the display, " + row + " row, space " + strconv.Itoa(src.Column()+1)
}

// topBottom returns "top" or "bottom" for a workstation.
func topBottom(w Workstation) string {
	if w.Bottom() {
		return "bottom"
	}
	return "top"
}

// placementPhrase says which symbols of a Kanban Order card a placement
// lays above the line, such as "symbols 5 and 6 above the line".
func placementPhrase(k KanbanPlacement) string {
	first, last := 0, 0
	for i := range components.KanbanLong + components.KanbanShort {
		if k.Above(i) {
			if last == 0 {
				first = i + 1
			}
			last = i + 1
		}
	}
	join := " to "
	if last == first+1 {
		join = " and "
	}
	return "symbols " + strconv.Itoa(first) + join + strconv.Itoa(last) + " above the line"
}

// fromPhrase says where a task's part comes from.
func fromPhrase(from PartSource, give Part) string {
	switch from {
	case FromVoucher:
		return "from the supply for a Parts Voucher"
	case FromRecycling:
		return "from the Recycling pool for 1 stored " + give.String()
	}
	return "from storage"
}

// withArticle returns a name after "a" or "an", such as "an SUV".
func withArticle(name string) string {
	if name == "SUV" || strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}

// ordinal returns "1st", "2nd", "3rd" or "4th".
func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(n) + "th"
}
