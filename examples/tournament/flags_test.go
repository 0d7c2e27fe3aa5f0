package main

import (
	"bytes"
	"errors"
	"flag"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kanbanev/kanban/bots"
)

func TestParseFlagsDefaults(t *testing.T) {
	c, err := parseFlags(nil, new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	if c.Games != 100 || c.Seed != 1 || c.Parallel != runtime.NumCPU() || c.Expert || c.SandraReward || c.JSON || c.Quiet {
		t.Errorf("defaults: %+v", c)
	}
	want := []string{"ismcts", "greedy", "random#1", "random#2"}
	if got := names(c.Entries); !equal(got, want) {
		t.Errorf("entries %v, want %v", got, want)
	}
	if k := c.Entries[0].Kind; k != "ismcts:1000" || bots.DefaultIterations != 1000 {
		t.Errorf("ismcts kind %q, want ismcts:%d", k, bots.DefaultIterations)
	}
}

func TestParseFlags(t *testing.T) {
	c, err := parseFlags([]string{
		"-bots", "ismcts:500,ismcts, greedy,ismcts:500", "-games", "12", "-iterations", "300",
		"-seed", "99", "-parallel", "3", "-expert", "-sandra-reward", "-json", "-quiet",
	}, new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	if c.Games != 12 || c.Seed != 99 || c.Parallel != 3 || !c.Expert || !c.SandraReward || !c.JSON || !c.Quiet {
		t.Errorf("flags: %+v", c)
	}
	wantNames := []string{"ismcts:500#1", "ismcts", "greedy", "ismcts:500#2"}
	wantKinds := []string{"ismcts:500", "ismcts:300", "greedy", "ismcts:500"}
	if got := names(c.Entries); !equal(got, wantNames) {
		t.Errorf("names %v, want %v", got, wantNames)
	}
	if got := kindsOf(c.Entries); !equal(got, wantKinds) {
		t.Errorf("kinds %v, want %v", got, wantKinds)
	}
	if c.timed() {
		t.Error("iteration budgets are timed")
	}
}

func TestParseFlagsMovetime(t *testing.T) {
	c, err := parseFlags([]string{"-bots", "ismcts,ismcts:200,ismcts:20ms", "-movetime", "50ms"}, new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	want := []budget{{Duration: 50 * time.Millisecond}, {Iterations: 200}, {Duration: 20 * time.Millisecond}}
	for i, e := range c.Entries {
		if e.budget != want[i] {
			t.Errorf("entry %d budget %+v, want %+v", i, e.budget, want[i])
		}
	}
	if got, want := kindsOf(c.Entries), []string{"ismcts:50ms", "ismcts:200", "ismcts:20ms"}; !equal(got, want) {
		t.Errorf("kinds %v, want %v", got, want)
	}
	if !c.timed() {
		t.Error("a movetime budget is not timed")
	}
}

// An ismcts item takes workers, wN, alone or with its budget, in either
// order; what it leaves out comes from -iterations and -movetime.
func TestParseFlagsWorkers(t *testing.T) {
	c, err := parseFlags([]string{"-bots", "ismcts:500:w2,ismcts:w3,ismcts:20ms:w2,ismcts:w4:300", "-iterations", "100"}, new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	want := []budget{{Iterations: 500, Workers: 2}, {Iterations: 100, Workers: 3}, {Duration: 20 * time.Millisecond, Workers: 2}, {Iterations: 300, Workers: 4}}
	for i, e := range c.Entries {
		if e.budget != want[i] {
			t.Errorf("entry %d budget %+v, want %+v", i, e.budget, want[i])
		}
	}
	if got, want := kindsOf(c.Entries), []string{"ismcts:500:w2", "ismcts:100:w3", "ismcts:20ms:w2", "ismcts:300:w4"}; !equal(got, want) {
		t.Errorf("kinds %v, want %v", got, want)
	}
	b, ok := c.Entries[0].newBot(1).(*bots.ISMCTS)
	if !ok || b.Iterations != 500 || b.Workers != 2 || b.Duration != 0 {
		t.Errorf("bot %+v, want 500 iterations on 2 workers", b)
	}
	c, err = parseFlags([]string{"-bots", "ismcts:w2,greedy", "-movetime", "30ms"}, new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.Entries[0].budget, (budget{Duration: 30 * time.Millisecond, Workers: 2}); got != want {
		t.Errorf("budget %+v, want %+v", got, want)
	}
}

func TestParseFlagsErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-bots", "random"}, "want 2 to 4 bots"},
		{[]string{"-bots", "random,random,random,random,random"}, "want 2 to 4 bots, one a seat, got 5"},
		{[]string{"-bots", "random,"}, `unknown bot "" (want ` + strings.Join(kindNames(), ", ") + ")"},
		{[]string{"-bots", "random,alphazero"}, `unknown bot "alphazero"`},
		{[]string{"-bots", "random:5,greedy"}, `"random:5": random takes no budget`},
		{[]string{"-bots", "ismcts:0,greedy"}, "iterations must be at least 1, not 0"},
		{[]string{"-bots", "ismcts:lots,greedy"}, `not "lots"`},
		{[]string{"-bots", "ismcts:-5ms,greedy"}, "must be positive"},
		{[]string{"-bots", "ismcts:w0,greedy"}, `a positive number of workers such as w2, not "w0"`},
		{[]string{"-bots", "ismcts:500:wx,greedy"}, `not "wx"`},
		{[]string{"-bots", "ismcts:w2:w3,greedy"}, `workers given twice in "w2:w3"`},
		{[]string{"-bots", "ismcts:500:20ms,greedy"}, `a budget given twice in "500:20ms"`},
		{[]string{"-bots", "ismcts:500:,greedy"}, `not ""`},
		{[]string{"-games", "0"}, "-games must be at least 1"},
		{[]string{"-games", "many"}, `invalid value "many" for flag -games`},
		{[]string{"-iterations", "0"}, "-iterations must be at least 1"},
		{[]string{"-movetime", "-1s"}, "-movetime must not be negative"},
		{[]string{"-movetime", "50"}, `invalid value "50" for flag -movetime`},
		{[]string{"-parallel", "0"}, "-parallel must be at least 1"},
		{[]string{"-rounds", "3"}, "flag provided but not defined: -rounds"},
		{[]string{"-games", "3", "extra"}, `unexpected argument "extra"`},
	} {
		var w bytes.Buffer
		_, err := parseFlags(tc.args, &w)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one containing %q", tc.args, err, tc.want)
		}
		if w.Len() > 0 {
			t.Errorf("%q: wrote %q; a mistake is only returned", tc.args, w.String())
		}
	}
}

func TestParseFlagsHelp(t *testing.T) {
	var w bytes.Buffer
	_, err := parseFlags([]string{"-h"}, &w)
	if !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("error %v, want flag.ErrHelp", err)
	}
	for _, want := range []string{"usage: tournament", "-bots", "-movetime", "-sandra-reward"} {
		if !strings.Contains(w.String(), want) {
			t.Errorf("usage lacks %q:\n%s", want, w.String())
		}
	}
}

func names(es []entry) []string {
	var s []string
	for _, e := range es {
		s = append(s, e.Name)
	}
	return s
}

func kindsOf(es []entry) []string {
	var s []string
	for _, e := range es {
		s = append(s, e.Kind)
	}
	return s
}

func equal(a, b []string) bool { return strings.Join(a, "|") == strings.Join(b, "|") }
