package kanban_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/kanbanev/kanban/internal/soak"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"strconv"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// The tests in this file use the public API only, as a host would: they
// keep the full log, send players Event.For and View, reload logs, and fold
// events one by one.

// table is what a client keeps of the table from the events it receives:
// nothing but Event.For copies.
type table struct {
	display [components.DisplayRows][components.DisplayColumns]kanban.DesignTile
	tops    [components.DesignStacks]kanban.DesignTile
	demand  [components.DemandFaceUp]kanban.DemandTile
	room    [components.MeetingRoomPlaces]int
	goals   []int
	kanban  []int
}

func (t *table) fold(tb testing.TB, p kanban.Color, e kanban.Event) {
	switch e.Kind {
	case kanban.EvStarted:
		su := e.Setup
		require.True(tb, su.Hidden)
		require.NotNil(tb, su.Table)
		t.display, t.tops, t.demand, t.room = su.Table.Display, su.Table.StackTops, su.Table.Demand, su.Table.MeetingRoom
		if p != kanban.NoColor {
			require.NotNil(tb, su.Table.Hand)
			t.goals, t.kanban = slices.Clone(su.Table.Hand.Goals), slices.Clone(su.Table.Hand.Kanban)
		} else {
			require.Nil(tb, su.Table.Hand, "a spectator holds no hand")
		}
	case kanban.EvDesignTaken:
		if e.Source.IsDisplay() {
			t.display[e.Source.Row()][e.Source.Column()] = kanban.NoDesign
		} else {
			t.tops[e.Source-kanban.CentralStack] = e.Top
		}
	case kanban.EvStackReplaced:
		t.tops[e.Source-kanban.CentralStack] = t.tops[0]
		t.tops[0] = e.Top
	case kanban.EvDesignsReturned, kanban.EvCarsClaimed:
		t.tops[0] = e.Top
	case kanban.EvDisplayRefilled:
		require.Equal(tb, e.List.Len(), components.DisplayRows*components.DisplayColumns+components.DesignStacks)
		for r := range t.display {
			for c := range t.display[r] {
				t.display[r][c] = kanban.DesignTile(e.List.Values()[r*components.DisplayColumns+c])
			}
		}
		for i := range t.tops {
			t.tops[i] = kanban.DesignTile(e.List.Values()[components.DisplayRows*components.DisplayColumns+i])
		}
	case kanban.EvDemandTileTurned:
		t.demand[e.Space] = kanban.DemandTile{Model: e.Model, Tokens: int(components.DemandTiles[e.Model].Speech)}
	case kanban.EvDemandTokenTaken:
		t.demand[e.Space].Tokens--
	case kanban.EvRoomGoalDealt:
		t.room[e.Space] = int(e.Goal)
	case kanban.EvGoalsDiscarded:
		for i := range t.room {
			t.room[i] = -1
		}
	case kanban.EvGoalsRevealed:
		for i, g := range e.List.All() {
			t.room[i] = int(int8(g))
		}
	}
	if e.Player != p || p == kanban.NoColor {
		return
	}
	switch e.Kind {
	case kanban.EvKanbanDrawn:
		t.kanban = append(t.kanban, int(e.Card))
	case kanban.EvKanbanIssued:
		t.kanban = slices.DeleteFunc(t.kanban, func(c int) bool { return c == int(e.Card) })
	case kanban.EvGoalDrawn:
		t.goals = append(t.goals, int(e.Goal))
	case kanban.EvSpoke, kanban.EvGoalChosen:
		if e.Goal != kanban.NoGoal {
			t.goals = slices.DeleteFunc(t.goals, func(g int) bool { return g == int(e.Goal) })
		}
	}
}

