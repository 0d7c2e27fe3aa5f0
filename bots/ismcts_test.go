package bots_test

import (
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// ismctsTurns returns the Turns, with more than one legal action, at
// positions of a random game of n players.
func ismctsTurns(t *testing.T, n int, seed uint64, every int) []*bots.Turn {
	var turns []*bots.Turn
	for _, s := range positions(t, n, seed, every) {
		turn, err := bots.NewTurn(s, s.Next().Player)
		require.NoError(t, err)
		if turn.NumLegal() > 1 {
			turns = append(turns, turn)
		}
	}
	require.NotEmpty(t, turns)
	return turns
}

// With several Workers and a budget in iterations, ISMCTS is deterministic
// for its seed: two bots of the same seed choose the same actions, decision
// after decision (their trees kept between decisions), and play the same
// whole game.
func TestISMCTSWorkersDeterministic(t *testing.T) {
	newBot := func(seed uint64) bots.Bot {
		b := bots.NewISMCTS(seed, 30)
		b.Workers = 2
		return b
	}
	for _, turn := range ismctsTurns(t, 3, 11, 97) {
		a1, err := newBot(5).Act(turn)
		require.NoError(t, err)
		a2, err := newBot(5).Act(turn)
		require.NoError(t, err)
		require.Equal(t, a1, a2)
		require.True(t, slices.Contains(turn.Legal(), a1))
	}
	cfg := config(2, 8)
	s1, err := bots.Play(cfg, seatsOf(2, 4, newBot))
	require.NoError(t, err)
	s2, err := bots.Play(cfg, seatsOf(2, 4, newBot))
	require.NoError(t, err)
	require.True(t, s1.IsOver())
	require.Equal(t, s1, s2)
}

// With a Duration, ISMCTS returns a legal action, however short the time,
// on one goroutine or several. (What it chooses depends on the clock, so
// nothing else is checked.)
func TestISMCTSDuration(t *testing.T) {
	for _, workers := range []int{1, 2} {
		for _, d := range []time.Duration{time.Nanosecond, 5 * time.Millisecond} {
			for _, turn := range ismctsTurns(t, 2, 12, 151) {
				b := bots.NewISMCTS(1, 0)
				b.Duration, b.Workers = d, workers
				a, err := b.Act(turn)
				require.NoError(t, err)
				require.True(t, slices.Contains(turn.Legal(), a), "%v", a)
			}
		}
	}
}

// ISMCTS's Search returns what Act chooses, the most visited action, and
// statistics that add up: from a fresh tree, the visits sum to the
// iterations; each action's availability is at least its visits, and the
// root's value and each mean reward lie in [0, 1].
func TestISMCTSSearch(t *testing.T) {
	for _, workers := range []int{1, 2} {
		for _, turn := range ismctsTurns(t, 3, 13, 89) {
			const n = 40
			b := bots.NewISMCTS(7, n)
			b.Workers = workers
			r, err := b.Search(turn)
			require.NoError(t, err)
			other := bots.NewISMCTS(7, n)
			other.Workers = workers
			a, err := other.Act(turn)
			require.NoError(t, err)
			require.Equal(t, a, r.Action)
			require.Equal(t, n, r.Iterations)
			require.Len(t, r.Visits, turn.NumLegal())
			sum, most := 0, 0
			for i, v := range r.Visits {
				require.Equal(t, turn.LegalAt(i), v.Action)
				require.GreaterOrEqual(t, v.Availability, v.Visits)
				require.GreaterOrEqual(t, v.MeanReward, 0.0)
				require.LessOrEqual(t, v.MeanReward, 1.0)
				sum += v.Visits
				most = max(most, v.Visits)
			}
			require.Equal(t, n, sum)
			chosen := r.Visits[slices.IndexFunc(r.Visits, func(v bots.ActionVisit) bool { return v.Action == r.Action })]
			require.Equal(t, most, chosen.Visits)
			require.GreaterOrEqual(t, r.RootValue, 0.0)
			require.LessOrEqual(t, r.RootValue, 1.0)
		}
	}
}

// A child's availability counts every iteration that reached its parent
// with its action legal, the one that expanded it included (Cowling,
// Powley and Whitehouse 2012). At the root, which every iteration passes
// with the same legal actions, the first L iterations play the L actions
// one each, so after N ≥ L iterations their availabilities are N, N-1, …
// N-L+1.
func TestISMCTSAvailability(t *testing.T) {
	for _, turn := range ismctsTurns(t, 2, 3, 61) {
		n := turn.NumLegal() + 25
		r, err := bots.NewISMCTS(1, n).Search(turn)
		require.NoError(t, err)
		var avail, want []int
		for i, v := range r.Visits {
			require.Positive(t, v.Visits)
			avail = append(avail, v.Availability)
			want = append(want, n-i)
		}
		slices.Sort(avail)
		slices.Sort(want)
		require.Equal(t, want, avail)
	}
}

// With one legal action, Search runs no iteration and returns it.
func TestISMCTSSearchOneAction(t *testing.T) {
	for _, s := range positions(t, 2, 14, 7) {
		turn, err := bots.NewTurn(s, s.Next().Player)
		require.NoError(t, err)
		if turn.NumLegal() != 1 {
			continue
		}
		r, err := bots.NewISMCTS(1, 50).Search(turn)
		require.NoError(t, err)
		require.Equal(t, bots.SearchResult{Action: turn.LegalAt(0), Visits: []bots.ActionVisit{{Action: turn.LegalAt(0)}}}, r)
		return
	}
	t.Skip("no position with one legal action")
}

// However short its Duration, each worker of ISMCTS runs at least one
// iteration.
func TestISMCTSDurationIterates(t *testing.T) {
	turn := ismctsTurns(t, 2, 4, 200)[0]
	for _, workers := range []int{1, 2, 3} {
		b := bots.NewISMCTS(1, 0)
		b.Duration, b.Workers = time.Nanosecond, workers
		r, err := b.Search(turn)
		require.NoError(t, err)
		require.GreaterOrEqual(t, r.Iterations, workers)
		require.True(t, slices.Contains(turn.Legal(), r.Action))
	}
}

// ISMCTS's parts given as their defaults (WinReward, KindPolicy,
// TurnSampler) choose exactly as nil parts do, decision after decision.
func TestISMCTSDefaultParts(t *testing.T) {
	turns := ismctsTurns(t, 2, 15, 73)
	for _, workers := range []int{1, 2} {
		plain, parts := bots.NewISMCTS(9, 30), bots.NewISMCTS(9, 30)
		plain.Workers, parts.Workers = workers, workers
		parts.Reward, parts.Policy, parts.Sampler = bots.WinReward{}, bots.KindPolicy{}, bots.TurnSampler{}
		for _, turn := range turns {
			want, err := plain.Search(turn)
			require.NoError(t, err)
			got, err := parts.Search(turn)
			require.NoError(t, err)
			require.Equal(t, want, got)
		}
	}
}

// counting are ISMCTS parts that count their calls and delegate to the
// defaults, but for Reward, which favours the first seat's player.
type counting struct {
	rewards, picks, samples atomic.Int64
}

func (c *counting) Reward(s *kanban.GameState, out []float64) {
	c.rewards.Add(1)
	for i := range out {
		out[i] = 0
	}
	out[0] = 1
}

func (c *counting) Pick(s *kanban.GameState, legal []kanban.Action, r *rand.Rand) kanban.Action {
	c.picks.Add(1)
	return bots.KindPolicy{}.Pick(s, legal, r)
}

func (c *counting) Sample(t *bots.Turn, seed uint64) kanban.GameState {
	c.samples.Add(1)
	return t.Sample(seed)
}

// ISMCTS calls its custom parts: the Sampler and the Rewarder once an
// iteration, the RolloutPolicy in the rollouts, and its rewards are those
// the search learns from (every action of the first seat's player worth
// 1, of the second's 0).
func TestISMCTSCustomParts(t *testing.T) {
	for _, workers := range []int{1, 2} {
		for _, turn := range ismctsTurns(t, 2, 16, 131) {
			var c counting
			b := bots.NewISMCTS(2, 25)
			b.Workers, b.Reward, b.Policy, b.Sampler = workers, &c, &c, &c
			r, err := b.Search(turn)
			require.NoError(t, err)
			require.Equal(t, int64(25), c.rewards.Load())
			require.Equal(t, int64(25), c.samples.Load())
			require.Positive(t, c.picks.Load())
			want := 0.0
			if turn.Player() == turn.View().Players[0].Color {
				want = 1
			}
			require.Equal(t, want, r.RootValue)
		}
	}
}

// A bot whose Workers change between decisions (1, 3, 2, 1…, its trees
// kept) plays a whole game of legal actions, the same as another bot of
// the same seed and the same changes.
func TestISMCTSWorkersChange(t *testing.T) {
	cfg := config(2, 21)
	newBot := func(seed uint64) bots.Bot { return &changing{ISMCTS: bots.NewISMCTS(seed, 20)} }
	s1, err := bots.Play(cfg, seatsOf(2, 6, newBot))
	require.NoError(t, err)
	s2, err := bots.Play(cfg, seatsOf(2, 6, newBot))
	require.NoError(t, err)
	require.True(t, s1.IsOver())
	require.Equal(t, s1, s2)
}

// changing is an ISMCTS whose Workers go 1, 3, 2, 1, 3… decision after
// decision.
type changing struct {
	*bots.ISMCTS
	n int
}

func (c *changing) Act(t *bots.Turn) (kanban.Action, error) {
	c.Workers = []int{1, 3, 2}[c.n%3]
	c.n++
	return c.ISMCTS.Act(t)
}
