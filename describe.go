package kanban

import (
	"strconv"

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
func (s GameState) Describe(a Action) (string, error) { return s.DescribeIn(English, a) }

// DescribeIn is Describe in the language l.
func (s GameState) DescribeIn(l Language, a Action) (string, error) {
	if v := s.check(a); !v.ok() {
		return "", v.error()
	}
	return s.describe(l, &a), nil
}

// describe words an action that check accepted.
func (s *GameState) describe(l Language, a *Action) string {
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
