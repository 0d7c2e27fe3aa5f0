package kanban

import (
	"encoding/json"

	"github.com/kanbanev/kanban/components"
)

// View is what one player may see of a game (R-ENG-3): the whole table, their
// own hand and face-down choices, what the table saw go into the hidden
// orders (KanbanKnown, KanbanHeld, CentralKnown, AwardStack.Known), and
// nothing hidden from them — no other hand, no deck order, no unseen Award
// tile, no generator state. It is a
// plain value with a JSON form, ready to send to a frontend, and it holds
// what the rules derive from the table as well — the orders of play, what
// the turn has used, the Locks, the benefit printed on each space, what a
// goal would score — so that a frontend shows the game without applying a
// rule itself. Its lists are new slices, empty rather than nil.
//
// A View is the table after the events folded so far; Event.For tells what
// just happened. Version is the sequence number (Event.Seq) of the last
// event folded in, so a host that sends a player, after each action, the
// action's events through For and then the View pairs them: the client
// shows the events up to Version as the news and the View as the table
// they left.
type View struct {
	// Version is the number of events folded into the state: the Seq of
	// the last one.
	Version uint32 `json:"version"`
	// Viewer is the player the view is for.
	Viewer Color    `json:"viewer"`
	Next   Decision `json:"next"` // what the game waits for (GameState.Next)
	// Edition is the printed contents the game is played with, which a
	// frontend reads the cards' and tiles' values from (Edition.Contents):
	// the zero Edition, left out of the JSON, is the built-in one.
	Edition Edition `json:"edition,omitzero"`

	Day              int  `json:"day"`               // the day, from 1; 0 during orientation
	Week             int  `json:"week"`              // the Week marker's space
	ProductionCycle  int  `json:"production_cycle"`  // the Production Cycle marker's space
	MeetingScheduled bool `json:"meeting_scheduled"` // a Meeting ends the day (R-RND-2)

	// CertOrder lists the players in Certification-track order, the first
	// first (R-CERT-3): the order of orientation's picks (R-SET-14), of
	// day-1 Department Selection (R-SEL-2) and of Meetings and what
	// follows them (R-MTG-2, R-MTG-5). A player whose marker is not on the
	// track yet is left out.
	CertOrder []Color `json:"cert_order"`
	// TrackOrders lists, for each department, the players who have moved on
	// its training track, the most advanced first: on a shared space the
	// disc on top, the later arrival, is ahead (GameState.TrackOrder,
	// R-TRN-1, R-FIN-4).
	TrackOrders [components.NumDepartments][]Color `json:"track_orders"`
	// Order lists, while players choose one after another — orientation's
	// starting spots and picks (R-SET-14), Department Selection (R-SEL-2,
	// R-SEL-3), the goals put face down after a Meeting (R-MTG-9) — who
	// chooses in which order and who has chosen. It is empty in the other
	// phases: working turns go in workstation order (Workstations), a
	// Meeting's turns in CertOrder, repeating (R-MTG-2).
	Order []Chooser `json:"order"`
	// MeetingPasses is the number of passes in a row in the Meeting under
	// way; its speaking ends when they reach the number of players
	// (R-MTG-4). It is 0 outside a Meeting.
	MeetingPasses int `json:"meeting_passes"`

	Players []PlayerBoard `json:"players"` // every player's board, in seating order
	// Workstations holds the colour of the worker on each workstation, or
	// NoColor ("none").
	Workstations [NumWorkstations]Color                          `json:"workstations"`
	Sandra       Workstation                                     `json:"sandra"`         // Sandra's workstation, or NoWorkstation at her desk
	Turn         TurnInfo                                        `json:"turn"`           // the working turn in progress
	Supply       Supply                                          `json:"supply"`         // the general supply
	Warehouses   [components.NumParts]int                        `json:"warehouses"`     // the parts in each Logistics warehouse
	Pool         []Part                                          `json:"recycling_pool"` // the Recycling pool, in part order
	Assembly     [components.NumModels][]Part                    `json:"assembly"`       // the parts on each model's assembly spaces
	Upgrades     [components.NumModels][components.NumParts]Part `json:"upgrades"`       // the part on each upgrade space, or NoPart
	// UpgradeOwners holds the player who put the part on each upgrade
	// space, or NoColor (GameState.UpgradeOwners).
	UpgradeOwners [components.NumModels][components.NumParts]Color `json:"upgrade_owners"`
	Values        [components.NumParts]UpgradeMarker               `json:"upgrade_values"` // each part type's marker on the Upgrade Value track
	Conveyor      [components.NumConveyorSpaces]Model              `json:"conveyor"`       // the car on each conveyor space, or NoModel
	PaceCar       int                                              `json:"pace_car"`       // the Pace Car's space on the Test track
	// TestTrack is the Test track's layout for the game's player count: its
	// spaces, the striped ones and the most cars behind the Pace Car
	// (R-SET-17).
	TestTrack    components.TestTrack                                          `json:"test_track"`
	TestQueue    []Model                                                       `json:"test_queue"`    // the cars behind the Pace Car, the first first
	Display      [components.DisplayRows][components.DisplayColumns]DesignTile `json:"display"`       // the Design display, by row and column from the stacks
	Stacks       [components.DesignStacks]StackTop                             `json:"stacks"`        // the Central, top and bottom First Office stacks
	Demand       [components.DemandFaceUp]DemandTile                           `json:"demand"`        // the face-up Demand tiles
	DemandStack  int                                                           `json:"demand_stack"`  // the tiles in the face-down Demand stack
	FactoryGoals [components.FactoryGoalPlaces]FactoryGoalTile                 `json:"factory_goals"` // the Factory Goal tiles, in place order
	AwardStacks  [components.NumDepartments]AwardStack                         `json:"award_stacks"`  // the Award stack above each track
	MeetingRoom  [components.MeetingRoomPlaces]int                             `json:"meeting_room"`  // the goals in the meeting room by number, or -1
	// MeetingGoals are the face-up goals with their Speech tokens, what
	// each counts, and what it would give the viewer.
	MeetingGoals []GoalView `json:"meeting_goals"`
	// Pushing is the conveyor space of the car waiting for a branch choice
	// (R-ASM-3), or ExitSpace when none is.
	Pushing ConveyorSpace `json:"pushing"`
	// Parking lists the claimed cars waiting for a garage, the next first
	// (R-RND-3).
	Parking   []Model `json:"parking"`
	FinalGoal int     `json:"final_goal"` // the Final Goal tile, by number in components.FinalGoals
	// KanbanRevealed is the Kanban Order card revealed at setup, by number
	// in components.KanbanCards (R-SET-9).
	KanbanRevealed int `json:"kanban_revealed"`
	KanbanDeck     int `json:"kanban_deck"` // the cards left in the Kanban Order deck
	// KanbanKnown lists the bottom part of the Kanban Order deck that the
	// table saw go in, in the order it will be drawn: the card revealed at
	// setup (R-SET-9) and each card issued since (R-LOG-1), as far as none
	// has been drawn yet. The cards above it are in an order nobody knows.
	KanbanKnown []int `json:"kanban_known"`
	// KanbanHeld lists, for each player in seating order, the Kanban Order
	// cards the table knows they hold: those they drew from KanbanKnown.
	KanbanHeld [][]int `json:"kanban_held"`
	// CentralKnown lists the Designs below the Central stack's top that
	// the table saw go under it (claimed Designs, R-RND-9; those Sandra
	// returns, R-SAN-4; a Colleague's blank Design, R-SOLO-23), in groups,
	// the group nearest the top first: a group of one tile has a known
	// place; a larger one, Sandra's return, is a set in an order nobody
	// saw, its tiles listed in tile order. The tiles above them are in an
	// order nobody knows.
	CentralKnown [][]DesignTile `json:"central_known"`
	GoalDeck     int            `json:"goal_deck"`     // the cards left in the Performance Goal deck
	GoalDiscards int            `json:"goal_discards"` // the cards in the goal discard pile
	// DiscardedGoals lists the goal discard pile, the first discarded
	// first: every goal in it was face up when discarded (R-MTG-5).
	DiscardedGoals []GoalCard `json:"discarded_goals"`

	// Hand is the viewer's own hand.
	Hand Hand `json:"hand"`
	// AwardChoice lists the Award tiles the viewer is looking through when
	// they must keep one (R-TRN-4).
	AwardChoice []Award `json:"award_choice,omitempty"`
	// RoomGoal is the goal the viewer has put face down for the meeting room
	// while others still choose, or NoGoal (R-MTG-9).
	RoomGoal GoalCard `json:"room_goal"`

	// The benefits printed on the board (components): on each space of the
	// Certification track, the starting section first (R-CERT-1); on each
	// upgrade space (R-RND-4); between the spaces of each display column,
	// from the stacks (R-DES-3). The garages' are on each PlayerBoard.
	CertBenefits    [components.CertSections + 1][components.CertSpaces]Benefit `json:"cert_benefits"`
	UpgradeBenefits [components.NumModels][components.NumParts]Benefit          `json:"upgrade_benefits"` // on each upgrade space
	ColumnBonus     [components.DisplayColumns]Benefit                          `json:"column_bonus"`     // between the spaces of each display column

	// SandraNext is where Sandra evaluates next (her department and
	// workstation, and on which day) and what her evaluation there would
	// do to each player now: whom she would evaluate, their count of her
	// measure, and the PP it would cost or give them (GameState.SandraNext,
	// R-SEL-4, R-SAN-2, R-SAN-3). It is zero (Day 0), and left out of the
	// JSON, once the game is over.
	SandraNext SandraForecast `json:"sandra_next,omitzero"`

	// Solo is the solo mode's table (GameState.Solo), in a solo game only.
	Solo *SoloView `json:"solo,omitempty"`
}

