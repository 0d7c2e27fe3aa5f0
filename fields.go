package kanban

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/input"
)

// The payload fields of actions and events. Each kind lists the fields it
// uses, in order; the JSON form and the notation are built from these lists,
// so the two cannot disagree about a kind.
type field uint8

const (
	fDept field = iota + 1
	fPart
	fGive
	fWorkstation
	fSource
	fAward
	fSpace
	fN
	fDesign
	fGain
	fPending
	fList
	fRNG
	fSetup
	fFrom
	fModel
	fCard
	fCount
	fClaims
	fDouble
	fDecision
	fPlacement
	fTo
	fGoal
	fOn
	fCategory
	fAct
	fTop
)

var fieldKeys = [...]string{
	fDept: "dept", fPart: "part", fGive: "give", fWorkstation: "workstation",
	fSource: "source", fAward: "award", fSpace: "space", fN: "n", fDesign: "design",
	fGain: "gain", fPending: "pending", fList: "list", fRNG: "rng", fSetup: "setup",
	fFrom: "from", fModel: "model", fCard: "card", fCount: "count", fClaims: "claims",
	fDouble: "double", fDecision: "decision", fPlacement: "placement", fTo: "to",
	fGoal: "goal", fOn: "on", fCategory: "category", fAct: "act", fTop: "top",
}

// unused reports whether field f of a kind is left out for this value: the
// part given to the Recycling pool matters only when a part comes from
// Recycling.
func unused(fields []field, f field, from PartSource) bool {
	if f != fGive || from == FromRecycling {
		return false
	}
	for _, g := range fields {
		if g == fFrom {
			return true
		}
	}
	return false
}

// kindSpec names a kind and lists its fields. words gives the notation's
// form of a field where it is not the field's usual one (defaultWords).
type kindSpec struct {
	name   string
	fields []field
	words  map[field]word
}

// The notation's words for fields that mean different things in different
// kinds.
var (
	garageWord = word{label: "garage"}
	placeWord  = word{label: "place"}
	tileWord   = word{label: "tile"}
	dayWord    = word{label: "day"}
	ppWord     = word{one: "pp", many: "pp"}
	shiftsWord = word{one: "shift", many: "shifts"}
	partsWord  = word{one: "part", many: "parts"}
)

var actionSpecs = [numActionKinds]kindSpec{
	ActCertSpace:   {"cert-space", []field{fSpace}, nil},
	ActStartPart:   {"start-part", []field{fPart}, nil},
	ActStartDesign: {"start-design", []field{fSource}, nil},
	ActSelect:      {"select", []field{fWorkstation}, nil},
	ActTrain:       {"train", []field{fDept}, nil},
	ActHomework:    {"homework", []field{fDept}, nil},
	ActRecycle:     {"recycle", []field{fGive, fPart}, map[field]word{fPart: {label: "take"}}},
	ActKeepAward:   {"keep-award", []field{fAward}, nil},
	ActEndTurn:     {"end-turn", nil, nil},
	ActTakeDesign:  {"take-design", []field{fSource}, nil},
	ActKanban:      {"kanban", []field{fCard, fPlacement}, nil},
	ActCollect:     {"collect", []field{fPart, fCount}, nil},
	ActVoucher:     {"voucher", nil, nil},
	ActProvide:     {"provide", []field{fModel, fPart, fFrom, fGive}, nil},
	ActBranch:      {"branch", []field{fTo}, nil},
	ActClaim:       {"claim", []field{fClaims}, nil},
	ActGarage:      {"garage", []field{fSpace}, map[field]word{fSpace: garageWord}},
	ActPadlock:     {"padlock", []field{fGain}, nil},
	ActUpgrade:     {"upgrade", []field{fDesign, fSpace, fFrom, fGive, fDouble}, nil},
	ActSpeak:       {"speak", []field{fGoal, fOn}, map[field]word{fGoal: {label: "play"}}},
	ActPass:        {"pass", nil, nil},
	ActChooseGoal:  {"choose-goal", []field{fGoal}, nil},
}

