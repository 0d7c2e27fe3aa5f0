package kanban

import (
	"fmt"
	"slices"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// stage sets up a position for Sandra and the end of the week by moving
// pieces between the supply, the table and the players' boards, so that
// every total stays as it was (the invariants still hold).
type stage struct {
	t  *testing.T
	sc *scene
}

// staged plays orientation with the first legal choices and returns a stage
// on the position it reached.
func staged(sc *scene) stage {
	sc.t.Helper()
	sc.orient()
	return stage{t: sc.t, sc: sc}
}

// designOf returns the Design tile of a model showing a part.
func designOf(m Model, part Part) int { return int(m)*components.DesignsPerModel + int(part) }

// lift takes Design d off wherever it lies (scene.liftDesign).
func (st stage) lift(d int) {
	st.t.Helper()
	st.sc.liftDesign(d)
}

// spare takes the top Design of the fullest stack.
func (st stage) spare() int {
	st.t.Helper()
	b := &st.sc.s.board
	i := 0
	for j := range b.stacks {
		if b.stacks[j].len() > b.stacks[i].len() {
			i = j
		}
	}
	require.Positive(st.t, b.stacks[i].len(), "no Design left in the stacks")
	return int(b.stacks[i].pop())
}

// upgraded gives c Design d as an Upgraded Design.
func (st stage) upgraded(c Color, d int) {
	st.t.Helper()
	st.lift(d)
	st.sc.p(c).upgraded = st.sc.p(c).upgraded.with(d)
}

// park puts a car of model m from the supply into c's first empty garage.
func (st stage) park(c Color, m Model) {
	st.t.Helper()
	b := &st.sc.s.board
	require.Positive(st.t, b.cars[m], "no %v car in the supply", m)
	p := st.sc.p(c)
	g := slices.Index(p.garages[:], empty)
	require.GreaterOrEqual(st.t, g, 0, "%v has no empty garage", c)
	b.cars[m]--
	p.garages[g] = int8(m)
}

// onUpgradeSpace puts a part from the supply on the first empty upgrade
// space of model m in R&D.
func (st stage) onUpgradeSpace(m Model, part Part) {
	st.t.Helper()
	b := &st.sc.s.board
	require.Positive(st.t, b.supply[part], "no %v in the supply", part)
	sp := slices.Index(b.upgrades[m][:], empty)
	require.GreaterOrEqual(st.t, sp, 0, "no empty upgrade space of %v", m)
	b.supply[part]--
	b.upgrades[m][sp] = int8(part)
}

// vouchers moves n Parts Vouchers from the supply to c.
func (st stage) vouchers(c Color, n int) {
	st.t.Helper()
	require.GreaterOrEqual(st.t, int(st.sc.s.board.vouchers), n)
	st.sc.s.board.vouchers -= uint8(n)
	st.sc.p(c).vouchers += uint8(n)
}

// train puts c's disc on space of d's track; a higher stamp lies higher in
// a stack of discs (R-TRN-1).
func (st stage) train(c Color, d Department, space int, stamp uint32) {
	st.sc.p(c).train[d] = uint8(space)
	st.sc.p(c).stamp[d] = stamp
}

// measure gives c exactly n of what Sandra counts in d (R-SAN-2): Upgraded
// Designs, cars in garages, stored parts, Designs on the desk or
// certifications. For Administration it certifies c in the first n other
// departments and leaves the rest untrained.
func (st stage) measure(c Color, d Department, n int) {
	st.t.Helper()
	s := &st.sc.s
	b := &s.board
	p := st.sc.p(c)
	seat := st.sc.seat(c)
	switch d {
	case RnD:
		for x := range components.NumDesigns {
			if p.upgraded.has(x) {
				b.stacks[centralStack].pushBottom(uint8(x))
			}
		}
		p.upgraded, p.double = 0, empty
		for range n {
			p.upgraded = p.upgraded.with(st.spare())
		}
	case Assembly:
		for g, m := range p.garages {
			if m != empty {
				b.cars[m]++
				p.garages[g] = empty
			}
		}
		for i := range n {
			st.park(c, Model((int(seat)+i)%components.NumModels))
		}
	case Logistics:
		for part, k := range p.parts {
			b.supply[part] += k
			p.parts[part] = 0
		}
		for i := range n {
			part := Part((int(seat) + i) % components.NumParts)
			require.Positive(st.t, b.supply[part])
			b.supply[part]--
			p.parts[part]++
		}
	case Design:
		for x := range components.NumDesigns {
			if p.desk.has(x) {
				b.stacks[centralStack].pushBottom(uint8(x))
			}
		}
		p.desk = 0
		for range n {
			p.desk = p.desk.with(st.spare())
		}
	case Administration:
		for i, other := range []Department{RnD, Assembly, Logistics, Design} {
			p.train[other] = 0
			if i < n {
				p.train[other] = components.TrackCertified
			}
		}
	}
	require.Equal(st.t, n, counted(st.sc.board(c), d), "setting up %v's %v measure", c, d)
}

// counted is what R-SAN-2 counts in d, read from the public player board so
// that a set-up is checked without the engine's own count.
func counted(b PlayerBoard, d Department) int {
	switch d {
	case RnD:
		return b.Upgraded.Len()
	case Assembly:
		n := 0
		for _, m := range b.Garages {
			if m != NoModel {
				n++
			}
		}
		return n
	case Logistics:
		n := 0
		for _, k := range b.Parts {
			n += k
		}
		return n
	case Design:
		return b.Desk.Len()
	}
	return b.Certifications
}

// sandraIn puts Sandra at her desk for Administration, else on the bottom
// workstation of d.
func (st stage) sandraIn(d Department) {
	if d == Administration {
		st.sc.s.sandra = deskPos
		return
	}
	st.sc.s.sandra = int8(WorkstationOf(d, true))
}

// sandraWorks puts Sandra in d (at her desk for Administration), lets the
// first seated player work on day 2 on the R&D top workstation, above her in
// working order, and end the turn. It returns the events of that EndTurn:
// Sandra's turn, the end of the day and the next day's start, up to that
// player's choice of workstation (they choose before Sandra).
func (st stage) sandraWorks(d Department) []Event {
	st.t.Helper()
	return st.sandraWorksOn(d, 2)
}

func (st stage) sandraWorksOn(d Department, day int) []Event {
	st.t.Helper()
	st.sandraIn(d)
	worker := st.sc.s.colors[0]
	st.sc.workAt(worker, WorkstationOf(RnD, false), day)
	require.Empty(st.t, invariants(&st.sc.s), "the set-up position breaks an invariant")
	evs := st.sc.do(EndTurn(worker))
	require.Empty(st.t, invariants(&st.sc.s))
	if st.sc.s.MeetingScheduled() {
		// R-DAY-1: a Meeting scheduled today is held before the next day.
		require.Equal(st.t, DecideSpeak, st.sc.s.Next().Kind)
		return evs
	}
	require.Equal(st.t, DecideWorkstation, st.sc.s.Next().Kind)
	require.Equal(st.t, worker, st.sc.s.Next().Player)
	return evs
}

// pps returns every player's PP.
func (st stage) pps() map[Color]int {
	out := map[Color]int{}
	for _, c := range st.sc.s.Players() {
		out[c] = st.sc.board(c).PP
	}
	return out
}

// evaluations adds up, per player, the PP change of Sandra's evaluations.
func evaluations(evs []Event) map[Color]int {
	out := map[Color]int{}
	for _, e := range find(evs, EvSandraEvaluated) {
		out[e.Player] += int(e.N)
	}
	return out
}

// between returns the kinds of events from the first of kind from up to,
// not including, the first of kind to after it.
func between(t *testing.T, evs []Event, from, to EventKind) []EventKind {
	t.Helper()
	ks := kinds(evs)
	i := slices.Index(ks, from)
	require.GreaterOrEqual(t, i, 0, "no %v in %v", from, ks)
	j := slices.Index(ks[i:], to)
	require.GreaterOrEqual(t, j, 0, "no %v after %v in %v", to, from, ks)
	return ks[i : i+j]
}

var departments = []Department{RnD, Assembly, Logistics, Design, Administration}

// R-DAY-2: on day 1 Sandra sits at her desk and does nothing. The position
// is one where an evaluation and end-of-week scoring would show: nobody has
// trained in Administration or is certified, Yellow has a car and there is a
// part on its model's upgrade spaces.
func TestSandraDoesNothingOnDay1(t *testing.T) {
	sc := newScene(t, Yellow, Blue, Red)
	st := staged(sc)
	st.park(Yellow, Truck)
	st.onUpgradeSpace(Truck, Motor)
	require.Equal(t, 1, sc.s.Day())
	require.Equal(t, NoWorkstation, sc.s.Sandra())
	before := st.pps()

	var day1 []Event
	for sc.s.Day() == 1 {
		switch d := sc.s.Next(); d.Kind {
		case DecideWorkstation:
			day1 = append(day1, sc.do(sc.s.LegalActions()[0])...)
		case DecideWork:
			day1 = append(day1, sc.do(EndTurn(d.Player))...)
		default:
			t.Fatalf("unexpected decision %v on day 1", d)
		}
	}

	turns := find(day1, EvSandraTurn)
	require.Len(t, turns, 1, "Sandra's turn comes once, at her desk, last")
	require.Equal(t, NoWorkstation, turns[0].Workstation)
	require.Equal(t, []EventKind{EvSandraTurn}, between(t, day1, EvSandraTurn, EvDayEnded),
		"on day 1 her turn has nothing in it")
	require.Len(t, find(day1, EvTurnEnded), 3)
	for _, k := range []EventKind{EvSandraMoved, EvSandraEvaluated, EvPaceCarAdvanced, EvAssemblyCleared,
		EvWarehousesStripped, EvDesignsReturned, EvWeekScored, EvWeekAdvanced} {
		require.Empty(t, find(day1, k), "%v on day 1", k)
	}
	require.Equal(t, 0, sc.s.Week())
	require.Equal(t, before, st.pps())
	require.Equal(t, 2, sc.s.Day())
	require.Empty(t, invariants(&sc.s))
}

// R-DAY-2, R-SAN-1, R-WK-2: the same position at her desk on day 1 and on
// day 2: only from day 2 does she evaluate and score the week.
func TestSandraAtHerDeskDay1AndDay2(t *testing.T) {
	for _, day := range []int{1, 2} {
		t.Run(fmt.Sprintf("day %d", day), func(t *testing.T) {
			sc := newScene(t, Yellow, Blue, Red)
			st := staged(sc)
			st.park(Yellow, Truck)
			st.onUpgradeSpace(Truck, Motor)
			before := st.pps()

			evs := st.sandraWorksOn(Administration, day)

			require.Len(t, find(evs, EvSandraTurn), 1)
			if day == 1 {
				require.Equal(t, []EventKind{EvSandraTurn}, between(t, evs, EvSandraTurn, EvDayEnded))
				require.Equal(t, before, st.pps())
				require.Equal(t, 0, sc.s.Week())
				return
			}
			require.NotEmpty(t, find(evs, EvSandraEvaluated))
			require.Len(t, find(evs, EvWeekScored), 1)
			require.Equal(t, 1, sc.s.Week())
		})
	}
}

// R-SAN-1: from day 2 Sandra first evaluates, then does her department's
// task, at her place in working order (after the player above her).
func TestSandraEvaluatesThenDoesHerTask(t *testing.T) {
	cases := []struct {
		dept  Department
		where Workstation
		turn  []EventKind // from her turn to the end of the day
	}{
		{RnD, WorkstationOf(RnD, true), []EventKind{EvSandraTurn, EvSandraEvaluated, EvPaceCarAdvanced}},
		{Assembly, WorkstationOf(Assembly, true), []EventKind{EvSandraTurn, EvSandraEvaluated, EvAssemblyCleared}},
		{Logistics, WorkstationOf(Logistics, true), []EventKind{EvSandraTurn, EvSandraEvaluated, EvWarehousesStripped}},
		{Design, WorkstationOf(Design, true), []EventKind{EvSandraTurn, EvSandraEvaluated, EvDesignsReturned, EvDisplayRefilled}},
		{Administration, NoWorkstation, []EventKind{EvSandraTurn, EvSandraEvaluated, EvWeekAdvanced}},
	}
	for _, tc := range cases {
		t.Run(tc.dept.String(), func(t *testing.T) {
			sc := newScene(t, Yellow, Blue, Red)
			st := staged(sc)
			// Only Yellow is both least advanced and short.
			st.measure(Yellow, tc.dept, 0)
			st.measure(Blue, tc.dept, 0)
			st.measure(Red, tc.dept, 0)
			st.train(Blue, tc.dept, 1, 1)
			st.train(Red, tc.dept, 1, 2)

			evs := st.sandraWorks(tc.dept)

			ks := kinds(evs)
			require.Equal(t, tc.turn, between(t, evs, EvSandraTurn, EvDayEnded))
			require.Less(t, slices.Index(ks, EvTurnEnded), slices.Index(ks, EvSandraTurn),
				"Sandra works after the player above her")
			require.Equal(t, tc.where, find(evs, EvSandraTurn)[0].Workstation)
			require.Equal(t, Yellow, find(evs, EvSandraEvaluated)[0].Player)
			require.Equal(t, []EventKind{EvDayEnded, EvDayStarted}, ks[len(ks)-2:])
		})
	}
}

// who is one player's position for an evaluation: progress on the
// department's track (space and stamp), the department's measure, Banked
// Shifts and PP, and the PP change expected.
type who struct {
	space   int
	stamp   uint32
	measure int
	banked  int
	pp      int
	change  int
}

// evaluationCase is a position of three players, Yellow, Blue and Red.
type evaluationCase struct {
	name              string
	yellow, blue, red who
}

func (tc evaluationCase) set(st stage, d Department) {
	for c, w := range map[Color]who{Yellow: tc.yellow, Blue: tc.blue, Red: tc.red} {
		st.measure(c, d, w.measure)
		st.train(c, d, w.space, w.stamp)
		st.sc.p(c).banked = uint8(w.banked)
		st.sc.p(c).pp = int16(w.pp)
	}
}

func (tc evaluationCase) check(t *testing.T, st stage, evs []Event) {
	t.Helper()
	got := st.pps()
	for c, w := range map[Color]who{Yellow: tc.yellow, Blue: tc.blue, Red: tc.red} {
		require.Equal(t, w.pp+w.change, got[c], "%v's PP", c)
		require.Equal(t, w.change, evaluations(evs)[c], "%v's evaluation", c)
	}
}

// R-SAN-2: the penalty side. In every department, each player tied for the
// least progress on its track (only the space counts, never-moved discs
// are least) who also has 2 or fewer of the department's measure loses 1 PP
// plus 1 per Banked Shift below 5, never going below 0 PP.
func TestSandraPenalty(t *testing.T) {
	for _, d := range departments {
		for _, tc := range penaltyCases {
			t.Run(d.String()+"/"+tc.name, func(t *testing.T) {
				sc := newScene(t, Yellow, Blue, Red)
				st := staged(sc)
				tc.set(st, d)

				evs := st.sandraWorks(d)

				tc.check(t, st, evs)
			})
		}
	}
}

// penaltyCases are positions of Sandra's penalty side (R-SAN-2).
var penaltyCases = []evaluationCase{
	{
		name:   "never moved is least; short loses, not short escapes",
		yellow: who{space: 0, measure: 2, banked: 2, pp: 15, change: -4},
		blue:   who{space: 0, measure: 3, banked: 0, pp: 15, change: 0},
		red:    who{space: 1, stamp: 1, measure: 0, banked: 0, pp: 15, change: 0},
	},
	{
		name:   "tied on a space whatever the stacking",
		yellow: who{space: 2, stamp: 10, measure: 0, banked: 0, pp: 15, change: -6},
		blue:   who{space: 2, stamp: 20, measure: 1, banked: 4, pp: 15, change: -2},
		red:    who{space: 3, stamp: 5, measure: 0, banked: 0, pp: 15, change: 0},
	},
	{
		name:   "nobody moved: all tied for least",
		yellow: who{measure: 2, banked: 5, pp: 15, change: -1},
		blue:   who{measure: 0, banked: 9, pp: 15, change: -1},
		red:    who{measure: 1, banked: 3, pp: 15, change: -3},
	},
	{
		name:   "nobody short: nobody loses",
		yellow: who{measure: 3, pp: 15},
		blue:   who{measure: 3, banked: 1, pp: 15},
		red:    who{space: 1, stamp: 1, measure: 0, pp: 15},
	},
	{
		name:   "PP never below 0",
		yellow: who{measure: 0, banked: 0, pp: 3, change: -3},
		blue:   who{measure: 1, banked: 1, pp: 0, change: 0},
		red:    who{space: 1, stamp: 1, measure: 2, banked: 0, pp: 15, change: 0},
	},
}

// R-SAN-2: what does not count towards the measure. Yellow is least
// advanced and has 2 of the measure beside things that do not count, so
// she falls short and loses 1 + 5 PP.
func TestSandraPenaltyCountsOnlyTheMeasure(t *testing.T) {
	cases := []struct {
		name  string
		dept  Department
		extra func(st stage)
	}{
		{"R&D: Designs on the desk are not Upgraded Designs", RnD, func(st stage) {
			st.measure(Yellow, Design, 3)
		}},
		{"Logistics: Parts Vouchers are not stored parts", Logistics, func(st stage) {
			st.vouchers(Yellow, 3)
		}},
		{"Design: Upgraded Designs are not on the desk", Design, func(st stage) {
			st.measure(Yellow, RnD, 3)
		}},
		{"Administration: training short of the arrow is no certification", Administration, func(st stage) {
			st.train(Yellow, Logistics, components.TrackCertified-1, 1)
			st.train(Yellow, Design, components.TrackCertified-1, 2)
		}},
		{"Assembly: cars on the Test track are not in garages", Assembly, func(st stage) {
			b := &st.sc.s.board
			b.cars[City]--
			b.queue[0], b.queueLen = int8(City), 1
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := newScene(t, Yellow, Blue, Red)
			st := staged(sc)
			st.measure(Yellow, tc.dept, 2)
			tc.extra(st)
			for _, c := range []Color{Blue, Red} {
				st.measure(c, tc.dept, 3)
				st.train(c, tc.dept, 1, 1)
			}
			sc.p(Yellow).banked = 0
			before := st.pps()

			evs := st.sandraWorks(tc.dept)

			require.Equal(t, map[Color]int{Yellow: -6}, evaluations(evs))
			require.Equal(t, before[Yellow]-6, sc.board(Yellow).PP)
		})
	}
}

// R-SAN-2: Upgraded Designs include Tested and double-upgraded ones: with 3
// of them (one Tested, one on the Double Upgrade tile) Yellow is not short.
func TestSandraPenaltyCountsTestedAndDoubleUpgradedDesigns(t *testing.T) {
	sc := newScene(t, Yellow, Blue, Red)
	st := staged(sc)
	st.measure(Yellow, RnD, 0)
	st.upgraded(Yellow, designOf(Truck, Motor))
	st.upgraded(Yellow, designOf(City, Battery))
	st.upgraded(Yellow, designOf(SUV, Body))
	sc.p(Yellow).double = int8(designOf(SUV, Body))
	st.park(Yellow, Truck)
	for _, c := range []Color{Blue, Red} {
		st.measure(c, RnD, 0)
		st.train(c, RnD, 1, 1)
	}
	require.Equal(t, 1, sc.board(Yellow).Tested().Len())
	before := st.pps()

	evs := st.sandraWorks(RnD)

	require.Empty(t, evaluations(evs))
	require.Equal(t, before, st.pps())
}

// newRewardScene sets up a game on Sandra's reward side (Config.SandraReward).
func newRewardScene(t *testing.T, colors ...Color) *scene {
	t.Helper()
	cfg := Config{Seed: 1, SandraReward: true}
	for _, c := range colors {
		cfg.Players = append(cfg.Players, PlayerConfig{Color: c})
	}
	s, evs, err := New(cfg)
	require.NoError(t, err)
	return &scene{t: t, s: s, events: evs}
}

// R-SAN-3: the reward side. Every player tied for the most progress (having
// moved) with at least 2 of the measure gains 1 PP per Banked Shift;
// nobody loses PP, and nobody is rewarded if nobody moved.
func TestSandraReward(t *testing.T) {
	for _, d := range departments {
		for _, tc := range rewardCases {
			t.Run(d.String()+"/"+tc.name, func(t *testing.T) {
				sc := newRewardScene(t, Yellow, Blue, Red)
				st := staged(sc)
				tc.set(st, d)

				evs := st.sandraWorks(d)

				got := st.pps()
				for c, w := range map[Color]who{Yellow: tc.yellow, Blue: tc.blue, Red: tc.red} {
					require.Equal(t, w.pp+w.change, got[c], "%v's PP", c)
				}
				for _, e := range find(evs, EvSandraEvaluated) {
					require.GreaterOrEqual(t, e.N, int16(0), "a penalty on the reward side")
				}
			})
		}
	}
}

// rewardCases are positions of Sandra's reward side (R-SAN-3).
var rewardCases = []evaluationCase{
	{
		name:   "tied for most whatever the stacking, with enough",
		yellow: who{space: 2, stamp: 10, measure: 2, banked: 3, pp: 15, change: 3},
		blue:   who{space: 2, stamp: 20, measure: 3, banked: 4, pp: 15, change: 4},
		red:    who{space: 1, stamp: 5, measure: 3, banked: 6, pp: 15, change: 0},
	},
	{
		name:   "most progress but too little of the measure",
		yellow: who{space: 2, stamp: 20, measure: 1, banked: 3, pp: 15, change: 0},
		blue:   who{space: 2, stamp: 10, measure: 2, banked: 2, pp: 15, change: 2},
		red:    who{space: 0, measure: 0, banked: 0, pp: 15, change: 0},
	},
	{
		name:   "nobody moved: nobody rewarded",
		yellow: who{measure: 3, banked: 3, pp: 15},
		blue:   who{measure: 2, banked: 5, pp: 15},
		red:    who{measure: 0, banked: 0, pp: 15},
	},
}

// R-SAN-4: R&D. The Pace Car advances one space with the queue behind it;
// reaching a striped space schedules a Meeting unless one already is
// (R-RND-2, R-DAY-1).
func TestSandraRnDTask(t *testing.T) {
	track := components.TestTracks[3]
	before := func(sp int8) int8 { return (sp - 1 + track.Spaces) % track.Spaces }
	plain := track.Striped[0] + 1
	for plain == track.Striped[0] || plain == track.Striped[1] || before(plain) == track.Striped[0] {
		plain++
	}
	cases := []struct {
		name      string
		from      int8
		scheduled bool // a Meeting is already scheduled
		meeting   bool // her move schedules one
	}{
		{"onto a plain space", before(plain), false, false},
		{"onto the second striped space", before(track.Striped[1]), false, true},
		{"round the loop onto the first striped space", before(track.Striped[0]), false, true},
		{"onto a striped space with a Meeting scheduled", before(track.Striped[1]), true, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := newScene(t, Yellow, Blue, Red)
			st := staged(sc)
			b := &sc.s.board
			b.pace = uint8(tc.from)
			for i, m := range []Model{SUV, City} {
				b.cars[m]--
				b.queue[i] = int8(m)
			}
			b.queueLen = 2
			sc.s.meeting = tc.scheduled

			evs := st.sandraWorks(RnD)

			to := (tc.from + 1) % track.Spaces
			moved := find(evs, EvPaceCarAdvanced)
			require.Len(t, moved, 1)
			require.Equal(t, to, moved[0].Space)
			pace, queue := sc.s.TestTrack()
			require.Equal(t, int(to), pace)
			require.Equal(t, []Model{SUV, City}, queue)
			if tc.meeting {
				require.Len(t, find(evs, EvMeetingScheduled), 1)
			} else {
				require.Empty(t, find(evs, EvMeetingScheduled))
			}
		})
	}
}

