// Command randomgame plays Kanban EV between bots that choose random legal
// actions. With one game it prints each day in a few lines and the final
// ranking with its breakdown; with many it prints averages and speed.
//
//	go run ./examples/randomgame                      # one 4-player game
//	go run ./examples/randomgame -players 3 -seed 7
//	go run ./examples/randomgame -games 1000          # averages, games per second, the longest game
//	go run ./examples/randomgame -record game.txt     # one game, and its record (see examples/replay)
//	go run ./examples/randomgame -solo -difficulty random -games 200  # solo games against the two Colleagues
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

func main() {
	players := flag.Int("players", 4, "number of players, 2 to 4")
	seed := flag.Uint64("seed", 1, "seed of the first game and of the bots")
	games := flag.Int("games", 1, "number of games to play")
	record := flag.String("record", "", "write the game's record to this file (one game only)")
	solo := flag.Bool("solo", false, "play solo games: one random player against the two Colleagues")
	difficulty := flag.String("difficulty", "", "with -solo, the Difficulty cards, comma-separated, or random for 2 at random")
	flag.Parse()
	set := map[string]bool{}
	flag.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *games < 1 {
		fmt.Fprintln(os.Stderr, "randomgame: -games must be at least 1")
		os.Exit(2)
	}
	if *solo {
		sc, err := soloConfig(*difficulty)
		if err == nil && set["players"] {
			err = fmt.Errorf("-players makes no sense with -solo")
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "randomgame:", err)
			os.Exit(2)
		}
		if *games == 1 {
			err = playOne(soloGame(sc), *seed, *record)
		} else {
			var st soloStats
			st, err = playSolo(sc, *seed, *games)
			fmt.Print(st)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "randomgame:", err)
			os.Exit(1)
		}
		return
	}
	if *players < 2 || *players > 4 || set["difficulty"] {
		fmt.Fprintln(os.Stderr, "randomgame: -players must be 2 to 4, and -difficulty needs -solo")
		os.Exit(2)
	}
	if *games == 1 {
		if err := playOne(func(seed uint64) kanban.Config { return config(*players, seed) }, *seed, *record); err != nil {
			fmt.Fprintln(os.Stderr, "randomgame:", err)
			os.Exit(1)
		}
		return
	}
	if err := playMany(*players, *seed, *games); err != nil {
		fmt.Fprintln(os.Stderr, "randomgame:", err)
		os.Exit(1)
	}
}

func config(players int, seed uint64) kanban.Config {
	cfg := kanban.Config{Seed: seed}
	for _, c := range []kanban.Color{kanban.Yellow, kanban.Blue, kanban.Purple, kanban.Red}[:players] {
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: c})
	}
	return cfg
}

// bot picks a random legal action: first a kind of action, then one of that
// kind, so that the many ways to recycle do not crowd out the rest.
type bot struct {
	r     *rand.Rand
	kinds []kanban.ActionKind
	of    []kanban.Action
}

func (b *bot) choose(legal []kanban.Action) kanban.Action {
	b.kinds = b.kinds[:0]
	for _, a := range legal {
		seen := false
		for _, k := range b.kinds {
			seen = seen || k == a.Kind
		}
		if !seen {
			b.kinds = append(b.kinds, a.Kind)
		}
	}
	k := b.kinds[b.r.IntN(len(b.kinds))]
	b.of = b.of[:0]
	for _, a := range legal {
		if a.Kind == k {
			b.of = append(b.of, a)
		}
	}
	return b.of[b.r.IntN(len(b.of))]
}

// game plays a whole game, calling day with the events of each day, and
// returns the final state and the actions taken.
func game(cfg kanban.Config, seed uint64, day func(kanban.GameState, []kanban.Event)) (kanban.GameState, []kanban.Action, error) {
	s, _, err := kanban.New(cfg)
	if err != nil {
		return s, nil, err
	}
	b := &bot{r: rand.New(rand.NewPCG(seed, 2))}
	var legal []kanban.Action
	var events, today []kanban.Event
	var actions []kanban.Action
	for !s.IsOver() {
		legal = s.AppendLegalActions(legal[:0])
		a := b.choose(legal)
		s, events, err = kanban.AppendApply(events[:0], s, a)
		if err != nil {
			return s, actions, err
		}
		actions = append(actions, a)
		for _, e := range events {
			today = append(today, e)
			if e.Kind == kanban.EvDayStarted || e.Kind == kanban.EvGameEnded {
				if day != nil {
					day(s, today)
				}
				today = today[:0]
			}
		}
	}
	return s, actions, nil
}