// R-ENG-3: a player (or a spectator) who receives only Event.For copies
// can follow the public table — the display, the stack tops, the Demand
// tiles, the meeting room — and their own hand, as View shows them.
func TestClientFollowsTheTable(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g := play(t, n, uint64(n)*31, 3000)
		for _, p := range append(slices.Clone(colors[:n]), kanban.NoColor) {
			var tab table
			s, err := kanban.Replay(g.log[:1])
			require.NoError(t, err)
			tab.fold(t, p, g.log[0].For(p))
			for i, start := range g.starts {
				end := len(g.log)
				if i+1 < len(g.starts) {
					end = g.starts[i+1]
				}
				for _, e := range g.log[start:end] {
					tab.fold(t, p, e.For(p))
					s, err = kanban.Evolve(s, e)
					require.NoError(t, err)
				}
				v := s.View(p)
				where := fmt.Sprintf("%d players, %v, after action %d", n, p, i)
				require.Equal(t, v.Display, tab.display, where)
				for k := range tab.tops {
					require.Equal(t, v.Stacks[k].Top, tab.tops[k], where)
				}
				require.Equal(t, v.Demand, tab.demand, where)
				require.Equal(t, v.MeetingRoom, tab.room, where)
				if p != kanban.NoColor {
					require.ElementsMatch(t, v.Hand.Goals, tab.goals, where)
					require.ElementsMatch(t, v.Hand.Kanban, tab.kanban, where)
				}
			}
		}
	}
}

// R-ENG-3: the seed and the generator's state never reach a player: not in
// any event as For gives it, not in a View. A hidden field is absent from
// the JSON, not an empty value.
func TestSeedNeverLeavesTheHost(t *testing.T) {
	const seed = 0x5eed5eed5eed
	g := play(t, 4, seed, 3000)
	seedText := strconv.FormatUint(seed, 10)
	secret := 0
	defer func() { require.NotZero(t, secret, "no face-down goal was chosen in the game") }()
	for _, p := range append(slices.Clone(colors), kanban.NoColor) {
		su := g.log[0].For(p).Setup
		require.Zero(t, su.Config.Seed)
		require.Zero(t, su.RNG)
		require.Nil(t, su.GoalDeck)
		require.Nil(t, su.KanbanDeck)
		require.Nil(t, su.Designs)
		require.Nil(t, su.Demand)
		require.Nil(t, su.Awards)
		b, err := json.Marshal(g.log[0].For(p))
		require.NoError(t, err)
		var ev struct{ Setup map[string]json.RawMessage }
		require.NoError(t, json.Unmarshal(b, &ev))
		for _, key := range []string{"rng", "goal_deck", "kanban_deck", "designs", "demand", "awards"} {
			require.NotContains(t, ev.Setup, key, "%v's setup event", p)
		}
		require.NotContains(t, string(ev.Setup["config"]), `"seed"`)
		require.Equal(t, "true", string(ev.Setup["hidden"]))
		for _, e := range g.log {
			b, err := json.Marshal(e.For(p))
			require.NoError(t, err)
			var back kanban.Event
			require.NoError(t, json.Unmarshal(b, &back), "a player's copy decodes: %s", b)
			again, err := json.Marshal(back)
			require.NoError(t, err)
			require.Equal(t, string(b), string(again), "a player's copy reads back as it was written")
			if e.Kind == kanban.EvActed && e.Act.Kind == kanban.ActChooseGoal && e.Player != p {
				// R-MTG-9: another's face-down goal is left out.
				secret++
				require.Equal(t, kanban.NoGoal, back.Act.Goal)
				require.NotContains(t, string(b), `"goal"`)
			}
			require.NotContains(t, string(b), seedText)
			require.NotContains(t, string(b), `"rng"`)
		}
		v, err := json.Marshal(g.final.View(p))
		require.NoError(t, err)
		require.NotContains(t, string(v), seedText)
		// A player's copy of the setup does not replay into the host's game.
		_, err = kanban.Replay([]kanban.Event{g.log[0].For(p)})
		require.ErrorContains(t, err, "player's copy")
	}
	// The host's own setup keeps the seed: only it replays.
	require.Equal(t, uint64(seed), g.log[0].Setup.Config.Seed)
}

// For returns a copy that shares nothing with the host's event.
func TestForSharesNothing(t *testing.T) {
	g := play(t, 3, 5, 400)
	before, err := json.Marshal(g.log)
	require.NoError(t, err)
	for _, e := range g.log {
		v := e.For(e.Player)
		v.List = mustList(0xFF)
		if v.Setup != nil {
			v.Setup.Pool[0] = 0
			v.Setup.FactoryGoals[0] = -1
			v.Setup.Config.Players[0].Color = kanban.NoColor
		}
	}
	after, err := json.Marshal(g.log)
	require.NoError(t, err)
	require.True(t, bytes.Equal(before, after), "changing a player's copy changed the host's log")
}

