package kanban

import (
	"fmt"
	"slices"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// Position helpers for Performance Goal counts and final scoring. They move
// pieces between the supply, the table and the boards, so that the totals
// the invariants check stay as they were.

// glDesign returns the Design tile of model m showing part.
func glDesign(t *testing.T, m Model, part Part) int {
	t.Helper()
	for d, tile := range components.Designs {
		if tile.Model == m && tile.HasPart && tile.Part == part {
			return d
		}
	}
	t.Fatalf("no %v Design with %v", m, part)
	return -1
}

// glBlankDesign returns the Design tile of model m without a part.
func glBlankDesign(t *testing.T, m Model) int {
	t.Helper()
	for d, tile := range components.Designs {
		if tile.Model == m && !tile.HasPart {
			return d
		}
	}
	t.Fatalf("no %v Design without a part", m)
	return -1
}

// glLift takes Design d off wherever it lies.
func glLift(sc *scene, d int) {
	sc.t.Helper()
	sc.liftDesign(d)
}

// glUpgraded makes Designs c's Upgraded Designs.
func glUpgraded(sc *scene, c Color, ds ...int) {
	sc.t.Helper()
	for _, d := range ds {
		glLift(sc, d)
		sc.p(c).upgraded = sc.p(c).upgraded.with(d)
	}
}

// glDesk puts Designs on c's desk, blueprint side.
func glDesk(sc *scene, c Color, ds ...int) {
	sc.t.Helper()
	for _, d := range ds {
		glLift(sc, d)
		sc.p(c).desk = sc.p(c).desk.with(d)
	}
	require.GreaterOrEqual(sc.t, sc.s.deskFree(sc.seat(c)), 0, "%v's desk overflows", c)
}

// glPark moves cars from the supply into c's first empty open garages.
func glPark(sc *scene, c Color, models ...Model) {
	sc.t.Helper()
	seat := sc.seat(c)
	for _, m := range models {
		require.Positive(sc.t, sc.s.board.cars[m], "no %v car in the supply", m)
		g := -1
		for i := range components.Garages {
			if sc.s.garageOpen(seat, i) && sc.p(c).garages[i] == empty {
				g = i
				break
			}
		}
		require.GreaterOrEqual(sc.t, g, 0, "%v has no empty open garage", c)
		sc.s.board.cars[m]--
		sc.p(c).garages[g] = int8(m)
	}
}

// glTrain puts c's disc on space of d's track, arriving at stamp (a higher
// stamp lies on top of a shared space, R-TRN-1).
func glTrain(sc *scene, c Color, d Department, space int, stamp uint32) {
	sc.p(c).train[d] = uint8(space)
	sc.p(c).stamp[d] = stamp
}

// glBooks moves n Books from the supply to c.
func glBooks(sc *scene, c Color, n int) {
	sc.t.Helper()
	require.GreaterOrEqual(sc.t, int(sc.s.board.books), n, "Books in the supply")
	sc.s.board.books -= uint8(n)
	sc.p(c).books += uint8(n)
}

// glVouchers moves n Parts Vouchers from the supply to c.
func glVouchers(sc *scene, c Color, n int) {
	sc.t.Helper()
	require.GreaterOrEqual(sc.t, int(sc.s.board.vouchers), n, "Vouchers in the supply")
	sc.s.board.vouchers -= uint8(n)
	sc.p(c).vouchers += uint8(n)
}

// glStore moves parts from the supply into c's storage.
func glStore(sc *scene, c Color, parts ...Part) {
	sc.t.Helper()
	for _, part := range parts {
		require.Positive(sc.t, sc.s.board.supply[part], "no %v in the supply", part)
		sc.s.board.supply[part]--
		sc.p(c).parts[part]++
	}
	require.GreaterOrEqual(sc.t, sc.s.storageFree(sc.seat(c)), 0, "%v's storage overflows", c)
}

// glAward gives c an Award tile from d's face-down stack.
func glAward(sc *scene, c Color, d Department) {
	sc.t.Helper()
	pile := &sc.s.board.awards[d]
	require.Positive(sc.t, pile.len(), "no Award tile left on the %v track", d)
	sc.p(c).awards[d] = int8(pile.pop())
}

// glValueSpace returns the first space of the Upgrade Value track whose value
// is at least (atLeast) or below (!atLeast) v.
func glValueSpace(t *testing.T, v int, atLeast bool) uint8 {
	t.Helper()
	for sp, val := range components.UpgradeValues {
		if (int(val) >= v) == atLeast {
			return uint8(sp)
		}
	}
	t.Fatalf("no Upgrade Value space with a value %v %d", map[bool]string{true: ">=", false: "<"}[atLeast], v)
	return 0
}

// glBlank empties c's board of everything a Performance Goal or a Final
// Goal counts, putting the pieces back where they came from: cars to the
// supply, Designs to the bottom of the Central stack, parts, Books and
// Vouchers to the supply, Award tiles to their stacks; discs back to the
// start, no Banked Shift, no Speech token on a Speech space, no Factory Goal
// token taken.
func glBlank(sc *scene, c Color) {
	sc.t.Helper()
	b := &sc.s.board
	p := sc.p(c)
	for g, m := range p.garages {
		if m != empty {
			b.cars[m]++
			p.garages[g] = empty
		}
	}
	for d := range components.NumDesigns {
		if p.desk.has(d) || p.upgraded.has(d) {
			b.stacks[centralStack].pushBottom(uint8(d))
		}
	}
	p.desk, p.upgraded, p.double = 0, 0, empty
	for part, n := range p.parts {
		b.supply[part] += n
		p.parts[part] = 0
	}
	b.books += p.books
	b.vouchers += p.vouchers
	p.books, p.vouchers, p.banked = 0, 0, 0
	p.speech, p.generic = 0, 0
	for d := range p.train {
		p.train[d], p.stamp[d] = 0, 0
	}
	for d, a := range p.awards {
		if a != empty {
			b.awards[d].push(uint8(a))
			p.awards[d] = empty
		}
	}
	p.fgTaken = 0
}

// glScene sets up three players after orientation, each with a blank board.
func glScene(t *testing.T) *scene {
	t.Helper()
	sc := newScene(t, Yellow, Blue, Red)
	sc.orient()
	for _, c := range sc.s.Players() {
		glBlank(sc, c)
	}
	require.Empty(t, invariants(&sc.s), "the blank position breaks an invariant")
	return sc
}

// glCase is a position for one Performance Goal measure: set builds it for
// Yellow (the others being there to be ignored) and returns what Yellow's
// count must be.
type glCase struct {
	name string
	set  func(t *testing.T, sc *scene) int
}

// glCases lists positions for every measure a Performance Goal card can
// have.
func glCases() map[components.GoalMeasure][]glCase {
	certs := func(t *testing.T, sc *scene) int {
		glTrain(sc, Yellow, RnD, components.TrackCertified, 1)
		glTrain(sc, Yellow, Logistics, components.TrackExpert, 2)
		glTrain(sc, Yellow, Design, components.TrackCertified-1, 3)
		glTrain(sc, Yellow, Administration, components.TrackCertified+1, 4)
		glTrain(sc, Blue, Assembly, components.TrackExpert, 5) // Blue's, not Yellow's
		return 3
	}
	training := func(d Department) []glCase {
		return []glCase{
			{"never moved", func(t *testing.T, sc *scene) int {
				for other := range Department(components.NumDepartments) {
					if other != d {
						glTrain(sc, Yellow, other, components.TrackExpert, uint32(other)+1)
					}
				}
				return 0
			}},
			{"steps up the track", func(t *testing.T, sc *scene) int {
				for other := range Department(components.NumDepartments) {
					glTrain(sc, Yellow, other, components.TrackStart+1, uint32(other)+1)
				}
				glTrain(sc, Yellow, d, components.TrackCertified+1, 10)
				glTrain(sc, Blue, d, components.TrackExpert, 11)
				return components.TrackCertified + 1
			}},
			{"at the end", func(t *testing.T, sc *scene) int {
				glTrain(sc, Yellow, d, components.TrackExpert, 10)
				return components.TrackExpert
			}},
		}
	}
	upgradedWith := func(a, b Part) []glCase {
		return []glCase{{"Upgraded Designs with either part, of any model", func(t *testing.T, sc *scene) int {
			others := []Part{}
			for part := range Part(components.NumParts) {
				if part != a && part != b {
					others = append(others, part)
				}
			}
			glUpgraded(sc, Yellow,
				glDesign(t, Truck, a), glDesign(t, City, a), glDesign(t, Concept, b), // counted
				glDesign(t, Truck, others[0]), glDesign(t, SUV, others[1])) // other parts
			glDesk(sc, Yellow, glDesign(t, Sports, a)) // not upgraded
			glUpgraded(sc, Blue, glDesign(t, Sports, b))
			sc.p(Yellow).double = int8(glDesign(t, Concept, b)) // still an Upgraded Design
			return 3
		}}}
	}
	return map[components.GoalMeasure][]glCase{
		components.MeasureCars: {{"cars in garages", func(t *testing.T, sc *scene) int {
			glPark(sc, Yellow, City, Truck, Truck)
			glPark(sc, Blue, Concept)
			return 3
		}}},
		components.MeasureGarageModels: {{"different models", func(t *testing.T, sc *scene) int {
			glPark(sc, Yellow, City, Truck, Truck, Concept)
			glPark(sc, Blue, SUV)
			return 3
		}}},
		components.MeasureSmallCars: {{"City and SUV cars", func(t *testing.T, sc *scene) int {
			glPark(sc, Yellow, City, SUV, SUV, Truck)
			glPark(sc, Blue, City)
			return 3
		}}},
		components.MeasureBigCars: {{"Truck, Sports and Concept cars", func(t *testing.T, sc *scene) int {
			glPark(sc, Yellow, City, Truck, Sports, Concept)
			glPark(sc, Blue, Truck)
			return 3
		}}},
		components.MeasureUpgradedDesigns: {{"Upgraded Designs, the double-upgraded one included", func(t *testing.T, sc *scene) int {
			glUpgraded(sc, Yellow, glDesign(t, City, Motor), glDesign(t, Truck, Body), glDesign(t, Concept, Battery))
			sc.p(Yellow).double = int8(glDesign(t, Concept, Battery))
			glDesk(sc, Yellow, glDesign(t, SUV, Motor)) // blueprint side
			glUpgraded(sc, Blue, glDesign(t, Sports, Motor))
			return 3
		}}},
		components.MeasureTestedDesigns: {{"Upgraded Designs of a model in a garage", func(t *testing.T, sc *scene) int {
			glPark(sc, Yellow, Truck, Truck, SUV)
			glUpgraded(sc, Yellow, glDesign(t, Truck, Motor), glDesign(t, Truck, Body), glDesign(t, SUV, Battery))
			glUpgraded(sc, Yellow, glDesign(t, City, Motor)) // no City car
			glDesk(sc, Yellow, glDesign(t, Truck, Battery))  // not upgraded
			glPark(sc, Blue, City)                           // Blue's City car tests nothing of Yellow's
			return 3
		}}},
		components.MeasureCertifications:  {{"tracks past the certification arrow", certs}},
		components.MeasureTracksCertified: {{"tracks past the certification arrow", certs}},
		components.MeasureExperts: {{"tracks at the final space", func(t *testing.T, sc *scene) int {
			glTrain(sc, Yellow, RnD, components.TrackExpert, 1)
			glTrain(sc, Yellow, Design, components.TrackExpert, 2)
			glTrain(sc, Yellow, Assembly, components.TrackExpert-1, 3)
			glTrain(sc, Blue, Logistics, components.TrackExpert, 4)
			return 2
		}}},
		components.MeasureRnDTraining:       training(RnD),
		components.MeasureAssemblyTraining:  training(Assembly),
		components.MeasureLogisticsTraining: training(Logistics),
		components.MeasureDesignTraining:    training(Design),
		components.MeasureAdminTraining:     training(Administration),
		components.MeasureTracksLed: {{"the most advanced, the later arrival ahead on a shared space", func(t *testing.T, sc *scene) int {
			// R&D: Yellow alone ahead.
			glTrain(sc, Yellow, RnD, 2, 10)
			glTrain(sc, Blue, RnD, 1, 11)
			// Assembly: shared with Blue, Yellow arrived later: Yellow leads.
			glTrain(sc, Blue, Assembly, 3, 12)
			glTrain(sc, Yellow, Assembly, 3, 13)
			// Logistics: shared with Red, Red arrived later: Red leads.
			glTrain(sc, Yellow, Logistics, 2, 14)
			glTrain(sc, Red, Logistics, 2, 15)
			// Design: nobody moved.
			// Administration: Red ahead.
			glTrain(sc, Yellow, Administration, 1, 16)
			glTrain(sc, Red, Administration, 4, 17)
			return 2
		}}, {"nobody else moved", func(t *testing.T, sc *scene) int {
			glTrain(sc, Yellow, RnD, 1, 10)
			glTrain(sc, Yellow, Design, 1, 11)
			glTrain(sc, Yellow, Logistics, 1, 12)
			return 3
		}}},
		components.MeasureDoubleUpgrade: {{"used", func(t *testing.T, sc *scene) int {
			glUpgraded(sc, Yellow, glDesign(t, City, Motor), glDesign(t, SUV, Body))
			sc.p(Yellow).double = int8(glDesign(t, SUV, Body))
			return 1
		}}, {"not used, with Upgraded Designs", func(t *testing.T, sc *scene) int {
			glUpgraded(sc, Yellow, glDesign(t, City, Motor), glDesign(t, SUV, Body))
			glUpgraded(sc, Blue, glDesign(t, Truck, Body))
			sc.p(Blue).double = int8(glDesign(t, Truck, Body))
			return 0
		}}},
		components.MeasureBooks: {{"Books", func(t *testing.T, sc *scene) int {
			glBooks(sc, Yellow, 3)
			glBooks(sc, Blue, 1)
			return 3
		}}},
		components.MeasureVouchers: {{"Parts Vouchers", func(t *testing.T, sc *scene) int {
			glVouchers(sc, Yellow, 2)
			glVouchers(sc, Blue, 1)
			return 2
		}}},
		components.MeasureBankedPairs: {{"an odd number of Banked Shifts", func(t *testing.T, sc *scene) int {
			sc.p(Yellow).banked = 5
			sc.p(Blue).banked = 8
			return 2
		}}, {"an even number", func(t *testing.T, sc *scene) int {
			sc.p(Yellow).banked = 6
			return 3
		}}, {"one", func(t *testing.T, sc *scene) int {
			sc.p(Yellow).banked = 1
			return 0
		}}},
		components.MeasureSpeechTokens: {{"own tokens on Speech spaces", func(t *testing.T, sc *scene) int {
			sc.p(Yellow).speech = 3 // 2 beside the board
			sc.p(Blue).speech = 4
			return 3
		}}, {"Generic tokens beside the board are not on it (R-SPK-1)", func(t *testing.T, sc *scene) int {
			sc.p(Yellow).speech = components.SpeechSpaces // every space taken
			sc.p(Yellow).generic = 2
			return components.SpeechSpaces
		}}},
		components.MeasureStoredParts: {{"part cubes in storage", func(t *testing.T, sc *scene) int {
			glStore(sc, Yellow, Motor, Motor, Body)
			glVouchers(sc, Yellow, 1) // a Voucher is not stored
			glStore(sc, Blue, Battery)
			return 3
		}}},
		components.MeasureDeskDesigns: {{"Designs on the desk", func(t *testing.T, sc *scene) int {
			glDesk(sc, Yellow, glDesign(t, City, Motor), glBlankDesign(t, SUV), glDesign(t, Concept, Body))
			glUpgraded(sc, Yellow, glDesign(t, Truck, Motor)) // flipped
			glDesk(sc, Blue, glDesign(t, Sports, Motor))
			return 3
		}}},
		components.MeasureAwards: {{"Award tiles kept", func(t *testing.T, sc *scene) int {
			glAward(sc, Yellow, RnD)
			glAward(sc, Yellow, Design)
			glAward(sc, Blue, Assembly)
			return 2
		}}},
		components.MeasureFactoryGoals: {{"Factory Goal tokens taken", func(t *testing.T, sc *scene) int {
			sc.p(Yellow).fgTaken = 1<<0 | 1<<3 | 1<<5
			sc.p(Blue).fgTaken = 1 << 1
			return 3
		}}},
		components.MeasureMotorBattery:         upgradedWith(Motor, Battery),
		components.MeasureAutopilotElectronics: upgradedWith(Autopilot, Electronics),
		components.MeasureBodyDrivetrain:       upgradedWith(Body, Drivetrain),
		components.MeasureUpgradedModels: {{"models with an Upgraded Design", func(t *testing.T, sc *scene) int {
			glUpgraded(sc, Yellow, glDesign(t, Truck, Motor), glDesign(t, Truck, Body), glDesign(t, City, Battery))
			glDesk(sc, Yellow, glDesign(t, SUV, Motor)) // not upgraded
			glUpgraded(sc, Blue, glDesign(t, Concept, Motor))
			return 2
		}}},
		components.MeasureBlankDesigns: {{"Designs without a part on the desk", func(t *testing.T, sc *scene) int {
			glDesk(sc, Yellow, glBlankDesign(t, City), glBlankDesign(t, Concept), glDesign(t, Truck, Motor))
			glDesk(sc, Blue, glBlankDesign(t, SUV))
			return 2
		}}},
		components.MeasureEmptyGarage: {{"one empty garage left", func(t *testing.T, sc *scene) int {
			glPark(sc, Yellow, City, SUV, Truck) // the padlocked 5th garage is locked
			return 1
		}}, {"no empty garage", func(t *testing.T, sc *scene) int {
			glPark(sc, Yellow, City, SUV, Truck, Truck)
			return 1
		}}, {"two empty garages", func(t *testing.T, sc *scene) int {
			glPark(sc, Yellow, City, SUV)
			glPark(sc, Blue, City, SUV, Truck, Truck)
			return 0
		}}, {"the 5th garage open and empty", func(t *testing.T, sc *scene) int {
			glTrain(sc, Yellow, Assembly, components.TrackCertified, 1)
			glPark(sc, Yellow, City, SUV, Truck, Truck)
			return 1
		}}, {"the 5th garage open, two empty", func(t *testing.T, sc *scene) int {
			glTrain(sc, Yellow, Assembly, components.TrackCertified, 1)
			glPark(sc, Yellow, City, SUV, Truck)
			return 0
		}}},
		components.MeasureValuableTested: {{"Tested Designs whose part is valuable", func(t *testing.T, sc *scene) int {
			hi := glValueSpace(t, components.ValuableTestedMin, true)
			lo := glValueSpace(t, components.ValuableTestedMin, false)
			b := &sc.s.board
			b.value[Motor], b.value[Battery], b.value[Body] = hi, hi, lo
			glPark(sc, Yellow, Truck)
			glUpgraded(sc, Yellow,
				glDesign(t, Truck, Motor), glDesign(t, Truck, Battery), // Tested, valuable
				glDesign(t, Truck, Body), // Tested, not valuable
				glDesign(t, City, Motor)) // valuable, not Tested
			return 2
		}}, {"the value just below", func(t *testing.T, sc *scene) int {
			lo := glValueSpace(t, components.ValuableTestedMin, true) - 1
			require.Less(t, int(components.UpgradeValues[lo]), components.ValuableTestedMin)
			sc.s.board.value[Motor] = lo
			glPark(sc, Yellow, Truck)
			glUpgraded(sc, Yellow, glDesign(t, Truck, Motor))
			return 0
		}}},
		components.MeasureDemandCars: {{"cars of the face-up Demand tiles' models", func(t *testing.T, sc *scene) int {
			var shown []Model
			for _, d := range sc.s.board.demand {
				shown = append(shown, components.DemandTiles[d.tile].Model)
			}
			var other Model
			for m := range Model(components.NumModels) {
				if !slices.Contains(shown, m) {
					other = m
					break
				}
			}
			glPark(sc, Yellow, shown[0], shown[1], shown[1], other)
			glPark(sc, Blue, shown[0])
			return 3
		}}},
	}
}

// R-MTG-3: a Speech token on a Performance Goal scores the goal's PP once
// per time the speaker meets the goal; goalCount is that count, for every
// one of the 32 cards' measures. Each position is built from a blank board,
// where every measure counts 0.
func TestGoalCount(t *testing.T) {
	cases := glCases()
	for card, goal := range components.Goals {
		list := cases[goal.Measure]
		require.NotEmpty(t, list, "Performance Goal %d (measure %d) has no test case", card, goal.Measure)
		for _, tc := range list {
			t.Run(fmt.Sprintf("card %d/%s", card, tc.name), func(t *testing.T) {
				sc := glScene(t)
				seat := sc.seat(Yellow)
				require.Zero(t, sc.s.goalCount(seat, goal.Measure), "a blank board meets nothing")
				want := tc.set(t, sc)
				require.Empty(t, invariants(&sc.s), "the position breaks an invariant")
				require.Equal(t, want, sc.s.goalCount(seat, goal.Measure))
			})
		}
	}
}

// R-MTG-3: a blank board counts 0 for every measure, for every player.
func TestGoalCountBlank(t *testing.T) {
	sc := glScene(t)
	for _, c := range sc.s.Players() {
		for m := range components.GoalMeasure(components.NumGoalMeasures) {
			require.Zero(t, sc.s.goalCount(sc.seat(c), m), "%v, measure %d", c, m)
		}
	}
}

// glPutInRoom puts Performance Goal card g on meeting-room place, swapping it
// with the card that was there, wherever g was (deck, discards, a hand).
func glPutInRoom(sc *scene, place int, g int) {
	sc.t.Helper()
	b := &sc.s.board
	old := b.room[place]
	if int(old) == g {
		return
	}
	for i, r := range b.room {
		if int(r) == g {
			b.room[i], b.room[place] = old, int8(g)
			return
		}
	}
	for _, pl := range []*pile{&b.goalDeck, &b.goalDiscard} {
		for i, x := range pl.items() {
			if int(x) == g {
				pl.t[i] = uint8(old)
				b.room[place] = int8(g)
				return
			}
		}
	}
	for seat := range sc.s.players[:sc.s.nPlayers] {
		p := &sc.s.players[seat]
		if p.goals&(1<<g) != 0 {
			p.goals = p.goals&^(1<<g) | 1<<old
			b.room[place] = int8(g)
			return
		}
	}
	sc.t.Fatalf("Performance Goal %d is nowhere", g)
}

// R-MTG-3, R-SPK-1: in a real Meeting, a token placed on a goal in the
// meeting room takes its highest-numbered empty icon and scores the goal's
// PP times the speaker's count, capped by the icon's number; a token can be
// placed for 0 PP.
func TestGoalTokenInMeeting(t *testing.T) {
	g := -1
	for card, goal := range components.Goals {
		if goal.Measure == components.MeasureCars {
			g = card
			break
		}
	}
	require.GreaterOrEqual(t, g, 0, "no Performance Goal counts cars")
	goal := components.Goals[g]
	icons := slices.Clone(goal.Icons[:])
	slices.Sort(icons)
	slices.Reverse(icons) // the order tokens fill them

	sc := newScene(t, Yellow, Blue, Red)
	sc.orient()
	for _, c := range sc.s.Players() {
		glBlank(sc, c)
		sc.p(c).speech = 1
	}
	glPutInRoom(sc, 0, g)
	sc.s.meeting = true
	sc.s.sandra = int8(WorkstationOf(RnD, false)) // she has worked already
	sc.workAt(Yellow, WorkstationOf(Design, true), 2)
	require.Empty(t, invariants(&sc.s))
	evs := sc.do(EndTurn(Yellow))
	require.Len(t, find(evs, EvMeetingStarted), 1)
	require.Equal(t, DecideSpeak, sc.s.Next().Kind)

	// Each speaker in turn: how many cars they have, what they score.
	counts := []int{int(icons[0]) + 1, int(icons[1]) + 1, 0}
	for i, cars := range counts {
		c := sc.s.Next().Player
		models := make([]Model, cars)
		for k := range models {
			models[k] = Model(k % components.NumModels)
		}
		glPark(sc, c, models...)
		require.Equal(t, cars, sc.s.goalCount(sc.seat(c), components.MeasureCars))
		before := sc.board(c).PP
		want := min(cars, int(icons[i])) * int(goal.PP)

		evs := sc.do(Speak(c, NoGoal, GoalCard(g)))

		spoke := find(evs, EvSpoke)
		require.Len(t, spoke, 1)
		require.Equal(t, int(icons[i]), int(goal.Icons[spoke[0].Space]), "the highest-numbered empty icon")
		require.Equal(t, want, int(spoke[0].N), "%v's token", c)
		require.Equal(t, before+want, sc.board(c).PP)
		require.Zero(t, sc.board(c).Speech, "the token left its Speech space")
	}
}
