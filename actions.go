package kanban

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/input"
)

// Action is a player's choice: one value for every kind of choice the game
// asks for, from placing a worker to training to ending a turn (R-ENG-2).
//
// Action is one compact struct with a Kind rather than one Go type per kind:
// it holds no pointers, so a bot can list legal actions into a reused slice
// and apply them without allocating, and two actions compare with ==. Each
// kind uses only the fields its constructor sets; the others are zero. Build
// actions with the constructors (Train, EndTurn, …) or take them from
// LegalActions.
type Action struct {
	Kind   ActionKind // what the action does, and so which fields it uses
	Player Color      // the player acting

	Dept        Department   // the department trained in or worked in
	Part        Part         // the part taken, provided or upgraded with
	Give        Part         // the part given to the Recycling pool
	From        PartSource   // where a provided or upgrading part comes from
	Model       Model        // the model a part is provided to
	Design      DesignTile   // the Design upgraded
	Workstation Workstation  // the workstation a worker is placed on
	Source      DesignSource // where a Design is taken from
	Award       Award        // the kind of Award tile kept
	// Space is a space, a place or an index, as the kind says: a
	// Certification space, a Kanban placement, an upgrade space, a garage, a
	// conveyor space.
	Space int8
	// Count is how many parts Collect takes.
	Count int8
	// Placement is how a Kanban Order card is laid.
	Placement KanbanPlacement
	// To is where a pushed car goes at a branch of the conveyor.
	To ConveyorSpace
	// Card is a Kanban Order card, by number in components.KanbanCards.
	Card int8
	// Claims names, for each car behind the Pace Car (front first), the
	// Design that pays for it, or NoDesign for a car not claimed.
	Claims [components.MaxQueue]DesignTile
	// Double chooses the Double Upgrade.
	Double bool
	// Gain is the benefit chosen from the padlocked garage.
	Gain Benefit
	// Goal is a Performance Goal card from the player's hand: played in a
	// Meeting, or put face down for the meeting room; NoGoal for none.
	Goal GoalCard
	// On is the face-up Performance Goal a Speech token goes on, or NoGoal.
	On GoalCard

	// Version, when not 0, is the state version the action was chosen
	// against; an action whose Version is not the state's is refused with
	// ErrStaleVersion. LegalActions leaves it 0.
	Version uint32
}

// ActionKind says what an Action does.
type ActionKind uint8

// The action kinds.
const (
	_ ActionKind = iota
	// ActCertSpace puts the player's Certification marker on a space of a
	// section of the Certification track: a starting spot in orientation
	// (R-SET-14) or a space of the next section on certifying (R-TRN-3).
	ActCertSpace
	// ActStartPart takes a part from a warehouse in orientation (R-SET-14).
	ActStartPart
	// ActStartDesign takes a Design in orientation (R-SET-14).
	ActStartDesign
	// ActSelect places the player's worker on a workstation (R-SEL).
	ActSelect
	// ActTrain spends 1 Shift to move up a training track (R-TRN-1).
	ActTrain
	// ActHomework returns 1 Book to move up a training track (R-TRN-2).
	ActHomework
	// ActRecycle swaps a stored part for one in the Recycling pool (R-WRK-6).
	ActRecycle
	// ActKeepAward keeps one Award tile on becoming an Expert (R-TRN-4).
	ActKeepAward
	// ActEndTurn ends the player's working turn (R-WRK-4).
	ActEndTurn
	// ActTakeDesign takes a Design in the Design department (R-DES-1).
	ActTakeDesign
	// ActKanban issues a Kanban Order (R-LOG-1).
	ActKanban
	// ActCollect collects parts from a warehouse (R-LOG-2).
	ActCollect
	// ActVoucher takes a Parts Voucher, once certified (R-LOG-3).
	ActVoucher
	// ActProvide provides a needed part in Assembly (R-ASM-2).
	ActProvide
	// ActBranch sends a pushed car one way where the conveyor branches
	// (R-ASM-3).
	ActBranch
	// ActClaim claims cars from behind the Pace Car (R-RND-1).
	ActClaim
	// ActGarage parks a claimed car in a garage (R-RND-3).
	ActGarage
	// ActPadlock takes two different benefits of the padlocked garage
	// (R-RND-7).
	ActPadlock
	// ActUpgrade upgrades a Design (R-RND-4).
	ActUpgrade
	// ActSpeak plays a Performance Goal and/or places a Speech token in a
	// Meeting (R-MTG-3).
	ActSpeak
	// ActPass passes in a Meeting (R-MTG-2).
	ActPass
	// ActChooseGoal puts a goal from hand face down for the meeting room
	// (R-MTG-9).
	ActChooseGoal

	numActionKinds
)

