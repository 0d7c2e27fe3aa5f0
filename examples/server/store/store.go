// Package store keeps the games of examples/server in a SQL database:
// each game's seats and its full event log, one row an event, as JSON.
// The same code serves SQLite (the default, one file, no server) and
// PostgreSQL (for hosts that run several server instances on one
// database); only the driver and the placeholders differ.
//
// A store writes what the host hands it and reads back the raw JSON: it
// does not decode or check the events (it only sees whether an appended
// one ends the game, to record the game over). The server checks every loaded log
// with kanban.Replay, so an edited or half-written row is found there.
// What the store itself cannot read back (a number that is none, seats
// that are not JSON, an event out of its place) is that game's Damage:
// one damaged game never fails the read of the others.
package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/kanbanev/kanban"
)

// ErrNotFound: no game has that ID.
var ErrNotFound = errors.New("store: no such game")

// ErrConflict: the game's stored log no longer ends where the writer
// thought it did, or the game was revised — another writer (another
// server instance) appended to it, handed a seat to a bot or cut its log
// first. Nothing was written; reload the game and decide again.
var ErrConflict = errors.New("store: the game's log has moved on")

// Seat is one seat of a game as stored: who plays it and, for a person,
// the SHA-256 of their secret token (never the token itself).
type Seat struct {
	Color kanban.Color `json:"color"`
	// Kind is "human" or a bot's kind ("random", "greedy", "ismcts",
	// "learned"), stored as it is: the store knows no list of kinds.
	Kind string `json:"kind"`
	// Iterations is an ISMCTS bot's search budget per decision (ismcts,
	// learned), when DecisionTime is 0.
	Iterations int `json:"iterations,omitempty"`
	// DecisionTime, when not 0, is an ISMCTS bot's time per decision
	// instead of Iterations. A seat stored before it existed has none,
	// and so searches its Iterations, as it did.
	DecisionTime time.Duration `json:"decision_time_ns,omitempty"`
	// TokenHash is the hexadecimal SHA-256 of a human seat's token.
	TokenHash string `json:"token_hash,omitempty"`
}

// Game is a stored game.
type Game struct {
	ID    string
	Seats []Seat
	// BotSeed seeds the bots' choices; like the game's seed it stays with
	// the host.
	BotSeed uint64
	Created time.Time
	// Version is the Seq of the log's last event as the game's row
	// records it: a log that holds fewer or more events lost or gained
	// some.
	Version uint32
	// Over says the game has ended: the row records that an appended
	// event was the game's end (kanban.EvGameEnded).
	Over bool
	// CreatorHash is the hexadecimal SHA-256 of the key of whoever created
	// the game, which may hand its people's seats to bots; "" for a game
	// stored before creators had keys.
	CreatorHash string
	// Revision counts the writes to the game other than appends: a seat
	// handed to a bot (SetSeats), the log cut back (Cut). Each write names
	// the revision it was decided against, as Append names the version,
	// so that none is made on a game another writer changed meanwhile.
	Revision uint32
	// SpectatorChat says whether spectators may talk at the table, as its
	// creator chose; the seated players always may.
	SpectatorChat bool
	// Edition names the game's edition, "" for the built-in one: for the
	// lobby, which lists the games from their rows (the log's setup says
	// it too).
	Edition string
	// Clock is the game's time control, as the server wrote it at its
	// creation, "" for none: the store keeps it as it is.
	Clock string
	// Times is when each event of Events was stored, in Unix
	// milliseconds, 0 for one stored before the store kept it: Create
	// and Append write the clock's time now.
	Times []int64
	// Events is the log, Seq 1 first, as stored: each event's JSON, not
	// checked. Load and LoadInPlay fill it, List leaves it nil; Create
	// writes it.
	Events []json.RawMessage
	// Damage says what of the game's row or events does not read as the
	// store writes them (seats that are not JSON, a number that is none
	// or is out of range, an event stored out of its place), "" when all
	// of it reads. The fields it names are left zero. A damaged game is
	// handed back with the others, never failing their read: only its own
	// is lost.
	Damage string
}

