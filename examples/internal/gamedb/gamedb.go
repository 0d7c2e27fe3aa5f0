// Package gamedb opens the database of the tournament's queue and reads
// the games its workers stored: a SQLite file on one machine, or a
// PostgreSQL database shared by many. The tournament command writes it
// (enqueue, work); training programs read the games with their searches
// from it (Searched).
package gamedb

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"iter"
	"net/url"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/examples/internal/sqlitefile"
)

// Default is the database when none is named: a SQLite file in the
// working directory.
const Default = "tournament.db"

// A DB is an open database of games.
type DB struct {
	SQL      *sql.DB
	Postgres bool   // PostgreSQL, else SQLite
	Name     string // the database, for messages, without a password
}

// Open opens the database at where: a postgres:// or postgresql:// URL,
// or else a SQLite file's path (an optional sqlite: or file: before it),
// created if missing.
func Open(ctx context.Context, where string) (*DB, error) {
	if strings.HasPrefix(where, "postgres://") || strings.HasPrefix(where, "postgresql://") {
		db, err := sql.Open("pgx", where)
		if err != nil {
			return nil, fmt.Errorf("-db %s: %w", redact(where), err)
		}
		// River's own work (fetching, completing, electing a leader, the
		// rescuer) and a worker's games finishing at once share the pool.
		db.SetMaxOpenConns(10)
		return &DB{SQL: db, Postgres: true, Name: redact(where)}, nil
	}
	file := strings.TrimPrefix(strings.TrimPrefix(where, "sqlite:"), "file:")
	db, err := openSQLite(ctx, file)
	if err != nil {
		return nil, fmt.Errorf("-db %s: %w", file, err)
	}
	return &DB{SQL: db, Name: file}, nil
}

// Close closes the database.
func (db *DB) Close() error { return db.SQL.Close() }

// openSQLite opens the SQLite file (sqlitefile.Open) with every
// transaction taking the write lock at its start (BEGIN IMMEDIATE): a
// transaction that read first and wrote then could fail at once, without
// waiting out the busy timeout, when another process wrote in between.
// One connection: River's SQLite driver asks for it.
func openSQLite(ctx context.Context, file string) (*sql.DB, error) {
	return sqlitefile.Open(ctx, file, busyTimeout, url.Values{"_txlock": {"immediate"}})
}

// busyTimeout is how long a SQLite connection waits for a lock another
// process holds.
const busyTimeout = 30 * time.Second

// redact hides a URL's password.
func redact(where string) string {
	u, err := url.Parse(where)
	if err != nil {
		return "a PostgreSQL URL"
	}
	return u.Redacted()
}

// CreateTables creates the tournament's tables where they are missing
// (the tournament's queue does, in the transaction that migrates River's):
//
//   - tournament_run: a run, as enqueue queued it: its games and the flags
//     that describe them (spec, JSON: the flags as args, and the edition
//     played when not the built-in one).
//   - tournament_game: a played game of a run, written in the transaction
//     that completes its job: its result (JSON), its record
//     (kanban.Record's text), with -record-search the searches of its
//     decisions (JSON: a list of Search), and which worker played it when.
func CreateTables(ctx context.Context, db interface {
	ExecContext(context.Context, string, ...any) (sql.Result, error)
}, postgres bool) error {
	id := "INTEGER PRIMARY KEY"
	if postgres {
		id = "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"
	}
	for _, s := range []string{
		`CREATE TABLE IF NOT EXISTS tournament_run (
			id ` + id + `,
			created_at TEXT NOT NULL,
			games INTEGER NOT NULL,
			spec TEXT NOT NULL
		)`,
		`CREATE TABLE IF NOT EXISTS tournament_game (
			run BIGINT NOT NULL REFERENCES tournament_run (id),
			game INTEGER NOT NULL,
			result TEXT NOT NULL,
			record TEXT NOT NULL,
			searches TEXT,
			worker TEXT NOT NULL,
			started_ns BIGINT NOT NULL,
			finished_ns BIGINT NOT NULL,
			PRIMARY KEY (run, game)
		)`,
	} {
		if _, err := db.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("creating the tournament's tables: %w", err)
		}
	}
	return nil
}

// A Search is what a bot's search found at one decision of a stored game
// (the tournament's -record-search): the visits of each legal action at
// the root of the search.
type Search struct {
	// Ply is the number of the record's actions played before the
	// decision: the search chose the record's action Ply (from 0).
	Ply    int          `json:"ply"`
	Player kanban.Color `json:"player"`
	// Visits are each legal action's visits, in the order of the legal
	// actions (kanban.GameState.LegalActions', bots.Turn's), and IDs
	// their dense IDs (bots.ActionID), the indices of a policy's output.
	Visits []int `json:"visits"`
	IDs    []int `json:"ids"`
	// Value is the search's value of the position to the player, in
	// [0, 1]; Iterations its iterations.
	Value      float64 `json:"value"`
	Iterations int     `json:"iterations"`
}

// A Game is a stored game with the searches of its decisions.
type Game struct {
	Run, Number int64 // the run and the game's number in it
	Record      kanban.Record
	Searches    []Search
}

