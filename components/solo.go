package components

// Solo mode: the Colleagues, their two decks and the Difficulty cards.
// Confirmed (the solo helper: the public solo helper app, bare mirror
// jsanjose/gameswithtony.github.io, kanbanev/app.js and index.html at
// commit 12356c1) unless marked; the line numbers cited are those of
// that app's app.js and index.html ("html").
//
// The values of this file that only a solo game reads are digested into
// SoloVersion, not Version (soloData), so that correcting one never changes
// the version of a 2- to 4-player game's log. The few listed in the first
// block were in Version before solo mode was built, and stay there.
//
// The Speedcharger expansion's counts are at the end of the file.
const (
	// Colleagues is the number of automated Colleagues in the solo game.
	Colleagues = 2
	// SoloDepartmentCards is the size of the Colleagues' department deck,
	// not counting its one reshuffle card (app.js 41–63).
	SoloDepartmentCards = 10
	// SoloSelectionCards is the size of the selection deck: 3 per part type
	// (app.js 65–91).
	SoloSelectionCards = 3 * NumParts
	// SoloColumn is the number of department cards face up (html 114).
	SoloColumn = 3
	// ColleaguePartsMax is the most parts the Colleagues hold together
	// (html 426).
	ColleaguePartsMax = 6
	// SoloDifficultyCards is the number of Difficulty cards, and
	// SoloDifficultyPick how many the helper picks at random (app.js
	// 127–129, 308–320).
	SoloDifficultyCards = 9
	SoloDifficultyPick  = 2
)

// ColleagueStartTraining is the space each Colleague's discs start on:
// the first (Lacerda) on space 1, the second (Turczi) on space 0. Confirmed
// (app.js 125–126, 820–821).
var ColleagueStartTraining = [Colleagues]int8{1, 0}

// ColleagueBottomStation reports, per Colleague, whether he always takes a
// bottom workstation (the first, Lacerda) or a top one (the second,
// Turczi). Confirmed (app.js 463, 538–544).
var ColleagueBottomStation = [Colleagues]bool{true, false}

// KeepingUpPP is what each Colleague scores, with Difficulty card #8, at
// the 1st to 4th End-of-Week scoring. Confirmed (html 615–616); that later
// scorings give the last value is Inferred (Decision R-DIFF-8).
var KeepingUpPP = [4]int8{2, 4, 6, 8}

// The Colleagues, in the order of ColleagueNames: Lacerda first. Confirmed,
// as ColleagueNames.
const (
	Lacerda = 0
	Turczi  = 1
)

// ColleagueNames names the Colleagues. Confirmed (app.js 5, 113–118).
var ColleagueNames = [Colleagues]string{"lacerda", "turczi"}

// SoloHumans is the number of human players of a solo game. Confirmed
// (app.js 113).
const SoloHumans = 1

// SoloTablePlayers is the player count the player-count tables (Factory
// Goal tokens, Award tiles, the Test track) are read at in a solo game: the
// human and the two Colleagues. Inferred: a Decision (R-SOLO-1).
const SoloTablePlayers = 3

// SoloColorOrder is the order in which the Colleagues take the colours the
// human left: Lacerda the first one left, Turczi the next. The colour order
// is Confirmed (app.js 7, 119); the helper gives the Colleagues no colour,
// so their taking them is Inferred (Decision R-SOLO-2).
var SoloColorOrder = [NumColors]Color{Yellow, Blue, Purple, Red}

// ColleagueStartSpots are the starting spots of the Certification track
// each Colleague takes, as spaces of its first section (spot 1 is space 0):
// the first if the human did not take it, else the second. Confirmed
// (app.js 327–342).
var ColleagueStartSpots = [Colleagues][2]int8{{0, 1}, {2, 3}}

// SoloStartGoals is the number of Performance Goals the human is dealt and
// draws back up to after a Meeting. Inferred from the helper's refill to 4
// (html 640; Decision R-SOLO-7).
const SoloStartGoals = 4

// SoloDepartmentCard is a card of the Colleagues' department deck: a
// department, the parts of its Plan (up to 2) and the Lacerda-double flag
// the helper stores but never reads (R-SOLO-10). The reshuffle card has
// Reshuffle set and no other meaning.
type SoloDepartmentCard struct {
	Dept          Department `json:"dept"`           // the card's department
	Plan          []Part     `json:"plan,omitempty"` // the parts of its Plan, up to 2
	LacerdaDouble bool       `json:"lacerda_double"` // a flag the Colleagues never read (R-SOLO-10)
	Reshuffle     bool       `json:"reshuffle"`      // whether this is the reshuffle card
}

