package kanban_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/kanbanev/kanban"
)

func ExampleNew() {
	s, events, err := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}, {Color: kanban.Yellow}},
		Seed:    42,
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(len(events), events[0].Kind)
	fmt.Println(s.Next())
	// Output:
	// 1 started
	// blue: start-spot spaces 0,1,2,3
}

func ExampleApply() {
	s, _, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	first := s.Next().Player
	s, events, err := kanban.Apply(s, kanban.CertSpace(first, 1))
	if err != nil {
		panic(err)
	}
	for _, e := range events {
		fmt.Println(e)
	}
	// A second player cannot take the same spot.
	_, _, err = kanban.Apply(s, kanban.CertSpace(s.Next().Player, 1))
	fmt.Println(err)
	// Output:
	// 2:0 blue acted 2events cert-space space-1
	// 3:0 blue cert-space-taken space-1
	// 4:0 blue gained voucher now
	// R-SET-14: that Certification space is taken
}

func ExampleGameState_LegalActions() {
	s, _, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	for _, a := range s.LegalActions() {
		fmt.Println(a)
	}
	// Output:
	// blue cert-space space-0
	// blue cert-space space-1
	// blue cert-space space-2
	// blue cert-space space-3
}

func ExampleReplay() {
	s, log, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	for range 20 {
		var events []kanban.Event
		s, events, _ = kanban.Apply(s, s.LegalActions()[0])
		log = append(log, events...)
	}
	// Store the log as JSON, read it back, replay it.
	data, _ := json.Marshal(log)
	var stored []kanban.Event
	if err := json.Unmarshal(data, &stored); err != nil {
		panic(err)
	}
	replayed, err := kanban.Replay(stored)
	if err != nil {
		panic(err)
	}
	fmt.Println(replayed.Version() == s.Version(), replayed.Next() == s.Next())
	// Output:
	// true true
}

func ExampleParseAction() {
	a, err := kanban.ParseAction("red train rnd")
	if err != nil {
		panic(err)
	}
	data, _ := json.Marshal(a)
	fmt.Println(string(data))
	// Output:
	// {"type":"train","player":"red","dept":"rnd"}
}

func ExampleGameState_Result() {
	s, _, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}, {Color: kanban.Yellow}},
		Seed:    3,
	})
	// A simple bot: one action of the turn, then the end of it.
	for i := 0; !s.IsOver(); i++ {
		legal := s.LegalActions()
		a := legal[i%len(legal)]
		if end := kanban.EndTurn(s.Next().Player); i%2 == 0 && slices.Contains(legal, end) {
			a = end
		}
		s, _, _ = kanban.Apply(s, a)
	}
	result, _ := s.Result()
	for _, st := range result.Standings {
		fmt.Println(st.Place, st.Color, st.PP == st.Breakdown.Play+st.Breakdown.FinalGoal+st.Breakdown.BankedShifts+
			st.Breakdown.SpeechTokens+st.Breakdown.Books+st.Breakdown.Vouchers+st.Breakdown.Cars+
			st.Breakdown.Training+st.Breakdown.TestedDesigns)
	}
	// Output:
	// 1 blue true
	// 2 yellow true
	// 3 red true
}

// A host reloads a stored log with Replay, which refuses one the rules
// could not have produced, naming the first event that breaks it.
func ExampleReplay_tampered() {
	s, log, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	for range 3 {
		var events []kanban.Event
		s, events, _ = kanban.Apply(s, s.LegalActions()[0])
		log = append(log, events...)
	}
	back, err := kanban.Replay(log)
	fmt.Println(back == s, err)

	// A gain edited in the store.
	for i := range log {
		if log[i].Kind == kanban.EvGained {
			log[i].Gain.PP += 10
			break
		}
	}
	_, err = kanban.Replay(log)
	fmt.Println(err)
	// Output:
	// true <nil>
	// kanban: log[5]: action 1 produces "6:1 red gained voucher now" here, not "6:1 red gained 10pp+voucher now"
}

// Event.For gives a player their copy of an event: the setup event keeps
// the table as dealt and the player's own hand, and leaves out the seed and
// every hidden order.
func ExampleEvent_For() {
	_, log, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	su := log[0].For(kanban.Red).Setup
	fmt.Println(su.Hidden, su.Config.Seed, su.GoalDeck == nil)
	fmt.Println(su.Table.Hand.Goals, su.Table.Hand.Kanban)
	fmt.Println(su.Table.StackTops)
	// Output:
	// true 0 true
	// [5 17 29] [4 10]
	// [city-autopilot city-battery city-electronics]
}

// A record is the configuration and the actions of a game; playing it
// again through the rules gives the same game.
func ExampleRecord() {
	s, log, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	for range 2 {
		var events []kanban.Event
		s, events, _ = kanban.Apply(s, s.LegalActions()[0])
		log = append(log, events...)
	}
	r, _ := kanban.RecordOf(log)
	text := r.String()
	fmt.Print(text[strings.Index(text, "config"):])

	back, _ := kanban.ParseRecord(text)
	replayed, _, err := back.Play()
	fmt.Println(replayed == s, err)
	// Output:
	// config {"players":[{"color":"red"},{"color":"blue"}],"seed":"7"}
	//
	// blue cert-space space-0
	// red cert-space space-1
	// true <nil>
}

