package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// tournament returns the config of a small quiet tournament.
func tournament(t *testing.T, list string, games int, extra ...string) config {
	t.Helper()
	c, err := parseFlags(append([]string{"-bots", list, "-games", itoa(games), "-quiet"}, extra...), new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestSeatingRotates(t *testing.T) {
	for n := 2; n <= 4; n++ {
		// count[entry][seat]: over 3n games, each entry sits in each seat 3 times.
		count := make([][]int, n)
		for i := range count {
			count[i] = make([]int, n)
		}
		for g := range 3 * n {
			seats := seating(g, n)
			used := map[int]bool{}
			for s, i := range seats {
				count[i][s]++
				used[i] = true
			}
			if len(used) != n {
				t.Fatalf("n=%d game %d seats %v: not every entry once", n, g, seats)
			}
		}
		for i, bySeat := range count {
			for s, k := range bySeat {
				if k != 3 {
					t.Errorf("n=%d: entry %d sat in seat %d %d times in %d games, want 3", n, i, s, k, 3*n)
				}
			}
		}
	}
}

func TestGamesRotateSeatsAndColours(t *testing.T) {
	t.Parallel()
	r := runTournament(tournament(t, "random,greedy,random", 3), nil)
	// Game 1 seats the list rotated by one: greedy, random#2, random#1.
	want := []Seat{{Entry: "greedy", Color: kanban.Red}, {Entry: "random#2", Color: kanban.Blue}, {Entry: "random#1", Color: kanban.Yellow}}
	for s, p := range r.Games[1].Players {
		if p.Entry != want[s].Entry || p.Color != want[s].Color {
			t.Errorf("game 1 seat %d: %s %v, want %s %v", s, p.Entry, p.Color, want[s].Entry, want[s].Color)
		}
	}
}

func TestSeedsDiffer(t *testing.T) {
	t.Parallel()
	seen := map[uint64]string{}
	for g := range 50 {
		for k := range 5 {
			s := derive(1, g, k)
			if prev, ok := seen[s]; ok {
				t.Fatalf("game %d seed %d repeats %s", g, k, prev)
			}
			seen[s] = itoa(g) + "/" + itoa(k)
		}
	}
	if gameSeed(1, 0) == gameSeed(2, 0) {
		t.Error("the base seed does not change the deal")
	}
}

// outcome is the results without the times, which no run repeats.
func outcome(r Results) Results {
	r.Elapsed, r.GamesPerSecond, r.Workers, r.Kinds = 0, 0, 0, nil
	r.Bots = append([]BotResult(nil), r.Bots...)
	for i := range r.Bots {
		r.Bots[i].GamesPerSecond, r.Bots[i].PerDecision = 0, 0
	}
	r.Games = append([]Game(nil), r.Games...)
	for i := range r.Games {
		r.Games[i].time = nil
	}
	return r
}

func TestDeterministic(t *testing.T) {
	t.Parallel()
	c := tournament(t, "ismcts:10,greedy,random", 3)
	c.Parallel = 1
	a := runTournament(c, nil)
	c.Parallel = 3
	b := runTournament(c, nil)
	if !reflect.DeepEqual(outcome(a), outcome(b)) {
		t.Errorf("two runs differ:\n%+v\n%+v", outcome(a), outcome(b))
	}
	if a.Finished != 3 || a.Errors != 0 {
		t.Errorf("%d games finished and %d errors, want 3 and 0", a.Finished, a.Errors)
	}
	c.Seed++
	if reflect.DeepEqual(outcome(a).Games, outcome(runTournament(c, nil)).Games) {
		t.Error("another seed plays the same games")
	}
}

func TestTable(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		list  string
		games int
		rows  []string
		kinds []string
	}{
		{"random,random", 4, []string{"random#1", "random#2"}, []string{"random"}},
		{"greedy,random", 2, []string{"greedy", "random"}, []string{"greedy", "random"}},
		{"ismcts:20,random", 1, []string{"ismcts:20", "random"}, []string{"ismcts:20", "random"}},
	} {
		var out, errs bytes.Buffer
		if err := run([]string{"-bots", tc.list, "-games", itoa(tc.games), "-quiet"}, &out, &errs); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		// The bots' header and rows, a blank line, two lines of games and
		// time, a blank line, the kinds' header and rows.
		if want := 1 + len(tc.rows) + 1 + 2 + 1 + 1 + len(tc.kinds); len(lines) != want {
			t.Fatalf("%s: %d lines, want %d:\n%s", tc.list, len(lines), want, out.String())
		}
		if f := strings.Fields(lines[0]); !equal(f, []string{"bot", "wins", "share", "win", "rate", "95%", "CI", "mean", "PP", "mean", "place"}) {
			t.Errorf("%s: header %q", tc.list, lines[0])
		}
		wins := 0
		for i, name := range tc.rows {
			f := strings.Fields(lines[1+i])
			if len(f) != 9 || f[0] != name || f[5] != "-" {
				t.Errorf("%s: row %q, want bot %s and 9 fields", tc.list, lines[1+i], name)
				continue
			}
			wins += atoi(t, f[1])
			if utf8.RuneCountInString(lines[1+i]) != utf8.RuneCountInString(lines[0]) {
				t.Errorf("%s: row %q is not as wide as the header %q", tc.list, lines[1+i], lines[0])
			}
		}
		if wins < tc.games {
			t.Errorf("%s: %d wins in %d games", tc.list, wins, tc.games)
		}
		footer := lines[len(tc.rows)+2]
		if want := itoa(tc.games) + " games of 2 players, seats rotated, seed 1; 0 stopped by an error"; footer != want {
			t.Errorf("%s: footer %q, want %q", tc.list, footer, want)
		}
		if !strings.Contains(lines[len(tc.rows)+3], "games/s") {
			t.Errorf("%s: no games per second in %q", tc.list, lines[len(tc.rows)+3])
		}
		k := len(tc.rows) + 5
		if f := strings.Fields(lines[k]); !equal(f, []string{"bot", "kind", "decisions", "choices", "time/decision", "cpu/decision", "time/choice", "cpu/choice"}) {
			t.Errorf("%s: kinds header %q", tc.list, lines[k])
		}
		for i, kind := range tc.kinds {
			if utf8.RuneCountInString(lines[k+1+i]) != utf8.RuneCountInString(lines[k]) {
				t.Errorf("%s: kind row %q is not as wide as the header %q", tc.list, lines[k+1+i], lines[k])
			}
			f := strings.Fields(lines[k+1+i])
			if len(f) != 7 || f[0] != kind || atoi(t, f[1]) == 0 {
				t.Errorf("%s: kind row %q, want %s and its decisions", tc.list, lines[k+1+i], kind)
				continue
			}
			if measured := f[4] != notMeasured && f[6] != notMeasured; measured != cpuMeasured {
				t.Errorf("%s: kind row %q: CPU times measured %v, want %v on %s", tc.list, lines[k+1+i], measured, cpuMeasured, runtime.GOOS)
			}
		}
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%q is not a number", s)
	}
	return n
}

func TestQuietWritesNoProgress(t *testing.T) {
	var out, errs bytes.Buffer
	if err := run([]string{"-bots", "random,random", "-games", "2", "-quiet"}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if errs.Len() > 0 || out.Len() == 0 {
		t.Errorf("with -quiet: stderr %q and %d bytes of stdout, want none and the table", errs.String(), out.Len())
	}
	out.Reset()
	if err := run([]string{"-bots", "random,random", "-games", "2"}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errs.String(), "tournament: 2/2 games") || strings.Contains(errs.String(), "\r") {
		t.Errorf("without -quiet, not on a terminal: stderr %q, want plain lines up to 2/2 games", errs.String())
	}
}

func TestJSON(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	if err := run([]string{"-bots", "greedy,random", "-games", "2", "-quiet", "-json"}, &out, new(bytes.Buffer)); err != nil {
		t.Fatal(err)
	}
	var r struct {
		Bots     []BotResult `json:"bots"`
		Finished int         `json:"finished"`
		Games    []struct {
			Players []struct {
				Bot   string
				Color string
				Place int
			}
		}
	}
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if len(r.Bots) != 2 || r.Finished != 2 || len(r.Games) != 2 || r.Games[1].Players[0].Bot != "random" || r.Games[1].Players[0].Color != "red" {
		t.Errorf("JSON: %s", out.String())
	}
	var times struct {
		Kinds []map[string]any `json:"decision_times"`
	}
	if err := json.Unmarshal(out.Bytes(), &times); err != nil {
		t.Fatal(err)
	}
	for _, k := range times.Kinds {
		for _, key := range []string{"per_decision_ns", "per_choice_ns", "cpu_measured", "cpu_total_ns", "cpu_per_decision_ns", "cpu_per_choice_ns"} {
			if _, ok := k[key]; !ok {
				t.Errorf("decision_times %v: no %s", k, key)
			}
		}
	}
}

// The CPU time per decision is measured beside the wall-clock time: on
// Linux for every bot that searches on Act's goroutine alone, and for one
// with several workers only with one game at a time, when the process's
// CPU time is the bot's. It is never negative and never more than the
// wall-clock time times the threads that could have spent it.
func TestCPUTime(t *testing.T) {
	for _, parallel := range []int{1, 2} {
		c := tournament(t, "greedy,ismcts:8,ismcts:8:w2", 2, "-parallel", itoa(parallel))
		r := runTournament(c, nil)
		if len(r.Kinds) != 3 {
			t.Fatalf("-parallel %d: kinds %+v", parallel, r.Kinds)
		}
		for i, k := range r.Kinds {
			e := c.Entries[i]
			want := cpuMeasured && (e.workers() == 1 || parallel == 1)
			if k.CPUMeasured != want {
				t.Errorf("-parallel %d: %s: CPU measured %v, want %v", parallel, k.Kind, k.CPUMeasured, want)
			}
			if !k.CPUMeasured {
				if k.CPUTotal != 0 || k.CPUPerDecision != 0 || k.CPUPerChoice != 0 {
					t.Errorf("-parallel %d: %s: CPU not measured but given: %+v", parallel, k.Kind, k)
				}
				continue
			}
			// A thread's CPU time is at most the wall-clock time; a
			// process's, that times the CPUs. Reading a clock is slack of
			// a few microseconds a decision.
			threads := 1
			if e.workers() > 1 {
				threads = max(e.workers(), runtime.NumCPU())
			}
			limit := k.Total*time.Duration(threads) + time.Duration(k.Decisions)*5*time.Microsecond + 10*time.Millisecond
			if k.CPUTotal < 0 || k.CPUTotal > limit || k.CPUPerDecision < 0 || k.CPUPerChoice < 0 {
				t.Errorf("-parallel %d: %s: CPU %v over %d decisions in %v wall clock on up to %d threads: want 0 to %v",
					parallel, k.Kind, k.CPUTotal, k.Decisions, k.Total, threads, limit)
			}
			if k.Decisions > 0 && k.CPUPerDecision != k.CPUTotal/time.Duration(k.Decisions) {
				t.Errorf("-parallel %d: %s: CPU %v a decision, %v in all over %d", parallel, k.Kind, k.CPUPerDecision, k.CPUTotal, k.Decisions)
			}
		}
	}
}

// failing is a bot that fails, or panics, at its first decision.
type failing struct{ panics bool }

func (f failing) Act(*bots.Turn) (kanban.Action, error) {
	if f.panics {
		panic("out of coffee")
	}
	return kanban.Action{}, errors.New("out of tea")
}

func TestBotErrorsAreCounted(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	if err := run([]string{"-bots", "failing,panicking,random", "-games", "3", "-quiet"}, &out, new(bytes.Buffer)); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"3 stopped by an error", "errors:", "out of tea", "panic: out of coffee"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, out.String())
		}
	}
	r := runTournament(tournament(t, "random,failing", 2), nil)
	if r.Errors != 2 || r.Finished != 0 {
		t.Errorf("%d errors and %d finished, want 2 and 0", r.Errors, r.Finished)
	}
	if b := r.Bots[0]; b.Wins != 0 || b.WinLow != 0 || b.WinHigh != 1 {
		t.Errorf("with no game finished: %+v, want no win and an interval of [0, 1]", b)
	}
}
