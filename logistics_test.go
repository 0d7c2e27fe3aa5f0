package kanban

import (
	"fmt"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// Scenario tests of the Logistics department's tasks (R-LOG), the Parts
// Voucher (R-LOG-4) and the limits they touch (R-WRK-3, R-WRK-9, R-WRK-10,
// R-WRK-11).

// lgGiveKanban makes sure c holds Kanban card k: if c does not, k is swapped
// with c's lowest card wherever it is (another hand or the deck), so every
// card stays in exactly one place.
func lgGiveKanban(sc *scene, c Color, k int) {
	sc.t.Helper()
	p := sc.p(c)
	if p.kanban&(1<<k) != 0 {
		return
	}
	give := sc.s.Hand(c).Kanban[0]
	p.kanban = p.kanban&^(1<<give) | 1<<k
	for i := range int(sc.s.nPlayers) {
		q := &sc.s.players[i]
		if q != p && q.kanban&(1<<k) != 0 {
			q.kanban = q.kanban&^(1<<k) | 1<<give
			return
		}
	}
	deck := &sc.s.board.kanbanDeck
	for i, v := range deck.items() {
		if int(v) == k {
			deck.t[i] = uint8(give)
			return
		}
	}
	sc.t.Fatalf("Kanban card %d is nowhere", k)
}

// lgSetSupply sets the supply of a part type to n, moving the difference to
// or from that part's warehouse so the part total stays the same.
func lgSetSupply(sc *scene, part Part, n int) {
	sc.t.Helper()
	b := &sc.s.board
	total := int(b.supply[part]) + int(b.warehouse[part])
	require.LessOrEqual(sc.t, n, total)
	b.supply[part] = uint8(n)
	b.warehouse[part] = uint8(total - n)
}

// lgSetWarehouse sets a warehouse to n parts, moving the difference to or
// from the supply.
func lgSetWarehouse(sc *scene, part Part, n int) {
	sc.t.Helper()
	b := &sc.s.board
	lgSetSupply(sc, part, int(b.supply[part])+int(b.warehouse[part])-n)
}

// lgEmptyStorage puts c's stored parts back into their warehouses.
func lgEmptyStorage(sc *scene, c Color) {
	p := sc.p(c)
	for part, n := range p.parts {
		sc.s.board.warehouse[part] += n
		p.parts[part] = 0
	}
}

// lgVouchers gives c n Parts Vouchers from the supply.
func lgVouchers(sc *scene, c Color, n int) {
	sc.t.Helper()
	b := &sc.s.board
	p := sc.p(c)
	b.vouchers += p.vouchers
	p.vouchers = 0
	require.LessOrEqual(sc.t, n, int(b.vouchers))
	b.vouchers -= uint8(n)
	p.vouchers = uint8(n)
}

// lgAbove says whether symbol i (0 to 5, from the doubled end) of a laid
// Kanban card lies above the line, from the placement's name: the first or
// last four or two symbols lie above.
func lgAbove(place KanbanPlacement, i int) bool {
	n := components.KanbanLong + components.KanbanShort
	switch place {
	case AboveFirstFour:
		return i < components.KanbanLong
	case AboveFirstTwo:
		return i < components.KanbanShort
	case AboveLastFour:
		return i >= n-components.KanbanLong
	case AboveLastTwo:
		return i >= n-components.KanbanShort
	}
	panic("no such placement")
}

// lgArrivals returns how many parts of each type a card laid in place sends
// to the warehouses with an unlimited supply: one per symbol on the same side
// of the line as its part's warehouse (components.WarehouseAbove).
func lgArrivals(card int, place KanbanPlacement) (out [components.NumParts]int) {
	for i, part := range components.KanbanCards[card] {
		if lgAbove(place, i) == components.WarehouseAbove[part] {
			out[part]++
		}
	}
	return out
}

var lgPlacements = []KanbanPlacement{AboveFirstFour, AboveFirstTwo, AboveLastFour, AboveLastTwo}

// R-LOG-1 R-WRK-3 R-WRK-10: for every card and each of the 4 placements,
// 1 Shift issues the order: a Banked Shift is held until the turn ends; one
// part moves from the supply to its warehouse per symbol on the warehouse's
// side of the line; the card goes to the bottom of the deck and the player
// draws the top card, keeping 2 in hand.
func TestKanbanOrder(t *testing.T) {
	for card := range components.NumKanbanCards {
		for _, place := range lgPlacements {
			t.Run(fmt.Sprintf("card%d/%v", card, place), func(t *testing.T) {
				sc := newScene(t, Red, Blue)
				sc.workAt(Red, WorkstationOf(Logistics, false), 3)
				lgGiveKanban(sc, Red, card)
				require.Empty(t, invariants(&sc.s))
				want := lgArrivals(card, place)
				total := 0
				for _, n := range want {
					total += n
				}
				require.Equal(t, components.KanbanLong+components.KanbanShort, len(components.KanbanCards[card]))
				wh, sup := sc.s.Warehouses(), sc.s.Supply().Parts
				for part, n := range want {
					require.GreaterOrEqual(t, sup[part], n, "supply enough for this case")
				}
				banked := sc.board(Red).BankedShifts
				deckTop := int(sc.s.board.kanbanDeck.top())
				deckLen, _, _ := sc.s.Decks()
				hand := sc.s.Hand(Red).Kanban
				require.Len(t, hand, 2)

				evs := sc.do(Kanban(Red, card, place))
				spent := find(evs, EvShiftsSpent)
				require.Len(t, spent, 1)
				require.Equal(t, int16(1), spent[0].N)
				g := find(evs, EvGained)
				require.Len(t, g, 1)
				require.Equal(t, Benefit{BankedShifts: 1}, g[0].Gain)
				require.True(t, g[0].Pending)
				require.Equal(t, Benefit{BankedShifts: 1}, sc.s.Turn().Held)
				require.Equal(t, banked, sc.board(Red).BankedShifts)

				issued := find(evs, EvKanbanIssued)
				require.Len(t, issued, 1)
				require.Equal(t, int8(card), issued[0].Card)
				require.Equal(t, place, issued[0].Placement)
				require.Equal(t, total, issued[0].List.Len())
				for part := range want {
					require.Equal(t, wh[part]+want[part], sc.s.Warehouses()[part], "%v warehouse", Part(part))
					require.Equal(t, sup[part]-want[part], sc.s.Supply().Parts[part], "%v supply", Part(part))
				}

				drawn := find(evs, EvKanbanDrawn)
				require.Len(t, drawn, 1)
				require.Equal(t, int8(deckTop), drawn[0].Card)
				newHand := sc.s.Hand(Red).Kanban
				require.Len(t, newHand, 2)
				require.NotContains(t, newHand, card)
				require.Contains(t, newHand, deckTop)
				n, _, _ := sc.s.Decks()
				require.Equal(t, deckLen, n)
				require.Equal(t, uint8(card), sc.s.board.kanbanDeck.items()[0], "the card is at the bottom of the deck")
				require.Empty(t, invariants(&sc.s))

				evs = sc.do(EndTurn(Red))
				cr := find(evs, EvCredited)
				require.Len(t, cr, 1)
				require.Equal(t, Benefit{BankedShifts: 1}, cr[0].Gain)
				require.Equal(t, banked+1, sc.board(Red).BankedShifts)
				require.Empty(t, invariants(&sc.s))
			})
		}
	}
}

// R-LOG-1 R-WRK-11: a Kanban Order moves only what the supply has: with both
// doubled symbols on their warehouse's side, a supply of 2, 1 or 0 of that
// part gives 2, 1 or 0 parts; the other parts still arrive.
func TestKanbanLimitedBySupply(t *testing.T) {
	for _, have := range []int{0, 1, 2} {
		t.Run(fmt.Sprintf("supply %d", have), func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, WorkstationOf(Logistics, true), 3)
			card := sc.s.Hand(Red).Kanban[0]
			doubled := components.KanbanCards[card][0]
			require.Equal(t, doubled, components.KanbanCards[card][1])
			var place KanbanPlacement
			found := false
			for _, pl := range lgPlacements {
				if lgArrivals(card, pl)[doubled] == 2 {
					place, found = pl, true
					break
				}
			}
			require.True(t, found, "some placement puts both doubled symbols on their warehouse's side")
			lgSetSupply(sc, doubled, have)
			want := lgArrivals(card, place)
			wh, sup := sc.s.Warehouses(), sc.s.Supply().Parts

			evs := sc.do(Kanban(Red, card, place))
			got := min(want[doubled], have)
			require.Equal(t, wh[doubled]+got, sc.s.Warehouses()[doubled])
			require.Equal(t, have-got, sc.s.Supply().Parts[doubled])
			n := 0
			for _, p := range find(evs, EvKanbanIssued)[0].List.Values() {
				if Part(p) == doubled {
					n++
				}
			}
			require.Equal(t, got, n)
			for part := range want {
				if Part(part) != doubled {
					require.Equal(t, wh[part]+want[part], sc.s.Warehouses()[part])
					require.Equal(t, sup[part]-want[part], sc.s.Supply().Parts[part])
				}
			}
			// The order is issued all the same: Banked Shift, card cycled.
			require.Equal(t, int8(1), sc.s.Turn().Held.BankedShifts)
			require.NotContains(t, sc.s.Hand(Red).Kanban, card)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-LOG-1 R-WRK-9: one Kanban Order a turn, whatever the card and placement;
// a card not in hand, no such card or no such placement is refused.
func TestKanbanRefused(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Logistics, true), 3)
	hand := sc.s.Hand(Red).Kanban
	notMine := int(sc.s.board.kanbanDeck.top())
	blue := sc.s.Hand(Blue).Kanban[0]
	sc.refuse(Kanban(Red, notMine, AboveFirstFour), "R-LOG-1")
	sc.refuse(Kanban(Red, blue, AboveFirstFour), "R-LOG-1")
	sc.refuse(Kanban(Red, components.NumKanbanCards, AboveFirstFour), "R-LOG-1")
	sc.refuse(Kanban(Red, -1, AboveFirstFour), "R-LOG-1")
	sc.refuse(Kanban(Red, hand[0], numPlacements), "R-LOG-1")

	sc.do(Kanban(Red, hand[0], AboveLastTwo))
	require.Equal(t, 2, sc.s.Turn().Shifts, "Shifts are left: the limit is what refuses")
	for _, card := range sc.s.Hand(Red).Kanban {
		for _, place := range lgPlacements {
			sc.refuse(Kanban(Red, card, place), "R-LOG-1")
		}
	}
	require.Empty(t, invariants(&sc.s))

	// Another department cannot issue one.
	sc = newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	sc.refuse(Kanban(Red, sc.s.Hand(Red).Kanban[0], AboveFirstFour), "R-WRK-5")
}

// R-LOG-1 R-WRK-3 R-WRK-2: the Banked Shift a Kanban Order gives cannot pay
// for a Shift in the same turn (refused under R-WRK-3); a Banked Shift
// already on the track can pay for the order itself.
func TestKanbanBankedShiftHeld(t *testing.T) {
	sc := newScene(t, Red, Blue)
	w := WorkstationOf(Logistics, false)
	sc.workAt(Red, w, 3)
	sc.p(Red).banked = 0
	lgEmptyStorage(sc, Red)
	lgSetWarehouse(sc, Battery, 3)
	sc.do(Kanban(Red, sc.s.Hand(Red).Kanban[0], AboveFirstFour))
	for range w.Shifts() - 1 {
		sc.do(Collect(Red, Battery, 1))
	}
	require.Equal(t, int8(1), sc.s.Turn().Held.BankedShifts)
	require.Equal(t, 0, sc.s.Turn().Shifts)
	sc.refuse(Collect(Red, Battery, 1), "R-WRK-3")
	require.Empty(t, invariants(&sc.s))

	// With a Banked Shift on the track and the workstation's Shifts spent,
	// the order takes the Banked Shift out (R-WRK-8) and gives one back
	// (held).
	sc = newScene(t, Red, Blue)
	sc.workAt(Red, w, 3)
	sc.p(Red).banked = 1
	lgEmptyStorage(sc, Red)
	lgSetWarehouse(sc, Battery, 3)
	for range w.Shifts() {
		sc.do(Collect(Red, Battery, 1))
	}
	evs := sc.do(Kanban(Red, sc.s.Hand(Red).Kanban[0], AboveFirstFour))
	require.Len(t, find(evs, EvBankedShiftSpent), 1)
	require.Equal(t, 0, sc.board(Red).BankedShifts)
	require.Equal(t, int8(1), sc.s.Turn().Held.BankedShifts)
	sc.do(EndTurn(Red))
	require.Equal(t, 1, sc.board(Red).BankedShifts)
	require.Empty(t, invariants(&sc.s))
}

// R-LOG-1 R-ADM-1 R-WRK-9: from Administration a Kanban Order names
// Logistics; the once-a-turn limit covers the turn, and the other department
// cannot change.
func TestKanbanFromAdministration(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Administration, true), 3)
	sc.p(Red).train[Logistics] = components.TrackCertified
	evs := sc.do(Kanban(Red, sc.s.Hand(Red).Kanban[0], AboveFirstTwo))
	named := find(evs, EvDepartmentNamed)
	require.Len(t, named, 1)
	require.Equal(t, Logistics, named[0].Dept)
	sc.refuse(Kanban(Red, sc.s.Hand(Red).Kanban[0], AboveFirstTwo), "R-LOG-1")
	sc.refuse(TakeDesign(Red, DisplayTop1), "R-ADM-1")
	// The Voucher action is another task of the named department.
	sc.do(Voucher(Red))
	require.Equal(t, Benefit{Vouchers: 1, BankedShifts: 1}, sc.s.Turn().Held)
	require.Empty(t, invariants(&sc.s))
}

