package kanban_test

import (
	"fmt"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// R-ENG-3: a GameState prints as a summary with every verb, the same for
// a state and its twin that differs only in what is hidden, so that a
// host that prints or logs one shows no hidden order.
func TestStatePrintsASummary(t *testing.T) {
	g := play(t, 3, 9, 120)
	s := g.final
	twin, err := s.Determinize(s.Next().Player, 5)
	require.NoError(t, err)
	require.NotEqual(t, s, twin)
	want := fmt.Sprintf("kanban.GameState{version %d, day %d, week %d: %v}", s.Version(), s.Day(), s.Week(), s.Next())
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%d", "%x"} {
		require.Equal(t, want, fmt.Sprintf(verb, s), verb)
		require.Equal(t, want, fmt.Sprintf(verb, twin), verb)
		require.Equal(t, want, fmt.Sprintf(verb, &s), verb)
	}
	require.Equal(t, "kanban.GameState{version 0, day 0, week 0: game-over}", kanban.GameState{}.String())
}
