package kanban

import (
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// Scenario tests of the Design department's tasks (R-DES) and the limits and
// end-of-turn steps they touch (R-WRK-3, R-WRK-9, R-WRK-10).

// dtDeskFromCentral moves the top n Designs of the Central stack onto c's
// desk, so that every Design stays in exactly one place.
func dtDeskFromCentral(sc *scene, c Color, n int) {
	sc.t.Helper()
	central := &sc.s.board.stacks[centralStack]
	require.GreaterOrEqual(sc.t, central.len(), n)
	for range n {
		d := central.pop()
		sc.p(c).desk = sc.p(c).desk.with(int(d))
	}
}

// dtBeneath returns the tile under the top of a stack (hidden information,
// read from the state to check what a take reveals), or NoDesign.
func dtBeneath(sc *scene, which DesignSource) DesignTile {
	st := &sc.s.board.stacks[which-CentralStack]
	if st.len() < 2 {
		return NoDesign
	}
	return DesignTile(st.items()[st.len()-2])
}

// dtIndex returns the index of the first event of kind k, or -1.
func dtIndex(evs []Event, k EventKind) int {
	for i, e := range evs {
		if e.Kind == k {
			return i
		}
	}
	return -1
}

// dtDisplaySources lists the 8 display spaces.
func dtDisplaySources() []DesignSource {
	var out []DesignSource
	for src := DesignSource(0); src.IsDisplay(); src++ {
		out = append(out, src)
	}
	return out
}

// R-DES-1 R-WRK-5: 1 Shift takes a Design from any of the 8 display spaces
// to an empty desk space; the space stays empty for the rest of the turn (the
// display does not refill after a take).
func TestTakeDesignFromDisplay(t *testing.T) {
	for _, src := range dtDisplaySources() {
		t.Run(src.String(), func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, WorkstationOf(Design, false), 3)
			want := sc.s.Display()[src.Row()][src.Column()]
			require.NotEqual(t, NoDesign, want)
			desk := sc.board(Red).Desk
			require.False(t, desk.Has(want))

			evs := sc.do(TakeDesign(Red, src))
			taken := find(evs, EvDesignTaken)
			require.Len(t, taken, 1)
			require.Equal(t, want, taken[0].Design)
			require.Equal(t, src, taken[0].Source)
			spent := find(evs, EvShiftsSpent)
			require.Len(t, spent, 1)
			require.Equal(t, int16(1), spent[0].N)
			require.Equal(t, 1, sc.s.Turn().Worked)
			require.Equal(t, WorkstationOf(Design, false).Shifts()-1, sc.s.Turn().Shifts)

			require.True(t, sc.board(Red).Desk.Has(want))
			require.Equal(t, desk.Len()+1, sc.board(Red).Desk.Len())
			require.Equal(t, NoDesign, sc.s.Display()[src.Row()][src.Column()])
			require.Empty(t, find(evs, EvDisplayRefilled))
			// The emptied space has nothing to take until the turn ends.
			sc.refuse(TakeDesign(Red, src), "R-DES-1")
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-DES-1 R-WRK-5: no such source; a player in another department cannot
// take a Design.
func TestTakeDesignRefused(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, false), 3)
	sc.refuse(TakeDesign(Red, numDesignSources), "R-DES-1")

	sc = newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Logistics, true), 3)
	for _, src := range dtDisplaySources() {
		sc.refuse(TakeDesign(Red, src), "R-WRK-5")
	}
}

