package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// A migration is one step of the schema. Migrations are applied in order,
// each once, and recorded in schema_migrations; a later schema change is a
// new migration at the end of the list, never an edit of one applied.
type migration struct {
	version int
	name    string
	stmts   []string
}

// migrations work on SQLite and PostgreSQL alike. games.version is the Seq
// of the log's last event: Append moves it with a compare-and-set, which is
// what makes two writers of one game safe. Migration 1 creates the tables
// only if they are missing, so that a database made before migrations were
// recorded is taken over as it is.
var migrations = []migration{
	{1, "games and events", []string{
		`CREATE TABLE IF NOT EXISTS games (
			id TEXT PRIMARY KEY,
			seats TEXT NOT NULL,
			bot_seed TEXT NOT NULL,
			version BIGINT NOT NULL,
			created BIGINT NOT NULL
		)`,
		`CREATE TABLE IF NOT EXISTS events (
			game_id TEXT NOT NULL REFERENCES games(id),
			seq BIGINT NOT NULL,
			body TEXT NOT NULL,
			PRIMARY KEY (game_id, seq)
		)`,
	}},
	// games.over lets the lobby and a starting server tell the finished
	// games without reading their logs; Append sets it. The games that
	// ended before are found by their last event, the game's end (the
	// server also marks any it loads finished with the flag unset).
	{2, "games over", []string{
		`ALTER TABLE games ADD COLUMN over BOOLEAN NOT NULL DEFAULT FALSE`,
		`UPDATE games SET over = TRUE WHERE EXISTS (SELECT 1 FROM events
			WHERE events.game_id = games.id AND events.seq = games.version
			AND events.body LIKE '%"type":"game-ended"%')`,
		`CREATE INDEX games_created ON games (created, id)`,
	}},
	// games.creator_hash is the SHA-256 of the creator's key, which may
	// hand a person's seat to a bot; the games made before have none, and
	// no key opens them. games.revision counts the writes other than
	// appends (seats handed over, logs cut back by an undo), which every
	// write compares, as Append compares the version.
	{3, "creators and revisions", []string{
		`ALTER TABLE games ADD COLUMN creator_hash TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE games ADD COLUMN revision BIGINT NOT NULL DEFAULT 0`,
	}},
	// chat is the games' table talk, beside their logs: at in Unix
	// milliseconds, version the game's when said, author a colour or
	// "spectator". games.spectator_chat says whether spectators may talk;
	// games.edition names the game's edition for the lobby, "" for the
	// built-in one (and for the games stored before, which the lobby
	// lists so until they are read).
	{4, "chat and editions", []string{
		`CREATE TABLE chat (
			game_id TEXT NOT NULL REFERENCES games(id),
			seq BIGINT NOT NULL,
			at BIGINT NOT NULL,
			version BIGINT NOT NULL,
			author TEXT NOT NULL,
			body TEXT NOT NULL,
			PRIMARY KEY (game_id, seq)
		)`,
		`ALTER TABLE games ADD COLUMN spectator_chat BOOLEAN NOT NULL DEFAULT FALSE`,
		`ALTER TABLE games ADD COLUMN edition TEXT NOT NULL DEFAULT ''`,
	}},
	// games.clock is the game's time control as its creator chose it (the
	// server's JSON, "" for none); events.at is when each event was
	// appended, in Unix milliseconds (0 for the events stored before),
	// from which the players' clocks are read.
	{5, "clocks", []string{
		`ALTER TABLE games ADD COLUMN clock TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE events ADD COLUMN at BIGINT NOT NULL DEFAULT 0`,
	}},
}

// migrationLock is the key of the PostgreSQL advisory lock that instances
// starting together take, one after another, to migrate: the two-int form
// of the lock, whose keys never meet the games' one-bigint keys.
const migrationLock = `SELECT pg_advisory_xact_lock(1265200718, 1)`

// migrate brings the database's schema up to the last migration, in one
// transaction: on PostgreSQL under migrationLock (held to the commit), on
// SQLite in a write transaction taken at once (BEGIN IMMEDIATE), which
// other connections wait for. It refuses a database whose schema is newer
// than this program's.
func migrate(ctx context.Context, db *sql.DB, postgres bool) (err error) {
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	begin := `BEGIN IMMEDIATE`
	if postgres {
		begin = `BEGIN`
	}
	if _, err := conn.ExecContext(ctx, begin); err != nil {
		return err
	}
	defer func() {
		if err != nil {
			conn.ExecContext(context.Background(), `ROLLBACK`)
		}
	}()
	if postgres {
		if _, err := conn.ExecContext(ctx, migrationLock); err != nil {
			return err
		}
	}
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version BIGINT PRIMARY KEY,
		name TEXT NOT NULL,
		applied BIGINT NOT NULL
	)`); err != nil {
		return err
	}
	var at sql.NullInt64
	if err := conn.QueryRowContext(ctx, `SELECT MAX(version) FROM schema_migrations`).Scan(&at); err != nil {
		return err
	}
	last := migrations[len(migrations)-1].version
	if int(at.Int64) > last {
		return fmt.Errorf("the database's schema is at version %d, newer than this server's %d: run a newer server", at.Int64, last)
	}
	for _, m := range migrations {
		if m.version <= int(at.Int64) {
			continue
		}
		for _, q := range m.stmts {
			if _, err := conn.ExecContext(ctx, q); err != nil {
				return fmt.Errorf("migration %d (%s): %w", m.version, m.name, err)
			}
		}
		ins := `INSERT INTO schema_migrations (version, name, applied) VALUES (?, ?, ?)`
		if postgres {
			ins = `INSERT INTO schema_migrations (version, name, applied) VALUES ($1, $2, $3)`
		}
		if _, err := conn.ExecContext(ctx, ins, m.version, m.name, time.Now().Unix()); err != nil {
			return err
		}
	}
	_, err = conn.ExecContext(ctx, `COMMIT`)
	return err
}
