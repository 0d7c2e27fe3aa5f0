package bots_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// checkStateEncoder checks, at state s with the deciding player's listing
// legal, that ObserveState gives every player and a spectator the vector
// Observe gives them from their View, value for value, appended after what
// dst held, that LegalMaskState gives LegalMask's mask and AppendLegalIDs
// the IDs of the listing, in its order. It returns the
// buffers for reuse.
func checkStateEncoder(t require.TestingT, s *kanban.GameState, legal []kanban.Action, got, want []float32, mask []bool) ([]float32, []float32, []bool) {
	prefix := []float32{7, 8}
	for _, c := range append(s.Players(), kanban.NoColor) {
		v := s.View(c)
		want = bots.Observe(v, want[:0])
		got = bots.ObserveState(s, c, append(got[:0], prefix...))
		require.Equal(t, prefix, got[:len(prefix)])
		if d := differ(want, got[len(prefix):]); d != nil {
			require.Fail(t, fmt.Sprintf("day %d, %v, viewer %v: ObserveState differs from Observe at %v", s.Day(), s.Next(), c, spansAt(d)))
		}
	}
	v := s.View(s.Next().Player)
	wantMask, wantErr := bots.LegalMask(v, legal, nil)
	var err error
	mask, err = bots.LegalMaskState(s, legal, mask)
	require.Equal(t, wantErr, err)
	if !slices.Equal(wantMask, mask) {
		for id := range wantMask {
			if wantMask[id] != mask[id] {
				require.Fail(t, fmt.Sprintf("day %d, %v: LegalMaskState differs from LegalMask at ID %d (%v)", s.Day(), s.Next(), id, wantMask[id]))
			}
		}
	}
	// AppendLegalIDs: the ID ActionID gives each action of the listing, in
	// its order, after what dst held.
	ids, err := bots.AppendLegalIDs([]int{-1}, s, legal)
	require.Equal(t, wantErr, err)
	if err == nil {
		require.Len(t, ids, 1+len(legal))
		for i, a := range legal {
			id, err := bots.ActionID(v, a)
			require.NoError(t, err)
			require.Equal(t, id, ids[1+i], "%v", a)
		}
	}
	return got, want, mask
}

// TestObserveStateProperty plays random games of 1 (solo, with random
// Difficulty cards) to 4 players and checks the state encoder at every
// step for every player and a spectator (checkStateEncoder): what it reads
// of the state is exactly what each one's View shows (R-ENG-3). With
// -short a game stops at a random step before the 200th.
func TestObserveStateProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		n := rapid.IntRange(1, 4).Draw(t, "players")
		steps := -1
		if testing.Short() {
			steps = rapid.IntRange(0, 200).Draw(t, "steps")
		}
		s := newGame(t, seed, max(n, 2))
		if n == 1 {
			s = soloGame(t, seed)
		}
		var got, want []float32
		var mask []bool
		s = playRandom(t, s, rand.New(rand.NewPCG(seed, 5)), steps, func(s kanban.GameState, legal []kanban.Action) {
			got, want, mask = checkStateEncoder(t, &s, legal, got, want, mask)
		})
		checkStateEncoder(t, &s, nil, got, want, mask)
	})
}

// TestObserveStateOutsideAGame checks the state encoder where no game is:
// a nil state, the zero GameState, a listing of no decision.
func TestObserveStateOutsideAGame(t *testing.T) {
	obs := bots.ObserveState(nil, kanban.Red, []float32{1})
	require.Len(t, obs, 1+bots.ObservationSize)
	require.Equal(t, float32(1), obs[0])
	require.Nil(t, differ(obs[1:], make([]float32, bots.ObservationSize)))
	mask, err := bots.LegalMaskState(nil, nil, nil)
	require.NoError(t, err)
	require.Len(t, mask, bots.NumActionIDs)
	s := playRandom(t, newGame(t, 3, 2), rand.New(rand.NewPCG(3, 3)), 30, nil)
	_, err = bots.LegalMaskState(nil, s.LegalActions(), nil)
	require.ErrorIs(t, err, bots.ErrNoActionID)
	over := playRandom(t, newGame(t, 4, 2), rand.New(rand.NewPCG(4, 4)), -1, nil)
	_, err = bots.LegalMaskState(&over, s.LegalActions(), nil)
	require.ErrorIs(t, err, bots.ErrNoActionID)
	other := s.LegalActions()
	other[0].Player = kanban.Purple
	_, err = bots.LegalMaskState(&s, other, nil)
	require.ErrorIs(t, err, bots.ErrNoActionID)
}

// TestObserveStateAllocatesNothing checks that the state encoder, into
// buffers with the room, allocates nothing, at positions of a random game
// of 4 players and of a solo game.
func TestObserveStateAllocatesNothing(t *testing.T) {
	states := append(positions(t, 4, 8, 41), soloPositions(t, 8)...)
	obs := make([]float32, 0, bots.ObservationSize)
	mask := make([]bool, bots.NumActionIDs)
	for _, s := range states {
		legal := s.LegalActions()
		p := s.Next().Player
		if n := testing.AllocsPerRun(5, func() {
			obs = bots.ObserveState(&s, p, obs[:0])
			mask, _ = bots.LegalMaskState(&s, legal, mask)
		}); n != 0 {
			t.Fatalf("day %d, %v: %v allocations", s.Day(), s.Next(), n)
		}
	}
}

// TestObserveStateOtherEdition checks the state encoder, its mask and its
// IDs over random games of an edition whose padlocked garages print other
// benefits than the built-in one's (testdata/edition-other.json), on both
// sides of the board: the IDs of padlock choices are read against the
// game's edition, as the View shows it.
func TestObserveStateOtherEdition(t *testing.T) {
	data, err := os.ReadFile("../testdata/edition-other.json")
	require.NoError(t, err)
	e, err := components.ParseEdition(data)
	require.NoError(t, err)
	require.NotEqual(t, components.PadlockBenefits, e.PadlockBenefits, "the edition's padlocks are the built-in ones")
	ed, err := kanban.NewEdition(e)
	require.NoError(t, err)
	padlocks := 0
	for seed := range uint64(soak.N(6, 30)) {
		cfg := kanban.Config{Seed: seed, Edition: ed}
		for i := range 2 + int(seed%3) {
			cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: colors[i], ExpertSide: seed&(1<<i) != 0})
		}
		s, _, err := kanban.New(cfg)
		require.NoError(t, err)
		var got, want []float32
		var mask []bool
		playRandom(t, s, rand.New(rand.NewPCG(seed, 9)), -1, func(s kanban.GameState, legal []kanban.Action) {
			if legal[0].Kind == kanban.ActPadlock {
				padlocks++
			}
			got, want, mask = checkStateEncoder(t, &s, legal, got, want, mask)
		})
	}
	require.NotZero(t, padlocks, "no padlock choice came up")
}