// Store is where a server keeps its games. Every method is safe for
// concurrent use.
type Store interface {
	// Create writes a new game, its seats and its first events (New's) in
	// one transaction.
	Create(ctx context.Context, g Game) error
	// Append adds one action's events (or several actions') to a game's
	// log in one transaction: all of them or none. The first event's Seq
	// must follow the stored log's last one, and the game must be at
	// revision, or Append writes nothing and returns ErrConflict. When one
	// of the events is the game's end (kanban.EvGameEnded), the game is
	// recorded as over in the same transaction: the events say it, so the
	// caller need not.
	Append(ctx context.Context, id string, revision uint32, events []kanban.Event) error
	// SetSeats replaces a game's seats (a person's seat handed to a bot)
	// and moves its revision on by one, in one transaction, if the game is
	// at revision and version, as the writer decided it; else it writes
	// nothing and returns ErrConflict.
	SetSeats(ctx context.Context, id string, revision, version uint32, seats []Seat) error
	// Cut drops a game's events after Seq to (an undo), if the game is at
	// version and revision, and moves its revision on by one, all in one
	// transaction; else it writes nothing and returns ErrConflict. The game
	// is then not over.
	Cut(ctx context.Context, id string, revision, version, to uint32) error
	// Say adds a message to game id's chat as its next, within the
	// bounds, and returns it numbered: ErrChatRate for an author who said
	// Burst messages in the Window before, ErrChatFull for a chat of Max
	// messages, ErrNotFound for no such game.
	Say(ctx context.Context, id string, m Message, b ChatBounds) (Message, error)
	// Chat reads game id's messages after Seq after, in order, and what
	// of them does not read (left out).
	Chat(ctx context.Context, id string, after uint32) (msgs []Message, damage string, err error)
	// MarkOver records that game id is over, for a game that ended before
	// its row could say so; ErrNotFound for no such game.
	MarkOver(ctx context.Context, id string) error
	// Load reads one game, or ErrNotFound.
	Load(ctx context.Context, id string) (Game, error)
	// LoadInPlay reads the games not over, with their logs: the newest
	// limit of them (all when limit <= 0), newest first.
	LoadInPlay(ctx context.Context, limit int) ([]Game, error)
	// List reads the newest limit games (all when limit <= 0), newest
	// first, without their logs: what a lobby shows.
	List(ctx context.Context, limit int) ([]Game, error)
	// Ping checks that the database answers.
	Ping(ctx context.Context) error
	// Close closes the database.
	Close() error
}

// sqlStore is the Store over database/sql; dollar says whether the driver
// takes $1, $2… (PostgreSQL) rather than ? (SQLite).
type sqlStore struct {
	db     *sql.DB
	dollar bool
}

func newSQLStore(ctx context.Context, db *sql.DB, dollar bool) (*sqlStore, error) {
	s := &sqlStore{db: db, dollar: dollar}
	if err := migrate(ctx, db, dollar); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: migrating the schema: %w", err)
	}
	return s, nil
}