// CertSpace returns the action that puts p's Certification marker on space
// (0 to 3, in Certification-track order) of the section they enter.
func CertSpace(p Color, space int) Action {
	return Action{Kind: ActCertSpace, Player: p, Space: int8(space)}
}

// StartPart returns the orientation action taking a part from its warehouse.
func StartPart(p Color, part Part) Action { return Action{Kind: ActStartPart, Player: p, Part: part} }

// StartDesign returns the orientation action taking a Design from the
// display or from the top of a stack.
func StartDesign(p Color, from DesignSource) Action {
	return Action{Kind: ActStartDesign, Player: p, Source: from}
}

// Select returns the action placing p's worker on a workstation.
func Select(p Color, w Workstation) Action { return Action{Kind: ActSelect, Player: p, Workstation: w} }

// Train returns the action spending 1 Shift to train in a department.
func Train(p Color, d Department) Action { return Action{Kind: ActTrain, Player: p, Dept: d} }

// Homework returns the action returning 1 Book to train in a department.
func Homework(p Color, d Department) Action { return Action{Kind: ActHomework, Player: p, Dept: d} }

// Recycle returns the action giving a stored part to the Recycling pool and
// taking another from it.
func Recycle(p Color, give, take Part) Action {
	return Action{Kind: ActRecycle, Player: p, Give: give, Part: take}
}

// KeepAward returns the action keeping an Award tile of kind a.
func KeepAward(p Color, a Award) Action { return Action{Kind: ActKeepAward, Player: p, Award: a} }

// EndTurn returns the action ending p's working turn.
func EndTurn(p Color) Action { return Action{Kind: ActEndTurn, Player: p} }

// TakeDesign returns the action taking a Design from the display or, once
// certified, from the top of a stack.
func TakeDesign(p Color, from DesignSource) Action {
	return Action{Kind: ActTakeDesign, Player: p, Source: from}
}

// Kanban returns the action issuing Kanban Order card from hand, laid in one
// of the 4 placements of KanbanPlacement.
func Kanban(p Color, card int, placement KanbanPlacement) Action {
	return Action{Kind: ActKanban, Player: p, Card: int8(card), Placement: placement}
}

// Collect returns the action taking count parts from the warehouse of part.
func Collect(p Color, part Part, count int) Action {
	return Action{Kind: ActCollect, Player: p, Part: part, Count: int8(count)}
}

// Voucher returns the action taking a Parts Voucher.
func Voucher(p Color) Action { return Action{Kind: ActVoucher, Player: p} }

// Provide returns the action putting a part on a model's assembly space,
// from storage or with a Voucher; ProvideRecycled takes it from the
// Recycling pool instead.
func Provide(p Color, m Model, part Part, from PartSource) Action {
	return Action{Kind: ActProvide, Player: p, Model: m, Part: part, From: from}
}

// ProvideRecycled returns the action giving a stored part to the Recycling
// pool and putting the pool's part on a model's assembly space (R-WRK-6).
func ProvideRecycled(p Color, m Model, part, give Part) Action {
	return Action{Kind: ActProvide, Player: p, Model: m, Part: part, From: FromRecycling, Give: give}
}

// Branch returns the action sending the pushed car to a conveyor space, or
// off the line when to is ExitSpace.
func Branch(p Color, to ConveyorSpace) Action { return Action{Kind: ActBranch, Player: p, To: to} }

// Claim returns the action claiming cars: claims[i] is the Design paying
// for the i-th car behind the Pace Car, or NoDesign.
func Claim(p Color, claims [components.MaxQueue]DesignTile) Action {
	return Action{Kind: ActClaim, Player: p, Claims: claims}
}

// Garage returns the action parking the next claimed car in garage g (0 to
// 4, the 5th being the padlocked one).
func Garage(p Color, g int) Action { return Action{Kind: ActGarage, Player: p, Space: int8(g)} }

// Padlock returns the action taking two different benefits of the padlocked
// garage; gain is their sum.
func Padlock(p Color, gain Benefit) Action { return Action{Kind: ActPadlock, Player: p, Gain: gain} }