// R-LOG-2 R-WRK-7: 1 Shift collects any number of parts from one warehouse,
// up to free storage; another Shift may collect from the same warehouse
// again; with storage full, Logistics certification opens a 6th space at
// once.
func TestCollect(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Logistics, true), 3)
	lgEmptyStorage(sc, Red)
	part := Battery
	lgSetWarehouse(sc, part, components.StorageSpacesCertified+1)
	wh := sc.s.Warehouses()[part]
	require.Equal(t, components.StorageSpaces, sc.board(Red).StorageSpaces)

	first := components.StorageSpaces - 2
	evs := sc.do(Collect(Red, part, first))
	taken := find(evs, EvPartTaken)
	require.Len(t, taken, 1)
	require.Equal(t, part, taken[0].Part)
	require.Equal(t, int16(first), taken[0].N)
	require.Len(t, find(evs, EvShiftsSpent), 1)
	require.Equal(t, 1, sc.s.Turn().Worked)
	require.Equal(t, first, sc.board(Red).Parts[part])
	require.Equal(t, wh-first, sc.s.Warehouses()[part])

	// Again from the same warehouse, with another Shift.
	sc.do(Collect(Red, part, 2))
	require.Equal(t, 2, sc.s.Turn().Worked)
	require.Equal(t, components.StorageSpaces, sc.board(Red).Parts[part])
	require.Equal(t, wh-components.StorageSpaces, sc.s.Warehouses()[part])
	require.Equal(t, 1, sc.s.Turn().Shifts)
	sc.refuse(Collect(Red, part, 1), "R-WRK-7")

	sc.p(Red).train[Logistics] = components.TrackCertified
	require.Equal(t, components.StorageSpacesCertified, sc.board(Red).StorageSpaces)
	sc.do(Collect(Red, part, components.StorageSpacesCertified-components.StorageSpaces))
	require.Equal(t, components.StorageSpacesCertified, sc.board(Red).Parts[part])
	require.Empty(t, invariants(&sc.s))
}

