package kanban

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/input"
	"github.com/kanbanev/kanban/internal/rng"
)

// The position format is the full JSON form of a GameState, what FEN is to
// chess: the host's copy of a position, every hidden order included, to
// store a game in progress and load it back. It names things as the rest of
// the wire format does (colours, parts, models, tiles and cards by name or
// number) and lists decks and stacks from the top down, so it does not
// change with the engine's internal layout; arrays indexed by a part type,
// model, department or workstation follow the order of components.
//
// A position is the host's: it holds the seed and every hidden order, and is
// never sent to a player (send View and Event.For).

// errPosition prefixes what is wrong with a position.
var errPosition = errors.New("kanban: bad position")

// MarshalJSON encodes the state in the position format: the schema and rules
// versions, the configuration with its seed, and everything on the table and
// hidden from it. It refuses the zero GameState and a state between the
// events of one action (R-ENG-5), which is no position: a host stores the
// state before or after an action.
func (s GameState) MarshalJSON() ([]byte, error) {
	if s.nPlayers == 0 {
		return nil, errors.New("kanban: the zero GameState is no game")
	}
	if s.inflight > 0 {
		return nil, fmt.Errorf("kanban: a state between the events of an action is no position (R-ENG-5): %d events to come", s.inflight)
	}
	p := s.position()
	return marshalValue(&p)
}

// UnmarshalJSON decodes a position written by MarshalJSON. Decoding is
// strict, as for events: every member is required unless MarshalJSON leaves
// it out when empty, and each value has one spelling. It refuses a position
// of another schema or rules version, and one the rules cannot reach by
// counting — a value out of range, totals that do not add up, a pending
// choice that does not fit the table, a player to act with no legal action —
// with an error naming what is wrong, and leaves s unchanged.
func (s *GameState) UnmarshalJSON(b []byte) error {
	var p position
	if err := strictJSON(b, &p); err != nil {
		return fmt.Errorf("%w: %w", errPosition, err)
	}
	st, err := p.state()
	if err != nil {
		return fmt.Errorf("%w: %w", errPosition, err)
	}
	if bad := sound(&st); bad != "" {
		return fmt.Errorf("%w: %s", errPosition, bad)
	}
	*s = st
	return nil
}

// position is the JSON form of a GameState.
type position struct {
	Schema  int            `json:"schema"`
	Rules   string         `json:"rules"`
	Config  Config         `json:"config"`
	Version uint32         `json:"version"`
	Actions uint32         `json:"actions"`
	RNG     GeneratorState `json:"rng"`

	Phase            phase  `json:"phase"`
	Day              uint16 `json:"day"`
	Week             uint8  `json:"week"`
	Cycle            uint8  `json:"production_cycle"`
	MeetingScheduled bool   `json:"meeting_scheduled"`
	// Order is who chooses in turn during orientation, Department
	// Selection and Meetings; OrderPos indexes the one choosing.
	Order    []worker `json:"order"`
	OrderPos uint8    `json:"order_pos"`

	Workstations [NumWorkstations]worker `json:"workstations"`
	Sandra       workPlace               `json:"sandra"`
	Pending      *posPending             `json:"pending,omitempty"`
	Turn         posTurn                 `json:"turn"`
	Players      []posPlayer             `json:"players"`
	Board        posBoard                `json:"board"`
	Meeting      posMeeting              `json:"meeting"`
	// Solo is the solo mode's pieces, in a solo game only (docs/rules.md, the solo mode).
	Solo *posSolo `json:"solo,omitempty"`
	// Memory is what the table saw of the hidden orders (R-ENG-3), left
	// out when nothing is known: a position without it, an older one,
	// loads knowing nothing, and Determinize deals those places anew.
	Memory *posMemory `json:"memory,omitempty"`
}

// posMemory is the JSON form of memory.
type posMemory struct {
	// KanbanKnown is how many cards at the bottom of the Kanban deck the
	// table saw go in, in order.
	KanbanKnown uint8 `json:"kanban_known,omitempty"`
	// KanbanHeld lists, by seat, the Kanban cards the table saw the seat
	// draw from the known part of the deck.
	KanbanHeld [][]int `json:"kanban_held,omitempty"`
	// CentralKnown is how many Designs at the bottom of the Central stack
	// the table saw go under it.
	CentralKnown uint8 `json:"central_known,omitempty"`
	// CentralSets lists the places of the Central stack, from the bottom
	// (0), that went under together with the place above in an order
	// nobody saw (R-SAN-4).
	CentralSets []int `json:"central_sets,omitempty"`
	// AwardsSeen lists, by seat, the departments whose Award stack the
	// seat looked through (R-TRN-4).
	AwardsSeen [][]Department `json:"awards_seen,omitempty"`
}

