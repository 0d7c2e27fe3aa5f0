package kanban

import (
	"slices"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// Scenario tests for the Assembly department (R-ASM). Positions are built by
// writing the internal board, always moving pieces from or to the supply so
// that the totals the invariants check stay right. The conveyor graph, the
// exits' PP and the Demand tiles are read from components.

// ---- position helpers ----

// asmScene puts Red in a working turn on the 3-Shift Assembly workstation,
// with an empty conveyor and empty storage.
func asmScene(t *testing.T) *scene {
	t.Helper()
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Assembly, true), 3)
	asmClearConveyor(sc)
	asmSetParts(sc, Red)
	return sc
}

// asmClearConveyor returns every car on the conveyor to the supply.
func asmClearConveyor(sc *scene) {
	b := &sc.s.board
	for i, m := range b.conveyor {
		if m != empty {
			b.cars[m]++
			b.conveyor[i] = empty
		}
	}
}

// asmPutCar puts a car of model m from the supply on a conveyor space.
func asmPutCar(sc *scene, space int8, m Model) {
	sc.t.Helper()
	b := &sc.s.board
	require.Greater(sc.t, b.cars[m], uint8(0), "no %v car in the supply", m)
	require.Equal(sc.t, int8(empty), b.conveyor[space], "space %v is taken", ConveyorSpace(space))
	b.cars[m]--
	b.conveyor[space] = int8(m)
}

// asmQueue puts cars from the supply behind the Pace Car, front first.
func asmQueue(sc *scene, models ...Model) {
	sc.t.Helper()
	b := &sc.s.board
	for _, m := range models {
		require.Greater(sc.t, b.cars[m], uint8(0))
		b.cars[m]--
		b.queue[b.queueLen] = int8(m)
		b.queueLen++
	}
}

// asmStashCars moves every supply car of model m into empty garages, Blue's
// first, so that the supply has none left.
func asmStashCars(sc *scene, m Model) {
	sc.t.Helper()
	b := &sc.s.board
	for _, c := range []Color{Blue, Red} {
		p := sc.p(c)
		for g := range p.garages {
			if b.cars[m] > 0 && p.garages[g] == empty {
				p.garages[g] = int8(m)
				b.cars[m]--
			}
		}
	}
	require.Zero(sc.t, b.cars[m], "no garage left to stash the cars in")
}

// asmSetParts returns a player's stored parts to the supply and stores the
// parts given instead, taken from the supply.
func asmSetParts(sc *scene, c Color, parts ...Part) {
	sc.t.Helper()
	p, b := sc.p(c), &sc.s.board
	for part, n := range p.parts {
		b.supply[part] += n
		p.parts[part] = 0
	}
	for _, part := range parts {
		require.Greater(sc.t, b.supply[part], uint8(0))
		b.supply[part]--
		p.parts[part]++
	}
}

// asmSetVouchers gives a player n Parts Vouchers, through the supply.
func asmSetVouchers(sc *scene, c Color, n uint8) {
	p, b := sc.p(c), &sc.s.board
	b.vouchers += p.vouchers
	p.vouchers = n
	b.vouchers -= n
}

// asmSetPool makes the Recycling pool hold the parts given, through the
// supply.
func asmSetPool(sc *scene, parts ...Part) {
	sc.t.Helper()
	b := &sc.s.board
	for part := range Part(components.NumParts) {
		if b.pool.has(part) {
			b.supply[part]++
		}
	}
	b.pool = 0
	for _, part := range parts {
		b.supply[part]--
		b.pool = b.pool.with(part)
	}
}

// asmFill puts parts from the supply on a model's assembly spaces.
func asmFill(sc *scene, m Model, parts ...Part) {
	sc.t.Helper()
	b := &sc.s.board
	for _, part := range parts {
		require.False(sc.t, b.assembly[m].has(part))
		b.supply[part]--
		b.assembly[m] = b.assembly[m].with(part)
	}
}

// asmFillAll fills every assembly space of a model.
func asmFillAll(sc *scene, m Model) {
	sc.t.Helper()
	for part := range Part(components.NumParts) {
		if !sc.s.board.assembly[m].has(part) {
			asmFill(sc, m, part)
		}
	}
}

// asmUpgrade puts a part from the supply on one of a model's upgrade spaces
// in R&D.
func asmUpgrade(sc *scene, m Model, space int, part Part) {
	b := &sc.s.board
	b.supply[part]--
	b.upgrades[m][space] = int8(part)
}

// asmDrainSupply moves every part of a type from the supply to its
// warehouse.
func asmDrainSupply(sc *scene, part Part) {
	b := &sc.s.board
	b.warehouse[part] += b.supply[part]
	b.supply[part] = 0
}

// asmDemandTile returns the Demand tile of model m.
func asmDemandTile(t *testing.T, m Model) int8 {
	t.Helper()
	for i, d := range components.DemandTiles {
		if d.Model == m {
			return int8(i)
		}
	}
	require.FailNow(t, "no Demand tile", "model %v", m)
	return 0
}

// asmDemandUp turns the Demand tile of model m face up in place i with n
// tokens, swapping it with the tile there.
func asmDemandUp(sc *scene, i int, m Model, n uint8) {
	sc.t.Helper()
	b := &sc.s.board
	tile := asmDemandTile(sc.t, m)
	for j := range b.demand {
		if b.demand[j].tile == tile {
			b.demand[i], b.demand[j] = b.demand[j], b.demand[i]
			b.demand[i].tokens = n
			return
		}
	}
	items := b.demandStack.items()
	k := slices.Index(items, uint8(tile))
	require.GreaterOrEqual(sc.t, k, 0)
	items[k] = uint8(b.demand[i].tile)
	b.demand[i] = demandSlot{tile: tile, tokens: n}
}

// asmDemandDown makes sure no face-up Demand tile is of model m.
func asmDemandDown(sc *scene, m Model) {
	sc.t.Helper()
	b := &sc.s.board
	tile := asmDemandTile(sc.t, m)
	for j := range b.demand {
		if b.demand[j].tile == tile {
			items := b.demandStack.items()
			other := items[0]
			items[0] = uint8(tile)
			b.demand[j] = demandSlot{tile: int8(other), tokens: uint8(components.DemandTiles[other].Speech)}
		}
	}
}

// asmSpeech counts a player's Speech tokens: on spaces and beside the board.
func asmSpeech(sc *scene, c Color) int {
	b := sc.board(c)
	return b.Speech + b.GenericSpeech
}

// asmOther returns another model, k steps on.
func asmOther(m Model, k int) Model { return Model((int(m) + k) % components.NumModels) }

// asmLine returns the conveyor with the cars given and no others.
func asmLine(cars map[int8]Model) [components.NumConveyorSpaces]Model {
	var out [components.NumConveyorSpaces]Model
	for i := range out {
		out[i] = NoModel
	}
	for sp, m := range cars {
		out[sp] = m
	}
	return out
}

