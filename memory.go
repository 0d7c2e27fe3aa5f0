package kanban

import (
	"math/bits"
	"slices"

	"github.com/kanbanev/kanban/components"
)

// memory is what a player who remembers every public event knows of the
// hidden orders (R-ENG-3): the parts of the Kanban deck and the Central
// stack that went in face up, the Kanban cards the table saw a player
// draw, and the Award stacks each player looked through. View shows it and
// Determinize keeps it.
type memory struct {
	// kanbanKnown is how many cards at the bottom of the Kanban deck the
	// table saw go there, in order: the card revealed at setup (R-SET-9)
	// and each card issued (R-LOG-1).
	kanbanKnown uint8
	// kanbanHeld holds, by seat, the Kanban cards the table knows the seat
	// holds: those it drew from the known bottom of the deck.
	kanbanHeld [maxPlayers]uint16
	// centralKnown is how many Designs at the bottom of the Central stack
	// the table saw go there: claimed Designs (R-RND-9), a Colleague's
	// blank Design and those Sandra returns (R-SAN-4).
	centralKnown uint8
	// centralSets has bit i set when the Designs at places i and i+1 of
	// the Central stack (from the bottom) went under together in an order
	// nobody saw: Sandra's shuffled return (R-SAN-4).
	centralSets uint64
	// awardsSeen holds, by seat, the departments whose Award stack the
	// seat looked through on keeping a tile (R-TRN-4): from then on the
	// stack changes only in public, so the seat knows what it holds.
	awardsSeen [maxPlayers]uint8
}

// forget keeps the memory within the piles after a fold: a card or tile
// taken from a pile's top leaves the known part shorter when it was
// known, and no set reaches past the top.
func (s *GameState) forget() {
	m := &s.mem
	m.kanbanKnown = min(m.kanbanKnown, s.board.kanbanDeck.n)
	n := s.board.stacks[centralStack].n
	m.centralKnown = min(m.centralKnown, n)
	if m.centralSets != 0 {
		m.centralSets &= linkMask(m.centralKnown)
	}
}

// linkMask returns the links among the n bottom places of a pile: bits 0
// to n-2.
func linkMask(n uint8) uint64 {
	if n < 2 {
		return 0
	}
	return 1<<(n-1) - 1
}

// pushCentral puts the Designs under the Central stack in public, in the
// order given, the last at the bottom; as a set of unknown order when set
// holds (R-SAN-4).
func (s *GameState) pushCentral(designs []uint8, set bool) {
	st := &s.board.stacks[centralStack]
	m := &s.mem
	for _, d := range designs {
		st.pushBottom(d)
		m.centralKnown++
		m.centralSets <<= 1
	}
	if set && len(designs) > 1 {
		m.centralSets |= linkMask(uint8(len(designs)))
	}
}

// drawKanban takes the Kanban deck's top card into seat's hand; the table
// knows the card when it lay in the known bottom part.
func (s *GameState) drawKanban(seat int8) uint8 {
	deck := &s.board.kanbanDeck
	known := s.mem.kanbanKnown >= deck.n
	k := deck.pop()
	s.players[seat].kanban |= 1 << k
	if known {
		s.mem.kanbanHeld[seat] |= 1 << k
	}
	s.forget()
	return k
}

// issueKanbanCard puts a card from seat's hand under the Kanban deck, in
// public (R-LOG-1).
func (s *GameState) issueKanbanCard(seat int8, card uint8) {
	s.players[seat].kanban &^= 1 << card
	s.mem.kanbanHeld[seat] &^= 1 << card
	s.board.kanbanDeck.pushBottom(card)
	s.mem.kanbanKnown++
}

// centralGroups returns the known bottom part of the Central stack in
// groups, the group nearest the top first: a group of one Design has a
// known place, a larger one is a set whose order nobody saw. The top of
// the stack, face up, is left out.
func (s *GameState) centralGroups() [][]DesignTile {
	st := &s.board.stacks[centralStack]
	out := [][]DesignTile{}
	top := int(st.n) - 1
	for i := min(int(s.mem.centralKnown), top) - 1; i >= 0; {
		j := i // the group is places j to i
		for j > 0 && s.mem.centralSets&(1<<(j-1)) != 0 {
			j--
		}
		var g []DesignTile
		for k := i; k >= j; k-- {
			g = append(g, DesignTile(st.t[k]))
		}
		slices.Sort(g)
		out = append(out, g)
		i = j - 1
	}
	return out
}

// knownKanban returns the known bottom part of the Kanban deck, from the
// top of that part down: the order the cards will be drawn in.
func (s *GameState) knownKanban() []int {
	out := []int{}
	for i := int(s.mem.kanbanKnown) - 1; i >= 0; i-- {
		out = append(out, int(s.board.kanbanDeck.t[i]))
	}
	return out
}

// heldKanban returns the Kanban cards the table knows seat holds, in card
// order.
func (s *GameState) heldKanban(seat int8) []int {
	out := []int{}
	for h := s.mem.kanbanHeld[seat]; h != 0; h &= h - 1 {
		out = append(out, bits.TrailingZeros16(h))
	}
	return out
}

// awardsKnown returns the Award tiles of department d's stack that seat
// knows, in tile order, and whether it knows them.
func (s *GameState) awardsKnown(seat int8, d Department) ([]Award, bool) {
	if seat < 0 || s.mem.awardsSeen[seat]&(1<<d) == 0 {
		return nil, false
	}
	out := []Award{}
	for _, a := range s.board.awards[d].items() {
		out = append(out, Award(a))
	}
	slices.Sort(out)
	return out, true
}

// memoryFault reports what is wrong with the memory of a decoded position,
// or "".
func (s *GameState) memoryFault() string {
	m := &s.mem
	switch {
	case m.kanbanKnown > s.board.kanbanDeck.n:
		return "more known Kanban cards than the deck holds"
	case m.centralKnown > s.board.stacks[centralStack].n:
		return "more known Designs than the Central stack holds"
	case m.centralSets&^linkMask(m.centralKnown) != 0:
		return "a set of Designs reaches past the known part of the Central stack"
	}
	for seat := range maxPlayers {
		if int(seat) >= int(s.nPlayers) && (m.kanbanHeld[seat] != 0 || m.awardsSeen[seat] != 0) {
			return "memory for a seat not in the game"
		}
		if m.kanbanHeld[seat]&^s.players[seat].kanban != 0 {
			return "a Kanban card known in a hand that does not hold it"
		}
		if m.awardsSeen[seat]>>components.NumDepartments != 0 {
			return "an Award stack seen that does not exist"
		}
	}
	return ""
}
