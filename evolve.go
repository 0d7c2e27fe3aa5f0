package kanban

import (
	"github.com/kanbanev/kanban/components"
)

// evolve folds one event into s. It holds no rule decisions: those were
// made by Decide, and the event carries their outcome. What it derives from
// the state (a slide of the display, the order of a new day) is fixed by the
// rules, so replaying gives the same result.
func (s *GameState) evolve(e *Event) {
	s.version = e.Seq
	if e.Action >= 0 {
		s.actions = uint32(e.Action) + 1
	}
	if e.Kind == EvActed {
		s.inflight = uint16(e.N)
		return
	}
	if s.inflight > 0 {
		s.inflight--
	}
	seat := s.seatOf(e.Player)
	var p *player
	if seat >= 0 {
		p = &s.players[seat]
	}
	b := &s.board
	t := &s.turn

	switch e.Kind {
	case EvStarted:
		s.setUp(e.Setup)

	case EvCertSpaceTaken:
		p.certSpace = e.Space
		if s.phase == phaseSpots {
			s.orderPos++
		}
		if s.pending.kind == DecideCertSpace {
			s.pending = pending{}
		}

	case EvGained:
		s.gain(seat, e.Gain, e.Pending)

	case EvPicksStarted:
		s.phase = phasePicks
		s.setOrder(s.certOrder())
		*t = turn{seat: empty, other: empty, leaving: empty}

	case EvPartTaken:
		b.warehouse[e.Part] -= uint8(e.N)
		p.parts[e.Part] += uint8(e.N)
		if s.phase == phasePicks {
			t.tookParts++
			s.endPick()
		}

	case EvDesignTaken:
		d := uint8(e.Design)
		if e.Source.IsDisplay() {
			b.display[e.Source.Row()][e.Source.Column()] = empty
			t.flags |= flagDesignLeft
		} else {
			b.stacks[e.Source-CentralStack].pop()
		}
		p.desk = p.desk.with(int(d))
		if s.phase == phasePicks {
			t.tookDesigns++
			s.endPick()
		}

	case EvDisplayRefilled:
		s.refillDisplay()
		t.flags &^= flagDesignLeft

	case EvDayStarted:
		s.phase = phaseSelection
		s.day = uint16(e.N)
		if s.day == 1 {
			s.setOrder(s.certOrder())
		} else {
			s.setOrder(s.stationOrder())
		}
		for i := range s.players {
			s.players[i].laidDown = false
		}

	case EvWorkstationChosen:
		if p.station != NoWorkstation {
			s.stations[p.station] = empty
		}
		p.station = e.Workstation
		s.stations[e.Workstation] = seat
		s.orderPos++

	case EvSandraMoved:
		if s.sandra != deskPos {
			s.stations[s.sandra] = empty
		}
		if e.Workstation == NoWorkstation {
			s.sandra = deskPos
		} else {
			s.sandra = int8(e.Workstation)
			s.stations[e.Workstation] = sandraSeat
		}
		s.orderPos++

	case EvWorkingStarted:
		s.phase = phaseWorking
		*t = turn{pos: 0xFF, seat: empty, other: empty, leaving: empty}

	case EvTurnStarted:
		*t = turn{pos: uint8(e.Workstation), seat: seat, shifts: uint8(e.N), other: empty, leaving: empty}

	case EvBankedShiftSpent:
		p.banked--
		t.shifts++
		t.banked++

	case EvDepartmentNamed:
		t.other = int8(e.Dept)

	case EvTrained, EvHomework:
		if e.Kind == EvHomework {
			p.books -= homeworkBooks
			b.books += homeworkBooks
		}
		p.train[e.Dept] = uint8(e.Space)
		p.stamp[e.Dept] = e.Seq

	case EvCertified:
		// The Lock is off: certification is the disc's space.

	case EvFactoryGoalReached:
		b.factory[e.Space].tokens--
		p.fgTaken |= 1 << e.Space

	case EvExpert:
		// Expertise is the disc's space.

	case EvAwardTokenTaken:
		b.awardSpeech[e.Dept]--

	case EvAwardKept:
		b.awards[e.Dept].remove(uint8(e.Award))
		p.awards[e.Dept] = int8(e.Award)
		if s.pending.kind == DecideAward {
			s.pending = pending{}
		}

	case EvRecycled:
		p.parts[e.Give]--
		p.parts[e.Part]++
		b.pool = b.pool.without(e.Part).with(e.Give)
		t.gave, t.took = t.gave.with(e.Give), t.took.with(e.Part)

	case EvDemandTileTurned:
		tile := b.demandStack.pop()
		b.demand[e.Space] = demandSlot{tile: int8(tile), tokens: uint8(components.DemandTiles[tile].Speech)}

	case EvDemandReplaced:
		fromTop(&b.demandStack, e.List.items())
		s.rng.Hi, s.rng.Lo = e.RNG[0], e.RNG[1]

	case EvCredited:
		p.books += uint8(e.Gain.Books)
		p.vouchers += uint8(e.Gain.Vouchers)
		p.banked += uint8(e.Gain.BankedShifts)
		t.pendBooks, t.pendVouchers, t.pendBanked = 0, 0, 0

	case EvTurnEnded:
		p.laidDown = true
		t.seat = empty

	case EvSandraTurn:
		t.seat = sandraSeat
		t.pos = uint8(s.sandra)

	case EvSandraEvaluated:
		p.pp += e.N

	case EvPaceCarAdvanced:
		b.pace = uint8(e.Space)

	case EvMeetingScheduled:
		s.meeting = true

	case EvAssemblyCleared:
		for m := range b.assembly {
			b.clearAssembly(m)
		}

	case EvWarehousesStripped:
		for part := range b.warehouse {
			if b.warehouse[part] > 1 {
				b.supply[part] += b.warehouse[part] - 1
				b.warehouse[part] = 1
			}
		}

	case EvDesignsReturned:
		for r := range b.display {
			for c := components.DisplayColumns - s.sandraColumns(); c < components.DisplayColumns; c++ {
				b.display[r][c] = empty
			}
		}
		for _, d := range e.List.items() {
			b.stacks[centralStack].pushBottom(d)
		}
		s.rng.Hi, s.rng.Lo = e.RNG[0], e.RNG[1]

	case EvGenericExchanged:
		p.generic--
		p.speech++

	case EvWeekScored:
		p.pp += e.N

	case EvWeekAdvanced:
		s.week = uint8(e.N)

	case EvDayEnded:
		t.seat = empty

	case EvChoicePending:
		s.pending = pending{kind: e.Decision, seat: seat, dept: e.Dept, pathLen: uint8(int(e.List.n))}
		for i, sp := range e.List.items() {
			s.pending.path[i] = int8(sp)
		}

	case EvShiftsSpent:
		t.shifts -= uint8(e.N)
		t.worked += uint8(e.N)

	case EvStackReplaced:
		b.stacks[e.Source-CentralStack].push(b.stacks[centralStack].pop())

	case EvKanbanIssued:
		for _, part := range e.List.items() {
			b.supply[part]--
			b.warehouse[part]++
		}
		p.kanban &^= 1 << e.Card
		b.kanbanDeck.pushBottom(uint8(e.Card))
		t.flags |= flagKanban

	case EvKanbanDrawn:
		b.kanbanDeck.pop()
		p.kanban |= 1 << e.Card

	case EvVoucherRequested:
		t.flags |= flagVoucher

	case EvModelsCleared:
		for _, m := range e.List.items() {
			b.clearAssembly(int(m))
		}

	case EvPartProvided:
		s.takePart(seat, e.Part, e.From, e.Give)
		b.assembly[e.Model] = b.assembly[e.Model].with(e.Part)

	case EvBranchTaken:
		s.pending = pending{}

	case EvConveyorAdvanced:
		path := e.List.items()
		last := path[len(path)-1]
		if e.To == ExitSpace {
			t.leaving = b.conveyor[last]
		} else {
			b.conveyor[e.To] = b.conveyor[last]
		}
		for i := len(path) - 1; i > 0; i-- {
			b.conveyor[path[i]] = b.conveyor[path[i-1]]
		}
		b.conveyor[path[0]] = empty

	case EvCarTested:
		b.queue[b.queueLen] = t.leaving
		b.queueLen++
		t.leaving = empty

	case EvDemandTokenTaken:
		b.demand[e.Space].tokens--

	case EvCarReturned:
		b.cars[b.queue[0]]++
		copy(b.queue[:], b.queue[1:b.queueLen])
		b.queueLen--
		b.queue[b.queueLen] = 0 // slots past the end stay zero, for ==

	case EvCarStarted:
		b.cars[e.Model]--
		b.conveyor[components.ColourSpace(e.Model)] = int8(e.Model)

	case EvCarsClaimed:
		n := 0
		for pos, d := range e.List.items()[:b.queueLen] {
			if d == noDesign8 {
				b.queue[n] = b.queue[pos]
				n++
				continue
			}
			p.desk = p.desk.without(int(d))
			b.stacks[centralStack].pushBottom(d)
			t.parking[t.parkingLen] = b.queue[pos]
			t.parkingLen++
		}
		for i := n; i < int(b.queueLen); i++ {
			b.queue[i] = 0 // slots past the end stay zero, for ==
		}
		b.queueLen = uint8(n)
		t.flags |= flagClaimed

	case EvCarParked:
		p.garages[e.Space] = int8(e.Model)
		p.garageUse |= 1 << e.Space
		copy(t.parking[:], t.parking[1:t.parkingLen])
		t.parkingLen--
		t.parking[t.parkingLen] = 0 // slots past the end stay zero, for ==
		if s.pending.kind == DecideGarage {
			s.pending = pending{}
		}

	case EvPadlockTaken:
		s.pending = pending{}

	case EvDesignUpgraded:
		d := int(e.Design)
		m := components.Designs[d].Model
		s.takePart(seat, e.Part, e.From, e.Give)
		b.upgrades[m][e.Space] = int8(e.Part)
		p.desk = p.desk.without(d)
		p.upgraded = p.upgraded.with(d)
		b.value[e.Part] = b.upgradedValue(e.Part, e.Double)
		if e.Double {
			p.double = int8(d)
			b.doubled = b.doubled.with(e.Part)
		}

	case EvMeetingStarted:
		s.phase = phaseMeeting
		s.setOrder(s.certOrder())
		s.mtg.reset()

	case EvSpoke:
		if e.Goal != NoGoal {
			p.goals &^= 1 << e.Goal
			s.mtg.played[seat] = int8(e.Goal)
		}
		if e.On != NoGoal {
			s.mtg.tokens[s.placeOf(e.On)][e.Space] = seat
			p.speech--
			p.pp += e.N
		}
		s.mtg.passes = 0
		s.orderPos = (s.orderPos + 1) % s.orderLen

	case EvPassed:
		s.mtg.passes++
		s.orderPos = (s.orderPos + 1) % s.orderLen

	case EvTokensReturned:
		for place := range s.mtg.tokens {
			for i := range s.mtg.tokens[place] {
				s.mtg.tokens[place][i] = empty
			}
		}

	case EvGoalsDiscarded:
		for i, g := range b.room {
			if g != empty {
				b.goalDiscard.push(uint8(g))
				b.room[i] = empty
			}
		}
		for i, g := range s.mtg.played {
			if g != empty {
				b.goalDiscard.push(uint8(g))
				s.mtg.played[i] = empty
			}
		}
		s.phase = phaseChoosing
		s.setOrder(s.certOrder())

	case EvGoalChosen:
		p.goals &^= 1 << e.Goal
		s.mtg.chose[seat] = int8(e.Goal)
		s.orderPos++

	case EvGoalsRevealed:
		order, n := s.certOrder()
		for i, o := range order[:n] {
			b.room[i] = s.mtg.chose[o]
			s.mtg.chose[o] = empty
		}

	case EvGoalDeckReshuffled:
		fromTop(&b.goalDeck, e.List.items())
		b.goalDiscard = pile{}
		s.rng.Hi, s.rng.Lo = e.RNG[0], e.RNG[1]

	case EvRoomGoalDealt:
		b.goalDeck.pop()
		b.room[e.Space] = int8(e.Goal)

	case EvGoalDrawn:
		b.goalDeck.pop()
		p.goals |= 1 << e.Goal

	case EvMeetingEnded:
		s.meeting = false
		s.cycle = uint8(e.N)

	case EvFinalGoalClaimed:
		if p.generic > 0 {
			p.generic--
		} else {
			p.speech--
		}
		p.pp += e.N
		s.final[seat][ScoreFinalGoal] += e.N

	case EvFinalScored:
		p.pp += e.N
		s.final[seat][e.Category] += e.N

	case EvGameEnded:
		s.phase = phaseOver

	default:
		panic("kanban: unknown event kind")
	}
}