// R-LOG-2 R-WRK-7: collecting nothing, more than the warehouse holds, from
// an empty warehouse, from no such warehouse, or more than free storage is
// refused.
func TestCollectRefused(t *testing.T) {
	cases := []struct {
		name  string
		part  Part
		count int
		rule  string
	}{
		{"zero", Battery, 0, "R-LOG-2"},
		{"negative", Battery, -1, "R-LOG-2"},
		{"more than the warehouse", Battery, 3, "R-LOG-2"},
		{"empty warehouse", Body, 1, "R-LOG-2"},
		{"no such part", Part(components.NumParts), 1, "R-LOG-2"},
		{"more than free storage", Motor, 2, "R-WRK-7"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, WorkstationOf(Logistics, true), 3)
			lgEmptyStorage(sc, Red)
			lgSetWarehouse(sc, Battery, 2)
			lgSetWarehouse(sc, Body, 0)
			lgSetWarehouse(sc, Motor, 3)
			// Fill all but one storage space with Electronics from the supply.
			lgSetWarehouse(sc, Electronics, 0)
			b := &sc.s.board
			require.GreaterOrEqual(t, int(b.supply[Electronics]), components.StorageSpaces-1)
			b.supply[Electronics] -= components.StorageSpaces - 1
			sc.p(Red).parts[Electronics] = components.StorageSpaces - 1
			require.Empty(t, invariants(&sc.s))
			sc.refuse(Collect(Red, c.part, c.count), c.rule)
		})
	}
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Assembly, true), 3)
	lgSetWarehouse(sc, Battery, 2)
	sc.refuse(Collect(Red, Battery, 1), "R-WRK-5")
}

