package main

import (
	"fmt"
	"sync"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/examples/internal/gamedb"
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
	// record is the game as played, to its end or to the action before
	// its error; searches, with RecordSearch, the searches of its
	// decisions.
	record   kanban.Record
	searches []gamedb.Search
	acts     int // with RecordSearch, the actions chosen so far
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
	// game, when not nil, gets the searches of the bot's decisions with a
	// choice, if it is a searcher (config.RecordSearch).
	game *Game
}

// A searcher is a bot whose Act is a search that can say what it found,
// as ISMCTS's.
type searcher interface {
	Search(*bots.Turn) (bots.SearchResult, error)
}

// Act calls the bot's Act, or with b.game its Search, and counts the time
// it took.
func (b timedBot) Act(t *bots.Turn) (kanban.Action, error) {
	var a kanban.Action
	var err error
	act := func() { a, err = b.bot.Act(t) }
	if s, ok := b.bot.(searcher); ok && b.game != nil && t.NumLegal() > 1 {
		act = func() {
			var r bots.SearchResult
			r, err = s.Search(t)
			a = r.Action
			if err != nil {
				return
			}
			b.game.searches = append(b.game.searches, gamedb.SearchOf(b.game.acts, t, r))
		}
	}
	d, cpu, measured := timeCall(b.clock, act)
	if b.game != nil {
		b.game.acts++ // every action of the game is some seat's Act
	}
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
		seats[s] = timedBot{bot: e.newBot(botSeed(c.Seed, g, i)), t: &game.time[i], clock: clockFor(c, e), game: game.recording(c)}
	}
	s, err := game.play(cfg, seats)
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
	bot := timedBot{bot: e.newBot(botSeed(c.Seed, g, i)), t: &game.time[i], clock: clockFor(c, e), game: game.recording(c)}
	s, err := game.play(cfg, []bots.Bot{bot})
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

// recording returns game, to record the searches of its bots' decisions,
// if c.RecordSearch asks for them, and nil otherwise.
func (game *Game) recording(c config) *Game {
	if !c.RecordSearch {
		return nil
	}
	return game
}

// play plays a whole game of cfg (bots.PlayRecord), seats[i] choosing
// for cfg.Players[i], keeping its record in game.record.
func (game *Game) play(cfg kanban.Config, seats []bots.Bot) (kanban.GameState, error) {
	s, rec, err := bots.PlayRecord(cfg, seats)
	game.record = rec
	return s, err
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
		playBatch(c.Games, workers, func(g int) { games[g] = c.playJob(g) }, progress)
		return c.results(games, time.Since(start), workers, nil)
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
		playBatch(c.Games, workers, func(g int) { batch[g] = c.playJob(offset + g) }, tick)
		elapsed[i] = time.Since(t)
		games = append(games, batch...)
	}
	return c.results(games, time.Since(start), workers, elapsed)
}

// results adds up the tournament's games, in the order of playJob, played
// in elapsed by workers at once: in a ladder with the ratings; in solo
// with each entry's rate, its games having taken entryElapsed[i].
func (c config) results(games []Game, elapsed time.Duration, workers int, entryElapsed []time.Duration) Results {
	r := summarize(c, games, elapsed, workers)
	switch {
	case c.Ladder:
		r.Players, r.GamesPerPair, r.GamesPerEntry = 2, c.Games, c.Games*(len(c.Entries)-1)
		r.Ladder = newLadder(c.Entries, games)
	case c.Solo:
		for i := range r.Bots {
			if i < len(entryElapsed) && entryElapsed[i] > 0 {
				r.Bots[i].GamesPerSecond = float64(c.Games) / entryElapsed[i].Seconds()
			}
		}
	}
	return r
}

// playJob plays game j of the tournament, numbering its games as the
// results list them (totalGames in all): in a ladder, game j of the
// pairs' games; in solo, game j mod c.Games of entry j / c.Games; else
// game j. The one-process runner and the queue's workers play games
// through it alike, so that the same flags give the same games either way.
func (c config) playJob(j int) Game {
	switch {
	case c.Ladder:
		p := pairs(len(c.Entries))[j/c.Games]
		return playTable(c, j, p[:], j%c.Games)
	case c.Solo:
		return playSoloGame(c, j%c.Games, j/c.Games)
	}
	return playGame(c, j)
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
