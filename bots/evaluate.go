package bots

import (
	"math"
	"slices"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// The weights of Evaluate's positional terms, in PP: what a thing on a
// player's board is worth before final scoring counts it.
const (
	// TrainingWeight is the worth of each space moved up a training track
	// short of its end: training leads to certifications and Expert tiles.
	TrainingWeight = 0.5
	// DeskWeight is the worth of each Design on the desk: it can be
	// upgraded or pay for a car.
	DeskWeight = 1.5
	// PartWeight is the worth of each stored part: it can go on a car or
	// upgrade a Design.
	PartWeight = 0.3
	// WeeklyWeight is the worth of each PP the player's garages would
	// score at the next end-of-week scoring (R-WK-1), which they go on
	// scoring week after week.
	WeeklyWeight = 2.0
)

// Worth returns what player p's position is worth in PP: their score if
// the game ended now (GameState.ScoreNow, final scoring included), plus,
// before the end, TrainingWeight for each training space, DeskWeight for
// each Design on their desk, PartWeight for each stored part, WeeklyWeight
// for each PP their garages would score at the next end of the week, and
// the PP of each car they have claimed that waits for a garage, as if
// parked. It reads only the public table, so it may be given the host's
// state as well as a sample.
func Worth(s kanban.GameState, p kanban.Color) float64 {
	r, ok := s.ScoreNow()
	if !ok {
		return 0
	}
	return worth(s, r, p)
}

func worth(s kanban.GameState, r kanban.Result, p kanban.Color) float64 {
	var v float64
	for _, st := range r.Standings {
		if st.Color == p {
			v = float64(st.PP)
		}
	}
	if s.IsOver() {
		return v
	}
	b, ok := s.Player(p)
	if !ok {
		return 0
	}
	for _, sp := range b.Training {
		v += TrainingWeight * float64(min(sp, components.TrackExpert))
	}
	v += DeskWeight * float64(b.Desk.Len())
	for _, n := range b.Parts {
		v += PartWeight * float64(n)
	}
	if s.Turn().Player == p {
		for _, m := range s.Parking() {
			v += float64(components.CarValues[m]) // as good as parked (R-FIN-3)
		}
	}
	v += WeeklyWeight * float64(weekly(s, b))
	return v
}

// Evaluate returns player p's margin over the best of the others, by
// Worth: positive when p is ahead. At the end of the game it is the
// margin in PP.
func Evaluate(s kanban.GameState, p kanban.Color) float64 {
	var w [components.NumColors]float64
	colors := worths(s, &w)
	best, mine := math.Inf(-1), 0.0
	for i, c := range colors {
		if c == p {
			mine = w[i]
		} else {
			best = max(best, w[i])
		}
	}
	return mine - best
}

// worths fills w with the Worth of each player of s, in seating order, and
// returns their colours; in a solo game the Colleagues follow, worth their
// PP if the game ended now (R-SOLO-34: the human plays against
// them).
func worths(s kanban.GameState, w *[components.NumColors]float64) []kanban.Color {
	colors := s.Players()
	r, ok := s.ScoreNow()
	if !ok {
		return colors
	}
	for i, c := range colors {
		w[i] = worth(s, r, c)
	}
	players := len(colors)
	for _, st := range r.Standings {
		if len(colors) < len(w) && !slices.Contains(colors[:players], st.Color) {
			w[len(colors)] = float64(st.PP)
			colors = append(colors, st.Color)
		}
	}
	return colors
}

// rewards fills out with each player's reward in [0, 1], in seating
// order: at the end of the game 1 shared among the winners (R-FIN-6's
// places), before it the logistic of their margin over the best other
// player, in units of scale PP. In a solo game, where a win is all but
// sure long before the end and a player compares their PP across games,
// half the solo player's reward is that and half the logistic of their
// PP (their Worth before the end) around SoloPivot in units of
// SoloScale, so that a search goes on raising the PP of a game it wins.
func rewards(s kanban.GameState, scale float64, out *[components.NumColors]float64) {
	*out = [components.NumColors]float64{}
	solo := len(s.Players()) == 1
	if r, over := s.Result(); over {
		winners := 0
		for _, st := range r.Standings {
			if st.Place == 1 {
				winners++
			}
		}
		colors := s.Players()
		for _, st := range r.Standings {
			for i, c := range colors {
				if c != st.Color {
					continue
				}
				if st.Place == 1 {
					out[i] = 1 / float64(winners)
				}
				if solo {
					out[i] = (out[i] + soloLevel(float64(st.PP))) / 2
				}
			}
		}
		return
	}
	var w [components.NumColors]float64
	colors := worths(s, &w)
	for i := range colors {
		best := math.Inf(-1)
		for j := range colors {
			if j != i {
				best = max(best, w[j])
			}
		}
		out[i] = 1 / (1 + math.Exp(-(w[i]-best)/scale))
	}
	if solo {
		out[0] = (out[0] + soloLevel(w[0])) / 2
	}
}

// The solo reward's PP term: the logistic of the PP around SoloPivot, in
// units of SoloScale.
const (
	// SoloPivot is the PP that makes half the solo PP term.
	SoloPivot = 200
	// SoloScale is the PP above SoloPivot that makes about 0.73 of it.
	SoloScale = 40
)

// soloLevel returns the solo reward's PP term of pp.
func soloLevel(pp float64) float64 { return 1 / (1 + math.Exp(-(pp-SoloPivot)/SoloScale)) }

// weekly returns what a player's garages would score at the next
// end-of-week scoring (R-WK-1): for each car, the parts on its model's
// upgrade spaces and the player's Tested Designs of that model.
func weekly(s kanban.GameState, b kanban.PlayerBoard) int {
	upgrades := s.UpgradeSpaces()
	tested := b.Tested()
	n := 0
	for _, m := range b.Garages {
		if m == kanban.NoModel {
			continue
		}
		for _, p := range upgrades[m] {
			if p != kanban.NoPart {
				n++
			}
		}
		for _, d := range tested.Tiles() {
			if d.Model() == m {
				n++
			}
		}
	}
	return n
}