// clearAssembly returns the parts on a model's assembly spaces to the supply.
func (b *board) clearAssembly(m int) {
	for part := range Part(components.NumParts) {
		if b.assembly[m].has(part) {
			b.supply[part]++
		}
	}
	b.assembly[m] = 0
}

// noDesign8 marks "no Design" in an event's List.
const noDesign8 = uint8(NoDesign)

// takePart takes a part from where a task says it comes from: storage, the
// supply for a Voucher (which goes back to the supply, R-LOG-4), or the
// Recycling pool in exchange for a stored part (R-WRK-6).
func (s *GameState) takePart(seat int8, part Part, from PartSource, give Part) {
	p, b := &s.players[seat], &s.board
	if stored, voucher := partPayment(part, from, give); voucher {
		p.vouchers--
		b.vouchers++
		b.supply[part]--
	} else {
		p.parts[stored]--
	}
	if from == FromRecycling {
		b.pool = b.pool.without(part).with(give)
	}
}

// gain adds a benefit to a player: Books and Vouchers come out of the
// supply; with held, Books, Vouchers and Banked Shifts wait for the end of
// the turn (R-WRK-3); each Speech token follows R-SPK-2. Decide has already
// cut the benefit to what the supplies allow (R-WRK-11).
func (s *GameState) gain(seat int8, g Benefit, held bool) {
	p := &s.players[seat]
	p.pp += int16(g.PP)
	s.board.books -= uint8(g.Books)
	s.board.vouchers -= uint8(g.Vouchers)
	if held {
		s.turn.pendBooks += uint8(g.Books)
		s.turn.pendVouchers += uint8(g.Vouchers)
		s.turn.pendBanked += uint8(g.BankedShifts)
	} else {
		p.books += uint8(g.Books)
		p.vouchers += uint8(g.Vouchers)
		p.banked += uint8(g.BankedShifts)
	}
	for range g.Speech {
		s.gainSpeech(seat)
	}
}

// gainSpeech gives a player a Generic Speech token: it goes back to the
// supply and one of the player's own tokens moves onto an empty Speech space,
// or, with no empty space, the player keeps it beside the board (R-SPK-2).
func (s *GameState) gainSpeech(seat int8) {
	p := &s.players[seat]
	if p.speech < s.speechSpaces(seat) && s.ownBeside(seat) > 0 {
		p.speech++
	} else {
		p.generic++
	}
}

// ownBeside counts a seat's own Speech tokens beside the board: neither on a
// Speech space nor on a goal in a Meeting (R-SPK-3).
func (s *GameState) ownBeside(seat int8) int {
	return components.OwnSpeechTokens - int(s.players[seat].speech) - s.tokensOnGoals(seat)
}

// endPick moves orientation on once the picking player has both a part and
// a Design (R-SET-14).
func (s *GameState) endPick() {
	if s.turn.tookParts >= components.OrientationParts && s.turn.tookDesigns >= components.OrientationDesigns {
		s.orderPos++
		s.turn.tookParts, s.turn.tookDesigns = 0, 0
	}
}

func (s *GameState) setOrder(o [maxPlayers + 1]int8, n int) {
	s.order, s.orderLen, s.orderPos = o, uint8(n), 0
}
