package kanban

import (
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/rng"
)

// The Colleagues' working turns (R-SOLO-15..24): a step on the
// department's track, then the department's fixed tasks, Lacerda doubling
// once he is certified there. A Colleague's turn runs whole inside the call
// that reaches it (R-ENG-2); every change is an event folded here.

// colleagueIndex returns the Colleague of a Colleague's seat.
func colleagueIndex(seat int8) int { return int(seat - colleagueSeat(0)) }

// colleagueTurn is a Colleague's working turn at his place in workstation
// order (R-SOLO-25): the Assembly clean-out, his step (R-SOLO-15), his
// department's tasks, and the end of the turn's display refill and Demand
// tiles (R-SOLO-17).
func (e *engine) colleagueTurn(seat int8, w Workstation) {
	s := e.s
	ev := e.add(seat, EvColleagueTurn)
	ev.Workstation = w
	e.fold(ev)
	d := w.Department()
	if d == Assembly {
		e.clearFullModels(seat) // R-ASM-1, at the start of his turn
	}
	e.colleagueStep(seat, d)
	doubles := s.colleagueDoubles(seat, d)
	switch d {
	case RnD:
		e.colleagueUpgrade(seat)
		if doubles {
			e.colleagueUpgrade(seat)
		}
		e.colleagueClaim(seat)
	case Assembly:
		e.colleagueProvide(seat, Part(s.solo.colleague[colleagueIndex(seat)].part))
		if doubles {
			e.colleagueProvide(seat, Part(s.solo.colleague[components.Turczi].part))
		}
	case Logistics:
		if colleagueIndex(seat) == components.Lacerda {
			e.colleagueKanban(seat)
		}
		i := colleagueIndex(seat)
		e.colleagueCollect(seat, s.solo.colleague[i].part, s.solo.colleague[1-i].part)
		if doubles {
			e.colleagueCollect(seat, s.solo.colleague[components.Turczi].part, s.solo.colleague[i].part)
		}
	case Design:
		e.colleagueDesigns(seat, doubles)
	case Administration: // R-SOLO-24
		other := s.sandraDept()
		e.colleagueStep(seat, other)
		if doubles {
			e.colleagueStep(seat, other)
		}
	}
	if s.turn.did(flagDesignLeft) {
		e.emitKind(seat, EvDisplayRefilled)
	}
	e.replaceDemand(seat)
}

// colleagueDoubles reports whether the Colleague doubles in department d
// this turn: Lacerda, once his disc there is on space 3 or higher after
// the turn's step, or always with Difficulty card #1 (R-SOLO-16, R-DIFF-1).
func (s *GameState) colleagueDoubles(seat int8, d Department) bool {
	if colleagueIndex(seat) != components.Lacerda {
		return false
	}
	return s.hasDifficulty(components.CertifiedLacerda) || s.solo.colleague[components.Lacerda].train[d] >= components.TrackCertified
}

// speechPP is what a Generic Speech token is worth to a Colleague
// (R-SOLO-19, R-DIFF-2).
func (s *GameState) speechPP() int {
	if s.hasDifficulty(components.CushySpeech) {
		return int(s.ed().SoloScores.CushySpeechPP)
	}
	return int(s.ed().SoloScores.SpeechPP)
}

// colleagueScores gives a Colleague n PP (R-SOLO-19).
func (e *engine) colleagueScores(seat int8, n int) {
	if n > 0 {
		ev := e.add(seat, EvColleagueScored)
		ev.N = int16(n)
		e.fold(ev)
	}
}

