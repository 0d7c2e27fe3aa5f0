package bots

import (
	"slices"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/obs"
)

// ObservationSize is the length of the observation vector Observe writes:
// the same for every player count and every position.
//
// The vector is built from one player's View only (R-ENG-3). It is
// egocentric: players go by slot, slot 0 being the viewer and the others
// following in seating order from them (from the first seat for a viewer
// not in the game); slots without a player are all zeros. Every value is 0
// or more. A one-hot span is all zeros when its value is none; a bit span
// sets one value per member of a set; a count is divided by the scale
// given, which it may pass. A Design tile takes 12 values: its model
// one-hot (5), then its part one-hot (6 part types, then the blank). In a
// solo game the Colleagues hold no slot: they are in the solo block
// (solo.*, from View.Solo), which a game of 2 to 4 players leaves zero; a
// column card is one-hot by its id (components.SoloDepartmentDeck), which
// gives its department and Plan.
//
//	offset  size  name                         meaning
//	     0    13  next.kind                    one-hot View.Next.Kind - 1 (start-spot, start-pick, workstation, work, cert-space, award, game-over, branch, garage, padlock, speak, room-goal, events)
//	    13     4  next.player                  one-hot slot of the player the game waits for
//	    17     5  next.dept                    one-hot department, for cert-space and award
//	    22     1  next.section                 Certification section entered / 5, for start-spot and cert-space
//	    23     5  next.spaces                  bits: spaces or garages to choose from
//	    28     5  next.model                   one-hot model, for branch and garage
//	    33    13  next.at                      one-hot conveyor space of the pushed car, for branch
//	    46    14  next.to                      bits: conveyor spaces it may go to, the 14th the exit
//	    60     1  next.tiles                   Award tiles to choose from / 3
//	    61    32  next.goals                   bits: goals a Speech token may go on, by card
//	    93     1  day                          day / 100 (components.MaxDays)
//	    94     4  week                         one-hot Week marker
//	    98     4  production_cycle             one-hot Production Cycle marker
//	   102     1  meeting_scheduled            1 when a Meeting is scheduled
//	   103     1  meeting_passes               passes in a row in the Meeting / 4
//	   104    16  cert_order                   for each slot, one-hot rank in Certification-track order (4)
//	   120    30  order                        for each of 5 places in View.Order: one-hot slot (4), Sandra, chosen
//	   150    40  workstations                 for each workstation, one-hot slot of its worker (4)
//	   190    11  sandra                       one-hot Sandra's workstation, the 11th her desk
//	   201     4  turn.player                  one-hot slot of the player whose working turn it is
//	   205     5  turn.shifts                  Shifts, StationShifts, BankedUsable, Worked, BankedSpent / 4
//	   210     5  turn.other                   one-hot other department named in Administration
//	   215     3  turn.held                    held Books, Vouchers, Banked Shifts / 4
//	   218     4  turn.flags                   Kanban issued, Voucher taken, cars claimed, a Design left the display
//	   222     6  supply.parts                 parts in the supply by type / 9
//	   228     5  supply.cars                  cars in the supply by model / 8
//	   233     2  supply.tokens                Books / 16, Parts Vouchers / 12 in the supply
//	   235     6  warehouses                   parts in each warehouse / 9
//	   241     6  pool                         bits: part types in the Recycling pool
//	   247    30  assembly                     for each model, bits: part types on its assembly spaces (6)
//	   277   180  upgrades                     for each model and upgrade space, one-hot part on it (6)
//	   457   120  upgrade_owners               for each model and upgrade space, one-hot slot who put it (4)
//	   577    48  upgrade_values               for each part type, one-hot Upgrade Value space (7), doubled
//	   625    65  conveyor                     for each conveyor space, one-hot model of its car (5)
//	   690    13  pushing                      one-hot conveyor space of the car waiting for a branch
//	   703    16  pace_car                     one-hot Test track space of the Pace Car
//	   719    20  test_queue                   for each place behind the Pace Car, one-hot model (5)
//	   739    20  parking                      for each claimed car waiting for a garage, one-hot model (5)
//	   759    96  display                      for each display space (DesignSource order), its Design (12)
//	   855    39  stacks                       for each Design stack: its top's Design (12), size / 27
//	   894    12  demand                       for each face-up Demand tile: one-hot model (5), tokens / 2
//	   906     1  demand_stack                 face-down Demand tiles / 3
//	   907    30  factory_goals                for each Factory Goal place: one-hot kind (3), threshold / 5, tokens / 2
//	   937    10  award_stacks                 for each department: face-down Award tiles / 3, its token there
//	   947   376  meeting_goals                for each of 8 goal places (4 meeting room, then each slot's played goal): one-hot card (32), for each icon one-hot slot of its token (3x4), viewer's count / 10, open to the viewer, its score / 15
//	  1323     6  final_goal                   one-hot Final Goal tile
//	  1329    12  kanban_revealed              one-hot Kanban card revealed at setup
//	  1341     3  decks                        Kanban deck / 12, goal deck / 32, goal discards / 32
//	  1344    32  hand.goals                   bits: the viewer's Performance Goals, by card
//	  1376    12  hand.kanban                  bits: the viewer's Kanban Order cards
//	  1388     4  award_choice                 Award tiles the viewer looks through, by kind / 3
//	  1392    32  room_goal                    one-hot goal the viewer put face down for the meeting room
//	  1424    20  track_ranks                  for each department, for each slot: rank on the training track (View.TrackOrders), 1 the most advanced, then 3/4, 1/2, 1/4; 0 never moved
//	  1444    12  kanban_known                 for each Kanban card in the deck's known bottom part (View.KanbanKnown): its place there / 12, 1/12 the next drawn
//	  1456    48  kanban_held                  for each slot, bits: the Kanban cards the table knows they hold (View.KanbanHeld)
//	  1504    70  central_known                for each Design tile known below the Central stack's top (View.CentralKnown): its group's place / 27, 1/27 nearest the top; then bits: the tile is in a set of unknown order
//	  1574    25  award_known                  for each department: 1 when the viewer looked through its Award stack, then its tiles by kind / 3
//	  1599     1  solo                         1 in a solo game; this and the solo spans below are all zeros in a game of 2 to 4 players
//	  1600     9  solo.difficulty              bits: Difficulty cards in play
//	  1609    30  solo.column                  for each of 3 column places, top first: one-hot department card id (10; its department and Plan)
//	  1639     2  solo.decks                   department deck / 11, selection deck / 18
//	  1641    18  solo.selection_drawn         one-hot selection card drawn most recently
//	  1659    13  solo.shared_stack            the shared stack: its top's Design (12), size / 27
//	  1672     6  solo.colleague_parts         parts the Colleagues hold by type / 6
//	  1678     1  solo.lacerda.pp              Lacerda: PP / 100
//	  1679    30  solo.lacerda.training        for each department, one-hot space of the disc (6)
//	  1709     5  solo.lacerda.track_ranks     for each department, rank on the training track, as track_ranks
//	  1714     1  solo.lacerda.cert_section    Certification section (his certifications) / 5
//	  1715     4  solo.lacerda.cert_space      one-hot space of the Certification marker in its section
//	  1719    10  solo.lacerda.workstation     one-hot his workstation
//	  1729     6  solo.lacerda.part            one-hot his part
//	  1735    35  solo.lacerda.upgraded        bits: Upgraded Designs, by tile
//	  1770     5  solo.lacerda.cars            cars by model / 8
//	  1775     1  solo.turczi.pp               Turczi: PP / 100
//	  1776    30  solo.turczi.training         for each department, one-hot space of the disc (6)
//	  1806     5  solo.turczi.track_ranks      for each department, rank on the training track, as track_ranks
//	  1811     1  solo.turczi.cert_section     Certification section (his certifications) / 5
//	  1812     4  solo.turczi.cert_space       one-hot space of the Certification marker in its section
//	  1816    10  solo.turczi.workstation      one-hot his workstation
//	  1826     6  solo.turczi.part             one-hot his part
//	  1832    35  solo.turczi.upgraded         bits: Upgraded Designs, by tile
//	  1867     5  solo.turczi.cars             cars by model / 8
//	  1872   904  players                      4 player blocks of 226, slot 0 first (below)
//
// Each player block, at 1872 + 226 × slot:
//
//	offset  size  name                         meaning
//	     0     1  present                      1 for a player in the game
//	     1     1  expert_side                  1 for the expert side of the board
//	     2     1  pp                           PP / 100
//	     3     1  banked_shifts                Banked Shifts / 10
//	     4     1  books                        Books / 4
//	     5     1  vouchers                     Parts Vouchers / 4
//	     6     5  speech                       Speech, SpeechSpaces, GenericSpeech, SpeechOnGoals, SpeechBeside / 5
//	    11    30  training                     for each department, one-hot space of the disc (6)
//	    41     1  certifications               certifications / 5
//	    42     4  cert_space                   one-hot space of the Certification marker in its section
//	    46     6  parts                        stored parts by type / 6
//	    52     1  storage_spaces               storage spaces / 6
//	    53    35  desk                         bits: Designs on the desk, by tile
//	    88     1  desk_spaces                  desk spaces / 5
//	    89    35  upgraded                     bits: Upgraded Designs, by tile
//	   124    35  double_upgrade               one-hot Design on the Double Upgrade tile
//	   159    25  garages                      for each garage, one-hot model of its car (5)
//	   184     5  garage_used                  bits: garages whose benefit was taken
//	   189    20  awards                       for each department, one-hot Award tile kept (4)
//	   209     6  factory_goals                bits: Factory Goal places taken from
//	   215    10  workstation                  one-hot the worker's workstation
//	   225     1  laid_down                    1 when the worker is laid down
//
// Left out: what is printed the same in every game (the benefits of the
// Certification track, upgrade spaces, display columns and garages, which
// the expert side gives), what the rest gives (the Locks, Tested Designs,
// the Upgrade Values' points), the View's Version and the viewer's colour.
const ObservationSize = 2776

