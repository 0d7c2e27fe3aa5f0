package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/editionfile"
	"github.com/stretchr/testify/require"
)

// testOptions seats red against random bots: fast, and deterministic for
// the seed.
func testOptions(players int, seed uint64) options {
	return options{Players: players, Color: kanban.Red, Bots: []string{"random", "random", "random"}[:players-1],
		Iterations: 10, Seed: seed}
}

// newTestSession deals a game and lets the bots act up to the user's
// first decision; its output goes to the returned buffer.
func newTestSession(t *testing.T, o options) (*session, *bytes.Buffer) {
	t.Helper()
	var out bytes.Buffer
	g, err := newSession(o, strings.NewReader(""), &out, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.advance(); err != nil {
		t.Fatal(err)
	}
	return g, &out
}

// step carries out one command, then lets the bots act.
func step(t *testing.T, g *session, line string) {
	t.Helper()
	g.command(line)
	if err := g.advance(); err != nil {
		t.Fatal(err)
	}
}

// numbers is an endless input of option numbers: always n, or, when n is
// 0, random numbers from 1 to 6 (some out of range, which the session
// refuses and asks again).
type numbers struct {
	n    int
	r    *rand.Rand
	left []byte
}

func (in *numbers) Read(p []byte) (int, error) {
	if len(in.left) == 0 {
		n := in.n
		if n == 0 {
			n = 1 + in.r.IntN(6)
		}
		in.left = fmt.Appendf(nil, "%d\n", n)
	}
	k := copy(p, in.left)
	in.left = in.left[k:]
	return k, nil
}

// A whole game, the user answering every decision by number, ends with
// the ranking of every player.
func TestWholeGame(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players int
		in      *numbers
	}{
		{"first option, 2 players", 2, &numbers{n: 1}},
		{"random numbers, 3 players", 3, &numbers{r: rand.New(rand.NewPCG(3, 4))}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			g, err := newSession(testOptions(tc.players, 7), tc.in, &out, false)
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
			i := strings.Index(text, "Game over after")
			if i < 0 {
				t.Fatalf("no ranking at the end:\n%s", tail(text, 2000))
			}
			ranking := text[i:]
			if !strings.Contains(ranking, "place  player") || !strings.Contains(ranking, "red (you)") {
				t.Errorf("ranking without its header or the user:\n%s", ranking)
			}
			res, _ := g.s.Result()
			for _, st := range res.Standings {
				if !strings.Contains(ranking, fmt.Sprintf("%d.  %-15s %4d", st.Place, name(st.Color), st.PP)) {
					t.Errorf("ranking lacks %s's place %d with %d PP:\n%s", st.Color, st.Place, st.PP, ranking)
				}
			}
			if strings.Contains(text, "\x1b[") {
				t.Error("plain output holds ANSI escapes")
			}
			// The terminal's own counts say 1 in the singular, and nothing is
			// on space -1.
			if m := regexp.MustCompile(`(^|[^\d-])1 (Shifts|banked shifts|books|vouchers|tokens|cards|actions|days|passes)\b|\(1 spaces\)|space -1`).FindString(text); m != "" {
				t.Errorf("the output says %q", m)
			}
		})
	}
}

func name(c kanban.Color) string {
	if c == kanban.Red {
		return "red (you)"
	}
	return c.String()
}

func tail(s string, n int) string { return s[max(0, len(s)-n):] }

