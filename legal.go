package kanban

import "github.com/kanbanev/kanban/components"

// LegalActions returns every legal action of the player who must act now,
// in a new slice. It is empty when the game is over.
//
// The list shows what only that player may see: the Kanban Order cards and
// Performance Goals in their hand, by the actions that play them, and the
// Award tiles an Expert looks through. A host sends it to that player only,
// never to another (R-ENG-3).
func (s GameState) LegalActions() []Action { return s.AppendLegalActions(nil) }

// LegalActionsFor returns the legal actions of the player of colour p: the
// LegalActions list when p must act now, and none otherwise — for a host
// answering a seat's request, so that one seat is never sent the actions
// (and so the cards) of another.
func (s GameState) LegalActionsFor(p Color) []Action {
	if p == NoColor || s.Next().Player != p {
		return nil
	}
	return s.AppendLegalActions(nil)
}

// AppendLegalActions appends the legal actions to dst and returns the
// extended slice: LegalActions for callers that reuse a buffer. Like
// LegalActions, the list shows the acting player's hidden cards and tiles,
// so it is for that player's eyes only.
//
// The list comes from the same checks Decide makes: every action listed is
// accepted by Apply, and every action Apply accepts (Version aside) is
// listed.
//
// It takes a pointer, unlike the other methods, so that a bot's inner loop
// does not copy the position to list its actions; it does not change *s.
func (s *GameState) AppendLegalActions(dst []Action) []Action { return s.appendLegal(dst) }

// appendLegal is AppendLegalActions: the dispatch by decision kind to the
// generators.
//
// Each decision's actions come from the generator beside their checks, in
// the department files, in the order of their fields. A generator builds
// only candidates that pass the checks it meets by construction (the
// acting player, a kind the decision takes, canonical fields in range, and
// each its own: a part from storage only if stored, a free upgrade
// space...), tests the checks that do not depend on the candidate once (the
// department worked, the Shifts left, the turn's flags), and the rest at
// the level of the fields they depend on. The checks are written from the
// same parts: each gives its verdict by the predicate the generator uses
// and only then says why not, so that the two agree; an oracle in the
// tests that tries every candidate holds them to it.
func (s *GameState) appendLegal(dst []Action) []Action {
	kind, seat, _ := s.chooser()
	return s.appendLegalAt(dst, kind, seat)
}

// appendNew appends an action of kind k by player p, its other fields
// zero, and returns the list and the new action, for the generator to fill
// in where it lies. A generator builds its actions so rather than building
// one apart and appending copies of it: the copy reads the action whole
// right after its fields were written a byte at a time, and such a read
// waits for those writes to reach the cache.
func appendNew(dst []Action, k ActionKind, p Color) ([]Action, *Action) {
	dst = append(dst, Action{})
	a := &dst[len(dst)-1]
	a.Kind, a.Player = k, p
	return dst, a
}

