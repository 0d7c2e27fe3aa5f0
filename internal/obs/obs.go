// Package obs is the layout of the observation vector that package bots
// documents (bots.ObservationSize): its spans, their sizes and where they
// lie, and the few ways a value is written into it. Both encoders use it,
// bots.Observe from a View and package kanban's from the state itself
// (bots.ObserveState), so that they cannot disagree on where a value goes.
//
// Package kanban registers its encoders here when it is initialised
// (State, StateIDs): only kanban reads the state's unexported fields, and
// this way bots reaches them with nothing added to kanban's API.
package obs

import (
	"math/bits"
	"strconv"

	"github.com/kanbanev/kanban/components"
)

// Size is the length of the vector.
const Size = 2776

// Sizes of the vector's repeated parts.
const (
	// DesignSize is a Design tile's values: its model one-hot, then its
	// part one-hot (6 part types, then the blank).
	DesignSize    = components.NumModels + components.NumParts + 1
	GoalPlaceSize = components.NumGoals + 3*components.NumColors + 3 // a face-up goal's values
	OrderPlaces   = components.NumColors + 1                         // the places of View.Order shown
	PaceSpaces    = 16                                               // the Test track's spaces
	UpgradeSpaces = len(components.UpgradeValues)                    // the Upgrade Value track's spaces
	// ConveyorSpaces is the number of conveyor spaces.
	ConveyorSpaces = int(components.NumConveyorSpaces)
	// GoalPlaces is the number of face-up goal places: the meeting room's,
	// then each slot's played goal.
	GoalPlaces   = components.MeetingRoomPlaces + components.NumColors
	TrainingSize = components.NumDepartments * (components.TrackExpert + 1) // a training one-hot per track
	// SharedStackOf scales the solo shared stack's size.
	SharedStackOf = 3 * components.DesignStackSize
	// NumWorkstations is kanban.NumWorkstations, which package kanban
	// checks.
	NumWorkstations = components.WorkstationsPerDepartment * components.NumDepartments
	// NumDecisionKinds is the number of decision kinds a next.kind one-hot
	// spans: kanban.DecideEvents, which package kanban checks.
	NumDecisionKinds = 13
)

// A TableSpan is a span of the vector's table part; a ColleagueSpan one of
// a Colleague's block, of which there is one per Colleague; a PlayerSpan
// one of a player block, of which there is one per slot.
type (
	TableSpan     int
	ColleagueSpan int
	PlayerSpan    int
)

// Span is a span's name and size.
type Span struct {
	Name string
	Size int
}

// The blocks' sizes and where they start.
var (
	tableOff     [numTableSpans]int
	colleagueOff [numColleagueSpans]int
	playerOff    [numPlayerSpans]int
	// ColleagueBlock and PlayerBlock are the blocks' sizes; ColleagueStart
	// and PlayerStart where the first of each lies.
	ColleagueBlock, PlayerBlock, ColleagueStart, PlayerStart int
)

func init() {
	for i, s := range colleagueSpans {
		colleagueOff[i] = ColleagueBlock
		ColleagueBlock += s.Size
	}
	for i, s := range playerSpans {
		playerOff[i] = PlayerBlock
		PlayerBlock += s.Size
	}
	off := 0
	for i, s := range tableSpans {
		tableOff[i] = off
		off += s.Size
	}
	// The Colleagues' blocks follow the last table span, the player blocks
	// them.
	ColleagueStart = off
	PlayerStart = off + components.Colleagues*ColleagueBlock
}

// These fail to compile unless SoloColleagueParts is the table's last
// span, which the Colleagues' blocks follow.
var (
	_ [numTableSpans - 1 - SoloColleagueParts]struct{}
	_ [SoloColleagueParts - (numTableSpans - 1)]struct{}
)

// Spans of each kind, in order.
const (
	NumTableSpans     = numTableSpans
	NumColleagueSpans = numColleagueSpans
	NumPlayerSpans    = numPlayerSpans
)

// Span returns the span's name and size.
func (t TableSpan) Span() Span { return tableSpans[t] }

// Span returns the span's name and size.
func (c ColleagueSpan) Span() Span { return colleagueSpans[c] }

// Span returns the span's name and size.
func (p PlayerSpan) Span() Span { return playerSpans[p] }

// Table returns span t of vector out.
func Table(out []float32, t TableSpan) []float32 {
	o := tableOff[t]
	return out[o : o+tableSpans[t].Size : o+tableSpans[t].Size]
}

