package kanban

import (
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// R-WRK-1: turns follow workstation order, whoever chose first.
func TestTurnsInWorkstationOrder(t *testing.T) {
	sc := newScene(t, Red, Blue, Yellow)
	sc.selectionDay(2, deskPos, map[Color]Workstation{Red: WorkstationOf(RnD, false), Blue: WorkstationOf(Assembly, false), Yellow: WorkstationOf(Logistics, false)})
	sc.do(Select(Red, WorkstationOf(Design, true)))
	sc.do(Select(Blue, WorkstationOf(Logistics, true)))
	sc.do(Select(Yellow, WorkstationOf(Assembly, true)))
	var order []Color
	for sc.s.Next().Kind == DecideWork {
		p := sc.s.Next().Player
		order = append(order, p)
		sc.do(EndTurn(p))
	}
	require.Equal(t, []Color{Yellow, Blue, Red}, order)
}

// R-WRK-2 R-WRK-8 R-WRK-9: the workstation's Shifts first, then Banked
// Shifts one at a time; never more than 4 Shifts a day, never more than 3
// Banked Shifts a turn.
func TestShiftLimits(t *testing.T) {
	cases := []struct {
		name      string
		w         Workstation
		banked    uint8
		trainings int
		banks     int
		rule      string
	}{
		{"3 Shifts and 1 Banked", WorkstationOf(RnD, true), 5, 4, 1, "R-WRK-2"},
		{"2 Shifts and 2 Banked", WorkstationOf(Design, false), 5, 4, 2, "R-WRK-2"},
		{"1 Shift and 3 Banked", WorkstationOf(Administration, false), 5, 4, 3, "R-WRK-2"},
		{"no Banked Shifts", WorkstationOf(Logistics, false), 0, 2, 0, "R-WRK-2"},
		{"1 Banked Shift only", WorkstationOf(Administration, false), 1, 2, 1, "R-WRK-2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, c.w, 3)
			sc.p(Red).banked = c.banked
			d := c.w.Department()
			if d == Administration {
				// Spread the training over two tracks to stay off the end.
				d = Administration
			}
			var spent int
			for i := range c.trainings {
				dept := d
				if i >= 2 && d == Administration {
					dept = RnD
				}
				evs := sc.train(Red, dept)
				spent += len(find(evs, EvBankedShiftSpent))
			}
			require.Equal(t, c.banks, spent)
			require.Equal(t, int(c.banked)-c.banks, sc.board(Red).BankedShifts)
			require.Equal(t, c.trainings, sc.s.Turn().Worked)
			require.Equal(t, 0, sc.s.Turn().Shifts)
			dept := d
			if d == Administration {
				dept = RnD
			}
			sc.refuse(Train(Red, dept), c.rule)
		})
	}
}

// R-WRK-2: with 4 Banked Shifts and a 1-Shift workstation the 3-per-turn
// limit is what stops the player, and the refusal says so.
func TestBankedPerTurnLimit(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Administration, false), 3)
	sc.p(Red).banked = 4
	for range 4 {
		sc.train(Red, Administration)
	}
	require.Equal(t, 3, sc.s.Turn().BankedSpent)
	require.Equal(t, 1, sc.board(Red).BankedShifts)
	re := sc.refuse(Train(Red, Administration), "R-WRK-2")
	require.Contains(t, re.Reason, "4 Shifts")
}

