package kanban

import (
	"fmt"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// Scenario tests for Research & Development (R-RND) and Factory Goals
// (R-FG). Positions are built by writing the internal state directly; the
// helpers below keep every piece in exactly one place, so invariants holds.

// researchBottom is the bottom R&D workstation: 3 Shifts (R-SEL-1).
var researchBottom = WorkstationOf(RnD, true)

// researchDesign returns the Design of model m showing part (components.Designs:
// tile i is model i/7, part i%7).
func researchDesign(m Model, part Part) DesignTile {
	return DesignTile(int(m)*components.DesignsPerModel + int(part))
}

// researchBlank returns the Design of model m without a part.
func researchBlank(m Model) DesignTile {
	return DesignTile(int(m)*components.DesignsPerModel + components.NumParts)
}

// researchQuietPace returns a space from which the Pace Car can move four
// spaces without reaching a striped space.
func researchQuietPace(t *testing.T, n int) int8 {
	t.Helper()
	track := components.TestTracks[n]
	striped := func(sp int8) bool { return sp == track.Striped[0] || sp == track.Striped[1] }
	for from := int8(0); from < track.Spaces; from++ {
		ok := !striped(from)
		for i := int8(1); i <= int8(len(components.ClaimCosts)); i++ {
			ok = ok && !striped((from+i)%track.Spaces)
		}
		if ok {
			return from
		}
	}
	t.Fatal("no quiet space on the Test track")
	return 0
}

// researchScene sets up a game and puts the first colour into a working
// turn on w on day 3. Every player's desk and storage are emptied (Designs
// to the bottom of the Central stack, parts to the supply), the Test track
// holds no cars and the Pace Car stands where a short move schedules
// nothing, no Meeting is scheduled, the acting player has no Banked Shifts,
// and every Factory Goal tile is emptied (researchGoals sets the ones a test
// needs).
func researchScene(t *testing.T, w Workstation, colors ...Color) *scene {
	t.Helper()
	sc := newScene(t, colors...)
	sc.workAt(colors[0], w, 3)
	for _, c := range colors {
		researchClear(sc, c)
	}
	b := &sc.s.board
	for _, m := range b.queue[:b.queueLen] {
		b.cars[m]++
	}
	for i := range b.queue {
		b.queue[i] = empty
	}
	b.queueLen = 0
	b.pace = uint8(researchQuietPace(t, len(colors)))
	sc.s.meeting = false
	sc.p(colors[0]).banked = 0
	researchGoals(sc, nil)
	require.Empty(t, invariants(&sc.s))
	return sc
}

// researchClear empties a player's desk and part storage.
func researchClear(sc *scene, c Color) {
	p, b := sc.p(c), &sc.s.board
	for _, d := range DesignSet(p.desk).Tiles() {
		b.stacks[centralStack].pushBottom(uint8(d))
	}
	p.desk = 0
	for part, n := range p.parts {
		b.supply[part] += n
		p.parts[part] = 0
	}
}

// researchUnplace takes a Design out of wherever it is: the display, a
// stack, or a player's desk or Upgraded Designs.
func researchUnplace(sc *scene, d DesignTile) {
	sc.t.Helper()
	b := &sc.s.board
	for r := range b.display {
		for col := range b.display[r] {
			if b.display[r][col] == int8(d) {
				b.display[r][col] = empty
				return
			}
		}
	}
	for i := range b.stacks {
		if b.stacks[i].remove(uint8(d)) {
			return
		}
	}
	for i := range sc.s.players {
		p := &sc.s.players[i]
		if p.desk.has(int(d)) {
			p.desk = p.desk.without(int(d))
			return
		}
		if p.upgraded.has(int(d)) {
			sc.t.Fatalf("Design %v is Upgraded already", d)
		}
	}
	sc.t.Fatalf("Design %v not found", d)
}

// researchDesk puts Designs on a player's desk.
func researchDesk(sc *scene, c Color, ds ...DesignTile) {
	sc.t.Helper()
	for _, d := range ds {
		researchUnplace(sc, d)
		sc.p(c).desk = sc.p(c).desk.with(int(d))
	}
}

// researchUpgraded gives a player Upgraded Designs.
func researchUpgraded(sc *scene, c Color, ds ...DesignTile) {
	sc.t.Helper()
	for _, d := range ds {
		researchUnplace(sc, d)
		sc.p(c).upgraded = sc.p(c).upgraded.with(int(d))
	}
}

// researchQueue puts cars from the supply behind the Pace Car, after any
// already there.
func researchQueue(sc *scene, models ...Model) {
	sc.t.Helper()
	b := &sc.s.board
	for _, m := range models {
		require.Positive(sc.t, b.cars[m], "no %v car in the supply", m)
		b.cars[m]--
		b.queue[b.queueLen] = int8(m)
		b.queueLen++
	}
}

// researchGarage parks a car from the supply in a player's garage g, its
// benefit taken (tile flipped).
func researchGarage(sc *scene, c Color, g int, m Model) {
	sc.t.Helper()
	b, p := &sc.s.board, sc.p(c)
	require.Equal(sc.t, int8(empty), p.garages[g], "garage %d is taken", g)
	require.Positive(sc.t, b.cars[m], "no %v car in the supply", m)
	b.cars[m]--
	p.garages[g] = int8(m)
	p.garageUse |= 1 << g
}

// researchParts moves n parts from the supply to a player's storage.
func researchParts(sc *scene, c Color, part Part, n int) {
	sc.t.Helper()
	b := &sc.s.board
	require.GreaterOrEqual(sc.t, int(b.supply[part]), n, "not enough %v in the supply", part)
	b.supply[part] -= uint8(n)
	sc.p(c).parts[part] += uint8(n)
}

// researchVouchers gives a player exactly n Parts Vouchers from the supply.
func researchVouchers(sc *scene, c Color, n int) {
	p, b := sc.p(c), &sc.s.board
	b.vouchers += p.vouchers
	p.vouchers = uint8(n)
	b.vouchers -= uint8(n)
}

// researchGoals sets the Factory Goal places given and empties the others
// (a tile with no tokens is removed, R-FG-1). Every place keeps a tile of
// its kind: places 2k and 2k+1 are kind k.
func researchGoals(sc *scene, slots map[int]factorySlot) {
	for place := range sc.s.board.factory {
		kind := place / components.FactoryGoalsDrawn
		sc.s.board.factory[place] = factorySlot{tile: uint8(kind*components.FactoryGoalsPerKind + place%components.FactoryGoalsDrawn)}
		if s, ok := slots[place]; ok {
			sc.s.board.factory[place] = s
		}
	}
}

// researchTiles returns the Factory Goal tiles of a kind, easiest first.
func researchTiles(kind components.FactoryGoalKind) []uint8 {
	var out []uint8
	for i, g := range components.FactoryGoals {
		if g.Kind == kind {
			out = append(out, uint8(i))
		}
	}
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if components.FactoryGoals[out[j]].Threshold < components.FactoryGoals[out[i]].Threshold {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// researchThreshold is a tile's printed number.
func researchThreshold(tile uint8) int { return int(components.FactoryGoals[tile].Threshold) }

// researchParkAll answers every garage choice with the lowest empty garage.
func researchParkAll(sc *scene) []Event {
	sc.t.Helper()
	var evs []Event
	for sc.s.Next().Kind == DecideGarage {
		evs = append(evs, sc.do(sc.s.LegalActions()[0])...)
	}
	return evs
}

// researchSwitch credits the acting player's held gains, as the end of a
// turn would (R-WRK-10), then starts c's working turn on the bottom R&D
// workstation on the given day.
func researchSwitch(sc *scene, c Color, day int) {
	sc.t.Helper()
	t := &sc.s.turn
	if t.seat >= 0 && t.seat < sandraSeat {
		p := &sc.s.players[t.seat]
		p.books += t.pendBooks
		p.vouchers += t.pendVouchers
		p.banked = min(p.banked+t.pendBanked, components.BankedShiftMax)
	}
	sc.workAt(c, researchBottom, day)
}

// researchLegal returns the legal actions of a kind.
func researchLegal(s GameState, k ActionKind) []Action {
	var out []Action
	for _, a := range s.LegalActions() {
		if a.Kind == k {
			out = append(out, a)
		}
	}
	return out
}

// researchClaims builds a claim from positions and Designs.
func researchClaims(byPos map[int]DesignTile) [4]DesignTile {
	c := [4]DesignTile{NoDesign, NoDesign, NoDesign, NoDesign}
	for pos, d := range byPos {
		c[pos] = d
	}
	return c
}

// researchSpeech is a player's Speech tokens: on Speech spaces and Generic
// ones kept beside the board.
func researchSpeech(b PlayerBoard) int { return b.Speech + b.GenericSpeech }

// R-RND-1 R-WRK-2 R-WRK-8: every choice of cars behind the Pace Car costs
// the sum of ClaimCosts by each car's position before the claim, paid at
// once (one Shifts event), the workstation's Shifts first and then Banked
// Shifts; a claim costing more than the Shifts the player can spend (at most
// 4 a day) is refused. So claiming the 1st and 2nd cars costs
// ClaimCosts[0]+ClaimCosts[1], not twice the front price, and the 2nd and 4th
// cost ClaimCosts[1]+ClaimCosts[3].
func TestClaimCostsByPosition(t *testing.T) {
	models := [4]Model{City, SUV, Truck, Sports}
	setups := []struct {
		name   string
		w      Workstation
		banked uint8
	}{
		{"3 Shifts and 1 Banked", WorkstationOf(RnD, true), 1},
		{"3 Shifts and 3 Banked", WorkstationOf(RnD, true), 3},
		{"2 Shifts", WorkstationOf(RnD, false), 0},
	}
	for _, st := range setups {
		for mask := 1; mask < 1<<len(models); mask++ {
			byPos := map[int]DesignTile{}
			var positions []int
			cost := 0
			for pos := range models {
				if mask&(1<<pos) != 0 {
					byPos[pos] = researchBlank(models[pos])
					positions = append(positions, pos+1)
					cost += int(components.ClaimCosts[pos])
				}
			}
			t.Run(fmt.Sprintf("%s/cars %v", st.name, positions), func(t *testing.T) {
				sc := researchScene(t, st.w, Red, Blue)
				researchQueue(sc, models[:]...)
				for _, m := range models {
					researchDesk(sc, Red, researchBlank(m))
				}
				sc.p(Red).banked = st.banked
				can := min(components.MaxShiftsPerDay, st.w.Shifts()+min(int(st.banked), components.MaxBankedPerTurn))
				a := Claim(Red, researchClaims(byPos))
				if cost > can {
					sc.refuse(a, "R-WRK-2")
					return
				}
				evs := sc.do(a)
				spent := find(evs, EvShiftsSpent)
				require.Len(t, spent, 1, "the cost is paid at once")
				require.Equal(t, int16(cost), spent[0].N)
				banked := max(0, cost-st.w.Shifts())
				require.Len(t, find(evs, EvBankedShiftSpent), banked)
				require.Equal(t, int(st.banked)-banked, sc.board(Red).BankedShifts)
				require.Equal(t, cost, sc.s.Turn().Worked)
				require.Len(t, find(evs, EvCarsClaimed), 1)
				require.Empty(t, invariants(&sc.s))
			})
		}
	}
}

// R-RND-1: the two explicit examples of the brief, with numbers read from
// components: the 1st and 2nd cars cost ClaimCosts[0]+ClaimCosts[1] (each
// car's position before the claim, not the front price twice), and the 3rd
// and 4th cost ClaimCosts[2]+ClaimCosts[3] even though they would be 1st and
// 2nd once the others had gone.
func TestClaimCostUsesPositionsBeforeClaim(t *testing.T) {
	cases := []struct {
		name   string
		byPos  map[int]DesignTile
		cost   int
		banked uint8
	}{
		{"1st and 2nd", map[int]DesignTile{0: researchBlank(City), 1: researchBlank(SUV)},
			int(components.ClaimCosts[0] + components.ClaimCosts[1]), 0},
		{"3rd alone", map[int]DesignTile{2: researchBlank(Truck)},
			int(components.ClaimCosts[2]), 0},
		{"4th alone", map[int]DesignTile{3: researchBlank(Sports)},
			int(components.ClaimCosts[3]), 0},
		{"2nd and 3rd", map[int]DesignTile{1: researchBlank(SUV), 2: researchBlank(Truck)},
			int(components.ClaimCosts[1] + components.ClaimCosts[2]), 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := researchScene(t, researchBottom, Red, Blue)
			researchQueue(sc, City, SUV, Truck, Sports)
			researchDesk(sc, Red, researchBlank(City), researchBlank(SUV), researchBlank(Truck), researchBlank(Sports))
			sc.p(Red).banked = tc.banked
			evs := sc.do(Claim(Red, researchClaims(tc.byPos)))
			require.Equal(t, int16(tc.cost), find(evs, EvShiftsSpent)[0].N)
			require.Equal(t, tc.cost, sc.s.Turn().Worked)
			require.Empty(t, invariants(&sc.s))
		})
	}
	// The 2nd and 4th cars cost more than a day's Shifts.
	sc := researchScene(t, researchBottom, Red, Blue)
	researchQueue(sc, City, SUV, Truck, Sports)
	researchDesk(sc, Red, researchBlank(SUV), researchBlank(Sports))
	sc.p(Red).banked = components.MaxBankedPerTurn
	require.Greater(t, int(components.ClaimCosts[1]+components.ClaimCosts[3]), components.MaxShiftsPerDay)
	sc.refuse(Claim(Red, researchClaims(map[int]DesignTile{1: researchBlank(SUV), 3: researchBlank(Sports)})), "R-WRK-2")
}

// R-RND-1: each claimed car is paid by a Design of its model from the desk,
// one Design per car; a Design without a part pays like any other. Upgraded
// Designs, Designs not on the desk, another model's Design, a Design used
// twice, a position with no car and an empty claim are refused. LegalActions
// lists exactly the claims that follow these rules and the Shifts.
func TestClaimNeedsADesignOfTheModel(t *testing.T) {
	cityA, cityB := researchDesign(City, Motor), researchBlank(City)
	suv := researchDesign(SUV, Battery)
	cityUp := researchDesign(City, Body)      // Upgraded
	cityAway := researchDesign(City, Battery) // not on the desk
	setup := func(t *testing.T) *scene {
		sc := researchScene(t, researchBottom, Red, Blue)
		researchQueue(sc, City, City, SUV)
		researchDesk(sc, Red, cityA, cityB, suv)
		researchUpgraded(sc, Red, cityUp)
		return sc
	}
	refused := []struct {
		name  string
		byPos map[int]DesignTile
	}{
		{"another model's Design", map[int]DesignTile{0: suv}},
		{"an Upgraded Design", map[int]DesignTile{0: cityUp}},
		{"a Design not on the desk", map[int]DesignTile{0: cityAway}},
		{"one Design for two cars", map[int]DesignTile{0: cityA, 1: cityA}},
		{"no car at that position", map[int]DesignTile{3: suv}},
		{"no car named", map[int]DesignTile{}},
	}
	for _, tc := range refused {
		t.Run(tc.name, func(t *testing.T) {
			sc := setup(t)
			sc.refuse(Claim(Red, researchClaims(tc.byPos)), "R-RND-1")
		})
	}

	t.Run("legal claims", func(t *testing.T) {
		sc := setup(t)
		shifts := sc.s.Turn().Shifts
		var want []Action
		opts := [][]DesignTile{{NoDesign, cityA, cityB}, {NoDesign, cityA, cityB}, {NoDesign, suv}}
		for _, a := range opts[0] {
			for _, b := range opts[1] {
				for _, c := range opts[2] {
					claims := [4]DesignTile{a, b, c, NoDesign}
					cost, cars := 0, 0
					for pos, d := range claims {
						if d != NoDesign {
							cost += int(components.ClaimCosts[pos])
							cars++
						}
					}
					if cars == 0 || (a == b && a != NoDesign) || cost > shifts {
						continue
					}
					want = append(want, Claim(Red, claims))
				}
			}
		}
		require.NotEmpty(t, want)
		require.ElementsMatch(t, want, researchLegal(sc.s, ActClaim))
	})

	t.Run("the Designs leave the desk", func(t *testing.T) {
		sc := setup(t)
		evs := sc.do(Claim(Red, researchClaims(map[int]DesignTile{0: cityB, 2: suv})))
		require.Len(t, find(evs, EvCarsClaimed), 1)
		desk := sc.board(Red).Desk
		require.False(t, desk.Has(cityB))
		require.False(t, desk.Has(suv))
		require.True(t, desk.Has(cityA), "a Design not named stays")
		require.True(t, sc.board(Red).Upgraded.Has(cityUp))
		require.Empty(t, invariants(&sc.s))
	})
}

// R-RND-1: the claimed Designs go to the bottom of the Central stack one by
// one in the order of the cars' positions, front first, so the Design of the
// rearmost claimed car ends at the very bottom; the stack's top is unchanged.
func TestClaimedDesignsGoUnderTheCentralStack(t *testing.T) {
	sc := researchScene(t, researchBottom, Red, Blue)
	researchQueue(sc, City, SUV, Truck)
	front, rear, kept := researchBlank(City), researchBlank(Truck), researchBlank(SUV)
	researchDesk(sc, Red, front, rear, kept)
	top, size := sc.s.DesignStack(CentralStack)
	sc.do(Claim(Red, researchClaims(map[int]DesignTile{0: front, 2: rear})))
	top2, size2 := sc.s.DesignStack(CentralStack)
	require.Equal(t, size+2, size2)
	require.Equal(t, top, top2)
	bottom := sc.s.board.stacks[centralStack].items()
	require.Equal(t, []uint8{uint8(rear), uint8(front)}, bottom[:2], "bottom first: rear car's Design under the front car's")
	require.True(t, sc.board(Red).Desk.Has(kept))
	require.Empty(t, invariants(&sc.s))
}

// R-RND-2 R-DAY-1: the Pace Car advances one space per claimed car, the
// remaining cars close up behind it in order, and reaching or crossing a
// striped space schedules a Meeting unless one is scheduled already.
func TestClaimAdvancesThePaceCar(t *testing.T) {
	track := components.TestTracks[2]
	minus := func(sp, n int8) int8 { return ((sp-n)%track.Spaces + track.Spaces) % track.Spaces }
	cases := []struct {
		name      string
		from      int8 // -1: a quiet space
		byPos     map[int]DesignTile
		scheduled bool
		queue     []Model
		meeting   bool // the claim schedules a Meeting
	}{
		{"plain spaces", -1, map[int]DesignTile{0: researchBlank(City), 2: researchBlank(Truck)}, false,
			[]Model{SUV, Sports}, false},
		{"reaching a striped space", minus(track.Striped[1], 2), map[int]DesignTile{0: researchBlank(City), 2: researchBlank(Truck)}, false,
			[]Model{SUV, Sports}, true},
		{"crossing a striped space", minus(track.Striped[1], 1), map[int]DesignTile{0: researchBlank(City), 2: researchBlank(Truck)}, false,
			[]Model{SUV, Sports}, true},
		{"round the loop onto the first striped space", minus(track.Striped[0], 1), map[int]DesignTile{1: researchBlank(SUV)}, false,
			[]Model{City, Truck, Sports}, true},
		{"a Meeting already scheduled", minus(track.Striped[1], 1), map[int]DesignTile{0: researchBlank(City), 2: researchBlank(Truck)}, true,
			[]Model{SUV, Sports}, false},
		{"the 4th car only", -1, map[int]DesignTile{3: researchBlank(Sports)}, false,
			[]Model{City, SUV, Truck}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := researchScene(t, researchBottom, Red, Blue)
			if tc.from >= 0 {
				sc.s.board.pace = uint8(tc.from)
			}
			from := int8(sc.s.board.pace)
			sc.s.meeting = tc.scheduled
			researchQueue(sc, City, SUV, Truck, Sports)
			researchDesk(sc, Red, researchBlank(City), researchBlank(SUV), researchBlank(Truck), researchBlank(Sports))
			evs := sc.do(Claim(Red, researchClaims(tc.byPos)))
			moved := find(evs, EvPaceCarAdvanced)
			require.Len(t, moved, len(tc.byPos), "one space per car")
			for i, e := range moved {
				require.Equal(t, (from+int8(i)+1)%track.Spaces, e.Space)
			}
			pace, queue := sc.s.TestTrack()
			require.Equal(t, int((from+int8(len(tc.byPos)))%track.Spaces), pace)
			require.Equal(t, tc.queue, queue)
			if tc.meeting {
				require.Len(t, find(evs, EvMeetingScheduled), 1)
			} else {
				require.Empty(t, find(evs, EvMeetingScheduled))
			}
			require.Equal(t, tc.meeting || tc.scheduled, sc.s.MeetingScheduled())
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-RND-3 R-FG-1 R-WRK-3: after the Pace Car has moved, each claimed car, front
// first, is parked in an empty garage of the player's choice; taken and
// locked garages are refused; each garage gives its benefit once (held items
// wait for the end of the turn) and its tile flips. Factory Goals are
// checked only when all cars are parked: a cars-in-garages goal reached by
// the first car pays after the second.
func TestClaimedCarsParkWhereThePlayerChooses(t *testing.T) {
	sc := researchScene(t, researchBottom, Red, Blue)
	lo := researchTiles(components.GoalCarsInGarages)[0]
	thr := researchThreshold(lo)
	require.LessOrEqual(t, thr-1+2, components.BasicGarages, "the goal must be reachable with two cars")
	place := int(components.GoalCarsInGarages) * components.FactoryGoalsDrawn
	researchGoals(sc, map[int]factorySlot{place: {tile: lo, tokens: 1}})
	// thr-1 cars parked: garage 0 and on.
	for g := range thr - 1 {
		researchGarage(sc, Red, g, Concept)
	}
	taken := thr - 2 // a taken garage, if any
	researchQueue(sc, City, SUV, Truck)
	researchDesk(sc, Red, researchBlank(City), researchBlank(SUV))

	evs := sc.do(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(City), 1: researchBlank(SUV)})))
	require.Empty(t, find(evs, EvCarParked))
	require.Empty(t, find(evs, EvFactoryGoalReached))
	last := len(evs) - 1
	require.Equal(t, EvChoicePending, evs[last].Kind, "the garage is asked after the Pace Car moved")
	require.Equal(t, DecideGarage, evs[last].Decision)
	for _, e := range evs[:last] {
		require.NotEqual(t, EvChoicePending, e.Kind)
	}
	var want []Action
	var free SpaceSet
	for g := thr - 1; g < components.BasicGarages; g++ {
		want = append(want, Garage(Red, g))
		free |= 1 << g
	}
	// The decision names the car to park and the empty garages.
	require.Equal(t, Decision{Kind: DecideGarage, Player: Red, Model: City, Spaces: free}, sc.s.Next())
	require.ElementsMatch(t, want, sc.s.LegalActions())
	if taken >= 0 {
		sc.refuse(Garage(Red, taken), "R-RND-3")
	}
	sc.refuse(Garage(Red, components.BasicGarages), "R-RND-3") // padlocked, not certified
	sc.refuse(EndTurn(Red), "R-RND-3")
	require.Empty(t, invariants(&sc.s))

	first, second := components.BasicGarages-1, thr-1
	pp, speech, vouchers := sc.board(Red).PP, researchSpeech(sc.board(Red)), sc.s.Supply().Vouchers
	evs = sc.do(Garage(Red, first))
	parked := find(evs, EvCarParked)
	require.Len(t, parked, 1)
	require.Equal(t, City, parked[0].Model, "the front car is parked first")
	require.Equal(t, int8(first), parked[0].Space)
	require.Empty(t, find(evs, EvFactoryGoalReached), "goals wait until all cars are parked")
	require.Equal(t, Decision{Kind: DecideGarage, Player: Red, Model: SUV, Spaces: free &^ (1 << first)}, sc.s.Next())
	require.NotContains(t, sc.s.LegalActions(), Garage(Red, first))
	require.Empty(t, invariants(&sc.s))

	evs = sc.do(Garage(Red, second))
	parked = find(evs, EvCarParked)
	require.Len(t, parked, 1)
	require.Equal(t, SUV, parked[0].Model)
	fg := find(evs, EvFactoryGoalReached)
	require.Len(t, fg, 1)
	require.Equal(t, int8(place), fg[0].Space)
	require.Equal(t, DecideWork, sc.s.Next().Kind)

	b := sc.board(Red)
	require.Equal(t, City, b.Garages[first])
	require.Equal(t, SUV, b.Garages[second])
	require.True(t, b.GarageUsed[first])
	require.True(t, b.GarageUsed[second])
	for g := thr; g < components.BasicGarages-1; g++ {
		require.Equal(t, NoModel, b.Garages[g])
		require.False(t, b.GarageUsed[g])
	}
	gain := components.GarageBenefits[first].Add(components.GarageBenefits[second])
	require.Equal(t, pp+int(gain.PP), b.PP)
	require.Equal(t, speech+int(gain.Speech)+1, researchSpeech(b), "the garages' tokens and the goal's")
	require.Equal(t, Benefit{Books: gain.Books, Vouchers: gain.Vouchers, BankedShifts: gain.BankedShifts}, sc.s.Turn().Held)
	require.Equal(t, vouchers-int(gain.Vouchers), sc.s.Supply().Vouchers)
	require.Equal(t, 0, sc.s.FactoryGoals()[place].Tokens)
	require.True(t, b.FactoryGoals[place])
	require.Empty(t, invariants(&sc.s))
}

// R-RND-3 R-ENG-2: with one empty garage the car is parked there without a
// choice, and the turn goes on.
func TestClaimParksInTheOnlyEmptyGarage(t *testing.T) {
	for empty := range components.BasicGarages {
		t.Run(fmt.Sprintf("garage %d", empty), func(t *testing.T) {
			sc := researchScene(t, researchBottom, Red, Blue)
			for g := range components.BasicGarages {
				if g != empty {
					researchGarage(sc, Red, g, Concept)
				}
			}
			researchQueue(sc, Truck)
			researchDesk(sc, Red, researchBlank(Truck))
			evs := sc.do(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(Truck)})))
			require.Empty(t, find(evs, EvChoicePending))
			parked := find(evs, EvCarParked)
			require.Len(t, parked, 1)
			require.Equal(t, int8(empty), parked[0].Space)
			require.Equal(t, Truck, sc.board(Red).Garages[empty])
			require.True(t, sc.board(Red).GarageUsed[empty])
			require.Equal(t, DecideWork, sc.s.Next().Kind)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-RND-3 R-RND-7 R-SET-15 R-WRK-3: each basic garage gives its benefit once
// when a car parks there: the standard side's GarageBenefits, the expert
// side's ExpertGarageBenefits. Books, Vouchers and Banked Shifts are held
// until the turn ends, then credited; Speech tokens and PP come at once.
func TestGarageBenefits(t *testing.T) {
	for _, expert := range []bool{false, true} {
		for g := range components.BasicGarages {
			side := "standard"
			want := components.GarageBenefits[g]
			if expert {
				side = "expert"
				want = components.ExpertGarageBenefits[g]
			}
			t.Run(fmt.Sprintf("%s side garage %d", side, g), func(t *testing.T) {
				sc := researchScene(t, researchBottom, Red, Blue)
				sc.s.expert[sc.seat(Red)] = expert
				require.Equal(t, expert, sc.board(Red).ExpertSide)
				for o := range components.BasicGarages {
					if o != g {
						researchGarage(sc, Red, o, Sports)
					}
				}
				researchQueue(sc, SUV)
				researchDesk(sc, Red, researchBlank(SUV))
				before := sc.board(Red)
				evs := sc.do(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(SUV)})))
				gained := find(evs, EvGained)
				if want.IsZero() {
					require.Empty(t, gained)
				} else {
					require.Len(t, gained, 1)
					require.Equal(t, want, gained[0].Gain)
				}
				after := sc.board(Red)
				held := Benefit{Books: want.Books, Vouchers: want.Vouchers, BankedShifts: want.BankedShifts}
				require.Equal(t, held, sc.s.Turn().Held)
				require.Equal(t, before.Books, after.Books, "Books are held (R-WRK-3)")
				require.Equal(t, before.Vouchers, after.Vouchers, "Vouchers are held (R-WRK-3)")
				require.Equal(t, before.BankedShifts, after.BankedShifts, "Banked Shifts are held (R-WRK-3)")
				require.Equal(t, before.PP+int(want.PP), after.PP)
				require.Equal(t, researchSpeech(before)+int(want.Speech), researchSpeech(after))
				require.True(t, after.GarageUsed[g])
				require.Empty(t, invariants(&sc.s))

				evs = sc.do(EndTurn(Red))
				credited := find(evs, EvCredited)
				if held.IsZero() {
					require.Empty(t, credited)
				} else {
					require.Len(t, credited, 1)
					require.Equal(t, held, credited[0].Gain)
				}
				end := sc.board(Red)
				require.Equal(t, before.Books+int(held.Books), end.Books)
				require.Equal(t, before.Vouchers+int(held.Vouchers), end.Vouchers)
				require.Equal(t, before.BankedShifts+int(held.BankedShifts), end.BankedShifts)
				require.Equal(t, SUV, end.Garages[g], "the car stays")
				require.Empty(t, invariants(&sc.s))
			})
		}
	}
}

