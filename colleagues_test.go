package kanban

import (
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// atWork is a solo game on day 2's Working phase, no worker placed, with
// the Difficulty cards given; the Colleagues' turns are run one by one
// with work.
type atWork struct {
	t      *testing.T
	s      GameState
	events []Event
}

func newAtWork(t *testing.T, cards ...components.Difficulty) *atWork {
	sc := newSoloScene(t, Red, &SoloConfig{Difficulty: cards})
	w := &atWork{t: t, s: sc.s}
	w.s.day, w.s.phase = 2, phaseWorking
	w.s.turn = turn{pos: 0xFF, seat: empty, other: empty, leaving: empty}
	for i := range w.s.solo.colleague {
		w.s.solo.colleague[i].part = int8(Motor)
	}
	return w
}

// place puts a Colleague's worker on a workstation.
func (w *atWork) place(i int, ws Workstation) {
	co := &w.s.solo.colleague[i]
	if co.station != NoWorkstation {
		w.s.stations[co.station] = empty
	}
	co.station = ws
	w.s.stations[ws] = colleagueSeat(i)
}

// work runs Colleague i's turn on his workstation and returns its events;
// the state must stay sound.
func (w *atWork) work(i int) []Event {
	w.t.Helper()
	var evs []Event
	e := engine{s: &w.s, events: &evs}
	e.colleagueTurn(colleagueSeat(i), w.s.solo.colleague[i].station)
	w.sound()
	w.events = append(w.events, evs...)
	return evs
}

// sound checks the state as a state inside an action: between the
// Colleagues' turns no player is to act.
func (w *atWork) sound() {
	w.t.Helper()
	mid := w.s
	mid.inflight = 1
	require.Empty(w.t, invariants(&mid))
}

func (w *atWork) co(i int) *colleague { return &w.s.solo.colleague[i] }

func scored(evs []Event) int {
	n := 0
	for _, e := range evs {
		if e.Kind == EvColleagueScored {
			n += int(e.N)
		}
	}
	return n
}

// R-SOLO-15, R-SOLO-24: each turn begins with a step on the department's
// track; in Administration a step on Sandra's department's track follows.
func TestColleagueStepsAndAdministration(t *testing.T) {
	w := newAtWork(t)
	w.s.sandra = int8(WorkstationOf(Logistics, false))
	w.s.stations[w.s.sandra] = sandraSeat
	w.place(components.Turczi, WorkstationOf(Administration, false))
	w.work(components.Turczi)
	require.Equal(t, uint8(1), w.co(components.Turczi).train[Administration])
	require.Equal(t, uint8(1), w.co(components.Turczi).train[Logistics])
	require.Equal(t, uint8(0), w.co(components.Turczi).train[Design])

	// R-SOLO-16: Lacerda doubles once on space 3: the extra step.
	w.co(components.Lacerda).train[Administration] = 2
	w.place(components.Lacerda, WorkstationOf(Administration, true))
	w.work(components.Lacerda)
	require.Equal(t, uint8(3), w.co(components.Lacerda).train[Administration])
	require.Equal(t, uint8(3), w.co(components.Lacerda).train[Logistics], "1, then two steps")
}

// R-SOLO-15: crossing the arrow certifies him, his marker to the first
// empty space of the next section, with no benefit; the first Expert takes
// the Award stack's token for 1 PP. R-DIFF-2 makes it 2, R-DIFF-3 adds the
// space's PP.
func TestColleagueCertifiedAndExpert(t *testing.T) {
	for _, tc := range []struct {
		cards      []components.Difficulty
		cert, expt int
	}{
		{nil, 0, components.ColleagueSpeechPP},
		{[]components.Difficulty{components.CushySpeech}, 0, components.CushySpeechPP},
		{[]components.Difficulty{components.CertifiedAdvantage}, int(components.CertTrack[0][0].PP), components.ColleagueSpeechPP},
	} {
		w := newAtWork(t, tc.cards...)
		w.co(components.Turczi).train[Design] = 2
		w.place(components.Turczi, WorkstationOf(Design, false))
		evs := w.work(components.Turczi)
		require.Contains(t, kinds(evs), EvColleagueCertified)
		require.Equal(t, int8(0), w.co(components.Turczi).certSpace)
		require.Equal(t, 1, w.co(components.Turczi).certifications())
		before := int(w.co(components.Turczi).pp)
		require.Equal(t, tc.cert, scored(evs)-blankDesignPP(evs))

		w.co(components.Turczi).train[RnD] = 4
		w.place(components.Turczi, WorkstationOf(RnD, false))
		evs = w.work(components.Turczi)
		require.Contains(t, kinds(evs), EvColleagueExpert)
		require.Zero(t, w.s.board.awardSpeech[RnD])
		for k, e := range evs {
			if e.Kind == EvColleagueExpert {
				require.Equal(t, EvColleagueScored, evs[k+1].Kind)
				require.Equal(t, tc.expt, int(evs[k+1].N))
			}
		}
		require.Equal(t, before+scored(evs), int(w.co(components.Turczi).pp))
	}
}

// blankDesignPP is what the events scored for Designs without a part.
func blankDesignPP(evs []Event) int {
	n := 0
	for _, e := range evs {
		if e.Kind == EvColleagueDesignTaken {
			if _, ok := e.Design.Part(); !ok {
				n += components.ColleagueBlankDesignPP
			}
		}
	}
	return n
}

// R-SOLO-15, R-DIFF-7: a disc on space 5 does not move; with Forced
// Overtime the human loses a Banked Shift instead.
func TestColleagueAtTheEnd(t *testing.T) {
	w := newAtWork(t, components.ForcedOvertime)
	w.s.players[0].banked = 2
	w.co(components.Turczi).train[Administration] = 5
	w.co(components.Turczi).train[Design] = 5
	w.s.sandra = int8(WorkstationOf(Design, false))
	w.s.stations[w.s.sandra] = sandraSeat
	w.place(components.Turczi, WorkstationOf(Administration, false))
	evs := w.work(components.Turczi)
	require.Equal(t, uint8(0), w.s.players[0].banked, "two steps that could not be taken")
	require.Equal(t, 2, countKind(evs, EvOvertime))
	require.Equal(t, uint8(5), w.co(components.Turczi).train[Administration])
}

func countKind(evs []Event, k EventKind) int {
	n := 0
	for _, e := range evs {
		if e.Kind == k {
			n++
		}
	}
	return n
}

// R-SOLO-23: the two Designs of the column Sandra's department selects: a
// Design with a part to the bottom of the shared stack, one without to the
// bottom of the Central stack for 2 PP; Lacerda doubling takes the
// Central stack's top too. R-SOLO-17: the display refills when the turn
// ends.
func TestColleagueDesign(t *testing.T) {
	w := newAtWork(t)
	b := &w.s.board
	// Sandra at her desk: column 4, the farthest from the stacks.
	b.display[0][3], b.display[1][3] = 0, 6 // a City with a Motor; a City without a part
	w.fixDesigns()
	w.co(components.Lacerda).train[Design] = 2 // doubles after his step
	w.place(components.Lacerda, WorkstationOf(Design, true))
	central := DesignTile(b.stacks[centralStack].top())
	evs := w.work(components.Lacerda)
	require.Equal(t, 3, countKind(evs, EvColleagueDesignTaken))
	require.Equal(t, DesignTile(0), DesignTile(w.s.solo.shared.top()), "the top-row Design went to the bottom first, the later ones under it")
	want := components.ColleagueBlankDesignPP
	if _, ok := central.Part(); !ok {
		want += components.ColleagueBlankDesignPP
	}
	require.Equal(t, want, scored(evs))
	require.Contains(t, kinds(evs), EvDisplayRefilled)
	require.NotEqual(t, int8(empty), b.display[0][3])
}

// R-SOLO-23 with R-DES-4: with Sandra in R&D a Colleague takes both First
// Office tops first, each emptied stack replaced from the Central stack at
// once, and only then sends his blank Designs under the Central stack: with
// the Central stack otherwise empty, both First Office stacks stay empty,
// the Central stack holds the two blanks (top-row tile first) and he scores
// for both; Lacerda doubling then takes the first of them again.
func TestColleagueDesignEmptiesTheOffice(t *testing.T) {
	suv, concept := blankDesign(t, SUV), blankDesign(t, Concept)
	for _, tc := range []struct {
		name        string
		central     []uint8 // bottom first
		doubles     bool
		top, bottom []uint8 // the First Office stacks after, bottom first
		wantCentral []uint8 // bottom first
		pp          int     // blank Designs scored
	}{
		{"central empty", nil, false, nil, nil, []uint8{concept, suv}, 2},
		{"central empty, Lacerda doubling", nil, true, nil, nil, []uint8{suv, concept}, 3},
		{"one tile in the central stack", []uint8{7}, false, []uint8{7}, nil, []uint8{concept, suv}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newAtWork(t)
			b := &w.s.board
			w.s.sandra = int8(WorkstationOf(RnD, false))
			w.s.stations[w.s.sandra] = sandraSeat
			keep := map[uint8]bool{suv: true, concept: true}
			for _, d := range tc.central {
				keep[d] = true
			}
			for r := range b.display {
				for c, d := range b.display[r] {
					if d != empty && keep[uint8(d)] {
						b.display[r][c] = empty
					}
				}
			}
			for i := range b.stacks {
				for _, d := range b.stacks[i].items() {
					w.s.solo.gone = w.s.solo.gone.with(int(d))
				}
				b.stacks[i] = pile{}
			}
			for d := range keep {
				w.s.solo.gone = w.s.solo.gone.without(int(d))
			}
			b.stacks[OfficeTopStack-CentralStack].push(suv)
			b.stacks[OfficeBottomStack-CentralStack].push(concept)
			for _, d := range tc.central {
				b.stacks[centralStack].push(d)
			}
			w.sound()
			who := components.Turczi
			if tc.doubles {
				who = components.Lacerda
				w.co(who).train[Design] = 2
			}
			w.place(who, WorkstationOf(Design, tc.doubles))
			evs := w.work(who)
			require.Equal(t, tc.pp*components.ColleagueBlankDesignPP, scored(evs), "%v", evs)
			require.Equal(t, tc.top, orNil(b.stacks[OfficeTopStack-CentralStack].items()), "office-top")
			require.Equal(t, tc.bottom, orNil(b.stacks[OfficeBottomStack-CentralStack].items()), "office-bottom")
			require.Equal(t, tc.wantCentral, orNil(b.stacks[centralStack].items()), "central")
		})
	}
}

