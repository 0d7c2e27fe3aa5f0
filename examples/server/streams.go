package main

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kanbanev/kanban"
)

// live is what a game keeps for its event streams and its eviction: the
// log encoded once for each viewer who streams it, shared by all their
// streams and appended to as the log grows, and how many streams are
// open.
type live struct {
	feedMu  sync.Mutex
	feeds   map[feedKey]*feed
	feedGen uint64 // the game's gen the feeds were cut at
	streams int
	// used is when the game was last asked for, in Unix nanoseconds; 0
	// until it is.
	used atomic.Int64
}

// feedKey names a feed: the viewer and the language of its texts.
type feedKey struct {
	color kanban.Color
	lang  kanban.Language
}

// A feed is a game's log as one viewer's server-sent events, in one
// language: the frames
// one after another, where each ends, and the state after the last one,
// which the text of the next is told from (eventText).
type feed struct {
	buf   []byte
	ends  []int
	state folded
}

// touch records that the game is in use now.
func (g *game) touch() { g.used.Store(time.Now().UnixNano()) }

// A cursor is an open stream's place in its game's log, as far as a cut
// concerns it: reset says the log was cut back to Seq to since the
// stream last looked (the lowest cut, if several). g.mu guards it.
type cursor struct {
	reset bool
	to    uint32
}

// cutStreams cuts g's streams back to the log's first n events (an undo,
// or a log read again that agrees with the one held only so far), before
// g.log is replaced: each open stream is told to reset, and the encoded
// logs keep only their first n frames. A feed's frames are never written
// again (a stream may still be writing them): the feed goes on in a new
// array past them. Cutting at the log's length changes nothing. g.mu must
// be held.
func (g *game) cutStreams(n int) {
	if n >= len(g.log) {
		return
	}
	g.feedMu.Lock()
	defer g.feedMu.Unlock()
	g.gen++
	for c := range g.cursors {
		if !c.reset || uint32(n) < c.to {
			c.reset, c.to = true, uint32(n)
		}
	}
	for _, f := range g.feeds {
		if len(f.ends) <= n {
			continue
		}
		end := 0
		if n > 0 {
			end = f.ends[n-1]
		}
		f.buf = f.buf[:end:end]
		f.ends = f.ends[:n:n]
		f.state = folded{}
	}
	g.feedGen = g.gen
}

// agreedPrefix is how many of old's first events new has the same, at
// most as far as the end of an action's events: where a stream of old
// must go back to to follow new.
func agreedPrefix(old, new []kanban.Event) int {
	n := 0
	for n < len(old) && n < len(new) && (n == 0 || old[n] == new[n]) {
		n++
	}
	if n == len(old) {
		return n
	}
	for n > 1 && old[n].Kind != kanban.EvActed {
		n--
	}
	return n
}

// frames returns the server-sent events of log[from:] for c in language
// l, encoding
// those of the log no stream of c has needed yet. The bytes returned are
// never written again: a feed only appends past them. Gen is the game's
// gen when log was read: a log read before a cut is not encoded, and
// frames returns nil.
func (g *game) frames(c kanban.Color, l kanban.Language, log []kanban.Event, gen uint64, from int) []byte {
	g.feedMu.Lock()
	defer g.feedMu.Unlock()
	if gen != g.feedGen {
		return nil
	}
	if g.feeds == nil {
		g.feeds = map[feedKey]*feed{}
	}
	f := g.feeds[feedKey{c, l}]
	if f == nil {
		f = &feed{}
		g.feeds[feedKey{c, l}] = f
	}
	for i := len(f.ends); i < len(log); i++ {
		before := f.state.next(log, i)
		e := log[i].For(c)
		f.buf = fmt.Appendf(f.buf, "id: %d\ndata: %s\n\n", e.Seq, mustJSON(StreamEvent{e, eventText(before, log[i], c, l)}))
		f.ends = append(f.ends, len(f.buf))
	}
	end := f.ends[len(log)-1]
	start := 0
	if from > 0 {
		start = f.ends[from-1]
	}
	return f.buf[start:end:end]
}