// SoloDepartmentDeck is the department deck: ids 0–9, then the reshuffle
// card, 10. Confirmed (app.js 41–63, 359–361).
var SoloDepartmentDeck = [SoloDepartmentCards + 1]SoloDepartmentCard{
	{Dept: RnD, LacerdaDouble: true},
	{Dept: RnD, Plan: []Part{Motor}, LacerdaDouble: true},
	{Dept: Assembly, LacerdaDouble: true},
	{Dept: Assembly, Plan: []Part{Electronics, Drivetrain}, LacerdaDouble: true},
	{Dept: Logistics},
	{Dept: Logistics, Plan: []Part{Body}},
	{Dept: Design},
	{Dept: Design, Plan: []Part{Battery}},
	{Dept: Administration, LacerdaDouble: true},
	{Dept: Administration, Plan: []Part{Autopilot}, LacerdaDouble: true},
	{Reshuffle: true},
}

// SoloReshuffleCard is the id of the department deck's reshuffle card.
// Confirmed, as SoloDepartmentDeck.
const SoloReshuffleCard = SoloDepartmentCards

// SoloSelectionCard is a card of the selection deck: a part and which
// column card the Colleague takes, the top one or the bottom one (R-SOLO-12).
type SoloSelectionCard struct {
	Part Part `json:"part"` // the Colleague's part
	Top  bool `json:"top"`  // whether he takes the column's top card, or else its bottom one
}

// SoloSelectionDeck is the selection deck, 3 cards a part type in part
// order, 9 "top" and 9 "bottom". Confirmed (app.js 65–91).
var SoloSelectionDeck = [SoloSelectionCards]SoloSelectionCard{
	{Motor, true}, {Motor, false}, {Motor, false},
	{Autopilot, true}, {Autopilot, true}, {Autopilot, false},
	{Battery, true}, {Battery, true}, {Battery, false},
	{Body, true}, {Body, false}, {Body, false},
	{Electronics, true}, {Electronics, true}, {Electronics, false},
	{Drivetrain, true}, {Drivetrain, false}, {Drivetrain, false},
}

// Difficulty is a Difficulty card: ids 0–8 are the cards #1–#9. Confirmed
// (app.js 127–129; html 95).
type Difficulty uint8

// The Difficulty cards (R-DIFF-1..9).
const (
	CertifiedLacerda   Difficulty = iota // #1: Lacerda always doubles
	CushySpeech                          // #2: a Colleague's Generic Speech token is worth 2 PP
	CertifiedAdvantage                   // #3: a Colleague scores his Certification spaces
	ProductiveUpgrades                   // #4: a Colleague scores an upgrade space's PP
	OptimizedUpgrades                    // #5: 1 PP for an upgrade space with another benefit
	IncreasedQuotas                      // #6: 3 PP an Upgraded Design at end of week
	ForcedOvertime                       // #7: a Colleague's step past space 5 costs the human a Banked Shift
	KeepingUp                            // #8: KeepingUpPP at each End-of-Week scoring
	TerminationClause                    // #9: the human is fired at 0 PP at any moment
)

var difficultyNames = [SoloDifficultyCards]string{
	"certified-lacerda", "cushy-speech", "certified-advantage", "productive-upgrades",
	"optimized-upgrades", "increased-quotas", "forced-overtime", "keeping-up", "termination-clause",
}

// String returns the Difficulty card's name, such as "cushy-speech".
func (d Difficulty) String() string { return name(difficultyNames[:], int(d), "Difficulty") }

// MarshalText encodes the Difficulty card as its name.
func (d Difficulty) MarshalText() ([]byte, error) {
	return marshal(difficultyNames[:], int(d), "difficulty card")
}

// UnmarshalText decodes a Difficulty card from its name.
func (d *Difficulty) UnmarshalText(b []byte) error {
	return unmarshal(difficultyNames[:], b, "difficulty card", (*uint8)(d))
}

// What a Colleague scores (R-SOLO-19 and R-DIFF). Confirmed, each by
// the helper's lines cited.
const (
	// ColleagueSpeechPP is a Generic Speech token a Colleague gains (html
	// 267), and CushySpeechPP the same with Difficulty card #2.
	ColleagueSpeechPP = 1
	CushySpeechPP     = 2
	// ColleagueBlankDesignPP is a Design without a part that a Colleague
	// returns to the Central stack (html 493–494).
	ColleagueBlankDesignPP = 2
	// ColleagueWeekPP is each Upgraded Design in a Colleague's pile at end
	// of week (html 609), and IncreasedQuotasPP the same with card #6.
	ColleagueWeekPP   = 2
	IncreasedQuotasPP = 3
	// OptimizedUpgradePP is an upgrade space with a benefit other than PP
	// covered by a Colleague, with card #5 (html 276).
	OptimizedUpgradePP = 1
	// ForcedOvertimeShifts is what the human loses, with card #7, when a
	// Colleague would step past the end of a track (html 279).
	ForcedOvertimeShifts = 1
	// TurcziMeetingTokens is how many Speech tokens Turczi has in a
	// Meeting; Lacerda has the meeting number, the Production Cycle marker
	// plus LacerdaMeetingBase (html 637–638).
	TurcziMeetingTokens = 3
	LacerdaMeetingBase  = 1
	// SoloRoomFromHand is how many of the human's goals go face up into
	// the meeting room after a Meeting, and SoloRoomFromDeck how many join
	// them from the deck (html 640).
	SoloRoomFromHand = 2
	SoloRoomFromDeck = 2
)

