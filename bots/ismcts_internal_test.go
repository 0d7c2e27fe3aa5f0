package bots

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
)

// A child's availability counts every iteration that reached its parent
// with its action legal, the one that expanded it included. At the root,
// where every iteration passes with the same legal actions, the first L
// iterations expand the L actions one each, so after N iterations their
// availabilities are N, N-1, … N-L+1, each at least its visits.
func TestISMCTSAvailability(t *testing.T) {
	s, _, err := kanban.New(kanban.Config{Seed: 3, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
	require.NoError(t, err)
	turn, err := NewTurn(s, s.Next().Player)
	require.NoError(t, err)
	require.Greater(t, turn.NumLegal(), 1)
	const n = 50
	b := NewISMCTS(1, n)
	_, err = b.Act(turn)
	require.NoError(t, err)
	var avail, want []int32
	visits := int32(0)
	for _, ci := range b.workers[0].nodes[b.workers[0].root].children {
		c := b.workers[0].nodes[ci]
		require.GreaterOrEqual(t, c.avail, c.visits)
		avail = append(avail, c.avail)
		visits += c.visits
	}
	for i := range turn.NumLegal() {
		want = append(want, int32(n-i))
	}
	slices.Sort(avail)
	slices.Sort(want)
	require.Equal(t, want, avail)
	require.Equal(t, int32(n), visits)
}

// However short its Duration, each worker runs at least one iteration.
func TestISMCTSDurationIterates(t *testing.T) {
	s, _, err := kanban.New(kanban.Config{Seed: 4, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
	require.NoError(t, err)
	turn, err := NewTurn(s, s.Next().Player)
	require.NoError(t, err)
	for _, workers := range []int{1, 2} {
		b := &ISMCTS{Duration: time.Nanosecond, Workers: workers}
		_, _, done, err := b.search(turn)
		require.NoError(t, err)
		require.GreaterOrEqual(t, done, workers)
		for _, w := range b.workers {
			require.GreaterOrEqual(t, w.done, 1)
		}
	}
}