// R-LOG-3 R-WRK-3 R-WRK-9 R-WRK-10: a certified player takes a Parts
// Voucher for 1 Shift, once a turn; it leaves the supply at once but is held
// until the turn ends, then credited.
func TestVoucherAction(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Logistics, true), 3)
	sc.p(Red).train[Logistics] = components.TrackCertified
	before, supply := sc.board(Red).Vouchers, sc.s.Supply().Vouchers

	evs := sc.do(Voucher(Red))
	require.Len(t, find(evs, EvVoucherRequested), 1)
	spent := find(evs, EvShiftsSpent)
	require.Len(t, spent, 1)
	require.Equal(t, int16(1), spent[0].N)
	g := find(evs, EvGained)
	require.Len(t, g, 1)
	require.Equal(t, Benefit{Vouchers: 1}, g[0].Gain)
	require.True(t, g[0].Pending)
	require.Equal(t, Benefit{Vouchers: 1}, sc.s.Turn().Held)
	require.Equal(t, before, sc.board(Red).Vouchers)
	require.Equal(t, supply-1, sc.s.Supply().Vouchers)
	require.Equal(t, 2, sc.s.Turn().Shifts)
	sc.refuse(Voucher(Red), "R-LOG-3")
	require.Empty(t, invariants(&sc.s))

	evs = sc.do(EndTurn(Red))
	cr := find(evs, EvCredited)
	require.Len(t, cr, 1)
	require.Equal(t, Benefit{Vouchers: 1}, cr[0].Gain)
	require.Equal(t, before+1, sc.board(Red).Vouchers)
	require.Equal(t, supply-1, sc.s.Supply().Vouchers)
	require.Empty(t, invariants(&sc.s))
}

