package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// entryColors are the colours of the entries, in the order they are
// listed: an entry plays its colour in every game of the session, whatever
// its seat, so that a program's standard error, which the protocol does
// not order with its answers, is never told under a colour it does not
// play, however late its lines are read.
var entryColors = [...]kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple}

// A game is one game of the session and its outcome.
type game struct {
	Number int // from 1
	Seed   uint64
	// Seats are the players, in seating order.
	Seats []seat
	// State is the final state, and Log the game's whole event log.
	State kanban.GameState
	Log   []kanban.Event
	// Record is the file the record was written to, or "".
	Record string
}

// A seat is a player of a game: the entry that played it and, for a
// program, how its answers went.
type seat struct {
	Entry string
	Color kanban.Color
	// Program is the program's seat, nil for a bot.
	Program *programSeat
}

// playSession starts the programs, plays c's games one after another,
// writing what happens to w, and stops the programs. It returns the games
// played. The programs' standard error goes to stderr, each line after
// the colour the program plays in every game ("red| "); w and stderr get
// whole lines only, one at a time, so that they can go to one terminal.
func playSession(c config, w io.Writer, stderr io.Writer) ([]game, error) {
	con := &console{}
	out := con.writer(w, "")
	defer out.Flush()
	w = out
	progs := make([]*program, len(c.Entries)) // by entry; nil for a bot
	defer func() {
		for _, p := range progs {
			if p == nil {
				continue
			}
			if err := p.stop(2 * time.Second); err != nil {
				fmt.Fprintf(w, "%s ended: %v\n", p.name, err)
			}
		}
	}()
	for i, e := range c.Entries {
		if e.Command == nil {
			continue
		}
		p, err := startProgram(e.Name, e.Command, c.Limit, c.Startup, con, stderr, entryColors[i])
		if err != nil {
			return nil, err
		}
		progs[i] = p
	}
	var games []game
	for g := range c.Games {
		gm, err := playGame(c, g, progs, w)
		if err != nil {
			return games, fmt.Errorf("game %d: %w", g+1, err)
		}
		games = append(games, gm)
	}
	return games, nil
}

// seating returns the entry at each seat of game g among n entries: the
// list rotated by g mod n.
func seating(g, n int) []int {
	seats := make([]int, n)
	for s := range seats {
		seats[s] = (s + g) % n
	}
	return seats
}

// derive mixes a base seed, a game number and a stream number k into a
// seed (SplitMix64's finaliser, three times): game g's deal is stream 0,
// seat s's bot stream 1+s.
func derive(base uint64, g, k int) uint64 {
	mix := func(x uint64) uint64 {
		x += 0x9e3779b97f4a7c15
		x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
		x = (x ^ x>>27) * 0x94d049bb133111eb
		return x ^ x>>31
	}
	return mix(mix(mix(base)^uint64(g)) ^ uint64(k))
}

