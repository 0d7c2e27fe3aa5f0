package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/examples/internal/botspec"
)

// config is a session as the flags describe it.
type config struct {
	// Entries are the players, programs first: the seats of game 0, which
	// later games rotate, each in its colour (entryColors).
	Entries []entry
	Games   int
	Seed    uint64
	// Limit is the time a program has to answer a hello or a decision;
	// Startup the time it has to answer the session's first hello, its
	// start-up included.
	Limit, Startup time.Duration
	// Strikes is how many refused answers in a row hand a program's seat
	// to the fallback for the rest of the game.
	Strikes int
	// Log, when not empty, is the file the game's record is written to;
	// with several games, each game's number goes before its extension.
	Log string
	// Moves prints every action.
	Moves bool
}

// An entry is a player of the session: a program, run as a process of its
// own, or one of package bots' bots.
type entry struct {
	// Name names the entry in the output: the command as given, or the
	// bot's kind, with #1, #2… after it when it is entered more than once.
	Name string
	// Command is the program's command line, split on spaces; nil for a
	// bot.
	Command []string
	// bot makes the bot of a game from a seed.
	bot func(seed uint64) bots.Bot
}

// listFlag is a flag that may be given more than once.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, " ") }

func (l *listFlag) Set(s string) error {
	if len(strings.Fields(s)) == 0 {
		return errors.New("an empty command")
	}
	*l = append(*l, s)
	return nil
}

// kindNames returns the names of the kinds, budgeted ones alone if
// budgeted, joined for a message: "random, greedy, ismcts, learned or neural".
func kindNames(budgeted bool) string {
	return orList(botspec.Names(budgeted))
}

// orList joins names with commas and a last "or".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// parseFlags reads the command line (without the program's name). On -h it
// writes the usage to w and returns flag.ErrHelp; every other mistake is
// returned as an error that says what is wrong, and w gets nothing.
func parseFlags(args []string, w io.Writer) (config, error) {
	fs := flag.NewFlagSet("seat", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var commands listFlag
	fs.Var(&commands, "cmd", "a program that plays by PROTOCOL.md, as a command line split on spaces; give -cmd again for another program")
	seats := fs.Int("seats", 0, "seats the programs take, one process each, going round the -cmd list (default: one a -cmd)")
	list := fs.String("bots", "greedy", "the package's bots in the other seats, comma-separated: "+kindNames(false)+"; "+kindNames(true)+" optionally followed by a budget, :ITERATIONS (ismcts:500) or :DURATION (ismcts:50ms), and :wWORKERS (ismcts:500:w2, or learned:w2 alone) for its goroutines a decision")
	games := fs.Int("games", 1, "games to play, the seats rotated from one to the next")
	seed := fs.Uint64("seed", 1, "base seed: every game's deal and every bot's seed follow from it and the game number")
	limit := fs.Duration("limit", time.Second, "the time a program has to answer each hello and decision, but its first hello")
	startup := fs.Duration("startup", 10*time.Second, "the time a program has to answer its first hello, its start-up included")
	strikes := fs.Int("strikes", 3, "refused answers in a row after which the fallback plays the program's seat for the rest of the game")
	logFile := fs.String("log", "", "write the game's record to this file (game.txt; with several games game-1.txt, game-2.txt…)")
	moves := fs.Bool("moves", false, "print every action")
	fs.Usage = func() {}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(w, "usage: seat -cmd COMMAND [flags]\n\nPlays Kanban EV games between programs that speak PROTOCOL.md and the package's bots.\n\nflags:")
			fs.SetOutput(w)
			fs.PrintDefaults()
		}
		return config{}, err
	}
	if fs.NArg() > 0 {
		return config{}, fmt.Errorf("unexpected argument %q: every setting is a flag (quote a -cmd with spaces)", fs.Arg(0))
	}
	switch {
	case len(commands) == 0:
		return config{}, errors.New("-cmd is missing: give the program to seat")
	case *seats < 0:
		return config{}, fmt.Errorf("-seats must not be negative, not %d", *seats)
	case *games < 1:
		return config{}, fmt.Errorf("-games must be at least 1, not %d", *games)
	case *limit <= 0:
		return config{}, fmt.Errorf("-limit must be positive, not %v", *limit)
	case *startup <= 0:
		return config{}, fmt.Errorf("-startup must be positive, not %v", *startup)
	case *strikes < 1:
		return config{}, fmt.Errorf("-strikes must be at least 1, not %d", *strikes)
	}
	if *seats == 0 {
		*seats = len(commands)
	}
	var entries []entry
	for i := range *seats {
		cmd := commands[i%len(commands)]
		entries = append(entries, entry{Name: cmd, Command: strings.Fields(cmd)})
	}
	if strings.TrimSpace(*list) != "" {
		for item := range strings.SplitSeq(*list, ",") {
			e, err := parseBot(strings.TrimSpace(item))
			if err != nil {
				return config{}, err
			}
			entries = append(entries, e)
		}
	}
	if n := len(entries); n < 2 || n > 4 {
		return config{}, fmt.Errorf("a game has 2 to 4 players, not %d (%d program seats and %d bots)", n, *seats, n-*seats)
	}
	number(entries)
	return config{Entries: entries, Games: *games, Seed: *seed, Limit: *limit, Startup: *startup, Strikes: *strikes, Log: *logFile, Moves: *moves}, nil
}

// parseBot reads an item of -bots: a kind, and for a budgeted one
// optionally its budget, a number of iterations (ismcts:500) or a time
// per decision (ismcts:50ms), and its workers (ismcts:500:w2, ismcts:w2).
func parseBot(item string) (entry, error) {
	name, arg, hasArg := strings.Cut(item, ":")
	k, ok := botspec.Lookup(name)
	if !ok {
		return entry{}, fmt.Errorf("-bots: unknown bot %q (want %s)", name, kindNames(false))
	}
	b := budget{Iterations: bots.DefaultIterations}
	if hasArg {
		if !k.Budgeted {
			return entry{}, fmt.Errorf("-bots: %q: %s takes no budget, only %s", item, name, kindNames(true))
		}
		var err error
		if b, err = parseBudget(arg, b); err != nil {
			return entry{}, fmt.Errorf("-bots: %q: %w", item, err)
		}
	}
	return entry{Name: item, bot: func(seed uint64) bots.Bot { return k.New(seed, b) }}, nil
}

// number tells apart entries of the same name with #1, #2….
func number(entries []entry) {
	count := map[string]int{}
	for _, e := range entries {
		count[e.Name]++
	}
	seen := map[string]int{}
	for i, e := range entries {
		if count[e.Name] > 1 {
			seen[e.Name]++
			entries[i].Name = fmt.Sprintf("%s #%d", e.Name, seen[e.Name])
		}
	}
}

// A budget is what an ismcts, learned or neural seat may spend on a decision.
type budget = botspec.Budget

// parseBudget reads what follows a budgeted kind's colon in -bots
// (botspec.Parse).
func parseBudget(s string, def budget) (budget, error) { return botspec.Parse(s, def) }
