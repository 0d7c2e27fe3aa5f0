package kanban_test

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// seen is what a game's first actions reveal of its setup, or use of what
// the players hold: what a twin must keep as it is to stay playable by the
// same actions.
type seen struct {
	designs     map[int]bool                              // Design tiles shown on the display or a stack top
	goalDraws   int                                       // goals drawn from the deck
	kanbanDraws int                                       // Kanban cards drawn
	demand      bool                                      // a Demand tile was turned up
	kept        [components.NumDepartments][]kanban.Award // Award tiles kept, shown by their benefit
	looked      [components.NumDepartments]bool           // the viewer, an Expert, looked through the tiles
	reshuffled  bool                                      // the goal deck was made again
	usedGoals   map[kanban.Color]bool                     // played or chose a goal from hand
	usedKanban  map[kanban.Color]bool                     // issued a Kanban Order
}

func seenIn(states []kanban.GameState, log []kanban.Event, viewer kanban.Color) seen {
	w := seen{designs: map[int]bool{}, usedGoals: map[kanban.Color]bool{}, usedKanban: map[kanban.Color]bool{}}
	for _, s := range states {
		for _, row := range s.Display() {
			for _, d := range row {
				w.designs[int(d)] = true
			}
		}
		for i := range components.DesignStacks {
			top, _ := s.DesignStack(kanban.CentralStack + kanban.DesignSource(i))
			w.designs[int(top)] = true
		}
	}
	for _, e := range log {
		switch e.Kind {
		case kanban.EvDesignTaken, kanban.EvStackReplaced, kanban.EvDesignsReturned, kanban.EvCarsClaimed:
			w.designs[int(e.Design)] = true
			w.designs[int(e.Top)] = true
		case kanban.EvDisplayRefilled:
			for _, d := range e.List.All() {
				w.designs[int(d)] = true
			}
		case kanban.EvGoalDrawn, kanban.EvRoomGoalDealt:
			w.goalDraws++
		case kanban.EvGoalDeckReshuffled:
			w.reshuffled = true
		case kanban.EvKanbanDrawn:
			w.kanbanDraws++
		case kanban.EvDemandTileTurned:
			w.demand = true
		case kanban.EvExpert:
			w.looked[e.Dept] = w.looked[e.Dept] || e.Player == viewer
		case kanban.EvAwardKept:
			w.kept[e.Dept] = append(w.kept[e.Dept], e.Award)
		case kanban.EvSpoke, kanban.EvGoalChosen:
			w.usedGoals[e.Player] = true
		case kanban.EvKanbanIssued:
			w.usedKanban[e.Player] = true
		}
	}
	return w
}

// shuffleAt shuffles the values of list at the positions given.
func shuffleAt(r *rand.Rand, list []int, at []int) {
	vals := make([]int, len(at))
	for k, i := range at {
		vals[k] = list[i]
	}
	r.Shuffle(len(vals), func(a, b int) { vals[a], vals[b] = vals[b], vals[a] })
	for k, i := range at {
		list[i] = vals[k]
	}
}

