package components

// The player board and what each player starts with.
const (
	// StartPP is every player's starting score. Seed (refresher).
	StartPP = 15
	// StartVouchers is the number of Parts Vouchers each player starts with.
	// Seed (refresher).
	StartVouchers = 1
	// StartBooks is the number of Books each player starts with. Seed
	// (refresher: none is dealt).
	StartBooks = 0
	// StartGoals is the number of Performance Goal cards dealt to each player.
	// Seed (refresher).
	StartGoals = 3
	// StartKanbanCards is the number of Kanban Order cards dealt to each
	// player. Seed (refresher).
	StartKanbanCards = 2

	// StorageSpaces is the number of part storage spaces open at the start.
	// Inferred from the first-edition 6th storage bin and the refresher's
	// "extra storage space".
	StorageSpaces = 5
	// StorageSpacesCertified is the number of storage spaces once the
	// Logistics Lock is removed. Seed (long text: 6th bin).
	StorageSpacesCertified = 6

	// DeskSpaces is the number of Design desk spaces open at the start.
	// Inferred, as StorageSpaces.
	DeskSpaces = 4
	// DeskSpacesCertified is the number of desk spaces once the Design Lock
	// is removed. Seed (long text: 5th design space).
	DeskSpacesCertified = 5

	// SpeechSpaces is the number of Speech spaces open at the start.
	// Inferred from the first edition's five seats with the 5th locked.
	SpeechSpaces = 4
	// SpeechSpacesCertified is the number of Speech spaces once the
	// Administration Lock is removed. Seed (refresher: extra space).
	SpeechSpacesCertified = 5
	// OwnSpeechTokens is the number of Speech tokens of a player's own
	// colour. Placeholder (the first edition had 5 per colour).
	OwnSpeechTokens = 5
	// StartSpeechOnSpaces is the number of own Speech tokens placed on Speech
	// spaces at setup; the rest wait beside the board. Seed (refresher).
	StartSpeechOnSpaces = 1

	// BasicGarages is the number of Basic Garage tiles per player, open from
	// the start. Seed (refresher).
	BasicGarages = 4
	// Garages is the number of garages with the padlocked 5th, which
	// Assembly certification opens. Seed (refresher).
	Garages = 5

	// Locks is the number of Lock tiles per player: one per department's
	// certification (5th garage, 6th storage, 5th desk space, 5th Speech
	// space, Double Upgrade). Seed (German summary: five locks).
	Locks = NumDepartments

	// BankedShiftMax is the last space of the Banked Shift track; gains
	// beyond it are lost. Placeholder.
	BankedShiftMax = 10
)

// GarageBenefits is the benefit of each Basic Garage tile, standard side,
// taken once when a car is parked there. Placeholder: one tile each of a
// Generic Speech token, a Book, a Banked Shift and a Parts Voucher.
var GarageBenefits = [BasicGarages]Benefit{{Speech: 1}, {Books: 1}, {BankedShifts: 1}, {Vouchers: 1}}

// ExpertGarageBenefits is the benefit of each Basic Garage tile on the expert
// side of the board. Placeholder (first edition: fewer garage benefits, the
// leftmost a seat): only the first gives a Generic Speech token.
var ExpertGarageBenefits = [BasicGarages]Benefit{{Speech: 1}, {}, {}, {}}

// PadlockBenefits are the single benefits shown on the padlocked 5th garage,
// standard side; parking there gives PadlockPicks different ones of them.
// Seed (refresher: four single benefits); the four are a Placeholder equal
// to the Basic Garage benefits, as in the first edition.
var PadlockBenefits = [4]Benefit{{Speech: 1}, {Books: 1}, {BankedShifts: 1}, {Vouchers: 1}}

// PadlockPicks is how many different PadlockBenefits a car parked in the
// padlocked garage gives on the standard side. Seed (refresher).
const PadlockPicks = 2

// ExpertPadlockBenefit is what the padlocked garage gives on the expert side
// of the board. Seed (long text: only one seat); Placeholder for EV.
var ExpertPadlockBenefit = Benefit{Speech: 1}

// Supplies: how many of each item the box holds. A gain with none left is
// lost.
const (
	// PartsPerType is the number of part cubes of each type. Placeholder
	// (first edition: 9 cubes of 6 colours).
	PartsPerType = 9
	// CarsPerModel is the number of cars of each model. Placeholder (first
	// edition: 8 per colour).
	CarsPerModel = 8
	// BookSupply is the number of Book tokens. Placeholder (first edition: 16
	// book tiles).
	BookSupply = 16
	// VoucherSupply is the number of Parts Voucher tokens. Placeholder (first
	// edition: 12 wild cube tiles).
	VoucherSupply = 12
)

// MinPlayers is the fewest players of a game (the most is NumColors); the
// solo game has SoloHumans and its Colleagues. Seed.
const MinPlayers = 2

// WorkstationsPerDepartment is the number of workstations in each
// department, top and bottom. Seed.
const WorkstationsPerDepartment = 2

// Workstations: the Shifts each workstation gives, by department, top station
// first. Confirmed (the solo helper shows +2/+3, and +1/+2 in
// Administration; the German summary agrees).
var WorkstationShifts = [NumDepartments][WorkstationsPerDepartment]int8{
	RnD:            {2, 3},
	Assembly:       {2, 3},
	Logistics:      {2, 3},
	Design:         {2, 3},
	Administration: {1, 2},
}

// Limits on working, from the rule sources.
const (
	// MaxShiftsPerDay is the most Shifts a player works in a day, Banked
	// Shifts included. Seed (all three sources).
	MaxShiftsPerDay = 4
	// MaxBankedPerTurn is the most Banked Shifts spent in one turn. Seed
	// (refresher only).
	MaxBankedPerTurn = 3
	// RecyclingPool is the number of parts in the Recycling pool, all of
	// different types. Seed (refresher).
	RecyclingPool = 3
	// OrientationParts and OrientationDesigns are what each player takes in
	// orientation. Seed (refresher).
	OrientationParts   = 1
	OrientationDesigns = 1
)