// These fail to compile if ObservationSize is not the size of the layout
// in internal/obs.
var (
	_ [ObservationSize - obs.Size]struct{}
	_ [obs.Size - ObservationSize]struct{}
)

// ObservationField is a span of the observation vector: its name in
// ObservationSize's tables and where it lies.
type ObservationField struct {
	Name   string // such as "day" or "players[1].pp"
	Offset int    // the index of the span's first value
	Size   int    // the number of values in the span
}

// ObservationLayout returns the spans of the observation vector in order,
// those of the player blocks named "players[slot].name": a program can
// look up what a value means, or slice the vector by span.
func ObservationLayout() []ObservationField {
	var out []ObservationField
	for _, f := range obs.Fields() {
		out = append(out, ObservationField{Name: f.Name, Offset: f.Offset, Size: f.Size})
	}
	return out
}

// Observe appends to dst the observation vector of View v, ObservationSize
// values laid out as ObservationSize's tables say, and returns the extended
// slice. It reads nothing but v, so the vector holds only what v's viewer
// may see (R-ENG-3): positions that differ in what is hidden from them give
// the same vector. A value of a View no game produced that does not fit
// its span (a part type out of range, say) sets nothing there.
// ObserveState writes the same vector from a GameState, with no View
// built.
func Observe(v kanban.View, dst []float32) []float32 {
	start := len(dst)
	dst = slices.Grow(dst, ObservationSize)[:start+ObservationSize]
	out := dst[start:]
	clear(out)
	o := newObserver(&v)
	for _, s := range tableSpans {
		s.fill(&o, obs.Table(out, s.id))
	}
	if o.v.Solo != nil {
		for i := range o.v.Solo.Colleagues {
			for _, s := range colleagueSpans {
				s.fill(&o, &o.v.Solo.Colleagues[i], obs.Colleague(out, i, s.id))
			}
		}
	}
	for slot := range components.NumColors {
		if b, ok := o.board(slot); ok {
			for _, s := range playerSpans {
				s.fill(&o, b, obs.Player(out, slot, s.id))
			}
		}
	}
	return dst
}

