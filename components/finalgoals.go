package components

import "fmt"

// AchievementKind is what an achievement of a Final Goal tile asks for.
type AchievementKind uint8

// The achievement kinds of the Placeholder tiles (FinalGoals).
const (
	AchieveCars            AchievementKind = iota // at least N cars in garages
	AchieveCertifications                         // at least N certifications
	AchieveExperts                                // Expert on at least N tracks
	AchieveTestedDesigns                          // at least N Tested Designs
	AchieveGarageModels                           // cars of at least N different models
	AchieveBankedShifts                           // at least N Banked Shifts
	AchieveUpgradedDesigns                        // at least N Upgraded Designs
	AchieveConceptCar                             // a Concept car in a garage
	AchieveBooks                                  // at least N Books on the board
	AchieveDoubleUpgrade                          // the Double Upgrade used
	AchieveVouchers                               // at least N Parts Vouchers on the board
	AchieveTracksLed                              // the most advanced on at least N tracks
	AchieveSpeechTokens                           // at least N Speech tokens on the board
)

// numAchievementKinds is the number of achievement kinds.
const numAchievementKinds = AchieveSpeechTokens + 1

var achievementNames = [numAchievementKinds]string{"cars", "certifications", "experts", "tested-designs", "garage-models",
	"banked-shifts", "upgraded-designs", "concept-car", "books", "double-upgrade", "vouchers", "tracks-led", "speech-tokens"}

// String returns the achievement kind's name, such as "tested-designs".
func (k AchievementKind) String() string { return name(achievementNames[:], int(k), "AchievementKind") }

// MarshalText encodes the achievement kind as its name.
func (k AchievementKind) MarshalText() ([]byte, error) {
	return marshal(achievementNames[:], int(k), "achievement kind")
}

// UnmarshalText decodes an achievement kind from its name.
func (k *AchievementKind) UnmarshalText(b []byte) error {
	return unmarshal(achievementNames[:], b, "achievement kind", (*uint8)(k))
}

// Achievement is one achievement of a Final Goal tile: a kind, the number it
// needs (unused by the kinds that need none) and the PP it is worth when a
// Speech token claims it.
type Achievement struct {
	Kind AchievementKind `json:"kind"` // what the achievement counts
	N    int8            `json:"n"`    // the number it needs, or 0 for a kind that needs none
	PP   int8            `json:"pp"`   // what a Speech token claiming it scores
}

// Description says in words what the achievement asks for, such as "at
// least 5 cars in garages" or "a Concept car in a garage".
func (a Achievement) Description() string {
	n := int(a.N)
	count := func(one, many string) string {
		if n == 1 {
			return fmt.Sprintf("%d %s", n, one)
		}
		return fmt.Sprintf("%d %s", n, many)
	}
	switch a.Kind {
	case AchieveCars:
		return "at least " + count("car in garages", "cars in garages")
	case AchieveCertifications:
		return "at least " + count("certification", "certifications")
	case AchieveExperts:
		return "Expert on at least " + count("track", "tracks")
	case AchieveTestedDesigns:
		return "at least " + count("Tested Design", "Tested Designs")
	case AchieveGarageModels:
		return "cars of at least " + count("model", "different models")
	case AchieveBankedShifts:
		return "at least " + count("Banked Shift", "Banked Shifts")
	case AchieveUpgradedDesigns:
		return "at least " + count("Upgraded Design", "Upgraded Designs")
	case AchieveConceptCar:
		return "a Concept car in a garage"
	case AchieveBooks:
		return "at least " + count("Book", "Books")
	case AchieveDoubleUpgrade:
		return "the Double Upgrade used"
	case AchieveVouchers:
		return "at least " + count("Parts Voucher", "Parts Vouchers")
	case AchieveTracksLed:
		return "the lead on at least " + count("track", "tracks")
	case AchieveSpeechTokens:
		return "at least " + count("Speech token", "Speech tokens")
	}
	return a.Kind.String()
}

// FinalGoal is a Final Goal tile: its achievements.
type FinalGoal [4]Achievement

// NumFinalGoals is the number of Final Goal tiles; one is drawn per game.
// Seed.
const NumFinalGoals = 6

// FinalGoals lists the Final Goal tiles. Placeholder: no tile could be
// confirmed; each has 4 achievements worth 5 PP.
var FinalGoals = [NumFinalGoals]FinalGoal{
	{{AchieveCars, 5, 5}, {AchieveCertifications, 4, 5}, {AchieveExperts, 1, 5}, {AchieveTestedDesigns, 3, 5}},
	{{AchieveGarageModels, 4, 5}, {AchieveCertifications, 5, 5}, {AchieveBankedShifts, 6, 5}, {AchieveUpgradedDesigns, 4, 5}},
	{{AchieveExperts, 2, 5}, {AchieveConceptCar, 1, 5}, {AchieveTestedDesigns, 5, 5}, {AchieveBooks, 3, 5}},
	{{AchieveCars, 4, 5}, {AchieveCertifications, 3, 5}, {AchieveDoubleUpgrade, 1, 5}, {AchieveVouchers, 2, 5}},
	{{AchieveTracksLed, 2, 5}, {AchieveUpgradedDesigns, 6, 5}, {AchieveGarageModels, 3, 5}, {AchieveSpeechTokens, 4, 5}},
	{{AchieveExperts, 3, 5}, {AchieveTestedDesigns, 4, 5}, {AchieveCertifications, 5, 5}, {AchieveBankedShifts, 8, 5}},
}
