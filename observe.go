package kanban

import (
	"math/bits"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/obs"
)

// The observation vector of package bots (bots.ObservationSize), written
// from the state itself rather than from a View: bots.ObserveState calls it
// through internal/obs, which holds the layout both encoders follow. It
// reads only what View(p) shows the player of colour p (R-ENG-3) — the
// property test of bots compares the two vectors at every step of random
// games — and allocates nothing.

func init() {
	obs.State = func(s any, p Color, out []float32) { s.(*GameState).observe(p, out) }
	obs.StateIDs = func(s any) obs.IDs { return s.(*GameState).idContext() }
}

// These fail to compile if the layout's copies of the engine's sizes
// differ from them.
var (
	_ [obs.NumDecisionKinds - int(DecideEvents)]struct{}
	_ [int(DecideEvents) - obs.NumDecisionKinds]struct{}
	_ [obs.NumWorkstations - NumWorkstations]struct{}
	_ [NumWorkstations - obs.NumWorkstations]struct{}
)

// observer is the state and its viewer, with the viewer's slots: slot 0
// the viewer, the other players following in seating order (from the
// first seat for a viewer not in the game).
type observer struct {
	s     *GameState
	seat  int8 // the viewer's seat, or empty
	n     int  // the players with a slot
	first int  // the seat in slot 0
	// certs is each seat's certifications, the Colleagues' after the
	// players' (colleagueSeat - 1).
	certs [maxPlayers + components.Colleagues]int
}

// slotOf returns the slot of a seat, or -1 for none: Sandra, a Colleague,
// no seat.
func (o *observer) slotOf(seat int8) int {
	if seat < 0 || int(seat) >= o.n {
		return -1
	}
	return (int(seat) - o.first + o.n) % o.n
}

// slotOfColor returns the slot of the player of colour c, or -1.
func (o *observer) slotOfColor(c Color) int {
	if c == NoColor {
		return -1
	}
	for i := range o.n {
		if o.s.colors[i] == c {
			return o.slotOf(int8(i))
		}
	}
	return -1
}

// observe writes the observation of the player of colour p into out,
// obs.Size values all zero.
func (s *GameState) observe(p Color, out []float32) {
	o := observer{s: s, seat: s.seatOf(p), n: min(int(s.nPlayers), components.NumColors)}
	if o.seat >= 0 && int(o.seat) < o.n {
		o.first = int(o.seat)
	}
	for seat := range int8(s.nPlayers) {
		o.certs[seat] = s.certifications(seat)
	}
	for i := range s.solo.colleague {
		o.certs[maxPlayers+i] = s.solo.colleague[i].certifications()
	}
	o.next(out)
	o.table(out)
	o.meetingGoals(obs.Table(out, obs.MeetingGoals))
	o.hand(out)
	o.memory(out)
	o.trackRanks(out)
	if s.solo.on {
		o.solo(out)
	}
	for seat := range int8(o.n) {
		o.player(seat, out)
	}
}

// next writes the next.* spans: what the game waits for.
func (o *observer) next(out []float32) {
	s := o.s
	d := s.next()
	s.detail(&d)
	obs.Hot(obs.Table(out, obs.NextKind), int(d.Kind)-1)
	obs.Hot(obs.Table(out, obs.NextPlayer), o.slotOfColor(d.Player))
	if d.Kind == DecideCertSpace || d.Kind == DecideAward {
		obs.Hot(obs.Table(out, obs.NextDept), int(d.Dept))
	}
	if d.Kind == DecideStartSpot || d.Kind == DecideCertSpace {
		obs.Put(obs.Table(out, obs.NextSection), 0, obs.Frac(d.Section, components.CertSections))
	}
	spaces := obs.Table(out, obs.NextSpaces)
	for i := range spaces {
		obs.Put(spaces, i, obs.Flag(d.Spaces.Has(i)))
	}
	if d.Kind == DecideBranch || d.Kind == DecideGarage {
		obs.Hot(obs.Table(out, obs.NextModel), int(d.Model))
	}
	if d.Kind == DecideBranch {
		obs.Hot(obs.Table(out, obs.NextAt), int(d.At))
	}
	to := obs.Table(out, obs.NextTo)
	for c := range obs.ConveyorSpaces {
		obs.Put(to, c, obs.Flag(d.To.Has(ConveyorSpace(c))))
	}
	obs.Put(to, obs.ConveyorSpaces, obs.Flag(d.To.Has(ExitSpace)))
	obs.Put(obs.Table(out, obs.NextTiles), 0, obs.Frac(d.Tiles, 3))
	goals := obs.Table(out, obs.NextGoals)
	for g := range goals {
		obs.Put(goals, g, obs.Flag(d.Goals.Has(GoalCard(g))))
	}
}

