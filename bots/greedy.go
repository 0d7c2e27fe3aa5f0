package bots

import (
	"math/rand/v2"

	"github.com/kanbanev/kanban"
)

// Greedy looks one action ahead: it samples a state its player could be
// in, applies each legal action to it, and takes the one whose result
// Evaluate scores best for its player. Where several actions score best
// alike, as every workstation does at Department Selection, it looks on
// to tell them apart: from each, it plays the sample on to the end of its
// player's next working turn, the others at random (the same random
// choices for each action) and itself greedily, and scores the end. Ties
// left are broken at random. Make one with NewGreedy.
type Greedy struct {
	r      *rand.Rand
	events []kanban.Event
	best   []kanban.Action
	legal  []kanban.Action
	// the actions tied on one action's lookahead, and those still tied
	// after the playouts
	tied, still []kanban.Action
}

// NewGreedy returns a Greedy bot whose choices follow from seed.
func NewGreedy(seed uint64) *Greedy {
	return &Greedy{r: rand.New(rand.NewPCG(seed, 0x677265656479))}
}

// playoutLimit bounds the actions of a Greedy playout.
const playoutLimit = 200

// Act returns the legal action that looks best one action ahead.
func (b *Greedy) Act(t *Turn) (kanban.Action, error) {
	if len(t.legal) == 1 {
		return t.legal[0], nil
	}
	s := t.Sample(b.r.Uint64())
	if err := b.bestOf(s, t.player, t.legal); err != nil {
		return kanban.Action{}, err
	}
	if len(b.best) > 1 {
		seed := b.r.Uint64()
		b.tied = append(b.tied[:0], b.best...)
		b.still = b.still[:0]
		var top float64
		for _, a := range b.tied {
			v, err := b.playout(s, t.player, a, seed)
			if err != nil {
				return kanban.Action{}, err
			}
			switch {
			case len(b.still) == 0 || v > top:
				top, b.still = v, append(b.still[:0], a)
			case v == top:
				b.still = append(b.still, a)
			}
		}
		return b.still[b.r.IntN(len(b.still))], nil
	}
	return b.best[0], nil
}

// bestOf sets b.best to the actions of legal whose results in s Evaluate
// scores best for p.
func (b *Greedy) bestOf(s kanban.GameState, p kanban.Color, legal []kanban.Action) error {
	b.best = b.best[:0]
	var top float64
	for _, a := range legal {
		next := s
		var err error
		if b.events, err = kanban.AppendApplyInPlace(b.events[:0], &next, a); err != nil {
			return err // a sample's legal actions are the Turn's
		}
		v := Evaluate(next, p)
		switch {
		case len(b.best) == 0 || v > top:
			top, b.best = v, append(b.best[:0], a)
		case v == top:
			b.best = append(b.best, a)
		}
	}
	return nil
}

// playout applies a to s, plays on to the end of p's next working turn,
// the other players at random from seed and p by one action's lookahead,
// and returns Evaluate of the end for p.
func (b *Greedy) playout(s kanban.GameState, p kanban.Color, a kanban.Action, seed uint64) (float64, error) {
	r := rand.New(rand.NewPCG(seed, 1))
	var err error
	if b.events, err = kanban.AppendApplyInPlace(b.events[:0], &s, a); err != nil {
		return 0, err
	}
	worked := false
	for range playoutLimit {
		if s.IsOver() {
			break
		}
		d := s.Next()
		if d.Kind == kanban.DecideWork && d.Player == p {
			worked = true
		} else if worked {
			break
		}
		b.legal = s.AppendLegalActions(b.legal[:0])
		next := pickByKind(r, b.legal)
		if d.Player == p {
			if err := b.bestOf(s, p, b.legal); err != nil {
				return 0, err
			}
			next = b.best[r.IntN(len(b.best))]
		}
		if b.events, err = kanban.AppendApplyInPlace(b.events[:0], &s, next); err != nil {
			return 0, err
		}
	}
	return Evaluate(s, p), nil
}
