package bots_test

import (
	"testing"

	"github.com/kanbanev/kanban/bots"
)

// BenchmarkISMCTS is one decision of ISMCTS at 100 iterations, over the
// positions of a random 4-player game: 100 iterations an op.
func BenchmarkISMCTS(b *testing.B) {
	states := positions(&testing.T{}, 4, 3, 7)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s := states[i%len(states)]
		t, err := bots.NewTurn(s, s.Next().Player)
		if err != nil {
			b.Fatal(err)
		}
		bot := bots.NewISMCTS(uint64(i), 100)
		if _, err := bot.Act(t); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkGreedy is one decision of Greedy.
func BenchmarkGreedy(b *testing.B) {
	states := positions(&testing.T{}, 4, 3, 7)
	bot := bots.NewGreedy(1)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s := states[i%len(states)]
		t, err := bots.NewTurn(s, s.Next().Player)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := bot.Act(t); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
