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

// kindSpec names a kind and lists its fields.
type kindSpec struct {
	name   string
	fields []field
}

var actionSpecs = [numActionKinds]kindSpec{
	ActCertSpace:   {"cert-space", []field{fSpace}},
	ActStartPart:   {"start-part", []field{fPart}},
	ActStartDesign: {"start-design", []field{fSource}},
	ActSelect:      {"select", []field{fWorkstation}},
	ActTrain:       {"train", []field{fDept}},
	ActHomework:    {"homework", []field{fDept}},
	ActRecycle:     {"recycle", []field{fGive, fPart}},
	ActKeepAward:   {"keep-award", []field{fAward}},
	ActEndTurn:     {"end-turn", nil},
	ActTakeDesign:  {"take-design", []field{fSource}},
	ActKanban:      {"kanban", []field{fCard, fPlacement}},
	ActCollect:     {"collect", []field{fPart, fCount}},
	ActVoucher:     {"voucher", nil},
	ActProvide:     {"provide", []field{fModel, fPart, fFrom, fGive}},
	ActBranch:      {"branch", []field{fTo}},
	ActClaim:       {"claim", []field{fClaims}},
	ActGarage:      {"garage", []field{fSpace}},
	ActPadlock:     {"padlock", []field{fGain}},
	ActUpgrade:     {"upgrade", []field{fDesign, fSpace, fFrom, fGive, fDouble}},
	ActSpeak:       {"speak", []field{fGoal, fOn}},
	ActPass:        {"pass", nil},
	ActChooseGoal:  {"choose-goal", []field{fGoal}},
}

