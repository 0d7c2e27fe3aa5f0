package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/examples/internal/botspec"
	"github.com/kanbanev/kanban/examples/internal/editionfile"
)

// config is a tournament as the flags describe it.
type config struct {
	Entries      []entry
	Edition      kanban.Edition // the printed contents played with (-edition)
	Games        int
	Seed         uint64
	Parallel     int
	Expert       bool // every player plays the expert side of the board
	SandraReward bool // Sandra plays her reward side
	JSON         bool // print the results as JSON instead of a table
	Quiet        bool // no progress on stderr

	// RecordSearch keeps, at each decision with a choice of a bot that
	// searches, the search's visit counts (enqueue's -record-search).
	RecordSearch bool
	// Args are the flags given, -edition's left out, as -name=value: what
	// enqueue stores, for a worker to read the same config from.
	Args []string
	// Networks are the files -network named, read, by the name of the
	// bot each makes: what enqueue stores beside Args.
	Networks map[string][]byte

	// Ladder plays every pair of entries Games games, each seating
	// equally often, and rates the entries by a Bradley–Terry model fitted
	// to all the games; Plot, if not empty, is the file its SVG plot is
	// written to.
	Ladder bool
	Plot   string

	// Solo plays each entry alone against the Colleagues, the same deals
	// for every entry, instead of the entries against each other.
	Solo bool
	// Difficulty is the Difficulty cards of every solo game, and
	// RandomDifficulty picks 2 at random for each game instead.
	Difficulty       []components.Difficulty
	RandomDifficulty bool
}

// parseFlags reads the command line (without the program's name). On -h it
// writes the usage to w and returns flag.ErrHelp; every other mistake is
// returned as an error that says what is wrong, and w gets nothing.
func parseFlags(args []string, w io.Writer) (config, error) {
	return parseGameFlags(args, w, false, nil)
}