// R-WRK-3 R-WRK-10 R-CERT-2: a Book gained in a turn waits for its end; it
// cannot pay for homework in the same turn, and is credited when the turn
// ends.
func TestGainsHeldUntilTurnEnds(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Logistics, true), 3)
	sc.p(Red).train[Logistics] = 2
	sc.p(Red).books = 0
	// Make every certification space of section 1 give a Book: take the
	// one that does.
	evs := sc.do(Train(Red, Logistics))
	require.Len(t, find(evs, EvCertified), 1)
	book := -1
	for sp, b := range components.CertTrack[0] {
		if b.Books > 0 {
			book = sp
		}
	}
	require.GreaterOrEqual(t, book, 0)
	if sc.s.Next().Kind == DecideCertSpace {
		evs = sc.do(CertSpace(Red, book))
	}
	g := find(evs, EvGained)
	require.Len(t, g, 1)
	require.True(t, g[0].Pending)
	require.Equal(t, 0, sc.board(Red).Books)
	require.Equal(t, int8(1), sc.s.Turn().Held.Books)
	sc.refuse(Homework(Red, Logistics), "R-WRK-3")

	evs = sc.do(EndTurn(Red))
	cr := find(evs, EvCredited)
	require.Len(t, cr, 1)
	require.Equal(t, int8(1), cr[0].Gain.Books)
	require.Equal(t, 1, sc.board(Red).Books)
}

// R-WRK-4: the turn ends when the player says so; unused workstation Shifts
// are lost, never banked.
func TestUnusedShiftsLost(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(RnD, true), 3)
	sc.do(Train(Red, RnD))
	require.Equal(t, DecideWork, sc.s.Next().Kind, "the turn goes on until the player ends it")
	before := sc.board(Red).BankedShifts
	evs := sc.do(EndTurn(Red))
	require.Equal(t, before, sc.board(Red).BankedShifts)
	require.Empty(t, find(evs, EvCredited))
	require.Len(t, find(evs, EvTurnEnded), 1)
}

// R-WRK-3 R-LOG-4 R-ENG-1: a Parts Voucher gained this turn cannot pay for
// a part; with none on the board and one held, the refusal names R-WRK-3,
// with none at all R-LOG-4, and a part the supply lacks is R-LOG-4 either
// way.
func TestHeldVoucherNamesRWRK3(t *testing.T) {
	voucherSpace := -1
	for sp, b := range components.CertTrack[0] {
		if b.Vouchers > 0 {
			voucherSpace = sp
		}
	}
	require.GreaterOrEqual(t, voucherSpace, 0, "no first certification space gives a Voucher")

	sc := asmScene(t)
	asmSetVouchers(sc, Red, 0)
	sc.refuse(Provide(Red, City, Autopilot, FromVoucher), "R-LOG-4") // none at all
	sc.p(Red).train[Assembly] = components.TrackCertified - 1
	sc.do(Train(Red, Assembly))
	if sc.s.Next().Kind == DecideCertSpace {
		sc.do(CertSpace(Red, voucherSpace))
	}
	require.Equal(t, int8(1), sc.s.Turn().Held.Vouchers)
	require.Zero(t, sc.board(Red).Vouchers)
	re := sc.refuse(Provide(Red, City, Autopilot, FromVoucher), "R-WRK-3")
	require.Contains(t, re.Reason, "held")
	asmDrainSupply(sc, Autopilot)
	sc.refuse(Provide(Red, City, Autopilot, FromVoucher), "R-LOG-4")
	require.Empty(t, invariants(&sc.s))
}

// R-WRK-3 R-WRK-2 R-ENG-1: short of Shifts only because a Banked Shift
// gained this turn is held, the player is refused under R-WRK-3; past the 4
// Shifts of a day, under R-WRK-2, held Banked Shift or not.
func TestHeldBankedShiftNamesRWRK3(t *testing.T) {
	for _, banked := range []uint8{0, 1} {
		sc := newScene(t, Red, Blue)
		w := WorkstationOf(Logistics, true)
		sc.workAt(Red, w, 3)
		sc.p(Red).banked = banked
		lgEmptyStorage(sc, Red)
		lgSetWarehouse(sc, Battery, components.MaxShiftsPerDay)
		sc.do(Kanban(Red, sc.s.Hand(Red).Kanban[0], AboveFirstFour))
		for sc.s.Turn().Shifts > 0 {
			sc.do(Collect(Red, Battery, 1))
		}
		require.Equal(t, int8(1), sc.s.Turn().Held.BankedShifts)
		require.Zero(t, sc.board(Red).BankedShifts)
		if banked == 0 {
			re := sc.refuse(Collect(Red, Battery, 1), "R-WRK-3")
			require.Contains(t, re.Reason, "held")
		} else {
			require.Equal(t, components.MaxShiftsPerDay, sc.s.Turn().Worked)
			sc.refuse(Collect(Red, Battery, 1), "R-WRK-2")
		}
		require.Empty(t, invariants(&sc.s))
	}
}

