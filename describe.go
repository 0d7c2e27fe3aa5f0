package kanban

import (
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
			return l.f("put the Certification marker on starting space %d", a.Space) + l.gaining(s.certBenefit(seat, a.Space))
		}
		return l.f("move the Certification marker to space %d of section %d", a.Space, s.certifications(seat)) +
			l.gaining(s.certBenefit(seat, a.Space))
	case ActStartPart:
		return l.f("take %s from its warehouse", l.partCount(a.Part, 1))
	case ActStartDesign:
		return l.f("take %s from %s", l.design(DesignTile(s.designAt(a.Source))), l.source(a.Source))
	case ActSelect:
		d, shifts := l.dept(a.Workstation.Department()), l.count(s.ed().shifts(a.Workstation), "Shift", "Shifts")
		if a.Workstation.Bottom() {
			return l.f("work at the %s bottom workstation, %s", d, shifts)
		}
		return l.f("work at the %s top workstation, %s", d, shifts)
	case ActTrain, ActHomework:
		return s.describeTraining(l, seat, a)
	case ActRecycle:
		return l.f("give %s to the Recycling pool for its %s", l.partCount(a.Give, 1), l.part(a.Part))
	case ActKeepAward:
		return l.tr("keep an Award tile") + l.gaining(s.ed().AwardBenefits[a.Award])
	case ActEndTurn:
		if left := int(s.turn.shifts); left > 0 {
			return l.f("end the turn, losing %s", l.count(left, "unused Shift", "unused Shifts"))
		}
		return l.tr("end the turn")
	case ActTakeDesign:
		out := l.f("take %s from %s", l.design(DesignTile(s.designAt(a.Source))), l.source(a.Source))
		if a.Source.IsDisplay() {
			out += l.gaining(s.ed().bonus(a.Source))
		}
		return out
	case ActKanban:
		parts, n := s.board.kanbanParts(s.ed(), a.Card, a.Placement)
		return l.f("issue Kanban Order card %d with %s, moving %s to the warehouses", a.Card, l.placement(a.Placement), l.partList(parts[:n])) +
			l.gaining(kanbanGain)
	case ActCollect:
		return l.f("collect %s from the warehouse", l.partCount(a.Part, int(a.Count)))
	case ActVoucher:
		return l.tr("take a Parts Voucher")
	case ActProvide:
		return l.f("provide %s to the %s %s", l.partCount(a.Part, 1), l.model(a.Model), l.from(a.From, a.Give))
	case ActBranch:
		at := s.pending.path[s.pending.pathLen-1]
		car := l.model(Model(s.board.conveyor[at]))
		if a.To == ExitSpace {
			return l.f("send the %s car on %s off the line", car, ConveyorSpace(at)) + l.scoring(int(s.ed().exitPP(at)))
		}
		return l.f("send the %s car on %s to %s", car, ConveyorSpace(at), a.To)
	case ActClaim:
		var cars []string
		for pos, d := range a.Claims {
			if d == NoDesign {
				continue
			}
			if cars == nil {
				cars = append(cars, l.f("the %s car behind the Pace Car, %s, with %s", l.ordinal(pos+1), l.withArticle(d.Model()), l.design(d)))
			} else {
				cars = append(cars, l.f("the %s, %s, with %s", l.ordinal(pos+1), l.withArticle(d.Model()), l.design(d)))
			}
		}
		return l.f("claim %s", l.andList(cars))
	case ActGarage:
		car := l.model(Model(s.turn.parking[0]))
		if g, ok := s.garageBenefit(seat, int(a.Space)); ok {
			return l.f("park the %s car in garage %d", car, a.Space) + l.gaining(g)
		}
		return l.f("park the %s car in garage %d, the padlocked one, choosing %d of its benefits", car, a.Space, components.PadlockPicks)
	case ActPadlock:
		return l.f("take %s from the padlocked garage", l.benefit(a.Gain))
	case ActUpgrade:
		part, _ := a.Design.Part()
		gain := l.gaining(s.upgradeGain(a.Design, a.Space, a.Double))
		design, with, from := l.design(a.Design), l.partCount(part, 1), l.from(a.From, a.Give)
		if a.Double {
			return l.f("upgrade %s on upgrade space %d with %s %s as the Double Upgrade", design, a.Space, with, from) + gain
		}
		return l.f("upgrade %s on upgrade space %d with %s %s", design, a.Space, with, from) + gain
	case ActSpeak:
		if a.Goal != NoGoal && a.On == NoGoal {
			return l.f("play goal %d", a.Goal)
		}
		_, pp := s.speechScore(seat, a.Goal, a.On)
		if a.Goal != NoGoal {
			return l.f("play goal %d and place a Speech token on it, scoring %s", a.Goal, l.pp(int(pp)))
		}
		return l.f("place a Speech token on goal %d, scoring %s", a.On, l.pp(int(pp)))
	case ActPass:
		return l.tr("pass")
	case ActChooseGoal:
		return l.f("put goal %d face down for the meeting room", a.Goal)
	}
	return a.Kind.String()
}

// describeTraining words a step of training or homework, and what the
// step makes of the player: certified (R-TRN-3) or an Expert (R-TRN-4).
func (s *GameState) describeTraining(l Language, seat int8, a *Action) string {
	to := int(s.players[seat].train[a.Dept]) + 1
	d := l.dept(a.Dept)
	if a.Kind == ActHomework {
		switch to {
		case components.TrackCertified:
			return l.f("do homework in %s to space %d, certifying", d, to)
		case components.TrackExpert:
			return l.f("do homework in %s to space %d, becoming an Expert", d, to)
		}
		return l.f("do homework in %s to space %d", d, to)
	}
	switch to {
	case components.TrackCertified:
		return l.f("train in %s to space %d, certifying", d, to)
	case components.TrackExpert:
		return l.f("train in %s to space %d, becoming an Expert", d, to)
	}
	return l.f("train in %s to space %d", d, to)
}