// ObserveState appends to dst the observation vector of the player of
// colour p at state s, and returns the extended slice: the vector
// Observe(s.View(p), dst) appends, value for value, written from s itself,
// with no View built and nothing allocated once dst has the room. It reads
// only what s.View(p) shows (R-ENG-3). A colour not in the game observes
// as a spectator, as its View does; a nil s gives all zeros.
//
// A host or a trainer that holds the state uses it with LegalMaskState, in
// place of View, Observe and LegalMask, at each step.
func ObserveState(s *kanban.GameState, p kanban.Color, dst []float32) []float32 {
	start := len(dst)
	dst = slices.Grow(dst, ObservationSize)[:start+ObservationSize]
	out := dst[start:]
	clear(out)
	if s != nil {
		obs.State(s, p, out)
	}
	return dst
}

// observer is what the spans are filled from: the View and its players by
// slot.
type observer struct {
	v     *kanban.View
	slots [components.NumColors]int // the index in v.Players of each slot's board, or -1
}

func newObserver(v *kanban.View) observer {
	o := observer{v: v}
	n := min(len(v.Players), components.NumColors)
	first := 0
	for i, b := range v.Players[:n] {
		if b.Color == v.Viewer {
			first = i
		}
	}
	for slot := range o.slots {
		o.slots[slot] = -1
		if slot < n {
			o.slots[slot] = (first + slot) % n
		}
	}
	return o
}

// slot returns the slot of the player of colour c, or -1.
func (o *observer) slot(c kanban.Color) int {
	for slot, i := range o.slots {
		if i >= 0 && o.v.Players[i].Color == c {
			return slot
		}
	}
	return -1
}

// board returns the board of the player in a slot, and false for none.
func (o *observer) board(slot int) (*kanban.PlayerBoard, bool) {
	if i := o.slots[slot]; i >= 0 {
		return &o.v.Players[i], true
	}
	return nil, false
}

// span is a span of the vector's table part (internal/obs holds the
// layout) and how to fill it; the spans are filled into a zeroed slice of
// their size.
type span struct {
	id   obs.TableSpan
	fill func(o *observer, out []float32)
}

// colleagueSpan is a span of a Colleague's block.
type colleagueSpan struct {
	id   obs.ColleagueSpan
	fill func(o *observer, c *kanban.ColleagueView, out []float32)
}

