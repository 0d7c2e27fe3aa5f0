package kanban_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// walkConfigs are games of every size, solo included, for the Walk tests.
func walkConfigs() []kanban.Config {
	var cfgs []kanban.Config
	for seed := range uint64(6) {
		cfgs = append(cfgs, config(2+int(seed%3), seed+40))
	}
	for seed := range uint64(2) {
		cfgs = append(cfgs, kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Blue}}, Seed: seed + 7,
			Solo: &kanban.SoloConfig{RandomDifficulty: true}})
	}
	return cfgs
}

// A Walk lists what AppendLegalActions lists, and playing any action of
// its list gives exactly the state and events the checked
// AppendApplyInPlace gives, Play and AppendPlay alike, at every step of
// random games (R-ENG-1, R-ENG-2).
func TestWalkIsApplyInPlace(t *testing.T) {
	t.Parallel()
	for _, cfg := range walkConfigs() {
		s, _, err := kanban.New(cfg)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(cfg.Seed, 9))
		var w kanban.Walk
		w.Reset(&s)
		for !w.IsOver() {
			require.True(t, w.State() == s)
			legal := w.AppendLegal(nil)
			require.Equal(t, s.LegalActions(), legal)
			k, p := s.NextKind()
			wk, wp := w.NextKind()
			require.Equal(t, k, wk)
			require.Equal(t, p, wp)
			require.Equal(t, s.Turn(), w.Turn())
			require.Equal(t, s.Version(), w.Version())

			// Every action of the list, from a walk of its own.
			for i, a := range legal {
				want := s
				wantEvents, err := kanban.AppendApplyInPlace(nil, &want, a)
				require.NoError(t, err)
				var v kanban.Walk
				v.Reset(&s)
				v.AppendLegal(nil)
				gotEvents, err := v.AppendPlay(nil, i)
				require.NoError(t, err)
				require.Equal(t, wantEvents, gotEvents, "%v", a)
				require.True(t, v.State() == want, "%v", a)
			}

			// The walk itself goes on by Play, which keeps no events.
			i := r.IntN(len(legal))
			legal[i] = kanban.EndTurn(kanban.NoColor) // the caller's copy is the caller's
			_, err := kanban.AppendApplyInPlace(nil, &s, s.LegalActions()[i])
			require.NoError(t, err)
			require.NoError(t, w.Play(i))
		}
		require.True(t, s.IsOver())
		require.True(t, w.State() == s)
		require.Empty(t, w.AppendLegal(nil), "a game over lists nothing")
		require.ErrorIs(t, w.Play(0), kanban.ErrNotListed)
	}
}

// A Walk plays only from its current listing: before any, after the
// position changed, at an index outside the list, and on the zero Walk it
// returns ErrNotListed and changes nothing.
func TestWalkRefuses(t *testing.T) {
	var zero kanban.Walk
	require.Empty(t, zero.AppendLegal(nil))
	require.ErrorIs(t, zero.Play(0), kanban.ErrNotListed)
	_, err := zero.AppendPlay(nil, 0)
	require.ErrorIs(t, err, kanban.ErrNotListed)

	s, _, err := kanban.New(config(3, 5))
	require.NoError(t, err)
	before := s
	var w kanban.Walk
	w.Reset(&s)
	require.ErrorIs(t, w.Play(0), kanban.ErrNotListed, "nothing listed yet")
	legal := w.AppendLegal(nil)
	for _, i := range []int{-1, len(legal), len(legal) + 100, int(^uint(0) >> 1)} {
		require.ErrorIs(t, w.Play(i), kanban.ErrNotListed, "index %d", i)
		evs, err := w.AppendPlay([]kanban.Event{}, i)
		require.ErrorIs(t, err, kanban.ErrNotListed, "index %d", i)
		require.Empty(t, evs)
		require.True(t, w.State() == s, "a refused index changed the position")
	}
	require.NoError(t, w.Play(0))
	require.ErrorIs(t, w.Play(0), kanban.ErrNotListed, "the position changed since the listing")
	require.True(t, s == before, "Reset copies: the walk never changes its source")

	w.Reset(&s)
	require.ErrorIs(t, w.Play(0), kanban.ErrNotListed, "Reset forgets the listing")
}

