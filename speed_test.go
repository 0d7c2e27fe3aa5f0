package kanban_test

import (
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
)

// The speed benchmarks, measured from outside through the public API, as a
// search bot calls it. BENCHMARKS.md gives the method and the figures, each
// as a ratio to BenchmarkCopy in the same run:
//
//	GOMAXPROCS=1 go test -run '^$' -bench 'Copy|Step|Walk|Listing|Applying|WholeGame|ReplayGame' -benchmem -count 10 . | tee new.txt
//	benchstat new.txt

// sink is where BenchmarkCopy copies states to: memory, as a bot's search
// tree holds them.
var sink [64]kanban.GameState

// positions returns the positions of random 4-player games, each with the
// action a random player took there.
func positions(b *testing.B) ([]kanban.GameState, []kanban.Action) {
	b.Helper()
	var states []kanban.GameState
	var actions []kanban.Action
	for seed := range uint64(3) {
		s, _, err := kanban.New(config(4, seed+100))
		if err != nil {
			b.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 1))
		for !s.IsOver() {
			legal := s.LegalActions()
			a := legal[r.IntN(len(legal))]
			states, actions = append(states, s), append(actions, a)
			if s, _, err = kanban.Apply(s, a); err != nil {
				b.Fatal(err)
			}
		}
	}
	return states, actions
}

// BenchmarkCopy copies a GameState to memory: the floor for an engine of
// immutable values, and the unit the other figures are given in.
func BenchmarkCopy(b *testing.B) {
	states, _ := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		sink[i%len(sink)] = states[i%len(states)]
		i++
	}
}

// BenchmarkStep is one random legal step: list the legal actions into a
// reused buffer, pick one, apply it with a reused event buffer.
func BenchmarkStep(b *testing.B) {
	states, _ := positions(b)
	r := rand.New(rand.NewPCG(1, 2))
	var legal []kanban.Action
	var events []kanban.Event
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s := states[i%len(states)]
		legal = s.AppendLegalActions(legal[:0])
		var err error
		sink[i%len(sink)], events, err = kanban.AppendApply(events[:0], s, legal[r.IntN(len(legal))])
		if err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkListing lists the legal actions of a position.
func BenchmarkListing(b *testing.B) {
	states, _ := positions(b)
	var legal []kanban.Action
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		legal = states[i%len(states)].AppendLegalActions(legal[:0])
		i++
	}
}

// BenchmarkApplying applies the action a random player took.
func BenchmarkApplying(b *testing.B) {
	states, actions := positions(b)
	var events []kanban.Event
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		var err error
		k := i % len(states)
		sink[i%len(sink)], events, err = kanban.AppendApply(events[:0], states[k], actions[k])
		if err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkWholeGame plays a whole random 4-player game, from New to final
// scoring.
func BenchmarkWholeGame(b *testing.B) {
	var legal []kanban.Action
	var events []kanban.Event
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		s, _, err := kanban.New(config(4, seed))
		if err != nil {
			b.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for !s.IsOver() {
			legal = s.AppendLegalActions(legal[:0])
			if s, events, err = kanban.AppendApply(events[:0], s, legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkReplayGame replays the log of a whole random 4-player game,
// checked (Replay) and unchecked (ReplayUnchecked).
func BenchmarkReplayGame(b *testing.B) {
	log := play(b, 4, 3, 1<<20).log
	for _, c := range []struct {
		name   string
		replay func([]kanban.Event) (kanban.GameState, error)
	}{{"checked", kanban.Replay}, {"unchecked", kanban.ReplayUnchecked}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.replay(log); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkApplyingInPlace is BenchmarkApplying in place, on a copy of
// the position kept in memory, as a search tree's child.
func BenchmarkApplyingInPlace(b *testing.B) {
	states, actions := positions(b)
	var events []kanban.Event
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k, child := i%len(states), &sink[i%len(sink)]
		*child = states[k]
		var err error
		if events, err = kanban.AppendApplyInPlace(events[:0], child, actions[k]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkStepInPlace is BenchmarkStep in place, on a copy of the
// position kept in memory, as a search makes it.
func BenchmarkStepInPlace(b *testing.B) {
	states, _ := positions(b)
	r := rand.New(rand.NewPCG(1, 2))
	var legal []kanban.Action
	var events []kanban.Event
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		child := &sink[i%len(sink)]
		*child = states[i%len(states)]
		legal = child.AppendLegalActions(legal[:0])
		var err error
		if events, err = kanban.AppendApplyInPlace(events[:0], child, legal[r.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkDeterminize deals a position anew for its next player, as a
// search bot does at each iteration.
func BenchmarkDeterminize(b *testing.B) {
	states, _ := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s := &states[i%len(states)]
		var err error
		if sink[i%len(sink)], err = s.Determinize(s.Next().Player, uint64(i)); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkWalk is the step as a search makes it with a Walk: copy the
// position in (Reset), list (AppendLegal), pick, Play — the action taken
// from the walk's own listing, so not checked again.
func BenchmarkWalk(b *testing.B) {
	states, _ := positions(b)
	r := rand.New(rand.NewPCG(1, 2))
	var legal []kanban.Action
	var w kanban.Walk
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		w.Reset(&states[i%len(states)])
		legal = w.AppendLegal(legal[:0])
		if err := w.Play(r.IntN(len(legal))); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
