package kanban

import (
	"math/bits"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/rng"
)

// startMeeting opens the Meeting scheduled for the end of the day: turns go
// in Certification-track order as it stands now, repeating (R-MTG-1,
// R-MTG-2).
func (e *engine) startMeeting() {
	e.emitKind(empty, EvMeetingStarted)
}

// onlyPass reports whether passing is a seat's only legal Meeting action:
// they played their goal and no goal can take their token (R-MTG-4).
func (s *GameState) onlyPass(seat int8) bool {
	if s.mtg.played[seat] == empty {
		return false
	}
	if s.players[seat].speech == 0 {
		return true
	}
	for place := range meetingGoals {
		if s.canTakeToken(seat, place) {
			return false
		}
	}
	return true
}

// faceUpGoal returns the goal on a Meeting place: a meeting-room place, or
// the goal a seat played; empty if there is none.
func (s *GameState) faceUpGoal(place int) int8 {
	if place < components.MeetingRoomPlaces {
		return s.board.room[place]
	}
	return s.mtg.played[place-components.MeetingRoomPlaces]
}

// placeOf returns the Meeting place of a face-up goal, or -1.
func (s *GameState) placeOf(g GoalCard) int {
	for place := range meetingGoals {
		if s.faceUpGoal(place) == int8(g) {
			return place
		}
	}
	return -1
}

// canTakeToken reports whether the goal on a place can take a seat's token:
// it has an empty icon and no token of theirs (R-MTG-3).
func (s *GameState) canTakeToken(seat int8, place int) bool {
	if s.faceUpGoal(place) == empty {
		return false
	}
	open := false
	for _, who := range s.mtg.tokens[place] {
		if who == seat {
			return false
		}
		open = open || who == empty
	}
	return open
}

// freeIcon returns the highest-numbered empty speech icon of a place's goal.
func (s *GameState) freeIcon(place int) int {
	icons := s.ed().Goals[s.faceUpGoal(place)].Icons
	best := -1
	for i, who := range s.mtg.tokens[place] {
		if who == empty && (best < 0 || icons[i] > icons[best]) {
			best = i
		}
	}
	return best
}

// checkSpeak checks a Meeting turn's speech (R-MTG-3, R-SPK-1).
func (s *GameState) checkSpeak(seat int8, goal, on GoalCard) violation {
	p := &s.players[seat]
	if goal == NoGoal && on == NoGoal {
		return refuse("R-MTG-3", "speaking plays a goal, places a token, or both")
	}
	if goal != NoGoal {
		switch {
		case s.hasPlayed(seat):
			return refuse("R-MTG-3", "one Performance Goal is played per Meeting")
		case int(goal) >= components.NumGoals || p.goals&(1<<goal) == 0:
			return refusef("R-MTG-3", "%v is not in the player's hand", goal, nil)
		}
	}
	if on == NoGoal {
		return legal
	}
	if goal != NoGoal && on != goal {
		return refuse("R-MTG-3", "a token placed with a goal played goes on that goal")
	}
	if p.speech == 0 {
		return refuse("R-SPK-1", "no own Speech token on a Speech space")
	}
	if goal != NoGoal {
		return legal // the goal just played is face up, with every icon empty
	}
	place := s.placeOf(on)
	switch {
	case place < 0:
		return refusef("R-MTG-3", "%v is not face up", on, nil)
	case !s.canTakeToken(seat, place):
		return refusef("R-MTG-3", "%v takes no token of the player", on, nil)
	}
	return legal
}

// speak plays the goal and/or places the token, scoring the goal's PP once
// per time the player meets it, at most the icon's number (R-MTG-3).
func (e *engine) speak(seat int8, goal, on GoalCard) {
	ev := e.add(seat, EvSpoke)
	ev.Goal, ev.On = goal, on
	if on != NoGoal {
		ev.Space, ev.N = e.s.speechScore(seat, goal, on)
	}
	e.fold(ev)
}

// speechScore returns the speech icon a seat's token placed on goal on
// takes, and the PP it scores: the highest-numbered empty icon (every icon
// of a goal played in the same turn is empty), and the goal's PP once per
// time the player meets it, at most the icon's number (R-MTG-3).
func (s *GameState) speechScore(seat int8, goal, on GoalCard) (icon int8, pp int16) {
	card := s.ed().Goals[on]
	var i int
	if goal != NoGoal {
		for j, n := range card.Icons {
			if n > card.Icons[i] {
				i = j
			}
		}
	} else {
		i = s.freeIcon(s.placeOf(on))
	}
	times := min(s.goalCount(seat, card.Measure), int(card.Icons[i]))
	return int8(i), int16(times) * int16(card.PP)
}