// q writes a query's ? placeholders the driver's way.
func (s *sqlStore) q(query string) string {
	if !s.dollar {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func (s *sqlStore) Close() error { return s.db.Close() }

func (s *sqlStore) Create(ctx context.Context, g Game) error {
	now := time.Now().UnixMilli()
	seats, err := json.Marshal(g.Seats)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO games (id, seats, bot_seed, version, created, creator_hash, revision, spectator_chat, edition, clock) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
		g.ID, string(seats), strconv.FormatUint(g.BotSeed, 10), len(g.Events), g.Created.Unix(), g.CreatorHash, g.Revision, g.SpectatorChat, g.Edition, g.Clock); err != nil {
		return fmt.Errorf("store: creating game %s: %w", g.ID, err)
	}
	for i, e := range g.Events {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO events (game_id, seq, body, at) VALUES (?, ?, ?, ?)`), g.ID, i+1, string(e), now); err != nil {
			return fmt.Errorf("store: creating game %s: %w", g.ID, err)
		}
	}
	return tx.Commit()
}

func (s *sqlStore) Append(ctx context.Context, id string, revision uint32, events []kanban.Event) error {
	if len(events) == 0 {
		return nil
	}
	first, last := events[0].Seq, events[len(events)-1].Seq
	if int(last-first)+1 != len(events) {
		return fmt.Errorf("store: appending to game %s: events %d to %d are not %d in a row", id, first, last, len(events))
	}
	now := time.Now().UnixMilli()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	over := slices.ContainsFunc(events, func(e kanban.Event) bool { return e.Kind == kanban.EvGameEnded })
	res, err := tx.ExecContext(ctx, s.q(`UPDATE games SET version = ?, over = ? WHERE id = ? AND version = ? AND revision = ?`), last, over, id, first-1, revision)
	if err != nil {
		return fmt.Errorf("store: appending to game %s: %w", id, err)
	}
	if err := s.changed(ctx, tx, res, id); err != nil {
		return err
	}
	for _, e := range events {
		body, err := json.Marshal(e)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO events (game_id, seq, body, at) VALUES (?, ?, ?, ?)`), id, e.Seq, string(body), now); err != nil {
			return fmt.Errorf("store: appending to game %s: %w", id, err)
		}
	}
	if s.dollar {
		if err := notify(ctx, tx, id, last); err != nil {
			return fmt.Errorf("store: appending to game %s: %w", id, err)
		}
	}
	return tx.Commit()
}

// changed checks that a compare-and-set UPDATE of game id's row changed
// it: ErrNotFound when there is no such game, ErrConflict when its row
// was not as the writer thought.
func (s *sqlStore) changed(ctx context.Context, tx *sql.Tx, res sql.Result, id string) error {
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	var v any
	switch err := tx.QueryRowContext(ctx, s.q(`SELECT version FROM games WHERE id = ?`), id).Scan(&v); {
	case errors.Is(err, sql.ErrNoRows):
		return ErrNotFound
	case err != nil:
		return err
	}
	return ErrConflict
}

func (s *sqlStore) SetSeats(ctx context.Context, id string, revision, version uint32, seats []Seat) error {
	b, err := json.Marshal(seats)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, s.q(`UPDATE games SET seats = ?, revision = ? WHERE id = ? AND version = ? AND revision = ?`), string(b), revision+1, id, version, revision)
	if err != nil {
		return fmt.Errorf("store: setting game %s's seats: %w", id, err)
	}
	if err := s.changed(ctx, tx, res, id); err != nil {
		return err
	}
	if s.dollar {
		if err := notifyRevised(ctx, tx, id, revision+1); err != nil {
			return fmt.Errorf("store: setting game %s's seats: %w", id, err)
		}
	}
	return tx.Commit()
}

