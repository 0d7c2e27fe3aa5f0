package kanban

import (
	"bytes"
	"encoding/json"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
)

// The wire format — the JSON of actions and events and their notation — is
// what hosts store and send; these tests pin it so that it cannot change by
// accident. Rewrite the golden files after a deliberate change with
//
//	go test -run Golden -update

var update = flag.Bool("update", false, "rewrite golden files")

// wireGame is a game played with random legal actions from fixed seeds.
type wireGame struct {
	s       GameState
	log     []Event  // every event, from the setup event on
	actions []Action // the actions played
	legal   []Action // every action listed as legal along the way
}

// wireConfig returns the configuration of a game of n players (2 to 4) in
// a fixed seating order and with a fixed seed.
func wireConfig(n int) Config {
	cfg := Config{Seed: 20240611}
	for _, c := range []Color{Yellow, Blue, Purple, Red}[:n] {
		cfg.Players = append(cfg.Players, PlayerConfig{Color: c})
	}
	return cfg
}

// wireDraw returns a number in [0, n). It is the modulo of PCG's Uint64,
// whose output the standard library pins, rather than rand.IntN, whose
// output may change between Go releases and would break the golden game.
func wireDraw(r *rand.Rand, n int) int { return int(r.Uint64() % uint64(n)) }

// wirePick chooses a legal action: first a kind, then an action of that
// kind, so that the many Recycling swaps do not drown out the rest.
func wirePick(r *rand.Rand, legal []Action) Action {
	kinds := kindsOf(legal)
	of := ofKind(legal, kinds[wireDraw(r, len(kinds))])
	return of[wireDraw(r, len(of))]
}

// playWireGame sets up wireConfig(n) and plays up to steps random legal
// actions, drawn from a generator seeded with seed; it stops early only if
// the game ends.
func playWireGame(t testing.TB, n, steps int, seed uint64) wireGame {
	t.Helper()
	s, log, err := New(wireConfig(n))
	require.NoError(t, err)
	g := wireGame{s: s, log: log}
	r := rand.New(rand.NewPCG(seed, uint64(n)))
	for range steps {
		legal := s.LegalActions()
		if len(legal) == 0 {
			break
		}
		g.legal = append(g.legal, legal...)
		a := wirePick(r, legal)
		next, evs, err := Apply(s, a)
		require.NoError(t, err, "legal action %v", a)
		g.actions = append(g.actions, a)
		g.log = append(g.log, evs...)
		s = next
	}
	g.s = s
	return g
}

// exampleActions returns a fixed action of every kind, in kind order: the
// examples of the golden file.
func exampleActions() []Action {
	return []Action{
		CertSpace(Yellow, 2),
		StartPart(Blue, Battery),
		StartDesign(Purple, DisplaySpace(1, 2)),
		Select(Red, WorkstationOf(Logistics, true)),
		Train(Yellow, RnD),
		Homework(Blue, Administration),
		Recycle(Purple, Body, Drivetrain),
		KeepAward(Red, AwardVoucher),
		EndTurn(Yellow),
		TakeDesign(Blue, OfficeTopStack),
		Kanban(Purple, 11, AboveLastTwo),
		Collect(Red, Body, 3),
		Voucher(Yellow),
		Provide(Blue, Truck, Battery, FromVoucher),
		ProvideRecycled(Blue, City, Motor, Drivetrain),
		Branch(Purple, ExitSpace),
		Claim(Red, [4]DesignTile{3, NoDesign, 34, NoDesign}),
		Garage(Yellow, 4),
		Padlock(Blue, Benefit{Speech: 1, Vouchers: 1}),
		Upgrade(Purple, 8, 5, FromStorage, true),
		UpgradeRecycled(Red, 29, 0, Electronics, false),
		Speak(Yellow, 12, 12),
		Speak(Blue, NoGoal, 31),
		Pass(Purple),
		ChooseGoal(Red, 0),
	}
}

