package kanban

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban/components"
)

// seatings are the accepted player counts (R-SET-1), in seating orders that
// do not follow the colour order, so that a seat is never mistaken for a
// colour.
var seatings = [][]Color{
	{Purple, Yellow},
	{Red, Blue, Yellow},
	{Blue, Red, Yellow, Purple},
}

// setupSeeds are the seeds the setup tests deal from.
var setupSeeds = []uint64{1, 2, 3, 42, 1<<40 + 7}

// configOf returns the configuration for the colours given, in seating
// order.
func configOf(seed uint64, colors ...Color) Config {
	cfg := Config{Seed: seed}
	for _, c := range colors {
		cfg.Players = append(cfg.Players, PlayerConfig{Color: c})
	}
	return cfg
}

// startScene sets up a game from a configuration.
func startScene(t *testing.T, cfg Config) *scene {
	t.Helper()
	s, evs, err := New(cfg)
	require.NoError(t, err)
	require.Len(t, evs, 1)
	return &scene{t: t, s: s, events: evs}
}

// setupOf returns the setup event's payload.
func setupOf(sc *scene) *Setup {
	sc.t.Helper()
	require.Equal(sc.t, EvStarted, sc.events[0].Kind)
	require.NotNil(sc.t, sc.events[0].Setup)
	return sc.events[0].Setup
}

// eachSetup runs f on a fresh game for every accepted player count and every
// setup seed.
func eachSetup(t *testing.T, f func(t *testing.T, sc *scene, colors []Color)) {
	for _, colors := range seatings {
		for _, seed := range setupSeeds {
			t.Run(fmt.Sprintf("%dp/seed%d", len(colors), seed), func(t *testing.T) {
				f(t, startScene(t, configOf(seed, colors...)), colors)
			})
		}
	}
}

// playSpots plays the starting spots of orientation, each player taking the
// first empty one.
func playSpots(sc *scene) {
	sc.t.Helper()
	for sc.s.Next().Kind == DecideStartSpot {
		sc.do(sc.s.LegalActions()[0])
	}
}

// availablePart returns a part type whose warehouse is not empty and, with
// notInPool, that is not in the Recycling pool.
func availablePart(sc *scene, notInPool bool) Part {
	sc.t.Helper()
	for p, n := range sc.s.Warehouses() {
		if n > 0 && !(notInPool && slices.Contains(sc.s.RecyclingPool(), Part(p))) {
			return Part(p)
		}
	}
	sc.t.Fatal("no part to take")
	return 0
}

// placeMarker sets a player's training so that they hold certs
// certifications (the first departments in board order) and puts their
// Certification marker on space of that section.
func placeMarker(sc *scene, c Color, certs int, space int8) {
	p := sc.p(c)
	for d := range p.train {
		p.train[d] = components.TrackStart
		if d < certs {
			p.train[d] = components.TrackCertified
		}
	}
	p.certSpace = space
}

// --- R-SET-1 ---

// R-SET-1: 2, 3 and 4 players are accepted, seated as configured; the
// Factory Goal tokens (R-SET-4) and the Award tiles per track (R-SET-12)
// follow the player count, the rest of the table does not; spare starting
// spots stay empty.
func TestSetupPlayerCounts(t *testing.T) {
	tokens := map[int][]int{}
	awards := map[int]int{}
	for _, colors := range seatings {
		n := len(colors)
		t.Run(fmt.Sprintf("%d players", n), func(t *testing.T) {
			sc := startScene(t, configOf(1, colors...))
			require.Equal(t, colors, sc.s.Players())

			for i, f := range sc.s.FactoryGoals() {
				require.Equal(t, int(components.FactoryGoalTokens[n][i%components.FactoryGoalsDrawn]), f.Tokens, "Factory Goal place %d", i)
				tokens[n] = append(tokens[n], f.Tokens)
			}
			for d := range Department(components.NumDepartments) {
				tiles, token := sc.s.AwardStack(d)
				require.Equal(t, int(components.AwardsPerTrack[n]), tiles, "%v Award stack", d)
				require.True(t, token)
				awards[n] = tiles
			}

			// Not dependent on the player count.
			for r := range components.DisplayRows {
				for c := range components.DisplayColumns {
					require.NotEqual(t, NoDesign, sc.s.Display()[r][c])
				}
			}
			for _, st := range []DesignSource{CentralStack, OfficeTopStack, OfficeBottomStack} {
				_, size := sc.s.DesignStack(st)
				require.Equal(t, components.DesignStackSize, size)
			}
			require.Len(t, sc.s.RecyclingPool(), components.RecyclingPool)
			_, stack := sc.s.Demand()
			require.Equal(t, len(components.DemandTiles)-components.DemandFaceUp, stack)
			pace, queue := sc.s.TestTrack()
			require.Equal(t, int(components.FourPlayerTestTrack.Striped[components.PaceCarStart]), pace)
			require.Empty(t, queue)

			// Spare starting spots stay empty.
			sc.orient()
			var spots []int
			for _, c := range colors {
				b := sc.board(c)
				require.Zero(t, b.Certifications)
				require.GreaterOrEqual(t, b.CertSpace, 0)
				spots = append(spots, b.CertSpace)
			}
			slices.Sort(spots)
			require.Len(t, slices.Compact(spots), n, "each player on their own spot")
			require.LessOrEqual(t, n, components.CertSpaces, "no more players than starting spots")
		})
	}
	// The dependence is real: the counts differ where the rule says so.
	require.NotEqual(t, tokens[2], tokens[3])
	require.NotEqual(t, tokens[3], tokens[4])
	require.NotEqual(t, tokens[2], tokens[4])
	require.Equal(t, awards[2], awards[3], "2 and 3 players deal as many Award tiles")
	require.Less(t, awards[3], awards[4], "4 players deal more Award tiles")
}

// R-SET-1: fewer than 2 or more than 4 players, a colour used twice and a
// colour that does not exist are refused, naming R-SET-1, by New and by
// Replay.
func TestSetupRefusesBadConfig(t *testing.T) {
	cases := []struct {
		name   string
		colors []Color
	}{
		{"no player", nil},
		{"1 player", []Color{Red}},
		{"5 players", []Color{Yellow, Blue, Purple, Red, Yellow}},
		{"5 players, a 5th colour", []Color{Yellow, Blue, Purple, Red, Color(components.NumColors)}},
		{"duplicate colour, 2 players", []Color{Red, Red}},
		{"duplicate colour, 4 players", []Color{Yellow, Blue, Purple, Blue}},
		{"unknown colour", []Color{Yellow, Color(components.NumColors)}},
		{"no colour", []Color{NoColor, Blue, Red}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := configOf(1, c.colors...)
			s, evs, err := New(cfg)
			var re *RuleError
			require.True(t, errors.As(err, &re), "error %v is not a *RuleError", err)
			require.Equal(t, "R-SET-1", re.Rule)
			require.NotEmpty(t, re.Reason)
			require.Empty(t, evs)
			require.Empty(t, cmp.Diff(GameState{}, s, stateCmp))

			_, err = Replay([]Event{{Seq: 1, Action: -1, Kind: EvStarted, Player: NoColor,
				Setup: &Setup{Schema: SchemaVersion, Rules: components.Version, Config: cfg}}})
			require.True(t, errors.As(err, &re), "Replay error %v is not a *RuleError", err)
			require.Equal(t, "R-SET-1", re.Rule)
		})
	}
}