// table writes the spans of the board, from day to kanban_revealed and
// decks, but the Meeting's goals.
func (o *observer) table(out []float32) {
	s := o.s
	b := &s.board
	obs.Put(obs.Table(out, obs.Day), 0, obs.Frac(int(s.day), components.MaxDays))
	obs.Hot(obs.Table(out, obs.Week), int(s.week))
	obs.Hot(obs.Table(out, obs.ProductionCycle), int(s.cycle))
	obs.Put(obs.Table(out, obs.MeetingScheduled), 0, obs.Flag(s.meeting))
	if s.phase == phaseMeeting {
		obs.Put(obs.Table(out, obs.MeetingPasses), 0, obs.Frac(int(s.mtg.passes), components.NumColors))
	}

	o.certOrder(obs.Table(out, obs.CertOrder))
	switch s.phase {
	case phaseSpots, phasePicks, phaseSelection, phaseChoosing:
		places := obs.Table(out, obs.Order)
		for i, seat := range s.order[:min(int(s.orderLen), obs.OrderPlaces)] {
			place := places[i*(components.NumColors+2) : (i+1)*(components.NumColors+2)]
			if seat == sandraSeat {
				obs.Hot(place, components.NumColors)
			} else {
				obs.Hot(place, o.slotOf(seat))
			}
			obs.Put(place, components.NumColors+1, obs.Flag(i < int(s.orderPos)))
		}
	}
	stations := obs.Table(out, obs.Workstations)
	for w, seat := range s.stations {
		if slot := o.slotOf(seat); slot >= 0 {
			obs.Hot(stations, w*components.NumColors+slot)
		}
	}
	obs.Hot(obs.Table(out, obs.Sandra), min(int(s.sandra), NumWorkstations))
	o.turn(out)

	supply := obs.Table(out, obs.SupplyParts)
	for p, n := range b.supply {
		obs.Put(supply, p, obs.Frac(int(n), components.PartsPerType))
	}
	cars := obs.Table(out, obs.SupplyCars)
	for m, n := range b.cars {
		obs.Put(cars, m, obs.Frac(int(n), components.CarsPerModel))
	}
	tokens := obs.Table(out, obs.SupplyTokens)
	obs.Put(tokens, 0, obs.Frac(int(b.books), components.BookSupply))
	obs.Put(tokens, 1, obs.Frac(int(b.vouchers), components.VoucherSupply))
	warehouses := obs.Table(out, obs.Warehouses)
	for p, n := range b.warehouse {
		obs.Put(warehouses, p, obs.Frac(int(n), components.PartsPerType))
	}
	pool := obs.Table(out, obs.Pool)
	assembly := obs.Table(out, obs.Assembly)
	for p := range Part(components.NumParts) {
		if b.pool.has(p) {
			obs.Hot(pool, int(p))
		}
		for m, set := range b.assembly {
			if set.has(p) {
				obs.Hot(assembly, m*components.NumParts+int(p))
			}
		}
	}
	upgrades := obs.Table(out, obs.Upgrades)
	owners := obs.Table(out, obs.UpgradeOwners)
	for m := range b.upgrades {
		for sp, part := range b.upgrades[m] {
			if part == empty {
				continue
			}
			obs.Hot(upgrades, (m*components.NumParts+sp)*components.NumParts+int(part))
			if slot := o.slotOf(s.upgradeOwner(Model(m), Part(part))); slot >= 0 {
				obs.Hot(owners, (m*components.NumParts+sp)*components.NumColors+slot)
			}
		}
	}
	values := obs.Table(out, obs.UpgradeValues)
	for p, sp := range b.value {
		part := values[p*(obs.UpgradeSpaces+1) : (p+1)*(obs.UpgradeSpaces+1)]
		if int(sp) < obs.UpgradeSpaces {
			obs.Hot(part, int(sp))
		}
		obs.Put(part, obs.UpgradeSpaces, obs.Flag(b.doubled.has(Part(p))))
	}
	conveyor := obs.Table(out, obs.Conveyor)
	for c, m := range b.conveyor {
		if m != empty {
			obs.Hot(conveyor, c*components.NumModels+int(m))
		}
	}
	if s.pending.kind == DecideBranch {
		obs.Hot(obs.Table(out, obs.Pushing), int(s.pending.path[s.pending.pathLen-1]))
	}
	obs.Hot(obs.Table(out, obs.PaceCar), int(b.pace))
	models(obs.Table(out, obs.TestQueue), b.queue[:b.queueLen])
	models(obs.Table(out, obs.Parking), s.turn.parking[:s.turn.parkingLen])

	display := obs.Table(out, obs.Display)
	for r := range b.display {
		for c, d := range b.display[r] {
			i := r*components.DisplayColumns + c
			if d != empty {
				obs.Design(display[i*obs.DesignSize:(i+1)*obs.DesignSize], int(d))
			}
		}
	}
	stacks := obs.Table(out, obs.Stacks)
	for i := range components.DesignStacks {
		stack := stacks[i*(obs.DesignSize+1) : (i+1)*(obs.DesignSize+1)]
		if d := s.designAt(CentralStack + DesignSource(i)); d != empty {
			obs.Design(stack[:obs.DesignSize], int(d))
			obs.Put(stack, obs.DesignSize, obs.Frac(b.stacks[i].len(), components.DesignStacks*components.DesignStackSize))
		}
	}
	demand := obs.Table(out, obs.Demand)
	for i, d := range b.demand {
		tile := demand[i*(components.NumModels+1) : (i+1)*(components.NumModels+1)]
		if m := o.s.ed().DemandTiles[d.tile].Model; m < components.NumModels {
			obs.Hot(tile, int(m))
		}
		obs.Put(tile, components.NumModels, obs.Frac(int(d.tokens), 2))
	}
	obs.Put(obs.Table(out, obs.DemandStack), 0, obs.Frac(b.demandStack.len(), components.NumModels-components.DemandFaceUp))
	factory := obs.Table(out, obs.FactoryGoals)
	for i, f := range b.factory {
		tile := factory[i*(components.NumFactoryGoalKinds+2) : (i+1)*(components.NumFactoryGoalKinds+2)]
		g := o.s.ed().FactoryGoals[f.tile]
		if g.Kind < components.NumFactoryGoalKinds {
			obs.Hot(tile, int(g.Kind))
		}
		obs.Put(tile, components.NumFactoryGoalKinds, obs.Frac(int(g.Threshold), 5))
		obs.Put(tile, components.NumFactoryGoalKinds+1, obs.Frac(int(f.tokens), 2))
	}
	awards := obs.Table(out, obs.AwardStacks)
	for d := range b.awards {
		obs.Put(awards, 2*d, obs.Frac(b.awards[d].len(), 3))
		obs.Put(awards, 2*d+1, obs.Flag(b.awardSpeech[d] > 0))
	}
	obs.Hot(obs.Table(out, obs.FinalGoal), int(b.finalGoal))
	obs.Hot(obs.Table(out, obs.KanbanRevealed), int(b.kanbanShown))
	decks := obs.Table(out, obs.Decks)
	obs.Put(decks, 0, obs.Frac(b.kanbanDeck.len(), components.NumKanbanCards))
	obs.Put(decks, 1, obs.Frac(b.goalDeck.len(), components.NumGoals))
	obs.Put(decks, 2, obs.Frac(b.goalDiscard.len(), components.NumGoals))
}

