package kanban

import "github.com/kanbanev/kanban/components"

// LegalActions returns every legal action of the player who must act now,
// in a new slice. It is empty when the game is over.
func (s GameState) LegalActions() []Action { return s.AppendLegalActions(nil) }

// AppendLegalActions appends the legal actions to dst and returns the
// extended slice: LegalActions for callers that reuse a buffer.
//
// The list comes from the same checks Decide makes: every action listed is
// accepted by Apply, and every action Apply accepts (Version aside) is
// listed.
func (s GameState) AppendLegalActions(dst []Action) []Action {
	d := s.next()
	p := d.Player
	try := func(a Action) {
		if s.check(a).ok() {
			dst = append(dst, a)
		}
	}
	switch d.Kind {
	case DecideStartSpot, DecideCertSpace:
		for sp := range components.CertSpaces {
			try(CertSpace(p, sp))
		}
	case DecideStartPick:
		for part := range Part(components.NumParts) {
			try(StartPart(p, part))
		}
		for src := range numDesignSources {
			try(StartDesign(p, src))
		}
	case DecideWorkstation:
		for w := range Workstation(NumWorkstations) {
			try(Select(p, w))
		}
	case DecideWork:
		for dep := range Department(components.NumDepartments) {
			try(Train(p, dep))
		}
		for dep := range Department(components.NumDepartments) {
			try(Homework(p, dep))
		}
		for give := range Part(components.NumParts) {
			for take := range Part(components.NumParts) {
				try(Recycle(p, give, take))
			}
		}
		try(EndTurn(p))
	case DecideAward:
		for a := range Award(components.NumAwards) {
			try(KeepAward(p, a))
		}
	}
	return dst
}

// decisionRule is the rule that says who acts and what they may do for each
// decision, named when an action does not answer it.
var decisionRule = [...]string{
	DecideStartSpot:   "R-SET-14",
	DecideStartPick:   "R-SET-14",
	DecideWorkstation: "R-SEL-3",
	DecideWork:        "R-WRK-1",
	DecideCertSpace:   "R-TRN-3",
	DecideAward:       "R-TRN-4",
	DecideNothing:     "R-ENG-1",
}

// answers lists the action kinds each decision takes.
var answers = [...][]ActionKind{
	DecideStartSpot:   {ActCertSpace},
	DecideStartPick:   {ActStartPart, ActStartDesign},
	DecideWorkstation: {ActSelect},
	DecideWork:        {ActTrain, ActHomework, ActRecycle, ActEndTurn},
	DecideCertSpace:   {ActCertSpace},
	DecideAward:       {ActKeepAward},
}

// check says whether an action is legal now: the one check that both
// Decide and LegalActions use.
func (s *GameState) check(a Action) violation {
	if a.Kind == 0 || a.Kind >= numActionKinds {
		return violation{rule: "R-ENG-1", reason: "unknown action kind", err: ErrUnknownAction}
	}
	if a != a.canonical() {
		return violation{rule: "R-ENG-1", reason: "the action sets fields its kind does not have", err: ErrUnknownAction}
	}
	if s.phase == phaseOver {
		return violation{rule: "R-ENG-1", reason: "the game is over", err: ErrGameOver}
	}
	if a.Version != 0 && a.Version != s.version {
		return violation{rule: "R-ENG-1", reason: "the action was chosen against another version of the game", err: ErrStaleVersion}
	}
	d := s.next()
	rule := decisionRule[d.Kind]
	if d.Kind == DecideWorkstation && s.day == 1 {
		rule = "R-SEL-2"
	}
	if a.Player != d.Player {
		return violation{rule: rule, reason: "it is %v's turn to choose", a1: d.Player, err: ErrNotYourTurn}
	}
	takes := false
	for _, k := range answers[d.Kind] {
		takes = takes || k == a.Kind
	}
	if !takes {
		return violation{rule: rule, reason: "the game waits for a %v choice", a1: d.Kind, err: ErrUnknownAction}
	}
	seat := s.seatOf(a.Player)
	switch a.Kind {
	case ActCertSpace:
		return s.checkCertSpace(seat, a.Space)
	case ActStartPart:
		return s.checkStartPart(seat, a.Part)
	case ActStartDesign:
		return s.checkStartDesign(seat, a.Source)
	case ActSelect:
		return s.checkSelect(seat, a.Workstation)
	case ActTrain:
		return s.checkTrain(seat, a.Dept, false)
	case ActHomework:
		return s.checkTrain(seat, a.Dept, true)
	case ActRecycle:
		return s.checkRecycle(seat, a.Give, a.Part)
	case ActKeepAward:
		return s.checkKeepAward(a.Award)
	}
	return legal
}

// canonical returns the action with only its kind's fields set; an action
// that differs from its canonical form is refused, so that equal choices are
// equal values.
func (a Action) canonical() Action {
	c := Action{Kind: a.Kind, Player: a.Player, Version: a.Version}
	for _, f := range actionSpecs[a.Kind].fields {
		switch f {
		case fDept:
			c.Dept = a.Dept
		case fPart:
			c.Part = a.Part
		case fGive:
			c.Give = a.Give
		case fWorkstation:
			c.Workstation = a.Workstation
		case fSource:
			c.Source = a.Source
		case fAward:
			c.Award = a.Award
		case fSpace:
			c.Space = a.Space
		}
	}
	return c
}
