package kanban_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// Strict input: the JSON of actions and events has one spelling per value.
// Decoding refuses what encoding/json would let through silently: a repeated
// key, a key in another case, null, a short or long fixed-size array, a
// number not written as a plain integer, and data after the value.

// startedJSON returns the JSON of the setup event of a 3-player game.
func startedJSON(t *testing.T) string {
	t.Helper()
	_, evs, err := kanban.New(kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Yellow}, {Color: kanban.Blue}, {Color: kanban.Purple}},
		Seed:    20240611,
	})
	require.NoError(t, err)
	b, err := json.Marshal(evs[0])
	require.NoError(t, err)
	return string(b)
}

// edit returns s with the first old replaced by new, failing if s has no old.
func edit(t *testing.T, s, old, new string) string {
	t.Helper()
	require.Contains(t, s, old)
	return strings.Replace(s, old, new, 1)
}

// decoders are the ways a host reads an action or an event.
var decoders = map[string]func(string) error{
	"action": func(in string) error { var a kanban.Action; return json.Unmarshal([]byte(in), &a) },
	"event":  func(in string) error { var e kanban.Event; return json.Unmarshal([]byte(in), &e) },
	// The methods themselves, called without encoding/json's checks.
	"action method": func(in string) error { var a kanban.Action; return a.UnmarshalJSON([]byte(in)) },
	"event method":  func(in string) error { var e kanban.Event; return e.UnmarshalJSON([]byte(in)) },
	"event log":     func(in string) error { var log []kanban.Event; return json.Unmarshal([]byte(in), &log) },
	"action notation": func(in string) error {
		_, err := kanban.ParseAction(in)
		return err
	},
	"event notation": func(in string) error {
		_, err := kanban.ParseEvent(in)
		return err
	},
}

type strictCase struct {
	name string
	as   string // a key of decoders
	in   string
	want string // a substring of the error
}

