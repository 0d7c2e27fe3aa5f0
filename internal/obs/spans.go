package obs

import "github.com/kanbanev/kanban/components"

// The spans of the table part, the solo mode's included, in order; the
// Colleagues' blocks follow SoloColleagueParts, in order.
const (
	NextKind           TableSpan = iota // next.kind
	NextPlayer                          // next.player
	NextDept                            // next.dept
	NextSection                         // next.section
	NextSpaces                          // next.spaces
	NextModel                           // next.model
	NextAt                              // next.at
	NextTo                              // next.to
	NextTiles                           // next.tiles
	NextGoals                           // next.goals
	Day                                 // day
	Week                                // week
	ProductionCycle                     // production_cycle
	MeetingScheduled                    // meeting_scheduled
	MeetingPasses                       // meeting_passes
	CertOrder                           // cert_order
	Order                               // order
	Workstations                        // workstations
	Sandra                              // sandra
	TurnPlayer                          // turn.player
	TurnShifts                          // turn.shifts
	TurnOther                           // turn.other
	TurnHeld                            // turn.held
	TurnFlags                           // turn.flags
	SupplyParts                         // supply.parts
	SupplyCars                          // supply.cars
	SupplyTokens                        // supply.tokens
	Warehouses                          // warehouses
	Pool                                // pool
	Assembly                            // assembly
	Upgrades                            // upgrades
	UpgradeOwners                       // upgrade_owners
	UpgradeValues                       // upgrade_values
	Conveyor                            // conveyor
	Pushing                             // pushing
	PaceCar                             // pace_car
	TestQueue                           // test_queue
	Parking                             // parking
	Display                             // display
	Stacks                              // stacks
	Demand                              // demand
	DemandStack                         // demand_stack
	FactoryGoals                        // factory_goals
	AwardStacks                         // award_stacks
	MeetingGoals                        // meeting_goals
	FinalGoal                           // final_goal
	KanbanRevealed                      // kanban_revealed
	Decks                               // decks
	HandGoals                           // hand.goals
	HandKanban                          // hand.kanban
	AwardChoice                         // award_choice
	RoomGoal                            // room_goal
	TrackRanks                          // track_ranks
	KanbanKnown                         // kanban_known
	KanbanHeld                          // kanban_held
	CentralKnown                        // central_known
	AwardKnown                          // award_known
	Solo                                // solo
	SoloDifficulty                      // solo.difficulty
	SoloColumn                          // solo.column
	SoloDecks                           // solo.decks
	SoloSelectionDrawn                  // solo.selection_drawn
	SoloSharedStack                     // solo.shared_stack
	SoloColleagueParts                  // solo.colleague_parts
)

const numTableSpans = 64

// The spans of a Colleague block, in order.
const (
	ColleaguePP          ColleagueSpan = iota // pp
	ColleagueTraining                         // training
	ColleagueTrackRanks                       // track_ranks
	ColleagueCertSection                      // cert_section
	ColleagueCertSpace                        // cert_space
	ColleagueWorkstation                      // workstation
	ColleaguePart                             // part
	ColleagueUpgraded                         // upgraded
	ColleagueCars                             // cars
)

const numColleagueSpans = 9

// The spans of a player block, in order.
const (
	PlayerPresent        PlayerSpan = iota // present
	PlayerExpertSide                       // expert_side
	PlayerPP                               // pp
	PlayerBankedShifts                     // banked_shifts
	PlayerBooks                            // books
	PlayerVouchers                         // vouchers
	PlayerSpeech                           // speech
	PlayerTraining                         // training
	PlayerCertifications                   // certifications
	PlayerCertSpace                        // cert_space
	PlayerParts                            // parts
	PlayerStorageSpaces                    // storage_spaces
	PlayerDesk                             // desk
	PlayerDeskSpaces                       // desk_spaces
	PlayerUpgraded                         // upgraded
	PlayerDoubleUpgrade                    // double_upgrade
	PlayerGarages                          // garages
	PlayerGarageUsed                       // garage_used
	PlayerAwards                           // awards
	PlayerFactoryGoals                     // factory_goals
	PlayerWorkstation                      // workstation
	PlayerLaidDown                         // laid_down
)

const numPlayerSpans = 22

