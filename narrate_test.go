package kanban

import (
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/require"
)

// narrated checks the sentence Narrate gives every player and a spectator
// for each of the events, folding them one by one from the state before
// them: a sentence of its own, never the notation Narrate falls back on, on
// one line. It counts the kinds told in seen.
func narrated(t *testing.T, before GameState, evs []Event, seen *[numEventKinds]int) {
	t.Helper()
	s := before
	for _, e := range evs {
		viewers := append(s.Players(), NoColor)
		if e.Kind == EvStarted {
			viewers = append(viewers, e.Setup.Config.Players[0].Color)
		}
		for _, v := range viewers {
			text := s.Narrate(e, v)
			require.NotEmpty(t, text, "%v for %v", e, v)
			require.NotEqual(t, e.For(v).String(), text, "%v for %v: not told", e, v)
			require.NotContains(t, text, "\n", "%v for %v", e, v)
			if v == NoColor {
				requireAgrees(t, text, e) // the counts are the same for every viewer
			}
			require.Equal(t, text, s.Narrate(otherHidden(e, v), v), "%v for %v: what For withholds shows", e, v)
		}
		seen[e.Kind]++
		s.evolve(&e)
	}
}

// otherHidden returns e with other values in what e.For(v) withholds
// (R-ENG-3): the generator's state, the orders of shuffles, and the cards
// others draw or choose.
func otherHidden(e Event, v Color) Event {
	e.RNG = GeneratorState{1, 2}
	if mayWithhold(e.Kind, fList) {
		e.List = listOf([]uint8{3, 1, 2})
	}
	if e.Player == v && v != NoColor {
		return e
	}
	switch e.Kind {
	case EvKanbanDrawn:
		e.Card = (e.Card + 1) % components.NumKanbanCards
	case EvGoalDrawn, EvGoalChosen:
		e.Goal = (e.Goal + 1) % components.NumGoals
	case EvActed:
		if e.Act.Kind == ActChooseGoal {
			e.Act.Goal = (e.Act.Goal + 1) % components.NumGoals
		}
	}
	return e
}

// Every event of random games of 2, 3 and 4 players and of solo games
// (16, and 36 with KANBAN_SOAK=1) is told to each player and to a
// spectator in a sentence, whose counts agree in number with their nouns,
// and every kind of event is met: in the random games, or in the scenes
// for those that random play hardly reaches (rareScenes).
func TestNarrateEveryKind(t *testing.T) {
	t.Parallel()
	var seen [numEventKinds]int
	r := rand.New(rand.NewPCG(8, 9))
	var configs []Config
	for game := range soak.N(10, 24) {
		cfg := Config{Seed: uint64(game), SandraReward: game%3 == 2}
		for _, c := range []Color{Red, Blue, Yellow, Purple}[:2+game%3] {
			cfg.Players = append(cfg.Players, PlayerConfig{Color: c, ExpertSide: game%4 == 3})
		}
		configs = append(configs, cfg)
	}
	for game := range soak.N(6, 12) {
		configs = append(configs, Config{
			Players: []PlayerConfig{{Color: Color(game % 4)}}, Seed: uint64(game), SandraReward: game == 1,
			Solo: &SoloConfig{RandomDifficulty: game%3 == 0, Difficulty: soloCards(game)},
		})
	}
	for _, cfg := range configs {
		s, evs, err := New(cfg)
		require.NoError(t, err)
		var zero GameState
		narrated(t, zero, evs, &seen)
		var legal []Action
		for range 3000 {
			if s.IsOver() {
				break
			}
			legal = s.AppendLegalActions(legal[:0])
			a := pickKind(r, legal)
			if c, err := s.Cost(a); err == nil {
				requireAgrees(t, c.String(), a)
			}
			next, evs, err := Apply(s, a)
			require.NoError(t, err)
			narrated(t, s, evs, &seen)
			s = next
		}
	}
	rareScenes(t, func(before GameState, evs []Event) { narrated(t, before, evs, &seen) })
	var missing []string
	for k := EventKind(1); k < numEventKinds; k++ {
		if seen[k] == 0 {
			missing = append(missing, k.String())
		}
	}
	require.Empty(t, missing, "event kinds never told")
}

