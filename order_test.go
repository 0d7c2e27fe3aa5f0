package kanban

import (
	"testing"

	"github.com/kanbanev/kanban/components"
	"pgregory.net/rapid"
)

// certOrderByTrack is the Certification-track order read off the track as
// R-CERT-3 states it: section by section from the furthest, space by space
// in print order, and on each space the players by seat, then the
// Colleagues (R-SOLO-13). certOrder must give the same.
func certOrderByTrack(s *GameState) (o [maxPlayers + 1]int8, n int) {
	for sec := components.CertSections; sec >= 0; sec-- {
		for sp := int8(0); sp < components.CertSpaces; sp++ {
			for seat := int8(0); seat < int8(s.nPlayers); seat++ {
				if s.certifications(seat) == sec && s.players[seat].certSpace == sp {
					o[n] = seat
					n++
				}
			}
			for i := range s.solo.colleague {
				if co := &s.solo.colleague[i]; s.solo.on && co.certSpace == sp && co.certifications() == sec {
					o[n] = colleagueSeat(i)
					n++
				}
			}
		}
	}
	return o, n
}

// The order the turn order is taken from (R-CERT-3) is the track's, markers
// sharing a space and section included, with or without Colleagues and
// with markers not yet on the track.
func TestCertOrderIsTheTrack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s GameState
		s.solo.on = rapid.Bool().Draw(t, "solo")
		s.nPlayers = uint8(rapid.IntRange(1, maxPlayers).Draw(t, "players"))
		if s.solo.on {
			s.nPlayers = 1
		}
		track := rapid.Uint8Range(0, components.TrackCertified+1)
		space := rapid.Int8Range(empty, components.CertSpaces-1)
		for seat := range s.nPlayers {
			p := &s.players[seat]
			for d := range p.train {
				p.train[d] = track.Draw(t, "train")
			}
			p.certSpace = space.Draw(t, "space")
		}
		for i := range s.solo.colleague {
			co := &s.solo.colleague[i]
			for d := range co.train {
				co.train[d] = track.Draw(t, "colleague train")
			}
			co.certSpace = space.Draw(t, "colleague space")
		}
		wantO, wantN := certOrderByTrack(&s)
		gotO, gotN := s.certOrder()
		if gotO != wantO || gotN != wantN {
			t.Fatalf("certOrder = %v (%d), the track says %v (%d)", gotO, gotN, wantO, wantN)
		}
	})
}
