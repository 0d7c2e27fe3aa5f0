package components

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"regexp"
	"slices"
	"strings"
)

// An Edition is the printed contents of one box of the game, as data: the
// tables the rules read their values from, such as the Performance Goal
// cards, the Kanban Order cards and the benefits on the tracks. The
// built-in edition (Builtin) holds this package's values; an owner of the
// box whose copy prints other values writes them in an edition file
// (ParseEdition) and plays exactly that.
//
// An edition also holds the printed counts the rules read as numbers:
// the supplies, the spaces of a player's board, what each player starts
// with, the Banked Shift track. The counts the rules are built on (five
// departments, six part types, five models, the number of cards of each
// kind, the display's spaces, the training tracks' spaces...) are not part
// of an edition: they are this package's constants, and every table of an
// edition has the length they give it. Nor are the names the notation
// gives things: an edition's Design tiles are the box's (R-SET-7) and its
// conveyor spaces keep their names.
type Edition struct {
	// Name names the edition in records and messages, such as "builtin".
	Name string `json:"name"`
	// Sources says where values come from, by table ("goals") or entry
	// ("goals/3"): a public source, the seeds, a placeholder. The rules
	// never read it, and it is not part of the digest.
	Sources map[string]string `json:"sources,omitempty"`

	StartPP                int8 `json:"start_pp"`                 // every player's starting score (StartPP)
	StartVouchers          int8 `json:"start_vouchers"`           // the Parts Vouchers each player starts with (StartVouchers)
	StartBooks             int8 `json:"start_books"`              // the Books each player starts with (StartBooks)
	StartGoals             int8 `json:"start_goals"`              // the Performance Goal cards dealt to each player (StartGoals)
	StartKanbanCards       int8 `json:"start_kanban_cards"`       // the Kanban Order cards dealt to each player (StartKanbanCards)
	StorageSpaces          int8 `json:"storage_spaces"`           // the part storage spaces open at the start (StorageSpaces)
	StorageSpacesCertified int8 `json:"storage_spaces_certified"` // the storage spaces once certified in Logistics (StorageSpacesCertified)
	DeskSpaces             int8 `json:"desk_spaces"`              // the Design desk spaces open at the start (DeskSpaces)
	DeskSpacesCertified    int8 `json:"desk_spaces_certified"`    // the desk spaces once certified in Design (DeskSpacesCertified)
	SpeechSpaces           int8 `json:"speech_spaces"`            // the Speech spaces open at the start (SpeechSpaces)
	SpeechSpacesCertified  int8 `json:"speech_spaces_certified"`  // the Speech spaces once certified in Administration (SpeechSpacesCertified)
	OwnSpeechTokens        int8 `json:"own_speech_tokens"`        // a player's own Speech tokens (OwnSpeechTokens)
	StartSpeechOnSpaces    int8 `json:"start_speech_on_spaces"`   // the own tokens on Speech spaces at setup (StartSpeechOnSpaces)
	BankedShiftMax         int8 `json:"banked_shift_max"`         // the last space of the Banked Shift track (BankedShiftMax)
	PartsPerType           int8 `json:"parts_per_type"`           // the part cubes of each type (PartsPerType)
	CarsPerModel           int8 `json:"cars_per_model"`           // the cars of each model (CarsPerModel)
	BookSupply             int8 `json:"book_supply"`              // the Book tokens (BookSupply)
	VoucherSupply          int8 `json:"voucher_supply"`           // the Parts Voucher tokens (VoucherSupply)

	Conveyor             [NumConveyorSpaces]ConveyorSpace                       `json:"conveyor"`               // the assembly line: spaces and arrows (Conveyor)
	CarValues            [NumModels]int8                                        `json:"car_values"`             // a car's value by model (CarValues)
	GarageBenefits       [BasicGarages]Benefit                                  `json:"garage_benefits"`        // the basic garages' benefits (GarageBenefits)
	ExpertGarageBenefits [BasicGarages]Benefit                                  `json:"expert_garage_benefits"` // an Expert's garage benefits (ExpertGarageBenefits)
	PadlockBenefits      [4]Benefit                                             `json:"padlock_benefits"`       // the padlocked garage's benefits (PadlockBenefits)
	ExpertPadlockBenefit Benefit                                                `json:"expert_padlock_benefit"` // an Expert's padlock benefit (ExpertPadlockBenefit)
	WorkstationShifts    [NumDepartments][WorkstationsPerDepartment]int8        `json:"workstation_shifts"`     // the Shifts of each workstation (WorkstationShifts)
	CertStart            [CertSpaces]Benefit                                    `json:"cert_start"`             // the Certification track's starting section (CertStart)
	CertTrack            [CertSections][CertSpaces]Benefit                      `json:"cert_track"`             // the Certification track's sections (CertTrack)
	DemandTiles          [NumModels]DemandTile                                  `json:"demand_tiles"`           // the Demand tiles (DemandTiles)
	Designs              [NumDesigns]DesignTile                                 `json:"designs"`                // the Design tiles (Designs)
	ColumnBonus          [DisplayColumns]Benefit                                `json:"column_bonus"`           // the display columns' bonuses (ColumnBonus)
	SandraDesignColumns  [NumColors + 1]int8                                    `json:"sandra_design_columns"`  // the columns Sandra clears, by players (SandraDesignColumns)
	FactoryGoals         [NumFactoryGoalKinds * FactoryGoalsPerKind]FactoryGoal `json:"factory_goals"`          // the Factory Goal tiles (FactoryGoals)
	FactoryGoalTokens    [NumColors + 1][FactoryGoalsDrawn]int8                 `json:"factory_goal_tokens"`    // the tokens on a Factory Goal tile, by players (FactoryGoalTokens)
	FinalGoals           [NumFinalGoals]FinalGoal                               `json:"final_goals"`            // the Final Goal tiles (FinalGoals)
	Goals                [NumGoals]Goal                                         `json:"goals"`                  // the Performance Goal cards (Goals)
	KanbanCards          [NumKanbanCards]KanbanCard                             `json:"kanban_cards"`           // the Kanban Order cards (KanbanCards)
	WarehouseAbove       [NumParts]bool                                         `json:"warehouse_above"`        // the warehouses above the line (WarehouseAbove)
	UpgradeSpaces        [NumModels][NumParts]Benefit                           `json:"upgrade_spaces"`         // the benefits of the upgrade spaces (UpgradeSpaces)
	UpgradeValues        [7]int8                                                `json:"upgrade_values"`         // the Upgrade Value track (UpgradeValues)
	TestTracks           [NumColors + 1]TestTrack                               `json:"test_tracks"`            // the Test track by players (TestTracks)
	ClaimCosts           [MaxQueue]int8                                         `json:"claim_costs"`            // the Shifts a claimed car's position costs (ClaimCosts)
	TrackScores          [3]int8                                                `json:"track_scores"`           // the PP of the most advanced on a track (TrackScores)
	AwardBenefits        [NumAwards]Benefit                                     `json:"award_benefits"`         // the Award tiles' benefits (AwardBenefits)
	AwardTiles           [NumAwards]int8                                        `json:"award_tiles"`            // the Award tiles of each kind (AwardTiles)
	AwardsPerTrack       [NumColors + 1]int8                                    `json:"awards_per_track"`       // the Award tiles on a track, by players (AwardsPerTrack)

	ColleagueStartTraining [Colleagues]int8                            `json:"colleague_start_training"` // solo: the Colleagues' start training (ColleagueStartTraining)
	ColleagueBottomStation [Colleagues]bool                            `json:"colleague_bottom_station"` // solo: a Colleague's workstation row (ColleagueBottomStation)
	KeepingUpPP            [4]int8                                     `json:"keeping_up_pp"`            // solo: Keeping Up's PP (KeepingUpPP)
	ColleagueStartSpots    [Colleagues][2]int8                         `json:"colleague_start_spots"`    // solo: the Colleagues' start spots (ColleagueStartSpots)
	SoloDepartmentDeck     [SoloDepartmentCards + 1]SoloDepartmentCard `json:"solo_department_deck"`     // solo: the department deck (SoloDepartmentDeck)
	SoloSelectionDeck      [SoloSelectionCards]SoloSelectionCard       `json:"solo_selection_deck"`      // solo: the selection deck (SoloSelectionDeck)
	SoloSandraSelects      [NumDepartments]SoloSandra                  `json:"solo_sandra_selects"`      // solo: what Sandra's department selects (SoloSandraSelects)
	SoloProvideOrder       [NumModels]Model                            `json:"solo_provide_order"`       // solo: the Colleagues' provide order (SoloProvideOrder)
	TurcziClaimOrder       [NumModels]Model                            `json:"turczi_claim_order"`       // solo: Turczi's claim order (TurcziClaimOrder)
	ColleagueBranches      [Colleagues][NumConveyorSpaces]int8         `json:"colleague_branches"`       // solo: where a Colleague sends a car at a branch (ColleagueBranches)
	SoloScores             SoloScoring                                 `json:"solo_scores"`              // solo: what the Colleagues score and the human loses (SoloScores)
}

