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
