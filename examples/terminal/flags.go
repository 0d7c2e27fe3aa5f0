package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/examples/internal/botspec"
	"github.com/kanbanev/kanban/examples/internal/editionfile"
)

// colors are the colours seats take, in this order, after the user's.
var colors = []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple}

// kindNames returns the names of the kinds, budgeted ones alone if
// budgeted, joined with commas for a message.
func kindNames(budgeted bool) string {
	return strings.Join(botspec.Names(budgeted), ", ")
}

// A view is how the terminal shows the user's decisions.
type view string

const (
	// viewFull draws the whole table whenever others have acted.
	viewFull view = "full"
	// viewCompact shows the essentials of each decision in 80×24.
	viewCompact view = "compact"
	// viewAuto is compact in a small terminal, full otherwise (chooseView).
	viewAuto view = "auto"
)

// options are the settings of a session, as the flags give them.
type options struct {
	Players    int
	Seat       int          // the user's seat, from 0, in seating order
	Color      kanban.Color // the user's colour
	Bots       []string     // the kind of each other seat, in seating order
	Budgets    []budget     // each budgeted seat's budget, parallel to Bots
	Iterations int          // ISMCTS iterations a decision, but for a budget of -bots
	Seed       uint64       // 0: one from crypto/rand
	Expert     bool         // every player plays the expert side of the board
	Sandra     bool         // Sandra plays her reward side
	Plain      bool         // no ANSI colour
	// Edition is the printed contents played with: -edition's file, or
	// the built-in edition.
	Edition kanban.Edition
	View    view // how each decision is shown
	// Solo plays the solo mode: the user alone against the two Colleagues,
	// with the Difficulty cards of Difficulty, or 2 at random.
	Solo             bool
	Difficulty       []components.Difficulty
	RandomDifficulty bool
	// Lang is the language the terminal speaks: -lang's, else the
	// environment's (envLanguage).
	Lang kanban.Language
}

// parseFlags reads the command line (without the program's name). On -h it
// writes the usage to w and returns flag.ErrHelp; any other mistake comes
// back as an error that says what is wrong.
func parseFlags(args []string, w io.Writer) (options, error) {
	fs := flag.NewFlagSet("terminal", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	players := fs.Int("players", 2, "number of players, 2 to 4, you included")
	seat := fs.Int("seat", 1, "your seat in seating order, 1 to -players")
	color := fs.String("color", "red", "your colour: red, blue, yellow or purple")
	list := fs.String("bots", "greedy", "the bots in the other seats, in seating order, of "+kindNames(false)+"; one kind fills every seat; "+kindNames(true)+" take a budget: ismcts:300 gives one 300 iterations a decision, learned:100ms 100 ms, and :w2 after it (or ismcts:w2) 2 goroutines")
	iterations := fs.Int("iterations", bots.DefaultIterations, "ISMCTS iterations a decision, for a "+kindNames(true)+" seat without a budget of its own in -bots")
	seed := fs.Uint64("seed", 0, "the game's seed (and the bots'); 0 draws one at random")
	expert := fs.Bool("expert", false, "every player plays the expert side of the player board")
	sandra := fs.Bool("sandra-reward", false, "Sandra plays her reward side, the variant for first games")
	plain := fs.Bool("plain", false, "plain text, no colour")
	viewName := fs.String("view", "auto", "how each decision is shown: compact, its essentials in 80×24; full, the whole table; auto, compact when the terminal is smaller than 100×60")
	editionPath := fs.String("edition", "", editionfile.Usage)
	solo := fs.Bool("solo", false, "the solo mode: you alone against the two Colleagues, Lacerda and Turczi")
	language := fs.String("lang", "", "the language the terminal speaks: en or de; by default the environment's (LC_ALL, LC_MESSAGES, LANG)")
	difficulty := fs.String("difficulty", "", "with -solo, the Difficulty cards in play, comma-separated ("+strings.Join(difficultyNames(), ", ")+"), or random for 2 at random")
	fs.Usage = func() {}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(w, "usage: terminal [flags]\n\nPlays Kanban EV in the terminal, you against bots.\n\nflags:")
			fs.SetOutput(w)
			fs.PrintDefaults()
		}
		return options{}, err
	}
	o := options{Lang: envLanguage(getenv)}
	if *language != "" {
		l, err := kanban.ParseLanguage(*language)
		if err != nil {
			return o, errors.New(lang{o.Lang}.f("-lang: %q is not a language the terminal speaks: en or de", *language))
		}
		o.Lang = l
	}
	l := lang{o.Lang}
	if fs.NArg() > 0 {
		return o, errors.New(l.f("unexpected argument %q: every setting is a flag", fs.Arg(0)))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	ed, err := editionfile.Load(*editionPath)
	if err != nil {
		return o, err
	}
	o = options{Players: *players, Seat: *seat - 1, Iterations: *iterations, Seed: *seed,
		Expert: *expert, Sandra: *sandra, Plain: *plain, View: view(*viewName), Edition: ed, Lang: o.Lang}
	switch o.View {
	case viewFull, viewCompact, viewAuto:
	default:
		return o, errors.New(l.f("-view: %q is not a view: compact, full or auto", *viewName))
	}
	if *solo {
		return o.solo(set, *difficulty, *color, l)
	}
	if set["difficulty"] {
		return o, errors.New(l.tr("-difficulty needs -solo"))
	}
	switch {
	case o.Players < 2 || o.Players > 4:
		return o, errors.New(l.f("-players must be 2 to 4, not %d", o.Players))
	case o.Seat < 0 || o.Seat >= o.Players:
		return o, errors.New(l.f("-seat must be 1 to %d, not %d", o.Players, *seat))
	case o.Iterations < 1:
		return o, errors.New(l.f("-iterations must be at least 1, not %d", o.Iterations))
	}
	if err := o.Color.UnmarshalText([]byte(*color)); err != nil {
		return o, errors.New(l.f("-color: %q is not a colour: red, blue, yellow or purple", *color))
	}
	o.Bots = strings.Split(*list, ",")
	o.Budgets = make([]budget, len(o.Bots))
	for i, k := range o.Bots {
		name, arg, hasArg := strings.Cut(strings.TrimSpace(k), ":")
		o.Bots[i], o.Budgets[i] = name, budget{Iterations: o.Iterations}
		kind, ok := botspec.Lookup(name)
		if !ok {
			return o, errors.New(l.f("-bots: %q is not a bot: %s", k, kindNames(false)))
		}
		if hasArg {
			if !kind.Budgeted {
				return o, errors.New(l.f("-bots: %q: %s takes no budget, only %s", k, name, kindNames(true)))
			}
			b, err := parseBudget(arg, o.Budgets[i])
			if err != nil {
				return o, fmt.Errorf("-bots: %q: %w", k, err)
			}
			o.Budgets[i] = b
		}
	}
	switch {
	case len(o.Bots) == 1:
		o.Bots = slices.Repeat(o.Bots, o.Players-1)
		o.Budgets = slices.Repeat(o.Budgets, o.Players-1)
	case len(o.Bots) != o.Players-1:
		return o, errors.New(l.f("-bots: %d players need 1 or %d bots, not %d", o.Players, o.Players-1, len(o.Bots)))
	}
	return o, nil
}

