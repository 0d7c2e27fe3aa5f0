package store_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/pgtest"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func openPostgres(t *testing.T, dsn string) store.Shared {
	t.Helper()
	st, err := store.OpenPostgres(context.Background(), dsn)
	require.NoError(t, err)
	t.Cleanup(func() { st.Close() })
	return st.(store.Shared)
}

// playable is a game record and its actions' events, as many as the game
// has up to n, each played as its first legal action.
func playable(t *testing.T, id string, n int) (store.Game, [][]kanban.Event) {
	t.Helper()
	g, _ := game(t, id, 0)
	var log []kanban.Event
	for _, raw := range g.Events {
		var e kanban.Event
		require.NoError(t, json.Unmarshal(raw, &e))
		log = append(log, e)
	}
	s, err := kanban.Replay(log)
	require.NoError(t, err)
	var actions [][]kanban.Event
	for len(actions) < n && !s.IsOver() {
		var events []kanban.Event
		s, events, err = kanban.Apply(s, s.LegalActions()[0])
		require.NoError(t, err)
		actions = append(actions, events)
	}
	return g, actions
}

// Two instances on one database, one appending while the other loads:
// every load sees a game row and the events it counts, never a log longer
// (or shorter) than the row read.
func TestPostgresLoadsOneMoment(t *testing.T) {
	dsn := pgtest.DSN(t)
	a, b := openPostgres(t, dsn), openPostgres(t, dsn)
	ctx := context.Background()
	g, actions := playable(t, "g", 400)
	require.NoError(t, a.Create(ctx, g))
	other, _ := playable(t, "h", 0)
	require.NoError(t, a.Create(ctx, other))

	// Each append waits for a round of loads after the one before, so
	// that loads and appends interleave however fast either runs.
	done, loaded := make(chan struct{}), make(chan struct{}, 1)
	go func() {
		defer close(done)
		deadline := time.Now().Add(5 * time.Second)
		for _, events := range actions {
			select {
			case <-loaded:
			case <-time.After(time.Until(deadline)):
			}
			if time.Now().After(deadline) {
				return
			}
			if err := a.Append(ctx, "g", 0, events); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	loads, broken := 0, 0
	check := func(sg store.Game) {
		loads++
		if int(sg.Version) != len(sg.Events) {
			broken++
		}
	}
	for running := true; running; {
		select {
		case <-done:
			running = false
		default:
		}
		sg, err := b.Load(ctx, "g")
		require.NoError(t, err)
		check(sg)
		all, err := b.LoadInPlay(ctx, 0)
		require.NoError(t, err)
		require.NotEmpty(t, all, "h at least: g is not once over")
		for _, sg := range all {
			check(sg)
		}
		version, _, events, err := b.Since(ctx, "g", sg.Version/2)
		require.NoError(t, err)
		if int(version-sg.Version/2) != len(events) {
			broken++
		}
		select {
		case loaded <- struct{}{}:
		default:
		}
	}
	t.Logf("%d loads while the other instance appended, %d saw two moments", loads, broken)
	assert.Zero(t, broken)
	assert.Greater(t, loads, 20)
}

// Eight instances started together on an empty database all start, and
// the schema's migrations are applied once each; a database whose schema
// is newer than the program's is refused.
func TestPostgresMigrations(t *testing.T) {
	dsn := pgtest.DSN(t)
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Go(func() {
			st, err := store.OpenPostgres(context.Background(), dsn)
			if err == nil {
				st.Close()
			}
			errs[i] = err
		})
	}
	wg.Wait()
	for i, err := range errs {
		require.NoError(t, err, "instance %d", i)
	}
	db, err := sql.Open("pgx", dsn)
	require.NoError(t, err)
	defer db.Close()
	assert.Equal(t, [][2]int64{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}}, migrationCounts(t, db))

	st := openPostgres(t, dsn)
	g, _ := playable(t, "g", 0)
	require.NoError(t, st.Create(context.Background(), g))
	assert.Equal(t, [][2]int64{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}}, migrationCounts(t, db), "a restart applies nothing")

	_, err = db.Exec(`INSERT INTO schema_migrations (version, name, applied) VALUES (999, 'from the future', 0)`)
	require.NoError(t, err)
	_, err = store.OpenPostgres(context.Background(), dsn)
	require.ErrorContains(t, err, "newer than this server's")
}

// migrationCounts is schema_migrations' versions, each with how many rows
// it has.
func migrationCounts(t *testing.T, db *sql.DB) [][2]int64 {
	t.Helper()
	rows, err := db.Query(`SELECT version, COUNT(*) FROM schema_migrations GROUP BY version ORDER BY version`)
	require.NoError(t, err)
	defer rows.Close()
	var out [][2]int64
	for rows.Next() {
		var v [2]int64
		require.NoError(t, rows.Scan(&v[0], &v[1]))
		out = append(out, v)
	}
	require.NoError(t, rows.Err())
	return out
}

