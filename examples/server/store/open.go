package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"

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
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "foreign_keys(ON)")
	db, err := sql.Open("sqlite", "file:"+file+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("store: opening %s: %w", file, err)
	}
	// One connection: SQLite writes one transaction at a time anyway, and
	// the server's reads (a game, the lobby's list) are short.
	db.SetMaxOpenConns(1)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: opening %s: %w", file, err)
	}
	return newSQLStore(ctx, db, false)
}

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
