package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/examples/internal/botspec"
	"github.com/kanbanev/kanban/examples/internal/gamedb"
	"github.com/kanbanev/kanban/examples/internal/pgtest"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain lets the test binary run as the tournament command itself, for
// the tests that kill a worker process: KANBAN_TOURNAMENT_ARGS holds its
// arguments, as a JSON list.
func TestMain(m *testing.M) {
	// Bots of the tests' own, registered before any test runs (the
	// tests read kinds in parallel).
	kinds["failing"] = botspec.Kind{New: func(uint64, budget) bots.Bot { return failing{} }}
	kinds["panicking"] = botspec.Kind{New: func(uint64, budget) bots.Bot { return failing{panics: true} }}
	kinds["sleepy"] = botspec.Kind{Name: "sleepy", New: func(seed uint64, _ budget) bots.Bot { return sleepy{bots.NewGreedy(seed), 3 * time.Millisecond} }}
	kinds["sleepier"] = botspec.Kind{Name: "sleepier", New: func(seed uint64, _ budget) bots.Bot { return sleepy{bots.NewGreedy(seed), 10 * time.Millisecond} }}
	if list, ok := os.LookupEnv("KANBAN_TOURNAMENT_ARGS"); ok {
		var args []string
		if err := json.Unmarshal([]byte(list), &args); err != nil {
			fmt.Fprintln(os.Stderr, "KANBAN_TOURNAMENT_ARGS:", err)
			os.Exit(2)
		}
		if err := run(args, os.Stdout, os.Stderr); err != nil {
			fmt.Fprintln(os.Stderr, "tournament:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	code := soak.Main(m)
	pgtest.Stop()
	os.Exit(code)
}

// sleepy is Greedy taking a nap more a choice (3 ms for the kind
// "sleepy", 10 for "sleepier"): games of a third of a second or a second
// that cost little CPU, for the tests that stop or kill a worker in the
// middle of one.
type sleepy struct {
	bots.Bot
	nap time.Duration
}

func (s sleepy) Act(t *bots.Turn) (kanban.Action, error) {
	if t.NumLegal() > 1 {
		time.Sleep(s.nap)
	}
	return s.Bot.Act(t)
}

// runOut runs the command with args and returns its stdout, failing t on
// an error.
func runOut(t *testing.T, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	require.NoError(t, run(args, &out, &errs), "tournament %s: %s", strings.Join(args, " "), errs.String())
	return out.String()
}

// sameGames requires the games of a run in the database to be the games
// the one-process runner plays with the same flags: the same deals, seats,
// places and PP, and the same counts, everything but the times.
func sameGames(t *testing.T, want, got Results) {
	t.Helper()
	require.Len(t, got.Games, len(want.Games))
	for i := range want.Games {
		w, g := want.Games[i], got.Games[i]
		require.Equal(t, w.Number, g.Number, "game %d", i)
		require.Equal(t, w.Seed, g.Seed, "game %d", i)
		require.Equal(t, w.Players, g.Players, "game %d", i)
		require.Equal(t, w.Colleagues, g.Colleagues, "game %d", i)
		require.Equal(t, w.Error, g.Error, "game %d", i)
	}
	require.Equal(t, len(want.Bots), len(got.Bots))
	for i := range want.Bots {
		w, g := want.Bots[i], got.Bots[i]
		w.PerDecision, g.PerDecision, w.GamesPerSecond, g.GamesPerSecond = 0, 0, 0, 0
		require.Equal(t, w, g)
	}
	require.Equal(t, want.Ladder, got.Ladder)
	for _, k := range []*Results{&want, &got} {
		k.Games, k.Bots, k.Kinds, k.Ladder, k.Database, k.Run = nil, nil, nil, nil, nil, 0
		k.Elapsed, k.GamesPerSecond, k.Workers = 0, 0, 0
	}
	require.Equal(t, want, got)
}

func decodeResults(t *testing.T, s string) Results {
	t.Helper()
	var r Results
	require.NoError(t, json.Unmarshal([]byte(s), &r))
	return r
}

// The games queued in a SQLite file and played by two workers at once
// are the games the one-process runner plays with the same flags: two
// players and a ladder, and in a soak run four players, solo with
// Difficulty cards and another edition.
func TestQueueMatchesOneProcess(t *testing.T) {
	const edition = "../../testdata/edition-other.json"
	cases := [][]string{
		{"-bots", "greedy,random", "-games", "4", "-seed", "3"},
		{"-ladder", "-bots", "random,greedy,ismcts:10", "-games", "2", "-seed", "7"},
	}
	if soak.On() {
		cases = append(cases,
			[]string{"-bots", "greedy,random,random,ismcts:20", "-games", "4", "-seed", "5", "-expert"},
			[]string{"-solo", "-bots", "greedy,random", "-games", "2", "-difficulty", "keeping-up", "-seed", "9"},
			[]string{"-bots", "greedy,random", "-games", "2", "-edition", edition})
	}
	for _, flags := range cases {
		t.Run(strings.Join(flags, " "), func(t *testing.T) {
			t.Parallel()
			db := filepath.Join(t.TempDir(), "games.db")
			out := runOut(t, append([]string{"-db", db, "enqueue"}, flags...)...)
			require.Contains(t, out, "run 1: ")
			// Two workers at once, each with its own connection to the file.
			var wg sync.WaitGroup
			for range 2 {
				wg.Go(func() { runOut(t, "-db", db, "work", "-workers", "1", "-quiet") })
			}
			wg.Wait()
			got := decodeResults(t, runOut(t, "-db", db, "results", "-json"))
			want := decodeResults(t, runOut(t, append(flags, "-json", "-quiet")...))
			sameGames(t, want, got)
			require.EqualValues(t, 1, got.Run)
			table := runOut(t, "-db", db, "results")
			require.Contains(t, table, "95% CI")
		})
	}
}

// A stored game holds its record, which plays again to the same end, and
// with -record-search the search of every decision with a choice of the
// bots that search.
func TestQueueStoresRecordsAndSearches(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "games.db")
	runOut(t, "-db", db, "enqueue", "-bots", "ismcts:10,greedy", "-games", "2", "-record-search")
	runOut(t, "-db", db, "work", "-workers", "2", "-quiet")
	r := decodeResults(t, runOut(t, "-db", db, "results", "-json"))

	q, err := openQueue(context.Background(), db)
	require.NoError(t, err)
	defer q.Close()
	rows, err := q.db.Query(`SELECT game, result, record, searches FROM tournament_game WHERE run = 1 ORDER BY game`)
	require.NoError(t, err)
	defer rows.Close()
	n := 0
	for rows.Next() {
		var game int
		var result, text string
		var searches sql.NullString
		require.NoError(t, rows.Scan(&game, &result, &text, &searches))
		rec, err := kanban.ParseRecord(text)
		require.NoError(t, err)
		s, _, err := rec.Play()
		require.NoError(t, err)
		require.True(t, s.IsOver())
		res, _ := s.Result()
		for _, st := range res.Standings {
			for _, p := range r.Games[game].Players {
				if p.Color == st.Color {
					require.Equal(t, p.PP, st.PP, "game %d, %v", game, p.Color)
				}
			}
		}
		var stored storedGame
		require.NoError(t, json.Unmarshal([]byte(result), &stored))
		require.Len(t, stored.Bots, 2)
		for _, b := range stored.Bots {
			require.Contains(t, b.Version, "rules ")
		}

		// Every decision with a choice of the ismcts seat has its search,
		// whose visits fit the legal actions and whose most visited is
		// the action the record holds.
		require.True(t, searches.Valid)
		var recs []gamedb.Search
		require.NoError(t, json.Unmarshal([]byte(searches.String), &recs))
		var ismcts kanban.Color
		for _, p := range r.Games[game].Players {
			if p.Entry == "ismcts:10" {
				ismcts = p.Color
			}
		}
		state, _, err := kanban.New(rec.Config)
		require.NoError(t, err)
		k := 0
		for ply, a := range rec.Actions {
			if p := state.Next().Player; p == ismcts && len(state.LegalActions()) > 1 {
				require.Less(t, k, len(recs))
				sr := recs[k]
				require.Equal(t, ply, sr.Ply)
				require.Equal(t, ismcts, sr.Player)
				legal := state.LegalActions()
				require.Len(t, sr.Visits, len(legal))
				require.Len(t, sr.IDs, len(legal))
				for i, l := range legal {
					id, err := bots.ActionID(state.View(ismcts), l)
					require.NoError(t, err)
					require.Equal(t, id, sr.IDs[i], "ply %d, action %d", ply, i)
				}
				most, chosen := 0, -1
				for i, v := range sr.Visits {
					most = max(most, v)
					if legal[i] == a {
						chosen = i
					}
				}
				require.GreaterOrEqual(t, chosen, 0, "ply %d: the action played is legal", ply)
				assert.Equal(t, most, sr.Visits[chosen], "ply %d: the action played is a most visited one", ply)
				k++
			}
			state, _, err = kanban.Apply(state, a)
			require.NoError(t, err)
		}
		require.Equal(t, len(recs), k, "a search for each decision with a choice, no more")
		n++
	}
	require.NoError(t, rows.Err())
	require.Equal(t, 2, n)
}

// Processes that open a fresh SQLite file at once all get it, migrated.
func TestQueueOpensAtOnce(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "games.db")
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			q, err := openQueue(context.Background(), db)
			if assert.NoError(t, err) {
				q.Close()
			}
		})
	}
	wg.Wait()
	runOut(t, "-db", db, "enqueue", "-bots", "random,random", "-games", "1")
}

