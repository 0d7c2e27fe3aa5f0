package kanban

import (
	"math/bits"

	"github.com/kanbanev/kanban/components"
)

// bounds returns what is out of range in a state, or "": every value the
// engine uses as an index, a count of a fixed array or a member of a set
// must lie within what the game has. invariants checks it first, so that a
// state built from events that do not fit (Evolve, ReplayUnchecked) is
// refused before any method can index out of range with it.
//
// The parts are checked in order, each only once the ones before it hold:
// the players, the order of play, the pending choice, the workstations,
// the turn, each player's board, the board, the Meeting.
func bounds(s *GameState) string {
	n := int(s.nPlayers)
	if s.solo.on {
		if n != components.SoloHumans {
			return "the number of players"
		}
		if bad := soloBounds(s); bad != "" {
			return bad
		}
	} else if n < components.MinPlayers || n > maxPlayers || s.solo != (solo{}) {
		return "the number of players"
	}
	var seen [components.NumColors]bool
	for _, c := range s.colors[:n] {
		if c >= components.NumColors || seen[c] {
			return "the players' colours"
		}
		seen[c] = true
	}
	// The parts are called one by one, not through a table of functions,
	// which would move the state to the heap.
	if bad := orderBounds(s); bad != "" {
		return bad
	}
	if bad := pendingBounds(s); bad != "" {
		return bad
	}
	if bad := stationBounds(s); bad != "" {
		return bad
	}
	if bad := turnBounds(s); bad != "" {
		return bad
	}
	if bad := playersBounds(s); bad != "" {
		return bad
	}
	if bad := boardBounds(s); bad != "" {
		return bad
	}
	return meetingBounds(s)
}

// isSeat reports whether v is a player's seat.
func (s *GameState) isSeat(v int8) bool { return v >= 0 && v < int8(s.nPlayers) }

// isSeatOrEmpty reports whether v is a player's seat or empty.
func (s *GameState) isSeatOrEmpty(v int8) bool { return v == empty || s.isSeat(v) }

// isColleagueSeat reports whether v is a Colleague's seat in a solo game.
func (s *GameState) isColleagueSeat(v int8) bool { return s.solo.on && isColleague(v) }

// below reports whether v is an index into max things.
func below(v int8, max int) bool { return v >= 0 && int(v) < max }

// belowOrEmpty reports whether v is an index into max things, or empty.
func belowOrEmpty(v int8, max int) bool { return v == empty || below(v, max) }

// pileOK reports whether a pile fits its array and holds values below max.
func pileOK(p *pile, max int) bool {
	if int(p.n) > len(p.t) {
		return false
	}
	for _, v := range p.items() {
		if int(v) >= max {
			return false
		}
	}
	return true
}

// orderBounds checks the phase and the order of play.
func orderBounds(s *GameState) string {
	if s.phase > phaseOver {
		return "the phase"
	}
	if int(s.orderLen) > len(s.order) || s.orderPos > s.orderLen {
		return "the order of play"
	}
	for _, o := range s.order[:s.orderLen] {
		if !s.isSeat(o) && o != sandraSeat && !s.isColleagueSeat(o) {
			return "a seat in the order of play"
		}
	}
	if s.inflight == 0 && s.pending.kind == 0 {
		// a state at rest waits for a player
		switch s.phase {
		case phaseSpots, phasePicks, phaseSelection, phaseMeeting, phaseChoosing:
			if s.orderPos >= s.orderLen || !s.isSeat(s.order[s.orderPos]) {
				return "the player to choose"
			}
		}
	}
	return ""
}

// pendingBounds checks the choice a working turn waits for, if any: one of
// the player whose turn it is, about something that is there.
func pendingBounds(s *GameState) string {
	pd := &s.pending
	if pd.kind == 0 && *pd != (pending{}) {
		return "the pending choice" // no choice pending, yet one described
	}
	if pd.kind != 0 {
		if pd.kind > DecideRoomGoal || pd.kind == DecideNothing || !s.isSeat(pd.seat) || !below(int8(pd.dept), components.NumDepartments) {
			return "the pending choice"
		}
	}
	if pd.pathLen > maxChain || (pd.kind == DecideBranch && pd.pathLen == 0) {
		return "the push chain"
	}
	if pd.kind != 0 {
		ok := s.phase == phaseWorking && pd.seat == s.turn.seat
		switch pd.kind {
		case DecideCertSpace:
			ok = ok && s.certifications(pd.seat) > 0
		case DecideAward:
			ok = ok && s.board.awards[pd.dept].len() >= 2
		case DecideBranch:
			last := pd.path[max(int(pd.pathLen)-1, 0)]
			ok = ok && pd.pathLen > 0 && len(components.Conveyor[last].Next) > 1 && s.board.conveyor[last] != empty
		case DecideGarage:
			ok = ok && s.turn.parkingLen > 0
		case DecidePadlock:
		default:
			ok = false
		}
		if !ok {
			return "the pending choice"
		}
	}
	for _, sp := range pd.path[:pd.pathLen] {
		if !below(sp, int(components.NumConveyorSpaces)) {
			return "a space of the push chain"
		}
	}
	return ""
}

// stationBounds checks who stands on the workstations, Sandra's place and
// the calendar.
func stationBounds(s *GameState) string {
	for _, w := range s.stations {
		if !s.isSeatOrEmpty(w) && w != sandraSeat && !s.isColleagueSeat(w) {
			return "a seat on a workstation"
		}
	}
	if s.sandra < 0 || s.sandra > deskPos {
		return "Sandra's place"
	}
	if s.week > components.WeekMax || s.cycle > components.CycleMax {
		return "the calendar"
	}
	return ""
}

