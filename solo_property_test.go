package kanban

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// randomSoloConfig draws a solo configuration: a colour, the Difficulty
// cards (chosen or at random) and Sandra's side.
func randomSoloConfig(t *rapid.T) Config {
	so := &SoloConfig{}
	if rapid.Bool().Draw(t, "random-difficulty") {
		so.RandomDifficulty = true
	} else {
		for d := range components.Difficulty(components.SoloDifficultyCards) {
			if rapid.Bool().Draw(t, "card") {
				so.Difficulty = append(so.Difficulty, d)
			}
		}
	}
	return Config{
		Players:      []PlayerConfig{{Color: rapid.SampledFrom([]Color{Yellow, Blue, Purple, Red}).Draw(t, "color")}},
		Seed:         rapid.Uint64().Draw(t, "seed"),
		SandraReward: rapid.Bool().Draw(t, "nice-sandra"),
		Solo:         so,
	}
}

// Random solo games to their end, checked after every step: the
// invariants (the Colleagues' pieces counted), the input state untouched,
// every event folding by Evolve (checked event by event) to the new state,
// the game ending, and its Result ranking the human and both Colleagues
// (R-SOLO-1, R-SOLO-34, R-ENG-4). It plays at least 200 games: rapid's
// checks (100 by default, -rapid.checks) in each of two halves.
func TestPropertySoloGames(t *testing.T) {
	for half := range 2 {
		t.Run(fmt.Sprint("half-", half), func(t *testing.T) { rapid.Check(t, soloGameChecked) })
	}
}

// soloGameChecked plays one random solo game, checking it at every step.
func soloGameChecked(t *rapid.T) {
	{
		cfg := randomSoloConfig(t)
		s, log, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		folded := mustEvolve(t, GameState{}, log[0])
		for step := 0; !s.IsOver(); step++ {
			if step > 20000 {
				t.Fatalf("no end after %d actions", step)
			}
			next, _, _, evs := stepChecked(t, s, folded)
			log, folded = append(log, evs...), next
			if next.Next().Player != cfg.Players[0].Color && !next.IsOver() {
				t.Fatalf("a state waits for %v, not the human", next.Next())
			}
			s = next
		}
		// R-ENG-4, R-ENG-5: the log replays, checked and unchecked, to the
		// same state, and the record plays again.
		for _, replay := range []func([]Event) (GameState, error){Replay, ReplayUnchecked} {
			got, err := replay(log)
			if err != nil {
				t.Fatalf("replay: %v", err)
			}
			if got != s {
				t.Fatalf("replay gives another state:\n%s", cmp.Diff(s, got, stateCmp))
			}
		}
		rec, err := RecordOf(log)
		if err != nil {
			t.Fatal(err)
		}
		parsed, err := ParseRecord(rec.String())
		if err != nil {
			t.Fatalf("record: %v\n%s", err, rec.String()[:min(400, len(rec.String()))])
		}
		if again, _, err := parsed.Play(); err != nil || again != s {
			t.Fatalf("the record plays to another game: %v", err)
		}
		r, ok := s.Result()
		if !ok || len(r.Standings) != 1+components.Colleagues {
			t.Fatalf("result %+v", r)
		}
		human := cfg.Players[0].Color
		for _, st := range r.Standings {
			if st.Color == human && st.Place == 1 {
				for _, o := range r.Standings {
					if o.Color != human && o.PP >= st.PP {
						t.Fatalf("the human wins without strictly more PP: %+v", r)
					}
				}
			}
		}
	}
}

// No action from anyone, a Colleague's colour included, makes a solo
// position panic: an illegal one is refused with a *RuleError and the state
// unchanged (R-ENG-1, R-ENG-2: the Colleagues never act through actions),
// and every read works on it.
func TestSoloActionsFromAnyone(t *testing.T) {
	for seed := range uint64(6) {
		cfg := Config{Players: []PlayerConfig{{Color: Color(seed % 4)}}, Seed: seed, Solo: &SoloConfig{RandomDifficulty: true}}
		s, _, err := New(cfg)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 2))
		for step := 0; !s.IsOver() && step < 400; step++ {
			if step%7 == 0 {
				useState(t, s)
				_, _ = s.ScoreNow()
				for c := range Color(components.NumColors) {
					_, _ = json.Marshal(s.View(c))
				}
			}
			for _, a := range exampleActions() {
				for c := range Color(components.NumColors) {
					a.Player = c
					next, evs, err := Apply(s, a)
					if err != nil {
						var re *RuleError
						if !errors.As(err, &re) && !errors.Is(err, ErrNotYourTurn) {
							t.Fatalf("%v refused with %T %v", a, err, err)
						}
						require.Empty(t, evs)
						require.True(t, next == s)
						continue
					}
					require.Contains(t, s.LegalActions(), a)
				}
			}
			legal := s.LegalActions()
			s, _, err = Apply(s, legal[r.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
}

// Every position of a solo game encodes and decodes to the same state, and
// a decoded position plays on as the game does.
func TestSoloPositionRoundTrip(t *testing.T) {
	t.Parallel()
	for seed := range uint64(8) {
		cfg := Config{Players: []PlayerConfig{{Color: Color(seed % 4)}}, Seed: seed, SandraReward: seed%2 == 0,
			Solo: &SoloConfig{RandomDifficulty: seed%3 == 0}}
		if seed%3 == 1 {
			cfg.Solo.Difficulty = []components.Difficulty{components.Difficulty(seed % components.SoloDifficultyCards), components.TerminationClause}
		}
		s, _, err := New(cfg)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 3))
		for !s.IsOver() {
			b, err := json.Marshal(s)
			require.NoError(t, err)
			var back GameState
			require.NoError(t, json.Unmarshal(b, &back), "%s", b)
			require.True(t, back == s, "%s", cmp.Diff(s, back, stateCmp))
			legal := s.LegalActions()
			s, _, err = Apply(s, legal[r.IntN(len(legal))])
			require.NoError(t, err)
		}
		b, err := json.Marshal(s)
		require.NoError(t, err)
		var back GameState
		require.NoError(t, json.Unmarshal(b, &back))
		require.True(t, back == s)
	}
}

// A solo position the rules cannot reach is refused: a part too many, a
// Colleague in another colour, solo pieces in a game of 2.
func TestSoloPositionRefused(t *testing.T) {
	s, _, err := New(Config{Players: []PlayerConfig{{Color: Red}}, Seed: 4, Solo: &SoloConfig{}})
	require.NoError(t, err)
	b, err := json.Marshal(s)
	require.NoError(t, err)
	for _, edit := range []struct{ from, to string }{
		{`"colleague_parts":[0,0,0,0,0,0]`, `"colleague_parts":[1,0,0,0,0,0]`},
		{`"colleagues":[{"color":"yellow"`, `"colleagues":[{"color":"purple"`},
		{`"solo":{"difficulty"`, `"solo":{"dificulty"`},
	} {
		bad := strings.Replace(string(b), edit.from, edit.to, 1)
		require.NotEqual(t, string(b), bad, edit.from)
		var back GameState
		require.Error(t, json.Unmarshal([]byte(bad), &back), edit.to)
	}
}