// everyAction returns actions of every kind with every value of their
// fields, and the same with a Version.
func everyAction() []Action {
	var out []Action
	for _, p := range []Color{Yellow, Blue, Purple, Red} {
		for sp := range 4 {
			out = append(out, CertSpace(p, sp))
		}
		for part := range Part(6) {
			out = append(out, StartPart(p, part))
			for take := range Part(6) {
				out = append(out, Recycle(p, part, take))
			}
		}
		for src := range numDesignSources {
			out = append(out, StartDesign(p, src))
		}
		for w := range Workstation(NumWorkstations) {
			out = append(out, Select(p, w))
		}
		for d := range Department(5) {
			out = append(out, Train(p, d), Homework(p, d))
		}
		for a := range Award(4) {
			out = append(out, KeepAward(p, a))
		}
		out = append(out, EndTurn(p), Voucher(p))
		for src := range numDesignSources {
			out = append(out, TakeDesign(p, src))
		}
		for card := range 12 {
			for place := range numPlacements {
				out = append(out, Kanban(p, card, place))
			}
		}
		for part := range Part(6) {
			out = append(out, Collect(p, part, 1), Collect(p, part, 6))
			for m := range Model(5) {
				out = append(out, Provide(p, m, part, FromStorage), Provide(p, m, part, FromVoucher))
				for give := range Part(6) {
					out = append(out, ProvideRecycled(p, m, part, give))
				}
			}
		}
		for to := ExitSpace; to < 13; to++ {
			out = append(out, Branch(p, to))
		}
		for g := range 5 {
			out = append(out, Garage(p, g))
		}
		out = append(out, Claim(p, [4]DesignTile{0, 1, 2, 3}), Claim(p, [4]DesignTile{NoDesign, NoDesign, NoDesign, 34}))
		out = append(out, Padlock(p, Benefit{Books: 1, BankedShifts: 1}))
		for d := DesignTile(0); d < 35; d += 5 {
			for sp := range 6 {
				out = append(out, Upgrade(p, d, sp, FromStorage, false), Upgrade(p, d, sp, FromVoucher, true), UpgradeRecycled(p, d, sp, Body, true))
			}
		}
	}
	for i, a := range out[:len(out):len(out)] {
		a.Version = uint32(i*7919 + 1)
		out = append(out, a)
	}
	out = append(out, Action{Kind: ActEndTurn, Player: Red, Version: 1<<32 - 1})
	return out
}

// wireActions returns the actions whose wire forms are checked: everyAction
// and every action listed as legal in games of 2, 3 and 4 players.
func wireActions(t *testing.T) []Action {
	t.Helper()
	out := everyAction()
	for n := 2; n <= 4; n++ {
		out = append(out, playWireGame(t, n, 300, 1).legal...)
	}
	return out
}

