package kanban

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// Meeting scenes. A Meeting is reached from a working turn: the first
// seated player works on R&D's bottom workstation on day 3 with a Meeting
// scheduled, Sandra stands on R&D's top workstation (she has worked already)
// and the Week and Production Cycle markers are low, so ending the turn ends
// the day and opens the Meeting without ending the game.

// mtgScene sets up that position for the colours in seating order; order is
// the Certification-track order, every marker in the starting section.
func mtgScene(t *testing.T, seating, order []Color) *scene {
	t.Helper()
	sc := newScene(t, seating...)
	sc.workAt(seating[0], WorkstationOf(RnD, true), 3)
	sc.s.sandra = int8(WorkstationOf(RnD, false))
	sc.s.stations[sc.s.sandra] = sandraSeat
	sc.s.week, sc.s.cycle = 0, 0
	sc.s.meeting = true
	for i, c := range order {
		sc.p(c).certSpace = int8(i)
		require.Zero(t, sc.s.certifications(sc.seat(c)))
	}
	require.Len(t, order, len(seating))
	return sc
}

// mtgStart ends the working player's turn, which ends the day and opens the
// Meeting.
func (sc *scene) mtgStart() []Event {
	sc.t.Helper()
	evs := sc.do(EndTurn(sc.s.Next().Player))
	require.Equal(sc.t, DecideSpeak, sc.s.Next().Kind)
	return evs
}

// mtgNext checks that c must speak or pass now, and that the decision names
// the face-up goals c may place a token on without playing one (R-MTG-3).
func (sc *scene) mtgNext(c Color) {
	sc.t.Helper()
	d := sc.s.Next()
	var on GoalSet
	for _, a := range sc.s.LegalActions() {
		if a.Kind == ActSpeak && a.Goal == NoGoal {
			on |= 1 << a.On
		}
	}
	require.Equal(sc.t, Decision{Kind: DecideSpeak, Player: c, Goals: on}, d)
}

// mtgGoal returns the first Performance Goal card counting m.
func mtgGoal(t *testing.T, m components.GoalMeasure) GoalCard {
	t.Helper()
	for g, card := range components.Goals {
		if card.Measure == m {
			return GoalCard(g)
		}
	}
	t.Fatalf("no goal card counts measure %d", m)
	return NoGoal
}

// mtgSwap swaps the places of two goal cards, wherever they are, so that
// every card stays in exactly one place.
func (sc *scene) mtgSwap(a, b GoalCard) {
	if a == b {
		return
	}
	s := &sc.s
	swap := func(g int8) int8 {
		switch GoalCard(g) {
		case a:
			return int8(b)
		case b:
			return int8(a)
		}
		return g
	}
	for _, pl := range []*pile{&s.board.goalDeck, &s.board.goalDiscard} {
		for i := range pl.items() {
			pl.t[i] = uint8(swap(int8(pl.t[i])))
		}
	}
	for i, g := range s.board.room {
		if g != empty {
			s.board.room[i] = swap(g)
		}
	}
	for seat := range s.players {
		p := &s.players[seat]
		hasA, hasB := p.goals&(1<<a) != 0, p.goals&(1<<b) != 0
		p.goals &^= 1<<a | 1<<b
		if hasA {
			p.goals |= 1 << b
		}
		if hasB {
			p.goals |= 1 << a
		}
		if g := s.mtg.played[seat]; g != empty {
			s.mtg.played[seat] = swap(g)
		}
		if g := s.mtg.chose[seat]; g != empty {
			s.mtg.chose[seat] = swap(g)
		}
	}
}

// mtgToRoom puts goal g on meeting-room place.
func (sc *scene) mtgToRoom(place int, g GoalCard) {
	sc.mtgSwap(g, GoalCard(sc.s.board.room[place]))
}

// mtgToHand puts goal g into c's hand, in exchange for another card of it.
func (sc *scene) mtgToHand(c Color, g GoalCard) {
	sc.t.Helper()
	hand := sc.mtgHand(c)
	if slices.Contains(hand, g) {
		return
	}
	require.NotEmpty(sc.t, hand)
	sc.mtgSwap(g, hand[0])
}

// mtgHand returns c's hand of goals.
func (sc *scene) mtgHand(c Color) []GoalCard {
	var out []GoalCard
	for _, g := range sc.s.Hand(c).Goals {
		out = append(out, GoalCard(g))
	}
	return out
}

// mtgPark parks n cars from the supply in c's basic garages.
func (sc *scene) mtgPark(c Color, n int) {
	sc.t.Helper()
	p := sc.p(c)
	for range n {
		m := 0
		for i, k := range sc.s.board.cars {
			if k > sc.s.board.cars[m] {
				m = i
			}
		}
		require.Positive(sc.t, sc.s.board.cars[m], "no car left in the supply")
		g := slices.Index(p.garages[:components.BasicGarages], int8(empty))
		require.GreaterOrEqual(sc.t, g, 0, "no empty basic garage")
		sc.s.board.cars[m]--
		p.garages[g] = int8(m)
	}
}

// mtgIconOrder returns the icons of a goal in the order tokens take them:
// the highest-numbered empty icon first (the first printed on a tie).
func mtgIconOrder(g GoalCard) []int {
	icons := components.Goals[g].Icons
	var order []int
	for range icons {
		best := -1
		for i, v := range icons {
			if !slices.Contains(order, i) && (best < 0 || v > icons[best]) {
				best = i
			}
		}
		order = append(order, best)
	}
	return order
}

// mtgPP is the PP a token on icon scores for a player meeting a goal count
// times: PP per time met, at most the icon's number of times (R-MTG-3).
func mtgPP(g GoalCard, icon, count int) int16 {
	card := components.Goals[g]
	return int16(card.PP) * int16(min(count, int(card.Icons[icon])))
}