func playOne(config func(seed uint64) kanban.Config, seed uint64, record string) error {
	cfg := config(seed)
	s, actions, err := game(cfg, seed, printDay)
	if err != nil {
		return err
	}
	if record != "" {
		r := kanban.Record{Schema: kanban.SchemaVersion, Rules: components.Version, Config: cfg, Actions: actions}
		if err := os.WriteFile(record, []byte(r.String()), 0o644); err != nil {
			return err
		}
	}
	res, _ := s.Result()
	names := colleagueNames(s)
	fmt.Printf("\ngame over after %d days and %d actions\n\n", s.Day(), len(actions))
	fmt.Println("place  player   PP   play  goal  shifts speech books vouch  cars train tested")
	for _, st := range res.Standings {
		b := st.Breakdown
		who := st.Color.String()
		if n, ok := names[st.Color]; ok {
			who = n
		}
		fmt.Printf("%4d.  %-7s %4d  %5d %5d %7d %6d %5d %5d %5d %5d %6d\n", st.Place, who, st.PP,
			b.Play, b.FinalGoal, b.BankedShifts, b.SpeechTokens, b.Books, b.Vouchers, b.Cars, b.Training, b.TestedDesigns)
	}
	if names != nil {
		if soloWon(s) {
			fmt.Println("\nthe player wins: more PP than each Colleague")
		} else {
			fmt.Println("\nthe Colleagues win")
		}
	}
	return nil
}

// printDay prints one day: where everyone worked, what Sandra did, whether
// a Meeting was held, and the scores after it.
func printDay(s kanban.GameState, events []kanban.Event) {
	var day int
	var work []string
	var notes []string
	for _, e := range events {
		switch e.Kind {
		case kanban.EvDayEnded:
			day = int(e.N)
		case kanban.EvTurnStarted:
			work = append(work, fmt.Sprintf("%s %s", e.Player, e.Workstation))
		case kanban.EvColleagueTurn:
			work = append(work, fmt.Sprintf("%s %s", e.Player, e.Workstation))
		case kanban.EvSandraTurn:
			w := "her desk"
			if e.Workstation != kanban.NoWorkstation {
				w = e.Workstation.String()
			}
			work = append(work, "Sandra "+w)
		case kanban.EvWeekAdvanced:
			notes = append(notes, fmt.Sprintf("week %d", e.N))
		case kanban.EvMeetingEnded:
			notes = append(notes, fmt.Sprintf("meeting held, production cycle %d", e.N))
		case kanban.EvGameEnded:
			notes = append(notes, "final scoring")
		}
	}
	if day == 0 {
		return // orientation
	}
	var pp []string
	for _, c := range s.Players() {
		b, _ := s.Player(c)
		pp = append(pp, fmt.Sprintf("%s %d", c, b.PP))
	}
	if so, ok := s.Solo(); ok {
		for _, c := range so.Colleagues {
			pp = append(pp, fmt.Sprintf("%s %d", c.Name, c.PP))
		}
	}
	fmt.Printf("day %2d  %s\n        PP %s", day, strings.Join(work, ", "), strings.Join(pp, ", "))
	if len(notes) > 0 {
		fmt.Printf("  (%s)", strings.Join(notes, "; "))
	}
	fmt.Println()
}

func playMany(players int, seed uint64, games int) error {
	start := time.Now()
	var pp, days, actions int
	var longest, longestDays int
	var longestSeed uint64
	for g := range games {
		seedG := seed + uint64(g)
		s, acts, err := game(config(players, seedG), seedG, nil)
		n := len(acts)
		if err != nil {
			return err
		}
		actions += n
		days += s.Day()
		if n > longest {
			longest, longestSeed = n, seedG
		}
		longestDays = max(longestDays, s.Day())
		res, _ := s.Result()
		for _, st := range res.Standings {
			pp += st.PP
		}
	}
	elapsed := time.Since(start)
	fmt.Printf("%d games of %d players in %v\n", games, players, elapsed.Round(time.Millisecond))
	fmt.Printf("average score %.1f PP, %.1f days and %.0f actions a game, %.0f games a second\n",
		float64(pp)/float64(games*players), float64(days)/float64(games), float64(actions)/float64(games),
		float64(games)/elapsed.Seconds())
	fmt.Printf("longest game %d actions (seed %d), longest %d days\n", longest, longestSeed, longestDays)
	return nil
}
