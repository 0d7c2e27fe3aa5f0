package main

import (
	"context"
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

// errFull is what refusingStore answers while it refuses writes: SQLite's
// on a full disk; errDown while it is down.
var (
	errFull = errors.New("database or disk is full (13)")
	errDown = errors.New("connection refused")
)

// refusingStore is a store whose writes fail while refusing is set, as a
// full disk's do, its reads going on; and whose every call fails while
// down is set, as a database's away.
type refusingStore struct {
	store.Store
	refusing, down atomic.Bool
}

// failed is the error of a call while the store refuses: errDown, or
// errFull for a write, or nil.
func (r *refusingStore) failed(write bool) error {
	switch {
	case r.down.Load():
		return errDown
	case write && r.refusing.Load():
		return errFull
	}
	return nil
}

func (r *refusingStore) Append(ctx context.Context, id string, revision uint32, events []kanban.Event) error {
	if err := r.failed(true); err != nil {
		return err
	}
	return r.Store.Append(ctx, id, revision, events)
}

func (r *refusingStore) SetSeats(ctx context.Context, id string, revision, version uint32, seats []store.Seat) error {
	if err := r.failed(true); err != nil {
		return err
	}
	return r.Store.SetSeats(ctx, id, revision, version, seats)
}

func (r *refusingStore) Cut(ctx context.Context, id string, revision, version, to uint32) error {
	if err := r.failed(true); err != nil {
		return err
	}
	return r.Store.Cut(ctx, id, revision, version, to)
}

func (r *refusingStore) Create(ctx context.Context, g store.Game) error {
	if err := r.failed(false); err != nil {
		return err
	}
	return r.Store.Create(ctx, g)
}

func (r *refusingStore) Load(ctx context.Context, id string) (store.Game, error) {
	if err := r.failed(false); err != nil {
		return store.Game{}, err
	}
	return r.Store.Load(ctx, id)
}

func (r *refusingStore) List(ctx context.Context, limit int) ([]store.Game, error) {
	if err := r.failed(false); err != nil {
		return nil, err
	}
	return r.Store.List(ctx, limit)
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
// ever, logged at INFO. A server that stops ends the retries.
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
	logged := regexp.MustCompile(`level=ERROR msg="the store failed to write a bot's action; trying again" game=`+bots.ID+` version=\d+ retry_in=(\S+) err="storing the action: database or disk is full`).FindAllStringSubmatch(h.log.String(), -1)
	require.GreaterOrEqual(t, len(logged), 6, "each failure logged at ERROR:\n%s", h.log)
	for i, m := range logged {
		wait, err := time.ParseDuration(m[1])
		require.NoError(t, err)
		assert.Equal(t, min(time.Millisecond<<i, botRetry.max), wait, "the wait before try %d", i+2)
	}

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

// What the store fails is logged at ERROR, naming the game where there is
// one, whatever the request answers: before, at INFO.
func TestStoreFailuresAreErrors(t *testing.T) {
	sqlite, err := store.OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "games.db"))
	require.NoError(t, err)
	st := &refusingStore{Store: sqlite}
	h := startHostOn(t, st)
	c := h.client("", "")
	people, tokens := c.create(seats(Human, Human))
	next := h.client(people.ID, "").spectate().Next.Player
	seat := h.client(people.ID, tokens[next])
	legal := seat.state().Legal[0].Notation
	h.srv.evict(time.Now().Add(time.Hour), 0) // read again from the store when asked for

	st.down.Store(true)
	for _, tc := range []struct {
		what, method, path string
		body               any
		status             int
		logged             string
	}{
		{"the list", "GET", "/api/games", nil, http.StatusServiceUnavailable, `level=ERROR msg="listing the games" err="connection refused"`},
		{"a creation", "POST", "/api/games", seats(Human, Random), http.StatusInternalServerError, `level=ERROR msg="storing a new game" err="connection refused"`},
		// (answered as no game: which status an outage should be is
		// another matter than its log's)
		{"a game read", "GET", "/api/games/" + people.ID + "/spectate", nil, 0, `level=ERROR msg="loading a game" game=` + people.ID + ` err="connection refused"`},
	} {
		status, body := c.do(tc.method, tc.path, tc.body)
		if tc.status != 0 {
			assert.Equal(t, tc.status, status, "%s: %s", tc.what, body)
		}
		assert.Contains(t, h.log.String(), tc.logged, tc.what)
	}
	st.down.Store(false)
	st.refusing.Store(true)
	status, body := seat.do("POST", "/api/games/"+people.ID+"/actions", ActionRequest{Version: people.Version, Notation: legal})
	assert.Equal(t, http.StatusInternalServerError, status, "%s", body)
	assert.Regexp(t, `level=ERROR msg=.* game=`+people.ID+` err=".*database or disk is full`, h.log.String(), "a person's action")
}