// tableSpans are the table part's spans, by TableSpan.
var tableSpans = [numTableSpans]Span{
	NextKind:           {"next.kind", NumDecisionKinds},
	NextPlayer:         {"next.player", components.NumColors},
	NextDept:           {"next.dept", components.NumDepartments},
	NextSection:        {"next.section", 1},
	NextSpaces:         {"next.spaces", max(components.CertSpaces, components.Garages)},
	NextModel:          {"next.model", components.NumModels},
	NextAt:             {"next.at", ConveyorSpaces},
	NextTo:             {"next.to", ConveyorSpaces + 1},
	NextTiles:          {"next.tiles", 1},
	NextGoals:          {"next.goals", components.NumGoals},
	Day:                {"day", 1},
	Week:               {"week", components.WeekMax + 1},
	ProductionCycle:    {"production_cycle", components.CycleMax + 1},
	MeetingScheduled:   {"meeting_scheduled", 1},
	MeetingPasses:      {"meeting_passes", 1},
	CertOrder:          {"cert_order", components.NumColors * components.NumColors},
	Order:              {"order", OrderPlaces * (components.NumColors + 2)},
	Workstations:       {"workstations", NumWorkstations * components.NumColors},
	Sandra:             {"sandra", NumWorkstations + 1},
	TurnPlayer:         {"turn.player", components.NumColors},
	TurnShifts:         {"turn.shifts", 5},
	TurnOther:          {"turn.other", components.NumDepartments},
	TurnHeld:           {"turn.held", 3},
	TurnFlags:          {"turn.flags", 4},
	SupplyParts:        {"supply.parts", components.NumParts},
	SupplyCars:         {"supply.cars", components.NumModels},
	SupplyTokens:       {"supply.tokens", 2},
	Warehouses:         {"warehouses", components.NumParts},
	Pool:               {"pool", components.NumParts},
	Assembly:           {"assembly", components.NumModels * components.NumParts},
	Upgrades:           {"upgrades", components.NumModels * components.NumParts * components.NumParts},
	UpgradeOwners:      {"upgrade_owners", components.NumModels * components.NumParts * components.NumColors},
	UpgradeValues:      {"upgrade_values", components.NumParts * (UpgradeSpaces + 1)},
	Conveyor:           {"conveyor", ConveyorSpaces * components.NumModels},
	Pushing:            {"pushing", ConveyorSpaces},
	PaceCar:            {"pace_car", PaceSpaces},
	TestQueue:          {"test_queue", components.MaxQueue * components.NumModels},
	Parking:            {"parking", components.MaxQueue * components.NumModels},
	Display:            {"display", components.DisplayRows * components.DisplayColumns * DesignSize},
	Stacks:             {"stacks", components.DesignStacks * (DesignSize + 1)},
	Demand:             {"demand", components.DemandFaceUp * (components.NumModels + 1)},
	DemandStack:        {"demand_stack", 1},
	FactoryGoals:       {"factory_goals", components.FactoryGoalPlaces * (components.NumFactoryGoalKinds + 2)},
	AwardStacks:        {"award_stacks", components.NumDepartments * 2},
	MeetingGoals:       {"meeting_goals", GoalPlaces * GoalPlaceSize},
	FinalGoal:          {"final_goal", components.NumFinalGoals},
	KanbanRevealed:     {"kanban_revealed", components.NumKanbanCards},
	Decks:              {"decks", 3},
	HandGoals:          {"hand.goals", components.NumGoals},
	HandKanban:         {"hand.kanban", components.NumKanbanCards},
	AwardChoice:        {"award_choice", components.NumAwards},
	RoomGoal:           {"room_goal", components.NumGoals},
	TrackRanks:         {"track_ranks", components.NumDepartments * components.NumColors},
	KanbanKnown:        {"kanban_known", components.NumKanbanCards},
	KanbanHeld:         {"kanban_held", components.NumColors * components.NumKanbanCards},
	CentralKnown:       {"central_known", 2 * components.NumDesigns},
	AwardKnown:         {"award_known", components.NumDepartments * (components.NumAwards + 1)},
	Solo:               {"solo", 1},
	SoloDifficulty:     {"solo.difficulty", components.SoloDifficultyCards},
	SoloColumn:         {"solo.column", components.SoloColumn * components.SoloDepartmentCards},
	SoloDecks:          {"solo.decks", 2},
	SoloSelectionDrawn: {"solo.selection_drawn", components.SoloSelectionCards},
	SoloSharedStack:    {"solo.shared_stack", DesignSize + 1},
	SoloColleagueParts: {"solo.colleague_parts", components.NumParts},
}

// colleagueSpans are a Colleague block's spans, by ColleagueSpan.
var colleagueSpans = [numColleagueSpans]Span{
	ColleaguePP:          {"pp", 1},
	ColleagueTraining:    {"training", TrainingSize},
	ColleagueTrackRanks:  {"track_ranks", components.NumDepartments},
	ColleagueCertSection: {"cert_section", 1},
	ColleagueCertSpace:   {"cert_space", components.CertSpaces},
	ColleagueWorkstation: {"workstation", NumWorkstations},
	ColleaguePart:        {"part", components.NumParts},
	ColleagueUpgraded:    {"upgraded", components.NumDesigns},
	ColleagueCars:        {"cars", components.NumModels},
}

// playerSpans are a player block's spans, by PlayerSpan.
var playerSpans = [numPlayerSpans]Span{
	PlayerPresent:        {"present", 1},
	PlayerExpertSide:     {"expert_side", 1},
	PlayerPP:             {"pp", 1},
	PlayerBankedShifts:   {"banked_shifts", 1},
	PlayerBooks:          {"books", 1},
	PlayerVouchers:       {"vouchers", 1},
	PlayerSpeech:         {"speech", 5},
	PlayerTraining:       {"training", components.NumDepartments * (components.TrackExpert + 1)},
	PlayerCertifications: {"certifications", 1},
	PlayerCertSpace:      {"cert_space", components.CertSpaces},
	PlayerParts:          {"parts", components.NumParts},
	PlayerStorageSpaces:  {"storage_spaces", 1},
	PlayerDesk:           {"desk", components.NumDesigns},
	PlayerDeskSpaces:     {"desk_spaces", 1},
	PlayerUpgraded:       {"upgraded", components.NumDesigns},
	PlayerDoubleUpgrade:  {"double_upgrade", components.NumDesigns},
	PlayerGarages:        {"garages", components.Garages * components.NumModels},
	PlayerGarageUsed:     {"garage_used", components.Garages},
	PlayerAwards:         {"awards", components.NumDepartments * components.NumAwards},
	PlayerFactoryGoals:   {"factory_goals", components.FactoryGoalPlaces},
	PlayerWorkstation:    {"workstation", NumWorkstations},
	PlayerLaidDown:       {"laid_down", 1},
}