// checkPass checks passing in a Meeting: only once the player has played a
// goal this Meeting (R-MTG-2).
func (s *GameState) checkPass(seat int8) violation {
	if !s.hasPlayed(seat) {
		return refuse("R-MTG-2", "a player passes only after playing a goal this Meeting")
	}
	return legal
}

// hasPlayed reports whether the seat has played a goal this Meeting.
func (s *GameState) hasPlayed(seat int8) bool { return s.mtg.played[seat] != empty }

// appendSpeak appends the legal Meeting actions of a seat: goal by goal of
// the hand, the goal played alone, then with a token on it; a token on each
// face-up goal, in Meeting-place order; passing. checkSpeak's parts: the
// goal played is from the hand and the goal a token goes on face up by
// construction; not having played this Meeting, and having a Speech token,
// are tested once; canTakeToken for each face-up goal.
func (s *GameState) appendSpeak(dst []Action, seat int8) []Action {
	c, p := s.colorOf(seat), &s.players[seat]
	if !s.hasPlayed(seat) {
		for hand := s.goalHand(seat); hand != 0; hand &= hand - 1 {
			g := GoalCard(bits.TrailingZeros64(hand))
			dst = append(dst, Speak(c, g, NoGoal))
			if p.speech > 0 {
				dst = append(dst, Speak(c, g, g))
			}
		}
	}
	if p.speech > 0 {
		var seen uint64
		for place := range meetingGoals {
			g := s.faceUpGoal(place)
			if g == empty {
				continue
			}
			first := place // placeOf(g), which checkSpeak looks at: the goal's first place
			if seen&(1<<g) != 0 {
				first = s.placeOf(GoalCard(g))
			}
			seen |= 1 << g
			if s.canTakeToken(seat, first) {
				dst = append(dst, Speak(c, NoGoal, GoalCard(g)))
			}
		}
	}
	if s.hasPlayed(seat) {
		dst = append(dst, Pass(c))
	}
	return dst
}

// goalHand returns the Performance Goals in a seat's hand, by card.
func (s *GameState) goalHand(seat int8) uint64 {
	return s.players[seat].goals & (1<<components.NumGoals - 1)
}

// appendRoomGoals appends the goals the player may put face down for the
// meeting room: every goal of the hand (checkChooseGoal), in card order.
func (s *GameState) appendRoomGoals(dst []Action, seat int8) []Action {
	c := s.colorOf(seat)
	for hand := s.goalHand(seat); hand != 0; hand &= hand - 1 {
		dst = append(dst, ChooseGoal(c, GoalCard(bits.TrailingZeros64(hand))))
	}
	return dst
}

// finishSpeaking runs what follows the speaking part, in order (R-MTG-5):
// the tokens go beside their owners' boards, Generic tokens are exchanged
// (R-MTG-7), the face-up goals are discarded, and the players choose goals
// for the meeting room.
func (e *engine) finishSpeaking() {
	e.emitKind(empty, EvTokensReturned)
	order, n := e.s.certOrder()
	for _, seat := range order[:n] {
		if !isColleague(seat) {
			e.exchangeGenerics(seat)
		}
	}
	e.emitKind(empty, EvGoalsDiscarded)
}

func (s *GameState) checkChooseGoal(seat int8, goal GoalCard) violation {
	if int(goal) >= components.NumGoals || s.players[seat].goals&(1<<goal) == 0 {
		return refusef("R-MTG-9", "%v is not in the player's hand", goal, nil)
	}
	return legal
}

// revealGoals reveals the goals chosen for the meeting room and fills its
// empty places from the deck, in place order (R-MTG-9).
func (e *engine) revealGoals() {
	e.emitKind(empty, EvGoalsRevealed)
	for place, g := range e.s.board.room {
		if g == empty {
			if card, ok := e.drawGoal(); ok {
				ev := e.add(empty, EvRoomGoalDealt)
				ev.Space, ev.Goal = int8(place), card
				e.fold(ev)
			}
		}
	}
}

