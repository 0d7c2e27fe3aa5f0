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
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game whose ISMCTS seat has a time per decision plays to its end with
// it, across a restart: the seat is stored with its time, listed with it,
// and each decision of the restarted server, where there was a choice,
// searched at least that long.
func TestTimeBudgetBotPlaysToTheEnd(t *testing.T) {
	const budget = 5 * time.Millisecond
	file := filepath.Join(t.TempDir(), "games.db")
	h := startHost(t, file)
	req := seats(ISMCTS, Random)
	req.Seats[0].DecisionTime = DecisionTime(budget)
	game, _ := h.client("", "").create(req)
	want := []SeatInfo{{Color: kanban.Red, Kind: ISMCTS, DecisionTime: DecisionTime(budget)}, {Color: kanban.Blue, Kind: Random}}
	assert.Equal(t, want, game.Seats)

	require.Eventually(t, func() bool { st, _ := h.hosted(game.ID); return st.Version() > 60 }, time.Minute, 5*time.Millisecond)
	h.stop()
	st, err := store.OpenSQLite(context.Background(), file)
	require.NoError(t, err)
	sg, err := st.Load(context.Background(), game.ID)
	require.NoError(t, err)
	require.NoError(t, st.Close())
	assert.Equal(t, []store.Seat{{Color: kanban.Red, Kind: ISMCTS, DecisionTime: budget}, {Color: kanban.Blue, Kind: Random}}, sg.Seats, "stored with its time")
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
	assert.Contains(t, string(body), `{"color":"red","kind":"ismcts","decision_time":"5ms"}`)
	var spectate StateResponse
	status, body = c.do("GET", "/api/games/"+game.ID+"/spectate", nil)
	require.Equal(t, http.StatusOK, status)
	require.NoError(t, json.Unmarshal(body, &spectate))
	assert.Equal(t, want, spectate.Seats)

	status, body = c.do("GET", "/api/games/"+game.ID+"/record", nil)
	require.Equal(t, http.StatusOK, status)
	assert.Contains(t, string(body), "\ntag red ismcts:5ms\ntag blue random\n", "the record names each seat's bot and budget")

	// The decisions this server made with a choice to make, each of which
	// searched for the seat's time at least.
	_, log := h.hosted(game.ID)
	choices := choicesAfter(t, log, kanban.Red, sg.Version)
	require.Positive(t, choices)
	spent := botSeconds(t, h, ISMCTS)
	assert.GreaterOrEqual(t, spent, float64(choices)*budget.Seconds(),
		"%d decisions with a choice in %.3f s: each searched for %v", choices, spent, budget)
	t.Logf("after the restart at version %d: %d ISMCTS decisions with a choice, %.3f s in all", sg.Version, choices, spent)
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

// An ISMCTS seat's time per decision is what its bot searches for, and an
// iteration budget chooses the same action every time.
func TestBotActionSpendsTheDecisionTime(t *testing.T) {
	s, _, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 3})
	require.NoError(t, err)
	for len(s.LegalActionsFor(s.Next().Player)) < 2 {
		s, _, err = kanban.Apply(s, s.LegalActions()[0])
		require.NoError(t, err)
	}
	p := s.Next().Player
	const budget = 40 * time.Millisecond
	start := time.Now()
	_, err = botAction(s, store.Seat{Color: p, Kind: ISMCTS, DecisionTime: budget}, 9)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, time.Since(start), budget)

	seat := store.Seat{Color: p, Kind: ISMCTS, Iterations: 30}
	a, err := botAction(s, seat, 9)
	require.NoError(t, err)
	b, err := botAction(s, seat, 9)
	require.NoError(t, err)
	assert.Equal(t, a, b, "iterations: the same choice from the same seed")
}