// memoryPosition returns the memory's JSON form, or nil when it is empty.
func (m *memory) position(n int) *posMemory {
	if *m == (memory{}) {
		return nil
	}
	q := &posMemory{KanbanKnown: m.kanbanKnown, CentralKnown: m.centralKnown}
	for i := range 64 {
		if m.centralSets&(1<<i) != 0 {
			q.CentralSets = append(q.CentralSets, i)
		}
	}
	var held, seen bool
	for seat := range n {
		h, a := []int{}, []Department{}
		for k := m.kanbanHeld[seat]; k != 0; k &= k - 1 {
			h = append(h, bits.TrailingZeros16(k))
		}
		for d := range Department(components.NumDepartments) {
			if m.awardsSeen[seat]&(1<<d) != 0 {
				a = append(a, d)
			}
		}
		held, seen = held || len(h) > 0, seen || len(a) > 0
		q.KanbanHeld, q.AwardsSeen = append(q.KanbanHeld, h), append(q.AwardsSeen, a)
	}
	if !held {
		q.KanbanHeld = nil
	}
	if !seen {
		q.AwardsSeen = nil
	}
	return q
}

// memory builds the memory a position's Memory describes.
func (q *posMemory) memory(e *build, n int) memory {
	var m memory
	if q == nil {
		return m
	}
	m.kanbanKnown, m.centralKnown = q.KanbanKnown, q.CentralKnown
	for _, i := range q.CentralSets {
		if i < 0 || i >= pileCap || m.centralSets&(1<<i) != 0 {
			e.fail("the memory's Central sets: a place out of range or listed twice")
			return m
		}
		m.centralSets |= 1 << i
	}
	if len(q.KanbanHeld) > n || len(q.AwardsSeen) > n {
		e.fail("the memory lists more seats than the game has")
		return m
	}
	for seat, h := range q.KanbanHeld {
		for _, k := range h {
			if k < 0 || k >= components.NumKanbanCards || m.kanbanHeld[seat]&(1<<k) != 0 {
				e.fail("the memory's Kanban cards: a card out of range or listed twice")
				return m
			}
			m.kanbanHeld[seat] |= 1 << k
		}
	}
	for seat, a := range q.AwardsSeen {
		for _, d := range a {
			if d >= components.NumDepartments || m.awardsSeen[seat]&(1<<d) != 0 {
				e.fail("the memory's Award stacks: a department out of range or listed twice")
				return m
			}
			m.awardsSeen[seat] |= 1 << d
		}
	}
	return m
}

// posSolo is the solo mode's pieces: the Colleagues' decks (top first),
// the column, the shared stack, the Colleague parts and the Colleagues.
type posSolo struct {
	Difficulty     []components.Difficulty    `json:"difficulty"`
	Column         []int                      `json:"column"`
	DepartmentDeck []int                      `json:"department_deck"`
	SelectionDeck  []int                      `json:"selection_deck"`
	SelectionDrawn int8                       `json:"selection_drawn"`
	SharedStack    []DesignTile               `json:"shared_stack"`
	ColleagueParts [components.NumParts]uint8 `json:"colleague_parts"`
	// Gone is the Colleagues' Upgraded Designs out of the game (R-SOLO-29),
	// WeekScorings the End-of-Week scorings so far (R-DIFF-8).
	Gone         []DesignTile `json:"designs_gone"`
	WeekScorings uint8        `json:"week_scorings"`
	Fired        bool         `json:"fired,omitempty"`
	// SecondRoomGoal is the human's second goal for the meeting room
	// (R-SOLO-31); the first is their RoomGoal.
	SecondRoomGoal GoalCard                            `json:"second_room_goal"`
	Colleagues     [components.Colleagues]posColleague `json:"colleagues"`
}

type posColleague struct {
	Color         Color                               `json:"color"`
	PP            int16                               `json:"pp"`
	Training      [components.NumDepartments]posTrack `json:"training"`
	CertSpace     int8                                `json:"cert_space"`
	Workstation   Workstation                         `json:"workstation"`
	Part          Part                                `json:"part"`
	Upgraded      []DesignTile                        `json:"upgraded"`
	Cars          [components.NumModels]uint8         `json:"cars"`
	MeetingTokens uint8                               `json:"meeting_tokens"`
	Final         [numScoreCategories]int16           `json:"final"`
}