// certOrder writes the cert_order span: the ranks of the players in
// Certification-track order, the Colleagues counted (certOrder).
func (o *observer) certOrder(out []float32) {
	s := o.s
	rank := 0
	for sec := components.CertSections; sec >= 0 && rank < components.NumColors; sec-- {
		for sp := int8(0); sp < components.CertSpaces; sp++ {
			for seat := range int8(s.nPlayers) {
				if o.certs[seat] == sec && s.players[seat].certSpace == sp {
					if slot := o.slotOf(seat); slot >= 0 && rank < components.NumColors {
						obs.Hot(out, slot*components.NumColors+rank)
					}
					rank++
				}
			}
			for i := range s.solo.colleague {
				if co := &s.solo.colleague[i]; s.solo.on && co.certSpace == sp && o.certs[maxPlayers+i] == sec {
					rank++
				}
			}
		}
	}
}

// upgradeOwner returns the seat who put the part on an upgrade space of
// model m, as UpgradeOwners reads it: the owner of the Upgraded Design of
// that model and part, or empty, a Colleague's included (colleagueSeat).
func (s *GameState) upgradeOwner(m Model, part Part) int8 {
	owner := int8(empty)
	for d, t := range components.Designs[int(m)*components.DesignsPerModel : (int(m)+1)*components.DesignsPerModel] {
		d += int(m) * components.DesignsPerModel
		if t.Model != m || !t.HasPart || t.Part != part {
			continue
		}
		for seat := range int8(s.nPlayers) {
			if s.players[seat].upgraded.has(d) {
				owner = seat
			}
		}
		if s.solo.on {
			for i := range s.solo.colleague {
				if s.solo.colleague[i].upgraded.has(d) {
					owner = colleagueSeat(i)
				}
			}
		}
	}
	return owner
}

