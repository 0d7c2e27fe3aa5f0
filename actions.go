package kanban

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
	Kind   ActionKind
	Player Color

	Dept        Department
	Part        Part // the part taken
	Give        Part // the part given to the Recycling pool
	Workstation Workstation
	Source      DesignSource
	Award       Award
	Space       int8

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
func DisplaySpace(row, col int) DesignSource { return DesignSource(row*4 + col) }

// IsDisplay reports whether the source is a display space.
func (s DesignSource) IsDisplay() bool { return s < CentralStack }

// Row and Column return a display space's row and column.
func (s DesignSource) Row() int    { return int(s) / 4 }
func (s DesignSource) Column() int { return int(s) % 4 }

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