// parseGameFlags reads the flags of the games to play: the one-process
// runner's, or with queued the flags of enqueue, which has no -parallel,
// -json, -quiet or -plot (work and results have their own) and adds
// -record-search. The files of -network are read from stored, by name,
// when it is not nil (a queued run's, which enqueue stored), and from the
// file system otherwise.
func parseGameFlags(args []string, w io.Writer, queued bool, stored map[string][]byte) (config, error) {
	name := "tournament"
	if queued {
		name = "tournament enqueue"
	}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	list := fs.String("bots", "ismcts,greedy,random,random",
		"the bots, one a seat, 2 to 4 of "+strings.Join(kindNames(), ", ")+" (with -solo, 1 or more, each playing alone); ismcts:500 or ismcts:50ms gives one its own budget, ismcts:w2 or ismcts:500:w2 its own workers (goroutines a decision)")
	solo := fs.Bool("solo", false, "solo mode: each bot plays -games games alone against the Colleagues, the same deals for every bot")
	difficulty := fs.String("difficulty", "none", "with -solo, the Difficulty cards: none, random (2 a game, picked at random) or a comma-separated list of names ("+strings.Join(difficultyNames(), ", ")+")")
	ladder := fs.Bool("ladder", false, "rating ladder: every pair of -bots (2 or more) plays -games games, both seatings equally, and a Bradley–Terry fit rates them on the Elo scale")
	var plot *string
	if !queued {
		plot = fs.String("plot", "", "with -ladder, write an SVG plot of the ratings to this file")
	}
	games := fs.Int("games", 100, "number of games (with -ladder, a pair)")
	iterations := fs.Int("iterations", bots.DefaultIterations, "ISMCTS iterations per decision, for an ismcts without a budget of its own")
	movetime := fs.Duration("movetime", 0, "ISMCTS time per decision instead of -iterations, such as 50ms (results then depend on the machine)")
	seed := fs.Uint64("seed", 1, "base seed: every game's deal and every bot's seed follow from it and the game number")
	parallel := new(runtime.NumCPU())
	if !queued {
		fs.IntVar(parallel, "parallel", runtime.NumCPU(), "games played at once")
	}
	expert := fs.Bool("expert", false, "every player plays the expert side of the player board")
	sandra := fs.Bool("sandra-reward", false, "Sandra plays her reward side, the variant for first games")
	asJSON, quiet, record := new(false), new(false), new(false)
	if queued {
		fs.BoolVar(record, "record-search", false, "keep, at each decision with a choice of a bot that searches (ismcts, learned, neural), the search's visit count of every legal action, for training")
	} else {
		fs.BoolVar(asJSON, "json", false, "print the results, every game's included, as JSON")
		fs.BoolVar(quiet, "quiet", false, "print no progress on stderr")
	}
	editionPath := fs.String("edition", "", editionfile.Usage)
	var networks [][2]string
	fs.Func("network", "NAME=FILE: a bot NAME for -bots, the neural bot searching with the network in FILE (bots.DecodeNetwork's format, as python/examples/train_network.py writes it) instead of the embedded one; may be repeated", func(v string) error {
		name, file, ok := strings.Cut(v, "=")
		if !ok || name == "" || file == "" {
			return fmt.Errorf("want NAME=FILE, not %q", v)
		}
		networks = append(networks, [2]string{name, file})
		return nil
	})
	fs.Usage = func() {} // flag calls it on every mistake; only -h shows the usage
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			if queued {
				fmt.Fprintln(w, "usage: tournament [-db URL] enqueue [flags]\n\nQueues the games of a tournament in the database, one job a game, for `tournament work`\nto play; `tournament results` prints the results.\n\nflags:")
			} else {
				fmt.Fprintln(w, usage)
			}
			fs.SetOutput(w)
			fs.PrintDefaults()
		}
		return config{}, err
	}
	if fs.NArg() > 0 {
		return config{}, fmt.Errorf("unexpected argument %q: every setting is a flag", fs.Arg(0))
	}
	switch {
	case *games < 1:
		return config{}, fmt.Errorf("-games must be at least 1, not %d", *games)
	case *iterations < 1:
		return config{}, fmt.Errorf("-iterations must be at least 1, not %d", *iterations)
	case *movetime < 0:
		return config{}, fmt.Errorf("-movetime must not be negative, not %v", *movetime)
	case *parallel < 1:
		return config{}, fmt.Errorf("-parallel must be at least 1, not %d", *parallel)
	}
	def := budget{Iterations: *iterations}
	if *movetime > 0 {
		def = budget{Duration: *movetime}
	}
	switch {
	case *ladder && *solo:
		return config{}, errors.New("-ladder and -solo do not go together: a ladder's games are between two bots")
	case plot != nil && *plot != "" && !*ladder:
		return config{}, errors.New("-plot is the ladder's plot: add -ladder")
	case *ladder && *games%2 != 0:
		return config{}, fmt.Errorf("-games must be even with -ladder, so that each pair plays both seatings equally, not %d", *games)
	}
	ed, err := editionfile.Load(*editionPath)
	if err != nil {
		return config{}, err
	}
	extra, contents, err := networkKinds(networks, stored, ed.Digest())
	if err != nil {
		return config{}, err
	}
	entries, err := parseBots(*list, def, *solo, *ladder, extra)
	if err != nil {
		return config{}, err
	}
	diff, random, err := parseDifficulty(*difficulty)
	if err != nil {
		return config{}, err
	}
	if !*solo && (random || len(diff) > 0) {
		return config{}, errors.New("-difficulty is for solo games: add -solo")
	}
	var given []string
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "edition":
		case "network":
			for _, nf := range networks {
				given = append(given, "-network="+nf[0]+"="+nf[1])
			}
		default:
			given = append(given, "-"+f.Name+"="+f.Value.String())
		}
	})
	if plot == nil {
		plot = new("")
	}
	return config{
		Args:             given,
		Networks:         contents,
		RecordSearch:     *record,
		Solo:             *solo,
		Ladder:           *ladder,
		Plot:             *plot,
		Difficulty:       diff,
		RandomDifficulty: random,
		Entries:          entries,
		Edition:          ed,
		Games:            *games,
		Seed:             *seed,
		Parallel:         *parallel,
		Expert:           *expert,
		SandraReward:     *sandra,
		JSON:             *asJSON,
		Quiet:            *quiet,
	}, nil
}