// --- R-SET-2 ---

// R-SET-2: the same configuration gives the same state and the same events,
// through setup and orientation; the generator lives in the state.
func TestSetupSameConfigSameGame(t *testing.T) {
	eachSetup(t, func(t *testing.T, a *scene, colors []Color) {
		cfg := configOf(a.s.seed, colors...)
		b := startScene(t, cfg)
		require.Empty(t, cmp.Diff(a.s, b.s, stateCmp))
		require.Empty(t, cmp.Diff(a.events, b.events))

		su := setupOf(a)
		require.Equal(t, cfg, su.Config)
		require.Equal(t, cfg.Seed, a.s.seed)
		require.Equal(t, GeneratorState{a.s.rng.Hi, a.s.rng.Lo}, su.RNG)

		a.orient()
		b.orient()
		require.Empty(t, cmp.Diff(a.s, b.s, stateCmp))
		require.Empty(t, cmp.Diff(a.events, b.events))
	})
}

// R-SET-2: different seeds give different setups.
func TestSetupSeedsDiffer(t *testing.T) {
	for _, colors := range seatings {
		var boards []board
		for _, seed := range setupSeeds {
			boards = append(boards, startScene(t, configOf(seed, colors...)).s.board)
		}
		for i := range boards {
			for j := range i {
				require.NotEmpty(t, cmp.Diff(boards[i], boards[j], stateCmp),
					"%d players: seeds %d and %d deal the same table", len(colors), setupSeeds[i], setupSeeds[j])
			}
		}
	}
}

// R-SET-2: replaying the setup event gives the same state, and the replay
// takes every outcome from the event, never from the generator.
func TestSetupReplay(t *testing.T) {
	eachSetup(t, func(t *testing.T, sc *scene, colors []Color) {
		s, err := Replay(sc.events)
		require.NoError(t, err)
		require.Empty(t, cmp.Diff(sc.s, s, stateCmp))

		sc.orient()
		s, err = Replay(sc.events)
		require.NoError(t, err)
		require.Empty(t, cmp.Diff(sc.s, s, stateCmp))
	})

	// R-ENG-5: an edited outcome is refused by Replay, which deals the
	// configuration again; the unchecked fold follows the event, not the
	// seed, and takes nothing from the generator.
	sc := startScene(t, configOf(1, seatings[1]...))
	su := *setupOf(sc)
	su.Designs = slices.Clone(su.Designs)
	su.Designs[0], su.Designs[1] = su.Designs[1], su.Designs[0]
	su.FinalGoal = (su.FinalGoal + 1) % components.NumFinalGoals
	ev := sc.events[0]
	ev.Setup = &su
	_, err := Replay([]Event{ev})
	var le *LogError
	require.ErrorAs(t, err, &le)
	require.Equal(t, 0, le.Index)
	require.ErrorContains(t, err, "not what its configuration deals")
	s, err := ReplayUnchecked([]Event{ev})
	require.NoError(t, err)
	want, got := sc.s.Display(), s.Display()
	require.Equal(t, want[0][1], got[0][0])
	require.Equal(t, want[0][0], got[0][1])
	require.Equal(t, su.FinalGoal, s.FinalGoal())
	require.NotEqual(t, sc.s.FinalGoal(), s.FinalGoal())
}

// --- R-SET-3 ---

// R-SET-3: the Recycling pool holds 3 parts of 3 different types, taken out
// of the supply, drawn at random.
func TestSetupRecyclingPool(t *testing.T) {
	pools := map[int][][]Part{}
	eachSetup(t, func(t *testing.T, sc *scene, colors []Color) {
		su := setupOf(sc)
		pool := sc.s.RecyclingPool()
		require.Len(t, pool, components.RecyclingPool)
		require.True(t, slices.IsSorted(pool))
		require.Len(t, slices.Compact(slices.Clone(pool)), components.RecyclingPool, "3 different types")
		require.ElementsMatch(t, su.Pool, pool)

		supply, warehouses := sc.s.Supply(), sc.s.Warehouses()
		for p := range Part(components.NumParts) {
			inPool := 0
			if slices.Contains(pool, p) {
				inPool = 1
			}
			require.Equal(t, components.PartsPerType-inPool-warehouses[p], supply.Parts[p], "%v supply", p)
		}
		pools[len(colors)] = append(pools[len(colors)], pool)
	})
	for n, ps := range pools {
		distinct := false
		for _, p := range ps[1:] {
			distinct = distinct || !slices.Equal(p, ps[0])
		}
		require.True(t, distinct, "%d players: every seed deals the same pool", n)
	}
}

// --- R-SET-4 ---

// R-SET-4: two Factory Goals of each kind, drawn at random, the easier
// first, with the player count's tokens on each.
func TestSetupFactoryGoals(t *testing.T) {
	drawn := map[int]map[[2]int]bool{}
	eachSetup(t, func(t *testing.T, sc *scene, colors []Color) {
		n := len(colors)
		su := setupOf(sc)
		tiles := sc.s.FactoryGoals()
		require.Len(t, su.FactoryGoals, components.NumFactoryGoalKinds*components.FactoryGoalsDrawn)
		for k := range components.NumFactoryGoalKinds {
			easy, hard := 2*k, 2*k+1
			for _, place := range []int{easy, hard} {
				idx := su.FactoryGoals[place]
				require.Equal(t, components.FactoryGoals[idx], tiles[place].FactoryGoal)
				require.Equal(t, components.FactoryGoalKind(k), tiles[place].Kind, "place %d", place)
				require.Equal(t, int(components.FactoryGoalTokens[n][place-easy]), tiles[place].Tokens, "place %d", place)
			}
			require.NotEqual(t, su.FactoryGoals[easy], su.FactoryGoals[hard], "two different tiles")
			require.Less(t, tiles[easy].Threshold, tiles[hard].Threshold, "the easier goal first")
			if drawn[k] == nil {
				drawn[k] = map[[2]int]bool{}
			}
			drawn[k][[2]int{su.FactoryGoals[easy], su.FactoryGoals[hard]}] = true
		}
		for seat := range colors {
			require.Zero(t, sc.s.players[seat].fgTaken)
		}
	})
	for k, pairs := range drawn {
		require.Greater(t, len(pairs), 1, "kind %d: always the same pair", k)
	}
}

