package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// The compact view of every decision of a 4-player game, from day 2 to
// the end, with what changed before it and the prompt, fits a terminal
// of 80×24; so does each decision's screen of a solo game.
func TestCompactFits(t *testing.T) {
	solo := soloOptions(t, 5)
	for _, tc := range []struct {
		name string
		o    options
	}{
		{"4 players", testOptions(4, 21)},
		{"4 players, another deal", testOptions(4, 22)},
		{"solo", solo},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.View = viewCompact
			g, out := newTestSession(t, tc.o)
			r := rand.New(rand.NewPCG(9, 10))
			screens, grouped, withChanges := 0, 0, 0
			for !g.s.IsOver() {
				out.Reset()
				g.showDecision()
				screen := out.String() + "> "
				if g.s.Day() >= 2 {
					screens++
					lines := strings.Split(screen, "\n")
					require.LessOrEqual(t, len(lines), screenHeight, "day %d, %d options:\n%s", g.s.Day(), len(g.s.LegalActions()), screen)
					for _, l := range lines {
						require.LessOrEqual(t, utf8.RuneCountInString(l), screenWidth, "a line too wide:\n%s", l)
					}
					require.Contains(t, screen, "Your decision: ")
					require.Regexp(t, `^\nDay \d+, week \d+`, screen)
					if strings.Contains(screen, "options: type a kind") {
						grouped++
					}
					if strings.Contains(screen, "Since your last decision:") {
						withChanges++
					}
				}
				step(t, g, fmt.Sprint(1+r.IntN(len(g.s.LegalActions()))))
			}
			require.Positive(t, screens)
			require.Positive(t, grouped, "no decision had too many options for a line each")
			require.Positive(t, withChanges, "no decision listed what changed")
		})
	}
}

// With more options than lines, the compact view lists them by kind,
// each option's number and fields; every number is there while the kinds
// have room.
func TestCompactGroupsOptions(t *testing.T) {
	g, _ := newTestSession(t, testOptions(2, 4))
	r := rand.New(rand.NewPCG(3, 3))
	for len(g.s.LegalActions()) < 30 {
		step(t, g, fmt.Sprint(1+r.IntN(len(g.s.LegalActions()))))
	}
	var out bytes.Buffer
	listCompact(&out, style{}, g.s, 12)
	text := out.String()
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	require.LessOrEqual(t, len(lines), 12, text)
	require.Contains(t, text, fmt.Sprintf("%d options: type a kind", len(g.s.LegalActions())))
	legal := g.s.LegalActions()
	first := legal[0]
	require.Contains(t, lines[0], first.Kind.String())
	require.Contains(t, lines[0], "1 "+fields(first))
}

// What changed between two Views: a line for each player something
// happened to, what changed on their board first, then the kinds of their
// actions; a line for the table; nothing when nothing changed.
func TestChanges(t *testing.T) {
	board := func(c kanban.Color, pp int) kanban.PlayerBoard {
		return kanban.PlayerBoard{Color: c, PP: pp, Workstation: kanban.NoWorkstation}
	}
	view := func(boards ...kanban.PlayerBoard) kanban.View {
		return kanban.View{Viewer: kanban.Red, Day: 3, Sandra: kanban.NoWorkstation, Players: boards}
	}
	before := view(board(kanban.Red, 15), board(kanban.Blue, 15), board(kanban.Yellow, 15))
	blue := board(kanban.Blue, 18)
	blue.Workstation = kanban.WorkstationOf(components.Logistics, true)
	blue.Parts[components.Battery] = 2
	blue.Training[components.Logistics] = 2
	red := board(kanban.Red, 9)
	after := view(red, blue, board(kanban.Yellow, 15))
	after.Day, after.PaceCar = 4, 3
	after.Sandra = kanban.WorkstationOf(components.RnD, false)

	for _, tc := range []struct {
		name          string
		before, after kanban.View
		acts          map[kanban.Color][]string
		want          []string
	}{
		{"nothing", before, before, nil, nil},
		{"too much for a line", before, view(board(kanban.Red, 15), board(kanban.Blue, 15), board(kanban.Yellow, 15)),
			map[kanban.Color][]string{kanban.Blue: slices.Repeat([]string{"recycle"}, 12)}, []string{
				"  blue    recycle, recycle, recycle, recycle, recycle, recycle, recycle, recycl…",
			}},
		{"a day", before, after, map[kanban.Color][]string{kanban.Blue: {"collect"}, kanban.Yellow: {"end-turn"}}, []string{
			"  you     -6 PP",
			"  blue    +3 PP, to logistics-bottom, logistics 0→2, +2 battery · collect",
			"  yellow  end-turn",
			"  table   day 4, Sandra at rnd-top, Pace Car to space 3",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := changes(tc.before, tc.after, tc.acts, style{})
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("changes (-want +got):\n%s", diff)
			}
		})
	}
}