// researchPadlockPairs returns the sums of two different PadlockBenefits.
func researchPadlockPairs() []Benefit {
	var out []Benefit
	seen := map[Benefit]bool{}
	for i := range components.PadlockBenefits {
		for j := i + 1; j < len(components.PadlockBenefits); j++ {
			g := components.PadlockBenefits[i].Add(components.PadlockBenefits[j])
			if !seen[g] {
				seen[g] = true
				out = append(out, g)
			}
		}
	}
	return out
}

// researchPadlockScene has Red certified in Assembly with the four basic
// garages full, a City car behind the Pace Car and a City Design on the desk.
func researchPadlockScene(t *testing.T, sc *scene) {
	sc.p(Red).train[Assembly] = components.TrackCertified
	for g := range components.BasicGarages {
		researchGarage(sc, Red, g, Concept)
	}
	researchQueue(sc, City)
	researchDesk(sc, Red, researchBlank(City))
	require.Empty(t, invariants(&sc.s))
}

// R-RND-7 R-ASM-7 R-RND-3 R-WRK-3: the padlocked 5th garage opens with
// Assembly certification and takes any car. On the standard side the player
// chooses two different benefits of the four shown: LegalActions lists every
// pair, a single benefit or the same benefit twice is refused, and the pair
// is taken (held items wait for the end of the turn).
func TestPadlockedGarageStandardSide(t *testing.T) {
	for _, pair := range researchPadlockPairs() {
		t.Run(pair.String(), func(t *testing.T) {
			sc := researchScene(t, researchBottom, Red, Blue)
			researchPadlockScene(t, sc)
			before := sc.board(Red)
			evs := sc.do(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(City)})))
			parked := find(evs, EvCarParked)
			require.Len(t, parked, 1)
			require.Equal(t, int8(components.BasicGarages), parked[0].Space)
			require.Empty(t, find(evs, EvGained))
			require.Equal(t, Decision{Kind: DecidePadlock, Player: Red}, sc.s.Next())

			var want []Action
			for _, g := range researchPadlockPairs() {
				want = append(want, Padlock(Red, g))
			}
			require.ElementsMatch(t, want, sc.s.LegalActions())
			for _, single := range components.PadlockBenefits {
				sc.refuse(Padlock(Red, single), "R-RND-7")
				sc.refuse(Padlock(Red, single.Add(single)), "R-RND-7")
			}
			sc.refuse(EndTurn(Red), "R-RND-7")
			require.Empty(t, invariants(&sc.s))

			evs = sc.do(Padlock(Red, pair))
			taken := find(evs, EvPadlockTaken)
			require.Len(t, taken, 1)
			require.Equal(t, pair, taken[0].Gain)
			gained := find(evs, EvGained)
			require.Len(t, gained, 1)
			require.Equal(t, pair, gained[0].Gain)
			require.Equal(t, DecideWork, sc.s.Next().Kind)
			after := sc.board(Red)
			require.Equal(t, City, after.Garages[components.BasicGarages])
			require.True(t, after.GarageUsed[components.BasicGarages])
			require.Equal(t, Benefit{Books: pair.Books, Vouchers: pair.Vouchers, BankedShifts: pair.BankedShifts}, sc.s.Turn().Held)
			require.Equal(t, researchSpeech(before)+int(pair.Speech), researchSpeech(after))
			require.Equal(t, before.PP+int(pair.PP), after.PP)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-RND-7 R-SET-15: on the expert side (PlayerConfig.ExpertSide) the
// padlocked garage gives ExpertPadlockBenefit without a choice.
func TestPadlockedGarageExpertSide(t *testing.T) {
	s, evs, err := New(Config{Seed: 1, Players: []PlayerConfig{{Color: Red, ExpertSide: true}, {Color: Blue}}})
	require.NoError(t, err)
	sc := &scene{t: t, s: s, events: evs}
	sc.workAt(Red, researchBottom, 3)
	// The same clean start as researchScene.
	for _, c := range []Color{Red, Blue} {
		researchClear(sc, c)
	}
	b := &sc.s.board
	for _, m := range b.queue[:b.queueLen] {
		b.cars[m]++
	}
	b.queueLen = 0
	b.pace = uint8(researchQuietPace(t, 2))
	sc.s.meeting = false
	researchGoals(sc, nil)
	require.True(t, sc.board(Red).ExpertSide)
	researchPadlockScene(t, sc)

	before := sc.board(Red)
	evs = sc.do(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(City)})))
	require.Empty(t, find(evs, EvChoicePending))
	require.Empty(t, find(evs, EvPadlockTaken))
	gained := find(evs, EvGained)
	require.Len(t, gained, 1)
	require.Equal(t, components.ExpertPadlockBenefit, gained[0].Gain)
	require.Equal(t, DecideWork, sc.s.Next().Kind)
	after := sc.board(Red)
	require.Equal(t, City, after.Garages[components.BasicGarages])
	require.True(t, after.GarageUsed[components.BasicGarages])
	require.Equal(t, researchSpeech(before)+int(components.ExpertPadlockBenefit.Speech), researchSpeech(after))
	require.Empty(t, invariants(&sc.s))
}