var eventSpecs = [numEventKinds]kindSpec{
	EvStarted:            {"started", []field{fSetup}},
	EvCertSpaceTaken:     {"cert-space-taken", []field{fSpace}},
	EvGained:             {"gained", []field{fGain, fPending}},
	EvPicksStarted:       {"picks-started", nil},
	EvPartTaken:          {"part-taken", []field{fPart, fN}},
	EvDesignTaken:        {"design-taken", []field{fSource, fDesign, fTop}},
	EvDisplayRefilled:    {"display-refilled", []field{fList}},
	EvDayStarted:         {"day-started", []field{fN}},
	EvWorkstationChosen:  {"workstation-chosen", []field{fWorkstation}},
	EvSandraMoved:        {"sandra-moved", []field{fWorkstation}},
	EvWorkingStarted:     {"working-started", nil},
	EvTurnStarted:        {"turn-started", []field{fWorkstation, fN}},
	EvBankedShiftSpent:   {"banked-shift-spent", nil},
	EvDepartmentNamed:    {"department-named", []field{fDept}},
	EvTrained:            {"trained", []field{fDept, fSpace}},
	EvHomework:           {"homework", []field{fDept, fSpace}},
	EvCertified:          {"certified", []field{fDept}},
	EvFactoryGoalReached: {"factory-goal-reached", []field{fSpace}},
	EvExpert:             {"expert", []field{fDept}},
	EvAwardTokenTaken:    {"award-token-taken", []field{fDept}},
	EvAwardKept:          {"award-kept", []field{fDept, fAward}},
	EvRecycled:           {"recycled", []field{fGive, fPart}},
	EvDemandReplaced:     {"demand-replaced", []field{fList, fRNG}},
	EvCredited:           {"credited", []field{fGain}},
	EvTurnEnded:          {"turn-ended", nil},
	EvSandraTurn:         {"sandra-turn", []field{fWorkstation}},
	EvSandraEvaluated:    {"sandra-evaluated", []field{fN}},
	EvPaceCarAdvanced:    {"pace-car-advanced", []field{fSpace}},
	EvMeetingScheduled:   {"meeting-scheduled", nil},
	EvAssemblyCleared:    {"assembly-cleared", nil},
	EvWarehousesStripped: {"warehouses-stripped", nil},
	EvDesignsReturned:    {"designs-returned", []field{fList, fRNG, fTop}},
	EvGenericExchanged:   {"generic-exchanged", nil},
	EvWeekScored:         {"week-scored", []field{fN}},
	EvWeekAdvanced:       {"week-advanced", []field{fN}},
	EvDayEnded:           {"day-ended", []field{fN}},
	EvChoicePending:      {"choice-pending", []field{fDecision, fDept, fList}},
	EvShiftsSpent:        {"shifts-spent", []field{fN}},
	EvStackReplaced:      {"stack-replaced", []field{fSource, fTop}},
	EvKanbanIssued:       {"kanban-issued", []field{fCard, fPlacement, fList}},
	EvKanbanDrawn:        {"kanban-drawn", []field{fCard}},
	EvVoucherRequested:   {"voucher-requested", nil},
	EvModelsCleared:      {"models-cleared", []field{fList}},
	EvPartProvided:       {"part-provided", []field{fModel, fPart, fFrom, fGive}},
	EvBranchTaken:        {"branch-taken", []field{fTo}},
	EvConveyorAdvanced:   {"conveyor-advanced", []field{fList, fTo}},
	EvDemandTokenTaken:   {"demand-token-taken", []field{fSpace}},
	EvCarTested:          {"car-tested", []field{fModel}},
	EvCarReturned:        {"car-returned", []field{fModel}},
	EvCarStarted:         {"car-started", []field{fModel}},
	EvCarsClaimed:        {"cars-claimed", []field{fList, fTop}},
	EvCarParked:          {"car-parked", []field{fModel, fSpace}},
	EvPadlockTaken:       {"padlock-taken", []field{fGain}},
	EvDesignUpgraded:     {"design-upgraded", []field{fDesign, fPart, fSpace, fFrom, fGive, fDouble}},
	EvMeetingStarted:     {"meeting-started", nil},
	EvSpoke:              {"spoke", []field{fGoal, fOn, fSpace, fN}},
	EvPassed:             {"passed", nil},
	EvTokensReturned:     {"tokens-returned", nil},
	EvGoalsDiscarded:     {"goals-discarded", nil},
	EvGoalChosen:         {"goal-chosen", []field{fGoal}},
	EvGoalsRevealed:      {"goals-revealed", []field{fList}},
	EvGoalDeckReshuffled: {"goal-deck-reshuffled", []field{fList, fRNG}},
	EvRoomGoalDealt:      {"room-goal-dealt", []field{fSpace, fGoal}},
	EvGoalDrawn:          {"goal-drawn", []field{fGoal}},
	EvMeetingEnded:       {"meeting-ended", []field{fN}},
	EvFinalGoalClaimed:   {"final-goal-claimed", []field{fSpace, fN}},
	EvFinalScored:        {"final-scored", []field{fCategory, fN}},
	EvGameEnded:          {"game-ended", nil},
	EvDemandTileTurned:   {"demand-tile-turned", []field{fSpace, fModel}},
	EvActed:              {"acted", []field{fN, fAct}},
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

// formatValue writes a field's value in the notation.
func formatValue(v any) string {
	switch v := v.(type) {
	case encoding.TextMarshaler:
		b, err := v.MarshalText()
		if err != nil {
			return "?"
		}
		return string(b)
	case *int8:
		return strconv.Itoa(int(*v))
	case *int16:
		return strconv.Itoa(int(*v))
	case *bool:
		return strconv.FormatBool(*v)
	case *Benefit:
		return v.String()
	case *[components.MaxQueue]DesignTile:
		parts := make([]string, len(*v))
		for i, d := range *v {
			parts[i] = d.String()
		}
		return strings.Join(parts, ",")
	case *[]uint8:
		if len(*v) == 0 {
			return "-"
		}
		parts := make([]string, len(*v))
		for i, x := range *v {
			parts[i] = strconv.Itoa(int(x))
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

// parseValue reads a field's value from the notation.
func parseValue(s string, v any) error {
	switch v := v.(type) {
	case encoding.TextUnmarshaler:
		return v.UnmarshalText([]byte(s))
	case *int8:
		n, ok := input.Int(s, 8)
		if !ok {
			return errors.New(input.IntError(s, 8, true))
		}
		*v = int8(n)
		return nil
	case *int16:
		n, ok := input.Int(s, 16)
		if !ok {
			return errors.New(input.IntError(s, 16, true))
		}
		*v = int16(n)
		return nil
	case *bool:
		switch s {
		case "true", "false":
			*v = s == "true"
			return nil
		}
		return fmt.Errorf("want true or false, not %s", input.Quote(s))
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
	case *[]uint8:
		*v = nil
		if s == "-" {
			return nil
		}
		for _, x := range strings.Split(s, ",") {
			n, ok := input.Uint(x, 8)
			if !ok {
				return errors.New(input.IntError(x, 8, false))
			}
			*v = append(*v, uint8(n))
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
func marshalValue(v any) ([]byte, error) {
	switch v := v.(type) {
	case *[]uint8:
		ints := make([]int, len(*v))
		for i, x := range *v {
			ints[i] = int(x)
		}
		return json.Marshal(ints)
	}
	return json.Marshal(v)
}

func unmarshalValue(raw []byte, v any) error {
	if err := strictJSON(raw, v); err != nil {
		return err
	}
	// An empty list is nil, as the engine and the notation make it.
	if l, ok := v.(*[]uint8); ok && len(*l) == 0 {
		*l = nil
	}
	return nil
}

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