// Colleague returns span c of Colleague i's block of vector out.
func Colleague(out []float32, i int, c ColleagueSpan) []float32 {
	o := ColleagueStart + i*ColleagueBlock + colleagueOff[c]
	return out[o : o+colleagueSpans[c].Size : o+colleagueSpans[c].Size]
}

// Player returns span p of the player block of a slot of vector out.
func Player(out []float32, slot int, p PlayerSpan) []float32 {
	o := PlayerStart + slot*PlayerBlock + playerOff[p]
	return out[o : o+playerSpans[p].Size : o+playerSpans[p].Size]
}

// Field is a span with its full name and offset.
type Field struct {
	Name         string
	Offset, Size int
}

// Fields returns every span of the vector in order: the table's, with the
// Colleagues' named "solo.<name>.<span>" among them, then the player
// blocks', named "players[slot].<span>".
func Fields() []Field {
	var out []Field
	add := func(name string, size int) {
		off := 0
		if n := len(out); n > 0 {
			off = out[n-1].Offset + out[n-1].Size
		}
		out = append(out, Field{name, off, size})
	}
	for i, s := range tableSpans {
		add(s.Name, s.Size)
		if TableSpan(i) == SoloColleagueParts {
			for _, name := range components.ColleagueNames {
				for _, cs := range colleagueSpans {
					add("solo."+name+"."+cs.Name, cs.Size)
				}
			}
		}
	}
	for slot := range components.NumColors {
		for _, s := range playerSpans {
			add("players["+strconv.Itoa(slot)+"]."+s.Name, s.Size)
		}
	}
	return out
}

// Hot sets out[i] to 1, for i in range: a one-hot value, or a set's member.
func Hot(out []float32, i int) { Put(out, i, 1) }

// Put sets out[i] to x, for i in range; an index out of range sets nothing.
func Put(out []float32, i int, x float32) {
	if i >= 0 && i < len(out) {
		out[i] = x
	}
}

// Frac returns a count divided by its scale.
func Frac(n, scale int) float32 { return float32(n) / float32(scale) }

// Flag returns 1 for true.
func Flag(b bool) float32 {
	if b {
		return 1
	}
	return 0
}

// Design writes Design tile d (a number in components.Designs) into a span
// of DesignSize: its model one-hot, then its part one-hot, the blank last;
// nothing for a number out of range.
func Design(out []float32, d int) {
	if d < 0 || d >= components.NumDesigns {
		return
	}
	t := components.Designs[d]
	Hot(out, int(t.Model))
	part := int(t.Part)
	if !t.HasPart {
		part = components.NumParts
	}
	Hot(out, components.NumModels+part)
}

// Designs writes a set of Design tiles, a bit per tile (bit d for tile d).
func Designs(out []float32, set uint64) {
	for ; set != 0; set &= set - 1 {
		Hot(out, bits.TrailingZeros64(set))
	}
}

// Rank returns the value of place i (from 0, the most advanced) on a
// training track's order: 1, then 3/4, 1/2, 1/4; 0 for none (i < 0) or a
// place past the fourth.
func Rank(i int) float32 {
	if i >= 0 && i < components.NumColors {
		return Frac(components.NumColors-i, components.NumColors)
	}
	return 0
}

// The encoders of package kanban, which it sets in its init. s is a
// *kanban.GameState, never nil.
var (
	// State writes the observation of s for the player of colour p into
	// out, Size values all zero.
	State func(s any, p components.Color, out []float32)
	// StateIDs returns what the action IDs of the player s waits for are
	// read against (bots.NumActionIDs).
	StateIDs func(s any) IDs
)

// IDs is what the action IDs of the deciding player are read against.
type IDs struct {
	Kind   uint8            // the kind of the decision s waits for (kanban.DecisionKind)
	Player components.Color // the player it waits for
	// Queue holds the models of the cars behind the Pace Car, front first,
	// Cars of them.
	Queue [components.MaxQueue]components.Model
	Cars  int
	// Board reports whether Player has a board, Expert whether it is on
	// its expert side.
	Board, Expert bool
	// Padlock holds the benefits of Player's padlocked garage, as the
	// game's edition prints them for the side of their board (the View's
	// PlayerBoard.PadlockBenefits); Padlocks of them.
	Padlock  [4]components.Benefit
	Padlocks int
}
