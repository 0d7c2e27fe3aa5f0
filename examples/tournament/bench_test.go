package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/kanbanev/kanban/examples/internal/pgtest"
)

// BenchmarkGame plays b.N games of Random against Random, a game of a
// millisecond or so: in the one-process runner, and queued in SQLite or
// PostgreSQL and played by a worker (enqueue, then work; each game's
// result written in the transaction that completes its job). The
// difference per game is what a job costs: its fetch, its completion
// and its result's write. Run with a fixed count, since work checks for
// an empty queue once a second:
//
//	go test ./examples/tournament -run '^$' -bench Game -benchtime 2000x
func BenchmarkGame(b *testing.B) {
	games := func(b *testing.B) []string {
		return []string{"-bots", "random,random", "-games", strconv.Itoa(b.N)}
	}
	for _, workers := range []int{1, 2, 8} {
		b.Run(fmt.Sprintf("one-process/workers=%d", workers), func(b *testing.B) {
			args := append(games(b), "-parallel", strconv.Itoa(workers), "-quiet")
			if err := run(args, io.Discard, io.Discard); err != nil {
				b.Fatal(err)
			}
		})
		for _, db := range []string{"sqlite", "postgres"} {
			b.Run(fmt.Sprintf("%s/workers=%d", db, workers), func(b *testing.B) {
				where := filepath.Join(b.TempDir(), "games.db")
				if db == "postgres" {
					where = pgtest.DSN(b)
				}
				b.StopTimer()
				if err := run(append([]string{"-db", where, "enqueue"}, games(b)...), io.Discard, io.Discard); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if err := run([]string{"-db", where, "work", "-workers", strconv.Itoa(workers), "-quiet"}, io.Discard, io.Discard); err != nil {
					b.Fatal(err)
				}
			})
		}
	}
}