// colleagueStep moves the Colleague's disc one space up department d's
// track (R-SOLO-15): reaching space 3 certifies him, and space 5 as the
// first Expert gives him the Award stack's Generic Speech token. A disc on
// space 5 does not move; with Difficulty card #7 the human loses a Banked
// Shift instead (R-DIFF-7).
func (e *engine) colleagueStep(seat int8, d Department) {
	s := e.s
	co := &s.solo.colleague[colleagueIndex(seat)]
	if co.train[d] >= components.TrackExpert {
		if s.hasDifficulty(components.ForcedOvertime) && int(s.players[0].banked) >= int(s.ed().SoloScores.ForcedOvertimeShifts) {
			ev := e.add(0, EvOvertime)
			ev.Dept = d
			e.fold(ev)
		}
		return
	}
	to := co.train[d] + 1
	ev := e.add(seat, EvColleagueTrained)
	ev.Dept, ev.Space = d, int8(to)
	e.fold(ev)
	switch to {
	case components.TrackCertified:
		e.colleagueCertified(seat, d)
	case components.TrackExpert:
		if s.board.awardSpeech[d] > 0 {
			ev := e.add(seat, EvColleagueExpert)
			ev.Dept = d
			e.fold(ev)
			e.colleagueScores(seat, s.speechPP())
		}
	}
}

// colleagueCertified moves the Colleague's Certification marker to the
// first empty space of the next section, in printed order; he takes no
// benefit but, with Difficulty card #3, the space's PP and its Speech
// tokens' worth (R-SOLO-15, R-DIFF-3).
func (e *engine) colleagueCertified(seat int8, d Department) {
	s := e.s
	i := colleagueIndex(seat)
	section := s.solo.colleague[i].certifications()
	for sp := int8(0); sp < components.CertSpaces; sp++ {
		if s.certMarkerAt(section, sp, seat) {
			continue
		}
		ev := e.add(seat, EvColleagueCertified)
		ev.Dept, ev.Space = d, sp
		e.fold(ev)
		if s.hasDifficulty(components.CertifiedAdvantage) {
			b := e.s.ed().CertTrack[section-1][sp]
			e.colleagueScores(seat, int(b.PP)+int(b.Speech)*s.speechPP())
		}
		return
	}
}

// certMarkerAt reports whether a marker other than the seat's lies on
// space sp of a section of the Certification track.
func (s *GameState) certMarkerAt(section int, sp int8, seat int8) bool {
	for p := int8(0); p < int8(s.nPlayers); p++ {
		if s.players[p].certSpace == sp && s.certifications(p) == section {
			return true
		}
	}
	for i := range s.solo.colleague {
		co := &s.solo.colleague[i]
		if colleagueSeat(i) != seat && co.certSpace == sp && co.certifications() == section {
			return true
		}
	}
	return false
}

// foldColleagueTrained folds EvColleagueTrained into the state.
func (s *GameState) foldColleagueTrained(e *Event, seat int8) {
	co := &s.solo.colleague[s.colleagueOf(e.Player)]
	co.train[e.Dept] = uint8(e.Space)
	co.stamp[e.Dept] = e.Seq
}

// foldColleagueCertified folds EvColleagueCertified into the state.
func (s *GameState) foldColleagueCertified(e *Event, seat int8) {
	s.solo.colleague[s.colleagueOf(e.Player)].certSpace = e.Space
}

// foldColleagueExpert folds EvColleagueExpert into the state: the Award
// stack's token goes back to the supply.
func (s *GameState) foldColleagueExpert(e *Event, seat int8) {
	s.board.awardSpeech[e.Dept]--
}

// foldColleagueScored folds EvColleagueScored into the state.
func (s *GameState) foldColleagueScored(e *Event, seat int8) {
	s.solo.colleague[s.colleagueOf(e.Player)].pp += e.N
}

// foldOvertime folds EvOvertime into the state.
func (s *GameState) foldOvertime(e *Event, seat int8) {
	s.players[seat].banked -= uint8(s.ed().SoloScores.ForcedOvertimeShifts)
}

// R&D (R-SOLO-20).

