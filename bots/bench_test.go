package bots_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/stretchr/testify/require"
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

// BenchmarkSearch is one decision of 400 iterations of ISMCTS, of
// NewLearned, of PUCT with a random network and of NewNeural, on 1 and 2
// workers, over the positions of a random 2-player
// game; it reports the iterations a second. Run it with -cpu 1,2 to give
// the workers 1 and 2 cores (BOTS.md).
func BenchmarkSearch(b *testing.B) {
	states := positions(&testing.T{}, 2, 3, 7)
	for _, bot := range []struct {
		name string
		make func(seed uint64) *bots.ISMCTS
	}{
		{"ismcts", func(seed uint64) *bots.ISMCTS { return bots.NewISMCTS(seed, 400) }},
		{"learned", func(seed uint64) *bots.ISMCTS { return bots.NewLearned(seed, 400) }},
		// PUCT with a network of the size a learned evaluator would have
		// (random weights: the cost, not the strength).
		{"puct", func(seed uint64) *bots.ISMCTS {
			b := bots.NewISMCTS(seed, 400)
			b.Network = benchNetwork
			return b
		}},
		// NewNeural: the trained network, its leaves mixed with rollouts.
		{"neural", func(seed uint64) *bots.ISMCTS { return bots.NewNeural(seed, 400) }},
	} {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("bot=%s/workers=%d", bot.name, workers), func(b *testing.B) {
				b.ReportAllocs()
				i, iterations := 0, 0
				for b.Loop() {
					var t *bots.Turn
					for t == nil || t.NumLegal() < 2 {
						s := states[i%len(states)]
						i++
						var err error
						if t, err = bots.NewTurn(s, s.Next().Player); err != nil {
							b.Fatal(err)
						}
					}
					bt := bot.make(uint64(i))
					bt.Workers = workers
					r, err := bt.Search(t)
					if err != nil {
						b.Fatal(err)
					}
					iterations += r.Iterations
				}
				b.ReportMetric(float64(iterations)/b.Elapsed().Seconds(), "iterations/s")
			})
		}
	}
}

// benchNetwork is a Network of random weights with hidden layers of 128
// and 32 units.
var benchNetwork = func() *bots.Network {
	n, err := bots.NewNetwork(randomWeights(12, 128, 32, 0.05))
	if err != nil {
		panic(err)
	}
	return n
}()

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

// BenchmarkObservation is one step's observation and mask for the player
// to decide, over the positions of random games of 2 and 4 players and a
// solo game, every position of each, with its listing made beforehand:
// from=view builds the View and calls Observe and LegalMask, from=state
// calls ObserveState and LegalMaskState, into reused buffers.
func BenchmarkObservation(b *testing.B) {
	type step struct {
		s     kanban.GameState
		legal []kanban.Action
	}
	var steps []step
	for _, s := range slices.Concat(positions(b, 2, 5, 1), positions(b, 4, 6, 1), soloPositions(b, 7)) {
		steps = append(steps, step{s, s.LegalActions()})
	}
	obs := make([]float32, 0, bots.ObservationSize)
	mask := make([]bool, bots.NumActionIDs)
	b.Run("from=view", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			st := &steps[i%len(steps)]
			v := st.s.View(st.s.Next().Player)
			obs = bots.Observe(v, obs[:0])
			var err error
			if mask, err = bots.LegalMask(v, st.legal, mask); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
	b.Run("from=state", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			st := &steps[i%len(steps)]
			obs = bots.ObserveState(&st.s, st.s.Next().Player, obs[:0])
			var err error
			if mask, err = bots.LegalMaskState(&st.s, st.legal, mask); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
}

// soloPositions returns every position of a random solo game, the last
// one, game over, left out.
func soloPositions(t require.TestingT, seed uint64) []kanban.GameState {
	var out []kanban.GameState
	playRandom(t, soloGame(t, seed), rand.New(rand.NewPCG(seed, 1)), -1, func(s kanban.GameState, _ []kanban.Action) {
		out = append(out, s)
	})
	return out
}

// BenchmarkLinearPolicy is one rollout choice of the learnt policy, over
// the positions of a random 2-player game, the listing made beforehand.
func BenchmarkLinearPolicy(b *testing.B) {
	states := positions(&testing.T{}, 2, 3, 7)
	legal := make([][]kanban.Action, len(states))
	for i := range states {
		legal[i] = states[i].LegalActions()
	}
	p := bots.LearnedPolicy()
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		j := i % len(states)
		p.Pick(&states[j], legal[j], r)
		i++
	}
}

// BenchmarkNetworkEvaluate evaluates the positions of a 4-player game
// between random bots with networks of random weights and hidden layers
// of several sizes (h1 then h2): the cost of a learned evaluation, its
// first layer reading the 230 to 360 non-zero entries of a position's
// observation, or those that changed since the last.
func BenchmarkNetworkEvaluate(b *testing.B) {
	obs, legal := netPositions(b, 4, 9)
	for _, size := range [][2]int{{64, 32}, {128, 32}, {256, 32}} {
		b.Run(fmt.Sprintf("h1=%d/h2=%d", size[0], size[1]), func(b *testing.B) {
			n, err := bots.NewNetwork(randomWeights(1, size[0], size[1], 0.05))
			if err != nil {
				b.Fatal(err)
			}
			value, priors := make([]float32, bots.NetworkSeats), make([]float32, 256)
			// Along the game, each position one action from the last, as
			// from a node of a search to its child: the first layer is
			// updated by the entries that changed.
			b.Run("along", func(b *testing.B) {
				e := n.NewEvaluator()
				b.ReportAllocs()
				k := 0
				for b.Loop() {
					e.Evaluate(obs[k], legal[k], value, priors)
					if k++; k == len(obs) {
						k = 0
					}
				}
			})
			// Positions far apart (every 97th), each summed anew.
			b.Run("apart", func(b *testing.B) {
				e := n.NewEvaluator()
				b.ReportAllocs()
				k := 0
				for b.Loop() {
					e.Evaluate(obs[k], legal[k], value, priors)
					k = (k + 97) % len(obs)
				}
			})
		})
	}
}