// --- R-SET-5 ---

// R-SET-5: every part's Upgrade Value marker starts on the start space, not
// flipped; no upgrade space holds a part.
func TestSetupUpgradeValues(t *testing.T) {
	eachSetup(t, func(t *testing.T, sc *scene, _ []Color) {
		for p := range Part(components.NumParts) {
			space, value, doubled := sc.s.UpgradeValue(p)
			require.Zero(t, space, "%v marker", p)
			require.Equal(t, int(components.UpgradeValues[0]), value)
			require.False(t, doubled)
		}
		for m, row := range sc.s.UpgradeSpaces() {
			for i, p := range row {
				require.Equal(t, NoPart, p, "%v upgrade space %d", Model(m), i)
			}
		}
	})
}

// --- R-SET-6, R-SET-17 ---

// R-SET-6: the Pace Car on the first striped space, no car behind it, no
// Meeting scheduled, Production Cycle 0, Week 0. R-SET-17: every player
// count uses the 4-player Test track.
func TestSetupTestTrack(t *testing.T) {
	for n := 2; n <= components.NumColors; n++ {
		require.Equal(t, components.FourPlayerTestTrack, components.TestTracks[n], "R-SET-17: %d players", n)
	}
	eachSetup(t, func(t *testing.T, sc *scene, colors []Color) {
		track := components.TestTracks[len(colors)]
		pace, queue := sc.s.TestTrack()
		require.Equal(t, int(track.Striped[components.PaceCarStart]), pace)
		require.Equal(t, int(components.FourPlayerTestTrack.Striped[components.PaceCarStart]), pace, "R-SET-17")
		require.Empty(t, queue)
		require.False(t, sc.s.MeetingScheduled(), "a striped space at setup schedules nothing")
		require.Zero(t, sc.s.ProductionCycle())
		require.Zero(t, sc.s.Week())
		require.Zero(t, sc.s.Day())
		require.Empty(t, find(sc.events, EvMeetingScheduled))

		// Orientation does not move the Pace Car nor schedule a Meeting.
		sc.orient()
		pace2, queue2 := sc.s.TestTrack()
		require.Equal(t, pace, pace2)
		require.Empty(t, queue2)
		require.False(t, sc.s.MeetingScheduled())
	})
}

// --- R-SET-7 ---

// R-SET-7: 8 random Designs on the display, the other 27 in three stacks of
// 9, each Design once.
func TestSetupDesignDisplay(t *testing.T) {
	displays := map[int]map[[components.DisplayRows][components.DisplayColumns]DesignTile]bool{}
	eachSetup(t, func(t *testing.T, sc *scene, colors []Color) {
		su := setupOf(sc)
		display := sc.s.Display()
		var all []int
		for r := range components.DisplayRows {
			for c := range components.DisplayColumns {
				require.Equal(t, DesignTile(su.Designs[r*components.DisplayColumns+c]), display[r][c])
				all = append(all, int(display[r][c]))
			}
		}
		onDisplay := components.DisplayRows * components.DisplayColumns
		for i, st := range []DesignSource{CentralStack, OfficeTopStack, OfficeBottomStack} {
			top, size := sc.s.DesignStack(st)
			require.Equal(t, components.DesignStackSize, size)
			from := onDisplay + i*components.DesignStackSize
			want := su.Designs[from : from+components.DesignStackSize]
			require.Equal(t, DesignTile(want[0]), top, "%v top", st)
			var got []int
			for _, d := range sc.s.board.stacks[i].topFirst() {
				got = append(got, int(d))
			}
			require.Equal(t, want, got, "%v", st)
			all = append(all, got...)
		}
		require.Equal(t, onDisplay+components.DesignStacks*components.DesignStackSize, components.NumDesigns)
		slices.Sort(all)
		for i, d := range all {
			require.Equal(t, i, d, "each Design exactly once")
		}
		if displays[len(colors)] == nil {
			displays[len(colors)] = map[[components.DisplayRows][components.DisplayColumns]DesignTile]bool{}
		}
		displays[len(colors)][display] = true
	})
	for n, ds := range displays {
		require.Len(t, ds, len(setupSeeds), "%d players: two seeds deal the same display", n)
	}
}

// --- R-SET-8 ---

// R-SET-8: a car on each model's colour space and one on the plate
// downstream of it; the rest of the cars are the supply.
func TestSetupAssemblyLine(t *testing.T) {
	eachSetup(t, func(t *testing.T, sc *scene, _ []Color) {
		var want [components.NumConveyorSpaces]Model
		for i := range want {
			want[i] = NoModel
		}
		var plates []int8
		for m := range Model(components.NumModels) {
			start := components.ColourSpace(m)
			require.GreaterOrEqual(t, start, int8(0), "%v has a colour space", m)
			space := components.Conveyor[start]
			require.True(t, space.Start)
			require.Len(t, space.Next, 1)
			plate := space.Next[0].To
			require.False(t, components.Conveyor[plate].Start)
			want[start], want[plate] = m, m
			plates = append(plates, plate)
		}
		require.Equal(t, want, sc.s.Conveyor())
		require.ElementsMatch(t, []int8{components.A1, components.B1, components.C1, components.D1, components.E1}, plates)

		supply := sc.s.Supply()
		for m := range Model(components.NumModels) {
			onLine := 0
			for _, c := range sc.s.Conveyor() {
				if c == m {
					onLine++
				}
			}
			require.Equal(t, 2, onLine, "%v cars on the line", m)
			require.Equal(t, components.CarsPerModel-onLine, supply.Cars[m], "%v cars in the supply", m)
		}
	})
}

// --- R-SET-9 ---

// R-SET-9: the warehouses hold exactly the parts of the revealed Kanban
// card, two of its doubled part, and the card goes to the bottom of the
// deck.
func TestSetupWarehouses(t *testing.T) {
	eachSetup(t, func(t *testing.T, sc *scene, colors []Color) {
		n := len(colors)
		su := setupOf(sc)
		card := su.KanbanDeck[n*components.StartKanbanCards]
		var want [components.NumParts]int
		for _, p := range components.KanbanCards[card] {
			want[p]++
		}
		got := sc.s.Warehouses()
		require.Equal(t, want, got)

		doubled := slices.Index(want[:], 2)
		require.GreaterOrEqual(t, doubled, 0, "a Kanban card doubles one part")
		require.Equal(t, 2, got[doubled])
		require.Contains(t, got[:], 0, "a part missing from the card has an empty warehouse")

		deck := sc.s.board.kanbanDeck.items()
		require.Equal(t, uint8(card), deck[0], "the card at the bottom of the deck")
		kanban, _, _ := sc.s.Decks()
		require.Equal(t, components.NumKanbanCards-n*components.StartKanbanCards, kanban)
		for _, c := range colors {
			require.NotContains(t, sc.s.Hand(c).Kanban, card)
		}
	})
}

