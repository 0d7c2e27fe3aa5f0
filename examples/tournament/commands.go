package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/kanbanev/kanban/examples/internal/gamedb"
	"github.com/riverqueue/river"
)

// commands are the subcommands that play a tournament through the
// database, by name.
var commands = map[string]func(ctx context.Context, where string, args []string, stdout, stderr io.Writer) error{
	"enqueue": enqueue,
	"work":    work,
	"results": results,
}

// queuedCommand reports whether args name a subcommand: -db first, or
// a subcommand's name.
func queuedCommand(args []string) bool {
	if len(args) == 0 {
		return false
	}
	a := args[0]
	if _, ok := commands[a]; ok {
		return true
	}
	a = strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
	return a == "db" || strings.HasPrefix(a, "db=")
}

// runQueued runs a subcommand: [-db URL] enqueue|work|results [flags].
func runQueued(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	where := fs.String("db", gamedb.Default, "the database of the queue and the results")
	if err := fs.Parse(args); err != nil {
		return usageError{err}
	}
	if fs.NArg() == 0 {
		return usageError{errors.New("-db goes before a command: enqueue, work or results")}
	}
	cmd, ok := commands[fs.Arg(0)]
	if !ok {
		return usageError{fmt.Errorf("unknown command %q: the commands are enqueue, work and results", fs.Arg(0))}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return cmd(ctx, *where, fs.Args()[1:], stdout, stderr)
}

// enqueue queues a run's games, one job a game, in one transaction, and
// prints what it queued.
func enqueue(ctx context.Context, where string, args []string, stdout, stderr io.Writer) error {
	c, err := parseGameFlags(args, stderr, true, nil)
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	if err != nil {
		return usageError{err}
	}
	q, err := openQueue(ctx, where)
	if err != nil {
		return err
	}
	defer q.Close()
	id, err := q.enqueue(ctx, c, stderr)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "run %d: %d games queued in %s (%s)\n", id, c.totalGames(), q.name, strings.Join(c.Args, " "))
	queued, done, err := q.counts(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "the queue: %d of %d games played\n", done, queued)
	return nil
}

// enqueue stores c as a new run and queues its games; it returns the
// run's number.
func (q *queue) enqueue(ctx context.Context, c config, log io.Writer) (int64, error) {
	spec, err := json.Marshal(newRunSpec(c))
	if err != nil {
		return 0, err
	}
	client, err := river.NewClient(q.driver, &river.Config{Logger: quietLogger(log), Workers: gameWorkers(nil)})
	if err != nil {
		return 0, err
	}
	tx, err := q.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	total := c.totalGames()
	var id int64
	err = tx.QueryRowContext(ctx, `INSERT INTO tournament_run (created_at, games, spec) VALUES ($1, $2, $3) RETURNING id`,
		time.Now().UTC().Format(time.RFC3339), total, string(spec)).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("storing the run: %w", err)
	}
	params := make([]river.InsertManyParams, total)
	for j := range params {
		params[j] = river.InsertManyParams{Args: gameArgs{Run: id, Game: j}}
	}
	if _, err := client.InsertManyFastTx(ctx, tx, params); err != nil {
		return 0, fmt.Errorf("queueing the games: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("queueing the games: %w", err)
	}
	return id, nil
}

// counts returns the games queued in every run of the database, and
// those played.
func (q *queue) counts(ctx context.Context) (queued, played int, err error) {
	err = q.db.QueryRowContext(ctx, `SELECT COALESCE(SUM(games), 0), (SELECT COUNT(*) FROM tournament_game) FROM tournament_run`).Scan(&queued, &played)
	return queued, played, err
}

// parseCommand parses a subcommand's flags: on -h it writes usage and
// the flags to stderr and returns flag.ErrHelp; any other mistake is a
// usageError, as is an argument that is not a flag.
func parseCommand(fs *flag.FlagSet, args []string, stderr io.Writer, usage string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, usage)
			fs.SetOutput(stderr)
			fs.PrintDefaults()
			return err
		}
		return usageError{err}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Errorf("unexpected argument %q: every setting is a flag", fs.Arg(0))}
	}
	return nil
}

