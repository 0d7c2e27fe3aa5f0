package kanban_test

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// ---- Recycling outcomes (R-ENG-6) ----

// exchange is what Recycling changes: the stored parts and the pool (a bit
// set of part types).
type exchange struct {
	parts [components.NumParts]int
	pool  uint8
}

func exchangeOf(t *testing.T, s kanban.GameState) exchange {
	t.Helper()
	b, ok := s.Player(s.Next().Player)
	require.True(t, ok)
	x := exchange{parts: b.Parts}
	for _, p := range s.RecyclingPool() {
		x.pool |= 1 << p
	}
	return x
}

// swap is one Recycling swap on plain values, by R-WRK-6 alone: a stored
// type the pool lacks for a pool type.
func (x exchange) swap(give, take kanban.Part) (exchange, bool) {
	if give == take || x.parts[give] == 0 || x.pool&(1<<give) != 0 || x.pool&(1<<take) == 0 {
		return x, false
	}
	x.parts[give]--
	x.parts[take]++
	x.pool = x.pool&^(1<<take) | 1<<give
	return x, true
}

// unlimitedSwaps returns every exchange that any number of swaps reaches
// from x: Recycling as R-WRK-6 has it, without R-ENG-6.
func unlimitedSwaps(x exchange) map[exchange]bool {
	seen := map[exchange]bool{x: true}
	queue := []exchange{x}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for give := range kanban.Part(components.NumParts) {
			for take := range kanban.Part(components.NumParts) {
				if next, ok := cur.swap(give, take); ok && !seen[next] {
					seen[next] = true
					queue = append(queue, next)
				}
			}
		}
	}
	return seen
}

// engineSwaps explores, breadth first, every sequence of Recycle actions the
// engine accepts from s, which waits for a working turn with no swap made
// yet. It returns each exchange reached with the fewest swaps that reach it,
// and checks on the way that Apply accepts exactly the swaps R-WRK-6 allows
// and R-ENG-6 does not refuse, that it names R-ENG-6 when it refuses one of
// those, and, when legal is set, that LegalActions lists exactly the swaps
// Apply accepts.
func engineSwaps(t *testing.T, s kanban.GameState, legal bool) map[exchange]int {
	t.Helper()
	type node struct {
		s          kanban.GameState
		gave, took uint8
		swaps      int
	}
	type key struct {
		x          exchange
		gave, took uint8
	}
	player := s.Next().Player
	reached := map[exchange]int{exchangeOf(t, s): 0}
	seen := map[key]bool{}
	queue := []node{{s: s}}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		x := exchangeOf(t, n.s)
		// Each swap gives a type the pool lacks, which stays in the pool:
		// a path's length is the number of types given.
		require.Equal(t, bits.OnesCount8(n.gave), n.swaps)
		var accepted []kanban.Action
		for give := range kanban.Part(components.NumParts) {
			for take := range kanban.Part(components.NumParts) {
				if _, ok := x.swap(give, take); !ok {
					continue
				}
				a := kanban.Recycle(player, give, take)
				next, _, err := kanban.Apply(n.s, a)
				undoes := n.took&(1<<give) != 0 || n.gave&(1<<take) != 0
				if undoes {
					var re *kanban.RuleError
					require.True(t, errors.As(err, &re), "%v after gave %06b took %06b: %v", a, n.gave, n.took, err)
					require.Equal(t, "R-ENG-6", re.Rule)
					continue
				}
				require.NoError(t, err)
				accepted = append(accepted, a)
				k := key{exchangeOf(t, next), n.gave | 1<<give, n.took | 1<<take}
				if seen[k] {
					continue
				}
				seen[k] = true
				if _, ok := reached[k.x]; !ok {
					reached[k.x] = n.swaps + 1
				}
				queue = append(queue, node{next, k.gave, k.took, n.swaps + 1})
			}
		}
		if n.swaps >= components.RecyclingPool {
			require.Empty(t, accepted, "a swap after %d swaps", n.swaps)
		}
		if legal {
			var listed []kanban.Action
			for _, a := range n.s.LegalActions() {
				if a.Kind == kanban.ActRecycle {
					listed = append(listed, a)
				}
			}
			require.ElementsMatch(t, accepted, listed)
		}
	}
	return reached
}