// Chooser is one place in the order of choosing (View.Order).
type Chooser struct {
	// Player is the player who chooses here, or NoColor when Sandra does:
	// she takes her place in Department Selection from day 2 (R-SEL-4).
	Player Color `json:"player"`
	Sandra bool  `json:"sandra,omitempty"` // whether Sandra chooses here
	// Chosen reports whether they have chosen already.
	Chosen bool `json:"chosen"`
}

// UpgradeMarker is a part type's marker on the Upgrade Value track.
type UpgradeMarker struct {
	Space   int  `json:"space"`             // the marker's space on the track
	Value   int  `json:"value"`             // the value the space gives (components.UpgradeValues)
	Doubled bool `json:"doubled,omitempty"` // whether the marker is flipped: the part type was double-upgraded (R-RND-6)
}

// StackTop is a Design stack as players see it: its top tile and size
// (R-DES-7).
type StackTop struct {
	Top  DesignTile `json:"top"`  // the top tile, or NoDesign when the stack is empty
	Size int        `json:"size"` // the number of tiles in the stack
}

// AwardStack is an Award stack as players see it: how many tiles lie face
// down, and whether its Generic Speech token is there.
type AwardStack struct {
	Tiles int  `json:"tiles"` // the face-down tiles
	Token bool `json:"token"` // whether the Generic Speech token is still there
	// Seen reports whether the viewer looked through the stack on keeping
	// a tile (R-TRN-4); it changes only in public afterwards, so the
	// viewer knows its tiles.
	Seen bool `json:"seen,omitempty"`
	// Known lists the stack's tiles, in tile order, when Seen holds.
	Known []Award `json:"known,omitzero"`
}

