package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// errFull is what refusingStore answers while it refuses: SQLite's on a
// full disk.
var errFull = errors.New("database or disk is full (13)")

// refusingStore is a store whose writes fail while refusing is set, as a
// full disk's do; its reads go on.
type refusingStore struct {
	store.Store
	refusing atomic.Bool
}

func (r *refusingStore) Append(ctx context.Context, id string, revision uint32, events []kanban.Event) error {
	if r.refusing.Load() {
		return errFull
	}
	return r.Store.Append(ctx, id, revision, events)
}

func (r *refusingStore) SetSeats(ctx context.Context, id string, revision uint32, seats []store.Seat) error {
	if r.refusing.Load() {
		return errFull
	}
	return r.Store.SetSeats(ctx, id, revision, seats)
}

func (r *refusingStore) Cut(ctx context.Context, id string, revision, version, to uint32) error {
	if r.refusing.Load() {
		return errFull
	}
	return r.Store.Cut(ctx, id, revision, version, to)
}

// metric is the value of a metric of the host's /metrics (its line
// without labels), or -1 when it is not there.
func metric(t *testing.T, h *host, name string) float64 {
	t.Helper()
	for _, line := range strings.Split(metricsOf(t, h), "\n") {
		if v, ok := strings.CutPrefix(line, name+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			require.NoError(t, err, line)
			return f
		}
	}
	return -1
}

// eventually polls cond until it holds, for at most a minute.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited a minute for %s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// A bot's action the store fails to write (SQLite's disk full) is tried
// again, after waits that double up to a bound, each failure logged at
// ERROR and counted in /metrics, and the game plays on by itself once
// the store writes again: before, one failure left the game waiting for
// ever, logged at INFO. A person's action the store fails is a 500,
// logged at ERROR. A server that stops ends the retries.
func TestBotWriteRetried(t *testing.T) {
	old := botRetry
	botRetry.first, botRetry.max = time.Millisecond, 8*time.Millisecond
	t.Cleanup(func() { botRetry = old })
	sqlite, err := store.OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "games.db"))
	require.NoError(t, err)
	st := &refusingStore{Store: sqlite}
	h := startHostOn(t, st)
	c := h.client("", "")

	st.refusing.Store(true)
	bots, _ := c.create(seats(Random, Random)) // Create is not refused
	eventually(t, "the bot's write to fail and be tried again until its waits reach their bound", func() bool {
		return metric(t, h, "kanban_bot_write_errors_total") >= 6
	})
	assert.Equal(t, 1.0, metric(t, h, "kanban_bot_writes_waiting"), "one game waits to write")
	spectator := h.client(bots.ID, "")
	assert.Equal(t, bots.Version, spectator.spectate().Version, "nothing written")
	logged := regexp.MustCompile(`level=ERROR msg="the store failed to write a bot's action; trying again" game=` + bots.ID + ` version=\d+ retry_in=(\S+) err="storing the action: database or disk is full`).FindAllStringSubmatch(h.log.String(), -1)
	require.GreaterOrEqual(t, len(logged), 6, "each failure logged at ERROR:\n%s", h.log)
	for i, m := range logged {
		wait, err := time.ParseDuration(m[1])
		require.NoError(t, err)
		assert.Equal(t, min(time.Millisecond<<i, botRetry.max), wait, "the wait before try %d", i+2)
	}

	people, tokens := c.create(seats(Human, Human))
	next := h.client(people.ID, "").spectate().Next.Player
	legal := h.client(people.ID, tokens[next]).state().Legal[0].Notation
	status, body := h.client(people.ID, tokens[next]).do("POST", "/api/games/"+people.ID+"/actions", ActionRequest{Version: people.Version, Notation: legal})
	assert.Equal(t, http.StatusInternalServerError, status, "%s", body)
	assert.Regexp(t, `level=ERROR msg=.* game=`+people.ID+` err=".*database or disk is full`, h.log.String(), "the person's action's failure, at ERROR")

	st.refusing.Store(false)
	eventually(t, "the bots' game to play on", func() bool { return spectator.spectate().Version > bots.Version })
	eventually(t, "no game to wait", func() bool { return metric(t, h, "kanban_bot_writes_waiting") == 0 })

	// Stopping ends the retries: the bots of a server that stops all
	// return, their game's write still refused.
	st.refusing.Store(true)
	failed := metric(t, h, "kanban_bot_write_errors_total")
	stuck, _ := c.create(seats(Random, Random))
	eventually(t, "another refused write", func() bool { return metric(t, h, "kanban_bot_write_errors_total") > failed })
	h.srv.cancel()
	stopped := make(chan struct{})
	go func() {
		h.srv.bots.Wait()
		close(stopped)
	}()
	select {
	case <-stopped:
	case <-time.After(time.Minute):
		t.Fatalf("the bots of game %s still try to write a minute after the server stopped", stuck.ID)
	}
}

// spectate is the game as a spectator sees it.
func (c *client) spectate() StateResponse {
	c.t.Helper()
	status, body := c.do("GET", "/api/games/"+c.game+"/spectate", nil)
	require.Equal(c.t, http.StatusOK, status, "%s", body)
	var st StateResponse
	require.NoError(c.t, json.Unmarshal(body, &st))
	return st
}