// R-WRK-5 R-TRN-2: a player trains, and does homework, in their own
// department only.
func TestTrainOnlyInOwnDepartment(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Assembly, false), 3)
	sc.do(Train(Red, Assembly))
	for _, d := range []Department{RnD, Logistics, Design, Administration} {
		sc.refuse(Train(Red, d), "R-WRK-5")
	}
	sc.p(Red).books = 1
	sc.refuse(Homework(Red, Design), "R-TRN-2") // homework's own rule says where
	sc.do(Homework(Red, Assembly))
}

// R-WRK-6: Recycling swaps a stored part for a pool part of another type,
// keeping the pool 3 different types; only on one's own turn.
func TestRecycling(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, false), 3)
	sc.s.board.pool = partSet(0).with(Motor).with(Battery).with(Body)
	p := sc.p(Red)
	p.parts = [components.NumParts]uint8{}
	p.parts[Electronics] = 1
	p.parts[Motor] = 1
	p.parts[Drivetrain] = 1
	sc.s.board.supply[Electronics]-- // keep the totals: the parts come from the supply
	sc.s.board.supply[Drivetrain]--

	sc.refuse(Recycle(Red, Motor, Motor), "R-WRK-6")
	sc.refuse(Recycle(Red, Motor, Battery), "R-WRK-6") // the pool already has a Motor
	sc.refuse(Recycle(Red, Electronics, Drivetrain), "R-WRK-6")
	sc.refuse(Recycle(Red, Autopilot, Battery), "R-WRK-6")
	sc.do(Recycle(Red, Electronics, Battery))
	require.Equal(t, []Part{Motor, Body, Electronics}, sc.s.RecyclingPool())
	require.Equal(t, 1, sc.board(Red).Parts[Battery])
	require.Equal(t, 0, sc.board(Red).Parts[Electronics])
	// Free: no Shift is spent, and another swap may follow.
	sc.do(Recycle(Red, Drivetrain, Body))
	require.Equal(t, []Part{Motor, Electronics, Drivetrain}, sc.s.RecyclingPool())
	require.Equal(t, 0, sc.s.Turn().Worked)
	// Not on another's turn.
	sc.refuse(Recycle(Blue, Battery, Motor), "R-WRK-1")
}

// R-ENG-6 R-WRK-6: within a turn, a swap cannot give the pool a type a swap
// took from it, nor take a type a swap gave it; R-WRK-6 is checked first.
// Three swaps exhaust a turn without tasks, and the limit ends with the turn.
func TestRecyclingCannotUndo(t *testing.T) {
	sc := asmScene(t)
	asmSetPool(sc, Motor, Battery, Body)
	asmSetParts(sc, Red, Electronics, Drivetrain, Autopilot)

	sc.do(Recycle(Red, Electronics, Battery))
	re := sc.refuse(Recycle(Red, Battery, Electronics), "R-ENG-6")
	require.Equal(t, "battery was taken from the Recycling pool this turn and cannot be given back to it", re.Reason)
	sc.refuse(Recycle(Red, Battery, Motor), "R-ENG-6") // a taken type, given for another part
	re = sc.refuse(Recycle(Red, Drivetrain, Electronics), "R-ENG-6")
	require.Equal(t, "electronics was given to the Recycling pool this turn and cannot be taken back from it", re.Reason)
	sc.refuse(Recycle(Red, Electronics, Motor), "R-WRK-6") // none stored: R-WRK-6 comes first

	sc.do(Recycle(Red, Drivetrain, Motor))
	sc.do(Recycle(Red, Autopilot, Body))
	require.ElementsMatch(t, []Part{Electronics, Drivetrain, Autopilot}, sc.s.RecyclingPool())
	require.Equal(t, [components.NumParts]int{Motor: 1, Battery: 1, Body: 1}, sc.board(Red).Parts)
	require.Empty(t, ofKind(sc.s.LegalActions(), ActRecycle), "every stored type was taken, every pool type given")
	for _, give := range []Part{Motor, Battery, Body} {
		for _, take := range sc.s.RecyclingPool() {
			sc.refuse(Recycle(Red, give, take), "R-ENG-6")
		}
	}
	require.Empty(t, invariants(&sc.s))

	// Red's next turn swaps again.
	sc.do(EndTurn(Red))
	for steps := 0; sc.s.Next() != (Decision{Kind: DecideWork, Player: Red}); steps++ {
		require.Less(t, steps, 100, "Red never works again")
		if d := sc.s.Next(); d.Kind == DecideWork {
			sc.do(EndTurn(d.Player))
		} else {
			sc.do(sc.s.LegalActions()[0])
		}
	}
	sc.do(Recycle(Red, Battery, Electronics))
}