// Refusals: a command's mistakes are usage errors, said before any game.
func TestQueueRefuses(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "games.db")
	for _, args := range [][]string{
		{"-db", db},
		{"-db", db, "play"},
		{"-db", db, "enqueue", "-bots", "greedy,random", "-parallel", "2"},
		{"-db", db, "enqueue", "-bots", "nobody,random"},
		{"-db", db, "work", "-workers", "0"},
		{"-db", db, "work", "extra"},
		{"-db", db, "results", "-run", "x"},
	} {
		err := run(args, &bytes.Buffer{}, &bytes.Buffer{})
		var usage usageError
		require.ErrorAs(t, err, &usage, "%q", args)
	}
	err := run([]string{"-db", db, "results"}, &bytes.Buffer{}, &bytes.Buffer{})
	require.ErrorContains(t, err, "holds no run")
	runOut(t, "-db", db, "enqueue", "-bots", "greedy,random", "-games", "2")
	err = run([]string{"-db", db, "results", "-run", "2"}, &bytes.Buffer{}, &bytes.Buffer{})
	require.ErrorIs(t, err, errNoRun)
	// Results before the games are played say so, and count none.
	var stderr bytes.Buffer
	require.NoError(t, run([]string{"-db", db, "results"}, &bytes.Buffer{}, &stderr))
	require.Contains(t, stderr.String(), "2 of its 2 games not played yet")
}