// R-RND-8 R-ASM-7: cars in garages are never removed; with every open
// garage full no claim is legal (the padlocked garage counts only once
// opened), and a claim of more cars than empty garages is refused.
func TestFullGaragesBlockClaims(t *testing.T) {
	t.Run("four basic garages full, not certified", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		for g := range components.BasicGarages {
			researchGarage(sc, Red, g, Concept)
		}
		researchQueue(sc, City)
		researchDesk(sc, Red, researchBlank(City))
		sc.refuse(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(City)})), "R-RND-8")
		require.Empty(t, researchLegal(sc.s, ActClaim))
	})
	t.Run("all five full, certified", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		sc.p(Red).train[Assembly] = components.TrackCertified
		for g := range components.Garages {
			researchGarage(sc, Red, g, Concept)
		}
		researchQueue(sc, City)
		researchDesk(sc, Red, researchBlank(City))
		sc.refuse(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(City)})), "R-RND-8")
		require.Empty(t, researchLegal(sc.s, ActClaim))
	})
	t.Run("more cars than empty garages", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		for g := 1; g < components.BasicGarages; g++ {
			researchGarage(sc, Red, g, Concept)
		}
		researchQueue(sc, City, SUV)
		researchDesk(sc, Red, researchBlank(City), researchBlank(SUV))
		sc.refuse(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(City), 1: researchBlank(SUV)})), "R-RND-8")
		for _, a := range researchLegal(sc.s, ActClaim) {
			n := 0
			for _, d := range a.Claims {
				if d != NoDesign {
					n++
				}
			}
			require.Equal(t, 1, n, "only one car fits: %v", a)
		}
		// One car fills the last garage; the others stay, and the next
		// turn no claim is legal.
		before := sc.board(Red).Garages
		sc.do(Claim(Red, researchClaims(map[int]DesignTile{1: researchBlank(SUV)})))
		after := sc.board(Red).Garages
		require.Equal(t, SUV, after[0])
		for g := 1; g < components.BasicGarages; g++ {
			require.Equal(t, before[g], after[g])
		}
		require.Empty(t, invariants(&sc.s))
		researchSwitch(sc, Red, 4)
		require.Empty(t, researchLegal(sc.s, ActClaim))
		sc.refuse(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(City)})), "R-RND-8")
		require.Equal(t, after, sc.board(Red).Garages)
	})
}