// R-ENG-6 R-WRK-6 R-ASM-2 R-RND-4: a task's part from the Recycling pool
// (ProvideRecycled, UpgradeRecycled) costs a Shift and is not a swap: it may
// take back a type a swap gave and give a type a swap took, and it limits
// no later swap. Counting it would take outcomes away: a part used from the
// pool, then the same type collected, could not go back to the pool.
func TestTaskFromPoolIsNotASwap(t *testing.T) {
	t.Run("provide", func(t *testing.T) {
		sc := asmScene(t)
		asmSetPool(sc, Motor, Battery, Body)
		asmSetParts(sc, Red, Electronics, Drivetrain, Autopilot)
		sc.do(ProvideRecycled(Red, City, Battery, Electronics)) // pool: Motor, Body, Electronics
		sc.do(Recycle(Red, Drivetrain, Electronics))            // takes what the task gave
		sc.refuse(Recycle(Red, Electronics, Motor), "R-ENG-6")  // the swap's own limit holds
		sc.do(ProvideRecycled(Red, SUV, Drivetrain, Autopilot)) // takes back what the swap gave
		require.ElementsMatch(t, []Part{Motor, Body, Autopilot}, sc.s.RecyclingPool())
		require.Equal(t, 2, sc.s.Turn().Worked)
		require.Empty(t, invariants(&sc.s))
	})
	t.Run("upgrade", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		asmSetPool(sc, Motor, Battery, Body)
		researchParts(sc, Red, Electronics, 1)
		researchParts(sc, Red, Drivetrain, 1)
		d := researchDesign(Truck, Electronics)
		researchDesk(sc, Red, d)
		sc.do(Recycle(Red, Electronics, Battery))         // pool: Motor, Body, Electronics
		sc.do(UpgradeRecycled(Red, d, 0, Battery, false)) // takes back Electronics, gives Battery
		require.ElementsMatch(t, []Part{Motor, Battery, Body}, sc.s.RecyclingPool())
		sc.do(Recycle(Red, Drivetrain, Battery)) // taking a type twice undoes nothing
		require.Empty(t, invariants(&sc.s))
	})
}

// R-WRK-6: no Recycling in orientation.
func TestNoRecyclingInOrientation(t *testing.T) {
	sc := newScene(t, Red, Blue)
	for sc.s.phase == phaseSpots {
		sc.do(sc.s.LegalActions()[0])
	}
	p := sc.s.Next().Player
	sc.do(StartPart(p, sc.s.LegalActions()[0].Part))
	sc.refuse(Recycle(p, sc.s.LegalActions()[0].Part, Motor), "R-SET-14")
}

