package kanban

import (
	"fmt"

	"github.com/kanbanev/kanban/components"
)

// WithRecycling returns s with the acting player's stored parts and the
// Recycling pool replaced, the supply and then the warehouses giving or
// taking the difference so that every part stays in one place: a position
// for tests outside the package. s must wait for the start of a working
// turn.
func WithRecycling(s GameState, parts [components.NumParts]int, pool [components.RecyclingPool]Part) (GameState, error) {
	if s.next().Kind != DecideWork {
		return s, fmt.Errorf("the game waits for %v, not a working turn", s.next())
	}
	seat := s.turn.seat
	p, b := &s.players[seat], &s.board
	var newPool partSet
	for _, part := range pool {
		newPool = newPool.with(part)
	}
	for part := range Part(components.NumParts) {
		have := int(p.parts[part])
		if b.pool.has(part) {
			have++
		}
		want := parts[part]
		if newPool.has(part) {
			want++
		}
		if want < have {
			b.supply[part] += uint8(have - want)
		} else {
			fromSupply := min(want-have, int(b.supply[part]))
			if want-have-fromSupply > int(b.warehouse[part]) {
				return s, fmt.Errorf("not enough %v parts in the game", part)
			}
			b.supply[part] -= uint8(fromSupply)
			b.warehouse[part] -= uint8(want - have - fromSupply)
		}
		p.parts[part] = uint8(parts[part])
	}
	b.pool = newPool
	if bad := invariants(&s); bad != nil {
		return s, fmt.Errorf("%v", bad)
	}
	return s, nil
}

// OneOfMany finds a count of 1 with a plural noun in a text: for tests
// outside the package.
var OneOfMany = oneOfMany
