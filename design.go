package kanban

import "github.com/kanbanev/kanban/components"

// refillDisplay slides the Designs of each row away from the stacks to close
// the gaps, then fills the empty spaces from the row's First Office stack
// and then from the Central stack, the top row first; the tile drawn first
// slides furthest (R-DES-5).
func (s *GameState) refillDisplay() {
	b := &s.board
	for r := range b.display {
		row := &b.display[r]
		to := components.DisplayColumns - 1
		for c := components.DisplayColumns - 1; c >= 0; c-- {
			if row[c] != empty {
				row[to] = row[c]
				if to != c {
					row[c] = empty
				}
				to--
			}
		}
		office := &b.stacks[topStack+r]
		for c := to; c >= 0; c-- {
			switch {
			case office.len() > 0:
				row[c] = int8(office.pop())
			case b.stacks[centralStack].len() > 0:
				row[c] = int8(b.stacks[centralStack].pop())
			}
		}
	}
}

// checkTakeDesign checks taking a Design in the Design department: 1 Shift,
// from the display or, once certified, from a stack's top, onto an empty
// desk space (R-DES-1, R-DES-2, R-DES-6).
func (s *GameState) checkTakeDesign(seat int8, from DesignSource) violation {
	if v := s.checkDepartment(seat, Design); !v.ok() {
		return v
	}
	switch {
	case from >= numDesignSources:
		return refuse("R-DES-1", "no such Design source")
	case !s.canTakeFrom(seat, from) && !from.IsDisplay() && !s.certified(seat, Design):
		return refuse("R-DES-2", "only a player certified in Design takes from the stacks")
	case !s.canTakeFrom(seat, from):
		return refusef("R-DES-1", "no Design at %v", from, nil)
	case s.deskFree(seat) == 0:
		return refuse("R-DES-6", "no empty desk space")
	}
	return legal
}

// canTakeFrom reports whether the seat can take a Design from a source: a
// Design lies there, and a stack's top only once certified in Design
// (R-DES-1, R-DES-2).
func (s *GameState) canTakeFrom(seat int8, from DesignSource) bool {
	return (from.IsDisplay() || s.certified(seat, Design)) && s.designAt(from) != empty
}

// appendDesignTasks appends the legal Designs to take, source by source:
// checkTakeDesign's parts, the department, the Shift and an empty desk
// space tested once, canTakeFrom for each source.
func (s *GameState) appendDesignTasks(dst []Action, w *work) []Action {
	if !w.does(Design, taskShifts) || s.deskFree(w.seat) == 0 {
		return dst
	}
	task := TakeDesign(w.player, 0)
	for from := range numDesignSources {
		if s.canTakeFrom(w.seat, from) {
			dst = append(dst, task)
			dst[len(dst)-1].Source = from // set in the list: see appendSources
		}
	}
	return dst
}

// takeDesignWorking takes a Design with a Shift: a display column gives its
// well-researched bonus (R-DES-3); an emptied First Office stack takes the
// Central stack's top at once (R-DES-4). The display slides at the end of
// the turn (R-DES-5).
func (e *engine) takeDesignWorking(seat int8, from DesignSource) {
	e.takeDesign(seat, from)
	if from.IsDisplay() {
		e.gain(seat, e.s.ed().bonus(from))
		return
	}
	if from != CentralStack && e.s.board.stacks[from-CentralStack].len() == 0 && e.s.board.stacks[centralStack].len() > 0 {
		ev := e.add(seat, EvStackReplaced)
		ev.Source = from
		e.fold(ev)
	}
}

// bonus returns the well-researched bonus of a display space's column
// (R-DES-3).
func (ed *edition) bonus(s DesignSource) Benefit { return ed.ColumnBonus[s.Column()] }

// foldDesignTaken folds EvDesignTaken into the state.
func (s *GameState) foldDesignTaken(e *Event, seat int8) {
	p := s.playerAt(seat)
	b := &s.board
	t := &s.turn
	d := uint8(e.Design)
	if e.Source.IsDisplay() {
		b.display[e.Source.Row()][e.Source.Column()] = empty
		t.flags |= flagDesignLeft
	} else {
		b.stacks[e.Source-CentralStack].pop()
	}
	p.desk = p.desk.with(int(d))
	if s.phase == phasePicks {
		t.tookDesigns++
		s.endPick()
	}
}

// foldDisplayRefilled folds EvDisplayRefilled into the state.
func (s *GameState) foldDisplayRefilled(e *Event, seat int8) {
	t := &s.turn
	s.refillDisplay()
	t.flags &^= flagDesignLeft
}

// foldStackReplaced folds EvStackReplaced into the state.
func (s *GameState) foldStackReplaced(e *Event, seat int8) {
	b := &s.board
	b.stacks[e.Source-CentralStack].push(b.stacks[centralStack].pop())
}
