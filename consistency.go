package kanban

import (
	"fmt"

	"github.com/kanbanev/kanban/components"
)

// invariants returns what is wrong with a state, or nil: the limits and
// conservation laws every reachable state keeps. Replay checks them, so that
// a doctored log cannot build a state the rules cannot reach by counting;
// the tests check them after every step.
//
// After the bounds, each part checks one law: the turn's limits, then
// every part, car, Design and card in exactly one place, the Award tiles,
// the players' counts and tokens, and the workers.
func invariants(s *GameState) []string {
	if what := bounds(s); what != "" {
		return []string{what + " is out of range"}
	}
	var bad []string
	fail := func(format string, args ...any) { bad = append(bad, fmt.Sprintf(format, args...)) }
	s.turnLimits(fail)
	s.partsConserved(fail)
	s.carsConserved(fail)
	s.designsConserved(fail)
	s.cardsConserved(fail)
	s.awardsConserved(fail)
	s.playersCounted(fail)
	s.workersAgree(fail)
	return bad
}

// A failer records what is wrong, as fmt.Sprintf formats it.
type failer func(format string, args ...any)

// turnLimits checks the limits of a turn: Shifts, Banked Shifts, the
// Recycling pool and swaps, the cars behind the Pace Car, the assembly
// spaces.
func (s *GameState) turnLimits(fail failer) {
	b := &s.board
	// R-WRK-2: at most 4 Shifts a day, at most 3 Banked Shifts a turn.
	if s.turn.worked > components.MaxShiftsPerDay {
		fail("%d Shifts worked in a turn", s.turn.worked)
	}
	if s.turn.banked > components.MaxBankedPerTurn {
		fail("%d Banked Shifts spent in a turn", s.turn.banked)
	}
	// R-WRK-6: the pool is 3 parts of 3 types.
	if b.pool.count() != components.RecyclingPool || b.pool>>components.NumParts != 0 {
		fail("Recycling pool %06b", b.pool)
	}
	// R-ENG-6: a type a swap gave is never taken in the same turn, nor the
	// other way round.
	if t := s.turn; t.gave&t.took != 0 || (t.gave|t.took)>>components.NumParts != 0 {
		fail("Recycling swaps gave %06b and took %06b", t.gave, t.took)
	}
	// R-ASM-5: at most 4 cars behind the Pace Car.
	// One more only while it arrives, between the events of an action.
	if queue := int(s.ed().TestTracks[s.tablePlayers()].Queue); int(b.queueLen) > queue && !(s.inflight > 0 && int(b.queueLen) == queue+1) {
		fail("%d cars behind the Pace Car", b.queueLen)
	}

	// Each model's assembly spaces hold distinct part types (a set), no more
	// than there are spaces.
	for m, set := range b.assembly {
		if set.count() > components.AssemblySpaces || set>>components.NumParts != 0 {
			fail("%v assembly spaces %06b", Model(m), set)
		}
	}
}

// partsConserved checks that every part is in exactly one place.
func (s *GameState) partsConserved(fail failer) {
	b := &s.board
	n := int(s.nPlayers)
	var parts [components.NumParts]int
	for p := range parts {
		parts[p] += int(b.supply[p]) + int(b.warehouse[p])
		if b.pool.has(Part(p)) {
			parts[p]++
		}
		for m := range b.assembly {
			if b.assembly[m].has(Part(p)) {
				parts[p]++
			}
		}
		for seat := range n {
			parts[p] += int(s.players[seat].parts[p])
		}
		parts[p] += int(s.solo.parts[p]) // the Colleague parts (R-SOLO-22)
	}
	for m := range b.upgrades {
		for _, p := range b.upgrades[m] {
			if p != empty {
				parts[p]++
			}
		}
	}
	for p, c := range parts {
		if c != int(s.ed().PartsPerType) {
			fail("%d %v parts in the game", c, Part(p))
		}
	}
}

// carsConserved checks that every car is in exactly one place.
func (s *GameState) carsConserved(fail failer) {
	b := &s.board
	n := int(s.nPlayers)
	var cars [components.NumModels]int
	for m := range cars {
		cars[m] += int(b.cars[m])
	}
	for _, m := range b.conveyor {
		if m != empty {
			cars[m]++
		}
	}
	for _, m := range b.queue[:b.queueLen] {
		cars[m]++
	}
	for _, m := range s.turn.parking[:s.turn.parkingLen] {
		cars[m]++ // claimed, waiting for a garage
	}
	if m := s.turn.leaving; m != empty {
		cars[m]++ // off the line, not yet on the Test track
	}
	for seat := range n {
		for _, m := range s.players[seat].garages {
			if m != empty {
				cars[m]++
			}
		}
	}
	for i := range s.solo.colleague {
		for m, k := range s.solo.colleague[i].cars {
			cars[m] += int(k) // claimed by a Colleague (R-SOLO-20)
		}
	}
	for m, c := range cars {
		if c != int(s.ed().CarsPerModel) {
			fail("%d %v cars in the game", c, Model(m))
		}
	}
}