// --- R-SET-10 ---

// R-SET-10: two face-up Demand tiles, each with the tokens it shows, three
// in the face-down stack.
func TestSetupDemand(t *testing.T) {
	eachSetup(t, func(t *testing.T, sc *scene, _ []Color) {
		su := setupOf(sc)
		var tiles []int
		for i := range components.DemandTiles {
			tiles = append(tiles, i)
		}
		require.ElementsMatch(t, tiles, su.Demand)
		faceUp, stack := sc.s.Demand()
		for i, d := range faceUp {
			tile := components.DemandTiles[su.Demand[i]]
			require.Equal(t, tile.Model, d.Model)
			require.Equal(t, int(tile.Speech), d.Tokens)
		}
		require.NotEqual(t, faceUp[0].Model, faceUp[1].Model)
		require.Equal(t, len(components.DemandTiles)-components.DemandFaceUp, stack)
		var rest []int
		for _, d := range sc.s.board.demandStack.topFirst() {
			rest = append(rest, int(d))
		}
		require.Equal(t, su.Demand[components.DemandFaceUp:], rest)
	})
}

// --- R-SET-11 ---

// R-SET-11: 4 goals face up in the meeting room, a random Final Goal,
// Sandra at her desk.
func TestSetupAdministration(t *testing.T) {
	finals := map[int]bool{}
	eachSetup(t, func(t *testing.T, sc *scene, colors []Color) {
		n := len(colors)
		su := setupOf(sc)
		dealt := n * components.StartGoals
		room := sc.s.MeetingRoom()
		require.Equal(t, su.GoalDeck[dealt:dealt+components.MeetingRoomPlaces], room[:])
		for _, c := range colors {
			for _, g := range room {
				require.NotContains(t, sc.s.Hand(c).Goals, g)
			}
		}
		_, goals, discards := sc.s.Decks()
		require.Equal(t, components.NumGoals-dealt-components.MeetingRoomPlaces, goals)
		require.Zero(t, discards)

		require.Equal(t, su.FinalGoal, sc.s.FinalGoal())
		require.GreaterOrEqual(t, sc.s.FinalGoal(), 0)
		require.Less(t, sc.s.FinalGoal(), components.NumFinalGoals)
		finals[sc.s.FinalGoal()] = true

		require.Equal(t, NoWorkstation, sc.s.Sandra())
		for w, c := range sc.s.Workstations() {
			require.Equal(t, NoColor, c, "workstation %v", Workstation(w))
		}
	})
	require.Greater(t, len(finals), 1, "the Final Goal is drawn at random")
}

// --- R-SET-12 ---

// R-SET-12: 3 face-down Award tiles per track with 4 players, 2 with 2–3,
// one Generic Speech token on each stack; the rest of the tiles leave the
// game.
func TestSetupAwards(t *testing.T) {
	eachSetup(t, func(t *testing.T, sc *scene, colors []Color) {
		per := int(components.AwardsPerTrack[len(colors)])
		su := setupOf(sc)
		require.Len(t, su.Awards, components.NumDepartments)
		var dealt [components.NumAwards]int
		for d := range Department(components.NumDepartments) {
			tiles, token := sc.s.AwardStack(d)
			require.Equal(t, per, tiles, "%v", d)
			require.True(t, token, "%v stack token", d)
			require.Equal(t, uint8(components.AwardStackSpeech), sc.s.board.awardSpeech[d])
			require.Len(t, su.Awards[d], per)
			var pile []Award
			for _, a := range sc.s.board.awards[d].items() {
				pile = append(pile, Award(a))
			}
			require.ElementsMatch(t, su.Awards[d], pile)
			for _, a := range su.Awards[d] {
				dealt[a]++
			}
		}
		total, box := 0, 0
		for a := range dealt {
			require.LessOrEqual(t, dealt[a], int(components.AwardTiles[a]), "%v tiles", Award(a))
			total += dealt[a]
			box += int(components.AwardTiles[a])
		}
		require.Equal(t, per*components.NumDepartments, total)
		require.Less(t, total, box, "unused tiles leave the game")
		for _, c := range colors {
			for d, a := range sc.board(c).Awards {
				require.Equal(t, NoAward, a, "%v %v", c, Department(d))
			}
		}
	})
}

// --- R-SET-13 ---

// R-SET-13: each player's starting pieces.
func TestSetupPlayerPieces(t *testing.T) {
	eachSetup(t, func(t *testing.T, sc *scene, colors []Color) {
		n := len(colors)
		for _, c := range colors {
			b := sc.board(c)
			require.Equal(t, c, b.Color)
			require.Equal(t, components.StartPP, b.PP)
			require.Equal(t, components.StartVouchers, b.Vouchers)
			require.Equal(t, components.StartBooks, b.Books)
			require.Zero(t, b.BankedShifts)
			require.Equal(t, components.StartSpeechOnSpaces, b.Speech, "own Speech tokens on spaces")
			require.Less(t, b.Speech, components.OwnSpeechTokens, "the rest beside the board")
			require.Equal(t, components.SpeechSpaces, b.SpeechSpaces, "5th Speech space locked")
			require.Zero(t, b.GenericSpeech)
			for d, sp := range b.Training {
				require.Equal(t, components.TrackStart, sp, "%v disc", Department(d))
				require.False(t, b.Certified(Department(d)), "%v Lock on", Department(d))
			}
			require.Zero(t, b.Certifications)
			require.Equal(t, -1, b.CertSpace, "no marker before orientation")
			require.Equal(t, [components.NumParts]int{}, b.Parts)
			require.Equal(t, components.StorageSpaces, b.StorageSpaces, "6th storage space locked")
			require.Zero(t, b.Desk.Len())
			require.Equal(t, components.DeskSpaces, b.DeskSpaces, "5th desk space locked")
			require.Zero(t, b.Upgraded.Len())
			require.Equal(t, NoDesign, b.DoubleUpgrade)
			require.Len(t, b.Garages, components.BasicGarages+1, "4 basic garages and the padlocked 5th")
			for g := range b.Garages {
				require.Equal(t, NoModel, b.Garages[g], "garage %d", g)
				require.False(t, b.GarageUsed[g])
			}
			require.Equal(t, [6]bool{}, b.FactoryGoals)
			require.Equal(t, NoWorkstation, b.Workstation)
			h := sc.s.Hand(c)
			require.Len(t, h.Goals, components.StartGoals)
			require.Len(t, h.Kanban, components.StartKanbanCards)
		}
		supply := sc.s.Supply()
		require.Equal(t, components.BookSupply-n*components.StartBooks, supply.Books)
		require.Equal(t, components.VoucherSupply-n*components.StartVouchers, supply.Vouchers)
	})
}

// --- R-SET-14 ---

