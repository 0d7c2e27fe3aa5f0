package kanban

// checkDepartment checks that the player may work in d this turn: their
// workstation's department, or in Administration also one other department,
// named by the first Shift or Book spent there (R-ADM-1).
func (s *GameState) checkDepartment(seat int8, d Department) violation {
	home := s.department(seat)
	switch {
	case d == home:
		return legal
	case home != Administration:
		return refusef("R-WRK-5", "the player works in %v, not %v", home, d)
	case d == Administration:
		return legal
	case s.turn.other == empty || Department(s.turn.other) == d:
		return legal
	}
	return refusef("R-ADM-1", "this turn's other department is %v", Department(s.turn.other), nil)
}

// nameDepartment records the other department of an Administration turn the
// first time the player spends there (R-ADM-1).
func (e *engine) nameDepartment(seat int8, d Department) {
	if e.s.department(seat) == Administration && d != Administration && e.s.turn.other == empty {
		e.emit(seat, Event{Kind: EvDepartmentNamed, Dept: d})
		if d == Assembly {
			e.clearFullModels(seat) // R-ADM-1: naming Assembly starts its turn there
		}
	}
}

// foldDepartmentNamed folds EvDepartmentNamed into the state.
func (s *GameState) foldDepartmentNamed(e *Event, seat int8) {
	t := &s.turn
	t.other = int8(e.Dept)
}