// checkSameExchanges checks that from s the engine's Recycling reaches
// exactly the exchanges unlimited swaps reach, each in at most 3 swaps.
func checkSameExchanges(t *testing.T, s kanban.GameState, legal bool) {
	t.Helper()
	want := unlimitedSwaps(exchangeOf(t, s))
	got := engineSwaps(t, s, legal)
	require.Len(t, got, len(want), "from %+v", exchangeOf(t, s))
	for x, n := range got {
		require.True(t, want[x], "%+v is not an exchange", x)
		require.LessOrEqual(t, n, components.RecyclingPool, "%+v takes %d swaps", x, n)
	}
}

// turnStart plays the first legal action until a working turn starts.
func turnStart(t *testing.T, players int, seed uint64) kanban.GameState {
	t.Helper()
	s, _, err := kanban.New(seated(players, seed))
	require.NoError(t, err)
	for s.Next().Kind != kanban.DecideWork {
		s, _, err = kanban.Apply(s, s.LegalActions()[0])
		require.NoError(t, err)
	}
	return s
}

// R-ENG-6 R-WRK-6: the limit on swaps takes no exchange away. From every
// storage of up to 5 parts with every pool of 3 types, and from the start of
// every turn of random games, the Recycle actions the engine accepts reach
// exactly the (storage, pool) outcomes unlimited swaps reach, each in at
// most 3 swaps, and no turn without tasks has a 4th swap.
func TestRecyclingReachesEveryExchange(t *testing.T) {
	t.Parallel()
	long(t)
	t.Run("constructed", func(t *testing.T) {
		base := turnStart(t, 2, 1)
		var storages [][components.NumParts]int
		var grow func(parts [components.NumParts]int, from kanban.Part, left int)
		grow = func(parts [components.NumParts]int, from kanban.Part, left int) {
			storages = append(storages, parts)
			if left == 0 {
				return
			}
			for p := from; p < components.NumParts; p++ {
				parts[p]++
				grow(parts, p, left-1)
				parts[p]--
			}
		}
		grow([components.NumParts]int{}, 0, components.StorageSpaces)
		positions := 0
		for a := range kanban.Part(components.NumParts) {
			for b := a + 1; b < components.NumParts; b++ {
				for c := b + 1; c < components.NumParts; c++ {
					for i, parts := range storages {
						s, err := kanban.WithRecycling(base, parts, [components.RecyclingPool]kanban.Part{a, b, c})
						require.NoError(t, err)
						checkSameExchanges(t, s, i%16 == 0)
						positions++
					}
				}
			}
		}
		t.Logf("%d positions", positions)
	})
	t.Run("random games", func(t *testing.T) {
		positions := 0
		for g := range 12 {
			players := 2 + g%3
			s, _, err := kanban.New(seated(players, uint64(100+g)))
			require.NoError(t, err)
			r := rand.New(rand.NewPCG(uint64(g), 7))
			var events []kanban.Event
			for !s.IsOver() {
				started := false
				for _, e := range events {
					started = started || e.Kind == kanban.EvTurnStarted
				}
				if started && s.Next().Kind == kanban.DecideWork {
					checkSameExchanges(t, s, true)
					positions++
				}
				s, events, err = kanban.Apply(s, pick(r, s.LegalActions()))
				require.NoError(t, err)
			}
		}
		t.Logf("%d turns", positions)
	})
}

// ---- Recycling between tasks, on plain values (R-ENG-6) ----

