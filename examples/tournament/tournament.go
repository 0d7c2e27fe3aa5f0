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
	// Colleagues are, in a solo game, Lacerda and Turczi: their places and
	// PP beside the one player's.
	Colleagues []Colleague `json:"colleagues,omitempty"`

	time []decisionTime // by entry
}

// A Colleague is one of the two automated workers of a solo game.
type Colleague struct {
	Name  string       `json:"name"`
	Color kanban.Color `json:"color"`
	Place int          `json:"place"`
	PP    int          `json:"pp"`
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

// decisionTime is the time a bot spent in Act, wall clock and CPU: over
// every call, and over the calls with more than one legal action
// (choices).
type decisionTime struct {
	decisions, choices int64
	total, choosing    time.Duration
	// cpu and cpuChoosing are the CPU time of the calls, of those whose
	// CPU time was measured; unmeasured counts the others.
	cpu, cpuChoosing time.Duration
	unmeasured       int64
}

func (d *decisionTime) add(o decisionTime) {
	d.decisions += o.decisions
	d.choices += o.choices
	d.total += o.total
	d.choosing += o.choosing
	d.cpu += o.cpu
	d.cpuChoosing += o.cpuChoosing
	d.unmeasured += o.unmeasured
}

// timedBot is a bot whose time in Act is counted.
type timedBot struct {
	bot   bots.Bot
	t     *decisionTime
	clock cpuClock
}

// Act calls the bot's Act and counts the time it took.
func (b timedBot) Act(t *bots.Turn) (kanban.Action, error) {
	var a kanban.Action
	var err error
	d, cpu, measured := timeCall(b.clock, func() { a, err = b.bot.Act(t) })
	choice := t.NumLegal() > 1
	b.t.decisions++
	b.t.total += d
	if choice {
		b.t.choices++
		b.t.choosing += d
	}
	switch {
	case !measured:
		b.t.unmeasured++
	case choice:
		b.t.cpu += cpu
		b.t.cpuChoosing += cpu
	default:
		b.t.cpu += cpu
	}
	return a, err
}

// playGame plays game g of the tournament c, every entry at the table,
// seated by seating(g). A bot that fails or panics ends the game with an
// Error, never the tournament.
func playGame(c config, g int) Game {
	table := make([]int, len(c.Entries))
	for i := range table {
		table[i] = i
	}
	return playTable(c, g, table, g)
}

// playTable plays game g of the tournament c between the entries of table
// (indices into c.Entries), seated in its order rotated by rotation. The
// deal and the bots' seeds follow from c.Seed, g and the entries alone.
func playTable(c config, g int, table []int, rotation int) (game Game) {
	n := len(table)
	game = Game{Number: g, Seed: gameSeed(c.Seed, g), time: make([]decisionTime, len(c.Entries))}
	defer func() {
		if r := recover(); r != nil {
			game.Error = fmt.Sprintf("panic: %v", r)
		}
	}()
	cfg := kanban.Config{Seed: game.Seed, SandraReward: c.SandraReward, Edition: c.Edition}
	seats := make([]bots.Bot, n)
	for s, k := range seating(rotation, n) {
		i := table[k]
		e := c.Entries[i]
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: seatColors[s], ExpertSide: c.Expert})
		game.Players = append(game.Players, Seat{Entry: e.Name, Color: seatColors[s], entry: i})
		seats[s] = timedBot{bot: e.newBot(botSeed(c.Seed, g, i)), t: &game.time[i], clock: clockFor(c, e)}
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

// playSoloGame plays solo game g of the tournament c with entry i in the
// one seat, red, against the Colleagues. Game g's deal is the same for
// every entry. A bot that fails or panics ends the game with an Error.
func playSoloGame(c config, g, i int) (game Game) {
	e := c.Entries[i]
	game = Game{Number: g, Seed: gameSeed(c.Seed, g), time: make([]decisionTime, len(c.Entries))}
	game.Players = []Seat{{Entry: e.Name, Color: seatColors[0], entry: i}}
	defer func() {
		if r := recover(); r != nil {
			game.Error = fmt.Sprintf("panic: %v", r)
		}
	}()
	cfg := kanban.Config{
		Seed:         game.Seed,
		SandraReward: c.SandraReward,
		Edition:      c.Edition,
		Players:      []kanban.PlayerConfig{{Color: seatColors[0], ExpertSide: c.Expert}},
		Solo:         c.soloConfig(),
	}
	bot := timedBot{bot: e.newBot(botSeed(c.Seed, g, i)), t: &game.time[i], clock: clockFor(c, e)}
	s, err := bots.Play(cfg, []bots.Bot{bot})
	if err != nil {
		game.Error = err.Error()
		return game
	}
	res, _ := s.Result()
	view, _ := s.Solo()
	for _, st := range res.Standings {
		if st.Color == game.Players[0].Color {
			game.Players[0].Place, game.Players[0].PP = st.Place, st.PP
			continue
		}
		co := Colleague{Color: st.Color, Place: st.Place, PP: st.PP}
		for _, v := range view.Colleagues {
			if v.Color == st.Color {
				co.Name = v.Name
			}
		}
		game.Colleagues = append(game.Colleagues, co)
	}
	return game
}

// runTournament plays c's games, c.Parallel at a time, and returns the
// results. Games are collected in game order, so the results (but for the
// times) depend only on c. progress, if not nil, is called from one
// goroutine with the number of games done after each.
//
// A solo tournament plays the entries one after the other, each its
// c.Games games, so that each entry's games per second are its own; a
// ladder plays each pair of entries (runLadder).
func runTournament(c config, progress func(done int)) Results {
	if c.Ladder {
		return runLadder(c, progress)
	}
	start := time.Now()
	workers := min(c.Parallel, c.Games)
	if !c.Solo {
		games := make([]Game, c.Games)
		playBatch(c.Games, workers, func(g int) { games[g] = playGame(c, g) }, progress)
		return summarize(c, games, time.Since(start), workers)
	}
	games := make([]Game, 0, c.Games*len(c.Entries))
	elapsed := make([]time.Duration, len(c.Entries))
	for i := range c.Entries {
		batch := make([]Game, c.Games)
		t := time.Now()
		offset := i * c.Games
		var tick func(int)
		if progress != nil {
			tick = func(done int) { progress(offset + done) }
		}
		playBatch(c.Games, workers, func(g int) { batch[g] = playSoloGame(c, g, i) }, tick)
		elapsed[i] = time.Since(t)
		games = append(games, batch...)
	}
	r := summarize(c, games, time.Since(start), workers)
	for i := range r.Bots {
		r.Bots[i].GamesPerSecond = float64(c.Games) / elapsed[i].Seconds()
	}
	return r
}

// playBatch calls play for each of n jobs, workers at a time. progress, if
// not nil, is called from one goroutine with the number of jobs done after
// each.
func playBatch(n, workers int, play func(job int), progress func(done int)) {
	jobs := make(chan int)
	done := make(chan struct{})
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for j := range jobs {
				play(j)
				done <- struct{}{}
			}
		})
	}
	go func() {
		for j := range n {
			jobs <- j
		}
		close(jobs)
		wg.Wait()
		close(done)
	}()
	k := 0
	for range done {
		k++
		if progress != nil {
			progress(k)
		}
	}
}