// playerSpan is a span of a player block.
type playerSpan struct {
	id   obs.PlayerSpan
	fill func(o *observer, b *kanban.PlayerBoard, out []float32)
}

// The sizes of the vector's repeated parts.
const (
	designSize     = obs.DesignSize
	goalPlaceSize  = obs.GoalPlaceSize
	orderPlaces    = obs.OrderPlaces
	paceSpaces     = obs.PaceSpaces
	upgradeSpaces  = obs.UpgradeSpaces
	conveyorSpaces = obs.ConveyorSpaces
	numGoalPlaces  = obs.GoalPlaces
	trainingSize   = obs.TrainingSize
	sharedStackOf  = obs.SharedStackOf
)

var tableSpans = slices.Concat(boardSpans, soloSpans)

// boardSpans are the spans of the table but the solo mode's.
var boardSpans = []span{
	{obs.NextKind, func(o *observer, out []float32) { hot(out, int(o.v.Next.Kind)-1) }},
	{obs.NextPlayer, func(o *observer, out []float32) { hot(out, o.slot(o.v.Next.Player)) }},
	{obs.NextDept, func(o *observer, out []float32) {
		if k := o.v.Next.Kind; k == kanban.DecideCertSpace || k == kanban.DecideAward {
			hot(out, int(o.v.Next.Dept))
		}
	}},
	{obs.NextSection, func(o *observer, out []float32) {
		if k := o.v.Next.Kind; k == kanban.DecideStartSpot || k == kanban.DecideCertSpace {
			put(out, 0, frac(o.v.Next.Section, components.CertSections))
		}
	}},
	{obs.NextSpaces, func(o *observer, out []float32) {
		for i := range out {
			put(out, i, flag(o.v.Next.Spaces.Has(i)))
		}
	}},
	{obs.NextModel, func(o *observer, out []float32) {
		if k := o.v.Next.Kind; k == kanban.DecideBranch || k == kanban.DecideGarage {
			hot(out, int(o.v.Next.Model))
		}
	}},
	{obs.NextAt, func(o *observer, out []float32) {
		if o.v.Next.Kind == kanban.DecideBranch {
			hot(out, int(o.v.Next.At))
		}
	}},
	{obs.NextTo, func(o *observer, out []float32) {
		for c := range conveyorSpaces {
			put(out, c, flag(o.v.Next.To.Has(kanban.ConveyorSpace(c))))
		}
		put(out, conveyorSpaces, flag(o.v.Next.To.Has(kanban.ExitSpace)))
	}},
	{obs.NextTiles, func(o *observer, out []float32) { put(out, 0, frac(o.v.Next.Tiles, 3)) }},
	{obs.NextGoals, func(o *observer, out []float32) {
		for g := range out {
			put(out, g, flag(o.v.Next.Goals.Has(kanban.GoalCard(g))))
		}
	}},
	{obs.Day, func(o *observer, out []float32) { put(out, 0, frac(o.v.Day, components.MaxDays)) }},
	{obs.Week, func(o *observer, out []float32) { hot(out, o.v.Week) }},
	{obs.ProductionCycle, func(o *observer, out []float32) { hot(out, o.v.ProductionCycle) }},
	{obs.MeetingScheduled, func(o *observer, out []float32) { put(out, 0, flag(o.v.MeetingScheduled)) }},
	{obs.MeetingPasses, func(o *observer, out []float32) { put(out, 0, frac(o.v.MeetingPasses, components.NumColors)) }},
	{obs.CertOrder, func(o *observer, out []float32) {
		for rank, c := range o.v.CertOrder {
			if slot := o.slot(c); slot >= 0 && rank < components.NumColors {
				hot(out, slot*components.NumColors+rank)
			}
		}
	}},
	{obs.Order, func(o *observer, out []float32) {
		for i, ch := range o.v.Order {
			if i >= orderPlaces {
				break
			}
			place := out[i*(components.NumColors+2) : (i+1)*(components.NumColors+2)]
			if ch.Sandra {
				hot(place, components.NumColors)
			} else {
				hot(place, o.slot(ch.Player))
			}
			put(place, components.NumColors+1, flag(ch.Chosen))
		}
	}},
	{obs.Workstations, func(o *observer, out []float32) {
		for w, c := range o.v.Workstations {
			if slot := o.slot(c); slot >= 0 {
				hot(out, w*components.NumColors+slot)
			}
		}
	}},
	{obs.Sandra, func(o *observer, out []float32) {
		w := int(o.v.Sandra)
		if o.v.Sandra == kanban.NoWorkstation {
			w = kanban.NumWorkstations
		}
		hot(out, w)
	}},
	{obs.TurnPlayer, func(o *observer, out []float32) { hot(out, o.slot(o.v.Turn.Player)) }},
	{obs.TurnShifts, func(o *observer, out []float32) {
		t := &o.v.Turn
		for i, n := range [...]int{t.Shifts, t.StationShifts, t.BankedUsable, t.Worked, t.BankedSpent} {
			put(out, i, frac(n, components.MaxShiftsPerDay))
		}
	}},
	{obs.TurnOther, func(o *observer, out []float32) {
		if o.v.Turn.HasOther {
			hot(out, int(o.v.Turn.OtherDept))
		}
	}},
	{obs.TurnHeld, func(o *observer, out []float32) {
		h := o.v.Turn.Held
		for i, n := range [...]int8{h.Books, h.Vouchers, h.BankedShifts} {
			put(out, i, frac(int(n), 4))
		}
	}},
	{obs.TurnFlags, func(o *observer, out []float32) {
		t := &o.v.Turn
		for i, f := range [...]bool{t.KanbanIssued, t.VoucherTaken, t.CarsClaimed, t.DesignLeft} {
			put(out, i, flag(f))
		}
	}},
	{obs.SupplyParts, func(o *observer, out []float32) {
		for p, n := range o.v.Supply.Parts {
			put(out, p, frac(n, components.PartsPerType))
		}
	}},
	{obs.SupplyCars, func(o *observer, out []float32) {
		for m, n := range o.v.Supply.Cars {
			put(out, m, frac(n, components.CarsPerModel))
		}
	}},
	{obs.SupplyTokens, func(o *observer, out []float32) {
		put(out, 0, frac(o.v.Supply.Books, components.BookSupply))
		put(out, 1, frac(o.v.Supply.Vouchers, components.VoucherSupply))
	}},
	{obs.Warehouses, func(o *observer, out []float32) {
		for p, n := range o.v.Warehouses {
			put(out, p, frac(n, components.PartsPerType))
		}
	}},
	{obs.Pool, func(o *observer, out []float32) {
		for _, p := range o.v.Pool {
			hot(out, int(p))
		}
	}},
	{obs.Assembly, func(o *observer, out []float32) {
		for m, parts := range o.v.Assembly {
			for _, p := range parts {
				if p < components.NumParts {
					hot(out, m*components.NumParts+int(p))
				}
			}
		}
	}},
	{obs.Upgrades, func(o *observer, out []float32) {
		for m, spaces := range o.v.Upgrades {
			for sp, p := range spaces {
				if p < components.NumParts {
					hot(out, (m*components.NumParts+sp)*components.NumParts+int(p))
				}
			}
		}
	}},
	{obs.UpgradeOwners, func(o *observer, out []float32) {
		for m, spaces := range o.v.UpgradeOwners {
			for sp, c := range spaces {
				if slot := o.slot(c); slot >= 0 {
					hot(out, (m*components.NumParts+sp)*components.NumColors+slot)
				}
			}
		}
	}},
	{obs.UpgradeValues, func(o *observer, out []float32) {
		for p, u := range o.v.Values {
			part := out[p*(upgradeSpaces+1) : (p+1)*(upgradeSpaces+1)]
			if u.Space < upgradeSpaces {
				hot(part, u.Space)
			}
			put(part, upgradeSpaces, flag(u.Doubled))
		}
	}},
	{obs.Conveyor, func(o *observer, out []float32) {
		for c, m := range o.v.Conveyor {
			if m < components.NumModels {
				hot(out, c*components.NumModels+int(m))
			}
		}
	}},
	{obs.Pushing, func(o *observer, out []float32) {
		if o.v.Pushing != kanban.ExitSpace {
			hot(out, int(o.v.Pushing))
		}
	}},
	{obs.PaceCar, func(o *observer, out []float32) { hot(out, o.v.PaceCar) }},
	{obs.TestQueue, func(o *observer, out []float32) {
		models(out, o.v.TestQueue)
	}},
	{obs.Parking, func(o *observer, out []float32) {
		models(out, o.v.Parking)
	}},
	{obs.Display, func(o *observer, out []float32) {
		for row, spaces := range o.v.Display {
			for col, d := range spaces {
				i := row*components.DisplayColumns + col
				design(out[i*designSize:(i+1)*designSize], d)
			}
		}
	}},
	{obs.Stacks, func(o *observer, out []float32) {
		for i, st := range o.v.Stacks {
			stack := out[i*(designSize+1) : (i+1)*(designSize+1)]
			design(stack[:designSize], st.Top)
			put(stack, designSize, frac(st.Size, components.DesignStacks*components.DesignStackSize))
		}
	}},
	{obs.Demand, func(o *observer, out []float32) {
		for i, d := range o.v.Demand {
			tile := out[i*(components.NumModels+1) : (i+1)*(components.NumModels+1)]
			if d.Model < components.NumModels {
				hot(tile, int(d.Model))
			}
			put(tile, components.NumModels, frac(d.Tokens, 2))
		}
	}},
	{obs.DemandStack, func(o *observer, out []float32) {
		put(out, 0, frac(o.v.DemandStack, components.NumModels-components.DemandFaceUp))
	}},
	{obs.FactoryGoals, func(o *observer, out []float32) {
		for i, f := range o.v.FactoryGoals {
			tile := out[i*(components.NumFactoryGoalKinds+2) : (i+1)*(components.NumFactoryGoalKinds+2)]
			if f.Kind < components.NumFactoryGoalKinds {
				hot(tile, int(f.Kind))
			}
			put(tile, components.NumFactoryGoalKinds, frac(int(f.Threshold), 5))
			put(tile, components.NumFactoryGoalKinds+1, frac(f.Tokens, 2))
		}
	}},
	{obs.AwardStacks, func(o *observer, out []float32) {
		for d, a := range o.v.AwardStacks {
			put(out, 2*d, frac(a.Tiles, 3))
			put(out, 2*d+1, flag(a.Token))
		}
	}},
	{obs.MeetingGoals, func(o *observer, out []float32) {
		var room [components.MeetingRoomPlaces]bool
		for _, g := range o.v.MeetingGoals {
			place := -1
			if g.PlayedBy == kanban.NoColor {
				for i, card := range o.v.MeetingRoom {
					if card == int(g.Card) && !room[i] {
						place, room[i] = i, true
						break
					}
				}
			} else if slot := o.slot(g.PlayedBy); slot >= 0 {
				place = components.MeetingRoomPlaces + slot
			}
			if place < 0 {
				continue
			}
			goal := out[place*goalPlaceSize : (place+1)*goalPlaceSize]
			if int(g.Card) < components.NumGoals {
				hot(goal, int(g.Card))
			}
			for icon, c := range g.Tokens {
				if slot := o.slot(c); slot >= 0 {
					hot(goal, components.NumGoals+icon*components.NumColors+slot)
				}
			}
			put(goal, goalPlaceSize-3, frac(g.Count, 10))
			put(goal, goalPlaceSize-2, flag(g.Open))
			put(goal, goalPlaceSize-1, frac(g.Score, 15))
		}
	}},
	{obs.FinalGoal, func(o *observer, out []float32) { hot(out, o.v.FinalGoal) }},
	{obs.KanbanRevealed, func(o *observer, out []float32) { hot(out, o.v.KanbanRevealed) }},
	{obs.Decks, func(o *observer, out []float32) {
		put(out, 0, frac(o.v.KanbanDeck, components.NumKanbanCards))
		put(out, 1, frac(o.v.GoalDeck, components.NumGoals))
		put(out, 2, frac(o.v.GoalDiscards, components.NumGoals))
	}},
	{obs.HandGoals, func(o *observer, out []float32) {
		for _, g := range o.v.Hand.Goals {
			hot(out, g)
		}
	}},
	{obs.HandKanban, func(o *observer, out []float32) {
		for _, k := range o.v.Hand.Kanban {
			hot(out, k)
		}
	}},
	{obs.AwardChoice, func(o *observer, out []float32) {
		for _, a := range o.v.AwardChoice {
			if int(a) < len(out) {
				out[a] += 1.0 / 3
			}
		}
	}},
	{obs.RoomGoal, func(o *observer, out []float32) {
		if o.v.RoomGoal != kanban.NoGoal {
			hot(out, int(o.v.RoomGoal))
		}
	}},
	{obs.TrackRanks, func(o *observer, out []float32) {
		for d, order := range o.v.TrackOrders {
			for slot := range components.NumColors {
				if i := o.slots[slot]; i >= 0 {
					put(out, d*components.NumColors+slot, rank(order, o.v.Players[i].Color))
				}
			}
		}
	}},
	{obs.KanbanKnown, func(o *observer, out []float32) {
		for i, k := range o.v.KanbanKnown {
			if k >= 0 && k < components.NumKanbanCards {
				put(out, k, frac(i+1, components.NumKanbanCards))
			}
		}
	}},
	{obs.KanbanHeld, func(o *observer, out []float32) {
		for slot := range components.NumColors {
			if i := o.slots[slot]; i >= 0 && i < len(o.v.KanbanHeld) {
				for _, k := range o.v.KanbanHeld[i] {
					if k >= 0 && k < components.NumKanbanCards {
						put(out, slot*components.NumKanbanCards+k, 1)
					}
				}
			}
		}
	}},
	{obs.CentralKnown, func(o *observer, out []float32) {
		for g, group := range o.v.CentralKnown {
			for _, d := range group {
				if int(d) < components.NumDesigns {
					put(out, int(d), frac(g+1, components.DesignStacks*components.DesignStackSize))
					put(out, components.NumDesigns+int(d), flag(len(group) > 1))
				}
			}
		}
	}},
	{obs.AwardKnown, func(o *observer, out []float32) {
		for d, a := range o.v.AwardStacks {
			stack := out[d*(components.NumAwards+1) : (d+1)*(components.NumAwards+1)]
			if !a.Seen {
				continue
			}
			put(stack, 0, 1)
			for _, t := range a.Known {
				if t < components.NumAwards {
					stack[1+int(t)] += 1.0 / 3
				}
			}
		}
	}},
}