// exampleEvents returns a hand-made event of every kind, in kind order, for
// the kinds that short random games may not reach; the setup event comes
// from New.
func exampleEvents(t testing.TB) []Event {
	t.Helper()
	_, setup, err := New(wireConfig(3))
	require.NoError(t, err)
	rngState := GeneratorState{0x0123456789abcdef, 0xfedcba9876543210}
	env := func(seq uint32, p Color, e Event) Event {
		e.Seq, e.Action, e.Player = seq, int32(seq)/2, p
		return e
	}
	return []Event{
		setup[0],
		env(2, Yellow, Event{Kind: EvCertSpaceTaken, Space: 3}),
		env(3, Blue, Event{Kind: EvGained, Gain: Benefit{PP: 2, Books: 1}, Pending: true}),
		env(4, NoColor, Event{Kind: EvPicksStarted}),
		env(5, Purple, Event{Kind: EvPartTaken, Part: Electronics, N: 2}),
		env(6, Red, Event{Kind: EvDesignTaken, Source: OfficeBottomStack, Design: 34, Top: 12}),
		env(7, NoColor, Event{Kind: EvDisplayRefilled, List: listOfT(1, 2, 3, 4, 5, 6, 7, 255, 8, 9, 255)}),
		env(8, NoColor, Event{Kind: EvDayStarted, N: 12}),
		env(9, Yellow, Event{Kind: EvWorkstationChosen, Workstation: WorkstationOf(Design, false)}),
		env(10, NoColor, Event{Kind: EvSandraMoved, Workstation: NoWorkstation}),
		env(11, NoColor, Event{Kind: EvWorkingStarted}),
		env(12, Blue, Event{Kind: EvTurnStarted, Workstation: WorkstationOf(Administration, true), N: 3}),
		env(13, Blue, Event{Kind: EvBankedShiftSpent}),
		env(14, Blue, Event{Kind: EvDepartmentNamed, Dept: Assembly}),
		env(15, Purple, Event{Kind: EvTrained, Dept: Logistics, Space: 4}),
		env(16, Purple, Event{Kind: EvHomework, Dept: Design, Space: 5}),
		env(17, Purple, Event{Kind: EvCertified, Dept: Design}),
		env(18, Red, Event{Kind: EvFactoryGoalReached, Space: 5}),
		env(19, Red, Event{Kind: EvExpert, Dept: RnD}),
		env(20, Red, Event{Kind: EvAwardTokenTaken, Dept: RnD}),
		env(21, Red, Event{Kind: EvAwardKept, Dept: RnD, Award: AwardBook}),
		env(22, Yellow, Event{Kind: EvRecycled, Give: Motor, Part: Autopilot}),
		env(23, Yellow, Event{Kind: EvDemandReplaced, List: listOfT(7, 0, 12, 3), RNG: rngState}),
		env(24, Yellow, Event{Kind: EvCredited, Gain: Benefit{PP: -1, Vouchers: 2, BankedShifts: 1, Speech: 1}}),
		env(25, Yellow, Event{Kind: EvTurnEnded}),
		env(26, NoColor, Event{Kind: EvSandraTurn, Workstation: WorkstationOf(Assembly, true)}),
		env(27, Blue, Event{Kind: EvSandraEvaluated, N: -2}),
		env(28, NoColor, Event{Kind: EvPaceCarAdvanced, Space: 6}),
		env(29, NoColor, Event{Kind: EvMeetingScheduled}),
		env(30, NoColor, Event{Kind: EvAssemblyCleared}),
		env(31, NoColor, Event{Kind: EvWarehousesStripped}),
		env(32, NoColor, Event{Kind: EvDesignsReturned, List: listOfT(4, 33, 19), RNG: rngState}),
		env(33, Purple, Event{Kind: EvGenericExchanged}),
		env(34, Red, Event{Kind: EvWeekScored, N: 17}),
		env(35, NoColor, Event{Kind: EvWeekAdvanced, N: 2}),
		env(36, NoColor, Event{Kind: EvDayEnded, N: 12}),
		env(37, Red, Event{Kind: EvChoicePending, Decision: DecideBranch, List: listOfT(0, 5, 6)}),
		env(38, Red, Event{Kind: EvShiftsSpent, N: 3}),
		env(39, Blue, Event{Kind: EvStackReplaced, Source: OfficeTopStack}),
		env(40, Blue, Event{Kind: EvKanbanIssued, Card: 7, Placement: AboveLastFour, List: listOfT(0, 2)}),
		env(41, Blue, Event{Kind: EvKanbanDrawn, Card: 4}),
		env(42, Blue, Event{Kind: EvVoucherRequested}),
		env(43, Yellow, Event{Kind: EvModelsCleared, List: listOfT(1, 4)}),
		env(44, Yellow, Event{Kind: EvPartProvided, Model: Sports, Part: Body, From: FromRecycling, Give: Motor}),
		env(45, Yellow, Event{Kind: EvBranchTaken, To: 8}),
		env(46, Yellow, Event{Kind: EvConveyorAdvanced, List: listOfT(1, 6, 7), To: ExitSpace}),
		env(47, Yellow, Event{Kind: EvDemandTokenTaken, Space: 1}),
		env(48, Yellow, Event{Kind: EvCarReturned, Model: Concept}),
		env(49, Yellow, Event{Kind: EvCarStarted, Model: SUV}),
		env(50, Purple, Event{Kind: EvCarsClaimed, List: listOfT(3, 255, 20)}),
		env(51, Purple, Event{Kind: EvCarParked, Model: Truck, Space: 4}),
		env(52, Purple, Event{Kind: EvPadlockTaken, Gain: Benefit{Speech: 1, Books: 1}}),
		env(53, Purple, Event{Kind: EvDesignUpgraded, Design: 15, Part: Battery, Space: 2, From: FromVoucher, Double: true}),
		env(54, NoColor, Event{Kind: EvMeetingStarted}),
		env(55, Red, Event{Kind: EvSpoke, Goal: 3, On: 3, Space: 0, N: 6}),
		env(56, Blue, Event{Kind: EvPassed}),
		env(57, NoColor, Event{Kind: EvTokensReturned}),
		env(58, NoColor, Event{Kind: EvGoalsDiscarded}),
		env(59, Yellow, Event{Kind: EvGoalChosen, Goal: 30}),
		env(60, NoColor, Event{Kind: EvGoalsRevealed, List: listOfT(3, 17, 255, 255)}),
		env(61, NoColor, Event{Kind: EvGoalDeckReshuffled, List: listOfT(5, 9, 1), RNG: rngState}),
		env(62, NoColor, Event{Kind: EvRoomGoalDealt, Space: 3, Goal: 9}),
		env(63, Purple, Event{Kind: EvGoalDrawn, Goal: 1}),
		env(64, NoColor, Event{Kind: EvMeetingEnded, N: 2}),
		env(65, Red, Event{Kind: EvFinalGoalClaimed, Space: 2, N: 5}),
		env(66, Red, Event{Kind: EvFinalScored, Category: ScoreTraining, N: 8}),
		env(67, NoColor, Event{Kind: EvGameEnded}),
		env(68, Blue, Event{Kind: EvActed, N: 3, Act: Train(Blue, RnD)}),
		env(69, Blue, Event{Kind: EvDemandTileTurned, Space: 1, Model: Truck}),
		env(68, Yellow, Event{Kind: EvCarTested, Model: Truck}),
		env(70, Blue, Event{Kind: EvColleagueSpotTaken, Space: 1}),
		env(71, NoColor, Event{Kind: EvColumnDrawn, Card: 7}),
		env(72, NoColor, Event{Kind: EvDepartmentDeckRebuilt, List: listOfT(3, 10, 0), RNG: rngState}),
		env(73, NoColor, Event{Kind: EvSelectionReshuffled, List: listOfT(17, 2, 5), RNG: rngState}),
		env(74, Purple, Event{Kind: EvSelectionDrawn, Card: 4, Part: Autopilot}),
		env(75, Purple, Event{Kind: EvColleagueSelected, Space: 2, Workstation: 3}),
		env(76, Blue, Event{Kind: EvColleagueTurn, Workstation: 1}),
		env(77, Blue, Event{Kind: EvColleagueTrained, Dept: Design, Space: 3}),
		env(78, Blue, Event{Kind: EvColleagueCertified, Dept: Design, Space: 1}),
		env(79, Blue, Event{Kind: EvColleagueExpert, Dept: RnD}),
		env(80, Blue, Event{Kind: EvColleagueScored, N: 4}),
		env(81, Red, Event{Kind: EvOvertime, Dept: Logistics}),
		env(82, Blue, Event{Kind: EvSharedStackTurned, Design: 8}),
		env(83, Blue, Event{Kind: EvColleagueUpgraded, Design: 9, Part: Battery, Space: 3}),
		env(84, Blue, Event{Kind: EvColleagueClaimed, Space: 2, Model: Sports}),
		env(85, Purple, Event{Kind: EvColleagueProvided, Model: City, Part: Body}),
		env(86, Purple, Event{Kind: EvColleagueKanban, Card: 5, Placement: AboveLastTwo, List: listOfT(0, 3)}),
		env(87, Purple, Event{Kind: EvColleagueCollected, Part: Motor, N: 2}),
		env(88, NoColor, Event{Kind: EvColleaguePartReturned, Part: Body, RNG: rngState}),
		env(89, Purple, Event{Kind: EvColleagueDesignTaken, Source: OfficeTopStack, Design: 12, Top: 30}),
		env(90, NoColor, Event{Kind: EvColleaguesRecycled, Give: Body, Part: Motor}),
		env(91, NoColor, Event{Kind: EvColleaguesWeekEnded}),
		env(92, Red, Event{Kind: EvFired}),
		env(93, Blue, Event{Kind: EvColleagueSpoke, On: 7, Space: 2, N: 6}),
		env(94, NoColor, Event{Kind: EvRoomShuffled, List: listOfT(3, 17, 9, 21), RNG: rngState}),
		env(95, Blue, Event{Kind: EvColleagueFinalScored, Category: ScoreCars, N: 9}),
	}
}