// R-ENG-5: every state between the events of an action, as Evolve gives
// it, answers every read method, and takes no action until the rest of the
// events are folded in. A log cut there does not replay.
func TestStatesBetweenEvents(t *testing.T) {
	t.Parallel()
	long(t)
	for n := 2; n <= 4; n++ {
		g := play(t, n, uint64(n)+40, soak.N(60, 1500))
		statesBetweenEvents(t, g.log, len(g.starts))
	}
}

// R-ENG-5, R-SOLO-9: the same in solo games, one with no Difficulty card
// and one with each card alone, where a Colleague's turn is a run of
// events inside the human's action.
func TestSoloStatesBetweenEvents(t *testing.T) {
	t.Parallel()
	long(t)
	// With no card, then each card alone; in a default run every fifth.
	for d := -1; d < components.SoloDifficultyCards; d += soak.N(5, 1) {
		so := &kanban.SoloConfig{}
		if d >= 0 {
			so.Difficulty = []components.Difficulty{components.Difficulty(d)}
		}
		t.Run(fmt.Sprint("difficulty-", d), func(t *testing.T) {
			s, log, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}}, Seed: uint64(d + 50), Solo: so})
			require.NoError(t, err)
			r := rand.New(rand.NewPCG(uint64(d+50), 3))
			actions := 0
			for !s.IsOver() {
				var evs []kanban.Event
				s, evs, err = kanban.Apply(s, pick(r, s.LegalActions()))
				require.NoError(t, err)
				log = append(log, evs...)
				actions++
			}
			statesBetweenEvents(t, log, actions)
		})
	}
}

// The solo defect this guards: between a Colleague's colleague-turn event
// and his next turn, Turn and so View indexed the players by his seat and
// panicked (seed 1, red alone, no Difficulty card).
func TestSoloTurnBetweenColleagueEvents(t *testing.T) {
	s, _, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}}, Seed: 1, Solo: &kanban.SoloConfig{}})
	require.NoError(t, err)
	seen := 0
	for _, n := range []string{"red cert-space space-0", "red start-design office-top", "red start-part motor", "red select design-top"} {
		a, err := kanban.ParseAction(n)
		require.NoError(t, err)
		evs, err := kanban.Decide(s, a)
		require.NoError(t, err)
		for _, e := range evs {
			s, err = kanban.Evolve(s, e)
			require.NoError(t, err)
			if e.Kind == kanban.EvColleagueTurn {
				seen++
				require.Equal(t, kanban.NoColor, s.Turn().Player, "a Colleague is no player")
			}
			use(t, s)
		}
	}
	require.NotZero(t, seen, "no Colleague's turn inside the actions")
}

// statesBetweenEvents folds a whole game's log event by event and checks
// every state on the way: actions is the number of actions in it.
func statesBetweenEvents(t *testing.T, log []kanban.Event, actions int) {
	s, err := kanban.Replay(log[:1])
	require.NoError(t, err)
	next := 0
	for i, e := range log[1:] {
		i++ // index in the log
		s, err = kanban.Evolve(s, e)
		require.NoError(t, err, "event %d: %v", i, e)
		boundary := i == len(log)-1 || log[i+1].Kind == kanban.EvActed
		use(t, s)
		if boundary {
			require.NotEqual(t, kanban.DecideEvents, s.Next().Kind)
			next++
			continue
		}
		require.Equal(t, kanban.DecideEvents, s.Next().Kind, "event %d", i)
		require.Empty(t, s.LegalActions())
		_, _, err := kanban.Apply(s, kanban.EndTurn(kanban.Red))
		require.ErrorIs(t, err, kanban.ErrInsideAction)
		_, err = kanban.Replay(log[:i+1])
		var le *kanban.LogError
		require.ErrorAs(t, err, &le, "a log cut inside an action")
		require.Equal(t, i, le.Index)
		_, err = kanban.ReplayUnchecked(log[:i+1])
		require.ErrorAs(t, err, &le)
	}
	require.Equal(t, actions, next)
}

