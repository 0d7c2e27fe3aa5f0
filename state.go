package kanban

import (
	"math/bits"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/rng"
)

// GameState is one position of a game of Kanban EV: everything on the table,
// the hidden deck orders and the random generator's state.
//
// A GameState is an immutable value. Its fields are unexported; the methods
// read it and return copies or small values, and Apply returns a new
// GameState, leaving the one it was given as it was. It holds no pointers,
// slices or maps, so assigning it copies it, and it is safe to share between
// goroutines.
//
// The zero GameState is not a game; make one with New or Replay.
type GameState struct {
	version uint32 // number of events folded into the state
	actions uint32 // number of actions applied
	// inflight counts the events of the last action still to be folded in:
	// a state between the events of one action waits for them, not for a
	// player (R-ENG-5).
	inflight uint16
	// expect and folded, while Evolve folds an action's events, are digests
	// of the events the action produces and of those folded so far; they
	// must agree when the last one is in (R-ENG-5).
	expect, folded digest
	rng            rng.PCG
	seed           uint64
	edition        Edition // the printed contents played with (ed)

	nPlayers     uint8
	colors       [maxPlayers]Color // in seating order
	expert       [maxPlayers]bool  // expert side of the player board (R-SET-15)
	sandraReward bool              // Sandra's reward side (R-SAN-3)

	phase   phase
	pending pending

	day         uint16
	week, cycle uint8
	meeting     bool // a Meeting is scheduled for the end of the day

	// order lists the seats that choose, in turn, during orientation and
	// Department Selection; pos is the index of the one choosing.
	order    [maxPlayers + 1]int8
	orderLen uint8
	orderPos uint8

	stations [NumWorkstations]int8 // the seat on each workstation, or empty
	sandra   int8                  // Sandra's workstation, or deskPos
	turn     turn

	players [maxPlayers]player
	board   board
	mtg     meeting
	// final is each seat's final scoring by category (R-FIN).
	final [maxPlayers][numScoreCategories]int16
	// solo is the solo mode's Colleagues and decks; zero in a game of 2
	// to 4 players (docs/rules.md, the solo mode).
	solo solo
	// mem is what the table saw of the hidden orders (memory).
	mem memory
}

// meeting is the Meeting in progress (R-MTG).
type meeting struct {
	passes uint8                 // passes in a row (R-MTG-4)
	played [maxPlayers]int8      // the goal each seat played, or empty
	tokens [meetingGoals][3]int8 // the seat on each speech icon of each face-up goal, or empty
	chose  [maxPlayers]int8      // each seat's face-down goal for the meeting room, or empty
}

// reset clears the Meeting: no goal played or chosen, no token placed.
func (m *meeting) reset() {
	*m = meeting{}
	for i := range m.played {
		m.played[i], m.chose[i] = empty, empty
	}
	for place := range m.tokens {
		for i := range m.tokens[place] {
			m.tokens[place][i] = empty
		}
	}
}

// meetingGoals is the number of face-up goals a Meeting can have: the
// meeting room's places, then each seat's played goal.
const meetingGoals = components.MeetingRoomPlaces + maxPlayers

const (
	maxPlayers = components.NumColors
	sandraSeat = maxPlayers // Sandra's seat in stations and order
	empty      = -1
	deskPos    = NumWorkstations // Sandra's desk, last in working order
)

type phase uint8

const (
	phaseSpots     phase = iota // orientation: start spots (R-SET-14)
	phasePicks                  // orientation: a part and a Design each
	phaseSelection              // Department Selection (R-SEL)
	phaseWorking                // the Working phase (R-WRK)
	phaseMeeting                // a Meeting's speaking part (R-MTG-2)
	phaseChoosing               // the goals chosen for the meeting room (R-MTG-9)
	phaseOver
)

// pending is a choice the acting player must make before anything else goes
// on (R-ENG-2).
type pending struct {
	kind DecisionKind // 0 when no choice is pending
	seat int8
	dept Department
	// DecideBranch: the conveyor spaces of the push chain so far, from the
	// colour space; the car on the last one is being pushed (R-ASM-3).
	path    [maxChain]int8
	pathLen uint8
}

