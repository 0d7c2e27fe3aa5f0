package main

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// colors seat the players of the games played: the first n of them.
var colors = []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple}

// playGames plays n random games with the edition, a solo game and games
// of 2, 3 and 4 players in turn, and checks every invariant the engine
// knows after every event: each event of each action is folded into the
// state by kanban.Evolve, which refuses a state out of range, a broken
// conservation law or a player left with no legal action, and the state it
// reaches must be Apply's; each whole log must then Replay to the final
// state. It reports progress to progress and returns the first failure.
func playGames(ed kanban.Edition, n int, progress io.Writer) error {
	var (
		next, done atomic.Int64
		mu         sync.Mutex
		failures   []error
		wg         sync.WaitGroup
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for {
				i := next.Add(1) - 1
				if i >= int64(n) {
					return
				}
				if err := playGame(ed, 1+int(i)%4, uint64(i)+1); err != nil {
					mu.Lock()
					failures = append(failures, err)
					mu.Unlock()
					next.Store(int64(n)) // stop the others
					return
				}
				if d := done.Add(1); d%100 == 0 || d == int64(n) {
					fmt.Fprintf(progress, "\r%d of %d games played", d, n)
				}
			}
		})
	}
	wg.Wait()
	fmt.Fprintln(progress)
	return errors.Join(failures...)
}

// playGame plays one random game and checks it.
func playGame(ed kanban.Edition, players int, seed uint64) error {
	cfg := kanban.Config{Seed: seed, Edition: ed}
	for _, c := range colors[:players] {
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: c})
	}
	if players == 1 {
		cfg.Solo = &kanban.SoloConfig{RandomDifficulty: true}
	}
	fail := func(err error) error {
		return fmt.Errorf("game of %d players, seed %d: %w", players, seed, err)
	}
	s, log, err := kanban.New(cfg)
	if err != nil {
		return fail(err)
	}
	folded, err := kanban.Evolve(kanban.GameState{}, log[0])
	if err != nil {
		return fail(err)
	}
	r := rand.New(rand.NewPCG(seed, 11))
	var legal []kanban.Action
	for !s.IsOver() {
		legal = s.AppendLegalActions(legal[:0])
		if len(legal) == 0 {
			return fail(fmt.Errorf("action %d: no legal action", s.Version()))
		}
		from := len(log)
		if s, log, err = kanban.AppendApply(log, s, bots.KindPolicy{}.Pick(&s, legal, r)); err != nil {
			return fail(err)
		}
		for _, e := range log[from:] {
			if folded, err = kanban.Evolve(folded, e); err != nil {
				return fail(err)
			}
		}
		if folded != s {
			return fail(fmt.Errorf("after event %d the events fold into another state than Apply's", len(log)-1))
		}
	}
	again, err := kanban.Replay(log)
	if err != nil {
		return fail(err)
	}
	if again != s {
		return fail(errors.New("the log replays to another state"))
	}
	if _, ok := s.Result(); !ok {
		return fail(errors.New("the game is over without a result"))
	}
	return nil
}
