package kanban_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/kanbanev/kanban"
)

// viewers returns the colours of a state's players and NoColor, a
// spectator.
func viewers(s kanban.GameState) []kanban.Color {
	var out []kanban.Color
	for _, p := range s.Config().Players {
		out = append(out, p.Color)
	}
	return append(out, kanban.NoColor)
}

// randomPosition returns the position a random game of n players reaches
// after at most actions actions; n = 1 is a solo game against the
// Colleagues, its Difficulty cards drawn at random.
func randomPosition(t require.TestingT, n int, seed uint64, actions int) kanban.GameState {
	cfg := config(n, seed)
	if n == 1 {
		cfg.Solo = &kanban.SoloConfig{RandomDifficulty: seed%2 == 0}
	}
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(seed, 5))
	for range actions {
		if s.IsOver() {
			break
		}
		s, _, err = kanban.Apply(s, pick(r, s.LegalActions()))
		require.NoError(t, err)
	}
	return s
}

// R-ENG-3: at random positions of random games, of 2 to 4 players or solo
// (R-SOLO-11, R-SOLO-12: the Colleagues' decks dealt anew), a determinized
// state shows its player exactly the view of the state it came from,
// leaves the player's legal actions as they were (ISMCTS's samples must
// offer the Turn's), is a sound position (its JSON decodes under the
// position format's checks) and plays on to the end.
func TestPropertyDeterminizeKeepsWhatThePlayerSees(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 4).Draw(t, "players")
		s := randomPosition(t, n, rapid.Uint64().Draw(t, "seed"), rapid.IntRange(0, 700).Draw(t, "actions"))
		for _, p := range viewers(s) {
			seed := rapid.Uint64().Draw(t, "determinize")
			d, err := s.Determinize(p, seed)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(s.View(p), d.View(p)); diff != "" {
				t.Fatalf("%v's view changed (-before +determinized):\n%s", p, diff)
			}
			if s.Next().Player == p && p != kanban.NoColor {
				if diff := cmp.Diff(s.LegalActions(), d.LegalActions()); diff != "" {
					t.Fatalf("%v's legal actions changed:\n%s", p, diff)
				}
			}
			again, err := s.Determinize(p, seed)
			if err != nil || again != d {
				t.Fatalf("the same seed gave another state (%v)", err)
			}
			data, err := json.Marshal(d)
			if err != nil {
				t.Fatal(err)
			}
			var back kanban.GameState
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatalf("the determinized state is not a sound position: %v", err)
			}
			if back != d {
				t.Fatal("the determinized state does not survive its position")
			}
			require.Equal(t, seed, d.Config().Seed, "the seed is the determinization's, not the game's")
			r := rand.New(rand.NewPCG(seed, 1))
			for range 400 {
				if d.IsOver() {
					break
				}
				if d, _, err = kanban.Apply(d, pick(r, d.LegalActions())); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}

// R-ENG-3: Determinize depends on nothing hidden from its player. Twin
// states that differ only in what p cannot see (one determinized from the
// other, or the position edited by hand) give p the same state for the
// same seed.
func TestDeterminizeIgnoresWhatIsHidden(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for _, actions := range []int{0, 40, 150, 400} {
			s := play(t, n, uint64(n*1000+actions), actions).final
			for _, p := range viewers(s) {
				twin, err := s.Determinize(p, 99)
				require.NoError(t, err)
				for seed := range uint64(5) {
					a, err := s.Determinize(p, seed)
					require.NoError(t, err)
					b, err := twin.Determinize(p, seed)
					require.NoError(t, err)
					if a != b {
						t.Fatalf("%d players, %d actions, %v: twins determinize differently", n, actions, p)
					}
				}
			}
		}
	}
}

// R-ENG-3: the same with a twin edited in the position: a Performance Goal
// card swapped between the deck and another player's hand, and the Demand
// stack reversed.
func TestDeterminizeIgnoresAnEditedHiddenCard(t *testing.T) {
	s := play(t, 3, 7, 60).final
	var pos map[string]any
	data, err := json.Marshal(s)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &pos))
	players := pos["players"].([]any)
	other := players[1].(map[string]any)
	hand := other["goals"].([]any)
	board := pos["board"].(map[string]any)
	deck := board["goal_deck"].([]any)
	require.NotEmpty(t, hand)
	require.NotEmpty(t, deck)
	hand[0], deck[0] = deck[0], hand[0]
	demand := board["demand_stack"].([]any)
	slices.Reverse(demand)
	edited, err := json.Marshal(pos)
	require.NoError(t, err)
	var twin kanban.GameState
	require.NoError(t, json.Unmarshal(edited, &twin))
	require.NotEqual(t, s, twin)

	me := s.Config().Players[0].Color
	require.Empty(t, cmp.Diff(s.View(me), twin.View(me)), "the edit shows")
	a, err := s.Determinize(me, 3)
	require.NoError(t, err)
	b, err := twin.Determinize(me, 3)
	require.NoError(t, err)
	require.Equal(t, a, b)

	// The player whose hand changed sees the edit, and so does their
	// determinization.
	them := s.Config().Players[1].Color
	a, _ = s.Determinize(them, 3)
	b, _ = twin.Determinize(them, 3)
	require.NotEqual(t, a, b)
}

// Determinize refuses a state between the events of an action (R-ENG-5),
// a colour not in the game and the zero GameState, leaving nothing to
// play on.
func TestDeterminizeRefuses(t *testing.T) {
	s, log, err := kanban.New(config(2, 1))
	require.NoError(t, err)
	legal := s.LegalActions()
	_, events, err := kanban.Apply(s, legal[0])
	require.NoError(t, err)
	half, err := kanban.Evolve(s, events[0])
	require.NoError(t, err)
	for _, c := range []struct {
		name string
		s    kanban.GameState
		p    kanban.Color
		rule string
	}{
		{"between events", half, config(2, 1).Players[0].Color, "R-ENG-5"},
		{"not in the game", s, kanban.Purple, "R-SET-1"},
		{"zero state", kanban.GameState{}, kanban.Red, "R-ENG-5"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := c.s.Determinize(c.p, 1)
			var re *kanban.RuleError
			require.True(t, errors.As(err, &re), "%v", err)
			require.Equal(t, c.rule, re.Rule)
		})
	}
	_ = log
}

// R-RND-3: Parking lists the claimed cars waiting for a garage, as the
// View does, the car the garage decision is about first.
func TestParking(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		s, _, err := kanban.New(config(2, seed))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 2))
		for !s.IsOver() {
			if d := s.Next(); d.Kind == kanban.DecideGarage {
				parking := s.Parking()
				require.NotEmpty(t, parking)
				require.Equal(t, d.Model, parking[0])
				require.Equal(t, s.View(d.Player).Parking, parking)
				parking[0] = kanban.NoModel
				require.Equal(t, d.Model, s.Parking()[0], "Parking returns a copy")
				return
			}
			s, _, err = kanban.Apply(s, pick(r, s.LegalActions()))
			require.NoError(t, err)
		}
	}
	t.Fatal("no garage decision in 50 games")
}
