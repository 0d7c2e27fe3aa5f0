package kanban_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// ---- The length of a game (R-ENG-6) ----

// dayBound is the most actions a day of n players can take, as doc.go
// derives it. Each player chooses a workstation and works one turn. A turn
// has at most MaxShiftsPerDay tasks, each costing a Shift, and each task
// raises at most choicesPerShift choices per Shift it costs (conveyor
// branches; a garage per car and the padlock); at most TrackExpert homework
// steps on each of the two tracks a turn can reach (Administration and the
// department it names), with a certification and an Expert's choice on
// each; RecyclingPool swaps plus one per task taking its part from the pool;
// and ending the turn. A Meeting has at most 1+SpeechSpacesCertified speeches
// per player, each after at most n-1 passes, then n passes and n goal
// choices.
func dayBound(t *testing.T, n int) int {
	t.Helper()
	const tracks, choicesPerTrack = 2, 2
	perShift := conveyorBranches(t)
	var claim func(pos, cost, cars int)
	claim = func(pos, cost, cars int) {
		if cars > 0 && cost <= components.MaxShiftsPerDay {
			perShift = max(perShift, (cars+1+cost-1)/cost) // a garage each, and the padlock
		}
		for p := pos; p < components.MaxQueue; p++ {
			claim(p+1, cost+int(components.ClaimCosts[p]), cars+1)
		}
	}
	claim(0, 0, 0)
	tasks := components.MaxShiftsPerDay
	turn := tasks*(1+perShift) + tracks*(components.TrackExpert+choicesPerTrack) +
		components.RecyclingPool + tasks + 1
	speeches := n * (1 + components.SpeechSpacesCertified)
	meeting := speeches*n + n + n
	return n + n*turn + meeting
}

// conveyorBranches is the most branching spaces a push chain can cross.
func conveyorBranches(t *testing.T) int {
	t.Helper()
	var most func(space int8, depth int) int
	most = func(space int8, depth int) int {
		require.Less(t, depth, int(components.NumConveyorSpaces), "the conveyor has a loop")
		links := components.Conveyor[space].Next
		best := 0
		for _, l := range links {
			if l.To != components.Exit {
				best = max(best, most(l.To, depth+1))
			}
		}
		if len(links) > 1 {
			best++
		}
		return best
	}
	branches := 0
	for space := range components.NumConveyorSpaces {
		branches = max(branches, most(int8(space), 0))
	}
	return branches
}

// orientationActions is every player's starting spot, part and Design.
func orientationActions(n int) int {
	return n * (1 + components.OrientationParts + components.OrientationDesigns)
}

// gameLength plays a game with choose until it ends or has played maxDays
// days, checking that no day takes more than dayBound actions and no turn
// more swaps than RecyclingPool plus its tasks taking a part from the pool.
// It returns the final state and the number of actions.
func gameLength(t *testing.T, cfg kanban.Config, maxDays int, choose func(kanban.GameState, []kanban.Action) kanban.Action) (kanban.GameState, int) {
	t.Helper()
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	bound := dayBound(t, len(cfg.Players))
	actions, today, swaps, poolTasks := 0, 0, 0, 0
	var legal []kanban.Action
	var events []kanban.Event
	for !s.IsOver() && s.Day() <= maxDays {
		legal = s.AppendLegalActions(legal[:0])
		a := choose(s, legal)
		switch {
		case a.Kind == kanban.ActRecycle:
			swaps++
		case (a.Kind == kanban.ActProvide || a.Kind == kanban.ActUpgrade) && a.From == kanban.FromRecycling:
			poolTasks++
		}
		s, events, err = kanban.AppendApply(events[:0], s, a)
		require.NoError(t, err)
		actions++
		today++
		for _, e := range events {
			switch e.Kind {
			case kanban.EvTurnEnded:
				require.LessOrEqual(t, swaps, components.RecyclingPool+poolTasks, "swaps in a turn")
				swaps, poolTasks = 0, 0
			case kanban.EvDayStarted:
				if e.N == 1 {
					require.LessOrEqual(t, today, orientationActions(len(cfg.Players)))
				} else {
					require.LessOrEqual(t, today, bound, "actions on day %d", e.N-1)
				}
				today = 0
			}
		}
	}
	return s, actions
}

// firstLegal always takes the first legal action, as the README's loop does.
func firstLegal(_ kanban.GameState, legal []kanban.Action) kanban.Action { return legal[0] }

// R-ENG-6: a game of always the first legal action ends, within MaxDays
// days and orientationActions + MaxDays × dayBound actions. With 2 and 3
// players it ends by the markers (R-END-1); with 4 it ends on the last day
// the engine allows: the four take both R&D workstations whenever Sandra
// would enter R&D, so she skips it, the Pace Car never moves and no Meeting
// is held (R-SEL-4, R-RND-2).
func TestFirstLegalActionGameEnds(t *testing.T) {
	for n := 2; n <= 4; n++ {
		t.Run(fmt.Sprintf("%d players", n), func(t *testing.T) {
			for seed := uint64(1); seed <= 5; seed++ {
				s, actions := gameLength(t, seated(n, seed), components.MaxDays, firstLegal)
				require.True(t, s.IsOver(), "seed %d: still on after %d days", seed, components.MaxDays)
				require.LessOrEqual(t, s.Day(), components.MaxDays)
				require.LessOrEqual(t, actions, orientationActions(n)+components.MaxDays*dayBound(t, n))
				if n == 4 {
					require.Equal(t, components.MaxDays, s.Day(), "seed %d: the game ends on the last day", seed)
					require.Zero(t, s.ProductionCycle())
				}
				t.Logf("seed %d: %d days, %d actions", seed, s.Day(), actions)
			}
		})
	}
}

// R-ENG-6 R-WRK-6: in random games, and in games whose players swap
// whenever they can, no day takes more than dayBound actions and no turn
// more swaps than RecyclingPool plus its tasks taking a part from the pool.
func TestActionsPerDayBounded(t *testing.T) {
	for g := range 30 {
		n := 2 + g%3
		r := rand.New(rand.NewPCG(uint64(g), 9))
		random := func(_ kanban.GameState, legal []kanban.Action) kanban.Action { return pick(r, legal) }
		recycler := func(_ kanban.GameState, legal []kanban.Action) kanban.Action {
			var swaps, fromPool []kanban.Action
			for _, a := range legal {
				switch {
				case a.Kind == kanban.ActRecycle:
					swaps = append(swaps, a)
				case a.From == kanban.FromRecycling:
					fromPool = append(fromPool, a)
				}
			}
			switch {
			case len(swaps) > 0:
				return swaps[r.IntN(len(swaps))]
			case len(fromPool) > 0:
				return fromPool[r.IntN(len(fromPool))]
			}
			return pick(r, legal)
		}
		for _, choose := range []func(kanban.GameState, []kanban.Action) kanban.Action{random, recycler} {
			s, _ := gameLength(t, seated(n, uint64(200+g)), components.MaxDays, choose)
			require.True(t, s.IsOver())
		}
	}
}
