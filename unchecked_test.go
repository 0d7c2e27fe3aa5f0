package kanban_test

import (
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// The fast path gives exactly what AppendApply gives, for every legal
// action at every step of random games.
func TestApplyUncheckedIsApply(t *testing.T) {
	for seed := range uint64(6) {
		s, _, err := kanban.New(config(2+int(seed%3), seed))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 8))
		for !s.IsOver() {
			legal := s.LegalActions()
			for _, a := range legal {
				want, wantEvents, err := kanban.AppendApply(nil, s, a)
				require.NoError(t, err)
				got := s
				gotEvents, err := kanban.AppendApplyUnchecked(nil, &got, a)
				require.NoError(t, err)
				require.True(t, got == want, "%v", a)
				require.Equal(t, wantEvents, gotEvents, "%v", a)
			}
			s, _, err = kanban.Apply(s, pick(r, legal))
			require.NoError(t, err)
		}
	}
}

// An action that is not legal, given to the fast path, never panics: it
// gives an error or a state whose methods all answer.
func TestApplyUncheckedNeverPanics(t *testing.T) {
	g := play(t, 3, 61, 400)
	states := []kanban.GameState{g.final}
	for i := 1; i < len(g.starts); i += 37 {
		s, err := kanban.ReplayUnchecked(g.log[:g.starts[i]])
		require.NoError(t, err)
		states = append(states, s)
	}
	rapid.Check(t, func(rt *rapid.T) {
		s := rapid.SampledFrom(states).Draw(rt, "state")
		a := anyAction(rt, s)
		next := s
		_, err := kanban.AppendApplyUnchecked(nil, &next, a)
		if err != nil {
			require.ErrorIs(rt, err, kanban.ErrUnchecked)
		}
		use(rt, next)
	})
}
