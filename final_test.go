package kanban

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// ---------------------------------------------------------------------------
// Helpers

// finScene sets up a game for the colours, plays orientation and blanks
// every board (glBlank), so that a test builds exactly the position it
// means.
func finScene(t *testing.T, colors ...Color) *scene {
	t.Helper()
	sc := newScene(t, colors...)
	sc.orient()
	for _, c := range colors {
		glBlank(sc, c)
	}
	require.Empty(t, invariants(&sc.s))
	return sc
}

// finEnd ends the game for real from the position set up: both markers on
// the end of their tracks, Sandra on a workstation that has already worked,
// no Meeting; the first player works alone in the last workstation and ends
// the turn, which ends the day and so the game (R-END-1). It returns the
// events of that EndTurn.
func finEnd(sc *scene) []Event {
	sc.t.Helper()
	sc.s.week, sc.s.cycle = components.EndHigh, components.EndHigh
	sc.s.meeting = false
	sc.s.sandra = int8(WorkstationOf(RnD, false))
	c := sc.s.colors[0]
	sc.workAt(c, WorkstationOf(Administration, true), 9)
	require.Empty(sc.t, invariants(&sc.s), "the set-up position breaks an invariant")
	evs := sc.do(EndTurn(c))
	require.True(sc.t, sc.s.IsOver(), "the game should be over")
	require.Empty(sc.t, invariants(&sc.s))
	return evs
}

// finScored adds up the final scoring events by player and category.
func finScored(evs []Event) map[Color][numScoreCategories]int {
	out := map[Color][numScoreCategories]int{}
	for _, e := range evs {
		switch e.Kind {
		case EvFinalGoalClaimed:
			f := out[e.Player]
			f[ScoreFinalGoal] += int(e.N)
			out[e.Player] = f
		case EvFinalScored:
			f := out[e.Player]
			f[e.Category] += int(e.N)
			out[e.Player] = f
		}
	}
	return out
}

// finStanding returns c's standing in a result.
func finStanding(t *testing.T, r Result, c Color) Standing {
	t.Helper()
	for _, st := range r.Standings {
		if st.Color == c {
			return st
		}
	}
	t.Fatalf("no standing for %v", c)
	return Standing{}
}

// finTokens gives c n Speech tokens: own ones onto the Speech spaces first,
// then Generic ones kept beside the board once the spaces are full (R-SPK-2).
func finTokens(sc *scene, c Color, n int) {
	spaces := int(sc.s.speechSpaces(sc.seat(c)))
	own := min(n, spaces, components.OwnSpeechTokens)
	sc.p(c).speech = uint8(own)
	sc.p(c).generic = uint8(n - own)
}

// finTargets says, for each achievement kind, how many of its measure a
// player is to have.
type finTargets map[components.AchievementKind]int

// finBuild blanks c's and opp's boards and builds on c's a position that has
// the targeted measures: certifications and Expert tracks (Assembly first, so
// that a 5th car has its garage), tracks led (opp moves ahead of c on the
// tracks c is not to lead), cars (a Concept first if wanted, else no Concept
// while four models do), Tested Designs (of the first model parked), the
// other Upgraded Designs (of a model not parked), the Double Upgrade, Banked
// Shifts, Books, Vouchers and Speech tokens.
func finBuild(t *testing.T, sc *scene, c, opp Color, tg finTargets) {
	t.Helper()
	glBlank(sc, c)
	glBlank(sc, opp)
	order := []Department{Assembly, RnD, Logistics, Design, Administration}

	k := tg[components.AchieveCars]
	g := tg[components.AchieveGarageModels]
	x := tg[components.AchieveConceptCar]
	tested := tg[components.AchieveTestedDesigns]
	models := []Model{City, SUV, Truck, Sports, Concept}
	if x > 0 {
		models = []Model{Concept, City, SUV, Truck, Sports}
	}
	if g == 0 && (k > 0 || x > 0 || tested > 0) {
		g = 1
	}
	var park []Model // g models, then more of the first up to k cars
	for i := range max(k, g) {
		if i < g {
			park = append(park, models[i])
		} else {
			park = append(park, models[0])
		}
	}

	certs := max(tg[components.AchieveCertifications], tg[components.AchieveExperts])
	if len(park) > components.BasicGarages {
		certs = max(certs, 1) // Assembly: the padlocked garage opens
	}
	for i, d := range order {
		sp := 0
		switch {
		case i < tg[components.AchieveExperts]:
			sp = components.TrackExpert
		case i < certs:
			sp = components.TrackCertified
		}
		glTrain(sc, c, d, sp, uint32(100+i))
	}
	if led, ok := tg[components.AchieveTracksLed]; ok {
		moved := 0
		for i, d := range order {
			if sc.p(c).train[d] == 0 && moved < led {
				glTrain(sc, c, d, 1, uint32(100+i))
			}
			if sc.p(c).train[d] > 0 {
				moved++
				if moved > led {
					glTrain(sc, opp, d, components.TrackExpert, uint32(200+i))
				}
			}
		}
		require.GreaterOrEqual(t, moved, led, "not enough tracks to lead")
	}
	glPark(sc, c, park...)

	all := max(tg[components.AchieveUpgradedDesigns], tested, tg[components.AchieveDoubleUpgrade])
	var ups []int
	for i := range tested {
		ups = append(ups, glDesign(t, park[0], Part(i)))
	}
	if all > tested {
		spare := -1
		for _, m := range models {
			if !slices.Contains(park, m) {
				spare = int(m)
				break
			}
		}
		require.GreaterOrEqual(t, spare, 0, "no model left for Upgraded Designs that are not Tested")
		for i := range all - tested {
			ups = append(ups, glDesign(t, Model(spare), Part(i)))
		}
	}
	glUpgraded(sc, c, ups...)
	if tg[components.AchieveDoubleUpgrade] > 0 {
		sc.p(c).double = int8(ups[0])
	}

	sc.p(c).banked = uint8(tg[components.AchieveBankedShifts])
	glBooks(sc, c, tg[components.AchieveBooks])
	glVouchers(sc, c, tg[components.AchieveVouchers])
	if n, ok := tg[components.AchieveSpeechTokens]; ok {
		finTokens(sc, c, n)
	}
	require.Empty(t, invariants(&sc.s), "the built position breaks an invariant")
}

func finBtoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// finMeasure counts, from the public board only, what an achievement kind
// asks for.
func finMeasure(s GameState, c Color, k components.AchievementKind) int {
	b, _ := s.Player(c)
	cars, concept := 0, 0
	var models []Model
	for _, m := range b.Garages {
		if m == NoModel {
			continue
		}
		cars++
		if m == Concept {
			concept++
		}
		if !slices.Contains(models, m) {
			models = append(models, m)
		}
	}
	certs, experts, led := 0, 0, 0
	for d, sp := range b.Training {
		if sp >= components.TrackCertified {
			certs++
		}
		if sp >= components.TrackExpert {
			experts++
		}
		if o := s.TrackOrder(Department(d)); len(o) > 0 && o[0] == c {
			led++
		}
	}
	tested := 0
	for _, d := range b.Upgraded.Tiles() {
		if slices.Contains(models, d.Model()) {
			tested++
		}
	}
	switch k {
	case components.AchieveCars:
		return cars
	case components.AchieveCertifications:
		return certs
	case components.AchieveExperts:
		return experts
	case components.AchieveTestedDesigns:
		return tested
	case components.AchieveGarageModels:
		return len(models)
	case components.AchieveBankedShifts:
		return b.BankedShifts
	case components.AchieveUpgradedDesigns:
		return b.Upgraded.Len()
	case components.AchieveConceptCar:
		return concept
	case components.AchieveBooks:
		return b.Books
	case components.AchieveDoubleUpgrade:
		return finBtoi(b.DoubleUpgrade != NoDesign)
	case components.AchieveVouchers:
		return b.Vouchers
	case components.AchieveTracksLed:
		return led
	case components.AchieveSpeechTokens:
		return b.Speech + b.GenericSpeech
	}
	panic(fmt.Sprintf("unknown achievement kind %d", k))
}

// finMeets reports whether c meets an achievement, from the public board.
func finMeets(s GameState, c Color, a components.Achievement) bool {
	return finMeasure(s, c, a.Kind) >= max(int(a.N), 1)
}

// finClaims is R-FIN-1 written out: the achievements of the tile c meets,
// worth more than 1 PP, the most valuable first, as many as c has tokens.
// It returns their PP in the order claimed.
func finClaims(s GameState, c Color) []int {
	b, _ := s.Player(c)
	var pps []int
	for _, a := range components.FinalGoals[s.FinalGoal()] {
		if a.PP > 1 && finMeets(s, c, a) {
			pps = append(pps, int(a.PP))
		}
	}
	slices.Sort(pps)
	slices.Reverse(pps)
	return pps[:min(len(pps), b.Speech+b.GenericSpeech)]
}

// finRecount is final scoring computed from the public accessors of the
// state just before it: every player's Breakdown (Play being the PP before
// final scoring).
func finRecount(s GameState) map[Color]Breakdown {
	out := map[Color]Breakdown{}
	for _, c := range s.Players() {
		b, _ := s.Player(c)
		var br Breakdown
		br.Play = b.PP
		claims := finClaims(s, c)
		for _, pp := range claims {
			br.FinalGoal += pp
		}
		br.BankedShifts = b.BankedShifts
		br.SpeechTokens = b.Speech + b.GenericSpeech - len(claims)
		br.Books = b.Books
		br.Vouchers = b.Vouchers
		var models []Model
		for _, m := range b.Garages {
			if m != NoModel {
				br.Cars += int(components.CarValues[m])
				models = append(models, m)
			}
		}
		for d := range Department(components.NumDepartments) {
			if i := slices.Index(s.TrackOrder(d), c); i >= 0 && i < len(components.TrackScores) {
				br.Training += int(components.TrackScores[i])
			}
		}
		for _, d := range b.Upgraded.Tiles() {
			if slices.Contains(models, d.Model()) {
				part, ok := d.Part()
				if ok {
					_, v, _ := s.UpgradeValue(part)
					br.TestedDesigns += v
				}
			}
		}
		out[c] = br
	}
	return out
}

// finTotal adds up a Breakdown.
func finTotal(b Breakdown) int {
	return b.Play + b.FinalGoal + b.BankedShifts + b.SpeechTokens + b.Books + b.Vouchers + b.Cars + b.Training + b.TestedDesigns
}

// finRequireOver checks a game that has ended: nothing to decide, no legal
// action, every action refused as the game is over, a result.
func finRequireOver(t *testing.T, sc *scene) {
	t.Helper()
	require.True(t, sc.s.IsOver())
	require.Equal(t, DecideNothing, sc.s.Next().Kind)
	require.Empty(t, sc.s.LegalActions())
	for _, c := range sc.s.Players() {
		for _, a := range []Action{EndTurn(c), Pass(c), Train(c, RnD)} {
			_, evs, err := Apply(sc.s, a)
			require.ErrorIs(t, err, ErrGameOver, "%v after the end", a)
			require.Empty(t, evs)
			sc.refuse(a, "R-ENG-1")
		}
	}
	_, ok := sc.s.Result()
	require.True(t, ok, "a finished game has a result")
}

// ---------------------------------------------------------------------------
// R-END — the end of the game

// R-END-1: the end is reached when one of the Production Cycle and Week
// markers is on at least EndLow and the other on at least EndHigh; a day
// that finishes with the markers so ends the game with final scoring, any
// other starts the next day.
func TestGameEndMarkers(t *testing.T) {
	lo, hi := components.EndLow, components.EndHigh
	cases := []struct {
		week, cycle int
		ends        bool
	}{
		{lo, hi, true},
		{hi, lo, true},
		{hi, hi, true},
		{components.WeekMax, components.CycleMax, true},
		{lo, lo, false},
		{lo - 1, hi, false},
		{hi, lo - 1, false},
		{0, 0, false},
		{lo - 1, lo - 1, false},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("week %d, cycle %d", tc.week, tc.cycle), func(t *testing.T) {
			sc := finScene(t, Yellow, Blue)
			sc.s.week, sc.s.cycle = uint8(tc.week), uint8(tc.cycle)
			require.Equal(t, tc.ends, sc.s.gameEnds())

			// A real day end, with the markers left where they are: no desk
			// turn, no Meeting.
			sc.s.meeting = false
			sc.s.sandra = int8(WorkstationOf(RnD, false))
			sc.workAt(Yellow, WorkstationOf(Administration, true), 7)
			_, ok := sc.s.Result()
			require.False(t, ok, "no result while the game goes on (R-FIN-6)")

			evs := sc.do(EndTurn(Yellow))

			require.Equal(t, tc.week, sc.s.Week())
			require.Equal(t, tc.cycle, sc.s.ProductionCycle())
			require.Len(t, find(evs, EvDayEnded), 1)
			if !tc.ends {
				require.False(t, sc.s.IsOver())
				require.Empty(t, find(evs, EvGameEnded))
				require.Empty(t, find(evs, EvFinalScored))
				require.Len(t, find(evs, EvDayStarted), 1, "the next day starts")
				require.Equal(t, DecideWorkstation, sc.s.Next().Kind)
				require.NotEmpty(t, sc.s.LegalActions())
				_, ok := sc.s.Result()
				require.False(t, ok)
				return
			}
			require.Empty(t, find(evs, EvDayStarted), "no next day")
			require.Len(t, find(evs, EvGameEnded), 1)
			require.Equal(t, EvGameEnded, evs[len(evs)-1].Kind, "the game ends last")
			ks := kinds(evs)
			require.Less(t, slices.Index(ks, EvDayEnded), slices.Index(ks, EvFinalScored), "final scoring follows the day")
			require.NotEmpty(t, find(evs, EvFinalScored))
			finRequireOver(t, sc)
		})
	}
}