// R-DES-3 R-WRK-3 R-WRK-10: a Design taken from either space of a column
// gives that column's well-researched bonus (components.ColumnBonus); the
// Book or Banked Shift is held until the end of the turn, then credited.
func TestColumnBonusHeldUntilTurnEnds(t *testing.T) {
	for _, src := range dtDisplaySources() {
		t.Run(src.String(), func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, WorkstationOf(Design, false), 3)
			// No Books on the board, so a held Book is the only one there is.
			sc.s.board.books += sc.p(Red).books
			sc.p(Red).books = 0
			bonus := components.ColumnBonus[src.Column()]
			require.False(t, bonus.IsZero())
			before, supply := sc.board(Red), sc.s.Supply()

			evs := sc.do(TakeDesign(Red, src))
			g := find(evs, EvGained)
			require.Len(t, g, 1)
			require.Equal(t, bonus, g[0].Gain)
			require.True(t, g[0].Pending, "the bonus waits for the end of the turn")
			require.Equal(t, bonus, sc.s.Turn().Held)
			require.Equal(t, before.Books, sc.board(Red).Books)
			require.Equal(t, before.BankedShifts, sc.board(Red).BankedShifts)
			require.Equal(t, supply.Books-int(bonus.Books), sc.s.Supply().Books)
			if bonus.Books > 0 {
				// R-WRK-3: the held Book cannot pay for homework now, and
				// the refusal names the rule that holds it.
				sc.refuse(Homework(Red, Design), "R-WRK-3")
			}
			require.Empty(t, invariants(&sc.s))

			evs = sc.do(EndTurn(Red))
			cr := find(evs, EvCredited)
			require.Len(t, cr, 1)
			require.Equal(t, bonus, cr[0].Gain)
			require.Less(t, dtIndex(evs, EvCredited), dtIndex(evs, EvTurnEnded))
			require.Equal(t, before.Books+int(bonus.Books), sc.board(Red).Books)
			require.Equal(t, before.BankedShifts+int(bonus.BankedShifts), sc.board(Red).BankedShifts)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-DES-3 R-WRK-3 R-WRK-2: a Banked Shift won as a column bonus cannot pay
// for a Shift in the same turn; the refusal names R-WRK-3, which holds it.
func TestDesignHeldBankedShiftNotSpent(t *testing.T) {
	col := -1
	for c, b := range components.ColumnBonus {
		if b.BankedShifts > 0 {
			col = c
			break
		}
	}
	if col < 0 {
		t.Skip("no display column gives a Banked Shift")
	}
	sc := newScene(t, Red, Blue)
	w := WorkstationOf(Design, false)
	sc.workAt(Red, w, 3)
	sc.p(Red).banked = 0
	sc.do(TakeDesign(Red, DisplaySpace(0, col)))
	for range w.Shifts() - 1 {
		sc.do(TakeDesign(Red, DisplaySpace(1, col)))
	}
	require.GreaterOrEqual(t, int(sc.s.Turn().Held.BankedShifts), 1)
	require.Equal(t, 0, sc.s.Turn().Shifts)
	require.Equal(t, 0, sc.board(Red).BankedShifts)
	sc.refuse(TakeDesign(Red, DisplaySpace(0, (col+1)%components.DisplayColumns)), "R-WRK-3")
	require.Empty(t, invariants(&sc.s))
}

// R-DES-2 R-DES-3 R-DES-5 R-DES-7: a certified player takes the top Design of
// each stack for 1 Shift: no well-researched bonus, the tile beneath becomes
// the public top, the display is untouched and does not refill at the end of
// the turn.
func TestTakeStackTop(t *testing.T) {
	for _, src := range []DesignSource{CentralStack, OfficeTopStack, OfficeBottomStack} {
		t.Run(src.String(), func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, WorkstationOf(Design, true), 3)
			sc.p(Red).train[Design] = components.TrackCertified
			top, size := sc.s.DesignStack(src)
			require.NotEqual(t, NoDesign, top)
			require.GreaterOrEqual(t, size, 2)
			beneath := dtBeneath(sc, src)
			display := sc.s.Display()

			evs := sc.do(TakeDesign(Red, src))
			taken := find(evs, EvDesignTaken)
			require.Len(t, taken, 1)
			require.Equal(t, top, taken[0].Design)
			require.Equal(t, src, taken[0].Source)
			require.Len(t, find(evs, EvShiftsSpent), 1)
			require.Equal(t, 1, sc.s.Turn().Worked)
			require.Empty(t, find(evs, EvGained), "no bonus from a stack top")
			require.True(t, sc.s.Turn().Held.IsZero())
			require.Empty(t, find(evs, EvStackReplaced))
			require.True(t, sc.board(Red).Desk.Has(top))

			gotTop, gotSize := sc.s.DesignStack(src)
			require.Equal(t, beneath, gotTop)
			require.Equal(t, size-1, gotSize)
			require.Equal(t, display, sc.s.Display())
			require.Empty(t, invariants(&sc.s))

			evs = sc.do(EndTurn(Red))
			require.Empty(t, find(evs, EvDisplayRefilled), "no Design left the display")
			require.Empty(t, find(evs, EvCredited))
			require.Equal(t, display, sc.s.Display())
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-DES-2: an uncertified player may take from the display only; the stack
// tops are refused and not listed as legal, until certification.
func TestStackTopsNeedCertification(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	sc.p(Red).train[Design] = components.TrackCertified - 1
	require.False(t, sc.board(Red).Certified(Design))
	require.True(t, sc.legal(TakeDesign(Red, DisplayTop1)))
	stacks := []DesignSource{CentralStack, OfficeTopStack, OfficeBottomStack}
	for _, src := range stacks {
		sc.refuse(TakeDesign(Red, src), "R-DES-2")
	}

	// Certified by training in the same turn: the stacks open at once
	// (R-WRK-3: a certification is not delayed).
	sc.train(Red, Design)
	require.True(t, sc.board(Red).Certified(Design))
	for _, src := range stacks {
		require.True(t, sc.legal(TakeDesign(Red, src)), "%v", src)
	}
	top, _ := sc.s.DesignStack(OfficeBottomStack)
	sc.do(TakeDesign(Red, OfficeBottomStack))
	require.True(t, sc.board(Red).Desk.Has(top))
	require.Empty(t, invariants(&sc.s))
}

// R-DES-4 R-DES-7: taking the last tile of a First Office stack moves the
// Central stack's top there at once; it becomes that stack's public top.
func TestEmptiedOfficeStackTakesCentralTop(t *testing.T) {
	for _, src := range []DesignSource{OfficeTopStack, OfficeBottomStack} {
		t.Run(src.String(), func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, WorkstationOf(Design, true), 3)
			sc.p(Red).train[Design] = components.TrackCertified
			office := &sc.s.board.stacks[src-CentralStack]
			central := &sc.s.board.stacks[centralStack]
			for office.len() > 1 {
				central.pushBottom(office.pop())
			}
			last, n := sc.s.DesignStack(src)
			require.Equal(t, 1, n)
			ctop, csize := sc.s.DesignStack(CentralStack)
			cnext := dtBeneath(sc, CentralStack)
			display := sc.s.Display()

			evs := sc.do(TakeDesign(Red, src))
			taken := find(evs, EvDesignTaken)
			require.Len(t, taken, 1)
			require.Equal(t, last, taken[0].Design)
			rep := find(evs, EvStackReplaced)
			require.Len(t, rep, 1, "the emptied stack is refilled at once")
			require.Equal(t, src, rep[0].Source)
			require.Greater(t, dtIndex(evs, EvStackReplaced), dtIndex(evs, EvDesignTaken))

			top, size := sc.s.DesignStack(src)
			require.Equal(t, ctop, top)
			require.Equal(t, 1, size)
			top, size = sc.s.DesignStack(CentralStack)
			require.Equal(t, cnext, top)
			require.Equal(t, csize-1, size)
			require.Equal(t, display, sc.s.Display())
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-DES-4: with the Central stack empty, an emptied First Office stack stays
// empty and nothing can be taken from it.
func TestEmptiedOfficeStackWithoutCentral(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	sc.p(Red).train[Design] = components.TrackCertified
	office := &sc.s.board.stacks[topStack]
	other := &sc.s.board.stacks[bottomStack]
	central := &sc.s.board.stacks[centralStack]
	for office.len() > 1 {
		other.pushBottom(office.pop())
	}
	for central.len() > 0 {
		other.pushBottom(central.pop())
	}
	require.Empty(t, invariants(&sc.s))
	evs := sc.do(TakeDesign(Red, OfficeTopStack))
	require.Empty(t, find(evs, EvStackReplaced))
	top, size := sc.s.DesignStack(OfficeTopStack)
	require.Equal(t, NoDesign, top)
	require.Equal(t, 0, size)
	sc.refuse(TakeDesign(Red, OfficeTopStack), "R-DES-1")
	sc.refuse(TakeDesign(Red, CentralStack), "R-DES-1")
	require.Empty(t, invariants(&sc.s))
}

// R-DES-5 R-WRK-10 R-WRK-9: several Designs may be taken in a turn (no
// per-turn limit); the display slides and refills only when the turn ends,
// before held gains are credited and the worker is laid down. Tiles slide
// away from the stacks; the row's First Office stack fills the gaps, the
// tile drawn first sliding furthest.
func TestDisplayRefillsAtEndOfTurn(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	start := sc.s.Display()
	top := start[0]
	bottom := start[1]
	o1, topSize := sc.s.DesignStack(OfficeTopStack)
	o2 := dtBeneath(sc, OfficeTopStack)
	p1, bottomSize := sc.s.DesignStack(OfficeBottomStack)
	_, centralSize := sc.s.DesignStack(CentralStack)

	want := start
	for _, src := range []DesignSource{DisplayTop1, DisplayTop3, DisplayBottom4} {
		evs := sc.do(TakeDesign(Red, src))
		require.Empty(t, find(evs, EvDisplayRefilled), "no refill after a take")
		want[src.Row()][src.Column()] = NoDesign
		require.Equal(t, want, sc.s.Display(), "the display waits for the end of the turn")
	}

	evs := sc.do(EndTurn(Red))
	require.Len(t, find(evs, EvDisplayRefilled), 1)
	i := dtIndex(evs, EvDisplayRefilled)
	require.Less(t, i, dtIndex(evs, EvCredited))
	require.Less(t, dtIndex(evs, EvCredited), dtIndex(evs, EvTurnEnded))

	got := sc.s.Display()
	// Top row lost columns 0 and 2: its two left slide to the far end.
	require.Equal(t, [components.DisplayColumns]DesignTile{o2, o1, top[1], top[3]}, got[0])
	// Bottom row lost column 3.
	require.Equal(t, [components.DisplayColumns]DesignTile{p1, bottom[0], bottom[1], bottom[2]}, got[1])
	_, n := sc.s.DesignStack(OfficeTopStack)
	require.Equal(t, topSize-2, n)
	_, n = sc.s.DesignStack(OfficeBottomStack)
	require.Equal(t, bottomSize-1, n)
	_, n = sc.s.DesignStack(CentralStack)
	require.Equal(t, centralSize, n)
	require.Empty(t, invariants(&sc.s))
}

// R-DES-5 R-ADM-1 R-WRK-10: working in Design from Administration, a take
// names Design as the turn's other department; the display refills at the
// end of that Administration turn, not before.
func TestAdministrationDesignTakeRefills(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Administration, true), 3)
	start := sc.s.Display()
	p1, _ := sc.s.DesignStack(OfficeBottomStack)

	evs := sc.do(TakeDesign(Red, DisplayBottom2))
	named := find(evs, EvDepartmentNamed)
	require.Len(t, named, 1)
	require.Equal(t, Design, named[0].Dept)
	info := sc.s.Turn()
	require.True(t, info.HasOther)
	require.Equal(t, Design, info.OtherDept)
	require.Equal(t, components.ColumnBonus[DisplayBottom2.Column()], info.Held)
	require.Equal(t, NoDesign, sc.s.Display()[1][1])
	// The other department cannot change this turn.
	card := sc.s.Hand(Red).Kanban[0]
	sc.refuse(Kanban(Red, card, AboveFirstFour), "R-ADM-1")

	evs = sc.do(EndTurn(Red))
	require.Len(t, find(evs, EvDisplayRefilled), 1)
	require.Less(t, dtIndex(evs, EvDisplayRefilled), dtIndex(evs, EvTurnEnded))
	got := sc.s.Display()
	require.Equal(t, start[0], got[0])
	require.Equal(t, [components.DisplayColumns]DesignTile{p1, start[1][0], start[1][2], start[1][3]}, got[1])
	require.Empty(t, invariants(&sc.s))
}

// R-DES-5: a turn in which no Design left the display ends without a slide
// or refill, even with gaps in the display.
func TestDesignNoRefillWithoutDisplayTake(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	// A gap left from earlier: move a display tile to the Central stack's
	// bottom, as Sandra would.
	d := sc.s.board.display[0][2]
	sc.s.board.display[0][2] = empty
	sc.s.board.stacks[centralStack].pushBottom(uint8(d))
	before := sc.s.Display()
	sc.do(Train(Red, Design))
	evs := sc.do(EndTurn(Red))
	require.Empty(t, find(evs, EvDisplayRefilled))
	require.Equal(t, before, sc.s.Display())
	require.Empty(t, invariants(&sc.s))
}

// R-DES-6 R-WRK-7 R-TRN-3: a full desk (4 spaces) refuses a Design;
// Design certification opens a 5th space at once; then the desk is full
// again.
func TestDesignDeskFull(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	sc.p(Red).train[Design] = components.TrackCertified - 1
	dtDeskFromCentral(sc, Red, components.DeskSpaces-sc.board(Red).Desk.Len())
	require.Equal(t, components.DeskSpaces, sc.board(Red).Desk.Len())
	require.Equal(t, components.DeskSpaces, sc.board(Red).DeskSpaces)
	require.Empty(t, invariants(&sc.s))
	for _, src := range dtDisplaySources() {
		sc.refuse(TakeDesign(Red, src), "R-DES-6")
	}

	sc.train(Red, Design)
	require.True(t, sc.board(Red).Certified(Design))
	require.Equal(t, components.DeskSpacesCertified, sc.board(Red).DeskSpaces)
	sc.do(TakeDesign(Red, DisplayTop1))
	require.Equal(t, components.DeskSpacesCertified, sc.board(Red).Desk.Len())
	require.Equal(t, 1, sc.s.Turn().Shifts, "a Shift is left: the desk is what refuses")
	sc.refuse(TakeDesign(Red, DisplayTop2), "R-DES-6")
	sc.refuse(TakeDesign(Red, CentralStack), "R-DES-6")
	require.Empty(t, invariants(&sc.s))
}

// R-DES-7: only the top tile of each stack is public: DesignStack gives the
// top and the size, nothing for a display source, and NoDesign for an empty
// stack.
func TestDesignStackShowsTop(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.orient()
	for _, src := range []DesignSource{CentralStack, OfficeTopStack, OfficeBottomStack} {
		st := &sc.s.board.stacks[src-CentralStack]
		top, size := sc.s.DesignStack(src)
		require.Equal(t, DesignTile(st.top()), top, "%v", src)
		require.Equal(t, st.len(), size, "%v", src)
	}
	_, c := sc.s.DesignStack(CentralStack)
	_, o1 := sc.s.DesignStack(OfficeTopStack)
	_, o2 := sc.s.DesignStack(OfficeBottomStack)
	require.Equal(t, components.NumDesigns-components.DisplayRows*components.DisplayColumns-sc.board(Red).Desk.Len()-sc.board(Blue).Desk.Len(), c+o1+o2)
	for _, src := range dtDisplaySources() {
		top, size := sc.s.DesignStack(src)
		require.Equal(t, NoDesign, top)
		require.Equal(t, 0, size)
	}
	// An emptied stack shows nothing.
	office := &sc.s.board.stacks[bottomStack]
	for office.len() > 0 {
		sc.s.board.stacks[centralStack].pushBottom(office.pop())
	}
	top, size := sc.s.DesignStack(OfficeBottomStack)
	require.Equal(t, NoDesign, top)
	require.Equal(t, 0, size)
	require.Empty(t, invariants(&sc.s))
}

// R-DES-3 R-WRK-11: a column's Book bonus with no Book left in the supply is
// lost; the Design is taken all the same.
func TestColumnBonusLostWithEmptySupply(t *testing.T) {
	col := -1
	for c, b := range components.ColumnBonus {
		if b.Books > 0 && b.BankedShifts == 0 {
			col = c
			break
		}
	}
	if col < 0 {
		t.Skip("no display column gives only a Book")
	}
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, false), 3)
	// Every Book in the supply moves to Blue's board.
	sc.p(Blue).books += sc.s.board.books
	sc.s.board.books = 0
	require.Empty(t, invariants(&sc.s))
	books := sc.board(Red).Books
	src := DisplaySpace(0, col)
	want := sc.s.Display()[0][col]
	evs := sc.do(TakeDesign(Red, src))
	require.True(t, sc.board(Red).Desk.Has(want))
	require.Empty(t, find(evs, EvGained))
	require.True(t, sc.s.Turn().Held.IsZero())
	evs = sc.do(EndTurn(Red))
	require.Empty(t, find(evs, EvCredited))
	require.Equal(t, books, sc.board(Red).Books)
	require.Equal(t, 0, sc.s.Supply().Books)
	require.Empty(t, invariants(&sc.s))
}