// blankDesign is the Design of model m without a part.
func blankDesign(t *testing.T, m Model) uint8 {
	for d := range components.NumDesigns {
		if _, ok := DesignTile(d).Part(); !ok && DesignTile(d).Model() == m {
			return uint8(d)
		}
	}
	t.Fatalf("no blank %v Design", m)
	return 0
}

func orNil(s []uint8) []uint8 {
	if len(s) == 0 {
		return nil
	}
	return append([]uint8(nil), s...)
}

// fixDesigns makes the Designs of the state one each again after a test
// put some on the display by hand: a duplicate elsewhere is swapped for the
// one the hand-placed tile replaced.
func (w *atWork) fixDesigns() {
	var where [components.NumDesigns]int
	b := &w.s.board
	for r := range b.display {
		for _, d := range b.display[r] {
			if d != empty {
				where[d]++
			}
		}
	}
	var missing []uint8
	for d := range where {
		found := where[d] > 0
		for i := range b.stacks {
			for _, x := range b.stacks[i].items() {
				if int(x) == d {
					found = true
				}
			}
		}
		if !found {
			missing = append(missing, uint8(d))
		}
	}
	for i := range b.stacks {
		st := &b.stacks[i]
		for k := 0; k < st.len(); k++ {
			if where[st.t[k]] > 0 {
				st.t[k] = missing[0]
				missing = missing[1:]
			}
		}
	}
	w.sound()
}