// colleagueUpgrade upgrades the top Design of the shared stack that can
// be upgraded, those above it going to the bottom: a part of its type
// from the supply on the model's best empty upgrade space, scoring the
// part's new value (R-SOLO-20, R-DIFF-4, R-DIFF-5).
func (e *engine) colleagueUpgrade(seat int8) {
	s := e.s
	so := &s.solo
	n := so.shared.len()
	found := false
	for _, d := range so.shared.items() {
		if _, ok := s.colleagueUpgradeSpace(DesignTile(d)); ok {
			found = true
		}
	}
	if !found {
		return
	}
	for range n {
		d := DesignTile(so.shared.top())
		sp, ok := s.colleagueUpgradeSpace(d)
		if !ok {
			ev := e.add(seat, EvSharedStackTurned)
			ev.Design = d
			e.fold(ev)
			continue
		}
		part, _ := d.Part()
		ev := e.add(seat, EvColleagueUpgraded)
		ev.Design, ev.Part, ev.Space = d, part, sp
		e.fold(ev)
		g := e.s.ed().UpgradeSpaces[d.Model()][sp]
		pp := int(e.s.ed().UpgradeValues[s.board.value[part]])
		if s.hasDifficulty(components.ProductiveUpgrades) {
			pp += int(g.PP)
		}
		if s.hasDifficulty(components.OptimizedUpgrades) && g.PP == 0 && (g.BankedShifts > 0 || g.Books > 0) {
			pp += int(s.ed().SoloScores.OptimizedUpgradePP)
		}
		e.colleagueScores(seat, pp)
		return
	}
}

// colleagueUpgradeSpace returns the upgrade space a Colleague puts Design
// d's part on: the empty one of its model showing the most PP, else a
// Banked Shift space, else a Book space, else a blank one; false if the
// model has none empty or the supply lacks the part (R-SOLO-20).
func (s *GameState) colleagueUpgradeSpace(d DesignTile) (int8, bool) {
	part, ok := d.Part()
	if !ok || s.board.supply[part] == 0 {
		return 0, false
	}
	m := d.Model()
	best, rank := int8(-1), -1
	for sp, g := range s.ed().UpgradeSpaces[m] {
		if s.board.upgrades[m][sp] != empty {
			continue
		}
		r := 0
		switch {
		case g.PP > 0:
			r = 3 + int(g.PP)
		case g.BankedShifts > 0:
			r = 2
		case g.Books > 0:
			r = 1
		}
		if r > rank {
			best, rank = int8(sp), r
		}
	}
	return best, best >= 0
}

// colleagueClaim takes one car from the queue, for no Shift and no Design:
// Lacerda the one behind the Pace Car, Turczi the most valuable, the
// nearer of two; the Pace Car then advances (R-SOLO-20, R-RND-2).
func (e *engine) colleagueClaim(seat int8) {
	b := &e.s.board
	if b.queueLen == 0 {
		return
	}
	pos := 0
	if colleagueIndex(seat) == components.Turczi {
		rank := func(m int8) int {
			for r, v := range e.s.ed().TurcziClaimOrder {
				if int8(v) == m {
					return r
				}
			}
			return len(e.s.ed().TurcziClaimOrder)
		}
		for i := 1; i < int(b.queueLen); i++ {
			if rank(b.queue[i]) < rank(b.queue[pos]) {
				pos = i
			}
		}
	}
	ev := e.add(seat, EvColleagueClaimed)
	ev.Space, ev.Model = int8(pos), Model(b.queue[pos])
	e.fold(ev)
	e.advancePaceCar(1)
}

// foldSharedStackTurned folds EvSharedStackTurned into the state: the top
// Design goes to the bottom of the shared stack.
func (s *GameState) foldSharedStackTurned(e *Event, seat int8) {
	so := &s.solo
	so.shared.pushBottom(so.shared.pop())
}

// foldColleagueUpgraded folds EvColleagueUpgraded into the state.
func (s *GameState) foldColleagueUpgraded(e *Event, seat int8) {
	so := &s.solo
	b := &s.board
	so.shared.pop()
	m := e.Design.Model()
	b.supply[e.Part]--
	b.upgrades[m][e.Space] = int8(e.Part)
	b.value[e.Part] = b.upgradedValue(e.Part, false)
	co := &so.colleague[s.colleagueOf(e.Player)]
	co.upgraded = co.upgraded.with(int(e.Design))
}

// foldColleagueClaimed folds EvColleagueClaimed into the state: the car
// leaves the queue for the Colleague's pile.
func (s *GameState) foldColleagueClaimed(e *Event, seat int8) {
	b := &s.board
	s.solo.colleague[s.colleagueOf(e.Player)].cars[e.Model]++
	copy(b.queue[e.Space:], b.queue[e.Space+1:b.queueLen])
	b.queueLen--
	b.queue[b.queueLen] = 0 // slots past the end stay zero, for ==
}