// turnBounds checks the working turn: its place, its player, and the cars
// it claimed.
func turnBounds(s *GameState) string {
	t := &s.turn
	if !(t.pos == 0xFF || int(t.pos) <= deskPos) || !(s.isSeatOrEmpty(t.seat) || t.seat == sandraSeat || s.isColleagueSeat(t.seat)) ||
		!belowOrEmpty(t.other, components.NumDepartments) || int(t.parkingLen) > len(t.parking) ||
		!belowOrEmpty(t.leaving, components.NumModels) {
		return "the turn"
	}
	if s.phase == phaseWorking && s.inflight == 0 && s.pending.kind == 0 && !s.isSeat(t.seat) {
		return "the turn has no player"
	}
	for _, m := range t.parking[:t.parkingLen] {
		if !below(m, components.NumModels) {
			return "a claimed car"
		}
	}
	return ""
}

// playersBounds checks each player's board: markers, Designs, cards,
// garages, Award tiles and training.
func playersBounds(s *GameState) string {
	for i := range s.players[:s.nPlayers] {
		p := &s.players[i]
		if !belowOrEmpty(p.certSpace, components.CertSpaces) || !belowOrEmpty(p.double, components.NumDesigns) ||
			!(p.station == NoWorkstation || p.station < NumWorkstations) {
			return "a player's board"
		}
		if bits.Len64(uint64(p.desk)) > components.NumDesigns || bits.Len64(uint64(p.upgraded)) > components.NumDesigns ||
			bits.Len64(p.goals) > components.NumGoals || bits.Len16(p.kanban) > components.NumKanbanCards {
			return "a player's Designs or cards"
		}
		for _, g := range p.garages {
			if !belowOrEmpty(g, components.NumModels) {
				return "a player's garages"
			}
		}
		if p.garageUse>>components.Garages != 0 || p.fgTaken>>components.FactoryGoalPlaces != 0 {
			return "a player's garages or Factory Goals"
		}
		for _, a := range p.awards {
			if !belowOrEmpty(a, components.NumAwards) {
				return "a player's Award tiles"
			}
		}
		for _, sp := range p.train {
			if sp > components.TrackExpert {
				return "a player's training"
			}
		}
	}
	return ""
}

// boardBounds checks the shared board: parts, cars, Designs, decks,
// Demand tiles, goals and Award stacks.
func boardBounds(s *GameState) string {
	b := &s.board
	if b.pool>>components.NumParts != 0 || b.doubled>>components.NumParts != 0 {
		return "a set of parts"
	}
	for m := range b.assembly {
		if b.assembly[m]>>components.NumParts != 0 {
			return "an assembly space"
		}
		for _, p := range b.upgrades[m] {
			if !belowOrEmpty(p, components.NumParts) {
				return "an upgrade space"
			}
		}
	}
	for _, v := range b.value {
		if int(v) >= len(components.UpgradeValues) {
			return "the Upgrade Value track"
		}
	}
	for _, m := range b.conveyor {
		if !belowOrEmpty(m, components.NumModels) {
			return "a car on the conveyor"
		}
	}
	track := s.ed().TestTracks[s.tablePlayers()]
	if int(b.pace) >= int(track.Spaces) || int(b.queueLen) > len(b.queue) {
		return "the Test track"
	}
	for _, m := range b.queue[:b.queueLen] {
		if !below(m, components.NumModels) {
			return "a car on the Test track"
		}
	}
	for r := range b.display {
		for _, d := range b.display[r] {
			if !belowOrEmpty(d, components.NumDesigns) {
				return "a Design on the display"
			}
		}
	}
	for i := range b.stacks {
		if !pileOK(&b.stacks[i], components.NumDesigns) {
			return "a Design stack"
		}
	}
	if !pileOK(&b.kanbanDeck, components.NumKanbanCards) || !pileOK(&b.goalDeck, components.NumGoals) ||
		!pileOK(&b.goalDiscard, components.NumGoals) || !pileOK(&b.demandStack, len(components.DemandTiles)) {
		return "a deck"
	}
	for _, d := range b.demand {
		if !below(d.tile, len(components.DemandTiles)) {
			return "a Demand tile"
		}
	}
	for _, g := range b.room {
		if !belowOrEmpty(g, components.NumGoals) {
			return "the meeting room"
		}
	}
	if int(b.finalGoal) >= components.NumFinalGoals {
		return "the Final Goal"
	}
	if int(b.kanbanShown) >= components.NumKanbanCards {
		return "the Kanban card revealed"
	}
	for _, f := range b.factory {
		if int(f.tile) >= len(components.FactoryGoals) {
			return "a Factory Goal"
		}
	}
	for d := range b.awards {
		if !pileOK(&b.awards[d], components.NumAwards) {
			return "an Award stack"
		}
	}
	return ""
}

// meetingBounds checks the Meeting's goals and Speech tokens.
func meetingBounds(s *GameState) string {
	m := &s.mtg
	for i := range m.played {
		if !belowOrEmpty(m.played[i], components.NumGoals) || !belowOrEmpty(m.chose[i], components.NumGoals) {
			return "a goal in the Meeting"
		}
	}
	for place := range m.tokens {
		for _, o := range m.tokens[place] {
			if !s.isSeatOrEmpty(o) && !(s.isColleagueSeat(o) && place < components.MeetingRoomPlaces) {
				return "a Speech token in the Meeting"
			}
		}
	}
	return ""
}
