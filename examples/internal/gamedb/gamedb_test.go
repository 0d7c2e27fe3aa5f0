package gamedb

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// A path, with or without sqlite: or file: before it, is a SQLite file,
// opened in WAL mode; a URL's password never shows in messages.
func TestOpen(t *testing.T) {
	dir := t.TempDir()
	for _, where := range []string{filepath.Join(dir, "a.db"), "sqlite:" + filepath.Join(dir, "b.db"), "file:" + filepath.Join(dir, "c.db")} {
		db, err := Open(context.Background(), where)
		require.NoError(t, err, where)
		require.False(t, db.Postgres)
		var mode string
		require.NoError(t, db.SQL.QueryRow(`PRAGMA journal_mode`).Scan(&mode))
		require.Equal(t, "wal", mode)
		// A database the tournament never wrote holds no games to read.
		for _, err := range db.Searched(context.Background(), 0) {
			require.Error(t, err)
		}
		require.NoError(t, db.Close())
	}
	db, err := Open(context.Background(), "postgres://kanban:secret@127.0.0.1:1/kanban")
	require.NoError(t, err, "opening connects lazily")
	require.NotContains(t, db.Name, "secret")
	require.True(t, db.Postgres)
	db.Close()
}