// A host stores a game in progress as a position and loads it back. The
// position holds every hidden order, so it stays on the host.
func ExampleGameState_MarshalJSON() {
	s, _, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	s, _, _ = kanban.Apply(s, kanban.CertSpace(kanban.Blue, 1))
	saved, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}

	var loaded kanban.GameState
	if err := json.Unmarshal(saved, &loaded); err != nil {
		panic(err)
	}
	fmt.Println(loaded == s, loaded.Next())

	// A doctored position is refused.
	doctored := strings.Replace(string(saved), `"pp":15`, `"pp":-40`, 1)
	fmt.Println(json.Unmarshal([]byte(doctored), &loaded))
	// Output:
	// true red: start-spot spaces 0,2,3
	// kanban: bad position: red has -40 PP
}

// A host sends each player, after every action, the action's events as
// that player may see them (Event.For) and then the View they lead to: the
// events are what just happened, the View the table they left. The View's
// Version is the Seq of the last event folded into it, so a client knows
// which events it already shows.
func ExampleGameState_View() {
	s, log, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	send := func(p kanban.Color, events []kanban.Event) {
		var news []string
		for _, e := range events {
			mine := e.For(p) // never the event itself
			news = append(news, fmt.Sprint(mine.Seq, " ", mine.Kind))
		}
		v := s.View(p)
		fmt.Printf("to %v: %s; view %d: %v, Certification order %v\n",
			p, strings.Join(news, ", "), v.Version, v.Next, v.CertOrder)
	}
	for _, p := range s.Players() {
		send(p, log) // the setup
	}
	for range 2 {
		var events []kanban.Event
		s, events, _ = kanban.Apply(s, s.LegalActions()[0])
		for _, p := range s.Players() {
			send(p, events)
		}
	}
	// Output:
	// to red: 1 started; view 1: blue: start-spot spaces 0,1,2,3, Certification order []
	// to blue: 1 started; view 1: blue: start-spot spaces 0,1,2,3, Certification order []
	// to red: 2 acted, 3 cert-space-taken; view 3: red: start-spot spaces 1,2,3, Certification order [blue]
	// to blue: 2 acted, 3 cert-space-taken; view 3: red: start-spot spaces 1,2,3, Certification order [blue]
	// to red: 4 acted, 5 cert-space-taken, 6 gained, 7 picks-started; view 7: blue: start-pick, Certification order [blue red]
	// to blue: 4 acted, 5 cert-space-taken, 6 gained, 7 picks-started; view 7: blue: start-pick, Certification order [blue red]
}

// A frontend lists the options of a turn: each legal action with what it
// does and what it costs.
func ExampleGameState_Describe() {
	s, _, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	for s.Next().Kind != kanban.DecideWork {
		s, _, _ = kanban.Apply(s, s.LegalActions()[0])
	}
	fmt.Println(s.Next())
	for _, a := range s.LegalActions()[:6] {
		what, err := s.Describe(a)
		if err != nil {
			panic(err)
		}
		cost, _ := s.Cost(a)
		fmt.Printf("%v\n  %s; costs %v\n", a, what, cost)
	}
	// Output:
	// blue: work
	// blue train rnd
	//   train in R&D to space 1; costs 1 Shift
	// blue recycle give-motor take-battery
	//   give 1 motor to the Recycling pool for its battery; costs 1 stored motor
	// blue recycle give-motor take-body
	//   give 1 motor to the Recycling pool for its body; costs 1 stored motor
	// blue recycle give-motor take-electronics
	//   give 1 motor to the Recycling pool for its electronics; costs 1 stored motor
	// blue end-turn
	//   end the turn, losing 2 unused Shifts; costs nothing
	// blue upgrade truck-body space-0 from-voucher single
	//   upgrade the Truck body Design on upgrade space 0 with 1 body from the supply for a Parts Voucher, gaining 2 PP; costs 1 Shift, 1 Parts Voucher, the Truck body Design
}

func ExampleGameState_Cost() {
	s, _, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	for s.Next().Kind != kanban.DecideWork {
		s, _, _ = kanban.Apply(s, s.LegalActions()[0])
	}
	p := s.Next().Player
	cost, err := s.Cost(kanban.Train(p, s.Turn().Workstation.Department()))
	fmt.Println(cost.Shifts, cost.BankedShifts, cost, err)
	// An illegal action is refused as Apply would refuse it.
	_, err = s.Cost(kanban.Homework(p, kanban.Administration))
	fmt.Println(err)
	// Output:
	// 1 0 1 Shift <nil>
	// R-TRN-2: the player works in rnd, not administration
}