// use calls what a host or a frontend calls on a state, and fails on a
// panic.
func use(tb require.TestingT, s kanban.GameState) {
	fatalf := func(format string, args ...any) { tb.Errorf(format, args...); tb.FailNow() }
	defer func() {
		if r := recover(); r != nil {
			fatalf("a state from the public API panics: %v\n%s", r, debug.Stack())
		}
	}()
	callEvery(tb, s, methodArguments(s))
	for _, c := range append(s.Players(), kanban.NoColor) {
		v := s.View(c)
		if _, err := json.Marshal(v); err != nil {
			fatalf("View(%v): %v", c, err)
		}
		callEvery(tb, v, nil)
		_ = s.Hand(c)
		_, _ = s.Player(c)
		if d, err := s.Determinize(c, 1); err == nil {
			_ = d.View(c)
			_ = d.LegalActions()
		}
	}
	for d := range kanban.Department(components.NumDepartments) {
		_ = s.TrackOrder(d)
	}
	for _, a := range s.LegalActions() {
		if _, _, err := kanban.Apply(s, a); err != nil {
			fatalf("a legal action %v is refused: %v", a, err)
		}
	}
}

// mutation is a structural change to a log, as a crashed store or a
// tampering client would make.
type mutation struct {
	name string
	do   func(log []kanban.Event, i int, other []kanban.Event) []kanban.Event
}

// renumber gives the events sequence numbers 1, 2, …, so that a drop or a
// duplicate is not caught by the numbering alone.
func renumber(log []kanban.Event) []kanban.Event {
	for i := range log {
		log[i].Seq = uint32(i + 1)
	}
	return log
}

var mutations = []mutation{
	{"cut", func(log []kanban.Event, i int, _ []kanban.Event) []kanban.Event { return log[:i] }},
	{"drop", func(log []kanban.Event, i int, _ []kanban.Event) []kanban.Event {
		return renumber(slices.Delete(log, i, i+1))
	}},
	{"duplicate", func(log []kanban.Event, i int, _ []kanban.Event) []kanban.Event {
		return renumber(slices.Insert(log, i, log[i]))
	}},
	{"swap", func(log []kanban.Event, i int, _ []kanban.Event) []kanban.Event {
		if i+1 < len(log) {
			log[i], log[i+1] = log[i+1], log[i]
		}
		return renumber(log)
	}},
	{"edit N", func(log []kanban.Event, i int, _ []kanban.Event) []kanban.Event {
		log[i].N++
		return log
	}},
	{"edit space", func(log []kanban.Event, i int, _ []kanban.Event) []kanban.Event {
		log[i].Space++
		return log
	}},
	{"edit gain", func(log []kanban.Event, i int, _ []kanban.Event) []kanban.Event {
		log[i].Gain.PP++
		return log
	}},
	{"edit list", func(log []kanban.Event, i int, _ []kanban.Event) []kanban.Event {
		log[i].List = mustList(append(log[i].List.Values(), 0)...)
		return log
	}},
	{"other seat", func(log []kanban.Event, i int, _ []kanban.Event) []kanban.Event {
		for _, c := range colors {
			if c != log[i].Player && c != kanban.NoColor {
				log[i].Player = c
				if log[i].Kind == kanban.EvActed {
					log[i].Act.Player = c
				}
				break
			}
		}
		return log
	}},
	{"splice", func(log []kanban.Event, i int, other []kanban.Event) []kanban.Event {
		if i < len(other) {
			log = append(log[:i:i], other[i:]...)
		}
		return log
	}},
}

// R-ENG-5: Replay accepts exactly the logs the rules produce. Every
// structural change to a real log is refused with a *LogError naming an
// event at or after the change, unless the changed log is still a log of
// the same game (a cut between two actions); whatever Replay accepts is a
// state that answers every call.
func TestReplayRefusesTamperedLogs(t *testing.T) {
	t.Parallel()
	games := []game{play(t, 2, 1, 600), play(t, 3, 2, 600), play(t, 4, 3, 600)}
	other := play(t, 4, 4, 600).log
	r := rand.New(rand.NewPCG(7, 7))
	for _, g := range games {
		for _, m := range mutations {
			for range 40 {
				i := 1 + r.IntN(len(g.log)-1)
				log := m.do(slices.Clone(g.log), i, other)
				s, err := kanban.Replay(log)
				if err == nil {
					require.True(t, isPrefixAtBoundary(g, log), "%s at %d: a changed log replays", m.name, i)
					use(t, s)
					continue
				}
				var le *kanban.LogError
				require.ErrorAs(t, err, &le, "%s at %d", m.name, i)
				require.GreaterOrEqual(t, le.Index, min(i, len(log)-1), "%s at %d: %v", m.name, i, err)
				require.LessOrEqual(t, len(err.Error()), 400, "a short error")
			}
		}
	}
}

