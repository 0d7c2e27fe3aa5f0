package kanban

import (
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/rng"
)

// The solo mode at the end of the day, the end of the week, in Meetings and
// at the end of the game (R-SOLO-26..34, R-DIFF-6, 8, 9).

// colleaguesRecycle is the Colleagues' swap at the end of the day, before
// any Meeting, when the Plan card shows parts: a part of a Plan type (the
// first listed that the pool holds) out of the Recycling pool, one of the
// Selection type from the Colleague parts in its place, as R-WRK-6 allows
// (R-SOLO-26).
func (e *engine) colleaguesRecycle() {
	s := e.s
	so := &s.solo
	if so.column[0] == empty || so.drawn == empty {
		return
	}
	give := e.s.ed().SoloSelectionDeck[so.drawn].Part
	if so.parts[give] == 0 || s.board.pool.has(give) {
		return
	}
	for _, take := range e.s.ed().SoloDepartmentDeck[so.column[0]].Plan {
		if s.board.pool.has(take) {
			ev := e.add(empty, EvColleaguesRecycled)
			ev.Give, ev.Part = give, take
			e.fold(ev)
			return
		}
	}
}

// foldColleaguesRecycled folds EvColleaguesRecycled into the state.
func (s *GameState) foldColleaguesRecycled(e *Event, seat int8) {
	b := &s.board
	b.pool = b.pool.without(e.Part).with(e.Give)
	s.solo.parts[e.Give]--
	s.solo.parts[e.Part]++
}

// scoreColleaguesWeek is the Colleagues' end of week: 2 PP (3 with
// Difficulty card #6) for each Upgraded Design in each one's pile, and the
// PP of card #8 for this scoring; those Designs leave the game (R-SOLO-29,
// R-DIFF-6, R-DIFF-8).
func (e *engine) scoreColleaguesWeek() {
	s := e.s
	so := &s.solo
	per := int(s.ed().SoloScores.WeekPP)
	if s.hasDifficulty(components.IncreasedQuotas) {
		per = int(s.ed().SoloScores.IncreasedQuotasPP)
	}
	keep := 0
	if s.hasDifficulty(components.KeepingUp) {
		keep = int(e.s.ed().KeepingUpPP[min(int(so.weeks), len(e.s.ed().KeepingUpPP)-1)])
	}
	for i := range so.colleague {
		e.colleagueScores(colleagueSeat(i), per*so.colleague[i].upgraded.count()+keep)
	}
	e.emitKind(empty, EvColleaguesWeekEnded)
}

// foldColleaguesWeekEnded folds EvColleaguesWeekEnded into the state.
func (s *GameState) foldColleaguesWeekEnded(e *Event, seat int8) {
	so := &s.solo
	for i := range so.colleague {
		so.gone |= so.colleague[i].upgraded
		so.colleague[i].upgraded = 0
	}
	so.weeks++
}

// fired ends the game at once, the human losing, if their PP is 0: right
// after an End-of-Week scoring or a Meeting (R-SOLO-32), or at any moment
// with Difficulty card #9 (R-DIFF-9). It reports whether it did.
func (e *engine) fired() bool {
	s := e.s
	if !s.solo.on || s.players[0].pp > 0 || s.phase == phaseOver {
		return false
	}
	e.emitKind(0, EvFired)
	e.emitKind(empty, EvGameEnded)
	return true
}

// foldFired folds EvFired into the state.
func (s *GameState) foldFired(e *Event, seat int8) {
	s.solo.fired = true
}

// Meetings (R-SOLO-30, R-SOLO-31).

// colleagueSpeaks is a Colleague's Meeting turn: one Generic token from the
// supply on the highest empty icon of a meeting-room goal without his
// token, Lacerda the leftmost such goal for its PP times the icon's number,
// Turczi the rightmost for its PP once; he passes with no token left or no
// goal to take one (R-SOLO-30).
func (e *engine) colleagueSpeaks(seat int8) {
	s := e.s
	i := colleagueIndex(seat)
	if s.solo.meetTokens[i] > 0 {
		for k := range components.MeetingRoomPlaces {
			place := k
			if i == components.Turczi {
				place = components.MeetingRoomPlaces - 1 - k
			}
			if !s.canTakeToken(seat, place) {
				continue
			}
			icon := s.freeIcon(place)
			card := e.s.ed().Goals[s.board.room[place]]
			pp := int(card.PP)
			if i == components.Lacerda {
				pp *= int(card.Icons[icon])
			}
			ev := e.add(seat, EvColleagueSpoke)
			ev.On, ev.Space, ev.N = GoalCard(s.board.room[place]), int8(icon), int16(pp)
			e.fold(ev)
			return
		}
	}
	e.emitKind(seat, EvPassed)
}

// meetingTokens returns each Colleague's tokens for a Meeting: Lacerda the
// meeting number, the Production Cycle marker plus 1, Turczi 3 (R-SOLO-30).
func (s *GameState) meetingTokens() [components.Colleagues]uint8 {
	return [components.Colleagues]uint8{
		components.Lacerda: s.cycle + components.LacerdaMeetingBase,
		components.Turczi:  components.TurcziMeetingTokens,
	}
}