// Searched yields the stored games that have searches, of run (every run
// when run is 0), in run and game order. A run played with an edition of
// its own makes that edition known (kanban.NewEdition) before its games,
// so that their records play.
func (db *DB) Searched(ctx context.Context, run int64) iter.Seq2[Game, error] {
	return func(yield func(Game, error) bool) {
		rows, err := db.SQL.QueryContext(ctx, `SELECT g.run, g.game, g.record, g.searches, r.spec
			FROM tournament_game g JOIN tournament_run r ON r.id = g.run
			WHERE g.searches IS NOT NULL AND ($1 = 0 OR g.run = $1) ORDER BY g.run, g.game`, run)
		if err != nil {
			yield(Game{}, fmt.Errorf("%s: reading the games: %w", db.Name, err))
			return
		}
		defer rows.Close()
		editions := map[int64]bool{}
		for rows.Next() {
			var g Game
			var record, searches, spec string
			if err := rows.Scan(&g.Run, &g.Number, &record, &searches, &spec); err != nil {
				yield(Game{}, fmt.Errorf("%s: reading the games: %w", db.Name, err))
				return
			}
			if !editions[g.Run] {
				editions[g.Run] = true
				var s struct {
					Edition *components.Edition `json:"edition"`
				}
				if err := json.Unmarshal([]byte(spec), &s); err != nil {
					yield(Game{}, fmt.Errorf("run %d: its spec: %w", g.Run, err))
					return
				}
				if s.Edition != nil {
					if _, err := kanban.NewEdition(s.Edition); err != nil {
						yield(Game{}, fmt.Errorf("run %d: its edition: %w", g.Run, err))
						return
					}
				}
			}
			var err error
			if g.Record, err = kanban.ParseRecord(record); err != nil {
				err = fmt.Errorf("run %d, game %d: %w", g.Run, g.Number, err)
			} else if err = json.Unmarshal([]byte(searches), &g.Searches); err != nil {
				err = fmt.Errorf("run %d, game %d: its searches: %w", g.Run, g.Number, err)
			}
			if !yield(g, err) {
				return
			}
		}
		if err := rows.Err(); err != nil {
			yield(Game{}, fmt.Errorf("%s: reading the games: %w", db.Name, err))
		}
	}
}

// SearchOf returns the Search of r, a search at turn, the record's action
// ply: the visits of each legal action and its dense ID.
func SearchOf(ply int, turn *bots.Turn, r bots.SearchResult) Search {
	sr := Search{Ply: ply, Player: turn.Player(), Value: r.RootValue, Iterations: r.Iterations}
	view := turn.View()
	for _, v := range r.Visits {
		id, err := bots.ActionID(view, v.Action)
		if err != nil {
			id = -1 // never, for a legal action (ActionID says so)
		}
		sr.Visits, sr.IDs = append(sr.Visits, v.Visits), append(sr.IDs, id)
	}
	return sr
}

// PlaySearched plays a game of cfg between searching bots, seats[i]
// choosing for cfg.Players[i], keeping the search of each decision with a
// choice as the tournament's -record-search does: for tests and tools
// that need stored games without running the tournament.
func PlaySearched(cfg kanban.Config, seats []*bots.ISMCTS) (kanban.Record, []Search, error) {
	rec := kanban.Record{Schema: kanban.SchemaVersion, Rules: cfg.Edition.Digest(), Config: cfg}
	s, _, err := kanban.New(cfg)
	if err != nil {
		return rec, nil, err
	}
	byColor := map[kanban.Color]*bots.ISMCTS{}
	for i, p := range cfg.Players {
		byColor[p.Color] = seats[i]
	}
	var searches []Search
	for !s.IsOver() {
		p := s.Next().Player
		turn, err := bots.NewTurn(s, p)
		if err != nil {
			return rec, nil, err
		}
		a := turn.LegalAt(0)
		if turn.NumLegal() > 1 {
			r, err := byColor[p].Search(turn)
			if err != nil {
				return rec, nil, err
			}
			a = r.Action
			searches = append(searches, SearchOf(len(rec.Actions), turn, r))
		}
		if s, _, err = kanban.Apply(s, a); err != nil {
			return rec, nil, err
		}
		a.Version = 0
		rec.Actions = append(rec.Actions, a)
	}
	return rec, searches, nil
}

// StoreGame writes game number of run (a run the database holds, made by
// enqueue or AddRun) as a worker writes a played game, with result "{}".
func (db *DB) StoreGame(ctx context.Context, run int64, number int, rec kanban.Record, searches []Search) error {
	text, err := rec.MarshalText()
	if err != nil {
		return err
	}
	var js *string
	if searches != nil {
		b, err := json.Marshal(searches)
		if err != nil {
			return err
		}
		js = new(string(b))
	}
	_, err = db.SQL.ExecContext(ctx, `INSERT INTO tournament_game (run, game, result, record, searches, worker, started_ns, finished_ns)
		VALUES ($1, $2, '{}', $3, $4, 'stored', 0, 0)`, run, number, string(text), js)
	return err
}

// AddRun creates the tables if need be and adds a run of games with the
// given flags, which no worker plays (its games are stored by StoreGame);
// it returns the run's number.
func (db *DB) AddRun(ctx context.Context, games int, args []string) (int64, error) {
	if err := CreateTables(ctx, db.SQL, db.Postgres); err != nil {
		return 0, err
	}
	spec, err := json.Marshal(map[string][]string{"args": args})
	if err != nil {
		return 0, err
	}
	var id int64
	err = db.SQL.QueryRowContext(ctx, `INSERT INTO tournament_run (created_at, games, spec) VALUES ($1, $2, $3) RETURNING id`,
		time.Now().UTC().Format(time.RFC3339), games, string(spec)).Scan(&id)
	return id, err
}