// R-ENG-5: an edited event whose notation does not show the edit (the
// notation writes every member of the JSON, so the edit is of a field the
// event's kind does not carry) is refused naming that field; the error
// never reads "produces X here, not X".
func TestReplayNamesAnEditTheNotationHides(t *testing.T) {
	g := play(t, 2, 1, 200)
	edits := 0
	for i, e := range g.log {
		if i == 0 || e.Kind == kanban.EvActed {
			continue
		}
		log := slices.Clone(g.log)
		log[i].N++
		if log[i].String() != e.String() {
			continue // the notation shows it
		}
		_, err := kanban.Replay(log)
		require.Error(t, err)
		require.NotContains(t, err.Error(), "not "+strconv.Quote(e.String()))
		require.Contains(t, err.Error(), "whose field N, which a "+e.Kind.String()+" event does not carry, is set")
		edits++
	}
	require.NotZero(t, edits, "no event hides an edit of its N")
}

// isPrefixAtBoundary reports whether log is the game's log cut between two
// actions.
func isPrefixAtBoundary(g game, log []kanban.Event) bool {
	if len(log) > len(g.log) {
		return false
	}
	a, _ := json.Marshal(log)
	b, _ := json.Marshal(g.log[:len(log)])
	return bytes.Equal(a, b) && (len(log) == len(g.log) || g.log[len(log)].Kind == kanban.EvActed)
}

// R-ENG-5: the tampering a host must catch, each refused naming the event.
func TestReplayRefusesEachTampering(t *testing.T) {
	g := play(t, 4, 11, 800)
	s, err := kanban.Replay(g.log)
	require.NoError(t, err)
	require.Equal(t, g.final, s, "the untouched log replays")

	firstOf := func(k kanban.EventKind) int {
		for i, e := range g.log {
			if k == e.Kind && e.Gain.PP > 0 || k != kanban.EvGained && k == e.Kind {
				return i
			}
		}
		t.Fatalf("no %v event", k)
		return 0
	}
	gain := firstOf(kanban.EvGained)
	other := play(t, 4, 12, 800).log
	reseeded := func() []kanban.Event {
		log := slices.Clone(g.log)
		su := *log[0].Setup
		su.Config.Seed++
		log[0].Setup = &su
		return log
	}
	cases := []struct {
		name string
		log  []kanban.Event
		at   int
	}{
		{"PP gain edited", func() []kanban.Event {
			log := slices.Clone(g.log)
			log[gain].Gain.PP += 5
			return log
		}(), gain},
		{"gain moved to another seat", func() []kanban.Event {
			log := slices.Clone(g.log)
			for _, c := range colors {
				if c != log[gain].Player {
					log[gain].Player = c
					break
				}
			}
			return log
		}(), gain},
		{"event dropped, renumbered", renumber(slices.Delete(slices.Clone(g.log), gain, gain+1)), gain},
		{"event duplicated, renumbered", renumber(slices.Insert(slices.Clone(g.log), gain, g.log[gain])), gain + 1},
		{"setup relabelled with another seed", reseeded(), 0},
		{"spliced from another game", append(slices.Clone(g.log[:g.starts[5]]), other[g.starts[5]:]...), g.starts[5]},
		{"cut inside an action", g.log[:g.starts[7]+1], g.starts[7]},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := kanban.Replay(c.log)
			var le *kanban.LogError
			require.ErrorAs(t, err, &le)
			require.Equal(t, c.at, le.Index, "%v", err)
		})
	}
}