// A host that serves a German player asks the decision and the options of
// the turn in German: what each action does and what it costs.
func ExampleDecision_DescribeIn() {
	s, _, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	for s.Next().Kind != kanban.DecideWork {
		s, _, _ = kanban.Apply(s, s.LegalActions()[0])
	}
	d := s.Next()
	fmt.Printf("%s, %s: %s\n", kanban.German.Color(d.Player), s.Turn().Workstation.TitleIn(kanban.German), d.DescribeIn(kanban.German))
	legal := s.LegalActions()
	for _, a := range []kanban.Action{legal[0], legal[1], legal[4], legal[5]} {
		what, err := s.DescribeIn(kanban.German, a)
		if err != nil {
			panic(err)
		}
		cost, _ := s.Cost(a)
		fmt.Printf("- %s; Kosten: %s\n", what, cost.TextIn(kanban.German))
	}
	// Output:
	// Blau, F&E, oberes Einsetzfeld: Schichten für Aufgaben oder Fortbildung einsetzen oder den Zug beenden
	// - auf der Fortbildungsleiste F&E auf Feld 1 vorrücken; Kosten: 1 Schicht
	// - 1 Motor gegen 1 Batterie aus dem Recycling-Vorrat tauschen; Kosten: 1 Motor aus dem Teilelager
	// - den Zug beenden und 2 ungenutzte Schichten verfallen lassen; Kosten: nichts
	// - das Truck-Karosserie-Design auf Verbesserungsfeld 0 mit 1 Karosserie aus dem Vorrat für einen Autoteil-Joker verbessern (+ 2 SP); Kosten: 1 Schicht, 1 Autoteil-Joker, das Truck-Karosserie-Design
}

// A host tells each player what happened in words: it folds an action's
// events one by one with Evolve and narrates each from the state it is
// applied to. The setup event is applied to the zero state. Here red is
// told the setup, then the action that brings Sandra's first evaluation.
func ExampleGameState_Narrate() {
	s, log, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	var zero kanban.GameState
	fmt.Println(zero.Narrate(log[0], kanban.Red))
	for {
		next, events, _ := kanban.Apply(s, s.LegalActions()[0])
		if !slices.ContainsFunc(events, func(e kanban.Event) bool { return e.Kind == kanban.EvSandraEvaluated }) {
			s = next
			continue
		}
		for _, e := range events {
			fmt.Println(s.Narrate(e, kanban.Red))
			s, _ = kanban.Evolve(s, e)
		}
		break
	}
	// Output:
	// a game of 2 players, in seating order you (red) and blue; Sandra plays her penalty side. Blue, drawn at random, begins orientation
	// you work at the Assembly bottom workstation, 3 Shifts
	// you place your worker on the Assembly bottom workstation (3 Shifts)
	// Sandra moves to the R&D top workstation
	// the Working phase begins; turns go in workstation order: Sandra, blue, you
	// Sandra's turn at the R&D top workstation: she evaluates R&D, then advances the Pace Car
	// Sandra evaluates R&D: blue has the least progress on its track (space 2) and no Upgraded Design (2 or fewer): blue loses 6 PP (1, and 5 for Banked Shifts below 5)
	// the Pace Car moves to space 1 of the Test track
	// blue's turn begins at the Assembly top workstation, with 2 Shifts
}

// The View says where Sandra evaluates next and what her evaluation there
// would cost or give each player now; what they do before her turn can
// change it. Here, as a host folds events one by one, it is read at her
// turn on day 3, in Logistics, and her evaluation follows it.
func ExampleView_sandraNext() {
	s, _, _ := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}},
		Seed:    7,
	})
	for s.Day() < 3 {
		s, _, _ = kanban.Apply(s, s.LegalActions()[0])
	}
	for s.Day() == 3 {
		next, events, _ := kanban.Apply(s, s.LegalActions()[0])
		for _, e := range events {
			switch e.Kind {
			case kanban.EvSandraTurn:
				f := s.View(kanban.Red).SandraNext
				fmt.Printf("day %d at %v: %v counted in %v\n", f.Day, f.Workstation, f.Measure, f.Dept)
				for _, r := range f.Players {
					fmt.Printf("%v: space %d, %d counted, evaluated %v, %+d PP\n", r.Player, r.Space, r.Count, r.Evaluated, r.PP)
				}
			case kanban.EvSandraEvaluated:
				fmt.Println(s.Narrate(e, kanban.Red))
			}
			s, _ = kanban.Evolve(s, e)
		}
		s = next
	}
	// Output:
	// day 3 at logistics-top: stored-parts counted in logistics
	// red: space 0, 1 counted, evaluated true, -5 PP
	// blue: space 0, 1 counted, evaluated true, -6 PP
	// Sandra evaluates Logistics: you have the least progress on its track (space 0) and only 1 stored part (2 or fewer): you lose 5 PP (1, and 4 for Banked Shifts below 5)
	// Sandra evaluates Logistics: blue has the least progress on its track (space 0) and only 1 stored part (2 or fewer): blue loses 6 PP (1, and 5 for Banked Shifts below 5)
}
