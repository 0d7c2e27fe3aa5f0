package kanban

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/kanbanev/kanban/components"
)

// Language is a language the library's prose speaks: the narration
// (GameState.NarrateIn), the descriptions of actions and decisions
// (GameState.DescribeIn, Decision.DescribeIn), costs (Cost.TextIn) and the
// words for the printed contents (Language.Department and its kin). The
// zero Language is English, the language of the methods without In.
//
// Its text form is its BCP 47 primary language subtag: "en", "de".
type Language uint8

// The languages the library speaks.
const (
	English Language = iota
	German
	numLanguages
)

var languageTags = [numLanguages]string{"en", "de"}

var languageNames = [numLanguages]string{"English", "Deutsch"}

// Languages returns the languages the library speaks, English first.
func Languages() []Language {
	out := make([]Language, numLanguages)
	for i := range out {
		out[i] = Language(i)
	}
	return out
}

// String returns the language's BCP 47 tag, such as "de".
func (l Language) String() string {
	if l >= numLanguages {
		return "Language(" + strconv.Itoa(int(l)) + ")"
	}
	return languageTags[l]
}

// Name returns the language's name in itself, such as "Deutsch": the
// label of a language switch.
func (l Language) Name() string {
	if l >= numLanguages {
		return l.String()
	}
	return languageNames[l]
}

// MarshalText encodes the language as its tag.
func (l Language) MarshalText() ([]byte, error) {
	if l >= numLanguages {
		return nil, fmt.Errorf("kanban: no language %d", l)
	}
	return []byte(languageTags[l]), nil
}

// UnmarshalText decodes a language from a BCP 47 tag, as ParseLanguage
// reads it.
func (l *Language) UnmarshalText(b []byte) error {
	v, err := ParseLanguage(string(b))
	if err != nil {
		return err
	}
	*l = v
	return nil
}

// ParseLanguage returns the language of a BCP 47 tag by its primary
// subtag, in any case: "de", "de-AT" and "DE" are German, "en-GB"
// English. A tag of a language the library does not speak is an error.
func ParseLanguage(tag string) (Language, error) {
	primary, _, _ := strings.Cut(strings.TrimSpace(tag), "-")
	primary, _, _ = strings.Cut(primary, "_") // "de_DE", as locales write it
	for i, t := range languageTags {
		if strings.EqualFold(primary, t) {
			return Language(i), nil
		}
	}
	return English, fmt.Errorf("kanban: the library does not speak the language %q", tag)
}

// MatchLanguage returns the language an HTTP Accept-Language header
// (RFC 9110) prefers among those the library speaks: the one of highest
// weight, the earlier of equal weights, English when the header names
// none of them. "de-CH, fr;q=0.8, en;q=0.5" is German.
func MatchLanguage(acceptLanguage string) Language {
	best, bestQ := English, -1.0
	for item := range strings.SplitSeq(acceptLanguage, ",") {
		tag, params, _ := strings.Cut(item, ";")
		l, err := ParseLanguage(tag)
		if err != nil {
			continue
		}
		q := 1.0
		for p := range strings.SplitSeq(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && f >= 0 && f <= 1 {
					q = f
				} else {
					q = 0
				}
			}
		}
		if q > 0 && q > bestQ {
			best, bestQ = l, q
		}
	}
	return best
}

// germanCatalogues are the German message catalogues, one for each part
// of the prose: each maps a phrase as the English code writes it (a
// fmt format where it has verbs) to its German. A phrase is in one of
// them only.
var germanCatalogues = []map[string]string{germanWords, germanNarration, germanDescriptions}

var germanOnce = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, c := range germanCatalogues {
		for k, v := range c {
			m[k] = v
		}
	}
	return m
})

// missingPhrase, when set (by tests), is told each phrase tr finds no
// German for.
var missingPhrase func(string)

// tr returns the library's English phrase s in l: s itself in English,
// its German from the catalogues in German. A phrase the catalogues lack
// is left in English and told to missingPhrase; the catalogue tests fail
// on any.
func (l Language) tr(s string) string {
	if l != German {
		return s
	}
	if t, ok := germanOnce()[s]; ok {
		return t
	}
	if missingPhrase != nil {
		missingPhrase(s)
	}
	return s
}

// f formats the English format s, as translated by tr, with args: the
// German of "%s takes %s" may put its verbs in another order, as
// "%[2]s nimmt %[1]s" does.
func (l Language) f(format string, args ...any) string {
	return fmt.Sprintf(l.tr(format), args...)
}

// Department returns a department's name in l, such as "R&D" or "F&E".
func (l Language) Department(d Department) string {
	if d >= components.NumDepartments {
		return d.String()
	}
	return l.dept(d)
}

// Model returns a car model's name in l, such as "Sports" or "Sport".
func (l Language) Model(m Model) string {
	if m >= components.NumModels {
		return m.String()
	}
	return l.model(m)
}

// Part returns a part type's name in l, such as "battery" or
// "Batterie".
func (l Language) Part(p Part) string {
	if p >= components.NumParts {
		return p.String()
	}
	return l.part(p)
}