// R-SAN-4: Assembly. Every part on every assembly space goes back to the
// supply, a model's full set included.
func TestSandraAssemblyTask(t *testing.T) {
	sc := newScene(t, Yellow, Blue, Red)
	st := staged(sc)
	b := &sc.s.board
	placed := map[Model][]Part{
		City:    {Motor, Battery},
		Truck:   {Motor, Autopilot, Battery, Body, Electronics, Drivetrain},
		Concept: {Body},
	}
	for m, parts := range placed {
		for _, part := range parts {
			b.supply[part]--
			b.assembly[m] = b.assembly[m].with(part)
		}
	}
	want := sc.s.Supply().Parts
	for _, parts := range placed {
		for _, part := range parts {
			want[part]++
		}
	}

	evs := st.sandraWorks(Assembly)

	require.Len(t, find(evs, EvAssemblyCleared), 1)
	require.Equal(t, [components.NumModels][components.NumParts]bool{}, sc.s.AssemblySpaces())
	require.Equal(t, want, sc.s.Supply().Parts)
}

// R-SAN-4: Logistics. Each warehouse keeps at most 1 part; the rest go back
// to the supply.
func TestSandraLogisticsTask(t *testing.T) {
	sc := newScene(t, Yellow, Blue, Red)
	st := staged(sc)
	b := &sc.s.board
	stock := [components.NumParts]uint8{Motor: 4, Autopilot: 1, Battery: 0, Body: 3, Electronics: 2, Drivetrain: 0}
	for part, n := range stock {
		b.supply[part] += b.warehouse[part]
		b.warehouse[part] = n
		b.supply[part] -= n
	}
	want := sc.s.Supply().Parts
	for part, n := range stock {
		want[part] += max(0, int(n)-1)
	}

	evs := st.sandraWorks(Logistics)

	require.Len(t, find(evs, EvWarehousesStripped), 1)
	require.Equal(t, [components.NumParts]int{Motor: 1, Autopilot: 1, Battery: 0, Body: 1, Electronics: 1, Drivetrain: 0},
		sc.s.Warehouses())
	require.Equal(t, want, sc.s.Supply().Parts)
}