// In a game, what changed is listed before the user's decision once the
// others have acted: each of them who acted, with the PP they gained or
// lost; after the user's own action, with nobody else acting, nothing of
// the others but what it did to them.
func TestChangesInAGame(t *testing.T) {
	g, out := newTestSession(t, testOptions(3, 8))
	r := rand.New(rand.NewPCG(4, 4))
	checked := 0
	for range 200 {
		if g.s.IsOver() {
			break
		}
		before := g.s.View(g.user)
		n := len(g.log)
		step(t, g, fmt.Sprint(1+r.IntN(len(g.s.LegalActions()))))
		acted := map[kanban.Color]bool{}
		for _, e := range g.log[n:] {
			if e.Kind == kanban.EvActed && e.Player != g.user {
				acted[e.Player] = true
			}
		}
		out.Reset()
		g.showDecision()
		text := out.String()
		if len(acted) == 0 {
			continue
		}
		checked++
		require.Contains(t, text, "Since your last decision:")
		after := g.s.View(g.user)
		for c := range acted {
			line := regexp.MustCompile(`(?m)^  ` + c.String() + ` +(.*)$`).FindStringSubmatch(text)
			require.NotNil(t, line, "no line for %s, who acted:\n%s", c, text)
			was := slices.IndexFunc(before.Players, func(b kanban.PlayerBoard) bool { return b.Color == c })
			if d := after.Players[was].PP - before.Players[was].PP; d != 0 {
				require.Contains(t, line[1], fmt.Sprintf("%+d PP", d))
			}
		}
	}
	require.Positive(t, checked)
}

// The user's own action is told, as the others' are: notation and
// description.
func TestOwnActionTold(t *testing.T) {
	g, out := newTestSession(t, testOptions(2, 1))
	a := g.s.LegalActions()[0]
	desc, err := g.s.Describe(a)
	require.NoError(t, err)
	out.Reset()
	g.command("1")
	require.Contains(t, out.String(), "  you     "+notation(a)+": "+desc+"\n")
}