// R-SET-14: the first player is drawn at random; from them, in seating
// order, each player chooses a starting spot, and only they may.
func TestOrientationSpotOrder(t *testing.T) {
	for _, colors := range seatings {
		n := len(colors)
		firsts := map[Color]bool{}
		for seed := uint64(1); seed <= 12; seed++ {
			sc := startScene(t, configOf(seed, colors...))
			su := setupOf(sc)
			first := slices.Index(colors, su.FirstPlayer)
			require.GreaterOrEqual(t, first, 0, "the first player is a player")
			firsts[su.FirstPlayer] = true
			for i := range n {
				want := colors[(first+i)%n]
				require.Equal(t, Decision{Kind: DecideStartSpot, Player: want, Spaces: SpaceSet(1<<components.CertSpaces-1) &^ (1<<i - 1)}, sc.s.Next(), "the spots taken are the first ones")
				free := sc.s.LegalActions()[0]
				require.Equal(t, want, free.Player)
				other := colors[(first+i+1)%n]
				sc.refuse(CertSpace(other, int(free.Space)), "R-SET-14")
				sc.do(free)
			}
			require.Equal(t, DecideStartPick, sc.s.Next().Kind)
		}
		require.Greater(t, len(firsts), 1, "%d players: the first player is always the same", n)
	}
}

// R-SET-14, R-CERT-1, R-CERT-2: a starting spot's benefit (components.
// CertStart) is taken at once, not held as in a turn (R-WRK-3 does not
// apply).
func TestOrientationSpotBenefit(t *testing.T) {
	for sp := range components.CertSpaces {
		t.Run(fmt.Sprintf("spot %d", sp), func(t *testing.T) {
			sc := startScene(t, configOf(1, seatings[1]...))
			c := sc.s.Next().Player
			before, supply := sc.board(c), sc.s.Supply()
			evs := sc.do(CertSpace(c, sp))
			want := components.CertStart[sp]

			require.Equal(t, EvCertSpaceTaken, evs[0].Kind)
			require.Equal(t, int8(sp), evs[0].Space)
			gained := find(evs, EvGained)
			if want.IsZero() {
				require.Empty(t, gained)
			} else {
				require.Len(t, gained, 1)
				require.Equal(t, c, gained[0].Player)
				require.Equal(t, want, gained[0].Gain)
				require.False(t, gained[0].Pending, "not held")
			}

			after := sc.board(c)
			require.Equal(t, sp, after.CertSpace)
			require.Zero(t, after.Certifications)
			require.Equal(t, before.PP+int(want.PP), after.PP)
			require.Equal(t, before.Books+int(want.Books), after.Books)
			require.Equal(t, before.Vouchers+int(want.Vouchers), after.Vouchers)
			require.Equal(t, before.BankedShifts+int(want.BankedShifts), after.BankedShifts)
			require.Equal(t, before.Speech+int(want.Speech), after.Speech)
			require.Equal(t, supply.Books-int(want.Books), sc.s.Supply().Books)
			require.Equal(t, supply.Vouchers-int(want.Vouchers), sc.s.Supply().Vouchers)
			require.Equal(t, NoColor, sc.s.Turn().Player, "orientation is not a turn")
		})
	}
}

// R-SET-14: a starting spot already taken, or one that does not exist, is
// refused; the other spots stay open.
func TestOrientationSpotTakenTwice(t *testing.T) {
	sc := startScene(t, configOf(1, seatings[2]...))
	taken := components.CertSpaces / 2
	sc.do(CertSpace(sc.s.Next().Player, taken))
	c := sc.s.Next().Player
	sc.refuse(CertSpace(c, taken), "R-SET-14")
	sc.refuse(CertSpace(c, components.CertSpaces), "R-SET-14")
	sc.refuse(CertSpace(c, -1), "R-SET-14")
	var want []Action
	for sp := range components.CertSpaces {
		if sp != taken {
			want = append(want, CertSpace(c, sp))
		}
	}
	require.Equal(t, want, sc.s.LegalActions())
}

// R-SET-14, R-CERT-3, R-SEL-2: parts and Designs are taken in
// Certification-track order (the lower spot index first), and that order is
// the day-1 selection order.
func TestOrientationPickOrder(t *testing.T) {
	cases := []struct {
		name   string
		colors []Color
		spots  []int // in spot-choosing order
	}{
		{"2 players in spot order", seatings[0], []int{0, 3}},
		{"2 players against spot order", seatings[0], []int{2, 1}},
		{"3 players reversed", seatings[1], []int{3, 2, 1}},
		{"4 players mixed", seatings[2], []int{2, 0, 3, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := startScene(t, configOf(5, c.colors...))
			bySpot := make([]Color, components.CertSpaces)
			for i := range bySpot {
				bySpot[i] = NoColor
			}
			for _, sp := range c.spots {
				p := sc.s.Next().Player
				bySpot[sp] = p
				sc.do(CertSpace(p, sp))
			}
			want := slices.DeleteFunc(bySpot, func(p Color) bool { return p == NoColor })

			var picks []Color
			for sc.s.Next().Kind == DecideStartPick {
				p := sc.s.Next().Player
				if len(picks) == 0 || picks[len(picks)-1] != p {
					picks = append(picks, p)
				}
				sc.do(sc.s.LegalActions()[0])
			}
			require.Equal(t, want, picks, "orientation picks")

			require.Equal(t, 1, sc.s.Day())
			var sel []Color
			for sc.s.Next().Kind == DecideWorkstation {
				p := sc.s.Next().Player
				sel = append(sel, p)
				sc.do(sc.s.LegalActions()[0])
			}
			require.Equal(t, want, sel, "day-1 selection")
		})
	}
}

