package kanban

import "github.com/kanbanev/kanban/components"

// checkFactoryGoals gives a seat one token from every Factory Goal tile whose
// number they now reach and have not taken from yet (R-FG-1).
func (e *engine) checkFactoryGoals(seat int8) {
	s := e.s
	for place, slot := range s.board.factory {
		if slot.tokens == 0 || s.players[seat].fgTaken&(1<<place) != 0 {
			continue
		}
		g := e.s.ed().FactoryGoals[slot.tile]
		if s.factoryCount(seat, g.Kind) >= int(g.Threshold) {
			ev := e.add(seat, EvFactoryGoalReached)
			ev.Space = int8(place)
			e.fold(ev)
			e.gain(seat, Benefit{Speech: 1})
		}
	}
}

// factoryCount returns a seat's count for a Factory Goal kind (R-FG-1).
func (s *GameState) factoryCount(seat int8, k components.FactoryGoalKind) int {
	switch k {
	case components.GoalCertifications:
		return s.certifications(seat)
	case components.GoalCarsInGarages:
		return s.carsInGarages(seat)
	}
	return s.players[seat].upgraded.count()
}

// foldFactoryGoalReached folds EvFactoryGoalReached into the state.
func (s *GameState) foldFactoryGoalReached(e *Event, seat int8) {
	p := s.playerAt(seat)
	b := &s.board
	b.factory[e.Space].tokens--
	p.fgTaken |= 1 << e.Space
}