// R-END-1, R-DAY-1: the markers are checked only once the day is finished:
// with both already at the end, the day's remaining turns are still played.
func TestGameEndWaitsForTheDay(t *testing.T) {
	sc := finScene(t, Yellow, Blue)
	sc.s.week, sc.s.cycle = components.EndHigh, components.EndHigh
	sc.s.meeting = false
	sc.s.sandra = int8(WorkstationOf(RnD, false))
	sc.workAt(Yellow, WorkstationOf(Assembly, true), 7)
	blue := WorkstationOf(Design, false)
	sc.s.stations[blue] = sc.seat(Blue)
	sc.p(Blue).station = blue
	require.Empty(t, invariants(&sc.s))

	evs := sc.do(EndTurn(Yellow))
	require.False(t, sc.s.IsOver(), "Blue has still to work")
	require.Empty(t, find(evs, EvFinalScored))
	require.Equal(t, Decision{Kind: DecideWork, Player: Blue}, sc.s.Next())

	evs = sc.do(EndTurn(Blue))
	require.Len(t, find(evs, EvGameEnded), 1)
	finRequireOver(t, sc)
}

// R-END-1, R-WK-2, R-DAY-1: the day's end of week counts: a Week marker that
// reaches EndLow at Sandra's desk turn, with the Production Cycle marker on
// EndHigh, ends the game after that day; scoring the week comes first.
func TestGameEndAfterEndOfWeek(t *testing.T) {
	for _, atDesk := range []bool{true, false} {
		t.Run(fmt.Sprintf("Sandra at her desk %v", atDesk), func(t *testing.T) {
			sc := finScene(t, Yellow, Blue)
			sc.s.week, sc.s.cycle = components.EndLow-1, components.EndHigh
			sc.s.meeting = false
			sc.s.sandra = int8(WorkstationOf(RnD, false))
			if atDesk {
				sc.s.sandra = deskPos
			}
			sc.workAt(Yellow, WorkstationOf(Assembly, true), 5)
			require.False(t, sc.s.gameEnds())

			evs := sc.do(EndTurn(Yellow))

			if !atDesk {
				require.False(t, sc.s.IsOver())
				require.Equal(t, components.EndLow-1, sc.s.Week())
				return
			}
			require.Equal(t, components.EndLow, sc.s.Week())
			ks := kinds(evs)
			require.Less(t, slices.Index(ks, EvWeekAdvanced), slices.Index(ks, EvDayEnded))
			require.Less(t, slices.Index(ks, EvDayEnded), slices.Index(ks, EvFinalScored))
			require.Len(t, find(evs, EvGameEnded), 1)
			finRequireOver(t, sc)
		})
	}
}

// R-END-1, R-MTG-6, R-DAY-1: the day's Meeting counts: a Production Cycle
// marker that reaches EndLow when the Meeting ends, with the Week marker on
// EndHigh, ends the game after the Meeting, not before it; with both markers
// already at the end, the day's scheduled Meeting is still held first.
func TestGameEndAfterMeeting(t *testing.T) {
	for _, cycle := range []int{components.EndLow - 1, components.EndLow - 2, components.CycleMax} {
		t.Run(fmt.Sprintf("cycle %d", cycle), func(t *testing.T) {
			sc := finScene(t, Yellow, Blue)
			for _, c := range sc.s.Players() {
				sc.p(c).speech = 1
			}
			sc.s.week, sc.s.cycle = components.EndHigh, uint8(cycle)
			sc.s.meeting = true
			sc.s.sandra = int8(WorkstationOf(RnD, false))
			sc.workAt(Yellow, WorkstationOf(Assembly, true), 5)

			evs := sc.do(EndTurn(Yellow))
			require.Len(t, find(evs, EvMeetingStarted), 1, "the scheduled Meeting is held")
			require.False(t, sc.s.IsOver(), "the Meeting comes first")
			require.Empty(t, find(evs, EvFinalScored))
			require.Equal(t, DecideSpeak, sc.s.Next().Kind)
			for k := sc.s.Next().Kind; k == DecideSpeak || k == DecideRoomGoal; k = sc.s.Next().Kind {
				legal := sc.s.LegalActions()
				a := legal[0]
				for _, l := range legal {
					if l.Kind == ActPass {
						a = l
					}
				}
				evs = append(evs, sc.do(a)...)
			}

			after := min(cycle+1, components.CycleMax)
			require.Equal(t, after, sc.s.ProductionCycle(), "R-MTG-6")
			require.Len(t, find(evs, EvMeetingEnded), 1)
			if after < components.EndLow {
				require.False(t, sc.s.IsOver())
				require.Equal(t, DecideWorkstation, sc.s.Next().Kind)
				return
			}
			ks := kinds(evs)
			require.Less(t, slices.Index(ks, EvMeetingEnded), slices.Index(ks, EvFinalScored))
			require.Len(t, find(evs, EvGameEnded), 1)
			finRequireOver(t, sc)
		})
	}
}

// ---------------------------------------------------------------------------
// R-FIN-1 — the Final Goal tile

