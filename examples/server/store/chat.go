package store

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"
)

// A Message is one line of a game's table talk: kept with the game, beside
// its log but never in it, so that what the players say is no part of the
// game the rules replay.
type Message struct {
	// Seq is the message's number in the game's chat, from 1.
	Seq uint32
	// At is when it was said, to the millisecond.
	At time.Time
	// Version is the game's version when it was said: the replay shows it
	// from there on.
	Version uint32
	// Author is who said it: a seat's colour, or Spectator.
	Author string
	// Text is what was said, as it was sent: whoever shows it escapes it.
	Text string
}

// Spectator is the Author of what a spectator says.
const Spectator = "spectator"

// Clock is the Author of what the game's clock tells the table: that a
// person ran out of time, and what was done.
const Clock = "clock"

// ChatBounds are what Say allows: at most Burst messages of one author in
// any Window, and at most Max messages in a game's chat.
type ChatBounds struct {
	Burst  int
	Window time.Duration
	Max    int
}

// ErrChatRate is Say's refusal of a message beyond its author's rate.
var ErrChatRate = errors.New("store: too many messages of one author in a short time")

// ErrChatFull is Say's refusal of a message beyond a game's chat's size.
var ErrChatFull = errors.New("store: the game's chat holds as many messages as it may")

// Say adds m to game id's chat as its next message, if its author said
// fewer than b.Burst messages in the b.Window before m.At and the chat
// holds fewer than b.Max, and returns it numbered. The database keeps the
// bounds when several instances take messages at once: the transaction
// first takes the game's row for writing (a write that changes nothing),
// so that the messages of one game are counted and numbered one after
// another. ErrNotFound for no such game.
func (s *sqlStore) Say(ctx context.Context, id string, m Message, b ChatBounds) (Message, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return Message{}, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, s.q(`UPDATE games SET revision = revision WHERE id = ?`), id)
	if err != nil {
		return Message{}, fmt.Errorf("store: a message in game %s: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return Message{}, err
	} else if n == 0 {
		return Message{}, ErrNotFound
	}
	var n, recent, last int64
	if err := tx.QueryRowContext(ctx, s.q(`SELECT COUNT(*), COALESCE(MAX(seq), 0),
			COALESCE(SUM(CASE WHEN author = ? AND at > ? THEN 1 ELSE 0 END), 0)
		FROM chat WHERE game_id = ?`), m.Author, m.At.Add(-b.Window).UnixMilli(), id).Scan(&n, &last, &recent); err != nil {
		return Message{}, fmt.Errorf("store: a message in game %s: %w", id, err)
	}
	switch {
	case n >= int64(b.Max) || last >= math.MaxUint32:
		return Message{}, ErrChatFull
	case recent >= int64(b.Burst):
		return Message{}, ErrChatRate
	}
	m.Seq = uint32(last + 1)
	m.At = time.UnixMilli(m.At.UnixMilli())
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO chat (game_id, seq, at, version, author, body) VALUES (?, ?, ?, ?, ?, ?)`),
		id, m.Seq, m.At.UnixMilli(), m.Version, m.Author, m.Text); err != nil {
		return Message{}, fmt.Errorf("store: a message in game %s: %w", id, err)
	}
	if s.dollar {
		if err := notifyChat(ctx, tx, id, m.Seq); err != nil {
			return Message{}, fmt.Errorf("store: a message in game %s: %w", id, err)
		}
	}
	return m, tx.Commit()
}

// Chat reads game id's messages after Seq after, in order. A row that does
// not read as Say writes it (edited by hand) is left out and named in
// damage, so that the rest of the chat, and the game, are not lost with it.
func (s *sqlStore) Chat(ctx context.Context, id string, after uint32) (msgs []Message, damage string, err error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT seq, at, version, author, body FROM chat WHERE game_id = ? AND seq > ? ORDER BY seq`), id, after)
	if err != nil {
		return nil, "", fmt.Errorf("store: the chat of game %s: %w", id, err)
	}
	defer rows.Close()
	var bad []string
	for rows.Next() {
		var seq, at, version, author, body any
		if err := rows.Scan(&seq, &at, &version, &author, &body); err != nil {
			return nil, "", err
		}
		var m Message
		n, ok1 := integer(seq)
		ms, ok2 := integer(at)
		v, ok3 := integer(version)
		a, ok4 := text(author)
		t, ok5 := text(body)
		if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || n < 1 || n > math.MaxUint32 || v < 0 || v > math.MaxUint32 || !knownAuthor(a) {
			bad = append(bad, fmt.Sprintf("its message %s does not read", shown(seq)))
			continue
		}
		m.Seq, m.At, m.Version, m.Author, m.Text = uint32(n), time.UnixMilli(ms), uint32(v), a, t
		msgs = append(msgs, m)
	}
	return msgs, strings.Join(bad, "; "), rows.Err()
}

// knownAuthor reports whether a is an author Say writes: a colour's name,
// Spectator or Clock.
func knownAuthor(a string) bool {
	switch a {
	case "red", "blue", "yellow", "purple", Spectator, Clock:
		return true
	}
	return false
}