// maxChain bounds a push chain: the longest path through the conveyor.
const maxChain = 8

// turn is the working turn in progress.
type turn struct {
	pos    uint8 // working position: a workstation, or deskPos
	seat   int8  // the acting seat, sandraSeat, or empty
	shifts uint8 // Shifts left to spend: the workstation's and Banked Shifts taken out
	worked uint8 // Shifts spent this turn, Banked Shifts included (R-WRK-2)
	banked uint8 // Banked Shifts spent this turn (R-WRK-2)
	other  int8  // Administration: the other department named, or empty (R-ADM-1)
	// Gains held until the end of the turn (R-WRK-3).
	pendBooks, pendVouchers, pendBanked uint8
	flags                               turnFlags
	// The part types this turn's Recycling swaps gave to the pool and took
	// from it (R-ENG-6); a task's part taken from the pool is not a swap.
	gave, took partSet
	// claimed cars waiting to be parked, in queue order (R-RND-3)
	parking    [components.MaxQueue]int8
	parkingLen uint8
	// the car pushed off the line, before it joins the Test track (R-ASM-4)
	leaving int8
	// orientation: how many parts and Designs the picking player has taken
	tookParts, tookDesigns uint8
}

type turnFlags uint8

// did reports whether the turn did what flag f records.
func (t *turn) did(f turnFlags) bool { return t.flags&f != 0 }

const (
	flagDesignLeft turnFlags = 1 << iota // a Design left the display (R-DES-5)
	flagKanban                           // a Kanban Order was issued (R-LOG-1)
	flagVoucher                          // the Voucher action was taken (R-LOG-3)
	flagClaimed                          // cars were claimed (R-RND-9)
)

// player is one player's board and pieces.
type player struct {
	pp       int16
	banked   uint8
	books    uint8
	vouchers uint8
	speech   uint8 // own Speech tokens on Speech spaces
	generic  uint8 // Generic Speech tokens kept beside the board

	train [components.NumDepartments]uint8  // space on each training track
	stamp [components.NumDepartments]uint32 // when the disc arrived there: a later stamp lies on top (R-TRN-1)

	certSpace int8 // space in the current Certification section, or empty before orientation

	parts    [components.NumParts]uint8 // stored parts by type
	desk     designSet                  // Designs on the desk, blueprint side
	upgraded designSet                  // Upgraded Designs, the double-upgraded one included
	double   int8                       // the Design on the Double Upgrade tile, or empty

	garages   [components.Garages]int8 // the model parked in each garage, or empty
	garageUse uint8                    // garages whose benefit was taken (tile flipped)

	awards  [components.NumDepartments]int8 // the Award kept on each track, or empty
	fgTaken uint8                           // Factory Goal tiles taken from, by place

	goals  uint64 // Performance Goals in hand, by card
	kanban uint16 // Kanban Order cards in hand, by card

	station  Workstation
	laidDown bool
}

// board is the shared game board.
type board struct {
	supply    [components.NumParts]uint8
	warehouse [components.NumParts]uint8
	pool      partSet                                         // the Recycling pool (R-WRK-6)
	assembly  [components.NumModels]partSet                   // parts on each model's assembly spaces
	upgrades  [components.NumModels][components.NumParts]int8 // the part on each upgrade space, or empty
	value     [components.NumParts]uint8                      // Upgrade Value track spaces
	doubled   partSet                                         // part types double-upgraded

	conveyor [components.NumConveyorSpaces]int8 // the model on each conveyor space, or empty
	cars     [components.NumModels]uint8        // cars in the supply

	pace     uint8                         // the Pace Car's space
	queue    [components.MaxQueue + 1]int8 // the cars behind it, front first; one more only while it arrives (R-ASM-5)
	queueLen uint8

	display [components.DisplayRows][components.DisplayColumns]int8 // Designs, column 0 next to the stacks
	stacks  [components.DesignStacks]pile                           // Central, First Office top row, First Office bottom row

	kanbanDeck  pile
	kanbanShown uint8 // the Kanban card revealed at setup (R-SET-9)
	demand      [components.DemandFaceUp]demandSlot
	demandStack pile
	goalDeck    pile
	goalDiscard pile
	room        [components.MeetingRoomPlaces]int8
	finalGoal   uint8

	factory [components.FactoryGoalPlaces]factorySlot

	awards      [components.NumDepartments]pile // face-down Award tiles by kind
	awardSpeech [components.NumDepartments]uint8

	books, vouchers uint8 // in the supply
}

