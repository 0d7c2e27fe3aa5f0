package bots

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
)

// A search's evaluations alternate between the players' views; an
// Evaluator keeps the first layer's sums of each view apart, and each
// view's evaluations, interleaved with the others', agree with a fresh
// Evaluator's, and with another Evaluator fed the same, bit for bit.
func TestEvaluatorViews(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	w := NetworkWeights{Hidden1: 24, Hidden2: 8}
	for _, l := range []struct {
		dst *[]float32
		n   int
	}{
		{&w.W1, ObservationSize * 24}, {&w.B1, 24}, {&w.W2, 8 * 24}, {&w.B2, 8},
		{&w.Value, NetworkSeats * 8}, {&w.ValueBias, NetworkSeats},
		{&w.Policy, NumActionIDs * 8}, {&w.PolicyBias, NumActionIDs},
	} {
		*l.dst = make([]float32, l.n)
		for i := range *l.dst {
			(*l.dst)[i] = float32(r.Float64()-0.5) * 0.1
		}
	}
	n, err := NewNetwork(w)
	require.NoError(t, err)
	s, _, err := kanban.New(kanban.Config{Seed: 8, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}, {Color: kanban.Yellow}}})
	require.NoError(t, err)
	e, twin := n.NewEvaluator(), n.NewEvaluator()
	var legal []kanban.Action
	for step := 0; step < 400 && !s.IsOver(); step++ {
		legal = s.AppendLegalActions(legal[:0])
		for view, c := range s.Players() {
			obs := ObserveState(&s, c, nil)
			ids, err := AppendLegalIDs(nil, &s, legal)
			if c != s.Next().Player {
				ids = []int{0, 1, 2}
			}
			require.NoError(t, err)
			v1, v2, v3 := make([]float32, NetworkSeats), make([]float32, NetworkSeats), make([]float32, NetworkSeats)
			p1, p2, p3 := make([]float32, len(ids)), make([]float32, len(ids)), make([]float32, len(ids))
			e.evaluate(view, obs, ids, v1, p1)
			twin.evaluate(view, obs, ids, v2, p2)
			n.NewEvaluator().Evaluate(obs, ids, v3, p3)
			require.Equal(t, v1, v2)
			require.Equal(t, p1, p2)
			require.InDeltaSlice(t, v3, v1, 1e-4, "step %d, view %d", step, view)
			require.InDeltaSlice(t, p3, p1, 1e-4, "step %d, view %d", step, view)
		}
		if s, _, err = kanban.Apply(s, legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	for view := range e.views {
		require.LessOrEqual(t, e.views[view].since, refreshEvery)
	}
	require.Positive(t, e.views[2].since+e.views[1].since, "the views' sums were updated, not only summed anew")
}

// NewNeural searches with the trained network of the game's number of
// players (TrainedNetworkFor): one of their own where there is one,
// TrainedNetwork otherwise.
func TestNeuralNetworkOfThePlayers(t *testing.T) {
	for players := range NetworkSeats + 2 {
		n := TrainedNetworkFor(players)
		require.NotNil(t, n)
		require.Same(t, n, TrainedNetworkFor(players), "read once")
	}
	saved := trainedFor
	t.Cleanup(func() { trainedFor = saved })
	w := trained.Weights()
	w.ValueBias[0] = 8 // a value near 1 for the player, whatever the position
	own, err := NewNetwork(w)
	require.NoError(t, err)
	for _, players := range []int{1, 2, 3} {
		trainedFor = saved
		trainedFor[players-1] = func() *Network { return own }
		turn := firstTurn(t, players, 6)
		b := NewNeural(1, 20)
		r, err := b.Search(turn)
		require.NoError(t, err)
		require.Same(t, own, b.net, "%d players", players)
		require.Greater(t, r.NetworkValue, 0.95, "%d players: the value of the players' own network", players)
		require.Same(t, trained, b.Network, "the field is not changed")
	}
}

// NewNeural searches each mode with its settings (neuralModes) while its C
// and RolloutMix are those it wrote, and with the fields where they were
// changed.
func TestNeuralModes(t *testing.T) {
	for _, players := range []int{1, 2, 4} {
		turn := firstTurn(t, players, 9)
		search := func(b *ISMCTS) SearchResult {
			r, err := b.Search(turn)
			require.NoError(t, err)
			return r
		}
		like := func(c, mix float64) *ISMCTS {
			b := NewLearned(4, 120)
			b.Network, b.C, b.RolloutMix = TrainedNetworkFor(players), c, mix
			return b
		}
		m := neuralModes[players-1]
		require.Equal(t, search(like(m.c, m.mix)), search(NewNeural(4, 120)), "%d players: the mode's settings", players)
		b := NewNeural(4, 120)
		b.C = 0.5
		require.Equal(t, search(like(0.5, neuralModes[1].mix)), search(b), "%d players: C set by the caller", players)
		require.Equal(t, 0.5, b.C, "the field is not changed")
	}
	require.NotEqual(t, neuralModes[0], neuralModes[1], "solo has settings of its own")
}

// firstTurn returns the first decision of a new game of the players (1:
// solo) dealt from seed, one with a choice.
func firstTurn(t *testing.T, players int, seed uint64) *Turn {
	t.Helper()
	cfg := kanban.Config{Seed: seed}
	for _, c := range []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple}[:players] {
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: c})
	}
	if players == 1 {
		cfg.Solo = &kanban.SoloConfig{}
	}
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	turn, err := NewTurn(s, s.Next().Player)
	require.NoError(t, err)
	require.Greater(t, turn.NumLegal(), 1)
	return turn
}
