package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/pgtest"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// damaged is a database for the damage tests: a copy of one holding three
// games in play, each with its red seat's token.
type damaged struct {
	victim, neighbour, sound string
	tokens                   map[string]string
	// fresh makes a new copy of the database: the raw SQL connection to
	// corrupt it with, and the function that opens the store on it.
	fresh func(t *testing.T) (*sql.DB, func() (store.Store, error))
}

// withGames plays the three games on a new database that open opens (at
// each call, the same database): a victim, whose log is the longest, a
// neighbour, whose log is the shortest, and a sound game.
func withGames(t *testing.T, open func() store.Store) (d damaged) {
	h := startHostOn(t, open())
	d.tokens = map[string]string{}
	var ids []string
	var versions []uint32
	for _, turns := range []int{6, 1, 2} {
		g, tokens := h.client("", "").create(seats(Human, Random))
		d.tokens[g.ID] = tokens[kanban.Red]
		ids = append(ids, g.ID)
		versions = append(versions, h.client(g.ID, tokens[kanban.Red]).playTurns(turns).Version)
	}
	d.victim, d.neighbour, d.sound = ids[0], ids[1], ids[2]
	require.Greater(t, versions[0], versions[1], "the victim's log is longer than the neighbour's")
	h.stop()
	return d
}

// damagedSQLite is the damage tests' database on SQLite: a file copied.
func damagedSQLite(t *testing.T) damaged {
	template := filepath.Join(t.TempDir(), "games.db")
	d := withGames(t, func() store.Store {
		st, err := store.OpenSQLite(context.Background(), template)
		require.NoError(t, err)
		return st
	})
	d.fresh = func(t *testing.T) (*sql.DB, func() (store.Store, error)) {
		file := filepath.Join(t.TempDir(), "games.db")
		copyFile(t, template, file)
		raw, err := sql.Open("sqlite", file) // foreign keys not enforced
		require.NoError(t, err)
		t.Cleanup(func() { raw.Close() })
		return raw, func() (store.Store, error) { return store.OpenSQLite(context.Background(), file) }
	}
	return d
}

// damagedPostgres is the damage tests' database on PostgreSQL: a schema of
// its own, migrated and filled with the rows of the first.
func damagedPostgres(t *testing.T) damaged {
	template := pgtest.DSN(t)
	u, err := url.Parse(template)
	require.NoError(t, err)
	from := u.Query().Get("search_path")
	require.NotEmpty(t, from)
	open := func(dsn string) store.Store {
		st, err := store.OpenPostgres(context.Background(), dsn)
		require.NoError(t, err)
		return st
	}
	d := withGames(t, func() store.Store { return open(template) })
	d.fresh = func(t *testing.T) (*sql.DB, func() (store.Store, error)) {
		dsn := pgtest.DSN(t)
		require.NoError(t, open(dsn).Close())
		raw, err := sql.Open("pgx", dsn)
		require.NoError(t, err)
		t.Cleanup(func() { raw.Close() })
		for _, table := range []string{"games", "events"} {
			_, err := raw.Exec(`INSERT INTO ` + table + ` SELECT * FROM ` + from + `.` + table)
			require.NoError(t, err)
		}
		return raw, func() (store.Store, error) { return store.OpenPostgres(context.Background(), dsn) }
	}
	return d
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	r, err := os.Open(from)
	require.NoError(t, err)
	defer r.Close()
	w, err := os.Create(to)
	require.NoError(t, err)
	_, err = io.Copy(w, r)
	require.NoError(t, err)
	require.NoError(t, w.Close())
}

// A damage is an edit of the database that no server makes: a column of a
// table, given a value the server never writes.
type damage struct {
	name string
	// sqlite and postgres are the statements that make it, run in one
	// transaction, nil where the database's types forbid the damage, or
	// both when the same on either: {victim} is the victim's ID,
	// {neighbour} the neighbour's.
	sqlite, postgres, both []string
	// reason is what the game's 410 and the log say of it.
	reason string
	// renamed is the victim's ID after the damage, when it is another.
	renamed string
	// status is the victim's answer: 410, or 404 for an ID that no route
	// takes (it is listed as broken).
	status int
	// neighbour says the damage breaks the neighbour too.
	neighbour bool
}