func soloCards(game int) []components.Difficulty {
	if game%3 == 0 {
		return nil
	}
	if d := components.Difficulty(game % components.SoloDifficultyCards); d < components.ForcedOvertime {
		return []components.Difficulty{d, components.ForcedOvertime}
	}
	return []components.Difficulty{components.ForcedOvertime}
}

// rareScenes tells the events of scenes that random play hardly reaches:
// tell is given each scene's position before them and the events.
func rareScenes(t *testing.T, tell func(before GameState, evs []Event)) {
	// R-DES-4: the last tile of a First Office stack taken.
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	sc.p(Red).train[Design] = components.TrackCertified
	office, central := &sc.s.board.stacks[topStack], &sc.s.board.stacks[centralStack]
	for office.len() > 1 {
		central.pushBottom(office.pop())
	}
	before := sc.s
	tell(before, sc.apply(TakeDesign(Red, OfficeTopStack)))

	// R-ASM-1: a model whose assembly spaces are all filled is cleared when
	// the next Assembly turn starts.
	tell(modelsCleared(t))

	// R-MTG-8: the goal deck runs out while the meeting room is refilled.
	sc = mtgScene(t, []Color{Red, Blue}, []Color{Red, Blue})
	sc.mtgStart()
	sc.mtgSpeakThrough()
	b := &sc.s.board
	for b.goalDeck.len() > 1 {
		b.goalDiscard.push(b.goalDeck.pop())
	}
	before, k := sc.s, len(sc.events)
	sc.mtgChooseThrough()
	tell(before, sc.events[k:])

	// R-SOLO-20: the shared stack's top Design cannot be upgraded, as the
	// supply has no part of its type; the one beneath it can.
	at := newAtWork(t)
	at.moveToShared(uint8(designOf(Concept, Motor)))
	at.moveToShared(uint8(designOf(City, Battery)))
	b = &at.s.board
	b.warehouse[Battery] += b.supply[Battery]
	b.supply[Battery] = 0
	at.place(components.Lacerda, WorkstationOf(RnD, true))
	before = at.s
	tell(before, at.work(components.Lacerda))

	// R-DIFF-7: Forced Overtime costs a Banked Shift for a step a
	// Colleague could not take.
	at = newAtWork(t, components.ForcedOvertime)
	at.s.players[0].banked = 2
	at.co(components.Turczi).train[Administration] = 5
	at.place(components.Turczi, WorkstationOf(Administration, false))
	before = at.s
	tell(before, at.work(components.Turczi))
}

// apply applies an action that must be legal and returns all its events,
// the acted event included.
func (sc *scene) apply(a Action) []Event {
	sc.t.Helper()
	next, evs, err := Apply(sc.s, a)
	require.NoError(sc.t, err, "action %v", a)
	sc.s = next
	return evs
}