// networkKinds returns the bots -network names, each a neural bot of its
// network, and the networks' files by name: read from stored when it is
// not nil, from the file system otherwise. A network that learnt from
// games of another edition than edition (a digest) is refused.
func networkKinds(networks [][2]string, stored map[string][]byte, edition string) (map[string]botspec.Kind, map[string][]byte, error) {
	if len(networks) == 0 {
		return nil, nil, nil
	}
	kinds, contents := map[string]botspec.Kind{}, map[string][]byte{}
	for _, nf := range networks {
		name, file := nf[0], nf[1]
		if _, ok := botspec.Lookup(name); ok || strings.ContainsAny(name, ":,#") {
			return nil, nil, fmt.Errorf("-network: %q cannot name a bot: it is taken or holds one of :,#", name)
		}
		if _, ok := kinds[name]; ok {
			return nil, nil, fmt.Errorf("-network: %q given twice", name)
		}
		var data []byte
		var err error
		if stored != nil {
			var ok bool
			if data, ok = stored[name]; !ok {
				err = errors.New("not stored with the run")
			}
		} else {
			data, err = os.ReadFile(file)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("-network %s=%s: %w", name, file, err)
		}
		net, err := bots.DecodeNetwork(data)
		if err != nil {
			return nil, nil, fmt.Errorf("-network %s=%s: %w", name, file, err)
		}
		if e := net.Edition(); e != "" && e != edition {
			return nil, nil, fmt.Errorf("-network %s=%s: it learnt from games of edition %s, the games here are of %s (-edition)", name, file, e, edition)
		}
		kinds[name] = botspec.Kind{Name: name, Budgeted: true, New: func(seed uint64, b botspec.Budget) bots.Bot {
			bot := b.Neural(seed)
			bot.Network = net
			return bot
		}}
		contents[name] = data
	}
	return kinds, contents, nil
}

// networkAside reports whether the neural bot plays and sets its network
// aside, the games being of another edition than the network learnt from.
func (c config) networkAside() bool {
	players := len(c.Entries)
	if c.Solo {
		players = 1
	}
	if c.Edition.Digest() == bots.TrainedNetworkFor(players).Edition() {
		return false
	}
	for _, e := range c.Entries {
		if e.kind.Name == "neural" {
			return true
		}
	}
	return false
}

// timed reports whether some entry's budget is a time, which makes the
// results depend on the machine.
func (c config) timed() bool {
	for _, e := range c.Entries {
		if e.kind.Budgeted && e.budget.Duration > 0 {
			return true
		}
	}
	return false
}

// difficultyNames returns the names of the Difficulty cards, in card order.
func difficultyNames() []string {
	var names []string
	for d := range components.Difficulty(components.SoloDifficultyCards) {
		names = append(names, d.String())
	}
	return names
}

// parseDifficulty reads -difficulty: none, random, or Difficulty cards by
// name, each at most once.
func parseDifficulty(s string) (cards []components.Difficulty, random bool, err error) {
	switch strings.TrimSpace(s) {
	case "none", "":
		return nil, false, nil
	case "random":
		return nil, true, nil
	}
	seen := map[components.Difficulty]bool{}
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		var d components.Difficulty
		if err := d.UnmarshalText([]byte(name)); err != nil {
			return nil, false, fmt.Errorf("-difficulty: unknown Difficulty card %q (want none, random or some of %s)", name, strings.Join(difficultyNames(), ", "))
		}
		if seen[d] {
			return nil, false, fmt.Errorf("-difficulty: %s is listed twice", name)
		}
		seen[d] = true
		cards = append(cards, d)
	}
	return cards, false, nil
}

// difficultyString says which Difficulty cards a solo tournament plays.
func (c config) difficultyString() string {
	switch {
	case c.RandomDifficulty:
		return "random"
	case len(c.Difficulty) == 0:
		return "none"
	}
	var names []string
	for _, d := range c.Difficulty {
		names = append(names, d.String())
	}
	return strings.Join(names, ",")
}

// soloConfig returns the solo options of every game, nil when not solo.
func (c config) soloConfig() *kanban.SoloConfig {
	if !c.Solo {
		return nil
	}
	return &kanban.SoloConfig{Difficulty: slices.Clone(c.Difficulty), RandomDifficulty: c.RandomDifficulty}
}

// totalGames returns the number of games the tournament plays: c.Games,
// in solo c.Games for each entry, in a ladder c.Games for each pair.
func (c config) totalGames() int {
	switch {
	case c.Solo:
		return c.Games * len(c.Entries)
	case c.Ladder:
		return c.Games * len(pairs(len(c.Entries)))
	}
	return c.Games
}
