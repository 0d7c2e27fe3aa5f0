// Package sqlitefile opens a SQLite database file the way the example
// programs keep their data: WAL mode, where readers do not wait for the
// writer, one connection, and a busy timeout for the locks other
// processes hold.
package sqlitefile

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"time"

	_ "modernc.org/sqlite" // the "sqlite" database/sql driver, pure Go
)

// Open opens (creating it if need be) the SQLite file with one
// connection, synchronous=NORMAL (a committed transaction survives the
// process being killed), a lock held by another connection waited for up
// to busy, and the given pragmas and driver options beside (such as
// "_pragma": "foreign_keys(ON)", or "_txlock": "immediate"). It switches
// the file to WAL mode, which the file keeps.
func Open(ctx context.Context, file string, busy time.Duration, options url.Values) (*sql.DB, error) {
	q := url.Values{}
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busy.Milliseconds()))
	for k, vs := range options {
		for _, v := range vs {
			q.Add(k, v)
		}
	}
	db, err := sql.Open("sqlite", "file:"+file+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	if err := walMode(ctx, db, busy); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

// walMode puts the database file in WAL mode. Switching a new file from
// its rollback journal needs the file to itself: while another process
// opens it at the same moment, SQLite refuses the switch with SQLITE_BUSY
// at once, without waiting out the busy timeout (so that two connections
// cannot deadlock), so the switch is tried again a few milliseconds
// later, for as long as the busy timeout would have waited.
func walMode(ctx context.Context, db *sql.DB, busy time.Duration) error {
	deadline := time.Now().Add(busy)
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

// sqliteBusy is SQLite's SQLITE_BUSY, the primary result code of a
// database locked by another connection.
const sqliteBusy = 5
