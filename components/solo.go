package components

// Solo mode and the Speedcharger expansion: printed data only, for the
// variants that come later. Confirmed (the solo helper) unless marked.
const (
	// Colleagues is the number of automated Colleagues in the solo game.
	Colleagues = 2
	// SoloDepartmentCards is the size of the Colleagues' department deck,
	// not counting its one reshuffle card.
	SoloDepartmentCards = 10
	// SoloSelectionCards is the size of the selection deck: 3 per part type.
	SoloSelectionCards = 3 * NumParts
	// SoloColumn is the number of department cards face up.
	SoloColumn = 3
	// ColleaguePartsMax is the most parts the Colleagues hold together.
	ColleaguePartsMax = 6
	// SoloDifficultyCards is the number of Difficulty cards, and
	// SoloDifficultyPick how many the helper suggests at random.
	SoloDifficultyCards = 9
	SoloDifficultyPick  = 2
)

// ColleagueStartTraining is the space each Colleague's discs start on:
// the first (Lacerda) on space 1, the second (Turczi) on space 0.
var ColleagueStartTraining = [Colleagues]int8{1, 0}

// ColleagueBottomStation reports, per Colleague, whether he always takes a
// bottom workstation (the first) or a top one (the second).
var ColleagueBottomStation = [Colleagues]bool{true, false}

// KeepingUpPP is what the Difficulty card "keeping up" asks of the player at
// the end of weeks 1 to 4.
var KeepingUpPP = [4]int8{2, 4, 6, 8}

// Speedcharger expansion counts. Confirmed (a publisher's how-to page);
// rules unknown and not part of the base engine.
const (
	ChargerTokensPerPlayer = 3
	ChargerTokensBeside    = 2
	SpeedchargerGoals      = 4
)