// Assembly (R-SOLO-21).

// colleagueProvide provides a part from the supply to the model Sandra's
// department selects, or the next that can take it, and pushes its car
// along the Colleague's own route (R-SOLO-21); a part no model can take is
// replaced (R-SOLO-18).
func (e *engine) colleagueProvide(seat int8, part Part) {
	s := e.s
	part, ok := e.usablePart(seat, part, func(p Part) bool { _, ok := s.colleagueModel(p); return ok })
	if !ok {
		return
	}
	m, _ := s.colleagueModel(part)
	ev := e.add(seat, EvColleagueProvided)
	ev.Model, ev.Part = m, part
	e.fold(ev)
	e.colleaguePush(seat, m)
}

// colleagueModel returns the model a Colleague provides a part to: the
// first, from Sandra's model on in SoloProvideOrder, that takes it now
// (R-ASM-2, R-ASM-3), the supply having one.
func (s *GameState) colleagueModel(part Part) (Model, bool) {
	if s.board.supply[part] == 0 {
		return 0, false
	}
	first := s.ed().SoloSandraSelects[s.sandraDept()].Model
	start := 0
	for i, m := range s.ed().SoloProvideOrder {
		if m == first {
			start = i
		}
	}
	for k := range components.NumModels {
		m := s.ed().SoloProvideOrder[(start+k)%components.NumModels]
		on := s.board.assembly[m]
		if on.count() == components.AssemblySpaces || !s.carToStart(m) || on.has(part) {
			continue
		}
		if first := s.upgradedParts(m) &^ on; first != 0 && !first.has(part) {
			continue
		}
		return m, true
	}
	return 0, false
}

// colleaguePush moves the model's car along the arrows, each branch taken
// the Colleague's way (R-SOLO-21): toward the middle lane for Lacerda,
// straight on for Turczi.
func (e *engine) colleaguePush(seat int8, m Model) {
	b := &e.s.board
	start := components.ColourSpace(m)
	if b.conveyor[start] == empty {
		e.startCar(seat, m)
		return
	}
	var path [maxChain]int8
	path[0] = start
	n := 1
	for {
		at := path[n-1]
		links := e.s.ed().Conveyor[at].Next
		to := links[0].To
		if len(links) > 1 {
			to = e.s.ed().ColleagueBranches[colleagueIndex(seat)][at]
		}
		if to != components.Exit && b.conveyor[to] != empty {
			path[n] = to
			n++
			continue
		}
		leaving := b.conveyor[at]
		ev := e.add(seat, EvConveyorAdvanced)
		ev.List, ev.To = listOf(path[:n]), ConveyorSpace(to)
		e.fold(ev)
		if to == components.Exit {
			e.colleagueCarLeft(seat, Model(leaving), e.s.ed().exitPP(at))
		}
		e.startCar(seat, m)
		return
	}
}

// colleagueCarLeft scores a car pushed off the line for the Colleague: the
// exit's PP, and a face-up Demand tile's token of its model; the car joins
// the Test track (R-SOLO-21, R-ASM-4, R-ASM-5).
func (e *engine) colleagueCarLeft(seat int8, m Model, pp int8) {
	e.colleagueScores(seat, int(pp))
	if e.takeDemandToken(seat, m) {
		e.colleagueScores(seat, e.s.speechPP())
	}
	e.testCar(seat, m)
}

// usablePart returns the part a Colleague's step uses: the one given if
// it can be used, else the part of the first selection card drawn that
// can; false, with nothing drawn, if no part type can (R-SOLO-18).
func (e *engine) usablePart(seat int8, part Part, can func(Part) bool) (Part, bool) {
	if part < components.NumParts && can(part) {
		return part, true
	}
	any := false
	for p := range Part(components.NumParts) {
		any = any || can(p)
	}
	if !any {
		return 0, false
	}
	so := &e.s.solo
	for {
		e.drawSelection(seat)
		if p := e.s.ed().SoloSelectionDeck[so.drawn].Part; can(p) {
			return p, true
		}
	}
}