// A worker is this test binary run as the tournament command (TestMain).
type worker struct {
	cmd    *exec.Cmd
	stderr bytes.Buffer
	done   chan error
}

func startWorker(t *testing.T, args ...string) *worker {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	list, err := json.Marshal(args)
	require.NoError(t, err)
	w := &worker{cmd: exec.Command(exe), done: make(chan error, 1)}
	w.cmd.Env = append(os.Environ(), "KANBAN_TOURNAMENT_ARGS="+string(list))
	w.cmd.Stderr = &w.stderr
	require.NoError(t, w.cmd.Start())
	go func() { w.done <- w.cmd.Wait() }()
	t.Cleanup(func() { w.cmd.Process.Kill() })
	return w
}

// wait waits for the worker to end, at most d.
func (w *worker) wait(t *testing.T, d time.Duration) error {
	t.Helper()
	select {
	case err := <-w.done:
		return err
	case <-time.After(d):
		w.cmd.Process.Kill()
		t.Fatalf("the worker did not end within %v", d)
		return nil
	}
}

// name is the worker's name, as its River client's ID and its games'
// results give it.
func (w *worker) name() string {
	host, _ := os.Hostname()
	return fmt.Sprintf("%.80s:%d", host, w.cmd.Process.Pid)
}

// startedGame waits until the worker plays a game it started less than
// within ago (with most of the game still to play), and returns its job's
// ID.
func (w *worker) startedGame(t *testing.T, client *river.Client[*sql.Tx], within time.Duration) int64 {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(10 * time.Millisecond) {
		require.True(t, time.Now().Before(deadline), "the worker started no game in 2 minutes:\n%s", &w.stderr)
		res, err := client.JobList(context.Background(), river.NewJobListParams().States(rivertype.JobStateRunning))
		require.NoError(t, err)
		for _, j := range res.Jobs {
			if len(j.AttemptedBy) > 0 && j.AttemptedBy[len(j.AttemptedBy)-1] == w.name() && time.Since(*j.AttemptedAt) < within {
				return j.ID
			}
		}
	}
}