var eventSpecs = [numEventKinds]kindSpec{
	EvStarted:            {"started", []field{fSetup}, nil},
	EvCertSpaceTaken:     {"cert-space-taken", []field{fSpace}, nil},
	EvGained:             {"gained", []field{fGain, fPending}, nil},
	EvPicksStarted:       {"picks-started", nil, nil},
	EvPartTaken:          {"part-taken", []field{fPart, fN}, map[field]word{fN: partsWord}},
	EvDesignTaken:        {"design-taken", []field{fSource, fDesign, fTop}, nil},
	EvDisplayRefilled:    {"display-refilled", []field{fList}, map[field]word{fList: {list: listDesigns}}},
	EvDayStarted:         {"day-started", []field{fN}, map[field]word{fN: dayWord}},
	EvWorkstationChosen:  {"workstation-chosen", []field{fWorkstation}, nil},
	EvSandraMoved:        {"sandra-moved", []field{fWorkstation}, nil},
	EvWorkingStarted:     {"working-started", nil, nil},
	EvTurnStarted:        {"turn-started", []field{fWorkstation, fN}, map[field]word{fN: shiftsWord}},
	EvBankedShiftSpent:   {"banked-shift-spent", nil, nil},
	EvDepartmentNamed:    {"department-named", []field{fDept}, nil},
	EvTrained:            {"trained", []field{fDept, fSpace}, nil},
	EvHomework:           {"homework", []field{fDept, fSpace}, nil},
	EvCertified:          {"certified", []field{fDept}, nil},
	EvFactoryGoalReached: {"factory-goal-reached", []field{fSpace}, map[field]word{fSpace: placeWord}},
	EvExpert:             {"expert", []field{fDept}, nil},
	EvAwardTokenTaken:    {"award-token-taken", []field{fDept}, nil},
	EvAwardKept:          {"award-kept", []field{fDept, fAward}, nil},
	EvRecycled:           {"recycled", []field{fGive, fPart}, map[field]word{fPart: {label: "take"}}},
	EvDemandReplaced:     {"demand-replaced", []field{fList, fRNG}, nil},
	EvCredited:           {"credited", []field{fGain}, nil},
	EvTurnEnded:          {"turn-ended", nil, nil},
	EvSandraTurn:         {"sandra-turn", []field{fWorkstation}, nil},
	EvSandraEvaluated:    {"sandra-evaluated", []field{fN}, map[field]word{fN: ppWord}},
	EvPaceCarAdvanced:    {"pace-car-advanced", []field{fSpace}, nil},
	EvMeetingScheduled:   {"meeting-scheduled", nil, nil},
	EvAssemblyCleared:    {"assembly-cleared", nil, nil},
	EvWarehousesStripped: {"warehouses-stripped", nil, nil},
	EvDesignsReturned:    {"designs-returned", []field{fList, fRNG, fTop}, map[field]word{fList: {list: listDesigns}}},
	EvGenericExchanged:   {"generic-exchanged", nil, nil},
	EvWeekScored:         {"week-scored", []field{fN}, map[field]word{fN: ppWord}},
	EvWeekAdvanced:       {"week-advanced", []field{fN}, map[field]word{fN: {label: "week"}}},
	EvDayEnded:           {"day-ended", []field{fN}, map[field]word{fN: dayWord}},
	EvChoicePending:      {"choice-pending", []field{fDecision, fDept, fList}, map[field]word{fList: {list: listConveyor}}},
	EvShiftsSpent:        {"shifts-spent", []field{fN}, map[field]word{fN: shiftsWord}},
	EvStackReplaced:      {"stack-replaced", []field{fSource, fTop}, nil},
	EvKanbanIssued:       {"kanban-issued", []field{fCard, fPlacement, fList}, map[field]word{fList: {list: listParts}}},
	EvKanbanDrawn:        {"kanban-drawn", []field{fCard}, nil},
	EvVoucherRequested:   {"voucher-requested", nil, nil},
	EvModelsCleared:      {"models-cleared", []field{fList}, map[field]word{fList: {list: listModels}}},
	EvPartProvided:       {"part-provided", []field{fModel, fPart, fFrom, fGive}, nil},
	EvBranchTaken:        {"branch-taken", []field{fTo}, nil},
	EvConveyorAdvanced:   {"conveyor-advanced", []field{fList, fTo}, map[field]word{fList: {list: listConveyor}}},
	EvDemandTokenTaken:   {"demand-token-taken", []field{fSpace}, map[field]word{fSpace: tileWord}},
	EvCarTested:          {"car-tested", []field{fModel}, nil},
	EvCarReturned:        {"car-returned", []field{fModel}, nil},
	EvCarStarted:         {"car-started", []field{fModel}, nil},
	EvCarsClaimed:        {"cars-claimed", []field{fList, fTop}, map[field]word{fList: {list: listDesigns}}},
	EvCarParked:          {"car-parked", []field{fModel, fSpace}, map[field]word{fSpace: garageWord}},
	EvPadlockTaken:       {"padlock-taken", []field{fGain}, nil},
	EvDesignUpgraded:     {"design-upgraded", []field{fDesign, fPart, fSpace, fFrom, fGive, fDouble}, nil},
	EvMeetingStarted:     {"meeting-started", nil, nil},
	EvSpoke:              {"spoke", []field{fGoal, fOn, fSpace, fN}, map[field]word{fGoal: {label: "play"}, fSpace: {label: "icon"}, fN: ppWord}},
	EvPassed:             {"passed", nil, nil},
	EvTokensReturned:     {"tokens-returned", nil, nil},
	EvGoalsDiscarded:     {"goals-discarded", nil, nil},
	EvGoalChosen:         {"goal-chosen", []field{fGoal}, nil},
	EvGoalsRevealed:      {"goals-revealed", []field{fList}, map[field]word{fList: {list: listGoals}}},
	EvGoalDeckReshuffled: {"goal-deck-reshuffled", []field{fList, fRNG}, map[field]word{fList: {list: listGoals}}},
	EvRoomGoalDealt:      {"room-goal-dealt", []field{fSpace, fGoal}, map[field]word{fSpace: placeWord}},
	EvGoalDrawn:          {"goal-drawn", []field{fGoal}, nil},
	EvMeetingEnded:       {"meeting-ended", []field{fN}, map[field]word{fN: {label: "cycle"}}},
	EvFinalGoalClaimed:   {"final-goal-claimed", []field{fSpace, fN}, map[field]word{fSpace: {label: "achievement"}, fN: ppWord}},
	EvFinalScored:        {"final-scored", []field{fCategory, fN}, map[field]word{fN: ppWord}},
	EvGameEnded:          {"game-ended", nil, nil},
	EvDemandTileTurned:   {"demand-tile-turned", []field{fSpace, fModel}, map[field]word{fSpace: tileWord}},
	EvActed:              {"acted", []field{fN, fAct}, map[field]word{fN: {one: "event", many: "events"}}},

	EvColleagueSpotTaken:    {"colleague-spot-taken", []field{fSpace}, nil},
	EvColumnDrawn:           {"column-drawn", []field{fCard}, nil},
	EvDepartmentDeckRebuilt: {"department-deck-rebuilt", []field{fList, fRNG}, nil},
	EvSelectionReshuffled:   {"selection-reshuffled", []field{fList, fRNG}, nil},
	EvSelectionDrawn:        {"selection-drawn", []field{fCard, fPart}, nil},
	EvColleagueSelected:     {"colleague-selected", []field{fSpace, fWorkstation}, map[field]word{fSpace: placeWord}},
	EvColleagueTurn:         {"colleague-turn", []field{fWorkstation}, nil},
	EvColleagueTrained:      {"colleague-trained", []field{fDept, fSpace}, nil},
	EvColleagueCertified:    {"colleague-certified", []field{fDept, fSpace}, nil},
	EvColleagueExpert:       {"colleague-expert", []field{fDept}, nil},
	EvColleagueScored:       {"colleague-scored", []field{fN}, map[field]word{fN: ppWord}},
	EvOvertime:              {"overtime", []field{fDept}, nil},
	EvSharedStackTurned:     {"shared-stack-turned", []field{fDesign}, nil},
	EvColleagueUpgraded:     {"colleague-upgraded", []field{fDesign, fPart, fSpace}, nil},
	EvColleagueClaimed:      {"colleague-claimed", []field{fSpace, fModel}, nil},
	EvColleagueProvided:     {"colleague-provided", []field{fModel, fPart}, nil},
	EvColleagueKanban:       {"colleague-kanban", []field{fCard, fPlacement, fList}, map[field]word{fList: {list: listParts}}},
	EvColleagueCollected:    {"colleague-collected", []field{fPart, fN}, map[field]word{fN: partsWord}},
	EvColleaguePartReturned: {"colleague-part-returned", []field{fPart, fRNG}, nil},
	EvColleagueDesignTaken:  {"colleague-design-taken", []field{fSource, fDesign, fTop}, nil},
	EvColleaguesRecycled:    {"colleagues-recycled", []field{fGive, fPart}, map[field]word{fPart: {label: "take"}}},
	EvColleaguesWeekEnded:   {"colleagues-week-ended", nil, nil},
	EvFired:                 {"fired", nil, nil},
	EvColleagueSpoke:        {"colleague-spoke", []field{fOn, fSpace, fN}, map[field]word{fSpace: {label: "icon"}, fN: ppWord}},
	EvRoomShuffled:          {"room-shuffled", []field{fList, fRNG}, map[field]word{fList: {list: listGoals}}},
	EvColleagueFinalScored:  {"colleague-final-scored", []field{fCategory, fN}, map[field]word{fN: ppWord}},
}

