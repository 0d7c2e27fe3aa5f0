package main

import (
	"fmt"
	"strings"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// soloConfig reads -difficulty: "" for no Difficulty card, "random" for 2
// at random, or names such as "keeping-up,cushy-speech".
func soloConfig(difficulty string) (kanban.SoloConfig, error) {
	var sc kanban.SoloConfig
	switch d := strings.TrimSpace(difficulty); d {
	case "", "none":
	case "random":
		sc.RandomDifficulty = true
	default:
		for _, name := range strings.Split(d, ",") {
			var c components.Difficulty
			if err := c.UnmarshalText([]byte(strings.TrimSpace(name))); err != nil {
				return sc, fmt.Errorf("-difficulty: %q is not a Difficulty card", name)
			}
			sc.Difficulty = append(sc.Difficulty, c)
		}
	}
	return sc, nil
}

// soloGame returns the configuration of a solo game for a seed: the
// player yellow, against the Colleagues.
func soloGame(sc kanban.SoloConfig) func(seed uint64) kanban.Config {
	return func(seed uint64) kanban.Config {
		c := sc
		return kanban.Config{Seed: seed, Players: []kanban.PlayerConfig{{Color: kanban.Yellow}}, Solo: &c}
	}
}

// colleagueNames names the Colleagues by colour, "lacerda"; nil when the
// game is not solo.
func colleagueNames(s kanban.GameState) map[kanban.Color]string {
	so, ok := s.Solo()
	if !ok {
		return nil
	}
	m := map[kanban.Color]string{}
	for _, c := range so.Colleagues {
		m[c.Color] = c.Name
	}
	return m
}

// soloWon reports whether the player of a finished solo game won: with
// strictly more PP than each Colleague, and not fired. Result ranks a
// Colleague who ties the player, and anyone ahead of a fired player, above
// them, so that is place 1.
func soloWon(s kanban.GameState) bool {
	res, _ := s.Result()
	human := s.Players()[0]
	for _, st := range res.Standings {
		if st.Color == human {
			return st.Place == 1
		}
	}
	return false
}

// soloStats sums solo games: the player's PP, wins and firings, and each
// Colleague's PP.
type soloStats struct {
	Games, Wins, Fired int
	PP                 int
	Colleagues         [components.Colleagues]int // PP, Lacerda first
	Names              [components.Colleagues]string
	Days               int
}

func (st soloStats) String() string {
	g := float64(st.Games)
	return fmt.Sprintf("%d solo games: the player averages %.1f PP and wins %.1f%% (fired in %.1f%%); %s averages %.1f PP, %s %.1f PP; %.1f days a game\n",
		st.Games, float64(st.PP)/g, 100*float64(st.Wins)/g, 100*float64(st.Fired)/g,
		st.Names[0], float64(st.Colleagues[0])/g, st.Names[1], float64(st.Colleagues[1])/g, float64(st.Days)/g)
}

// playSolo plays games solo games of seeds seed, seed+1, … and sums them.
func playSolo(sc kanban.SoloConfig, seed uint64, games int) (soloStats, error) {
	var st soloStats
	config := soloGame(sc)
	for g := range games {
		seedG := seed + uint64(g)
		fired := false
		s, _, err := game(config(seedG), seedG, func(_ kanban.GameState, events []kanban.Event) {
			for _, e := range events {
				fired = fired || e.Kind == kanban.EvFired
			}
		})
		if err != nil {
			return st, fmt.Errorf("seed %d: %w", seedG, err)
		}
		st.Games++
		st.Days += s.Day()
		b, _ := s.Player(s.Players()[0])
		st.PP += b.PP
		if soloWon(s) {
			st.Wins++
		}
		if fired {
			st.Fired++
		}
		so, _ := s.Solo()
		for i, c := range so.Colleagues {
			st.Colleagues[i] += c.PP
			st.Names[i] = c.Name
		}
	}
	return st, nil
}