// playGame plays game g (from 0) of the session to its end, the entries
// seated as seating says, each in its colour, a program's seat played by
// the program and its fallback, then checks that the log
// replays to the same end and writes the record if asked.
func playGame(c config, g int, progs []*program, w io.Writer) (game, error) {
	n := len(c.Entries)
	gm := game{Number: g + 1, Seed: derive(c.Seed, g, 0)}
	say := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	cfg := kanban.Config{Seed: gm.Seed}
	byColor := map[kanban.Color]bots.Bot{}
	var names []string
	for s, i := range seating(g, n) {
		e, color := c.Entries[i], entryColors[i]
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: color})
		st := seat{Entry: e.Name, Color: color}
		seed := derive(c.Seed, g, 1+s)
		if p := progs[i]; p != nil {
			st.Program = &programSeat{prog: p, color: color, fallback: bots.NewRandom(seed), strikes: c.Strikes, say: say, discardedBefore: p.pipe.Discarded()}
			byColor[color] = st.Program
		} else {
			byColor[color] = e.bot(seed)
		}
		gm.Seats = append(gm.Seats, st)
		names = append(names, fmt.Sprintf("%v %s", color, e.Name))
	}
	say("game %d, seed %d: %s\n", gm.Number, gm.Seed, strings.Join(names, ", "))

	// Hellos.
	for _, st := range gm.Seats {
		ps := st.Program
		if ps == nil {
			continue
		}
		if ps.prog.gone != "" {
			ps.leave(ps.prog.gone)
			continue
		}
		err := ps.prog.hello(cfg, st.Color)
		switch {
		case err == nil:
		case isClosed(err):
			ps.prog.gone = brief(err)
			ps.leave(ps.prog.gone)
		default:
			say("  %v: %s\n", st.Color, brief(err))
		}
	}

	s, log, err := kanban.New(cfg)
	if err != nil {
		return gm, err
	}
	actions := 0
	for !s.IsOver() {
		p := s.Next().Player
		t, err := bots.NewTurn(s, p)
		if err != nil {
			return gm, err
		}
		a, err := byColor[p].Act(t)
		if err != nil {
			return gm, fmt.Errorf("%v's bot: %w", p, err)
		}
		next, more, err := kanban.AppendApply(log, s, a)
		if err != nil {
			return gm, fmt.Errorf("%v's bot chose %v: %w", p, a, err)
		}
		s, log = next, more
		actions++
		if c.Moves {
			say("    %v\n", a)
		}
	}
	gm.State, gm.Log = s, log

	for _, st := range gm.Seats {
		if ps := st.Program; ps != nil && ps.prog.gone == "" {
			if err := ps.prog.pipe.End(s); isClosed(err) {
				ps.prog.gone = brief(err)
			}
		}
		if ps := st.Program; ps != nil {
			ps.discarded = ps.prog.pipe.Discarded() - ps.discardedBefore
		}
	}
	again, err := kanban.Replay(log)
	if err != nil {
		return gm, fmt.Errorf("the game's log does not replay: %w", err)
	}
	if again != s {
		return gm, fmt.Errorf("the game's log replays to another state")
	}
	if c.Log != "" {
		gm.Record = recordFile(c.Log, gm.Number, c.Games)
		rec, err := kanban.RecordOf(log)
		if err == nil {
			err = os.WriteFile(gm.Record, []byte(rec.String()), 0o644)
		}
		if err != nil {
			return gm, fmt.Errorf("writing the record: %w", err)
		}
	}
	writeResult(w, gm, actions)
	return gm, nil
}

// isClosed reports whether err says the program is gone.
func isClosed(err error) bool { return errors.Is(err, bots.ErrPipeClosed) }

// recordFile returns the record's file of game number g among games:
// name itself for one game, else name with -g before its extension.
func recordFile(name string, g, games int) string {
	if games == 1 {
		return name
	}
	ext := filepath.Ext(name)
	return fmt.Sprintf("%s-%d%s", strings.TrimSuffix(name, ext), g, ext)
}

// writeResult writes how game gm ended, in one write: its length and log,
// then a row per player, the winner first, with how a program's answers
// went.
func writeResult(out io.Writer, gm game, actions int) {
	var w bytes.Buffer
	defer func() { out.Write(w.Bytes()) }()
	fmt.Fprintf(&w, "game %d over after %d actions; its log of %d events replays to the same end", gm.Number, actions, len(gm.Log))
	if gm.Record != "" {
		fmt.Fprintf(&w, "; record in %s", gm.Record)
	}
	fmt.Fprintln(&w)
	r, _ := gm.State.Result()
	tw := tabwriter.NewWriter(&w, 0, 0, 2, ' ', 0)
	for _, st := range r.Standings {
		var who seat
		for _, x := range gm.Seats {
			if x.Color == st.Color {
				who = x
			}
		}
		fmt.Fprintf(tw, "  %d\t%v\t%s\t%d PP", st.Place, st.Color, who.Entry, st.PP)
		if ps := who.Program; ps != nil {
			fmt.Fprintf(tw, "\t%s", ps.summary())
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
}
