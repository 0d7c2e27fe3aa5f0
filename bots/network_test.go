package bots_test

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
)

// randomWeights returns weights of the given sizes, each uniform in
// ±scale, from seed.
func randomWeights(seed uint64, h1, h2 int, scale float32) bots.NetworkWeights {
	r := rand.New(rand.NewPCG(seed, 0))
	fill := func(n int) []float32 {
		w := make([]float32, n)
		for i := range w {
			w[i] = scale * (2*r.Float32() - 1)
		}
		return w
	}
	return bots.NetworkWeights{
		Hidden1: h1, Hidden2: h2,
		W1: fill(bots.ObservationSize * h1), B1: fill(h1),
		W2: fill(h2 * h1), B2: fill(h2),
		Value: fill(bots.NetworkSeats * h2), ValueBias: fill(bots.NetworkSeats),
		Policy: fill(bots.NumActionIDs * h2), PolicyBias: fill(bots.NumActionIDs),
	}
}

// netPositions returns the observations and legal IDs of the decisions of a
// game between random bots, of players players.
func netPositions(t testing.TB, players int, seed uint64) (obs [][]float32, legal [][]int) {
	cfg := kanban.Config{Seed: seed}
	for _, c := range []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple}[:players] {
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: c})
	}
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	r := bots.NewRandom(seed)
	for !s.IsOver() {
		p := s.Next().Player
		acts := s.LegalActions()
		ids, err := bots.AppendLegalIDs(nil, &s, acts)
		require.NoError(t, err)
		obs = append(obs, bots.ObserveState(&s, p, nil))
		legal = append(legal, ids)
		turn, err := bots.NewTurn(s, p)
		require.NoError(t, err)
		a, err := r.Act(turn)
		require.NoError(t, err)
		s, _, err = kanban.Apply(s, a)
		require.NoError(t, err)
	}
	return obs, legal
}

// dense evaluates w the plain way, every input multiplied, in float64:
// the reference Evaluate's sparse first layer must agree with.
func dense(w bots.NetworkWeights, obs []float32, legal []int) (value, priors []float64) {
	clip := func(x float64) float64 { return min(max(x, 0), 1) }
	h1 := make([]float64, w.Hidden1)
	for j := range h1 {
		s := float64(w.B1[j])
		for i, x := range obs {
			s += float64(x) * float64(w.W1[i*w.Hidden1+j])
		}
		h1[j] = clip(s)
	}
	h2 := make([]float64, w.Hidden2)
	for j := range h2 {
		s := float64(w.B2[j])
		for i, x := range h1 {
			s += x * float64(w.W2[j*w.Hidden1+i])
		}
		h2[j] = clip(s)
	}
	row := func(m []float32, r int, b float32) float64 {
		s := float64(b)
		for i, x := range h2 {
			s += x * float64(m[r*w.Hidden2+i])
		}
		return s
	}
	for s := range bots.NetworkSeats {
		value = append(value, 1/(1+math.Exp(-row(w.Value, s, w.ValueBias[s]))))
	}
	top, sum := math.Inf(-1), 0.0
	for _, id := range legal {
		priors = append(priors, row(w.Policy, id, w.PolicyBias[id]))
		top = max(top, priors[len(priors)-1])
	}
	for i := range priors {
		priors[i] = math.Exp(priors[i] - top)
		sum += priors[i]
	}
	for i := range priors {
		priors[i] /= sum
	}
	return value, priors
}

// Evaluate reads only the observation's non-zero entries, and agrees with
// the plain evaluation of every entry, on positions of real games.
func TestNetworkEvaluate(t *testing.T) {
	w := randomWeights(1, 24, 8, 0.05)
	n, err := bots.NewNetwork(w)
	require.NoError(t, err)
	e := n.NewEvaluator()
	for _, players := range []int{2, 4} {
		obs, legal := netPositions(t, players, uint64(players))
		for k := 0; k < len(obs); k += 7 {
			value, priors := make([]float32, bots.NetworkSeats), make([]float32, len(legal[k]))
			e.Evaluate(obs[k], legal[k], value, priors)
			wantValue, wantPriors := dense(w, obs[k], legal[k])
			sum := 0.0
			for i := range wantValue {
				require.InDelta(t, wantValue[i], value[i], 1e-4, "position %d, seat %d", k, i)
				require.True(t, value[i] >= 0 && value[i] <= 1)
			}
			for i := range wantPriors {
				require.InDelta(t, wantPriors[i], priors[i], 1e-4, "position %d, action %d", k, i)
				sum += float64(priors[i])
			}
			require.InDelta(t, 1, sum, 1e-5)
		}
	}
}