// wireEvents returns the events whose wire forms are checked: exampleEvents
// and the logs of random games of 2, 3 and 4 players.
func wireEvents(t *testing.T) []Event {
	t.Helper()
	out := exampleEvents(t)
	for n := 2; n <= 4; n++ {
		out = append(out, playWireGame(t, n, 400, 2).log...)
	}
	return out
}

func TestWireCoversEveryKind(t *testing.T) {
	actionKinds := map[ActionKind]bool{}
	for _, a := range exampleActions() {
		actionKinds[a.Kind] = true
	}
	eventKinds := map[EventKind]bool{}
	for _, e := range exampleEvents(t) {
		eventKinds[e.Kind] = true
	}
	for k := ActionKind(1); k < numActionKinds; k++ {
		require.True(t, actionKinds[k], "no example of action kind %v", k)
	}
	for k := EventKind(1); k < numEventKinds; k++ {
		require.True(t, eventKinds[k], "no example of event kind %v", k)
	}

	// Random play reaches every action kind, so the legal actions checked
	// below are not only the hand-made ones.
	played := map[ActionKind]bool{}
	for n := 2; n <= 4; n++ {
		for _, a := range playWireGame(t, n, 2000, 1).legal {
			played[a.Kind] = true
		}
	}
	for k := ActionKind(1); k < numActionKinds; k++ {
		require.True(t, played[k], "random play never lists action kind %v", k)
	}
}

func TestActionJSONRoundTrip(t *testing.T) {
	for _, a := range wireActions(t) {
		b, err := json.Marshal(a)
		require.NoError(t, err, "encoding %v", a)
		var got Action
		require.NoError(t, json.Unmarshal(b, &got), "decoding %s", b)
		require.Equal(t, a, got, "round trip of %s", b)
	}
}

func TestActionNotationRoundTrip(t *testing.T) {
	for _, a := range wireActions(t) {
		got, err := ParseAction(a.String())
		require.NoError(t, err, "parsing %q", a.String())
		require.Equal(t, a, got, "round trip of %q", a.String())
	}
}

func TestEventJSONRoundTrip(t *testing.T) {
	evs := wireEvents(t)
	for _, e := range evs {
		b, err := json.Marshal(e)
		require.NoError(t, err, "encoding %v", e)
		var got Event
		require.NoError(t, json.Unmarshal(b, &got), "decoding %s", b)
		require.Empty(t, cmp.Diff(e, got), "round trip of %s", b)
	}

	// A whole log as one JSON array.
	b, err := json.Marshal(evs)
	require.NoError(t, err)
	var got []Event
	require.NoError(t, json.Unmarshal(b, &got))
	require.Empty(t, cmp.Diff(evs, got))
}

func TestEventNotationRoundTrip(t *testing.T) {
	for _, e := range wireEvents(t) {
		got, err := ParseEvent(e.String())
		require.NoError(t, err, "parsing %q", e.String())
		require.Empty(t, cmp.Diff(e, got), "round trip of %q", e.String())
	}
}

