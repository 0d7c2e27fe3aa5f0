package kanban_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// Applying in place gives exactly what AppendApply gives, for every legal
// action at every step of random games.
func TestApplyInPlaceIsApply(t *testing.T) {
	t.Parallel()
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
				gotEvents, err := kanban.AppendApplyInPlace(nil, &got, a)
				require.NoError(t, err)
				require.True(t, got == want, "%v", a)
				require.Equal(t, wantEvents, gotEvents, "%v", a)
			}
			s, _, err = kanban.Apply(s, pick(r, legal))
			require.NoError(t, err)
		}
	}
}

// R-ENG-1: an action applied in place is refused exactly as AppendApply
// refuses it, and leaves the state as it was.
func TestApplyInPlaceRefuses(t *testing.T) {
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
		want, wantEvents, wantErr := kanban.AppendApply(nil, s, a)
		got := s
		gotEvents, err := kanban.AppendApplyInPlace(nil, &got, a)
		require.Equal(rt, wantErr, err)
		require.Equal(rt, wantEvents, gotEvents)
		require.True(rt, got == want)
		var re *kanban.RuleError
		if err != nil {
			require.True(rt, errors.As(err, &re))
			require.True(rt, got == s, "a refused action changed the state")
		}
	})
}