// BuiltinName is the name of the built-in edition.
const BuiltinName = "builtin"

// builtinSources is the built-in edition's Sources, by table: the doc
// comment of each value, with its marks (a test keeps it so).
//
//go:embed sources.json
var builtinSources []byte

// Builtin returns the built-in edition: this package's values, which every
// game plays unless its configuration names another edition. Its digest is
// Version.
func Builtin() *Edition {
	e := &Edition{
		Name:                   BuiltinName,
		StartPP:                StartPP,
		StartVouchers:          StartVouchers,
		StartBooks:             StartBooks,
		StartGoals:             StartGoals,
		StartKanbanCards:       StartKanbanCards,
		StorageSpaces:          StorageSpaces,
		StorageSpacesCertified: StorageSpacesCertified,
		DeskSpaces:             DeskSpaces,
		DeskSpacesCertified:    DeskSpacesCertified,
		SpeechSpaces:           SpeechSpaces,
		SpeechSpacesCertified:  SpeechSpacesCertified,
		OwnSpeechTokens:        OwnSpeechTokens,
		StartSpeechOnSpaces:    StartSpeechOnSpaces,
		BankedShiftMax:         BankedShiftMax,
		PartsPerType:           PartsPerType,
		CarsPerModel:           CarsPerModel,
		BookSupply:             BookSupply,
		VoucherSupply:          VoucherSupply,
		Conveyor:               Conveyor,
		CarValues:              CarValues,
		GarageBenefits:         GarageBenefits,
		ExpertGarageBenefits:   ExpertGarageBenefits,
		PadlockBenefits:        PadlockBenefits,
		ExpertPadlockBenefit:   ExpertPadlockBenefit,
		WorkstationShifts:      WorkstationShifts,
		CertStart:              CertStart,
		CertTrack:              CertTrack,
		DemandTiles:            DemandTiles,
		Designs:                Designs,
		ColumnBonus:            ColumnBonus,
		SandraDesignColumns:    SandraDesignColumns,
		FactoryGoals:           FactoryGoals,
		FactoryGoalTokens:      FactoryGoalTokens,
		FinalGoals:             FinalGoals,
		Goals:                  Goals,
		KanbanCards:            KanbanCards,
		WarehouseAbove:         WarehouseAbove,
		UpgradeSpaces:          UpgradeSpaces,
		UpgradeValues:          UpgradeValues,
		TestTracks:             TestTracks,
		ClaimCosts:             ClaimCosts,
		TrackScores:            TrackScores,
		AwardBenefits:          AwardBenefits,
		AwardTiles:             AwardTiles,
		AwardsPerTrack:         AwardsPerTrack,
		ColleagueStartTraining: ColleagueStartTraining,
		ColleagueBottomStation: ColleagueBottomStation,
		KeepingUpPP:            KeepingUpPP,
		SoloScores:             SoloScores,
		ColleagueStartSpots:    ColleagueStartSpots,
		SoloDepartmentDeck:     SoloDepartmentDeck,
		SoloSelectionDeck:      SoloSelectionDeck,
		SoloSandraSelects:      SoloSandraSelects,
		SoloProvideOrder:       SoloProvideOrder,
		TurcziClaimOrder:       TurcziClaimOrder,
		ColleagueBranches:      ColleagueBranches,
	}
	if err := json.Unmarshal(builtinSources, &e.Sources); err != nil {
		panic("components: sources.json: " + err.Error()) // embedded, and read by a test
	}
	// The slices inside the tables are copied, so that a change to the
	// edition returned leaves the package's values as they are.
	return e.Clone()
}

