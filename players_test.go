package kanban_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// Helpers of the external tests: configurations and random players that
// use the public API only.

var colors = []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple}

// config returns the configuration of a game of n players.
func config(n int, seed uint64) kanban.Config {
	cfg := kanban.Config{Seed: seed}
	for _, c := range colors[:n] {
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: c})
	}
	return cfg
}

// pick chooses a legal action at random, the kind first, so that the many
// Recycling swaps do not drown out the rest.
func pick(r *rand.Rand, legal []kanban.Action) kanban.Action {
	var kinds []kanban.ActionKind
	for _, a := range legal {
		if !slices.Contains(kinds, a.Kind) {
			kinds = append(kinds, a.Kind)
		}
	}
	k := kinds[r.IntN(len(kinds))]
	var of []kanban.Action
	for _, a := range legal {
		if a.Kind == k {
			of = append(of, a)
		}
	}
	return of[r.IntN(len(of))]
}

// game is a game played by random players: its log, and where each
// action's events start in it.
type game struct {
	cfg    kanban.Config
	final  kanban.GameState
	log    []kanban.Event
	starts []int // index in log of each action's acted event
}

// play plays a random game of n players for at most max actions.
func play(tb testing.TB, n int, seed uint64, max int) game {
	tb.Helper()
	g := game{cfg: config(n, seed)}
	s, log, err := kanban.New(g.cfg)
	require.NoError(tb, err)
	r := rand.New(rand.NewPCG(seed, 99))
	for range max {
		if s.IsOver() {
			break
		}
		g.starts = append(g.starts, len(log))
		s, log, err = kanban.AppendApply(log, s, pick(r, s.LegalActions()))
		require.NoError(tb, err)
	}
	g.final, g.log = s, log
	return g
}

// seated returns the configuration of a game of the first players of
// yellow, blue, purple and red.
func seated(players int, seed uint64) kanban.Config {
	cfg := kanban.Config{Seed: seed}
	for _, c := range []kanban.Color{kanban.Yellow, kanban.Blue, kanban.Purple, kanban.Red}[:players] {
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: c})
	}
	return cfg
}

// mustList is kanban.ListOf for lists known to fit.
func mustList(values ...uint8) kanban.List {
	l, ok := kanban.ListOf(values...)
	if !ok {
		panic("a list too long")
	}
	return l
}

// long skips a long property test in -short mode, which .ci/run uses for
// its pass under the race detector; the pass without it runs everything.
func long(t *testing.T) {
	if testing.Short() {
		t.Skip("a long property test: run go test without -short")
	}
}