// R-RND-9 R-WRK-9 R-ADM-1: cars are claimed once a turn, also from
// Administration; a second claim is refused though Shifts, a car, a Design
// and a garage are there.
func TestClaimOncePerTurn(t *testing.T) {
	for _, w := range []Workstation{researchBottom, WorkstationOf(Administration, true)} {
		t.Run(w.String(), func(t *testing.T) {
			sc := researchScene(t, w, Red, Blue)
			researchQueue(sc, City, SUV)
			researchDesk(sc, Red, researchBlank(City), researchBlank(SUV))
			evs := sc.do(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(City)})))
			if w.Department() == Administration {
				require.Len(t, find(evs, EvDepartmentNamed), 1)
			}
			researchParkAll(sc)
			require.Equal(t, DecideWork, sc.s.Next().Kind)
			require.GreaterOrEqual(t, sc.s.Turn().Shifts, int(components.ClaimCosts[0]))
			_, queue := sc.s.TestTrack()
			require.Equal(t, []Model{SUV}, queue)
			sc.refuse(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(SUV)})), "R-RND-9")
			require.Empty(t, researchLegal(sc.s, ActClaim))
		})
	}
}

// R-RND-4 R-WRK-6 R-LOG-4 R-WRK-3: upgrading costs 1 Shift and a part of the
// Design's type from storage, the Recycling pool or a Voucher; the part goes
// on the chosen upgrade space, the player takes that space's benefit plus
// UpgradePP, the part's marker moves one step and the Design flips to
// Upgraded.
func TestUpgradeDesign(t *testing.T) {
	type source int
	const (
		storage source = iota
		recycling
		voucher
	)
	type tc struct {
		name  string
		from  source
		space int
	}
	var cases []tc
	for sp := range components.NumParts {
		cases = append(cases, tc{fmt.Sprintf("storage, space %d", sp), storage, sp})
	}
	cases = append(cases, tc{"recycling", recycling, 1}, tc{"voucher", voucher, 2})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := researchScene(t, researchBottom, Red, Blue)
			m := Truck
			part, give := Battery, Part(0)
			var a Action
			switch c.from {
			case storage:
				researchParts(sc, Red, part, 1)
				a = Upgrade(Red, researchDesign(m, part), c.space, FromStorage, false)
			case recycling:
				pool := sc.s.RecyclingPool()
				part = pool[0]
				for p := range Part(components.NumParts) {
					if !sc.s.board.pool.has(p) {
						give = p
						break
					}
				}
				researchParts(sc, Red, give, 1)
				a = UpgradeRecycled(Red, researchDesign(m, part), c.space, give, false)
			case voucher:
				researchVouchers(sc, Red, 1)
				a = Upgrade(Red, researchDesign(m, part), c.space, FromVoucher, false)
			}
			d := researchDesign(m, part)
			researchDesk(sc, Red, d)
			require.Empty(t, invariants(&sc.s))
			require.Contains(t, sc.s.LegalActions(), a)
			before := sc.board(Red)
			supply := sc.s.Supply()
			v0, _, _ := sc.s.UpgradeValue(part)

			evs := sc.do(a)
			spent := find(evs, EvShiftsSpent)
			require.Len(t, spent, 1)
			require.Equal(t, int16(1), spent[0].N)
			up := find(evs, EvDesignUpgraded)
			require.Len(t, up, 1)
			require.Equal(t, d, up[0].Design)
			require.Equal(t, part, up[0].Part)
			require.Equal(t, int8(c.space), up[0].Space)
			require.False(t, up[0].Double)
			benefit := components.UpgradeSpaces[m][c.space]
			gain := benefit
			gain.PP += components.UpgradePP
			gained := find(evs, EvGained)
			require.Len(t, gained, 1)
			require.Equal(t, gain, gained[0].Gain)

			require.Equal(t, part, sc.s.UpgradeSpaces()[m][c.space])
			v1, value, doubled := sc.s.UpgradeValue(part)
			require.Equal(t, v0+1, v1, "the marker moves one step")
			require.Equal(t, int(components.UpgradeValues[v1]), value)
			require.False(t, doubled)
			after := sc.board(Red)
			require.True(t, after.Upgraded.Has(d))
			require.False(t, after.Desk.Has(d))
			require.Equal(t, NoDesign, after.DoubleUpgrade)
			require.Equal(t, before.PP+int(gain.PP), after.PP)
			require.Equal(t, Benefit{Books: gain.Books, Vouchers: gain.Vouchers, BankedShifts: gain.BankedShifts}, sc.s.Turn().Held)
			require.Equal(t, 1, sc.s.Turn().Worked)
			switch c.from {
			case storage:
				require.Equal(t, before.Parts[part]-1, after.Parts[part])
			case recycling:
				require.Equal(t, before.Parts[give]-1, after.Parts[give])
				require.Equal(t, before.Parts[part], after.Parts[part])
				require.True(t, sc.s.board.pool.has(give))
				require.False(t, sc.s.board.pool.has(part))
			case voucher:
				require.Equal(t, before.Vouchers-1, after.Vouchers)
				require.Equal(t, supply.Parts[part]-1, sc.s.Supply().Parts[part])
			}
			require.NotContains(t, researchLegal(sc.s, ActUpgrade), Upgrade(Red, researchDesign(m, part), c.space, FromStorage, false))
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-RND-4 R-LOG-4 R-WRK-6 R-WRK-2: a Design without a part cannot be
// upgraded; a taken upgrade space, a Design not on the desk, a missing part,
// a Voucher without one or its part in the supply, a part not in the pool
// and a missing Shift are refused.
func TestUpgradeRefusals(t *testing.T) {
	m := Sports
	d := researchDesign(m, Body)
	cases := []struct {
		name string
		prep func(sc *scene)
		a    Action
		rule string
	}{
		{"a Design without a part", func(sc *scene) {
			researchDesk(sc, Red, researchBlank(m))
			researchParts(sc, Red, Body, 1)
		}, Upgrade(Red, researchBlank(m), 0, FromStorage, false), "R-RND-4"},
		{"a taken upgrade space", func(sc *scene) {
			researchDesk(sc, Red, d)
			researchParts(sc, Red, Body, 1)
			sc.s.board.supply[Motor]--
			sc.s.board.upgrades[m][0] = int8(Motor)
		}, Upgrade(Red, d, 0, FromStorage, false), "R-RND-4"},
		{"no such upgrade space", func(sc *scene) {
			researchDesk(sc, Red, d)
			researchParts(sc, Red, Body, 1)
		}, Upgrade(Red, d, components.NumParts, FromStorage, false), "R-RND-4"},
		{"a Design not on the desk", func(sc *scene) {
			researchParts(sc, Red, Body, 1)
		}, Upgrade(Red, d, 0, FromStorage, false), "R-RND-4"},
		{"an Upgraded Design", func(sc *scene) {
			researchUpgraded(sc, Red, d)
			researchParts(sc, Red, Body, 1)
		}, Upgrade(Red, d, 0, FromStorage, false), "R-RND-4"},
		{"no such part in storage", func(sc *scene) {
			researchDesk(sc, Red, d)
			researchParts(sc, Red, Motor, 1)
		}, Upgrade(Red, d, 0, FromStorage, false), "R-RND-4"},
		{"no Voucher", func(sc *scene) {
			researchDesk(sc, Red, d)
			researchVouchers(sc, Red, 0)
		}, Upgrade(Red, d, 0, FromVoucher, false), "R-LOG-4"},
		{"no part in the supply for the Voucher", func(sc *scene) {
			researchDesk(sc, Red, d)
			researchVouchers(sc, Red, 1)
			sc.s.board.warehouse[Body] += sc.s.board.supply[Body]
			sc.s.board.supply[Body] = 0
		}, Upgrade(Red, d, 0, FromVoucher, false), "R-LOG-4"},
		{"no Shift left", func(sc *scene) {
			researchDesk(sc, Red, d)
			researchParts(sc, Red, Body, 1)
			sc.s.turn.worked = components.MaxShiftsPerDay - 1
			sc.s.turn.shifts = 0
		}, Upgrade(Red, d, 0, FromStorage, false), "R-WRK-2"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := researchScene(t, researchBottom, Red, Blue)
			tc.prep(sc)
			require.Empty(t, invariants(&sc.s))
			sc.refuse(tc.a, tc.rule)
		})
	}
	t.Run("a part not in the Recycling pool", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		var out, in Part
		for p := range Part(components.NumParts) {
			if !sc.s.board.pool.has(p) {
				out = p
			} else {
				in = p
			}
		}
		dd := researchDesign(m, out)
		researchDesk(sc, Red, dd)
		researchParts(sc, Red, in, 1)
		sc.refuse(UpgradeRecycled(Red, dd, 0, in, false), "R-WRK-6")
	})
	t.Run("no upgrade of a blank Design is listed", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		researchDesk(sc, Red, researchBlank(m))
		researchParts(sc, Red, Body, 1)
		researchVouchers(sc, Red, 1)
		require.Empty(t, researchLegal(sc.s, ActUpgrade))
	})
}

