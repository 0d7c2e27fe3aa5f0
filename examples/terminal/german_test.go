package main

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// recordMisses has tr record each string it finds no German for, until
// the test ends, and returns them. While the library's prose is English
// yet (libraryGerman), it also has prose mask each of the library's words
// the terminal passes on, letter for letter, so that what checkGerman
// finds English is the terminal's own; once the library speaks German,
// the whole screen is checked as the player sees it.
func recordMisses(t *testing.T) *[]string {
	t.Helper()
	var misses []string
	missingGerman = func(s string) { misses = append(misses, s) }
	if !libraryGerman(t) {
		proseHook = maskLetters
	}
	t.Cleanup(func() { missingGerman, proseHook = nil, nil })
	return &misses
}

// maskLetters writes each letter of s as x: the library's English prose
// becomes words of no language, of the same width, and breaks where it
// did.
func maskLetters(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			return 'x'
		}
		return r
	}, s)
}

// englishWords are words of English that German never has, but in the
// notation, where a hyphen joins them (end-turn).
var englishWords = regexp.MustCompile(`(?i)(^|[^\pL\d-])(the|you|your|and|of|with|from|for|to|is|are|not|turn|decision|left|worked|day|week|cannot)([^\pL\d-]|$)`)

// libraryGerman reports whether the library's prose is German yet: what a
// decision asks, what an action does and what an event tells all differ
// from their English.
func libraryGerman(t *testing.T) bool {
	s, log, err := kanban.New(testOptions(2, 1).config())
	require.NoError(t, err)
	a := s.LegalActions()[0]
	en, _ := s.DescribeIn(kanban.English, a)
	de, _ := s.DescribeIn(kanban.German, a)
	e := log[len(log)-1]
	return s.Next().DescribeIn(kanban.German) != s.Next().DescribeIn(kanban.English) && de != en &&
		s.NarrateIn(kanban.German, e, kanban.Red) != s.NarrateIn(kanban.English, e, kanban.Red)
}

// checkGerman fails on any string the terminal found no German for, and
// on each line of what the player was shown that holds an English word
// (with the library's prose masked while it is English: recordMisses).
func checkGerman(t *testing.T, text string, misses []string) {
	t.Helper()
	slices.Sort(misses)
	for _, m := range slices.Compact(misses) {
		t.Errorf("no German for %q", m)
	}
	var english []string
	for _, l := range strings.Split(text, "\n") {
		if englishWords.MatchString(l) {
			english = append(english, l)
		}
	}
	for _, l := range english[:min(20, len(english))] {
		t.Errorf("English in a German screen: %q", l)
	}
	if len(english) > 20 {
		t.Errorf("and %d lines more", len(english)-20)
	}
}

// germanOptions is testOptions in German.
func germanOptions(players int, seed uint64) options {
	o := testOptions(players, seed)
	o.Lang = kanban.German
	return o
}

// Whole games in German, with bots and alone against the Colleagues, the
// user trying each command on the way, show the player no string of the
// terminal's without its German; once the library speaks German, no
// English at all.
func TestGermanGames(t *testing.T) {
	dir := t.TempDir()
	solo := soloOptions(t, 3, "-difficulty", "random")
	solo.Lang = kanban.German
	compact := germanOptions(3, 9)
	compact.View = viewCompact
	for _, tc := range []struct {
		name   string
		o      options
		script string
		long   bool // left out in -short
	}{
		{"2 players", germanOptions(2, 7), "help\ntable\noptions\ntrain\nred train\nfoo bar\n999\n\nblue end-turn\nundo\nview sideways\n" +
			"save\nsave " + filepath.Join(dir, "a.txt") + "\nload " + filepath.Join(dir, "a.txt") + "\nload " + filepath.Join(dir, "missing.txt") + "\nload\n" +
			"1\nundo\nview compact\nstart-design top-9\n1\nview full\n", false},
		{"3 players, compact", compact, "options\ntable\n", true},
		{"4 players", germanOptions(4, 5), "", true},
		{"solo", solo, "help\ntable\n1\nundo\nsave " + filepath.Join(dir, "solo.txt") + "\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.long && testing.Short() {
				t.Skip("a longer game")
			}
			misses := recordMisses(t)
			var out bytes.Buffer
			in := io.MultiReader(strings.NewReader(tc.script), &numbers{r: rand.New(rand.NewPCG(1, 2))})
			g, err := newSession(tc.o, in, &out, false)
			require.NoError(t, err)
			require.NoError(t, g.run())
			require.True(t, g.s.IsOver())
			text := out.String()
			for _, want := range []string{"Du spielst ", "Deine Entscheidung:", "Spielende nach ", "Platz  Spieler"} {
				require.Contains(t, text, want)
			}
			if strings.HasPrefix(tc.script, "help") {
				require.Contains(t, text, "Befehle:\n")
			}
			checkGerman(t, text, *misses)
		})
	}
}