// SoloScoring is what a Colleague scores, and what the human loses, by
// the solo mode's rules and its Difficulty cards: the printed numbers of
// the solo helper that an edition may correct.
type SoloScoring struct {
	SpeechPP             int8 `json:"speech_pp"`              // a Generic Speech token a Colleague gains (ColleagueSpeechPP)
	CushySpeechPP        int8 `json:"cushy_speech_pp"`        // the same with Difficulty card #2 (CushySpeechPP)
	BlankDesignPP        int8 `json:"blank_design_pp"`        // a Design without a part a Colleague returns (ColleagueBlankDesignPP)
	WeekPP               int8 `json:"week_pp"`                // each Upgraded Design in a Colleague's pile at end of week (ColleagueWeekPP)
	IncreasedQuotasPP    int8 `json:"increased_quotas_pp"`    // the same with Difficulty card #6 (IncreasedQuotasPP)
	OptimizedUpgradePP   int8 `json:"optimized_upgrade_pp"`   // an upgrade space without PP covered, with card #5 (OptimizedUpgradePP)
	ForcedOvertimeShifts int8 `json:"forced_overtime_shifts"` // what the human loses with card #7 (ForcedOvertimeShifts)
}

// SoloScores is the solo scoring of the constants above, as an edition
// holds it. Confirmed, as each constant. It restates values Version and
// SoloVersion digest already, so it adds nothing to them.
var SoloScores = SoloScoring{
	SpeechPP:             ColleagueSpeechPP,
	CushySpeechPP:        CushySpeechPP,
	BlankDesignPP:        ColleagueBlankDesignPP,
	WeekPP:               ColleagueWeekPP,
	IncreasedQuotasPP:    IncreasedQuotasPP,
	OptimizedUpgradePP:   OptimizedUpgradePP,
	ForcedOvertimeShifts: ForcedOvertimeShifts,
}

// SoloSandra is what Sandra's department selects for the Colleagues, by
// department, her desk counting as Administration (app.js 755–781; html
// 208, 212–218).
type SoloSandra struct {
	// Model is the model a Colleague provides his part to first in
	// Assembly (R-SOLO-21).
	Model Model `json:"model"`
	// DesignColumn is the display column a Colleague takes both Designs
	// of in Design, 0 next to the stacks; -1 for the top tile of each
	// First Office stack (R-SOLO-23).
	DesignColumn int8 `json:"design_column"`
	// KanbanAbove reports whether a Colleague's Kanban card lies with 4
	// symbols above the line (R-SOLO-22).
	KanbanAbove bool `json:"kanban_above"`
}

// SoloSandraSelects is SoloSandra by Sandra's department. Confirmed (app.js
// 755–781; html 208, 212–218).
var SoloSandraSelects = [NumDepartments]SoloSandra{
	RnD:            {Model: Concept, DesignColumn: -1, KanbanAbove: true},
	Assembly:       {Model: SUV, DesignColumn: 0, KanbanAbove: true},
	Logistics:      {Model: City, DesignColumn: 1, KanbanAbove: true},
	Design:         {Model: Truck, DesignColumn: 2, KanbanAbove: false},
	Administration: {Model: Sports, DesignColumn: 3, KanbanAbove: false},
}

// SoloProvideOrder is the order in which a Colleague tries the models
// after Sandra's in Assembly. Confirmed (html 340, 374); wrapping around is
// Inferred (Decision R-SOLO-21).
var SoloProvideOrder = [NumModels]Model{Concept, SUV, City, Truck, Sports}

// TurcziClaimOrder is the order of value in which Turczi claims a car,
// most valuable first. Confirmed (html 265, 289).
var TurcziClaimOrder = [NumModels]Model{Concept, Sports, Truck, SUV, City}

// ColleagueBranches is where each Colleague sends a car at a branch of the
// conveyor, by space: Lacerda toward the middle lane, Turczi straight on.
// Confirmed (html 341–343, 375–377; images assembly_lacerda.png and
// assembly_turczi.png); Exit leaves the line. Spaces without a branch are
// not listed (0 means no entry, as S1 is never a branch's target).
var ColleagueBranches = [Colleagues][NumConveyorSpaces]int8{
	Lacerda: {B1: C1, B2: C2, D1: C1, D2: C2},
	Turczi:  {B1: B2, B2: Exit, D1: D2, D2: Exit},
}

// Speedcharger expansion counts. Confirmed (a publisher's how-to page);
// rules unknown and not part of the base engine.
const (
	ChargerTokensPerPlayer = 3
	ChargerTokensBeside    = 2
	SpeedchargerGoals      = 4
)
