package main

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// BenchmarkGoLoop is the Go loop VectorEnv is measured against: one
// operation is one random legal step of one of 256 two-player games, as a
// batch makes it, with nothing crossing into another language: a Walk
// step (pick from the position's listing, Play), a game that ends dealt
// anew, then the new position's listing, observation (ObserveState) and
// mask (LegalMaskState), into reused buffers. python/benchmarks/bench.py
// runs it beside VectorEnv.
func BenchmarkGoLoop(b *testing.B) {
	const n = 256
	type game struct {
		w     kanban.Walk
		legal []kanban.Action
	}
	games := make([]game, n)
	dealt := uint64(0)
	deal := func(g *game) {
		s, _, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: mix(1, dealt)})
		if err != nil {
			b.Fatal(err)
		}
		dealt++
		g.w.Reset(&s)
		g.legal = g.w.AppendLegal(g.legal[:0])
	}
	for i := range games {
		deal(&games[i])
	}
	r := rand.New(rand.NewPCG(1, 2))
	var cur kanban.GameState
	obs := make([]float32, 0, bots.ObservationSize)
	mask := make([]bool, bots.NumActionIDs)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		g := &games[i%n]
		if err := g.w.Play(r.IntN(len(g.legal))); err != nil {
			b.Fatal(err)
		}
		if g.w.IsOver() {
			deal(g)
		} else {
			g.legal = g.w.AppendLegal(g.legal[:0])
		}
		cur = g.w.State()
		_, p := g.w.NextKind()
		obs = bots.ObserveState(&cur, p, obs[:0])
		var err error
		if mask, err = bots.LegalMaskState(&cur, g.legal, mask); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkBatch is VectorEnv's step without Python: one operation is one
// step of each of 256 two-player games, random legal actions, on threads
// goroutines.
func BenchmarkBatch(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			const n = 256
			cfg, err := parseConfig(`{"players":[{"color":"red"},{"color":"blue"}]}`, "")
			if err != nil {
				b.Fatal(err)
			}
			bt := &batch{cfg: cfg, seed: 1, games: make([]*state, n), seeds: make([]uint64, n), current: make([]uint64, n), threads: threads, players: 2, idx: make([]int, n)}
			out := &output{obs: make([]float32, n*bots.ObservationSize), mask: make([]uint8, n*bots.NumActionIDs), player: make([]int32, n),
				rewards: make([]float32, n*2), done: make([]uint8, n), pp: make([]int32, n*2)}
			for i := range n {
				bt.seeds[i] = mix(1, uint64(i))
				if err := bt.deal(i); err != nil {
					b.Fatal(err)
				}
				if err := bt.show(i, out); err != nil {
					b.Fatal(err)
				}
			}
			bt.dealt = n
			r := rand.New(rand.NewPCG(1, 2))
			acts := make([]int32, n)
			b.ReportAllocs()
			for b.Loop() {
				for i, g := range bt.games {
					acts[i] = int32(g.ids[r.IntN(len(g.ids))])
				}
				if err := bt.step(acts, out); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N*n)/b.Elapsed().Seconds(), "steps/s")
		})
	}
}