// R-SAN-4: Design. The Designs in the display spaces furthest from the
// stacks (the far 2 columns, all 4 with 2 players:
// components.SandraDesignColumns), however many there are, go to the bottom
// of the Central stack in the shuffled order the event lists; then the
// display slides away from the stacks and refills from each row's First
// Office stack (R-DES-5).
func TestSandraDesignTask(t *testing.T) {
	cases := []struct {
		name    string
		players []Color
		hole    bool // one far display space is already empty
	}{
		{"3 players: the 4 oldest", []Color{Yellow, Blue, Red}, false},
		{"4 players: the 4 oldest", []Color{Yellow, Blue, Purple, Red}, false},
		{"2 players: all 8", []Color{Yellow, Blue}, false},
		{"3 players: an empty far space", []Color{Yellow, Blue, Red}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := newScene(t, tc.players...)
			st := staged(sc)
			b := &sc.s.board
			cols := int(components.SandraDesignColumns[len(tc.players)])
			keep := components.DisplayColumns - cols
			if tc.hole {
				d := b.display[0][components.DisplayColumns-1]
				b.display[0][components.DisplayColumns-1] = empty
				sc.p(Yellow).desk = sc.p(Yellow).desk.with(int(d))
			}
			display := sc.s.Display()
			var old []uint8
			for r := range display {
				for c := keep; c < components.DisplayColumns; c++ {
					if display[r][c] != NoDesign {
						old = append(old, uint8(display[r][c]))
					}
				}
			}
			central := b.stacks[centralStack].topFirst()
			offices := [components.DisplayRows][]uint8{b.stacks[topStack].topFirst(), b.stacks[bottomStack].topFirst()}
			for _, o := range offices {
				require.GreaterOrEqual(t, len(o), cols, "the set-up needs enough tiles in the First Office stacks")
			}

			evs := st.sandraWorks(Design)

			returned := find(evs, EvDesignsReturned)
			require.Len(t, returned, 1)
			require.ElementsMatch(t, old, returned[0].List.Values(), "the Designs returned")
			after := b.stacks[centralStack].topFirst()
			require.Len(t, after, len(central)+len(old))
			require.Equal(t, central, after[:len(central)], "the Central stack's top is unchanged")
			require.Equal(t, returned[0].List.Values(), after[len(central):], "the returned Designs lie at the bottom, in the listed order")

			ks := kinds(evs)
			require.Less(t, slices.Index(ks, EvDesignsReturned), slices.Index(ks, EvDisplayRefilled))
			now := sc.s.Display()
			for r := range now {
				// The Designs kept slide to the far end, in their order.
				for c := range keep {
					require.Equal(t, display[r][c], now[r][c+cols], "row %d, space %d", r, c+cols)
				}
				// The spaces near the stacks refill from the row's First
				// Office stack.
				var fresh []uint8
				for c := range cols {
					require.NotEqual(t, NoDesign, now[r][c])
					fresh = append(fresh, uint8(now[r][c]))
				}
				require.ElementsMatch(t, offices[r][:cols], fresh, "row %d refilled", r)
				require.Equal(t, offices[r][cols:], sc.s.board.stacks[topStack+r].topFirst())
			}
		})
	}
}