// SQLite: several opens of one file at once migrate it once, and a file
// made before migrations were recorded is taken over with its games, those
// that ended marked over.
func TestSQLiteMigrations(t *testing.T) {
	ctx := context.Background()
	file := filepath.Join(t.TempDir(), "games.db")
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() {
			st, err := store.OpenSQLite(ctx, file)
			if err == nil {
				st.Close()
			}
			errs[i] = err
		})
	}
	wg.Wait()
	for i, err := range errs {
		require.NoError(t, err, "open %d", i)
	}
	db, err := sql.Open("sqlite", file)
	require.NoError(t, err)
	assert.Equal(t, [][2]int64{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}}, migrationCounts(t, db))
	db.Close()

	old := filepath.Join(t.TempDir(), "old.db")
	db, err = sql.Open("sqlite", old)
	require.NoError(t, err)
	for _, q := range []string{
		`CREATE TABLE games (id TEXT PRIMARY KEY, seats TEXT NOT NULL, bot_seed TEXT NOT NULL, version BIGINT NOT NULL, created BIGINT NOT NULL)`,
		`CREATE TABLE events (game_id TEXT NOT NULL REFERENCES games(id), seq BIGINT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (game_id, seq))`,
	} {
		_, err := db.Exec(q)
		require.NoError(t, err)
	}
	// Two games stored before games.over: one ended, one in play.
	for _, id := range []string{"ended", "playing"} {
		g, all := ended(t, id)
		if id == "playing" {
			all = all[:len(all)-1]
		}
		for _, e := range all {
			b, err := json.Marshal(e)
			require.NoError(t, err)
			g.Events = append(g.Events, b)
		}
		_, err := db.Exec(`INSERT INTO games (id, seats, bot_seed, version, created) VALUES (?, '[]', '1', ?, 0)`, id, len(g.Events))
		require.NoError(t, err)
		for i, b := range g.Events {
			_, err := db.Exec(`INSERT INTO events (game_id, seq, body) VALUES (?, ?, ?)`, id, i+1, string(b))
			require.NoError(t, err)
		}
	}
	db.Close()
	st, err := store.OpenSQLite(ctx, old)
	require.NoError(t, err)
	list, err := st.List(ctx, 0)
	require.NoError(t, err)
	over := map[string]bool{}
	for _, g := range list {
		over[g.ID] = g.Over
	}
	assert.Equal(t, map[string]bool{"ended": true, "playing": false}, over, "migration 2 finds the games that ended")
	g, _ := playable(t, "g", 0)
	require.NoError(t, st.Create(ctx, g))
	require.NoError(t, st.Close())
	st, err = store.OpenSQLite(ctx, old)
	require.NoError(t, err)
	defer st.Close()
	sg, err := st.Load(ctx, "g")
	require.NoError(t, err)
	assert.Len(t, sg.Events, len(g.Events))
}

// moves is what a listener heard.
type moves struct {
	mu    sync.Mutex
	heard []string
	lost  atomic.Int32
}

func (m *moves) moved(id string, version uint32) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.heard = append(m.heard, fmt.Sprintf("%s:%d", id, version))
}

func (m *moves) has(s string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, h := range m.heard {
		if h == s {
			return true
		}
	}
	return false
}

func (m *moves) count(s string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, h := range m.heard {
		if h == s {
			n++
		}
	}
	return n
}