// A SIGTERM lets the game under way finish and the worker end; two stop
// the game under way, its job released, and the next worker plays it.
func TestQueueWorkerStops(t *testing.T) {
	if !soak.On() {
		t.Skip("worker processes started and stopped, seconds of waiting: run with KANBAN_SOAK=1")
	}
	t.Parallel()
	db := filepath.Join(t.TempDir(), "games.db")
	runOut(t, "-db", db, "enqueue", "-bots", "sleepy,greedy", "-games", "3")
	q, err := openQueue(context.Background(), db)
	require.NoError(t, err)
	defer q.Close()
	client, err := river.NewClient(q.driver, &river.Config{Logger: quietLogger(io.Discard)})
	require.NoError(t, err)
	job := func(id int64) *rivertype.JobRow {
		j, err := client.JobGet(context.Background(), id)
		require.NoError(t, err)
		return j
	}

	w := startWorker(t, "-db", db, "work", "-workers", "1", "-quiet")
	finished := w.startedGame(t, client, 50*time.Millisecond)
	require.NoError(t, w.cmd.Process.Signal(syscall.SIGTERM))
	require.NoError(t, w.wait(t, time.Minute), "%s", &w.stderr)
	require.Contains(t, w.stderr.String(), "finishing the games under way")
	require.Equal(t, rivertype.JobStateCompleted, job(finished).State, "the game under way finished")
	first := played(t, db)
	require.Less(t, first, 3, "no game started after the signal")

	w = startWorker(t, "-db", db, "work", "-workers", "1", "-quiet")
	released := w.startedGame(t, client, 50*time.Millisecond)
	require.NoError(t, w.cmd.Process.Signal(syscall.SIGTERM))
	time.Sleep(20 * time.Millisecond)
	require.NoError(t, w.cmd.Process.Signal(syscall.SIGTERM))
	require.NoError(t, w.wait(t, time.Minute), "%s", &w.stderr)
	require.Contains(t, w.stderr.String(), "stopping the games under way")
	j := job(released)
	require.Contains(t, []rivertype.JobState{rivertype.JobStateAvailable, rivertype.JobStateScheduled}, j.State, "the stopped game's job released")
	require.Equal(t, first, played(t, db), "the stopped game left no result")

	runOut(t, "-db", db, "work", "-quiet")
	require.Equal(t, 3, played(t, db))
	require.Equal(t, rivertype.JobStateCompleted, job(released).State)
}

// played counts the games stored in the database at where.
func played(t *testing.T, where string) int {
	t.Helper()
	q, err := openQueue(context.Background(), where)
	require.NoError(t, err)
	defer q.Close()
	_, n, err := q.counts(context.Background())
	require.NoError(t, err)
	return n
}

// killedWorker queues 60 games at where, plays them with workers
// processes, kills one with SIGKILL in the middle of a game when half the
// games are played, and requires exactly 60 results, each game once, the
// games the one-process runner plays with the same flags, the killed
// worker's game played again by another.
func killedWorker(t *testing.T, where string, workers int) {
	flags := []string{"-bots", "sleepier,random,greedy", "-games", "60", "-seed", "11"}
	runOut(t, append([]string{"-db", where, "enqueue"}, flags...)...)
	var ws []*worker
	for range workers {
		ws = append(ws, startWorker(t, "-db", where, "work", "-workers", "1", "-timeout", "5s", "-quiet"))
	}
	q, err := openQueue(context.Background(), where)
	require.NoError(t, err)
	defer q.Close()
	client, err := river.NewClient(q.driver, &river.Config{Logger: quietLogger(io.Discard)})
	require.NoError(t, err)
	for played(t, where) < 30 {
		time.Sleep(10 * time.Millisecond)
	}
	victim := ws[0].name()
	lost := ws[0].startedGame(t, client, 100*time.Millisecond)
	require.NoError(t, ws[0].cmd.Process.Signal(syscall.SIGKILL))
	require.Error(t, ws[0].wait(t, 10*time.Second))
	for _, w := range ws[1:] {
		require.NoError(t, w.wait(t, 3*time.Minute), "%s", &w.stderr)
	}
	require.Equal(t, 60, played(t, where))

	out := runOut(t, "-db", where, "results")
	require.Contains(t, out, "ratings from every game in the database")
	got := decodeResults(t, runOut(t, "-db", where, "results", "-json"))
	want := decodeResults(t, runOut(t, append(flags, "-json", "-quiet")...))
	sameGames(t, want, got)

	// The killed worker's game was taken for lost and played again by
	// another worker.
	job, err := client.JobGet(context.Background(), lost)
	require.NoError(t, err)
	require.Equal(t, rivertype.JobStateCompleted, job.State)
	require.Equal(t, 2, job.Attempt)
	require.NotEqual(t, victim, job.AttemptedBy[len(job.AttemptedBy)-1])
}

// Three worker processes on PostgreSQL, one killed halfway.
func TestQueueWorkerKilledPostgres(t *testing.T) {
	if !soak.On() {
		t.Skip("a minute of games and River's rescue: run with KANBAN_SOAK=1")
	}
	t.Parallel()
	killedWorker(t, pgtest.DSN(t), 3)
}