// R-SAN-1 R-SAN-2 R-SAN-3: before Sandra's turn, SandraNext names today,
// her department and workstation and, for each player, their space on its
// track, their count of her measure, whether she evaluates them and the PP
// her evaluation changes: what the evaluation then does, on either side.
func TestSandraNextForecastsHerEvaluation(t *testing.T) {
	for _, reward := range []bool{false, true} {
		cases, scene := penaltyCases, newScene
		if reward {
			cases, scene = rewardCases, newRewardScene
		}
		for _, d := range departments {
			for _, tc := range cases {
				t.Run(fmt.Sprintf("reward %v/%v/%s", reward, d, tc.name), func(t *testing.T) {
					sc := scene(t, Yellow, Blue, Red)
					st := staged(sc)
					tc.set(st, d)
					st.sandraIn(d)
					sc.workAt(Yellow, WorkstationOf(RnD, false), 2)

					f, ok := sc.s.SandraNext()
					require.True(t, ok)
					require.Equal(t, 2, f.Day)
					require.Equal(t, d, f.Dept)
					require.Equal(t, sc.s.Sandra(), f.Workstation)
					require.True(t, f.Placed)
					require.Equal(t, reward, f.Reward)
					require.Equal(t, sandraMeasures[d], f.Measure)
					counts := map[Color]int{}
					for _, c := range sc.s.Players() {
						counts[c] = counted(sc.board(c), d)
					}
					evs := sc.do(EndTurn(Yellow))
					got := evaluations(evs)
					want := map[Color]who{Yellow: tc.yellow, Blue: tc.blue, Red: tc.red}
					require.Len(t, f.Players, 3)
					for _, r := range f.Players {
						w := want[r.Player]
						_, evaluated := got[r.Player]
						require.Equal(t, w.space, r.Space, "%v's space", r.Player)
						require.Equal(t, counts[r.Player], r.Count, "%v's count", r.Player)
						require.Equal(t, evaluated, r.Applies, "%v: the verdict applies", r.Player)
						require.Equal(t, w.change, r.PP, "%v's PP", r.Player)
						if r.Applies {
							require.True(t, r.Evaluated)
						}
					}
				})
			}
		}
	}
}

