package kanban

import (
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// run runs an engine step on the scene's state and returns its events.
func (w *atWork) run(f func(e *engine)) []Event {
	w.t.Helper()
	var evs []Event
	e := engine{s: &w.s, events: &evs}
	f(&e)
	w.sound()
	return evs
}

// R-SOLO-25: working turns go in workstation order, the Colleagues' and
// Sandra's included.
func TestSoloWorkstationOrder(t *testing.T) {
	sc := newSoloScene(t, Red, &SoloConfig{})
	sc.orientSolo(Red, 0)
	sc.do(sc.s.LegalActions()[0])
	last := -1
	for _, e := range sc.events {
		if e.Kind == EvTurnStarted || e.Kind == EvColleagueTurn {
			require.Greater(t, int(e.Workstation), last)
			last = int(e.Workstation)
		}
	}
	require.Greater(t, last, -1)
}

// R-SOLO-26: at the end of the day the Colleagues swap a Selection-type
// part of theirs for a Plan-type part of the pool, as R-WRK-6 allows; from
// day 2 Sandra at her desk draws the day's Selection card.
func TestColleaguesRecycle(t *testing.T) {
	w := newAtWork(t)
	b := &w.s.board
	so := &w.s.solo
	so.column = [components.SoloColumn]int8{3, empty, empty} // Plan: Electronics, Drivetrain
	so.drawn = 9                                             // Body
	require.Equal(t, Body, components.SoloSelectionDeck[9].Part)
	b.pool = partSet(0).with(Drivetrain).with(Motor).with(Battery)
	w.fixPool()
	so.parts[Body]++
	b.supply[Body]--
	w.sound()
	evs := w.run(func(e *engine) { e.colleaguesRecycle() })
	require.Equal(t, []EventKind{EvColleaguesRecycled}, kinds(evs))
	require.True(t, b.pool.has(Body))
	require.False(t, b.pool.has(Drivetrain), "Electronics is listed first but not in the pool")
	require.Equal(t, uint8(1), so.parts[Drivetrain])

	// Nothing when the pool holds the Selection type already.
	evs = w.run(func(e *engine) { e.colleaguesRecycle() })
	require.Empty(t, evs)

	w.s.sandra = deskPos
	evs = w.run(func(e *engine) { e.sandraTurn() })
	require.Equal(t, EvSelectionDrawn, evs[1].Kind)
	require.Equal(t, NoColor, evs[1].Player)
}

// fixPool keeps the parts' totals after a test sets the pool by hand.
func (w *atWork) fixPool() {
	b := &w.s.board
	for p := range Part(components.NumParts) {
		n := int(b.warehouse[p]) + int(b.supply[p]) + int(w.s.players[0].parts[p]) + int(w.s.solo.parts[p])
		if b.pool.has(p) {
			n++
		}
		for m := range b.assembly {
			if b.assembly[m].has(p) {
				n++
			}
		}
		b.supply[p] = uint8(int(b.supply[p]) + components.PartsPerType - n)
	}
}

// R-SOLO-27: only the human is evaluated, when no Colleague's disc is lower
// than theirs. R-SOLO-28: Nice Sandra rewards the human on the most
// progress, the Colleagues' discs counted.
func TestSoloSandraEvaluation(t *testing.T) {
	w := newAtWork(t)
	w.s.players[0].train[Logistics] = 1 // Lacerda on 1 too, Turczi on 0
	evs := w.run(func(e *engine) { e.evaluate(Logistics) })
	require.Empty(t, evs, "Turczi is lower")
	w.s.solo.colleague[components.Turczi].train[Logistics] = 2
	evs = w.run(func(e *engine) { e.evaluate(Logistics) })
	require.Equal(t, []EventKind{EvSandraEvaluated}, kinds(evs))
	require.Equal(t, Red, evs[0].Player)

	w = newAtWork(t)
	w.s.sandraReward = true
	w.s.players[0].train[Logistics] = 1
	w.s.players[0].parts[Motor] = 2
	w.s.board.supply[Motor] -= 2
	w.s.players[0].banked = 3
	evs = w.run(func(e *engine) { e.evaluate(Logistics) })
	require.Equal(t, int16(3), evs[0].N, "tied with Lacerda for the most")
	w.s.solo.colleague[components.Lacerda].train[Logistics] = 2
	evs = w.run(func(e *engine) { e.evaluate(Logistics) })
	require.Empty(t, evs)
}

// R-SOLO-29: at the end of the week each Colleague scores 2 PP an Upgraded
// Design, and those leave the game; R-DIFF-6 makes it 3; R-DIFF-8 adds 2,
// 4, 6, 8 at the 1st to 4th scoring.
func TestColleaguesEndOfWeek(t *testing.T) {
	for _, tc := range []struct {
		cards []components.Difficulty
		first int
		later int
	}{
		{nil, 2 * components.ColleagueWeekPP, 0},
		{[]components.Difficulty{components.IncreasedQuotas}, 2 * components.IncreasedQuotasPP, 0},
		{[]components.Difficulty{components.KeepingUp}, 2*components.ColleagueWeekPP + 2, 4},
	} {
		w := newAtWork(t, tc.cards...)
		w.moveToShared(2)
		w.moveToShared(9)
		so := &w.s.solo
		for range 2 {
			d := so.shared.pop()
			so.colleague[components.Turczi].upgraded = so.colleague[components.Turczi].upgraded.with(int(d))
		}
		pp := so.colleague[components.Turczi].pp
		w.run(func(e *engine) { e.scoreWeek() })
		require.Equal(t, pp+int16(tc.first), so.colleague[components.Turczi].pp)
		require.Zero(t, so.colleague[components.Turczi].upgraded.count())
		require.True(t, so.gone.has(2) && so.gone.has(9))
		pp = so.colleague[components.Lacerda].pp
		w.run(func(e *engine) { e.scoreWeek() })
		require.Equal(t, pp+int16(tc.later), so.colleague[components.Lacerda].pp, "the second scoring")
	}
}

// R-SOLO-30: Lacerda's tokens, the meeting number of them, go leftmost for
// the goal's PP times the icon; Turczi's 3 rightmost for the PP once; at
// most one a goal; then they pass.
func TestColleaguesSpeak(t *testing.T) {
	w := newAtWork(t)
	w.s.cycle = 1
	w.s.phase = phaseMeeting
	w.s.mtg.reset()
	w.s.solo.meetTokens = w.s.meetingTokens()
	require.Equal(t, [components.Colleagues]uint8{2, 3}, w.s.solo.meetTokens)
	room := w.s.board.room
	lac, tur := colleagueSeat(components.Lacerda), colleagueSeat(components.Turczi)
	w.s.order, w.s.orderLen, w.s.orderPos = [maxPlayers + 1]int8{lac, tur, 0}, 3, 0

	evs := w.run(func(e *engine) { e.colleagueSpeaks(lac) })
	g := components.Goals[room[0]]
	icon := w.s.mtg.tokens[0]
	require.Contains(t, icon[:], lac)
	top := 0
	for i, n := range g.Icons {
		if n > g.Icons[top] {
			top = i
		}
	}
	require.Equal(t, int16(g.PP)*int16(g.Icons[top]), evs[0].N)

	evs = w.run(func(e *engine) { e.colleagueSpeaks(tur) })
	require.Equal(t, GoalCard(room[components.MeetingRoomPlaces-1]), evs[0].On)
	require.Equal(t, int16(components.Goals[room[3]].PP), evs[0].N)

	w.s.orderPos = 0
	evs = w.run(func(e *engine) { e.colleagueSpeaks(lac) })
	require.Equal(t, GoalCard(room[1]), evs[0].On, "one token a goal: the next one")
	w.s.orderPos = 0
	evs = w.run(func(e *engine) { e.colleagueSpeaks(lac) })
	require.Equal(t, EvPassed, evs[0].Kind, "no token left")
}

// R-SOLO-31: after a Meeting the meeting room holds the human's 2 goals
// and 2 from the deck, shuffled, and the human holds 4 again; R-SOLO-30:
// the Colleagues spoke.
func TestSoloMeetingRoom(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		sc := newSoloScene(t, Blue, &SoloConfig{})
		sc.s.rng.Hi = seed // another course of the game
		var chosen []GoalCard
		for !sc.s.IsOver() {
			if sc.s.Next().Kind == DecideRoomGoal {
				a := sc.s.LegalActions()[0]
				chosen = append(chosen, a.Goal)
				evs := sc.do(a)
				if len(chosen) < components.SoloRoomFromHand {
					continue
				}
				require.Contains(t, kinds(evs), EvRoomShuffled)
				for _, g := range chosen {
					require.Contains(t, sc.s.board.room[:], int8(g))
				}
				for _, g := range sc.s.board.room {
					require.NotEqual(t, int8(empty), g)
				}
				if !sc.s.IsOver() {
					require.Len(t, sc.s.Hand(Blue).Goals, components.SoloStartGoals)
				}
				require.Contains(t, kinds(sc.events), EvColleagueSpoke)
				return
			}
			legal := sc.s.LegalActions()
			sc.do(legal[len(legal)-1])
		}
	}
	t.Fatal("no game reached a Meeting")
}