// finishChoosing reveals the chosen goals into the meeting room, fills its
// other places from the deck, and has every player draw 2, in
// Certification-track order (R-MTG-5, R-MTG-9); then the Meeting ends and the
// Production Cycle marker advances (R-MTG-6).
func (e *engine) finishChoosing() {
	s := e.s
	if s.solo.on {
		e.finishSoloChoosing()
		return
	}
	e.revealGoals()
	order, n := s.certOrder()
	for _, seat := range order[:n] {
		for range components.MeetingDraw {
			if card, ok := e.drawGoal(); ok {
				ev := e.add(seat, EvGoalDrawn)
				ev.Goal = card
				e.fold(ev)
			}
		}
	}
	ev := e.add(empty, EvMeetingEnded)
	ev.N = int16(min(int(s.cycle)+1, components.CycleMax))
	e.fold(ev)
	e.afterDay()
}

// drawGoal returns the top goal of the deck, reshuffling the discards into a
// new deck when it is empty (R-MTG-8); false when there is no card at all.
func (e *engine) drawGoal() (GoalCard, bool) {
	b := &e.s.board
	if b.goalDeck.len() == 0 {
		if b.goalDiscard.len() == 0 {
			return NoGoal, false
		}
		deck := b.goalDiscard
		r := e.s.rng
		rng.Shuffle(&r, deck.items())
		ev := e.add(empty, EvGoalDeckReshuffled)
		ev.List, ev.RNG = deck.topList(), GeneratorState{r.Hi, r.Lo}
		e.fold(ev)
	}
	return GoalCard(b.goalDeck.top()), true
}

// tokensOnGoals counts a seat's own Speech tokens on face-up goals.
func (s *GameState) tokensOnGoals(seat int8) int {
	n := 0
	for place := range s.mtg.tokens {
		for _, who := range s.mtg.tokens[place] {
			if who == seat {
				n++
			}
		}
	}
	return n
}

// FaceUpGoal is a Performance Goal face up in the meeting room or played in
// a Meeting, with the Speech tokens on its icons.
type FaceUpGoal struct {
	// Card is the goal's card.
	Card GoalCard `json:"card"`
	// PlayedBy is the player who played it this Meeting, or NoColor for a
	// meeting-room goal.
	PlayedBy Color `json:"played_by"`
	// Tokens holds the colour of the token on each speech icon, in the
	// card's icon order, or NoColor.
	Tokens [3]Color `json:"tokens"`
}

// GoalView is a face-up Performance Goal as one player sees it: the goal
// and its tokens, what it counts, and what a Speech token of theirs would
// score on it now.
type GoalView struct {
	// FaceUpGoal is the goal and the tokens on it.
	FaceUpGoal
	// Measure is what the goal counts, PP what it scores per count, and
	// Icons the numbers on its speech icons, in the card's order
	// (components.Goals).
	Measure GoalMeasure `json:"measure"`
	PP      int         `json:"pp"`    // PP per count
	Icons   [3]int      `json:"icons"` // the number on each speech icon
	// Count is how many times the viewer meets the goal now (R-MTG-3).
	Count int `json:"count"`
	// Open reports whether the goal takes a token of the viewer: it has an
	// empty icon and none of their tokens (R-MTG-3). Score is what that
	// token would score now: PP times Count, Count capped by the number on
	// the highest empty icon; 0 when the goal is not Open. Whether the
	// viewer may speak at all is Next's and LegalActions' to say.
	Open  bool `json:"open"`
	Score int  `json:"score"` // what a token of the viewer's would score now
}

// goalViews returns the face-up goals as seat sees them (empty for a
// spectator: no count, nothing open).
func (s *GameState) goalViews(seat int8) []GoalView {
	out := []GoalView{}
	for _, f := range s.MeetingGoals() {
		card := s.ed().Goals[f.Card]
		g := GoalView{FaceUpGoal: f, Measure: card.Measure, PP: int(card.PP)}
		for i, n := range card.Icons {
			g.Icons[i] = int(n)
		}
		if seat >= 0 {
			place := s.placeOf(f.Card)
			g.Count = s.goalCount(seat, card.Measure)
			g.Open = s.canTakeToken(seat, place)
			if g.Open {
				g.Score = min(g.Count, g.Icons[s.freeIcon(place)]) * g.PP
			}
		}
		out = append(out, g)
	}
	return out
}

// MeetingGoals returns the face-up Performance Goals: the meeting room's,
// then those played in the Meeting under way, with their tokens.
func (s GameState) MeetingGoals() []FaceUpGoal {
	var out []FaceUpGoal
	for place := range meetingGoals {
		g := s.faceUpGoal(place)
		if g == empty {
			continue
		}
		f := FaceUpGoal{Card: GoalCard(g), PlayedBy: NoColor}
		if place >= components.MeetingRoomPlaces {
			f.PlayedBy = s.colorOf(int8(place - components.MeetingRoomPlaces))
		}
		for i, who := range s.mtg.tokens[place] {
			f.Tokens[i] = s.colorOf(who)
		}
		out = append(out, f)
	}
	return out
}