// View returns what the player of colour p may see (R-ENG-3). For a colour
// not in the game it returns the public table with no hand.
func (s GameState) View(p Color) View {
	v := View{
		Version:          s.version,
		Viewer:           p,
		Next:             s.Next(),
		Edition:          s.edition,
		Day:              s.Day(),
		Week:             s.Week(),
		ProductionCycle:  s.ProductionCycle(),
		MeetingScheduled: s.meeting,
		Workstations:     s.Workstations(),
		Sandra:           s.Sandra(),
		Turn:             s.Turn(),
		Supply:           s.Supply(),
		Warehouses:       s.Warehouses(),
		Pool:             s.RecyclingPool(),
		Upgrades:         s.UpgradeSpaces(),
		UpgradeOwners:    s.UpgradeOwners(),
		CertOrder:        s.CertOrder(),
		KanbanRevealed:   s.KanbanRevealed(),
		UpgradeBenefits:  s.ed().UpgradeSpaces,
		ColumnBonus:      s.ed().ColumnBonus,
		Conveyor:         s.Conveyor(),
		Display:          s.Display(),
		FactoryGoals:     s.FactoryGoals(),
		MeetingRoom:      s.MeetingRoom(),
		FinalGoal:        s.FinalGoal(),
		Hand:             s.Hand(p),
	}
	for _, c := range s.Players() {
		b, _ := s.Player(c)
		v.Players = append(v.Players, b)
	}
	for m, set := range s.board.assembly {
		v.Assembly[m] = set.parts()
	}
	for part := range Part(components.NumParts) {
		sp, val, doubled := s.UpgradeValue(part)
		v.Values[part] = UpgradeMarker{Space: sp, Value: val, Doubled: doubled}
	}
	v.PaceCar, v.TestQueue = s.TestTrack()
	v.TestTrack = s.ed().TestTracks[s.tablePlayers()]
	if v.TestQueue == nil {
		v.TestQueue = []Model{}
	}
	for i := range v.Stacks {
		top, size := s.DesignStack(CentralStack + DesignSource(i))
		v.Stacks[i] = StackTop{Top: top, Size: size}
	}
	v.Demand, v.DemandStack = s.Demand()
	for d := range Department(components.NumDepartments) {
		tiles, token := s.AwardStack(d)
		v.AwardStacks[d] = AwardStack{Tiles: tiles, Token: token}
		v.AwardStacks[d].Known, v.AwardStacks[d].Seen = s.awardsKnown(s.seatOf(p), d)
	}
	v.KanbanKnown, v.CentralKnown = s.knownKanban(), s.centralGroups()
	v.KanbanHeld = [][]int{}
	for seat := range int8(s.nPlayers) {
		v.KanbanHeld = append(v.KanbanHeld, s.heldKanban(seat))
	}
	v.KanbanDeck, v.GoalDeck, v.GoalDiscards = s.Decks()
	for d := range v.TrackOrders {
		if v.TrackOrders[d] = s.TrackOrder(Department(d)); v.TrackOrders[d] == nil {
			v.TrackOrders[d] = []Color{}
		}
	}
	v.DiscardedGoals = []GoalCard{}
	for _, g := range s.board.goalDiscard.items() {
		v.DiscardedGoals = append(v.DiscardedGoals, GoalCard(g))
	}
	v.MeetingGoals = s.goalViews(s.seatOf(p))
	v.CertBenefits[0] = s.ed().CertStart
	copy(v.CertBenefits[1:], s.ed().CertTrack[:])
	v.Order = []Chooser{}
	switch s.phase {
	case phaseSpots, phasePicks, phaseSelection, phaseChoosing:
		for i, seat := range s.order[:s.orderLen] {
			c := Chooser{Player: s.colorOf(seat), Sandra: seat == sandraSeat, Chosen: i < int(s.orderPos)}
			v.Order = append(v.Order, c)
		}
	case phaseMeeting:
		v.MeetingPasses = int(s.mtg.passes)
	}
	v.Pushing = ExitSpace
	if s.pending.kind == DecideBranch {
		v.Pushing = ConveyorSpace(s.pending.path[s.pending.pathLen-1])
	}
	v.Parking = s.Parking()
	if so, ok := s.Solo(); ok {
		v.Solo = &so
	}
	v.SandraNext, _ = s.SandraNext()
	if v.Hand.Goals == nil {
		v.Hand.Goals = []int{}
	}
	if v.Hand.Kanban == nil {
		v.Hand.Kanban = []int{}
	}
	v.RoomGoal = NoGoal
	if seat := s.seatOf(p); seat >= 0 && s.mtg.chose[seat] != empty {
		v.RoomGoal = GoalCard(s.mtg.chose[seat])
	}
	if s.pending.kind == DecideAward && s.colorOf(s.pending.seat) == p {
		for _, a := range s.board.awards[s.pending.dept].items() {
			v.AwardChoice = append(v.AwardChoice, Award(a))
		}
	}
	return v
}

// MarshalJSON encodes the set as the list of its tiles' names.
func (s DesignSet) MarshalJSON() ([]byte, error) {
	tiles := s.Tiles()
	if tiles == nil {
		tiles = []DesignTile{}
	}
	return json.Marshal(tiles)
}

// UnmarshalJSON decodes a list of tile names.
func (s *DesignSet) UnmarshalJSON(b []byte) error {
	var tiles []DesignTile
	if err := json.Unmarshal(b, &tiles); err != nil {
		return err
	}
	*s = 0
	for _, t := range tiles {
		if int(t) >= components.NumDesigns {
			return errNoDesign
		}
		*s |= 1 << t
	}
	return nil
}
