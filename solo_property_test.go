package kanban

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban/components"
	"pgregory.net/rapid"
)

// randomSoloConfig draws a solo configuration: a colour, the Difficulty
// cards (chosen or at random) and Sandra's side.
func randomSoloConfig(t *rapid.T) Config {
	so := &SoloConfig{}
	if rapid.Bool().Draw(t, "random-difficulty") {
		so.RandomDifficulty = true
	} else {
		for d := range components.Difficulty(components.SoloDifficultyCards) {
			if rapid.Bool().Draw(t, "card") {
				so.Difficulty = append(so.Difficulty, d)
			}
		}
	}
	return Config{
		Players:      []PlayerConfig{{Color: rapid.SampledFrom([]Color{Yellow, Blue, Purple, Red}).Draw(t, "color")}},
		Seed:         rapid.Uint64().Draw(t, "seed"),
		SandraReward: rapid.Bool().Draw(t, "nice-sandra"),
		Solo:         so,
	}
}

// Random solo games to their end, checked after every step: the
// invariants (the Colleagues' pieces counted), the input state untouched,
// every event folding by Evolve (checked event by event) to the new state,
// the game ending, and its Result ranking the human and both Colleagues
// (R-SOLO-1, R-SOLO-34, R-ENG-4).
func TestPropertySoloGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := randomSoloConfig(t)
		s, log, err := newGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		var folded GameState
		folded.evolve(&log[0]) // Evolve's own setup check refuses solo games for now
		for step := 0; !s.IsOver(); step++ {
			if step > 20000 {
				t.Fatalf("no end after %d actions", step)
			}
			legal := s.LegalActions()
			if len(legal) == 0 {
				t.Fatalf("no legal action for %v", s.Next())
			}
			a := pick(t, legal)
			before := s
			next, evs, err := Apply(s, a)
			if err != nil {
				t.Fatalf("legal action %v refused: %v", a, err)
			}
			if before != s {
				t.Fatalf("Apply changed its input:\n%s", cmp.Diff(before, s, stateCmp))
			}
			for _, e := range evs {
				folded = mustEvolve(t, folded, e)
			}
			if folded != next {
				t.Fatalf("events fold to another state:\n%s", cmp.Diff(next, folded, stateCmp))
			}
			if bad := invariants(&next); len(bad) > 0 {
				t.Fatalf("after %v: %v", a, bad)
			}
			if next.Next().Player != cfg.Players[0].Color && !next.IsOver() {
				t.Fatalf("a state waits for %v, not the human", next.Next())
			}
			s = next
		}
		r, ok := s.Result()
		if !ok || len(r.Standings) != 1+components.Colleagues {
			t.Fatalf("result %+v", r)
		}
		human := cfg.Players[0].Color
		for _, st := range r.Standings {
			if st.Color == human && st.Place == 1 {
				for _, o := range r.Standings {
					if o.Color != human && o.PP >= st.PP {
						t.Fatalf("the human wins without strictly more PP: %+v", r)
					}
				}
			}
		}
	})
}