// One Evaluator along a game's positions, which updates its first layer
// by the entries that changed, agrees with a fresh Evaluator at each
// position, past many updates; and two along the same positions agree
// bit for bit.
func TestNetworkEvaluateIncremental(t *testing.T) {
	n, err := bots.NewNetwork(randomWeights(6, 32, 8, 0.05))
	require.NoError(t, err)
	along, again := n.NewEvaluator(), n.NewEvaluator()
	obs, legal := netPositions(t, 4, 7)
	require.Greater(t, len(obs), 300, "past the refresh of the sums")
	v1, v2, v3 := make([]float32, bots.NetworkSeats), make([]float32, bots.NetworkSeats), make([]float32, bots.NetworkSeats)
	for k := range obs {
		p1, p2, p3 := make([]float32, len(legal[k])), make([]float32, len(legal[k])), make([]float32, len(legal[k]))
		along.Evaluate(obs[k], legal[k], v1, p1)
		again.Evaluate(obs[k], legal[k], v2, p2)
		n.NewEvaluator().Evaluate(obs[k], legal[k], v3, p3)
		require.Equal(t, v1, v2)
		require.Equal(t, p1, p2)
		require.InDeltaSlice(t, v3, v1, 1e-4, "position %d", k)
		require.InDeltaSlice(t, p3, p1, 1e-4, "position %d", k)
	}
}

// An evaluation allocates nothing.
func TestNetworkEvaluateAllocs(t *testing.T) {
	n, err := bots.NewNetwork(randomWeights(2, 16, 8, 0.05))
	require.NoError(t, err)
	e := n.NewEvaluator()
	obs, legal := netPositions(t, 2, 5)
	value, priors := make([]float32, bots.NetworkSeats), make([]float32, 64)
	k := len(obs) / 2
	allocs := testing.AllocsPerRun(100, func() { e.Evaluate(obs[k], legal[k], value, priors) })
	require.Zero(t, allocs)
}

// The binary form reads back to the same weights; another format,
// version or layout, a file cut short or too long, and weights out of
// bounds are refused.
func TestNetworkEncoding(t *testing.T) {
	w := randomWeights(3, 8, 4, 1)
	n, err := bots.NewNetwork(w)
	require.NoError(t, err)
	b := bots.EncodeNetwork(n)
	back, err := bots.DecodeNetwork(b)
	require.NoError(t, err)
	if diff := cmp.Diff(w, back.Weights()); diff != "" {
		t.Fatalf("round trip (-want +got):\n%s", diff)
	}
	require.Equal(t, uint32(bots.NetworkVersion), binary.LittleEndian.Uint32(b[4:]))
	require.Equal(t, bots.NetworkLayout(), binary.LittleEndian.Uint64(b[8:]))

	// The edition it learnt from is recorded; a version 1 file, which
	// records none, still reads.
	w.Edition = components.Version
	stamped, err := bots.NewNetwork(w)
	require.NoError(t, err)
	sb := bots.EncodeNetwork(stamped)
	back, err = bots.DecodeNetwork(sb)
	require.NoError(t, err)
	require.Equal(t, components.Version, back.Edition())
	require.Equal(t, w, back.Weights())
	v1 := append(append([]byte(nil), b[:24]...), b[28:]...)
	binary.LittleEndian.PutUint32(v1[4:], 1)
	back, err = bots.DecodeNetwork(v1)
	require.NoError(t, err)
	require.Equal(t, "", back.Edition())
	require.Equal(t, n.Weights(), back.Weights())
	for _, bad := range []string{"two words", "tab\t", strings.Repeat("x", 65), "é"} {
		_, err := bots.NewNetwork(bots.NetworkWeights{Edition: bad, Hidden1: w.Hidden1, Hidden2: w.Hidden2,
			W1: w.W1, B1: w.B1, W2: w.W2, B2: w.B2, Value: w.Value, ValueBias: w.ValueBias, Policy: w.Policy, PolicyBias: w.PolicyBias})
		require.ErrorIs(t, err, bots.ErrNetwork, "edition %q", bad)
	}
	w.Edition = ""

	patch := func(off int, f func([]byte)) []byte {
		c := append([]byte(nil), b...)
		f(c[off:])
		return c
	}
	nan := patch(28, func(c []byte) { binary.LittleEndian.PutUint32(c, math.Float32bits(float32(math.NaN()))) })
	for name, bad := range map[string][]byte{
		"empty":             nil,
		"magic":             patch(0, func(c []byte) { c[0] = 'X' }),
		"version":           patch(4, func(c []byte) { binary.LittleEndian.PutUint32(c, bots.NetworkVersion+1) }),
		"layout":            patch(8, func(c []byte) { c[0] ^= 1 }),
		"hidden":            patch(16, func(c []byte) { binary.LittleEndian.PutUint32(c, 0) }),
		"huge":              patch(16, func(c []byte) { binary.LittleEndian.PutUint32(c, 1<<31) }),
		"cut short":         b[:len(b)-1],
		"too long":          append(append([]byte(nil), b...), 0),
		"nan":               nan,
		"edition":           patch(24, func(c []byte) { binary.LittleEndian.PutUint32(c, 65) }),
		"edition cut short": sb[:30],
		"edition too long":  patch(24, func(c []byte) { binary.LittleEndian.PutUint32(c, 1<<31) }),
	} {
		_, err := bots.DecodeNetwork(bad)
		require.ErrorIs(t, err, bots.ErrNetwork, name)
	}
	w.B2 = w.B2[1:]
	_, err = bots.NewNetwork(w)
	require.ErrorIs(t, err, bots.ErrNetwork, "a layer of the wrong size")
}