// R-SOLO-20: R&D: upgrade the shared stack's top Design with a part from
// the supply on the space with the most PP, score the part's new value;
// claim a car: Lacerda the front one, Turczi the most valuable; the Pace
// Car advances. R-DIFF-4 adds the space's PP.
// R-SOLO-19: what a Colleague scores is his own, not the other's.
func TestColleagueRnD(t *testing.T) {
	for _, productive := range []bool{false, true} {
		var cards []components.Difficulty
		if productive {
			cards = append(cards, components.ProductiveUpgrades)
		}
		w := newAtWork(t, cards...)
		b := &w.s.board
		// Take City-Battery (tile 2) off the table into the shared stack.
		w.moveToShared(2)
		b.queue[0], b.queue[1], b.queue[2] = int8(City), int8(Concept), int8(SUV)
		b.queueLen = 3
		b.cars[City]--
		b.cars[Concept]--
		b.cars[SUV]--
		w.place(components.Turczi, WorkstationOf(RnD, false))
		pace := b.pace
		evs := w.work(components.Turczi)
		require.Contains(t, kinds(evs), EvColleagueUpgraded)
		require.Equal(t, int8(Battery), b.upgrades[City][3], "the 2 PP space")
		require.Equal(t, uint8(1), b.value[Battery])
		want := int(components.UpgradeValues[1])
		if productive {
			want += 2
		}
		require.Equal(t, want, scored(evs))
		require.True(t, w.co(components.Turczi).upgraded.has(2))
		require.Equal(t, w.co(components.Turczi).color, w.s.UpgradeOwners()[City][3], "the upgrade is his while its Design lies on his pile")
		require.Equal(t, int16(components.StartPP)+int16(want), w.co(components.Turczi).pp, "R-SOLO-19: for himself")
		require.Equal(t, int16(components.StartPP), w.co(components.Lacerda).pp)
		require.Equal(t, uint8(1), w.co(components.Turczi).cars[Concept], "the most valuable")
		require.Equal(t, []int8{int8(City), int8(SUV)}, b.queue[:b.queueLen])
		require.NotEqual(t, pace, b.pace)

		w.place(components.Lacerda, WorkstationOf(RnD, true))
		w.work(components.Lacerda)
		require.Equal(t, uint8(1), w.co(components.Lacerda).cars[City], "the front car")
	}
}

