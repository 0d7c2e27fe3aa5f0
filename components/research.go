package components

// UpgradeSpaces is the benefit of each upgrade space of each model in
// Research & Development. Placeholder: two blank spaces, 1 PP, 2 PP, a Book
// and a Banked Shift for every model (Confirmed: the printed benefit types are
// PP amounts, a Banked Shift, a Book and blanks).
var UpgradeSpaces = [NumModels][NumParts]Benefit{
	City:    upgradeRow,
	SUV:     upgradeRow,
	Truck:   upgradeRow,
	Sports:  upgradeRow,
	Concept: upgradeRow,
}

var upgradeRow = [NumParts]Benefit{{}, {}, {PP: 1}, {PP: 2}, {Books: 1}, {BankedShifts: 1}}

// UpgradeValues is the value of each space of the Upgrade Value track; every
// part type's marker starts on the first. Start Seed (refresher: leftmost
// space); maximum 6 Seed (long text); the values are a Placeholder.
var UpgradeValues = [7]int8{0, 1, 2, 3, 4, 5, 6}

// Upgrade rewards. Seed (refresher).
const (
	// UpgradePP is what flipping a Design to its Upgraded side scores.
	UpgradePP = 2
	// DoubleUpgradeSteps is how far a double upgrade moves the part's
	// marker.
	DoubleUpgradeSteps = 2
)
