package kanban

import (
	"math/rand/v2"
	"testing"
)

func TestSmoke(t *testing.T) {
	s, evs, err := New(Config{Players: []PlayerConfig{{Color: Red}, {Color: Blue}, {Color: Yellow}}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		acts := s.LegalActions()
		if len(acts) == 0 {
			t.Fatalf("no legal actions at %v", s.Next())
		}
		a := acts[r.IntN(len(acts))]
		var more []Event
		s, more, err = Apply(s, a)
		if err != nil {
			t.Fatal(err)
		}
		if i < 60 {
			t.Log(a)
			for _, e := range more {
				t.Log("   ", e)
			}
		}
		evs = append(evs, more...)
	}
	t.Log(s.day, len(evs))
}
