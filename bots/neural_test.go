package bots_test

import (
	"fmt"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// The embedded network reads (its layout is this build's observation and
// action IDs, DecodeNetwork checks), is learnt (its weights are not a
// fresh network's zeros), and NewNeural searches with it.
func TestTrainedNetwork(t *testing.T) {
	n := bots.TrainedNetwork()
	require.Same(t, n, bots.TrainedNetwork(), "read once")
	// A change of the printed numbers wants the network trained again on
	// games of the new edition (or, if it changes nothing the network
	// reads, stamped with it: Network.Edition).
	require.Equal(t, components.Version, n.Edition(), "bots/network.bin learnt from games of another edition than the built-in one")
	for players := 1; players <= bots.NetworkSeats; players++ {
		require.Equal(t, components.Version, bots.TrainedNetworkFor(players).Edition(), "the network of %d players", players)
	}
	require.NotSame(t, n, bots.TrainedNetworkFor(4), "4 players have a network of their own, bots/network-4.bin (generation 6)")
	require.NotSame(t, n, bots.TrainedNetworkFor(1), "solo has a network of its own, bots/network-1.bin")
	w := n.Weights()
	nonzero := 0
	for _, x := range w.W1 {
		if x != 0 {
			nonzero++
		}
	}
	require.Greater(t, nonzero, len(w.W1)/10, "bots/network.bin holds learnt weights")
	back, err := bots.DecodeNetwork(bots.EncodeNetwork(n))
	require.NoError(t, err)
	require.Equal(t, w, back.Weights())

	b := bots.NewNeural(3, 50)
	require.Same(t, n, b.Network)
	require.Same(t, bots.LearnedPolicy(), b.Policy, "the rollouts of its mixed leaves follow the learnt policy")
	require.Equal(t, 50, b.Iterations)
}

// RolloutMix weighs a rollout beside the network's value at the leaves:
// at 1 the value head is not heard (two networks that differ only in it
// search alike), below 1 it is.
func TestRolloutMix(t *testing.T) {
	w := randomWeights(5, 16, 8, 0.3)
	other := w
	other.Value, other.ValueBias = make([]float32, len(w.Value)), make([]float32, len(w.ValueBias))
	for i := range other.Value {
		other.Value[i] = -w.Value[i]
	}
	other.ValueBias[0] = 2
	n1, err := bots.NewNetwork(w)
	require.NoError(t, err)
	n2, err := bots.NewNetwork(other)
	require.NoError(t, err)
	differs := false
	for i, s := range positions(t, 2, 71, 9) {
		turn, err := bots.NewTurn(s, s.Next().Player)
		require.NoError(t, err)
		if turn.NumLegal() < 2 {
			continue
		}
		search := func(n *bots.Network, mix float64) bots.SearchResult {
			b := bots.NewLearned(uint64(i), 80)
			b.Network, b.RolloutMix = n, mix
			r, err := b.Search(turn)
			require.NoError(t, err)
			r.NetworkValue = 0 // the value head's own reading, which differs
			return r
		}
		require.Equal(t, search(n1, 1), search(n2, 1), "with RolloutMix 1 the leaves are the rollouts'")
		require.Equal(t, search(n1, 7), search(n2, 1), "RolloutMix is clamped to 1")
		if search(n1, 0.5).RootValue != search(n2, 0.5).RootValue {
			differs = true
		}
	}
	require.True(t, differs, "at RolloutMix 0.5 the value head is heard")
}

// NewNeural searches with the trained network; Search reports the
// network's priors and value beside the visits.
func ExampleNewNeural() {
	s, _, err := kanban.New(kanban.Config{Seed: 3, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
	if err != nil {
		fmt.Println(err)
		return
	}
	t, err := bots.NewTurn(s, s.Next().Player)
	if err != nil {
		fmt.Println(err)
		return
	}
	bot := bots.NewNeural(1, 200) // or bot.Duration, bot.CPUTime = 100*time.Millisecond, true
	r, err := bot.Search(t)
	if err != nil {
		fmt.Println(err)
		return
	}
	var priors float64
	for _, v := range r.Visits {
		priors += v.Prior
	}
	fmt.Printf("%d iterations over %d actions, priors summing to %.2f\n", r.Iterations, len(r.Visits), priors)
	fmt.Println("the network's value in [0, 1]:", r.NetworkValue >= 0 && r.NetworkValue <= 1)
	// Output:
	// 200 iterations over 4 actions, priors summing to 1.00
	// the network's value in [0, 1]: true
}
