package kanban

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// newSoloScene sets up a solo game.
func newSoloScene(t *testing.T, human Color, so *SoloConfig) *scene {
	t.Helper()
	cfg := Config{Players: []PlayerConfig{{Color: human}}, Seed: 7, Solo: so}
	s, evs, err := New(cfg)
	require.NoError(t, err)
	require.Empty(t, invariants(&s))
	return &scene{t: t, s: s, events: evs}
}

// orient plays the human's orientation: a start spot, then the first
// legal part and Design.
func (sc *scene) orientSolo(human Color, spot int) {
	sc.t.Helper()
	sc.do(CertSpace(human, spot))
	for sc.s.Next().Kind != DecideWorkstation && sc.s.Next().Player == human && sc.s.day == 0 {
		sc.do(sc.s.LegalActions()[0])
	}
}

func TestSoloSetup(t *testing.T) {
	sc := newSoloScene(t, Blue, &SoloConfig{Difficulty: []components.Difficulty{components.KeepingUp, components.CushySpeech}})
	s := &sc.s
	so := &s.solo
	// R-SOLO-1: one player; the Colleagues are not players.
	require.Equal(t, []Color{Blue}, sc.s.Players())
	// R-SOLO-2: Lacerda takes the first colour left, Turczi the next.
	require.Equal(t, Yellow, so.colleague[components.Lacerda].color)
	require.Equal(t, Purple, so.colleague[components.Turczi].color)
	for d := range components.NumDepartments {
		// R-SOLO-4: Lacerda's discs on space 1, Turczi's on space 0.
		require.Equal(t, uint8(1), so.colleague[components.Lacerda].train[d])
		require.Equal(t, uint8(0), so.colleague[components.Turczi].train[d])
	}
	for i := range so.colleague {
		co := &so.colleague[i]
		require.Equal(t, int16(components.StartPP), co.pp) // R-SOLO-5
		require.Equal(t, NoWorkstation, co.station)
		require.Equal(t, designSet(0), co.upgraded) // R-SOLO-6
		require.Equal(t, [components.NumModels]uint8{}, co.cars)
	}
	// R-SOLO-6: the shared stack and the Colleague parts start empty.
	require.Zero(t, so.shared.len())
	require.Equal(t, [components.NumParts]uint8{}, so.parts)
	// R-SOLO-7: 4 Performance Goals and 2 Kanban cards for the human.
	require.Len(t, sc.s.Hand(Blue).Goals, components.SoloStartGoals)
	require.Len(t, sc.s.Hand(Blue).Kanban, components.StartKanbanCards)
	// R-SOLO-1: the player-count tables are read at 3 players.
	require.Equal(t, int(components.AwardsPerTrack[components.SoloTablePlayers]), s.board.awards[RnD].len())
	// R-SOLO-8: the column is full and both decks are shuffled.
	for _, c := range so.column {
		require.NotEqual(t, int8(empty), c)
		require.NotEqual(t, int8(components.SoloReshuffleCard), c)
	}
	require.Equal(t, components.SoloDepartmentCards+1-components.SoloColumn, so.deptDeck.len())
	require.Equal(t, components.SoloSelectionCards, so.selDeck.len())
	// R-SOLO-9: the Difficulty cards chosen are in play.
	require.True(t, s.hasDifficulty(components.KeepingUp))
	require.True(t, s.hasDifficulty(components.CushySpeech))
	require.False(t, s.hasDifficulty(components.CertifiedLacerda))
	su := sc.events[0].Setup.Solo
	require.Equal(t, []components.Difficulty{components.CushySpeech, components.KeepingUp}, su.Difficulty)
	require.Equal(t, components.SoloVersion, su.Rules)

	// R-SET-2: the same configuration deals the same solo setup.
	again, err := deal(sc.events[0].Setup.Config)
	require.NoError(t, err)
	require.True(t, again.equal(sc.events[0].Setup))
}