// drawSelection draws a selection card for the Colleague, the deck made
// again first if it is empty (R-SOLO-12), and returns it.
func (e *engine) drawSelection(seat int8) uint8 {
	so := &e.s.solo
	if so.selDeck.len() == 0 {
		r := e.s.rng
		order := shuffled(&r, components.SoloSelectionCards)
		ev := e.add(empty, EvSelectionReshuffled)
		ev.List, ev.RNG = listOfInts(order), GeneratorState{r.Hi, r.Lo}
		e.fold(ev)
	}
	card := so.selDeck.top()
	ev := e.add(seat, EvSelectionDrawn)
	ev.Card, ev.Part = int8(card), e.s.ed().SoloSelectionDeck[card].Part
	e.fold(ev)
	return card
}

// foldColleagueProvided folds EvColleagueProvided into the state.
func (s *GameState) foldColleagueProvided(e *Event, seat int8) {
	b := &s.board
	b.supply[e.Part]--
	b.assembly[e.Model] = b.assembly[e.Model].with(e.Part)
}

// Logistics (R-SOLO-22).

// colleagueKanban is Lacerda's Kanban Order: the deck's top card, its
// doubled end toward its part's warehouse, 4 symbols on the side Sandra's
// department selects; parts arrive and the card goes under the deck
// (R-SOLO-22, R-LOG-1).
func (e *engine) colleagueKanban(seat int8) {
	b := &e.s.board
	card := int8(b.kanbanDeck.top())
	doubledAbove := e.s.ed().WarehouseAbove[e.s.ed().KanbanCards[card][0]]
	fourAbove := e.s.ed().SoloSandraSelects[e.s.sandraDept()].KanbanAbove
	var place KanbanPlacement
	switch {
	case doubledAbove && fourAbove:
		place = AboveFirstFour
	case doubledAbove:
		place = AboveFirstTwo
	case fourAbove:
		place = AboveLastFour
	default:
		place = AboveLastTwo
	}
	added, n := b.kanbanParts(e.s.ed(), card, place)
	ev := e.add(seat, EvColleagueKanban)
	ev.Card, ev.Placement, ev.List = card, place, listOf(added[:n])
	e.fold(ev)
}

// colleagueCollect empties the warehouse of the Colleague's part, or of the
// other part shown beside it, or of a replacement's (R-SOLO-18): one part
// to the Colleague parts, the rest to the supply; a 7th Colleague part
// sends one of the type lowest on the Upgrade Value track back (R-SOLO-22).
func (e *engine) colleagueCollect(seat int8, part, other int8) {
	b := &e.s.board
	can := func(p Part) bool { return b.warehouse[p] > 0 }
	p := Part(part)
	if part == empty || !can(p) {
		if other != empty && can(Part(other)) {
			p = Part(other)
		} else {
			var ok bool
			if p, ok = e.usablePart(seat, NoPart, func(q Part) bool { return q != NoPart && can(q) }); !ok {
				return
			}
		}
	}
	ev := e.add(seat, EvColleagueCollected)
	ev.Part, ev.N = p, int16(b.warehouse[p])
	e.fold(ev)
	so := &e.s.solo
	held := 0
	for _, k := range so.parts {
		held += int(k)
	}
	if held <= components.ColleaguePartsMax {
		return
	}
	var lowest [components.NumParts]Part
	k := 0
	for q := range Part(components.NumParts) {
		switch {
		case so.parts[q] == 0:
		case k == 0 || b.value[q] < b.value[lowest[0]]:
			lowest[0], k = q, 1
		case b.value[q] == b.value[lowest[0]]:
			lowest[k] = q
			k++
		}
	}
	r := e.s.rng
	drop := lowest[0]
	if k > 1 {
		drop = lowest[r.IntN(k)]
	}
	ev = e.add(seat, EvColleaguePartReturned)
	ev.Part, ev.RNG = drop, GeneratorState{r.Hi, r.Lo}
	e.fold(ev)
}

// foldColleagueKanban folds EvColleagueKanban into the state.
func (s *GameState) foldColleagueKanban(e *Event, seat int8) {
	b := &s.board
	for _, part := range e.List.items() {
		b.supply[part]--
		b.warehouse[part]++
	}
	b.kanbanDeck.pop()
	s.forget()
	b.kanbanDeck.pushBottom(uint8(e.Card))
	s.mem.kanbanKnown++
}