// R-SET-14: each player takes one part from a warehouse and one Design from
// the display or any stack top (uncertified), with no column bonus, no
// Shifts and no Recycling; warehouses are not restocked; the display is not
// refilled before the end of orientation.
func TestOrientationPicks(t *testing.T) {
	sc := startScene(t, configOf(1, seatings[1]...))
	playSpots(sc)
	warehouses, supply := sc.s.Warehouses(), sc.s.Supply()
	var taken []Part

	// First picker: a part, then the top of the Central stack.
	a := sc.s.Next().Player
	require.Zero(t, sc.board(a).Certifications)
	legal := sc.s.LegalActions()
	for _, st := range []DesignSource{CentralStack, OfficeTopStack, OfficeBottomStack} {
		require.Contains(t, legal, StartDesign(a, st), "an uncertified player may take a stack top")
	}
	for _, l := range legal {
		require.Contains(t, []ActionKind{ActStartPart, ActStartDesign}, l.Kind, "no Shifts, no Recycling")
	}
	require.Equal(t, NoColor, sc.s.Turn().Player, "orientation is not a turn")
	part := availablePart(sc, true)
	evs := sc.do(StartPart(a, part))
	require.Equal(t, []EventKind{EvPartTaken}, kinds(evs))
	taken = append(taken, part)
	require.Equal(t, 1, sc.board(a).Parts[part])
	sc.refuse(StartPart(a, availablePart(sc, false)), "R-SET-14")
	sc.refuse(Recycle(a, part, sc.s.RecyclingPool()[0]), "R-SET-14")
	sc.refuse(Train(a, RnD), "R-SET-14")
	top, size := sc.s.DesignStack(CentralStack)
	before := sc.board(a)
	evs = sc.do(StartDesign(a, CentralStack))
	require.Empty(t, find(evs, EvGained))
	require.True(t, sc.board(a).Desk.Has(top))
	_, size2 := sc.s.DesignStack(CentralStack)
	require.Equal(t, size-1, size2)
	require.Equal(t, before.Books, sc.board(a).Books)
	require.Equal(t, before.BankedShifts, sc.board(a).BankedShifts)

	// Second picker: a display Design first, from a column with a bonus;
	// no bonus, and the space stays empty for now.
	b := sc.s.Next().Player
	require.NotEqual(t, a, b)
	col := slices.IndexFunc(components.ColumnBonus[:], func(g Benefit) bool { return !g.IsZero() })
	require.GreaterOrEqual(t, col, 0)
	src := DisplaySpace(0, col)
	d := sc.s.Display()[0][col]
	before = sc.board(b)
	evs = sc.do(StartDesign(b, src))
	require.Empty(t, find(evs, EvGained), "no well-researched bonus")
	require.Equal(t, []EventKind{EvDesignTaken}, kinds(evs))
	require.True(t, sc.board(b).Desk.Has(d))
	require.Equal(t, before.Books, sc.board(b).Books)
	require.Equal(t, before.BankedShifts, sc.board(b).BankedShifts)
	require.Equal(t, NoDesign, sc.s.Display()[0][col], "no refill after each take")
	sc.refuse(StartDesign(b, OfficeTopStack), "R-SET-14")
	part = availablePart(sc, false)
	sc.do(StartPart(b, part))
	taken = append(taken, part)

	// Third picker: an empty warehouse and the emptied display space are
	// refused; the last pick refills the display once.
	c := sc.s.Next().Player
	now := sc.s.Warehouses()
	none := slices.Index(now[:], 0)
	require.GreaterOrEqual(t, none, 0)
	sc.refuse(StartPart(c, Part(none)), "R-SET-14")
	sc.refuse(StartDesign(c, src), "R-SET-14")
	part = availablePart(sc, false)
	sc.do(StartPart(c, part))
	taken = append(taken, part)
	evs = sc.do(StartDesign(c, OfficeBottomStack))
	require.Len(t, find(evs, EvDisplayRefilled), 1)
	require.Len(t, find(sc.events, EvDisplayRefilled), 1, "the display refills once")
	require.NotEqual(t, NoDesign, sc.s.Display()[0][col])
	require.Equal(t, Decision{Kind: DecideWorkstation, Player: sc.s.Next().Player}, sc.s.Next())
	require.Equal(t, 1, sc.s.Day())

	// Warehouses are not restocked; the supply is untouched.
	for _, p := range taken {
		warehouses[p]--
	}
	require.Equal(t, warehouses, sc.s.Warehouses())
	require.Equal(t, supply, sc.s.Supply())
}

// R-SET-14, R-DES-5: after the last player the display slides away from the
// stacks and refills from each row's First Office stack, once.
func TestOrientationDisplaySlidesOnce(t *testing.T) {
	sc := startScene(t, configOf(3, seatings[0]...))
	playSpots(sc)
	display := sc.s.Display()
	topOffice, _ := sc.s.DesignStack(OfficeTopStack)
	bottomOffice, _ := sc.s.DesignStack(OfficeBottomStack)
	last := components.DisplayColumns - 1

	a := sc.s.Next().Player
	sc.do(StartDesign(a, DisplaySpace(0, last)))
	require.Equal(t, NoDesign, sc.s.Display()[0][last])
	sc.do(StartPart(a, availablePart(sc, false)))
	b := sc.s.Next().Player
	sc.do(StartDesign(b, DisplaySpace(1, 0)))
	require.Equal(t, NoDesign, sc.s.Display()[0][last], "no refill before the last player")
	evs := sc.do(StartPart(b, availablePart(sc, false)))
	require.Len(t, find(evs, EvDisplayRefilled), 1)

	want := display
	// Top row: the far space was taken; the rest slide away from the
	// stacks and the First Office top stack fills the space next to them.
	copy(want[0][1:], display[0][:last])
	want[0][0] = topOffice
	// Bottom row: the space next to the stacks was taken; nothing slides.
	want[1][0] = bottomOffice
	require.Equal(t, want, sc.s.Display())
	for _, st := range []DesignSource{OfficeTopStack, OfficeBottomStack} {
		_, size := sc.s.DesignStack(st)
		require.Equal(t, components.DesignStackSize-1, size, "%v", st)
	}
	_, size := sc.s.DesignStack(CentralStack)
	require.Equal(t, components.DesignStackSize, size)
}

// R-SET-14, R-DES-4: a First Office stack emptied in orientation is not
// replaced from the Central stack.
func TestOrientationNoStackReplacement(t *testing.T) {
	sc := startScene(t, configOf(1, seatings[0]...))
	playSpots(sc)
	// Leave one tile on the First Office top stack; the rest go under the
	// Central stack.
	office, central := &sc.s.board.stacks[topStack], &sc.s.board.stacks[centralStack]
	items := office.items() // bottom first
	top := items[len(items)-1]
	for i := len(items) - 2; i >= 0; i-- {
		central.pushBottom(items[i])
	}
	*office = pile{}
	office.push(top)
	require.Equal(t, DesignTile(top), func() DesignTile { d, _ := sc.s.DesignStack(OfficeTopStack); return d }())
	_, centralSize := sc.s.DesignStack(CentralStack)
	centralTop, _ := sc.s.DesignStack(CentralStack)
	display := sc.s.Display()

	a := sc.s.Next().Player
	sc.do(StartDesign(a, OfficeTopStack))
	require.True(t, sc.board(a).Desk.Has(DesignTile(top)))
	_, size := sc.s.DesignStack(OfficeTopStack)
	require.Zero(t, size, "the emptied stack is not replaced")
	_, size = sc.s.DesignStack(CentralStack)
	require.Equal(t, centralSize, size)
	sc.do(StartPart(a, availablePart(sc, false)))

	b := sc.s.Next().Player
	sc.do(StartPart(b, availablePart(sc, false)))
	sc.do(StartDesign(b, CentralStack))
	require.True(t, sc.board(b).Desk.Has(centralTop))
	require.Equal(t, 1, sc.s.Day())
	_, size = sc.s.DesignStack(OfficeTopStack)
	require.Zero(t, size, "still empty after orientation")
	_, size = sc.s.DesignStack(CentralStack)
	require.Equal(t, centralSize-1, size)
	require.Equal(t, display, sc.s.Display(), "no display space was emptied")
}