// soloSpans are the solo mode's spans but the Colleagues': all zeros in a
// game of 2 to 4 players (View.Solo nil).
var soloSpans = []span{
	{obs.Solo, func(o *observer, out []float32) { put(out, 0, flag(o.v.Solo != nil)) }},
	{obs.SoloDifficulty, solo(func(so *kanban.SoloView, out []float32) {
		for _, d := range so.Difficulty {
			hot(out, int(d))
		}
	})},
	{obs.SoloColumn, solo(func(so *kanban.SoloView, out []float32) {
		for i, c := range so.Column {
			if i < components.SoloColumn {
				hot(out[i*components.SoloDepartmentCards:(i+1)*components.SoloDepartmentCards], c)
			}
		}
	})},
	{obs.SoloDecks, solo(func(so *kanban.SoloView, out []float32) {
		put(out, 0, frac(so.DepartmentDeck, components.SoloDepartmentCards+1))
		put(out, 1, frac(so.SelectionDeck, components.SoloSelectionCards))
	})},
	{obs.SoloSelectionDrawn, solo(func(so *kanban.SoloView, out []float32) {
		hot(out, so.SelectionDrawn)
	})},
	{obs.SoloSharedStack, solo(func(so *kanban.SoloView, out []float32) {
		design(out[:designSize], so.SharedStack.Top)
		put(out, designSize, frac(so.SharedStack.Size, sharedStackOf))
	})},
	{obs.SoloColleagueParts, solo(func(so *kanban.SoloView, out []float32) {
		for p, n := range so.ColleagueParts {
			put(out, p, frac(n, components.ColleaguePartsMax))
		}
	})},
}