// R-LOG-3 R-WRK-11 R-WRK-2 R-WRK-5: the Voucher action is refused to an
// uncertified player, with no Voucher left in the supply, without a Shift,
// and outside Logistics.
func TestVoucherActionRefused(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Logistics, true), 3)
	sc.p(Red).train[Logistics] = components.TrackCertified - 1
	sc.refuse(Voucher(Red), "R-LOG-3")

	// No Voucher in the supply: all of them moved to Blue's board.
	sc = newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Logistics, true), 3)
	sc.p(Red).train[Logistics] = components.TrackCertified
	sc.p(Blue).vouchers += sc.s.board.vouchers
	sc.s.board.vouchers = 0
	require.Empty(t, invariants(&sc.s))
	require.Equal(t, 0, sc.s.Supply().Vouchers)
	sc.refuse(Voucher(Red), "R-WRK-11")

	// No Shift left.
	sc = newScene(t, Red, Blue)
	w := WorkstationOf(Logistics, false)
	sc.workAt(Red, w, 3)
	sc.p(Red).train[Logistics] = components.TrackCertified
	sc.p(Red).banked = 0
	lgEmptyStorage(sc, Red)
	lgSetWarehouse(sc, Battery, w.Shifts())
	for range w.Shifts() {
		sc.do(Collect(Red, Battery, 1))
	}
	sc.refuse(Voucher(Red), "R-WRK-2")

	sc = newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	sc.p(Red).train[Logistics] = components.TrackCertified
	sc.refuse(Voucher(Red), "R-WRK-5")
}