// Two worker processes on SQLite, one killed halfway.
func TestQueueWorkerKilledSQLite(t *testing.T) {
	if !soak.On() {
		t.Skip("a minute of games and River's rescue: run with KANBAN_SOAK=1")
	}
	t.Parallel()
	killedWorker(t, filepath.Join(t.TempDir(), "games.db"), 2)
}

// -network names a neural bot of a network file, which enqueue stores
// with the run: the workers play it after the file is gone, as the
// one-process runner did from the file.
func TestQueueNetwork(t *testing.T) {
	t.Parallel()
	w := bots.TrainedNetwork().Weights()
	w.ValueBias[0] += 1 // another network than the embedded one
	n, err := bots.NewNetwork(w)
	require.NoError(t, err)
	dir := t.TempDir()
	file, db := filepath.Join(dir, "mine.bin"), filepath.Join(dir, "games.db")
	require.NoError(t, os.WriteFile(file, bots.EncodeNetwork(n), 0o644))
	flags := []string{"-network", "mine=" + file, "-bots", "mine:6,neural:6", "-games", "2", "-seed", "4"}
	want := decodeResults(t, runOut(t, append(flags, "-json", "-quiet")...))
	runOut(t, append([]string{"-db", db, "enqueue"}, flags...)...)
	require.NoError(t, os.Remove(file))
	runOut(t, "-db", db, "work", "-quiet")
	sameGames(t, want, decodeResults(t, runOut(t, "-db", db, "results", "-json")))

	for _, tc := range []struct{ args []string }{
		{[]string{"-network", "mine=" + file, "-bots", "mine,greedy"}},
		{[]string{"-network", "neural=x.bin", "-bots", "neural,greedy"}},
		{[]string{"-network", "mine", "-bots", "greedy,random"}},
	} {
		require.Error(t, run(tc.args, io.Discard, io.Discard), "%q", tc.args)
	}

	// A network that learnt from the built-in edition's games is refused
	// for games of another edition.
	require.Equal(t, components.Version, n.Edition())
	require.NoError(t, os.WriteFile(file, bots.EncodeNetwork(n), 0o644))
	err = run([]string{"-network", "mine=" + file, "-bots", "mine,greedy", "-edition", "../../testdata/edition-other.json"}, io.Discard, io.Discard)
	require.ErrorContains(t, err, "learnt from games of edition "+components.Version)
}

// River's nightly reindexing finds nothing to rebuild in a SQLite queue
// and, with the queue's list of indexes, says nothing of it; with River's
// default list it would warn every midnight in every worker's log.
func TestSQLiteQueueReindexesQuietly(t *testing.T) {
	t.Parallel()
	// run starts a worker on a queue of its own with River's reindexing
	// every 20 ms, at River's debug level, and returns its log once the
	// reindexer has run once (its "ran successfully" line) or warned.
	run := func(t *testing.T, indexes func(*queue) []string) string {
		q, err := openQueue(context.Background(), filepath.Join(t.TempDir(), "games.db"))
		require.NoError(t, err)
		defer q.Close()
		var log syncBuffer
		client, err := river.NewClient(q.driver, &river.Config{
			Logger:              slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelDebug})),
			Queues:              map[string]river.QueueConfig{queueName: {MaxWorkers: 1}},
			Workers:             gameWorkers(nil),
			ReindexerIndexNames: indexes(q),
			ReindexerSchedule:   river.PeriodicInterval(20 * time.Millisecond),
		})
		require.NoError(t, err)
		require.NoError(t, client.Start(context.Background()))
		done := func(s string) bool {
			return strings.Contains(s, "Reindexer: Ran successfully") || strings.Contains(s, "level=WARN")
		}
		for end := time.Now().Add(time.Minute); time.Now().Before(end) && !done(log.String()); {
			time.Sleep(20 * time.Millisecond)
		}
		require.NoError(t, client.Stop(context.Background()))
		require.True(t, done(log.String()), "River's reindexer neither ran nor warned in a minute")
		return log.String()
	}
	t.Run("default", func(t *testing.T) {
		t.Parallel()
		// River's default list warns on SQLite (else this test shows nothing).
		require.Regexp(t, `level=WARN msg="[^"]*Reindexer`, run(t, func(*queue) []string { return nil }))
	})
	t.Run("queue's", func(t *testing.T) {
		t.Parallel()
		log := run(t, (*queue).reindexed)
		require.Contains(t, log, "Reindexer: Ran successfully")
		require.NotContains(t, log, "level=WARN")
	})
}

// syncBuffer is a bytes.Buffer that River's goroutines may write to while
// the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}