// An append on one instance is heard on another; a listener whose
// connection is cut reconnects and says so (":0", catch up on all).
func TestPostgresListen(t *testing.T) {
	name := fmt.Sprintf("kanban-test-%d", time.Now().UnixNano())
	dsn := pgtest.DSN(t) + "&application_name=" + name
	a, b := openPostgres(t, dsn), openPostgres(t, dsn)
	ctx, cancel := context.WithCancel(context.Background())
	var m moves
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		b.Listen(ctx, m.moved, func(error) { m.lost.Add(1) })
	}()
	defer func() { cancel(); <-stopped }()
	require.Eventually(t, func() bool { return m.has(":0") }, 5*time.Second, 5*time.Millisecond, "the listener connects")

	g, actions := playable(t, "g", 2)
	require.NoError(t, a.Create(ctx, g))
	require.NoError(t, a.Append(ctx, "g", 0, actions[0]))
	v1 := actions[0][len(actions[0])-1].Seq
	require.Eventually(t, func() bool { return m.has(fmt.Sprintf("g:%d", v1)) }, 2*time.Second, time.Millisecond)
	require.ErrorIs(t, a.Append(ctx, "g", 0, actions[0]), store.ErrConflict)

	db, err := sql.Open("pgx", dsn)
	require.NoError(t, err)
	defer db.Close()
	var killed int
	require.NoError(t, db.QueryRow(`SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1`, name+" listen").Scan(&killed))
	require.Equal(t, 1, killed)
	require.Eventually(t, func() bool { return m.count(":0") == 2 }, 5*time.Second, 5*time.Millisecond, "the listener reconnects")
	assert.Equal(t, int32(1), m.lost.Load())
	require.NoError(t, a.Append(ctx, "g", 0, actions[1]))
	v2 := actions[1][len(actions[1])-1].Seq
	require.Eventually(t, func() bool { return m.has(fmt.Sprintf("g:%d", v2)) }, 2*time.Second, time.Millisecond)
	assert.Equal(t, 1, m.count(fmt.Sprintf("g:%d", v1)), "a conflict notifies nothing")

	// A write other than an append is heard as "g:0": catch up whatever
	// the version.
	require.NoError(t, a.Cut(ctx, "g", 0, v2, v1))
	require.Eventually(t, func() bool { return m.has("g:0") }, 2*time.Second, time.Millisecond)
	version, revision, events, err := b.Since(ctx, "g", 1)
	require.NoError(t, err)
	assert.Equal(t, []uint32{v1, 1}, []uint32{version, revision})
	assert.Len(t, events, int(v1-1))
}

// A game's lease is one instance's at a time, and passes on when that
// instance releases it or dies.
func TestPostgresLease(t *testing.T) {
	// Advisory locks are the database's, shared by every test's schema:
	// each test leases games of its own, so that a lease a test before it
	// has not yet given up (a closed connection's backend still ending)
	// does not stand in its way.
	g, h := t.Name()+"/g", t.Name()+"/h"
	dsn := pgtest.DSN(t)
	a, b := openPostgres(t, dsn), openPostgres(t, dsn)
	ctx := context.Background()
	release, ok, err := a.Lease(ctx, g)
	require.NoError(t, err)
	require.True(t, ok)
	_, ok, err = b.Lease(ctx, g)
	require.NoError(t, err)
	assert.False(t, ok, "a has it")
	releaseH, ok, err := b.Lease(ctx, h)
	require.NoError(t, err)
	assert.True(t, ok, "another game's lease is another")
	releaseH()

	release()
	_, ok, err = b.Lease(ctx, g)
	require.NoError(t, err)
	require.True(t, ok, "released")
	_, ok, err = a.Lease(ctx, g)
	require.NoError(t, err)
	assert.False(t, ok, "b has it")

	require.NoError(t, b.Close())
	require.Eventually(t, func() bool {
		_, ok, err := a.Lease(ctx, g)
		require.NoError(t, err)
		return ok
	}, 5*time.Second, 10*time.Millisecond, "b's lease ended with it")
}

// An instance whose lease connection drops while it lives no longer holds
// its leases: Holds says so, so that it stops playing bots, and another
// instance may take them.
func TestPostgresLeaseLostWithItsConnection(t *testing.T) {
	g := t.Name() + "/g" // a lease of its own, as in TestPostgresLease
	name := fmt.Sprintf("kanban-test-%d", time.Now().UnixNano())
	dsn := pgtest.DSN(t) + "&application_name=" + name
	a, b := openPostgres(t, dsn), openPostgres(t, dsn)
	ctx := context.Background()
	assert.False(t, a.Holds(ctx, g), "not taken yet")
	release, ok, err := a.Lease(ctx, g)
	require.NoError(t, err)
	require.True(t, ok)
	assert.True(t, a.Holds(ctx, g))
	assert.False(t, b.Holds(ctx, g), "b never took it")

	db, err := sql.Open("pgx", dsn)
	require.NoError(t, err)
	defer db.Close()
	var killed int
	require.NoError(t, db.QueryRow(`SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1`, name+" leases").Scan(&killed))
	require.Equal(t, 1, killed, "a's lease connection")
	require.Eventually(t, func() bool { return !a.Holds(ctx, g) }, 5*time.Second, 10*time.Millisecond, "a's lease ended with its connection")
	_, ok, err = b.Lease(ctx, g)
	require.NoError(t, err)
	assert.True(t, ok, "b takes it")
	release() // gone already: does nothing
	assert.True(t, b.Holds(ctx, g))
	_, ok, err = a.Lease(ctx, g)
	require.NoError(t, err)
	assert.False(t, ok, "a, on a new connection, finds it b's")
}
