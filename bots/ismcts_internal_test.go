package bots

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
)

// R-MTG-2 R-SOLO-11 R-SOLO-12: the subtree ISMCTS keeps from its last
// decision grew in that decision's samples, in which what followed the
// action chosen could differ from what did: in a solo game the Colleagues'
// turns, drawn from hidden decks, end the day in some samples and not in
// others. A kept root holding a working turn's EndTurn, visited more than
// the decision's iterations will visit any action, at a Meeting's turn to
// speak: the search chooses a legal action (before, it chose the EndTurn,
// and applying it to learn the next version was refused), and Search's
// visits are the decision's iterations, on one worker or two.
func TestISMCTSKeptRootDropsIllegalActions(t *testing.T) {
	turn := soloSpeakTurn(t)
	stale := kanban.EndTurn(turn.player)
	require.NotContains(t, turn.legal, stale)
	for _, workers := range []int{1, 2} {
		const n = 30
		b := NewISMCTS(3, n)
		b.Workers = workers
		for i := range workers {
			b.workers = append(b.workers, &searcher{
				r: rand.New(rand.NewPCG(b.seed, ismctsStream+uint64(i))),
				// The last decision's root, the node of the action chosen
				// there, and under it the EndTurn grown in other samples.
				nodes: []node{
					{seat: -1, children: []int32{1}},
					{seat: 0, children: []int32{2}},
					{action: stale, seat: 0, visits: 10 * n, avail: 10 * n, reward: 5 * n},
				},
				next: 1,
			})
		}
		b.me, b.expect = turn.player, turn.state.Version()
		r, err := b.Search(turn)
		require.NoError(t, err, "%d workers", workers)
		require.Contains(t, turn.legal, r.Action)
		sum := 0
		for _, v := range r.Visits {
			sum += v.Visits
		}
		require.Equal(t, n, sum, "%d workers: the visits are the decision's iterations", workers)
		a, err := b.Act(turn) // the root kept again is pruned again
		require.NoError(t, err)
		require.Contains(t, turn.legal, a)
	}
}

// soloSpeakTurn returns the first Meeting turn to speak, with more than one
// legal action, of a solo game Greedy plays.
func soloSpeakTurn(t *testing.T) *Turn {
	cfg := kanban.Config{Seed: 5, Players: []kanban.PlayerConfig{{Color: kanban.Red}}, Solo: &kanban.SoloConfig{}}
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	g := NewGreedy(1)
	for !s.IsOver() {
		turn, err := NewTurn(s, s.Next().Player)
		require.NoError(t, err)
		if s.Next().Kind == kanban.DecideSpeak && turn.NumLegal() > 1 {
			return turn
		}
		a, err := g.Act(turn)
		require.NoError(t, err)
		s, _, err = kanban.Apply(s, a)
		require.NoError(t, err)
	}
	t.Fatal("the game has no turn to speak")
	return nil
}

// R-MTG-2 R-SOLO-11 R-SOLO-12: the solo deal on which ISMCTS chose, at a
// Meeting's turn to speak, an EndTurn kept in the subtree of its last
// decision, grown in samples where the Colleagues' hidden cards let the day
// go on (the tournament's game 5 of -seed 1, ismcts:200 its second entry),
// plays to its end.
func TestISMCTSSoloDealOfAKeptEndTurn(t *testing.T) {
	cfg := kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}}, Seed: 3474659753338079219, Solo: &kanban.SoloConfig{}}
	s, err := Play(cfg, []Bot{NewISMCTS(252068537766911685, 200)})
	require.NoError(t, err)
	require.True(t, s.IsOver())
}

// R-SOLO-11 R-SOLO-12: in a solo game ISMCTS keeps its subtree for the
// next decision only where two samples reach the same version after the
// action chosen; where the Colleagues' hidden cards decide what follows,
// the next decision starts from a fresh tree. Over a solo game both
// happen.
func TestISMCTSSoloKeepsOnlyWhatFollowsForSure(t *testing.T) {
	cfg := kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}}, Seed: 11, Solo: &kanban.SoloConfig{}}
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	b := NewISMCTS(5, 8)
	kept, dropped := 0, 0
	for steps := 0; !s.IsOver() && steps < 600; steps++ {
		turn, err := NewTurn(s, s.Next().Player)
		require.NoError(t, err)
		a, err := b.Act(turn)
		require.NoError(t, err)
		if turn.NumLegal() > 1 {
			x, y := turn.Sample(0), turn.Sample(1)
			_, err := kanban.AppendApplyInPlace(nil, &x, a)
			require.NoError(t, err)
			_, err = kanban.AppendApplyInPlace(nil, &y, a)
			require.NoError(t, err)
			if x.Version() == y.Version() {
				require.Equal(t, kanban.Red, b.me)
				kept++
			} else {
				require.Equal(t, kanban.NoColor, b.me, "after %v", a)
				dropped++
			}
		}
		s, _, err = kanban.Apply(s, a)
		require.NoError(t, err)
	}
	require.NotZero(t, kept)
	require.NotZero(t, dropped)
}

// With CPUTime a Duration is the CPU time of the searching thread: the
// search's thread used at least that much, however long it waited.
func TestISMCTSCPUTime(t *testing.T) {
	if _, ok := threadCPU(); !ok {
		t.Skip("this system's thread CPU time is not read: CPUTime is the wall clock here")
	}
	s, _, err := kanban.New(kanban.Config{Seed: 3, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
	if err != nil {
		t.Fatal(err)
	}
	turn, err := NewTurn(s, s.Next().Player)
	if err != nil {
		t.Fatal(err)
	}
	b := NewISMCTS(1, 0)
	b.Duration, b.CPUTime = 20*time.Millisecond, true
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before, _ := threadCPU()
	r, err := b.Search(turn)
	if err != nil {
		t.Fatal(err)
	}
	after, _ := threadCPU()
	if used := after - before; used < b.Duration || r.Iterations == 0 {
		t.Errorf("a 20 ms CPU budget used %v of CPU in %d iterations", used, r.Iterations)
	}
}
