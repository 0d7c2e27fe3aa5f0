package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

func soloOptions(t *testing.T, seed uint64, args ...string) options {
	t.Helper()
	o, err := parseFlags(append([]string{"-solo", "-plain", "-seed", fmt.Sprint(seed)}, args...), nil)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func TestParseFlagsSolo(t *testing.T) {
	o := soloOptions(t, 1, "-difficulty", "keeping-up, cushy-speech", "-sandra-reward", "-color", "blue")
	cfg := o.config()
	if len(cfg.Players) != 1 || cfg.Players[0].Color != kanban.Blue || cfg.Solo == nil || !cfg.SandraReward {
		t.Fatalf("config %+v", cfg)
	}
	if want := []components.Difficulty{components.KeepingUp, components.CushySpeech}; !slices.Equal(cfg.Solo.Difficulty, want) {
		t.Errorf("difficulty %v, want %v", cfg.Solo.Difficulty, want)
	}
	if len(o.seats()) != 0 {
		t.Errorf("bots in a solo game: %v", o.seats())
	}
	if o := soloOptions(t, 1, "-difficulty", "random"); !o.config().Solo.RandomDifficulty {
		t.Error("-difficulty random does not pick at random")
	}
	if _, _, err := kanban.New(soloOptions(t, 1, "-difficulty", "random").config()); err != nil {
		t.Errorf("the engine refuses the solo config: %v", err)
	}
}

// A whole solo game, the user answering 1 to everything, ends with the
// ranking of the user and both Colleagues, and a verdict.
func TestWholeSoloGame(t *testing.T) {
	for _, args := range [][]string{nil, {"-difficulty", "random", "-sandra-reward"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var out bytes.Buffer
			g, err := newSession(soloOptions(t, 3, args...), &numbers{n: 1}, &out, false)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.run(); err != nil {
				t.Fatal(err)
			}
			if !g.s.IsOver() {
				t.Fatal("run returned before the game was over")
			}
			text := out.String()
			for _, want := range []string{"Solo           difficulty", "Lacerda (", "Turczi (", "Lacerda draws selection card", "Turczi's turn begins at"} {
				if !strings.Contains(text, want) {
					t.Errorf("the game never showed %q", want)
				}
			}
			i := strings.Index(text, "Game over after")
			if i < 0 {
				t.Fatalf("no ranking at the end:\n%s", tail(text, 2000))
			}
			ranking := text[i:]
			res, _ := g.s.Result()
			if len(res.Standings) != 3 {
				t.Fatalf("%d standings", len(res.Standings))
			}
			names := colleagues(g.s)
			for _, st := range res.Standings {
				n := names[st.Color]
				if st.Color == g.user {
					n = "red (you)"
				}
				if !strings.Contains(ranking, fmt.Sprintf("%d.  %-15s %4d", st.Place, n, st.PP)) {
					t.Errorf("ranking lacks %s's place %d with %d PP:\n%s", n, st.Place, st.PP, ranking)
				}
			}
			if !strings.Contains(ranking, "You win") && !strings.Contains(ranking, "You lose") && !strings.Contains(ranking, "fired") {
				t.Errorf("no verdict:\n%s", ranking)
			}
		})
	}
}

// A solo game saved and loaded into a session of another game continues
// as the first one does.
func TestSoloSaveLoadContinues(t *testing.T) {
	file := filepath.Join(t.TempDir(), "solo.txt")
	a, _ := newTestSession(t, soloOptions(t, 11, "-difficulty", "keeping-up,increased-quotas"))
	r := rand.New(rand.NewPCG(5, 6))
	for range 25 {
		step(t, a, fmt.Sprint(1+r.IntN(len(a.s.LegalActions()))))
	}
	if a.s.IsOver() {
		t.Fatal("the game is over before the save")
	}
	a.command("save " + file)
	saved := a.s

	b, out := newTestSession(t, testOptions(2, 99))
	step(t, b, "load "+file)
	if !strings.Contains(out.String(), "loaded "+file) {
		t.Fatalf("load said %q", tail(out.String(), 300))
	}
	if b.s != saved || b.user != kanban.Red || len(b.kinds) != 0 {
		t.Fatalf("the loaded game is not the saved one (user %s, bots %v)", b.user, b.kinds)
	}
	if _, ok := b.s.Solo(); !ok {
		t.Fatal("the loaded game is not solo")
	}
	for range 80 {
		if a.s.IsOver() {
			break
		}
		n := fmt.Sprint(1 + r.IntN(len(a.s.LegalActions())))
		step(t, a, n)
		step(t, b, n)
		if a.s != b.s {
			t.Fatalf("the games went apart at version %d and %d", a.s.Version(), b.s.Version())
		}
	}
}