// models writes a list of cars, one-hot model for each place.
func models(out []float32, list []int8) {
	for i, m := range list {
		if m >= 0 && int(m) < components.NumModels {
			obs.Hot(out, i*components.NumModels+int(m))
		}
	}
}

// turn writes the turn.* spans: the working turn in progress, as Turn
// describes it.
func (o *observer) turn(out []float32) {
	s := o.s
	t := &s.turn
	if s.phase != phaseWorking || t.seat < 0 || t.seat == sandraSeat || isColleague(t.seat) {
		return
	}
	p := &s.players[t.seat]
	obs.Hot(obs.Table(out, obs.TurnPlayer), o.slotOf(t.seat))
	bankable := min(int(p.banked), components.MaxBankedPerTurn-int(t.banked))
	shifts := min(int(t.shifts)+bankable, components.MaxShiftsPerDay-int(t.worked))
	station := min(int(t.shifts), shifts)
	span := obs.Table(out, obs.TurnShifts)
	for i, n := range [...]int{shifts, station, shifts - station, int(t.worked), int(t.banked)} {
		obs.Put(span, i, obs.Frac(n, components.MaxShiftsPerDay))
	}
	if t.other != empty {
		obs.Hot(obs.Table(out, obs.TurnOther), int(t.other))
	}
	held := obs.Table(out, obs.TurnHeld)
	for i, n := range [...]uint8{t.pendBooks, t.pendVouchers, t.pendBanked} {
		obs.Put(held, i, obs.Frac(int(int8(n)), 4))
	}
	flags := obs.Table(out, obs.TurnFlags)
	for i, f := range [...]turnFlags{flagKanban, flagVoucher, flagClaimed, flagDesignLeft} {
		obs.Put(flags, i, obs.Flag(t.did(f)))
	}
}

// meetingGoals writes the face-up goals: the meeting room's places, then
// each slot's played goal, as View.MeetingGoals shows them to the viewer.
func (o *observer) meetingGoals(out []float32) {
	s := o.s
	for place := range meetingGoals {
		g := s.faceUpGoal(place)
		if g == empty {
			continue
		}
		at := place
		if place >= components.MeetingRoomPlaces {
			slot := o.slotOf(int8(place - components.MeetingRoomPlaces))
			if slot < 0 {
				continue
			}
			at = components.MeetingRoomPlaces + slot
		}
		goal := out[at*obs.GoalPlaceSize : (at+1)*obs.GoalPlaceSize]
		obs.Hot(goal, int(g))
		for icon, who := range s.mtg.tokens[place] {
			if slot := o.slotOf(who); slot >= 0 {
				obs.Hot(goal, components.NumGoals+icon*components.NumColors+slot)
			}
		}
		if o.seat < 0 {
			continue
		}
		card := o.s.ed().Goals[g]
		count := s.goalCount(o.seat, card.Measure)
		open := s.canTakeToken(o.seat, place)
		obs.Put(goal, obs.GoalPlaceSize-3, obs.Frac(count, 10))
		obs.Put(goal, obs.GoalPlaceSize-2, obs.Flag(open))
		if open {
			score := min(count, int(card.Icons[s.freeIcon(place)])) * int(card.PP)
			obs.Put(goal, obs.GoalPlaceSize-1, obs.Frac(score, 15))
		}
	}
}

