package components_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// The built-in edition is the package's values: its digest is Version, so
// that every recorded game keeps its meaning.
func TestBuiltinDigestIsVersion(t *testing.T) {
	require.Equal(t, components.Version, components.Builtin().Digest())
}

func TestBuiltinIsACopy(t *testing.T) {
	e := components.Builtin()
	e.Goals[0].PP = 99
	e.Conveyor[0].Next[0].To = 3
	e.SoloDepartmentDeck[1].Plan[0] = components.Body
	require.NotEqual(t, int8(99), components.Goals[0].PP)
	require.NotEqual(t, int8(3), components.Conveyor[0].Next[0].To)
	require.Equal(t, components.Motor, components.SoloDepartmentDeck[1].Plan[0])
	require.Equal(t, components.Version, components.Builtin().Digest())
	require.NotEqual(t, components.Version, e.Digest(), "a changed value changes the digest")
}

// The digest names the values only: not the name, not the sources.
func TestDigestIsOfTheValues(t *testing.T) {
	e := components.Builtin()
	e.Name, e.Sources = "my-box", map[string]string{"goals": "printed, checked against my copy"}
	require.Equal(t, components.Version, e.Digest())
}

func TestEditionRoundTrip(t *testing.T) {
	b, err := json.Marshal(components.Builtin())
	require.NoError(t, err)
	e, err := components.ParseEdition(b)
	require.NoError(t, err)
	require.Empty(t, cmp.Diff(components.Builtin(), e))
	require.Equal(t, components.Version, e.Digest())
}

// editJSON returns the built-in edition's JSON with one change made to
// its decoded form.
func editJSON(t *testing.T, change func(doc map[string]any)) []byte {
	t.Helper()
	b, err := json.Marshal(components.Builtin())
	require.NoError(t, err)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(b, &doc))
	change(doc)
	b, err = json.Marshal(doc)
	require.NoError(t, err)
	return b
}

func TestParseEditionRefuses(t *testing.T) {
	tests := []struct {
		name   string
		doc    []byte
		errHas string
	}{
		{"not JSON", []byte(`{"name":`), "unexpected EOF"},
		{"two values", append(editJSON(t, func(map[string]any) {}), []byte(" {}")...), "more than one JSON value"},
		{"a list", []byte(`[]`), "the document: not an object"},
		{"a goal short", editJSON(t, func(d map[string]any) {
			d["goals"] = d["goals"].([]any)[1:]
		}), "goals: 31 entries, the rules are built on 32"},
		{"a goal's icons long", editJSON(t, func(d map[string]any) {
			g := d["goals"].([]any)[3].(map[string]any)
			g["icons"] = []any{3, 2, 1, 1}
		}), "goals/3/icons: 4 entries, the rules are built on 3"},
		{"a table missing", editJSON(t, func(d map[string]any) {
			delete(d, "kanban_cards")
		}), `the document: no "kanban_cards"`},
		{"a field missing", editJSON(t, func(d map[string]any) {
			delete(d["goals"].([]any)[5].(map[string]any), "pp")
		}), `goals/5: no "pp"`},
		{"an unknown table", editJSON(t, func(d map[string]any) {
			d["speedcharger"] = []any{}
		}), `the document: unknown member "speedcharger"`},
		{"an unknown measure", editJSON(t, func(d map[string]any) {
			d["goals"].([]any)[0].(map[string]any)["measure"] = "happiness"
		}), "happiness"},
		{"a number out of range", editJSON(t, func(d map[string]any) {
			d["goals"].([]any)[0].(map[string]any)["pp"] = 300
		}), "cannot unmarshal number 300"},
		{"no name", editJSON(t, func(d map[string]any) {
			d["name"] = ""
		}), "no name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := components.ParseEdition(tt.doc)
			require.Nil(t, e)
			require.ErrorContains(t, err, tt.errHas)
			require.True(t, strings.HasPrefix(err.Error(), "components: edition: "), err.Error())
		})
	}
}