// moveToShared moves Design d from wherever it lies to the shared stack's
// top.
func (w *atWork) moveToShared(d uint8) {
	b := &w.s.board
	for r := range b.display {
		for c := range b.display[r] {
			if b.display[r][c] == int8(d) {
				b.display[r][c] = int8(b.stacks[centralStack].pop())
			}
		}
	}
	for i := range b.stacks {
		b.stacks[i].remove(d)
	}
	w.s.solo.shared.push(d)
	w.sound()
}

// R-SOLO-22: Logistics: Lacerda issues the top Kanban card; the Colleague
// empties his part's warehouse, one part to the Colleague parts, the rest
// to the supply; an empty warehouse falls back to the other Colleague's
// part, then to a selection card's (R-SOLO-18).
func TestColleagueLogistics(t *testing.T) {
	w := newAtWork(t)
	b := &w.s.board
	for p := range b.warehouse {
		b.supply[p] += b.warehouse[p]
		b.warehouse[p] = 0
	}
	b.warehouse[Body], b.supply[Body] = 3, b.supply[Body]-3
	w.co(components.Turczi).part = int8(Motor)
	w.co(components.Lacerda).part = int8(Body)
	w.place(components.Turczi, WorkstationOf(Logistics, false))
	evs := w.work(components.Turczi)
	require.Equal(t, uint8(1), w.s.solo.parts[Body], "Motor's warehouse was empty: Lacerda's part")
	require.Zero(t, b.warehouse[Body])
	require.NotContains(t, kinds(evs), EvColleagueKanban, "Turczi issues no Kanban Order")

	w.place(components.Lacerda, WorkstationOf(Logistics, true))
	deck := b.kanbanDeck.len()
	evs = w.work(components.Lacerda)
	require.Contains(t, kinds(evs), EvColleagueKanban)
	require.Equal(t, deck, b.kanbanDeck.len())
	require.Equal(t, 1, countKind(evs, EvColleagueCollected))
}