// foldMeetingStarted folds EvMeetingStarted into the state.
func (s *GameState) foldMeetingStarted(e *Event, seat int8) {
	s.phase = phaseMeeting
	s.setOrder(s.certOrder())
	s.mtg.reset()
	if s.solo.on {
		s.solo.meetTokens = s.meetingTokens()
	}
}

// foldSpoke folds EvSpoke into the state.
func (s *GameState) foldSpoke(e *Event, seat int8) {
	p := s.playerAt(seat)
	if e.Goal != NoGoal {
		p.goals &^= 1 << e.Goal
		s.mtg.played[seat] = int8(e.Goal)
	}
	if e.On != NoGoal {
		s.mtg.tokens[s.placeOf(e.On)][e.Space] = seat
		p.speech--
		p.pp += e.N
	}
	s.mtg.passes = 0
	s.orderPos = (s.orderPos + 1) % s.orderLen
}

// foldPassed folds EvPassed into the state.
func (s *GameState) foldPassed(e *Event, seat int8) {
	s.mtg.passes++
	s.orderPos = (s.orderPos + 1) % s.orderLen
}

// foldTokensReturned folds EvTokensReturned into the state.
func (s *GameState) foldTokensReturned(e *Event, seat int8) {
	for place := range s.mtg.tokens {
		for i := range s.mtg.tokens[place] {
			s.mtg.tokens[place][i] = empty
		}
	}
}

// foldGoalsDiscarded folds EvGoalsDiscarded into the state.
func (s *GameState) foldGoalsDiscarded(e *Event, seat int8) {
	b := &s.board
	for i, g := range b.room {
		if g != empty {
			b.goalDiscard.push(uint8(g))
			b.room[i] = empty
		}
	}
	for i, g := range s.mtg.played {
		if g != empty {
			b.goalDiscard.push(uint8(g))
			s.mtg.played[i] = empty
		}
	}
	s.phase = phaseChoosing
	if s.solo.on { // R-SOLO-31: the human chooses 2 goals, one at a time
		var o [maxPlayers + 1]int8
		s.setOrder(o, components.SoloRoomFromHand)
		s.solo.meetTokens = [components.Colleagues]uint8{}
		return
	}
	s.setOrder(s.certOrder())
}

// foldGoalChosen folds EvGoalChosen into the state.
func (s *GameState) foldGoalChosen(e *Event, seat int8) {
	p := s.playerAt(seat)
	p.goals &^= 1 << e.Goal
	if s.solo.on {
		s.mtg.chose[s.orderPos] = int8(e.Goal) // the human's two goals, in order (R-SOLO-31)
	} else {
		s.mtg.chose[seat] = int8(e.Goal)
	}
	s.orderPos++
}

// foldGoalsRevealed folds EvGoalsRevealed into the state.
func (s *GameState) foldGoalsRevealed(e *Event, seat int8) {
	b := &s.board
	if s.solo.on {
		for i := range components.SoloRoomFromHand {
			b.room[i] = s.mtg.chose[i]
			s.mtg.chose[i] = empty
		}
		return
	}
	order, n := s.certOrder()
	for i, o := range order[:n] {
		b.room[i] = s.mtg.chose[o]
		s.mtg.chose[o] = empty
	}
}

// foldGoalDeckReshuffled folds EvGoalDeckReshuffled into the state.
func (s *GameState) foldGoalDeckReshuffled(e *Event, seat int8) {
	b := &s.board
	fromTop(&b.goalDeck, e.List.items())
	b.goalDiscard = pile{}
	s.rng.Hi, s.rng.Lo = e.RNG[0], e.RNG[1]
}

// foldRoomGoalDealt folds EvRoomGoalDealt into the state.
func (s *GameState) foldRoomGoalDealt(e *Event, seat int8) {
	b := &s.board
	b.goalDeck.pop()
	b.room[e.Space] = int8(e.Goal)
}

// foldGoalDrawn folds EvGoalDrawn into the state.
func (s *GameState) foldGoalDrawn(e *Event, seat int8) {
	p := s.playerAt(seat)
	b := &s.board
	b.goalDeck.pop()
	p.goals |= 1 << e.Goal
}

// foldMeetingEnded folds EvMeetingEnded into the state.
func (s *GameState) foldMeetingEnded(e *Event, seat int8) {
	s.meeting = false
	s.cycle = uint8(e.N)
}
