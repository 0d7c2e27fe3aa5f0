package kanban

import "github.com/kanbanev/kanban/components"

// scoreWeek is end-of-week scoring (R-WK-1): for each car in a player's
// garages, 1 PP per part on that model's upgrade spaces and 1 PP per Tested
// Design of that model; then the Week marker advances unless on its last
// space (R-WK-2).
func (e *engine) scoreWeek() {
	s := &e.s
	for seat := range int8(s.nPlayers) {
		if pp := s.weekScore(seat); pp > 0 {
			e.emit(seat, Event{Kind: EvWeekScored, N: int16(pp)})
		}
	}
	if s.week < components.WeekMax {
		e.emit(empty, Event{Kind: EvWeekAdvanced, N: int16(s.week + 1)})
	}
}

// weekScore returns what end-of-week scoring gives a seat (R-WK-1).
func (s *GameState) weekScore(seat int8) int {
	p := &s.players[seat]
	pp := 0
	for _, m := range p.garages {
		if m == empty {
			continue
		}
		for _, part := range s.board.upgrades[m] {
			if part != empty {
				pp++
			}
		}
		pp += s.upgradedOfModel(seat, Model(m)) // all Tested, as the player has this car (R-RND-5)
	}
	return pp
}

// upgradedOfModel counts a seat's Upgraded Designs of a model.
func (s *GameState) upgradedOfModel(seat int8, m Model) int {
	n := 0
	for d := range components.NumDesigns {
		if s.players[seat].upgraded.has(d) && components.Designs[d].Model == m {
			n++
		}
	}
	return n
}