// colleagueSpans are the spans of each Colleague's block (Lacerda's, then
// Turczi's), named "solo.<name>.<span>"; they are all zeros in a game of 2
// to 4 players.
var colleagueSpans = []colleagueSpan{
	{obs.ColleaguePP, func(_ *observer, c *kanban.ColleagueView, out []float32) { put(out, 0, frac(c.PP, 100)) }},
	{obs.ColleagueTraining, func(_ *observer, c *kanban.ColleagueView, out []float32) {
		for d, sp := range c.Training {
			if sp >= 0 && sp <= components.TrackExpert {
				hot(out, d*(components.TrackExpert+1)+sp)
			}
		}
	}},
	{obs.ColleagueTrackRanks, func(o *observer, c *kanban.ColleagueView, out []float32) {
		for d, order := range o.v.TrackOrders {
			put(out, d, rank(order, c.Color))
		}
	}},
	{obs.ColleagueCertSection, func(_ *observer, c *kanban.ColleagueView, out []float32) {
		if c.CertSection >= 0 {
			put(out, 0, frac(c.CertSection, components.CertSections))
		}
	}},
	{obs.ColleagueCertSpace, func(_ *observer, c *kanban.ColleagueView, out []float32) { hot(out, c.CertSpace) }},
	{obs.ColleagueWorkstation, func(_ *observer, c *kanban.ColleagueView, out []float32) {
		if c.Workstation != kanban.NoWorkstation {
			hot(out, int(c.Workstation))
		}
	}},
	{obs.ColleaguePart, func(_ *observer, c *kanban.ColleagueView, out []float32) {
		if c.Part < components.NumParts {
			hot(out, int(c.Part))
		}
	}},
	{obs.ColleagueUpgraded, func(_ *observer, c *kanban.ColleagueView, out []float32) { designs(out, c.Upgraded) }},
	{obs.ColleagueCars, func(_ *observer, c *kanban.ColleagueView, out []float32) {
		for m, n := range c.Cars {
			put(out, m, frac(n, components.CarsPerModel))
		}
	}},
}