// turnModel is a turn reduced to what Recycling touches: swaps, and tasks
// that use a part (from storage, or from the pool for a stored part, as
// Provide and Upgrade do) or store one (as Collect does). Its outcome is the
// exchange at the end and the parts the tasks used and stored, in order.
type turnModel struct {
	x          exchange
	gave, took uint8
	record     string
}

// turnOutcomes returns every outcome of a turn from x with at most tasks
// tasks: with limit, swaps follow R-ENG-6; with countTasks, a task's part
// from the pool counts as a swap too.
func turnOutcomes(x exchange, tasks int, limit, countTasks bool) map[string]bool {
	out := map[string]bool{}
	seen := map[turnModel]bool{}
	var walk func(m turnModel)
	walk = func(m turnModel) {
		if !limit {
			m.gave, m.took = 0, 0
		}
		if seen[m] {
			return
		}
		seen[m] = true
		out[fmt.Sprint(m.x, m.record)] = true
		swap := func(give, take kanban.Part, task bool) (turnModel, bool) {
			next, ok := m.x.swap(give, take)
			if !ok || (limit && (!task || countTasks) && (m.took&(1<<give) != 0 || m.gave&(1<<take) != 0)) {
				return m, false
			}
			n := m
			n.x = next
			if !task || countTasks {
				n.gave, n.took = m.gave|1<<give, m.took|1<<take
			}
			return n, true
		}
		for give := range kanban.Part(components.NumParts) {
			for take := range kanban.Part(components.NumParts) {
				if n, ok := swap(give, take, false); ok {
					walk(n)
				}
			}
		}
		if len(m.record) >= 2*tasks {
			return
		}
		for p := range kanban.Part(components.NumParts) {
			use := fmt.Sprintf("u%d", p)
			if m.x.parts[p] > 0 { // from storage
				n := m
				n.x.parts[p]--
				n.record += use
				walk(n)
			}
			for give := range kanban.Part(components.NumParts) { // from the pool
				if n, ok := swap(give, p, true); ok {
					n.x.parts[p]--
					n.record += use
					walk(n)
				}
			}
			n := m // collected
			n.x.parts[p]++
			n.record += fmt.Sprintf("c%d", p)
			walk(n)
		}
	}
	walk(turnModel{x: x})
	return out
}

// R-ENG-6 R-WRK-6 R-ASM-2 R-RND-4 R-LOG-2: with tasks between the swaps, a
// turn under R-ENG-6 still reaches every outcome unlimited swaps reach, as
// long as a task's part from the pool is not counted as a swap; counted, it
// would lose some: a Motor used from the pool, a Motor collected, and that
// Motor given to the pool for the Drivetrain.
func TestRecyclingKeepsTurnOutcomes(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	for i := range 60 {
		var x exchange
		for x.pool == 0 || bits.OnesCount8(x.pool) < components.RecyclingPool {
			x.pool |= 1 << r.IntN(components.NumParts)
		}
		for range r.IntN(5) {
			x.parts[r.IntN(components.NumParts)]++
		}
		tasks := 1 + i%2
		want := turnOutcomes(x, tasks, false, false)
		got := turnOutcomes(x, tasks, true, false)
		require.Equal(t, want, got, "from %+v with %d tasks", x, tasks)
	}

	var x exchange
	x.parts[kanban.Autopilot], x.parts[kanban.Drivetrain] = 1, 1
	x.pool = 1<<kanban.Motor | 1<<kanban.Drivetrain | 1<<kanban.Electronics
	counted := turnOutcomes(x, 2, true, true)
	var end exchange
	end.parts[kanban.Drivetrain] = 2
	end.pool = 1<<kanban.Motor | 1<<kanban.Autopilot | 1<<kanban.Electronics
	outcome := fmt.Sprint(end, fmt.Sprintf("u%dc%d", kanban.Motor, kanban.Motor))
	require.True(t, turnOutcomes(x, 2, false, false)[outcome])
	require.True(t, turnOutcomes(x, 2, true, false)[outcome])
	require.False(t, counted[outcome], "counting the task as a swap loses the outcome")
}