type posPending struct {
	Kind   DecisionKind    `json:"kind"`
	Player Color           `json:"player"`
	Dept   Department      `json:"dept"`
	Path   []ConveyorSpace `json:"path"`
}

type posTurn struct {
	Place  workPlace  `json:"place"`
	Player worker     `json:"player"`
	Shifts uint8      `json:"shifts"`
	Worked uint8      `json:"worked"`
	Banked uint8      `json:"banked"`
	Other  Department `json:"other"`

	HeldBooks    uint8 `json:"held_books"`
	HeldVouchers uint8 `json:"held_vouchers"`
	HeldBanked   uint8 `json:"held_banked"`

	DesignLeft bool `json:"design_left,omitempty"`
	Kanban     bool `json:"kanban,omitempty"`
	Voucher    bool `json:"voucher,omitempty"`
	Claimed    bool `json:"claimed,omitempty"`

	Gave    []Part  `json:"gave"`
	Took    []Part  `json:"took"`
	Parking []Model `json:"parking"`
	Leaving Model   `json:"leaving"`

	TookParts   uint8 `json:"took_parts"`
	TookDesigns uint8 `json:"took_designs"`
}

type posPlayer struct {
	Color    Color `json:"color"`
	PP       int16 `json:"pp"`
	Banked   uint8 `json:"banked_shifts"`
	Books    uint8 `json:"books"`
	Vouchers uint8 `json:"vouchers"`
	Speech   uint8 `json:"speech_tokens"`
	Generic  uint8 `json:"generic_speech_tokens"`

	Training  [components.NumDepartments]posTrack `json:"training"`
	CertSpace int8                                `json:"cert_space"`

	Parts    [components.NumParts]uint8 `json:"parts"`
	Desk     []DesignTile               `json:"desk"`
	Upgraded []DesignTile               `json:"upgraded"`
	Double   DesignTile                 `json:"double_upgrade"`

	Garages     [components.Garages]Model `json:"garages"`
	GaragesUsed [components.Garages]bool  `json:"garages_used"`

	Awards       [components.NumDepartments]Award   `json:"awards"`
	FactoryTaken [components.FactoryGoalPlaces]bool `json:"factory_goals_taken"`
	Goals        []GoalCard                         `json:"goals"`
	Kanban       []int                              `json:"kanban_cards"`
	Workstation  Workstation                        `json:"workstation"`
	LaidDown     bool                               `json:"laid_down"`
	PlayedGoal   GoalCard                           `json:"played_goal"`
	RoomGoal     GoalCard                           `json:"room_goal"`
	Final        [numScoreCategories]int16          `json:"final"`
}

// posTrack is a player's disc on a training track: its space, and the
// sequence number of the event that moved it there (0 at setup), which
// says whose disc lies on top of a shared space (R-TRN-1).
type posTrack struct {
	Space   uint8  `json:"space"`
	Arrived uint32 `json:"arrived"`
}

type posBoard struct {
	Supply     [components.NumParts]uint8                      `json:"supply"`
	Warehouses [components.NumParts]uint8                      `json:"warehouses"`
	Pool       []Part                                          `json:"recycling_pool"`
	Assembly   [components.NumModels][]Part                    `json:"assembly"`
	Upgrades   [components.NumModels][components.NumParts]Part `json:"upgrades"`
	Values     [components.NumParts]uint8                      `json:"upgrade_values"`
	Doubled    []Part                                          `json:"doubled"`

	Conveyor  [components.NumConveyorSpaces]Model `json:"conveyor"`
	Cars      [components.NumModels]uint8         `json:"cars"`
	PaceCar   uint8                               `json:"pace_car"`
	TestQueue []Model                             `json:"test_queue"`

	Display [components.DisplayRows][components.DisplayColumns]DesignTile `json:"display"`
	// Stacks are the Central, top and bottom First Office stacks; Stacks,
	// decks and Award stacks are listed from the top down.
	Stacks [components.DesignStacks][]DesignTile `json:"stacks"`

	KanbanDeck []int `json:"kanban_deck"`
	// KanbanRevealed is the Kanban Order card revealed at setup (R-SET-9).
	KanbanRevealed uint8                                  `json:"kanban_revealed"`
	Demand         [components.DemandFaceUp]posSlot       `json:"demand"`
	DemandStack    []int                                  `json:"demand_stack"`
	GoalDeck       []GoalCard                             `json:"goal_deck"`
	GoalDiscards   []GoalCard                             `json:"goal_discards"`
	MeetingRoom    [components.MeetingRoomPlaces]GoalCard `json:"meeting_room"`
	FinalGoal      uint8                                  `json:"final_goal"`

	FactoryGoals [components.FactoryGoalPlaces]posSlot `json:"factory_goals"`
	AwardStacks  [components.NumDepartments][]Award    `json:"award_stacks"`
	AwardTokens  [components.NumDepartments]uint8      `json:"award_speech_tokens"`

	Books    uint8 `json:"books"`
	Vouchers uint8 `json:"vouchers"`
}

