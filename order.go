package kanban

import "github.com/kanbanev/kanban/components"

// seatOf returns the seat of the player of colour c, or empty.
func (s *GameState) seatOf(c Color) int8 {
	for i := range s.nPlayers {
		if s.colors[i] == c {
			return int8(i)
		}
	}
	return empty
}

// colorOf returns the colour of a seat, or NoColor for Sandra or no seat.
func (s *GameState) colorOf(seat int8) Color {
	if s.solo.on && isColleague(seat) {
		return s.solo.colleague[seat-colleagueSeat(0)].color
	}
	if seat < 0 || seat >= int8(s.nPlayers) {
		return NoColor
	}
	return s.colors[seat]
}

// certifications returns how many departments a seat is certified in.
func (s *GameState) certifications(seat int8) int {
	n := 0
	for _, sp := range s.players[seat].train {
		if sp >= components.TrackCertified {
			n++
		}
	}
	return n
}

func (s *GameState) certified(seat int8, d Department) bool {
	return s.players[seat].train[d] >= components.TrackCertified
}

// speechSpaces returns the number of Speech spaces open on a seat's board
// (R-ADM-2).
func (s *GameState) speechSpaces(seat int8) uint8 {
	if s.certified(seat, Administration) {
		return uint8(s.ed().SpeechSpacesCertified)
	}
	return uint8(s.ed().SpeechSpaces)
}

// certOrder returns the seats in Certification-track order: the furthest
// section first, and within a section the order its spaces are printed
// (R-CERT-3); on one space, the players by seat, then the Colleagues
// (R-SOLO-13). A marker not on the track yet has no place in it.
func (s *GameState) certOrder() (o [maxPlayers + 1]int8, n int) {
	var keys [len(o)]int // each seat's place on the track, furthest first
	place := func(seat int8, sections int, space int8) {
		if space < 0 || space >= components.CertSpaces {
			return
		}
		k := (components.CertSections-sections)*components.CertSpaces + int(space)
		i := n
		for ; i > 0 && keys[i-1] > k; i-- { // stable: equal places keep the seats' order
			keys[i], o[i] = keys[i-1], o[i-1]
		}
		keys[i], o[i] = k, seat
		n++
	}
	for seat := range int8(s.nPlayers) {
		place(seat, s.certifications(seat), s.players[seat].certSpace)
	}
	if s.solo.on {
		for i := range s.solo.colleague {
			co := &s.solo.colleague[i]
			place(colleagueSeat(i), co.certifications(), co.certSpace)
		}
	}
	return o, n
}

// stationOrder returns the seats, Sandra's included, in the order of the
// workstations they hold, her desk last (R-SEL-3).
func (s *GameState) stationOrder() (o [maxPlayers + 1]int8, n int) {
	for w := range s.stations {
		if s.stations[w] != empty {
			o[n] = s.stations[w]
			n++
		}
	}
	if s.sandra == deskPos {
		o[n] = sandraSeat
		n++
	}
	return o, n
}

// sandraColumns returns how many display columns Sandra's Design task
// clears (R-SAN-4).
func (s *GameState) sandraColumns() int {
	return int(s.ed().SandraDesignColumns[s.tablePlayers()])
}
