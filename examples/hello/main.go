package main

import (
	"fmt"

	"github.com/kanbanev/kanban"
)

func main() {
	s, log, err := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    1,
	})
	for err == nil && !s.IsOver() {
		fmt.Println(s.Next())    // "red: start-spot spaces 0,1,2,3", "blue: work", …
		a := s.LegalActions()[0] // a player's or a bot's choice
		var events []kanban.Event
		s, events, err = kanban.Apply(s, a) // a *kanban.RuleError if illegal
		log = append(log, events...)        // the log replays: kanban.Replay(log)
	}
	if err != nil {
		panic(err)
	}
	result, _ := s.Result()
	fmt.Println(result) // a line a player: place, colour, PP and where they came from
}
