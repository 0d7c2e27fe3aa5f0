package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
)

// work plays queued games, -workers at a time, until the queue holds no
// game to play (or, with -wait, until stopped). A first SIGINT or SIGTERM
// lets the games under way finish, for at most -grace; a second one, or
// the grace's end, stops them and releases their jobs to other workers.
func work(_ context.Context, where string, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tournament work", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once")
	wait := fs.Bool("wait", false, "wait for more games when the queue is empty, until stopped")
	timeout := fs.Duration("timeout", 30*time.Minute, "the longest a game may take: one that takes longer is stopped and tried again, and a killed worker's game is queued again this long after it started; give every worker the same")
	grace := fs.Duration("grace", 5*time.Minute, "on SIGTERM, how long the games under way may take to finish before they are stopped and released")
	quiet := fs.Bool("quiet", false, "print no progress on stderr")
	if err := parseCommand(fs, args, stderr, "usage: tournament [-db URL] work [flags]\n\nPlays queued games until the queue is empty (with -wait, until stopped); any number of\nworkers, on any machines sharing the database, play one queue.\n\nflags:"); err != nil {
		return err
	}
	switch {
	case *workers < 1:
		return usageError{fmt.Errorf("-workers must be at least 1, not %d", *workers)}
	case *timeout <= 0 || *grace < 0:
		return usageError{errors.New("-timeout must be positive and -grace not negative")}
	}
	ctx := context.Background()
	q, err := openQueue(ctx, where)
	if err != nil {
		return err
	}
	defer q.Close()
	w := &gameWorker{q: q, slots: *workers, runs: map[int64]config{}}
	host, _ := os.Hostname()
	w.name = fmt.Sprintf("%.80s:%d", host, os.Getpid())
	client, err := river.NewClient(q.driver, &river.Config{
		ID:         w.name, // the jobs' attempted_by names the process
		Logger:     quietLogger(stderr),
		Queues:     map[string]river.QueueConfig{queueName: {MaxWorkers: *workers}},
		Workers:    gameWorkers(w),
		JobTimeout: *timeout,
		// A slot freed fetches the next game at once (River waits 100 ms
		// between fetches by default), which matters only for games of a
		// few milliseconds, such as Random's: a fetch is one query.
		FetchCooldown: time.Millisecond,
		// A running game's job whose worker was killed is rescued (tried
		// again) once it has run for this long; a worker stops its own
		// game at the timeout, a little before.
		RescueStuckJobsAfter: *timeout + *timeout/10 + time.Second,
		ReindexerIndexNames:  q.reindexed(),
	})
	if err != nil {
		return err
	}
	signals := make(chan os.Signal, 2)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(signals)
	if err := client.Start(ctx); err != nil {
		return fmt.Errorf("starting the workers: %w", err)
	}
	var show *queueProgress
	if !*quiet {
		show = &queueProgress{w: stderr, tty: isTerminal(stderr)}
	}
	// Every quarter of a second, whether the queue is empty (one indexed
	// query); every second, the progress.
	tick := time.NewTicker(time.Second / 4)
	defer tick.Stop()
	stopping, ticks := false, 0
	for {
		select {
		case <-client.Stopped():
			if show != nil {
				show.final()
			}
			played := w.played.Load()
			fmt.Fprintf(stdout, "%s played %d games\n", w.name, played)
			return w.err()
		case sig := <-signals:
			if stopping {
				fmt.Fprintf(stderr, "tournament: %v again: stopping the games under way, their jobs released\n", sig)
				go client.StopAndCancel(ctx)
				continue
			}
			stopping = true
			fmt.Fprintf(stderr, "tournament: %v: finishing the games under way (at most %v; another signal stops them)\n", sig, *grace)
			go func() {
				stopCtx, cancel := context.WithTimeout(ctx, *grace)
				defer cancel()
				if client.Stop(stopCtx) != nil {
					client.StopAndCancel(ctx)
				}
			}()
		case <-tick.C:
			if ticks++; ticks%4 == 0 && show != nil {
				if queued, played, err := q.counts(ctx); err == nil {
					show.update(played, queued)
				}
			}
			if stopping || *wait {
				continue
			}
			empty, err := q.empty(ctx, client)
			if err == nil && empty {
				stopping = true
				go client.Stop(ctx)
			}
		}
	}
}

// empty reports whether the queue holds no game to play: none available,
// running (a killed worker's game, until River rescues it), or waiting
// to be tried again.
func (q *queue) empty(ctx context.Context, client *river.Client[*sql.Tx]) (bool, error) {
	res, err := client.JobList(ctx, river.NewJobListParams().
		Kinds(gameArgs{}.Kind()).
		States(rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRetryable,
			rivertype.JobStateRunning, rivertype.JobStateScheduled).
		First(1))
	if err != nil {
		return false, err
	}
	return len(res.Jobs) == 0, nil
}