// R-SOLO-9: two different Difficulty cards at random.
func TestSoloRandomDifficulty(t *testing.T) {
	seen := map[components.Difficulty]bool{}
	for seed := range uint64(40) {
		su, err := deal(Config{Players: []PlayerConfig{{Color: Red}}, Seed: seed, Solo: &SoloConfig{RandomDifficulty: true}})
		require.NoError(t, err)
		d := su.Solo.Difficulty
		require.Len(t, d, components.SoloDifficultyPick)
		require.NotEqual(t, d[0], d[1])
		seen[d[0]], seen[d[1]] = true, true
	}
	require.Len(t, seen, components.SoloDifficultyCards, "every card can be picked")
}

// R-SOLO-1, R-SOLO-9: what a solo configuration may not be.
func TestSoloConfigRefused(t *testing.T) {
	one := []PlayerConfig{{Color: Red}}
	two := []PlayerConfig{{Color: Red}, {Color: Blue}}
	var re *RuleError
	_, err := deal(Config{Players: one})
	require.True(t, errors.As(err, &re))
	require.Equal(t, "R-SET-1", re.Rule)
	_, err = deal(Config{Players: two, Solo: &SoloConfig{}})
	require.True(t, errors.As(err, &re))
	require.Equal(t, "R-SOLO-1", re.Rule)
	for _, so := range []*SoloConfig{
		{Difficulty: []components.Difficulty{components.KeepingUp, components.KeepingUp}},
		{Difficulty: []components.Difficulty{components.SoloDifficultyCards}},
		{Difficulty: []components.Difficulty{components.KeepingUp}, RandomDifficulty: true},
	} {
		_, err = deal(Config{Players: one, Solo: so})
		require.True(t, errors.As(err, &re), "%+v", so)
		require.Equal(t, "R-SOLO-9", re.Rule)
	}
}

// R-SOLO-3: the Colleagues take their spots by the human's; the human alone
// picks a part and a Design.
func TestSoloStartSpots(t *testing.T) {
	for _, tc := range []struct{ human, lacerda, turczi int8 }{
		{0, 1, 2}, {1, 0, 2}, {2, 0, 3}, {3, 0, 2},
	} {
		sc := newSoloScene(t, Red, &SoloConfig{})
		sc.do(CertSpace(Red, int(tc.human)))
		so := &sc.s.solo
		require.Equal(t, tc.lacerda, so.colleague[components.Lacerda].certSpace)
		require.Equal(t, tc.turczi, so.colleague[components.Turczi].certSpace)
		require.Equal(t, uint8(1), sc.s.orderLen, "the human picks alone")
		require.Equal(t, Red, sc.s.Next().Player)
	}
}

// R-SOLO-13, R-SOLO-14, R-SOLO-11: on day 1 everyone chooses in
// Certification-track order; each Colleague draws a selection card, takes
// the column card it names and goes to his own workstation of that
// department or the next one down with it empty.
func TestSoloDepartmentSelection(t *testing.T) {
	sc := newSoloScene(t, Red, &SoloConfig{})
	sc.orientSolo(Red, 3) // Lacerda on spot 0, Turczi on spot 2, the human last
	require.Equal(t, DecideWorkstation, sc.s.Next().Kind)
	// Both Colleagues have chosen before the human's turn came.
	so := &sc.s.solo
	for i := range so.colleague {
		co := &so.colleague[i]
		require.NotEqual(t, NoWorkstation, co.station)
		require.Equal(t, components.ColleagueBottomStation[i], co.station == WorkstationOf(co.station.Department(), true))
		require.Equal(t, colleagueSeat(i), sc.s.stations[co.station])
		require.NotEqual(t, int8(empty), co.part)
	}
	// The events: each Colleague's card drawn, then his choice.
	var drawn, chose int
	for _, e := range sc.events {
		switch e.Kind {
		case EvSelectionDrawn:
			drawn++
			require.Equal(t, components.SoloSelectionDeck[e.Card].Part, e.Part)
		case EvColleagueSelected:
			chose++
		}
	}
	require.Equal(t, 2, drawn)
	require.Equal(t, 2, chose)
	// One card, the Plan card, is left in the column.
	require.NotEqual(t, int8(empty), so.column[0])
	require.Equal(t, int8(empty), so.column[1])
	plan := so.column[0]

	// The human chooses; working turns go on to the next day (the
	// Colleagues' turns do nothing yet).
	sc.do(sc.s.LegalActions()[0])
	for sc.s.day == 1 {
		sc.do(EndTurn(Red))
	}
	// R-SOLO-11: the column is filled again below the Plan card, which is
	// now on top; the deck is rebuilt from the other cards.
	require.Equal(t, plan, so.column[0])
	for _, c := range so.column {
		require.NotEqual(t, int8(empty), c)
	}
	require.Equal(t, components.SoloDepartmentCards+1-components.SoloColumn, so.deptDeck.len())
	require.Empty(t, invariants(&sc.s))

	// R-SOLO-13, R-SOLO-14 on day 2: choosing goes in workstation order;
	// a Colleague leaves the department he was in.
	for sc.s.Next().Kind == DecideWorkstation && sc.s.day == 2 {
		sc.do(sc.s.LegalActions()[0])
	}
	require.Empty(t, invariants(&sc.s))
}