// Leaving a German game asks in German whether to save it, and takes ja
// and nein.
func TestGermanQuit(t *testing.T) {
	misses := recordMisses(t)
	file := filepath.Join(t.TempDir(), "g.txt")
	var out bytes.Buffer
	g, err := newSession(germanOptions(2, 1), strings.NewReader("quit\nja\n"+file+"\n"), &out, false)
	require.NoError(t, err)
	require.NoError(t, g.run())
	text := out.String()
	require.Contains(t, text, "Die Partie vor dem Gehen speichern?")
	require.Contains(t, text, "den Namen der Datei, bitte")
	require.Contains(t, text, "0 Aktionen in "+file+" gespeichert")
	require.True(t, strings.HasSuffix(text, "tschüss; die Partie ist nicht zu Ende\n"), "%q", tail(text, 200))
	checkGerman(t, text, *misses)
}

// The compact view in German fits 80×24 at every decision, as in English.
func TestGermanCompactFits(t *testing.T) {
	solo := soloOptions(t, 5)
	solo.Lang = kanban.German
	cases := []struct {
		name string
		o    options
	}{{"4 players", germanOptions(4, 21)}, {"solo", solo}}
	if testing.Short() {
		cases = cases[:1]
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			misses := recordMisses(t)
			tc.o.View = viewCompact
			g, out := newTestSession(t, tc.o)
			r := rand.New(rand.NewPCG(9, 10))
			screens := 0
			var all strings.Builder
			for !g.s.IsOver() {
				out.Reset()
				g.showDecision()
				screen := out.String() + "> "
				all.WriteString(screen)
				screens++
				lines := strings.Split(screen, "\n")
				require.LessOrEqual(t, len(lines), screenHeight, "day %d, %d options:\n%s", g.s.Day(), len(g.s.LegalActions()), screen)
				for _, l := range lines {
					require.LessOrEqual(t, utf8.RuneCountInString(l), screenWidth, "a line too wide:\n%s", l)
				}
				require.Contains(t, screen, "Deine Entscheidung: ")
				if g.s.Day() >= 1 {
					require.Regexp(t, `^\nArbeitstag \d+, Woche \d+[^\n]* · SP `, screen)
				}
				step(t, g, fmt.Sprint(1+r.IntN(len(g.s.LegalActions()))))
			}
			require.Positive(t, screens)
			checkGerman(t, all.String(), *misses)
		})
	}
}

// -lang sets the language, else the environment does as a terminal
// program reads it; the flags' mistakes are told in it.
func TestLanguageChosen(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		args []string
		want kanban.Language
	}{
		{nil, nil, kanban.English},
		{map[string]string{"LANG": "de_DE.UTF-8"}, nil, kanban.German},
		{map[string]string{"LANG": "de_AT"}, nil, kanban.German},
		{map[string]string{"LANG": "de_DE@euro"}, nil, kanban.German},
		{map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"}, nil, kanban.English},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "de_CH.UTF-8"}, nil, kanban.German},
		{map[string]string{"LC_MESSAGES": "de_DE.UTF-8", "LC_ALL": "C"}, nil, kanban.English},
		{map[string]string{"LC_ALL": "de_DE.UTF-8", "LANG": "C"}, nil, kanban.German},
		{map[string]string{"LANG": "POSIX"}, nil, kanban.English},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, nil, kanban.English},
		{map[string]string{"LANG": "", "LC_MESSAGES": ""}, nil, kanban.English},
		{map[string]string{"LANG": "de_DE.UTF-8"}, []string{"-lang", "en"}, kanban.English},
		{nil, []string{"-lang", "de"}, kanban.German},
		{nil, []string{"-lang", "de-AT"}, kanban.German},
	} {
		getenv = func(v string) string { return tc.env[v] }
		o, err := parseFlags(tc.args, io.Discard)
		require.NoError(t, err)
		require.Equal(t, tc.want, o.Lang, "%v %v", tc.env, tc.args)
	}
	getenv = func(string) string { return "" }

	_, err := parseFlags([]string{"-lang", "fr"}, io.Discard)
	require.ErrorContains(t, err, `-lang: "fr" is not a language the terminal speaks: en or de`)
	_, err = parseFlags([]string{"-lang", "de", "-players", "5"}, io.Discard)
	require.ErrorContains(t, err, "-players muss 2 bis 4 sein, nicht 5")
	var stderr bytes.Buffer
	err = run([]string{"-lang", "de", "-seat", "9"}, strings.NewReader(""), io.Discard, &stderr)
	var usage usageError
	require.ErrorAs(t, err, &usage)
	require.Equal(t, kanban.German, usage.l.Language)
}