// gameWorkers returns River's workers: w for the games' jobs (nil in a
// client that only queues them).
func gameWorkers(w *gameWorker) *river.Workers {
	workers := river.NewWorkers()
	if w == nil {
		w = &gameWorker{}
	}
	river.AddWorker(workers, w)
	return workers
}

// A gameWorker plays the games' jobs, and writes each one's result in the
// transaction that completes its job.
type gameWorker struct {
	river.WorkerDefaults[gameArgs]
	q     *queue
	name  string // host:pid
	slots int

	mu       sync.Mutex
	runs     map[int64]config // the runs read so far
	firstErr error
	played   atomic.Int64
}

// Work plays the game of job and stores its result. It returns early,
// releasing the job, when River stops the worker.
func (w *gameWorker) Work(ctx context.Context, job *river.Job[gameArgs]) error {
	c, err := w.run(ctx, job.Args.Run)
	if err != nil {
		return err
	}
	if job.Args.Game < 0 || job.Args.Game >= c.totalGames() {
		return river.JobCancel(fmt.Errorf("run %d has games 0 to %d, not %d", job.Args.Run, c.totalGames()-1, job.Args.Game))
	}
	started := time.Now()
	done := make(chan Game, 1)
	go func() { done <- c.playJob(job.Args.Game) }()
	var g Game
	select {
	case g = <-done:
	case <-ctx.Done():
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return fmt.Errorf("game %d of run %d: not over after -timeout", job.Args.Game, job.Args.Run)
		}
		// Stopped: the game is played again, whole, by a worker.
		return river.JobSnooze(0)
	}
	finished := time.Now()
	result, err := json.Marshal(store(c, g, w.name, w.slots))
	if err != nil {
		return err
	}
	record, err := g.record.MarshalText()
	if err != nil {
		return err
	}
	var searches *string
	if c.RecordSearch {
		b, err := json.Marshal(g.searches)
		if err != nil {
			return err
		}
		searches = new(string(b))
	}
	// The game is over: its result is written even if the worker is being
	// stopped meanwhile.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Minute)
	defer cancel()
	err = w.complete(ctx, job, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO tournament_game (run, game, result, record, searches, worker, started_ns, finished_ns)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (run, game) DO NOTHING`,
			job.Args.Run, job.Args.Game, string(result), string(record), searches, w.name, started.UnixNano(), finished.UnixNano())
		return err
	})
	if err != nil {
		w.fail(err)
		return err
	}
	w.played.Add(1)
	return nil
}

// complete runs write and completes job in one transaction: a game's
// result is stored exactly when its job is completed. A game played twice
// (its first worker thought lost, and rescued, but finishing after all)
// keeps its first result.
func (w *gameWorker) complete(ctx context.Context, job *river.Job[gameArgs], write func(*sql.Tx) error) error {
	tx, err := w.q.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("storing game %d of run %d: %w", job.Args.Game, job.Args.Run, err)
	}
	defer tx.Rollback()
	if err := write(tx); err != nil {
		return fmt.Errorf("storing game %d of run %d: %w", job.Args.Game, job.Args.Run, err)
	}
	if err := w.q.complete(ctx, tx, job); err != nil {
		return fmt.Errorf("completing game %d of run %d: %w", job.Args.Game, job.Args.Run, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("storing game %d of run %d: %w", job.Args.Game, job.Args.Run, err)
	}
	return nil
}

// run returns run id's config, reading it the first time.
func (w *gameWorker) run(ctx context.Context, id int64) (config, error) {
	w.mu.Lock()
	c, ok := w.runs[id]
	w.mu.Unlock()
	if ok {
		return c, nil
	}
	c, err := w.q.loadRun(ctx, id)
	if errors.Is(err, errNoRun) {
		return config{}, river.JobCancel(err)
	}
	if err != nil {
		return config{}, err
	}
	w.mu.Lock()
	w.runs[id] = c
	w.mu.Unlock()
	return c, nil
}

// fail keeps the first error of storing a game, which work reports.
func (w *gameWorker) fail(err error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.firstErr == nil {
		w.firstErr = err
	}
}

func (w *gameWorker) err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.firstErr
}

// queueProgress shows the queue's progress while work runs: games played
// of queued, in every run, the rate since the worker started, and the
// time left at that rate.
type queueProgress struct {
	w     io.Writer
	tty   bool
	p     *progress
	base  int // the games played when p started
	total int
}

// update shows that played of queued games are played.
func (s *queueProgress) update(played, queued int) {
	if s.p == nil || queued != s.total {
		s.base, s.total = played, queued
		s.p = newProgressFrom(s.w, s.tty, played, queued)
		return
	}
	s.p.update(played)
}

// final ends the progress's line on a terminal.
func (s *queueProgress) final() {
	if s.p != nil && s.tty {
		fmt.Fprintln(s.w)
	}
}