// R-SOLO-14: step by step, from a column set by hand.
func TestColleagueChoosesByHisCard(t *testing.T) {
	sc := newSoloScene(t, Red, &SoloConfig{})
	sc.orientSolo(Red, 3)
	// Set up day 2's choice for Lacerda by hand: a column of Assembly, R&D
	// and Logistics cards, a "bottom" selection card on top of the deck,
	// Lacerda last in Logistics, and Logistics' bottom workstation taken
	// by the human.
	s := &sc.s
	so := &s.solo
	so.column = [components.SoloColumn]int8{2, 0, 4}
	bottomBody := 10 // Body, bottom
	require.False(t, components.SoloSelectionDeck[bottomBody].Top)
	so.selDeck.remove(uint8(bottomBody))
	so.selDeck.push(uint8(bottomBody))
	var e engine
	evs := []Event{}
	e = engine{s: s, events: &evs}
	for w := range s.stations {
		s.stations[w] = empty
	}
	lac := &so.colleague[components.Lacerda]
	lac.station = WorkstationOf(Logistics, false)
	s.stations[lac.station] = colleagueSeat(components.Lacerda)
	s.day = 2
	e.colleagueSelects(colleagueSeat(components.Lacerda))
	// The bottom card is Logistics, where he is: his target moves to
	// Design; his bottom workstation there is empty, so he takes it.
	require.Equal(t, Body, Part(lac.part))
	require.Equal(t, WorkstationOf(Design, true), lac.station)
	require.Equal(t, [components.SoloColumn]int8{2, 0, empty}, so.column)
}