// R-FIN-1: every achievement kind of every Final Goal tile is met at its N
// and not just below it.
func TestFinalGoalAchieved(t *testing.T) {
	for tile, fg := range components.FinalGoals {
		for i, a := range fg {
			n := max(int(a.N), 1)
			// Pieces that come close without meeting it.
			below := finTargets{a.Kind: n - 1}
			switch a.Kind {
			case components.AchieveConceptCar:
				below[components.AchieveCars] = 3
			case components.AchieveGarageModels:
				below[components.AchieveCars] = n + 1
			case components.AchieveTestedDesigns:
				below[components.AchieveUpgradedDesigns] = n + 1
			case components.AchieveDoubleUpgrade:
				below[components.AchieveUpgradedDesigns] = 2
			case components.AchieveExperts:
				below[components.AchieveCertifications] = components.NumDepartments
			}
			for _, tc := range []struct {
				name string
				tg   finTargets
				want bool
			}{
				{"just below", below, false},
				{"at N", finTargets{a.Kind: n}, true},
			} {
				t.Run(fmt.Sprintf("tile %d/%d %s", tile, i, tc.name), func(t *testing.T) {
					sc := finScene(t, Yellow, Blue)
					finBuild(t, sc, Yellow, Blue, tc.tg)
					require.Equal(t, tc.want, finMeets(sc.s, Yellow, a), "the set-up (public board)")
					require.Equal(t, tc.want, sc.s.achieved(sc.seat(Yellow), a))
				})
			}
		}
	}
}

// R-FIN-1: for every Final Goal tile, a player spends one Speech token per
// achievement met, the most valuable first, only while tokens last and only
// for achievements worth more than 1 PP; Generic tokens go before own ones;
// a player with no token claims nothing. What is met is judged before any
// token is spent.
func TestFinalGoalClaims(t *testing.T) {
	all := [4]bool{true, true, true, true}
	const full = -1 // own tokens on every Speech space
	cases := []struct {
		name         string
		meet         [4]bool
		own, generic int
	}{
		{"meets all, tokens for all", all, full, 1},
		{"meets all, two tokens", all, 2, 0},
		{"meets the first and third, tokens to spare", [4]bool{true, false, true, false}, full, 2},
		{"meets the second and fourth, one Generic token", [4]bool{false, true, false, true}, full, 1},
		{"meets the fourth only, one own token", [4]bool{false, false, false, true}, 1, 0},
		{"meets all, no token", all, 0, 0},
		{"meets none", [4]bool{}, full, 1},
	}
	for tile, fg := range components.FinalGoals {
		for _, tc := range cases {
			t.Run(fmt.Sprintf("tile %d/%s", tile, tc.name), func(t *testing.T) {
				sc := finScene(t, Yellow, Blue)
				sc.s.board.finalGoal = uint8(tile)
				tg := finTargets{}
				for i, a := range fg {
					if a.Kind == components.AchieveSpeechTokens {
						continue // the tokens decide
					}
					tg[a.Kind] = max(int(a.N), 1) - 1 + finBtoi(tc.meet[i])
				}
				finBuild(t, sc, Yellow, Blue, tg)
				own := tc.own
				if own == full {
					own = int(sc.s.speechSpaces(sc.seat(Yellow)))
				}
				sc.p(Yellow).speech, sc.p(Yellow).generic = uint8(own), uint8(tc.generic)
				tokens := own + tc.generic

				var eligible []int // indices met and worth more than 1 PP
				for i, a := range fg {
					met := finMeets(sc.s, Yellow, a)
					if a.Kind != components.AchieveSpeechTokens {
						require.Equal(t, tc.meet[i], met, "the set-up of achievement %d", i)
					}
					require.Equal(t, met, sc.s.achieved(sc.seat(Yellow), a), "achievement %d", i)
					if met && a.PP > 1 {
						eligible = append(eligible, i)
					}
				}
				want := finClaims(sc.s, Yellow)
				require.Len(t, want, min(tokens, len(eligible)))
				before := sc.board(Yellow)

				evs := finEnd(sc)

				var claimed []Event
				for _, e := range find(evs, EvFinalGoalClaimed) {
					if e.Player == Yellow {
						claimed = append(claimed, e)
					}
				}
				require.Len(t, claimed, len(want), "one token per achievement claimed")
				sum := 0
				var spaces []int8
				for k, e := range claimed {
					require.Contains(t, eligible, int(e.Space), "claimed an achievement not met")
					require.Equal(t, int(fg[e.Space].PP), int(e.N))
					require.Equal(t, want[k], int(e.N), "the most valuable first")
					spaces = append(spaces, e.Space)
					sum += int(e.N)
				}
				require.Len(t, slices.Compact(slices.Sorted(slices.Values(spaces))), len(spaces), "each achievement once")

				after := sc.board(Yellow)
				spentGeneric := min(len(claimed), tc.generic)
				require.Equal(t, tc.generic-spentGeneric, after.GenericSpeech, "Generic tokens are spent first")
				require.Equal(t, own-(len(claimed)-spentGeneric), after.Speech)

				r, ok := sc.s.Result()
				require.True(t, ok)
				st := finStanding(t, r, Yellow)
				require.Equal(t, sum, st.Breakdown.FinalGoal)
				require.Equal(t, tokens-len(claimed), st.Breakdown.SpeechTokens, "the tokens left score 1 PP each (R-FIN-2)")
				require.Equal(t, before.PP, st.Breakdown.Play)
				require.Zero(t, finStanding(t, r, Blue).Breakdown.FinalGoal, "Blue has no token")
			})
		}
	}
}

// R-FIN-1: on a tile whose achievements are worth different PP, tokens go to
// the most valuable first, and never to one worth 1 PP (a token left scores
// as much). The printed tiles are all worth the same, so the test lends
// tile 0 other values for its duration.
func TestFinalGoalMostValuableFirst(t *testing.T) {
	tile := components.FinalGoals[0]
	pps := [4]int8{2, 1, 6, 4}
	for i := range tile {
		tile[i].PP = pps[i]
	}
	lent := lendEdition(t, func(e *components.Edition) { e.FinalGoals[0] = tile })
	cases := []struct {
		tokens int
		want   []int // indices claimed, in order
	}{
		{0, nil},
		{1, []int{2}},
		{2, []int{2, 3}},
		{3, []int{2, 3, 0}},
		{4, []int{2, 3, 0}}, // the 1-PP achievement is left; the token scores 1
		{5, []int{2, 3, 0}},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("%d tokens", tc.tokens), func(t *testing.T) {
			sc := finScene(t, Yellow, Blue)
			sc.s.edition = lent
			sc.s.board.finalGoal = 0
			tg := finTargets{}
			for _, a := range tile {
				tg[a.Kind] = max(int(a.N), 1)
			}
			finBuild(t, sc, Yellow, Blue, tg)
			finTokens(sc, Yellow, tc.tokens)
			for _, a := range tile {
				require.True(t, finMeets(sc.s, Yellow, a))
			}

			evs := finEnd(sc)

			var got []int
			sum := 0
			for _, e := range find(evs, EvFinalGoalClaimed) {
				if e.Player == Yellow {
					got = append(got, int(e.Space))
					sum += int(e.N)
				}
			}
			require.Equal(t, tc.want, got)
			r, _ := sc.s.Result()
			st := finStanding(t, r, Yellow)
			require.Equal(t, sum, st.Breakdown.FinalGoal)
			require.Equal(t, tc.tokens-len(tc.want), st.Breakdown.SpeechTokens)
		})
	}
}