func strictCases(t *testing.T) []strictCase {
	started := startedJSON(t)
	setup := strings.TrimSuffix(started[strings.Index(started, `"setup":`)+len(`"setup":`):], "}")
	return []strictCase{
		// Duplicate keys, at every level.
		{"duplicate type", "action", `{"type":"train","type":"end-turn","player":"red"}`, `duplicate key "type"`},
		{"duplicate player", "action", `{"type":"end-turn","player":"red","player":"blue"}`, `duplicate key "player"`},
		{"duplicate field", "action", `{"type":"train","player":"red","dept":"rnd","dept":"design"}`, `duplicate key "dept"`},
		{"duplicate version", "action", `{"type":"end-turn","player":"red","version":3,"version":4}`, `duplicate key "version"`},
		{"duplicate in a benefit", "action", `{"type":"padlock","player":"red","gain":{"pp":1,"pp":2}}`, `duplicate key "pp"`},
		{"duplicate seq", "event", `{"seq":2,"seq":3,"action":0,"type":"turn-ended","player":"red"}`, `duplicate key "seq"`},
		{"duplicate event type", "event", `{"seq":2,"action":0,"type":"turn-ended","type":"passed","player":"red"}`, `duplicate key "type"`},
		{"duplicate event player", "event", `{"seq":2,"action":0,"type":"turn-ended","player":"blue","player":"red"}`, `duplicate key "player"`},
		{"duplicate in setup", "event", edit(t, started, `"setup":{`, `"setup":{"final_goal":0,`), `duplicate key "final_goal"`},
		{"duplicate in config", "event", edit(t, started, `"config":{`, `"config":{"seed":"1",`), `duplicate key "seed"`},
		{"duplicate players", "event", edit(t, started, `"config":{`, `"config":{"players":[],`), `duplicate key "players"`},
		{"duplicate colour", "event", edit(t, started, `{"color":"yellow"}`, `{"color":"red","color":"yellow"}`), `duplicate key "color"`},

		// Keys in another case.
		{"setup key case", "event", edit(t, started, `"final_goal":`, `"Final_Goal":`), `no field "Final_Goal"`},
		{"config key case", "event", edit(t, started, `"seed":`, `"Seed":`), `no field "Seed"`},
		{"players key case", "event", edit(t, started, `"players":`, `"PLAYERS":`), `no field "PLAYERS"`},
		{"colour key case", "event", edit(t, started, `"color":"yellow"`, `"Color":"yellow"`), `no field "Color"`},
		{"variant key case", "event", edit(t, started, `"config":{`, `"config":{"Sandra_Reward":true,`), `no field "Sandra_Reward"`},
		{"benefit key case", "event", `{"seq":2,"action":0,"type":"gained","player":"red","gain":{"PP":1},"pending":false}`, `no field "PP"`},
		{"config key missing", "event", edit(t, started, `"players":[{"color":"yellow"},{"color":"blue"},{"color":"purple"}],`, ``), `missing "players"`},
		{"setup key missing", "event", edit(t, started, `"final_goal":4,`, ``), `missing "final_goal"`},

		// null, wherever a value goes.
		{"null seed", "event", edit(t, started, `"seed":"20240611"`, `"seed":null`), `null`},
		{"null players", "event", edit(t, started, `"players":[{"color":"yellow"},{"color":"blue"},{"color":"purple"}]`, `"players":null`), `null`},
		{"null player", "event", edit(t, started, `{"color":"yellow"}`, `null`), `null`},
		{"null colour", "event", edit(t, started, `"color":"yellow"`, `"color":null`), `null`},
		{"null variant", "event", edit(t, started, `"config":{`, `"config":{"sandra_reward":null,`), `null`},
		{"null expert side", "event", edit(t, started, `{"color":"yellow"}`, `{"color":"yellow","expert_side":null}`), `null`},
		{"null config", "event", edit(t, started, `{"players":[{"color":"yellow"},{"color":"blue"},{"color":"purple"}],"seed":"20240611"}`, `null`), `null`},
		{"null deck", "event", edit(t, started, `"pool":["battery","electronics","drivetrain"]`, `"pool":null`), `null`},
		{"null in a deck", "event", edit(t, started, `"goal_deck":[0,`, `"goal_deck":[null,`), `null`},
		{"null award row", "event", edit(t, started, `"awards":[["voucher","pp"]`, `"awards":[null`), `null`},
		{"null first player", "event", edit(t, started, `"first_player":"purple"`, `"first_player":null`), `null`},
		{"null generator", "event", edit(t, started, `"rng":"ddfe23a7c72cd187486c0543f7902181"`, `"rng":null`), `null`},
		{"null in a benefit", "action", `{"type":"padlock","player":"red","gain":{"pp":null}}`, `null`},
		{"null claim", "action", `{"type":"claim","player":"red","claims":["city-body",null,"none","none"]}`, `null`},

		// Fixed-size arrays have their length exactly.
		{"short claims", "action", `{"type":"claim","player":"red","claims":["city-body","none","none"]}`, `want 4 values`},
		{"empty claims", "action", `{"type":"claim","player":"red","claims":[]}`, `want 4 values`},
		{"long claims", "action", `{"type":"claim","player":"red","claims":["city-body","none","none","none","none"]}`, `want 4 values`},

		// Numbers are plain integers.
		{"exponent", "action", `{"type":"cert-space","player":"red","space":1e0}`, `not a plain integer`},
		{"fraction", "action", `{"type":"cert-space","player":"red","space":1.0}`, `not a plain integer`},
		{"minus zero", "action", `{"type":"cert-space","player":"red","space":-0}`, `not a plain integer`},
		{"minus zero version", "action", `{"type":"end-turn","player":"red","version":-0}`, `not a plain integer`},
		{"exponent version", "action", `{"type":"end-turn","player":"red","version":1e2}`, `not a plain integer`},
		{"quoted number", "action", `{"type":"kanban","player":"red","card":"3","placement":"above-first-two"}`, `want a number`},
		{"minus zero action", "event", `{"seq":2,"action":-0,"type":"turn-ended","player":"red"}`, `not a plain integer`},
		{"minus zero n", "event", `{"seq":2,"action":0,"type":"day-started","n":-0}`, `not a plain integer`},
		{"fraction in a list", "event", `{"seq":2,"action":0,"type":"models-cleared","list":[1.0]}`, `not a plain integer`},
		{"minus zero in a benefit", "action", `{"type":"padlock","player":"red","gain":{"pp":-0}}`, `not a plain integer`},
		{"minus zero in setup", "event", edit(t, started, `"final_goal":4`, `"final_goal":-0`), `not a plain integer`},
		{"minus zero in a deck", "event", edit(t, started, `"goal_deck":[0,`, `"goal_deck":[-0,`), `not a plain integer`},
		{"seed with a leading zero", "event", edit(t, started, `"seed":"20240611"`, `"seed":"020240611"`), `not a plain integer`},
		{"seed zeros", "event", edit(t, started, `"seed":"20240611"`, `"seed":"00"`), `not a plain integer`},
		{"seed with an exponent", "event", edit(t, started, `"seed":"20240611"`, `"seed":"2e7"`), `not a plain integer`},
		{"seed with a plus", "event", edit(t, started, `"seed":"20240611"`, `"seed":"+20240611"`), `not a plain integer`},
		{"seed number with a minus", "event", edit(t, started, `"seed":"20240611"`, `"seed":-20240611`), `not a plain integer`},
		{"seed number minus zero", "event", edit(t, started, `"seed":"20240611"`, `"seed":-0`), `not a plain integer`},
		{"seed number with an exponent", "event", edit(t, started, `"seed":"20240611"`, `"seed":2e7`), `not a plain integer`},
		{"seed number with a fraction", "event", edit(t, started, `"seed":"20240611"`, `"seed":20240611.0`), `not a plain integer`},
		{"seed number too large", "event", edit(t, started, `"seed":"20240611"`, `"seed":18446744073709551616`), `out of range`},
		{"seed string too large", "event", edit(t, started, `"seed":"20240611"`, `"seed":"18446744073709551616"`), `out of range`},
		{"seed as true", "event", edit(t, started, `"seed":"20240611"`, `"seed":true`), `want a number or a string`},
		{"seed as an array", "event", edit(t, started, `"seed":"20240611"`, `"seed":[1]`), `want a number or a string`},
		{"goal with a leading zero", "action", `{"type":"choose-goal","player":"red","goal":"012"}`, `bad goal card`},
		{"goal with a plus", "action", `{"type":"choose-goal","player":"red","goal":"+12"}`, `bad goal card`},
		{"goal minus zero", "action", `{"type":"speak","player":"red","goal":"none","on":"-0"}`, `bad goal card`},
		{"generator in capitals", "event", `{"seq":2,"action":0,"type":"demand-replaced","list":[1,2],"rng":"0123456789ABCDEFFEDCBA9876543210"}`, `bad generator state`},

		// Nothing after the value.
		{"action trailing", "action method", `{"type":"end-turn","player":"red"} x`, `trailing data`},
		{"action trailing object", "action method", `{"type":"end-turn","player":"red"}{}`, `trailing data`},
		{"action trailing brace", "action method", `{"type":"end-turn","player":"red"}}`, `trailing data`},
		{"event trailing", "event method", `{"seq":2,"action":0,"type":"turn-ended","player":"red"} 1`, `trailing data`},
		{"setup trailing in notation", "event notation", "1:-1 - started " + setup + "}", `trailing data`},

		// In the notation too, numbers are plain.
		{"notation plus", "action notation", "red cert-space space-+3", `not a plain integer`},
		{"notation leading zero", "action notation", "red kanban card-03 above-first-two", `not a plain integer`},
		{"notation goal", "action notation", "red choose-goal goal-07", `bad goal card`},
		{"notation goal number", "action notation", "red choose-goal 7", `bad goal card`},
		{"notation list", "event notation", "2:0 - demand-replaced 1,02 0123456789abcdeffedcba9876543210", `not a plain integer`},

		// In the notation, every word says what it is, in one spelling.
		{"notation bare space", "action notation", "red cert-space 3", `want space-`},
		{"notation bare card", "action notation", "red kanban 11 above-last-two", `want card-`},
		{"notation other label", "action notation", "red garage space-4", `want garage-`},
		{"notation bare give", "action notation", "red recycle body take-battery", `want give-`},
		{"notation bare take", "action notation", "red recycle give-body battery", `want take-`},
		{"notation bare source", "action notation", "red provide suv body voucher", `want from-`},
		{"notation count without unit", "action notation", "red collect body 3", `want a number of parts`},
		{"notation count other unit", "action notation", "red collect body 3shifts", `want a number of parts`},
		{"notation singular", "action notation", "red collect body 1parts", `is written "1part"`},
		{"notation plural", "action notation", "red collect body 3part", `is written "3parts"`},
		{"notation flag as boolean", "action notation", "red upgrade suv-autopilot space-5 from-storage true", `want double or single`},
		{"notation flag capitals", "action notation", "red upgrade suv-autopilot space-5 from-storage Double", `want double or single`},
		{"notation speak bare goal", "action notation", "red speak 12 on-none", `want play-`},
		{"notation speak number", "action notation", "red speak play-12 on-none", `bad goal card`},
		{"notation speak none", "action notation", "red speak play-none none", `want on-`},
		{"notation event amount", "event notation", "2:0 red shifts-spent 2", `want a number of shifts`},
		{"notation event pp sign", "event notation", "2:0 red week-scored +3pp", `not a plain integer`},
		{"notation event day", "event notation", "2:0 - day-started 12", `want day-`},
		{"notation event flag", "event notation", "2:0 red gained 2pp true", `want held or now`},
		{"notation list of numbers for models", "event notation", "2:0 - models-cleared 1,4", `unknown model`},
		{"notation list label", "event notation", "2:0 red kanban-issued card-7 above-last-four 0,2", `unknown part`},
		{"notation acted count", "event notation", "2:0 red acted 3 train rnd", `want a number of events`},
		{"notation acted singular", "event notation", "2:0 red acted 1events train rnd", `is written "1event"`},
	}
}