// twin returns a copy of a setup that differs from it only in what viewer
// cannot see and the game's first actions neither reveal nor use: the
// other players' hands, the decks below what is drawn, the Design stacks
// below what comes up, the Demand stack, the face-down Award tiles.
func twin(su *kanban.Setup, viewer kanban.Color, w seen, r *rand.Rand) *kanban.Setup {
	out := *su
	players := su.Config.Players
	n := len(players)
	deck := func(list []int, hand, shown, draws int, used map[kanban.Color]bool) []int {
		list = slices.Clone(list)
		var at []int
		for i := range list {
			switch {
			case i < n*hand:
				if c := players[i/hand].Color; c != viewer && !used[c] {
					at = append(at, i)
				}
			case i >= n*hand+shown+draws:
				at = append(at, i)
			}
		}
		shuffleAt(r, list, at)
		return list
	}
	out.GoalDeck = deck(su.GoalDeck, components.StartGoals, components.MeetingRoomPlaces, w.goalDraws, w.usedGoals)
	if w.reshuffled {
		out.GoalDeck = slices.Clone(su.GoalDeck) // every card was drawn
	}
	out.KanbanDeck = deck(su.KanbanDeck, components.StartKanbanCards, 1, w.kanbanDraws, w.usedKanban)

	out.Designs = slices.Clone(su.Designs)
	shown := components.DisplayRows * components.DisplayColumns
	var at []int
	for i := shown; i < len(out.Designs); i++ {
		if !w.designs[out.Designs[i]] {
			at = append(at, i)
		}
	}
	shuffleAt(r, out.Designs, at)
	out.Demand = slices.Clone(su.Demand)
	if !w.demand {
		var at []int
		for i := components.DemandFaceUp; i < len(out.Demand); i++ {
			at = append(at, i)
		}
		shuffleAt(r, out.Demand, at)
	}

	// Award tiles: those kept stay on their track, since their benefit
	// shows them, and so do the tracks whose tiles the viewer looked
	// through; the others are shuffled among the other tracks.
	var pool []kanban.Award
	rest := make([][]kanban.Award, len(su.Awards))
	for d, t := range su.Awards {
		if w.looked[d] {
			continue
		}
		rest[d] = slices.Clone(t)
		for _, k := range w.kept[d] {
			rest[d] = slices.Delete(rest[d], slices.Index(rest[d], k), slices.Index(rest[d], k)+1)
		}
		pool = append(pool, rest[d]...)
	}
	r.Shuffle(len(pool), func(a, b int) { pool[a], pool[b] = pool[b], pool[a] })
	out.Awards = nil
	for d, t := range su.Awards {
		if w.looked[d] {
			out.Awards = append(out.Awards, slices.Clone(t))
			continue
		}
		tiles := append(slices.Clone(w.kept[d]), pool[:len(rest[d])]...)
		pool = pool[len(rest[d]):]
		r.Shuffle(len(tiles), func(a, b int) { tiles[a], tiles[b] = tiles[b], tiles[a] })
		out.Awards = append(out.Awards, tiles)
	}
	return &out
}

// twinPair is two twin games: their setup events and first states, the
// actions played in the first, and whether they differ at all.
type twinPair struct {
	setupA, setupB kanban.Event
	a, b           kanban.GameState
	actions        []kanban.Action
	differ         bool
}

// twins plays game A of n players from seed for at most steps random
// actions, then sets up its twin B for viewer (twin).
func twins(tb require.TestingT, n int, seed uint64, viewer kanban.Color, steps int) twinPair {
	var actions []kanban.Action
	r := rand.New(rand.NewPCG(seed, 3))
	// Game A, played first to learn what it reveals.
	s, log, err := kanban.New(config(n, seed))
	require.NoError(tb, err)
	setup := log[0]
	states := []kanban.GameState{s}
	for range steps {
		if s.IsOver() {
			break
		}
		act := pick(r, s.LegalActions())
		s, log, err = kanban.AppendApply(log, s, act)
		require.NoError(tb, err)
		states, actions = append(states, s), append(actions, act)
	}

	su := twin(setup.Setup, viewer, seenIn(states, log, viewer), r)
	setupB := kanban.Event{Seq: 1, Action: -1, Kind: kanban.EvStarted, Player: kanban.NoColor, Setup: su}
	b, err := kanban.ReplayUnchecked([]kanban.Event{setupB})
	require.NoError(tb, err)
	require.Equal(tb, setup.For(viewer), setupB.For(viewer), "the setup looks the same")
	return twinPair{setupA: setup, setupB: setupB, a: states[0], b: b, actions: actions, differ: !reflect.DeepEqual(setup.Setup, su)}
}