// R-FIN-1 (DECISIONS.md): what a player meets is judged before any token is
// spent, so a Speech-token achievement met with exactly its N tokens is
// claimed even when those tokens pay for the tile's other achievements.
func TestFinalGoalJudgedBeforeSpending(t *testing.T) {
	found := false
	for tile, fg := range components.FinalGoals {
		idx := slices.IndexFunc(fg[:], func(a components.Achievement) bool { return a.Kind == components.AchieveSpeechTokens })
		if idx < 0 {
			continue
		}
		found = true
		t.Run(fmt.Sprintf("tile %d", tile), func(t *testing.T) {
			sc := finScene(t, Yellow, Blue)
			sc.s.board.finalGoal = uint8(tile)
			tg := finTargets{}
			for _, a := range fg {
				tg[a.Kind] = max(int(a.N), 1)
			}
			finBuild(t, sc, Yellow, Blue, tg)
			n := int(fg[idx].N)
			require.GreaterOrEqual(t, n, len(fg), "the tokens must run out for this test")
			finTokens(sc, Yellow, n)

			evs := finEnd(sc)

			var got []int
			for _, e := range find(evs, EvFinalGoalClaimed) {
				if e.Player == Yellow {
					got = append(got, int(e.Space))
				}
			}
			require.Len(t, got, len(fg))
			require.Contains(t, got, idx)
		})
	}
	if !found {
		t.Skip("no Final Goal tile asks for Speech tokens")
	}
}

// ---------------------------------------------------------------------------
// R-FIN-2 to R-FIN-5 — the other categories

// finNoGoalTile sets the first Final Goal tile none of whose achievements
// any player meets, so that final scoring spends no token.
func finNoGoalTile(t *testing.T, sc *scene) {
	t.Helper()
	for tile, fg := range components.FinalGoals {
		none := true
		for _, a := range fg {
			for _, c := range sc.s.Players() {
				none = none && !finMeets(sc.s, c, a)
			}
		}
		if none {
			sc.s.board.finalGoal = uint8(tile)
			return
		}
	}
	t.Fatal("every Final Goal tile has an achievement met")
}

// R-FIN-2: +1 PP per Banked Shift, per Speech token left (own on a Speech
// space or Generic held; own tokens beside the board count for nothing), per
// Book and per Parts Voucher.
func TestFinalTokensAndStock(t *testing.T) {
	cases := []struct {
		name                          string
		banked, own, generic          int
		books, vouchers               int
		admin                         bool // certified in Administration: a 5th Speech space
		wantBanked, wantSpeech        int
		wantBooks, wantVouchers, want int
	}{
		{name: "nothing"},
		{name: "Banked Shifts", banked: 7, wantBanked: 7, want: 7},
		{name: "own tokens on Speech spaces, the rest beside the board", own: 2, wantSpeech: 2, want: 2},
		{name: "Generic tokens held with every space taken", own: components.SpeechSpaces, generic: 2,
			wantSpeech: components.SpeechSpaces + 2, want: components.SpeechSpaces + 2},
		{name: "a 5th Speech space", admin: true, own: components.SpeechSpacesCertified,
			wantSpeech: components.SpeechSpacesCertified, want: components.SpeechSpacesCertified},
		{name: "Books and Vouchers", books: 3, vouchers: 2, wantBooks: 3, wantVouchers: 2, want: 5},
		{name: "all", banked: 4, own: components.SpeechSpaces, generic: 1, books: 2, vouchers: 3,
			wantBanked: 4, wantSpeech: components.SpeechSpaces + 1, wantBooks: 2, wantVouchers: 3,
			want: 4 + components.SpeechSpaces + 1 + 2 + 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := finScene(t, Yellow, Blue)
			if tc.admin {
				glTrain(sc, Yellow, Administration, components.TrackCertified, 1)
			}
			sc.p(Yellow).banked = uint8(tc.banked)
			sc.p(Yellow).speech, sc.p(Yellow).generic = uint8(tc.own), uint8(tc.generic)
			glBooks(sc, Yellow, tc.books)
			glVouchers(sc, Yellow, tc.vouchers)
			finNoGoalTile(t, sc)
			before := sc.board(Yellow).PP
			training := 0
			if tc.admin {
				training = int(components.TrackScores[0]) // alone on the Administration track
			}

			evs := finEnd(sc)

			got := finScored(evs)[Yellow]
			require.Zero(t, got[ScoreFinalGoal])
			require.Equal(t, tc.wantBanked, got[ScoreBankedShifts])
			require.Equal(t, tc.wantSpeech, got[ScoreSpeechTokens])
			require.Equal(t, tc.wantBooks, got[ScoreBooks])
			require.Equal(t, tc.wantVouchers, got[ScoreVouchers])
			require.Equal(t, training, got[ScoreTraining])
			require.Equal(t, before+tc.want+training, sc.board(Yellow).PP)
		})
	}
}

// R-FIN-3: each car in a garage scores its model's value.
func TestFinalCars(t *testing.T) {
	cases := []struct {
		name     string
		models   []Model
		assembly bool // certified: the padlocked 5th garage is open
	}{
		{"no car", nil, false},
		{"one of each of four models", []Model{City, SUV, Truck, Sports}, false},
		{"a Concept car", []Model{Concept}, false},
		{"two of a model count twice", []Model{Truck, Truck, City}, false},
		{"five cars, one of each model", []Model{City, SUV, Truck, Sports, Concept}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := finScene(t, Yellow, Blue)
			if tc.assembly {
				glTrain(sc, Yellow, Assembly, components.TrackCertified, 1)
			}
			glPark(sc, Yellow, tc.models...)
			glPark(sc, Blue, Concept)
			want := 0
			for _, m := range tc.models {
				want += int(components.CarValues[m])
			}

			evs := finEnd(sc)

			require.Equal(t, want, finScored(evs)[Yellow][ScoreCars])
			require.Equal(t, int(components.CarValues[Concept]), finScored(evs)[Blue][ScoreCars])
			r, _ := sc.s.Result()
			require.Equal(t, want, finStanding(t, r, Yellow).Breakdown.Cars)
			require.Equal(t, len(tc.models), finStanding(t, r, Yellow).Cars)
		})
	}
}