// R-ENG-5: the setup event records the schema of the wire format and the
// version of the rules and component data; a log of another is refused.
func TestReplayRefusesOtherVersions(t *testing.T) {
	g := play(t, 2, 3, 50)
	require.Equal(t, kanban.SchemaVersion, g.log[0].Setup.Schema)
	require.Equal(t, components.Version, g.log[0].Setup.Rules)
	for _, c := range []struct {
		name string
		edit func(*kanban.Setup)
		want string
	}{
		{"older schema", func(su *kanban.Setup) { su.Schema = 1 }, "schema 1"},
		{"newer schema", func(su *kanban.Setup) { su.Schema = kanban.SchemaVersion + 1 }, "schema"},
		{"other data", func(su *kanban.Setup) { su.Rules = "2026.01-0123456789abcdef" }, "rules and data"},
	} {
		t.Run(c.name, func(t *testing.T) {
			log := slices.Clone(g.log)
			su := *log[0].Setup
			c.edit(&su)
			log[0].Setup = &su
			for _, replay := range []func([]kanban.Event) (kanban.GameState, error){kanban.Replay, kanban.ReplayUnchecked} {
				_, err := replay(log)
				require.ErrorContains(t, err, c.want)
			}
		})
	}
}

// R-ENG-5: ReplayUnchecked, the fast fold, gives the same state as Replay
// for logs the engine wrote, and refuses a log cut inside an action or
// with an illegal action.
func TestReplayUnchecked(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g := play(t, n, uint64(n)*7, 2000)
		want, err := kanban.Replay(g.log)
		require.NoError(t, err)
		got, err := kanban.ReplayUnchecked(g.log)
		require.NoError(t, err)
		require.Equal(t, want, got)
		require.Equal(t, g.final, got)

		log := slices.Clone(g.log)
		i := g.starts[len(g.starts)/2]
		log[i].Act.Kind = kanban.ActPass // not what the game waits for
		_, err = kanban.ReplayUnchecked(log)
		var le *kanban.LogError
		require.ErrorAs(t, err, &le)
		require.Equal(t, i, le.Index)
		require.True(t, errors.Is(err, kanban.ErrUnknownAction) || errors.Is(err, kanban.ErrNotYourTurn), "%v", err)
	}
}

// R-ENG-5: no state the public API returns makes a later call panic. Real
// logs with one field of one event set to any value are folded by
// ReplayUnchecked and by Evolve; whatever they accept answers every call,
// and play goes on from it.
func TestEditedEventsNeverPanic(t *testing.T) {
	logs := [][]kanban.Event{play(t, 2, 21, 700).log, play(t, 3, 22, 700).log, play(t, 4, 23, 700).log}
	rapid.Check(t, func(rt *rapid.T) {
		log := slices.Clone(logs[rapid.IntRange(0, len(logs)-1).Draw(rt, "game")])
		i := rapid.IntRange(1, len(log)-1).Draw(rt, "event")
		log = log[:min(len(log), i+rapid.IntRange(1, 40).Draw(rt, "more"))]
		e := &log[i]
		small := rapid.IntRange(-3, 300)
		switch rapid.IntRange(0, 18).Draw(rt, "field") {
		case 0:
			e.Space = int8(small.Draw(rt, "v"))
		case 1:
			e.N = int16(small.Draw(rt, "v"))
		case 2:
			e.Part = kanban.Part(small.Draw(rt, "v"))
		case 3:
			e.Model = kanban.Model(small.Draw(rt, "v"))
		case 4:
			e.Dept = kanban.Department(small.Draw(rt, "v"))
		case 5:
			e.Card = int8(small.Draw(rt, "v"))
		case 6:
			e.Goal = kanban.GoalCard(small.Draw(rt, "v"))
		case 7:
			e.Design = kanban.DesignTile(small.Draw(rt, "v"))
		case 8:
			e.List = mustList(rapid.SliceOfN(rapid.Uint8(), 0, 12).Draw(rt, "list")...)
		case 9:
			e.Workstation = kanban.Workstation(small.Draw(rt, "v"))
		case 10:
			e.Source = kanban.DesignSource(small.Draw(rt, "v"))
		case 11:
			e.To = kanban.ConveyorSpace(small.Draw(rt, "v"))
		case 12:
			e.Kind = kanban.EventKind(small.Draw(rt, "v"))
		case 13:
			e.Decision = kanban.DecisionKind(small.Draw(rt, "v"))
		case 14:
			e.Award = kanban.Award(small.Draw(rt, "v"))
		case 15:
			e.Gain = kanban.Benefit{PP: int8(small.Draw(rt, "v")), Books: int8(small.Draw(rt, "v")), Speech: int8(small.Draw(rt, "v"))}
		case 16:
			e.Player = kanban.Color(small.Draw(rt, "v") % 6)
		case 17:
			e.Pending = !e.Pending
		case 18:
			*e = kanban.Event{Seq: e.Seq, Action: e.Action, Player: e.Player, Kind: kanban.EvChoicePending,
				Decision: kanban.DecisionKind(small.Draw(rt, "v")), Dept: kanban.Department(small.Draw(rt, "v") % 6),
				List: mustList(rapid.SliceOfN(rapid.Uint8Range(0, 14), 0, 3).Draw(rt, "path")...)}
		}
		s, err := kanban.ReplayUnchecked(log)
		if err == nil {
			useAndPlay(rt, s)
		}
		folded, err := kanban.Replay(log[:1])
		require.NoError(rt, err)
		for _, e := range log[1:] {
			next, err := kanban.Evolve(folded, e)
			if err != nil {
				break
			}
			folded = next
		}
		useAndPlay(rt, folded)
	})
}

