package main

import (
	"cmp"
	"slices"
	"time"
)

// evictLoop evicts idle games until the server closes.
func (s *Server) evictLoop() {
	every := time.Minute
	for _, d := range []time.Duration{s.hosting.IdleAfter, s.hosting.FinishedIdleAfter} {
		if d > 0 {
			every = min(every, d/4)
		}
	}
	every = max(every, 10*time.Millisecond)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case now := <-tick.C:
			s.evict(now, 0)
		}
	}
}

// evict drops from memory the games nobody has asked for in IdleAfter
// (FinishedIdleAfter for a finished one), and, while more than MaxGames
// are held, the least lately used of the others. A game with a stream
// open, or whose bots are playing, stays. An evicted game is read again
// from the store when it is asked for; the lobby lists the games from the
// store, evicted or not. Room is how many games to make room for under
// MaxGames.
func (s *Server) evict(now time.Time, room int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.evictLocked(now, room)
}

// evictLocked is evict with s.mu held.
func (s *Server) evictLocked(now time.Time, room int) {
	type candidate struct {
		id   string
		used int64
	}
	var rest []candidate
	evicted := 0
	for _, g := range s.games {
		used := g.used.Load()
		if used == 0 {
			g.used.CompareAndSwap(0, now.UnixNano())
			continue
		}
		if !g.mu.TryLock() {
			continue
		}
		g.feedMu.Lock()
		streams := g.streams
		g.feedMu.Unlock()
		if streams > 0 || g.botsRunning {
			g.mu.Unlock()
			continue
		}
		idle := now.Sub(time.Unix(0, used))
		over := g.broken == "" && g.state.IsOver()
		g.mu.Unlock()
		if after(idle, s.hosting.IdleAfter) || (over && after(idle, s.hosting.FinishedIdleAfter)) {
			s.drop(g.id)
			evicted++
			continue
		}
		rest = append(rest, candidate{g.id, used})
	}
	if max := s.hosting.MaxGames; max > 0 && len(s.games)+room > max {
		slices.SortFunc(rest, func(a, b candidate) int { return cmp.Compare(a.used, b.used) })
		for _, c := range rest[:min(len(rest), len(s.games)+room-max)] {
			s.drop(c.id)
			evicted++
		}
	}
	if evicted > 0 {
		s.slog.Debug("evicted games from memory", "evicted", evicted, "in_memory", len(s.games))
	}
}

// after says whether a game idle that long is evicted after limit, 0
// being never.
func after(idle, limit time.Duration) bool { return limit > 0 && idle >= limit }

// drop evicts a game. s.mu must be held.
func (s *Server) drop(id string) {
	delete(s.games, id)
	s.metrics.evicted.Inc()
}