// R-SEL-4 R-DAY-2: until Sandra chooses, SandraNext is where she would go
// now: the next department's top workstation, else its bottom one, else
// the following department, a worker who has not moved yet still holding
// his workstation; after her turn it is the next day's. During orientation
// and day 1 it is day 2, in R&D: on day 1 she does nothing.
func TestSandraNextBeforeSheChooses(t *testing.T) {
	sc := newScene(t, Yellow, Blue, Red)
	f, ok := sc.s.SandraNext()
	require.True(t, ok)
	require.Equal(t, SandraForecast{Day: 2, Dept: RnD, Workstation: WorkstationOf(RnD, false), Measure: components.MeasureUpgradedDesigns,
		Players: f.Players}, f, "orientation")
	sc.orient()
	for sc.s.Day() == 1 {
		f, _ := sc.s.SandraNext()
		require.Equal(t, 2, f.Day, "day 1, %v", sc.s.Next())
		require.False(t, f.Placed)
		if sc.s.Next().Kind == DecideWorkstation {
			sc.do(sc.s.LegalActions()[0])
		} else {
			sc.do(EndTurn(sc.s.Next().Player))
		}
	}
	// Day 2: Sandra comes from her desk; the workers of day 1 still stand
	// where they were until they move.
	require.Equal(t, DecideWorkstation, sc.s.Next().Kind)
	s := &sc.s
	for w := range s.stations {
		if s.stations[w] >= 0 {
			s.players[s.stations[w]].station = NoWorkstation
			s.stations[w] = empty
		}
	}
	for i, w := range []Workstation{WorkstationOf(RnD, false), WorkstationOf(RnD, true), WorkstationOf(Assembly, false)} {
		s.stations[w] = int8(i)
		s.players[i].station = w
	}
	f, _ = sc.s.SandraNext()
	require.Equal(t, 2, f.Day)
	require.False(t, f.Placed)
	require.Equal(t, WorkstationOf(Assembly, true), f.Workstation, "R&D is full, Assembly's top is taken")
	require.Equal(t, Assembly, f.Dept)
	require.Equal(t, components.MeasureCars, f.Measure)
}