// asmIndex returns the index of the first event of a kind, or -1.
func asmIndex(evs []Event, k EventKind) int {
	return slices.IndexFunc(evs, func(e Event) bool { return e.Kind == k })
}

// asmList converts conveyor spaces to an event List.
func asmList(spaces []int8) []uint8 {
	out := make([]uint8, len(spaces))
	for i, sp := range spaces {
		out[i] = uint8(sp)
	}
	return out
}

// ---- conveyor graph helpers (read from components) ----

// asmPaths returns every path along the arrows from a colour space.
func asmPaths() [][]int8 {
	var out [][]int8
	var walk func(path []int8)
	walk = func(path []int8) {
		out = append(out, slices.Clone(path))
		for _, l := range components.Conveyor[path[len(path)-1]].Next {
			if l.To != components.Exit {
				walk(append(slices.Clone(path), l.To))
			}
		}
	}
	for i := range components.Conveyor {
		if components.Conveyor[i].Start {
			walk([]int8{int8(i)})
		}
	}
	return out
}

// asmPathTo returns a shortest path from a colour space to space x.
func asmPathTo(t *testing.T, x int8) []int8 {
	t.Helper()
	var best []int8
	for _, p := range asmPaths() {
		if p[len(p)-1] == x && (best == nil || len(p) < len(best)) {
			best = p
		}
	}
	require.NotNil(t, best, "no path reaches %v", ConveyorSpace(x))
	return best
}

// asmStraightExit returns a path from a colour space whose spaces each have
// one arrow, the last one an exit's: a car pushed along it leaves without a
// choice. It also returns that exit's PP.
func asmStraightExit(t *testing.T) ([]int8, int8) {
	t.Helper()
	for _, p := range asmPaths() {
		straight := true
		for _, sp := range p {
			straight = straight && len(components.Conveyor[sp].Next) == 1
		}
		last := components.Conveyor[p[len(p)-1]].Next
		if straight && last[0].To == components.Exit {
			return p, last[0].PP
		}
	}
	require.FailNow(t, "the conveyor has no exit reached without a branch")
	return nil, 0
}

// asmPlainStart returns a colour space whose one arrow leads to a space with
// one arrow to another space (not an exit), and those two spaces.
func asmPlainStart(t *testing.T) (cs, n1, n2 int8) {
	t.Helper()
	for i, sp := range components.Conveyor {
		if !sp.Start || len(sp.Next) != 1 || sp.Next[0].To == components.Exit {
			continue
		}
		next := components.Conveyor[sp.Next[0].To].Next
		if len(next) == 1 && next[0].To != components.Exit {
			return int8(i), sp.Next[0].To, next[0].To
		}
	}
	require.FailNow(t, "no plain start on the conveyor")
	return 0, 0, 0
}

// asmBranchStart returns a colour space whose arrow leads straight to a
// space where the arrows branch, and that space.
func asmBranchStart(t *testing.T) (cs, br int8) {
	t.Helper()
	for i, sp := range components.Conveyor {
		if sp.Start && len(sp.Next) == 1 && sp.Next[0].To != components.Exit &&
			len(components.Conveyor[sp.Next[0].To].Next) == 2 {
			return int8(i), sp.Next[0].To
		}
	}
	require.FailNow(t, "no colour space leads to a branch")
	return 0, 0
}

// asmRequireBranch checks that the game waits for Red to choose where the
// car on space at goes, offering exactly that space's arrows, and refuses
// anything else.
func asmRequireBranch(sc *scene, at int8) {
	sc.t.Helper()
	var want []Action
	var to ConveyorSet
	for _, l := range components.Conveyor[at].Next {
		want = append(want, Branch(Red, ConveyorSpace(l.To)))
		to = to.with(ConveyorSpace(l.To))
	}
	// The decision names the car and where it may go (R-ASM-3).
	car := sc.s.Conveyor()[at]
	require.Equal(sc.t, Decision{Kind: DecideBranch, Player: Red, Model: car, At: ConveyorSpace(at), To: to}, sc.s.Next())
	require.ElementsMatch(sc.t, want, sc.s.LegalActions())
	sc.refuse(EndTurn(Red), "R-ASM-3")
	sc.refuse(Provide(Red, City, Motor, FromVoucher), "R-ASM-3")
	// No arrow leads to a colour space.
	sc.refuse(Branch(Red, ConveyorSpace(components.ColourSpace(City))), "R-ASM-3")
}

// asmFollow answers each branch choice by following path, and leaving by
// the exit at its end; it returns the events.
func asmFollow(sc *scene, path []int8) []Event {
	sc.t.Helper()
	var evs []Event
	for sc.s.Next().Kind == DecideBranch {
		last := sc.s.pending.path[sc.s.pending.pathLen-1]
		i := slices.Index(path, last)
		require.GreaterOrEqual(sc.t, i, 0, "the chain left the path at %v", ConveyorSpace(last))
		to := ExitSpace
		if i+1 < len(path) {
			to = ConveyorSpace(path[i+1])
		}
		a := Branch(Red, to)
		require.Contains(sc.t, sc.s.LegalActions(), a)
		evs = append(evs, sc.do(a)...)
	}
	return evs
}

// ---- R-ASM-1: the clean-out ----

