package kanban

import (
	"math/rand/v2"
	"testing"
)

// Every action kind is reachable: random games of many days, choosing a kind
// first and then an action of that kind, apply each kind at least once.
func TestEveryActionKindReachable(t *testing.T) {
	var count [numActionKinds]int
	var events [numEventKinds]int
	r := rand.New(rand.NewPCG(5, 6))
	for game := range 12 {
		cfg := Config{Seed: uint64(game)}
		for _, c := range []Color{Red, Blue, Yellow, Purple}[:2+game%3] {
			cfg.Players = append(cfg.Players, PlayerConfig{Color: c, ExpertSide: game%4 == 3})
		}
		s, _, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		var legal []Action
		var evs []Event
		for range 3000 {
			if s.IsOver() {
				break
			}
			legal = s.AppendLegalActions(legal[:0])
			a := pickKind(r, legal)
			s, evs, err = AppendApply(evs[:0], s, a)
			if err != nil {
				t.Fatal(err)
			}
			count[a.Kind]++
			for _, e := range evs {
				events[e.Kind]++
			}
		}
	}
	for k := ActionKind(1); k < numActionKinds; k++ {
		t.Logf("%-14s %d", k, count[k])
		if count[k] == 0 {
			t.Errorf("action kind %v never applied", k)
		}
	}
	for k := EventKind(1); k < numEventKinds; k++ {
		if events[k] == 0 {
			t.Logf("event kind %v never seen", k)
		}
	}
}
