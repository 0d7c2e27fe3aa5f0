package bots

import (
	"math/rand/v2"

	"github.com/kanbanev/kanban"
)

// Greedy looks one action ahead: it samples a state its player could be
// in, applies each legal action to it, and takes the one whose result
// Evaluate scores best for its player, ties broken at random. Make one
// with NewGreedy.
type Greedy struct {
	r      *rand.Rand
	events []kanban.Event
	best   []kanban.Action
}

// NewGreedy returns a Greedy bot whose choices follow from seed.
func NewGreedy(seed uint64) *Greedy {
	return &Greedy{r: rand.New(rand.NewPCG(seed, 0x677265656479))}
}

// Act returns the legal action that looks best one action ahead.
func (b *Greedy) Act(t *Turn) (kanban.Action, error) {
	if len(t.legal) == 1 {
		return t.legal[0], nil
	}
	s := t.Sample(b.r.Uint64())
	b.best = b.best[:0]
	var top float64
	for _, a := range t.legal {
		next := s
		var err error
		if b.events, err = kanban.AppendApplyInPlace(b.events[:0], &next, a); err != nil {
			return kanban.Action{}, err // a sample's legal actions are the Turn's
		}
		v := Evaluate(next, t.player)
		switch {
		case len(b.best) == 0 || v > top:
			top, b.best = v, append(b.best[:0], a)
		case v == top:
			b.best = append(b.best, a)
		}
	}
	return b.best[b.r.IntN(len(b.best))], nil
}