// Bad input gets a message that says what is wrong, and leaves the game
// as it was: the same state, the same log.
func TestBadInputChangesNothing(t *testing.T) {
	dir := t.TempDir()
	corrupt := filepath.Join(dir, "corrupt.txt")
	os.WriteFile(corrupt, []byte("this is not a record\n"), 0o644)
	noSeat := filepath.Join(dir, "noseat.txt")
	os.WriteFile(noSeat, []byte("kanban record\nschema 3\nrules "+recordRules(t)+"\nconfig {\"players\":[{\"color\":\"blue\"},{\"color\":\"yellow\"}],\"seed\":\"1\"}\n"), 0o644)
	illegal := filepath.Join(dir, "illegal.txt")
	os.WriteFile(illegal, []byte("kanban record\nschema 3\nrules "+recordRules(t)+"\nconfig {\"players\":[{\"color\":\"red\"},{\"color\":\"blue\"}],\"seed\":\"1\"}\n\nblue end-turn\n"), 0o644)

	for _, tc := range []struct{ in, want string }{
		{"frobnicate", `not an action: "frobnicate"; type a number from 1 to 4, an action in the notation, or help`},
		{"foo bar", `not an action: "foo bar"; type a number from 1 to 4, an action in the notation, or help`},
		{"0", "no option 0: choose 1 to"},
		{"999", "no option 999: choose 1 to"},
		{"-3", "no option -3"},
		{"red train", "no train action is open to you now; type a number from 1 to 4"},
		{"train rnd", "the rules refuse train rnd: the game waits for a start-spot choice (rule R-SET-14)"},
		{"start-design top-9", `start-design: bad source: unknown design source "top-9"; no start-design action is open to you now`},
		{"cert-space space-x", `cert-space: bad space: "x" is not a plain integer; your cert-space options:`},
		{"red end-turn", "the rules refuse end-turn: "},
		{"end-turn", "(rule R-"},
		{"blue cert-space space-0", "is blue's action; you play red"},
		{"", "type a number from 1 to"},
		{"view sideways", `view takes compact or full, not "sideways"`},
		{"save", "save needs a file name"},
		{"save " + filepath.Join(dir, "no", "such", "dir", "f.txt"), "cannot save"},
		{"load", "load needs a file name"},
		{"load " + filepath.Join(dir, "missing.txt"), "cannot load: open"},
		{"load " + corrupt, "not a game record"},
		{"load " + noSeat, "it has no red player for you"},
		{"load " + illegal, "the rules refuse it"},
		{"undo", "cannot undo: you have not acted yet"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			g, out := newTestSession(t, testOptions(2, 1))
			s, n := g.s, len(g.log)
			out.Reset()
			g.command(tc.in)
			if !strings.Contains(out.String(), tc.want) {
				t.Errorf("%q: got %q, want a message with %q", tc.in, out.String(), tc.want)
			}
			first, _, _ := strings.Cut(out.String(), "\n")
			for _, leak := range []string{"kanban:", "components:", "bad player", "unknown action kind"} {
				if strings.Contains(first, leak) {
					t.Errorf("%q: the message shows the parser's %q: %q", tc.in, leak, first)
				}
			}
			if word, _, _ := strings.Cut(tc.in, " "); word != "save" && word != "load" && tc.in != "" && strings.Count(first, tc.in) > 1 {
				t.Errorf("%q: the message repeats the input: %q", tc.in, first)
			}
			if g.s != s || len(g.log) != n || g.s.Version() != s.Version() {
				t.Errorf("%q changed the game: version %d, was %d", tc.in, g.s.Version(), s.Version())
			}
		})
	}
}

// recordRules returns the rules line a record of this build carries.
func recordRules(t *testing.T) string {
	_, log, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := kanban.RecordOf(log)
	if err != nil {
		t.Fatal(err)
	}
	return rec.Rules
}

// A number and the notation, with or without the user's colour, take the
// same action.
func TestNumberAndNotation(t *testing.T) {
	for _, in := range []string{"1", "red cert-space space-0", "cert-space space-0", "  cert-space space-0  "} {
		g, _ := newTestSession(t, testOptions(2, 1))
		want, _, err := kanban.Apply(g.s, g.s.LegalActions()[0])
		if err != nil {
			t.Fatal(err)
		}
		g.command(strings.TrimSpace(in))
		if g.s != want {
			t.Errorf("%q did not take the first option %s", in, g.s.LegalActions()[0])
		}
	}
}