// R-SET-14, R-CERT-2: what a starting spot gives is usable on day 1: a Book
// for homework, a Banked Shift for a Shift beyond the workstation's.
func TestOrientationGainsUsableOnDay1(t *testing.T) {
	bookSpot := slices.IndexFunc(components.CertStart[:], func(b Benefit) bool { return b.Books > 0 })
	shiftSpot := slices.IndexFunc(components.CertStart[:], func(b Benefit) bool { return b.BankedShifts > 0 })
	if bookSpot < 0 || shiftSpot < 0 {
		t.Skip("no starting spot gives a Book and a Banked Shift")
	}
	sc := startScene(t, configOf(1, seatings[0]...))
	reader := sc.s.Next().Player
	sc.do(CertSpace(reader, bookSpot))
	banker := sc.s.Next().Player
	sc.do(CertSpace(banker, shiftSpot))
	sc.orient()

	books, banked := sc.board(reader).Books, sc.board(banker).BankedShifts
	require.Equal(t, components.StartBooks+int(components.CertStart[bookSpot].Books), books)
	require.Equal(t, int(components.CertStart[shiftSpot].BankedShifts), banked)

	at := map[Color]Workstation{reader: WorkstationOf(RnD, false), banker: WorkstationOf(Assembly, false)}
	for sc.s.Next().Kind == DecideWorkstation {
		p := sc.s.Next().Player
		sc.do(Select(p, at[p]))
	}

	require.Equal(t, Decision{Kind: DecideWork, Player: reader}, sc.s.Next())
	sc.do(Homework(reader, RnD))
	require.Equal(t, books-1, sc.board(reader).Books)
	require.Equal(t, 1, sc.board(reader).Training[RnD])
	sc.do(EndTurn(reader))

	require.Equal(t, Decision{Kind: DecideWork, Player: banker}, sc.s.Next())
	shifts := min(at[banker].Shifts()+min(banked, components.MaxBankedPerTurn), components.MaxShiftsPerDay)
	require.Greater(t, shifts, at[banker].Shifts())
	require.Equal(t, shifts, sc.s.Turn().Shifts)
	for range shifts {
		sc.do(Train(banker, Assembly))
	}
	require.Equal(t, shifts, sc.board(banker).Training[Assembly])
	require.Equal(t, shifts-at[banker].Shifts(), sc.s.Turn().BankedSpent)
}

// --- R-SET-15 ---

// R-SET-15: the expert side of the player board is recorded per player.
func TestSetupExpertSide(t *testing.T) {
	cfg := Config{Seed: 9, Players: []PlayerConfig{
		{Color: Red, ExpertSide: true},
		{Color: Yellow},
		{Color: Blue, ExpertSide: true},
	}}
	sc := startScene(t, cfg)
	for _, pc := range cfg.Players {
		require.Equal(t, pc.ExpertSide, sc.board(pc.Color).ExpertSide, "%v", pc.Color)
	}
	require.Equal(t, cfg, sc.s.Config())
	require.Equal(t, cfg, setupOf(sc).Config)
	s, err := Replay(sc.events)
	require.NoError(t, err)
	for _, pc := range cfg.Players {
		b, ok := s.Player(pc.Color)
		require.True(t, ok)
		require.Equal(t, pc.ExpertSide, b.ExpertSide)
	}
}

// --- R-SET-16 ---

// R-SET-16: in seating order each player is dealt 3 goals, then 2 Kanban
// cards, from the top of the shuffled decks; the Kanban setup card and the
// meeting-room goals come from what remains.
func TestSetupDealOrder(t *testing.T) {
	eachSetup(t, func(t *testing.T, sc *scene, colors []Color) {
		n := len(colors)
		su := setupOf(sc)
		require.Len(t, su.GoalDeck, components.NumGoals)
		require.Len(t, su.KanbanDeck, components.NumKanbanCards)
		for seat, c := range colors {
			h := sc.s.Hand(c)
			goals := slices.Clone(su.GoalDeck[seat*components.StartGoals : (seat+1)*components.StartGoals])
			kanban := slices.Clone(su.KanbanDeck[seat*components.StartKanbanCards : (seat+1)*components.StartKanbanCards])
			slices.Sort(goals)
			slices.Sort(kanban)
			require.Equal(t, goals, h.Goals, "%v goals", c)
			require.Equal(t, kanban, h.Kanban, "%v Kanban cards", c)
		}
		dealtGoals, dealtKanban := n*components.StartGoals, n*components.StartKanbanCards
		var deck []int
		for _, g := range sc.s.board.goalDeck.topFirst() {
			deck = append(deck, int(g))
		}
		require.Equal(t, su.GoalDeck[dealtGoals+components.MeetingRoomPlaces:], deck)
		deck = nil
		for _, k := range sc.s.board.kanbanDeck.topFirst() {
			deck = append(deck, int(k))
		}
		want := append(slices.Clone(su.KanbanDeck[dealtKanban+1:]), su.KanbanDeck[dealtKanban])
		require.Equal(t, want, deck)
	})
}

// --- R-CERT ---

// R-CERT-1, R-CERT-2: each section reached by a certification has its own
// spaces and benefits (components.CertTrack); the benefit is taken on
// moving there, PP and Speech at once, Books, Vouchers and Banked Shifts
// held to the end of the turn (R-WRK-3).
func TestCertTrackBenefits(t *testing.T) {
	require.Len(t, components.CertTrack, components.CertSections)
	require.Equal(t, components.NumDepartments, components.CertSections, "one section per certification step")
	for k := 1; k <= components.CertSections; k++ {
		for sp := range components.CertSpaces {
			t.Run(fmt.Sprintf("section %d space %d", k, sp), func(t *testing.T) {
				sc := newScene(t, Yellow, Blue)
				sc.orient()
				dept := Department(k - 1)
				space := sc.p(Yellow).certSpace
				if k > 1 {
					space = 0
				}
				placeMarker(sc, Yellow, k-1, space)
				sc.p(Yellow).train[dept] = components.TrackCertified - 1
				sc.workAt(Yellow, WorkstationOf(dept, false), 2)

				evs := sc.do(Train(Yellow, dept))
				require.Len(t, find(evs, EvCertified), 1)
				require.Equal(t, Decision{Kind: DecideCertSpace, Player: Yellow, Dept: dept, Section: k, Spaces: 1<<components.CertSpaces - 1}, sc.s.Next())
				before := sc.board(Yellow)

				evs = sc.do(CertSpace(Yellow, sp))
				want := components.CertTrack[k-1][sp]
				after := sc.board(Yellow)
				require.Equal(t, k, after.Certifications)
				require.Equal(t, sp, after.CertSpace)
				i := slices.IndexFunc(evs, func(e Event) bool { return e.Kind == EvCertSpaceTaken })
				require.GreaterOrEqual(t, i, 0)
				require.Equal(t, int8(sp), evs[i].Space)
				speech := 0
				if !want.IsZero() {
					require.Greater(t, len(evs), i+1)
					require.Equal(t, EvGained, evs[i+1].Kind, "the benefit comes with the move")
					require.Equal(t, want, evs[i+1].Gain)
					require.True(t, evs[i+1].Pending)
				}
				for _, g := range find(evs, EvGained) {
					speech += int(g.Gain.Speech)
				}
				require.Equal(t, before.PP+int(want.PP), after.PP, "PP at once")
				require.Equal(t, before.Speech+before.GenericSpeech+speech, after.Speech+after.GenericSpeech, "Speech at once")
				held := Benefit{Books: want.Books, Vouchers: want.Vouchers, BankedShifts: want.BankedShifts}
				require.Equal(t, held, sc.s.Turn().Held)
				require.Equal(t, before.Books, after.Books)
				require.Equal(t, before.Vouchers, after.Vouchers)
				require.Equal(t, before.BankedShifts, after.BankedShifts)

				evs = sc.do(EndTurn(Yellow))
				credited := slices.DeleteFunc(find(evs, EvCredited), func(e Event) bool { return e.Player != Yellow })
				if held.IsZero() {
					require.Empty(t, credited)
				} else {
					require.Len(t, credited, 1)
					require.Equal(t, held, credited[0].Gain)
				}
			})
		}
	}
}

