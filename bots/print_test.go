package bots_test

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/stretchr/testify/require"
)

// verbs are the ways a program prints a value.
var verbs = []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%d", "%T"}

// R-ENG-3: nothing handed to a bot shows hidden information when printed.
// A Turn, and what it hands out, print the same with every verb for a
// state and for its twin that differs only in what the player cannot see,
// and never show the host's seed.
func TestPrintingShowsNothingHidden(t *testing.T) {
	const seed = 987654321
	for _, n := range []int{2, 4} {
		for i, s := range positions(t, n, seed, 37) {
			p := s.Next().Player
			twin, err := s.Determinize(p, uint64(i))
			require.NoError(t, err)
			t1, err := bots.NewTurn(s, p)
			require.NoError(t, err)
			t2, err := bots.NewTurn(twin, p)
			require.NoError(t, err)
			handed := func(tu *bots.Turn) []any {
				return []any{tu, *tu, tu.View(), tu.Decision(), tu.Legal(), tu.View().Hand, tu.View().Turn}
			}
			for j, v1 := range handed(t1) {
				v2 := handed(t2)[j]
				for _, verb := range verbs {
					a, b := fmt.Sprintf(verb, v1), fmt.Sprintf(verb, v2)
					require.Equal(t, a, b, "%s of a %T shows what the player cannot see", verb, v1)
					require.NotContains(t, a, strconv.Itoa(seed), "%s of a %T shows the seed", verb, v1)
				}
			}
		}
	}
}

// A Turn prints as its player, decision and number of legal actions.
func TestTurnString(t *testing.T) {
	s, _, err := kanban.New(config(2, 3))
	require.NoError(t, err)
	tu, err := bots.NewTurn(s, s.Next().Player)
	require.NoError(t, err)
	want := fmt.Sprintf("bots.Turn{%v to decide %v, %d legal actions}", s.Next().Player, s.Next(), tu.NumLegal())
	require.Equal(t, want, tu.String())
	require.Equal(t, want, fmt.Sprintf("%#v", tu))
}
