package kanban

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/rng"
)

// Determinize returns a whole state that the player of colour p could be
// in, for all they may see (R-ENG-3): what is hidden from p is dealt anew,
// at random from seed, out of what p cannot see. It is what a search bot
// plays its lookahead on, so that the search knows no more than its
// player (OpenSpiel's ResampleFromInfostate).
//
// Everything p sees stays as it is: the table, p's own hand and face-down
// goal, the Award tiles p is looking through, the top of each Design
// stack, the discarded goals, and how many cards, tiles and goals each
// hidden place holds. So does what p saw earlier and remembers (the
// View's memory fields): the bottom part of the Kanban deck the table saw
// go in, in order; the Kanban cards the table saw another player draw;
// the Designs the table saw go under the Central stack, in order, or as a
// set of unknown order when Sandra returned them; the tiles of each Award
// stack p looked through. Dealt anew, out of the rest, are the orders of
// the Performance Goal, Kanban and Demand stacks, the other Designs below
// each stack's top, the other face-down Award tiles (the unused ones
// included), the other players' hands and face-down goals, and the random
// generator, whose seed becomes seed. For NoColor, a spectator, every hand
// is dealt anew but for the cards the table saw drawn.
//
// The result depends only on what p sees and on seed: two states that
// differ only in what is hidden from p give the same result. It is a
// position of the game like any other, with p's legal actions unchanged,
// and it can be played on; it is not the host's game, so its events are
// not the game's. The memory is the state's, kept as the events are
// folded, so that a position decoded without it (an older one) knows less
// and deals those places anew.
//
// A state between the events of one action (from Evolve) is refused, as
// is a colour not in the game.
func (s GameState) Determinize(p Color, seed uint64) (GameState, error) {
	if s.inflight > 0 {
		return s, &RuleError{Rule: "R-ENG-5", Reason: "the state is between the events of an action"}
	}
	if s.nPlayers == 0 {
		return s, &RuleError{Rule: "R-ENG-5", Reason: "the zero GameState is not a game"}
	}
	viewer := s.seatOf(p)
	if viewer < 0 && p != NoColor {
		return s, &RuleError{Rule: "R-SET-1", Reason: fmt.Sprintf("%v is not in the game", p)}
	}
	r := rng.New(seed, determinizeStream)
	out := s
	out.dealGoals(&r, viewer)
	out.dealKanban(&r, viewer)
	out.dealDesigns(&r)
	out.dealDemand(&r)
	out.dealAwards(&r, viewer)
	if out.solo.on { // R-SOLO-11, R-SOLO-12: both decks' orders are hidden
		for _, deck := range []*pile{&out.solo.deptDeck, &out.solo.selDeck} {
			slices.Sort(deck.t[:deck.n])
			rng.Shuffle(&r, deck.t[:deck.n])
		}
	}
	out.rng = rng.New(r.Uint64(), r.Uint64())
	out.seed = seed
	return out, nil
}

// determinizeStream is the second word of Determinize's generator, so that
// its draws differ from a game's with the same seed.
const determinizeStream = 0x6b616e62616e // "kanban"

// dealGoals deals the Performance Goals hidden from viewer: the deck, the
// other players' hands and their face-down goals for the meeting room.
func (s *GameState) dealGoals(r *rng.PCG, viewer int8) {
	b := &s.board
	var hidden uint64 // the cards hidden from viewer, by card
	for _, g := range b.goalDeck.items() {
		hidden |= 1 << g
	}
	var hands [maxPlayers]int
	var chose [maxPlayers]bool
	for seat := range int8(s.nPlayers) {
		if seat == viewer {
			continue
		}
		p := &s.players[seat]
		hands[seat] = bits.OnesCount64(p.goals)
		hidden |= p.goals
		p.goals = 0
		if g := s.mtg.chose[seat]; g != empty {
			chose[seat] = true
			hidden |= 1 << g
		}
	}
	var buf [64]uint8
	pool := shuffledBits(r, hidden, &buf)
	for i := range b.goalDeck.items() {
		b.goalDeck.t[i], pool = pool[0], pool[1:]
	}
	for seat := range s.nPlayers {
		p := &s.players[seat]
		for range hands[seat] {
			p.goals |= 1 << pool[0]
			pool = pool[1:]
		}
		if chose[seat] {
			s.mtg.chose[seat], pool = int8(pool[0]), pool[1:]
		}
	}
}

