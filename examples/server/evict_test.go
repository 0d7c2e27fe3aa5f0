package main

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inMemory says whether the server holds the game in memory now.
func (h *host) inMemory(id string) bool {
	h.srv.mu.Lock()
	defer h.srv.mu.Unlock()
	return h.srv.games[id] != nil
}

// An idle game is evicted from memory, listed still, and read again from
// the store when asked for, as it was; a finished one sooner. A game with
// a stream open stays.
func TestIdleGamesAreEvictedAndReadAgain(t *testing.T) {
	h := startHostWith(t, Options{Hosting: Hosting{IdleAfter: 300 * time.Millisecond, FinishedIdleAfter: 100 * time.Millisecond}}, nil)
	c := h.client("", "")
	game, tokens := c.create(seats(Human, Random))
	watched, _ := c.create(seats(Human, Random))
	finished, _ := c.create(seats(Random, Random))
	red := h.client(game.ID, tokens[kanban.Red])
	before := red.playTurns(3)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	resp := openStream(t, ctx, h.http.URL+"/api/games/"+watched.ID+"/spectate/events", nil)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)

	require.Eventually(t, func() bool { return !h.inMemory(game.ID) }, 10*time.Second, 10*time.Millisecond, "the idle game evicted")
	require.Eventually(t, func() bool { return !h.inMemory(finished.ID) }, 60*time.Second, 10*time.Millisecond, "the finished game evicted")
	assert.True(t, h.inMemory(watched.ID), "the watched game stays")

	status, body := c.do("GET", "/api/games", nil)
	require.Equal(t, http.StatusOK, status)
	var list []GameInfo
	require.NoError(t, json.Unmarshal(body, &list))
	require.Len(t, list, 3, "the lobby lists the evicted games")
	for _, g := range list {
		if g.ID == finished.ID {
			assert.True(t, g.Over)
		}
	}

	after := red.state()
	assert.True(t, h.inMemory(game.ID), "read again")
	assert.JSONEq(t, jsonOf(t, before), jsonOf(t, after))
	red.playTurns(3)
	assert.Contains(t, metricsOf(t, h), "kanban_games_evicted_total ")
}

// Beyond MaxGames, the least lately used idle games are evicted to make
// room; when none can be, creation is refused until some can.
func TestGamesInMemoryAreBounded(t *testing.T) {
	h := startHostWith(t, Options{Hosting: Hosting{MaxGames: 2, BotWorkers: 1}}, nil)
	c := h.client("", "")
	first, _ := c.create(seats(Human, Human))
	for t0 := time.Now(); !time.Now().After(t0); {
		// the clock moves on, so that the two games were used at different times
	}
	second, _ := c.create(seats(Human, Human))
	third, _ := c.create(seats(Human, Human))
	assert.False(t, h.inMemory(first.ID), "the least lately used")
	assert.True(t, h.inMemory(second.ID))
	assert.True(t, h.inMemory(third.ID))

	// Games whose bots wait for the pool cannot be evicted.
	busy, err := h.srv.pool.acquire(t.Context(), "the test", "")
	require.NoError(t, err)
	defer busy()
	c.create(seats(Random, Random))
	c.create(seats(Random, Random))
	status, body := c.do("POST", "/api/games", seats(Random, Random))
	assert.Equal(t, http.StatusServiceUnavailable, status, "%s", body)
	assert.Contains(t, string(body), "server_full")
	status, _ = c.do("GET", "/api/games/"+first.ID+"/spectate", nil)
	assert.Equal(t, http.StatusOK, status, "an evicted game is still read when asked for")
}

// With no idle bounds, no game is evicted for being idle.
func TestNoIdleBoundNoEviction(t *testing.T) {
	h := startHostWith(t, Options{Hosting: Hosting{IdleAfter: -1, FinishedIdleAfter: -1}}, nil)
	game, _ := h.client("", "").create(seats(Random, Random))
	require.Eventually(t, func() bool { s, _ := h.hosted(game.ID); return s.IsOver() }, time.Minute, 10*time.Millisecond)
	h.srv.evict(time.Now().Add(24*time.Hour), 0)
	assert.True(t, h.inMemory(game.ID))
}