// The statements that let PostgreSQL store a row its foreign key forbids
// (as SQLite does, whose connection here does not enforce them).
const noForeignKeys = `SET LOCAL session_replication_role = replica`

// damages are the damages the tests make, column by column, table by
// table.
var damages = []damage{
	{name: "games.id: another game's, its events left behind", reason: "but the log holds 0", renamed: "ffffffffffffffff",
		sqlite:   []string{`UPDATE games SET id = 'ffffffffffffffff' WHERE id = '{victim}'`},
		postgres: []string{noForeignKeys, `UPDATE games SET id = 'ffffffffffffffff' WHERE id = '{victim}'`}},
	{name: "games.id: none a server makes", reason: "is not 16 hexadecimal digits", renamed: "not-a-game-id", status: http.StatusNotFound,
		both: []string{
			`INSERT INTO games (id, seats, bot_seed, version, created, over, creator_hash, revision)
				SELECT 'not-a-game-id', seats, bot_seed, version, created, over, creator_hash, revision FROM games WHERE id = '{victim}'`,
			`UPDATE events SET game_id = 'not-a-game-id' WHERE game_id = '{victim}'`,
			`DELETE FROM games WHERE id = '{victim}'`,
		}},
	{name: "games.seats: not JSON", reason: "its seats are not JSON seats",
		both: []string{`UPDATE games SET seats = 'not JSON' WHERE id = '{victim}'`}},
	{name: "games.seats: a kind no server plays", reason: "seat 2's kind",
		both: []string{`UPDATE games SET seats = replace(seats, '"random"', '"wizard"') WHERE id = '{victim}'`}},
	{name: "games.bot_seed: not a number", reason: "its bot seed",
		both: []string{`UPDATE games SET bot_seed = 'seven' WHERE id = '{victim}'`}},
	{name: "games.version: not a version", reason: "its version",
		sqlite:   []string{`UPDATE games SET version = 'five' WHERE id = '{victim}'`},
		postgres: []string{`UPDATE games SET version = -1 WHERE id = '{victim}'`}},
	{name: "games.version: beyond the log", reason: "its row records",
		both: []string{`UPDATE games SET version = version + 1 WHERE id = '{victim}'`}},
	{name: "games.created: beyond year 9999", reason: "its created time",
		both: []string{`UPDATE games SET created = 9223372036854775807 WHERE id = '{victim}'`}},
	{name: "games.created: not a number", reason: "its created time",
		sqlite: []string{`UPDATE games SET created = 'yesterday' WHERE id = '{victim}'`}},
	{name: "games.over: over, its log not", reason: "its row says it is over",
		both: []string{`UPDATE games SET over = TRUE WHERE id = '{victim}'`}},
	{name: "games.over: not a boolean", reason: "its over",
		sqlite: []string{`UPDATE games SET over = 'maybe' WHERE id = '{victim}'`}},
	{name: "games.spectator_chat: not a boolean", reason: "its spectator_chat",
		sqlite: []string{`UPDATE games SET spectator_chat = 'perhaps' WHERE id = '{victim}'`}},
	{name: "games.edition: not the log's", reason: "its edition column says",
		both: []string{`UPDATE games SET edition = 'mine' WHERE id = '{victim}'`}},
	{name: "games.clock: not a time control", reason: "its clock",
		both: []string{`UPDATE games SET clock = 'soon' WHERE id = '{victim}'`}},
	{name: "games.creator_hash: no SHA-256", reason: "its creator's hash",
		both: []string{`UPDATE games SET creator_hash = 'not a hash' WHERE id = '{victim}'`}},
	{name: "games.revision: not a revision", reason: "its revision",
		sqlite:   []string{`UPDATE games SET revision = 'first' WHERE id = '{victim}'`},
		postgres: []string{`UPDATE games SET revision = -1 WHERE id = '{victim}'`}},
	{name: "events.game_id: moved to another game", reason: "but the log holds", neighbour: true,
		both: []string{`UPDATE events SET game_id = '{neighbour}' WHERE game_id = '{victim}' AND seq = (SELECT max(seq) FROM events WHERE game_id = '{victim}')`}},
	{name: "events.game_id: no game's", reason: "its event 4 is stored at seq",
		sqlite:   []string{`UPDATE events SET game_id = 'ffffffffffffffff' WHERE game_id = '{victim}' AND seq = 4`},
		postgres: []string{noForeignKeys, `UPDATE events SET game_id = 'ffffffffffffffff' WHERE game_id = '{victim}' AND seq = 4`}},
	{name: "events.seq: another place", reason: "its event 3 is stored at seq",
		both: []string{`UPDATE events SET seq = 100000 WHERE game_id = '{victim}' AND seq = 3`}},
	{name: "events.seq: not a number", reason: "is stored at seq",
		sqlite: []string{`UPDATE events SET seq = 'third' WHERE game_id = '{victim}' AND seq = 3`}},
	{name: "events.body: not JSON", reason: "event 3 does not decode",
		both: []string{`UPDATE events SET body = 'not JSON' WHERE game_id = '{victim}' AND seq = 3`}},
	{name: "events.body: another event's", reason: "fails the checked replay",
		both: []string{`UPDATE events SET body = replace(body, '"seq":5,', '"seq":6,') WHERE game_id = '{victim}' AND seq = 5`}},
}

