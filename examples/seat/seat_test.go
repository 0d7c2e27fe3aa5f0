package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// pipebot is the path of testdata/pipebot, built once for the tests; ""
// when it could not be built, and why in noPipebot.
var pipebot, noPipebot string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "seat-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if goTool, err := exec.LookPath("go"); err != nil {
		noPipebot = "no go command to build testdata/pipebot: " + err.Error()
	} else {
		bin := filepath.Join(dir, "pipebot")
		if out, err := exec.Command(goTool, "build", "-o", bin, "./testdata/pipebot").CombinedOutput(); err != nil {
			noPipebot = fmt.Sprintf("building testdata/pipebot: %v\n%s", err, out)
		} else {
			pipebot = bin
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// needPipebot skips a test when pipebot could not be built.
func needPipebot(t *testing.T) {
	t.Helper()
	if pipebot == "" {
		t.Skip(noPipebot)
	}
}

// session plays a session of seat's flags and returns its games, what it
// printed and the programs' standard error.
func session(t *testing.T, args ...string) ([]game, string, string) {
	t.Helper()
	c, err := parseFlags(args, io.Discard)
	require.NoError(t, err)
	var out, stderr bytes.Buffer
	games, err := playSession(c, &out, &stderr)
	require.NoError(t, err, "%s", out.String())
	require.Len(t, games, c.Games)
	return games, out.String(), stderr.String()
}

// checkGame checks that a game was played to its end and that nothing of
// it is lost: its log replays, checked, to the same state, and so does its
// record.
func checkGame(t *testing.T, gm game) {
	t.Helper()
	require.True(t, gm.State.IsOver())
	again, err := kanban.Replay(gm.Log)
	require.NoError(t, err)
	require.True(t, again == gm.State, "the log replays to another state")
	rec, err := kanban.RecordOf(gm.Log)
	require.NoError(t, err)
	parsed, err := kanban.ParseRecord(rec.String())
	require.NoError(t, err)
	played, _, err := parsed.Play()
	require.NoError(t, err)
	require.True(t, played == gm.State, "the record plays to another state")
}

// programOf returns the one program seat of a game.
func programOf(t *testing.T, gm game) *programSeat {
	t.Helper()
	for _, s := range gm.Seats {
		if s.Program != nil {
			return s.Program
		}
	}
	t.Fatal("no program seat")
	return nil
}

// No test here depends on how fast the machine is: a program's answers
// given at once have a roomy time limit, far beyond their time, and the
// slow program's short one is still far beyond it, its late answers late
// because it waits for the host's refusal, never by sleeping.
const (
	roomy = "1m"
	short = "1s"
)

// A program that answers well plays every decision of its seat, and its
// game is the same every time.
func TestGoodProgram(t *testing.T) {
	needPipebot(t)
	t.Parallel()
	args := []string{"-cmd", pipebot + " -mode good", "-bots", "greedy", "-limit", roomy, "-seed", "3"}
	games, out, stderr := session(t, args...)
	gm := games[0]
	checkGame(t, gm)
	ps := programOf(t, gm)
	require.Positive(t, ps.decisions)
	require.Zero(t, ps.refused)
	require.Zero(t, ps.byFallback)
	require.Empty(t, ps.out)
	require.Contains(t, out, "every answer taken")
	require.Contains(t, stderr, "pipebot: red placed", "the program's standard error is passed through")

	again, _, _ := session(t, args...)
	require.True(t, gm.State == again[0].State, "the same seed played another game")
	require.Equal(t, gm.Log, again[0].Log)
}

// A program that misbehaves now and then has each bad answer refused, and
// told so; the fallback plays those decisions, the program the others,
// and the game is played to its end with nothing lost.
func TestMisbehavingPrograms(t *testing.T) {
	needPipebot(t)
	for _, c := range []struct {
		mode    string
		every   int
		reasons []string
	}{
		{"garbage", 7, []string{"bad-answer"}},
		{"illegal", 7, []string{"illegal", "unknown-id"}},
		{"slow", 80, []string{"late"}},
	} {
		t.Run(c.mode, func(t *testing.T) {
			t.Parallel()
			limit := roomy
			if c.mode == "slow" {
				limit = short // each late answer costs the host a limit
			}
			games, out, stderr := session(t, "-cmd", pipebot+" -mode "+c.mode+" -every "+strconv.Itoa(c.every), "-bots", "random", "-limit", limit)
			gm := games[0]
			checkGame(t, gm)
			ps := programOf(t, gm)
			require.Equal(t, ps.decisions/c.every, ps.refused, "every %d-th answer is refused", c.every)
			require.Equal(t, ps.refused, ps.byFallback)
			require.Empty(t, ps.out, "never %d refusals in a row", ps.refused)
			for _, reason := range c.reasons {
				require.Contains(t, out, "refused ("+reason+")")
				require.Contains(t, stderr, "refused: "+reason, "the program is told")
			}
			require.Len(t, regexp.MustCompile(`refused \(`).FindAllString(out, -1), ps.refused, "each refusal is reported")
			require.Len(t, regexp.MustCompile(`pipebot: answer \d+ refused`).FindAllString(stderr, -1), ps.refused)
			if c.mode == "slow" {
				// The last late line may come after the game's end.
				require.GreaterOrEqual(t, ps.discarded, ps.refused-1, "the late lines are discarded")
				require.LessOrEqual(t, ps.discarded, ps.refused)
			}
		})
	}
}

// A program that exits mid-game has the fallback play its seat for the
// rest of the game, and of the session.
func TestProgramExits(t *testing.T) {
	needPipebot(t)
	t.Parallel()
	games, out, _ := session(t, "-cmd", pipebot+" -mode exit -every 30", "-bots", "random", "-limit", roomy, "-games", "2")
	checkGame(t, games[0])
	ps := programOf(t, games[0])
	require.Zero(t, ps.refused)
	require.Equal(t, ps.decisions-29, ps.byFallback, "the program played its first 29 decisions")
	require.Contains(t, ps.out, "its output ended")
	require.Contains(t, out, "the fallback plays red for the rest of the game")

	checkGame(t, games[1])
	ps = programOf(t, games[1])
	require.Equal(t, ps.decisions, ps.byFallback, "a program gone is not asked again")
	require.NotEmpty(t, ps.out)
}

// A program whose answers keep being refused loses its seat to the
// fallback for the rest of the game, and is asked again in the next.
func TestStrikes(t *testing.T) {
	needPipebot(t)
	t.Parallel()
	games, out, _ := session(t, "-cmd", pipebot+" -mode garbage -every 1", "-bots", "random", "-limit", roomy, "-games", "2", "-strikes", "4")
	for _, gm := range games {
		checkGame(t, gm)
		ps := programOf(t, gm)
		require.Equal(t, 4, ps.refused)
		require.Equal(t, ps.decisions, ps.byFallback)
		require.Equal(t, "4 answers in a row were refused", ps.out)
	}
	require.Equal(t, 2, strings.Count(out, "4 answers in a row were refused; the fallback plays"))
	require.Contains(t, out, "game 2, seed")
}

// Two seats of one program are two processes; seats rotate from game to
// game, and each game's record is written to a file of its own.
func TestSeatsAndRecords(t *testing.T) {
	needPipebot(t)
	t.Parallel()
	dir := t.TempDir()
	games, out, _ := session(t, "-cmd", pipebot, "-seats", "2", "-bots", "random", "-limit", roomy, "-games", "3", "-log", filepath.Join(dir, "game.txt"))
	for g, gm := range games {
		checkGame(t, gm)
		require.Len(t, gm.Seats, 3)
		want := []string{pipebot + " #1", pipebot + " #2", "random"}
		for s, st := range gm.Seats {
			require.Equal(t, want[(s+g)%3], st.Entry, "game %d seat %d", g+1, s)
		}
		file := filepath.Join(dir, fmt.Sprintf("game-%d.txt", g+1))
		require.Equal(t, file, gm.Record)
		text, err := os.ReadFile(file)
		require.NoError(t, err)
		rec, err := kanban.ParseRecord(string(text))
		require.NoError(t, err)
		s, _, err := rec.Play()
		require.NoError(t, err)
		require.True(t, s == gm.State, "game %d's record plays to another end", g+1)
		require.Contains(t, out, "record in "+file)
	}
}

// A program's standard error is told by the colour it played when it
// wrote, in every game of a session: each program keeps its colour while
// the seats rotate, so that the lines it writes as one game ends (its
// place) and the next begins cannot be put under another colour, however
// late the host reads them.
func TestStderrColourInEveryGame(t *testing.T) {
	needPipebot(t)
	t.Parallel()
	var stderr bytes.Buffer
	c, err := parseFlags([]string{"-cmd", pipebot, "-seats", "3", "-bots", "random", "-limit", roomy, "-games", "4"}, io.Discard)
	require.NoError(t, err)
	games, err := playSession(c, io.Discard, &stderr)
	require.NoError(t, err)

	colours := map[string]kanban.Color{} // each entry's colour in the first game
	for g, gm := range games {
		for s, st := range gm.Seats {
			require.Equal(t, (s+g)%4, slices.Index([]string{pipebot + " #1", pipebot + " #2", pipebot + " #3", "random"}, st.Entry),
				"game %d seat %d: the seats rotate", g+1, s)
			if g == 0 {
				colours[st.Entry] = st.Color
			}
			require.Equal(t, colours[st.Entry], st.Color, "game %d: %s plays another colour", g+1, st.Entry)
		}
	}

	placed := regexp.MustCompile(`(?m)^(\w+)\| pipebot: (\w+) placed \d$`)
	lines := placed.FindAllStringSubmatch(stderr.String(), -1)
	require.Len(t, lines, 3*4, "each program's place in each game:\n%s", stderr.String())
	for _, m := range lines {
		require.Equal(t, m[2], m[1], "a program that played %s is prefixed %s|", m[2], m[1])
	}
}

// A program that takes longer than -limit to start still has its first
// hello taken, within -startup; the hello says -limit, the limit of every
// later answer. With no more time to start than -limit, the hello is
// refused as late, and the game goes on.
func TestSlowStart(t *testing.T) {
	needPipebot(t)
	for _, c := range []struct {
		startup string
		refused bool
	}{
		{roomy, false},
		{short, true},
	} {
		t.Run("startup "+c.startup, func(t *testing.T) {
			t.Parallel()
			// The program sleeps twice the limit before it reads its first
			// line: late for -limit whatever the machine's speed, and far
			// within the roomy start-up.
			games, out, stderr := session(t, "-cmd", pipebot+" -mode slowstart -sleep 2s", "-bots", "random",
				"-limit", short, "-startup", c.startup)
			checkGame(t, games[0])
			require.Contains(t, stderr, "red| pipebot: hello 1, limit_ms 1000", "the hello names -limit")
			ps := programOf(t, games[0])
			if !c.refused {
				require.Zero(t, ps.refused, "%s", out)
				require.NotContains(t, out, "refused")
				return
			}
			require.Contains(t, out, "red: answer to message 1 refused (late)")
			require.Contains(t, stderr, "red| pipebot: answer 1 refused: late", "the program is told")
		})
	}
}

// A program's standard error, written in pieces and a lot of it while the
// host writes its results, never breaks into the host's lines: with both
// streams going to one place, every line is either a whole line of the
// host's or a whole line of a program's, after its colour, and each
// result table's rows follow one another.
func TestStderrLines(t *testing.T) {
	needPipebot(t)
	t.Parallel()
	var both bytes.Buffer
	require.NoError(t, run([]string{"-cmd", pipebot + " -mode chatty", "-seats", "2", "-bots", "random", "-limit", roomy, "-games", "2"}, &both, &both))
	program := regexp.MustCompile(`^(red|blue|yellow)\| pipebot: (decision \d+, choosing \d+|chatting at the end, line \d+ of 200|(red|blue|yellow) placed \d)$`)
	host := regexp.MustCompile(`^(game \d+, seed \d+: .*|game \d+ over after \d+ actions; its log of \d+ events replays to the same end|  \d  (red|blue|yellow)  .*\d+ PP.*)$`)
	row := regexp.MustCompile(`^  \d  (red|blue|yellow)  `)
	lines := strings.Split(strings.TrimSuffix(both.String(), "\n"), "\n")
	chats, tables := 0, 0
	for i, l := range lines {
		switch {
		case program.MatchString(l):
			chats++
		case host.MatchString(l):
			if strings.Contains(l, " over after ") {
				tables++
				require.Greater(t, len(lines), i+3)
				for _, r := range lines[i+1 : i+4] {
					require.Regexp(t, row, r, "the result table is broken:\n%s", strings.Join(lines[i:i+4], "\n"))
				}
			}
		default:
			t.Fatalf("line %d is neither the host's nor a program's: %q", i+1, l)
		}
	}
	require.Equal(t, 2, tables)
	require.Greater(t, chats, 4*200, "every line of the programs' is there")
}

// The bot in Python of PROTOCOL.md plays a whole game, every answer
// taken, the same every time.
func TestPythonBot(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3 on PATH to run PROTOCOL.md's bot in Python")
	}
	t.Parallel()
	doc, err := os.ReadFile("../../PROTOCOL.md")
	require.NoError(t, err)
	m := regexp.MustCompile("(?s)```python\n(.*?)```").FindSubmatch(doc)
	require.NotNil(t, m, "PROTOCOL.md has a bot in Python")
	require.LessOrEqual(t, bytes.Count(m[1], []byte("\n")), 15, "a bot in 15 lines")
	bot := filepath.Join(t.TempDir(), "mybot.py")
	require.NoError(t, os.WriteFile(bot, m[1], 0o644))

	args := []string{"-cmd", python + " " + bot, "-bots", "greedy", "-limit", roomy}
	games, out, _ := session(t, args...)
	checkGame(t, games[0])
	ps := programOf(t, games[0])
	require.Zero(t, ps.refused, "%s", out)
	require.Zero(t, ps.byFallback)
	again, _, _ := session(t, args...)
	require.True(t, games[0].State == again[0].State, "the Python bot's seeded choices played another game")
}

// run prints the games, writes the record asked for, and fails when a
// program cannot start.
func TestRun(t *testing.T) {
	needPipebot(t)
	t.Parallel()
	file := filepath.Join(t.TempDir(), "game.txt")
	var out, stderr bytes.Buffer
	require.NoError(t, run([]string{"-cmd", pipebot, "-limit", roomy, "-log", file, "-moves"}, &out, &stderr))
	require.Contains(t, out.String(), "game 1, seed ")
	require.Contains(t, out.String(), "    red cert-space space-", "-moves prints every action")
	require.Regexp(t, `game 1 over after \d+ actions; its log of \d+ events replays to the same end; record in `, out.String())
	text, err := os.ReadFile(file)
	require.NoError(t, err)
	_, err = kanban.ParseRecord(string(text))
	require.NoError(t, err)

	err = run([]string{"-cmd", filepath.Join(t.TempDir(), "no-such-program")}, io.Discard, io.Discard)
	require.ErrorContains(t, err, "starting")
}

// Flags: the players, the defaults, and each mistake named.
func TestFlags(t *testing.T) {
	c, err := parseFlags([]string{"-cmd", "python3 bot.py --fast", "-cmd", "./other", "-bots", "random,ismcts:50"}, io.Discard)
	require.NoError(t, err)
	require.Len(t, c.Entries, 4)
	require.Equal(t, []string{"python3", "bot.py", "--fast"}, c.Entries[0].Command)
	require.Equal(t, "./other", c.Entries[1].Name)
	require.Nil(t, c.Entries[3].Command)
	require.NotNil(t, c.Entries[3].bot(1))
	require.Equal(t, 1, c.Games)
	require.Equal(t, 3, c.Strikes)
	require.Equal(t, "1s", c.Limit.String())
	require.Equal(t, "10s", c.Startup.String())

	c, err = parseFlags([]string{"-cmd", "./bot", "-seats", "3", "-bots", "random"}, io.Discard)
	require.NoError(t, err)
	require.Equal(t, []string{"./bot #1", "./bot #2", "./bot #3", "random"}, []string{c.Entries[0].Name, c.Entries[1].Name, c.Entries[2].Name, c.Entries[3].Name})
	c, err = parseFlags([]string{"-cmd", "./a", "-cmd", "./b", "-bots", ""}, io.Discard)
	require.NoError(t, err, "two programs alone")
	require.Len(t, c.Entries, 2)

	// The budgets and workers of ismcts and learned, which is ismcts with
	// the learnt rollout policy.
	for _, c := range []struct {
		item    string
		want    bots.ISMCTS
		learned bool
	}{
		{"ismcts", bots.ISMCTS{Iterations: bots.DefaultIterations}, false},
		{"ismcts:300", bots.ISMCTS{Iterations: 300}, false},
		{"ismcts:50ms", bots.ISMCTS{Duration: 50 * time.Millisecond}, false},
		{"ismcts:w2", bots.ISMCTS{Iterations: bots.DefaultIterations, Workers: 2}, false},
		{"ismcts:300:w3", bots.ISMCTS{Iterations: 300, Workers: 3}, false},
		{"ismcts:w2:5ms", bots.ISMCTS{Duration: 5 * time.Millisecond, Workers: 2}, false},
		{"learned", bots.ISMCTS{Iterations: bots.DefaultIterations}, true},
		{"learned:300", bots.ISMCTS{Iterations: 300}, true},
		{"learned:100ms", bots.ISMCTS{Duration: 100 * time.Millisecond}, true},
		{"learned:500:w2", bots.ISMCTS{Iterations: 500, Workers: 2}, true},
	} {
		cfg, err := parseFlags([]string{"-cmd", "./bot", "-bots", c.item}, io.Discard)
		require.NoError(t, err, c.item)
		b, ok := cfg.Entries[1].bot(1).(*bots.ISMCTS)
		require.True(t, ok, c.item)
		require.Equal(t, c.want.Iterations, b.Iterations, c.item)
		require.Equal(t, c.want.Duration, b.Duration, c.item)
		require.Equal(t, c.want.Workers, b.Workers, c.item)
		require.Equal(t, c.learned, b.Policy != nil, "%s: a learnt rollout policy", c.item)
	}

	// The messages name the kinds from the table.
	_, err = parseFlags([]string{"-cmd", "./bot", "-bots", "clever"}, io.Discard)
	require.ErrorContains(t, err, `unknown bot "clever" (want random, greedy, ismcts, learned or neural)`)
	_, err = parseFlags([]string{"-cmd", "./bot", "-bots", "greedy:5"}, io.Discard)
	require.ErrorContains(t, err, `"greedy:5": greedy takes no budget, only ismcts, learned or neural`)

	for _, bad := range [][]string{
		{},
		{"-cmd", "./bot", "-bots", "ismcts:w0"},
		{"-cmd", "./bot", "-bots", "ismcts:w2:w2"},
		{"-cmd", "./bot", "-bots", "ismcts:300:50ms"},
		{"-cmd", "./bot", "-bots", "ismcts:-5ms"},
		{"-cmd", "./bot", "-bots", "ismcts:"},
		{"-cmd", "./bot", "-bots", "greedy:w2"},
		{"-cmd", ""},
		{"-cmd", "./bot", "-bots", ""},
		{"-cmd", "./bot", "-seats", "4"},
		{"-cmd", "./bot", "-bots", "clever"},
		{"-cmd", "./bot", "-bots", "greedy:5"},
		{"-cmd", "./bot", "-bots", "ismcts:0"},
		{"-cmd", "./bot", "-bots", "learned:0"},
		{"-cmd", "./bot", "-bots", "learned:w0"},
		{"-cmd", "./bot", "-bots", "learned:300:50ms"},
		{"-cmd", "./bot", "-bots", "learned:fast"},
		{"-cmd", "./bot", "-games", "0"},
		{"-cmd", "./bot", "-limit", "0s"},
		{"-cmd", "./bot", "-startup", "0s"},
		{"-cmd", "./bot", "-strikes", "0"},
		{"-cmd", "./bot", "-seats", "-1"},
		{"-cmd", "./bot", "bot.py"},
	} {
		var w bytes.Buffer
		_, err := parseFlags(bad, &w)
		require.Error(t, err, "%q", bad)
		require.Empty(t, w.String(), "%q", bad)
	}
	var w bytes.Buffer
	_, err = parseFlags([]string{"-h"}, &w)
	require.ErrorIs(t, err, flag.ErrHelp)
	require.Contains(t, w.String(), "-cmd")
}

// The record files of a session: the name itself for one game, numbered
// before the extension for several.
func TestRecordFile(t *testing.T) {
	require.Equal(t, "g.txt", recordFile("g.txt", 1, 1))
	require.Equal(t, "dir/g-2.txt", recordFile("dir/g.txt", 2, 3))
	require.Equal(t, "game-10", recordFile("game", 10, 12))
}