// R-FIN-4, R-TRN-1: on each training track the most advanced players score
// TrackScores in order; on a shared space the later arrival (on top) is
// ahead; a player who never moved scores nothing there; a 4th player scores
// nothing. Every case is played on each of the five tracks.
func TestFinalTraining(t *testing.T) {
	type disc struct {
		space int
		stamp uint32
	}
	four := []Color{Yellow, Blue, Red, Purple}
	cases := []struct {
		name    string
		players []Color
		discs   map[Color]disc
		order   []Color // expected TrackOrder, the most advanced first
	}{
		{"distinct spaces", four[:3],
			map[Color]disc{Yellow: {4, 10}, Blue: {2, 11}, Red: {1, 12}}, []Color{Yellow, Blue, Red}},
		{"a shared space: the later arrival is ahead", four[:3],
			map[Color]disc{Yellow: {3, 20}, Blue: {3, 30}, Red: {1, 5}}, []Color{Blue, Yellow, Red}},
		{"three on one space", four[:3],
			map[Color]disc{Yellow: {2, 20}, Blue: {2, 30}, Red: {2, 10}}, []Color{Blue, Yellow, Red}},
		{"never moved scores nothing", four[:3],
			map[Color]disc{Yellow: {2, 20}}, []Color{Yellow}},
		{"nobody moved", four[:3], map[Color]disc{}, nil},
		{"two players", four[:2],
			map[Color]disc{Yellow: {1, 20}, Blue: {components.TrackExpert, 10}}, []Color{Blue, Yellow}},
		{"four players: the 4th scores nothing", four,
			map[Color]disc{Yellow: {1, 10}, Blue: {components.TrackExpert, 11}, Red: {3, 12}, Purple: {2, 13}},
			[]Color{Blue, Red, Purple, Yellow}},
		{"four players on one space", four,
			map[Color]disc{Yellow: {3, 14}, Blue: {3, 11}, Red: {3, 13}, Purple: {3, 12}},
			[]Color{Yellow, Red, Purple, Blue}},
	}
	for _, tc := range cases {
		for d := range Department(components.NumDepartments) {
			t.Run(fmt.Sprintf("%s/%v", tc.name, d), func(t *testing.T) {
				sc := finScene(t, tc.players...)
				for c, dc := range tc.discs {
					glTrain(sc, c, d, dc.space, dc.stamp)
				}
				require.Equal(t, tc.order, sc.s.TrackOrder(d))
				want := map[Color]int{}
				for i, c := range tc.order {
					if i < len(components.TrackScores) {
						want[c] = int(components.TrackScores[i])
					}
				}

				evs := finEnd(sc)

				got := finScored(evs)
				for _, c := range tc.players {
					require.Equal(t, want[c], got[c][ScoreTraining], "%v", c)
				}
			})
		}
	}
}

// R-FIN-4: the training score adds up over the five tracks.
func TestFinalTrainingAllTracks(t *testing.T) {
	sc := finScene(t, Yellow, Blue, Red)
	stamp := uint32(1)
	// Yellow first on R&D and Assembly, second on Logistics, third on Design,
	// never moved on Administration.
	place := func(d Department, order ...Color) {
		for i, c := range order {
			glTrain(sc, c, d, len(order)-i, stamp)
			stamp++
		}
	}
	place(RnD, Yellow, Blue, Red)
	place(Assembly, Yellow, Red)
	place(Logistics, Blue, Yellow, Red)
	place(Design, Red, Blue, Yellow)
	place(Administration, Blue)
	ts := components.TrackScores
	want := map[Color]int{
		Yellow: int(ts[0] + ts[0] + ts[1] + ts[2]),
		Blue:   int(ts[1] + ts[0] + ts[1] + ts[0]),
		Red:    int(ts[2] + ts[1] + ts[2] + ts[0]),
	}

	evs := finEnd(sc)

	got := finScored(evs)
	for c, w := range want {
		require.Equal(t, w, got[c][ScoreTraining], "%v", c)
	}
}

// R-FIN-5, R-RND-5: each Tested Design scores its part's current value on
// the Upgrade Value track, once: two cars of a model do not double it, and an
// Upgraded Design of a model without a car scores nothing.
func TestFinalTestedDesigns(t *testing.T) {
	top := uint8(len(components.UpgradeValues) - 1)
	cases := []struct {
		name     string
		cars     []Model
		upgraded [][2]int // model, part
		double   int      // index in upgraded of the double-upgraded Design, or -1
		values   map[Part]uint8
		tested   [][2]int // expected Tested Designs
	}{
		{"one Tested Design", []Model{Truck}, [][2]int{{int(Truck), int(Motor)}}, -1,
			map[Part]uint8{Motor: 3}, [][2]int{{int(Truck), int(Motor)}}},
		{"two cars of the model score it once", []Model{Truck, Truck}, [][2]int{{int(Truck), int(Motor)}, {int(Truck), int(Body)}}, -1,
			map[Part]uint8{Motor: 2, Body: top}, [][2]int{{int(Truck), int(Motor)}, {int(Truck), int(Body)}}},
		{"no car of the model, no score", []Model{Truck}, [][2]int{{int(City), int(Battery)}}, -1,
			map[Part]uint8{Battery: top}, nil},
		{"the double-upgraded Design is Tested", []Model{SUV}, [][2]int{{int(SUV), int(Electronics)}}, 0,
			map[Part]uint8{Electronics: top}, [][2]int{{int(SUV), int(Electronics)}}},
		{"a part at the start of the track", []Model{City}, [][2]int{{int(City), int(Drivetrain)}}, -1,
			map[Part]uint8{Drivetrain: 0}, [][2]int{{int(City), int(Drivetrain)}}},
		{"one part type, two models", []Model{City, Concept}, [][2]int{{int(City), int(Autopilot)}, {int(Concept), int(Autopilot)}, {int(Sports), int(Autopilot)}}, -1,
			map[Part]uint8{Autopilot: 4}, [][2]int{{int(City), int(Autopilot)}, {int(Concept), int(Autopilot)}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := finScene(t, Yellow, Blue)
			glPark(sc, Yellow, tc.cars...)
			var ups []int
			for _, u := range tc.upgraded {
				ups = append(ups, glDesign(t, Model(u[0]), Part(u[1])))
			}
			glUpgraded(sc, Yellow, ups...)
			if tc.double >= 0 {
				sc.p(Yellow).double = int8(ups[tc.double])
			}
			for part, sp := range tc.values {
				sc.s.board.value[part] = sp
			}
			want := 0
			for _, u := range tc.tested {
				_, v, _ := sc.s.UpgradeValue(Part(u[1]))
				want += v
			}
			require.Equal(t, len(tc.tested), sc.board(Yellow).Tested().Len())

			evs := finEnd(sc)

			require.Equal(t, want, finScored(evs)[Yellow][ScoreTestedDesigns])
			r, _ := sc.s.Result()
			st := finStanding(t, r, Yellow)
			require.Equal(t, want, st.Breakdown.TestedDesigns)
			require.Equal(t, len(tc.tested), st.TestedDesigns)
		})
	}
}