// undo after an action brings back the user's previous decision, the
// bots' actions after it taken back too; when an action revealed
// something, undo says so and changes nothing.
func TestUndo(t *testing.T) {
	g, out := newTestSession(t, testOptions(3, 2))
	r := rand.New(rand.NewPCG(1, 2))
	undone, refused, withBots := 0, 0, 0
	for range 300 {
		if g.s.IsOver() {
			break
		}
		before, n := g.s, len(g.log)
		step(t, g, fmt.Sprint(1+r.IntN(len(g.s.LegalActions()))))
		after, m := g.s, len(g.log)
		actions := 0
		for _, e := range g.log[n:] {
			if e.Kind == kanban.EvActed {
				actions++
			}
		}
		out.Reset()
		g.command("undo")
		switch {
		case strings.Contains(out.String(), "took back"):
			undone++
			if actions > 1 {
				withBots++
			}
			if g.s != before || len(g.log) != n {
				t.Fatalf("undo did not bring back the decision before: version %d, want %d", g.s.Version(), before.Version())
			}
			if !strings.Contains(out.String(), "took back "+count(actions, "action")) {
				t.Errorf("took back the wrong number of actions: %q, want %d", out.String(), actions)
			}
			step(t, g, "board") // the bots act again after the user's decision, as they would have
			step(t, g, fmt.Sprint(1+r.IntN(len(g.s.LegalActions()))))
		case strings.Contains(out.String(), "cannot undo"):
			refused++
			if !strings.Contains(out.String(), "which the rules do not take back") {
				t.Errorf("the refusal does not say why: %q", out.String())
			}
			if kanban.Undoable(g.log) >= actions {
				t.Errorf("undo refused what Undoable allows: %q", out.String())
			}
			if g.s != after || len(g.log) != m {
				t.Fatal("a refused undo changed the game")
			}
		default:
			t.Fatalf("undo said neither: %q", out.String())
		}
	}
	if undone == 0 || refused == 0 || withBots == 0 {
		t.Errorf("undone %d (%d with the bots' actions), refused %d: want some of each", undone, withBots, refused)
	}
}

// save, then load in a fresh session of another seed and colour, continues
// the game exactly as the first session does.
func TestSaveLoadContinues(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.txt")
	a, _ := newTestSession(t, testOptions(3, 11))
	r := rand.New(rand.NewPCG(5, 6))
	for range 40 {
		step(t, a, fmt.Sprint(1+r.IntN(len(a.s.LegalActions()))))
	}
	a.command("save " + file)
	saved := a.s

	o := testOptions(2, 99)
	o.Color, o.Bots = kanban.Blue, []string{"greedy"}
	b, out := newTestSession(t, o)
	step(t, b, "load "+file)
	if !strings.Contains(out.String(), "loaded "+file) {
		t.Fatalf("load said %q", tail(out.String(), 300))
	}
	if b.s != saved || b.user != kanban.Red {
		t.Fatalf("the loaded game is not the saved one (user %s)", b.user)
	}
	for range 60 {
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

// The seats tag of a saved record brings back each bot of the table of
// kinds, learned as the others, and a load leaves a name it does not
// know to the session's own bot.
func TestLoadKeepsKinds(t *testing.T) {
	for _, tc := range []struct{ saved, want string }{
		{"greedy", "greedy"}, {"ismcts", "ismcts"}, {"learned", "learned"}, {"clever", "random"},
	} {
		t.Run(tc.saved, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "game.txt")
			a, _ := newTestSession(t, testOptions(2, 3))
			a.kinds[kanban.Blue] = tc.saved
			a.command("save " + file)
			b, out := newTestSession(t, testOptions(2, 4))
			b.command("load " + file)
			if !strings.Contains(out.String(), "loaded "+file) {
				t.Fatalf("load said %q", tail(out.String(), 300))
			}
			if got := b.kinds[kanban.Blue]; got != tc.want {
				t.Errorf("blue is %q after the load, want %q", got, tc.want)
			}
		})
	}
}