// solo finishes the options of a solo game: one player, no bots, the
// Difficulty cards -difficulty names.
func (o options) solo(set map[string]bool, difficulty, color string, l lang) (options, error) {
	for _, f := range []string{"players", "bots", "seat", "iterations"} {
		if set[f] {
			return o, errors.New(l.f("-%s makes no sense with -solo: you play alone against the two Colleagues, who are not bots", f))
		}
	}
	o.Solo, o.Players, o.Seat, o.Bots = true, 1, 0, nil
	if err := o.Color.UnmarshalText([]byte(color)); err != nil {
		return o, errors.New(l.f("-color: %q is not a colour: red, blue, yellow or purple", color))
	}
	switch d := strings.TrimSpace(difficulty); d {
	case "", "none":
	case "random":
		o.RandomDifficulty = true
	default:
		for _, name := range strings.Split(d, ",") {
			var c components.Difficulty
			if err := c.UnmarshalText([]byte(strings.TrimSpace(name))); err != nil {
				return o, errors.New(l.f("-difficulty: %q is not a Difficulty card: %s, or random", name, strings.Join(difficultyNames(), ", ")))
			}
			if slices.Contains(o.Difficulty, c) {
				return o, errors.New(l.f("-difficulty: %s is named twice", c))
			}
			o.Difficulty = append(o.Difficulty, c)
		}
	}
	return o, nil
}

// difficultyNames lists the Difficulty cards' names, in card order.
func difficultyNames() []string {
	var names []string
	for d := range components.Difficulty(components.SoloDifficultyCards) {
		names = append(names, d.String())
	}
	return names
}

// config returns the game the options seat: the user at their seat, the
// other colours in the order of colors around them.
func (o options) config() kanban.Config {
	cfg := kanban.Config{Seed: o.Seed, SandraReward: o.Sandra, Edition: o.Edition}
	if o.Solo {
		cfg.Players = []kanban.PlayerConfig{{Color: o.Color, ExpertSide: o.Expert}}
		cfg.Solo = &kanban.SoloConfig{Difficulty: o.Difficulty, RandomDifficulty: o.RandomDifficulty}
		return cfg
	}
	others := slices.DeleteFunc(slices.Clone(colors), func(c kanban.Color) bool { return c == o.Color })
	for i := range o.Players {
		c := o.Color
		if i != o.Seat {
			c, others = others[0], others[1:]
		}
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: c, ExpertSide: o.Expert})
	}
	return cfg
}

// seats returns the kind of bot at each colour but the user's.
func (o options) seats() map[kanban.Color]string {
	m := map[kanban.Color]string{}
	i := 0
	for _, p := range o.config().Players {
		if p.Color != o.Color {
			m[p.Color] = o.Bots[i]
			i++
		}
	}
	return m
}

// budgets returns the budget -bots gave the bot at each other colour.
func (o options) budgets() map[kanban.Color]budget {
	m := map[kanban.Color]budget{}
	i := 0
	for _, p := range o.config().Players {
		if p.Color != o.Color && i < len(o.Budgets) {
			m[p.Color] = o.Budgets[i]
			i++
		}
	}
	return m
}

// A budget is what an ismcts, learned or neural seat may spend on a decision.
type budget = botspec.Budget

// parseBudget reads what follows a budgeted kind's colon in -bots
// (botspec.Parse).
func parseBudget(s string, def budget) (budget, error) { return botspec.Parse(s, def) }
