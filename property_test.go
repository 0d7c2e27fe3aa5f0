package kanban

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban/components"
	"pgregory.net/rapid"
)

// randomConfig draws a configuration of 2 to 4 players.
func randomConfig(t *rapid.T) Config {
	n := rapid.IntRange(2, 4).Draw(t, "players")
	colors := rapid.Permutation([]Color{Yellow, Blue, Purple, Red}).Draw(t, "colors")
	cfg := Config{Seed: rapid.Uint64().Draw(t, "seed"), SandraReward: rapid.Bool().Draw(t, "reward")}
	for _, c := range colors[:n] {
		cfg.Players = append(cfg.Players, PlayerConfig{Color: c, ExpertSide: rapid.Bool().Draw(t, "expert")})
	}
	return cfg
}

// pick draws a legal action, first a kind, then an action of that kind, so
// that many Recycling swaps do not drown out the rest.
func pick(t *rapid.T, legal []Action) Action {
	k := rapid.SampledFrom(kindsOf(legal)).Draw(t, "kind")
	return rapid.SampledFrom(ofKind(legal, k)).Draw(t, "action")
}

// Random legal games, checked after every step: the invariants, the input
// state untouched by Apply, the events folding to the new state, and
// actions not listed as legal refused without a change.
func TestPropertyRandomDays(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := randomConfig(t)
		s, log, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		folded := s
		steps := rapid.IntRange(1, 400).Draw(t, "steps")
		for range steps {
			if s.IsOver() {
				break
			}
			next, legal, a, evs := stepChecked(t, s, folded)
			folded = next
			if next.turn.worked > components.MaxShiftsPerDay || next.turn.banked > components.MaxBankedPerTurn {
				t.Fatalf("after %v: %d Shifts, %d Banked", a, next.turn.worked, next.turn.banked)
			}

			// An action that is not listed is refused and changes nothing.
			other := randomAction(t, s)
			if !contains(legal, other) {
				after, evs, err := Apply(s, other)
				if err == nil || len(evs) > 0 {
					t.Fatalf("unlisted action %v accepted", other)
				}
				if s != after {
					t.Fatalf("refused action %v changed the state:\n%s", other, cmp.Diff(s, after, stateCmp))
				}
			}

			log = append(log, evs...)
			s = next
		}
		replayed, err := Replay(log)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(s, replayed, stateCmp); d != "" {
			t.Fatalf("Replay differs:\n%s", d)
		}
	})
}

// stepChecked plays a random legal action of s, drawn by pick, and checks
// it: Apply accepts it and leaves s as it was, its events fold folded (the
// state s, folded event by event) to the state Apply returned, and that
// state's invariants hold. It returns the new state, the legal actions of
// s, the action and its events.
func stepChecked(t *rapid.T, s, folded GameState) (GameState, []Action, Action, []Event) {
	legal := s.LegalActions()
	if len(legal) == 0 {
		t.Fatalf("no legal action for %v", s.Next())
	}
	a := pick(t, legal)
	before := s
	next, evs, err := Apply(s, a)
	if err != nil {
		t.Fatalf("legal action %v refused: %v", a, err)
	}
	if before != s {
		t.Fatalf("Apply changed its input:\n%s", cmp.Diff(before, s, stateCmp))
	}
	for _, e := range evs {
		folded = mustEvolve(t, folded, e)
	}
	if next != folded {
		t.Fatalf("events of %v do not fold to the state:\n%s", a, cmp.Diff(next, folded, stateCmp))
	}
	if bad := invariants(&next); bad != nil {
		t.Fatalf("after %v: %v", a, bad)
	}
	return next, legal, a, evs
}

// randomAction draws an action of any kind, legal or not, by the player who
// must act or another.
func randomAction(t *rapid.T, s GameState) Action {
	players := s.Players()
	return Action{
		Kind:        ActionKind(rapid.IntRange(0, int(numActionKinds)).Draw(t, "any kind")),
		Player:      rapid.SampledFrom(players).Draw(t, "any player"),
		Dept:        Department(rapid.IntRange(0, 5).Draw(t, "any dept")),
		Part:        Part(rapid.IntRange(0, 6).Draw(t, "any part")),
		Give:        Part(rapid.IntRange(0, 6).Draw(t, "any give")),
		Workstation: Workstation(rapid.IntRange(0, 10).Draw(t, "any workstation")),
		Source:      DesignSource(rapid.IntRange(0, 11).Draw(t, "any source")),
		Award:       Award(rapid.IntRange(0, 4).Draw(t, "any award")),
		Space:       int8(rapid.IntRange(-1, 4).Draw(t, "any space")),
	}
}

func contains(list []Action, a Action) bool {
	for _, l := range list {
		if l == a {
			return true
		}
	}
	return false
}