// ---------------------------------------------------------------------------
// R-FIN-6 — the result

// R-FIN-6: Result is false while the game goes on; once over, each
// standing's Breakdown adds up to its PP, Play being the PP before final
// scoring, and the tie-breakers are the board's.
func TestResultBreakdown(t *testing.T) {
	sc := newScene(t, Yellow, Blue, Red)
	_, ok := sc.s.Result()
	require.False(t, ok, "no result at setup")
	sc.orient()
	_, ok = sc.s.Result()
	require.False(t, ok, "no result on day 1")
	for _, c := range sc.s.Players() {
		glBlank(sc, c)
	}
	sc.s.board.finalGoal = 0
	fg := components.FinalGoals[0]
	tg := finTargets{}
	for _, a := range fg {
		tg[a.Kind] = max(int(a.N), 1)
	}
	finBuild(t, sc, Yellow, Blue, tg)
	finTokens(sc, Yellow, 2)
	sc.p(Yellow).banked = 3
	glBooks(sc, Yellow, 1)
	glVouchers(sc, Yellow, 2)
	sc.s.board.value[Motor] = 3
	glTrain(sc, Blue, Design, 2, 1000)
	glPark(sc, Blue, SUV, Sports)
	glUpgraded(sc, Blue, glDesign(t, SUV, Body))
	sc.p(Blue).banked = 1
	finTokens(sc, Red, 1)
	for _, c := range sc.s.Players() {
		sc.p(c).pp = int16(20 + 3*int(sc.seat(c)))
	}
	before := map[Color]PlayerBoard{}
	for _, c := range sc.s.Players() {
		before[c] = sc.board(c)
	}
	want := finRecount(sc.s)

	finEnd(sc)

	r, ok := sc.s.Result()
	require.True(t, ok)
	require.Len(t, r.Standings, 3)
	for _, st := range r.Standings {
		b := before[st.Color]
		require.Equal(t, want[st.Color], st.Breakdown, "%v", st.Color)
		require.Equal(t, b.PP, st.Breakdown.Play, "Play is the PP before final scoring")
		require.Equal(t, st.PP, finTotal(st.Breakdown), "the Breakdown adds up")
		require.Equal(t, sc.board(st.Color).PP, st.PP)
		require.Equal(t, finMeasure(sc.s, st.Color, components.AchieveCars), st.Cars)
		require.Equal(t, finMeasure(sc.s, st.Color, components.AchieveTestedDesigns), st.TestedDesigns)
		require.Equal(t, sc.board(st.Color).BankedShifts, st.BankedShifts)
	}
	require.Positive(t, finStanding(t, r, Yellow).Breakdown.FinalGoal, "the position meant Yellow to claim")
}

// R-FIN-6 (DECISIONS.md): most PP wins; ties go to the most cars in garages,
// then the most Tested Designs, then the most Banked Shifts; players still
// tied share the place, and the next place counts them all (1, 1, 3).
func TestResultRanking(t *testing.T) {
	type pos struct {
		pp     int
		cars   []Model
		tested int // Upgraded Designs of the first car's model
		banked int
	}
	y, b, r, p := Yellow, Blue, Red, Purple
	cases := []struct {
		name   string
		colors []Color
		pos    map[Color]pos
		places map[Color]int
	}{
		{"most PP wins", []Color{y, b, r},
			map[Color]pos{y: {pp: 40}, b: {pp: 52}, r: {pp: 47}},
			map[Color]int{b: 1, r: 2, y: 3}},
		{"a tie-breaker only on equal PP", []Color{y, b, r},
			map[Color]pos{y: {pp: 50}, b: {pp: 49, cars: []Model{City, SUV, Truck}, tested: 2, banked: 9}, r: {pp: 10}},
			map[Color]int{y: 1, b: 2, r: 3}},
		{"equal PP: most cars", []Color{y, b, r},
			map[Color]pos{y: {pp: 50, cars: []Model{City, City, SUV}}, b: {pp: 50, cars: []Model{Concept, Concept}, tested: 2, banked: 9}, r: {pp: 45}},
			map[Color]int{y: 1, b: 2, r: 3}},
		{"then most Tested Designs", []Color{y, b, r},
			map[Color]pos{y: {pp: 50, cars: []Model{City, SUV}, tested: 1, banked: 9}, b: {pp: 50, cars: []Model{Truck, Sports}, tested: 2}, r: {pp: 50, cars: []Model{Concept}, tested: 3}},
			map[Color]int{b: 1, y: 2, r: 3}},
		{"then most Banked Shifts", []Color{y, b},
			map[Color]pos{y: {pp: 50, cars: []Model{City}, tested: 1, banked: 3}, b: {pp: 50, cars: []Model{SUV}, tested: 1, banked: 4}},
			map[Color]int{b: 1, y: 2}},
		{"still tied share the place: 1, 1, 3", []Color{y, b, r},
			map[Color]pos{y: {pp: 50, cars: []Model{City}, tested: 1, banked: 2}, b: {pp: 50, cars: []Model{Truck}, tested: 1, banked: 2}, r: {pp: 50, cars: []Model{Sports}, tested: 1, banked: 1}},
			map[Color]int{y: 1, b: 1, r: 3}},
		{"a shared second place: 1, 2, 2", []Color{y, b, r},
			map[Color]pos{y: {pp: 60}, b: {pp: 50, banked: 2}, r: {pp: 50, banked: 2}},
			map[Color]int{y: 1, b: 2, r: 2}},
		{"four players: 1, 1, 3, 4", []Color{y, b, r, p},
			map[Color]pos{y: {pp: 30}, b: {pp: 44, cars: []Model{SUV}}, r: {pp: 44, cars: []Model{Sports}}, p: {pp: 44}},
			map[Color]int{b: 1, r: 1, p: 3, y: 4}},
		{"all tied", []Color{y, b, r, p},
			map[Color]pos{y: {pp: 30}, b: {pp: 30}, r: {pp: 30}, p: {pp: 30}},
			map[Color]int{y: 1, b: 1, r: 1, p: 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := finScene(t, tc.colors...)
			finEnd(sc)
			// The game is over; the position is rearranged to rank it.
			for _, c := range tc.colors {
				ps := tc.pos[c]
				glBlank(sc, c)
				sc.p(c).pp = int16(ps.pp)
				glPark(sc, c, ps.cars...)
				for i := range ps.tested {
					glUpgraded(sc, c, glDesign(t, ps.cars[0], Part(i)))
				}
				sc.p(c).banked = uint8(ps.banked)
			}
			res, ok := sc.s.Result()
			require.True(t, ok)
			require.Len(t, res.Standings, len(tc.colors))
			for i, st := range res.Standings {
				require.Equal(t, tc.places[st.Color], st.Place, "%v's place", st.Color)
				require.Equal(t, tc.pos[st.Color].pp, st.PP)
				require.Equal(t, len(tc.pos[st.Color].cars), st.Cars)
				require.Equal(t, tc.pos[st.Color].tested, st.TestedDesigns)
				require.Equal(t, tc.pos[st.Color].banked, st.BankedShifts)
				if i > 0 {
					require.LessOrEqual(t, res.Standings[i-1].Place, st.Place, "best first")
				}
			}
		})
	}
}