// The envelope is in every event's JSON; the player only when there is one.
func TestEventJSONEnvelope(t *testing.T) {
	for _, e := range exampleEvents(t) {
		b, err := json.Marshal(e)
		require.NoError(t, err)
		var obj map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(b, &obj))
		for _, key := range []string{"seq", "action", "type"} {
			require.Contains(t, obj, key, "%s", b)
		}
		_, hasPlayer := obj["player"]
		require.Equal(t, e.Player != NoColor, hasPlayer, "%s", b)
		require.Equal(t, `"`+e.Kind.String()+`"`, string(obj["type"]), "%s", b)
	}
}

// refuseJSON checks that decoding in as a T returns an error, without a
// panic; it goes on to the next case after a failure, so that a test lists
// every input wrongly accepted.
func refuseJSON[T any](t *testing.T, in string) {
	t.Helper()
	var v T
	var err error
	require.NotPanics(t, func() { err = json.Unmarshal([]byte(in), &v) }, "%s", in)
	if err == nil {
		t.Errorf("accepted %s as %v", in, v)
	}
}

// refuseNotation is refuseJSON for a notation parser.
func refuseNotation[T any](t *testing.T, parse func(string) (T, error), in string) {
	t.Helper()
	var v T
	var err error
	require.NotPanics(t, func() { v, err = parse(in) }, "%q", in)
	if err == nil {
		t.Errorf("accepted %q as %v", in, v)
	}
}

func TestActionJSONRefusals(t *testing.T) {
	for _, in := range []string{
		// Not JSON, or not an object.
		``, `{`, `nope`, `{"type":"train","player":"red","dept":"rnd"`,
		`{"type":"train","player":"red","dept":"rnd"}}`, `null`, `[]`, `42`, `"train"`,
		`[{"type":"end-turn","player":"red"}]`, `{"type":"end-turn","player":"red",}`,

		// Unknown types.
		`{"player":"red"}`,
		`{"type":"","player":"red"}`,
		`{"type":"fly","player":"red"}`,
		`{"type":"Train","player":"red","dept":"rnd"}`,
		`{"type":"trained","player":"red","dept":"rnd","space":2}`,
		`{"type":5,"player":"red","dept":"rnd"}`,
		`{"type":null,"player":"red"}`,

		// Missing fields.
		`{"type":"end-turn"}`,
		`{"type":"train","player":"red"}`,
		`{"type":"train","dept":"rnd"}`,
		`{"type":"recycle","player":"red","part":"body"}`,
		`{"type":"recycle","player":"red","give":"body"}`,
		`{"type":"cert-space","player":"red"}`,
		`{"type":"select","player":"red","Workstation":"rnd-top"}`,

		// Fields the kind does not have.
		`{"type":"end-turn","player":"red","dept":"rnd"}`,
		`{"type":"train","player":"red","dept":"rnd","space":1}`,
		`{"type":"train","player":"red","dept":"rnd","seq":4}`,
		`{"type":"keep-award","player":"red","award":"pp","extra":null}`,

		// Values out of range or of the wrong type.
		`{"type":"end-turn","player":"green"}`,
		`{"type":"end-turn","player":"Red"}`,
		`{"type":"end-turn","player":3}`,
		`{"type":"train","player":"red","dept":"marketing"}`,
		`{"type":"train","player":"red","dept":0}`,
		`{"type":"start-part","player":"red","part":"wheel"}`,
		`{"type":"recycle","player":"red","give":"body","part":"engine"}`,
		`{"type":"select","player":"red","workstation":"rnd-middle"}`,
		`{"type":"select","player":"red","workstation":3}`,
		`{"type":"start-design","player":"red","source":"top-5"}`,
		`{"type":"start-design","player":"red","source":"bottom-0"}`,
		`{"type":"keep-award","player":"red","award":"car"}`,
		`{"type":"cert-space","player":"red","space":128}`,
		`{"type":"cert-space","player":"red","space":-129}`,
		`{"type":"cert-space","player":"red","space":1.5}`,
		`{"type":"cert-space","player":"red","space":"1"}`,
		`{"type":"end-turn","player":"red","version":-1}`,
		`{"type":"end-turn","player":"red","version":4294967296}`,
		`{"type":"end-turn","player":"red","version":"3"}`,
	} {
		refuseJSON[Action](t, in)
	}

	// An action that cannot be written is refused too.
	for _, a := range []Action{
		{},
		{Kind: numActionKinds, Player: Red},
		{Kind: ActEndTurn, Player: NoColor},
		{Kind: ActTrain, Player: Red, Dept: 5},
		{Kind: ActStartPart, Player: Red, Part: 6},
		{Kind: ActSelect, Player: Red, Workstation: NumWorkstations},
		{Kind: ActStartDesign, Player: Red, Source: numDesignSources},
		{Kind: ActKeepAward, Player: Red, Award: 4},
	} {
		require.NotPanics(t, func() {
			_, err := json.Marshal(a)
			require.Error(t, err, "encoded %#v", a)
		}, "%#v", a)
	}
}