// String returns the action kind's name, as in JSON and the notation.
func (k ActionKind) String() string {
	if k < numActionKinds && actionSpecs[k].name != "" {
		return actionSpecs[k].name
	}
	return fmt.Sprintf("ActionKind(%d)", k)
}

// String returns the event kind's name, as in JSON and the notation.
func (k EventKind) String() string {
	if k < numEventKinds && eventSpecs[k].name != "" {
		return eventSpecs[k].name
	}
	return fmt.Sprintf("EventKind(%d)", k)
}

// kindNamed returns the index of the spec named name, and false if none is.
func kindNamed(specs []kindSpec, name string) (int, bool) {
	for k := range specs {
		if specs[k].name == name && name != "" {
			return k, true
		}
	}
	return 0, false
}

func actionKindNamed(name string) (ActionKind, bool) {
	k, ok := kindNamed(actionSpecs[:], name)
	return ActionKind(k), ok
}

func eventKindNamed(name string) (EventKind, bool) {
	k, ok := kindNamed(eventSpecs[:], name)
	return EventKind(k), ok
}

// actionField and eventField return a pointer to a field's value.
func actionField(a *Action, f field) any {
	switch f {
	case fDept:
		return &a.Dept
	case fPart:
		return &a.Part
	case fGive:
		return &a.Give
	case fWorkstation:
		return &a.Workstation
	case fSource:
		return &a.Source
	case fAward:
		return &a.Award
	case fSpace:
		return &a.Space
	case fFrom:
		return &a.From
	case fModel:
		return &a.Model
	case fDesign:
		return &a.Design
	case fCard:
		return &a.Card
	case fCount:
		return &a.Count
	case fClaims:
		return &a.Claims
	case fDouble:
		return &a.Double
	case fGain:
		return &a.Gain
	case fPlacement:
		return &a.Placement
	case fTo:
		return &a.To
	case fGoal:
		return &a.Goal
	case fOn:
		return &a.On
	}
	panic("kanban: actions have no field " + fieldKeys[f])
}