// R-RND-4: at the end of the Upgrade Value track the marker stays put; the
// upgrade still scores.
func TestUpgradeValueStaysAtTheMaximum(t *testing.T) {
	sc := researchScene(t, researchBottom, Red, Blue)
	top := len(components.UpgradeValues) - 1
	sc.s.board.value[Electronics] = uint8(top)
	d := researchDesign(City, Electronics)
	researchDesk(sc, Red, d)
	researchParts(sc, Red, Electronics, 1)
	pp := sc.board(Red).PP
	sc.do(Upgrade(Red, d, 0, FromStorage, false))
	sp, value, _ := sc.s.UpgradeValue(Electronics)
	require.Equal(t, top, sp)
	require.Equal(t, int(components.UpgradeValues[top]), value)
	require.Equal(t, pp+int(components.UpgradeSpaces[City][0].PP)+components.UpgradePP, sc.board(Red).PP)
	require.Empty(t, invariants(&sc.s))
}

// R-RND-4 R-RND-1: a Design cannot both claim and upgrade: once Upgraded it
// cannot pay for a car, and once it paid for a car it cannot be upgraded.
func TestDesignClaimsOrUpgrades(t *testing.T) {
	d := researchDesign(Truck, Drivetrain)
	t.Run("upgraded, then claim", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		researchDesk(sc, Red, d)
		researchParts(sc, Red, Drivetrain, 1)
		researchQueue(sc, Truck)
		sc.do(Upgrade(Red, d, 0, FromStorage, false))
		sc.refuse(Claim(Red, researchClaims(map[int]DesignTile{0: d})), "R-RND-1")
		require.Empty(t, researchLegal(sc.s, ActClaim))
	})
	t.Run("claimed, then upgrade", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		researchDesk(sc, Red, d)
		researchParts(sc, Red, Drivetrain, 1)
		researchQueue(sc, Truck)
		sc.do(Claim(Red, researchClaims(map[int]DesignTile{0: d})))
		researchParkAll(sc)
		sc.refuse(Upgrade(Red, d, 0, FromStorage, false), "R-RND-4")
		require.Empty(t, researchLegal(sc.s, ActUpgrade))
	})
}

