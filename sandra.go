package kanban

import (
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/rng"
)

// sandraTurn is Sandra's turn at her place in working order: from day 2 she
// evaluates, then does her department's task (R-SAN-1); on day 1 she does
// nothing (R-DAY-2).
func (e *engine) sandraTurn() {
	s := e.s
	w := NoWorkstation
	if s.sandra != deskPos {
		w = Workstation(s.sandra)
	}
	e.emit(empty, Event{Kind: EvSandraTurn, Workstation: w})
	if s.day == 1 {
		return
	}
	if s.solo.on && s.sandra == deskPos {
		e.drawSelection(empty) // R-SOLO-26: the day's Selection part
	}
	d := s.sandraDept()
	e.evaluate(d)
	if s.hasDifficulty(components.TerminationClause) && e.fired() { // R-DIFF-9
		return
	}
	switch d { // R-SAN-4
	case RnD:
		e.advancePaceCar(1)
	case Assembly:
		e.emit(empty, Event{Kind: EvAssemblyCleared})
	case Logistics:
		e.emit(empty, Event{Kind: EvWarehousesStripped})
	case Design:
		e.returnOldDesigns()
	case Administration:
		e.scoreWeek()
	}
}

// evaluate is Sandra's evaluation in department d: on her penalty side the
// players tied for the least progress who also fall short lose PP (R-SAN-2);
// on her reward side the players tied for the most progress who hold enough
// gain PP (R-SAN-3).
func (e *engine) evaluate(d Department) {
	s := e.s
	n := int8(s.nPlayers)
	least, most := uint8(components.TrackExpert), uint8(0)
	for seat := range n {
		least = min(least, s.players[seat].train[d])
		most = max(most, s.players[seat].train[d])
	}
	for i := range s.solo.colleague { // R-SOLO-27: their discs count, only the human is evaluated
		if s.solo.on {
			least = min(least, s.solo.colleague[i].train[d])
			most = max(most, s.solo.colleague[i].train[d])
		}
	}
	for seat := range n {
		p := &s.players[seat]
		measure := s.sandraMeasure(seat, d)
		switch {
		case !s.sandraReward && p.train[d] == least && measure <= components.SandraShortfall:
			loss := components.SandraPenalty + max(0, components.SandraBankedBase-int(p.banked))
			e.emit(seat, Event{Kind: EvSandraEvaluated, N: -int16(min(loss, int(p.pp)))})
		case s.sandraReward && most > 0 && p.train[d] == most && measure >= components.SandraRewardMin:
			e.emit(seat, Event{Kind: EvSandraEvaluated, N: int16(p.banked)})
		}
	}
}

// sandraMeasure is what Sandra counts in a department (R-SAN-2): Upgraded
// Designs, cars in garages, stored parts, Designs on the desk,
// certifications.
func (s *GameState) sandraMeasure(seat int8, d Department) int {
	p := &s.players[seat]
	switch d {
	case RnD:
		return p.upgraded.count()
	case Assembly:
		return s.carsInGarages(seat)
	case Logistics:
		return s.storedParts(seat)
	case Design:
		return p.desk.count()
	}
	return s.certifications(seat)
}

// carsInGarages returns how many cars a seat has parked.
func (s *GameState) carsInGarages(seat int8) int {
	n := 0
	for _, m := range s.players[seat].garages {
		if m != empty {
			n++
		}
	}
	return n
}

// advancePaceCar moves the Pace Car on; reaching or crossing a striped space
// schedules a Meeting if none is (R-RND-2, R-DAY-1). The cars behind it
// follow, so the queue is unchanged.
func (e *engine) advancePaceCar(steps int) {
	s := e.s
	track := components.TestTracks[s.tablePlayers()]
	for range steps {
		to := (int8(s.board.pace) + 1) % track.Spaces
		e.emit(empty, Event{Kind: EvPaceCarAdvanced, Space: to})
		for _, stripe := range track.Striped {
			if to == stripe && !s.meeting {
				e.emit(empty, Event{Kind: EvMeetingScheduled})
			}
		}
	}
}

// returnOldDesigns is Sandra's Design task: the Designs furthest from the
// stacks are shuffled to the bottom of the Central stack, then the display
// slides and refills (R-SAN-4).
func (e *engine) returnOldDesigns() {
	s := e.s
	var old List
	for r := range s.board.display {
		for c := components.DisplayColumns - s.sandraColumns(); c < components.DisplayColumns; c++ {
			if d := s.board.display[r][c]; d != empty {
				old.push(uint8(d))
			}
		}
	}
	r := s.rng
	rng.Shuffle(&r, old.items())
	e.emit(empty, Event{Kind: EvDesignsReturned, List: old, RNG: GeneratorState{r.Hi, r.Lo}})
	e.emit(empty, Event{Kind: EvDisplayRefilled})
}

// foldSandraMoved folds EvSandraMoved into the state.
func (s *GameState) foldSandraMoved(e *Event, seat int8) {
	if s.sandra != deskPos {
		s.stations[s.sandra] = empty
	}
	if e.Workstation == NoWorkstation {
		s.sandra = deskPos
	} else {
		s.sandra = int8(e.Workstation)
		s.stations[e.Workstation] = sandraSeat
	}
	s.orderPos++
}

// foldSandraTurn folds EvSandraTurn into the state.
func (s *GameState) foldSandraTurn(e *Event, seat int8) {
	t := &s.turn
	t.seat = sandraSeat
	t.pos = uint8(s.sandra)
}

// foldSandraEvaluated folds EvSandraEvaluated into the state.
func (s *GameState) foldSandraEvaluated(e *Event, seat int8) {
	p := s.playerAt(seat)
	p.pp += e.N
}

// foldAssemblyCleared folds EvAssemblyCleared into the state.
func (s *GameState) foldAssemblyCleared(e *Event, seat int8) {
	b := &s.board
	for m := range b.assembly {
		b.clearAssembly(m)
	}
}

// foldWarehousesStripped folds EvWarehousesStripped into the state.
func (s *GameState) foldWarehousesStripped(e *Event, seat int8) {
	b := &s.board
	for part := range b.warehouse {
		if b.warehouse[part] > 1 {
			b.supply[part] += b.warehouse[part] - 1
			b.warehouse[part] = 1
		}
	}
}

// foldDesignsReturned folds EvDesignsReturned into the state.
func (s *GameState) foldDesignsReturned(e *Event, seat int8) {
	b := &s.board
	for r := range b.display {
		for c := components.DisplayColumns - s.sandraColumns(); c < components.DisplayColumns; c++ {
			b.display[r][c] = empty
		}
	}
	for _, d := range e.List.items() {
		b.stacks[centralStack].pushBottom(d)
	}
	s.rng.Hi, s.rng.Lo = e.RNG[0], e.RNG[1]
}