// Measure says in l what a Performance Goal's measure counts:
// components.GoalMeasure.Description in English.
func (l Language) Measure(m GoalMeasure) string {
	switch m {
	case components.MeasureCars:
		return l.tr("cars in garages")
	case components.MeasureGarageModels:
		return l.tr("different models in garages")
	case components.MeasureSmallCars:
		return l.tr("City and SUV cars in garages")
	case components.MeasureBigCars:
		return l.tr("Truck, Sports and Concept cars in garages")
	case components.MeasureUpgradedDesigns:
		return l.tr("Upgraded Designs")
	case components.MeasureTestedDesigns:
		return l.tr("Tested Designs")
	case components.MeasureCertifications:
		return l.tr("certifications")
	case components.MeasureExperts:
		return l.tr("tracks where one is an Expert")
	case components.MeasureRnDTraining:
		return l.f("steps on the %s track", l.dept(RnD))
	case components.MeasureAssemblyTraining:
		return l.f("steps on the %s track", l.dept(Assembly))
	case components.MeasureLogisticsTraining:
		return l.f("steps on the %s track", l.dept(Logistics))
	case components.MeasureDesignTraining:
		return l.f("steps on the %s track", l.dept(Design))
	case components.MeasureAdminTraining:
		return l.f("steps on the %s track", l.dept(Administration))
	case components.MeasureTracksLed:
		return l.tr("tracks where one is the most advanced")
	case components.MeasureTracksCertified:
		return l.tr("tracks past the certification arrow")
	case components.MeasureDoubleUpgrade:
		return l.tr("the Double Upgrade used (1)")
	case components.MeasureBooks:
		return l.tr("Books on the board")
	case components.MeasureVouchers:
		return l.tr("Parts Vouchers on the board")
	case components.MeasureBankedPairs:
		return l.f("Banked Shifts, per %d", components.BankedPerCount)
	case components.MeasureSpeechTokens:
		return l.tr("Speech tokens on the board")
	case components.MeasureStoredParts:
		return l.tr("parts in storage")
	case components.MeasureDeskDesigns:
		return l.tr("Designs on the desk")
	case components.MeasureAwards:
		return l.tr("Award tiles kept")
	case components.MeasureFactoryGoals:
		return l.tr("Factory Goal tokens taken")
	case components.MeasureMotorBattery:
		return l.tr("Upgraded Motor and Battery Designs")
	case components.MeasureAutopilotElectronics:
		return l.tr("Upgraded Autopilot and Electronics Designs")
	case components.MeasureBodyDrivetrain:
		return l.tr("Upgraded Body and Drivetrain Designs")
	case components.MeasureUpgradedModels:
		return l.tr("models with at least one own upgrade")
	case components.MeasureBlankDesigns:
		return l.tr("Designs without a part on the desk")
	case components.MeasureEmptyGarage:
		return l.f("at most %d empty garage (1)", components.EmptyGaragesMax)
	case components.MeasureValuableTested:
		return l.f("Tested Designs whose part value is at least %d", components.ValuableTestedMin)
	case components.MeasureDemandCars:
		return l.tr("cars in garages of a model on a face-up Demand tile")
	}
	return m.Description()
}

// Achievement says in l what an achievement of a Final Goal tile asks
// for: components.Achievement.Description in English.
func (l Language) Achievement(a components.Achievement) string {
	n := int(a.N)
	switch a.Kind {
	case components.AchieveCars:
		return l.f("at least %s", l.count(n, "car in garages", "cars in garages"))
	case components.AchieveCertifications:
		return l.f("at least %s", l.count(n, "certification", "certifications"))
	case components.AchieveExperts:
		return l.f("Expert on at least %s", l.count(n, "track", "tracks"))
	case components.AchieveTestedDesigns:
		return l.f("at least %s", l.count(n, "Tested Design", "Tested Designs"))
	case components.AchieveGarageModels:
		return l.f("cars of at least %s", l.count(n, "model", "different models"))
	case components.AchieveBankedShifts:
		return l.f("at least %s", l.count(n, "Banked Shift", "Banked Shifts"))
	case components.AchieveUpgradedDesigns:
		return l.f("at least %s", l.count(n, "Upgraded Design", "Upgraded Designs"))
	case components.AchieveConceptCar:
		return l.tr("a Concept car in a garage")
	case components.AchieveBooks:
		return l.f("at least %s", l.count(n, "Book", "Books"))
	case components.AchieveDoubleUpgrade:
		return l.tr("the Double Upgrade used")
	case components.AchieveVouchers:
		return l.f("at least %s", l.count(n, "Parts Voucher", "Parts Vouchers"))
	case components.AchieveTracksLed:
		return l.f("the lead on at least %s", l.count(n, "track", "tracks"))
	case components.AchieveSpeechTokens:
		return l.f("at least %s", l.count(n, "Speech token", "Speech tokens"))
	}
	return a.Description()
}

// FactoryGoal says in l what a kind of Factory Goal counts:
// components.FactoryGoalKind.Description in English.
func (l Language) FactoryGoal(k components.FactoryGoalKind) string {
	switch k {
	case components.GoalCertifications:
		return l.tr("Certifications")
	case components.GoalCarsInGarages:
		return l.tr("cars in garages")
	case components.GoalUpgradedDesigns:
		return l.tr("Upgraded Designs")
	}
	return k.Description()
}

var colorWords = [numLanguages][components.NumColors]string{
	{"yellow", "blue", "purple", "red"},
	{"Gelb", "Blau", "Lila", "Rot"},
}

// Color returns a player colour's name in l, as the prose names a
// player: "blue" in English (lower case, as its text form), "Blau" in
// German (a noun). Another value is named by its text form.
func (l Language) Color(c Color) string {
	if c >= components.NumColors || l >= numLanguages {
		return c.String()
	}
	return colorWords[l][c]
}
