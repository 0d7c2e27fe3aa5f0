package main

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
)

// TimeControl is a game's clock, chosen at its creation: a limit on each
// decision, or a time for each player's whole game with an increment
// after each of their decisions (Fischer's clock). A person out of time
// has a bot play that decision, or, with OnTimeout "hand_over", their
// seat handed to a bot for good; the table's chat says so. Only people's
// decisions are timed.
type TimeControl struct {
	PerDecision DecisionTime `json:"per_decision,omitzero"`
	PerGame     DecisionTime `json:"per_game,omitzero"`
	Increment   DecisionTime `json:"increment,omitzero"`
	// OnTimeout is "bot" (the default: a greedy bot plays the decision)
	// or "hand_over" (the seat is handed to a greedy bot).
	OnTimeout string `json:"on_timeout,omitempty"`
}

// clockLimits are the bounds of a time control.
type clockLimits struct{ minDecision, maxDecision, minGame, maxGame, maxIncrement time.Duration }

// defaultClockLimits are a server's: tests' servers take shorter ones
// (Options.clockLimits).
var defaultClockLimits = clockLimits{5 * time.Second, 7 * 24 * time.Hour, time.Minute, 60 * 24 * time.Hour, time.Hour}

// The time-out choices.
const (
	timeoutBot      = "bot"
	timeoutHandOver = "hand_over"
)

// check says what of tc is out of bounds, "" when all is within.
func (tc TimeControl) check(b clockLimits) string {
	switch {
	case (tc.PerDecision == 0) == (tc.PerGame == 0):
		return "clock: give per_decision (a limit on each decision) or per_game (each player's time for the game), one of them"
	case tc.PerDecision != 0 && (time.Duration(tc.PerDecision) < b.minDecision || time.Duration(tc.PerDecision) > b.maxDecision):
		return fmt.Sprintf("clock: per_decision must be from %v to %v", b.minDecision, b.maxDecision)
	case tc.PerGame != 0 && (time.Duration(tc.PerGame) < b.minGame || time.Duration(tc.PerGame) > b.maxGame):
		return fmt.Sprintf("clock: per_game must be from %v to %v", b.minGame, b.maxGame)
	case tc.Increment != 0 && tc.PerGame == 0:
		return "clock: an increment goes with per_game"
	case time.Duration(tc.Increment) > b.maxIncrement:
		return fmt.Sprintf("clock: increment must be at most %v", b.maxIncrement)
	case tc.OnTimeout != "" && tc.OnTimeout != timeoutBot && tc.OnTimeout != timeoutHandOver:
		return fmt.Sprintf("clock: on_timeout is %q or %q, not %q", timeoutBot, timeoutHandOver, tc.OnTimeout)
	}
	return ""
}

// parseClock reads a stored time control: nil for "", none.
func parseClock(stored string, b clockLimits) (*TimeControl, error) {
	if stored == "" {
		return nil, nil
	}
	var tc TimeControl
	if err := json.Unmarshal([]byte(stored), &tc); err != nil {
		return nil, err
	}
	if why := tc.check(b); why != "" {
		return nil, fmt.Errorf("%s", why)
	}
	return &tc, nil
}

// ClockInfo is a game's clock as a state answer tells it: the time
// control, each person's time left (with per_game), whose time runs and
// when it is up, all as of the server's time Now, in Unix milliseconds.
type ClockInfo struct {
	TimeControl
	// Left is each person's time left, in milliseconds, with per_game;
	// that of the seat whose time runs as of Now.
	Left map[kanban.Color]int64 `json:"left_ms,omitempty"`
	// Running is the person whose decision is timed now, "none" when the
	// game waits for no person.
	Running kanban.Color `json:"running"`
	// Deadline is when Running's time is up, in Unix milliseconds.
	Deadline int64 `json:"deadline_ms,omitempty"`
	Now      int64 `json:"now_ms"`
}