// R-RND-5: an Upgraded Design of a model the player has a car of in a
// garage is Tested, whether the car was there first or comes later; another
// model's car or another player's car does not test it.
func TestTestedDesigns(t *testing.T) {
	city := researchDesign(City, Motor)
	suv := researchDesign(SUV, Motor)
	t.Run("the car is there first", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		researchGarage(sc, Red, 0, City)
		researchUpgraded(sc, Red, suv)
		researchDesk(sc, Red, city)
		researchParts(sc, Red, Motor, 1)
		require.Zero(t, sc.board(Red).Tested().Len())
		sc.do(Upgrade(Red, city, 0, FromStorage, false))
		tested := sc.board(Red).Tested()
		require.True(t, tested.Has(city))
		require.False(t, tested.Has(suv), "no SUV in a garage")
		require.Equal(t, 1, tested.Len())
		require.Empty(t, invariants(&sc.s))
	})
	t.Run("the car comes later", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		researchUpgraded(sc, Red, city, suv)
		researchGarage(sc, Blue, 0, City) // another player's City
		researchGarage(sc, Red, 0, Truck) // another model
		require.Zero(t, sc.board(Red).Tested().Len())
		researchQueue(sc, City)
		researchDesk(sc, Red, researchBlank(City))
		sc.do(Claim(Red, researchClaims(map[int]DesignTile{0: researchBlank(City)})))
		researchParkAll(sc)
		tested := sc.board(Red).Tested()
		require.True(t, tested.Has(city))
		require.False(t, tested.Has(suv))
		require.Equal(t, 1, tested.Len())
		require.Zero(t, sc.board(Blue).Tested().Len())
		require.Empty(t, invariants(&sc.s))
	})
}

