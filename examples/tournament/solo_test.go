package main

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/kanbanev/kanban/components"
)

func TestParseFlagsSolo(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		bots   []string
		diff   []components.Difficulty
		random bool
		shown  string
	}{
		{[]string{"-solo", "-bots", "greedy"}, []string{"greedy"}, nil, false, "none"},
		{[]string{"-solo", "-bots", "greedy,random,ismcts:200", "-difficulty", "none"}, []string{"greedy", "random", "ismcts:200"}, nil, false, "none"},
		{[]string{"-solo", "-bots", "random,random", "-difficulty", "random"}, []string{"random#1", "random#2"}, nil, true, "random"},
		{[]string{"-solo", "-bots", "greedy", "-difficulty", "keeping-up, cushy-speech"}, []string{"greedy"},
			[]components.Difficulty{components.KeepingUp, components.CushySpeech}, false, "keeping-up,cushy-speech"},
	} {
		c, err := parseFlags(tc.args, new(bytes.Buffer))
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		if !c.Solo || !equal(names(c.Entries), tc.bots) || !reflect.DeepEqual(c.Difficulty, tc.diff) || c.RandomDifficulty != tc.random {
			t.Errorf("%q: solo %v bots %v difficulty %v random %v", tc.args, c.Solo, names(c.Entries), c.Difficulty, c.RandomDifficulty)
		}
		if got := c.difficultyString(); got != tc.shown {
			t.Errorf("%q: difficulty shown as %q, want %q", tc.args, got, tc.shown)
		}
		if got := c.totalGames(); got != 100*len(tc.bots) {
			t.Errorf("%q: %d games in all, want %d", tc.args, got, 100*len(tc.bots))
		}
	}
}

func TestParseFlagsSoloErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-solo", "-bots", ""}, "want 1 bot or more with -solo"},
		{[]string{"-solo", "-bots", "greedy", "-difficulty", "hard"}, `unknown Difficulty card "hard"`},
		{[]string{"-solo", "-bots", "greedy", "-difficulty", "keeping-up,,cushy-speech"}, `unknown Difficulty card ""`},
		{[]string{"-solo", "-bots", "greedy", "-difficulty", "Keeping-Up"}, `unknown Difficulty card "Keeping-Up"`},
		{[]string{"-solo", "-bots", "greedy", "-difficulty", "random,keeping-up"}, `unknown Difficulty card "random"`},
		{[]string{"-solo", "-bots", "greedy", "-difficulty", "keeping-up,keeping-up"}, "keeping-up is listed twice"},
		{[]string{"-bots", "greedy,random", "-difficulty", "random"}, "-difficulty is for solo games: add -solo"},
		{[]string{"-solo", "-bots", "alphazero"}, `unknown bot "alphazero"`},
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

func TestSoloTable(t *testing.T) {
	t.Parallel()
	for _, diff := range []string{"none", "random", "keeping-up,termination-clause"} {
		var out, errs bytes.Buffer
		if err := run([]string{"-solo", "-bots", "random", "-games", "3", "-quiet", "-difficulty", diff}, &out, &errs); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		// The bots' header and row, a blank line, three lines of games and
		// time, a blank line, the kinds' header and row.
		if len(lines) != 1+1+1+3+1+1+1 {
			t.Fatalf("%s: %d lines:\n%s", diff, len(lines), out.String())
		}
		if f := strings.Fields(lines[0]); !equal(f, []string{"bot", "wins", "win", "rate", "95%", "CI", "mean", "PP", "Colleague", "PP", "games/s", "time/decision"}) {
			t.Errorf("%s: header %q", diff, lines[0])
		}
		f := strings.Fields(lines[1])
		if len(f) != 10 || f[0] != "random" || f[4] != "-" || utf8.RuneCountInString(lines[1]) != utf8.RuneCountInString(lines[0]) {
			t.Errorf("%s: row %q under %q", diff, lines[1], lines[0])
		}
		if want := "3 solo games a bot, the same deals for each, seed 1, Difficulty cards: " + diff + "; 0 stopped by an error"; lines[3] != want {
			t.Errorf("footer %q, want %q", lines[3], want)
		}
		if !strings.Contains(lines[5], "games/s") {
			t.Errorf("%s: no games per second in %q", diff, lines[5])
		}
	}
}

func TestSoloGames(t *testing.T) {
	t.Parallel()
	c := tournament(t, "greedy,random", 4, "-solo", "-difficulty", "random")
	r := runTournament(c, nil)
	if len(r.Games) != 8 || r.Finished != 8 || r.Errors != 0 || !r.Solo || r.Players != 1 {
		t.Fatalf("%d games, %d finished, %d errors, solo %v, %d players", len(r.Games), r.Finished, r.Errors, r.Solo, r.Players)
	}
	for j, g := range r.Games {
		// The entries play one after the other, the same deals for each.
		i, n := j/4, j%4
		if g.Number != n || g.Seed != r.Games[n].Seed || len(g.Players) != 1 || g.Players[0].Entry != c.Entries[i].Name {
			t.Errorf("game %d: number %d seed %d players %+v", j, g.Number, g.Seed, g.Players)
		}
		if len(g.Colleagues) != 2 {
			t.Fatalf("game %d: colleagues %+v", j, g.Colleagues)
		}
		p := g.Players[0]
		won := p.PP > g.Colleagues[0].PP && p.PP > g.Colleagues[1].PP
		if (p.Place == 1) != won {
			t.Errorf("game %d: place %d with %d PP against %+v", j, p.Place, p.PP, g.Colleagues)
		}
		for _, co := range g.Colleagues {
			if co.Name == "" || co.Color == p.Color {
				t.Errorf("game %d: colleague %+v", j, co)
			}
		}
	}
	for i, b := range r.Bots {
		wins, best := 0, 0
		for _, g := range r.Games[4*i : 4*i+4] {
			if g.Players[0].Place == 1 {
				wins++
			}
			best += max(g.Colleagues[0].PP, g.Colleagues[1].PP)
		}
		if b.Wins != wins || b.Finished != 4 || b.MeanColleaguePP != float64(best)/4 || b.GamesPerSecond <= 0 || b.PerDecision <= 0 {
			t.Errorf("%s: %+v, want %d wins and colleague PP %v", b.Name, b, wins, float64(best)/4)
		}
	}
}

func TestSoloDeterministic(t *testing.T) {
	t.Parallel()
	c := tournament(t, "ismcts:10,greedy,random", 3, "-solo", "-difficulty", "random")
	c.Parallel = 1
	a := runTournament(c, nil)
	c.Parallel = 3
	b := runTournament(c, nil)
	if !reflect.DeepEqual(outcome(a), outcome(b)) {
		t.Errorf("two runs differ:\n%+v\n%+v", outcome(a), outcome(b))
	}
	c.Seed++
	if reflect.DeepEqual(outcome(a).Games, outcome(runTournament(c, nil)).Games) {
		t.Error("another seed plays the same games")
	}
}