// designsConserved checks that every Design is in exactly one place.
func (s *GameState) designsConserved(fail failer) {
	b := &s.board
	n := int(s.nPlayers)
	var designs [components.NumDesigns]int
	for r := range b.display {
		for _, d := range b.display[r] {
			if d != empty {
				designs[d]++
			}
		}
	}
	for i := range b.stacks {
		for _, d := range b.stacks[i].items() {
			designs[d]++
		}
	}
	for seat := range n {
		p := &s.players[seat]
		for d := range designs {
			if p.desk.has(d) {
				designs[d]++
			}
			if p.upgraded.has(d) {
				designs[d]++
			}
		}
	}
	for _, d := range s.solo.shared.items() {
		designs[d]++ // the shared stack (R-SOLO-6)
	}
	for d := range designs {
		for i := range s.solo.colleague {
			if s.solo.colleague[i].upgraded.has(d) {
				designs[d]++
			}
		}
		if s.solo.gone.has(d) {
			designs[d]++ // out of the game (R-SOLO-29)
		}
	}
	for d, c := range designs {
		if c != 1 {
			fail("Design %v is in %d places", DesignTile(d), c)
		}
	}
}

// cardsConserved checks that every Performance Goal and Kanban Order card
// is in exactly one place.
func (s *GameState) cardsConserved(fail failer) {
	b := &s.board
	n := int(s.nPlayers)
	var goals [components.NumGoals]int
	for _, g := range b.goalDeck.items() {
		goals[g]++
	}
	for _, g := range b.goalDiscard.items() {
		goals[g]++
	}
	for _, g := range b.room {
		if g != empty {
			goals[g]++
		}
	}
	for seat := range n {
		if g := s.mtg.played[seat]; g != empty {
			goals[g]++
		}
	}
	for _, g := range s.mtg.chose { // a solo human's two goals lie in the first two (R-SOLO-31)
		if g != empty {
			goals[g]++
		}
	}
	var kanban [components.NumKanbanCards]int
	for _, k := range b.kanbanDeck.items() {
		kanban[k]++
	}
	for seat := range n {
		for g := range goals {
			if s.players[seat].goals&(1<<g) != 0 {
				goals[g]++
			}
		}
		for k := range kanban {
			if s.players[seat].kanban&(1<<k) != 0 {
				kanban[k]++
			}
		}
	}
	for g, c := range goals {
		if c != 1 {
			fail("Performance Goal %d is in %d places", g, c)
		}
	}
	for k, c := range kanban {
		if c != 1 {
			fail("Kanban card %d is in %d places", k, c)
		}
	}
}

// awardsConserved checks the Award tiles: no more on the tracks and kept
// than the box holds, and no more on a track than were dealt there
// (R-SET-12, R-TRN-4).
func (s *GameState) awardsConserved(fail failer) {
	b := &s.board
	n := int(s.nPlayers)
	awards := s.ed().AwardTiles
	for d := range b.awards {
		if b.awards[d].len() > int(s.ed().AwardsPerTrack[s.tablePlayers()]) {
			fail("the %v Award stack has %d tiles", Department(d), b.awards[d].len())
		}
		for _, a := range b.awards[d].items() {
			awards[a%components.NumAwards]--
		}
	}
	for seat := range n {
		for _, a := range s.players[seat].awards {
			if a >= 0 && a < components.NumAwards {
				awards[a]--
			}
		}
	}
	for a, left := range awards {
		if left < 0 {
			fail("there are %d more %v Award tiles than the box holds", -left, Award(a))
		}
	}
}

// playersCounted checks the Books and Vouchers (supply, boards and held
// gains, R-WRK-11) and each player's PP, Banked Shifts, Speech and Generic
// tokens, storage and training.
func (s *GameState) playersCounted(fail failer) {
	b := &s.board
	n := int(s.nPlayers)
	books, vouchers := int(b.books)+int(s.turn.pendBooks), int(b.vouchers)+int(s.turn.pendVouchers)
	for seat := range n {
		p := &s.players[seat]
		books += int(p.books)
		vouchers += int(p.vouchers)
		if p.pp < 0 {
			fail("%v has %d PP", s.colors[seat], p.pp)
		}
		if int(p.banked) > int(s.ed().BankedShiftMax) {
			fail("%v has %d Banked Shifts", s.colors[seat], p.banked)
		}
		if p.speech > s.speechSpaces(int8(seat)) || s.ownBeside(int8(seat)) < 0 {
			fail("%v has %d Speech tokens on spaces", s.colors[seat], p.speech)
		}
		if p.generic > 0 && p.speech < s.speechSpaces(int8(seat)) && s.ownBeside(int8(seat)) > 0 && s.phase != phaseMeeting && s.inflight == 0 {
			fail("%v keeps a Generic token beside an empty Speech space", s.colors[seat])
		}
		if s.storageFree(int8(seat)) < 0 || s.deskFree(int8(seat)) < 0 {
			fail("%v has more parts or Designs than spaces", s.colors[seat])
		}
		for d, sp := range p.train {
			if sp > components.TrackExpert {
				fail("%v is past the end of the %v track", s.colors[seat], Department(d))
			}
		}
	}
	if books != int(s.ed().BookSupply) {
		fail("%d Books in the game", books)
	}
	if vouchers != int(s.ed().VoucherSupply) {
		fail("%d Vouchers in the game", vouchers)
	}
}

// workersAgree checks that each workstation's worker is its player's
// (R-SEL-6).
func (s *GameState) workersAgree(fail failer) {
	for w, seat := range s.stations {
		if seat >= 0 && seat < sandraSeat && s.players[seat].station != Workstation(w) {
			fail("workstation %v and %v's worker disagree", Workstation(w), s.colors[seat])
		}
	}
}