func eventField(e *Event, f field) any {
	switch f {
	case fDept:
		return &e.Dept
	case fPart:
		return &e.Part
	case fGive:
		return &e.Give
	case fWorkstation:
		return &e.Workstation
	case fSource:
		return &e.Source
	case fAward:
		return &e.Award
	case fSpace:
		return &e.Space
	case fN:
		return &e.N
	case fDesign:
		return &e.Design
	case fGain:
		return &e.Gain
	case fPending:
		return &e.Pending
	case fList:
		return &e.List
	case fRNG:
		return &e.RNG
	case fSetup:
		return &e.Setup
	case fFrom:
		return &e.From
	case fModel:
		return &e.Model
	case fCard:
		return &e.Card
	case fDouble:
		return &e.Double
	case fDecision:
		return &e.Decision
	case fPlacement:
		return &e.Placement
	case fTo:
		return &e.To
	case fGoal:
		return &e.Goal
	case fOn:
		return &e.On
	case fCategory:
		return &e.Category
	case fAct:
		return &e.Act
	case fTop:
		return &e.Top
	}
	panic("kanban: events have no field " + fieldKeys[f])
}

// word is how the notation writes a field, so that every word of an
// action or event says what it is: a value that names itself ("rnd",
// "suv-battery", "goal-12") is written alone; a number or a part whose
// meaning the kind gives follows a label ("card-11", "space-2",
// "give-body"); a quantity carries its unit ("3parts", "1shift", "-2pp");
// a flag is one of two words ("double" or "single").
type word struct {
	// label is written before the value, joined by a hyphen.
	label string
	// one and many are a quantity's unit: one for 1 and -1, many for the
	// rest.
	one, many string
	// yes and no are a flag's two words.
	yes, no string
	// list is what the numbers of a list stand for.
	list listKind
	// hidden, when set, is written for a negative number: a value a
	// player's copy of an event withholds.
	hidden string
}

