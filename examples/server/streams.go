package main

import (
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
	feeds   map[kanban.Color]*feed
	streams int
	// used is when the game was last asked for, in Unix nanoseconds; 0
	// until it is.
	used atomic.Int64
}

// A feed is a game's log as one viewer's server-sent events: the frames
// one after another, and where each ends.
type feed struct {
	buf  []byte
	ends []int
}

// touch records that the game is in use now.
func (g *game) touch() { g.used.Store(time.Now().UnixNano()) }

// resetFeeds drops the encoded logs, after the log was read again.
func (g *game) resetFeeds() {
	g.feedMu.Lock()
	g.feeds = nil
	g.feedMu.Unlock()
}

// frames returns the server-sent events of log[from:] for c, encoding
// those of the log no stream of c has needed yet. The bytes returned are
// never written again: a feed only appends past them.
func (g *game) frames(c kanban.Color, log []kanban.Event, from int) []byte {
	g.feedMu.Lock()
	defer g.feedMu.Unlock()
	if g.feeds == nil {
		g.feeds = map[kanban.Color]*feed{}
	}
	f := g.feeds[c]
	if f == nil {
		f = &feed{}
		g.feeds[c] = f
	}
	for i := len(f.ends); i < len(log); i++ {
		e := log[i].For(c)
		f.buf = fmt.Appendf(f.buf, "id: %d\ndata: %s\n\n", e.Seq, mustJSON(StreamEvent{e, e.String()}))
		f.ends = append(f.ends, len(f.buf))
	}
	end := f.ends[len(log)-1]
	start := 0
	if from > 0 {
		start = f.ends[from-1]
	}
	return f.buf[start:end:end]
}

// handleEvents streams the game's events as server-sent events, each
// filtered for the viewer, "id" its Seq: from ?from=N (the first Seq to
// send), or after the Last-Event-ID a reconnecting EventSource sends, or
// from the start. Streams are bounded in number, in all, per game and per
// client; each write may wait StreamWriteTimeout for a client that does not
// read; and the stream ends when the server stops, so that the client
// resumes on another instance.
func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request, v viewer) {
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
	release, err := s.openStream(s.clientOf(r), v.g)
	if err != nil {
		s.refuseLimit(w, err.(errLimit))
		return
	}
	defer release()
	rc := http.NewResponseController(w)
	// The server's read and write timeouts are for requests and answers
	// that end: a stream lifts them, and bounds each write instead.
	rc.SetReadDeadline(time.Time{})
	rc.SetWriteDeadline(time.Time{})
	write := func(b []byte) bool {
		if d := s.hosting.StreamWriteTimeout; d > 0 {
			rc.SetWriteDeadline(time.Now().Add(d))
		}
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
	for {
		v.g.mu.Lock()
		log, changed, broken := v.g.log, v.g.changed, v.g.broken
		v.g.mu.Unlock()
		if broken != "" {
			write(fmt.Appendf(nil, "event: broken\ndata: %s\n\n", mustJSON(apiError{Error: "broken_game", Message: errBroken{broken}.Error()})))
			return
		}
		// The log only grows, and an event once in it never changes, so
		// the slice read under the lock can be read without it.
		if next <= uint64(len(log)) {
			if !write(v.g.frames(v.color, log, int(next-1))) {
				return
			}
			next = uint64(len(log)) + 1
		}
		select {
		case <-changed:
		case <-tick.C:
			if !write([]byte(": keep-alive\n\n")) {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.ctx.Done():
			// The server stops: the client is to reconnect soon, to
			// another instance.
			write([]byte("retry: 1000\n\n"))
			return
		}
	}
}