// R-SOLO-22: the Colleague parts never exceed 6.
func TestColleaguePartsAtMost6(t *testing.T) {
	w := newAtWork(t)
	b := &w.s.board
	w.s.solo.parts = [components.NumParts]uint8{Motor: 3, Body: 3}
	b.supply[Motor] -= 3
	b.supply[Body] -= 3
	b.value[Body] = 2
	b.supply[Battery] += b.warehouse[Battery]
	b.warehouse[Battery] = 0
	b.warehouse[Battery], b.supply[Battery] = 1, b.supply[Battery]-1
	w.co(components.Turczi).part = int8(Battery)
	w.place(components.Turczi, WorkstationOf(Logistics, false))
	evs := w.work(components.Turczi)
	require.Contains(t, kinds(evs), EvColleaguePartReturned)
	require.Equal(t, [components.NumParts]uint8{Motor: 2, Body: 3, Battery: 1}, w.s.solo.parts, "Motor and Battery lowest: Motor drawn")
}

// R-SOLO-21: Assembly: his part from the supply to Sandra's model, or the
// next that takes it; the car moves on his route.
func TestColleagueAssembly(t *testing.T) {
	w := newAtWork(t)
	b := &w.s.board
	// Sandra at her desk: the Sports model first.
	b.assembly[Sports] = partSet(0).with(Motor)
	b.supply[Motor]--
	w.co(components.Turczi).part = int8(Motor)
	w.place(components.Turczi, WorkstationOf(Assembly, false))
	evs := w.work(components.Turczi)
	var provided Event
	for _, e := range evs {
		if e.Kind == EvColleagueProvided {
			provided = e
		}
	}
	require.Equal(t, Concept, provided.Model, "Sports has a Motor: the next in order, wrapping, is Concept")
	require.True(t, b.assembly[Concept].has(Motor))
	require.Contains(t, kinds(evs), EvConveyorAdvanced)
}

// R-SOLO-18: a part no model can take is replaced by drawing selection
// cards until one can be used.
func TestColleagueReplacementPart(t *testing.T) {
	w := newAtWork(t)
	b := &w.s.board
	b.supply[Motor] = 0
	w.fixMotors()
	w.co(components.Turczi).part = int8(Motor)
	w.place(components.Turczi, WorkstationOf(Assembly, false))
	evs := w.work(components.Turczi)
	require.GreaterOrEqual(t, countKind(evs, EvSelectionDrawn), 1)
	require.NotEqual(t, int8(Motor), w.co(components.Turczi).part)
	require.Equal(t, 1, countKind(evs, EvColleagueProvided))
}

// fixMotors puts the Motors taken from the supply in the warehouse, so
// that the totals hold.
func (w *atWork) fixMotors() {
	b := &w.s.board
	total := int(b.warehouse[Motor])
	if b.pool.has(Motor) {
		total++
	}
	for m := range b.assembly {
		if b.assembly[m].has(Motor) {
			total++
		}
	}
	total += int(w.s.players[0].parts[Motor])
	b.warehouse[Motor] += uint8(components.PartsPerType - total)
	w.sound()
}

// R-DIFF-1: Certified Lacerda doubles from the start; his certifications
// are unchanged. R-DIFF-5: an upgrade space with a Book or a Banked Shift
// gives 1 PP.
func TestCertifiedLacerdaAndOptimizedUpgrades(t *testing.T) {
	w := newAtWork(t, components.CertifiedLacerda, components.OptimizedUpgrades)
	b := &w.s.board
	w.moveToShared(2) // City-Battery
	w.moveToShared(9) // SUV-Battery
	for sp := range b.upgrades[City] {
		if g := components.UpgradeSpaces[City][sp]; g.PP > 0 {
			b.upgrades[City][sp] = int8(Motor) // leave the Banked Shift space the best
			b.supply[Motor]--
		}
	}
	w.sound()
	w.place(components.Lacerda, WorkstationOf(RnD, true))
	evs := w.work(components.Lacerda)
	require.Equal(t, 2, countKind(evs, EvColleagueUpgraded), "he doubles on space 2")
	require.Zero(t, w.co(components.Lacerda).certifications())
	var spaces []int8
	for _, e := range evs {
		if e.Kind == EvColleagueUpgraded {
			spaces = append(spaces, e.Space)
		}
	}
	require.Equal(t, int8(5), spaces[1], "City: the Banked Shift space, the PP ones taken")
	// SUV on its 2 PP space scores the value; City on the Banked Shift space
	// the value and 1 PP.
	require.Equal(t, int(components.UpgradeValues[1])+int(components.UpgradeValues[2])+components.OptimizedUpgradePP, scored(evs))
}