// mtgSpeakThrough plays the rest of the Meeting's speaking part: each player
// plays the first goal in hand, then passes.
func (sc *scene) mtgSpeakThrough() []Event {
	sc.t.Helper()
	var evs []Event
	for sc.s.Next().Kind == DecideSpeak {
		c := sc.s.Next().Player
		if sc.s.mtg.played[sc.seat(c)] == empty {
			evs = append(evs, sc.do(Speak(c, sc.mtgHand(c)[0], NoGoal))...)
		} else {
			evs = append(evs, sc.do(Pass(c))...)
		}
	}
	return evs
}

// mtgChooseThrough has every player put the first goal in hand face down
// for the meeting room.
func (sc *scene) mtgChooseThrough() []Event {
	sc.t.Helper()
	var evs []Event
	for sc.s.Next().Kind == DecideRoomGoal {
		c := sc.s.Next().Player
		evs = append(evs, sc.do(ChooseGoal(c, sc.mtgHand(c)[0]))...)
	}
	return evs
}

// mtgRefused checks that a is refused, naming one of rules, with the state
// unchanged and a not listed as legal.
func (sc *scene) mtgRefused(a Action, rules ...string) {
	sc.t.Helper()
	next, evs, err := Apply(sc.s, a)
	require.Error(sc.t, err, "action %v should be refused", a)
	var re *RuleError
	require.True(sc.t, errors.As(err, &re), "error %v is not a *RuleError", err)
	require.Contains(sc.t, rules, re.Rule, "refused for %v", err)
	require.Empty(sc.t, evs)
	require.Equal(sc.t, sc.s.Version(), next.Version())
	require.NotContains(sc.t, sc.s.LegalActions(), a)
}

