package components

import "fmt"

// GoalMeasure is what a Performance Goal card counts for the player who
// speaks on it. Its text form is a name, such as "tested-designs".
type GoalMeasure uint8

// The measures of the Placeholder deck (Goals), one per card, in card order.
const (
	MeasureCars                 GoalMeasure = iota // cars in garages
	MeasureGarageModels                            // different models in garages
	MeasureSmallCars                               // City and SUV cars in garages
	MeasureBigCars                                 // Truck, Sports and Concept cars in garages
	MeasureUpgradedDesigns                         // Upgraded Designs
	MeasureTestedDesigns                           // Tested Designs
	MeasureCertifications                          // certifications
	MeasureExperts                                 // tracks where the player is an Expert
	MeasureRnDTraining                             // steps on the R&D track
	MeasureAssemblyTraining                        // steps on the Assembly track
	MeasureLogisticsTraining                       // steps on the Logistics track
	MeasureDesignTraining                          // steps on the Design track
	MeasureAdminTraining                           // steps on the Administration track
	MeasureTracksLed                               // tracks where the player is the most advanced
	MeasureTracksCertified                         // tracks past the certification arrow
	MeasureDoubleUpgrade                           // 1 once the Double Upgrade is used
	MeasureBooks                                   // Books on the board
	MeasureVouchers                                // Parts Vouchers on the board
	MeasureBankedPairs                             // Banked Shifts, per 2
	MeasureSpeechTokens                            // Speech tokens on the board
	MeasureStoredParts                             // parts in storage
	MeasureDeskDesigns                             // Designs on the desk
	MeasureAwards                                  // Award tiles kept
	MeasureFactoryGoals                            // Factory Goal tokens taken
	MeasureMotorBattery                            // Upgraded Motor and Battery Designs
	MeasureAutopilotElectronics                    // Upgraded Autopilot and Electronics Designs
	MeasureBodyDrivetrain                          // Upgraded Body and Drivetrain Designs
	MeasureUpgradedModels                          // models with at least one own upgrade
	MeasureBlankDesigns                            // Designs without a part on the desk
	MeasureEmptyGarage                             // 1 with at most one empty garage
	MeasureValuableTested                          // Tested Designs whose part value is at least 4
	MeasureDemandCars                              // cars in garages of a model on a face-up Demand tile
)

// NumGoalMeasures is the number of measures. Placeholder, as Goals.
const NumGoalMeasures = 32

var measureNames = [NumGoalMeasures]string{
	"cars", "garage-models", "small-cars", "big-cars", "upgraded-designs", "tested-designs",
	"certifications", "experts", "rnd-training", "assembly-training", "logistics-training",
	"design-training", "administration-training", "tracks-led", "tracks-certified",
	"double-upgrade", "books", "vouchers", "banked-pairs", "speech-tokens", "stored-parts",
	"desk-designs", "awards", "factory-goals", "motor-battery", "autopilot-electronics",
	"body-drivetrain", "upgraded-models", "blank-designs", "empty-garage", "valuable-tested",
	"demand-cars",
}

// String returns the measure's name, such as "garage-models".
func (m GoalMeasure) String() string { return name(measureNames[:], int(m), "GoalMeasure") }

// Description says in words what the measure counts, such as "cars in
// garages", for a card's text.
func (m GoalMeasure) Description() string {
	switch m {
	case MeasureBankedPairs:
		return fmt.Sprintf("Banked Shifts, per %d", BankedPerCount)
	case MeasureEmptyGarage:
		return fmt.Sprintf("at most %d empty garage (1)", EmptyGaragesMax)
	case MeasureValuableTested:
		return fmt.Sprintf("Tested Designs whose part value is at least %d", ValuableTestedMin)
	}
	return name(measureTexts[:], int(m), "GoalMeasure")
}

var measureTexts = [NumGoalMeasures]string{
	"cars in garages", "different models in garages", "City and SUV cars in garages",
	"Truck, Sports and Concept cars in garages", "Upgraded Designs", "Tested Designs",
	"certifications", "tracks where one is an Expert", "steps on the R&D track",
	"steps on the Assembly track", "steps on the Logistics track", "steps on the Design track",
	"steps on the Administration track", "tracks where one is the most advanced",
	"tracks past the certification arrow", "the Double Upgrade used (1)", "Books on the board",
	"Parts Vouchers on the board", "", "Speech tokens on the board",
	"parts in storage", "Designs on the desk", "Award tiles kept", "Factory Goal tokens taken",
	"Upgraded Motor and Battery Designs", "Upgraded Autopilot and Electronics Designs",
	"Upgraded Body and Drivetrain Designs", "models with at least one own upgrade",
	"Designs without a part on the desk", "", "", "cars in garages of a model on a face-up Demand tile",
}

