package main

import (
	"context"
	"fmt"

	"github.com/kanbanev/kanban"
)

// A mark is the point of a game a request was decided at: the game's
// version and, when the client sent it, the state's ID (stateID). A
// version alone repeats after an undo (a game cut back to version 200 may
// be played to 212 again, by other actions), so that an action chosen on
// the state before the undo would be checked against another state; the
// ID tells them apart. A request without an ID (a client older than IDs)
// is checked against the version alone.
type mark struct {
	version uint32
	id      string
}

// is says whether m is g's point now. g.mu must be held.
func (m mark) is(g *game) bool {
	return m.version == g.state.Version() && (m.id == "" || m.id == g.stateID())
}

// current says whether the request's mark m is g's point now. On a shared
// store, a game held at another point first reads what the other
// instances wrote (catchUp), since this instance may not have heard of it
// yet: a request is refused as stale only when the store, too, has moved
// on from it. g.mu must be held.
func (s *Server) current(ctx context.Context, g *game, m mark) bool {
	if m.is(g) {
		return true
	}
	if s.shared == nil || g.broken != "" {
		return false
	}
	s.catchUp(ctx, g)
	return m.is(g)
}

// A chain is a game's state ID as far as it has been folded: the 64-bit
// FNV-1a hash of the notations of the actions of the log's first n
// events, each ended by a newline, the log being the one of the game's
// gen.
type chain struct {
	gen uint64
	n   int
	sum uint64
}

// The FNV-1a parameters of 64 bits.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// stateID identifies g's state: the actions that made it, hashed, as 16
// hexadecimal digits. It is the same on every instance and after a
// restart, since the state follows from the actions; and another after
// an undo, unless the same actions are played again, which make the same
// state. It folds the events appended since it was last asked for, or
// the whole log once it was cut back. g.mu must be held.
func (g *game) stateID() string {
	if g.chain.gen != g.gen || g.chain.n > len(g.log) || g.chain.n == 0 {
		g.chain = chain{gen: g.gen, sum: fnvOffset}
	}
	for _, e := range g.log[g.chain.n:] {
		if e.Kind != kanban.EvActed {
			continue
		}
		for _, b := range []byte(e.Act.String() + "\n") {
			g.chain.sum = (g.chain.sum ^ uint64(b)) * fnvPrime
		}
	}
	g.chain.n = len(g.log)
	return fmt.Sprintf("%016x", g.chain.sum)
}