// A JSON null where a field's value should be is a missing field, not the
// field's zero value: for the player, the department, the part and the
// Design source that is a real value (yellow, rnd, motor, top-1), and for an
// event's sequence number and action index it would be 0.
func TestWireRefusesNullFields(t *testing.T) {
	for _, in := range []string{
		`{"type":"end-turn","player":null}`,
		`{"type":"train","player":"red","dept":null}`,
		`{"type":"start-part","player":"red","part":null}`,
		`{"type":"start-design","player":"red","source":null}`,
		`{"type":"cert-space","player":"red","space":null}`,
	} {
		refuseJSON[Action](t, in)
	}
	for _, in := range []string{
		`{"seq":null,"action":0,"type":"turn-ended","player":"red"}`,
		`{"seq":2,"action":null,"type":"turn-ended","player":"red"}`,
		`{"seq":2,"action":0,"type":"trained","player":"red","dept":null,"space":2}`,
		`{"seq":2,"action":0,"type":"gained","player":"red","gain":null,"pending":true}`,
		`{"seq":2,"action":0,"type":"gained","player":"red","gain":{"pp":1},"pending":null}`,
		`{"seq":2,"action":0,"type":"demand-replaced","player":"red","list":[1,2],"rng":null}`,
	} {
		refuseJSON[Event](t, in)
	}
}

// The objects inside an event — a Benefit, the setup — refuse members they
// do not have, like the event itself: a misspelt "book" for "books" must
// not silently become no Book.
func TestEventJSONRefusesUnknownNestedFields(t *testing.T) {
	_, setup, err := New(wireConfig(2))
	require.NoError(t, err)
	started, err := json.Marshal(setup[0])
	require.NoError(t, err)
	for _, in := range []string{
		`{"seq":2,"action":0,"type":"gained","player":"red","gain":{"pp":1,"book":1},"pending":false}`,
		`{"seq":2,"action":0,"type":"credited","player":"red","gain":{"cars":3}}`,
		strings.Replace(string(started), `"setup":{`, `"setup":{"bogus":1,`, 1),
		strings.Replace(string(started), `"config":{`, `"config":{"bogus":1,`, 1),
	} {
		refuseJSON[Event](t, in)
	}
}

// The notation refuses a setup event without its setup, as JSON does
// ({"setup":null}).
func TestParseEventRefusesNullSetup(t *testing.T) {
	for _, in := range []string{"1:-1 - started null"} {
		refuseNotation(t, ParseEvent, in)
	}
}

func TestEventJSONRefusals(t *testing.T) {
	_, setup, err := New(wireConfig(2))
	require.NoError(t, err)
	started, err := json.Marshal(setup[0])
	require.NoError(t, err)

	for _, in := range []string{
		// Not JSON, or not an object.
		``, `{`, `null`, `[]`, `7`, `{"seq":2,"action":0,"type":"turn-ended","player":"red"`,

		// Unknown types.
		`{"seq":2,"action":0,"player":"red"}`,
		`{"seq":2,"action":0,"type":"end-turn","player":"red"}`,
		`{"seq":2,"action":0,"type":"Turn-Ended","player":"red"}`,
		`{"seq":2,"action":0,"type":"","player":"red"}`,

		// A missing envelope or field.
		`{"action":0,"type":"turn-ended","player":"red"}`,
		`{"seq":2,"type":"turn-ended","player":"red"}`,
		`{"seq":2,"action":0,"type":"trained","player":"red","dept":"rnd"}`,
		`{"seq":2,"action":0,"type":"day-started"}`,
		`{"seq":2,"action":0,"type":"part-taken","player":"red","part":"motor"}`,
		`{"seq":1,"action":-1,"type":"started"}`,
		`{"seq":1,"action":-1,"type":"started","setup":null}`,

		// Fields the kind does not have.
		`{"seq":2,"action":0,"type":"turn-ended","player":"red","dept":"rnd"}`,
		`{"seq":2,"action":0,"type":"day-started","n":3,"space":1}`,
		`{"seq":2,"action":0,"type":"turn-ended","player":"red","version":2}`,

		// Values out of range or of the wrong type.
		`{"seq":-1,"action":0,"type":"turn-ended","player":"red"}`,
		`{"seq":4294967296,"action":0,"type":"turn-ended","player":"red"}`,
		`{"seq":2,"action":2147483648,"type":"turn-ended","player":"red"}`,
		`{"seq":"2","action":0,"type":"turn-ended","player":"red"}`,
		`{"seq":2,"action":0,"type":"turn-ended","player":"green"}`,
		`{"seq":2,"action":0,"type":"turn-ended","player":"none"}`,
		`{"seq":2,"action":0,"type":"trained","player":"red","dept":"rnd","space":200}`,
		`{"seq":2,"action":0,"type":"day-started","n":40000}`,
		`{"seq":2,"action":0,"type":"design-taken","player":"red","source":"central","design":"x"}`,
		`{"seq":2,"action":0,"type":"sandra-moved","workstation":"desk"}`,
		`{"seq":2,"action":0,"type":"gained","player":"red","gain":{"pp":300},"pending":false}`,
		`{"seq":2,"action":0,"type":"gained","player":"red","gain":"2pp","pending":false}`,
		`{"seq":2,"action":0,"type":"gained","player":"red","gain":{"pp":2},"pending":"no"}`,
		`{"seq":2,"action":0,"type":"demand-replaced","list":[1,256],"rng":"0123456789abcdeffedcba9876543210"}`,
		`{"seq":2,"action":0,"type":"demand-replaced","list":[1,-1],"rng":"0123456789abcdeffedcba9876543210"}`,
		`{"seq":2,"action":0,"type":"demand-replaced","list":"1,2","rng":"0123456789abcdeffedcba9876543210"}`,
		`{"seq":2,"action":0,"type":"demand-replaced","list":[1,2],"rng":"0123"}`,
		`{"seq":2,"action":0,"type":"demand-replaced","list":[1,2],"rng":"0123456789abcdeffedcba987654321z"}`,
		`{"seq":2,"action":0,"type":"demand-replaced","list":[1,2],"rng":42}`,
		`{"seq":1,"action":-1,"type":"started","setup":[]}`,
		strings.Replace(string(started), `"yellow"`, `"green"`, 1),
	} {
		refuseJSON[Event](t, in)
	}

	for _, e := range []Event{
		{},
		{Kind: numEventKinds, Seq: 2},
		{Kind: EvTurnEnded, Seq: 2, Player: 9},
		{Kind: EvTrained, Seq: 2, Player: Red, Dept: 7},
		{Kind: EvSandraMoved, Seq: 2, Player: NoColor, Workstation: NumWorkstations},
	} {
		require.NotPanics(t, func() {
			_, err := json.Marshal(e)
			require.Error(t, err, "encoded %#v", e)
		}, "%#v", e)
	}
}

