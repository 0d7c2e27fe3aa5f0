package main

import (
	"context"
	"encoding/json"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game whose ISMCTS, learned or neural seat has a budget plays to its
// end with it, across a restart: the seat is stored with its budget, listed with
// it, named with it in the record, and, for a time per decision, each
// decision of the restarted server, where there was a choice, searched at
// least that long.
func TestBudgetedBotPlaysToTheEnd(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		kind       string
		iterations int
		time       time.Duration
		json, tag  string
	}{
		{ISMCTS, 0, 5 * time.Millisecond, `"decision_time":"5ms"`, "ismcts:5ms"},
		{Learned, 5, 0, `"iterations":5`, "learned:5"},
		{Learned, 0, 5 * time.Millisecond, `"decision_time":"5ms"`, "learned:5ms"},
		{Neural, 5, 0, `"iterations":5`, "neural:5"},
	} {
		t.Run(tc.tag, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "games.db")
			h := startHost(t, file)
			req := seats(tc.kind, Random)
			req.Seats[0].Iterations, req.Seats[0].DecisionTime = tc.iterations, DecisionTime(tc.time)
			game, _ := h.client("", "").create(req)
			want := []SeatInfo{{Color: kanban.Red, Kind: tc.kind, Iterations: tc.iterations, DecisionTime: DecisionTime(tc.time)}, {Color: kanban.Blue, Kind: Random}}
			assert.Equal(t, want, game.Seats)

			require.Eventually(t, func() bool { st, _ := h.hosted(game.ID); return st.Version() > 60 }, time.Minute, 5*time.Millisecond)
			h.stop()
			st, err := store.OpenSQLite(context.Background(), file)
			require.NoError(t, err)
			sg, err := st.Load(context.Background(), game.ID)
			require.NoError(t, err)
			require.NoError(t, st.Close())
			assert.Equal(t, []store.Seat{{Color: kanban.Red, Kind: tc.kind, Iterations: tc.iterations, DecisionTime: tc.time}, {Color: kanban.Blue, Kind: Random}}, sg.Seats, "stored with its budget")
			require.False(t, sg.Over, "stopped in the middle of the game")

			h = startHost(t, file)
			c := h.client(game.ID, "")
			require.Eventually(t, func() bool { st, _ := h.hosted(game.ID); return st.IsOver() }, 2*time.Minute, 10*time.Millisecond,
				"the bots play the game to its end after the restart")
			status, body := c.do("GET", "/api/games", nil)
			require.Equal(t, http.StatusOK, status)
			var list []GameInfo
			require.NoError(t, json.Unmarshal(body, &list))
			require.Len(t, list, 1)
			assert.Equal(t, want, list[0].Seats)
			assert.Contains(t, string(body), `{"color":"red","kind":"`+tc.kind+`",`+tc.json+`}`)
			var spectate StateResponse
			status, body = c.do("GET", "/api/games/"+game.ID+"/spectate", nil)
			require.Equal(t, http.StatusOK, status)
			require.NoError(t, json.Unmarshal(body, &spectate))
			assert.Equal(t, want, spectate.Seats)

			status, body = c.do("GET", "/api/games/"+game.ID+"/record", nil)
			require.Equal(t, http.StatusOK, status)
			assert.Contains(t, string(body), "\ntag red "+tc.tag+"\ntag blue random\n", "the record names each seat's bot and budget")

			if tc.time == 0 {
				return
			}
			// The decisions this server made with a choice to make, each of
			// which searched for the seat's time at least.
			_, log := h.hosted(game.ID)
			choices := choicesAfter(t, log, kanban.Red, sg.Version)
			require.Positive(t, choices)
			spent := botSeconds(t, h, tc.kind)
			assert.GreaterOrEqual(t, spent, float64(choices)*tc.time.Seconds(),
				"%d decisions with a choice in %.3f s: each searched for %v", choices, spent, tc.time)
			t.Logf("after the restart at version %d: %d %s decisions with a choice, %.3f s in all", sg.Version, choices, tc.kind, spent)
		})
	}
}

// choicesAfter counts the actions of c after the version whose
// decisions had more than one legal action to choose from.
func choicesAfter(t *testing.T, log []kanban.Event, c kanban.Color, version uint32) int {
	t.Helper()
	var s kanban.GameState
	n := 0
	for _, e := range log {
		if e.Kind == kanban.EvActed && e.Player == c && e.Seq > version && len(s.LegalActionsFor(c)) > 1 {
			n++
		}
		var err error
		s, err = kanban.Evolve(s, e)
		require.NoError(t, err)
	}
	return n
}

// An instance that takes a game over from a dead one, on one PostgreSQL
// database, plays its ISMCTS seat with the time per decision the seat was
// given on the other.
func TestInstanceTakesOverATimedSeat(t *testing.T) {
	t.Parallel()
	const budget = 5 * time.Millisecond
	c := startCluster(t, 2)
	a, b := c.hosts[0], c.hosts[1]
	req := seats(Random, ISMCTS)
	req.Seats[1].DecisionTime = DecisionTime(budget)
	game, _ := a.client("", "").create(req)
	want := []SeatInfo{{Color: kanban.Red, Kind: Random}, {Color: kanban.Blue, Kind: ISMCTS, DecisionTime: DecisionTime(budget)}}
	require.Equal(t, want, b.spectate(game.ID).Seats, "b reads the seat's time from the store")
	require.Eventually(t, func() bool { return b.spectate(game.ID).Version > 60 }, 30*time.Second, 5*time.Millisecond)
	a.kill()
	killed := c.stored(game.ID).Version
	end := b.waitOver(game.ID, 2*time.Minute)
	assert.Equal(t, want, end.Seats)
	assert.Zero(t, c.conflicts.Load(), "no version played twice")
	_, log := b.hosted(game.ID)
	choices := choicesAfter(t, log, kanban.Blue, killed)
	require.Positive(t, choices)
	spent := botSeconds(t, b, ISMCTS)
	assert.GreaterOrEqual(t, spent, float64(choices)*budget.Seconds(),
		"%d decisions of b with a choice in %.3f s: each searched for %v", choices, spent, budget)
	t.Logf("a killed at version %d; b made %d ISMCTS decisions with a choice, %.3f s in all", killed, choices, spent)
}

