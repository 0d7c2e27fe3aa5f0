package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
	_ "modernc.org/sqlite"             // the "sqlite" database/sql driver, pure Go
)

// OpenSQLite opens (creating it if need be) the SQLite database in file.
// It runs in WAL mode with synchronous=NORMAL: a committed transaction
// survives the process being killed; a power cut may lose the last few,
// whole, which leaves each log cut between two actions, a log that
// replays.
func OpenSQLite(ctx context.Context, file string) (Store, error) {
	q := url.Values{}
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	q.Add("_pragma", "foreign_keys(ON)")
	db, err := sql.Open("sqlite", "file:"+file+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("store: opening %s: %w", file, err)
	}
	// One connection: SQLite writes one transaction at a time anyway, and
	// the server's reads (a game, the lobby's list) are short.
	db.SetMaxOpenConns(1)
	if err := walMode(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: opening %s: %w", file, err)
	}
	return newSQLStore(ctx, db, false)
}

// walMode puts the database file in WAL mode, which it keeps. Switching a
// new file from its rollback journal needs the file to itself: while
// another process opens it at the same moment, SQLite refuses the switch
// with SQLITE_BUSY at once, without waiting out the busy timeout (so that
// two connections cannot deadlock), so the switch is tried again a few
// milliseconds later, for as long as the busy timeout would have waited.
func walMode(ctx context.Context, db *sql.DB) error {
	deadline := time.Now().Add(busyTimeout)
	for wait := time.Millisecond; ; wait = min(2*wait, 50*time.Millisecond) {
		var mode string
		err := db.QueryRowContext(ctx, `PRAGMA journal_mode=WAL`).Scan(&mode)
		var coded interface{ Code() int }
		if err == nil || !errors.As(err, &coded) || coded.Code()&0xff != sqliteBusy || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
}

// busyTimeout is how long a SQLite connection waits for a lock another
// holds before it gives up.
const busyTimeout = 10 * time.Second

// sqliteBusy is SQLite's SQLITE_BUSY, the primary result code of a
// database locked by another connection.
const sqliteBusy = 5

// OpenPostgres connects to the PostgreSQL database at the URL (such as
// postgres://user:password@localhost:5432/kanban) and migrates its schema.
// The Store it returns is a Shared one: any number of server instances may
// use one database at once.
func OpenPostgres(ctx context.Context, dsn string) (Store, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, fmt.Errorf("store: opening PostgreSQL: %w", err)
	}
	db.SetMaxOpenConns(16)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: connecting to PostgreSQL: %w", err)
	}
	s, err := newSQLStore(ctx, db, true)
	if err != nil {
		return nil, err
	}
	return &pgStore{sqlStore: s, dsn: dsn}, nil
}
