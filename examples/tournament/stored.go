package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// A runSpec is what enqueue stores of a run: the flags of its games, as
// parseGameFlags reads them, and the edition they play (the file -edition
// named, which a worker on another machine does not have).
type runSpec struct {
	Args    []string            `json:"args"`
	Edition *components.Edition `json:"edition,omitempty"`
	// Networks are the files of -network, by name.
	Networks map[string][]byte `json:"networks,omitempty"`
}

// newRunSpec returns c's spec.
func newRunSpec(c config) runSpec {
	s := runSpec{Args: c.Args, Networks: c.Networks}
	if !c.Edition.IsZero() {
		s.Edition = c.Edition.Contents()
	}
	return s
}

// A storedGame is a played game as tournament_game's result holds it:
// the game as the one-process runner reports it, and what the results
// need beside it.
type storedGame struct {
	Game
	// Entries are the entry of each seat, in Players' order.
	Entries []int `json:"entries"`
	// Times are each entry's time in Act, by entry (an entry not at the
	// table has none).
	Times []storedTime `json:"times"`
	// Bots are the seats' bots, in Players' order: their specs and the
	// versions of the code that played them.
	Bots []botVersion `json:"bots"`
	// Edition names the printed contents played and their digest.
	Edition string `json:"edition"`
	// Worker is the process that played the game (host:pid), Slots how
	// many games it played at once.
	Worker string `json:"worker"`
	Slots  int    `json:"slots"`
}

// storedTime is a decisionTime in JSON, its times in nanoseconds.
type storedTime struct {
	Decisions   int64 `json:"decisions"`
	Choices     int64 `json:"choices"`
	Total       int64 `json:"total_ns"`
	Choosing    int64 `json:"choosing_ns"`
	CPU         int64 `json:"cpu_ns"`
	CPUChoosing int64 `json:"cpu_choosing_ns"`
	Unmeasured  int64 `json:"unmeasured"`
}

// A botVersion is the bot of a seat: its spec ("ismcts:100ms") and the
// version of the code that played it.
type botVersion struct {
	Spec    string `json:"spec"`
	Version string `json:"version"`
}

// store turns a played game into its stored form.
func store(c config, g Game, worker string, slots int) storedGame {
	s := storedGame{Game: g, Edition: editionName(c.Edition), Worker: worker, Slots: slots}
	for _, p := range g.Players {
		e := c.Entries[p.entry]
		s.Entries = append(s.Entries, p.entry)
		s.Bots = append(s.Bots, botVersion{Spec: e.Kind, Version: e.version()})
	}
	for _, t := range g.time {
		s.Times = append(s.Times, storedTime{
			Decisions: t.decisions, Choices: t.choices,
			Total: int64(t.total), Choosing: int64(t.choosing),
			CPU: int64(t.cpu), CPUChoosing: int64(t.cpuChoosing),
			Unmeasured: t.unmeasured,
		})
	}
	return s
}

// game returns the stored game as the one-process runner played it, for
// the results of c. It refuses a game that does not fit c.
func (s storedGame) game(c config) (Game, error) {
	g := s.Game
	if len(s.Entries) != len(g.Players) || len(s.Times) != len(c.Entries) {
		return Game{}, fmt.Errorf("game %d does not fit its run: %d seats, %d entries", g.Number, len(g.Players), len(s.Times))
	}
	for i, e := range s.Entries {
		if e < 0 || e >= len(c.Entries) {
			return Game{}, fmt.Errorf("game %d: seat %d is entry %d of %d", g.Number, i, e, len(c.Entries))
		}
		g.Players[i].entry = e
	}
	g.time = make([]decisionTime, len(s.Times))
	for i, t := range s.Times {
		g.time[i] = decisionTime{
			decisions: t.Decisions, choices: t.Choices,
			total: time.Duration(t.Total), choosing: time.Duration(t.Choosing),
			cpu: time.Duration(t.CPU), cpuChoosing: time.Duration(t.CPUChoosing),
			unmeasured: t.Unmeasured,
		}
	}
	return g, nil
}

// editionName names an edition and its digest.
func editionName(ed kanban.Edition) string {
	return fmt.Sprintf("%s (%s)", ed.Name(), ed.Digest())
}

// loadRun reads run id's flags and edition and returns its config.
func (q *queue) loadRun(ctx context.Context, id int64) (config, error) {
	var text string
	err := q.db.QueryRowContext(ctx, `SELECT spec FROM tournament_run WHERE id = $1`, id).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return config{}, fmt.Errorf("run %d: %w", id, errNoRun)
	}
	if err != nil {
		return config{}, fmt.Errorf("run %d: %w", id, err)
	}
	var spec runSpec
	if err := json.Unmarshal([]byte(text), &spec); err != nil {
		return config{}, fmt.Errorf("run %d: its flags: %w", id, err)
	}
	if spec.Networks == nil {
		spec.Networks = map[string][]byte{}
	}
	c, err := parseGameFlags(spec.Args, io.Discard, true, spec.Networks)
	if err != nil {
		return config{}, fmt.Errorf("run %d: its flags %q: %w", id, spec.Args, err)
	}
	if spec.Edition != nil {
		if c.Edition, err = kanban.NewEdition(spec.Edition); err != nil {
			return config{}, fmt.Errorf("run %d: its edition: %w", id, err)
		}
	}
	return c, nil
}

// A playedGame is a game of a run as the database holds it.
type playedGame struct {
	storedGame
	job               int // the game's number in the run, playJob's
	started, finished time.Time
}

// loadGames returns the played games of run id, in game order.
func (q *queue) loadGames(ctx context.Context, id int64) ([]playedGame, error) {
	rows, err := q.db.QueryContext(ctx, `SELECT game, result, started_ns, finished_ns FROM tournament_game WHERE run = $1 ORDER BY game`, id)
	if err != nil {
		return nil, fmt.Errorf("run %d's games: %w", id, err)
	}
	defer rows.Close()
	var games []playedGame
	for rows.Next() {
		var number int
		var text string
		var started, finished int64
		if err := rows.Scan(&number, &text, &started, &finished); err != nil {
			return nil, fmt.Errorf("run %d's games: %w", id, err)
		}
		var g playedGame
		if err := json.Unmarshal([]byte(text), &g.storedGame); err != nil {
			return nil, fmt.Errorf("run %d, game %d: %w", id, number, err)
		}
		g.job = number
		g.started, g.finished = time.Unix(0, started), time.Unix(0, finished)
		games = append(games, g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("run %d's games: %w", id, err)
	}
	return games, nil
}