// botSeconds is the time the bots of kind spent deciding, as /metrics
// tells it.
func botSeconds(t *testing.T, h *host, kind string) float64 {
	t.Helper()
	status, body := h.client("", "").do("GET", "/metrics", nil)
	require.Equal(t, http.StatusOK, status)
	prefix := `kanban_bot_decision_seconds_sum{kind="` + kind + `"} `
	for l := range strings.SplitSeq(string(body), "\n") {
		if v, ok := strings.CutPrefix(l, prefix); ok {
			f, err := strconv.ParseFloat(v, 64)
			require.NoError(t, err)
			return f
		}
	}
	t.Fatalf("/metrics has no %s", prefix)
	return 0
}

// An ISMCTS, learned or neural seat's time per decision is what its bot
// searches for, and an iteration budget chooses the same action every time.
func TestBotActionSpendsTheDecisionTime(t *testing.T) {
	s, _, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 3})
	require.NoError(t, err)
	for len(s.LegalActionsFor(s.Next().Player)) < 2 {
		s, _, err = kanban.Apply(s, s.LegalActions()[0])
		require.NoError(t, err)
	}
	p := s.Next().Player
	for _, kind := range []string{ISMCTS, Learned, Neural} {
		t.Run(kind, func(t *testing.T) {
			const budget = 40 * time.Millisecond
			start := time.Now()
			_, err := botAction(s, store.Seat{Color: p, Kind: kind, DecisionTime: budget}, 9)
			require.NoError(t, err)
			assert.GreaterOrEqual(t, time.Since(start), budget)

			seat := store.Seat{Color: p, Kind: kind, Iterations: 30}
			a, err := botAction(s, seat, 9)
			require.NoError(t, err)
			b, err := botAction(s, seat, 9)
			require.NoError(t, err)
			assert.Equal(t, a, b, "iterations: the same choice from the same seed")
		})
	}
}

// seatOfKind takes every kind of seatKinds, a budget only for the
// budgeted ones, and says what it refuses with the names the table gives.
func TestSeatOfKind(t *testing.T) {
	for _, tc := range []struct {
		kind       string
		iterations int
		time       time.Duration
		want       store.Seat
		err        string
	}{
		{kind: Human, want: store.Seat{Kind: Human}},
		{kind: Random, want: store.Seat{Kind: Random}},
		{kind: Greedy, want: store.Seat{Kind: Greedy}},
		{kind: ISMCTS, want: store.Seat{Kind: ISMCTS, Iterations: bots.DefaultIterations}},
		{kind: Learned, want: store.Seat{Kind: Learned, Iterations: bots.DefaultIterations}},
		{kind: Learned, iterations: 5, want: store.Seat{Kind: Learned, Iterations: 5}},
		{kind: Learned, time: time.Second, want: store.Seat{Kind: Learned, DecisionTime: time.Second}},
		{kind: Neural, iterations: 5, want: store.Seat{Kind: Neural, Iterations: 5}},
		{kind: "oracle", err: `kind "oracle" is none of human, random, greedy, ismcts, learned or neural`},
		{kind: Greedy, iterations: 5, err: "only ismcts, learned or neural seats have iterations or a decision_time"},
		{kind: Learned, iterations: 5, time: time.Second, err: "a seat of kind learned has iterations or a decision_time, not both"},
		{kind: Learned, iterations: MaxIterations + 1, err: "iterations must be 1 to"},
		{kind: Learned, time: MaxDecisionTime + 1, err: "decision_time must be more than 0"},
	} {
		got, err := seatOfKind(kanban.Red, tc.kind, tc.iterations, tc.time)
		if tc.err != "" {
			assert.ErrorContains(t, err, tc.err, "%+v", tc)
			continue
		}
		tc.want.Color = kanban.Red
		if assert.NoError(t, err, "%+v", tc) {
			assert.Equal(t, tc.want, got)
		}
	}
	assert.Equal(t, "random, greedy, ismcts, learned or neural", kindNames(true, false), "the bots a seat is handed to")
}

// The pages offer every kind of seatKinds: the lobby each bot, with a
// budget box for the budgeted ones, and the game page's hand-over menu
// each bot.
func TestPagesOfferEveryKind(t *testing.T) {
	lobby, err := web.ReadFile("web/lobby.js")
	require.NoError(t, err)
	game, err := web.ReadFile("web/game.js")
	require.NoError(t, err)
	_, budgetedJS, ok := strings.Cut(string(lobby), "const budgeted = new Set([")
	require.True(t, ok, "lobby.js has its set of budgeted kinds")
	budgetedJS, _, _ = strings.Cut(budgetedJS, "])")
	for _, k := range seatKinds {
		if k.bot == nil {
			continue
		}
		assert.Contains(t, string(lobby), `["`+k.name+`", "`, "the lobby offers %s", k.name)
		assert.Contains(t, string(game), `kind: "`+k.name+`"`, "the hand-over menu offers %s", k.name)
		assert.Equal(t, k.budgeted, strings.Contains(budgetedJS, `"`+k.name+`"`), "the lobby asks a budget of %s", k.name)
	}
}