// clockInfo reads g's clock from its log and the times its events were
// stored, as of now (Unix ms): nil for a game without one. The time of a
// decision runs from the last event stored before it to its action's.
// g.mu must be held.
func (g *game) clockInfo(now int64) *ClockInfo {
	if g.clock == nil || len(g.times) != len(g.log) || len(g.log) == 0 {
		return nil
	}
	tc := *g.clock
	info := &ClockInfo{TimeControl: tc, Running: kanban.NoColor, Now: now}
	used, decided := map[kanban.Color]int64{}, map[kanban.Color]int64{}
	for i, e := range g.log {
		if e.Kind == kanban.EvActed && i > 0 {
			used[e.Player] += g.times[i] - g.times[i-1]
			decided[e.Player]++
		}
	}
	left := func(c kanban.Color) int64 {
		return time.Duration(tc.PerGame).Milliseconds() + decided[c]*time.Duration(tc.Increment).Milliseconds() - used[c]
	}
	if tc.PerGame != 0 {
		info.Left = map[kanban.Color]int64{}
		for _, st := range g.seats {
			if st.Kind == Human {
				info.Left[st.Color] = left(st.Color)
			}
		}
	}
	if g.broken != "" || g.state.IsOver() {
		return info
	}
	c := g.state.Next().Player
	i := g.seatOf(c)
	if i < 0 || g.seats[i].Kind != Human {
		return info
	}
	start := g.times[len(g.times)-1]
	info.Running = c
	if tc.PerDecision != 0 {
		info.Deadline = start + time.Duration(tc.PerDecision).Milliseconds()
	} else {
		info.Deadline = start + left(c)
		info.Left[c] = info.Deadline - now
	}
	return info
}

// startClock sets g's timer for the decision it waits for, if a person's
// time runs: when it is up, timeUp plays it. g.mu must be held.
func (s *Server) startClock(g *game) {
	if g.clock == nil || s.ctx.Err() != nil {
		return
	}
	info := g.clockInfo(time.Now().UnixMilli())
	if info == nil || info.Running == kanban.NoColor {
		return
	}
	version := g.state.Version()
	if g.clockTimer != nil {
		if g.clockFor == version {
			return // set already for this decision
		}
		g.clockTimer.Stop()
	}
	g.clockFor = version
	wait := time.Duration(info.Deadline-time.Now().UnixMilli()) * time.Millisecond
	g.clockTimer = time.AfterFunc(max(wait, 0), func() { s.timeUp(g, version) })
}

// timeUp plays the decision a person ran out of time for, at version, if
// the game still waits for it: a greedy bot's choice, or the seat handed
// to a greedy bot, as the game's time control says, and a word in the
// table's chat. On a shared store only the instance holding the game's
// bots does, so that one decision is played once.
func (s *Server) timeUp(g *game, version uint32) {
	if s.ctx.Err() != nil {
		return
	}
	release, ok := s.leaseBots(g)
	defer release()
	g.mu.Lock()
	defer g.mu.Unlock()
	g.clockTimer = nil
	if !ok || g.broken != "" || g.state.Version() != version {
		s.startClock(g)
		return
	}
	info := g.clockInfo(time.Now().UnixMilli())
	if info == nil || info.Running == kanban.NoColor {
		return
	}
	if wait := info.Deadline - time.Now().UnixMilli(); wait > 0 {
		s.startClock(g) // not yet (a clock read again from the store)
		return
	}
	ctx, cancel := context.WithTimeout(s.ctx, 30*time.Second)
	defer cancel()
	c := info.Running
	seat := g.seatOf(c)
	greedy := store.Seat{Color: c, Kind: Greedy}
	var said string
	if g.clock.OnTimeout == timeoutHandOver {
		seats := slices.Clone(g.seats)
		seats[seat] = greedy
		if err := s.store.SetSeats(ctx, g.id, g.revision, version, seats); err != nil {
			s.slog.Error("handing a seat out of time to a bot", "game", g.id, "color", c, "err", err)
			s.reload(ctx, g)
			return
		}
		g.seats, g.revision = seats, g.revision+1
		g.wake() // the seat's streams end
		said = fmt.Sprintf("%s ran out of time: the seat is handed to a bot", c)
	} else {
		st := g.state
		a, err := botAction(st, greedy, g.botSeed)
		if err != nil {
			s.slog.Error("a bot failed to decide for a player out of time", "game", g.id, "color", c, "err", err)
			return
		}
		next, events, err := kanban.Apply(st, a)
		if err != nil {
			s.slog.Error("a bot chose an illegal action for a player out of time", "game", g.id, "color", c, "err", err)
			return
		}
		if err := s.commit(ctx, g, next, events); err != nil {
			s.slog.Error("storing the action of a player out of time", "game", g.id, "color", c, "err", err)
			s.startClock(g)
			return
		}
		said = fmt.Sprintf("%s ran out of time: a bot played the decision", c)
	}
	s.metrics.timeouts.Inc()
	m, err := s.store.Say(ctx, g.id, store.Message{At: time.Now(), Version: g.state.Version(), Author: store.Clock, Text: said}, store.ChatBounds{Burst: 1 << 20, Window: time.Second, Max: 1 << 30})
	if err != nil {
		s.slog.Error("telling the table of a time-out", "game", g.id, "err", err)
	} else {
		s.heard(ctx, g, m)
	}
	s.startBots(g)
	s.startClock(g)
}