// useAndPlay uses a state as a host would, storing it as a position among
// other things, then plays on from it.
func useAndPlay(t *rapid.T, s kanban.GameState) {
	if s.Next().Kind != kanban.DecideEvents {
		b, err := json.Marshal(s)
		require.NoError(t, err)
		var back kanban.GameState
		require.NoError(t, json.Unmarshal(b, &back))
		require.True(t, back == s, "a state does not come back from its position")
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 30 {
		use(t, s)
		legal := s.LegalActions()
		if len(legal) == 0 {
			return
		}
		var err error
		s, _, err = kanban.Apply(s, pick(r, legal))
		require.NoError(t, err)
	}
}

// R-ENG-5: Evolve never leaves a state waiting for a player that the rules
// do not reach: an action whose events were edited is refused at its last
// event, and the state before it still waits for events.
func TestEvolveChecksEachAction(t *testing.T) {
	g := play(t, 4, 31, 800)
	checked := 0
	for k, start := range g.starts[:len(g.starts)-1] {
		end := g.starts[k+1]
		if end-start < 3 {
			continue // one event after the acted one: nothing between
		}
		log := slices.Clone(g.log[:end])
		e := &log[start+1]
		before := e.String()
		e.Gain.PP, e.Space, e.N = e.Gain.PP+3, e.Space+1, e.N+1
		if e.String() == before {
			continue // the edit touched no field of the event's kind
		}
		s, err := kanban.Replay(log[:start])
		require.NoError(t, err)
		for i := start; i < end-1; i++ {
			s, err = kanban.Evolve(s, log[i])
			if err != nil {
				break // the edit itself does not fit
			}
		}
		if err != nil {
			continue
		}
		_, err = kanban.Evolve(s, log[end-1])
		var le *kanban.LogError
		require.ErrorAs(t, err, &le, "action %d", k)
		require.Equal(t, end-1, le.Index)
		require.Equal(t, kanban.DecideEvents, s.Next().Kind)
		checked++
	}
	require.NotZero(t, checked)
}

// R-FIN: ScoreNow applies final scoring to the position as it stands: it
// only adds to what each player has, its breakdown starts from their PP,
// it changes nothing, and for a finished game it is Result.
func TestScoreNow(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g := play(t, n, uint64(n)+70, 5000)
		s, err := kanban.Replay(g.log[:1])
		require.NoError(t, err)
		for i, start := range g.starts {
			end := len(g.log)
			if i+1 < len(g.starts) {
				end = g.starts[i+1]
			}
			for _, e := range g.log[start:end] {
				if s, err = kanban.Evolve(s, e); err != nil {
					t.Fatal(err)
				}
				if s.Next().Kind == kanban.DecideEvents {
					_, ok := s.ScoreNow()
					require.False(t, ok)
				}
			}
			before := s
			now, ok := s.ScoreNow()
			require.True(t, ok)
			require.Equal(t, before, s)
			require.Len(t, now.Standings, n)
			for _, st := range now.Standings {
				b, _ := s.Player(st.Color)
				if !s.IsOver() {
					require.Equal(t, b.PP, st.Breakdown.Play, "the PP so far")
				}
				require.GreaterOrEqual(t, st.PP, st.Breakdown.Play)
				require.GreaterOrEqual(t, st.Place, 1)
			}
		}
		require.True(t, s.IsOver())
		res, _ := s.Result()
		now, _ := s.ScoreNow()
		require.Equal(t, res, now)
	}
}