// dealKanban deals the Kanban Order cards hidden from viewer: the deck
// above its known bottom part and the other players' hands, less the cards
// the table saw them draw (memory).
func (s *GameState) dealKanban(r *rng.PCG, viewer int8) {
	b := &s.board
	known := int(s.mem.kanbanKnown)
	var hidden uint64
	for _, k := range b.kanbanDeck.items()[known:] {
		hidden |= 1 << k
	}
	var hands [maxPlayers]int
	for seat := range int8(s.nPlayers) {
		if seat == viewer {
			continue
		}
		p := &s.players[seat]
		held := s.mem.kanbanHeld[seat]
		hands[seat] = bits.OnesCount16(p.kanban &^ held)
		hidden |= uint64(p.kanban &^ held)
		p.kanban = held
	}
	var buf [64]uint8
	pool := shuffledBits(r, hidden, &buf)
	for i := known; i < b.kanbanDeck.len(); i++ {
		b.kanbanDeck.t[i], pool = pool[0], pool[1:]
	}
	for seat := range s.nPlayers {
		for range hands[seat] {
			s.players[seat].kanban |= 1 << pool[0]
			pool = pool[1:]
		}
	}
}

// dealDesigns deals the Designs below the top of each Design stack
// (R-DES-7) among those places, but for the known bottom part of the
// Central stack (memory): there a Design whose place the table saw stays,
// and a set returned by Sandra (R-SAN-4) is shuffled among its places.
func (s *GameState) dealDesigns(r *rng.PCG) {
	var hidden uint64
	from := func(i int) int { // the first hidden place of stack i
		if i == centralStack {
			return int(s.mem.centralKnown)
		}
		return 0
	}
	for i := range s.board.stacks {
		st := &s.board.stacks[i]
		for _, d := range st.t[min(from(i), max(st.len()-1, 0)):max(st.len()-1, 0)] {
			hidden |= 1 << d
		}
	}
	var buf [64]uint8
	pool := shuffledBits(r, hidden, &buf)
	for i := range s.board.stacks {
		st := &s.board.stacks[i]
		for j := from(i); j < st.len()-1; j++ {
			st.t[j], pool = pool[0], pool[1:]
		}
	}
	st := &s.board.stacks[centralStack]
	below := min(int(s.mem.centralKnown), st.len()-1) // the known places below the top
	for lo := 0; lo < below; {
		hi := lo + 1
		for hi < below && s.mem.centralSets&(1<<(hi-1)) != 0 {
			hi++
		}
		if hi-lo > 1 {
			set := st.t[lo:hi]
			slices.Sort(set)
			rng.Shuffle(r, set)
		}
		lo = hi
	}
}

// dealDemand shuffles the face-down Demand stack.
func (s *GameState) dealDemand(r *rng.PCG) {
	st := &s.board.demandStack
	slices.Sort(st.t[:st.n])
	rng.Shuffle(r, st.t[:st.n])
}

// dealAwards deals the face-down Award tiles (R-SET-12) out of every tile
// not kept by a player, less those viewer is looking through (R-TRN-4):
// the tracks' stacks get as many as they hold, the rest stay unused.
func (s *GameState) dealAwards(r *rng.PCG, viewer int8) {
	left := s.ed().AwardTiles
	for seat := range s.nPlayers {
		for _, a := range s.players[seat].awards {
			if a != empty {
				left[a]--
			}
		}
	}
	var seen uint8 // the tracks whose tiles viewer knows (memory, R-TRN-4)
	looking := -1  // the track whose tiles viewer looks through, in View's order
	if viewer >= 0 {
		seen = s.mem.awardsSeen[viewer]
		if s.pending.kind == DecideAward && s.pending.seat == viewer {
			looking = int(s.pending.dept)
			seen |= 1 << looking
		}
	}
	for d := range s.board.awards {
		if seen&(1<<d) == 0 {
			continue
		}
		st := &s.board.awards[d]
		for _, a := range st.items() {
			left[a]--
		}
		if d != looking {
			slices.Sort(st.items()) // known as a set: their order is hidden
		}
	}
	var buf [components.NumAwards * 8]uint8
	pool := buf[:0]
	for a, n := range left {
		for range n {
			pool = append(pool, uint8(a))
		}
	}
	rng.Shuffle(r, pool)
	for d := range s.board.awards {
		if seen&(1<<d) != 0 {
			continue
		}
		st := &s.board.awards[d]
		for j := range st.t[:st.n] {
			if len(pool) == 0 {
				return // more tiles than the box holds: a position decoding refuses
			}
			st.t[j], pool = pool[0], pool[1:]
		}
	}
}

// shuffledBits returns the numbers of the set bits of set, in random
// order, in buf.
func shuffledBits(r *rng.PCG, set uint64, buf *[64]uint8) []uint8 {
	out := buf[:0]
	for ; set != 0; set &= set - 1 {
		out = append(out, uint8(bits.TrailingZeros64(set)))
	}
	rng.Shuffle(r, out)
	return out
}