// R-LOG-4 R-WRK-7: a Parts Voucher is not stored: holding Vouchers takes no
// storage space, and a full storage stays full.
func TestVoucherNotStored(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Logistics, true), 3)
	lgEmptyStorage(sc, Red)
	lgVouchers(sc, Red, 2)
	lgSetWarehouse(sc, Battery, components.StorageSpaces+1)
	require.Equal(t, 2, sc.board(Red).Vouchers)
	require.Equal(t, components.StorageSpaces, sc.board(Red).StorageSpaces)
	require.True(t, sc.legal(Collect(Red, Battery, components.StorageSpaces)))
	sc.do(Collect(Red, Battery, components.StorageSpaces))
	sc.refuse(Collect(Red, Battery, 1), "R-WRK-7")
	require.Equal(t, 2, sc.board(Red).Vouchers)
	require.Empty(t, invariants(&sc.s))
}

// lgVoucherCase is a Voucher spent on a part: the part's supply and the
// Vouchers held.
type lgVoucherCase struct {
	name     string
	supply   int // -1: as set up
	vouchers int
	rule     string // "" when accepted
}

var lgVoucherCases = []lgVoucherCase{
	{"part in the supply", -1, 1, ""},
	{"one part left in the supply", 1, 1, ""},
	{"part not in the supply", 0, 1, "R-LOG-4"},
	{"no Voucher", -1, 0, "R-LOG-4"},
}

