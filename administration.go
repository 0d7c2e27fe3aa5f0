package kanban

import "github.com/kanbanev/kanban/components"

// checkDepartment checks that the player may work in d this turn: their
// workstation's department, or in Administration also one other department,
// named by the first Shift or Book spent there (R-ADM-1). The verdict is
// workDepartments'; the rest says why not.
func (s *GameState) checkDepartment(seat int8, d Department) violation {
	if s.workDepartments(seat).has(d) {
		return legal
	}
	if home := s.department(seat); home != Administration {
		return refusef("R-WRK-5", "the player works in %v, not %v", home, d)
	}
	return refusef("R-ADM-1", "this turn's other department is %v", Department(s.turn.other), nil)
}

// workDepartments returns the departments the player may work in this
// turn: their workstation's; from Administration also the other department
// named this turn, or any before one is named (R-ADM-1).
func (s *GameState) workDepartments(seat int8) deptSet {
	switch home := s.department(seat); {
	case home != Administration:
		return deptSet(1) << home
	case s.turn.other == empty:
		return allDepartments
	}
	return deptSet(1)<<Administration | deptSet(1)<<s.turn.other
}

// deptSet is a set of departments.
type deptSet uint8

// has reports whether the set holds department d.
func (s deptSet) has(d Department) bool { return d < components.NumDepartments && s&(1<<d) != 0 }

// allDepartments is the set of every department.
const allDepartments = deptSet(1<<components.NumDepartments - 1)

// nameDepartment records the other department of an Administration turn the
// first time the player spends there, by an action that works in it
// (R-ADM-1). The turn is tested before the action, which most often need
// not be looked at.
func (e *engine) nameDepartment(seat int8, a *Action) {
	if e.s.department(seat) != Administration || e.s.turn.other != empty {
		return
	}
	if d, ok := a.workedIn(); ok && d != Administration {
		ev := e.add(seat, EvDepartmentNamed)
		ev.Dept = d
		e.fold(ev)
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
