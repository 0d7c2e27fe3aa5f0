package kanban

import "github.com/kanbanev/kanban/components"

// Orientation (R-SET-14): each player takes a starting spot on the
// Certification track (checkCertSpace, takeCertSpace), then one part and one
// Design, with no bonus and no stack replacement.

func (s *GameState) checkStartPart(seat int8, part Part) violation {
	switch {
	case part >= Part(len(s.board.warehouse)):
		return refuse("R-SET-14", "no such part type")
	case s.turn.tookParts >= components.OrientationParts:
		return refuse("R-SET-14", "orientation gives one part")
	case s.board.warehouse[part] == 0:
		return refusef("R-SET-14", "the %v warehouse is empty", part, nil)
	case s.storageFree(seat) == 0:
		return refuse("R-WRK-7", "no free storage space")
	}
	return legal
}

func (s *GameState) checkStartDesign(seat int8, from DesignSource) violation {
	switch {
	case from >= numDesignSources:
		return refuse("R-SET-14", "no such Design source")
	case s.turn.tookDesigns >= components.OrientationDesigns:
		return refuse("R-SET-14", "orientation gives one Design")
	case s.designAt(from) == empty:
		return refusef("R-SET-14", "no Design at %v", from, nil)
	case s.deskFree(seat) == 0:
		return refuse("R-DES-6", "no free desk space")
	}
	return legal
}

// appendStartPicks appends the orientation picks left to the player: the
// parts, warehouse by warehouse, then the Designs, source by source.
// checkStartPart's and checkStartDesign's parts: the pick not taken yet and
// free storage or desk space tested once, a part in the warehouse or a
// Design at the source for each.
func (s *GameState) appendStartPicks(dst []Action, seat int8) []Action {
	p := s.colorOf(seat)
	if s.turn.tookParts < components.OrientationParts && s.storageFree(seat) > 0 {
		for part := range Part(components.NumParts) {
			if s.board.warehouse[part] > 0 {
				dst = append(dst, StartPart(p, part))
			}
		}
	}
	if s.turn.tookDesigns < components.OrientationDesigns && s.deskFree(seat) > 0 {
		for from := range numDesignSources {
			if s.designAt(from) != empty {
				dst = append(dst, StartDesign(p, from))
			}
		}
	}
	return dst
}

// designAt returns the Design at a source: a display space or a stack's top.
func (s *GameState) designAt(from DesignSource) int8 {
	if from.IsDisplay() {
		return s.board.display[from.Row()][from.Column()]
	}
	st := &s.board.stacks[from-CentralStack]
	if st.len() == 0 {
		return empty
	}
	return int8(st.top())
}

// takeDesign moves a Design to the player's desk.
func (e *engine) takeDesign(seat int8, from DesignSource) {
	d := DesignTile(e.s.designAt(from))
	ev := e.add(seat, EvDesignTaken)
	ev.Source, ev.Design = from, d
	e.fold(ev)
}

// foldPicksStarted folds EvPicksStarted into the state.
func (s *GameState) foldPicksStarted(e *Event, seat int8) {
	t := &s.turn
	s.phase = phasePicks
	s.setOrder(s.humanOrder(s.certOrder())) // R-SOLO-3: the human alone
	*t = turn{seat: empty, other: empty, leaving: empty}
}

// endPick moves orientation on once the picking player has both a part and
// a Design (R-SET-14).
func (s *GameState) endPick() {
	if s.turn.tookParts >= components.OrientationParts && s.turn.tookDesigns >= components.OrientationDesigns {
		s.orderPos++
		s.turn.tookParts, s.turn.tookDesigns = 0, 0
	}
}