func TestNotationRefusals(t *testing.T) {
	for _, in := range []string{
		"", " ", "red", "red train", "train rnd", "red train rnd extra",
		"green train rnd", "Red train rnd", "- end-turn", "red fly", "red Train rnd", "red trained rnd",
		"red train marketing", "red start-part wheel", "red recycle body", "red recycle body engine",
		"red select rnd-middle", "red select none-top", "red start-design top-5", "red keep-award car",
		"red cert-space space-128", "red cert-space space--129", "red cert-space space-x", "red cert-space space-1.5",
		"red cert-space 1", "red cert-space space-", "red cert-space space", "red cert-space garage-1",
		"red upgrade suv-autopilot space-5 from-storage true", "red upgrade suv-autopilot space-5 storage double",
		"red speak 12 12", "red speak play-goal-12 goal-12", "red speak play-goal-32 on-none", "red kanban 11 above-last-two",
		"red collect body 3", "red collect body parts-3", "red collect body 3part", "red collect body 03parts",
		"red end-turn @0", "red end-turn @-1", "red end-turn @x", "red end-turn @", "red end-turn @4294967296",
		"@3", "red @3", "red end-turn @3 @4", "red @3 end-turn",
	} {
		refuseNotation(t, ParseAction, in)
	}

	for _, in := range []string{
		"", "1:0", "1:0 red", "x:0 red turn-ended", "1 red turn-ended", "1:x red turn-ended", ":0 red turn-ended",
		"-1:0 red turn-ended", "4294967296:0 red turn-ended", "1:2147483648 red turn-ended",
		"1:0 green turn-ended", "1:0 none turn-ended", "1:0 red end-turn", "1:0 red Turn-Ended",
		"1:0 red turn-ended rnd", "1:0 red trained rnd", "1:0 red trained rnd x", "1:0 red trained rnd space-300",
		"1:0 red trained rnd 2", "1:0 - day-started day-40000", "1:0 - day-started 12", "1:0 red gained 2pp",
		"1:0 red gained 2cars held", "1:0 red gained 2pp maybe", "1:0 red gained 2pp true",
		"1:0 - demand-replaced 1,2,300 0123456789abcdeffedcba9876543210",
		"1:0 - demand-replaced 1,,2 0123456789abcdeffedcba9876543210",
		"1:0 - demand-replaced 1,2 0123", "1:0 - models-cleared 1,4", "1:0 - models-cleared suv,,city",
		"1:0 - goals-revealed 3,17,255,255", "1:0 - goals-revealed goal-3,goal-17,goal-255,none",
		"1:0 red acted 2 train rnd", "1:0 red acted 2events", "1:0 red week-scored 17", "1:0 red week-scored 17PP",
		"1:-1 - started {bad}", "1:-1 - started [1]",
		`1:-1 - started {"config":{"players":[{"color":"green"}]}}`,
	} {
		refuseNotation(t, ParseEvent, in)
	}
}

// goldenFile compares got with the file testdata/name, or rewrites the file
// with -update.
func goldenFile(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -run Golden -update to write %s", path)
	if d := cmp.Diff(strings.Split(string(want), "\n"), strings.Split(string(got), "\n")); d != "" {
		t.Fatalf("%s differs (-file +now); if the change is meant, rewrite it with -update:\n%s", path, d)
	}
}