// FuzzParseEdition: the loader never panics, and what it accepts writes
// out and reads back to the same edition.
func FuzzParseEdition(f *testing.F) {
	b, err := json.Marshal(components.Builtin())
	require.NoError(f, err)
	f.Add(b)
	f.Add([]byte(`{"name":"x"}`))
	f.Add([]byte(`{"goals":[1,2]}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		e, err := components.ParseEdition(doc)
		if err != nil {
			return
		}
		out, err := json.Marshal(e)
		require.NoError(t, err)
		again, err := components.ParseEdition(out)
		require.NoError(t, err)
		require.Empty(t, cmp.Diff(e, again))
		require.Equal(t, e.Digest(), again.Digest())
	})
}

func TestBuiltinPasses(t *testing.T) {
	require.NoError(t, components.Builtin().Check())
}

// Check refuses what the rules cannot play, naming the table, the entry
// and the rule; ParseEdition refuses the same in a file.
func TestCheckRefuses(t *testing.T) {
	tests := []struct {
		name, path, rule string
		change           func(e *components.Edition)
	}{
		{"a negative count", "start_pp", "R-WRK-11", func(e *components.Edition) { e.StartPP = -1 }},
		{"a count the state cannot hold", "book_supply", "R-WRK-11", func(e *components.Edition) { e.BookSupply = 120 }},
		{"fewer spaces once certified", "desk_spaces_certified", "R-WRK-7", func(e *components.Edition) { e.DeskSpacesCertified = e.DeskSpaces - 1 }},
		{"more tokens on spaces than open", "start_speech_on_spaces", "R-SET-13", func(e *components.Edition) { e.StartSpeechOnSpaces = e.SpeechSpaces + 1 }},
		{"more Vouchers dealt than the box holds", "start_vouchers", "R-WRK-11", func(e *components.Edition) { e.VoucherSupply = 3 }},
		{"a negative benefit", "cert_track/2/1", "R-CERT-2", func(e *components.Edition) { e.CertTrack[2][1].Books = -1 }},
		{"an arrow off the line", "conveyor/5/next/0/to", "R-ASM-3", func(e *components.Edition) { e.Conveyor[5].Next[0].To = 40 }},
		{"a loop in the line", "conveyor/0", "R-ASM-3", func(e *components.Edition) {
			e.Conveyor[components.A1].Next = []components.ConveyorLink{{To: components.S1}}
			e.Conveyor[components.S1].Next = []components.ConveyorLink{{To: components.A1}}
		}},
		{"a space renamed", "conveyor/2/name", "R-ASM-3", func(e *components.Edition) { e.Conveyor[2].Name = "x9" }},
		{"a space without an arrow", "conveyor/3/next", "R-ASM-3", func(e *components.Edition) { e.Conveyor[3].Next = nil }},
		{"two colour spaces of a model", "conveyor", "R-ASM-3", func(e *components.Edition) { e.Conveyor[1].Model = e.Conveyor[0].Model }},
		{"PP on an arrow between spaces", "conveyor/0/next/0/pp", "R-ASM-4", func(e *components.Edition) { e.Conveyor[0].Next[0].PP = 2 }},
		{"a workstation of no Shifts", "workstation_shifts/1/0", "R-SEL-1", func(e *components.Edition) { e.WorkstationShifts[1][0] = 0 }},
		{"two Demand tiles of a model", "demand_tiles/1/model", "R-SET-10", func(e *components.Edition) { e.DemandTiles[1].Model = e.DemandTiles[0].Model }},
		{"a Design twice", "designs/1", "R-SET-7", func(e *components.Edition) { e.Designs[1] = e.Designs[0] }},
		{"a Design of another model", "designs/0", "R-SET-7", func(e *components.Edition) { e.Designs[0].Model = components.Concept }},
		{"Factory Goals out of kind order", "factory_goals/0/kind", "R-SET-4", func(e *components.Edition) { e.FactoryGoals[0].Kind = components.GoalCarsInGarages }},
		{"a Factory Goal met before play", "factory_goals/5/threshold", "R-FG-1", func(e *components.Edition) { e.FactoryGoals[5].Threshold = 0 }},
		{"icons lowest first", "goals/4/icons", "R-MTG-3", func(e *components.Edition) { e.Goals[4].Icons = [3]int8{1, 2, 3} }},
		{"a goal of no measure", "goals/2/measure", "R-MTG-3", func(e *components.Edition) { e.Goals[2].Measure = 255 }},
		{"a Kanban symbol of no part", "kanban_cards/0/2", "R-SET-9", func(e *components.Edition) { e.KanbanCards[0][2] = 255 }},
		{"a Test track without its stripes apart", "test_tracks/3/striped/1", "R-SET-6", func(e *components.Edition) { e.TestTracks[3].Striped = [2]int8{4, 4} }},
		{"a queue too long", "test_tracks/2/queue", "R-ASM-5", func(e *components.Edition) { e.TestTracks[2].Queue = components.MaxQueue + 1 }},
		{"a negative claim cost", "claim_costs/2", "R-RND-1", func(e *components.Edition) { e.ClaimCosts[2] = -1 }},
		{"too few Award tiles", "awards_per_track/2", "R-SET-12", func(e *components.Edition) { e.AwardTiles = [components.NumAwards]int8{1, 1, 1, 1} }},
		{"a model twice in an order", "turczi_claim_order/4", "R-SOLO-20", func(e *components.Edition) { e.TurcziClaimOrder[4] = e.TurcziClaimOrder[0] }},
		{"a Colleague scoring negative PP", "solo_scores/week_pp", "R-SOLO-19", func(e *components.Edition) { e.SoloScores.WeekPP = -1 }},
		{"no reshuffle card last", "solo_department_deck/10/reshuffle", "R-SOLO-10", func(e *components.Edition) {
			e.SoloDepartmentDeck[components.SoloDepartmentCards].Reshuffle = false
		}},
		{"a Plan of three parts", "solo_department_deck/1/plan", "R-SOLO-10", func(e *components.Edition) {
			e.SoloDepartmentDeck[1].Plan = []components.Part{components.Motor, components.Body, components.Battery}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := components.Builtin()
			tt.change(e)
			err := e.Check()
			var ee *components.EditionError
			require.ErrorAs(t, err, &ee)
			require.Equal(t, tt.path, ee.Path, err.Error())
			require.Equal(t, tt.rule, ee.Rule, err.Error())

			b, merr := json.Marshal(e)
			require.NoError(t, merr)
			parsed, perr := components.ParseEdition(b)
			require.Nil(t, parsed)
			require.Equal(t, err.Error(), perr.Error(), "ParseEdition refuses it the same way")
		})
	}
}

// A table only a solo game reads changes the edition's digest too, and its
// solo digest; the built-in edition's solo digest is SoloVersion.
func TestSoloTablesChangeTheDigest(t *testing.T) {
	require.Equal(t, components.SoloVersion, components.Builtin().SoloDigest())
	e := components.Builtin()
	e.SoloSelectionDeck[0].Top = !e.SoloSelectionDeck[0].Top
	require.NotEqual(t, components.Version, e.Digest(), "a solo deck changed is another edition")
	require.NotEqual(t, components.SoloVersion, e.SoloDigest())
	f := components.Builtin()
	f.ColleagueBranches[0][0] = 1
	require.NotEqual(t, e.Digest(), f.Digest())
}

// The built-in edition's placeholders are the tables whose sources say so,
// as docs/components.md marks them; an edition whose sources name none has
// none.
func TestPlaceholders(t *testing.T) {
	got := components.Builtin().Placeholders()
	require.Contains(t, got, "banked_shift_max")
	require.Contains(t, got, "award_tiles", "a table partly of placeholders")
	require.NotContains(t, got, "award_benefits")
	require.True(t, slices.IsSorted(got))
	for _, table := range got {
		require.NotContains(t, table, "/", "tables, not entries")
	}
	e := components.Builtin()
	e.Sources = map[string]string{"goals": "my box, card by card"}
	require.Empty(t, e.Placeholders())
	t.Logf("%d of %d tables are placeholders", len(got), len(components.Builtin().Sources))
}
