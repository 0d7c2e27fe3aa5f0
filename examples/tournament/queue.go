package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/kanbanev/kanban/examples/internal/gamedb"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
)

// A queue is the database that holds the games to play, as River jobs,
// and their results: a SQLite file on one machine, or a PostgreSQL
// database that workers on many machines share.
type queue struct {
	db       *sql.DB
	postgres bool
	driver   riverdriver.Driver[*sql.Tx]
	// complete marks a job completed within tx, the transaction that
	// writes its result (River's transactional completion).
	complete func(ctx context.Context, tx *sql.Tx, job *river.Job[gameArgs]) error
	name     string // the database, for messages, without a password
}

// gameArgs is a game's job: game Game (from 0, in the order the
// one-process runner reports games) of run Run.
type gameArgs struct {
	Run  int64 `json:"run"`
	Game int   `json:"game"`
}

// Kind is the River job kind of a game.
func (gameArgs) Kind() string { return "kanban_tournament_game" }

// InsertOpts puts games on their own queue. A game is tried again after a
// worker's error (the database failing under it), at most maxAttempts
// times; a bot's error is a result, not a failed job.
func (gameArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: queueName, MaxAttempts: maxAttempts}
}

// queueName is River's queue of the games.
const queueName = "kanban_games"

// maxAttempts is how many times a game's job is tried before River gives
// it up (discards it): a job fails only when its result cannot be written.
const maxAttempts = 5

// openQueue opens (creating it if need be) the database at where
// (gamedb.Open) and migrates River's tables and the tournament's to the
// newest version.
func openQueue(ctx context.Context, where string) (*queue, error) {
	db, err := gamedb.Open(ctx, where)
	if err != nil {
		return nil, err
	}
	q := &queue{db: db.SQL, postgres: db.Postgres, name: db.Name}
	if q.postgres {
		q.driver = riverdatabasesql.New(q.db)
		q.complete = func(ctx context.Context, tx *sql.Tx, job *river.Job[gameArgs]) error {
			_, err := river.JobCompleteTx[*riverdatabasesql.Driver](ctx, tx, job)
			return err
		}
	} else {
		q.driver = riversqlite.New(q.db)
		q.complete = func(ctx context.Context, tx *sql.Tx, job *river.Job[gameArgs]) error {
			_, err := river.JobCompleteTx[*riversqlite.Driver](ctx, tx, job)
			return err
		}
	}
	if err := q.migrate(ctx); err != nil {
		q.db.Close()
		return nil, fmt.Errorf("-db %s: %w", q.name, err)
	}
	return q, nil
}

// Close closes the database.
func (q *queue) Close() error { return q.db.Close() }

// migrateLock is the PostgreSQL advisory lock that keeps two processes
// from migrating at once: "kanbantn" in ASCII.
const migrateLock = 0x6b616e62616e746e

// migrate creates the tournament's tables and River's, or brings River's
// to the version this program knows. On PostgreSQL the processes that
// start at once take turns by an advisory lock. On SQLite each of River's
// migrations is a transaction that locks the file: a process that loses
// the race for a fresh file fails to apply what the other just applied,
// and tries again, finding it done.
func (q *queue) migrate(ctx context.Context) error {
	m, err := rivermigrate.New(q.driver, &rivermigrate.Config{Logger: quietLogger(io.Discard)})
	if err != nil {
		return err
	}
	if !q.postgres {
		for try := 1; ; try++ {
			_, err = m.Migrate(ctx, rivermigrate.DirectionUp, nil)
			if err == nil || try == 5 {
				break
			}
			time.Sleep(time.Duration(try) * 50 * time.Millisecond)
		}
		if err != nil {
			return fmt.Errorf("migrating River's tables: %w", err)
		}
		return gamedb.CreateTables(ctx, q.db, false)
	}
	conn, err := q.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, int64(migrateLock)); err != nil {
		return err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, int64(migrateLock))
	if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("migrating River's tables: %w", err)
	}
	return gamedb.CreateTables(ctx, conn, true)
}

// quietLogger is River's logger: its warnings and errors, as text, to w.
func quietLogger(w io.Writer) *slog.Logger {
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

// reindexed returns the indexes River's maintenance rebuilds each night
// (River's Config.ReindexerIndexNames): its own on PostgreSQL, none on
// SQLite, whose River tables have none of those names (River would warn of
// each missing one every midnight) and whose file a rebuild would only
// lock while games are being written.
func (q *queue) reindexed() []string {
	if q.postgres {
		return nil // River's default
	}
	return []string{}
}

// errNoRun is the error of a run that the database does not hold.
var errNoRun = errors.New("no such run")