// The Design stacks.
const (
	centralStack = 0
	topStack     = 1 // feeds display row 0
	bottomStack  = 2 // feeds display row 1
)

type demandSlot struct {
	tile   int8
	tokens uint8
}

type factorySlot struct {
	tile   uint8
	tokens uint8
}

// pile is an ordered stack of small ids: deck, Design stack, Award stack.
// The top is the last element. The slots above the top are always zero, so
// that two states with the same piles are equal (==).
type pile struct {
	n uint8
	t [pileCap]uint8
}

const pileCap = components.NumDesigns

func (p *pile) len() int       { return int(p.n) }
func (p *pile) top() uint8     { return p.t[p.n-1] }
func (p *pile) push(v uint8)   { p.t[p.n] = v; p.n++ }
func (p *pile) pop() uint8     { p.n--; v := p.t[p.n]; p.t[p.n] = 0; return v }
func (p *pile) items() []uint8 { return p.t[:p.n] }

// pushBottom puts v under the whole pile.
func (p *pile) pushBottom(v uint8) {
	copy(p.t[1:p.n+1], p.t[:p.n])
	p.t[0] = v
	p.n++
}

// remove takes out the first v found from the top, reporting whether there
// was one.
func (p *pile) remove(v uint8) bool {
	for i := int(p.n) - 1; i >= 0; i-- {
		if p.t[i] == v {
			copy(p.t[i:p.n-1], p.t[i+1:p.n])
			p.n--
			p.t[p.n] = 0
			return true
		}
	}
	return false
}

// fromTop fills the pile so that list[0] is on top.
func fromTop[T ~uint8 | ~int](p *pile, list []T) {
	*p = pile{n: uint8(len(list))}
	for i, v := range list {
		p.t[len(list)-1-i] = uint8(v)
	}
}

// topList returns the pile's contents from the top down, as a List.
func (p *pile) topList() List {
	var out List
	for i := int(p.n) - 1; i >= 0; i-- {
		out.push(p.t[i])
	}
	return out
}

// partSet is a set of part types.
type partSet uint8

func (s partSet) has(p Part) bool        { return s&(1<<p) != 0 }
func (s partSet) with(p Part) partSet    { return s | 1<<p }
func (s partSet) without(p Part) partSet { return s &^ (1 << p) }
func (s partSet) count() int             { return bits.OnesCount8(uint8(s)) }

// parts lists the set's part types in order, in a new slice, empty but not
// nil for the empty set.
func (s partSet) parts() []Part {
	out := []Part{}
	for p := range Part(components.NumParts) {
		if s.has(p) {
			out = append(out, p)
		}
	}
	return out
}

// first returns the lowest part type in a set that is not empty: with
// s &= s-1 to drop it, a loop over the set in type order.
func (s partSet) first() Part { return Part(bits.TrailingZeros8(uint8(s))) }

// allParts is the set of every part type.
const allParts = partSet(1<<components.NumParts - 1)

// designSet is a set of Design tiles.
type designSet uint64

func (s designSet) has(d int) bool          { return s&(1<<d) != 0 }
func (s designSet) with(d int) designSet    { return s | 1<<d }
func (s designSet) without(d int) designSet { return s &^ (1 << d) }
func (s designSet) count() int              { return bits.OnesCount64(uint64(s)) }