// R-WRK-7: storage holds 5 parts, the desk 4 Designs; no room, no take.
func TestStorageAndDeskLimits(t *testing.T) {
	sc := newScene(t, Red, Blue)
	for sc.s.phase == phaseSpots {
		sc.do(sc.s.LegalActions()[0])
	}
	p := sc.s.Next().Player
	b := sc.p(p)
	for part := range Part(components.StorageSpaces) {
		b.parts[part]++
		sc.s.board.supply[part]--
	}
	var part Part
	for part = range Part(components.NumParts) {
		if sc.s.board.warehouse[part] > 0 {
			break
		}
	}
	sc.refuse(StartPart(p, part), "R-WRK-7")

	for d := range components.DeskSpaces {
		tile := sc.s.board.stacks[centralStack].pop()
		b.desk = b.desk.with(int(tile))
		_ = d
	}
	sc.refuse(StartDesign(p, DisplayTop1), "R-DES-6")
	require.Equal(t, components.StorageSpaces, sc.board(p).StorageSpaces)
	require.Equal(t, components.DeskSpaces, sc.board(p).DeskSpaces)
}

// R-WRK-10: the end of a turn runs in order: display, Demand tiles, held
// gains, worker laid down.
func TestEndOfTurnOrder(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Administration, false), 3)
	sc.s.turn.flags |= flagDesignLeft
	sc.s.turn.pendBanked = 1
	sc.s.board.demand[0].tokens = 0
	evs := sc.do(EndTurn(Red))
	require.Equal(t, []EventKind{EvDisplayRefilled, EvDemandTileTurned, EvDemandReplaced, EvCredited, EvTurnEnded}, kinds(evs)[:5])
	for _, e := range evs[:5] {
		require.Equal(t, Red, e.Player)
	}
}

// R-ASM-6: an empty Demand tile is replaced at the end of the turn by the
// top of the stack with its tokens, and the removed tile is shuffled back.
func TestDemandReplaced(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Assembly, false), 3)
	old := sc.s.board.demand[1].tile
	next := sc.s.board.demandStack.top()
	sc.s.board.demand[1].tokens = 0
	evs := sc.do(EndTurn(Red))
	require.Len(t, find(evs, EvDemandReplaced), 1)
	faceUp, stack := sc.s.Demand()
	require.Equal(t, components.DemandTiles[next].Model, faceUp[1].Model)
	require.Equal(t, int(components.DemandTiles[next].Speech), faceUp[1].Tokens)
	require.Equal(t, len(components.DemandTiles)-components.DemandFaceUp, stack)
	require.Contains(t, sc.s.board.demandStack.items(), uint8(old))
}

// R-WRK-11: a Book gain with none left in the supply is lost; Banked Shifts
// beyond the track's end are lost.
func TestLimitedSupplies(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, false), 3)
	sc.s.board.books = 0
	e := engine{s: ptr(sc.s), events: new([]Event)}
	e.gain(sc.seat(Red), Benefit{Books: 1, PP: 1})
	g := find(*e.events, EvGained)
	require.Len(t, g, 1)
	require.Equal(t, Benefit{PP: 1}, g[0].Gain)

	sc.p(Red).banked = components.BankedShiftMax
	sc.s.turn.pendBanked = 2
	evs := sc.do(EndTurn(Red))
	require.Equal(t, int8(0), find(evs, EvCredited)[0].Gain.BankedShifts)
	require.Equal(t, components.BankedShiftMax, sc.board(Red).BankedShifts)
}

// R-WRK-9: the use limits that exist without the department tasks: one
// other department in Administration, one Award tile per track, one token
// per Factory Goal tile.
func TestUseLimits(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Administration, true), 3)
	sc.do(Train(Red, Design))
	sc.refuse(Train(Red, Logistics), "R-ADM-1")

	// A Factory Goal tile pays a player once.
	e := engine{s: ptr(sc.s), events: new([]Event)}
	seat := sc.seat(Red)
	for d := range Department(components.NumDepartments) {
		e.s.players[seat].train[d] = components.TrackCertified
	}
	e.checkFactoryGoals(seat)
	first := len(find(*e.events, EvFactoryGoalReached))
	require.Greater(t, first, 0)
	*e.events = nil
	e.checkFactoryGoals(seat)
	require.Empty(t, find(*e.events, EvFactoryGoalReached))
}
