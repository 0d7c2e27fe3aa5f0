// Command seat seats programs written in any language at a game of Kanban
// EV, against the bots of package bots (-bots: random, greedy, ismcts,
// learned, ISMCTS whose rollouts follow the learnt policy, or neural, a
// search guided by the trained network). Each
// program runs as a process of its own and plays by the line protocol of
// PROTOCOL.md, one JSON line in per decision and one line out with its
// choice (bots.Pipe); its standard error is passed through, each line
// after the colour it plays ("red| ").
// Its first hello may take -startup, its start-up included; each later
// message -limit.
//
// When a program's answer is refused (not JSON, an unknown ID, an illegal
// action, too late), seat says so, a random bot plays that decision, and
// the program is asked for the next ones. A program that exits, or whose
// answers are refused -strikes times in a row, has its seat played by the
// random bot for the rest of the game. Every game is played to its end;
// its log is checked to replay to the same state, and -log writes its
// record.
//
//	go run ./examples/seat -cmd "python3 mybot.py"                       # against greedy
//	go run ./examples/seat -cmd "python3 mybot.py" -seats 2 -bots greedy # two of it against greedy
//	go run ./examples/seat -cmd "python3 mybot.py" -bots ismcts,learned:100ms
//	go run ./examples/seat -cmd "./a" -cmd "./b" -bots random -games 6 -log game.txt
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
		fmt.Fprintf(os.Stderr, "seat: %v (-h lists the flags)\n", err)
		os.Exit(2)
	default:
		fmt.Fprintln(os.Stderr, "seat:", err)
		os.Exit(1)
	}
}

// usageError is a mistake on the command line.
type usageError struct{ error }

// run is the whole command: it reads args, starts the programs, plays the
// games, printing what happens and each result to stdout, and stops the
// programs. The programs' standard error goes to stderr, a whole line at a
// time, so that it never breaks into the host's lines. A refused answer
// or a program that exits is reported, not an error: run fails only when
// a program cannot start, a record cannot be written, or a game's log
// does not replay.
func run(args []string, stdout, stderr io.Writer) error {
	c, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	if err != nil {
		return usageError{err}
	}
	_, err = playSession(c, stdout, stderr)
	return err
}
