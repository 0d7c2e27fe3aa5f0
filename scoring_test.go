package kanban

import (
	"fmt"
	"slices"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// weekStage sets up three players, Yellow, Blue and Red, each certified in
// three departments, so that Sandra's evaluation at her desk (R-SAN-2)
// penalizes nobody and the PP change of her desk turn is the end of the
// week alone.
func weekStage(t *testing.T) stage {
	t.Helper()
	st := staged(newScene(t, Yellow, Blue, Red))
	for _, c := range []Color{Yellow, Blue, Red} {
		st.measure(c, Administration, 3)
	}
	return st
}

// R-WK-1, R-SAN-4 (Administration): for each car in a player's garages,
// +1 PP per part on that model's upgrade spaces, whoever put it there, and
// +1 PP per Tested Design of that model, the player's own Upgraded Designs
// of a model they have a car of.
func TestWeekScoring(t *testing.T) {
	cases := []struct {
		name string
		set  func(st stage)
		want map[Color]int
	}{
		{"parts on the model's upgrade spaces, whoever put them", func(st stage) {
			st.park(Yellow, Truck)
			st.upgraded(Blue, designOf(Truck, Battery))
			st.onUpgradeSpace(Truck, Battery)
			st.upgraded(Red, designOf(Truck, Body))
			st.onUpgradeSpace(Truck, Body)
		}, map[Color]int{Yellow: 2}},
		{"a Tested Design adds 1", func(st stage) {
			st.park(Yellow, Truck)
			st.upgraded(Yellow, designOf(Truck, Motor))
			st.onUpgradeSpace(Truck, Motor)
		}, map[Color]int{Yellow: 2}},
		{"an Upgraded Design of a model without a car is not Tested", func(st stage) {
			st.park(Yellow, Truck)
			st.upgraded(Yellow, designOf(SUV, Motor))
			st.onUpgradeSpace(SUV, Motor)
		}, map[Color]int{}},
		{"two cars of a model count twice", func(st stage) {
			st.park(Yellow, Truck)
			st.park(Yellow, Truck)
			st.upgraded(Yellow, designOf(Truck, Motor))
			st.onUpgradeSpace(Truck, Motor)
			st.onUpgradeSpace(Truck, Battery)
		}, map[Color]int{Yellow: 6}},
		{"a double-upgraded Design is a Tested Design", func(st stage) {
			st.park(Yellow, City)
			st.upgraded(Yellow, designOf(City, Electronics))
			st.sc.p(Yellow).double = int8(designOf(City, Electronics))
			st.onUpgradeSpace(City, Electronics)
		}, map[Color]int{Yellow: 2}},
		{"no car, no score", func(st stage) {
			st.upgraded(Yellow, designOf(Truck, Motor))
			st.onUpgradeSpace(Truck, Motor)
		}, map[Color]int{}},
		{"several players and models", func(st stage) {
			st.park(Yellow, Truck)
			st.park(Yellow, City)
			st.park(Yellow, Truck)
			st.upgraded(Yellow, designOf(Truck, Motor))
			st.onUpgradeSpace(Truck, Motor)
			st.upgraded(Yellow, designOf(SUV, Autopilot))
			st.onUpgradeSpace(SUV, Autopilot)
			st.upgraded(Blue, designOf(Truck, Battery))
			st.onUpgradeSpace(Truck, Battery)
			st.park(Red, City)
			st.upgraded(Red, designOf(City, Body))
			st.onUpgradeSpace(City, Body)
		}, map[Color]int{
			Yellow: 2*(2+1) + (1 + 0), // each Truck: 2 parts, 1 Tested; the City: 1 part
			Red:    1 + 1,
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := weekStage(t)
			tc.set(st)
			before := st.pps()

			evs := st.sandraWorks(Administration)

			require.Empty(t, evaluations(evs), "the set-up meant Sandra to penalize nobody")
			scored := map[Color]int{}
			for _, e := range find(evs, EvWeekScored) {
				scored[e.Player] += int(e.N)
			}
			after := st.pps()
			for _, c := range []Color{Yellow, Blue, Red} {
				require.Equal(t, tc.want[c], scored[c], "%v's end-of-week score", c)
				require.Equal(t, before[c]+tc.want[c], after[c], "%v's PP", c)
			}
		})
	}
}

// R-WK-2: after scoring the Week marker advances, unless it is on 3; the
// week is still scored with the marker on 3, at every desk turn from day 2.
func TestWeekMarker(t *testing.T) {
	cases := []struct {
		week, day int
		want      int
	}{
		{0, 2, 1},
		{1, 6, 2},
		{2, 10, 3},
		{components.WeekMax, 14, components.WeekMax},
		{components.WeekMax, 18, components.WeekMax},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("week %d, day %d", tc.week, tc.day), func(t *testing.T) {
			st := weekStage(t)
			sc := st.sc
			st.park(Yellow, Truck)
			st.onUpgradeSpace(Truck, Motor)
			sc.s.week = uint8(tc.week)
			before := sc.board(Yellow).PP

			evs := st.sandraWorksOn(Administration, tc.day)

			require.Equal(t, tc.want, sc.s.Week(), "the Week marker")
			scored := find(evs, EvWeekScored)
			require.Len(t, scored, 1, "the week is scored")
			require.Equal(t, before+1, sc.board(Yellow).PP)
			advanced := find(evs, EvWeekAdvanced)
			if tc.week == components.WeekMax {
				require.Empty(t, advanced, "the Week marker stays on %d", components.WeekMax)
				return
			}
			require.Len(t, advanced, 1)
			require.Equal(t, int16(tc.want), advanced[0].N)
			ks := kinds(evs)
			require.Less(t, slices.Index(ks, EvWeekScored), slices.Index(ks, EvWeekAdvanced), "scoring comes first")
		})
	}
}