// A game whose row or events a server could not have written, any column
// of either table, is that game broken and nothing else: the server
// starts, lists every game (the damaged one as broken), answers 410 for
// it, naming what is wrong, logs it at ERROR, and plays the others on.
// Before, a row whose seats were not JSON, or whose bot seed was no
// number, failed every load: the server did not start, the lobby answered
// 503 and the game 404; a created time beyond year 9999 made the lobby
// 500.
func TestDamagedGameBreaksItAlone(t *testing.T) {
	t.Parallel()
	t.Run("SQLite", func(t *testing.T) { testDamages(t, damagedSQLite(t), false) })
	t.Run("PostgreSQL", func(t *testing.T) { testDamages(t, damagedPostgres(t), true) })
}

// statements are the statements of a damage on SQLite, or PostgreSQL,
// nil where the database's types forbid it.
func (dm damage) statements(postgres bool) []string {
	switch {
	case dm.both != nil:
		return dm.both
	case postgres:
		return dm.postgres
	}
	return dm.sqlite
}

// corrupt runs the statements of a damage on a fresh copy of d, in one
// transaction, and returns the function that opens the store on it.
func (d damaged) corrupt(t *testing.T, stmts []string) func() (store.Store, error) {
	raw, open := d.fresh(t)
	tx, err := raw.Begin()
	require.NoError(t, err)
	defer tx.Rollback()
	ids := strings.NewReplacer("{victim}", d.victim, "{neighbour}", d.neighbour)
	for _, q := range stmts {
		res, err := tx.Exec(ids.Replace(q))
		require.NoError(t, err, q)
		if n, err := res.RowsAffected(); err == nil && !strings.HasPrefix(q, "SET") {
			require.Positive(t, n, "%s changed no row", q)
		}
	}
	require.NoError(t, tx.Commit())
	return open
}

