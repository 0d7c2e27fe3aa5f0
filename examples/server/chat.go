package main

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
)

// This file is the table talk: what the seated players (and, if the
// game's creator allowed it, the spectators) say to one another. It is
// kept with the game in the store, beside its log but never in the
// engine's events, sent on the game's event streams as "chat" events and
// shown by the replay.

// chatBounds bound what one author may say: at most 5 messages in any 10
// seconds, and a game's chat at most 1,000 messages. The store keeps them
// in the transaction that adds a message, so that they hold over several
// instances.
var chatBounds = store.ChatBounds{Burst: 5, Window: 10 * time.Second, Max: 1000}

// maxChatText is the most characters one message may hold.
const maxChatText = 500

// Message is one line of a game's table talk as the API shows it. Its
// text is as it was said: whoever shows it escapes it.
type Message struct {
	Seq     uint32    `json:"seq"`     // its number in the game's chat, from 1
	At      time.Time `json:"at"`      // when it was said
	Version uint32    `json:"version"` // the game's version then
	// Author is a seat's colour, "spectator", or "clock" for what the
	// game's clock tells the table.
	Author string `json:"author"`
	Text   string `json:"text"`
}

// messageOf is a kept message as the API shows it in language l: what
// the clock said, kept in English, in l; what people said as they said
// it.
func messageOf(m store.Message, l kanban.Language) Message {
	text := m.Text
	if m.Author == store.Clock {
		text = clockText(m.Text, l)
	}
	return Message{Seq: m.Seq, At: m.At.UTC(), Version: m.Version, Author: m.Author, Text: text}
}

// clockSentences are what the clock says, in English as kept, with their
// German: the colour is the sentence's first word. A kept sentence of
// an older server may end in the action's notation in brackets.
var clockSentences = []struct{ en, de string }{
	{" ran out of time: the seat is handed to a bot", " hat keine Zeit mehr: ein Bot übernimmt den Platz"},
	{" ran out of time: a bot played the decision", " hat keine Zeit mehr: ein Bot hat die Entscheidung getroffen"},
}

// clockText returns what the clock said, kept as text, in l.
func clockText(text string, l kanban.Language) string {
	if l == kanban.English {
		return text
	}
	who, rest, _ := strings.Cut(text, " ")
	var c kanban.Color
	if c.UnmarshalText([]byte(who)) != nil {
		return text
	}
	for _, s := range clockSentences {
		if strings.HasPrefix(" "+rest, s.en) {
			return l.Color(c) + s.de
		}
	}
	return text
}

// SayRequest is what POST /api/games/{id}/chat takes.
type SayRequest struct {
	Text string `json:"text"`
}

// ChatResponse is a game's chat, or the messages after ?after=N.
type ChatResponse struct {
	Messages []Message `json:"messages"`
}

