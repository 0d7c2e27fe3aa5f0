package main

import (
	"context"
	"encoding/json"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
)

// This file is what an instance does when its store is shared with other
// instances (store.Shared, PostgreSQL): it follows what the others append,
// through the database's notifications, so that its event streams see
// every action; and it plays a game's bots only while it holds the game's
// lease, so that one instance at a time runs them, and another takes over
// when that one dies.

// leaseRetry is how often an instance tries again to take the bots of the
// games it holds that wait for a bot another instance runs: how soon the
// bots of a dead instance's games play on.
var leaseRetry = 500 * time.Millisecond

// following is a game's state of following the other instances. g.mu
// guards it.
type following struct {
	// catching says a goroutine is reading what the others appended.
	catching bool
}

// share starts following the other instances, if the store is shared:
// the listener, and the ticker that retries the leases. NewServer calls it
// once the stored games are loaded.
func (s *Server) share() {
	st := s.store
	if w, ok := st.(interface{ Unwrap() store.Store }); ok {
		st = w.Unwrap() // the metrics' timing wrapper
	}
	sh, ok := st.(store.Shared)
	if !ok {
		return
	}
	s.shared = sh
	s.bots.Add(2)
	go func() {
		defer s.bots.Done()
		sh.Listen(s.ctx, s.moved, func(err error) {
			s.slog.Error("listening for the other instances' actions; reconnecting", "err", err)
		})
	}()
	go func() {
		defer s.bots.Done()
		tick := time.NewTicker(leaseRetry)
		defer tick.Stop()
		for {
			select {
			case <-s.ctx.Done():
				return
			case <-tick.C:
			}
			for _, g := range s.held() {
				g.mu.Lock()
				s.startBots(g)
				g.mu.Unlock()
			}
		}
	}()
}

// held returns the games in memory.
func (s *Server) held() []*game {
	s.mu.Lock()
	defer s.mu.Unlock()
	games := make([]*game, 0, len(s.games))
	for _, g := range s.games {
		games = append(games, g)
	}
	return games
}

// moved is the listener's news: game id was brought to version by some
// instance, or, for id "", any game may have moved unheard (the listener
// has just connected).
func (s *Server) moved(id string, version uint32) {
	if id == "" {
		for _, g := range s.held() {
			s.follow(g, 0)
		}
		return
	}
	s.mu.Lock()
	g := s.games[id]
	s.mu.Unlock()
	if g != nil {
		s.follow(g, version)
	}
}

// follow has g catch up, in a goroutine of its own, unless it is at
// version already (0: in any case) or is catching up.
func (s *Server) follow(g *game, version uint32) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if version != 0 && g.broken == "" && g.state.Version() >= version || g.following.catching || s.ctx.Err() != nil {
		return
	}
	g.following.catching = true
	s.bots.Add(1) // the listener is one already: Close waits for this
	go func() {
		defer s.bots.Done()
		g.mu.Lock()
		defer g.mu.Unlock()
		g.following.catching = false
		ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
		defer cancel()
		s.catchUp(ctx, g)
	}()
}

// catchUp folds into g what other instances appended to it since its
// version, wakes its streams and starts its bots if they are to act. A
// game revised meanwhile (its seats, an undo), or whose log does not
// fold, is read again whole. g.mu must be held.
func (s *Server) catchUp(ctx context.Context, g *game) {
	if g.broken != "" {
		return
	}
	if g.chatRead {
		// Another instance may have heard a message: read what follows.
		g.chatStale = true
		s.readChat(ctx, g)
	}
	have := g.state.Version()
	version, revision, raws, err := s.shared.Since(ctx, g.id, have)
	if err != nil {
		if ctx.Err() == nil {
			s.slog.Error("reading the other instances' actions", "game", g.id, "err", err)
		}
		return
	}
	if revision != g.revision {
		// A seat handed over, or the log cut back (and maybe grown
		// again): read the game again whole.
		s.reload(ctx, g)
		return
	}
	if version <= have {
		return
	}
	if len(raws) != int(version-have) {
		s.reload(ctx, g)
		return
	}
	st := g.state
	events := make([]kanban.Event, len(raws))
	for i, raw := range raws {
		if err := json.Unmarshal(raw, &events[i]); err != nil {
			s.reload(ctx, g)
			return
		}
		if st, err = kanban.Evolve(st, events[i]); err != nil {
			s.reload(ctx, g)
			return
		}
	}
	g.state = st
	g.log = append(g.log, events...)
	g.times = stamp(g.times, len(events)) // as heard: within the notice's delay of the store's
	close(g.changed)
	g.changed = make(chan struct{})
	s.startBots(g)
}

// holdsBots reports whether this instance may still write g's bots'
// actions: always with a store of its own, and while it holds g's lease
// with a shared one.
func (s *Server) holdsBots(g *game) bool {
	if s.shared == nil {
		return true
	}
	ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
	defer cancel()
	return s.shared.Holds(ctx, g.id)
}

// leaseBots takes g's bots for this instance, when the store is shared,
// and then catches g up: the instance that ran them before may have
// played on. ok is false when another instance runs them (or the lease
// could not be asked for); release gives the lease back.
func (s *Server) leaseBots(g *game) (release func(), ok bool) {
	if s.shared == nil {
		return func() {}, true
	}
	ctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
	defer cancel()
	release, ok, err := s.shared.Lease(ctx, g.id)
	if err != nil {
		if s.ctx.Err() == nil {
			s.slog.Error("taking the bots' lease", "game", g.id, "err", err)
		}
		return func() {}, false
	}
	if !ok {
		return func() {}, false
	}
	g.mu.Lock()
	s.catchUp(ctx, g)
	g.mu.Unlock()
	return release, true
}

// settled is sg, or, when its log is longer than its row counts, sg read
// again: another instance appended between the two reads. A store that
// reads one moment never shows that, but a race is not damage, and a game
// must not be taken as broken for one.
func (s *Server) settled(ctx context.Context, sg store.Game) store.Game {
	for try := 0; try < 5 && sg.Damage == "" && len(sg.Events) > int(sg.Version); try++ {
		again, err := s.store.Load(ctx, sg.ID)
		if err != nil {
			break
		}
		sg = again
	}
	return sg
}