// posSlot is a face-up Demand tile or a Factory Goal tile, by index in
// components.DemandTiles or components.FactoryGoals, with its tokens.
type posSlot struct {
	Tile   uint8 `json:"tile"`
	Tokens uint8 `json:"tokens"`
}

type posMeeting struct {
	Passes uint8 `json:"passes"`
	// Tokens are the Speech tokens on each face-up goal's icons: the
	// meeting room's places, then the goal each seat played.
	Tokens [meetingGoals][3]worker `json:"tokens"`
}

// worker names who sits in a place of the order or on a workstation: a
// player's colour, Sandra, or nobody.
type worker uint8

const workerSandra worker = 0xFE

var errWorker = errors.New("not a colour, sandra or none")

func (w worker) MarshalText() ([]byte, error) {
	if w == workerSandra {
		return []byte("sandra"), nil
	}
	return Color(w).MarshalText()
}

func (w *worker) UnmarshalText(b []byte) error {
	if string(b) == "sandra" {
		*w = workerSandra
		return nil
	}
	var c Color
	if err := c.UnmarshalText(b); err != nil {
		return errWorker
	}
	*w = worker(c)
	return nil
}

// workPlace is a working position: a workstation, Sandra's desk, or none.
type workPlace uint8

const noPlace workPlace = 0xFF

func (p workPlace) MarshalText() ([]byte, error) {
	switch {
	case p == deskPos:
		return []byte("desk"), nil
	case p == noPlace:
		return []byte("none"), nil
	}
	return Workstation(p).MarshalText()
}

func (p *workPlace) UnmarshalText(b []byte) error {
	if string(b) == "desk" {
		*p = deskPos
		return nil
	}
	var w Workstation
	if err := w.UnmarshalText(b); err != nil {
		return errors.New("not a workstation, desk or none")
	}
	*p = workPlace(w)
	if w == NoWorkstation {
		*p = noPlace
	}
	return nil
}

var phaseNames = [...]string{
	phaseSpots:     "start-spots",
	phasePicks:     "start-picks",
	phaseSelection: "selection",
	phaseWorking:   "working",
	phaseMeeting:   "meeting",
	phaseChoosing:  "room-goals",
	phaseOver:      "over",
}

func (p phase) MarshalText() ([]byte, error) { return enumMarshal(phaseNames[:], int(p), "phase") }

func (p *phase) UnmarshalText(b []byte) error {
	return enumUnmarshal(phaseNames[:], b, "phase", (*uint8)(p))
}

