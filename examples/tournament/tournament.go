package main

import (
	"fmt"
	"sync"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// seatColors are the seats' colours, in seating order: seat 0 is always
// red, whoever sits there.
var seatColors = [...]kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple}

// seating returns the entry at each seat of game g among n entries: the
// list rotated by g mod n, so that over any n consecutive games each entry
// sits in each seat once.
func seating(g, n int) []int {
	seats := make([]int, n)
	for s := range seats {
		seats[s] = (s + g) % n
	}
	return seats
}

// gameSeed returns the seed of game g's deal. It follows from the base
// seed and the game number alone, like botSeed's, so that no game depends
// on which worker played it, or when.
func gameSeed(base uint64, g int) uint64 { return derive(base, g, 0) }

// botSeed returns the seed of entry i's bot in game g.
func botSeed(base uint64, g, i int) uint64 { return derive(base, g, 1+i) }

// derive mixes a base seed, a game number and a stream number k into a
// seed: nearby inputs give unrelated seeds.
func derive(base uint64, g, k int) uint64 {
	return splitmix(splitmix(splitmix(base)^uint64(g)) ^ uint64(k))
}

// splitmix is SplitMix64's finaliser.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// A Game is one game of the tournament and its outcome.
type Game struct {
	Number int    `json:"game"` // from 0, the order games are reported in
	Seed   uint64 `json:"seed,string"`
	// Players are the seats, in seating order.
	Players []Seat `json:"players"`
	// Error, when not empty, is why the game stopped before its end: a
	// bot's error or panic, or an action the rules refused. Such a game
	// counts in no bot's results.
	Error string `json:"error,omitempty"`

	time []decisionTime // by entry
}

// A Seat is one player of a game: the entry that played, their colour,
// and their place and PP (both 0 in a game stopped by an error).
type Seat struct {
	Entry string       `json:"bot"`
	Color kanban.Color `json:"color"`
	Place int          `json:"place"`
	PP    int          `json:"pp"`

	entry int
}

// decisionTime is the time a bot spent in Act: over every call, and over
// the calls with more than one legal action (choices).
type decisionTime struct {
	decisions, choices int64
	total, choosing    time.Duration
}

func (d *decisionTime) add(o decisionTime) {
	d.decisions += o.decisions
	d.choices += o.choices
	d.total += o.total
	d.choosing += o.choosing
}

// timedBot is a bot whose time in Act is counted.
type timedBot struct {
	bot bots.Bot
	t   *decisionTime
}

// Act calls the bot's Act and counts the time it took.
func (b timedBot) Act(t *bots.Turn) (kanban.Action, error) {
	start := time.Now()
	a, err := b.bot.Act(t)
	d := time.Since(start)
	b.t.decisions++
	b.t.total += d
	if t.NumLegal() > 1 {
		b.t.choices++
		b.t.choosing += d
	}
	return a, err
}

// playGame plays game g of the tournament c. A bot that fails or panics
// ends the game with an Error, never the tournament.
func playGame(c config, g int) (game Game) {
	n := len(c.Entries)
	game = Game{Number: g, Seed: gameSeed(c.Seed, g), time: make([]decisionTime, n)}
	defer func() {
		if r := recover(); r != nil {
			game.Error = fmt.Sprintf("panic: %v", r)
		}
	}()
	cfg := kanban.Config{Seed: game.Seed, SandraReward: c.SandraReward}
	seats := make([]bots.Bot, n)
	for s, i := range seating(g, n) {
		e := c.Entries[i]
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: seatColors[s], ExpertSide: c.Expert})
		game.Players = append(game.Players, Seat{Entry: e.Name, Color: seatColors[s], entry: i})
		seats[s] = timedBot{bot: e.newBot(botSeed(c.Seed, g, i)), t: &game.time[i]}
	}
	s, err := bots.Play(cfg, seats)
	if err != nil {
		game.Error = err.Error()
		return game
	}
	res, _ := s.Result()
	for _, st := range res.Standings {
		for i := range game.Players {
			if game.Players[i].Color == st.Color {
				game.Players[i].Place, game.Players[i].PP = st.Place, st.PP
			}
		}
	}
	return game
}

// runTournament plays c's games, c.Parallel at a time, and returns the
// results. Games are collected in game order, so the results (but for the
// times) depend only on c. progress, if not nil, is called from one
// goroutine with the number of games done after each.
func runTournament(c config, progress func(done int)) Results {
	start := time.Now()
	games := make([]Game, c.Games)
	jobs := make(chan int)
	done := make(chan struct{})
	workers := min(c.Parallel, c.Games)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for g := range jobs {
				games[g] = playGame(c, g)
				done <- struct{}{}
			}
		})
	}
	go func() {
		for g := range c.Games {
			jobs <- g
		}
		close(jobs)
		wg.Wait()
		close(done)
	}()
	n := 0
	for range done {
		n++
		if progress != nil {
			progress(n)
		}
	}
	return summarize(c, games, time.Since(start), workers)
}
