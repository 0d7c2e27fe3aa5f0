package main

import (
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// BenchmarkGoLoop is the Go loop VectorEnv is measured against: one
// operation is one random legal step of one of 256 two-player games, as a
// batch makes it, with nothing crossing into another language: a Walk
// step (list, pick, Play), a game that ends dealt anew, then the next
// position's observation (ObserveState), listing and mask
// (LegalMaskState), into reused buffers. python/benchmarks/bench.py runs
// it beside VectorEnv.
func BenchmarkGoLoop(b *testing.B) {
	const n = 256
	walks := make([]kanban.Walk, n)
	dealt := uint64(0)
	deal := func(w *kanban.Walk) {
		s, _, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: mix(1, dealt)})
		if err != nil {
			b.Fatal(err)
		}
		dealt++
		w.Reset(&s)
	}
	for i := range walks {
		deal(&walks[i])
	}
	r := rand.New(rand.NewPCG(1, 2))
	var legal []kanban.Action
	obs := make([]float32, 0, bots.ObservationSize)
	mask := make([]bool, bots.NumActionIDs)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		w := &walks[i%n]
		legal = w.AppendLegal(legal[:0])
		if err := w.Play(r.IntN(len(legal))); err != nil {
			b.Fatal(err)
		}
		if w.IsOver() {
			deal(w)
		}
		s := w.State()
		_, p := w.NextKind()
		obs = bots.ObserveState(&s, p, obs[:0])
		legal = w.AppendLegal(legal[:0])
		var err error
		if mask, err = bots.LegalMaskState(&s, legal, mask); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
