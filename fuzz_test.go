package kanban

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
)

// Fuzz targets for what a host reads from outside: actions and event logs
// in JSON, actions in the notation, and arbitrary actions applied to real
// positions. Run one with, for example,
//
//	go test -run XXX -fuzz FuzzApply -fuzztime 20s .
//
// Inputs that break a property are saved under testdata/fuzz/<target>/ and
// replayed by every go test after that.

// fuzzPosition is a position of a game to apply fuzzed actions to.
type fuzzPosition struct {
	name string
	s    GameState
}

// fuzzPositions plays random legal actions from fixed seeds and keeps the
// first position of each kind: just set up, orientation's picks, day 1's
// Department Selection, a working turn, a later day's selection, and the
// pending choices of a certification space and an Award tile when the game
// reaches them; then the same for a 2-player game, where Sandra blocks a
// department (R-SEL-5).
func fuzzPositions(t testing.TB) []fuzzPosition {
	t.Helper()
	type want struct {
		name     string
		required bool
		is       func(GameState) bool
	}
	kind := func(k DecisionKind) func(GameState) bool {
		return func(s GameState) bool { return s.Next().Kind == k }
	}
	wants := []want{
		{"setup", true, kind(DecideStartSpot)},
		{"orientation picks", true, kind(DecideStartPick)},
		{"day 1 selection", true, func(s GameState) bool { return s.Next().Kind == DecideWorkstation && s.Day() == 1 }},
		{"working turn", true, kind(DecideWork)},
		{"working turn, Shifts spent", false, func(s GameState) bool {
			return s.Next().Kind == DecideWork && s.Turn().Worked > 0
		}},
		{"later selection", true, func(s GameState) bool { return s.Next().Kind == DecideWorkstation && s.Day() > 1 }},
		{"certification space", false, kind(DecideCertSpace)},
		{"award", false, kind(DecideAward)},
		{"conveyor branch", false, kind(DecideBranch)},
		{"garage", false, kind(DecideGarage)},
		{"padlock", false, kind(DecidePadlock)},
		{"meeting", false, kind(DecideSpeak)},
		{"meeting room goal", false, kind(DecideRoomGoal)},
		{"game over", false, kind(DecideNothing)},
	}

	var out []fuzzPosition
	for _, n := range []int{3, 2} {
		s, _, err := New(wireConfig(n))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(5, uint64(n)))
		found := make([]bool, len(wants))
		for range 3000 {
			for i, w := range wants {
				if !found[i] && w.is(s) {
					found[i] = true
					out = append(out, fuzzPosition{name: w.name, s: s})
				}
			}
			if !slices.Contains(found, false) {
				break
			}
			legal := s.LegalActions()
			if len(legal) == 0 {
				break
			}
			s, _, err = Apply(s, wirePick(r, legal))
			require.NoError(t, err)
		}
		for i, w := range wants {
			require.True(t, found[i] || !w.required, "%d players: no %s position reached", n, w.name)
		}
	}
	return out
}

func addJSON(f *testing.F, v any) {
	b, err := json.Marshal(v)
	require.NoError(f, err)
	f.Add(b)
}

// badActionJSON are malformed actions for the seed corpora.
var badActionJSON = []string{
	``, `{`, `null`, `[]`, `{}`, `{"type":"fly","player":"red"}`,
	`{"type":"train","player":"red"}`, `{"type":"end-turn","player":"red","dept":"rnd"}`,
	`{"type":"train","player":"green","dept":"rnd"}`, `{"type":"cert-space","player":"red","space":-1}`,
	`{"type":"cert-space","player":"red","space":127}`, `{"type":"select","player":"red","workstation":"none"}`,
	`{"type":"end-turn","player":"red","version":4294967295}`,
	`{"type":"end-turn","player":"red","player":"blue"}`, `{"type":"end-turn","player":"red"}}`,
	`{"type":"cert-space","player":"red","space":-0}`, `{"type":"cert-space","player":"red","space":1e0}`,
	`{"type":"claim","player":"red","claims":["city-body","none","none"]}`,
	`{"type":"claim","player":"red","claims":["city-body",null,"none","none"]}`,
	`{"type":"choose-goal","player":"red","goal":"012"}`, `{"type":"padlock","player":"red","gain":{"Speech":1}}`,
}

// A decoded action encodes, and decodes again to itself, which encodes to
// the same bytes.
func FuzzActionJSON(f *testing.F) {
	for _, a := range exampleActions() {
		addJSON(f, a)
	}
	for _, in := range badActionJSON {
		f.Add([]byte(in))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var a Action
		if a.UnmarshalJSON(data) != nil {
			return
		}
		b, err := json.Marshal(a)
		require.NoError(t, err, "decoded %#v from %q but cannot encode it", a, data)
		var again Action
		require.NoError(t, json.Unmarshal(b, &again), "cannot decode %s, encoded from %q", b, data)
		require.Equal(t, a, again, "%q -> %s", data, b)
		b2, err := json.Marshal(again)
		require.NoError(t, err)
		require.Equal(t, string(b), string(b2), "%q", data)
	})
}