// A kind alone lists its options; a kind that is a whole action, such
// as end-turn, is taken.
func TestKindAlone(t *testing.T) {
	g, _ := newTestSession(t, testOptions(2, 1))
	r := rand.New(rand.NewPCG(1, 1))
	for g.s.Next().Kind != kanban.DecideWork {
		step(t, g, fmt.Sprint(1+r.IntN(len(g.s.LegalActions()))))
	}
	var out bytes.Buffer
	g.out = &out
	var trains []int
	for i, a := range g.s.LegalActions() {
		if a.Kind == kanban.ActTrain {
			trains = append(trains, i+1)
		}
	}
	require.NotEmpty(t, trains)
	s := g.s
	g.command("train")
	require.Equal(t, s, g.s, "a kind alone is not an action")
	require.Len(t, strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n"), len(trains), out.String())
	require.Contains(t, out.String(), fmt.Sprintf("%4d. ", trains[0]))
	g.command("end-turn")
	require.NotEqual(t, s, g.s, "end-turn is a whole action")
}

// The table command draws the whole table in the compact view; view
// switches between the two.
func TestTableAndViewCommands(t *testing.T) {
	o := testOptions(2, 1)
	o.View = viewCompact
	g, out := newTestSession(t, o)
	g.showDecision()
	require.NotContains(t, out.String(), "== Kanban EV")
	out.Reset()
	g.command("table")
	g.showDecision()
	require.Contains(t, out.String(), "== Kanban EV")
	out.Reset()
	g.command("view full")
	g.showDecision()
	require.Contains(t, out.String(), "  red cert-space space-0", "the full list with the notation")
	require.False(t, g.compact)
	g.command("view compact")
	require.True(t, g.compact)
}

// The compact view is the default in a terminal too small for the table,
// and -view chooses either.
func TestChooseView(t *testing.T) {
	for _, tc := range []struct {
		cols, rows int
		want       view
	}{
		{80, 24, viewCompact},
		{200, 40, viewCompact},
		{90, 100, viewCompact},
		{120, 70, viewFull},
		{0, 0, viewFull},
	} {
		require.Equal(t, tc.want, viewFor(tc.cols, tc.rows), "%d×%d", tc.cols, tc.rows)
	}
	var buf bytes.Buffer
	require.Equal(t, viewFull, chooseView(viewAuto, &buf), "output that is not a terminal gets the whole table")
	require.Equal(t, viewCompact, chooseView(viewCompact, &buf))

	o, err := parseFlags([]string{"-view", "compact"}, nil)
	require.NoError(t, err)
	require.Equal(t, viewCompact, o.View)
	o, err = parseFlags(nil, nil)
	require.NoError(t, err)
	require.Equal(t, viewAuto, o.View)
	_, err = parseFlags([]string{"-view", "tiny"}, nil)
	require.ErrorContains(t, err, `-view: "tiny" is not a view`)
}

// Counts are written in the singular for 1; clip cuts to the width,
// escapes not counted.
func TestCountAndClip(t *testing.T) {
	for n, want := range map[int]string{0: "0 Shifts", 1: "1 Shift", 2: "2 Shifts"} {
		require.Equal(t, want, count(n, "Shift"))
	}
	require.Equal(t, "1 pass", count(1, "pass"))
	require.Equal(t, "3 passes", count(3, "pass"))
	require.Equal(t, "abc", clip("abc", 3))
	require.Equal(t, "ab…", clip("abcd", 3))
	painted := style{color: true}.head("abcdef")
	require.Equal(t, 4, visible(clip(painted, 4)))
	require.True(t, strings.HasSuffix(clip(painted, 4), "…\x1b[0m"))
}

// Both views say where Sandra evaluates next (View.SandraNext) and what it
// would do to each player now: the compact view in a line, "safe" for
// whoever it spares; the full one with what she counts and whom she does
// not evaluate; nothing once the game is over.
func TestSandraNext(t *testing.T) {
	logisticsTop := kanban.WorkstationOf(components.Logistics, false)
	v := kanban.View{Viewer: kanban.Red, Day: 2, Sandra: kanban.NoWorkstation, Turn: kanban.TurnInfo{Player: kanban.NoColor}, RoomGoal: kanban.NoGoal, SandraNext: kanban.SandraForecast{
		Day: 3, Dept: components.Logistics, Workstation: logisticsTop, Measure: components.MeasureStoredParts, Space: 1,
		Players: []kanban.SandraRisk{
			{Player: kanban.Red, Space: 1, Count: 1, Evaluated: true, Applies: true, PP: -2},
			{Player: kanban.Blue, Space: 1, Count: 4, Evaluated: true},
			{Player: kanban.Yellow, Space: 3, Count: 0},
			{Player: kanban.Purple, Space: 1, Count: 0, Evaluated: true, Applies: true},
		},
	}}
	for _, c := range []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple} {
		v.Players = append(v.Players, kanban.PlayerBoard{Color: c, Workstation: kanban.NoWorkstation, CertSpace: -1})
	}
	var compact, full bytes.Buffer
	drawCompact(&compact, v, style{})
	require.Contains(t, compact.String(), "\nSandra   day 3 at logistics-top (if she chose now): you -2 PP, blue safe\n"+
		"         yellow safe, purple caught, 0 PP\n")
	drawTable(&full, v, style{})
	require.Contains(t, full.String(), "\nSandra next    day 3 at logistics-top (if she chose now), penalizing the least progress on the logistics track (space 1), counting parts in storage:\n"+
		"               red (you) -2 PP, blue safe, yellow not evaluated, purple caught, 0 PP\n")

	// At her desk, where she stands already, on her reward side.
	v.SandraNext.Workstation, v.SandraNext.Placed, v.SandraNext.Reward = kanban.NoWorkstation, true, true
	v.SandraNext.Players = []kanban.SandraRisk{{Player: kanban.Red, Space: 4, Count: 3, Evaluated: true, Applies: true, PP: 2}}
	compact.Reset()
	drawCompact(&compact, v, style{})
	require.Contains(t, compact.String(), "\nSandra   day 3 at her desk: you +2 PP\n")

	// The game is over.
	v.SandraNext = kanban.SandraForecast{}
	compact.Reset()
	drawCompact(&compact, v, style{})
	require.NotContains(t, compact.String(), "Sandra")
}