// Fuzz DecodeNetwork: a file it accepts encodes back to itself (a
// version 1 file to the same network), and any other is refused, never a
// panic.
func FuzzDecodeNetwork(f *testing.F) {
	n, err := bots.NewNetwork(randomWeights(4, 1, 1, 1))
	require.NoError(f, err)
	f.Add(bots.EncodeNetwork(n))
	f.Add([]byte("KBNN"))
	f.Fuzz(func(t *testing.T, b []byte) {
		n, err := bots.DecodeNetwork(b)
		if err != nil {
			return
		}
		again := bots.EncodeNetwork(n)
		if binary.LittleEndian.Uint32(b[4:]) == bots.NetworkVersion {
			require.Equal(t, b, again)
		}
		back, err := bots.DecodeNetwork(again)
		require.NoError(t, err)
		require.Equal(t, n.Weights(), back.Weights())
	})
}

// ISMCTS with a Network searches by PUCT: its root's priors are the
// network's for the Turn's legal actions, the network's value is given
// beside the search's, and the search follows from the seed, on one
// worker or two.
func TestSearchWithNetwork(t *testing.T) {
	obsAt := func(s kanban.GameState, p kanban.Color) ([]float32, []int) {
		ids, err := bots.AppendLegalIDs(nil, &s, s.LegalActionsFor(p))
		require.NoError(t, err)
		return bots.ObserveState(&s, p, nil), ids
	}
	for _, workers := range []int{1, 2} {
		for i, s := range positions(t, 3, 61, 41) {
			p := s.Next().Player
			turn, err := bots.NewTurn(s, p)
			require.NoError(t, err)
			if turn.NumLegal() < 2 {
				continue
			}
			search := func() bots.SearchResult {
				b := bots.NewISMCTS(uint64(i), 60)
				b.Network, b.Workers = testNetwork, workers
				r, err := b.Search(turn)
				require.NoError(t, err)
				return r
			}
			r := search()
			require.Equal(t, r, search(), "the same seed searches the same")
			require.Equal(t, 60, r.Iterations)
			obs, ids := obsAt(s, p)
			value, priors := make([]float32, bots.NetworkSeats), make([]float32, len(ids))
			testNetwork.NewEvaluator().Evaluate(obs, ids, value, priors)
			require.InDelta(t, value[0], r.NetworkValue, 1e-6)
			visits := 0
			for k, v := range r.Visits {
				require.InDelta(t, priors[k], v.Prior, 1e-6, "the root's prior of %v", v.Action)
				visits += v.Visits
			}
			require.Equal(t, 60-workers, visits, "every iteration but each worker's first, which expands the root, goes through a child of it")
		}
	}
}