// R-SOLO-27 R-SOLO-28: in solo Sandra evaluates only the human, and the
// Colleagues' discs count: a human above Turczi's unmoved disc is not the
// least advanced; with Nice Sandra, a human level with Lacerda's start
// disc is tied for the most.
func TestSandraNextInSolo(t *testing.T) {
	for _, nice := range []bool{false, true} {
		w := newAtWork(t)
		w.s.sandraReward = nice
		w.s.sandra = int8(WorkstationOf(Logistics, true))
		w.s.stations[w.s.sandra] = sandraSeat
		p := &w.s.players[0]
		p.train[Logistics], p.stamp[Logistics] = 1, 100
		for part := range Part(2) {
			w.s.board.supply[part]--
			p.parts[part]++
		}
		w.sound()

		f, ok := w.s.SandraNext()
		require.True(t, ok)
		require.Equal(t, Logistics, f.Dept)
		require.True(t, f.Placed)
		require.Len(t, f.Players, 1, "only the human")
		r := f.Players[0]
		require.Equal(t, SandraRisk{Player: Red, Space: 1, Count: 2, Evaluated: nice, Applies: nice}, r, "Nice Sandra %v", nice)
		if nice {
			require.Equal(t, 1, f.Space, "the most progress: Lacerda's start disc and the human's")
		} else {
			require.Equal(t, 0, f.Space, "the least progress: Turczi's start disc")
		}
	}
}
