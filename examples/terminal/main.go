// Command terminal plays Kanban EV in the terminal: you at one seat, bots
// (random, greedy, ISMCTS, learned: ISMCTS whose rollouts follow the
// learnt policy, or neural: a search guided by the trained network) at
// the others, or, with -solo, you alone against the two
// Colleagues. It draws the table as you may see it, lists your legal
// actions numbered with what each does and costs, and takes a number or
// an action's notation, or a command: help, table, view, options, undo,
// save FILE, load FILE, quit. In a terminal smaller
// than the table (or with -view compact) it shows each decision in 80×24:
// its essentials, what changed since the user's last action, the options.
//
//	go run ./examples/terminal                                 # you (red) against a greedy bot
//	go run ./examples/terminal -players 4 -bots greedy,ismcts,random
//	go run ./examples/terminal -color blue -seat 2 -seed 7 -sandra-reward
//	go run ./examples/terminal -solo -difficulty random        # you alone against the two Colleagues
//	go run ./examples/terminal -lang de -players 3             # auf Deutsch, gegen zwei Bots
//
// It speaks English or German: -lang en or de, or, without it, the
// language of the first of LC_ALL, LC_MESSAGES and LANG that is set
// (de_DE.UTF-8 is German; C, POSIX, none or another language English).
// Its own words are in a message catalogue whose keys are the English the
// code writes (lang.go; german.go has the German), and the library's
// prose comes from its In forms (NarrateIn, DescribeIn, Cost.TextIn) in
// that language. The notation the player types and the table shows (red,
// take-design top-1, rnd, c1) is the same in both, and the texts of the
// errors the library and the system give (a rule's reason, a file that
// cannot be read) are as they give them. The -h usage text is English
// only: it is for whoever starts the program, not the player.
//
// The program is a session (session.go) that reads commands from an
// io.Reader and writes to an io.Writer; main only wires it to the
// terminal.
package main

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	err := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	var usage usageError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
	case errors.As(err, &usage):
		fmt.Fprintf(os.Stderr, "terminal: %v %s\n", err, usage.l.tr("(-h lists the flags)"))
		os.Exit(2)
	default:
		fmt.Fprintln(os.Stderr, "terminal:", err)
		os.Exit(1)
	}
}

// usageError is a mistake on the command line, told in the language the
// command line asks for.
type usageError struct {
	error
	l lang
}

// run is the whole command: it reads the flags, deals the game and plays
// it with the user on stdin and stdout.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	if err != nil {
		return usageError{err, lang{o.Lang}}
	}
	if o.Seed == 0 {
		var b [8]byte
		if _, err := rand.Read(b[:]); err != nil {
			return err
		}
		o.Seed = binary.LittleEndian.Uint64(b[:]) | 1
	}
	o.View = chooseView(o.View, stdout)
	g, err := newSession(o, stdin, stdout, !o.Plain && colorful(stdout))
	if err != nil {
		return err
	}
	return g.run()
}
