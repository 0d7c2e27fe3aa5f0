package bots

import (
	"math/rand/v2"

	"github.com/kanbanev/kanban"
)

// Random plays at random: it chooses the kind of action first, then an
// action of that kind, so that the many free Recycling swaps and parts
// to collect do not drown out the rest. Make one with NewRandom.
type Random struct {
	r *rand.Rand
}

// NewRandom returns a Random bot whose choices follow from seed.
func NewRandom(seed uint64) *Random {
	return &Random{r: rand.New(rand.NewPCG(seed, 0x72616e646f6d))}
}

// Act returns a legal action chosen at random, the kind first.
func (b *Random) Act(t *Turn) (kanban.Action, error) {
	return pickByKind(b.r, t.legal), nil
}

// pickByKind chooses an action of legal (not empty) at random, the kind
// first, without allocating.
func pickByKind(r *rand.Rand, legal []kanban.Action) kanban.Action {
	return legal[pickIndexByKind(r, legal)]
}

// pickIndexByKind is pickByKind by index in legal.
func pickIndexByKind(r *rand.Rand, legal []kanban.Action) int {
	var seen [64]bool // by ActionKind
	kinds := 0
	for _, a := range legal {
		if !seen[a.Kind%64] {
			seen[a.Kind%64] = true
			kinds++
		}
	}
	k := r.IntN(kinds)
	var kind kanban.ActionKind
	for i := range seen {
		if seen[i] {
			if k == 0 {
				kind = kanban.ActionKind(i)
				break
			}
			k--
		}
	}
	n := 0
	for _, a := range legal {
		if a.Kind == kind {
			n++
		}
	}
	k = r.IntN(n)
	for i, a := range legal {
		if a.Kind == kind {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return 0 // unreachable
}
