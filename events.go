package kanban

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/input"
)

// Event is one thing that happened in a game: a fact that Evolve folds into
// the state. Decide turns an action into events; everything automatic that
// the action triggers (Sandra's turn, the end of the week, the next day's
// selection) is in the same list.
//
// Like Action, Event is one struct with a Kind; each kind uses only some of
// the payload fields (its JSON form lists just those). The envelope — Seq,
// Action, Kind and Player — is always there.
type Event struct {
	// Seq is the event's number in the game, from 1: the state's version
	// once the event is folded in.
	Seq uint32
	// Action is the index (from 0) of the action that caused the event, or
	// -1 for the setup event of New.
	Action int32
	Kind   EventKind // what happened, and so which payload fields the event uses
	// Player is the player the event is about, or NoColor.
	Player Color

	Dept        Department      // a department: trained in, certified in, named, looked through
	Part        Part            // a part taken, provided, recycled for or upgraded with
	Give        Part            // a part given to the Recycling pool
	From        PartSource      // where a provided or upgrading part came from
	Model       Model           // a car model
	Card        int8            // a card by number: a Kanban Order card, or a Colleague's card in solo
	Double      bool            // whether an upgrade was the Double Upgrade
	Decision    DecisionKind    // the kind of choice a pending choice raises
	Placement   KanbanPlacement // how a Kanban Order card was laid
	To          ConveyorSpace   // the conveyor space a car went to
	Goal        GoalCard        // a Performance Goal card played, chosen, drawn or dealt
	On          GoalCard        // the face-up goal a Speech token went on
	Category    ScoreCategory   // what final scoring gave PP for
	Workstation Workstation     // a workstation taken or worked on
	Source      DesignSource    // where a Design was taken from, or a stack
	Award       Award           // a kind of Award tile
	Space       int8            // a space, a place or an index, as the kind says
	N           int16           // a number, as the kind says: parts, Shifts, PP, a day, a week
	Design      DesignTile      // a Design tile
	Gain        Benefit         // a benefit gained or credited
	Pending     bool            // whether a gain waits for the end of the turn (R-WRK-3)
	// List is an ordered outcome, such as the order a shuffle gave: a
	// value of fixed size, so that events carrying one allocate nothing.
	List List
	// RNG is the random generator's state after an event that drew from it,
	// so that Replay never runs the generator (R-SET-2).
	RNG GeneratorState
	// Top is what a Design stack shows after the event: the new top of the
	// stack a Design was taken from, or of the Central stack after it gave
	// or took tiles; NoDesign when the stack is empty (R-DES-7).
	Top DesignTile
	// Act is the action, for the acted event that opens the events of each
	// action (R-ENG-5); its Version is always 0.
	Act Action
	// Setup is the setup event's payload.
	Setup *Setup
}

// EventKind says what an Event records.
type EventKind uint8