// The table shows the user nothing of another player's hand: twin
// positions that differ only in blue's Performance Goals, or only in
// blue's Kanban Order cards, draw the same table and options for red; the
// same change to red's own hand shows.
func TestTableHidesOtherHands(t *testing.T) {
	g, _ := newTestSession(t, testOptions(2, 4))
	r := rand.New(rand.NewPCG(7, 8))
	for range 60 {
		step(t, g, fmt.Sprint(1+r.IntN(len(g.s.LegalActions()))))
	}
	draw := func(s kanban.GameState) string {
		var out bytes.Buffer
		h := &session{out: &out, user: kanban.Red, s: s, fresh: true, listed: ^uint32(0)}
		h.showDecision()
		return out.String()
	}
	for _, tc := range []struct {
		hand, deck string
		seat       int
		same       bool
	}{
		{"goals", "goal_deck", 1, true},
		{"kanban_cards", "kanban_deck", 1, true},
		{"goals", "goal_deck", 0, false},
		{"kanban_cards", "kanban_deck", 0, false},
	} {
		twin := swapCard(t, g.s, tc.seat, tc.hand, tc.deck)
		if got := draw(twin) == draw(g.s); got != tc.same {
			t.Errorf("seat %d's %s changed: same table %v, want %v\n%s", tc.seat, tc.hand, got, tc.same, draw(twin))
		}
	}
}

// swapCard returns the position with the first card of the hand field of
// the player at seat swapped with the top of the board's deck field, both
// edited in the position's JSON.
func swapCard(t *testing.T, s kanban.GameState, seat int, hand, deck string) kanban.GameState {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var pos map[string]any
	if err := json.Unmarshal(b, &pos); err != nil {
		t.Fatal(err)
	}
	h := pos["players"].([]any)[seat].(map[string]any)[hand].([]any)
	d := pos["board"].(map[string]any)[deck].([]any)
	if len(h) == 0 || len(d) == 0 {
		t.Fatalf("no %s to swap", hand)
	}
	h[0], d[0] = d[0], h[0]
	if b, err = json.Marshal(pos); err != nil {
		t.Fatal(err)
	}
	var twin kanban.GameState
	if err := json.Unmarshal(b, &twin); err != nil {
		t.Fatalf("the twin position is refused: %v", err)
	}
	if twin == s {
		t.Fatal("the twin is the same position")
	}
	return twin
}

// help lists every command; board draws the table again.
func TestHelpAndBoard(t *testing.T) {
	g, out := newTestSession(t, testOptions(2, 1))
	g.command("help")
	for _, c := range []string{"board", "undo", "save FILE", "load FILE", "quit"} {
		if !strings.Contains(out.String(), c) {
			t.Errorf("help does not list %s", c)
		}
	}
	g.showDecision()
	out.Reset()
	g.command("board")
	g.showDecision()
	if !strings.Contains(out.String(), "== Kanban EV") || !strings.Contains(out.String(), "Your decision") {
		t.Errorf("board did not draw the table and the options:\n%s", out.String())
	}
}

// Every option line, in the list of all options and of one kind, fits 80
// columns, broken at the spaces between words and never inside one, its
// notation kept whole where a line holds it, the lines after the first
// indented; joined again,
// its lines say what the one long line said.
func TestOptionLinesWrapAtWords(t *testing.T) {
	g, out := newTestSession(t, testOptions(4, 21))
	r := rand.New(rand.NewPCG(1, 2))
	wrapped := 0
	for range 300 {
		if g.s.IsOver() {
			break
		}
		for _, list := range []func(){g.listOptions, func() { g.listKind(g.s.LegalActions()[0].Kind, "") }} {
			out.Reset()
			list()
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			var options [][]string // each option's lines
			for _, l := range lines {
				switch {
				case regexp.MustCompile(`^ *\d+\. `).MatchString(l):
					options = append(options, []string{l})
				case strings.HasPrefix(l, "      ") && len(options) > 0:
					options[len(options)-1] = append(options[len(options)-1], l)
				default:
					continue // the decision's line
				}
				require.LessOrEqual(t, utf8.RuneCountInString(l), screenWidth, "an option's line too wide:\n%s", l)
			}
			legal := g.s.LegalActions()
			for _, o := range options {
				n, err := strconv.Atoi(strings.TrimSpace(strings.SplitN(o[0], ".", 2)[0]))
				require.NoError(t, err)
				a := legal[n-1]
				desc, err := g.s.Describe(a)
				require.NoError(t, err)
				joined := strings.Join(strings.Fields(strings.Join(o, " ")), " ")
				require.True(t, strings.HasPrefix(joined, fmt.Sprintf("%d. %s", n, desc)), "option %d reads %q, not %q", n, joined, desc)
				require.True(t, strings.HasSuffix(joined, notation(a)), "option %d reads %q, without its notation at the end", n, joined)
				if len(a.String())+6 <= screenWidth {
					require.True(t, slices.ContainsFunc(o, func(l string) bool { return strings.Contains(l, notation(a)) }), "option %d's notation is cut: %q", n, o)
				}
				if len(o) > 1 {
					wrapped++
				}
			}
		}
		step(t, g, fmt.Sprint(1+r.IntN(len(g.s.LegalActions()))))
	}
	require.Positive(t, wrapped, "no option was longer than a line")
}