// A network records the edition whose games it learnt from, and a search
// refuses a game of another: its judgement rests on the printed numbers.
// NewNeural, whose network learnt from the built-in edition, plays a game
// of another edition as NewLearned does.
func TestNetworkEdition(t *testing.T) {
	data, err := os.ReadFile("../testdata/edition-other.json")
	require.NoError(t, err)
	e, err := components.ParseEdition(data)
	require.NoError(t, err)
	ed, err := kanban.NewEdition(e)
	require.NoError(t, err)
	turnOf := func(ed kanban.Edition) *bots.Turn {
		s, _, err := kanban.New(kanban.Config{Seed: 5, Edition: ed, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
		require.NoError(t, err)
		turn, err := bots.NewTurn(s, s.Next().Player)
		require.NoError(t, err)
		require.Greater(t, turn.NumLegal(), 1)
		return turn
	}
	builtin, other := turnOf(kanban.Edition{}), turnOf(ed)
	w := randomWeights(9, 16, 8, 0.2)
	for _, c := range []struct {
		edition string
		refuses bool
	}{{"", false}, {components.Version, true}, {ed.Digest(), false}} {
		w.Edition = c.edition
		n, err := bots.NewNetwork(w)
		require.NoError(t, err)
		b := bots.NewLearned(1, 40)
		b.Network = n
		_, err = b.Search(other)
		if c.refuses {
			require.ErrorIs(t, err, bots.ErrNetwork, "edition %q", c.edition)
			require.ErrorContains(t, err, ed.Digest())
		} else {
			require.NoError(t, err, "edition %q", c.edition)
		}
	}

	require.Equal(t, components.Version, bots.TrainedNetwork().Edition())
	search := func(b *bots.ISMCTS, turn *bots.Turn) bots.SearchResult {
		r, err := b.Search(turn)
		require.NoError(t, err)
		return r
	}
	r, want := search(bots.NewNeural(2, 60), other), search(bots.NewLearned(2, 60), other)
	require.Equal(t, want, r, "NewNeural in a game of another edition")
	r, want = search(bots.NewNeural(2, 60), builtin), search(bots.NewLearned(2, 60), builtin)
	require.NotEqual(t, want, r)
	require.Positive(t, r.NetworkValue)
	// A network of one's own in NewNeural refuses, as in any search.
	w.Edition = components.Version
	n, err := bots.NewNetwork(w)
	require.NoError(t, err)
	b := bots.NewNeural(2, 60)
	b.Network = n
	_, err = b.Search(other)
	require.ErrorIs(t, err, bots.ErrNetwork)
}

// A tree grown with a network is not grown on by a search without it, or
// with another (PUCT adds every child of a leaf unvisited, which UCB
// cannot choose among): the decision after a change of Network starts
// afresh, its visits no more than its own iterations.
func TestNetworkChangeStartsAfresh(t *testing.T) {
	n, err := bots.NewNetwork(randomWeights(11, 16, 8, 0.2))
	require.NoError(t, err)
	found := 0
	for _, s := range positions(t, 2, 81, 3) {
		p := s.Next().Player
		first, err := bots.NewTurn(s, p)
		require.NoError(t, err)
		if first.NumLegal() < 2 {
			continue
		}
		for _, next := range []*bots.Network{nil, bots.TrainedNetwork()} {
			b := bots.NewLearned(3, 60)
			b.Network = n
			r, err := b.Search(first)
			require.NoError(t, err)
			after, _, err := kanban.Apply(s, r.Action)
			require.NoError(t, err)
			if after.IsOver() || after.Next().Player != p {
				break
			}
			second, err := bots.NewTurn(after, p)
			require.NoError(t, err)
			if second.NumLegal() < 2 {
				break
			}
			b.Network = next
			r, err = b.Search(second)
			require.NoError(t, err)
			visits := 0
			for _, v := range r.Visits {
				visits += v.Visits
			}
			require.LessOrEqual(t, visits, r.Iterations, "the second decision's tree is its own: it holds no visit of the first's")
			found++
		}
		if found >= 6 {
			break
		}
	}
	require.Positive(t, found, "no player had two decisions in a row")
}