// The event kinds.
const (
	_ EventKind = iota
	// EvStarted: a game was set up (R-SET); Setup holds the configuration
	// and every random outcome.
	EvStarted
	// EvCertSpaceTaken: Player's Certification marker went to Space of the
	// section matching their certifications (R-SET-14, R-TRN-3).
	EvCertSpaceTaken
	// EvGained: Player gained Gain; with Pending, its Books, Vouchers and
	// Banked Shifts wait for the end of the turn (R-WRK-3). Speech tokens
	// follow R-SPK-2.
	EvGained
	// EvPicksStarted: orientation's part-and-Design round began, in
	// Certification-track order (R-SET-14).
	EvPicksStarted
	// EvPartTaken: Player took N parts of type Part from its warehouse.
	EvPartTaken
	// EvDesignTaken: Player took Design from Source to their desk; Top is
	// the stack's new top when Source is a stack (R-DES-7), NoDesign when
	// it is the display.
	EvDesignTaken
	// EvDisplayRefilled: the Design display slid and refilled (R-DES-5);
	// List is the display after it, row by row from the stacks outward
	// (255 for an empty space), then the tops of the Central, top and
	// bottom First Office stacks (255 for none).
	EvDisplayRefilled
	// EvDayStarted: day N began with Department Selection (R-DAY-1).
	EvDayStarted
	// EvWorkstationChosen: Player placed their worker on Workstation (R-SEL).
	EvWorkstationChosen
	// EvSandraMoved: Sandra took Workstation, or her desk when it is
	// NoWorkstation (R-SEL-4).
	EvSandraMoved
	// EvWorkingStarted: the Working phase began (R-WRK-1).
	EvWorkingStarted
	// EvTurnStarted: Player's turn on Workstation began with N Shifts.
	EvTurnStarted
	// EvBankedShiftSpent: Player took 1 Banked Shift to work (R-WRK-8).
	EvBankedShiftSpent
	// EvDepartmentNamed: Player, working in Administration, named Dept as
	// their other department for the turn (R-ADM-1).
	EvDepartmentNamed
	// EvTrained: Player spent 1 Shift and their disc on Dept's track went to
	// Space (R-TRN-1).
	EvTrained
	// EvHomework: Player returned 1 Book and their disc on Dept's track went
	// to Space (R-TRN-2).
	EvHomework
	// EvCertified: Player is certified in Dept; its Lock is off (R-TRN-3).
	EvCertified
	// EvFactoryGoalReached: Player took a token from the Factory Goal tile
	// in place Space (R-FG-1).
	EvFactoryGoalReached
	// EvExpert: Player reached the end of Dept's track (R-TRN-4).
	EvExpert
	// EvAwardTokenTaken: Player, first Expert of Dept, took the token of its
	// Award stack (R-TRN-4).
	EvAwardTokenTaken
	// EvAwardKept: Player kept an Award tile of kind Award from Dept's stack
	// (R-TRN-4).
	EvAwardKept
	// EvRecycled: Player gave a Give part to the Recycling pool and took a
	// Part (R-WRK-6).
	EvRecycled
	// EvDemandReplaced: the face-up Demand tiles with no tokens left, each
	// replaced by the tile turned up before it (EvDemandTileTurned), were
	// shuffled into the Demand stack; List is the stack afterwards, top
	// first (R-ASM-6).
	EvDemandReplaced
	// EvCredited: Player's held gains (Gain) were credited at the end of
	// their turn, as far as supplies allow (R-WRK-10, R-WRK-11).
	EvCredited
	// EvTurnEnded: Player laid their worker down (R-WRK-10).
	EvTurnEnded
	// EvSandraTurn: Sandra's turn on Workstation (her desk when it is
	// NoWorkstation) began (R-SAN-1).
	EvSandraTurn
	// EvSandraEvaluated: Sandra's evaluation changed Player's PP by N
	// (R-SAN-2, R-SAN-3).
	EvSandraEvaluated
	// EvPaceCarAdvanced: the Pace Car moved to Space (R-RND-2, R-SAN-4).
	EvPaceCarAdvanced
	// EvMeetingScheduled: a Meeting will be held at the end of the day.
	EvMeetingScheduled
	// EvAssemblyCleared: Sandra returned every part on the assembly spaces
	// to the supply (R-SAN-4).
	EvAssemblyCleared
	// EvWarehousesStripped: Sandra left at most 1 part in each warehouse
	// (R-SAN-4).
	EvWarehousesStripped
	// EvDesignsReturned: Sandra put the Designs in List, in that order, at
	// the bottom of the Central stack; Top is its top afterwards (R-SAN-4).
	EvDesignsReturned
	// EvGenericExchanged: Player exchanged a Generic Speech token kept beside
	// the board for one of their own onto an empty Speech space (R-MTG-7).
	EvGenericExchanged
	// EvWeekScored: end-of-week scoring gave Player N PP (R-WK-1).
	EvWeekScored
	// EvWeekAdvanced: the Week marker moved to N (R-WK-2).
	EvWeekAdvanced
	// EvDayEnded: day N ended (R-DAY-1).
	EvDayEnded
	// EvChoicePending: Player must make a Decision before play goes on:
	// about Dept for a certification space or an Award tile; List is the
	// push chain so far for a conveyor branch (R-ENG-2).
	EvChoicePending
	// EvShiftsSpent: Player spent N Shifts on a task or training (R-WRK-2).
	EvShiftsSpent
	// EvStackReplaced: the emptied First Office stack Source took the top of
	// the Central stack; Top is the Central stack's new top (R-DES-4).
	EvStackReplaced
	// EvKanbanIssued: Player laid Kanban Order card Card in Placement;
	// List holds the parts that moved from the supply to their warehouses;
	// the card went to the bottom of the deck (R-LOG-1).
	EvKanbanIssued
	// EvKanbanDrawn: Player drew Kanban Order card Card (R-LOG-1).
	EvKanbanDrawn
	// EvVoucherRequested: Player used the once-a-turn Voucher action
	// (R-LOG-3); the Voucher follows as a gain.
	EvVoucherRequested
	// EvModelsCleared: the parts of the models in List, whose assembly
	// spaces were all filled, went back to the supply (R-ASM-1).
	EvModelsCleared
	// EvPartProvided: Player put a Part, taken From storage, a Voucher or
	// the Recycling pool (giving Give), on an assembly space of Model
	// (R-ASM-2).
	EvPartProvided
	// EvBranchTaken: Player sent the pushed car to conveyor space To, or off
	// the line (R-ASM-3).
	EvBranchTaken
	// EvConveyorAdvanced: the cars on the conveyor spaces in List each moved
	// one place along the chain, the last to To, or off the line when To is
	// ExitSpace (R-ASM-3, R-ASM-4).
	EvConveyorAdvanced
	// EvDemandTokenTaken: Player took the token of the face-up Demand tile
	// in place Space (R-ASM-4).
	EvDemandTokenTaken
	// EvCarTested: the Model car that left the line joined the Test track
	// behind the last car (R-ASM-4).
	EvCarTested
	// EvCarReturned: the car right behind the Pace Car went back to the
	// supply (R-ASM-5).
	EvCarReturned
	// EvCarStarted: a new Model car from the supply started on its colour
	// space (R-ASM-3).
	EvCarStarted
	// EvCarsClaimed: Player claimed cars: List names, for each car behind
	// the Pace Car, the Design that paid for it, or 255; the Designs went to
	// the bottom of the Central stack (R-RND-1).
	EvCarsClaimed
	// EvCarParked: Player parked a Model car in garage Space and flipped its
	// tile (R-RND-3).
	EvCarParked
	// EvPadlockTaken: Player took Gain from the padlocked garage (R-RND-7).
	EvPadlockTaken
	// EvDesignUpgraded: Player upgraded Design on upgrade space Space of its
	// model with a Part taken From storage, a Voucher or the Recycling pool
	// (giving Give); Double for the Double Upgrade (R-RND-4, R-RND-6).
	EvDesignUpgraded
	// EvMeetingStarted: a Meeting began; turns go in Certification-track
	// order (R-MTG-1, R-MTG-2).
	EvMeetingStarted
	// EvSpoke: Player spoke: played Goal from hand face up (or NoGoal),
	// and/or placed an own Speech token on icon Space of the face-up goal On
	// (or NoGoal) and scored N PP (R-MTG-3).
	EvSpoke
	// EvPassed: Player passed (R-MTG-2, R-MTG-4).
	EvPassed
	// EvTokensReturned: the Speech tokens placed in the Meeting went beside
	// their owners' boards (R-MTG-5).
	EvTokensReturned
	// EvGoalsDiscarded: the face-up goals were discarded; the players
	// choose a goal for the meeting room (R-MTG-5, R-MTG-9).
	EvGoalsDiscarded
	// EvGoalChosen: Player put Goal face down for the meeting room; only
	// they see which until all have chosen (R-MTG-9, R-ENG-3).
	EvGoalChosen
	// EvGoalsRevealed: the face-down goals were revealed and placed in the
	// meeting room in Certification-track order; List is the meeting room
	// afterwards, by place (255 for a place still empty) (R-MTG-9).
	EvGoalsRevealed
	// EvGoalDeckReshuffled: the empty Performance Goal deck was made again
	// from the discards; List is its new order, top first (R-MTG-8).
	EvGoalDeckReshuffled
	// EvRoomGoalDealt: the deck's top card, Goal, filled meeting-room place
	// Space (R-MTG-9).
	EvRoomGoalDealt
	// EvGoalDrawn: Player drew Goal (R-MTG-5).
	EvGoalDrawn
	// EvMeetingEnded: the Meeting ended; the Production Cycle marker is on
	// N (R-MTG-6).
	EvMeetingEnded
	// EvFinalGoalClaimed: Player spent a Speech token on achievement Space of
	// the Final Goal tile for N PP (R-FIN-1).
	EvFinalGoalClaimed
	// EvFinalScored: final scoring gave Player N PP for Category (R-FIN).
	EvFinalScored
	// EvGameEnded: the game is over (R-END-1).
	EvGameEnded
	// EvDemandTileTurned: the top of the Demand stack, the tile of Model,
	// was turned face up in place Space, over a tile with no tokens left
	// (R-ASM-6).
	EvDemandTileTurned
	// EvActed: Player took the action Act; the N events after it are what
	// it caused. Every action's events open with it, so that a log holds
	// the actions behind it and Replay can check them (R-ENG-5).
	EvActed
	// EvColleagueSpotTaken: the Colleague Player put his Certification
	// marker on starting spot Space (R-SOLO-3).
	EvColleagueSpotTaken
	// EvColumnDrawn: department card Card was drawn into the column, below
	// the cards there, or set aside if it is the reshuffle card (R-SOLO-11).
	EvColumnDrawn
	// EvDepartmentDeckRebuilt: every department card not in the column was
	// shuffled into a new deck; List is its order, top first (R-SOLO-11).
	EvDepartmentDeckRebuilt
	// EvSelectionReshuffled: the empty selection deck was made again from
	// all its cards; List is its order, top first (R-SOLO-12).
	EvSelectionReshuffled
	// EvSelectionDrawn: the Colleague Player drew selection card Card;
	// Part is his part (R-SOLO-14).
	EvSelectionDrawn
	// EvColleagueSelected: the Colleague Player took the column card in
	// place Space (0 the top) and placed his worker on Workstation
	// (R-SOLO-14).
	EvColleagueSelected
	// EvColleagueTurn: the Colleague Player's working turn on Workstation
	// began (R-SOLO-25).
	EvColleagueTurn
	// EvColleagueTrained: the Colleague Player's disc on Dept's track went to Space (R-SOLO-15).
	EvColleagueTrained
	// EvColleagueCertified: the Colleague Player, certified in Dept, put his Certification marker on Space of his new section (R-SOLO-15).
	EvColleagueCertified
	// EvColleagueExpert: the Colleague Player, first Expert of Dept, took its Award stack's Generic Speech token (R-SOLO-15).
	EvColleagueExpert
	// EvColleagueScored: the Colleague Player scored N PP (R-SOLO-19).
	EvColleagueScored
	// EvOvertime: Player lost a Banked Shift because a Colleague's disc on Dept's track could not move (R-DIFF-7).
	EvOvertime
	// EvSharedStackTurned: the shared stack's top Design, which could not be upgraded, went to its bottom (R-SOLO-20).
	EvSharedStackTurned
	// EvColleagueUpgraded: the Colleague Player upgraded the shared stack's top Design with a Part from the supply on upgrade space Space (R-SOLO-20).
	EvColleagueUpgraded
	// EvColleagueClaimed: the Colleague Player claimed the Model car in place Space of the queue, front 0 (R-SOLO-20).
	EvColleagueClaimed
	// EvColleagueProvided: the Colleague Player put a Part from the supply on an assembly space of Model (R-SOLO-21).
	EvColleagueProvided
	// EvColleagueKanban: the Colleague Player laid the Kanban deck's top card Card in Placement; List holds the parts that moved to their warehouses; the card went under the deck (R-SOLO-22).
	EvColleagueKanban
	// EvColleagueCollected: the Colleague Player emptied the Part warehouse of its N parts: one to the Colleague parts, the rest to the supply (R-SOLO-22).
	EvColleagueCollected
	// EvColleaguePartReturned: a Part of the Colleague parts, the 7th, went back to the supply (R-SOLO-22).
	EvColleaguePartReturned
	// EvColleagueDesignTaken: the Colleague Player took Design from Source: to the bottom of the shared stack if it shows a part, else to the bottom of the Central stack; Top is the source stack's new top, NoDesign for the display (R-SOLO-23).
	EvColleagueDesignTaken
	// EvColleaguesRecycled: the Colleagues gave a Give part of the Colleague parts to the Recycling pool and took a Part (R-SOLO-26).
	EvColleaguesRecycled
	// EvColleaguesWeekEnded: the Colleagues' Upgraded Designs left the game after their End-of-Week scoring (R-SOLO-29).
	EvColleaguesWeekEnded
	// EvFired: Player, at 0 PP, was fired: the game ends and they lose (R-SOLO-32, R-DIFF-9).
	EvFired
	// EvColleagueSpoke: the Colleague Player put a Generic Speech token on icon Space of the meeting-room goal On and scored N PP (R-SOLO-30).
	EvColleagueSpoke
	// EvRoomShuffled: the 4 meeting-room goals were shuffled into places 1-4; List is the meeting room afterwards (R-SOLO-31).
	EvRoomShuffled
	// EvColleagueFinalScored: final scoring gave the Colleague Player N PP for Category (R-SOLO-33).
	EvColleagueFinalScored

	numEventKinds
)