// Reset is the data of a stream's "reset" event: the game's log was cut
// back to Version (an undo), and the stream goes on with the events after
// it. The client drops those it holds after it.
type Reset struct {
	Version uint32 `json:"version"`
}

// handleEvents streams the game's events as server-sent events, each
// filtered for the viewer, "id" its Seq: from ?from=N (the first Seq to
// send), or after the Last-Event-ID a reconnecting EventSource sends, or
// from the start. When the log is cut back (an undo, here or on another
// instance), the stream sends a "reset" event, whose id and data are the
// version cut back to, and goes on from there; a Last-Event-ID beyond the
// log is reset likewise. A seat's stream sends a "handed-over" event and
// ends when the seat is handed to a bot. The game's chat goes on the
// stream too: every message as a "chat" event, those said before it
// opened first. Streams are bounded in number, in all, per game and per
// client, and one may be ended to make room for another (openStream);
// each write may wait StreamWriteTimeout for a client that does not read;
// and the stream ends when the server stops, so that the client resumes
// on another instance.
func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request, v viewer) {
	lang := requestLanguage(r)
	next := uint64(1) // the Seq of the next event to send
	if id := r.Header.Get("Last-Event-ID"); id != "" {
		n, err := strconv.ParseUint(id, 10, 32)
		if err != nil {
			fail(w, http.StatusBadRequest, "bad_request", "Last-Event-ID %q is not a sequence number", id)
			return
		}
		next = n + 1
	} else if from := r.URL.Query().Get("from"); from != "" {
		n, err := strconv.ParseUint(from, 10, 32)
		if err != nil || n == 0 {
			fail(w, http.StatusBadRequest, "bad_request", "from %q is not a sequence number (from 1)", from)
			return
		}
		next = n
	}
	next = min(next, math.MaxUint32)
	sl, err := s.openStream(s.clientOf(r), v.g, v.token)
	if err != nil {
		s.refuseLimit(w, err.(errLimit))
		return
	}
	defer s.release(sl)
	if resuming := r.Header.Get("Last-Event-ID") != ""; resuming && s.shared != nil {
		// An instance that has not heard of the last events the client
		// saw elsewhere reads them, so that it tells the client to reset
		// only for a log that is shorter in the store (an undo).
		v.g.mu.Lock()
		if next > uint64(len(v.g.log))+1 {
			ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
			s.catchUp(ctx, v.g)
			cancel()
		}
		v.g.mu.Unlock()
	}
	cur := &cursor{}
	v.g.mu.Lock()
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
	s.readChat(ctx, v.g)
	cancel()
	if n := uint32(len(v.g.log)); r.Header.Get("Last-Event-ID") != "" && next > uint64(n)+1 {
		// The client saw events this log does not have: an undo took
		// them back.
		cur.reset, cur.to = true, n
	}
	if v.g.cursors == nil {
		v.g.cursors = map[*cursor]struct{}{}
	}
	v.g.cursors[cur] = struct{}{}
	v.g.mu.Unlock()
	defer func() {
		v.g.mu.Lock()
		delete(v.g.cursors, cur)
		v.g.mu.Unlock()
	}()
	rc := http.NewResponseController(w)
	// The server's read and write timeouts are for requests and answers
	// that end: a stream lifts them, and bounds each write instead.
	rc.SetReadDeadline(time.Time{})
	rc.SetWriteDeadline(time.Time{})
	// A stream evicted to make room for another (slots.go) has its write
	// under way cut: its deadline is set to now, after any set here, since
	// each write looks whether the stream was evicted once its own
	// deadline is set.
	if !s.watch(sl, func() { rc.SetWriteDeadline(time.Now()) }) {
		return
	}
	write := func(b []byte) bool {
		if d := s.hosting.StreamWriteTimeout; d > 0 {
			rc.SetWriteDeadline(time.Now().Add(d))
		}
		if sl.evicted() {
			// Evicted between two writes: the deadline just set would let
			// net/http's end of the response wait on a client that does
			// not read; now, it fails at once and the connection closes.
			rc.SetWriteDeadline(time.Now())
			return false
		}
		sl.writing.Store(time.Now().UnixNano())
		defer sl.writing.Store(0)
		if _, err := w.Write(b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	if !write(nil) {
		return
	}
	tick := time.NewTicker(keepAlive)
	defer tick.Stop()
	said := 0 // the messages of the chat sent
	for {
		v.g.mu.Lock()
		log, changed, broken, gen := v.g.log, v.g.changed, v.g.broken, v.g.gen
		chat := v.g.chat
		reset, to := cur.reset, cur.to
		cur.reset = false
		revoked := v.seat >= 0 && v.g.seats[v.seat].TokenHash != v.token
		v.g.mu.Unlock()
		if broken != "" {
			write(fmt.Appendf(nil, "event: broken\ndata: %s\n\n", mustJSON(apiError{Error: "broken_game", Message: errBroken{broken}.Error()})))
			return
		}
		if revoked {
			// The seat was handed to a bot: its token is no more. The
			// client is told, so that it follows the game as a
			// spectator rather than reconnecting to a refusal. The chat
			// said before it is public and is sent first: the loop may
			// wake once for a message and the hand-over together.
			if said < len(chat) && !write(chatFrames(chat[said:], lang)) {
				return
			}
			write(fmt.Appendf(nil, "event: handed-over\ndata: %s\n\n", mustJSON(apiError{Error: "handed_over", Message: "the seat was handed to a bot"})))
			return
		}
		if reset {
			// The log was cut back to event to: the client drops the
			// events it has after it, and the stream goes on from there.
			if !write(fmt.Appendf(nil, "event: reset\nid: %d\ndata: %s\n\n", to, mustJSON(Reset{Version: to}))) {
				return
			}
			next = min(next, uint64(to)+1)
		}
		// An event once in the log never changes (a cut replaces the
		// log), so the slice read under the lock can be read without it.
		if next <= uint64(len(log)) {
			b := v.g.frames(v.color, lang, log, gen, int(next-1))
			if b == nil {
				continue // cut meanwhile: the cursor says where to
			}
			if !write(b) {
				return
			}
			next = uint64(len(log)) + 1
		}
		// The chat is sent whole when the stream opens, then each message
		// as it is said: a message once in it never changes.
		if said < len(chat) {
			if !write(chatFrames(chat[said:], lang)) {
				return
			}
			said = len(chat)
		}
		select {
		case <-changed:
		case <-tick.C:
			if !write([]byte(": keep-alive\n\n")) {
				return
			}
		case <-r.Context().Done():
			return
		case <-sl.ended:
			rc.SetWriteDeadline(time.Now()) // as write does: the connection closes
			return                          // its place was given to another stream
		case <-s.ctx.Done():
			// The server stops: the client is to reconnect soon, to
			// another instance.
			write([]byte("retry: 1000\n\n"))
			return
		}
	}
}

// folded is a game's state folded along its log, event by event, for the
// text of each event (eventText wants the state before it) and for what
// is read at some events (the PP at each day's end): the state after the
// log's first n events, when valid. It is read again from the log
// (ReplayUnchecked) when it is asked for at another place, which is then
// the end of an action's events; a fold that fails goes on with the zero
// state.
type folded struct {
	state  kanban.GameState
	n      int
	valid  bool
	failed bool
}

// next returns the state after log[:i], the state before log[i], and
// folds log[i] into it.
func (f *folded) next(log []kanban.Event, i int) kanban.GameState {
	if f.failed {
		return kanban.GameState{}
	}
	if !f.valid || f.n != i {
		f.state, f.n, f.valid = kanban.GameState{}, i, true
		if i > 0 {
			st, err := kanban.ReplayUnchecked(log[:i])
			if err != nil {
				f.failed = true
				return kanban.GameState{}
			}
			f.state = st
		}
	}
	before := f.state
	next, err := kanban.Evolve(f.state, log[i])
	if err != nil {
		f.failed = true
		return before
	}
	f.state, f.n = next, i+1
	return before
}
