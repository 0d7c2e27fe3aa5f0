package bots_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/stretchr/testify/require"
)

// NewLinearPolicy takes exactly NumPolicyWeights finite, bounded weights,
// and copies them.
func TestNewLinearPolicy(t *testing.T) {
	for _, c := range []struct {
		name string
		w    func() []float32
		err  string
	}{
		{"short", func() []float32 { return make([]float32, bots.NumPolicyWeights-1) }, "want"},
		{"long", func() []float32 { return make([]float32, bots.NumPolicyWeights+1) }, "want"},
		{"NaN", func() []float32 {
			w := make([]float32, bots.NumPolicyWeights)
			w[3] = float32(math.NaN())
			return w
		}, "weight 3"},
		{"huge", func() []float32 {
			w := make([]float32, bots.NumPolicyWeights)
			w[9] = 1e6
			return w
		}, "weight 9"},
		{"zero", func() []float32 { return make([]float32, bots.NumPolicyWeights) }, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := c.w()
			p, err := bots.NewLinearPolicy(w)
			if c.err != "" {
				require.ErrorContains(t, err, c.err)
				return
			}
			require.NoError(t, err)
			w[0] = 5
			require.Zero(t, p.Weights()[0], "the policy keeps its own copy")
			got := p.Weights()
			got[1] = 7
			require.Zero(t, p.Weights()[1], "Weights returns a copy")
		})
	}
}

// The weights round-trip through their file format, and a file of the
// wrong length is refused.
func TestWeightsFile(t *testing.T) {
	w := bots.LearnedPolicy().Weights()
	back, err := bots.DecodeWeights(bots.EncodeWeights(w))
	require.NoError(t, err)
	require.Equal(t, w, back)
	_, err = bots.DecodeWeights(make([]byte, 7))
	require.ErrorIs(t, err, bots.ErrWeights)
}

// The learnt policy is not the uniform one, and at every position of
// random games it gives each legal action a probability, the
// probabilities summing to 1; Pick returns one of them, the same for the
// same generator; each action has one feature of each group, in range.
func TestLearnedPolicy(t *testing.T) {
	p := bots.LearnedPolicy()
	nonzero := 0
	for _, x := range p.Weights() {
		if x != 0 {
			nonzero++
		}
	}
	require.Greater(t, nonzero, 100, "bots/policy.bin holds learnt weights")
	for n := 1; n <= 4; n++ {
		cfg := config(n, uint64(n))
		if n == 1 {
			cfg.Solo = &kanban.SoloConfig{}
		}
		s, _, err := kanban.New(cfg)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(1, uint64(n)))
		var legal []kanban.Action
		for steps := 0; !s.IsOver() && steps < 400; steps++ {
			legal = s.AppendLegalActions(legal[:0])
			probs := p.Probabilities(&s, legal)
			require.Len(t, probs, len(legal))
			sum := 0.0
			for _, q := range probs {
				require.Greater(t, q, 0.0)
				sum += q
			}
			require.InDelta(t, 1, sum, 1e-9)
			a := p.Pick(&s, legal, rand.New(rand.NewPCG(uint64(steps), 9)))
			require.Contains(t, legal, a)
			require.Equal(t, a, p.Pick(&s, legal, rand.New(rand.NewPCG(uint64(steps), 9))))
			f := bots.AppendFeatures(nil, &s, a)
			require.NotEmpty(t, f)
			for _, i := range f {
				require.True(t, i >= 0 && i < bots.NumPolicyWeights, "feature %d", i)
			}
			s, _, err = kanban.Apply(s, legal[r.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
}

// Pick's draw follows Probabilities: over many draws at one position each
// action comes up about as often as its probability says.
func TestLinearPolicyDraws(t *testing.T) {
	s, _, err := kanban.New(config(2, 3))
	require.NoError(t, err)
	legal := s.LegalActions()
	require.Greater(t, len(legal), 1)
	p := bots.LearnedPolicy()
	probs := p.Probabilities(&s, legal)
	count := make(map[kanban.Action]int)
	r := rand.New(rand.NewPCG(5, 5))
	const draws = 20000
	for range draws {
		count[p.Pick(&s, legal, r)]++
	}
	for i, a := range legal {
		require.InDelta(t, probs[i], float64(count[a])/draws, 0.02, "%v", a)
	}
}

// The strongest bot searches as ISMCTS does; Search says what it found.
func ExampleNewLearned() {
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
	bot := bots.NewLearned(1, 200) // or bot.Duration = 100 * time.Millisecond
	r, err := bot.Search(t)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Iterations, "iterations over", len(r.Visits), "actions")
	// Output: 200 iterations over 4 actions
}