// solo makes a span's fill of the solo mode's: nothing outside a solo game.
func solo(fill func(so *kanban.SoloView, out []float32)) func(o *observer, out []float32) {
	return func(o *observer, out []float32) {
		if o.v.Solo != nil {
			fill(o.v.Solo, out)
		}
	}
}

// rank returns the place of colour c on a training track's order, the
// most advanced 1, then 3/4, 1/2, 1/4 (components.NumColors places), and 0
// for a colour not on it (a player who never moved).
func rank(order []kanban.Color, c kanban.Color) float32 {
	if i := slices.Index(order, c); i >= 0 && i < components.NumColors {
		return frac(components.NumColors-i, components.NumColors)
	}
	return 0
}

var playerSpans = []playerSpan{
	{obs.PlayerPresent, func(_ *observer, _ *kanban.PlayerBoard, out []float32) { put(out, 0, 1) }},
	{obs.PlayerExpertSide, func(_ *observer, b *kanban.PlayerBoard, out []float32) { put(out, 0, flag(b.ExpertSide)) }},
	{obs.PlayerPP, func(_ *observer, b *kanban.PlayerBoard, out []float32) { put(out, 0, frac(b.PP, 100)) }},
	{obs.PlayerBankedShifts, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		put(out, 0, frac(b.BankedShifts, components.BankedShiftMax))
	}},
	{obs.PlayerBooks, func(_ *observer, b *kanban.PlayerBoard, out []float32) { put(out, 0, frac(b.Books, 4)) }},
	{obs.PlayerVouchers, func(_ *observer, b *kanban.PlayerBoard, out []float32) { put(out, 0, frac(b.Vouchers, 4)) }},
	{obs.PlayerSpeech, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		for i, n := range [...]int{b.Speech, b.SpeechSpaces, b.GenericSpeech, b.SpeechOnGoals, b.SpeechBeside} {
			put(out, i, frac(n, components.OwnSpeechTokens))
		}
	}},
	{obs.PlayerTraining, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		for d, sp := range b.Training {
			if sp >= 0 && sp <= components.TrackExpert {
				hot(out, d*(components.TrackExpert+1)+sp)
			}
		}
	}},
	{obs.PlayerCertifications, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		put(out, 0, frac(b.Certifications, components.NumDepartments))
	}},
	{obs.PlayerCertSpace, func(_ *observer, b *kanban.PlayerBoard, out []float32) { hot(out, b.CertSpace) }},
	{obs.PlayerParts, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		for p, n := range b.Parts {
			put(out, p, frac(n, components.StorageSpacesCertified))
		}
	}},
	{obs.PlayerStorageSpaces, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		put(out, 0, frac(b.StorageSpaces, components.StorageSpacesCertified))
	}},
	{obs.PlayerDesk, func(_ *observer, b *kanban.PlayerBoard, out []float32) { designs(out, b.Desk) }},
	{obs.PlayerDeskSpaces, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		put(out, 0, frac(b.DeskSpaces, components.DeskSpacesCertified))
	}},
	{obs.PlayerUpgraded, func(_ *observer, b *kanban.PlayerBoard, out []float32) { designs(out, b.Upgraded) }},
	{obs.PlayerDoubleUpgrade, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		if b.DoubleUpgrade != kanban.NoDesign {
			hot(out, int(b.DoubleUpgrade))
		}
	}},
	{obs.PlayerGarages, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		for g, m := range b.Garages {
			if m < components.NumModels {
				hot(out, g*components.NumModels+int(m))
			}
		}
	}},
	{obs.PlayerGarageUsed, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		for g, used := range b.GarageUsed {
			put(out, g, flag(used))
		}
	}},
	{obs.PlayerAwards, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		for d, a := range b.Awards {
			if a < components.NumAwards {
				hot(out, d*components.NumAwards+int(a))
			}
		}
	}},
	{obs.PlayerFactoryGoals, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		for place, taken := range b.FactoryGoals {
			put(out, place, flag(taken))
		}
	}},
	{obs.PlayerWorkstation, func(_ *observer, b *kanban.PlayerBoard, out []float32) {
		if b.Workstation != kanban.NoWorkstation {
			hot(out, int(b.Workstation))
		}
	}},
	{obs.PlayerLaidDown, func(_ *observer, b *kanban.PlayerBoard, out []float32) { put(out, 0, flag(b.LaidDown)) }},
}