// badEventJSON are malformed events for the seed corpus: each is refused by
// the strict decoder and close to an event that is not.
var badEventJSON = []string{
	``, `{`, `null`, `{}`, `{"seq":2,"action":0,"type":"turn-ended","player":"red"} x`,
	`{"seq":2,"seq":3,"action":0,"type":"turn-ended","player":"red"}`,
	`{"seq":2,"action":-0,"type":"turn-ended","player":"red"}`,
	`{"seq":2,"action":0,"type":"gained","player":"red","gain":{"PP":1},"pending":false}`,
	`{"seq":2,"action":0,"type":"gained","player":"red","gain":{"pp":null},"pending":false}`,
	`{"seq":2,"action":0,"type":"models-cleared","list":[1.0]}`,
	`{"seq":2,"action":0,"type":"demand-replaced","list":[1,2],"rng":"0123456789ABCDEFFEDCBA9876543210"}`,
}

// A decoded event encodes, and decodes again to itself, which encodes to
// the same bytes; the setup event's nested setup and config included.
func FuzzEventJSON(f *testing.F) {
	for _, e := range exampleEvents(f) {
		addJSON(f, e)
	}
	_, setup, err := New(Config{Players: []PlayerConfig{{Color: Red}, {Color: Blue, ExpertSide: true}}, Seed: 9, SandraReward: true})
	require.NoError(f, err)
	addJSON(f, setup[0])
	for _, in := range badEventJSON {
		f.Add([]byte(in))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var e Event
		if e.UnmarshalJSON(data) != nil {
			return
		}
		b, err := json.Marshal(e)
		require.NoError(t, err, "decoded %#v from %q but cannot encode it", e, data)
		var again Event
		require.NoError(t, json.Unmarshal(b, &again), "cannot decode %s, encoded from %q", b, data)
		require.Empty(t, cmp.Diff(e, again), "%q -> %s", data, b)
		b2, err := json.Marshal(again)
		require.NoError(t, err)
		require.Equal(t, string(b), string(b2), "%q", data)
	})
}

// An action applied to a real position is either refused with a *RuleError,
// leaving the position as it was and giving no events, or listed among the
// legal actions there (R-ENG-1, R-ENG-2).
func FuzzApply(f *testing.F) {
	positions := fuzzPositions(f)
	for _, p := range positions {
		legal := p.s.LegalActions()
		for _, a := range legal {
			addJSON(f, a)
		}
		if len(legal) == 0 {
			continue
		}
		a := legal[0]
		a.Version = p.s.Version()
		addJSON(f, a)
		a.Version++
		addJSON(f, a)
	}
	for _, a := range exampleActions() {
		addJSON(f, a)
	}
	for _, in := range badActionJSON {
		f.Add([]byte(in))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var a Action
		if json.Unmarshal(data, &a) != nil {
			return
		}
		for _, p := range positions {
			next, evs, err := Apply(p.s, a)
			// Cost and Describe refuse what Apply refuses, with its error.
			_, costErr := p.s.Cost(a)
			_, describeErr := p.s.Describe(a)
			require.Equal(t, err, costErr, "%s: %v", p.name, a)
			require.Equal(t, err, describeErr, "%s: %v", p.name, a)
			if err != nil {
				var re *RuleError
				require.True(t, errors.As(err, &re), "%s: %v refused with %T %v, not a *RuleError", p.name, a, err, err)
				require.Empty(t, evs, "%s: refused %v gave events", p.name, a)
				// GameState holds no pointers, slices or maps, so == is
				// exact; it is a thousand times faster than cmp.Diff, which
				// only explains a difference.
				if next != p.s {
					t.Fatalf("%s: refused %v changed the state (-before +after):\n%s", p.name, a, cmp.Diff(p.s, next, stateCmp))
				}
				continue
			}
			require.True(t, a.Version == 0 || a.Version == p.s.Version(),
				"%s: %v accepted at version %d", p.name, a, p.s.Version())
			plain := a
			plain.Version = 0
			require.Contains(t, p.s.LegalActions(), plain, "%s: %v accepted but not listed as legal", p.name, a)
		}
	})
}