// appendLegalAt is appendLegal for the decision kind and seat chooser
// returns.
func (s *GameState) appendLegalAt(dst []Action, kind DecisionKind, seat int8) []Action {
	switch kind {
	case DecideStartSpot, DecideCertSpace:
		return s.appendCertSpaces(dst, seat)
	case DecideStartPick:
		return s.appendStartPicks(dst, seat)
	case DecideWorkstation:
		return s.appendSelects(dst, seat)
	case DecideWork:
		var w work
		s.workOf(&w, seat)
		dst = s.appendTraining(dst, &w)
		dst = s.appendSwaps(dst, &w)
		dst, _ = appendNew(dst, ActEndTurn, w.player) // a working turn can always end (R-WRK-4)
		// The departments' tasks, each generator called only for a
		// department the turn works in (it tests the rest itself).
		if w.depts.has(Design) {
			dst = s.appendDesignTasks(dst, &w)
		}
		if w.depts.has(Logistics) {
			dst = s.appendLogisticsTasks(dst, &w)
		}
		if w.depts.has(Assembly) {
			dst = s.appendAssemblyTasks(dst, &w)
		}
		if w.depts.has(RnD) {
			dst = s.appendRnDTasks(dst, &w)
		}
		return dst
	case DecideAward:
		return s.appendKeepAwards(dst, seat)
	case DecideBranch:
		return s.appendBranches(dst, seat)
	case DecideGarage:
		return s.appendGarages(dst, seat)
	case DecidePadlock:
		return s.appendPadlocks(dst, seat)
	case DecideSpeak:
		return s.appendSpeak(dst, seat)
	case DecideRoomGoal:
		return s.appendRoomGoals(dst, seat)
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
	DecideBranch:      "R-ASM-3",
	DecideGarage:      "R-RND-3",
	DecidePadlock:     "R-RND-7",
	DecideSpeak:       "R-MTG-2",
	DecideRoomGoal:    "R-MTG-9",
	DecideEvents:      "R-ENG-5",
}

// answers lists the action kinds each decision takes.
var answers = [...][]ActionKind{
	DecideStartSpot:   {ActCertSpace},
	DecideStartPick:   {ActStartPart, ActStartDesign},
	DecideWorkstation: {ActSelect},
	DecideWork: {ActTrain, ActHomework, ActRecycle, ActEndTurn, ActTakeDesign, ActKanban, ActCollect,
		ActVoucher, ActProvide, ActClaim, ActUpgrade},
	DecideCertSpace: {ActCertSpace},
	DecideAward:     {ActKeepAward},
	DecideBranch:    {ActBranch},
	DecideGarage:    {ActGarage},
	DecidePadlock:   {ActPadlock},
	DecideSpeak:     {ActSpeak, ActPass},
	DecideRoomGoal:  {ActChooseGoal},
	DecideEvents:    nil,
}

// answerSets holds answers as bit sets of action kinds, for check; the
// array below fails to compile if the kinds outgrow 32 bits.
var _ [32 - numActionKinds]struct{}

var answerSets = func() (sets [len(answers)]uint32) {
	for d, kinds := range answers {
		for _, k := range kinds {
			sets[d] |= 1 << k
		}
	}
	return sets
}()

// check says whether an action is legal now: the one check that both
// Decide and LegalActions use.
func (s *GameState) check(a Action) violation {
	if a.Kind == 0 || a.Kind >= numActionKinds {
		return violation{rule: "R-ENG-1", reason: "unknown action kind", err: ErrUnknownAction}
	}
	if !a.isCanonical() {
		return violation{rule: "R-ENG-1", reason: "the action sets fields its kind does not have", err: ErrUnknownAction}
	}
	if s.phase == phaseOver || s.nPlayers == 0 {
		return violation{rule: "R-ENG-1", reason: "the game is over, or was never set up", err: ErrGameOver}
	}
	if s.inflight > 0 {
		return violation{rule: "R-ENG-5", reason: "the state lies between the events of an action; fold the rest of them first", err: ErrInsideAction}
	}
	if a.Version != 0 && a.Version != s.version {
		return violation{rule: "R-ENG-1", reason: "the action was chosen against another version of the game", err: ErrStaleVersion}
	}
	kind, seat, _ := s.chooser()
	if player := s.colorOf(seat); a.Player != player {
		return violation{rule: s.decisionRule(kind), reason: "it is %v's turn to choose", a1: player, err: ErrNotYourTurn}
	}
	if answerSets[kind]&(1<<a.Kind) == 0 {
		rule := s.decisionRule(kind)
		if a.Kind == ActRecycle && (kind == DecideSpeak || kind == DecideRoomGoal) {
			rule = "R-MTG-1" // no Recycling during a Meeting
		}
		return violation{rule: rule, reason: "the game waits for a %v choice", a1: kind, err: ErrUnknownAction}
	}
	return s.checkKind(seat, &a)
}

// decisionRule is the rule that says who acts and what they may do for a
// decision of kind k now.
func (s *GameState) decisionRule(k DecisionKind) string {
	if k == DecideWorkstation && s.day == 1 {
		return "R-SEL-2"
	}
	return decisionRule[k]
}

// checkKind is the part of check that depends on the action's kind: the
// rules of the choice itself, then whether the player has the Shifts it
// costs (a.shifts, which the payment takes too). The oracle of the tests
// calls it directly on candidates that pass the rest of check by
// construction (the acting player, a kind the decision takes, canonical
// fields). The action is passed by pointer, and the verdict through one
// named result, to spare copies of both at each level.
func (s *GameState) checkKind(seat int8, a *Action) (v violation) {
	if v = s.checkChoice(seat, a); v.ok() {
		if n := a.shifts(s.ed()); n > 0 {
			v = s.checkShifts(seat, n)
		}
	}
	return v
}

// checkChoice checks the rules of an action's kind, all but its Shifts.
func (s *GameState) checkChoice(seat int8, a *Action) violation {
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
		return s.checkSwap(seat, a.Give, a.Part)
	case ActKeepAward:
		return s.checkKeepAward(a.Award)
	case ActTakeDesign:
		return s.checkTakeDesign(seat, a.Source)
	case ActKanban:
		return s.checkKanban(seat, a.Card, a.Placement)
	case ActCollect:
		return s.checkCollect(seat, a.Part, a.Count)
	case ActVoucher:
		return s.checkVoucher(seat)
	case ActProvide:
		return s.checkProvide(seat, a.Model, a.Part, a.From, a.Give)
	case ActBranch:
		return s.checkBranch(a.To)
	case ActClaim:
		return s.checkClaim(seat, a.Claims)
	case ActGarage:
		return s.checkGarage(seat, a.Space)
	case ActPadlock:
		return s.checkPadlock(a.Gain)
	case ActUpgrade:
		return s.checkUpgrade(seat, a.Design, a.Space, a.From, a.Give, a.Double)
	case ActSpeak:
		return s.checkSpeak(seat, a.Goal, a.On)
	case ActPass:
		return s.checkPass(seat)
	case ActChooseGoal:
		return s.checkChooseGoal(seat, a.Goal)
	}
	return legal
}

