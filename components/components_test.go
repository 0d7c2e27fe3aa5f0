package components

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The data agrees with itself where the engine relies on it.
func TestDataConsistent(t *testing.T) {
	for n, track := range TestTracks {
		if n >= 2 && (track.Queue < 1 || int(track.Queue) > MaxQueue) {
			t.Errorf("%d players: a queue of %d, but claim costs for %d places", n, track.Queue, MaxQueue)
		}
		for _, s := range track.Striped {
			if n >= 2 && (s < 0 || s >= track.Spaces) {
				t.Errorf("%d players: striped space %d off the loop", n, s)
			}
		}
	}
	for m := range Model(NumModels) {
		if ColourSpace(m) < 0 {
			t.Errorf("no colour space for %v", m)
		}
	}
	for i, c := range Conveyor {
		for _, l := range c.Next {
			if l.To == Exit && l.PP <= 0 {
				t.Errorf("exit of %s scores nothing", c.Name)
			}
			if l.To != Exit && (l.To < 0 || l.To >= NumConveyorSpaces || Conveyor[l.To].Start) {
				t.Errorf("arrow from %s to a bad space %d", Conveyor[i].Name, l.To)
			}
		}
	}
	var counts [NumParts]int
	for _, card := range KanbanCards {
		counts[card[0]]++
		if card[0] != card[1] {
			t.Errorf("Kanban card %v does not start with its doubled part", card)
		}
	}
	for p, n := range counts {
		if n != 2 {
			t.Errorf("%v is doubled on %d cards", Part(p), n)
		}
	}
	for i, g := range FactoryGoals {
		if int(g.Kind) != i/FactoryGoalsPerKind {
			t.Errorf("Factory Goal %d out of its kind's block", i)
		}
	}
	if PadlockPicks > len(PadlockBenefits) {
		t.Error("more padlock picks than benefits")
	}
	total := 0
	for _, n := range AwardTiles {
		total += int(n)
	}
	if total < NumDepartments*int(AwardsPerTrack[NumColors]) {
		t.Error("not enough Award tiles to deal")
	}
}

// Text forms round-trip, "none" included.
func TestText(t *testing.T) {
	for p := range Part(NumParts) {
		b, _ := p.MarshalText()
		var q Part
		if err := q.UnmarshalText(b); err != nil || q != p {
			t.Errorf("%v: %s -> %v %v", p, b, q, err)
		}
	}
	names := map[string]bool{}
	for m := range GoalMeasure(NumGoalMeasures) {
		b, err := m.MarshalText()
		var back GoalMeasure
		if err != nil || back.UnmarshalText(b) != nil || back != m || names[string(b)] || m.String() != string(b) {
			t.Errorf("goal measure %d: %s -> %v %v", m, b, back, err)
		}
		names[string(b)] = true
	}
	if MeasureDemandCars.String() != "demand-cars" || MeasureGarageModels.String() != "garage-models" {
		t.Error("the measure names are out of step with the measures")
	}
	seen := map[string]bool{}
	for k := range numAchievementKinds {
		if n := k.String(); seen[n] || n == "" {
			t.Errorf("achievement kind %d is named %q twice or not at all", k, n)
		}
		seen[k.String()] = true
	}
	if AchieveTestedDesigns.String() != "tested-designs" || AchieveSpeechTokens.String() != "speech-tokens" {
		t.Error("the achievement names are out of step with the kinds")
	}
	if _, err := GoalMeasure(NumGoalMeasures).MarshalText(); err == nil {
		t.Error("a measure past the last has a name")
	}
	var m GoalMeasure
	if err := m.UnmarshalText([]byte("apples")); err == nil {
		t.Error("an unknown measure decodes")
	}
	var c Color
	if err := c.UnmarshalText([]byte("none")); err != nil || c != 0xFF {
		t.Errorf("none: %v %v", c, err)
	}
	// String writes "none" as the text form does.
	for _, s := range []string{Color(none).String(), Part(none).String(), Model(none).String(), Award(none).String()} {
		if s != "none" {
			t.Errorf("none is written %q", s)
		}
	}
	for _, s := range []string{"nothing", "2pp+book", "voucher+shift+speech", "-1pp"} {
		b, err := ParseBenefit(s)
		if err != nil || b.String() != s {
			t.Errorf("%q -> %v %v", s, b, err)
		}
	}
	if _, err := ParseBenefit("3apples"); err == nil {
		t.Error("a bad benefit parses")
	}
}

// sourceFiles parses the package's non-test Go files, by file name.
func sourceFiles(t *testing.T, mode parser.Mode) map[string]*ast.File {
	t.Helper()
	names, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	files := map[string]*ast.File{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, mode)
		require.NoError(t, err)
		require.Equal(t, "components", f.Name.Name, "%s is of another package", name)
		files[name] = f
	}
	return files
}

// TestVersionCoversEveryValue: Version digests every exported constant and
// variable, so that no corrected value leaves it unchanged (R-ENG-5).
func TestVersionCoversEveryValue(t *testing.T) {
	files := sourceFiles(t, 0)
	// SoloScores restates constants digested already (solo.go).
	listed := map[string]bool{"Version": true, "SoloVersion": true, "RulesRelease": true, "BuiltinName": true, "SoloScores": true}
	for _, v := range append(data(), soloData()...) {
		if listed[v.name] {
			t.Errorf("%s is listed twice", v.name)
		}
		listed[v.name] = true
	}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || (g.Tok != token.VAR && g.Tok != token.CONST) {
				continue
			}
			for _, sp := range g.Specs {
				for _, n := range sp.(*ast.ValueSpec).Names {
					if n.IsExported() && !listed[n.Name] {
						t.Errorf("%s is not in the data Version digests", n.Name)
					}
				}
			}
		}
	}
	if !strings.HasPrefix(Version, RulesRelease+"-") {
		t.Errorf("Version %q", Version)
	}
}

// Every goal measure and achievement kind says in words what it counts.
func TestDescriptions(t *testing.T) {
	for m := range GoalMeasure(NumGoalMeasures) {
		require.NotEmpty(t, m.Description(), "measure %s", m)
		require.NotContains(t, m.Description(), "GoalMeasure(", "measure %s", m)
	}
	for k := range AchievementKind(numAchievementKinds) {
		require.NotEqual(t, k.String(), Achievement{Kind: k, N: 2}.Description(), "achievement %s has words of its own", k)
	}
	require.Equal(t, "Banked Shifts, per 2", MeasureBankedPairs.Description())
	require.Equal(t, "at least 5 cars in garages", Achievement{AchieveCars, 5, 5}.Description())
	require.Equal(t, "Expert on at least 1 track", Achievement{AchieveExperts, 1, 5}.Description())
}