// A parsed action writes back to a string that parses to the same action.
func FuzzParseAction(f *testing.F) {
	for _, a := range exampleActions() {
		f.Add(a.String())
		a.Version = 17
		f.Add(a.String())
	}
	for _, s := range []string{
		"", "red", "red fly", "red train", "red cert-space space--1", "red cert-space space-127", "red cert-space space-+3",
		"red cert-space 3", "red collect body 1part", "red collect body 2parts", "red speak play-none on-goal-31",
		"red upgrade suv-autopilot space-5 from-recycling give-body double",
		"red select none", "red end-turn @0", "red end-turn @4294967295", "  blue   train\trnd  ",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			return
		}
		again, err := ParseAction(a.String())
		require.NoError(t, err, "%q parsed as %#v, written as %q", s, a, a.String())
		require.Equal(t, a, again, "%q -> %q", s, a.String())
	})
}

// A parsed event writes back to a string that parses to the same event.
func FuzzParseEvent(f *testing.F) {
	for _, e := range exampleEvents(f) {
		f.Add(e.String())
	}
	for _, s := range []string{
		"", "1:0", "2:0 red shifts-spent 1shift", "2:0 red shifts-spent 1shifts", "2:0 - models-cleared suv,sports",
		"2:0 red acted 1event train rnd", "2:0 red kanban-drawn card--1", "2:0 - goals-revealed goal-3,none,goal-31,none",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := ParseEvent(s)
		if err != nil {
			return
		}
		again, err := ParseEvent(e.String())
		require.NoError(t, err, "%q parsed as %#v, written as %q", s, e, e.String())
		require.Empty(t, cmp.Diff(e, again), "%q -> %q", s, e.String())
	})
}

// Replay of any log that decodes returns a state or an error, never a
// panic.
func FuzzReplayJSON(f *testing.F) {
	// Short logs: the fuzzer mutates and minimises faster, and a short
	// game already passes setup, orientation and the first day.
	g := playWireGame(f, 2, 12, 6)
	addJSON(f, g.log)
	addJSON(f, g.log[:1])
	addJSON(f, g.log[1:])
	swapped := slices.Clone(g.log)
	swapped[3], swapped[4] = swapped[4], swapped[3]
	addJSON(f, swapped)
	addJSON(f, exampleEvents(f))
	for _, in := range []string{``, `[]`, `null`, `[null]`, `[{}]`, `{}`} {
		f.Add([]byte(in))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var log []Event
		if json.Unmarshal(data, &log) != nil {
			return
		}
		// R-ENG-5: whatever replays, by any path, answers every call.
		if s, err := Replay(log); err == nil {
			useState(t, s)
		}
		if s, err := ReplayUnchecked(log); err == nil {
			useState(t, s)
		}
		var s GameState
		for _, e := range log {
			next, err := Evolve(s, e)
			if err != nil {
				break
			}
			s = next
			useState(t, s)
		}
	})
}

// useState calls what a host or a frontend calls on a state: every read
// method, the View of each player as JSON, and Apply of each legal action,
// whose result it reads too. It fails on a panic.
func useState(t *testing.T, s GameState) {
	t.Helper()
	read := func(s GameState) {
		_ = s.Next().String()
		_, _ = s.Result()
		_ = s.Turn()
		_ = s.MeetingGoals()
		_, _ = json.Marshal(s.View(NoColor))
		for _, c := range append(s.Players(), NoColor) {
			if d, err := s.Determinize(c, 1); err == nil {
				_ = d.View(c)
				_ = d.LegalActions()
			}
		}
		for _, c := range s.Players() {
			if _, err := json.Marshal(s.View(c)); err != nil {
				t.Fatalf("View(%v): %v", c, err)
			}
			_, _ = s.Player(c)
			_ = s.TrackOrder(Design)
		}
	}
	read(s)
	for _, a := range s.LegalActions() {
		next, _, err := Apply(s, a)
		if err != nil {
			t.Fatalf("legal action %v refused: %v", a, err)
		}
		if _, err := s.Cost(a); err != nil {
			t.Fatalf("legal action %v has no cost: %v", a, err)
		}
		if d, err := s.Describe(a); err != nil || d == "" {
			t.Fatalf("legal action %v has no description: %q, %v", a, d, err)
		}
		read(next)
		_ = next.LegalActions()
	}
}

// A position that decodes is one the host can use and store again: it
// encodes to the same bytes, decodes to the same state, and every method
// and legal action works on it.
func FuzzPositionJSON(f *testing.F) {
	for _, p := range fuzzPositions(f) {
		b, err := json.Marshal(p.s)
		require.NoError(f, err)
		f.Add(b)
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var s GameState
		if json.Unmarshal(data, &s) != nil {
			return
		}
		b, err := json.Marshal(s)
		require.NoError(t, err)
		var again GameState
		require.NoError(t, json.Unmarshal(b, &again))
		require.True(t, again == s)
		useState(t, s)
	})
}