// Setup is the payload of the setup event: the configuration and every
// random outcome of setup (R-SET-2), so that a replay rebuilds the same
// table without the random generator. Decks and stacks are listed from the
// top down.
//
// The host's setup event holds it whole, and only that one replays. A
// player's copy (Event.For) is Hidden: the seed, the generator state, the
// deck and stack orders and the face-down tiles are left out — absent from
// its JSON — and Table shows what the table shows instead, with the
// player's own starting hand.
type Setup struct {
	// Schema is the version of the wire format the log is written in
	// (SchemaVersion).
	Schema int `json:"schema"`
	// Rules is the version of the rules and component data the game was
	// dealt under (components.Version).
	Rules string `json:"rules"`
	// Config is the configuration; in a player's copy its Seed is left out.
	Config Config `json:"config"`
	// Hidden marks a player's copy.
	Hidden bool `json:"hidden,omitempty"`
	// GoalDeck and KanbanDeck are the shuffled decks before dealing (R-SET-16).
	GoalDeck   []int `json:"goal_deck,omitempty"`
	KanbanDeck []int `json:"kanban_deck,omitempty"` // card numbers, top first
	// Pool is the Recycling pool (R-SET-3).
	Pool []Part `json:"pool"`
	// FactoryGoals are the drawn tiles, by index in components.FactoryGoals,
	// in place order: the easier then the harder of each kind (R-SET-4).
	FactoryGoals []int `json:"factory_goals"`
	// Designs is the shuffled Design tiles: the top display row from the
	// stacks outward, the bottom row, then the Central, top and bottom First
	// Office stacks, each from the top down (R-SET-7).
	Designs []int `json:"designs,omitempty"`
	// Demand is the shuffled Demand tiles: the two face up, then the stack
	// from the top down (R-SET-10).
	Demand []int `json:"demand,omitempty"`
	// FinalGoal is the Final Goal tile (R-SET-11).
	FinalGoal int `json:"final_goal"`
	// Awards are the face-down Award tiles above each training track
	// (R-SET-12).
	Awards [][]Award `json:"awards,omitempty"`
	// FirstPlayer begins orientation (R-SET-14).
	FirstPlayer Color `json:"first_player"`
	// RNG is the generator's state after setup.
	RNG GeneratorState `json:"rng,omitzero"`
	// Solo is the solo mode's setup, in a solo game only (R-SOLO-8).
	Solo *SoloSetup `json:"solo,omitempty"`
	// Table is what the table shows after setup, in a player's copy only.
	Table *SetupTable `json:"table,omitempty"`
}

