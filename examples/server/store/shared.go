package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"sync"

	"github.com/kanbanev/kanban"
)

// Shared is a Store that several server instances use at once (the
// PostgreSQL one): besides the games, it tells every instance when any of
// them appends to a game, reads what was appended since, and hands each
// game's bots to one instance at a time.
type Shared interface {
	Store
	// Listen calls moved(id, version) whenever an instance (this one too)
	// has committed an append that brought game id to version, and
	// moved(id, 0) when one has revised game id otherwise (SetSeats, Cut):
	// the game should catch up whatever its version. It calls moved("", 0)
	// each time it has (re)connected: a game may have moved unseen before,
	// so every game should catch up. It reconnects by itself when its
	// connection drops, reporting why to lost, and returns when ctx ends.
	Listen(ctx context.Context, moved func(id string, version uint32), lost func(error))
	// Since reads game id's events after Seq after, up to the game's
	// version, as one moment; version and revision are the row's. A
	// caller whose revision of the game is another must read the game
	// again whole (Load): its log may have been cut back and grown again.
	// It returns ErrNotFound for no such game.
	Since(ctx context.Context, id string, after uint32) (version, revision uint32, events []json.RawMessage, err error)
	// Lease takes game id's bots for this instance if no instance holds
	// them: ok is false when another does. Release gives them back; the
	// lease also ends when this instance's connection to the database
	// does, so a dead instance's games pass to another.
	Lease(ctx context.Context, id string) (release func(), ok bool, err error)
	// Holds reports whether this instance still holds game id's lease: it
	// took it, has not given it back, and the connection that holds it
	// answers. An instance checks it before it writes a bot's action, so
	// that one whose lease connection dropped stops playing bots another
	// instance may have taken.
	Holds(ctx context.Context, id string) bool
}

// pgStore is the PostgreSQL Store: the SQL store, with a listening
// connection per Listen and one connection holding the bots' leases.
type pgStore struct {
	*sqlStore
	dsn    string
	leases leases

	mu      sync.RWMutex
	closed  bool
	writing sync.WaitGroup // the writes under way
}

var _ Shared = (*pgStore)(nil)

// errClosed is what a closed store answers.
var errClosed = errors.New("store: closed")

func (s *pgStore) Append(ctx context.Context, id string, revision uint32, events []kanban.Event) error {
	return s.write(func() error { return s.sqlStore.Append(ctx, id, revision, events) })
}

func (s *pgStore) SetSeats(ctx context.Context, id string, revision, version uint32, seats []Seat) error {
	return s.write(func() error { return s.sqlStore.SetSeats(ctx, id, revision, version, seats) })
}

func (s *pgStore) Cut(ctx context.Context, id string, revision, version, to uint32) error {
	return s.write(func() error { return s.sqlStore.Cut(ctx, id, revision, version, to) })
}

// write runs a write unless the store is closed, counted among the
// writes under way that Close waits for.
func (s *pgStore) write(f func() error) error {
	s.mu.RLock()
	if s.closed {
		s.mu.RUnlock()
		return errClosed
	}
	s.writing.Add(1)
	s.mu.RUnlock()
	defer s.writing.Done()
	return f()
}

// Close waits for the writes under way, refusing new ones, and closes
// the database before the leases: a game's bots pass to another instance
// once this one can no longer write.
func (s *pgStore) Close() error {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.writing.Wait()
	err := s.sqlStore.Close()
	s.leases.close()
	return err
}

// snapshot is the transaction options of a read that must see one moment:
// REPEATABLE READ on PostgreSQL, whose snapshot is taken at the first
// statement and kept to the end. A SQLite read transaction (in WAL mode)
// sees one moment already.
func (s *sqlStore) snapshot() *sql.TxOptions {
	if !s.dollar {
		return nil
	}
	return &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
}

func (s *sqlStore) Since(ctx context.Context, id string, after uint32) (uint32, uint32, []json.RawMessage, error) {
	tx, err := s.db.BeginTx(ctx, s.snapshot())
	if err != nil {
		return 0, 0, nil, err
	}
	defer tx.Rollback()
	var version, revision int64
	switch err := tx.QueryRowContext(ctx, s.q(`SELECT version, revision FROM games WHERE id = ?`), id).Scan(&version, &revision); {
	case errors.Is(err, sql.ErrNoRows):
		return 0, 0, nil, ErrNotFound
	case err != nil:
		return 0, 0, nil, err
	}
	if version <= int64(after) {
		return uint32(version), uint32(revision), nil, nil
	}
	rows, err := tx.QueryContext(ctx, s.q(`SELECT body FROM events WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq`), id, after, version)
	if err != nil {
		return 0, 0, nil, err
	}
	defer rows.Close()
	var events []json.RawMessage
	for rows.Next() {
		var body string
		if err := rows.Scan(&body); err != nil {
			return 0, 0, nil, err
		}
		events = append(events, json.RawMessage(body))
	}
	if err := rows.Err(); err != nil {
		return 0, 0, nil, err
	}
	return uint32(version), uint32(revision), events, nil
}