// R-SOLO-32: a human at 0 PP after End-of-Week scoring is fired: the game
// ends at once and they lose. R-DIFF-9: at any moment, Sandra's penalty
// included.
func TestSoloFired(t *testing.T) {
	w := newAtWork(t)
	w.s.players[0].pp = 0
	evs := w.run(func(e *engine) { e.scoreWeek() })
	require.Contains(t, kinds(evs), EvFired)
	require.True(t, w.s.IsOver())
	r, _ := w.s.Result()
	require.Equal(t, Red, r.Standings[2].Color)
	require.Equal(t, 3, r.Standings[2].Place)

	w = newAtWork(t, components.TerminationClause)
	w.s.players[0].pp = 1
	w.s.sandra = int8(WorkstationOf(Logistics, false))
	w.s.stations[w.s.sandra] = sandraSeat
	w.s.solo.colleague[components.Turczi].train[Logistics] = 1
	evs = w.run(func(e *engine) { e.sandraTurn() })
	require.Equal(t, []EventKind{EvSandraTurn, EvSandraEvaluated, EvFired, EvGameEnded}, kinds(evs))

	w = newAtWork(t) // without card #9 the game goes on at 0 PP
	w.s.players[0].pp = 1
	w.s.sandra = int8(WorkstationOf(Logistics, false))
	w.s.stations[w.s.sandra] = sandraSeat
	w.s.solo.colleague[components.Turczi].train[Logistics] = 1
	evs = w.run(func(e *engine) { e.sandraTurn() })
	require.NotContains(t, kinds(evs), EvFired)
}