// results prints a run's results, as the one-process runner prints them,
// and the ratings fitted to every game in the database.
func results(ctx context.Context, where string, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tournament results", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	run := fs.Int64("run", 0, "the run, as enqueue numbered it (default the newest)")
	asJSON := fs.Bool("json", false, "print the results as JSON, every game included, as the one-process runner's -json does")
	plot := fs.String("plot", "", "for a ladder's run, write an SVG plot of its ratings to this file")
	if err := parseCommand(fs, args, stderr, "usage: tournament [-db URL] results [flags]\n\nPrints the results of a run's games played so far, as the one-process runner prints them,\nthen ratings fitted to every game in the database.\n\nflags:"); err != nil {
		return err
	}
	q, err := openQueue(ctx, where)
	if err != nil {
		return err
	}
	defer q.Close()
	id := *run
	if id == 0 {
		err := q.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM tournament_run`).Scan(&id)
		if err != nil {
			return err
		}
		if id == 0 {
			return fmt.Errorf("%s holds no run: queue one with enqueue", q.name)
		}
	}
	c, err := q.loadRun(ctx, id)
	if err != nil {
		return err
	}
	if *plot != "" && !c.Ladder {
		return usageError{fmt.Errorf("-plot is a ladder's plot, and run %d is not a ladder", id)}
	}
	r, err := q.runResults(ctx, id, c)
	if err != nil {
		return err
	}
	if r.Database, err = q.ladder(ctx); err != nil {
		return err
	}
	if missing := c.totalGames() - len(r.Games); missing > 0 {
		fmt.Fprintf(stderr, "tournament: run %d: %d of its %d games not played yet; the results count the %d played\n", id, missing, c.totalGames(), len(r.Games))
	}
	if *asJSON {
		err = writeJSON(stdout, r)
	} else {
		err = writeTable(stdout, r)
	}
	if err != nil || *plot == "" {
		return err
	}
	f, err := os.Create(*plot)
	if err != nil {
		return fmt.Errorf("-plot: %w", err)
	}
	if err := writePlot(f, r.Ladder); err != nil {
		f.Close()
		return fmt.Errorf("-plot: %w", err)
	}
	return f.Close()
}

// runResults adds up the played games of run id, as the one-process
// runner adds up its games: the time from the first game's start to the
// last one's end, on as many workers as played at once.
func (q *queue) runResults(ctx context.Context, id int64, c config) (Results, error) {
	played, err := q.loadGames(ctx, id)
	if err != nil {
		return Results{}, err
	}
	var games []Game
	var first, last time.Time
	slots := map[string]int{}
	entryFirst := make([]time.Time, len(c.Entries))
	entryLast := make([]time.Time, len(c.Entries))
	for _, p := range played {
		g, err := p.game(c)
		if err != nil {
			return Results{}, fmt.Errorf("run %d: %w", id, err)
		}
		games = append(games, g)
		if first.IsZero() || p.started.Before(first) {
			first = p.started
		}
		last = maxTime(last, p.finished)
		slots[p.Worker] = max(slots[p.Worker], p.Slots)
		if c.Solo {
			i := p.job / c.Games
			if entryFirst[i].IsZero() || p.started.Before(entryFirst[i]) {
				entryFirst[i] = p.started
			}
			entryLast[i] = maxTime(entryLast[i], p.finished)
		}
	}
	workers := 0
	for _, n := range slots {
		workers += n
	}
	var entryElapsed []time.Duration
	for i := range entryFirst {
		entryElapsed = append(entryElapsed, entryLast[i].Sub(entryFirst[i]))
	}
	r := c.results(games, last.Sub(first), workers, entryElapsed)
	r.Run = id
	return r, nil
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// ladder fits ratings to every game between bots in the database, every
// run's: each bot (by kind and budget, "ismcts:100") is one entry, and
// each pair of players of a game is a duel, won by the one who placed
// ahead. It returns nil when no game has two bots of different kinds.
func (q *queue) ladder(ctx context.Context) (*Ladder, error) {
	rows, err := q.db.QueryContext(ctx, `SELECT id FROM tournament_run ORDER BY id`)
	if err != nil {
		return nil, err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var kinds []string
	index := map[string]int{}
	var duels []duel
	games := 0
	for _, id := range ids {
		c, err := q.loadRun(ctx, id)
		if err != nil {
			return nil, err
		}
		if c.Solo {
			continue
		}
		played, err := q.loadGames(ctx, id)
		if err != nil {
			return nil, err
		}
		for _, p := range played {
			g, err := p.game(c)
			if err != nil {
				return nil, fmt.Errorf("run %d: %w", id, err)
			}
			if g.Error != "" {
				continue
			}
			seat := make([]int, len(g.Players))
			for s, pl := range g.Players {
				k := c.Entries[pl.entry].Kind
				if _, ok := index[k]; !ok {
					index[k] = len(kinds)
					kinds = append(kinds, k)
				}
				seat[s] = index[k]
			}
			counted := false
			for a := range g.Players {
				for b := a + 1; b < len(g.Players); b++ {
					if seat[a] != seat[b] {
						duels = append(duels, duel{seat[a], seat[b], g.Players[a].Place, g.Players[b].Place})
						counted = true
					}
				}
			}
			if counted {
				games++
			}
		}
	}
	if len(duels) == 0 {
		return nil, nil
	}
	// Random, the weakest, anchors the scale when it played.
	if i, ok := index["random"]; ok && i != 0 {
		kinds = append([]string{"random"}, slices.Delete(kinds, i, i+1)...)
		for j := range duels {
			duels[j].a, duels[j].b = moveFirst(duels[j].a, i), moveFirst(duels[j].b, i)
		}
	}
	l := fitLadder(kinds, kinds, duels)
	l.Games, l.Runs = games, len(ids)
	return l, nil
}

// moveFirst renumbers entry e when entry i moves to the front.
func moveFirst(e, i int) int {
	switch {
	case e == i:
		return 0
	case e < i:
		return e + 1
	}
	return e
}