// Clone returns a deep copy of the edition: changing one leaves the other
// as it is.
func (e *Edition) Clone() *Edition {
	c := *e
	c.Sources = maps.Clone(e.Sources)
	for i := range c.Conveyor {
		c.Conveyor[i].Next = slices.Clone(e.Conveyor[i].Next)
	}
	for i := range c.SoloDepartmentDeck {
		c.SoloDepartmentDeck[i].Plan = slices.Clone(e.SoloDepartmentDeck[i].Plan)
	}
	return &c
}

// Placeholders returns the tables, by their JSON names and sorted, whose
// Sources say that the values, or some of them, are placeholders: chosen
// to fit the rules where the printed ones are not known. A host marks
// them where players see them; an edition of a box's own values, with its
// sources corrected, has none.
func (e *Edition) Placeholders() []string {
	var out []string
	for table, src := range e.Sources {
		if !strings.Contains(table, "/") && placeholderMark.MatchString(src) {
			out = append(out, table)
		}
	}
	slices.Sort(out)
	return out
}

// placeholderMark finds the mark Placeholder in a source's text.
var placeholderMark = regexp.MustCompile(`\bPlaceholder\b`)

// Digest names the edition's values as Version names the built-in
// edition's: the digest of every value of the package, this edition's
// tables in place of the built-in ones, and then the tables only a solo
// game reads where they differ from the built-in ones (the built-in
// edition's digest is Version, which they are not part of). Two editions
// with the same values have the same digest, whatever their names and
// sources; two with different values, different digests.
func (e *Edition) Digest() string {
	return e.digestOver(data())
}