// ---------------------------------------------------------------------------
// Random finished games

// R-FIN-1 to R-FIN-6, R-END-1: in random finished games, final scoring and
// the result equal a recount written from the public accessors of the state
// just before final scoring.
func TestFinalScoringRecount(t *testing.T) {
	claims := 0
	for game := range 9 {
		seed := uint64(40 + game)
		n := 2 + game%3
		t.Run(fmt.Sprintf("seed %d, %d players", seed, n), func(t *testing.T) {
			cfg := Config{Seed: seed}
			for _, c := range []Color{Red, Blue, Yellow, Purple}[:n] {
				cfg.Players = append(cfg.Players, PlayerConfig{Color: c, ExpertSide: game%4 == 1})
			}
			s, _, err := New(cfg)
			require.NoError(t, err)
			r := rand.New(rand.NewPCG(seed, 99))
			var last GameState
			var lastEvents []Event
			for steps := 0; !s.IsOver(); steps++ {
				require.Less(t, steps, 50000, "the game does not end")
				_, ok := s.Result()
				require.False(t, ok)
				legal := s.LegalActions()
				require.NotEmpty(t, legal)
				last = s
				s, lastEvents, err = Apply(s, pickKind(r, legal))
				require.NoError(t, err)
			}
			require.True(t, s.gameEnds(), "R-END-1: the markers are at the end")

			// The state just before final scoring: the last action's events
			// up to the first final-scoring one.
			pre := last
			i := 0
			for ; i < len(lastEvents); i++ {
				k := lastEvents[i].Kind
				if k == EvFinalGoalClaimed || k == EvFinalScored || k == EvGameEnded {
					break
				}
				pre = mustEvolve(t, pre, lastEvents[i])
			}
			require.False(t, pre.IsOver())
			require.True(t, pre.gameEnds())
			rest := pre
			for _, e := range lastEvents[i:] {
				require.Contains(t, []EventKind{EvFinalGoalClaimed, EvFinalScored, EvGameEnded}, e.Kind, "only final scoring after the day")
				rest = mustEvolve(t, rest, e)
			}
			require.Empty(t, cmp.Diff(s, rest, stateCmp), "the folded events give the final state")
			require.Empty(t, invariants(&s))

			// ScoreNow, at the position final scoring starts from, gives
			// the game's result.
			at := pre
			at.inflight = 0
			now, ok := at.ScoreNow()
			require.True(t, ok)
			final, _ := s.Result()
			require.Equal(t, final, now, "R-FIN: ScoreNow is final scoring applied now")

			want := finRecount(pre)
			res, ok := s.Result()
			require.True(t, ok)
			require.Len(t, res.Standings, n)
			type key struct{ pp, cars, tested, banked int }
			keys := map[Color]key{}
			for _, c := range pre.Players() {
				keys[c] = key{finTotal(want[c]), finMeasure(pre, c, components.AchieveCars),
					finMeasure(pre, c, components.AchieveTestedDesigns), finMeasure(pre, c, components.AchieveBankedShifts)}
			}
			ahead := func(a, b key) bool {
				switch {
				case a.pp != b.pp:
					return a.pp > b.pp
				case a.cars != b.cars:
					return a.cars > b.cars
				case a.tested != b.tested:
					return a.tested > b.tested
				}
				return a.banked > b.banked
			}
			for i, st := range res.Standings {
				c := st.Color
				require.Equal(t, want[c], st.Breakdown, "%v's final scoring", c)
				require.Equal(t, finTotal(want[c]), st.PP, "%v's PP", c)
				b, _ := s.Player(c)
				require.Equal(t, st.PP, b.PP)
				k := keys[c]
				require.Equal(t, k.cars, st.Cars)
				require.Equal(t, k.tested, st.TestedDesigns)
				require.Equal(t, k.banked, st.BankedShifts)
				place := 1
				for _, o := range pre.Players() {
					if ahead(keys[o], k) {
						place++
					}
				}
				require.Equal(t, place, st.Place, "%v's place", c)
				if i > 0 {
					require.LessOrEqual(t, res.Standings[i-1].Place, st.Place)
				}
				claims += len(finClaims(pre, c))
			}
		})
	}
	t.Logf("%d Final Goal achievements claimed in the random games", claims)
}

// R-ENG-6: a game whose markers never get there ends with the last day the
// engine allows, after that day is finished, with final scoring as usual;
// the day before goes on.
func TestGameEndsOnTheLastDay(t *testing.T) {
	for _, day := range []int{components.MaxDays - 1, components.MaxDays} {
		t.Run(fmt.Sprintf("day %d", day), func(t *testing.T) {
			sc := finScene(t, Yellow, Blue)
			sc.s.week, sc.s.cycle = 1, 0
			sc.s.meeting = false
			sc.s.sandra = int8(WorkstationOf(RnD, false))
			sc.workAt(Yellow, WorkstationOf(Assembly, true), day)
			require.Empty(t, invariants(&sc.s))
			evs := sc.do(EndTurn(Yellow))
			if day < components.MaxDays {
				require.False(t, sc.s.IsOver())
				require.Empty(t, find(evs, EvGameEnded))
				return
			}
			require.Len(t, find(evs, EvGameEnded), 1)
			require.NotEmpty(t, find(evs, EvFinalScored))
			finRequireOver(t, sc)
		})
	}
}
