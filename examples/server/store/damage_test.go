package store_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/kanbanev/kanban/examples/internal/pgtest"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game whose row or events the store cannot read back is handed back
// with its Damage, its unread fields zero, and the others as they are:
// no read of the lobby's list, the games in play or one game fails for
// it. The store's types do not let every damage into PostgreSQL: a
// version there can be out of range, not text.
func TestDamageSQLite(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.db")
	testDamage(t, func() (store.Store, error) { return store.OpenSQLite(context.Background(), file) },
		func() (*sql.DB, error) { return sql.Open("sqlite", file) }, `'five'`)
}

func TestDamagePostgres(t *testing.T) {
	dsn := pgtest.DSN(t)
	testDamage(t, func() (store.Store, error) { return store.OpenPostgres(context.Background(), dsn) },
		func() (*sql.DB, error) { return sql.Open("pgx", dsn) }, `-1`)
}

func testDamage(t *testing.T, open func() (store.Store, error), raw func() (*sql.DB, error), badVersion string) {
	ctx := context.Background()
	st, err := open()
	require.NoError(t, err)
	defer st.Close()
	sound, _ := game(t, "sound", 0)
	for _, id := range []string{"seats", "seed", "version", "seq", "sound"} {
		g, _ := game(t, id, 0)
		require.NoError(t, st.Create(ctx, g))
	}
	db, err := raw()
	require.NoError(t, err)
	defer db.Close()
	for _, q := range []string{
		`UPDATE games SET seats = 'not JSON' WHERE id = 'seats'`,
		`UPDATE games SET bot_seed = 'seven' WHERE id = 'seed'`,
		`UPDATE games SET version = ` + badVersion + ` WHERE id = 'version'`,
		`UPDATE events SET seq = 1000 WHERE game_id = 'seq' AND seq = 1`,
	} {
		_, err := db.Exec(q)
		require.NoError(t, err, q)
	}
	want := map[string]string{
		"seats":   "its seats are not JSON seats",
		"seed":    `its bot seed "seven" is not a number`,
		"version": "its version",
		"seq":     "its event 1 is stored at seq",
		"sound":   "",
	}
	check := func(what string, games []store.Game, all bool) {
		t.Helper()
		if all {
			require.Len(t, games, len(want), what)
		}
		for _, g := range games {
			if want[g.ID] == "" {
				assert.Empty(t, g.Damage, "%s: %s", what, g.ID)
				assert.Equal(t, sound.Seats, g.Seats)
				assert.Equal(t, sound.BotSeed, g.BotSeed)
				continue
			}
			assert.Contains(t, g.Damage, want[g.ID], "%s: %s", what, g.ID)
		}
	}
	playing, err := st.LoadInPlay(ctx, 0)
	require.NoError(t, err)
	check("LoadInPlay", playing, true)
	for id := range want {
		g, err := st.Load(ctx, id)
		require.NoError(t, err, id)
		check("Load", []store.Game{g}, false)
	}
	want["seq"] = "" // the list reads no event
	list, err := st.List(ctx, 0)
	require.NoError(t, err)
	check("List", list, true)
	g, err := st.Load(ctx, "seats")
	require.NoError(t, err)
	assert.Nil(t, g.Seats, "seats that do not read are none")
	g, err = st.Load(ctx, "seed")
	require.NoError(t, err)
	assert.Zero(t, g.BotSeed)
}