// listKind says what the numbers of a list field stand for, and so how the
// notation names them.
type listKind uint8

const (
	listNumbers  listKind = iota // plain numbers, such as Demand tiles
	listParts                    // part types: "motor,battery"
	listModels                   // models: "suv,sports"
	listDesigns                  // Design tiles, 255 for none: "suv-battery,none"
	listConveyor                 // conveyor spaces: "s2,b1,b2"
	listGoals                    // Performance Goals, 255 for none: "goal-3,none"
)

// defaultWords are the notation's words for fields that need one, unless
// a kind gives another (kindSpec.words).
var defaultWords = map[field]word{
	fGive:    {label: "give"},
	fFrom:    {label: "from"},
	fSpace:   {label: "space"},
	fCard:    {label: "card", hidden: "hidden"},
	fCount:   partsWord,
	fOn:      {label: "on"},
	fTop:     {label: "new-top"},
	fDouble:  {yes: "double", no: "single"},
	fPending: {yes: "held", no: "now"},
}

// wordOf returns the notation's word for field f of a kind.
func wordOf(spec *kindSpec, f field) word {
	if w, ok := spec.words[f]; ok {
		return w
	}
	return defaultWords[f]
}

// formatWord writes a field's value as the notation's word w.
func formatWord(v any, w word) string {
	s := formatValue(v, w)
	if w.label != "" {
		return w.label + "-" + s
	}
	return s
}

// parseWord reads a field's value written as the notation's word w. Every
// value has one spelling: the word must be what formatWord writes for the
// value read.
func parseWord(s string, v any, w word) error {
	body := s
	if w.label != "" {
		rest, ok := strings.CutPrefix(s, w.label+"-")
		if !ok {
			return fmt.Errorf("want %s-…, not %s", w.label, input.Quote(s))
		}
		body = rest
	}
	if err := parseValue(body, v, w); err != nil {
		return err
	}
	switch v.(type) {
	case **Setup, *Action:
		return nil // JSON and an action, checked by their own parsers
	}
	if again := formatWord(v, w); again != s {
		return fmt.Errorf("%s is written %s", input.Quote(s), input.Quote(again))
	}
	return nil
}

// formatValue writes a field's value in the notation, without its label.
func formatValue(v any, w word) string {
	switch v := v.(type) {
	case *GoalCard:
		return v.String()
	case encoding.TextMarshaler:
		b, err := v.MarshalText()
		if err != nil {
			return "?"
		}
		return string(b)
	case *int8:
		return formatNumber(int(*v), w)
	case *int16:
		return formatNumber(int(*v), w)
	case *bool:
		if *v {
			return w.yes
		}
		return w.no
	case *Benefit:
		return v.String()
	case *[components.MaxQueue]DesignTile:
		parts := make([]string, len(*v))
		for i, d := range *v {
			parts[i] = d.String()
		}
		return strings.Join(parts, ",")
	case *List:
		if v.n == 0 {
			return "-"
		}
		parts := make([]string, v.n)
		for i, x := range v.items() {
			parts[i] = formatElement(x, w.list)
		}
		return strings.Join(parts, ",")
	case **Setup:
		b, err := json.Marshal(*v)
		if err != nil {
			return "?"
		}
		return string(b)
	case *Action:
		// the action's notation without its player, which the event names
		_, body, _ := strings.Cut(v.String(), " ")
		return body
	}
	return "?"
}

// formatNumber writes a number, followed by its unit if it has one.
func formatNumber(n int, w word) string {
	if n < 0 && w.hidden != "" {
		return w.hidden
	}
	s := strconv.Itoa(n)
	switch {
	case w.one == "":
		return s
	case n == 1 || n == -1:
		return s + w.one
	}
	return s + w.many
}

// formatElement writes one number of a list as what it stands for.
func formatElement(x uint8, k listKind) string {
	switch k {
	case listParts:
		return Part(x).String()
	case listModels:
		return Model(x).String()
	case listDesigns:
		return DesignTile(x).String()
	case listConveyor:
		return ConveyorSpace(int8(x)).String()
	case listGoals:
		return GoalCard(x).String()
	}
	return strconv.Itoa(int(x))
}

