package main

import (
	"github.com/kanbanev/kanban"
	"math"
	"time"
)

// Results are a tournament's outcome: each entry's record, the time each
// kind of bot took to decide, and every game.
type Results struct {
	Bots  []BotResult `json:"bots"` // in -bots order
	Kinds []KindTime  `json:"decision_times"`

	Players int `json:"players"`
	// Edition is the printed contents the games played: left out for the
	// built-in edition.
	Edition      kanban.Edition `json:"edition,omitzero"`
	Finished     int            `json:"finished"` // games played to their end
	Errors       int            `json:"errors"`   // games stopped by an error, left out of Bots
	Seed         uint64         `json:"seed,string"`
	Expert       bool           `json:"expert,omitempty"`
	SandraReward bool           `json:"sandra_reward,omitempty"`
	// Solo says that each entry played its games alone against the
	// Colleagues, with the Difficulty cards Difficulty says ("none",
	// "random" or their names); Players is then 1.
	Solo       bool   `json:"solo,omitempty"`
	Difficulty string `json:"difficulty,omitempty"`
	// GamesPerEntry is the games each entry played: all the games, or in
	// solo its own.
	GamesPerEntry int `json:"games_per_entry"`
	// Ladder, in a ladder, is the ratings fitted to its games, every pair
	// of entries having played GamesPerPair of them.
	Ladder       *Ladder `json:"ladder,omitempty"`
	GamesPerPair int     `json:"games_per_pair,omitempty"`
	// Timed says that some bot's budget was a time, so that the results
	// depend on the machine and its load and a run cannot be repeated.
	Timed bool `json:"timed,omitempty"`
	// NetworkAside says that the neural bot played without its network,
	// as learned: the games' edition is not the one its network learnt
	// from (bots.NewNeural).
	NetworkAside   bool          `json:"network_aside,omitempty"`
	Workers        int           `json:"workers"`
	Elapsed        time.Duration `json:"elapsed_ns"`
	GamesPerSecond float64       `json:"games_per_second"`

	Games []Game `json:"games"` // in game order

	// Run, for the results of a run in the database (the results
	// command), is its number, and Database the ratings fitted to every
	// game the database holds between bots (queue.ladder).
	Run      int64   `json:"run,omitempty"`
	Database *Ladder `json:"database_ladder,omitempty"`
}

// BotResult is one entry's record over the finished games.
type BotResult struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
	// Wins counts the games the entry placed first, alone or shared: a
	// first place shared by k players is a win for each of them.
	Wins int `json:"wins"`
	// WinShare counts a first place shared by k players as 1/k, so that the
	// entries' shares add up to the games.
	WinShare float64 `json:"win_share"`
	// WinRate is Wins over the finished games, with its 95% Wilson score
	// interval.
	WinRate   float64 `json:"win_rate"`
	WinLow    float64 `json:"win_rate_low"`
	WinHigh   float64 `json:"win_rate_high"`
	MeanPP    float64 `json:"mean_pp"`
	MeanPlace float64 `json:"mean_place"`

	// Finished counts the entry's games played to their end.
	Finished int `json:"finished"`
	// In solo, a win is a first place alone: strictly more PP than each
	// Colleague. MeanColleaguePP is the mean PP of the better Colleague,
	// GamesPerSecond the entry's own rate (the entries play one after the
	// other) and PerDecision its mean time in Act.
	MeanColleaguePP float64       `json:"mean_colleague_pp,omitempty"`
	GamesPerSecond  float64       `json:"games_per_second,omitempty"`
	PerDecision     time.Duration `json:"per_decision_ns,omitempty"`
}

// KindTime is the time the bots of one kind (and budget) spent in Act,
// over every game, those stopped by an error included. A choice is a
// decision with more than one legal action: the bots answer the others at
// once.
type KindTime struct {
	Kind        string        `json:"kind"`
	Decisions   int64         `json:"decisions"`
	Choices     int64         `json:"choices"`
	Total       time.Duration `json:"total_ns"` // wall clock
	PerDecision time.Duration `json:"per_decision_ns"`
	PerChoice   time.Duration `json:"per_choice_ns"`
	// CPUMeasured says whether the CPU time of every decision was measured
	// (on Linux; for a bot with several workers, only with -parallel 1):
	// when it is false, the CPU fields are 0.
	CPUMeasured    bool          `json:"cpu_measured"`
	CPUTotal       time.Duration `json:"cpu_total_ns"`
	CPUPerDecision time.Duration `json:"cpu_per_decision_ns"`
	CPUPerChoice   time.Duration `json:"cpu_per_choice_ns"`
}