// R-SAN-2 R-SAN-3: after each evaluation the narration says whom Sandra
// caught and why: the department, the player's space on its track, the
// count of its measure against the bound, and the PP lost (1, and 1 per
// Banked Shift below 5, never more than the player has) or gained (1 per
// Banked Shift); her turn says what she does and, when she catches nobody,
// that too. It tells the viewer "you".
func TestNarrateSandraEvaluation(t *testing.T) {
	cases := []struct {
		name              string
		reward            bool
		dept              Department
		yellow, blue, red who
		viewer            Color
		turn              string   // Sandra's turn
		evaluated         []string // each evaluation, in seating order
	}{
		{
			name: "R-SAN-2: short and least advanced", dept: Logistics, viewer: Yellow,
			yellow: who{space: 2, stamp: 1, measure: 1, banked: 2, pp: 15},
			blue:   who{space: 3, stamp: 2, measure: 0, pp: 15},
			red:    who{space: 2, stamp: 3, measure: 4, pp: 15},
			turn:   "Sandra's turn at the Logistics bottom workstation: she evaluates Logistics, then strips the warehouses to 1 part each",
			evaluated: []string{"Sandra evaluates Logistics: you have the least progress on its track (space 2) and only 1 stored part " +
				"(2 or fewer): you lose 4 PP (1, and 3 for Banked Shifts below 5)"},
		},
		{
			name: "R-SAN-2: never below 0 PP", dept: RnD, viewer: Blue,
			yellow: who{measure: 0, banked: 0, pp: 3},
			blue:   who{measure: 2, banked: 5, pp: 0},
			red:    who{space: 1, stamp: 1, measure: 0, pp: 15},
			turn:   "Sandra's turn at the R&D bottom workstation: she evaluates R&D, then advances the Pace Car",
			evaluated: []string{
				"Sandra evaluates R&D: yellow has the least progress on its track (space 0) and no Upgraded Design (2 or fewer): " +
					"yellow loses 3 PP, all yellow had (the penalty is 6: 1, and 5 for Banked Shifts below 5)",
				"Sandra evaluates R&D: you have the least progress on its track (space 0) and only 2 Upgraded Designs (2 or fewer): " +
					"you lose nothing, having no PP left (the penalty is 1)",
			},
		},
		{
			name: "R-SAN-2: nobody short", dept: Administration, viewer: NoColor,
			yellow: who{measure: 3, pp: 15},
			blue:   who{measure: 4, pp: 15},
			red:    who{space: 1, stamp: 1, measure: 0, pp: 15},
			turn:   "Sandra's turn at her desk: she evaluates Administration, then scores the end of the week; no one is caught short",
		},
		{
			name: "R-SAN-3: the most advanced with enough", reward: true, dept: Design, viewer: NoColor,
			yellow: who{space: 2, stamp: 1, measure: 2, banked: 3, pp: 15},
			blue:   who{space: 2, stamp: 2, measure: 3, banked: 0, pp: 15},
			red:    who{space: 1, stamp: 3, measure: 4, banked: 4, pp: 15},
			turn:   "Sandra's turn at the Design bottom workstation: she evaluates Design, then returns the oldest Designs of the display",
			evaluated: []string{
				"Sandra evaluates Design: yellow has the most progress on its track (space 2) and 2 Designs on the desk (2 or more): " +
					"yellow gains 3 PP (1 for each Banked Shift)",
				"Sandra evaluates Design: blue has the most progress on its track (space 2) and 3 Designs on the desk (2 or more): " +
					"blue gains nothing, with no Banked Shift (1 PP for each)",
			},
		},
		{
			name: "R-SAN-3: nobody rewarded", reward: true, dept: Assembly, viewer: Red,
			yellow: who{space: 2, stamp: 1, measure: 1, banked: 3, pp: 15},
			red:    who{space: 1, stamp: 3, measure: 4, banked: 4, pp: 15},
			turn:   "Sandra's turn at the Assembly bottom workstation: she evaluates Assembly, then clears the assembly spaces; no one is rewarded",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := newScene(t, Yellow, Blue, Red)
			sc.s.sandraReward = tc.reward
			st := staged(sc)
			evaluationCase{yellow: tc.yellow, blue: tc.blue, red: tc.red}.set(st, tc.dept)
			st.sandraIn(tc.dept)
			sc.workAt(Yellow, WorkstationOf(RnD, false), 2)
			s := sc.s
			var turn string
			var evaluated []string
			for _, e := range sc.apply(EndTurn(Yellow)) {
				switch e.Kind {
				case EvSandraTurn:
					turn = s.Narrate(e, tc.viewer)
				case EvSandraEvaluated:
					evaluated = append(evaluated, s.Narrate(e, tc.viewer))
				}
				s.evolve(&e)
			}
			require.Equal(t, tc.turn, turn)
			require.Equal(t, tc.evaluated, evaluated)
		})
	}
}

// modelsCleared returns a position where the next Assembly turn clears
// the SUV's full assembly spaces, and the events that do it (R-ASM-1).
func modelsCleared(t *testing.T) (GameState, []Event) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Blue, WorkstationOf(RnD, false), 3)
	w := WorkstationOf(Assembly, true)
	sc.s.stations[w] = sc.seat(Red)
	sc.p(Red).station = w
	asmClearConveyor(sc)
	asmFillAll(sc, SUV)
	before := sc.s
	return before, sc.apply(EndTurn(Blue))
}