func TestStrictInput(t *testing.T) {
	for _, c := range strictCases(t) {
		t.Run(c.name, func(t *testing.T) {
			dec, ok := decoders[c.as]
			require.True(t, ok, c.as)
			var err error
			require.NotPanics(t, func() { err = dec(c.in) })
			require.Error(t, err, "accepted %s", c.in)
			require.Contains(t, err.Error(), c.want)
		})
	}
}

// Every case refused as one event is refused inside a log too.
func TestStrictInputInLog(t *testing.T) {
	for _, c := range strictCases(t) {
		if c.as != "event" {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			err := decoders["event log"]("[" + c.in + "]")
			require.Error(t, err)
			require.Contains(t, err.Error(), c.want)
		})
	}
}

// Inputs that were never accepted stay refused: encoding/json's syntax
// already rules out a leading plus and leading zeros, and strconv a sign on
// an unsigned number.
func TestStrictInputStaysRefused(t *testing.T) {
	started := startedJSON(t)
	setup := strings.TrimSuffix(started[strings.Index(started, `"setup":`)+len(`"setup":`):], "}")
	for _, c := range []strictCase{
		{"plus", "action method", `{"type":"cert-space","player":"red","space":+1}`, `invalid character '+'`},
		{"leading zero", "action method", `{"type":"cert-space","player":"red","space":01}`, `invalid character '1'`},
		{"leading zero in a list", "event method", `{"seq":2,"action":0,"type":"models-cleared","list":[01]}`, `invalid character '1'`},
		{"trailing comma", "action method", `{"type":"end-turn","player":"red",}`, `invalid character '}'`},
		{"null in a list", "event", `{"seq":2,"action":0,"type":"models-cleared","list":[1,null]}`, `null`},
		{"setup trailing array in notation", "event notation", "1:-1 - started " + setup + "[]", `trailing data`},
		{"notation version", "action notation", "red end-turn @+3", `bad version`},
		{"notation sequence", "event notation", "+2:0 red turn-ended", `bad sequence`},
		{"null", "event method", `null`, `want a JSON object`},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := decoders[c.as](c.in)
			require.Error(t, err)
			require.Contains(t, err.Error(), c.want)
		})
	}
}

