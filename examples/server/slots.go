package main

import (
	"cmp"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// This file counts the open event streams against their bounds, in all,
// per game and per client address, and makes room for a newcomer by
// ending a stream that has less claim to its place: a seated player's
// stream of their own game always finds a place, taken from the address
// holding the most streams, so that addresses filling the server with
// streams they never read shut no player out.

// A slot is one open event stream as the bounds count it.
type slot struct {
	client string
	g      *game
	// seat is the hash of the seat's token for a seat's stream, "" for a
	// spectator's.
	seat string
	// n orders the slots by when they were opened.
	n uint64
	// writing is when the stream's write under way began, in Unix
	// nanoseconds, 0 when none is: a stream whose client does not read
	// stays in its write.
	writing atomic.Int64
	// ended is closed when the slot is taken back from the stream
	// (evicted); dropped says it no longer counts. slots.mu guards them.
	ended   chan struct{}
	dropped bool
	// interrupt cuts the stream's write under way, if any.
	interrupt func()
}

// slots are the open streams, by client and by game. mu guards them; it
// is taken before a game's feedMu.
type slots struct {
	mu       sync.Mutex
	n        uint64
	all      int
	ofClient map[string]map[*slot]struct{}
	ofGame   map[*game]map[*slot]struct{}
}

func newSlots() *slots {
	return &slots{ofClient: map[string]map[*slot]struct{}{}, ofGame: map[*game]map[*slot]struct{}{}}
}

// perClient is the most streams one client address may hold (0: no
// bound): the bound set, but at most a sixteenth of all of them (and at
// least 2), so that whatever the bounds a few addresses cannot hold them
// all.
func (h Hosting) perClient() int {
	if h.MaxStreamsPerClient <= 0 || h.MaxStreams <= 0 {
		return h.MaxStreamsPerClient
	}
	return min(h.MaxStreamsPerClient, max(2, h.MaxStreams/16))
}

// A rank says how readily a stream gives its place to a newcomer: the
// lower, the sooner.
type rank int

const (
	sameSeat  rank = iota // the newcomer's own seat's older stream, on the same game
	unread                // a stream whose client does not read: stuck in a write
	spectator             // a spectator's stream that reads
	seated                // a seat's stream that reads
)

// stuckAfter is how long a write must have been under way for its stream
// to count as unread: a client that reads takes a write in far less, and
// a stream caught in the middle of one is not stuck.
const stuckAfter = time.Second

// rankOf is sl's rank for a newcomer of seat on g.
func (sl *slot) rankOf(g *game, seat string) rank {
	switch {
	case seat != "" && sl.g == g && sl.seat == seat:
		return sameSeat
	case sl.stuck():
		return unread
	case sl.seat == "":
		return spectator
	}
	return seated
}

// victim is the stream of set that gives its place to a newcomer of seat
// on g, ranked at most worst: the lowest rank, the longest stuck in its
// write among the unread, else the oldest; nil if none is.
func victim(set map[*slot]struct{}, g *game, seat string, worst rank) *slot {
	var best *slot
	var bestRank rank
	for sl := range set {
		r := sl.rankOf(g, seat)
		if r > worst {
			continue
		}
		if best == nil || r < bestRank || r == bestRank && sl.before(best, r) {
			best, bestRank = sl, r
		}
	}
	return best
}

// stuck says whether sl has been in a write for stuckAfter or longer.
func (sl *slot) stuck() bool {
	w := sl.writing.Load()
	return w != 0 && time.Since(time.Unix(0, w)) >= stuckAfter
}

// before says whether sl gives its place before o, both of rank r.
func (sl *slot) before(o *slot, r rank) bool {
	if r == unread {
		if c := cmp.Compare(sl.writing.Load(), o.writing.Load()); c != 0 {
			return c < 0
		}
	}
	return sl.n < o.n
}

// busiest returns the slots of set that the clients holding the most of
// them hold (those of several, when they hold as many).
func busiest(set map[*slot]struct{}) map[*slot]struct{} {
	by := map[string]int{}
	most := 0
	for sl := range set {
		by[sl.client]++
		most = max(most, by[sl.client])
	}
	out := map[*slot]struct{}{}
	for sl := range set {
		if by[sl.client] == most {
			out[sl] = struct{}{}
		}
	}
	return out
}

// openStream counts a stream of client on g (a seat's when seat, its
// token's hash, is not "") against the bounds, and returns its slot,
// which release gives back. A bound reached is a refusal, unless a stream
// with less claim gives its place (evictSlot) to a seat's stream:
//
//   - at the client's most streams, the seat's own older stream of the
//     game, or one of the client's it does not read, or a spectator's;
//   - at the game's most, or the server's, the seat's own older stream of
//     the game, else one of an address that holds the most of them (of
//     the game's, or in all): one it does not read, else a spectator's,
//     else the oldest.
//
// At the server's most, a spectator's stream, too, takes the place of one
// of the address holding the most streams, one it does not read or a
// spectator's, if its own address holds fewer by two or more.
func (s *Server) openStream(client string, g *game, seat string) (*slot, error) {
	h := s.hosting
	ss := s.slots
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if max := h.perClient(); max > 0 && len(ss.ofClient[client]) >= max {
		var v *slot
		if seat != "" {
			v = victim(ss.ofClient[client], g, seat, spectator)
		}
		if v == nil {
			return nil, errLimit{http.StatusTooManyRequests, "too_many_streams", fmt.Sprintf("this client has %d event streams open, its most", len(ss.ofClient[client])), 5 * time.Second}
		}
		s.evictSlot(v)
	}
	if max := h.MaxStreamsPerGame; max > 0 && len(ss.ofGame[g]) >= max {
		var v *slot
		if seat != "" {
			if v = victim(ss.ofGame[g], g, seat, sameSeat); v == nil {
				v = victim(busiest(ss.ofGame[g]), g, seat, seated)
			}
		}
		if v == nil {
			return nil, errLimit{http.StatusTooManyRequests, "too_many_streams", fmt.Sprintf("this game has %d event streams open, its most", len(ss.ofGame[g])), 5 * time.Second}
		}
		s.evictSlot(v)
	}
	if max := h.MaxStreams; max > 0 && ss.all >= max {
		top, most := ss.busiest()
		var v *slot
		switch {
		case seat != "":
			if v = victim(ss.ofGame[g], g, seat, sameSeat); v == nil {
				v = victim(top, g, seat, seated)
			}
		case len(ss.ofClient[client])+2 <= most:
			v = victim(top, g, seat, spectator)
		}
		if v == nil {
			return nil, errLimit{http.StatusServiceUnavailable, "too_many_streams", fmt.Sprintf("the server has %d event streams open, its most", ss.all), 5 * time.Second}
		}
		s.evictSlot(v)
	}
	ss.n++
	sl := &slot{client: client, g: g, seat: seat, n: ss.n, ended: make(chan struct{}), interrupt: func() {}}
	ss.all++
	add(ss.ofClient, client, sl)
	add(ss.ofGame, g, sl)
	g.feedMu.Lock()
	g.streams++
	g.feedMu.Unlock()
	s.metrics.streams.Inc()
	return sl, nil
}

// busiest returns the streams of the clients holding the most streams in
// all (of several, when they hold as many), and how many each holds.
// ss.mu must be held.
func (ss *slots) busiest() (map[*slot]struct{}, int) {
	most := 0
	for _, set := range ss.ofClient {
		most = max(most, len(set))
	}
	top := map[*slot]struct{}{}
	for _, set := range ss.ofClient {
		if len(set) == most {
			for sl := range set {
				top[sl] = struct{}{}
			}
		}
	}
	return top, most
}

func add[K comparable](m map[K]map[*slot]struct{}, k K, sl *slot) {
	if m[k] == nil {
		m[k] = map[*slot]struct{}{}
	}
	m[k][sl] = struct{}{}
}

func remove[K comparable](m map[K]map[*slot]struct{}, k K, sl *slot) {
	delete(m[k], sl)
	if len(m[k]) == 0 {
		delete(m, k)
	}
}

// evictSlot takes sl's place back for a newcomer: sl no longer counts,
// its stream is told to end and its write under way is cut. s.slots.mu
// must be held.
func (s *Server) evictSlot(sl *slot) {
	s.dropSlot(sl)
	close(sl.ended)
	sl.interrupt()
	s.metrics.refused.WithLabelValues("stream_evicted").Inc()
}

// dropSlot counts sl closed, once. s.slots.mu must be held.
func (s *Server) dropSlot(sl *slot) {
	if sl.dropped {
		return
	}
	sl.dropped = true
	ss := s.slots
	ss.all--
	remove(ss.ofClient, sl.client, sl)
	remove(ss.ofGame, sl.g, sl)
	g := sl.g
	g.feedMu.Lock()
	// A game nobody streams keeps no encoded log.
	if g.streams--; g.streams == 0 {
		g.feeds = nil
	}
	g.feedMu.Unlock()
	s.metrics.streams.Dec()
}

// release gives sl's place back, when its stream ends.
func (s *Server) release(sl *slot) {
	s.slots.mu.Lock()
	defer s.slots.mu.Unlock()
	s.dropSlot(sl)
}

// watch sets how sl's stream is cut when it is evicted: interrupt ends
// the write under way (rc's deadline set to now). It returns false if sl
// is evicted already.
func (s *Server) watch(sl *slot, interrupt func()) bool {
	s.slots.mu.Lock()
	defer s.slots.mu.Unlock()
	sl.interrupt = interrupt
	return !sl.dropped
}

// evicted says whether sl's place was taken back.
func (sl *slot) evicted() bool {
	select {
	case <-sl.ended:
		return true
	default:
		return false
	}
}
