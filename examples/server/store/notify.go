package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// Channel is the PostgreSQL notification channel of writes: each
// notification's payload is "ID:VERSION" for an append, "ID:0:REVISION"
// for another write (SetSeats, Cut), "ID:0:chat:SEQ" for a message said
// (Say), sent in the transaction of the write,
// so that it is delivered when, and only if, the write commits.
const Channel = "kanban_game"

func notify(ctx context.Context, tx *sql.Tx, id string, version uint32) error {
	_, err := tx.ExecContext(ctx, `SELECT pg_notify($1, $2)`, Channel, id+":"+strconv.FormatUint(uint64(version), 10))
	return err
}

// notifyRevised tells of a write that revised game id: its listeners are
// told moved(id, 0), to read the game again whatever their version.
func notifyRevised(ctx context.Context, tx *sql.Tx, id string, revision uint32) error {
	_, err := tx.ExecContext(ctx, `SELECT pg_notify($1, $2)`, Channel, id+":0:"+strconv.FormatUint(uint64(revision), 10))
	return err
}

// notifyChat tells of a message said in game id: its listeners are told
// moved(id, 0), to read what is new of the game, its chat included.
func notifyChat(ctx context.Context, tx *sql.Tx, id string, seq uint32) error {
	_, err := tx.ExecContext(ctx, `SELECT pg_notify($1, $2)`, Channel, id+":0:chat:"+strconv.FormatUint(uint64(seq), 10))
	return err
}

// listenRetry is the longest wait between two attempts to reconnect the
// listener.
const listenRetry = 2 * time.Second

func (s *pgStore) Listen(ctx context.Context, moved func(id string, version uint32), lost func(error)) {
	wait := 50 * time.Millisecond
	for ctx.Err() == nil {
		connected, err := s.listen(ctx, moved)
		if ctx.Err() != nil {
			return
		}
		if connected {
			wait = 50 * time.Millisecond
		}
		lost(err)
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, listenRetry)
	}
}

// listen connects, listens and calls moved for each notification until
// the connection drops or ctx ends; connected says it got as far as
// listening.
func (s *pgStore) listen(ctx context.Context, moved func(id string, version uint32)) (connected bool, err error) {
	cfg, err := pgx.ParseConfig(s.dsn)
	if err != nil {
		return false, err
	}
	cfg.RuntimeParams["application_name"] = appName(cfg, "listen")
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return false, fmt.Errorf("store: connecting the listener: %w", err)
	}
	defer closeConn(conn)
	if _, err := conn.Exec(ctx, `LISTEN `+Channel); err != nil {
		return false, fmt.Errorf("store: LISTEN: %w", err)
	}
	moved("", 0)
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return true, nil
			}
			return true, fmt.Errorf("store: the listening connection dropped: %w", err)
		}
		id, v, ok := strings.Cut(n.Payload, ":")
		v, _, _ = strings.Cut(v, ":") // a revision after a 0: any version
		version, err := strconv.ParseUint(v, 10, 32)
		if !ok || err != nil {
			continue
		}
		moved(id, uint32(version))
	}
}

// closeConn closes a connection of its own, waiting a second at most for
// the server to hear of it.
func closeConn(conn *pgx.Conn) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	conn.Close(ctx)
}

// appName names a connection of its own in pg_stat_activity: the DSN's
// application_name (or "kanban") and what the connection is for.
func appName(cfg *pgx.ConnConfig, what string) string {
	name := cfg.RuntimeParams["application_name"]
	if name == "" {
		name = "kanban"
	}
	return name + " " + what
}