// foldColleagueSpoke folds EvColleagueSpoke into the state.
func (s *GameState) foldColleagueSpoke(e *Event, seat int8) {
	i := s.colleagueOf(e.Player)
	s.mtg.tokens[s.placeOf(e.On)][e.Space] = colleagueSeat(i)
	s.solo.meetTokens[i]--
	s.solo.colleague[i].pp += e.N
	s.mtg.passes = 0
	s.orderPos = (s.orderPos + 1) % s.orderLen
}

// finishSoloChoosing lays out the meeting room after a solo Meeting: the
// human's 2 goals and 2 from the deck, shuffled into places 1–4; then the
// human draws back up to 4 (R-SOLO-31).
func (e *engine) finishSoloChoosing() {
	s := e.s
	e.revealGoals()
	room := s.board.room
	r := s.rng
	rng.Shuffle(&r, room[:])
	ev := e.add(empty, EvRoomShuffled)
	ev.List, ev.RNG = listOf(room[:]), GeneratorState{r.Hi, r.Lo}
	e.fold(ev)
	for n := s.players[0].goalCount(); n < components.SoloStartGoals; n++ {
		if card, ok := e.drawGoal(); ok {
			ev := e.add(0, EvGoalDrawn)
			ev.Goal = card
			e.fold(ev)
		}
	}
	ev = e.add(empty, EvMeetingEnded)
	ev.N = int16(min(int(s.cycle)+1, components.CycleMax))
	e.fold(ev)
	if e.fired() { // R-SOLO-32
		return
	}
	e.afterDay()
}

// goalCount counts the Performance Goals in a hand.
func (p *player) goalCount() int {
	n := 0
	for g := p.goals; g != 0; g &= g - 1 {
		n++
	}
	return n
}

// foldRoomShuffled folds EvRoomShuffled into the state.
func (s *GameState) foldRoomShuffled(e *Event, seat int8) {
	for i, g := range e.List.items() {
		s.board.room[i] = int8(g)
	}
	s.rng = rng.PCG{Hi: e.RNG[0], Lo: e.RNG[1]}
}

// The end of the game (R-SOLO-33, R-SOLO-34).

// scoreColleaguesFinal is the Colleagues' final scoring: each car he
// claimed (R-FIN-3) and his places on the training tracks, all three discs
// compared (R-FIN-4) (R-SOLO-33).
func (e *engine) scoreColleaguesFinal() {
	s := e.s
	for i := range s.solo.colleague {
		co := &s.solo.colleague[i]
		seat := colleagueSeat(i)
		cars := 0
		for m, n := range co.cars {
			cars += int(n) * int(e.s.ed().CarValues[m])
		}
		ev := e.add(seat, EvColleagueFinalScored)
		ev.Category, ev.N = ScoreCars, int16(cars)
		e.fold(ev)
		ev = e.add(seat, EvColleagueFinalScored)
		ev.Category, ev.N = ScoreTraining, int16(s.trainingPoints(seat))
		e.fold(ev)
	}
}

// foldColleagueFinalScored folds EvColleagueFinalScored into the state.
func (s *GameState) foldColleagueFinalScored(e *Event, seat int8) {
	i := s.colleagueOf(e.Player)
	s.solo.colleague[i].pp += e.N
	s.solo.final[i][e.Category] += e.N
}

// soloStandings adds the Colleagues to a solo game's standings and ranks
// the three by PP: the human ahead of a Colleague only with strictly more,
// and behind both when fired (R-SOLO-32, R-SOLO-34).
func (s *GameState) soloStandings(r *Result) {
	so := &s.solo
	for i := range so.colleague {
		co := &so.colleague[i]
		f := so.final[i]
		st := Standing{Color: co.color, PP: int(co.pp), Breakdown: Breakdown{Cars: int(f[ScoreCars]), Training: int(f[ScoreTraining])}}
		st.Breakdown.Play = st.PP - st.Breakdown.Cars - st.Breakdown.Training
		for _, n := range co.cars {
			st.Cars += int(n)
		}
		r.Standings = append(r.Standings, st)
	}
	human := s.colors[0]
	ahead := func(a, b Standing) bool {
		switch {
		case b.Color == human && so.fired:
			return a.Color != human
		case a.Color == human && so.fired:
			return false
		case b.Color == human:
			return a.PP >= b.PP
		case a.Color == human:
			return a.PP > b.PP
		}
		return a.PP > b.PP
	}
	for i := range r.Standings {
		r.Standings[i].Place = 1
		for j := range r.Standings {
			if j != i && ahead(r.Standings[j], r.Standings[i]) {
				r.Standings[i].Place++
			}
		}
	}
	for i := 1; i < len(r.Standings); i++ {
		for j := i; j > 0 && r.Standings[j].Place < r.Standings[j-1].Place; j-- {
			r.Standings[j], r.Standings[j-1] = r.Standings[j-1], r.Standings[j]
		}
	}
}

// discOf returns a seat's disc on a track: its space and when it arrived
// there, for a player or a Colleague.
func (s *GameState) discOf(seat int8, d Department) (uint8, uint32) {
	if isColleague(seat) {
		co := &s.solo.colleague[colleagueIndex(seat)]
		return co.train[d], co.stamp[d]
	}
	return s.players[seat].train[d], s.players[seat].stamp[d]
}