// position returns the state's JSON form.
func (s *GameState) position() position {
	n := int(s.nPlayers)
	p := position{
		Schema:           SchemaVersion,
		Rules:            s.edition.Digest(),
		Config:           s.Config(),
		Version:          s.version,
		Actions:          s.actions,
		RNG:              GeneratorState{s.rng.Hi, s.rng.Lo},
		Phase:            s.phase,
		Day:              s.day,
		Week:             s.week,
		Cycle:            s.cycle,
		MeetingScheduled: s.meeting,
		Order:            []worker{},
		OrderPos:         s.orderPos,
		Sandra:           workPlace(s.sandra),
		Players:          make([]posPlayer, n),
	}
	for _, o := range s.order[:s.orderLen] {
		p.Order = append(p.Order, s.worker(o))
	}
	for i, w := range s.stations {
		p.Workstations[i] = s.worker(w)
	}
	if pd := s.pending; pd.kind != 0 {
		p.Pending = &posPending{Kind: pd.kind, Player: s.colorOf(pd.seat), Dept: pd.dept, Path: []ConveyorSpace{}}
		for _, sp := range pd.path[:pd.pathLen] {
			p.Pending.Path = append(p.Pending.Path, ConveyorSpace(sp))
		}
	}

	t := &s.turn
	p.Turn = posTurn{
		Place: workPlace(t.pos), Player: s.worker(t.seat),
		Shifts: t.shifts, Worked: t.worked, Banked: t.banked, Other: Department(t.other),
		HeldBooks: t.pendBooks, HeldVouchers: t.pendVouchers, HeldBanked: t.pendBanked,
		DesignLeft: t.flags&flagDesignLeft != 0, Kanban: t.flags&flagKanban != 0,
		Voucher: t.flags&flagVoucher != 0, Claimed: t.flags&flagClaimed != 0,
		Gave: t.gave.parts(), Took: t.took.parts(), Parking: []Model{}, Leaving: Model(t.leaving),
		TookParts: t.tookParts, TookDesigns: t.tookDesigns,
	}
	for _, m := range t.parking[:t.parkingLen] {
		p.Turn.Parking = append(p.Turn.Parking, Model(m))
	}

	for i := range p.Players {
		pl, q := &s.players[i], &p.Players[i]
		*q = posPlayer{
			Color: s.colors[i], PP: pl.pp, Banked: pl.banked, Books: pl.books, Vouchers: pl.vouchers,
			Speech: pl.speech, Generic: pl.generic, CertSpace: pl.certSpace, Parts: pl.parts,
			Desk: DesignSet(pl.desk).Tiles(), Upgraded: DesignSet(pl.upgraded).Tiles(), Double: DesignTile(pl.double),
			Goals: []GoalCard{}, Kanban: []int{}, Workstation: pl.station, LaidDown: pl.laidDown,
			PlayedGoal: GoalCard(s.mtg.played[i]), RoomGoal: GoalCard(s.mtg.chose[i]), Final: s.final[i],
		}
		for d := range q.Training {
			q.Training[d] = posTrack{Space: pl.train[d], Arrived: pl.stamp[d]}
			q.Awards[d] = Award(pl.awards[d])
		}
		for g := range q.Garages {
			q.Garages[g] = Model(pl.garages[g])
			q.GaragesUsed[g] = pl.garageUse&(1<<g) != 0
		}
		for f := range q.FactoryTaken {
			q.FactoryTaken[f] = pl.fgTaken&(1<<f) != 0
		}
		for g := range components.NumGoals {
			if pl.goals&(1<<g) != 0 {
				q.Goals = append(q.Goals, GoalCard(g))
			}
		}
		for k := range components.NumKanbanCards {
			if pl.kanban&(1<<k) != 0 {
				q.Kanban = append(q.Kanban, k)
			}
		}
		if q.Desk == nil {
			q.Desk = []DesignTile{}
		}
		if q.Upgraded == nil {
			q.Upgraded = []DesignTile{}
		}
	}

	b, q := &s.board, &p.Board
	q.Supply, q.Warehouses, q.Values, q.Cars = b.supply, b.warehouse, b.value, b.cars
	q.Pool, q.Doubled = b.pool.parts(), b.doubled.parts()
	for m := range q.Assembly {
		q.Assembly[m] = b.assembly[m].parts()
		for i, part := range b.upgrades[m] {
			q.Upgrades[m][i] = Part(part)
		}
	}
	for i, m := range b.conveyor {
		q.Conveyor[i] = Model(m)
	}
	q.PaceCar, q.TestQueue = b.pace, []Model{}
	for _, m := range b.queue[:b.queueLen] {
		q.TestQueue = append(q.TestQueue, Model(m))
	}
	for r := range q.Display {
		for c, d := range b.display[r] {
			q.Display[r][c] = DesignTile(d)
		}
	}
	for i := range q.Stacks {
		q.Stacks[i] = fromPile[DesignTile](&b.stacks[i])
	}
	q.KanbanDeck, q.KanbanRevealed = fromPile[int](&b.kanbanDeck), b.kanbanShown
	for i, d := range b.demand {
		q.Demand[i] = posSlot{Tile: uint8(d.tile), Tokens: d.tokens}
	}
	q.DemandStack = fromPile[int](&b.demandStack)
	q.GoalDeck, q.GoalDiscards = fromPile[GoalCard](&b.goalDeck), fromPile[GoalCard](&b.goalDiscard)
	for i, g := range b.room {
		q.MeetingRoom[i] = GoalCard(g)
	}
	q.FinalGoal = b.finalGoal
	for i, f := range b.factory {
		q.FactoryGoals[i] = posSlot{Tile: f.tile, Tokens: f.tokens}
	}
	for d := range q.AwardStacks {
		q.AwardStacks[d] = fromPile[Award](&b.awards[d])
	}
	q.AwardTokens, q.Books, q.Vouchers = b.awardSpeech, b.books, b.vouchers

	p.Meeting.Passes = s.mtg.passes
	for g := range p.Meeting.Tokens {
		for i, o := range s.mtg.tokens[g] {
			p.Meeting.Tokens[g][i] = s.worker(o)
		}
	}
	if so := &s.solo; so.on {
		v, _ := s.Solo()
		ps := &posSolo{
			Difficulty: v.Difficulty, Column: v.Column,
			DepartmentDeck: fromPile[int](&so.deptDeck), SelectionDeck: fromPile[int](&so.selDeck),
			SelectionDrawn: so.drawn, SharedStack: fromPile[DesignTile](&so.shared), ColleagueParts: so.parts,
			Gone: DesignSet(so.gone).Tiles(), WeekScorings: so.weeks, Fired: so.fired,
			SecondRoomGoal: GoalCard(s.mtg.chose[1]),
		}
		if ps.Gone == nil {
			ps.Gone = []DesignTile{}
		}
		for i := range so.colleague {
			co := &so.colleague[i]
			pc := posColleague{
				Color: co.color, PP: co.pp, CertSpace: co.certSpace, Workstation: co.station, Part: NoPart,
				Upgraded: DesignSet(co.upgraded).Tiles(), Cars: co.cars, MeetingTokens: so.meetTokens[i], Final: so.final[i],
			}
			if co.part != empty {
				pc.Part = Part(co.part)
			}
			if pc.Upgraded == nil {
				pc.Upgraded = []DesignTile{}
			}
			for d := range pc.Training {
				pc.Training[d] = posTrack{Space: co.train[d], Arrived: co.stamp[d]}
			}
			ps.Colleagues[i] = pc
		}
		p.Solo = ps
	}
	p.Memory = s.mem.position(n)
	return p
}