// Upgrade returns the action upgrading Design d on upgrade space space of
// its model, with its part from storage or a Voucher, optionally as the
// player's Double Upgrade; UpgradeRecycled takes the part from the
// Recycling pool.
func Upgrade(p Color, d DesignTile, space int, from PartSource, double bool) Action {
	return Action{Kind: ActUpgrade, Player: p, Design: d, Space: int8(space), From: from, Double: double}
}

// UpgradeRecycled returns Upgrade with the part taken from the Recycling
// pool in exchange for a stored give.
func UpgradeRecycled(p Color, d DesignTile, space int, give Part, double bool) Action {
	a := Upgrade(p, d, space, FromRecycling, double)
	a.Give = give
	return a
}

// Speak returns the Meeting action playing goal from hand (or NoGoal) and
// placing a Speech token on the face-up goal on (or NoGoal); a token placed
// with a goal played in the same turn goes on that goal (R-MTG-3).
func Speak(p Color, goal, on GoalCard) Action {
	return Action{Kind: ActSpeak, Player: p, Goal: goal, On: on}
}

// Pass returns the Meeting action passing (R-MTG-2).
func Pass(p Color) Action { return Action{Kind: ActPass, Player: p} }

// ChooseGoal returns the action putting goal face down for the meeting room
// (R-MTG-9).
func ChooseGoal(p Color, goal GoalCard) Action {
	return Action{Kind: ActChooseGoal, Player: p, Goal: goal}
}

// GoalCard is a Performance Goal card, by number in components.Goals.
type GoalCard uint8

// NoGoal stands for "no goal".
const NoGoal GoalCard = 0xFF

// String returns the card's name in the notation, such as "goal-12", or
// "none".
func (g GoalCard) String() string {
	if g == NoGoal {
		return "none"
	}
	return "goal-" + strconv.Itoa(int(g))
}

// parseNotation reads a card written by String.
func (g *GoalCard) parseNotation(s string) error {
	if s == "none" {
		*g = NoGoal
		return nil
	}
	n, ok := input.Uint(strings.TrimPrefix(s, "goal-"), 8)
	if !ok || !strings.HasPrefix(s, "goal-") || n >= components.NumGoals {
		return fmt.Errorf("kanban: bad goal card %s", input.Quote(s))
	}
	*g = GoalCard(n)
	return nil
}

// MarshalText encodes the card as its number, such as "12", or "none": its
// form in JSON.
func (g GoalCard) MarshalText() ([]byte, error) {
	if g == NoGoal {
		return []byte("none"), nil
	}
	if int(g) >= components.NumGoals {
		return nil, fmt.Errorf("kanban: no goal card %d", g)
	}
	return strconv.AppendInt(nil, int64(g), 10), nil
}

// UnmarshalText decodes a card from its number or "none".
func (g *GoalCard) UnmarshalText(b []byte) error {
	if string(b) == "none" {
		*g = NoGoal
		return nil
	}
	n, ok := input.Uint(string(b), 8)
	if !ok || n >= components.NumGoals {
		return fmt.Errorf("kanban: bad goal card %s", input.Quote(b))
	}
	*g = GoalCard(n)
	return nil
}

// PartSource is where a part provided in Assembly or used to upgrade comes
// from.
type PartSource uint8

// The part sources.
const (
	// FromStorage: the player's part storage.
	FromStorage PartSource = iota
	// FromVoucher: the supply, paid with a Parts Voucher (R-LOG-4).
	FromVoucher
	// FromRecycling: the Recycling pool, in exchange for a stored part
	// (R-WRK-6).
	FromRecycling
	numPartSources
)

// ConveyorSpace is a space of the assembly line, by index in
// components.Conveyor, or ExitSpace for off the line.
type ConveyorSpace int8

// ExitSpace is where a car pushed past an exit goes: off the line.
const ExitSpace = ConveyorSpace(components.Exit)

// String returns the space's label, such as "c1", or "exit".
func (c ConveyorSpace) String() string {
	if c == ExitSpace {
		return "exit"
	}
	if c >= 0 && int(c) < len(components.Conveyor) {
		return components.Conveyor[c].Name
	}
	return fmt.Sprintf("ConveyorSpace(%d)", c)
}

