package main

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

func TestParseFlagsRefuses(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-solo", "-players", "3"}, "-players makes no sense with -solo"},
		{[]string{"-solo", "-bots", "greedy"}, "-bots makes no sense with -solo"},
		{[]string{"-solo", "-seat", "1"}, "-seat makes no sense with -solo"},
		{[]string{"-solo", "-difficulty", "hard"}, `"hard" is not a Difficulty card`},
		{[]string{"-solo", "-difficulty", "keeping-up,keeping-up"}, "keeping-up is named twice"},
		{[]string{"-difficulty", "random"}, "-difficulty needs -solo"},
		{[]string{"-players", "5"}, "-players must be 2 to 4"},
		{[]string{"-players", "1"}, "-players must be 2 to 4"},
		{[]string{"-seat", "3"}, "-seat must be 1 to 2"},
		{[]string{"-color", "green"}, `"green" is not a colour`},
		{[]string{"-bots", "clever"}, `"clever" is not a bot: random, greedy, ismcts, learned, neural`},
		{[]string{"-players", "3", "-bots", "random,greedy,ismcts"}, "3 players need 1 or 2 bots, not 3"},
		{[]string{"-iterations", "0"}, "-iterations must be at least 1"},
		{[]string{"-edition", "no-such-file.json"}, "-edition: open no-such-file.json"},
		{[]string{"-bots", "greedy:300"}, `"greedy:300": greedy takes no budget, only ismcts, learned, neural`},
		{[]string{"-bots", "learned:0"}, `iterations must be at least 1, not 0`},
		{[]string{"-bots", "learned:w0"}, `a positive number of workers such as w2, not "w0"`},
		{[]string{"-bots", "learned:fast"}, `not "fast"`},
		{[]string{"-bots", "ismcts:w0"}, `a positive number of workers such as w2, not "w0"`},
		{[]string{"-bots", "ismcts:w2:w2"}, `workers given twice in "w2:w2"`},
		{[]string{"-bots", "ismcts:300:100ms"}, `a budget given twice in "300:100ms"`},
		{[]string{"-bots", "ismcts:-1s"}, `the time per decision must be positive, not -1s`},
		{[]string{"-bots", "ismcts:"}, `not ""`},
		{[]string{"extra"}, "unexpected argument"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var w bytes.Buffer
			_, err := parseFlags(tc.args, &w)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error with %q", err, tc.want)
			}
			if w.Len() > 0 {
				t.Errorf("a mistake wrote the usage: %q", w.String())
			}
		})
	}
}

// -bots gives each ismcts or learned seat a budget of its own, in
// iterations or time, and workers; the others, and one without a budget,
// have -iterations. The session's bots have them, learned's with the
// learnt rollout policy.
func TestParseFlagsBudgets(t *testing.T) {
	o, err := parseFlags([]string{"-players", "4", "-bots", "ismcts:300:w2,greedy,learned:100ms", "-iterations", "50"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"ismcts", "greedy", "learned"}; !slices.Equal(o.Bots, want) {
		t.Errorf("bots %v, want %v", o.Bots, want)
	}
	if want := []budget{{Iterations: 300, Workers: 2}, {Iterations: 50}, {Duration: 100 * time.Millisecond}}; !slices.Equal(o.Budgets, want) {
		t.Errorf("budgets %+v, want %+v", o.Budgets, want)
	}
	for _, tc := range []struct {
		kind    string
		learned bool
	}{{"ismcts", false}, {"learned", true}} {
		o, err = parseFlags([]string{"-players", "3", "-bots", tc.kind + ":w3", "-iterations", "20", "-seed", "5"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := []budget{{Iterations: 20, Workers: 3}, {Iterations: 20, Workers: 3}}; !slices.Equal(o.Budgets, want) {
			t.Errorf("%s: budgets %+v, want %+v", tc.kind, o.Budgets, want)
		}
		g, err := newSession(o, strings.NewReader(""), io.Discard, false)
		if err != nil {
			t.Fatal(err)
		}
		for c := range g.kinds {
			b, ok := g.bot(c).(*bots.ISMCTS)
			if !ok || b.Iterations != 20 || b.Workers != 3 || b.Duration != 0 || (b.Policy != nil) != tc.learned {
				t.Errorf("%v's bot %+v, want %s of 20 iterations on 3 workers", c, b, tc.kind)
			}
		}
	}
}

func TestParseFlagsSeats(t *testing.T) {
	o, err := parseFlags([]string{"-players", "3", "-seat", "2", "-color", "blue", "-bots", "greedy,ismcts", "-expert", "-sandra-reward"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg := o.config()
	var got []kanban.Color
	for _, p := range cfg.Players {
		got = append(got, p.Color)
		if !p.ExpertSide {
			t.Errorf("%s does not play the expert side", p.Color)
		}
	}
	if want := []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow}; !slices.Equal(got, want) {
		t.Errorf("seats %v, want %v", got, want)
	}
	if !cfg.SandraReward {
		t.Error("Sandra does not play her reward side")
	}
	if s := o.seats(); s[kanban.Red] != "greedy" || s[kanban.Yellow] != "ismcts" || len(s) != 2 {
		t.Errorf("bots %v", s)
	}
}

// -edition plays the box's printed contents: the game's configuration
// names the edition of the file, solo or not.
func TestParseFlagsEdition(t *testing.T) {
	for _, args := range [][]string{{}, {"-solo"}} {
		o, err := parseFlags(append(args, "-edition", "../../testdata/edition-other.json"), nil)
		if err != nil {
			t.Fatal(err)
		}
		if ed := o.config().Edition; ed.Name() != "other" {
			t.Errorf("%q: the game plays the edition %s", args, ed)
		}
		s, _, err := kanban.New(o.config())
		if err != nil {
			t.Fatal(err)
		}
		if s.Config().Edition.Name() != "other" {
			t.Errorf("%q: the game plays the edition %s", args, s.Config().Edition)
		}
	}
}

func TestRunHelpAndUsage(t *testing.T) {
	var out, errs bytes.Buffer
	if err := run([]string{"-h"}, strings.NewReader(""), &out, &errs); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: %v", err)
	}
	if !strings.Contains(errs.String(), "-solo") {
		t.Errorf("the usage does not list -solo:\n%s", errs.String())
	}
	var usage usageError
	if err := run([]string{"-solo", "-players", "2"}, strings.NewReader(""), &out, &errs); !errors.As(err, &usage) {
		t.Errorf("-solo -players 2: %v, want a usage error", err)
	}
}

func TestStyle(t *testing.T) {
	if colorful(&bytes.Buffer{}) {
		t.Error("a buffer is not a terminal")
	}
	if got := (style{}).player(kanban.Red, "red"); got != "red" {
		t.Errorf("plain style painted %q", got)
	}
	if got := (style{color: true}).player(kanban.Red, "red"); !strings.HasPrefix(got, "\x1b[") {
		t.Errorf("colour style did not paint: %q", got)
	}
}
