package components

import (
	"fmt"
	"reflect"
	"strings"
)

// An EditionError is an edition the rules cannot play: the table and entry
// at fault, as a path in the JSON form ("goals/3/icons"), the rule it
// breaks and why.
type EditionError struct {
	Path   string // the table and entry, "goals/3/icons"
	Rule   string // the rule's ID, "R-MTG-3"
	Reason string // why the rules cannot play it
}

// Error reads "components: edition: PATH: REASON (RULE)".
func (e *EditionError) Error() string {
	return fmt.Sprintf("components: edition: %s: %s (%s)", e.Path, e.Reason, e.Rule)
}

// Check reports the first value of the edition the rules cannot play, as
// an *EditionError, or nil. ParseEdition checks every edition it reads;
// Check is for one built in code.
func (e *Edition) Check() error {
	for _, c := range editionChecks {
		if err := c(e); err != nil {
			return err
		}
	}
	return nil
}

// refuseAt is the EditionError of the entry at path, breaking rule.
func refuseAt(rule, format string, path string, args ...any) *EditionError {
	return &EditionError{Path: path, Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// editionChecks are the checks of Check, table by table in the order of
// the edition's fields.
var editionChecks = []func(e *Edition) *EditionError{
	checkCounts,
	checkBenefits,
	checkConveyor,
	func(e *Edition) *EditionError {
		for m, v := range e.CarValues {
			if v < 0 {
				return refuseAt("R-FIN-3", "a car scores no negative PP", fmt.Sprintf("car_values/%d", m))
			}
		}
		for d, row := range e.WorkstationShifts {
			for w, n := range row {
				if n < 1 || n > MaxShiftsPerDay {
					return refuseAt("R-SEL-1", "a workstation gives 1 to %d Shifts, not %d", fmt.Sprintf("workstation_shifts/%d/%d", d, w), MaxShiftsPerDay, n)
				}
			}
		}
		return nil
	},
	checkDemandAndDesigns,
	func(e *Edition) *EditionError {
		for n := MinPlayers; n <= NumColors; n++ {
			if c := e.SandraDesignColumns[n]; c < 0 || c > DisplayColumns {
				return refuseAt("R-SAN-4", "Sandra clears 0 to %d display columns, not %d", fmt.Sprintf("sandra_design_columns/%d", n), DisplayColumns, c)
			}
		}
		return nil
	},
	checkFactoryGoals,
	checkGoals,
	func(e *Edition) *EditionError {
		for i, card := range e.KanbanCards {
			for j, p := range card {
				if p >= NumParts {
					return refuseAt("R-SET-9", "a Kanban card's symbol is a part type", fmt.Sprintf("kanban_cards/%d/%d", i, j))
				}
			}
		}
		for i, v := range e.UpgradeValues {
			if v < 0 {
				return refuseAt("R-FIN-5", "an Upgrade Value track space is worth no negative PP", fmt.Sprintf("upgrade_values/%d", i))
			}
		}
		return nil
	},
	checkTestTracks,
	func(e *Edition) *EditionError {
		for i, c := range e.ClaimCosts {
			if c < 0 { // the claims' search stops where they cost too much (R-RND-1)
				return refuseAt("R-RND-1", "a claimed position costs no negative Shifts", fmt.Sprintf("claim_costs/%d", i))
			}
		}
		for i, v := range e.TrackScores {
			if v < 0 {
				return refuseAt("R-FIN-4", "a training track scores no negative PP", fmt.Sprintf("track_scores/%d", i))
			}
		}
		tiles := 0
		for i, n := range e.AwardTiles {
			if n < 0 {
				return refuseAt("R-SET-12", "a number of tiles is not negative", fmt.Sprintf("award_tiles/%d", i))
			}
			tiles += int(n)
		}
		for n := MinPlayers; n <= NumColors; n++ {
			if k := e.AwardsPerTrack[n]; k < 1 || int(k)*NumDepartments > tiles {
				return refuseAt("R-SET-12", "%d Award tiles above each of the %d tracks: the box holds %d", fmt.Sprintf("awards_per_track/%d", n), k, NumDepartments, tiles)
			}
		}
		return nil
	},
	checkSolo,
}

// maxCount bounds a printed count: a number of tokens, spaces or PP
// that fits where the state keeps it, with room to add to it.
const maxCount = 100

// checkCounts refuses a printed count the state cannot hold: negative,
// over maxCount, or a certified board with fewer spaces than the basic
// one, a start beyond what the board or the box holds, a training track
// certified past its end (R-WRK-7, R-SET-13, R-TRN-3, R-WRK-11).
func checkCounts(e *Edition) *EditionError {
	v := reflect.ValueOf(e).Elem()
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.Int8 && (f.Int() < 0 || f.Int() > maxCount) {
			return refuseAt("R-WRK-11", "a count from 0 to %d, not %d", jsonName(v.Type().Field(i)), maxCount, f.Int())
		}
	}
	for _, c := range []struct {
		path, rule, why string
		ok              bool
	}{
		{"storage_spaces_certified", "R-WRK-7", "certification adds storage spaces", e.StorageSpacesCertified >= e.StorageSpaces && e.StorageSpaces >= 1},
		{"desk_spaces_certified", "R-WRK-7", "certification adds desk spaces", e.DeskSpacesCertified >= e.DeskSpaces && e.DeskSpaces >= 1},
		{"speech_spaces_certified", "R-ADM-2", "certification adds Speech spaces", e.SpeechSpacesCertified >= e.SpeechSpaces && e.SpeechSpaces >= 1},
		{"start_speech_on_spaces", "R-SET-13", "the tokens on Speech spaces at setup are own tokens on open spaces", e.StartSpeechOnSpaces <= e.SpeechSpaces && e.StartSpeechOnSpaces <= e.OwnSpeechTokens},
		{"start_goals", "R-SET-11", "each player is dealt at least 1 Performance Goal, and the deck fills every hand and the meeting room", e.StartGoals >= 1 && int(e.StartGoals)*NumColors+MeetingRoomPlaces <= NumGoals},
		{"start_kanban_cards", "R-SET-9", "a player is dealt Kanban cards from the deck, with some left", int(e.StartKanbanCards)*NumColors < NumKanbanCards},
		{"start_vouchers", "R-WRK-11", "the Vouchers dealt are in the supply", int(e.StartVouchers)*NumColors <= int(e.VoucherSupply)},
		{"start_books", "R-WRK-11", "the Books dealt are in the supply", int(e.StartBooks)*NumColors <= int(e.BookSupply)},
		{"banked_shift_max", "R-WRK-8", "a Banked Shift track of at least one space", e.BankedShiftMax >= 1},
		{"parts_per_type", "R-SET-9", "enough parts of a type for the setup's warehouses and Recycling pool", e.PartsPerType >= 3},
		{"cars_per_model", "R-SET-8", "at least the two cars of each model the setup puts on the line", e.CarsPerModel >= 2},
	} {
		if !c.ok {
			return refuseAt(c.rule, "%s", c.path, c.why)
		}
	}
	return nil
}

// checkBenefits refuses a negative benefit anywhere in the edition: a
// benefit is something gained (R-CERT-2, R-WRK-3).
func checkBenefits(e *Edition) *EditionError {
	var walk func(v reflect.Value, path string) *EditionError
	walk = func(v reflect.Value, path string) *EditionError {
		if b, ok := v.Interface().(Benefit); ok {
			if b.PP < 0 || b.Books < 0 || b.Vouchers < 0 || b.BankedShifts < 0 || b.Speech < 0 {
				return refuseAt("R-CERT-2", "a benefit gains, it takes nothing", path)
			}
			return nil
		}
		if v.Kind() == reflect.Array {
			for i := range v.Len() {
				if err := walk(v.Index(i), fmt.Sprintf("%s/%d", path, i)); err != nil {
					return err
				}
			}
		}
		return nil
	}
	v := reflect.ValueOf(e).Elem()
	for i := range v.NumField() {
		if err := walk(v.Field(i), jsonName(v.Type().Field(i))); err != nil {
			return err
		}
	}
	return nil
}

// checkConveyor refuses a line a car cannot run down: a space with no
// arrow, an arrow to no space, a cycle (a push chain would not end), exit
// PP on an arrow between spaces, or not one colour space per model
// (R-ASM-3, R-ASM-4).
func checkConveyor(e *Edition) *EditionError {
	var starts [NumModels]int
	for i, sp := range e.Conveyor {
		at := fmt.Sprintf("conveyor/%d", i)
		if sp.Name != Conveyor[i].Name {
			return refuseAt("R-ASM-3", "the space is named %q, as the notation names it", at+"/name", Conveyor[i].Name)
		}
		if sp.Start {
			if sp.Model >= NumModels {
				return refuseAt("R-ASM-3", "a colour space is a model's", at+"/model")
			}
			starts[sp.Model]++
		}
		if len(sp.Next) == 0 || len(sp.Next) > 2 {
			return refuseAt("R-ASM-3", "a space has one arrow, or two at a branch, not %d", at+"/next", len(sp.Next))
		}
		for j, l := range sp.Next {
			switch {
			case l.To == Exit:
				if l.PP < 0 {
					return refuseAt("R-ASM-4", "an exit scores no negative PP", fmt.Sprintf("%s/next/%d/pp", at, j))
				}
			case l.To < 0 || l.To >= NumConveyorSpaces:
				return refuseAt("R-ASM-3", "an arrow leads to a space of the line or off it", fmt.Sprintf("%s/next/%d/to", at, j))
			case l.PP != 0:
				return refuseAt("R-ASM-4", "only an exit scores PP", fmt.Sprintf("%s/next/%d/pp", at, j))
			}
		}
	}
	for m, n := range starts {
		if n != 1 {
			return refuseAt("R-ASM-3", "model %v has %d colour spaces, not 1", "conveyor", Model(m), n)
		}
	}
	// Every path leaves the line within as many steps as it has spaces.
	var depth [NumConveyorSpaces]int8 // 0 unknown, -1 on the path, else steps to an exit
	var visit func(i int8) bool
	visit = func(i int8) bool {
		switch depth[i] {
		case -1:
			return false
		case 0:
			depth[i] = -1
			for _, l := range e.Conveyor[i].Next {
				if l.To != Exit && !visit(l.To) {
					return false
				}
			}
			depth[i] = 1
		}
		return true
	}
	for i := range int8(NumConveyorSpaces) {
		if !visit(i) {
			return refuseAt("R-ASM-3", "the arrows from this space come back to it: a push would never end", fmt.Sprintf("conveyor/%d", i))
		}
	}
	return nil
}

// checkDemandAndDesigns refuses Demand tiles that are not one per model,
// and Design tiles other than the box's 35: for each model one per part
// type and a blank one, which the engine names by their place in this
// order (R-SET-7, R-SET-10).
func checkDemandAndDesigns(e *Edition) *EditionError {
	var seen [NumModels]bool
	for i, d := range e.DemandTiles {
		at := fmt.Sprintf("demand_tiles/%d", i)
		if d.Model >= NumModels || seen[d.Model] {
			return refuseAt("R-SET-10", "the Demand tiles are one per model", at+"/model")
		}
		seen[d.Model] = true
		if d.Speech < 0 {
			return refuseAt("R-SET-10", "a tile holds no negative tokens", at+"/speech")
		}
	}
	for i, d := range e.Designs {
		if d != Designs[i] {
			return refuseAt("R-SET-7", "the tiles are %d a model, model by model: one per part type, in part-type order, then the blank one; this is %v", fmt.Sprintf("designs/%d", i), DesignsPerModel, Designs[i])
		}
	}
	return nil
}

// checkFactoryGoals refuses Factory Goal tiles not grouped by kind, as
// the setup draws them, or with a count that is met before play (R-SET-4).
func checkFactoryGoals(e *Edition) *EditionError {
	for i, g := range e.FactoryGoals {
		at := fmt.Sprintf("factory_goals/%d", i)
		if want := FactoryGoalKind(i / FactoryGoalsPerKind); g.Kind != want {
			return refuseAt("R-SET-4", "the tiles go kind by kind, %d each: this is a %v tile", at+"/kind", FactoryGoalsPerKind, want)
		}
		if g.Threshold < 1 {
			return refuseAt("R-FG-1", "a goal counts at least 1", at+"/threshold")
		}
	}
	for n := MinPlayers; n <= NumColors; n++ {
		for j, k := range e.FactoryGoalTokens[n] {
			if k < 0 {
				return refuseAt("R-SET-4", "a tile holds no negative tokens", fmt.Sprintf("factory_goal_tokens/%d/%d", n, j))
			}
		}
	}
	for i, g := range e.FinalGoals {
		for j, a := range g {
			at := fmt.Sprintf("final_goals/%d/%d", i, j)
			if a.Kind >= numAchievementKinds {
				return refuseAt("R-FIN-1", "an achievement of a kind the rules know", at+"/kind")
			}
			if a.N < 0 || a.PP < 0 {
				return refuseAt("R-FIN-1", "an achievement needs and scores no negative number", at)
			}
		}
	}
	return nil
}

// checkGoals refuses a Performance Goal of no measure, negative PP, or
// icons that are not positive and highest first (R-MTG-3).
func checkGoals(e *Edition) *EditionError {
	for i, g := range e.Goals {
		at := fmt.Sprintf("goals/%d", i)
		if g.Measure >= NumGoalMeasures {
			return refuseAt("R-MTG-3", "a goal measures something the rules count", at+"/measure")
		}
		if g.PP < 0 {
			return refuseAt("R-MTG-3", "a goal scores no negative PP", at+"/pp")
		}
		for j, n := range g.Icons {
			if n < 1 || (j > 0 && n > g.Icons[j-1]) {
				return refuseAt("R-MTG-3", "speech icons are positive, the highest first", at+"/icons")
			}
		}
	}
	return nil
}

// checkTestTracks refuses a Test track without room for the Pace Car and
// its queue (R-SET-6, R-SET-17, R-ASM-5).
func checkTestTracks(e *Edition) *EditionError {
	for n := MinPlayers; n <= NumColors; n++ {
		tt, at := e.TestTracks[n], fmt.Sprintf("test_tracks/%d", n)
		if tt.Spaces < 2 {
			return refuseAt("R-SET-17", "a loop of at least 2 spaces", at+"/spaces")
		}
		for j, s := range tt.Striped {
			if s < 0 || s >= tt.Spaces || (j > 0 && s == tt.Striped[0]) {
				return refuseAt("R-SET-6", "two different striped spaces of the loop", fmt.Sprintf("%s/striped/%d", at, j))
			}
		}
		if tt.Queue < 1 || tt.Queue > MaxQueue {
			return refuseAt("R-ASM-5", "1 to %d cars behind the Pace Car", at+"/queue", MaxQueue)
		}
	}
	return nil
}

// checkSolo refuses solo tables the Colleagues cannot follow.
func checkSolo(e *Edition) *EditionError {
	for _, o := range []struct {
		name, rule string
		order      [NumModels]Model
	}{{"solo_provide_order", "R-SOLO-21", e.SoloProvideOrder}, {"turczi_claim_order", "R-SOLO-20", e.TurcziClaimOrder}} {
		var seen [NumModels]bool
		for i, m := range o.order {
			if m >= NumModels || seen[m] {
				return refuseAt(o.rule, "an order of the models, each once", fmt.Sprintf("%s/%d", o.name, i))
			}
			seen[m] = true
		}
	}
	last := len(e.SoloDepartmentDeck) - 1
	for i, c := range e.SoloDepartmentDeck {
		at := fmt.Sprintf("solo_department_deck/%d", i)
		if c.Reshuffle != (i == last) {
			return refuseAt("R-SOLO-10", "the last card, and only it, is the reshuffle card", at+"/reshuffle")
		}
		if c.Dept >= NumDepartments {
			return refuseAt("R-SOLO-10", "a card of a department", at+"/dept")
		}
		if len(c.Plan) > 2 {
			return refuseAt("R-SOLO-10", "a Plan of up to 2 parts", at+"/plan")
		}
		for j, p := range c.Plan {
			if p >= NumParts {
				return refuseAt("R-SOLO-10", "a Plan's part is a part type", fmt.Sprintf("%s/plan/%d", at, j))
			}
		}
	}
	for i, c := range e.SoloSelectionDeck {
		if c.Part >= NumParts {
			return refuseAt("R-SOLO-12", "a selection card's part is a part type", fmt.Sprintf("solo_selection_deck/%d/part", i))
		}
	}
	for d, s := range e.SoloSandraSelects {
		at := fmt.Sprintf("solo_sandra_selects/%d", d)
		if s.Model >= NumModels {
			return refuseAt("R-SOLO-21", "a model", at+"/model")
		}
		if s.DesignColumn < -1 || s.DesignColumn >= DisplayColumns {
			return refuseAt("R-SOLO-23", "a display column, or -1 for the stacks", at+"/design_column")
		}
	}
	for c, row := range e.ColleagueBranches {
		for i, to := range row {
			if to != 0 && to != Exit && (to < 0 || to >= NumConveyorSpaces) {
				return refuseAt("R-SOLO-21", "a branch leads to a space of the line or off it", fmt.Sprintf("colleague_branches/%d/%d", c, i))
			}
		}
	}
	for i, v := range e.KeepingUpPP {
		if v < 0 {
			return refuseAt("R-DIFF-8", "no negative PP", fmt.Sprintf("keeping_up_pp/%d", i))
		}
	}
	sc := reflect.ValueOf(e.SoloScores)
	for i := range sc.NumField() {
		if sc.Field(i).Int() < 0 {
			return refuseAt("R-SOLO-19", "a Colleague scores, and the human loses, no negative number", "solo_scores/"+jsonName(sc.Type().Field(i)))
		}
	}
	return nil
}

// jsonName is a field's name in the JSON form.
func jsonName(f reflect.StructField) string {
	if name, _, _ := strings.Cut(f.Tag.Get("json"), ","); name != "" {
		return name
	}
	return f.Name
}