// foldColleagueCollected folds EvColleagueCollected into the state.
func (s *GameState) foldColleagueCollected(e *Event, seat int8) {
	b := &s.board
	b.warehouse[e.Part] = 0
	b.supply[e.Part] += uint8(e.N) - 1
	s.solo.parts[e.Part]++
}

// foldColleaguePartReturned folds EvColleaguePartReturned into the state.
func (s *GameState) foldColleaguePartReturned(e *Event, seat int8) {
	s.rng = rng.PCG{Hi: e.RNG[0], Lo: e.RNG[1]}
	s.solo.parts[e.Part]--
	s.board.supply[e.Part]++
}

// Design (R-SOLO-23).

// colleagueDesigns takes the 2 Designs of the column Sandra's department
// selects (the First Office stacks' tops when she is in R&D), and Lacerda
// doubling the Central stack's top: each showing a part to the bottom of
// the shared stack, each without one to the bottom of the Central stack for
// 2 PP (R-SOLO-23).
func (e *engine) colleagueDesigns(seat int8, doubles bool) {
	s := e.s
	col := e.s.ed().SoloSandraSelects[s.sandraDept()].DesignColumn
	var from [components.DisplayRows + 1]DesignSource
	n := 0
	for r := range components.DisplayRows {
		src := OfficeTopStack + DesignSource(r)
		if col >= 0 {
			src = DisplaySpace(r, int(col))
		}
		from[n] = src
		n++
	}
	if doubles {
		from[n] = CentralStack
		n++
	}
	sent := 0 // blanks under the Central stack that are not there yet
	for _, src := range from[:n] {
		sent += e.colleagueTakeDesign(seat, src, sent)
	}
}

// colleagueTakeDesign takes the Design at a source, if there is one, and
// returns 1 if it was a blank one taken from a First Office stack, else 0.
//
// He takes both First Office tops before he sends any Design on, and R-DES-4
// replaces a stack he empties at once: the blanks he took earlier in the
// turn (pending) are not under the Central stack yet when it does. The event
// sends each Design on as it is taken, so a replacement looks past them: it
// takes the Central stack's top only if the stack holds more than those
// blanks, which lie at its bottom.
func (e *engine) colleagueTakeDesign(seat int8, src DesignSource, pending int) int {
	b := &e.s.board
	var d DesignTile
	if src.IsDisplay() {
		if b.display[src.Row()][src.Column()] == empty {
			return 0
		}
		d = DesignTile(b.display[src.Row()][src.Column()])
	} else {
		if b.stacks[src-CentralStack].len() == 0 {
			return 0
		}
		d = DesignTile(b.stacks[src-CentralStack].top())
	}
	ev := e.add(seat, EvColleagueDesignTaken)
	ev.Source, ev.Design = src, d
	e.fold(ev)
	blank := 0
	if _, ok := d.Part(); !ok {
		blank = 1
		e.colleagueScores(seat, int(e.s.ed().SoloScores.BlankDesignPP))
	}
	if src != OfficeTopStack && src != OfficeBottomStack {
		return 0
	}
	if b.stacks[src-CentralStack].len() == 0 && b.stacks[centralStack].len() > pending+blank { // R-DES-4
		ev := e.add(seat, EvStackReplaced)
		ev.Source = src
		e.fold(ev)
	}
	return blank
}

// foldColleagueDesignTaken folds EvColleagueDesignTaken into the state.
func (s *GameState) foldColleagueDesignTaken(e *Event, seat int8) {
	b := &s.board
	if e.Source.IsDisplay() {
		b.display[e.Source.Row()][e.Source.Column()] = empty
		s.turn.flags |= flagDesignLeft
	} else {
		b.stacks[e.Source-CentralStack].pop()
	}
	if _, ok := e.Design.Part(); ok {
		s.solo.shared.pushBottom(uint8(e.Design))
	} else {
		s.pushCentral([]uint8{uint8(e.Design)}, false)
	}
}
