package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver

	"github.com/kanbanev/kanban/examples/internal/sqlitefile"
)

// OpenSQLite opens (creating it if need be) the SQLite database in file.
// It runs in WAL mode with synchronous=NORMAL: a committed transaction
// survives the process being killed; a power cut may lose the last few,
// whole, which leaves each log cut between two actions, a log that
// replays.
func OpenSQLite(ctx context.Context, file string) (Store, error) {
	// One connection: SQLite writes one transaction at a time anyway, and
	// the server's reads (a game, the lobby's list) are short.
	db, err := sqlitefile.Open(ctx, file, busyTimeout, url.Values{"_pragma": {"foreign_keys(ON)"}})
	if err != nil {
		return nil, fmt.Errorf("store: opening %s: %w", file, err)
	}
	return newSQLStore(ctx, db, false)
}

// busyTimeout is how long a SQLite connection waits for a lock another
// holds before it gives up.
const busyTimeout = 10 * time.Second

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