// summarize adds up the games, in game order.
func summarize(c config, games []Game, elapsed time.Duration, workers int) Results {
	r := Results{
		Players:        len(c.Entries),
		GamesPerEntry:  c.Games,
		Seed:           c.Seed,
		Edition:        c.Edition,
		Expert:         c.Expert,
		SandraReward:   c.SandraReward,
		Timed:          c.timed(),
		NetworkAside:   c.networkAside(),
		Workers:        workers,
		Elapsed:        elapsed,
		GamesPerSecond: float64(len(games)) / elapsed.Seconds(),
		Games:          games,
	}
	if c.Solo {
		r.Players, r.Solo, r.Difficulty = 1, true, c.difficultyString()
	}
	pp := make([]int, len(c.Entries))
	places := make([]int, len(c.Entries))
	colleaguePP := make([]int, len(c.Entries))
	entryTime := make([]decisionTime, len(c.Entries))
	r.Bots = make([]BotResult, len(c.Entries))
	times := map[string]*decisionTime{}
	for i, e := range c.Entries {
		r.Bots[i] = BotResult{Name: e.Name, Kind: e.Kind}
		if times[e.Kind] == nil {
			times[e.Kind] = &decisionTime{}
			r.Kinds = append(r.Kinds, KindTime{Kind: e.Kind})
		}
	}
	for _, g := range games {
		for i, e := range c.Entries {
			times[e.Kind].add(g.time[i])
			entryTime[i].add(g.time[i])
		}
		if g.Error != "" {
			r.Errors++
			continue
		}
		r.Finished++
		first := 0
		for _, p := range g.Players {
			if p.Place == 1 {
				first++
			}
		}
		best := 0
		for i, co := range g.Colleagues {
			if co.Place == 1 {
				first++
			}
			if i == 0 || co.PP > best {
				best = co.PP
			}
		}
		for _, p := range g.Players {
			r.Bots[p.entry].Finished++
			colleaguePP[p.entry] += best
		}
		for _, p := range g.Players {
			pp[p.entry] += p.PP
			places[p.entry] += p.Place
			// In solo the rules already rank a Colleague with as many PP
			// ahead of the player; a win is a first place alone.
			if p.Place == 1 && (!c.Solo || first == 1) {
				r.Bots[p.entry].Wins++
				r.Bots[p.entry].WinShare += 1 / float64(first)
			}
		}
	}
	for i := range r.Bots {
		b := &r.Bots[i]
		b.WinLow, b.WinHigh = wilson(b.Wins, b.Finished)
		if b.Finished > 0 {
			n := float64(b.Finished)
			b.WinRate = float64(b.Wins) / n
			b.MeanPP = float64(pp[i]) / n
			b.MeanPlace = float64(places[i]) / n
			if c.Solo {
				b.MeanColleaguePP = float64(colleaguePP[i]) / n
			}
		}
		if t := entryTime[i]; t.decisions > 0 {
			b.PerDecision = t.total / time.Duration(t.decisions)
		}
	}
	for i := range r.Kinds {
		k := &r.Kinds[i]
		t := times[k.Kind]
		k.Decisions, k.Choices, k.Total = t.decisions, t.choices, t.total
		if t.decisions > 0 {
			k.PerDecision = t.total / time.Duration(t.decisions)
		}
		if t.choices > 0 {
			k.PerChoice = t.choosing / time.Duration(t.choices)
		}
		if t.unmeasured == 0 && t.decisions > 0 {
			k.CPUMeasured, k.CPUTotal = true, t.cpu
			k.CPUPerDecision = t.cpu / time.Duration(t.decisions)
			if t.choices > 0 {
				k.CPUPerChoice = t.cpuChoosing / time.Duration(t.choices)
			}
		}
	}
	return r
}

// z95 is the standard normal quantile of 0.975: a 95% two-sided interval.
const z95 = 1.959963984540054

// wilson returns the 95% Wilson score interval of a proportion of k
// successes in n trials; [0, 1] when n is 0. Unlike the normal
// approximation it stays within [0, 1] and is not empty at 0 or n.
func wilson(k, n int) (low, high float64) {
	if n == 0 {
		return 0, 1
	}
	nf := float64(n)
	p := float64(k) / nf
	z2 := z95 * z95
	d := 1 + z2/nf
	center := (p + z2/(2*nf)) / d
	half := z95 / d * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return max(0, center-half), min(1, center+half)
}