// hand writes what the viewer holds and has chosen in secret.
func (o *observer) hand(out []float32) {
	s := o.s
	if o.seat < 0 {
		return
	}
	p := &s.players[o.seat]
	goals := obs.Table(out, obs.HandGoals)
	for h := p.goals; h != 0; h &= h - 1 {
		obs.Hot(goals, bits.TrailingZeros64(h))
	}
	cards := obs.Table(out, obs.HandKanban)
	for h := p.kanban; h != 0; h &= h - 1 {
		obs.Hot(cards, bits.TrailingZeros16(h))
	}
	if s.pending.kind == DecideAward && s.pending.seat == o.seat {
		choice := obs.Table(out, obs.AwardChoice)
		for _, a := range s.board.awards[s.pending.dept].items() {
			if int(a) < len(choice) {
				choice[a] += 1.0 / 3
			}
		}
	}
	if g := s.mtg.chose[o.seat]; g != empty {
		obs.Hot(obs.Table(out, obs.RoomGoal), int(g))
	}
}

// memory writes what the table saw go into the hidden orders, and the
// Award stacks the viewer looked through.
func (o *observer) memory(out []float32) {
	s := o.s
	m := &s.mem
	known := obs.Table(out, obs.KanbanKnown)
	for i := range int(m.kanbanKnown) {
		if k := int(s.board.kanbanDeck.t[int(m.kanbanKnown)-1-i]); k < components.NumKanbanCards {
			obs.Put(known, k, obs.Frac(i+1, components.NumKanbanCards))
		}
	}
	held := obs.Table(out, obs.KanbanHeld)
	for seat := range int8(o.n) {
		slot := o.slotOf(seat)
		for h := m.kanbanHeld[seat]; h != 0; h &= h - 1 {
			obs.Put(held, slot*components.NumKanbanCards+bits.TrailingZeros16(h), 1)
		}
	}
	central := obs.Table(out, obs.CentralKnown)
	st := &s.board.stacks[centralStack]
	g := 0
	for i := min(int(m.centralKnown), int(st.n)-1) - 1; i >= 0; g++ {
		j := i // the group is places j to i
		for j > 0 && m.centralSets&(1<<(j-1)) != 0 {
			j--
		}
		for k := i; k >= j; k-- {
			if d := int(st.t[k]); d < components.NumDesigns {
				obs.Put(central, d, obs.Frac(g+1, components.DesignStacks*components.DesignStackSize))
				obs.Put(central, components.NumDesigns+d, obs.Flag(i > j))
			}
		}
		i = j - 1
	}
	if o.seat < 0 {
		return
	}
	awards := obs.Table(out, obs.AwardKnown)
	for d := range s.board.awards {
		if m.awardsSeen[o.seat]&(1<<d) == 0 {
			continue
		}
		stack := awards[d*(components.NumAwards+1) : (d+1)*(components.NumAwards+1)]
		obs.Put(stack, 0, 1)
		for _, t := range s.board.awards[d].items() {
			if int(t) < components.NumAwards {
				stack[1+int(t)] += 1.0 / 3
			}
		}
	}
}