// canonical returns the action with only its kind's fields set; an action
// that differs from its canonical form is refused, so that equal choices are
// equal values.
func (a Action) canonical() Action {
	c := Action{Kind: a.Kind, Player: a.Player, Version: a.Version}
	for _, f := range actionSpecs[a.Kind].fields {
		if unused(actionSpecs[a.Kind].fields, f, a.From) {
			continue
		}
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
		case fFrom:
			c.From = a.From
		case fModel:
			c.Model = a.Model
		case fDesign:
			c.Design = a.Design
		case fCard:
			c.Card = a.Card
		case fCount:
			c.Count = a.Count
		case fClaims:
			c.Claims = a.Claims
		case fDouble:
			c.Double = a.Double
		case fGain:
			c.Gain = a.Gain
		case fPlacement:
			c.Placement = a.Placement
		case fTo:
			c.To = a.To
		case fGoal:
			c.Goal = a.Goal
		case fOn:
			c.On = a.On
		}
	}
	return c
}

// isCanonical reports whether a == a.canonical(), without building it: the
// fields its kind does not have are zero. a.Kind must be a kind. It tests
// the fields a byte each, packed into words, against a mask of the kind's
// fields.
func (a *Action) isCanonical() bool {
	r := 0
	if a.From == FromRecycling {
		r = 1
	}
	m := &kindMasks[a.Kind][r]
	w0, w1, w2 := a.payload()
	return (w0&^m.words[0])|(w1&^m.words[1])|(w2&^m.words[2]) == 0 &&
		(m.double || !a.Double) && (m.speech || a.Gain.Speech == 0)
}

// payload packs an action's fields but its kind, player, Version, Double
// and the Speech of Gain into words, a byte a field. They are read from
// memory a word at a time where they lie in Action in this order.
func (a *Action) payload() (w0, w1, w2 uint64) {
	w0 = uint64(a.Dept) | uint64(a.Part)<<8 | uint64(a.Give)<<16 | uint64(a.From)<<24 |
		uint64(a.Model)<<32 | uint64(a.Design)<<40 | uint64(a.Workstation)<<48 | uint64(a.Source)<<56
	w1 = uint64(a.Award) | uint64(uint8(a.Space))<<8 | uint64(uint8(a.Count))<<16 | uint64(a.Placement)<<24 |
		uint64(uint8(a.To))<<32 | uint64(uint8(a.Card))<<40 | uint64(a.Goal)<<48 | uint64(a.On)<<56
	w2 = uint64(a.Claims[0]) | uint64(a.Claims[1])<<8 | uint64(a.Claims[2])<<16 | uint64(a.Claims[3])<<24 |
		uint64(uint8(a.Gain.PP))<<32 | uint64(uint8(a.Gain.Books))<<40 |
		uint64(uint8(a.Gain.Vouchers))<<48 | uint64(uint8(a.Gain.BankedShifts))<<56
	return w0, w1, w2
}

var _ [components.MaxQueue - 4]struct{} // payload packs 4 Claims
var _ [4 - components.MaxQueue]struct{}

// fieldMask is the payload of the fields a kind has, every byte of each
// 0xff, and whether it has Double and Gain.
type fieldMask struct {
	words          [3]uint64
	double, speech bool
}

// kindMasks are the fields of each kind, for a part from Recycling (1) or
// not (0), as canonical keeps them.
var kindMasks = func() (masks [numActionKinds][2]fieldMask) {
	full := Action{Dept: 0xff, Part: 0xff, Give: 0xff, Model: 0xff, Design: 0xff, Workstation: 0xff,
		Source: 0xff, Award: 0xff, Space: -1, Count: -1, Placement: 0xff, To: -1, Card: -1,
		Claims: [components.MaxQueue]DesignTile{0xff, 0xff, 0xff, 0xff}, Double: true,
		Gain: Benefit{PP: -1, Books: -1, Vouchers: -1, BankedShifts: -1, Speech: -1}, Goal: 0xff, On: 0xff}
	for k := range numActionKinds {
		for r, from := range [2]PartSource{FromVoucher, FromRecycling} {
			a := full
			a.Kind, a.From = k, from
			c := a.canonical()
			m := fieldMask{double: c.Double, speech: c.Gain.Speech != 0}
			m.words[0], m.words[1], m.words[2] = c.payload()
			for w := range m.words {
				for b := 0; b < 64; b += 8 {
					if m.words[w]>>b&0xff != 0 {
						m.words[w] |= 0xff << b
					}
				}
			}
			masks[k][r] = m
		}
	}
	return masks
}()