// testdata/actions.golden holds, for each action kind, the JSON and the
// notation of a fixed example, and one action with a Version.
func TestGoldenActions(t *testing.T) {
	examples := exampleActions()
	withVersion := EndTurn(Blue)
	withVersion.Version = 42
	examples = append(examples, withVersion)

	var buf bytes.Buffer
	for _, a := range examples {
		b, err := json.Marshal(a)
		require.NoError(t, err)
		buf.Write(b)
		buf.WriteByte('\n')
		buf.WriteString(a.String())
		buf.WriteByte('\n')
	}
	goldenFile(t, "actions.golden", buf.Bytes())

	// Each pair of lines reads back as its example.
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	require.Len(t, lines, 2*len(examples))
	for i, a := range examples {
		var fromJSON Action
		require.NoError(t, json.Unmarshal([]byte(lines[2*i]), &fromJSON))
		require.Equal(t, a, fromJSON)
		fromNotation, err := ParseAction(lines[2*i+1])
		require.NoError(t, err)
		require.Equal(t, a, fromNotation)
	}
}

// goldenGameSteps is the number of random legal actions of the golden game.
const goldenGameSteps = 300

// testdata/game.golden holds the JSON of every event of a 3-player game of
// random legal actions from fixed seeds, one event per line: a change in
// the rules' outcomes or in the wire format shows up here.
func TestGoldenGame(t *testing.T) {
	g := playWireGame(t, 3, goldenGameSteps, 3)
	require.Len(t, g.actions, goldenGameSteps)
	var buf bytes.Buffer
	for _, e := range g.log {
		b, err := json.Marshal(e)
		require.NoError(t, err)
		buf.Write(b)
		buf.WriteByte('\n')
	}
	goldenFile(t, "game.golden", buf.Bytes())

	// The file, read line by line, replays to the state of the game.
	var log []Event
	for _, line := range strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") {
		var e Event
		require.NoError(t, json.Unmarshal([]byte(line), &e), "%s", line)
		log = append(log, e)
	}
	replayed, err := Replay(log)
	require.NoError(t, err)
	require.Empty(t, cmp.Diff(g.s, replayed, stateCmp))
}

// The log of a game, written as JSON and read back, replays to the state
// the game reached; so does the log written in the notation.
func TestReplayFromWire(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g := playWireGame(t, n, 400, 4)

		b, err := json.Marshal(g.log)
		require.NoError(t, err)
		var decoded []Event
		require.NoError(t, json.Unmarshal(b, &decoded))
		replayed, err := Replay(decoded)
		require.NoError(t, err, "%d players", n)
		require.Empty(t, cmp.Diff(g.s, replayed, stateCmp), "%d players", n)

		var parsed []Event
		for _, e := range g.log {
			p, err := ParseEvent(e.String())
			require.NoError(t, err)
			parsed = append(parsed, p)
		}
		replayed, err = Replay(parsed)
		require.NoError(t, err, "%d players", n)
		require.Empty(t, cmp.Diff(g.s, replayed, stateCmp), "%d players", n)

		// Every action of the game, through its JSON, is still accepted
		// and leads to the same state.
		s, _, err := New(wireConfig(n))
		require.NoError(t, err)
		for _, a := range g.actions {
			b, err := json.Marshal(a)
			require.NoError(t, err)
			var back Action
			require.NoError(t, json.Unmarshal(b, &back))
			s, _, err = Apply(s, back)
			require.NoError(t, err, "%s", b)
		}
		require.Empty(t, cmp.Diff(g.s, s, stateCmp), "%d players", n)
	}
}

// testdata/view.golden holds the JSON of each player's View at the end of
// the golden game, then, as the game goes on, the acting player's View at
// the first Department Selection in which Sandra chooses and someone has
// chosen, and at the first pass in a Meeting: the wire form a frontend
// reads (R-ENG-3).
func TestGoldenView(t *testing.T) {
	g := playWireGame(t, 3, goldenGameSteps, 3)
	var buf bytes.Buffer
	write := func(v View) {
		b, err := json.MarshalIndent(v, "", "  ")
		require.NoError(t, err)
		buf.Write(b)
		buf.WriteByte('\n')
	}
	for _, c := range g.s.Players() {
		write(g.s.View(c))
	}
	longer := playWireGame(t, 3, goldenGameSteps+100, 3)
	s, err := Replay(longer.log[:1])
	require.NoError(t, err)
	var selection, meeting bool
	for _, e := range longer.log[1:] {
		s = mustEvolve(t, s, e)
		if s.inflight > 0 {
			continue
		}
		switch {
		case !selection && s.phase == phaseSelection && s.day > 1 && s.orderPos > 0 && s.order[s.orderPos] != sandraSeat:
			selection = true
			write(s.View(s.Next().Player))
		case !meeting && s.phase == phaseMeeting && s.mtg.passes > 0:
			meeting = true
			write(s.View(s.Next().Player))
		}
	}
	require.True(t, selection && meeting, "the golden game has a Department Selection and a Meeting")
	goldenFile(t, "view.golden", buf.Bytes())
}