// MarshalText encodes the measure as its name.
func (m GoalMeasure) MarshalText() ([]byte, error) {
	return marshal(measureNames[:], int(m), "goal measure")
}

// UnmarshalText decodes a measure from its name.
func (m *GoalMeasure) UnmarshalText(b []byte) error {
	return unmarshal(measureNames[:], b, "goal measure", (*uint8)(m))
}

// Goal is a Performance Goal card: what it counts, the PP per time the
// speaker meets it, and its speech icons in the order tokens fill them (the
// highest number first). A token on an icon scores PP times the count, the
// count capped by the icon's number.
type Goal struct {
	Measure GoalMeasure `json:"measure"` // what the goal counts
	PP      int8        `json:"pp"`      // the PP per count
	Icons   [3]int8     `json:"icons"`   // the number on each speech icon, highest first
}

// NumGoals is the number of Performance Goal cards in the base game. Seed.
const NumGoals = 32

// Goals lists the Performance Goal cards. Structure Seed (refresher). No card
// could be confirmed: the whole deck is a Placeholder, every card with icons
// 3, 2 and 1. The empty-garage card counts 1 when the player has at most one
// empty garage, so it is worth its PP at most once.
var Goals = [NumGoals]Goal{
	{MeasureCars, 2, goalIcons}, {MeasureGarageModels, 3, goalIcons},
	{MeasureSmallCars, 3, goalIcons}, {MeasureBigCars, 3, goalIcons},
	{MeasureUpgradedDesigns, 2, goalIcons}, {MeasureTestedDesigns, 3, goalIcons},
	{MeasureCertifications, 3, goalIcons}, {MeasureExperts, 4, goalIcons},
	{MeasureRnDTraining, 1, goalIcons}, {MeasureAssemblyTraining, 1, goalIcons},
	{MeasureLogisticsTraining, 1, goalIcons}, {MeasureDesignTraining, 1, goalIcons},
	{MeasureAdminTraining, 1, goalIcons}, {MeasureTracksLed, 3, goalIcons},
	{MeasureTracksCertified, 2, goalIcons}, {MeasureDoubleUpgrade, 5, goalIcons},
	{MeasureBooks, 2, goalIcons}, {MeasureVouchers, 2, goalIcons},
	{MeasureBankedPairs, 2, goalIcons}, {MeasureSpeechTokens, 2, goalIcons},
	{MeasureStoredParts, 1, goalIcons}, {MeasureDeskDesigns, 2, goalIcons},
	{MeasureAwards, 3, goalIcons}, {MeasureFactoryGoals, 3, goalIcons},
	{MeasureMotorBattery, 3, goalIcons}, {MeasureAutopilotElectronics, 3, goalIcons},
	{MeasureBodyDrivetrain, 3, goalIcons}, {MeasureUpgradedModels, 3, goalIcons},
	{MeasureBlankDesigns, 2, goalIcons}, {MeasureEmptyGarage, 4, goalIcons},
	{MeasureValuableTested, 3, goalIcons}, {MeasureDemandCars, 3, goalIcons},
}

var goalIcons = [3]int8{3, 2, 1}

// ValuableTestedMin is the part value from which a Tested Design counts for
// MeasureValuableTested. Placeholder.
const ValuableTestedMin = 4

// BankedPerCount is how many Banked Shifts make one count of
// MeasureBankedPairs, and EmptyGaragesMax the most empty open garages with
// which MeasureEmptyGarage counts 1. Placeholder.
const (
	BankedPerCount  = 2
	EmptyGaragesMax = 1
)

// MeetingRoomPlaces is the number of face-up goal places in the meeting room,
// and MeetingDraw the number of goals every player draws after a Meeting.
// Seed (refresher).
const (
	MeetingRoomPlaces = 4
	MeetingDraw       = 2
)