func testDamages(t *testing.T, d damaged, postgres bool) {
	for _, dm := range damages {
		stmts := dm.statements(postgres)
		if stmts == nil {
			continue // the database's types forbid it
		}
		t.Run(dm.name, func(t *testing.T) {
			st, err := d.corrupt(t, stmts)()
			require.NoError(t, err)
			h := startHostOn(t, st)
			victim, status := d.victim, http.StatusGone
			if dm.renamed != "" {
				victim = dm.renamed
				code, _ := h.client("", "").do("GET", "/api/games/"+d.victim+"/spectate", nil)
				assert.Equal(t, http.StatusNotFound, code, "the victim's ID before")
			}
			if dm.status != 0 {
				status = dm.status
			}
			broken := map[string]string{victim: dm.reason}
			token := map[string]string{victim: d.tokens[d.victim]}
			if dm.neighbour {
				broken[d.neighbour] = ""
				token[d.neighbour] = d.tokens[d.neighbour]
			}
			for id, reason := range broken {
				for _, c := range []*client{h.client(id, ""), h.client(id, token[id])} {
					path := "/api/games/" + id + "/state"
					if c.token == "" {
						path = "/api/games/" + id + "/spectate"
					}
					code, body := c.do("GET", path, nil)
					require.Equal(t, status, code, "%s: %s", path, body)
					if status == http.StatusGone {
						var e apiError
						require.NoError(t, json.Unmarshal(body, &e))
						assert.Equal(t, "broken_game", e.Error)
						assert.Contains(t, e.Message, reason)
					}
				}
				assert.Contains(t, errorsLogged(t, h.log.String(), id), reason, "the log names the game at ERROR, and why")
			}

			listed := map[string]GameInfo{}
			for _, gi := range h.list() {
				listed[gi.ID] = gi
			}
			for id, reason := range broken {
				require.Contains(t, listed, id)
				assert.Contains(t, listed[id].Broken, reason, "the lobby lists %s as broken", id)
			}
			for _, id := range []string{d.neighbour, d.sound} {
				if _, ok := broken[id]; ok {
					continue
				}
				require.Contains(t, listed, id, "the lobby lists the other games")
				assert.Empty(t, listed[id].Broken, id)
				seat := h.client(id, d.tokens[id])
				before := seat.state().Version
				assert.Greater(t, seat.playTurns(2).Version, before, "%s plays on", id)
			}
		})
	}
}

// errorsLogged returns the reasons logged at ERROR for game id's being
// broken, one a line.
func errorsLogged(t *testing.T, log, id string) string {
	t.Helper()
	var reasons []string
	for _, line := range strings.Split(log, "\n") {
		if !strings.Contains(line, "level=ERROR") || !strings.Contains(line, " game="+id+" ") {
			continue
		}
		_, after, ok := strings.Cut(line, " reason=")
		if !ok {
			continue
		}
		reason := after
		if q, err := strconv.QuotedPrefix(after); err == nil {
			reason, _ = strconv.Unquote(q)
		}
		reasons = append(reasons, reason)
	}
	return strings.Join(reasons, "\n")
}

// The schema's record, schema_migrations, is no game's. Its name and
// applied columns are read by no server: edited, every game is served as
// before. A version edited leaves the schema unknown, and the server
// refuses to start, saying so, rather than write to tables it may not
// know.
func TestDamagedSchemaRecord(t *testing.T) {
	for name, d := range map[string]func(*testing.T) damaged{"SQLite": damagedSQLite, "PostgreSQL": damagedPostgres} {
		t.Run(name, func(t *testing.T) {
			d := d(t)
			postgres := name == "PostgreSQL"
			for _, dm := range []damage{
				{name: "name", both: []string{`UPDATE schema_migrations SET name = 'edited'`}},
				{name: "applied", both: []string{`UPDATE schema_migrations SET applied = -1`}},
				{name: "version: not a number", reason: "migrating the schema", sqlite: []string{`UPDATE schema_migrations SET version = 'third' WHERE version = 3`}},
				{name: "version: beyond the server's", reason: "newer than this server's", both: []string{`UPDATE schema_migrations SET version = 99 WHERE version = 3`}},
			} {
				stmts := dm.statements(postgres)
				if stmts == nil {
					continue
				}
				t.Run(dm.name, func(t *testing.T) {
					st, err := d.corrupt(t, stmts)()
					if dm.reason != "" {
						require.ErrorContains(t, err, dm.reason)
						return
					}
					require.NoError(t, err)
					h := startHostOn(t, st)
					list := h.list()
					require.Len(t, list, 3)
					for _, gi := range list {
						assert.Empty(t, gi.Broken)
					}
				})
			}
		})
	}
}
