package store

import (
	"context"
	"fmt"
	"hash/fnv"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// leases holds the bots' leases of one instance: PostgreSQL session-level
// advisory locks, one per game, all on one connection of their own, so
// that PostgreSQL releases them all when the instance dies (its connection
// with it). A dropped connection is replaced at the next Lease; the
// leases it held are gone, and their release does nothing.
type leases struct {
	mu     sync.Mutex
	conn   *pgx.Conn
	gen    int            // counts the connections
	held   map[string]int // the games whose leases are held, by the gen of their connection
	closed bool
}

// leaseKey is game id's advisory lock key: a 64-bit hash of it. Two games
// whose keys collide share one lease, which only puts their bots on one
// instance.
func leaseKey(id string) int64 {
	h := fnv.New64a()
	h.Write([]byte("kanban game " + id))
	return int64(h.Sum64())
}

func (s *pgStore) Lease(ctx context.Context, id string) (func(), bool, error) {
	l := &s.leases
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return nil, false, errClosed
	}
	if l.conn == nil || l.conn.IsClosed() {
		cfg, err := pgx.ParseConfig(s.dsn)
		if err != nil {
			return nil, false, err
		}
		cfg.RuntimeParams["application_name"] = appName(cfg, "leases")
		conn, err := pgx.ConnectConfig(ctx, cfg)
		if err != nil {
			return nil, false, fmt.Errorf("store: connecting for the leases: %w", err)
		}
		l.conn = conn
		l.gen++
	}
	key := leaseKey(id)
	var ok bool
	if err := l.conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1)`, key).Scan(&ok); err != nil {
		// The connection's state is unknown: drop it, and the leases
		// with it.
		closeConn(l.conn)
		l.conn = nil
		return nil, false, fmt.Errorf("store: taking game %s's lease: %w", id, err)
	}
	if !ok {
		return nil, false, nil
	}
	gen := l.gen
	if l.held == nil {
		l.held = map[string]int{}
	}
	l.held[id] = gen
	return func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		if l.held[id] == gen {
			delete(l.held, id)
		}
		if l.conn == nil || l.gen != gen {
			return // gone with the connection that held it
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if _, err := l.conn.Exec(ctx, `SELECT pg_advisory_unlock($1)`, key); err != nil {
			closeConn(l.conn)
			l.conn = nil
		}
	}, true, nil
}

func (s *pgStore) Holds(ctx context.Context, id string) bool {
	l := &s.leases
	l.mu.Lock()
	defer l.mu.Unlock()
	gen, ok := l.held[id]
	if !ok || l.closed || l.conn == nil || l.gen != gen {
		return false
	}
	// A session's advisory locks last as long as the session: the lease
	// is held while the connection that took it answers.
	if err := l.conn.Ping(ctx); err != nil {
		closeConn(l.conn)
		l.conn = nil
		return false
	}
	return true
}

func (l *leases) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	if l.conn != nil {
		closeConn(l.conn)
		l.conn = nil
	}
}