// R-ASM-1 R-WRK-9: at the start of a player's turn in Assembly every model
// whose assembly spaces are all filled has its parts returned to the supply,
// before anything else; other models keep their parts; it happens once.
func TestAssemblyCleanOutAtTurnStart(t *testing.T) {
	cases := []struct {
		name    string
		full    []Model
		partial map[Model][]Part
	}{
		{"no model full", nil, map[Model][]Part{City: {Motor, Battery}}},
		{"one model full", []Model{SUV}, map[Model][]Part{City: {Motor}}},
		{"two models full", []Model{City, Concept}, map[Model][]Part{Truck: {Body, Electronics, Drivetrain}}},
		{"one part short is not full", nil, map[Model][]Part{Sports: {Motor, Autopilot, Battery, Body, Electronics}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			// Blue works first in R&D; Red's worker is in Assembly, next in
			// working order.
			sc.workAt(Blue, WorkstationOf(RnD, false), 3)
			w := WorkstationOf(Assembly, true)
			sc.s.stations[w] = sc.seat(Red)
			sc.p(Red).station = w
			asmClearConveyor(sc)
			asmSetParts(sc, Red, Drivetrain)
			for _, m := range c.full {
				asmFillAll(sc, m)
			}
			for m, parts := range c.partial {
				asmFill(sc, m, parts...)
			}
			before := sc.s.Supply().Parts

			evs := sc.do(EndTurn(Blue))
			start := slices.IndexFunc(evs, func(e Event) bool { return e.Kind == EvTurnStarted && e.Player == Red })
			require.GreaterOrEqual(t, start, 0)
			require.Equal(t, Decision{Kind: DecideWork, Player: Red}, sc.s.Next())
			cleared := find(evs, EvModelsCleared)
			if len(c.full) == 0 {
				require.Empty(t, cleared)
			} else {
				require.Len(t, cleared, 1)
				require.Equal(t, EvModelsCleared, evs[start+1].Kind, "the clean-out opens the turn")
				require.Equal(t, Red, cleared[0].Player)
				var want []uint8
				for _, m := range c.full {
					want = append(want, uint8(m))
				}
				require.ElementsMatch(t, want, cleared[0].List.Values())
			}
			spaces := sc.s.AssemblySpaces()
			for m := range Model(components.NumModels) {
				for part := range Part(components.NumParts) {
					require.Equal(t, slices.Contains(c.partial[m], part), spaces[m][part], "%v %v", m, part)
				}
			}
			after := sc.s.Supply().Parts
			for part := range after {
				require.Equal(t, before[part]+len(c.full), after[part], "%v", Part(part))
			}
			require.Empty(t, invariants(&sc.s))

			// The clean-out is once, at the start: working on does not
			// repeat it.
			m := Model(0)
			for ; sc.s.board.assembly[m].has(Drivetrain); m++ {
			}
			evs = sc.do(Provide(Red, m, Drivetrain, FromStorage))
			require.Empty(t, find(evs, EvModelsCleared))
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-ASM-1 R-ASM-2 R-WRK-9: a model filled during the turn stays filled: it
// takes no more parts this turn, and the clean-out does not run again.
func TestFullModelTakesNoPartUntilCleared(t *testing.T) {
	sc := asmScene(t)
	m := Truck
	asmFill(sc, m, Autopilot, Battery, Body, Electronics, Drivetrain)
	asmSetParts(sc, Red, Motor, Battery)
	asmSetVouchers(sc, Red, 1)

	evs := sc.do(Provide(Red, m, Motor, FromStorage))
	require.Empty(t, find(evs, EvModelsCleared))
	for part, on := range sc.s.AssemblySpaces()[m] {
		require.True(t, on, "%v", Part(part))
	}
	sc.refuse(Provide(Red, m, Battery, FromStorage), "R-ASM-2")
	sc.refuse(Provide(Red, m, Motor, FromVoucher), "R-ASM-2")
	for _, a := range sc.s.LegalActions() {
		require.False(t, a.Kind == ActProvide && a.Model == m, "a full model is offered a part: %v", a)
	}
	// Other models still take parts.
	evs = sc.do(Provide(Red, City, Battery, FromStorage))
	require.Empty(t, find(evs, EvModelsCleared))
	require.True(t, sc.s.AssemblySpaces()[City][Battery])
	require.Empty(t, invariants(&sc.s))
}

// R-ASM-1 R-ADM-1: in Administration the clean-out runs when the player
// names Assembly by first spending a Shift or Book there, whatever they
// spend it on; not before, and not when another department is named.
func TestAssemblyCleanOutWhenAdministrationNamesAssembly(t *testing.T) {
	cases := []struct {
		name   string
		setup  func(sc *scene)
		action Action
	}{
		{"training", func(sc *scene) {}, Train(Red, Assembly)},
		{"homework", func(sc *scene) {
			sc.s.board.books--
			sc.p(Red).books++
		}, Homework(Red, Assembly)},
		{"providing a part", func(sc *scene) { asmSetParts(sc, Red, Motor) }, Provide(Red, City, Motor, FromStorage)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, WorkstationOf(Administration, true), 3)
			asmClearConveyor(sc)
			asmSetParts(sc, Red)
			asmFillAll(sc, Concept)
			asmFill(sc, SUV, Body, Battery)
			c.setup(sc)

			// Working in Administration names nothing.
			evs := sc.do(Train(Red, Administration))
			require.Empty(t, find(evs, EvModelsCleared))
			require.True(t, sc.s.AssemblySpaces()[Concept][Motor])

			supply := sc.s.Supply().Parts
			evs = sc.do(c.action)
			named := asmIndex(evs, EvDepartmentNamed)
			require.GreaterOrEqual(t, named, 0)
			require.Equal(t, Assembly, evs[named].Dept)
			cleared := asmIndex(evs, EvModelsCleared)
			require.Equal(t, named+1, cleared, "naming Assembly cleans out at that moment")
			require.Equal(t, []uint8{uint8(Concept)}, evs[cleared].List.Values())
			require.Len(t, find(evs, EvModelsCleared), 1)
			spaces := sc.s.AssemblySpaces()
			for part := range Part(components.NumParts) {
				require.False(t, spaces[Concept][part])
				require.Equal(t, part == Body || part == Battery, spaces[SUV][part])
				require.GreaterOrEqual(t, sc.s.Supply().Parts[part], supply[part])
			}
			require.Equal(t, supply[Body]+1, sc.s.Supply().Parts[Body])
			info := sc.s.Turn()
			require.True(t, info.HasOther)
			require.Equal(t, Assembly, info.OtherDept)
			require.Empty(t, invariants(&sc.s))
		})
	}

	t.Run("another department named", func(t *testing.T) {
		sc := newScene(t, Red, Blue)
		sc.workAt(Red, WorkstationOf(Administration, true), 3)
		asmClearConveyor(sc)
		asmSetParts(sc, Red, Motor)
		asmFillAll(sc, Concept)
		evs := sc.do(Train(Red, Logistics))
		require.Empty(t, find(evs, EvModelsCleared))
		require.True(t, sc.s.AssemblySpaces()[Concept][Motor])
		sc.refuse(Provide(Red, City, Motor, FromStorage), "R-ADM-1")
		require.Empty(t, invariants(&sc.s))
	})
}

// R-ADM-1 R-ASM-1 R-ASM-2: an Administration player's first Assembly spend
// names Assembly, and naming it cleans out the full models at that moment
// (R-ADM-1), before the Shift's part goes on: so the first part provided may
// go on a model that was full until the clean-out.
func TestAdministrationProvideOnModelClearedByNaming(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Administration, true), 3)
	asmClearConveyor(sc)
	asmSetParts(sc, Red, Motor)
	asmFillAll(sc, Concept)
	a := Provide(Red, Concept, Motor, FromStorage)
	require.True(t, sc.legal(a), "the clean-out on naming Assembly frees the Concept's spaces")
	evs := sc.do(a)
	require.Less(t, asmIndex(evs, EvModelsCleared), asmIndex(evs, EvPartProvided))
	for part, on := range sc.s.AssemblySpaces()[Concept] {
		require.Equal(t, Part(part) == Motor, on)
	}
	require.Empty(t, invariants(&sc.s))
}

// ---- R-ASM-2: providing a part ----