// trackRanks writes each player's and each Colleague's place on the
// training tracks, as View.TrackOrders lists them.
func (o *observer) trackRanks(out []float32) {
	s := o.s
	var seats [maxPlayers + components.Colleagues]int8
	n := 0
	for seat := range int8(s.nPlayers) {
		seats[n] = seat
		n++
	}
	if s.solo.on {
		for i := range components.Colleagues {
			seats[n] = colleagueSeat(i)
			n++
		}
	}
	ranks := obs.Table(out, obs.TrackRanks)
	for d := range Department(components.NumDepartments) {
		// Each disc's rank, as trackRank gives it: how many discs are
		// ahead, -1 for one that never moved.
		var space [len(seats)]uint8
		var stamp [len(seats)]uint32
		for i, seat := range seats[:n] {
			space[i], stamp[i] = s.discOf(seat, d)
		}
		var rank [len(seats)]int
		for i := range n {
			if space[i] == 0 {
				rank[i] = -1
				continue
			}
			for j := range n {
				if j != i && (space[j] > space[i] || space[j] == space[i] && stamp[j] > stamp[i]) {
					rank[i]++
				}
			}
		}
		// The place of each in TrackOrder(d): those of lower rank first,
		// then the earlier of the same rank.
		for i, seat := range seats[:n] {
			if rank[i] < 0 || rank[i] >= n {
				continue
			}
			place := 0
			for j := range n {
				if rank[j] >= 0 && (rank[j] < rank[i] || rank[j] == rank[i] && j < i) {
					place++
				}
			}
			if isColleague(seat) {
				obs.Put(obs.Colleague(out, colleagueIndex(seat), obs.ColleagueTrackRanks), int(d), obs.Rank(place))
			} else if slot := o.slotOf(seat); slot >= 0 {
				obs.Put(ranks, int(d)*components.NumColors+slot, obs.Rank(place))
			}
		}
	}
}

// solo writes the solo block, which a game of 2 to 4 players leaves zero.
func (o *observer) solo(out []float32) {
	s := o.s
	so := &s.solo
	obs.Put(obs.Table(out, obs.Solo), 0, 1)
	difficulty := obs.Table(out, obs.SoloDifficulty)
	for d := range components.Difficulty(components.SoloDifficultyCards) {
		if s.hasDifficulty(d) {
			obs.Hot(difficulty, int(d))
		}
	}
	column := obs.Table(out, obs.SoloColumn)
	i := 0
	for _, c := range so.column {
		if c != empty {
			obs.Hot(column[i*components.SoloDepartmentCards:(i+1)*components.SoloDepartmentCards], int(c))
			i++
		}
	}
	decks := obs.Table(out, obs.SoloDecks)
	obs.Put(decks, 0, obs.Frac(so.deptDeck.len(), components.SoloDepartmentCards+1))
	obs.Put(decks, 1, obs.Frac(so.selDeck.len(), components.SoloSelectionCards))
	obs.Hot(obs.Table(out, obs.SoloSelectionDrawn), int(so.drawn))
	shared := obs.Table(out, obs.SoloSharedStack)
	if so.shared.len() > 0 {
		obs.Design(shared[:obs.DesignSize], int(so.shared.top()))
	}
	obs.Put(shared, obs.DesignSize, obs.Frac(so.shared.len(), obs.SharedStackOf))
	parts := obs.Table(out, obs.SoloColleagueParts)
	for p, n := range so.parts {
		obs.Put(parts, p, obs.Frac(int(n), components.ColleaguePartsMax))
	}
	for i := range so.colleague {
		co := &so.colleague[i]
		obs.Put(obs.Colleague(out, i, obs.ColleaguePP), 0, obs.Frac(int(co.pp), 100))
		training(obs.Colleague(out, i, obs.ColleagueTraining), &co.train)
		if sec := o.certs[maxPlayers+i]; sec >= 0 {
			obs.Put(obs.Colleague(out, i, obs.ColleagueCertSection), 0, obs.Frac(sec, components.CertSections))
		}
		obs.Hot(obs.Colleague(out, i, obs.ColleagueCertSpace), int(co.certSpace))
		if co.station != NoWorkstation {
			obs.Hot(obs.Colleague(out, i, obs.ColleagueWorkstation), int(co.station))
		}
		if co.part != empty {
			obs.Hot(obs.Colleague(out, i, obs.ColleaguePart), int(co.part))
		}
		obs.Designs(obs.Colleague(out, i, obs.ColleagueUpgraded), uint64(co.upgraded))
		cars := obs.Colleague(out, i, obs.ColleagueCars)
		for m, n := range co.cars {
			obs.Put(cars, m, obs.Frac(int(n), components.CarsPerModel))
		}
	}
}

// training writes a disc's space on each track, one-hot by track.
func training(out []float32, train *[components.NumDepartments]uint8) {
	for d, sp := range train {
		if sp <= components.TrackExpert {
			obs.Hot(out, d*(components.TrackExpert+1)+int(sp))
		}
	}
}