// SoloDigest names the edition's values as SoloVersion names the built-in
// edition's, for a solo game's setup: the digest of every value of the
// package and of the solo mode, this edition's tables in place of the
// built-in ones.
func (e *Edition) SoloDigest() string {
	return e.digestOver(append(data(), soloData()...))
}

// digestOver digests values, this edition's tables in place of the
// built-in ones, and then the tables values does not list where they
// differ from the built-in ones.
func (e *Edition) digestOver(values []named) string {
	tables := e.tables()
	seen := map[string]bool{}
	for i, v := range values {
		if t, ok := tables[v.name]; ok {
			values[i].value = t
			seen[v.name] = true
		}
	}
	builtin := Builtin().tables()
	for _, name := range slices.Sorted(maps.Keys(tables)) {
		if !seen[name] && !reflect.DeepEqual(tables[name], builtin[name]) {
			values = append(values, named{name, tables[name]})
		}
	}
	return digest(values)
}

// tables returns the edition's tables by the name of the package value
// each stands for, as data lists them.
func (e *Edition) tables() map[string]any {
	tables := make(map[string]any)
	v := reflect.ValueOf(e).Elem()
	for i := range v.NumField() {
		f := v.Type().Field(i)
		if f.Name == "Name" || f.Name == "Sources" {
			continue
		}
		tables[f.Name] = v.Field(i).Interface()
	}
	return tables
}

// ParseEdition decodes an edition from its JSON form (what MarshalJSON of
// an Edition writes; schema/edition.schema.json describes it). It refuses
// a document with an unknown member, a missing table, or a table or entry
// of another length than the rules are built on, naming the table and the
// entry, and then what Check refuses; nothing is returned then.
func ParseEdition(data []byte) (*Edition, error) {
	var raw any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("components: edition: %w", err)
	}
	if dec.More() {
		return nil, errors.New("components: edition: more than one JSON value")
	}
	if err := checkShape(reflect.TypeFor[Edition](), raw, ""); err != nil {
		return nil, fmt.Errorf("components: edition: %w", err)
	}
	e := new(Edition)
	dec = json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(e); err != nil {
		return nil, fmt.Errorf("components: edition: %w", err)
	}
	if e.Name == "" {
		return nil, errors.New("components: edition: no name")
	}
	if err := e.Check(); err != nil {
		return nil, err
	}
	return e, nil
}

// checkShape reports where a decoded JSON value v does not have the shape
// of Go type t: an array of another length, an object lacking a member
// that is not optional (omitempty) or with a member t lacks. encoding/json
// would fill the first two with zeroes, or drop them, without a word.
func checkShape(t reflect.Type, v any, path string) error {
	at := func() string {
		if path == "" {
			return "the document"
		}
		return path
	}
	if reflect.PointerTo(t).Implements(reflect.TypeFor[interface{ UnmarshalText([]byte) error }]()) {
		return nil // a name, which its UnmarshalText checks
	}
	switch t.Kind() {
	case reflect.Array, reflect.Slice:
		if v == nil && t.Kind() == reflect.Slice {
			return nil // an empty list, as a nil slice is written
		}
		list, ok := v.([]any)
		if !ok {
			return fmt.Errorf("%s: not a list", at())
		}
		if t.Kind() == reflect.Array && len(list) != t.Len() {
			return fmt.Errorf("%s: %d entries, the rules are built on %d", at(), len(list), t.Len())
		}
		for i, item := range list {
			if err := checkShape(t.Elem(), item, fmt.Sprintf("%s/%d", path, i)); err != nil {
				return err
			}
		}
	case reflect.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: not an object", at())
		}
		known := make(map[string]bool)
		for i := range t.NumField() {
			f := t.Field(i)
			name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "" {
				name = f.Name
			}
			known[name] = true
			item, ok := obj[name]
			if !ok {
				if strings.Contains(opts, "omitempty") {
					continue
				}
				return fmt.Errorf("%s: no %q", at(), name)
			}
			if err := checkShape(f.Type, item, strings.TrimPrefix(path+"/"+name, "/")); err != nil {
				return err
			}
		}
		for _, name := range slices.Sorted(maps.Keys(obj)) {
			if !known[name] {
				return fmt.Errorf("%s: unknown member %q", at(), name)
			}
		}
	}
	return nil
}