// hot sets out[i] to 1, for i in range: a one-hot value, or a set's member.
func hot(out []float32, i int) { put(out, i, 1) }

// put sets out[i] to x, for i in range; an index out of range, which only a
// View no game produced gives, sets nothing.
func put(out []float32, i int, x float32) {
	if i >= 0 && i < len(out) {
		out[i] = x
	}
}

// frac returns a count divided by its scale.
func frac(n, scale int) float32 { return float32(n) / float32(scale) }

// flag returns 1 for true.
func flag(b bool) float32 {
	if b {
		return 1
	}
	return 0
}

// design writes a Design tile: its model one-hot, then its part one-hot,
// the blank last; nothing for NoDesign.
func design(out []float32, d kanban.DesignTile) {
	if int(d) >= components.NumDesigns {
		return
	}
	t := components.Designs[d]
	hot(out, int(t.Model))
	part := int(t.Part)
	if !t.HasPart {
		part = components.NumParts
	}
	hot(out, components.NumModels+part)
}

// designs writes a set of Design tiles, a bit per tile.
func designs(out []float32, set kanban.DesignSet) {
	for d := range components.NumDesigns {
		put(out, d, flag(set.Has(kanban.DesignTile(d))))
	}
}

// models writes a list of cars, one-hot model for each place.
func models(out []float32, list []kanban.Model) {
	for i, m := range list {
		if m < components.NumModels {
			hot(out, i*components.NumModels+int(m))
		}
	}
}
