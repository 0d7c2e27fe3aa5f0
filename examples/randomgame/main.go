// Command randomgame plays Kanban EV between bots that choose random legal
// actions, and prints a summary of each day.
//
//	go run ./examples/randomgame -players 4 -seed 1 -days 12
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"

	"github.com/kanbanev/kanban"
)

func main() {
	players := flag.Int("players", 4, "number of players, 2 to 4")
	seed := flag.Uint64("seed", 1, "seed of the game and of the bots")
	days := flag.Int("days", 12, "number of days to play")
	flag.Parse()

	colors := []kanban.Color{kanban.Yellow, kanban.Blue, kanban.Purple, kanban.Red}
	if *players < 2 || *players > len(colors) {
		fmt.Fprintln(os.Stderr, "randomgame: -players must be 2 to 4")
		os.Exit(2)
	}
	cfg := kanban.Config{Seed: *seed}
	for _, c := range colors[:*players] {
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: c})
	}
	s, log, err := kanban.New(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "randomgame:", err)
		os.Exit(1)
	}
	bot := rand.New(rand.NewPCG(*seed, 2))
	var legal []kanban.Action
	var events []kanban.Event
	actions := 0
	for !s.IsOver() && s.Day() <= *days {
		day := s.Day()
		legal = s.AppendLegalActions(legal[:0])
		s, events, err = kanban.AppendApply(events[:0], s, legal[bot.IntN(len(legal))])
		if err != nil {
			fmt.Fprintln(os.Stderr, "randomgame:", err)
			os.Exit(1)
		}
		actions++
		log = append(log, events...)
		if s.Day() != day && day > 0 {
			printDay(day, s, log)
		}
	}
	fmt.Printf("\n%d actions, %d events\n", actions, len(log))
	printStandings(s)
}

// printDay prints where everyone worked on a day and the scores after it.
func printDay(day int, s kanban.GameState, log []kanban.Event) {
	var work []string
	var sandra string
	for i := len(log) - 1; i >= 0; i-- {
		e := log[i]
		if e.Kind == kanban.EvDayStarted && int(e.N) == day {
			break
		}
		switch e.Kind {
		case kanban.EvTurnStarted:
			work = append(work, fmt.Sprintf("%s %s", e.Player, e.Workstation))
		case kanban.EvSandraTurn:
			sandra = "desk"
			if e.Workstation != kanban.NoWorkstation {
				sandra = e.Workstation.String()
			}
		}
	}
	slices.Reverse(work)
	var pp []string
	for _, c := range s.Players() {
		b, _ := s.Player(c)
		pp = append(pp, fmt.Sprintf("%s %d", c, b.PP))
	}
	fmt.Printf("day %2d  week %d  Sandra %-16s %s\n        PP: %s\n", day, s.Week(), sandra, strings.Join(work, ", "), strings.Join(pp, ", "))
}

// printStandings lists the players by PP, with their training.
func printStandings(s kanban.GameState) {
	boards := make([]kanban.PlayerBoard, 0, 4)
	for _, c := range s.Players() {
		b, _ := s.Player(c)
		boards = append(boards, b)
	}
	slices.SortStableFunc(boards, func(a, b kanban.PlayerBoard) int { return b.PP - a.PP })
	fmt.Println("standings after the last day played:")
	for i, b := range boards {
		fmt.Printf("  %d. %-7s %3d PP  training %v  certified %d  Banked Shifts %d  Books %d  Speech %d\n",
			i+1, b.Color, b.PP, b.Training, b.Certifications, b.BankedShifts, b.Books, b.Speech+b.GenericSpeech)
	}
}