// worker names a seat, sandraSeat or empty.
func (s *GameState) worker(seat int8) worker {
	if seat == sandraSeat {
		return workerSandra
	}
	return worker(s.colorOf(seat))
}

// fromPile lists a pile from the top down, in a new slice.
func fromPile[T ~uint8 | ~int](p *pile) []T {
	out := make([]T, p.n)
	for i := range out {
		out[i] = T(p.t[int(p.n)-1-i])
	}
	return out
}

// state builds the GameState a position describes, checking what the
// position format itself can get wrong: versions, sizes, seats and sets;
// the rules' checks come after (sound).
func (p *position) state() (GameState, error) {
	var s GameState
	if p.Schema != SchemaVersion {
		return s, fmt.Errorf("schema %d, not %d", p.Schema, SchemaVersion)
	}
	if p.Rules != p.Config.Edition.Digest() {
		return s, fmt.Errorf("rules %s, not %s", input.Quote(p.Rules), p.Config.Edition.Digest())
	}
	if err := p.Config.check(); err != nil {
		return s, err
	}
	n := len(p.Config.Players)
	if len(p.Players) != n {
		return s, fmt.Errorf("%d players, but the config seats %d", len(p.Players), n)
	}
	if p.Version == 0 || p.Actions >= p.Version {
		return s, fmt.Errorf("version %d after %d actions", p.Version, p.Actions)
	}
	var e build
	s.nPlayers, s.seed, s.sandraReward, s.edition = uint8(n), p.Config.Seed, p.Config.SandraReward, p.Config.Edition
	for i, pc := range p.Config.Players {
		s.colors[i], s.expert[i] = pc.Color, pc.ExpertSide
	}
	s.version, s.actions = p.Version, p.Actions
	s.rng = rng.PCG{Hi: p.RNG[0], Lo: p.RNG[1]}
	s.phase, s.day, s.week, s.cycle, s.meeting = p.Phase, p.Day, p.Week, p.Cycle, p.MeetingScheduled
	if (p.Solo != nil) != (p.Config.Solo != nil) {
		return s, errors.New("the solo pieces and the config disagree")
	}
	if ps := p.Solo; ps != nil {
		if c := p.Config.Solo; c.RandomDifficulty || !slices.Equal(c.Difficulty, ps.Difficulty) && len(c.Difficulty)+len(ps.Difficulty) > 0 {
			return s, errors.New("the config's Difficulty cards are not those in play")
		}
		if err := s.soloFromPosition(ps, &e); err != nil {
			return s, err
		}
	}

	seat := func(w worker, what string) int8 {
		switch {
		case w == workerSandra:
			return sandraSeat
		case Color(w) == NoColor:
			return empty
		}
		if i := s.seatOf(Color(w)); i >= 0 {
			return int8(i)
		}
		if i := s.colleagueOf(Color(w)); i >= 0 {
			return colleagueSeat(i)
		}
		e.fail("%s: %s is not in the game", what, Color(w))
		return empty
	}
	if len(p.Order) > len(s.order) {
		return s, errors.New("the order of play is too long")
	}
	for i, w := range p.Order {
		s.order[i] = seat(w, "the order of play")
	}
	s.orderLen, s.orderPos = uint8(len(p.Order)), p.OrderPos
	for i, w := range p.Workstations {
		s.stations[i] = seat(w, "a workstation")
	}
	s.sandra = int8(p.Sandra)
	if pd := p.Pending; pd != nil {
		if len(pd.Path) > maxChain {
			return s, errors.New("the push chain is too long")
		}
		if pd.Player == NoColor {
			return s, errors.New("the pending choice has no player")
		}
		s.pending = pending{kind: pd.Kind, seat: seat(worker(pd.Player), "the pending choice"), dept: pd.Dept, pathLen: uint8(len(pd.Path))}
		for i, sp := range pd.Path {
			s.pending.path[i] = int8(sp)
		}
	}

	pt := &p.Turn
	if len(pt.Parking) > len(s.turn.parking) {
		return s, errors.New("too many cars to park")
	}
	s.turn = turn{
		pos: uint8(pt.Place), seat: seat(pt.Player, "the turn"), shifts: pt.Shifts, worked: pt.Worked, banked: pt.Banked,
		other: int8(pt.Other), pendBooks: pt.HeldBooks, pendVouchers: pt.HeldVouchers, pendBanked: pt.HeldBanked,
		gave: e.setOf(pt.Gave, "the parts swaps gave"), took: e.setOf(pt.Took, "the parts swaps took"),
		parkingLen: uint8(len(pt.Parking)), leaving: int8(pt.Leaving),
		tookParts: pt.TookParts, tookDesigns: pt.TookDesigns,
	}
	for _, f := range []struct {
		on   bool
		flag turnFlags
	}{{pt.DesignLeft, flagDesignLeft}, {pt.Kanban, flagKanban}, {pt.Voucher, flagVoucher}, {pt.Claimed, flagClaimed}} {
		if f.on {
			s.turn.flags |= f.flag
		}
	}
	for i, m := range pt.Parking {
		s.turn.parking[i] = int8(m)
	}

	for i := range p.Players {
		q, pl := &p.Players[i], &s.players[i]
		if q.Color != s.colors[i] {
			return s, fmt.Errorf("player %d is %s, but the config seats %s", i+1, q.Color, s.colors[i])
		}
		*pl = player{
			pp: q.PP, banked: q.Banked, books: q.Books, vouchers: q.Vouchers, speech: q.Speech, generic: q.Generic,
			certSpace: q.CertSpace, parts: q.Parts, double: int8(q.Double), station: q.Workstation, laidDown: q.LaidDown,
			desk: e.tileSet(q.Desk, "a desk"), upgraded: e.tileSet(q.Upgraded, "the Upgraded Designs"),
		}
		for d, tr := range q.Training {
			pl.train[d], pl.stamp[d] = tr.Space, tr.Arrived
			pl.awards[d] = int8(q.Awards[d])
		}
		for g, m := range q.Garages {
			pl.garages[g] = int8(m)
			if q.GaragesUsed[g] {
				pl.garageUse |= 1 << g
			}
		}
		for f, taken := range q.FactoryTaken {
			if taken {
				pl.fgTaken |= 1 << f
			}
		}
		for _, g := range q.Goals {
			if int(g) >= components.NumGoals || pl.goals&(1<<g) != 0 {
				return s, fmt.Errorf("%s's goals: a card out of range or listed twice", q.Color)
			}
			pl.goals |= 1 << g
		}
		for _, k := range q.Kanban {
			if k < 0 || k >= components.NumKanbanCards || pl.kanban&(1<<k) != 0 {
				return s, fmt.Errorf("%s's Kanban Order cards: a card out of range or listed twice", q.Color)
			}
			pl.kanban |= 1 << k
		}
		s.mtg.played[i], s.mtg.chose[i] = int8(q.PlayedGoal), int8(q.RoomGoal)
		s.final[i] = q.Final
	}
	for i := n; i < maxPlayers; i++ {
		s.mtg.played[i], s.mtg.chose[i] = empty, empty
	}
	if p.Solo != nil {
		s.mtg.chose[1] = int8(p.Solo.SecondRoomGoal)
	}

	b, q := &s.board, &p.Board
	b.supply, b.warehouse, b.value, b.cars = q.Supply, q.Warehouses, q.Values, q.Cars
	b.pool, b.doubled = e.setOf(q.Pool, "the Recycling pool"), e.setOf(q.Doubled, "the double-upgraded parts")
	for m := range q.Assembly {
		b.assembly[m] = e.setOf(q.Assembly[m], "an assembly space")
		for i, part := range q.Upgrades[m] {
			b.upgrades[m][i] = int8(part)
		}
	}
	for i, m := range q.Conveyor {
		b.conveyor[i] = int8(m)
	}
	if len(q.TestQueue) > len(b.queue) {
		return s, errors.New("too many cars on the Test track")
	}
	b.pace, b.queueLen = q.PaceCar, uint8(len(q.TestQueue))
	for i, m := range q.TestQueue {
		b.queue[i] = int8(m)
	}
	for r := range q.Display {
		for c, d := range q.Display[r] {
			b.display[r][c] = int8(d)
		}
	}
	for i := range q.Stacks {
		buildPile(&e, &b.stacks[i], q.Stacks[i], components.NumDesigns, "a Design stack")
	}
	buildPile(&e, &b.kanbanDeck, q.KanbanDeck, components.NumKanbanCards, "the Kanban deck")
	b.kanbanShown = q.KanbanRevealed
	buildPile(&e, &b.demandStack, q.DemandStack, len(components.DemandTiles), "the Demand stack")
	buildPile(&e, &b.goalDeck, q.GoalDeck, components.NumGoals, "the goal deck")
	buildPile(&e, &b.goalDiscard, q.GoalDiscards, components.NumGoals, "the goal discards")
	for d := range q.AwardStacks {
		buildPile(&e, &b.awards[d], q.AwardStacks[d], components.NumAwards, "an Award stack")
	}
	for i, d := range q.Demand {
		b.demand[i] = demandSlot{tile: int8(d.Tile), tokens: d.Tokens}
	}
	for i, g := range q.MeetingRoom {
		b.room[i] = int8(g)
	}
	b.finalGoal = q.FinalGoal
	for i, f := range q.FactoryGoals {
		b.factory[i] = factorySlot{tile: f.Tile, tokens: f.Tokens}
	}
	b.awardSpeech, b.books, b.vouchers = q.AwardTokens, q.Books, q.Vouchers

	s.mtg.passes = p.Meeting.Passes
	for g := range p.Meeting.Tokens {
		for i, w := range p.Meeting.Tokens[g] {
			s.mtg.tokens[g][i] = seat(w, "a Speech token")
		}
	}
	s.mem = p.Memory.memory(&e, n)
	if e.err == nil {
		if bad := s.memoryFault(); bad != "" {
			e.fail("the memory: %s", bad)
		}
	}
	return s, e.err
}