// R-MTG-1 R-DAY-1: the Meeting is held at the end of a day in which one was
// scheduled, once every player and Sandra have worked; its first turn goes
// to the player first on the Certification track. A day without one goes on
// to the next day.
func TestMeetingHeldAtEndOfDay(t *testing.T) {
	for _, tc := range []struct {
		name    string
		sandra  int8 // Sandra's place
		meeting bool
	}{
		{"Sandra worked before the players", int8(WorkstationOf(RnD, false)), true},
		{"Sandra works between the players", int8(WorkstationOf(Logistics, false)), true},
		{"Sandra at her desk, last", deskPos, true},
		{"no Meeting scheduled", int8(WorkstationOf(RnD, false)), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc := mtgScene(t, []Color{Red, Blue}, []Color{Blue, Red})
			s := &sc.s
			s.stations[s.sandra] = empty
			s.sandra = tc.sandra
			if tc.sandra != deskPos {
				s.stations[tc.sandra] = sandraSeat
			}
			s.meeting = tc.meeting
			// Blue works after red, on Design's bottom workstation.
			blue := WorkstationOf(Design, true)
			s.stations[blue] = sc.seat(Blue)
			sc.p(Blue).station = blue
			require.Empty(t, invariants(s))

			evs := sc.do(EndTurn(Red))
			require.Empty(t, find(evs, EvDayEnded), "blue has not worked")
			require.Empty(t, find(evs, EvMeetingStarted))
			require.Equal(t, Decision{Kind: DecideWork, Player: Blue}, sc.s.Next())
			require.Equal(t, tc.sandra == int8(WorkstationOf(Logistics, false)), len(find(evs, EvSandraTurn)) == 1)

			evs = append(evs, sc.do(EndTurn(Blue))...)
			ended := indexOf(evs, EvDayEnded)
			require.GreaterOrEqual(t, ended, 0)
			for i, e := range evs {
				if e.Kind == EvTurnEnded || e.Kind == EvSandraTurn || e.Kind == EvWeekAdvanced {
					require.Less(t, i, ended, "%v after the end of the day", e.Kind)
				}
			}
			if tc.sandra == int8(WorkstationOf(RnD, false)) {
				require.Empty(t, find(evs, EvSandraTurn), "Sandra worked before red")
			} else {
				require.Len(t, find(evs, EvSandraTurn), 1)
			}
			if !tc.meeting {
				require.Empty(t, find(evs, EvMeetingStarted))
				require.Equal(t, ended+1, indexOf(evs, EvDayStarted))
				require.Equal(t, DecideWorkstation, sc.s.Next().Kind)
				require.Empty(t, invariants(&sc.s))
				return
			}
			require.Equal(t, ended+1, indexOf(evs, EvMeetingStarted), "the Meeting follows the end of the day")
			require.Empty(t, find(evs, EvDayStarted), "the next day waits for the Meeting")
			sc.mtgNext(Blue)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-MTG-1: no Recycling during a Meeting: a swap that was legal in the
// player's working turn is refused once the Meeting has started, and only
// Meeting actions are listed.
func TestNoRecyclingInMeeting(t *testing.T) {
	sc := mtgScene(t, []Color{Red, Blue}, []Color{Red, Blue})
	// Give red a stored part of a type not in the Recycling pool.
	give, take := Part(0), Part(0)
	for part := range Part(components.NumParts) {
		if sc.s.board.pool.has(part) {
			take = part
		} else if sc.s.board.supply[part] > 0 {
			give = part
		}
	}
	require.True(t, sc.s.board.pool.has(take))
	require.False(t, sc.s.board.pool.has(give))
	sc.s.board.supply[give]--
	sc.p(Red).parts[give]++
	require.Empty(t, invariants(&sc.s))
	recycle := Recycle(Red, give, take)
	require.True(t, sc.legal(recycle), "red may recycle in the working turn")

	sc.mtgStart()
	sc.mtgNext(Red)
	// The rule book names R-MTG-1; the engine may refuse it as "not a
	// Meeting action" under R-MTG-2.
	sc.mtgRefused(recycle, "R-MTG-1", "R-MTG-2")
	for _, a := range sc.s.LegalActions() {
		require.Contains(t, []ActionKind{ActSpeak, ActPass}, a.Kind, "%v in a Meeting", a)
	}
	// Still refused after red played a goal, on red's next turn.
	sc.do(Speak(Red, sc.mtgHand(Red)[0], NoGoal))
	sc.do(Speak(Blue, sc.mtgHand(Blue)[0], NoGoal))
	sc.mtgNext(Red)
	sc.mtgRefused(recycle, "R-MTG-1", "R-MTG-2")
	require.Equal(t, uint8(1), sc.p(Red).parts[give])
}

// R-MTG-2 R-MTG-4: turns go in Certification-track order as it stands when
// the Meeting starts (red certified during the day and goes first),
// repeating; a player may pass only after playing a goal, and a player who
// passed may speak again.
func TestMeetingTurnOrder(t *testing.T) {
	sc := mtgScene(t, []Color{Red, Blue, Yellow}, []Color{Red, Yellow, Blue})
	// Red starts last on the track, then certifies in R&D this turn.
	sc.p(Yellow).certSpace, sc.p(Blue).certSpace, sc.p(Red).certSpace = 0, 1, 2
	sc.p(Red).train[RnD] = components.TrackCertified - 1
	sc.train(Red, RnD)
	require.Equal(t, 1, sc.s.certifications(sc.seat(Red)))
	for _, c := range []Color{Red, Blue, Yellow} {
		sc.p(c).speech = 1
	}
	require.Empty(t, invariants(&sc.s))
	room := GoalCard(sc.s.board.room[0])

	sc.mtgStart()
	// Round 1: red (section 1), yellow (space 0), blue (space 1).
	sc.mtgNext(Red)
	sc.refuse(Pass(Red), "R-MTG-2")
	sc.do(Speak(Red, sc.mtgHand(Red)[0], NoGoal))
	sc.mtgNext(Yellow)
	sc.refuse(Pass(Yellow), "R-MTG-2")
	sc.do(Speak(Yellow, sc.mtgHand(Yellow)[0], NoGoal))
	sc.mtgNext(Blue)
	sc.do(Speak(Blue, sc.mtgHand(Blue)[0], NoGoal))

	// Round 2: the order repeats; red passes, yet speaks on round 3.
	sc.mtgNext(Red)
	require.True(t, sc.legal(Pass(Red)))
	evs := sc.do(Pass(Red))
	require.Equal(t, []EventKind{EvPassed}, kinds(evs))
	sc.mtgNext(Yellow)
	sc.do(Speak(Yellow, NoGoal, room))
	sc.mtgNext(Blue)
	sc.do(Pass(Blue))

	sc.mtgNext(Red)
	before := sc.board(Red).PP
	evs = sc.do(Speak(Red, NoGoal, room))
	spoke := find(evs, EvSpoke)
	require.Len(t, spoke, 1)
	require.Equal(t, Red, spoke[0].Player)
	require.Equal(t, before+int(spoke[0].N), sc.board(Red).PP)
	// Yellow has no token left: passed without being asked (R-MTG-4).
	passed := find(evs, EvPassed)
	require.Len(t, passed, 1)
	require.Equal(t, Yellow, passed[0].Player)
	sc.mtgNext(Blue)
	evs = sc.do(Pass(Blue))
	// Red has no token left either: the third pass in a row ends the
	// speaking part.
	passed = find(evs, EvPassed)
	require.Len(t, passed, 2)
	require.Equal(t, []Color{Blue, Red}, []Color{passed[0].Player, passed[1].Player})
	require.Len(t, find(evs, EvTokensReturned), 1)
	require.Equal(t, Decision{Kind: DecideRoomGoal, Player: Red}, sc.s.Next())
	require.Empty(t, invariants(&sc.s))
}

// R-MTG-3: a token goes on the highest-numbered empty icon and scores the
// goal's PP once per time the player meets it, at most the icon's number:
// first, second and third token on one goal; a goal with no empty icon
// takes no token; a token for 0 PP is allowed.
func TestSpeechTokenScoresPerIcon(t *testing.T) {
	g := mtgGoal(t, components.MeasureCars)
	icons := mtgIconOrder(g)
	maxIcon := int(components.Goals[g].Icons[icons[0]])
	require.LessOrEqual(t, maxIcon+1, components.BasicGarages, "the test parks up to one car more than the top icon")
	players := []Color{Red, Blue, Yellow, Purple}
	require.Greater(t, len(players), len(icons), "a fourth player finds no empty icon")
	for _, count := range []int{0, 1, 2, maxIcon, maxIcon + 1} {
		t.Run(fmt.Sprintf("%d cars", count), func(t *testing.T) {
			sc := mtgScene(t, players, players)
			sc.mtgToRoom(0, g)
			for _, c := range players {
				sc.mtgPark(c, count)
				sc.p(c).speech = 1
			}
			require.Empty(t, invariants(&sc.s))
			sc.mtgStart()
			for i, c := range players[:len(icons)] {
				sc.mtgNext(c)
				require.Equal(t, count, sc.s.goalCount(sc.seat(c), components.MeasureCars))
				require.True(t, sc.legal(Speak(c, NoGoal, g)))
				before := sc.board(c).PP
				evs := sc.do(Speak(c, NoGoal, g))
				spoke := find(evs, EvSpoke)
				require.Len(t, spoke, 1)
				require.Equal(t, int8(icons[i]), spoke[0].Space, "token %d goes on the highest empty icon", i+1)
				want := mtgPP(g, icons[i], count)
				require.Equal(t, want, spoke[0].N, "token %d", i+1)
				require.Equal(t, before+int(want), sc.board(c).PP)
				require.Equal(t, 0, sc.board(c).Speech, "the token left the Speech space")
				require.Equal(t, sc.seat(c), sc.s.mtg.tokens[0][icons[i]])
			}
			// Every icon is taken: the goal takes no more tokens.
			last := players[len(icons)]
			sc.mtgNext(last)
			sc.refuse(Speak(last, NoGoal, g), "R-MTG-3")
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-MTG-3: one goal played per Meeting, from hand; a token placed with it
// goes on it; tokens go on face-up goals only (meeting room or played), one
// per player per goal; a token may score 0 PP to block.
func TestSpeakPlaysOneGoal(t *testing.T) {
	cars := mtgGoal(t, components.MeasureCars)
	block := mtgGoal(t, components.MeasureExperts)
	sc := mtgScene(t, []Color{Red, Blue}, []Color{Red, Blue})
	sc.mtgToHand(Red, cars)
	sc.mtgToHand(Blue, block)
	require.NotContains(t, sc.s.board.room[:], int8(cars))
	require.NotContains(t, sc.s.board.room[:], int8(block))
	sc.mtgPark(Red, 2)
	sc.p(Red).speech = 3
	sc.p(Blue).speech = 2
	require.Empty(t, invariants(&sc.s))
	room := GoalCard(sc.s.board.room[0])
	sc.mtgStart()

	sc.mtgNext(Red)
	hand := sc.mtgHand(Red)
	blueHand := sc.mtgHand(Blue)
	var want []Action
	for _, g := range hand {
		want = append(want, Speak(Red, g, NoGoal), Speak(Red, g, g))
	}
	for _, g := range sc.s.board.room {
		want = append(want, Speak(Red, NoGoal, GoalCard(g)))
	}
	require.ElementsMatch(t, want, sc.s.LegalActions(), "no pass before a goal is played")

	sc.refuse(Speak(Red, NoGoal, NoGoal), "R-MTG-3")
	sc.refuse(Speak(Red, blueHand[0], NoGoal), "R-MTG-3") // not in red's hand
	sc.refuse(Speak(Red, NoGoal, blueHand[0]), "R-MTG-3") // not face up
	sc.refuse(Speak(Red, NoGoal, cars), "R-MTG-3")        // in hand, not face up
	sc.refuse(Speak(Red, cars, room), "R-MTG-3")          // the token must go on the goal played
	sc.refuse(Speak(Red, GoalCard(components.NumGoals), NoGoal), "R-MTG-3")

	// Red plays the cars goal with a token on it: the top icon.
	before := sc.board(Red).PP
	evs := sc.do(Speak(Red, cars, cars))
	spoke := find(evs, EvSpoke)
	require.Len(t, spoke, 1)
	top := mtgIconOrder(cars)[0]
	require.Equal(t, int8(top), spoke[0].Space)
	require.Equal(t, mtgPP(cars, top, 2), spoke[0].N)
	require.Equal(t, before+int(spoke[0].N), sc.board(Red).PP)
	require.NotContains(t, sc.mtgHand(Red), cars)
	require.Equal(t, int8(cars), sc.s.mtg.played[sc.seat(Red)])

	// Blue blocks on red's played goal: blue has no car, 0 PP.
	sc.mtgNext(Blue)
	require.Zero(t, sc.s.goalCount(sc.seat(Blue), components.MeasureCars))
	before = sc.board(Blue).PP
	evs = sc.do(Speak(Blue, NoGoal, cars))
	spoke = find(evs, EvSpoke)
	require.Len(t, spoke, 1)
	require.Equal(t, int8(mtgIconOrder(cars)[1]), spoke[0].Space)
	require.Zero(t, spoke[0].N)
	require.Equal(t, before, sc.board(Blue).PP)
	require.Equal(t, sc.seat(Blue), sc.s.mtg.tokens[components.MeetingRoomPlaces+int(sc.seat(Red))][spoke[0].Space])

	// Red: no second goal this Meeting; no second token on the same goal.
	sc.mtgNext(Red)
	sc.refuse(Speak(Red, sc.mtgHand(Red)[0], NoGoal), "R-MTG-3")
	sc.refuse(Speak(Red, sc.mtgHand(Red)[0], sc.mtgHand(Red)[0]), "R-MTG-3")
	sc.refuse(Speak(Red, NoGoal, cars), "R-MTG-3")
	sc.do(Speak(Red, NoGoal, room))

	// Blue plays a goal it meets 0 times and blocks its top icon.
	sc.mtgNext(Blue)
	require.Zero(t, sc.s.goalCount(sc.seat(Blue), components.Goals[block].Measure))
	before = sc.board(Blue).PP
	evs = sc.do(Speak(Blue, block, block))
	spoke = find(evs, EvSpoke)
	require.Len(t, spoke, 1)
	require.Zero(t, spoke[0].N)
	require.Equal(t, int8(mtgIconOrder(block)[0]), spoke[0].Space)
	require.Equal(t, before, sc.board(Blue).PP)
	// Red may place a token on blue's played goal, a later turn than it was
	// played.
	sc.mtgNext(Red)
	require.True(t, sc.legal(Speak(Red, NoGoal, block)))
	require.Empty(t, invariants(&sc.s))
}

// R-MTG-4: the speaking part ends only after as many passes in a row as
// there are players; a speech breaks the run. A player whose only legal
// action is to pass — no own token on a Speech space, or no face-up goal
// that can take their token — passes without being asked.
func TestMeetingEndsAfterUnbrokenPasses(t *testing.T) {
	players := []Color{Red, Blue, Yellow}
	sc := mtgScene(t, players, players)
	sc.p(Red).speech, sc.p(Blue).speech, sc.p(Yellow).speech = 1, 1, 1
	sc.mtgStart()
	for _, c := range players {
		sc.mtgNext(c)
		sc.do(Speak(c, sc.mtgHand(c)[0], NoGoal))
	}
	room := GoalCard(sc.s.board.room[0])
	sc.mtgNext(Red)
	sc.do(Pass(Red))
	sc.mtgNext(Blue)
	sc.do(Pass(Blue))
	// Two passes of three, then a speech: the run starts again.
	sc.mtgNext(Yellow)
	sc.do(Speak(Yellow, NoGoal, room))
	sc.mtgNext(Red)
	evs := sc.do(Pass(Red))
	require.Empty(t, find(evs, EvTokensReturned))
	sc.mtgNext(Blue)
	// Yellow has no token left: after blue's pass yellow passes unasked,
	// the third in a row.
	evs = sc.do(Pass(Blue))
	require.GreaterOrEqual(t, len(evs), 2)
	require.Equal(t, EvPassed, evs[0].Kind)
	require.Equal(t, Blue, evs[0].Player)
	require.Equal(t, EvPassed, evs[1].Kind, "yellow's pass follows blue's")
	require.Equal(t, Yellow, evs[1].Player)
	require.Len(t, find(evs, EvPassed), 2)
	require.Len(t, find(evs, EvTokensReturned), 1)
	require.Equal(t, DecideRoomGoal, sc.s.Next().Kind)
	require.Empty(t, invariants(&sc.s))
}

// R-MTG-4: a player with own tokens left but no face-up goal that can take
// one passes without being asked.
func TestAutoPassWhenNoGoalTakesToken(t *testing.T) {
	sc := mtgScene(t, []Color{Red, Blue}, []Color{Red, Blue})
	// Empty the meeting room (its goals to the discards): only the played
	// goals are face up.
	for i, g := range sc.s.board.room {
		sc.s.board.goalDiscard.push(uint8(g))
		sc.s.board.room[i] = empty
	}
	sc.p(Red).speech, sc.p(Blue).speech = 3, 0
	require.Empty(t, invariants(&sc.s))
	sc.mtgStart()
	red := sc.mtgHand(Red)[0]
	sc.do(Speak(Red, red, red))
	sc.mtgNext(Blue)
	require.ElementsMatch(t, func() []Action {
		var out []Action
		for _, g := range sc.mtgHand(Blue) {
			out = append(out, Speak(Blue, g, NoGoal))
		}
		return out
	}(), sc.s.LegalActions(), "blue has no token: it only plays a goal")
	blue := sc.mtgHand(Blue)[0]
	sc.do(Speak(Blue, blue, NoGoal))
	sc.mtgNext(Red)
	evs := sc.do(Speak(Red, NoGoal, blue))
	// Blue (no token) and red (a token, but both goals carry one of red's)
	// pass unasked; two passes end the speaking part.
	passed := find(evs, EvPassed)
	require.Len(t, passed, 2)
	require.Equal(t, []Color{Blue, Red}, []Color{passed[0].Player, passed[1].Player})
	require.Equal(t, 1, int(sc.p(Red).speech), "red kept a token it could not place")
	require.Equal(t, DecideRoomGoal, sc.s.Next().Kind)
	require.Empty(t, invariants(&sc.s))
}

// R-SPK-1: only own tokens on Speech spaces are placed; Generic tokens held
// beside the board do not count. R-MTG-4: such a player, once their goal is
// played, passes unasked. R-MTG-7: the Generic token is exchanged after the
// Meeting.
func TestOnlyOwnTokensOnSpeechSpacesArePlaced(t *testing.T) {
	sc := mtgScene(t, []Color{Red, Blue}, []Color{Red, Blue})
	sc.p(Blue).speech = 1
	sc.mtgStart()
	// Red's own tokens are all beside the board; red holds a Generic token.
	sc.p(Red).speech, sc.p(Red).generic = 0, 1
	require.Empty(t, invariants(&sc.s))
	sc.mtgNext(Red)
	room := GoalCard(sc.s.board.room[0])
	hand := sc.mtgHand(Red)
	sc.refuse(Speak(Red, NoGoal, room), "R-SPK-1")
	sc.refuse(Speak(Red, hand[0], hand[0]), "R-SPK-1")
	var want []Action
	for _, g := range hand {
		want = append(want, Speak(Red, g, NoGoal))
	}
	require.ElementsMatch(t, want, sc.s.LegalActions())
	sc.do(Speak(Red, hand[0], NoGoal))
	sc.mtgNext(Blue)
	evs := sc.do(Speak(Blue, sc.mtgHand(Blue)[0], NoGoal))
	// Red's only action is to pass: recorded without asking.
	passed := find(evs, EvPassed)
	require.Len(t, passed, 1)
	require.Equal(t, Red, passed[0].Player)
	sc.mtgNext(Blue)
	require.Equal(t, 1, sc.board(Red).GenericSpeech, "the Generic token stays beside the board in the Meeting")
	evs = sc.do(Pass(Blue))
	// After the Meeting the Generic token brings an own token back.
	require.Len(t, find(evs, EvGenericExchanged), 1)
	require.Equal(t, 1, sc.board(Red).Speech)
	require.Equal(t, 0, sc.board(Red).GenericSpeech)
	require.Empty(t, invariants(&sc.s))
}

// R-MTG-5 R-MTG-6 R-MTG-9: after the speaking part, in order: tokens beside
// the boards, Generic exchange, face-up goals discarded; each player chooses
// a goal for the meeting room in Certification-track order, revealed
// together into the first places, the other 4 − N filled from the deck;
// every player draws 2 in Certification-track order; the Production Cycle
// marker advances and the Meeting marker returns.
func TestMeetingEndSequence(t *testing.T) {
	all := []Color{Red, Blue, Yellow, Purple}
	for n := 2; n <= len(all); n++ {
		t.Run(fmt.Sprintf("%d players", n), func(t *testing.T) {
			seating := all[:n]
			order := slices.Clone(seating)
			slices.Reverse(order)
			sc := mtgScene(t, seating, order)
			handSize := len(sc.mtgHand(Red))
			for _, c := range seating {
				sc.p(c).speech = 1
				require.Len(t, sc.mtgHand(c), handSize)
			}
			require.Empty(t, invariants(&sc.s))
			roomBefore := sc.s.board.room
			discardBefore := sc.s.board.goalDiscard.topFirst()
			sc.mtgStart()

			// Each plays a goal with a token on it, then passes.
			var played []GoalCard
			var evs []Event
			for _, c := range order {
				sc.mtgNext(c)
				g := sc.mtgHand(c)[0]
				played = append(played, g)
				evs = sc.do(Speak(c, g, g))
			}
			// With no token left, every player passes unasked (R-MTG-4).
			require.Len(t, find(evs, EvPassed), n)
			evs = append(evs, sc.mtgSpeakThrough()...)
			ret, disc := indexOf(evs, EvTokensReturned), indexOf(evs, EvGoalsDiscarded)
			require.GreaterOrEqual(t, ret, 0)
			require.Less(t, ret, disc)
			for place := range sc.s.mtg.tokens {
				for _, who := range sc.s.mtg.tokens[place] {
					require.Equal(t, int8(empty), who, "no token is left on a goal")
				}
			}
			for _, c := range seating {
				require.Equal(t, 0, sc.board(c).Speech, "the used token lies beside the board")
				require.Equal(t, components.OwnSpeechTokens, sc.s.ownBeside(sc.seat(c)))
				require.Len(t, sc.mtgHand(c), handSize-1)
			}
			// The face-up goals went to the discards.
			var wantDiscard []int
			for _, g := range discardBefore {
				wantDiscard = append(wantDiscard, int(g))
			}
			for _, g := range roomBefore {
				wantDiscard = append(wantDiscard, int(g))
			}
			for _, g := range played {
				wantDiscard = append(wantDiscard, int(g))
			}
			var gotDiscard []int
			for _, g := range sc.s.board.goalDiscard.topFirst() {
				gotDiscard = append(gotDiscard, int(g))
			}
			require.ElementsMatch(t, wantDiscard, gotDiscard)
			for _, g := range sc.s.MeetingRoom() {
				require.Equal(t, empty, g)
			}
			require.Empty(t, invariants(&sc.s))

			// Choices in Certification-track order.
			deck := sc.s.board.goalDeck.topFirst()
			var chosen []int
			for i, c := range order {
				require.Equal(t, Decision{Kind: DecideRoomGoal, Player: c}, sc.s.Next())
				g := sc.mtgHand(c)[1]
				chosen = append(chosen, int(g))
				evs = sc.do(ChooseGoal(c, g))
				if i < len(order)-1 {
					require.Empty(t, find(evs, EvGoalsRevealed))
					require.Empty(t, invariants(&sc.s))
				}
			}
			require.Equal(t, []EventKind{EvGoalChosen, EvGoalsRevealed}, kinds(evs)[:2])
			room := sc.s.MeetingRoom()
			require.Equal(t, chosen, room[:n], "the chosen goals fill the first places in track order")
			dealt := find(evs, EvRoomGoalDealt)
			require.Len(t, dealt, components.MeetingRoomPlaces-n)
			k := 0
			for i, e := range dealt {
				require.Equal(t, int8(n+i), e.Space)
				require.Equal(t, int(deck[k]), int(e.Goal))
				require.Equal(t, int(deck[k]), room[n+i])
				k++
			}
			drawn := find(evs, EvGoalDrawn)
			require.Len(t, drawn, components.MeetingDraw*n)
			for i, e := range drawn {
				require.Equal(t, order[i/components.MeetingDraw], e.Player, "draws in track order")
				require.Equal(t, int(deck[k]), int(e.Goal))
				k++
			}
			require.Less(t, indexOf(evs, EvGoalsRevealed), indexOf(evs, EvGoalDrawn))
			for _, c := range seating {
				require.Len(t, sc.mtgHand(c), handSize, "the hand is back to its size")
			}
			// R-MTG-6, then the next day (R-DAY-1).
			ended := find(evs, EvMeetingEnded)
			require.Len(t, ended, 1)
			require.Equal(t, int16(1), ended[0].N)
			require.Equal(t, 1, sc.s.ProductionCycle())
			require.False(t, sc.s.MeetingScheduled())
			require.Equal(t, indexOf(evs, EvMeetingEnded)+1, indexOf(evs, EvDayStarted))
			require.Equal(t, 4, sc.s.Day())
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-MTG-6: the Production Cycle marker advances after a Meeting unless it is
// on its last space; the Meeting marker returns. R-DAY-1 R-END-1: the
// game-end check comes after the Meeting.
func TestMeetingAdvancesCycle(t *testing.T) {
	for _, tc := range []struct {
		name        string
		week, cycle int
		want        int
		over        bool
	}{
		{"from 0", 0, 0, 1, false},
		{"onto the last space", 0, components.CycleMax - 1, components.CycleMax, false},
		{"on the last space", 0, components.CycleMax, components.CycleMax, false},
		{"the Meeting ends the game", components.EndHigh, components.EndLow - 1, components.EndLow, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc := mtgScene(t, []Color{Red, Blue}, []Color{Red, Blue})
			sc.s.week, sc.s.cycle = uint8(tc.week), uint8(tc.cycle)
			require.False(t, sc.s.gameEnds())
			sc.mtgStart()
			require.True(t, sc.s.MeetingScheduled(), "the marker stays out during the Meeting")
			evs := sc.mtgSpeakThrough()
			evs = append(evs, sc.mtgChooseThrough()...)
			ended := find(evs, EvMeetingEnded)
			require.Len(t, ended, 1)
			require.Equal(t, int16(tc.want), ended[0].N)
			require.Equal(t, tc.want, sc.s.ProductionCycle())
			require.LessOrEqual(t, sc.s.ProductionCycle(), components.CycleMax)
			require.False(t, sc.s.MeetingScheduled())
			require.Equal(t, tc.over, sc.s.IsOver())
			if tc.over {
				require.Less(t, indexOf(evs, EvMeetingEnded), indexOf(evs, EvGameEnded))
				require.Empty(t, find(evs, EvDayStarted))
			} else {
				require.Empty(t, find(evs, EvGameEnded))
				require.Len(t, find(evs, EvDayStarted), 1)
			}
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-MTG-7 R-MTG-5: Generic tokens kept beside a board are exchanged for own
// tokens onto empty Speech spaces after the Meeting — not during it — as
// far as spaces allow, after the tokens went beside the boards and before
// the goals are discarded.
func TestGenericTokensExchangedAfterMeeting(t *testing.T) {
	for _, tc := range []struct {
		name    string
		generic int // Generic tokens held
		placed  int // own tokens red places in the Meeting
	}{
		{"as many Generic tokens as empty spaces", 2, 2},
		{"more Generic tokens than empty spaces", 3, 2},
		{"fewer Generic tokens than empty spaces", 1, 2},
		{"no empty space", 2, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc := mtgScene(t, []Color{Red, Blue}, []Color{Red, Blue})
			spaces := int(sc.s.speechSpaces(sc.seat(Red)))
			sc.p(Red).speech = uint8(spaces)
			sc.p(Red).generic = uint8(tc.generic)
			sc.p(Blue).speech = 0
			require.Empty(t, invariants(&sc.s))
			sc.mtgStart()
			for i := range tc.placed {
				sc.mtgNext(Red)
				sc.do(Speak(Red, NoGoal, GoalCard(sc.s.board.room[i])))
				require.Equal(t, tc.generic, sc.board(Red).GenericSpeech, "no exchange during the Meeting")
				if i == 0 {
					// Blue plays its goal; having no token it passes
					// unasked from then on.
					sc.mtgNext(Blue)
					sc.do(Speak(Blue, sc.mtgHand(Blue)[0], NoGoal))
				}
			}
			require.Equal(t, spaces-tc.placed, sc.board(Red).Speech)
			evs := sc.mtgSpeakThrough()
			exchanged := find(evs, EvGenericExchanged)
			n := min(tc.generic, tc.placed)
			require.Len(t, exchanged, n)
			for _, e := range exchanged {
				require.Equal(t, Red, e.Player)
			}
			if n > 0 {
				require.Less(t, indexOf(evs, EvTokensReturned), indexOf(evs, EvGenericExchanged))
				require.Less(t, indexOf(evs, EvGenericExchanged), indexOf(evs, EvGoalsDiscarded))
			}
			require.Equal(t, spaces-tc.placed+n, sc.board(Red).Speech)
			require.Equal(t, tc.generic-n, sc.board(Red).GenericSpeech)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-MTG-8: a goal deck running out is reshuffled from its discards, the
// Meeting's discarded goals included, and dealing goes on from the new deck.
func TestGoalDeckReshuffledFromDiscards(t *testing.T) {
	sc := mtgScene(t, []Color{Red, Blue}, []Color{Red, Blue})
	handSize := len(sc.mtgHand(Red))
	sc.mtgStart()
	sc.mtgSpeakThrough()
	require.Equal(t, DecideRoomGoal, sc.s.Next().Kind)
	// Leave one card in the deck; the rest go to the discards.
	b := &sc.s.board
	for b.goalDeck.len() > 1 {
		b.goalDiscard.push(b.goalDeck.pop())
	}
	last := b.goalDeck.top()
	discards := b.goalDiscard.topFirst()
	require.Empty(t, invariants(&sc.s))

	evs := sc.mtgChooseThrough()
	shuffled := find(evs, EvGoalDeckReshuffled)
	require.Len(t, shuffled, 1)
	require.ElementsMatch(t, discards, shuffled[0].List.Values(), "the new deck is the discards")
	require.Len(t, shuffled[0].List.Values(), len(discards))
	dealt := find(evs, EvRoomGoalDealt)
	require.Len(t, dealt, components.MeetingRoomPlaces-2)
	require.Equal(t, GoalCard(last), dealt[0].Goal, "the old deck's last card is dealt first")
	require.Less(t, indexOf(evs, EvRoomGoalDealt), indexOf(evs, EvGoalDeckReshuffled))
	// After the reshuffle the cards come from the top of the new deck.
	var next []GoalCard
	for _, e := range evs[indexOf(evs, EvGoalDeckReshuffled):] {
		if e.Kind == EvRoomGoalDealt || e.Kind == EvGoalDrawn {
			next = append(next, e.Goal)
		}
	}
	require.NotEmpty(t, next)
	for i, g := range next {
		require.Equal(t, GoalCard(shuffled[0].List.Values()[i]), g)
	}
	_, deck, disc := sc.s.Decks()
	require.Equal(t, len(discards)-len(next), deck)
	require.Zero(t, disc)
	for _, c := range []Color{Red, Blue} {
		require.Len(t, sc.mtgHand(c), handSize)
	}
	require.Empty(t, invariants(&sc.s))
}

// R-MTG-9 R-ENG-3: each player secretly chooses 1 of their 2 remaining
// goals; until all have chosen no other player's view shows the card (not in
// the meeting room, not in a hand); then all are revealed together.
func TestRoomGoalsChosenSecretly(t *testing.T) {
	players := []Color{Red, Blue, Yellow}
	sc := mtgScene(t, players, players)
	sc.mtgStart()
	sc.mtgSpeakThrough()
	require.Equal(t, Decision{Kind: DecideRoomGoal, Player: Red}, sc.s.Next())
	for _, c := range players {
		require.Len(t, sc.mtgHand(c), 2, "two goals left to choose from")
	}
	// Only a card of one's own hand can be chosen.
	sc.refuse(ChooseGoal(Red, sc.mtgHand(Blue)[0]), "R-MTG-9")
	sc.refuse(ChooseGoal(Red, GoalCard(components.NumGoals)), "R-MTG-9")
	require.ElementsMatch(t, []Action{ChooseGoal(Red, sc.mtgHand(Red)[0]), ChooseGoal(Red, sc.mtgHand(Red)[1])}, sc.s.LegalActions())

	chosen := map[Color]GoalCard{}
	for i, c := range players {
		require.Equal(t, Decision{Kind: DecideRoomGoal, Player: c}, sc.s.Next())
		g := sc.mtgHand(c)[1]
		chosen[c] = g
		evs := sc.do(ChooseGoal(c, g))
		require.Equal(t, c, find(evs, EvGoalChosen)[0].Player)
		if i == len(players)-1 {
			require.Len(t, find(evs, EvGoalsRevealed), 1)
			break
		}
		require.Empty(t, find(evs, EvGoalsRevealed))
		require.NotContains(t, sc.mtgHand(c), g, "the chosen card left the hand")
		for _, viewer := range players {
			v := sc.s.View(viewer)
			for _, place := range v.MeetingRoom {
				require.Equal(t, empty, place, "no goal is face up before the reveal")
			}
			for who, card := range chosen {
				require.NotContains(t, v.Hand.Goals, int(card), "%v's choice is in %v's view", who, viewer)
			}
		}
		require.Empty(t, invariants(&sc.s))
	}
	room := sc.s.MeetingRoom()
	for _, viewer := range players {
		require.Equal(t, room, sc.s.View(viewer).MeetingRoom, "revealed to all")
	}
	for i, c := range players {
		require.Equal(t, int(chosen[c]), room[i])
	}
	require.Empty(t, invariants(&sc.s))
}

// R-SPK-2: gaining a Generic token (here the first Expert's Award stack
// token, R-TRN-4) moves an own token onto an empty Speech space; with no
// empty space the Generic token is kept beside the board.
func TestGainingGenericToken(t *testing.T) {
	for _, tc := range []struct {
		name                string
		speech              int // own tokens on spaces before (-1: all spaces full)
		wantSpeech, generic int
	}{
		{"an empty space", 1, 2, 0},
		{"no own token on a space", 0, 1, 0},
		{"no empty space", -1, -1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc := mtgScene(t, []Color{Red, Blue}, []Color{Red, Blue})
			spaces := int(sc.s.speechSpaces(sc.seat(Red)))
			speech, want := tc.speech, tc.wantSpeech
			if speech < 0 {
				speech, want = spaces, spaces
			}
			sc.p(Red).speech = uint8(speech)
			sc.p(Red).train[RnD] = components.TrackExpert - 1
			require.Positive(t, sc.s.board.awardSpeech[RnD])
			require.Empty(t, invariants(&sc.s))
			evs := sc.train(Red, RnD)
			require.Len(t, find(evs, EvAwardTokenTaken), 1)
			require.Equal(t, want, sc.board(Red).Speech)
			require.Equal(t, tc.generic, sc.board(Red).GenericSpeech)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-SPK-3: a token gained during the day onto a Speech space is used in
// that day's Meeting; tokens used in a Meeting go beside the owner's board
// and stay there until a Generic token brings one back.
func TestUsedTokensStayBesideTheBoard(t *testing.T) {
	sc := mtgScene(t, []Color{Red, Blue}, []Color{Red, Blue})
	sc.p(Red).speech = 0
	sc.p(Red).train[RnD] = components.TrackExpert - 1
	sc.p(Blue).speech = 0
	require.Positive(t, sc.s.board.awardSpeech[RnD])
	sc.train(Red, RnD)
	require.Equal(t, 1, sc.board(Red).Speech, "the gained token went onto a Speech space")
	require.Empty(t, invariants(&sc.s))

	sc.mtgStart()
	room := GoalCard(sc.s.board.room[0])
	sc.mtgNext(Red)
	require.True(t, sc.legal(Speak(Red, NoGoal, room)))
	sc.do(Speak(Red, NoGoal, room))
	require.Equal(t, 0, sc.board(Red).Speech)
	sc.mtgSpeakThrough()
	sc.mtgChooseThrough()
	require.Equal(t, DecideWorkstation, sc.s.Next().Kind, "the next day began")
	require.Equal(t, 0, sc.board(Red).Speech, "the used token stays beside the board")
	require.Equal(t, components.OwnSpeechTokens, sc.s.ownBeside(sc.seat(Red)))
	require.Empty(t, invariants(&sc.s))

	// Next day: still none on a space, so red cannot place one in a
	// Meeting; a Generic token (the first Assembly Expert's) brings one back.
	sc.s.sandra = int8(WorkstationOf(RnD, false))
	sc.workAt(Red, WorkstationOf(Assembly, true), sc.s.Day())
	require.Equal(t, 0, sc.board(Red).Speech)
	sc.p(Red).train[Assembly] = components.TrackExpert - 1
	require.Positive(t, sc.s.board.awardSpeech[Assembly])
	sc.train(Red, Assembly)
	require.Equal(t, 1, sc.board(Red).Speech)
	require.Equal(t, components.OwnSpeechTokens-1, sc.s.ownBeside(sc.seat(Red)))
	require.Empty(t, invariants(&sc.s))
}

// R-MTG-3: a token placed with the goal just played takes its
// highest-numbered icon, however the card lists its icons.
func TestPlayedGoalTokenTakesHighestIcon(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(RnD, true), 3)
	var card GoalCard = NoGoal
	for g := range GoalCard(components.NumGoals) {
		if sc.p(Red).goals&(1<<g) != 0 {
			card = g
			break
		}
	}
	require.NotEqual(t, NoGoal, card)
	sc.s.edition = lendEdition(t, func(e *components.Edition) { e.Goals[card].Icons = [3]int8{1, 3, 2} })
	sc.s.meeting = true
	sc.do(EndTurn(Red))
	for sc.s.Next().Player != Red {
		sc.do(Speak(sc.s.Next().Player, GoalCard(firstGoal(sc, sc.s.Next().Player)), NoGoal))
	}
	evs := sc.do(Speak(Red, card, card))
	spoke := find(evs, EvSpoke)
	require.Len(t, spoke, 1)
	require.Equal(t, int8(1), spoke[0].Space, "icon 3 is listed second")
}

func firstGoal(sc *scene, c Color) int {
	for g := range components.NumGoals {
		if sc.p(c).goals&(1<<g) != 0 {
			return g
		}
	}
	return -1
}