// parseElement reads one number of a list written by formatElement.
func parseElement(s string, k listKind) (uint8, error) {
	b := []byte(s)
	switch k {
	case listParts:
		var p Part
		err := p.UnmarshalText(b)
		return uint8(p), err
	case listModels:
		var m Model
		err := m.UnmarshalText(b)
		return uint8(m), err
	case listDesigns:
		var d DesignTile
		err := d.UnmarshalText(b)
		return uint8(d), err
	case listConveyor:
		var c ConveyorSpace
		err := c.UnmarshalText(b)
		return uint8(c), err
	case listGoals:
		var g GoalCard
		err := g.parseNotation(s)
		return uint8(g), err
	}
	n, ok := input.Uint(s, 8)
	if !ok {
		return 0, errors.New(input.IntError(s, 8, false))
	}
	return uint8(n), nil
}

// parseNumber reads a number of the given size, followed by its unit if it
// has one.
func parseNumber(s string, bits int, w word) (int64, error) {
	if w.hidden != "" && s == w.hidden {
		return -1, nil
	}
	digits := s
	if w.one != "" {
		end := 0
		if end < len(s) && s[end] == '-' {
			end++
		}
		for end < len(s) && s[end] >= '0' && s[end] <= '9' {
			end++
		}
		digits = s[:end]
	}
	n, ok := input.Int(digits, bits)
	if !ok {
		return 0, errors.New(input.IntError(digits, bits, true))
	}
	if unit := s[len(digits):]; w.one != "" && unit != w.one && unit != w.many {
		return 0, fmt.Errorf("want a number of %s, not %s", w.many, input.Quote(s))
	}
	return n, nil
}

// parseValue reads a field's value from the notation, without its label.
func parseValue(s string, v any, w word) error {
	switch v := v.(type) {
	case *GoalCard:
		return v.parseNotation(s)
	case encoding.TextUnmarshaler:
		return v.UnmarshalText([]byte(s))
	case *int8:
		n, err := parseNumber(s, 8, w)
		*v = int8(n)
		return err
	case *int16:
		n, err := parseNumber(s, 16, w)
		*v = int16(n)
		return err
	case *bool:
		switch s {
		case w.yes, w.no:
			*v = s == w.yes
			return nil
		}
		return fmt.Errorf("want %s or %s, not %s", w.yes, w.no, input.Quote(s))
	case *Benefit:
		b, err := ParseBenefit(s)
		*v = b
		return err
	case *[components.MaxQueue]DesignTile:
		parts := strings.Split(s, ",")
		if len(parts) != len(*v) {
			return fmt.Errorf("want %d Designs", len(*v))
		}
		for i, p := range parts {
			if err := (*v)[i].UnmarshalText([]byte(p)); err != nil {
				return err
			}
		}
		return nil
	case *List:
		*v = List{}
		if s == "-" {
			return nil
		}
		for _, x := range strings.Split(s, ",") {
			n, err := parseElement(x, w.list)
			if err != nil {
				return err
			}
			if v.n == MaxList {
				return errLongList
			}
			v.push(n)
		}
		return nil
	case **Setup:
		*v = new(Setup)
		return strictJSON([]byte(s), *v)
	}
	return errors.New("kanban: unknown field type")
}

// ParseBenefit reads a benefit written as Benefit.String writes it, such as
// "2pp+book".
func ParseBenefit(s string) (Benefit, error) { return components.ParseBenefit(s) }

// marshalValue and unmarshalValue encode a field's value in JSON.
func marshalValue(v any) ([]byte, error) { return json.Marshal(v) }

func unmarshalValue(raw []byte, v any) error { return strictJSON(raw, v) }

// enumName, enumMarshal and enumUnmarshal back the String and text methods
// of the engine's small enumerations.
func enumName(names []string, i int, typ string) string {
	if i >= 0 && i < len(names) && names[i] != "" {
		return names[i]
	}
	return fmt.Sprintf("%s(%d)", typ, i)
}

func enumMarshal(names []string, i int, what string) ([]byte, error) {
	if i < 0 || i >= len(names) || names[i] == "" {
		return nil, fmt.Errorf("kanban: no %s %d", what, i)
	}
	return []byte(names[i]), nil
}

func enumUnmarshal(names []string, b []byte, what string, dst *uint8) error {
	for i, n := range names {
		if n != "" && n == string(b) {
			*dst = uint8(i)
			return nil
		}
	}
	return fmt.Errorf("kanban: unknown %s %s", what, input.Quote(b))
}
