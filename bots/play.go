package bots

import (
	"fmt"

	"github.com/kanbanev/kanban"
)

// Play plays a whole game of cfg, seats[i] choosing for cfg.Players[i],
// and returns its final state. Each bot is given only its player's Turn.
// A bot's error, or an action the rules refuse, stops the game: Play
// returns the state before it and an error naming the player.
func Play(cfg kanban.Config, seats []Bot) (kanban.GameState, error) {
	s, _, err := PlayRecord(cfg, seats)
	return s, err
}

// PlayRecord plays as Play does, and also returns the game's record: its
// configuration and the actions played, to the end or to the last one
// before the error.
func PlayRecord(cfg kanban.Config, seats []Bot) (kanban.GameState, kanban.Record, error) {
	rec := kanban.Record{Schema: kanban.SchemaVersion, Rules: cfg.Edition.Digest(), Config: cfg}
	if len(seats) != len(cfg.Players) {
		return kanban.GameState{}, rec, fmt.Errorf("bots: %d bots for %d players", len(seats), len(cfg.Players))
	}
	s, _, err := kanban.New(cfg)
	if err != nil {
		return s, rec, err
	}
	byColor := map[kanban.Color]Bot{}
	for i, p := range cfg.Players {
		byColor[p.Color] = seats[i]
	}
	var events []kanban.Event
	for !s.IsOver() {
		p := s.Next().Player
		t, err := NewTurn(s, p)
		if err != nil {
			return s, rec, err
		}
		a, err := byColor[p].Act(t)
		if err != nil {
			return s, rec, fmt.Errorf("bots: %v's bot: %w", p, err)
		}
		next, evs, err := kanban.AppendApply(events[:0], s, a)
		if err != nil {
			return s, rec, fmt.Errorf("bots: %v's bot chose %v: %w", p, a, err)
		}
		a.Version = 0
		rec.Actions = append(rec.Actions, a)
		s, events = next, evs
	}
	return s, rec, nil
}