// R-CERT-1, R-CERT-2: a space of the section being entered is refused when
// another player's marker is on it (a marker in another section does not
// block it); with one space left the marker goes there and takes its
// benefit at once.
func TestCertTrackSpaceTaken(t *testing.T) {
	t.Run("occupied space refused", func(t *testing.T) {
		sc := newScene(t, Yellow, Blue, Purple)
		sc.orient()
		placeMarker(sc, Yellow, 0, 3)
		placeMarker(sc, Blue, 1, 2)
		placeMarker(sc, Purple, 0, 0)
		sc.p(Yellow).train[Logistics] = components.TrackCertified - 1
		sc.workAt(Yellow, WorkstationOf(Logistics, true), 2)
		sc.do(Train(Yellow, Logistics))
		require.Equal(t, Decision{Kind: DecideCertSpace, Player: Yellow, Dept: Logistics, Section: 1, Spaces: 0b1011}, sc.s.Next())
		sc.refuse(CertSpace(Yellow, 2), "R-TRN-3")
		sc.refuse(CertSpace(Yellow, components.CertSpaces), "R-TRN-3")
		require.Equal(t, []Action{CertSpace(Yellow, 0), CertSpace(Yellow, 1), CertSpace(Yellow, 3)}, sc.s.LegalActions())
		evs := sc.do(CertSpace(Yellow, 0))
		require.Equal(t, components.CertTrack[0][0], find(evs, EvGained)[0].Gain)
	})
	t.Run("last space taken at once", func(t *testing.T) {
		sc := newScene(t, Yellow, Blue, Purple, Red)
		sc.orient()
		placeMarker(sc, Yellow, 0, 3)
		for i, c := range []Color{Blue, Purple, Red} {
			placeMarker(sc, c, 1, int8(i))
		}
		sc.p(Yellow).train[Design] = components.TrackCertified - 1
		sc.workAt(Yellow, WorkstationOf(Design, false), 2)
		pp := sc.board(Yellow).PP
		evs := sc.do(Train(Yellow, Design))
		last := int8(components.CertSpaces - 1)
		taken := find(evs, EvCertSpaceTaken)
		require.Len(t, taken, 1)
		require.Equal(t, last, taken[0].Space)
		require.Equal(t, components.CertTrack[0][last], find(evs, EvGained)[0].Gain)
		require.Equal(t, pp+int(components.CertTrack[0][last].PP), sc.board(Yellow).PP)
		require.Equal(t, Decision{Kind: DecideWork, Player: Yellow}, sc.s.Next())
		require.Equal(t, 1, sc.board(Yellow).Certifications)
		require.Equal(t, int(last), sc.board(Yellow).CertSpace)
	})
}

// marker puts a player on the Certification track: the certifications held
// and the space in that section.
type marker struct {
	color Color
	certs int
	space int8
}

var certOrderCases = []struct {
	name    string
	markers []marker
	want    []Color
}{
	{
		"all in the starting section",
		[]marker{{Blue, 0, 3}, {Red, 0, 1}, {Yellow, 0, 0}, {Purple, 0, 2}},
		[]Color{Yellow, Red, Purple, Blue},
	},
	{
		"different sections",
		[]marker{{Blue, 1, 1}, {Red, 0, 0}, {Yellow, 2, 3}, {Purple, 0, 2}},
		[]Color{Yellow, Blue, Red, Purple},
	},
	{
		"furthest section first, then printed order",
		[]marker{{Blue, 3, 2}, {Red, 3, 0}, {Yellow, 1, 0}, {Purple, components.CertSections, 3}},
		[]Color{Purple, Red, Blue, Yellow},
	},
}

// R-CERT-3: Certification-track order is the furthest section first, then
// the order the section's spaces are printed.
func TestCertTrackOrder(t *testing.T) {
	for _, c := range certOrderCases {
		t.Run(c.name, func(t *testing.T) {
			sc := newScene(t, seatings[2]...)
			sc.orient()
			for _, m := range c.markers {
				placeMarker(sc, m.color, m.certs, m.space)
				require.Equal(t, m.certs, sc.board(m.color).Certifications)
			}
			o, n := sc.s.certOrder()
			var got []Color
			for _, seat := range o[:n] {
				got = append(got, sc.s.colorOf(seat))
			}
			require.Equal(t, c.want, got)
		})
	}
}

// R-CERT-3, R-SEL-2, R-SET-14: the marker positions at the end of
// orientation give the day-1 selection order.
func TestCertTrackOrderDay1(t *testing.T) {
	for _, c := range certOrderCases {
		t.Run(c.name, func(t *testing.T) {
			sc := newScene(t, seatings[2]...)
			playSpots(sc)
			for sc.s.orderPos < sc.s.orderLen-1 || sc.s.turn.tookParts == 0 {
				sc.do(sc.s.LegalActions()[0])
			}
			for _, m := range c.markers {
				placeMarker(sc, m.color, m.certs, m.space)
			}
			last := sc.s.Next().Player
			sc.do(sc.s.LegalActions()[0]) // the last Design of orientation
			require.Equal(t, DecideWorkstation, sc.s.Next().Kind, "after %v's pick", last)
			for _, want := range c.want {
				require.Equal(t, Decision{Kind: DecideWorkstation, Player: want}, sc.s.Next())
				sc.do(sc.s.LegalActions()[0])
			}
			require.Equal(t, DecideWork, sc.s.Next().Kind)
		})
	}
}