// An error message quotes at most a short prefix of the input it refuses,
// so that a host logging errors cannot be flooded by one long input.
func TestErrorsQuoteShortPrefix(t *testing.T) {
	long := strings.Repeat("x", 5000)
	digits := strings.Repeat("9", 5000)
	started := startedJSON(t)
	setup := strings.TrimSuffix(started[strings.Index(started, `"setup":`)+len(`"setup":`):], "}")
	for _, c := range []strictCase{
		{"type", "action", `{"type":"` + long + `","player":"red"}`, ""},
		{"event type", "event", `{"seq":2,"action":0,"type":"` + long + `"}`, ""},
		{"key", "action", `{"type":"end-turn","player":"red","` + long + `":1}`, ""},
		{"event key", "event", `{"seq":2,"action":0,"type":"passed","` + long + `":1}`, ""},
		{"player", "action", `{"type":"end-turn","player":"` + long + `"}`, ""},
		{"department", "action", `{"type":"train","player":"red","dept":"` + long + `"}`, ""},
		{"part", "action", `{"type":"start-part","player":"red","part":"` + long + `"}`, ""},
		{"workstation", "action", `{"type":"select","player":"red","workstation":"` + long + `"}`, ""},
		{"design source", "action", `{"type":"start-design","player":"red","source":"` + long + `"}`, ""},
		{"award", "action", `{"type":"keep-award","player":"red","award":"` + long + `"}`, ""},
		{"claim", "action", `{"type":"claim","player":"red","claims":["` + long + `","none","none","none"]}`, ""},
		{"conveyor space", "action", `{"type":"branch","player":"red","to":"` + long + `"}`, ""},
		{"goal card", "action", `{"type":"choose-goal","player":"red","goal":"` + digits + `"}`, ""},
		{"benefit key", "action", `{"type":"padlock","player":"red","gain":{"` + long + `":1}}`, ""},
		{"number", "action", `{"type":"cert-space","player":"red","space":` + digits + `}`, ""},
		{"version", "action", `{"type":"end-turn","player":"red","version":` + digits + `}`, ""},
		{"fraction", "action", `{"type":"cert-space","player":"red","space":1.` + digits + `}`, ""},
		{"list element", "event", `{"seq":2,"action":0,"type":"models-cleared","list":[` + digits + `]}`, ""},
		{"decision", "event", `{"seq":2,"action":0,"type":"choice-pending","player":"red","decision":"` + long + `","dept":"rnd","list":[]}`, ""},
		{"category", "event", `{"seq":2,"action":0,"type":"final-scored","player":"red","category":"` + long + `","n":1}`, ""},
		{"generator", "event", `{"seq":2,"action":0,"type":"demand-replaced","list":[],"rng":"` + long + `"}`, ""},
		{"seed", "event", edit(t, started, `"seed":"20240611"`, `"seed":"`+digits+`"`), ""},
		{"setup key", "event", edit(t, started, `"config":{`, `"config":{"`+long+`":1,`), ""},
		{"pool", "event", edit(t, started, `"pool":["battery"`, `"pool":["`+long+`"`), ""},
		{"notation", "action notation", long, ""},
		{"notation kind", "action notation", "red " + long, ""},
		{"notation field", "action notation", "red train " + long, ""},
		{"notation number", "action notation", "red cert-space " + digits, ""},
		{"notation version", "action notation", "red end-turn @" + digits, ""},
		{"notation benefit", "action notation", "red padlock " + digits + "pp", ""},
		{"notation benefit unit", "action notation", "red padlock 2" + long, ""},
		{"notation event", "event notation", long, ""},
		{"notation event kind", "event notation", "2:0 - " + long, ""},
		{"notation event numbers", "event notation", digits + ":0 - passed", ""},
		{"notation setup", "event notation", "1:-1 - started " + edit(t, setup, `"pool":["battery"`, `"pool":["`+long+`"`), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := decoders[c.as](c.in)
			require.Error(t, err)
			msg := err.Error()
			require.Less(t, len(msg), 400, "%.500s", msg)
			require.NotContains(t, msg, long[:41], "%.500s", msg)
			require.NotContains(t, msg, digits[:41], "%.500s", msg)
		})
	}
}

// Every JSON line of the golden files decodes, and encodes again to the same
// bytes: the strict decoder accepts the whole wire format as written.
func TestGoldenJSONReencodes(t *testing.T) {
	for _, c := range []struct {
		file   string
		isJSON func(line int) bool
		decode func([]byte) (any, error)
	}{
		// The action file alternates JSON and notation lines.
		{"actions.golden", func(i int) bool { return i%2 == 0 }, func(b []byte) (any, error) {
			var a kanban.Action
			err := json.Unmarshal(b, &a)
			return a, err
		}},
		{"game.golden", func(int) bool { return true }, func(b []byte) (any, error) {
			var e kanban.Event
			err := json.Unmarshal(b, &e)
			return e, err
		}},
	} {
		t.Run(c.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", c.file))
			require.NoError(t, err)
			lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
			n := 0
			for i, line := range lines {
				if !c.isJSON(i) {
					continue
				}
				v, err := c.decode([]byte(line))
				require.NoError(t, err, "line %d: %s", i+1, line)
				b, err := json.Marshal(v)
				require.NoError(t, err, "line %d", i+1)
				require.Equal(t, line, string(b), "line %d", i+1)
				n++
			}
			require.NotZero(t, n)
		})
	}
}