// R-ASM-2 R-LOG-4 R-WRK-6: a part comes from storage, from the supply for a
// Voucher (the Voucher goes back to the supply), or from the Recycling pool
// for a stored part of another type; each costs 1 Shift.
func TestProvideFromEachSource(t *testing.T) {
	cases := []struct {
		name   string
		action Action
		part   Part
		check  func(t *testing.T, sc *scene, before Supply, pb PlayerBoard)
	}{
		{"storage", Provide(Red, City, Motor, FromStorage), Motor, func(t *testing.T, sc *scene, before Supply, pb PlayerBoard) {
			require.Equal(t, pb.Parts[Motor]-1, sc.board(Red).Parts[Motor])
			require.Equal(t, before.Parts, sc.s.Supply().Parts)
			require.Equal(t, pb.Vouchers, sc.board(Red).Vouchers)
		}},
		{"voucher", Provide(Red, City, Autopilot, FromVoucher), Autopilot, func(t *testing.T, sc *scene, before Supply, pb PlayerBoard) {
			require.Equal(t, pb.Vouchers-1, sc.board(Red).Vouchers)
			require.Equal(t, before.Vouchers+1, sc.s.Supply().Vouchers, "the spent Voucher goes back to the supply")
			require.Equal(t, before.Parts[Autopilot]-1, sc.s.Supply().Parts[Autopilot])
			require.Equal(t, pb.Parts, sc.board(Red).Parts)
		}},
		{"recycling", ProvideRecycled(Red, City, Battery, Motor), Battery, func(t *testing.T, sc *scene, before Supply, pb PlayerBoard) {
			require.Equal(t, pb.Parts[Motor]-1, sc.board(Red).Parts[Motor])
			require.Equal(t, []Part{Motor, Body, Electronics}, sc.s.RecyclingPool())
			require.Equal(t, before.Parts, sc.s.Supply().Parts)
			require.Equal(t, pb.Vouchers, sc.board(Red).Vouchers)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := asmScene(t)
			asmSetParts(sc, Red, Motor)
			asmSetVouchers(sc, Red, 1)
			asmSetPool(sc, Battery, Body, Electronics)
			before, pb := sc.s.Supply(), sc.board(Red)
			worked := sc.s.Turn().Worked
			evs := sc.do(c.action)
			spent := find(evs, EvShiftsSpent)
			require.Len(t, spent, 1)
			require.Equal(t, int16(1), spent[0].N)
			require.Equal(t, worked+1, sc.s.Turn().Worked)
			p := find(evs, EvPartProvided)
			require.Len(t, p, 1)
			require.Equal(t, City, p[0].Model)
			require.Equal(t, c.part, p[0].Part)
			require.Equal(t, c.action.From, p[0].From)
			for part, on := range sc.s.AssemblySpaces()[City] {
				require.Equal(t, Part(part) == c.part, on)
			}
			c.check(t, sc, before, pb)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-ASM-2 R-LOG-4 R-WRK-6 R-WRK-2 R-WRK-5 R-ASM-3: what providing a part
// refuses, and under which rule.
func TestProvideRefused(t *testing.T) {
	none := func(sc *scene) {}
	cases := []struct {
		name   string
		setup  func(sc *scene)
		action Action
		rule   string
	}{
		{"part already on the model", func(sc *scene) { asmFill(sc, City, Motor) }, Provide(Red, City, Motor, FromStorage), "R-ASM-2"},
		{"model full", func(sc *scene) { asmFillAll(sc, City) }, Provide(Red, City, Autopilot, FromVoucher), "R-ASM-2"},
		{"upgraded part first", func(sc *scene) { asmUpgrade(sc, City, 0, Battery) }, Provide(Red, City, Motor, FromStorage), "R-ASM-2"},
		{"upgraded part first, voucher", func(sc *scene) { asmUpgrade(sc, City, 2, Body) }, Provide(Red, City, Autopilot, FromVoucher), "R-ASM-2"},
		{"upgraded part first, recycling", func(sc *scene) { asmUpgrade(sc, City, 1, Body) }, ProvideRecycled(Red, City, Battery, Motor), "R-ASM-2"},
		{"part not in storage", none, Provide(Red, City, Autopilot, FromStorage), "R-ASM-2"},
		{"no Voucher", func(sc *scene) { asmSetVouchers(sc, Red, 0) }, Provide(Red, City, Autopilot, FromVoucher), "R-LOG-4"},
		{"Voucher for a part not in the supply", func(sc *scene) { asmDrainSupply(sc, Autopilot) }, Provide(Red, City, Autopilot, FromVoucher), "R-LOG-4"},
		{"recycling a part not stored", none, ProvideRecycled(Red, City, Battery, Drivetrain), "R-WRK-6"},
		{"recycling a part for its own type", func(sc *scene) { asmSetPool(sc, Motor, Body, Electronics); asmSetParts(sc, Red, Motor) }, ProvideRecycled(Red, City, Motor, Motor), "R-WRK-6"},
		{"taking a part not in the pool", none, ProvideRecycled(Red, City, Autopilot, Motor), "R-WRK-6"},
		{"giving a type the pool holds", func(sc *scene) { asmSetParts(sc, Red, Body) }, ProvideRecycled(Red, City, Battery, Body), "R-WRK-6"},
		{"no car to start", func(sc *scene) { asmStashCars(sc, City) }, Provide(Red, City, Motor, FromStorage), "R-ASM-3"},
		{"no Shift left", func(sc *scene) { sc.s.turn.shifts = 0; sc.p(Red).banked = 0 }, Provide(Red, City, Motor, FromStorage), "R-WRK-2"},
		{"not in Assembly", func(sc *scene) {
			sc.workAt(Red, WorkstationOf(Logistics, true), 3)
			asmSetParts(sc, Red, Motor)
		}, Provide(Red, City, Motor, FromStorage), "R-WRK-5"},
		{"no such model", none, Provide(Red, Model(components.NumModels), Motor, FromStorage), "R-ASM-2"},
		{"no such part", none, Provide(Red, City, Part(components.NumParts), FromVoucher), "R-ASM-2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := asmScene(t)
			asmSetParts(sc, Red, Motor)
			asmSetVouchers(sc, Red, 1)
			asmSetPool(sc, Battery, Body, Electronics)
			c.setup(sc)
			require.Empty(t, invariants(&sc.s))
			sc.refuse(c.action, c.rule)
		})
	}
}

// R-ASM-2: a model with parts on its R&D upgrade spaces takes those part
// types before any other, from any source; once they are all on, any part.
func TestUpgradedPartsFirst(t *testing.T) {
	sc := asmScene(t)
	asmUpgrade(sc, Truck, 0, Battery)
	asmUpgrade(sc, Truck, 3, Body)
	asmSetParts(sc, Red, Battery, Body, Motor)
	asmSetVouchers(sc, Red, 1)
	asmSetPool(sc, Autopilot, Electronics, Drivetrain)

	offered := func(m Model) []Part {
		var parts []Part
		for _, a := range sc.s.LegalActions() {
			if a.Kind == ActProvide && a.Model == m && !slices.Contains(parts, a.Part) {
				parts = append(parts, a.Part)
			}
		}
		slices.Sort(parts)
		return parts
	}
	require.Equal(t, []Part{Battery, Body}, offered(Truck))
	require.Len(t, offered(City), components.NumParts, "models without upgrades take any part")
	sc.refuse(Provide(Red, Truck, Motor, FromStorage), "R-ASM-2")
	sc.refuse(Provide(Red, Truck, Autopilot, FromVoucher), "R-ASM-2")
	sc.refuse(ProvideRecycled(Red, Truck, Autopilot, Motor), "R-ASM-2")

	sc.do(Provide(Red, Truck, Battery, FromStorage))
	require.Equal(t, []Part{Body}, offered(Truck), "one upgraded part still missing")
	sc.refuse(Provide(Red, Truck, Motor, FromStorage), "R-ASM-2")

	sc.do(Provide(Red, Truck, Body, FromVoucher))
	require.Contains(t, offered(Truck), Motor)
	sc.do(Provide(Red, Truck, Motor, FromStorage))
	on := sc.s.AssemblySpaces()[Truck]
	require.True(t, on[Battery] && on[Body] && on[Motor])
	require.Empty(t, invariants(&sc.s))
}

// R-ASM-2 R-LOG-4 R-WRK-6 R-WRK-11: LegalActions offers every source for
// providing, and nothing else: storage for stored types, a Voucher for each
// type the supply holds, the pool's types for a stored part the pool lacks.
// Every listed provide is accepted.
func TestProvideLegalActionsListsEverySource(t *testing.T) {
	sc := asmScene(t)
	asmSetParts(sc, Red, Motor)
	asmSetVouchers(sc, Red, 1)
	asmSetPool(sc, Battery, Body, Electronics)
	asmDrainSupply(sc, Drivetrain)
	asmFill(sc, Sports, Battery)

	var want []Action
	for m := range Model(components.NumModels) {
		for part := range Part(components.NumParts) {
			if sc.s.board.assembly[m].has(part) {
				continue
			}
			if part == Motor {
				want = append(want, Provide(Red, m, part, FromStorage))
			}
			if sc.s.board.supply[part] > 0 {
				want = append(want, Provide(Red, m, part, FromVoucher))
			}
			if sc.s.board.pool.has(part) {
				want = append(want, ProvideRecycled(Red, m, part, Motor))
			}
		}
	}
	var got []Action
	for _, a := range sc.s.LegalActions() {
		if a.Kind == ActProvide {
			got = append(got, a)
		}
	}
	require.ElementsMatch(t, want, got)
	require.NotContains(t, got, Provide(Red, City, Drivetrain, FromVoucher))
	require.Contains(t, got, Provide(Red, City, Autopilot, FromVoucher))
	require.Contains(t, got, ProvideRecycled(Red, City, Battery, Motor))
	require.NotContains(t, got, Provide(Red, Sports, Battery, FromVoucher))
	for _, a := range got {
		_, _, err := Apply(sc.s, a)
		require.NoError(t, err, "%v", a)
	}
}

// ---- R-ASM-3: the conveyor ----

// R-ASM-3 R-WRK-11: after the part, the car on the colour space moves one
// position, pushing on the cars it meets; then a new car starts there if the
// supply has one. An empty colour space: nothing moves, a new car is placed.
func TestConveyorAdvance(t *testing.T) {
	cs, n1, n2 := asmPlainStart(t)
	m := components.Conveyor[cs].Model
	o := asmOther(m, 1)
	cases := []struct {
		name    string
		cars    map[int8]Model
		noCar   bool
		want    map[int8]Model
		moved   []int8 // the event's List, or nil for no move
		to      int8
		started bool
	}{
		{"the car moves on, a new one starts", map[int8]Model{cs: m}, false,
			map[int8]Model{cs: m, n1: m}, []int8{cs}, n1, true},
		{"a car met is pushed on", map[int8]Model{cs: m, n1: o}, false,
			map[int8]Model{cs: m, n1: m, n2: o}, []int8{cs, n1}, n2, true},
		{"no car left in the supply", map[int8]Model{cs: m, n1: o}, true,
			map[int8]Model{n1: m, n2: o}, []int8{cs, n1}, n2, false},
		{"empty colour space: a new car, nothing moves", map[int8]Model{n1: o}, false,
			map[int8]Model{cs: m, n1: o}, nil, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := asmScene(t)
			asmSetParts(sc, Red, Motor)
			for sp, model := range c.cars {
				asmPutCar(sc, sp, model)
			}
			if c.noCar {
				asmStashCars(sc, m)
			}
			cars := sc.s.Supply().Cars[m]
			evs := sc.do(Provide(Red, m, Motor, FromStorage))
			require.Equal(t, asmLine(c.want), sc.s.Conveyor())
			adv := find(evs, EvConveyorAdvanced)
			started := find(evs, EvCarStarted)
			if c.moved == nil {
				require.Empty(t, adv)
			} else {
				require.Len(t, adv, 1)
				require.Equal(t, asmList(c.moved), adv[0].List.Values())
				require.Equal(t, ConveyorSpace(c.to), adv[0].To)
			}
			if c.started {
				require.Len(t, started, 1)
				require.Equal(t, m, started[0].Model)
				require.Equal(t, cars-1, sc.s.Supply().Cars[m])
				require.Less(t, asmIndex(evs, EvPartProvided), asmIndex(evs, EvCarStarted))
				if c.moved != nil {
					require.Less(t, asmIndex(evs, EvConveyorAdvanced), asmIndex(evs, EvCarStarted), "the new car starts only after the line moved")
				}
			} else {
				require.Empty(t, started)
				require.Zero(t, sc.s.Supply().Cars[m])
			}
			_, queue := sc.s.TestTrack()
			require.Empty(t, queue)
			require.Equal(t, Decision{Kind: DecideWork, Player: Red}, sc.s.Next())
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-ASM-3 R-WRK-11: with the colour space empty and no car of the model in
// the supply, no part can be provided to that model, from any source; a
// model whose colour space holds a car may still be provided.
func TestProvideNoCarToStart(t *testing.T) {
	sc := asmScene(t)
	asmSetParts(sc, Red, Motor)
	asmSetVouchers(sc, Red, 1)
	asmSetPool(sc, Battery, Body, Electronics)
	asmStashCars(sc, City)
	sc.refuse(Provide(Red, City, Motor, FromStorage), "R-ASM-3")
	sc.refuse(Provide(Red, City, Autopilot, FromVoucher), "R-ASM-3")
	sc.refuse(ProvideRecycled(Red, City, Battery, Motor), "R-ASM-3")
	for _, a := range sc.s.LegalActions() {
		require.False(t, a.Kind == ActProvide && a.Model == City, "%v", a)
	}
	require.True(t, sc.legal(Provide(Red, SUV, Motor, FromStorage)))
}

// R-ASM-3: where the arrows branch the game waits for the player's choice,
// offering exactly the arrows; the chain goes on after the choice, asking
// again at a further branch; only then a new car starts.
func TestConveyorBranch(t *testing.T) {
	cs, br := asmBranchStart(t)
	m := components.Conveyor[cs].Model
	o, p := asmOther(m, 1), asmOther(m, 2)
	type tc struct {
		name     string
		first    components.ConveyorLink
		occupied bool
		second   components.ConveyorLink
	}
	var cases []tc
	for _, l := range components.Conveyor[br].Next {
		require.NotEqual(t, components.Exit, l.To)
		cases = append(cases, tc{name: "to empty " + ConveyorSpace(l.To).String(), first: l})
		for _, l2 := range components.Conveyor[l.To].Next {
			cases = append(cases, tc{name: "to taken " + ConveyorSpace(l.To).String() + " then " + ConveyorSpace(l2.To).String(),
				first: l, occupied: true, second: l2})
		}
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := asmScene(t)
			asmSetParts(sc, Red, Motor)
			asmPutCar(sc, cs, m)
			asmPutCar(sc, br, o)
			if c.occupied {
				asmPutCar(sc, c.first.To, p)
			}
			line := sc.s.Conveyor()
			pp := sc.board(Red).PP

			evs := sc.do(Provide(Red, m, Motor, FromStorage))
			require.Len(t, find(evs, EvPartProvided), 1)
			require.True(t, sc.s.AssemblySpaces()[m][Motor])
			require.Empty(t, find(evs, EvConveyorAdvanced), "nothing moves before the choice")
			require.Empty(t, find(evs, EvCarStarted))
			require.Equal(t, line, sc.s.Conveyor())
			asmRequireBranch(sc, br)

			evs = sc.do(Branch(Red, ConveyorSpace(c.first.To)))
			require.Equal(t, EvBranchTaken, evs[0].Kind)
			require.Equal(t, ConveyorSpace(c.first.To), evs[0].To)
			want := map[int8]Model{cs: m, br: m, c.first.To: o}
			path := []int8{cs, br}
			to := ConveyorSpace(c.first.To)
			var queue []Model
			if c.occupied {
				path = append(path, c.first.To)
				to = ConveyorSpace(c.second.To)
				if len(components.Conveyor[c.first.To].Next) > 1 {
					require.Empty(t, find(evs, EvCarStarted))
					asmRequireBranch(sc, c.first.To)
					evs = append(evs, sc.do(Branch(Red, to))...)
				}
				if c.second.To == components.Exit {
					queue = []Model{p}
				} else {
					want[c.second.To] = p
				}
			}
			adv := find(evs, EvConveyorAdvanced)
			require.Len(t, adv, 1)
			require.Equal(t, asmList(path), adv[0].List.Values())
			require.Equal(t, to, adv[0].To)
			started := find(evs, EvCarStarted)
			require.Len(t, started, 1)
			require.Equal(t, m, started[0].Model)
			require.Less(t, asmIndex(evs, EvConveyorAdvanced), asmIndex(evs, EvCarStarted))
			require.Equal(t, asmLine(want), sc.s.Conveyor())
			_, q := sc.s.TestTrack()
			require.Equal(t, queue, q)
			if queue != nil {
				require.Equal(t, pp+int(c.second.PP), sc.board(Red).PP)
			} else {
				require.Equal(t, pp, sc.board(Red).PP)
			}
			require.Equal(t, Decision{Kind: DecideWork, Player: Red}, sc.s.Next())
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// ---- R-ASM-4: leaving the line ----

// R-ASM-3 R-ASM-4: for every exit of the conveyor, a car pushed past it
// leaves the line: the player scores that exit's PP, takes a Generic Speech
// token from the face-up Demand tile of the car's model, and the car joins
// the Test track as the last car.
func TestCarPushedOffEveryExit(t *testing.T) {
	type tc struct {
		x    int8
		link components.ConveyorLink
	}
	var cases []tc
	for x, sp := range components.Conveyor {
		for _, l := range sp.Next {
			if l.To == components.Exit {
				cases = append(cases, tc{int8(x), l})
			}
		}
	}
	require.NotEmpty(t, cases)
	for _, c := range cases {
		t.Run(ConveyorSpace(c.x).String(), func(t *testing.T) {
			path := asmPathTo(t, c.x)
			m := components.Conveyor[path[0]].Model
			leave := asmOther(m, 1)
			sc := asmScene(t)
			asmSetParts(sc, Red, Motor)
			asmDemandUp(sc, 0, leave, 2)
			asmQueue(sc, asmOther(m, 3))
			cars := map[int8]Model{}
			for i, sp := range path {
				model := asmOther(m, 2)
				switch i {
				case 0:
					model = m
				case len(path) - 1:
					model = leave
				}
				asmPutCar(sc, sp, model)
				cars[sp] = model
			}
			pp, speech := sc.board(Red).PP, asmSpeech(sc, Red)
			_, queue := sc.s.TestTrack()

			evs := sc.do(Provide(Red, m, Motor, FromStorage))
			evs = append(evs, asmFollow(sc, path)...)

			adv := find(evs, EvConveyorAdvanced)
			require.Len(t, adv, 1)
			require.Equal(t, asmList(path), adv[0].List.Values())
			require.Equal(t, ExitSpace, adv[0].To)
			require.Equal(t, pp+int(c.link.PP), sc.board(Red).PP, "the exit's PP")
			gained := slices.IndexFunc(evs, func(e Event) bool { return e.Kind == EvGained && e.Gain.PP == c.link.PP })
			require.Greater(t, gained, asmIndex(evs, EvConveyorAdvanced))
			require.Equal(t, speech+1, asmSpeech(sc, Red), "a Generic Speech token")
			taken := find(evs, EvDemandTokenTaken)
			require.Len(t, taken, 1)
			require.Equal(t, int8(0), taken[0].Space)
			faceUp, _ := sc.s.Demand()
			require.Equal(t, DemandTile{Model: leave, Tokens: 1}, faceUp[0])
			_, after := sc.s.TestTrack()
			require.Equal(t, append(queue, leave), after, "the car joins the Test track last")
			want := map[int8]Model{path[0]: m}
			for i := 1; i < len(path); i++ {
				want[path[i]] = cars[path[i-1]]
			}
			require.Equal(t, asmLine(want), sc.s.Conveyor())
			require.Less(t, asmIndex(evs, EvConveyorAdvanced), asmIndex(evs, EvCarStarted), "the new car starts after the car left")
			require.Equal(t, Decision{Kind: DecideWork, Player: Red}, sc.s.Next())
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-ASM-4 R-SPK-2: the Generic Speech token comes only from a face-up Demand
// tile of the leaving car's model that has one left; the PP are scored
// either way.
func TestDemandTokenOnLeaving(t *testing.T) {
	path, exitPP := asmStraightExit(t)
	m := components.Conveyor[path[0]].Model
	leave := asmOther(m, 1)
	cases := []struct {
		name   string
		setup  func(sc *scene)
		token  bool
		tokens [components.DemandFaceUp]int
	}{
		{"face-up tile with tokens", func(sc *scene) {
			asmDemandUp(sc, 1, leave, 2)
			asmDemandUp(sc, 0, m, 2)
		}, true, [components.DemandFaceUp]int{2, 1}},
		{"face-up tile with none left", func(sc *scene) {
			asmDemandUp(sc, 1, leave, 0)
			asmDemandUp(sc, 0, m, 2)
		}, false, [components.DemandFaceUp]int{2, 0}},
		{"no face-up tile of the model", func(sc *scene) {
			asmDemandDown(sc, leave)
			asmDemandUp(sc, 0, m, 2)
			sc.s.board.demand[1].tokens = 1
		}, false, [components.DemandFaceUp]int{2, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := asmScene(t)
			asmSetParts(sc, Red, Motor)
			c.setup(sc)
			for i, sp := range path {
				model := asmOther(m, 2)
				switch i {
				case 0:
					model = m
				case len(path) - 1:
					model = leave
				}
				asmPutCar(sc, sp, model)
			}
			before, _ := sc.s.Demand()
			pp, speech := sc.board(Red).PP, asmSpeech(sc, Red)

			evs := sc.do(Provide(Red, m, Motor, FromStorage))
			require.Equal(t, Decision{Kind: DecideWork, Player: Red}, sc.s.Next(), "no choice on a straight line")
			require.Equal(t, pp+int(exitPP), sc.board(Red).PP)
			faceUp, _ := sc.s.Demand()
			for i := range faceUp {
				require.Equal(t, before[i].Model, faceUp[i].Model, "no tile is replaced before the turn ends")
				require.Equal(t, c.tokens[i], faceUp[i].Tokens)
			}
			if c.token {
				require.Len(t, find(evs, EvDemandTokenTaken), 1)
				require.Equal(t, speech+1, asmSpeech(sc, Red))
			} else {
				require.Empty(t, find(evs, EvDemandTokenTaken))
				require.Equal(t, speech, asmSpeech(sc, Red))
			}
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// ---- R-ASM-5: the Test track ----

// R-ASM-5 R-ASM-3: a 5th car behind the Pace Car sends the one right behind
// it back to the supply and the rest move up; this happens after the car
// left the line and before the new car starts, so the new car may be the one
// that just came back.
func TestTestTrackFull(t *testing.T) {
	path, _ := asmStraightExit(t)
	m := components.Conveyor[path[0]].Model
	leave := asmOther(m, 1)
	b := asmOther(m, 3)
	size := int(components.TestTracks[2].Queue)
	// waiting returns n cars of models other than m and leave, front first.
	waiting := func(n int) []Model {
		out := make([]Model, n)
		for i := range out {
			out[i] = asmOther(m, 2+i%(components.NumModels-2))
		}
		return out
	}
	full := waiting(size)
	cases := []struct {
		name     string
		queue    []Model
		want     []Model
		returned Model // NoModel: none
		started  bool
	}{
		{"the returned car starts again", append([]Model{m}, full[1:]...), append(slices.Clone(full[1:]), leave), m, true},
		{"a car of another model returns", full, append(slices.Clone(full[1:]), leave), full[0], false},
		{"room on the track", full[:size-1], append(slices.Clone(full[:size-1]), leave), NoModel, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := asmScene(t)
			asmSetParts(sc, Red, Motor)
			asmQueue(sc, c.queue...)
			for i, sp := range path {
				model := b
				switch i {
				case 0:
					model = m
				case len(path) - 1:
					model = leave
				}
				asmPutCar(sc, sp, model)
			}
			asmStashCars(sc, m) // no car of the model left in the supply
			supply := sc.s.Supply().Cars

			evs := sc.do(Provide(Red, m, Motor, FromStorage))
			_, q := sc.s.TestTrack()
			require.Equal(t, c.want, q)
			left := asmIndex(evs, EvConveyorAdvanced)
			require.GreaterOrEqual(t, left, 0)
			require.Equal(t, ExitSpace, evs[left].To)
			ret := find(evs, EvCarReturned)
			start := find(evs, EvCarStarted)
			if c.returned == NoModel {
				require.Empty(t, ret)
			} else {
				require.Len(t, ret, 1)
				require.Equal(t, c.returned, ret[0].Model)
				require.Less(t, left, asmIndex(evs, EvCarReturned), "the car leaves the line first")
				require.Less(t, slices.IndexFunc(evs, func(e Event) bool { return e.Kind == EvGained && e.Gain.PP > 0 }),
					asmIndex(evs, EvCarReturned), "R-ASM-4 resolves as the car leaves")
			}
			if c.started {
				require.Len(t, start, 1)
				require.Equal(t, m, start[0].Model)
				require.Less(t, asmIndex(evs, EvCarReturned), asmIndex(evs, EvCarStarted), "the new car starts after the track made room")
				require.Equal(t, m, sc.s.Conveyor()[path[0]])
				require.Zero(t, sc.s.Supply().Cars[m])
			} else {
				require.Empty(t, start)
				require.Equal(t, NoModel, sc.s.Conveyor()[path[0]])
			}
			after := sc.s.Supply().Cars
			if c.returned != NoModel && c.returned != m {
				require.Equal(t, supply[c.returned]+1, after[c.returned])
			}
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// ---- R-ASM-6: Demand tiles ----

// R-ASM-6 R-ASM-4 R-WRK-10: a token taken in Assembly empties a Demand
// tile; it stays until the end of the turn, when it is replaced by the top
// of the stack with its tokens and shuffled back into the stack.
func TestDemandTileEmptiedInAssemblyReplaced(t *testing.T) {
	path, _ := asmStraightExit(t)
	m := components.Conveyor[path[0]].Model
	leave := asmOther(m, 1)
	sc := asmScene(t)
	asmSetParts(sc, Red, Motor)
	asmDemandUp(sc, 1, leave, 1)
	sc.s.board.demand[0].tokens = 1
	for i, sp := range path {
		model := asmOther(m, 2)
		switch i {
		case 0:
			model = m
		case len(path) - 1:
			model = leave
		}
		asmPutCar(sc, sp, model)
	}
	old := sc.s.board.demand[1].tile
	other, _ := sc.s.Demand()

	evs := sc.do(Provide(Red, m, Motor, FromStorage))
	require.Len(t, find(evs, EvDemandTokenTaken), 1)
	require.Empty(t, find(evs, EvDemandReplaced))
	faceUp, stack := sc.s.Demand()
	require.Equal(t, DemandTile{Model: leave, Tokens: 0}, faceUp[1], "the empty tile stays until the turn ends")
	next := components.DemandTiles[sc.s.board.demandStack.top()]

	evs = sc.do(EndTurn(Red))
	replaced := asmIndex(evs, EvDemandReplaced)
	require.GreaterOrEqual(t, replaced, 0)
	require.Len(t, find(evs, EvDemandReplaced), 1)
	require.Less(t, replaced, asmIndex(evs, EvTurnEnded))
	require.Equal(t, Red, evs[replaced].Player)
	after, stackAfter := sc.s.Demand()
	require.Equal(t, DemandTile{Model: next.Model, Tokens: int(next.Speech)}, after[1])
	require.Equal(t, other[0], after[0], "a tile with tokens left stays")
	require.Equal(t, stack, stackAfter)
	require.Contains(t, sc.s.board.demandStack.items(), uint8(old))
	require.Empty(t, invariants(&sc.s))
}

// ---- R-ASM-7: the padlocked garage ----

// R-ASM-7 R-TRN-3: certification in Assembly opens the 5th, padlocked
// garage.
func TestAssemblyCertificationOpensFifthGarage(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Assembly, false), 3)
	seat := sc.seat(Red)
	sc.p(Red).train[Assembly] = components.TrackCertified - 1
	require.Len(t, sc.board(Red).Garages, components.Garages)
	require.Equal(t, components.BasicGarages+1, components.Garages)
	require.False(t, sc.s.garageOpen(seat, components.BasicGarages))
	require.Equal(t, components.BasicGarages, sc.s.emptyGarages(seat))

	evs := sc.train(Red, Assembly)
	cert := find(evs, EvCertified)
	require.Len(t, cert, 1)
	require.Equal(t, Assembly, cert[0].Dept)
	require.True(t, sc.board(Red).Certified(Assembly))
	require.True(t, sc.s.garageOpen(seat, components.BasicGarages))
	require.Equal(t, components.Garages, sc.s.emptyGarages(seat))
	require.Equal(t, NoModel, sc.board(Red).Garages[components.BasicGarages])
	// Blue, not certified, keeps it locked.
	require.False(t, sc.s.garageOpen(sc.seat(Blue), components.BasicGarages))
	require.Empty(t, invariants(&sc.s))
}

// R-ASM-7 R-RND-3 R-RND-8: claimed cars may park in the 5th garage only
// once the player is certified in Assembly.
func TestClaimUsesFifthGarageWhenCertified(t *testing.T) {
	cases := []struct {
		name      string
		certified bool
		filled    int
		rule      string // refused under this rule, or ""
		parkedIn  int    // -1: the player chooses
		choice    []int
		next      DecisionKind
	}{
		{"certified, basic garages full", true, components.BasicGarages, "", components.BasicGarages, nil, DecidePadlock},
		{"certified, one basic garage free", true, components.BasicGarages - 1, "", -1, []int{components.BasicGarages - 1, components.BasicGarages}, DecideGarage},
		{"not certified, basic garages full", false, components.BasicGarages, "R-RND-8", 0, nil, 0},
		{"not certified, one basic garage free", false, components.BasicGarages - 1, "", components.BasicGarages - 1, nil, DecideWork},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := newScene(t, Red, Blue)
			sc.workAt(Red, WorkstationOf(RnD, true), 3)
			seat := sc.seat(Red)
			desk := sc.board(Red).Desk.Tiles()
			require.NotEmpty(t, desk)
			d := desk[0]
			car := d.Model()
			if c.certified {
				sc.p(Red).train[Assembly] = components.TrackCertified
			}
			for g := range c.filled {
				model := asmOther(car, 1+g%(components.NumModels-1))
				sc.s.board.cars[model]--
				sc.p(Red).garages[g] = int8(model)
			}
			asmQueue(sc, car)
			require.Empty(t, invariants(&sc.s))
			claim := Claim(Red, [4]DesignTile{d, NoDesign, NoDesign, NoDesign})
			if c.rule != "" {
				sc.refuse(claim, c.rule)
				return
			}
			evs := sc.do(claim)
			if c.parkedIn < 0 {
				require.Equal(t, c.next, sc.s.Next().Kind)
				var want []Action
				for _, g := range c.choice {
					want = append(want, Garage(Red, g))
				}
				require.ElementsMatch(t, want, sc.s.LegalActions())
				evs = sc.do(Garage(Red, components.BasicGarages))
				require.Equal(t, DecidePadlock, sc.s.Next().Kind)
				c.parkedIn = components.BasicGarages
			} else {
				require.Equal(t, c.next, sc.s.Next().Kind)
			}
			parked := find(evs, EvCarParked)
			require.Len(t, parked, 1)
			require.Equal(t, int8(c.parkedIn), parked[0].Space)
			require.Equal(t, car, sc.board(Red).Garages[c.parkedIn])
			if !c.certified {
				require.False(t, sc.s.garageOpen(seat, components.BasicGarages))
				require.Equal(t, NoModel, sc.board(Red).Garages[components.BasicGarages])
			}
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// ---- R-WRK-9 / R-WRK-11 in Assembly ----

// R-WRK-11 R-LOG-4 R-ASM-3: in Assembly a new car comes only from the
// supply, and a Voucher only buys a part the supply holds; the same part
// from storage is fine.
func TestAssemblySupplyLimits(t *testing.T) {
	t.Run("voucher needs the part in the supply", func(t *testing.T) {
		sc := asmScene(t)
		asmSetParts(sc, Red, Drivetrain)
		asmSetVouchers(sc, Red, 2)
		asmDrainSupply(sc, Drivetrain)
		sc.refuse(Provide(Red, City, Drivetrain, FromVoucher), "R-LOG-4")
		require.True(t, sc.legal(Provide(Red, City, Drivetrain, FromStorage)))
		sc.do(Provide(Red, City, Autopilot, FromVoucher))
		sc.do(Provide(Red, City, Drivetrain, FromStorage))
		require.Equal(t, 1, sc.board(Red).Vouchers)
		require.Zero(t, sc.s.Supply().Parts[Drivetrain])
		require.Empty(t, invariants(&sc.s))
	})
	t.Run("a new car only from the supply", func(t *testing.T) {
		sc := asmScene(t)
		cs, n1, _ := asmPlainStart(t)
		m := components.Conveyor[cs].Model
		asmSetParts(sc, Red, Motor, Battery)
		asmPutCar(sc, cs, m)
		asmStashCars(sc, m)
		// The car on the colour space still moves; no new car replaces it.
		evs := sc.do(Provide(Red, m, Motor, FromStorage))
		require.Empty(t, find(evs, EvCarStarted))
		require.Equal(t, asmLine(map[int8]Model{n1: m}), sc.s.Conveyor())
		// Now the colour space is empty and the supply has none.
		sc.refuse(Provide(Red, m, Battery, FromStorage), "R-ASM-3")
		require.Empty(t, invariants(&sc.s))
	})
}