// R-SOLO-33: each Colleague scores his claimed cars and his places on the
// tracks, all three discs compared; the human's places count the
// Colleagues' discs too. R-SOLO-34: the human wins only with strictly more
// PP than each Colleague.
func TestSoloFinalScoringAndWinner(t *testing.T) {
	w := newAtWork(t)
	so := &w.s.solo
	so.colleague[components.Turczi].cars[Concept] = 1
	w.s.board.cars[Concept]--
	for d := range so.colleague[components.Turczi].train {
		so.colleague[components.Turczi].train[d] = 2
	}
	w.s.players[0].train[RnD] = 1 // on Lacerda's space, arrived later: ahead of him
	w.s.players[0].stamp[RnD] = 5
	w.s.players[0].pp = 20
	so.colleague[components.Lacerda].pp = 10
	so.colleague[components.Turczi].pp = 10
	w.run(func(e *engine) { e.scoreFinal() })
	tur := &so.colleague[components.Turczi]
	require.Equal(t, int16(components.CarValues[Concept]), so.final[components.Turczi][ScoreCars])
	require.Equal(t, int16(5*components.TrackScores[0]), so.final[components.Turczi][ScoreTraining])
	require.Equal(t, 10+int16(components.CarValues[Concept])+5*int16(components.TrackScores[0]), tur.pp)
	// Lacerda: second on four tracks, third in R&D behind the human.
	require.Equal(t, 4*int16(components.TrackScores[1])+int16(components.TrackScores[2]), so.final[components.Lacerda][ScoreTraining])
	require.Equal(t, int(components.TrackScores[1]), w.s.trainingPoints(0), "second in R&D, ahead of Lacerda")

	r, _ := w.s.Result()
	require.Equal(t, Blue, r.Standings[0].Color, "Turczi takes the colour after Lacerda's yellow")
	// A tie with a Colleague is a loss.
	w.s.players[0].pp = tur.pp
	r, _ = w.s.Result()
	for _, st := range r.Standings {
		if st.Color == Red {
			require.Equal(t, 2, st.Place)
		}
	}
}
