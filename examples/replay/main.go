// Command replay reads a game record and plays it again through the rules,
// printing it turn by turn and the table at the end of each day.
//
//	go run ./examples/randomgame -record game.txt
//	go run ./examples/replay game.txt
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/kanbanev/kanban"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: replay RECORD-FILE")
		os.Exit(2)
	}
	text, err := os.ReadFile(os.Args[1])
	if err == nil {
		err = run(string(text), os.Stdout)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "replay:", err)
		os.Exit(1)
	}
}

// run parses a record and prints it as it plays: each turn on a line of
// its own with the actions taken, and the table after each day.
func run(text string, w io.Writer) error {
	r, err := kanban.ParseRecord(text)
	if err != nil {
		return err
	}
	s, _, err := kanban.New(r.Config)
	if err != nil {
		return err
	}
	players := fmt.Sprintf("%d players", len(r.Config.Players))
	if r.Config.Solo != nil {
		players = "a solo game"
	}
	fmt.Fprintf(w, "%s, rules %s\n", players, r.Rules)
	var turn []string
	last := kanban.NoColor // the player of the last action printed in turn
	flush := func() {
		if len(turn) > 0 {
			fmt.Fprintf(w, "  %s\n", strings.Join(turn, ", "))
			turn, last = turn[:0], kanban.NoColor
		}
	}
	for i, a := range r.Actions {
		next, events, err := kanban.Apply(s, a)
		if err != nil {
			flush()
			return fmt.Errorf("action %d, %v: %w", i+1, a, err)
		}
		body := a.String()
		if a.Player == last {
			body = strings.TrimPrefix(body, a.Player.String()+" ")
		}
		turn, last = append(turn, body), a.Player
		// The events are folded one by one, so that the table at the end
		// of a day shows that day, not the next one's start.
		at := s
		for _, e := range events {
			if at, err = kanban.Evolve(at, e); err != nil {
				return fmt.Errorf("action %d, %v: %w", i+1, a, err)
			}
			switch e.Kind {
			case kanban.EvTurnEnded, kanban.EvWorkingStarted, kanban.EvPicksStarted, kanban.EvGoalsDiscarded:
				flush()
			case kanban.EvMeetingStarted:
				flush()
				fmt.Fprintln(w, "  Meeting")
			case kanban.EvDayStarted:
				flush()
				fmt.Fprintf(w, "day %d\n", e.N)
			case kanban.EvSandraTurn:
				flush()
				where := "her desk"
				if e.Workstation != kanban.NoWorkstation {
					where = e.Workstation.String()
				}
				fmt.Fprintf(w, "  Sandra works at %s\n", where)
			case kanban.EvDayEnded:
				flush()
				table(w, at)
			}
		}
		s = next
	}
	flush()
	if res, over := s.Result(); over {
		fmt.Fprintf(w, "game over after %d days\n", s.Day())
		for _, st := range res.Standings {
			fmt.Fprintf(w, "%4d. %-7s %4d PP\n", st.Place, st.Color, st.PP)
		}
	} else {
		fmt.Fprintf(w, "the record stops on day %d; next: %v\n", s.Day(), s.Next())
	}
	return nil
}

// table prints the table at the end of a day: the calendar, the Test
// track, and each player's board in one row.
func table(w io.Writer, s kanban.GameState) {
	pace, queue := s.TestTrack()
	cars := fmt.Sprintf("%d cars", len(queue))
	if len(queue) == 1 {
		cars = "1 car"
	}
	fmt.Fprintf(w, "  -- end of day %d: week %d, production cycle %d, Pace Car on %d, %s behind it\n",
		s.Day(), s.Week(), s.ProductionCycle(), pace, cars)
	fmt.Fprintf(w, "     %-7s %4s %5s %5s %5s %6s %5s %5s\n", "player", "PP", "certs", "books", "vouch", "banked", "desk", "cars")
	for _, c := range s.Players() {
		b, _ := s.Player(c)
		cars := 0
		for _, m := range b.Garages {
			if m != kanban.NoModel {
				cars++
			}
		}
		fmt.Fprintf(w, "     %-7s %4d %5d %5d %5d %6d %5d %5d\n", c, b.PP, b.Certifications, b.Books, b.Vouchers, b.BankedShifts, b.Desk.Len(), cars)
	}
}
