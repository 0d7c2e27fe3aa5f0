// Command edition helps the owner of a box of Kanban EV enter what their
// copy prints, as an edition file the engine reads (components.Edition).
//
//	go run ./examples/edition template > mybox.json
//	go run ./examples/edition check [-games N] mybox.json
//
// template writes the built-in edition, each table's "sources" entry
// saying where its values come from, and those that are placeholders
// (values chosen to fit the rules, not read from a box) flagged first
// with "PLACEHOLDER"; it lists the flagged tables on stderr. check reads
// a file as the engine does, refusing it with the table and entry at
// fault, lists every value that differs from the built-in edition, and
// plays 1,000 random games with it (-games), solo and 2 to 4 players,
// checking every invariant of the engine after every event.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintf(os.Stderr, "edition: %v\n", err)
		var usage usageError
		if errors.As(err, &usage) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

// usageError is a command line the program does not understand.
type usageError string

func (e usageError) Error() string { return string(e) }

const usage = "usage: edition template | edition check [-games N] FILE"

// run carries out one command line.
func run(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageError(usage)
	}
	switch args[0] {
	case "template":
		if len(args) != 1 {
			return usageError(usage)
		}
		return template(stdout, stderr)
	case "check":
		fs := flag.NewFlagSet("check", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		games := fs.Int("games", 1000, "the random games to play with the edition")
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() != 1 || *games < 0 {
			return usageError(usage)
		}
		data, err := os.ReadFile(fs.Arg(0))
		if err != nil {
			return err
		}
		return check(data, *games, stdout, stderr)
	case "-h", "-help", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	return usageError(fmt.Sprintf("unknown command %q; %s", args[0], usage))
}