// R-RND-6 R-WRK-9: after R&D certification a player may double-upgrade once
// a game: the marker moves DoubleUpgradeSteps as far as the track allows and
// is flipped, the player scores the new value on top of the normal PP, the
// Design lies on the Double Upgrade tile and still counts as Upgraded. A
// second Double Upgrade is refused; a plain upgrade is still allowed.
func TestDoubleUpgrade(t *testing.T) {
	top := len(components.UpgradeValues) - 1
	for _, start := range []int{0, top - 1, top} {
		t.Run(fmt.Sprintf("from space %d", start), func(t *testing.T) {
			sc := researchScene(t, researchBottom, Red, Blue)
			sc.p(Red).train[RnD] = components.TrackCertified
			m, part, space := Sports, Electronics, 3
			sc.s.board.value[part] = uint8(start)
			d := researchDesign(m, part)
			next := researchDesign(City, Motor)
			researchDesk(sc, Red, d, next)
			researchParts(sc, Red, part, 1)
			researchParts(sc, Red, Motor, 1)
			a := Upgrade(Red, d, space, FromStorage, true)
			require.Contains(t, sc.s.LegalActions(), a)
			pp := sc.board(Red).PP

			evs := sc.do(a)
			up := find(evs, EvDesignUpgraded)
			require.Len(t, up, 1)
			require.True(t, up[0].Double)
			want := min(start+components.DoubleUpgradeSteps, top)
			sp, value, doubled := sc.s.UpgradeValue(part)
			require.Equal(t, want, sp)
			require.Equal(t, int(components.UpgradeValues[want]), value)
			require.True(t, doubled, "the marker is flipped")
			gain := components.UpgradeSpaces[m][space]
			gain.PP += components.UpgradePP + components.UpgradeValues[want]
			gained := find(evs, EvGained)
			require.Len(t, gained, 1)
			require.Equal(t, gain, gained[0].Gain)
			b := sc.board(Red)
			require.Equal(t, pp+int(gain.PP), b.PP)
			require.Equal(t, d, b.DoubleUpgrade)
			require.True(t, b.Upgraded.Has(d), "still an Upgraded Design")
			require.False(t, b.Desk.Has(d))
			require.Equal(t, part, sc.s.UpgradeSpaces()[m][space])
			require.Empty(t, invariants(&sc.s))

			// Once a game.
			sc.refuse(Upgrade(Red, next, 0, FromStorage, true), "R-RND-6")
			for _, l := range researchLegal(sc.s, ActUpgrade) {
				require.False(t, l.Double, "%v", l)
			}
			require.Contains(t, sc.s.LegalActions(), Upgrade(Red, next, 0, FromStorage, false))
			sc.do(Upgrade(Red, next, 0, FromStorage, false))
			require.Equal(t, d, sc.board(Red).DoubleUpgrade)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-RND-6 R-WRK-9: the Double Upgrade needs R&D certification, and a part
// type double-upgraded by one player can never be double-upgraded again by
// anyone; other part types still can.
func TestDoubleUpgradeRefusals(t *testing.T) {
	t.Run("not certified", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Red, Blue)
		sc.p(Red).train[RnD] = components.TrackCertified - 1
		d := researchDesign(SUV, Autopilot)
		researchDesk(sc, Red, d)
		researchParts(sc, Red, Autopilot, 1)
		sc.refuse(Upgrade(Red, d, 0, FromStorage, true), "R-RND-6")
		for _, l := range researchLegal(sc.s, ActUpgrade) {
			require.False(t, l.Double, "%v", l)
		}
		require.Contains(t, sc.s.LegalActions(), Upgrade(Red, d, 0, FromStorage, false))
	})
	t.Run("the part type was double-upgraded by another player", func(t *testing.T) {
		sc := researchScene(t, researchBottom, Blue, Red)
		sc.p(Blue).train[RnD] = components.TrackCertified
		sc.p(Red).train[RnD] = components.TrackCertified
		blue := researchDesign(SUV, Battery)
		researchDesk(sc, Blue, blue)
		researchParts(sc, Blue, Battery, 1)
		sc.do(Upgrade(Blue, blue, 2, FromStorage, true)) // a PP space: nothing held
		_, _, doubled := sc.s.UpgradeValue(Battery)
		require.True(t, doubled)
		require.Empty(t, invariants(&sc.s))

		researchSwitch(sc, Red, 4)
		red, other := researchDesign(City, Battery), researchDesign(City, Motor)
		researchDesk(sc, Red, red, other)
		researchParts(sc, Red, Battery, 1)
		researchParts(sc, Red, Motor, 1)
		sc.refuse(Upgrade(Red, red, 0, FromStorage, true), "R-RND-6")
		for _, l := range researchLegal(sc.s, ActUpgrade) {
			if l.Design == red {
				require.False(t, l.Double, "%v", l)
			}
		}
		require.Contains(t, sc.s.LegalActions(), Upgrade(Red, red, 0, FromStorage, false))
		require.Contains(t, sc.s.LegalActions(), Upgrade(Red, other, 0, FromStorage, true))
		sc.do(Upgrade(Red, red, 0, FromStorage, false))
		require.Equal(t, NoDesign, sc.board(Red).DoubleUpgrade)
		require.Equal(t, blue, sc.board(Blue).DoubleUpgrade)
		require.Empty(t, invariants(&sc.s))
	})
}

// researchKind prepares a player to raise one Factory Goal count by one with
// one action, and performs it.
type researchKind struct {
	kind components.FactoryGoalKind
	// prep sets c's count to n and readies the raising action in c's
	// working turn.
	prep func(sc *scene, c Color, n int)
	// act raises c's count by one and returns the events, choices resolved.
	act func(sc *scene, c Color) []Event
}

// researchKinds has one entry per Factory Goal kind: a certification by
// training in R&D, a car claimed and parked, a Design upgraded.
func researchKinds() []researchKind {
	certDepts := []Department{Assembly, Logistics, Design}
	deskModel := map[Color]Model{Red: City, Blue: SUV}
	upModel := map[Color]Model{Red: Concept, Blue: Sports}
	return []researchKind{
		{
			kind: components.GoalCertifications,
			prep: func(sc *scene, c Color, n int) {
				sc.t.Helper()
				require.LessOrEqual(sc.t, n, len(certDepts))
				p := sc.p(c)
				for i := range n {
					p.train[certDepts[i]] = components.TrackCertified
				}
				p.train[RnD] = components.TrackCertified - 1
				if n > 0 {
					p.certSpace = int8(sc.seat(c)) // a space of its own in section n
				}
			},
			act: func(sc *scene, c Color) []Event { return sc.train(c, RnD) },
		},
		{
			kind: components.GoalCarsInGarages,
			prep: func(sc *scene, c Color, n int) {
				sc.t.Helper()
				require.Less(sc.t, n, components.BasicGarages)
				for g := range n {
					researchGarage(sc, c, g, Concept)
				}
				researchQueue(sc, deskModel[c])
				researchDesk(sc, c, researchBlank(deskModel[c]))
			},
			act: func(sc *scene, c Color) []Event {
				_, queue := sc.s.TestTrack()
				require.Equal(sc.t, []Model{deskModel[c]}, queue)
				evs := sc.do(Claim(c, researchClaims(map[int]DesignTile{0: researchBlank(deskModel[c])})))
				return append(evs, researchParkAll(sc)...)
			},
		},
		{
			kind: components.GoalUpgradedDesigns,
			prep: func(sc *scene, c Color, n int) {
				sc.t.Helper()
				require.Less(sc.t, n, components.NumParts)
				for i := range n {
					researchUpgraded(sc, c, researchDesign(upModel[c], Part(i)))
				}
				researchDesk(sc, c, researchDesign(deskModel[c], Motor))
				researchParts(sc, c, Motor, 1)
			},
			act: func(sc *scene, c Color) []Event {
				return sc.do(Upgrade(c, researchDesign(deskModel[c], Motor), 0, FromStorage, false))
			},
		},
	}
}

// R-FG-1 R-TRN-3 R-RND-3 R-RND-4 R-SPK-2: for each kind, the check after a
// certification, a claim and an upgrade pays one Generic Speech token from a
// tile whose number the count reaches, once per player; a tile already taken
// from, a tile with no tokens left (removed) or a count below the number
// pays nothing; several tiles can pay in one check; the last token empties
// the tile and a second player reaching it gets nothing.
func TestFactoryGoals(t *testing.T) {
	for _, k := range researchKinds() {
		tiles := researchTiles(k.kind)
		lo, hi := tiles[0], tiles[1]
		place := int(k.kind) * components.FactoryGoalsDrawn
		cases := []struct {
			name   string
			count  int                 // the count before the action
			slots  map[int]factorySlot // the Factory Goal tiles
			taken  uint8               // places already taken from
			paid   []int               // places that pay
			tokens map[int]int         // tokens left afterwards
		}{
			{"reaching the number", researchThreshold(lo) - 1,
				map[int]factorySlot{place: {tile: lo, tokens: 2}}, 0,
				[]int{place}, map[int]int{place: 1}},
			{"below the number", researchThreshold(lo) - 2,
				map[int]factorySlot{place: {tile: lo, tokens: 2}}, 0,
				nil, map[int]int{place: 2}},
			{"taken from already", researchThreshold(lo) - 1,
				map[int]factorySlot{place: {tile: lo, tokens: 2}}, 1 << place,
				nil, map[int]int{place: 2}},
			{"an empty tile is removed", researchThreshold(lo) - 1,
				map[int]factorySlot{place: {tile: lo, tokens: 0}}, 0,
				nil, map[int]int{place: 0}},
			{"several tiles in one check", researchThreshold(hi) - 1,
				map[int]factorySlot{place: {tile: lo, tokens: 1}, place + 1: {tile: hi, tokens: 1}}, 0,
				[]int{place, place + 1}, map[int]int{place: 0, place + 1: 0}},
			{"only the tile not taken from pays", researchThreshold(hi) - 1,
				map[int]factorySlot{place: {tile: lo, tokens: 1}, place + 1: {tile: hi, tokens: 1}}, 1 << place,
				[]int{place + 1}, map[int]int{place: 1, place + 1: 0}},
		}
		for _, tc := range cases {
			t.Run(fmt.Sprintf("%v/%s", k.kind, tc.name), func(t *testing.T) {
				require.GreaterOrEqual(t, tc.count, 0)
				sc := researchScene(t, researchBottom, Red, Blue)
				researchGoals(sc, tc.slots)
				sc.p(Red).fgTaken = tc.taken
				k.prep(sc, Red, tc.count)
				require.Equal(t, tc.count, sc.s.factoryCount(sc.seat(Red), k.kind))
				require.Empty(t, invariants(&sc.s))

				evs := k.act(sc, Red)
				require.Equal(t, tc.count+1, sc.s.factoryCount(sc.seat(Red), k.kind))
				var paid []int
				for i, e := range evs {
					if e.Kind != EvFactoryGoalReached {
						continue
					}
					paid = append(paid, int(e.Space))
					require.Equal(t, Red, e.Player)
					require.Less(t, i+1, len(evs))
					require.Equal(t, EvGained, evs[i+1].Kind)
					require.Equal(t, Benefit{Speech: 1}, evs[i+1].Gain, "one Generic Speech token")
				}
				require.ElementsMatch(t, tc.paid, paid)
				goals := sc.s.FactoryGoals()
				for pl, n := range tc.tokens {
					require.Equal(t, n, goals[pl].Tokens, "place %d", pl)
				}
				b := sc.board(Red)
				for pl := range goals {
					wasTaken := tc.taken&(1<<pl) != 0
					pays := false
					for _, p := range tc.paid {
						pays = pays || p == pl
					}
					require.Equal(t, wasTaken || pays, b.FactoryGoals[pl], "place %d", pl)
				}
				require.Empty(t, invariants(&sc.s))
			})
		}

		t.Run(fmt.Sprintf("%v/the last token empties the tile", k.kind), func(t *testing.T) {
			sc := researchScene(t, researchBottom, Red, Blue)
			researchGoals(sc, map[int]factorySlot{place: {tile: lo, tokens: 1}})
			k.prep(sc, Red, researchThreshold(lo)-1)
			evs := k.act(sc, Red)
			require.Len(t, find(evs, EvFactoryGoalReached), 1)
			require.Equal(t, 0, sc.s.FactoryGoals()[place].Tokens)
			require.Empty(t, invariants(&sc.s))

			// Blue, in a later turn, reaches the emptied tile.
			researchSwitch(sc, Blue, 4)
			sc.p(Blue).banked = 0
			k.prep(sc, Blue, researchThreshold(lo)-1)
			evs = k.act(sc, Blue)
			require.Empty(t, find(evs, EvFactoryGoalReached), "the tile is gone")
			require.False(t, sc.board(Blue).FactoryGoals[place])
			require.Equal(t, 0, sc.s.FactoryGoals()[place].Tokens)
			require.Empty(t, invariants(&sc.s))
		})

		t.Run(fmt.Sprintf("%v/once per player", k.kind), func(t *testing.T) {
			sc := researchScene(t, researchBottom, Red, Blue)
			researchGoals(sc, map[int]factorySlot{place: {tile: lo, tokens: 2}})
			k.prep(sc, Red, researchThreshold(lo)-1)
			require.Len(t, find(k.act(sc, Red), EvFactoryGoalReached), 1)
			// A further raise of the same count pays nothing more from it.
			if k.kind == components.GoalUpgradedDesigns {
				d := researchDesign(City, Autopilot)
				researchDesk(sc, Red, d)
				researchParts(sc, Red, Autopilot, 1)
				evs := sc.do(Upgrade(Red, d, 1, FromStorage, false))
				require.Empty(t, find(evs, EvFactoryGoalReached))
			}
			require.Equal(t, 1, sc.s.FactoryGoals()[place].Tokens)
			// The other player still can.
			researchSwitch(sc, Blue, 4)
			sc.p(Blue).banked = 0
			k.prep(sc, Blue, researchThreshold(lo)-1)
			evs := k.act(sc, Blue)
			fg := find(evs, EvFactoryGoalReached)
			require.Len(t, fg, 1)
			require.Equal(t, Blue, fg[0].Player)
			require.Equal(t, 0, sc.s.FactoryGoals()[place].Tokens)
			require.Empty(t, invariants(&sc.s))
		})
	}
}

// R-FG-1 R-RND-3: one claim of several cars can reach two cars-in-garages
// tiles; both pay in the one check after the last car is parked.
func TestClaimReachesSeveralCarGoals(t *testing.T) {
	tiles := researchTiles(components.GoalCarsInGarages)
	lo, hi := tiles[0], tiles[1]
	have := researchThreshold(lo) - 1
	claim := researchThreshold(hi) - have
	require.LessOrEqual(t, have+claim, components.BasicGarages)
	cost := 0
	for pos := range claim {
		cost += int(components.ClaimCosts[pos])
	}
	require.LessOrEqual(t, cost, components.MaxShiftsPerDay)

	sc := researchScene(t, researchBottom, Red, Blue)
	sc.p(Red).banked = uint8(max(0, cost-researchBottom.Shifts()))
	place := int(components.GoalCarsInGarages) * components.FactoryGoalsDrawn
	researchGoals(sc, map[int]factorySlot{place: {tile: lo, tokens: 1}, place + 1: {tile: hi, tokens: 1}})
	for g := range have {
		researchGarage(sc, Red, g, Concept)
	}
	models := []Model{City, SUV, Truck, Sports}[:claim]
	byPos := map[int]DesignTile{}
	for pos, m := range models {
		researchQueue(sc, m)
		researchDesk(sc, Red, researchBlank(m))
		byPos[pos] = researchBlank(m)
	}
	evs := sc.do(Claim(Red, researchClaims(byPos)))
	for sc.s.Next().Kind == DecideGarage {
		require.Empty(t, find(evs, EvFactoryGoalReached), "no payment before every car is parked")
		evs = sc.do(sc.s.LegalActions()[0])
	}
	fg := find(evs, EvFactoryGoalReached)
	require.Len(t, fg, 2)
	require.ElementsMatch(t, []int8{int8(place), int8(place + 1)}, []int8{fg[0].Space, fg[1].Space})
	require.Equal(t, have+claim, func() int {
		n := 0
		for _, m := range sc.board(Red).Garages {
			if m != NoModel {
				n++
			}
		}
		return n
	}())
	require.Empty(t, invariants(&sc.s))
}

// R-FG-1 R-RND-5 R-RND-6: Upgraded Designs count for Factory Goals whether
// Tested or double-upgraded: with Tested Upgraded Designs one short of the
// number, a Double Upgrade reaches it.
func TestFactoryGoalsCountTestedAndDoubleUpgraded(t *testing.T) {
	sc := researchScene(t, researchBottom, Red, Blue)
	lo := researchTiles(components.GoalUpgradedDesigns)[0]
	place := int(components.GoalUpgradedDesigns) * components.FactoryGoalsDrawn
	researchGoals(sc, map[int]factorySlot{place: {tile: lo, tokens: 1}})
	sc.p(Red).train[RnD] = components.TrackCertified
	researchGarage(sc, Red, 0, Concept)
	for i := range researchThreshold(lo) - 1 {
		researchUpgraded(sc, Red, researchDesign(Concept, Part(i)))
	}
	require.Equal(t, researchThreshold(lo)-1, sc.board(Red).Tested().Len(), "all Tested")
	d := researchDesign(Truck, Drivetrain)
	researchDesk(sc, Red, d)
	researchParts(sc, Red, Drivetrain, 1)
	evs := sc.do(Upgrade(Red, d, 2, FromStorage, true))
	fg := find(evs, EvFactoryGoalReached)
	require.Len(t, fg, 1)
	require.Equal(t, int8(place), fg[0].Space)
	require.Equal(t, d, sc.board(Red).DoubleUpgrade)
	require.Equal(t, 0, sc.s.FactoryGoals()[place].Tokens)
	require.Empty(t, invariants(&sc.s))
}