// ExampleWalk plays a random game to its end with a Walk, as a search's
// rollout does.
func ExampleWalk() {
	s, _, err := kanban.New(kanban.Config{Seed: 1, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
	if err != nil {
		panic(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	var w kanban.Walk
	w.Reset(&s)
	var legal []kanban.Action
	for !w.IsOver() {
		legal = w.AppendLegal(legal[:0])
		if err := w.Play(r.IntN(len(legal))); err != nil {
			panic(err)
		}
	}
	final := w.State()
	fmt.Println(final.IsOver(), final.Version() > s.Version())
	// Output: true true
}

// FuzzWalk plays games by indices from the fuzzer, in range or not: the
// walk never panics, refuses every index outside its listing, and follows
// the checked path step for step.
func FuzzWalk(f *testing.F) {
	f.Add(uint64(1), uint8(2), []byte{0, 1, 2, 3, 200, 7})
	f.Add(uint64(9), uint8(1), []byte{255, 0, 0, 9})
	f.Fuzz(func(t *testing.T, seed uint64, players uint8, picks []byte) {
		cfg := config(2+int(players%3), seed)
		if players%4 == 3 {
			cfg = kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}}, Seed: seed, Solo: &kanban.SoloConfig{}}
		}
		s, _, err := kanban.New(cfg)
		require.NoError(t, err)
		var w kanban.Walk
		w.Reset(&s)
		for _, b := range picks {
			if w.IsOver() {
				break
			}
			legal := w.AppendLegal(nil)
			i := int(int8(b)) // negative and past the end included
			err := w.Play(i)
			if i < 0 || i >= len(legal) {
				require.ErrorIs(t, err, kanban.ErrNotListed)
				require.True(t, w.State() == s)
				continue
			}
			require.NoError(t, err)
			_, err = kanban.AppendApplyInPlace(nil, &s, legal[i])
			require.NoError(t, err)
			require.True(t, w.State() == s)
		}
	})
}

// A copy of a Walk does not share its listing: the copy plays nothing
// until it lists for itself, and its listing, of another position, never
// changes what the original plays.
func TestWalkCopies(t *testing.T) {
	s, _, err := kanban.New(config(4, 11))
	require.NoError(t, err)
	var w kanban.Walk
	w.Reset(&s)
	legal := w.AppendLegal(nil)

	c := w // copied while listed
	require.ErrorIs(t, c.Play(0), kanban.ErrNotListed, "a copy plays only from a listing of its own")

	// The copy moves on and lists other positions, into its own list.
	for range 30 {
		require.NoError(t, c.Play(len(c.AppendLegal(nil))-1))
	}
	c.AppendLegal(nil)

	// The original still plays its own listing's action, as checked.
	want := s
	_, err = kanban.AppendApplyInPlace(nil, &want, legal[len(legal)-1])
	require.NoError(t, err)
	require.NoError(t, w.Play(len(legal)-1))
	require.True(t, w.State() == want)
}

// A position between the events of one action (from Evolve) lists
// nothing and plays nothing (R-ENG-5).
func TestWalkInsideAnAction(t *testing.T) {
	s, _, err := kanban.New(config(2, 3))
	require.NoError(t, err)
	evs, err := kanban.Decide(s, s.LegalActions()[0])
	require.NoError(t, err)
	mid, err := kanban.Evolve(s, evs[0])
	require.NoError(t, err)
	var w kanban.Walk
	w.Reset(&mid)
	require.Empty(t, w.AppendLegal(nil))
	require.ErrorIs(t, w.Play(0), kanban.ErrNotListed)
	require.True(t, w.State() == mid)
}
