package bots_test

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban/bots"
)

// ismctsTurns returns the Turns, with more than one legal action, at
// positions of a random game of n players.
func ismctsTurns(t *testing.T, n int, seed uint64, every int) []*bots.Turn {
	var turns []*bots.Turn
	for _, s := range positions(t, n, seed, every) {
		turn, err := bots.NewTurn(s, s.Next().Player)
		require.NoError(t, err)
		if turn.NumLegal() > 1 {
			turns = append(turns, turn)
		}
	}
	require.NotEmpty(t, turns)
	return turns
}

// With several Workers and a budget in iterations, ISMCTS is deterministic
// for its seed: two bots of the same seed choose the same actions, decision
// after decision (their trees kept between decisions), and play the same
// whole game.
func TestISMCTSWorkersDeterministic(t *testing.T) {
	newBot := func(seed uint64) bots.Bot {
		b := bots.NewISMCTS(seed, 30)
		b.Workers = 2
		return b
	}
	for _, turn := range ismctsTurns(t, 3, 11, 97) {
		a1, err := newBot(5).Act(turn)
		require.NoError(t, err)
		a2, err := newBot(5).Act(turn)
		require.NoError(t, err)
		require.Equal(t, a1, a2)
		require.True(t, slices.Contains(turn.Legal(), a1))
	}
	cfg := config(2, 8)
	s1, err := bots.Play(cfg, seatsOf(2, 4, newBot))
	require.NoError(t, err)
	s2, err := bots.Play(cfg, seatsOf(2, 4, newBot))
	require.NoError(t, err)
	require.True(t, s1.IsOver())
	require.Equal(t, s1, s2)
}

// With a Duration, ISMCTS returns a legal action, however short the time,
// on one goroutine or several. (What it chooses depends on the clock, so
// nothing else is checked.)
func TestISMCTSDuration(t *testing.T) {
	for _, workers := range []int{1, 2} {
		for _, d := range []time.Duration{time.Nanosecond, 5 * time.Millisecond} {
			for _, turn := range ismctsTurns(t, 2, 12, 151) {
				b := bots.NewISMCTS(1, 0)
				b.Duration, b.Workers = d, workers
				a, err := b.Act(turn)
				require.NoError(t, err)
				require.True(t, slices.Contains(turn.Legal(), a), "%v", a)
			}
		}
	}
}