// setOf returns the set of the listed part types; a part that is none, or
// listed twice, fails the build.
func (e *build) setOf(parts []Part, what string) partSet {
	var set partSet
	for _, p := range parts {
		if p >= components.NumParts || set.has(p) {
			e.fail("%s: a part out of range or listed twice", what)
			return set
		}
		set = set.with(p)
	}
	return set
}

// tileSet returns the set of the listed Design tiles.
func (e *build) tileSet(tiles []DesignTile, what string) designSet {
	var set designSet
	for _, d := range tiles {
		if int(d) >= components.NumDesigns || set.has(int(d)) {
			e.fail("%s: a Design out of range or listed twice", what)
			return set
		}
		set = set.with(int(d))
	}
	return set
}

// pile fills dst with list, given from the top down, whose values lie in
// [0, max).
func buildPile[T ~uint8 | ~int](e *build, dst *pile, list []T, max int, what string) {
	if len(list) > pileCap {
		e.fail("%s is too high", what)
		return
	}
	for _, v := range list {
		if int(v) < 0 || int(v) >= max {
			e.fail("%s: %d is out of range", what, int(v))
			return
		}
	}
	fromTop(dst, list)
}

// build collects the first thing wrong while a position is turned into a
// state.
type build struct{ err error }

func (e *build) fail(format string, args ...any) {
	if e.err == nil {
		e.err = fmt.Errorf(format, args...)
	}
}