// R-LOG-4 R-WRK-11 R-ASM-2: providing in Assembly with a Voucher takes the
// part from the supply, only if the supply has one; the Voucher returns to
// the supply and storage is untouched.
func TestVoucherProvide(t *testing.T) {
	for _, c := range lgVoucherCases {
		t.Run(c.name, func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, WorkstationOf(Assembly, true), 3)
			lgEmptyStorage(sc, Red)
			m, part := City, Motor
			require.False(t, sc.s.AssemblySpaces()[m][part])
			if c.supply >= 0 {
				lgSetSupply(sc, part, c.supply)
			}
			lgVouchers(sc, Red, c.vouchers)
			require.Empty(t, invariants(&sc.s))
			a := Provide(Red, m, part, FromVoucher)
			if c.rule != "" {
				sc.refuse(a, c.rule)
				return
			}
			supply := sc.s.Supply()
			evs := sc.do(a)
			for sc.s.Next().Kind == DecideBranch {
				evs = append(evs, sc.do(sc.s.LegalActions()[0])...)
			}
			pr := find(evs, EvPartProvided)
			require.Len(t, pr, 1)
			require.Equal(t, FromVoucher, pr[0].From)
			require.Equal(t, part, pr[0].Part)
			require.True(t, sc.s.AssemblySpaces()[m][part])
			require.Equal(t, supply.Parts[part]-1, sc.s.Supply().Parts[part])
			require.Equal(t, supply.Vouchers+1, sc.s.Supply().Vouchers, "the Voucher goes back to the supply")
			require.Equal(t, c.vouchers-1, sc.board(Red).Vouchers)
			require.Equal(t, [components.NumParts]int{}, sc.board(Red).Parts)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-LOG-4 R-WRK-11 R-RND-4: upgrading in R&D with a Voucher takes the part
// from the supply, only if the supply has one; the Voucher returns to the
// supply.
func TestVoucherUpgrade(t *testing.T) {
	for _, c := range lgVoucherCases {
		t.Run(c.name, func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, WorkstationOf(RnD, true), 3)
			lgEmptyStorage(sc, Red)
			// A Design showing a part, moved from the Central stack to the desk.
			d := NoDesign
			for _, v := range sc.s.board.stacks[centralStack].items() {
				if _, ok := DesignTile(v).Part(); ok {
					d = DesignTile(v)
					break
				}
			}
			require.NotEqual(t, NoDesign, d)
			require.True(t, sc.s.board.stacks[centralStack].remove(uint8(d)))
			sc.p(Red).desk = sc.p(Red).desk.with(int(d))
			part, _ := d.Part()
			m := d.Model()
			// An upgrade space whose benefit gives no Voucher.
			space := -1
			for sp, g := range components.UpgradeSpaces[m] {
				if g.Vouchers == 0 && sc.s.UpgradeSpaces()[m][sp] == NoPart {
					space = sp
					break
				}
			}
			require.GreaterOrEqual(t, space, 0)
			if c.supply >= 0 {
				lgSetSupply(sc, part, c.supply)
			}
			lgVouchers(sc, Red, c.vouchers)
			require.Empty(t, invariants(&sc.s))
			a := Upgrade(Red, d, space, FromVoucher, false)
			if c.rule != "" {
				sc.refuse(a, c.rule)
				return
			}
			supply := sc.s.Supply()
			evs := sc.do(a)
			up := find(evs, EvDesignUpgraded)
			require.Len(t, up, 1)
			require.Equal(t, FromVoucher, up[0].From)
			require.Equal(t, part, sc.s.UpgradeSpaces()[m][space])
			require.True(t, sc.board(Red).Upgraded.Has(d))
			require.Equal(t, supply.Parts[part]-1, sc.s.Supply().Parts[part])
			require.Equal(t, supply.Vouchers+1, sc.s.Supply().Vouchers, "the Voucher goes back to the supply")
			require.Equal(t, c.vouchers-1, sc.board(Red).Vouchers)
			require.Equal(t, [components.NumParts]int{}, sc.board(Red).Parts)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-LOG-1 R-WRK-11: with the Banked Shift track at its maximum, the Banked
// Shift a Kanban Order gives is lost when the turn ends; the parts still
// arrive.
func TestKanbanBankedShiftTrackFull(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Logistics, true), 3)
	sc.p(Red).banked = components.BankedShiftMax
	card := sc.s.Hand(Red).Kanban[0]
	want := lgArrivals(card, AboveFirstFour)
	wh := sc.s.Warehouses()
	sc.do(Kanban(Red, card, AboveFirstFour))
	for part := range want {
		require.Equal(t, wh[part]+want[part], sc.s.Warehouses()[part])
	}
	require.Equal(t, int8(1), sc.s.Turn().Held.BankedShifts)
	sc.do(EndTurn(Red))
	require.Equal(t, components.BankedShiftMax, sc.board(Red).BankedShifts)
	require.Empty(t, invariants(&sc.s))
}