// Undo takes back an action that showed nobody anything hidden, giving the
// log and state before it, and redoing it gives the same events; an action
// that revealed something is refused, saying what. Undoable counts the
// actions that can be taken back in a row.
func TestUndo(t *testing.T) {
	undone, refused := 0, 0
	for n := 2; n <= 4; n++ {
		g := play(t, n, uint64(n)+90, 3000)
		for k := len(g.starts) - 1; k >= 0; k-- {
			if k%5 != 0 {
				continue
			}
			end := len(g.log)
			if k+1 < len(g.starts) {
				end = g.starts[k+1]
			}
			log := g.log[:end]
			s, back, err := kanban.Undo(log)
			if err != nil {
				require.ErrorIs(t, err, kanban.ErrCannotUndo)
				require.Zero(t, kanban.Undoable(log))
				refused++
				continue
			}
			undone++
			require.GreaterOrEqual(t, kanban.Undoable(log), 1)
			require.Equal(t, g.log[:g.starts[k]], back)
			want, err := kanban.Replay(g.log[:g.starts[k]])
			require.NoError(t, err)
			require.Equal(t, want, s)
			// Redo.
			a := g.log[g.starts[k]].Act
			_, evs, err := kanban.Apply(s, a)
			require.NoError(t, err)
			require.Equal(t, g.log[g.starts[k]:end], evs)
			// The events taken back showed nothing: their copies for each
			// player carry no card, tile or order.
			for _, e := range evs {
				require.NotContains(t, []kanban.EventKind{kanban.EvKanbanDrawn, kanban.EvGoalDrawn, kanban.EvDisplayRefilled, kanban.EvDemandTileTurned}, e.Kind)
				for _, p := range append(slices.Clone(colors[:n]), kanban.NoColor) {
					// Nothing in it is hidden from anyone but the actor's
					// own face-down goal, which they knew before.
					want := e
					switch {
					case e.Player == p:
					case e.Kind == kanban.EvGoalChosen:
						want.Goal = kanban.NoGoal
					case e.Kind == kanban.EvActed && e.Act.Kind == kanban.ActChooseGoal:
						want.Act.Goal = kanban.NoGoal
					}
					require.Equal(t, want, e.For(p), "an event taken back showed something hidden")
				}
			}
		}
	}
	require.NotZero(t, undone)
	require.NotZero(t, refused)
	_, _, err := kanban.Undo(play(t, 2, 1, 0).log)
	require.ErrorIs(t, err, kanban.ErrCannotUndo, "nothing to take back")
}

// UndoTo takes back a player's last action and every action after it, all
// or none: it gives the state before the player's action, with the log up
// to it, or an *UndoError naming the action that revealed something.
func TestUndoTo(t *testing.T) {
	back, refused, others := 0, 0, 0
	g := play(t, 3, 17, 2000)
	for k := 10; k < len(g.starts); k += 7 {
		end := len(g.log)
		if k+1 < len(g.starts) {
			end = g.starts[k+1]
		}
		log := g.log[:end]
		p := log[g.starts[k-3]].Player
		// The player's last action at or before action k.
		j := k
		for g.log[g.starts[j]].Player != p {
			j--
		}
		s, undone, n, err := kanban.UndoTo(log, p)
		if err != nil {
			var ue *kanban.UndoError
			require.ErrorAs(t, err, &ue)
			require.ErrorIs(t, err, kanban.ErrCannotUndo)
			require.GreaterOrEqual(t, ue.Action, j)
			require.Less(t, kanban.Undoable(log), k-j+1)
			_, _, _, err2 := kanban.UndoTo(log, p)
			require.Equal(t, err, err2)
			refused++
			continue
		}
		back++
		if j < k {
			others++
		}
		require.Equal(t, k-j+1, n)
		require.Equal(t, g.log[:g.starts[j]], undone)
		want, err := kanban.Replay(undone)
		require.NoError(t, err)
		require.Equal(t, want, s)
		require.Equal(t, p, s.Next().Player, "the player faces their decision again")
	}
	require.NotZero(t, back)
	require.NotZero(t, others, "never took back another player's action")
	require.NotZero(t, refused)
	_, _, _, err := kanban.UndoTo(play(t, 2, 1, 0).log, kanban.Red)
	var ue *kanban.UndoError
	require.ErrorAs(t, err, &ue)
	require.Equal(t, -1, ue.Action)
}