// SetupTable is what every player sees of the table once it is set up,
// and the starting hand of the player a copy of the setup event is for.
type SetupTable struct {
	// Display is the Design display by row, each from the stacks outward
	// (R-SET-7).
	Display [components.DisplayRows][components.DisplayColumns]DesignTile `json:"display"`
	// StackTops are the top tiles of the Central, top and bottom First
	// Office stacks (R-DES-7).
	StackTops [components.DesignStacks]DesignTile `json:"stack_tops"`
	// Demand are the face-up Demand tiles with their Speech tokens
	// (R-SET-10).
	Demand [components.DemandFaceUp]DemandTile `json:"demand"`
	// KanbanCard is the Kanban Order card revealed at setup (R-SET-9).
	KanbanCard int `json:"kanban_card"`
	// MeetingRoom are the goals revealed for the meeting room (R-SET-11).
	MeetingRoom [components.MeetingRoomPlaces]int `json:"meeting_room"`
	// AwardStacks counts the face-down Award tiles above each training
	// track (R-SET-12).
	AwardStacks [components.NumDepartments]int `json:"award_stacks"`
	// Hand is the starting hand of the player the copy is for; it is
	// absent from a spectator's copy.
	Hand *Hand `json:"hand,omitempty"`
}

// GeneratorState is the state of the game's random generator, written in
// JSON and the notation as 32 hexadecimal digits. Events carry it so that a
// replay restores the generator without running it; a host that shows events
// to players should not show it, since it foretells later shuffles.
type GeneratorState [2]uint64

// MarshalText encodes the state as 32 hexadecimal digits.
func (g GeneratorState) MarshalText() ([]byte, error) {
	return fmt.Appendf(nil, "%016x%016x", g[0], g[1]), nil
}

// UnmarshalText decodes a state written by MarshalText: 32 lower-case
// hexadecimal digits.
func (g *GeneratorState) UnmarshalText(b []byte) error {
	raw, err := hex.DecodeString(string(b))
	if err != nil || len(raw) != 16 || hex.EncodeToString(raw) != string(b) {
		return fmt.Errorf("kanban: bad generator state %s", input.Quote(b))
	}
	*g = GeneratorState{binary.BigEndian.Uint64(raw), binary.BigEndian.Uint64(raw[8:])}
	return nil
}