func (s *sqlStore) Cut(ctx context.Context, id string, revision, version, to uint32) error {
	if to == 0 || to > version {
		return fmt.Errorf("store: cutting game %s at version %d back to %d", id, version, to)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, s.q(`UPDATE games SET version = ?, over = FALSE, revision = ? WHERE id = ? AND version = ? AND revision = ?`), to, revision+1, id, version, revision)
	if err != nil {
		return fmt.Errorf("store: cutting game %s: %w", id, err)
	}
	if err := s.changed(ctx, tx, res, id); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM events WHERE game_id = ? AND seq > ?`), id, to); err != nil {
		return fmt.Errorf("store: cutting game %s: %w", id, err)
	}
	if s.dollar {
		if err := notifyRevised(ctx, tx, id, revision+1); err != nil {
			return fmt.Errorf("store: cutting game %s: %w", id, err)
		}
	}
	return tx.Commit()
}

func (s *sqlStore) MarkOver(ctx context.Context, id string) error {
	res, err := s.db.ExecContext(ctx, s.q(`UPDATE games SET over = TRUE WHERE id = ?`), id)
	if err != nil {
		return fmt.Errorf("store: marking game %s over: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *sqlStore) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

func (s *sqlStore) Load(ctx context.Context, id string) (Game, error) {
	gs, err := s.load(ctx, `WHERE id = ?`, 0, id)
	if err != nil {
		return Game{}, err
	}
	if len(gs) == 0 {
		return Game{}, ErrNotFound
	}
	return gs[0], nil
}

func (s *sqlStore) LoadInPlay(ctx context.Context, limit int) ([]Game, error) {
	return s.load(ctx, `WHERE NOT over`, limit)
}

func (s *sqlStore) List(ctx context.Context, limit int) ([]Game, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+gameColumns+` FROM games`+newest(limit))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var games []Game
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			return nil, err
		}
		games = append(games, g)
	}
	return games, rows.Err()
}

// gameColumns are the columns of a game's row that scanGame reads.
const gameColumns = `id, seats, bot_seed, version, created, over, creator_hash, revision, spectator_chat, edition, clock`

// newest orders games newest first and keeps the first limit (all when
// limit <= 0).
func newest(limit int) string {
	if limit <= 0 {
		return ` ORDER BY created DESC, id DESC`
	}
	return ` ORDER BY created DESC, id DESC LIMIT ` + strconv.Itoa(limit)
}

// scanGame reads a row of gameColumns. A value that does not read as the
// store writes it (a row edited by hand, a column of SQLite, which keeps
// any type in any column) is the game's Damage, not an error: only a
// failure of the database itself is one.
func scanGame(rows *sql.Rows) (Game, error) {
	var id, seats, seed, version, created, over, creator, revision, spectatorChat, edition, clock any
	if err := rows.Scan(&id, &seats, &seed, &version, &created, &over, &creator, &revision, &spectatorChat, &edition, &clock); err != nil {
		return Game{}, err
	}
	var g Game
	var damage []string
	bad := func(format string, args ...any) {
		damage = append(damage, fmt.Sprintf(format, args...))
	}
	var ok bool
	if g.ID, ok = text(id); !ok {
		bad("its id %s is not text", shown(id))
	}
	if s, ok := text(seats); !ok {
		bad("its seats %s are not text", shown(seats))
	} else if err := json.Unmarshal([]byte(s), &g.Seats); err != nil {
		g.Seats = nil
		bad("its seats are not JSON seats: %v", err)
	}
	if s, ok := text(seed); !ok {
		bad("its bot seed %s is not a number", shown(seed))
	} else if n, err := strconv.ParseUint(s, 10, 64); err != nil {
		bad("its bot seed %s is not a number", shown(seed))
	} else {
		g.BotSeed = n
	}
	if n, ok := integer(version); !ok || n < 0 || n > math.MaxUint32 {
		bad("its version %s is not a number from 0 to %d", shown(version), uint32(math.MaxUint32))
	} else {
		g.Version = uint32(n)
	}
	if n, ok := integer(created); !ok {
		bad("its created time %s is not a number", shown(created))
	} else {
		g.Created = time.Unix(n, 0)
	}
	var isBool bool
	if g.Over, isBool = boolean(over); !isBool {
		bad("its over %s is not a boolean", shown(over))
	}
	if g.SpectatorChat, isBool = boolean(spectatorChat); !isBool {
		bad("its spectator_chat %s is not a boolean", shown(spectatorChat))
	}
	if g.Edition, ok = text(edition); !ok {
		bad("its edition %s is not text", shown(edition))
	}
	if g.Clock, ok = text(clock); !ok {
		bad("its clock %s is not text", shown(clock))
	}
	if g.CreatorHash, ok = text(creator); !ok {
		bad("its creator hash %s is not text", shown(creator))
	}
	if n, ok := integer(revision); !ok || n < 0 || n > math.MaxUint32 {
		bad("its revision %s is not a number from 0 to %d", shown(revision), uint32(math.MaxUint32))
	} else {
		g.Revision = uint32(n)
	}
	g.Damage = strings.Join(damage, "; ")
	return g, nil
}

// text is a column's value read as text: a string, or bytes (a SQLite
// blob).
func text(v any) (string, bool) {
	switch v := v.(type) {
	case string:
		return v, true
	case []byte:
		return string(v), true
	}
	return "", false
}

// boolean is a column's value read as a boolean: PostgreSQL's, or SQLite's
// 0 or 1.
func boolean(v any) (b, ok bool) {
	switch v := v.(type) {
	case bool:
		return v, true
	case int64:
		return v == 1, v == 0 || v == 1
	}
	return false, false
}

// integer is a column's value read as an integer.
func integer(v any) (int64, bool) {
	n, ok := v.(int64)
	return n, ok
}

// shown is a column's value as a message quotes it: at most 40 bytes of
// it.
func shown(v any) string {
	s, ok := text(v)
	if !ok {
		if v == nil {
			return "NULL"
		}
		s = fmt.Sprint(v)
	}
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return strconv.Quote(s)
}

// load reads the games that where selects, the newest limit of them
// (newest), with their logs. It reads in one transaction that sees one
// moment (a snapshot), so that a game and its events agree while other
// instances append: PostgreSQL's default, READ COMMITTED, would take a
// new snapshot for each statement.
func (s *sqlStore) load(ctx context.Context, where string, limit int, args ...any) ([]Game, error) {
	tx, err := s.db.BeginTx(ctx, s.snapshot())
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	selected := `FROM games ` + where + newest(limit)
	rows, err := tx.QueryContext(ctx, s.q(`SELECT `+gameColumns+` `+selected), args...)
	if err != nil {
		return nil, err
	}
	var games []Game
	byID := map[string]int{}
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		byID[g.ID] = len(games)
		games = append(games, g)
	}
	if err := rows.Close(); err != nil {
		return nil, err
	}
	if len(games) == 0 {
		return nil, nil
	}
	rows, err = tx.QueryContext(ctx, s.q(`SELECT game_id, seq, body, at FROM events WHERE game_id IN (SELECT id `+selected+`) ORDER BY game_id, seq`), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	misplaced := make([]bool, len(games))
	for rows.Next() {
		var rawID, rawSeq, rawBody, rawAt any
		if err := rows.Scan(&rawID, &rawSeq, &rawBody, &rawAt); err != nil {
			return nil, err
		}
		id, _ := text(rawID)
		i, ok := byID[id]
		if !ok {
			continue
		}
		g := &games[i]
		// The events are handed back in the order of their seq, which
		// must be their place in the log: an event stored at another
		// (edited, or moved from another game) damages the game, told
		// once.
		at := len(g.Events) + 1
		seq, ok := integer(rawSeq)
		body, isText := text(rawBody)
		if (!ok || seq != int64(at) || !isText) && !misplaced[i] {
			misplaced[i] = true
			if !isText {
				g.Damage = join(g.Damage, fmt.Sprintf("its event %d is %s, not text", at, shown(rawBody)))
			} else {
				g.Damage = join(g.Damage, fmt.Sprintf("its event %d is stored at seq %s", at, shown(rawSeq)))
			}
		}
		ms, ok := integer(rawAt)
		if !ok && !misplaced[i] {
			misplaced[i] = true
			g.Damage = join(g.Damage, fmt.Sprintf("its event %d's time %s is not a number", at, shown(rawAt)))
		}
		g.Events = append(g.Events, json.RawMessage(body))
		g.Times = append(g.Times, ms)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return games, nil
}

// join adds a damage to those found before.
func join(damage, more string) string {
	if damage == "" {
		return more
	}
	return damage + "; " + more
}
