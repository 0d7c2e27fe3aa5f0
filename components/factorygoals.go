package components

// FactoryGoalKind is what a Factory Goal tile counts. Seed (long text: the
// three types); Confirmed (a tutorial: three stacks).
type FactoryGoalKind uint8

// The Factory Goal kinds.
const (
	GoalCertifications  FactoryGoalKind = iota // certifications held
	GoalCarsInGarages                          // cars in the player's garages
	GoalUpgradedDesigns                        // Upgraded Designs, Tested and double-upgraded included
)

// NumFactoryGoalKinds is the number of Factory Goal kinds (and stacks).
// Seed, as FactoryGoalKind.
const NumFactoryGoalKinds = 3

var factoryGoalKindNames = [NumFactoryGoalKinds]string{"certifications", "cars", "upgraded-designs"}

// String returns the kind's name.
func (k FactoryGoalKind) String() string {
	return name(factoryGoalKindNames[:], int(k), "FactoryGoalKind")
}

var factoryGoalKindWords = [NumFactoryGoalKinds]string{"Certifications", "cars in garages", "Upgraded Designs"}

// Description says in words what the kind counts, such as "Upgraded
// Designs".
func (k FactoryGoalKind) Description() string {
	if int(k) >= NumFactoryGoalKinds {
		return k.String()
	}
	return factoryGoalKindWords[k]
}

// MarshalText encodes the kind as its name.
func (k FactoryGoalKind) MarshalText() ([]byte, error) {
	return marshal(factoryGoalKindNames[:], int(k), "Factory Goal kind")
}

// UnmarshalText decodes a kind from its name.
func (k *FactoryGoalKind) UnmarshalText(b []byte) error {
	return unmarshal(factoryGoalKindNames[:], b, "Factory Goal kind", (*uint8)(k))
}

// FactoryGoal is one Factory Goal tile: a kind and the count that meets it.
type FactoryGoal struct {
	Kind      FactoryGoalKind `json:"kind"`      // what the tile counts
	Threshold int8            `json:"threshold"` // the count that meets it
}

// FactoryGoalsPerKind is the number of tiles of each kind in the box, and
// FactoryGoalsDrawn how many of each kind a game uses. Seed (long text: 12
// tiles); Confirmed (a tutorial: 2 at random from each stack).
const (
	FactoryGoalsPerKind = 4
	FactoryGoalsDrawn   = 2
)

// FactoryGoalPlaces is the number of Factory Goal tiles in play. Seed, as
// FactoryGoalsDrawn.
const FactoryGoalPlaces = NumFactoryGoalKinds * FactoryGoalsDrawn

// FactoryGoals lists the 12 tiles, 4 of each kind. Thresholds Placeholder:
// 2, 3, 4 and 5 for every kind (the sources show 3 certifications, 4 cars and
// 5 Upgraded Designs among them).
var FactoryGoals = [NumFactoryGoalKinds * FactoryGoalsPerKind]FactoryGoal{
	{GoalCertifications, 2}, {GoalCertifications, 3}, {GoalCertifications, 4}, {GoalCertifications, 5},
	{GoalCarsInGarages, 2}, {GoalCarsInGarages, 3}, {GoalCarsInGarages, 4}, {GoalCarsInGarages, 5},
	{GoalUpgradedDesigns, 2}, {GoalUpgradedDesigns, 3}, {GoalUpgradedDesigns, 4}, {GoalUpgradedDesigns, 5},
}

// FactoryGoalTokens is the number of Generic Speech tokens put on the easier
// and the harder tile of each pair, by player count. Seed (refresher).
var FactoryGoalTokens = [NumColors + 1][FactoryGoalsDrawn]int8{
	2: {1, 1},
	3: {2, 1},
	4: {2, 2},
}