// MarshalText encodes the space as its label.
func (c ConveyorSpace) MarshalText() ([]byte, error) {
	if c != ExitSpace && (c < 0 || int(c) >= len(components.Conveyor)) {
		return nil, fmt.Errorf("kanban: no conveyor space %d", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText decodes a space from its label.
func (c *ConveyorSpace) UnmarshalText(b []byte) error {
	for v := ExitSpace; int(v) < len(components.Conveyor); v++ {
		if v.String() == string(b) {
			*c = v
			return nil
		}
	}
	return fmt.Errorf("kanban: unknown conveyor space %s", input.Quote(b))
}

var placementNames = [numPlacements]string{"above-first-four", "above-first-two", "above-last-four", "above-last-two"}

// String returns the placement's name, such as "above-first-four".
func (k KanbanPlacement) String() string {
	return enumName(placementNames[:], int(k), "KanbanPlacement")
}

// MarshalText encodes the placement as its name.
func (k KanbanPlacement) MarshalText() ([]byte, error) {
	return enumMarshal(placementNames[:], int(k), "Kanban placement")
}

// UnmarshalText decodes a placement from its name.
func (k *KanbanPlacement) UnmarshalText(b []byte) error {
	return enumUnmarshal(placementNames[:], b, "Kanban placement", (*uint8)(k))
}

var partSourceNames = [numPartSources]string{"storage", "voucher", "recycling"}

// String returns the source's name.
func (f PartSource) String() string { return enumName(partSourceNames[:], int(f), "PartSource") }

// MarshalText encodes the source as its name.
func (f PartSource) MarshalText() ([]byte, error) {
	return enumMarshal(partSourceNames[:], int(f), "part source")
}

// UnmarshalText decodes a source from its name.
func (f *PartSource) UnmarshalText(b []byte) error {
	return enumUnmarshal(partSourceNames[:], b, "part source", (*uint8)(f))
}

// KanbanPlacement is one of the 4 ways to lay a Kanban Order card across
// the Kanban line (R-LOG-1): which of the card's 6 symbols, numbered from the
// doubled end, lie above the line.
type KanbanPlacement uint8

// The Kanban placements.
const (
	// AboveFirstFour: symbols 1 to 4 above, 5 and 6 below.
	AboveFirstFour KanbanPlacement = iota
	// AboveFirstTwo: symbols 1 and 2 above, 3 to 6 below.
	AboveFirstTwo
	// AboveLastFour: symbols 3 to 6 above, 1 and 2 below.
	AboveLastFour
	// AboveLastTwo: symbols 5 and 6 above, 1 to 4 below.
	AboveLastTwo
	numPlacements
)

// Above reports whether the card's symbol i (0 to 5) lies above the line.
func (k KanbanPlacement) Above(i int) bool {
	long, short := components.KanbanLong, components.KanbanShort
	switch k {
	case AboveFirstFour:
		return i < long
	case AboveFirstTwo:
		return i < short
	case AboveLastFour:
		return i >= short
	}
	return i >= long
}

// DesignSource is a place a Design is taken from: one of the 8 display
// spaces, or the top of one of the 3 stacks.
type DesignSource uint8

// The Design sources. Display spaces are numbered by row, then by column
// from the stacks: DisplayTop1 is the top row's space next to the stacks.
const (
	DisplayTop1 DesignSource = iota
	DisplayTop2
	DisplayTop3
	DisplayTop4
	DisplayBottom1
	DisplayBottom2
	DisplayBottom3
	DisplayBottom4
	CentralStack
	OfficeTopStack
	OfficeBottomStack
	numDesignSources
)

// DisplaySpace returns the source for a display space: row 0 (top) or 1,
// column 0 (next to the stacks) to 3.
func DisplaySpace(row, col int) DesignSource {
	return DesignSource(row*components.DisplayColumns + col)
}

// IsDisplay reports whether the source is a display space.
func (s DesignSource) IsDisplay() bool { return s < CentralStack }

// Row returns a display space's row, 0 for the top.
func (s DesignSource) Row() int { return int(s) / components.DisplayColumns }

// Column returns a display space's column, 0 next to the stacks.
func (s DesignSource) Column() int { return int(s) % components.DisplayColumns }

var designSourceNames = [numDesignSources]string{
	"top-1", "top-2", "top-3", "top-4", "bottom-1", "bottom-2", "bottom-3", "bottom-4",
	"central", "office-top", "office-bottom",
}

// String returns the source's name, such as "top-2" or "central".
func (s DesignSource) String() string { return enumName(designSourceNames[:], int(s), "DesignSource") }

// MarshalText encodes the source as its name.
func (s DesignSource) MarshalText() ([]byte, error) {
	return enumMarshal(designSourceNames[:], int(s), "design source")
}

// UnmarshalText decodes a source from its name.
func (s *DesignSource) UnmarshalText(b []byte) error {
	return enumUnmarshal(designSourceNames[:], b, "design source", (*uint8)(s))
}