// handleSay adds a message to the game's chat: from the seat whose token
// the request carries, or, with none, from a spectator if the game's
// creator allowed spectators to talk. The text is trimmed, at most
// maxChatText characters of printable text and line breaks; an author
// beyond the rate is 429, a full chat 409.
func (s *Server) handleSay(w http.ResponseWriter, r *http.Request) {
	g := s.served(w, r)
	if g == nil {
		return
	}
	author := store.Spectator
	if token := tokenOf(r, false); token != "" {
		i := g.seatByToken(token)
		if i < 0 {
			fail(w, http.StatusForbidden, "wrong_token", "the token is no seat's of this game")
			return
		}
		g.mu.Lock()
		author = g.seats[i].Color.String()
		g.mu.Unlock()
	} else {
		g.mu.Lock()
		open := g.spectatorChat
		g.mu.Unlock()
		if !open {
			w.Header().Set("WWW-Authenticate", `Bearer realm="kanban"`)
			fail(w, http.StatusUnauthorized, "no_token", "only the seated players talk at this table: send a seat's token")
			return
		}
	}
	var req SayRequest
	if !decodeAtMost(w, r, &req, 4*maxChatText+256) {
		return
	}
	text, why := chatText(req.Text)
	if why != "" {
		fail(w, http.StatusUnprocessableEntity, "bad_message", "%s", why)
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	defer cancel()
	s.readChat(ctx, g)
	m, err := s.store.Say(ctx, g.id, store.Message{At: time.Now(), Version: g.state.Version(), Author: author, Text: text}, chatBounds)
	switch {
	case errors.Is(err, store.ErrChatRate):
		w.Header().Set("Retry-After", strconv.Itoa(int(chatBounds.Window/time.Second)))
		fail(w, http.StatusTooManyRequests, "chat_rate", "at most %d messages in %v from one author", chatBounds.Burst, chatBounds.Window)
		return
	case errors.Is(err, store.ErrChatFull):
		fail(w, http.StatusConflict, "chat_full", "the table's chat holds its %d messages", chatBounds.Max)
		return
	case err != nil:
		s.slog.Error("storing a message", "game", g.id, "err", err)
		fail(w, http.StatusInternalServerError, "store", "the message could not be stored")
		return
	}
	s.heard(ctx, g, m)
	writeJSON(w, http.StatusCreated, messageOf(m, requestLanguage(r)))
}

// chatText is a message's text as kept: trimmed, or why it is refused.
func chatText(text string) (string, string) {
	if !utf8.ValidString(text) {
		return "", "the text is not UTF-8"
	}
	text = strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n"))
	switch n := utf8.RuneCountInString(text); {
	case n == 0:
		return "", "the message is empty"
	case n > maxChatText:
		return "", "a message holds at most " + strconv.Itoa(maxChatText) + " characters; this one " + strconv.Itoa(n)
	}
	for _, r := range text {
		if r != '\n' && !unicode.IsPrint(r) && !unicode.IsSpace(r) {
			return "", "the text holds a control character"
		}
	}
	return text, ""
}

// handleChat answers the game's chat, or its messages after ?after=N.
func (s *Server) handleChat(w http.ResponseWriter, r *http.Request, v viewer) {
	after := uint64(0)
	if a := r.URL.Query().Get("after"); a != "" {
		n, err := strconv.ParseUint(a, 10, 32)
		if err != nil {
			fail(w, http.StatusBadRequest, "bad_request", "after %q is not a message's number", a)
			return
		}
		after = n
	}
	v.g.mu.Lock()
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	s.readChat(ctx, v.g)
	cancel()
	msgs := v.g.chat
	v.g.mu.Unlock()
	out := ChatResponse{Messages: []Message{}}
	for _, m := range msgs {
		if uint64(m.Seq) > after {
			out.Messages = append(out.Messages, messageOf(m, requestLanguage(r)))
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// readChat reads g's chat from the store the first time it is asked for,
// and the messages said since on other instances after that. A message
// that does not read is left out, logged. g.mu must be held.
func (s *Server) readChat(ctx context.Context, g *game) {
	last := uint32(0)
	if n := len(g.chat); n > 0 {
		last = g.chat[n-1].Seq
	}
	if g.chatRead && !g.chatStale {
		return
	}
	msgs, damage, err := s.store.Chat(ctx, g.id, last)
	if err != nil {
		if ctx.Err() == nil {
			s.slog.Error("reading a game's chat", "game", g.id, "err", err)
		}
		return
	}
	if damage != "" {
		s.slog.Error("a message of a game's chat does not read", "game", g.id, "reason", damage)
	}
	g.chatRead, g.chatStale = true, false
	if len(msgs) > 0 {
		g.chat = append(g.chat[:len(g.chat):len(g.chat)], msgs...)
		g.wake()
	}
}

// heard adds a message said on this instance to g's chat, reading first
// any said meanwhile on others. g.mu must be held.
func (s *Server) heard(ctx context.Context, g *game, m store.Message) {
	last := uint32(0)
	if n := len(g.chat); n > 0 {
		last = g.chat[n-1].Seq
	}
	if m.Seq != last+1 {
		// Others said something first, which this instance has not heard
		// yet: read them with it.
		g.chatStale = true
		s.readChat(ctx, g)
		return
	}
	g.chat = append(g.chat[:len(g.chat):len(g.chat)], m)
	g.wake()
}

// wake wakes g's event streams. g.mu must be held.
func (g *game) wake() {
	close(g.changed)
	g.changed = make(chan struct{})
}

// chatFrames are the server-sent events of messages, one "chat" event
// each, whose data is the Message in language l.
func chatFrames(msgs []store.Message, l kanban.Language) []byte {
	var b []byte
	for _, m := range msgs {
		b = append(b, "event: chat\ndata: "...)
		b = append(b, mustJSON(messageOf(m, l))...)
		b = append(b, "\n\n"...)
	}
	return b
}
