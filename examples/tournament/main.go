// Command tournament plays Kanban EV games between bots and prints how
// each did: wins with a 95% confidence interval, mean PP and place, and
// how long each kind of bot takes to decide.
//
// Game g seats the -bots list rotated by g, so that each bot plays each
// seat (and colour: red, blue, yellow, purple) equally often. Games run in
// parallel; every game's deal and every bot's seed follow from -seed and
// the game number, so a run with iteration budgets prints the same results
// every time, on any machine.
//
// With -ladder it plays every pair of -bots in two-player games instead,
// both seatings equally, and rates the bots by a Bradley–Terry model
// fitted to all the games, on the Elo scale, as a table and (-plot) an
// SVG plot.
//
//	go run ./examples/tournament -bots ismcts,greedy,random,random -games 200
//	go run ./examples/tournament -bots greedy,random -games 40
//	go run ./examples/tournament -bots ismcts:200,ismcts:1000 -games 100
//	go run ./examples/tournament -bots ismcts,greedy -movetime 50ms -json
//	go run ./examples/tournament -ladder -bots random,greedy,ismcts:100,ismcts:300 -games 20 -plot ladder.svg
//
// With enqueue, work and results, the same games are jobs of River, a job
// queue in the database (a SQLite file by default, -db postgres://… for
// many machines): enqueue queues a tournament's games, any number of work
// processes play them, each game's result written in the transaction that
// completes its job, and results prints the table the one-process run
// prints, with ratings fitted to every game in the database.
//
//	go run ./examples/tournament enqueue -bots learned,ismcts:100ms -games 400
//	go run ./examples/tournament work -workers 2
//	go run ./examples/tournament results
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	err := run(os.Args[1:], os.Stdout, os.Stderr)
	var usage usageError
	switch {
	case err == nil:
	case errors.Is(err, flag.ErrHelp):
	case errors.As(err, &usage):
		fmt.Fprintf(os.Stderr, "tournament: %v (-h lists the flags)\n", err)
		os.Exit(2)
	default:
		fmt.Fprintln(os.Stderr, "tournament:", err)
		os.Exit(1)
	}
}

// usageError is a mistake on the command line.
type usageError struct{ error }

// usage heads the one-process runner's -h.
const usage = `usage: tournament [flags]
       tournament [-db URL] enqueue|work|results [flags]

Plays Kanban EV games between bots, their seats rotated, and prints each bot's results;
with -ladder, plays every pair of them and rates them on the Elo scale.
enqueue, work and results play the same games as jobs in a database, on any number of
machines (-h after each says how).

flags:`

// run is the whole command: it reads args, plays the tournament with its
// progress on stderr (unless -quiet), and writes the results to stdout.
// A bot's error stops its game, not the run: the results report it.
// With a subcommand (enqueue, work, results), after -db or not, it runs
// that instead (runQueued).
func run(args []string, stdout, stderr io.Writer) error {
	if queuedCommand(args) {
		return runQueued(args, stdout, stderr)
	}
	c, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	if err != nil {
		return usageError{err}
	}
	// The plot's file is made first, so that a path that cannot be
	// written to fails before the games rather than after them.
	var plot *os.File
	if c.Plot != "" {
		if plot, err = os.Create(c.Plot); err != nil {
			return fmt.Errorf("-plot: %w", err)
		}
		defer plot.Close()
	}
	var update func(int)
	if !c.Quiet {
		update = newProgress(stderr, isTerminal(stderr), c.totalGames()).update
	}
	r := runTournament(c, update)
	if c.JSON {
		err = writeJSON(stdout, r)
	} else {
		err = writeTable(stdout, r)
	}
	if err != nil || plot == nil {
		return err
	}
	if err := writePlot(plot, r.Ladder); err != nil {
		return fmt.Errorf("-plot: %w", err)
	}
	if err := plot.Close(); err != nil {
		return fmt.Errorf("-plot: %w", err)
	}
	return nil
}