// R-ENG-3: nothing a player receives depends on what they may not know.
// Two games that differ only in what one player cannot see (the other
// hands, deck and stack orders, face-down tiles), given the same actions,
// give that player the same events (Event.For) — the same kinds, sequence
// numbers and contents — and the same View, whether and what a decision
// asks included. The twin keeps what the actions reveal to the player or
// need from the others' hands, so the comparison runs the whole stretch:
// up to 300 actions (600 with KANBAN_SOAK=1).
func TestTwinGamesLookTheSame(t *testing.T) {
	t.Parallel()
	long(t)
	var compared, runs, differed int
	defer func() {
		t.Logf("%d twin pairs compared over %d actions in all; %d differed in hidden information", runs, compared, differed)
	}()
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(2, 4).Draw(rt, "players")
		seed := rapid.Uint64().Draw(rt, "seed")
		viewer := kanban.NoColor
		if v := rapid.IntRange(0, n).Draw(rt, "viewer"); v < n {
			viewer = colors[v]
		}
		steps := rapid.IntRange(1, soak.N(300, 600)).Draw(rt, "steps")
		tw := twins(rt, n, seed, viewer, steps)
		if tw.differ {
			differed++
		}
		runs++
		a, b := tw.a, tw.b

		for step, act := range tw.actions {
			compared++
			va, vb := a.View(viewer), b.View(viewer)
			require.True(rt, reflect.DeepEqual(va, vb), "before action %d: the views differ:\n%s", step, cmp.Diff(va, vb))
			if viewer == a.Next().Player {
				require.ElementsMatch(rt, a.LegalActions(), b.LegalActions(), "before action %d: the viewer's choices", step)
			}
			nextA, evsA, err := kanban.Apply(a, act)
			require.NoError(rt, err)
			nextB, evsB, err := kanban.Apply(b, act)
			require.NoError(rt, err, "action %d, %v, is refused in the twin", step, act)
			require.Equal(rt, len(evsA), len(evsB), "action %d, %v: the number of events", step, act)
			for i := range evsA {
				ea, eb := evsA[i].For(viewer), evsB[i].For(viewer)
				require.True(rt, reflect.DeepEqual(ea, eb), "action %d, %v: %v in one twin, %v in the other", step, act, ea, eb)
			}
			a, b = nextA, nextB
		}
	})
}

// R-ENG-3: the narration of a game (GameState.Narrate) tells a player only
// what they may know: twin games, which differ only in what the player
// cannot see, given the same actions, narrate every event to them in the
// same words, the setup event included.
func TestTwinGamesNarrateTheSame(t *testing.T) {
	var told, differed int
	for game := range 12 {
		n := 2 + game%3
		viewer := kanban.NoColor
		if game%(n+1) < n {
			viewer = colors[game%(n+1)]
		}
		seed := uint64(1000 + game)
		tw := twins(t, n, seed, viewer, 400+100*game)
		if tw.differ {
			differed++
		}
		var zero kanban.GameState
		require.Equal(t, zero.Narrate(tw.setupA, viewer), zero.Narrate(tw.setupB, viewer), "the setup")
		a, b := tw.a, tw.b
		for step, act := range tw.actions {
			nextA, evsA, err := kanban.Apply(a, act)
			require.NoError(t, err)
			nextB, evsB, err := kanban.Apply(b, act)
			require.NoError(t, err, "action %d, %v, is refused in the twin", step, act)
			require.Len(t, evsB, len(evsA))
			for i := range evsA {
				ta, tb := a.Narrate(evsA[i], viewer), b.Narrate(evsB[i], viewer)
				require.Equal(t, ta, tb, "game %d, action %d, %v: the narrations of %v differ", game, step, act, evsA[i].Kind)
				told++
				a, err = kanban.Evolve(a, evsA[i])
				require.NoError(t, err)
				b, err = kanban.Evolve(b, evsB[i])
				require.NoError(t, err)
			}
			require.Equal(t, nextA.Version(), a.Version())
			a, b = nextA, nextB
		}
	}
	require.Positive(t, differed, "no twin differed in hidden information")
	t.Logf("%d events narrated alike in %d twin pairs, %d of them different", told, 12, differed)
}