// R-SOLO-11, R-SOLO-12, R-ENG-3: the View shows the column, the
// Colleagues and their parts, the Difficulty cards; the decks' orders stay
// with the host, in the setup event and in every rebuild.
func TestSoloViewAndRedaction(t *testing.T) {
	sc := newSoloScene(t, Red, &SoloConfig{Difficulty: []components.Difficulty{components.ForcedOvertime}})
	v := sc.s.View(Red)
	require.NotNil(t, v.Solo)
	require.Len(t, v.Solo.Column, components.SoloColumn)
	require.Equal(t, []components.Difficulty{components.ForcedOvertime}, v.Solo.Difficulty)
	require.Equal(t, "lacerda", v.Solo.Colleagues[components.Lacerda].Name)
	require.Equal(t, Yellow, v.Solo.Colleagues[components.Lacerda].Color)
	require.Equal(t, 15, v.Solo.Colleagues[components.Turczi].PP)
	require.Equal(t, components.SoloSelectionCards, v.Solo.SelectionDeck)
	require.Equal(t, NoDesign, v.Solo.SharedStack.Top)

	su := sc.events[0].For(Red).Setup
	require.Nil(t, su.Solo.DepartmentDeck)
	require.Nil(t, su.Solo.SelectionDeck)
	require.Equal(t, sc.events[0].Setup.Solo.Column, su.Solo.Column)
	b, err := json.Marshal(sc.events[0].For(Red))
	require.NoError(t, err)
	require.NotContains(t, string(b), "selection_deck")

	sc.orientSolo(Red, 0) // the human first in Certification-track order
	require.Equal(t, DecideWorkstation, sc.s.Next().Kind)
	sc.do(sc.s.LegalActions()[0])
	v = sc.s.View(Red)
	for i, cv := range v.Solo.Colleagues {
		require.NotEqual(t, NoPart, cv.Part, "his part of the day is shown")
		require.Equal(t, cv.Color, v.Workstations[cv.Workstation])
		require.Equal(t, sc.s.solo.colleague[i].station, cv.Workstation)
	}
	require.Len(t, v.Solo.Column, 1, "the Plan card")
	for _, e := range sc.events {
		if e.Kind == EvDepartmentDeckRebuilt {
			require.Zero(t, e.For(Red).List.Len())
		}
	}
	b, err = json.Marshal(v)
	require.NoError(t, err)
	require.NotContains(t, string(b), "null")
	// A position names the Colleagues and both decks (the host's).
	b, err = json.Marshal(sc.s)
	require.NoError(t, err)
	require.Contains(t, string(b), `"selection_deck"`)
}

// R-ENG-5: a solo log replays, and its setup must be what its
// configuration deals: another column is refused.
func TestSoloReplay(t *testing.T) {
	sc := newSoloScene(t, Red, &SoloConfig{})
	sc.orientSolo(Red, 1)
	got, err := Replay(sc.events)
	require.NoError(t, err)
	require.True(t, got == sc.s)

	bad := append([]Event(nil), sc.events...)
	su := *bad[0].Setup
	so := *su.Solo
	so.Column = []int{so.Column[1], so.Column[0], so.Column[2]}
	su.Solo = &so
	bad[0].Setup = &su
	_, err = Replay(bad)
	require.Error(t, err)
}

// R-ENG-4: an action that drew a Colleague's card cannot be taken back;
// Determinize deals both decks anew, keeping their sizes (R-SOLO-11,
// R-SOLO-12); TrackOrder ranks the Colleagues' discs with the human's.
func TestSoloUndoDeterminizeTrackOrder(t *testing.T) {
	sc := newSoloScene(t, Red, &SoloConfig{})
	sc.orientSolo(Red, 0)
	sc.do(sc.s.LegalActions()[0]) // the Colleagues choose after the human, drawing
	_, _, err := Undo(sc.events)
	require.ErrorIs(t, err, ErrCannotUndo)

	var differ bool
	for seed := range uint64(5) {
		d, err := sc.s.Determinize(Red, seed)
		require.NoError(t, err)
		require.Equal(t, sc.s.solo.deptDeck.len(), d.solo.deptDeck.len())
		require.Equal(t, sc.s.solo.selDeck.len(), d.solo.selDeck.len())
		differ = differ || d.solo.selDeck != sc.s.solo.selDeck
		require.Empty(t, invariants(&d))
	}
	require.True(t, differ)

	order := sc.s.TrackOrder(Design)
	require.Equal(t, []Color{Yellow}, order, "Lacerda on space 1; Turczi and the human never moved")
}

// R-SOLO-12: when the selection deck is empty, all 18 cards are shuffled
// again before the next draw; the new order stays with the host.
func TestSelectionDeckReshuffled(t *testing.T) {
	sc := newSoloScene(t, Red, &SoloConfig{})
	sc.orientSolo(Red, 3)
	s := &sc.s
	s.solo.selDeck = pile{}
	var evs []Event
	e := engine{s: s, events: &evs}
	e.drawSelection(colleagueSeat(components.Turczi))
	require.Equal(t, []EventKind{EvSelectionReshuffled, EvSelectionDrawn}, kinds(evs))
	require.Equal(t, components.SoloSelectionCards-1, s.solo.selDeck.len())
	require.Zero(t, evs[0].For(Red).List.Len())
}