// player writes the block of a seat, at its slot.
func (o *observer) player(seat int8, out []float32) {
	s := o.s
	slot := o.slotOf(seat)
	span := func(id obs.PlayerSpan) []float32 { return obs.Player(out, slot, id) }
	p := &s.players[seat]
	obs.Put(span(obs.PlayerPresent), 0, 1)
	obs.Put(span(obs.PlayerExpertSide), 0, obs.Flag(s.expert[seat]))
	obs.Put(span(obs.PlayerPP), 0, obs.Frac(int(p.pp), 100))
	obs.Put(span(obs.PlayerBankedShifts), 0, obs.Frac(int(p.banked), components.BankedShiftMax))
	obs.Put(span(obs.PlayerBooks), 0, obs.Frac(int(p.books), 4))
	obs.Put(span(obs.PlayerVouchers), 0, obs.Frac(int(p.vouchers), 4))
	onGoals := s.tokensOnGoals(seat)
	speech := span(obs.PlayerSpeech)
	beside := int(s.ed().OwnSpeechTokens) - int(p.speech) - onGoals
	for i, n := range [...]int{int(p.speech), int(s.speechSpaces(seat)), int(p.generic), onGoals, beside} {
		obs.Put(speech, i, obs.Frac(n, components.OwnSpeechTokens))
	}
	training(span(obs.PlayerTraining), &p.train)
	obs.Put(span(obs.PlayerCertifications), 0, obs.Frac(o.certs[seat], components.NumDepartments))
	obs.Hot(span(obs.PlayerCertSpace), int(p.certSpace))
	parts := span(obs.PlayerParts)
	stored := 0
	for part, n := range p.parts {
		obs.Put(parts, part, obs.Frac(int(n), components.StorageSpacesCertified))
		stored += int(n)
	}
	obs.Put(span(obs.PlayerStorageSpaces), 0, obs.Frac(s.storageFree(seat)+stored, components.StorageSpacesCertified))
	obs.Designs(span(obs.PlayerDesk), uint64(p.desk))
	obs.Put(span(obs.PlayerDeskSpaces), 0, obs.Frac(s.deskFree(seat)+p.desk.count(), components.DeskSpacesCertified))
	obs.Designs(span(obs.PlayerUpgraded), uint64(p.upgraded))
	if p.double != empty {
		obs.Hot(span(obs.PlayerDoubleUpgrade), int(p.double))
	}
	garages := span(obs.PlayerGarages)
	used := span(obs.PlayerGarageUsed)
	for g, m := range p.garages {
		if m != empty {
			obs.Hot(garages, g*components.NumModels+int(m))
		}
		obs.Put(used, g, obs.Flag(p.garageUse&(1<<g) != 0))
	}
	awards := span(obs.PlayerAwards)
	for d, a := range p.awards {
		if a != empty && int(a) < components.NumAwards {
			obs.Hot(awards, d*components.NumAwards+int(a))
		}
	}
	factory := span(obs.PlayerFactoryGoals)
	for place := range components.FactoryGoalPlaces {
		obs.Put(factory, place, obs.Flag(p.fgTaken&(1<<place) != 0))
	}
	if p.station != NoWorkstation {
		obs.Hot(span(obs.PlayerWorkstation), int(p.station))
	}
	obs.Put(span(obs.PlayerLaidDown), 0, obs.Flag(p.laidDown))
}

// idContext returns what the action IDs of the deciding player are read
// against (obs.StateIDs): who decides, the cars behind the Pace Car and
// the side of their board.
func (s *GameState) idContext() obs.IDs {
	var ids obs.IDs
	d := s.next()
	ids.Kind, ids.Player = uint8(d.Kind), d.Player
	b := &s.board
	for i, m := range b.queue[:b.queueLen] {
		ids.Queue[i] = Model(m)
	}
	ids.Cars = int(b.queueLen)
	if seat := s.seatOf(d.Player); seat >= 0 {
		ids.Board, ids.Expert = true, s.expert[seat]
		ed := s.ed()
		ids.Padlock, ids.Padlocks = ed.PadlockBenefits, len(ed.PadlockBenefits)
		if ids.Expert {
			ids.Padlock[0], ids.Padlocks = ed.ExpertPadlockBenefit, 1
		}
	}
	return ids
}