// quit asks whether to save the game first: a file name saves its record
// there, which plays back to the game left; Enter, "no" or the input's end
// leave without; "yes" asks for the name; a save that fails asks again.
func TestQuitOffersToSave(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, in string
		file     string // the file saved, or ""
		says     []string
	}{
		{"a file name", "1\nquit\n" + filepath.Join(dir, "a.txt") + "\n", "a.txt", []string{"saved 2 actions to"}},
		{"yes, then a name", "quit\nyes\n" + filepath.Join(dir, "b.txt") + "\n", "b.txt", []string{"the file's name, please", "saved 0 actions to"}},
		{"a failed save, then Enter", "quit\n" + filepath.Join(dir, "no-such-dir", "c.txt") + "\n\n", "", []string{"cannot save: ", "\nsave to> bye"}},
		{"Enter", "quit\n\n", "", nil},
		{"no", "exit\nno\n", "", nil},
		{"the input's end", "quit\n", "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			g, err := newSession(testOptions(2, 1), strings.NewReader(tc.in), &out, false)
			require.NoError(t, err)
			require.NoError(t, g.run())
			text := out.String()
			require.Contains(t, text, "Save the game before leaving? Type a file name to save its record there, or press Enter to leave without saving.\nsave to> ")
			require.True(t, strings.HasSuffix(text, "bye; the game is not finished\n"), "%q", tail(text, 200))
			for _, want := range tc.says {
				require.Contains(t, text, want)
			}
			if tc.file == "" {
				require.NotContains(t, text, "saved ")
				return
			}
			b, err := os.ReadFile(filepath.Join(dir, tc.file))
			require.NoError(t, err)
			rec, err := kanban.ParseRecord(string(b))
			require.NoError(t, err)
			s, _, err := rec.Play()
			require.NoError(t, err)
			require.Equal(t, g.s, s, "the record plays back to the game left")
		})
	}
}

// run ends on quit and at the end of the input, the game unfinished.
func TestRunEnds(t *testing.T) {
	for in, want := range map[string]string{"quit\n": "bye", "1\n": "input ended"} {
		var out bytes.Buffer
		g, err := newSession(testOptions(2, 1), strings.NewReader(in), &out, false)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.run(); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), want) {
			t.Errorf("%q: no %q in %q", in, want, tail(out.String(), 200))
		}
	}
}

// The terminal names the edition in play and, for one with placeholder
// values, says how many tables hold them and where to read which.
func TestEditionNamed(t *testing.T) {
	other, err := editionfile.Load("../../testdata/edition-other.json")
	require.NoError(t, err)
	for _, c := range []struct {
		ed   kanban.Edition
		want string
	}{
		{kanban.Edition{}, "Edition: the built-in edition; 23 of its tables hold placeholder values,\nnot the printed ones: docs/components.md says which; -edition FILE plays yours."},
		{other, `Edition: the edition "other".`},
	} {
		require.Equal(t, c.want, editionLine(c.ed))
		for _, l := range strings.Split(c.want, "\n") {
			require.LessOrEqual(t, len([]rune(l)), screenWidth)
		}
	}
}
