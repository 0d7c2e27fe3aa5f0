package kanban

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/require"
)

// englishWords finds words of the English descriptions that German never
// holds: a German text with one was left in English, in part or whole.
// "an", "in", "Design", "Motor" and "Safety Car" are German too, so they
// are not among them.
var englishWords = regexp.MustCompile(`(?i)\b(the|and|of|with|from|to|take|takes|on|for|or|at|a|is|are|his|he|him|you|your|each|every|when|not|instead|its|it|one|space|spaces|shift|shifts|banked|book|books|cars|garage|garages|goal|goals|speech|token|tokens|stored|upgrade|upgraded|award|pace|workstation|warehouse|warehouses|part|parts|none|nothing|pass|choose|put|keep|send|claim|park|play|train|homework|voucher|vouchers|track|tracks|unused|turn|display|storage|row|top|bottom|move|marker|section|starting|give|collect|provide|issue|symbols|above|line|moving|scoring|gaining|becoming|certifying|losing|pp|week|day|supply|pool|stack|office|desk|tested|certified|game|over|least|most|lead|models|different)\b`)

// germanCheck collects the phrases tr finds no German for while a test
// runs, and checks German texts: none empty, none with an English word or
// a fmt error, none with stray spaces.
type germanCheck struct {
	t       *testing.T
	missing map[string]bool
	checked int
}

func newGermanCheck(t *testing.T) *germanCheck {
	g := &germanCheck{t: t, missing: map[string]bool{}}
	missingPhrase = func(s string) { g.missing[s] = true }
	t.Cleanup(func() {
		missingPhrase = nil
		var missing []string
		for s := range g.missing {
			missing = append(missing, s)
		}
		sort.Strings(missing)
		require.Empty(t, missing, "phrases with no German")
	})
	return g
}

// text checks a German text; where says what it describes.
func (g *germanCheck) text(where, text string) {
	g.t.Helper()
	g.checked++
	require.NotEmpty(g.t, text, where)
	require.Empty(g.t, englishWords.FindAllString(text, -1), "%s: %q", where, text)
	require.NotContains(g.t, text, "%!", where)
	require.NotContains(g.t, text, "  ", where)
	require.Equal(g.t, strings.TrimSpace(text), text, where)
	require.NotRegexp(g.t, oneOfMany, text, where)
}

// describeGerman checks the German of everything a state offers: its
// decision and every legal action with its cost.
func (g *germanCheck) describeGerman(s GameState, seen map[ActionKind]bool, seenDecisions map[DecisionKind]bool) []Action {
	g.t.Helper()
	d := s.Next()
	seenDecisions[d.Kind] = true
	g.text(d.String(), d.DescribeIn(German))
	legal := s.LegalActions()
	for _, a := range legal {
		seen[a.Kind] = true
		text, err := s.DescribeIn(German, a)
		require.NoError(g.t, err)
		g.text(a.String(), text)
		c, err := s.Cost(a)
		require.NoError(g.t, err)
		g.text(a.String()+" cost", c.TextIn(German))
	}
	return legal
}

// Random games of 2 to 4 players and solo games with every third
// Difficulty card (each with KANBAN_SOAK=1 or -short, which plays only
// their first 120 steps) offer every action, decision and cost in German: no phrase lacks its
// German, and no German text holds an English word.
func TestGermanDescriptionsInGames(t *testing.T) {
	g := newGermanCheck(t)
	var configs []Config
	for n := 2; n <= 4; n++ {
		configs = append(configs, configOf(uint64(n)*7, []Color{Red, Blue, Yellow, Purple}[:n]...))
	}
	stride := soak.N(3, 1) // whole games: every third card is enough
	if testing.Short() {
		stride = 1 // 120 steps of a game: every card is needed
	}
	for d := components.Difficulty(0); d < components.SoloDifficultyCards; d += components.Difficulty(stride) {
		cfg := configOf(uint64(d)+100, Blue)
		cfg.Solo = &SoloConfig{Difficulty: []components.Difficulty{d}}
		configs = append(configs, cfg)
	}
	steps := 0 // the whole game
	if testing.Short() {
		steps = 120
	}
	seen := map[ActionKind]bool{}
	seenDecisions := map[DecisionKind]bool{}
	for i, cfg := range configs {
		s, _, err := New(cfg)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(uint64(i), 5))
		for step := 0; !s.IsOver() && (steps == 0 || step < steps); step++ {
			// Every other position's texts outside soak runs, where whole
			// games are played, and wherever a kind not met yet is listed.
			legal := s.LegalActions()
			if steps != 0 || step%soak.N(2, 1) == 0 || slices.ContainsFunc(legal, func(a Action) bool { return !seen[a.Kind] }) {
				legal = g.describeGerman(s, seen, seenDecisions)
			}
			s, _, err = Apply(s, pickKind(r, legal))
			require.NoError(t, err)
		}
		seenDecisions[s.Next().Kind] = true
		g.text("over", s.Next().DescribeIn(German))
	}
	t.Logf("%d German texts checked; %d action kinds, %d decision kinds seen", g.checked, len(seen), len(seenDecisions))
	require.Len(t, seen, int(numActionKinds)-1, "every action kind comes up")
	if !testing.Short() {
		require.Len(t, seenDecisions, int(DecideEvents)-1, "every decision but DecideEvents comes up")
	}
}

// Every decision kind, every action kind and the printed contents have
// German, and the English of the printed contents is the components'
// own (Description).
func TestGermanWordsOfTheEdition(t *testing.T) {
	g := newGermanCheck(t)
	for w := range Workstation(NumWorkstations) {
		g.text(w.String(), w.TitleIn(German))
	}
	g.text("no workstation", Workstation(NumWorkstations).TitleIn(German))
	for k := DecideStartSpot; k <= DecideEvents; k++ {
		d := Decision{Kind: k, Player: Red, Spaces: 0b101, Tiles: 2, Goals: 1<<3 | 1<<4, To: ConveyorSet(0).with(ExitSpace).with(4)}
		g.text(k.String(), d.DescribeIn(German))
		require.NotEqual(t, k.String(), d.DescribeIn(German), "a decision kind with no words")
	}
	for _, e := range []Edition{{}} {
		for _, c := range e.DifficultyCardsIn(German) {
			g.text(c.Card.String()+" title", c.Title)
			g.text(c.Card.String(), c.Text)
			require.True(t, strings.HasSuffix(c.Text, "."), c.Text)
		}
		contents := e.Contents()
		for _, goal := range contents.Goals {
			g.text(goal.Measure.String(), German.Measure(goal.Measure))
		}
		for _, tile := range contents.FinalGoals {
			for _, a := range tile {
				g.text(a.Kind.String(), German.Achievement(a))
			}
		}
		for _, f := range contents.FactoryGoals {
			g.text(f.Kind.String(), German.FactoryGoal(f.Kind))
		}
	}
	for m := range components.GoalMeasure(components.NumGoalMeasures) {
		require.Equal(t, m.Description(), English.Measure(m))
		g.text(m.String(), German.Measure(m))
	}
	for k := range components.AchieveSpeechTokens + 1 {
		for n := range int8(7) {
			a := components.Achievement{Kind: k, N: n, PP: 5}
			require.Equal(t, a.Description(), English.Achievement(a))
			if n > 0 {
				g.text(k.String(), German.Achievement(a))
			}
		}
	}
	for k := range components.FactoryGoalKind(components.NumFactoryGoalKinds) {
		require.Equal(t, k.Description(), English.FactoryGoal(k))
		g.text(k.String(), German.FactoryGoal(k))
	}
	// Beyond the kinds, the words are the notation's, in either language.
	require.Equal(t, components.GoalMeasure(99).Description(), German.Measure(99))
	require.Equal(t, components.FactoryGoalKind(9).Description(), German.FactoryGoal(9))

	for p := range Part(components.NumParts) {
		for n := 1; n <= 2; n++ {
			var c Cost
			c.Parts[p] = n
			require.Equal(t, c.String(), c.TextIn(English))
			g.text(p.String(), c.TextIn(German))
		}
		g.text(p.String(), German.Part(p))
	}
	for d := range Department(components.NumDepartments) {
		g.text(d.String(), German.Department(d))
	}
	for m := range Model(components.NumModels) {
		g.text(m.String(), German.Model(m))
	}
}

// Exact German of a few choices, with what they cost.
func TestGermanDescriptionPhrases(t *testing.T) {
	newGermanCheck(t)
	for _, c := range []struct {
		d    Decision
		want string
	}{
		{Decision{Kind: DecideWorkstation, Player: Red}, "ein Einsetzfeld für den Arbeitstag wählen"},                                                 // R-SEL-1
		{Decision{Kind: DecideStartSpot, Player: Red, Spaces: 0b1011}, "den Zertifizierungsmarker auf Startfeld 0, 1 oder 3 setzen"},                  // R-SET-14
		{Decision{Kind: DecideCertSpace, Player: Red, Section: 2, Spaces: 0b100}, "den Zertifizierungsmarker in Abschnitt 2 setzen: Feld 2"},          // R-TRN-3
		{Decision{Kind: DecideAward, Player: Red, Dept: RnD, Tiles: 2}, "eines der 2 Bonusplättchen der Fortbildungsleiste F&E behalten"},             // R-TRN-4
		{Decision{Kind: DecideGarage, Player: Red, Model: SUV, Spaces: 0b110}, "das beanspruchte SUV-Auto in Werkstatt 1 oder 2 abstellen"},           // R-RND-3
		{Decision{Kind: DecideSpeak, Player: Red, Goals: 1<<5 | 1<<7 | 1<<10}, "einen Vortragsmarker auf Zielkarten 5, 7 oder 10 setzen oder passen"}, // R-MTG-3
		{Decision{Kind: DecideNothing}, "das Spiel ist vorbei"},
	} {
		require.Equal(t, c.want, c.d.DescribeIn(German), "%v", c.d)
	}
	require.Equal(t, "F&E, oberes Einsetzfeld", Workstation(0).TitleIn(German))
	require.Equal(t, "Verwaltung, unteres Einsetzfeld", Workstation(NumWorkstations-1).TitleIn(German))
	require.Equal(t, "2 Schichten (1 vom Zeitkonto), 1 Batterie aus dem Teilelager",
		Cost{Shifts: 2, BankedShifts: 1, Parts: [components.NumParts]int{Battery: 1}}.TextIn(German)) // R-WRK-8
	require.Equal(t, "nichts", Cost{}.TextIn(German))

	// The phrases of a fixed game, by their English (describe_test.go's
	// game): each English offer is also offered in this German.
	type offer struct{ phrase, cost string }
	offered := map[offer]offer{}
	s, _, err := New(configOf(11, Red, Blue, Yellow))
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(11, 1))
	for range 400 {
		legal := s.LegalActions()
		for _, a := range legal {
			en, err := s.DescribeIn(English, a)
			require.NoError(t, err)
			de, err := s.DescribeIn(German, a)
			require.NoError(t, err)
			c, err := s.Cost(a)
			require.NoError(t, err)
			offered[offer{en, c.String()}] = offer{de, c.TextIn(German)}
		}
		s, _, err = Apply(s, pickKind(r, legal))
		require.NoError(t, err)
	}
	for _, want := range []struct{ en, de offer }{
		{offer{"put the Certification marker on starting space 1, gaining 1 Parts Voucher", "nothing"}, // R-SET-14
			offer{"den Zertifizierungsmarker auf Startfeld 1 setzen (+ 1 Autoteil-Joker)", "nichts"}},
		{offer{"take the City autopilot Design from the display, top row, space 1", "nothing"}, // R-SET-14
			offer{"das City-Autopilot-Design von der Auslage, obere Reihe, Feld 1 nehmen", "nichts"}},
		{offer{"work at the R&D top workstation, 2 Shifts", "nothing"}, // R-SEL-1
			offer{"in der Abteilung F&E auf dem oberen Einsetzfeld arbeiten (2 Schichten)", "nichts"}},
		{offer{"train in Assembly to space 3, certifying", "1 Shift"}, // R-TRN-3
			offer{"auf der Fortbildungsleiste Montage auf Feld 3 vorrücken und zertifiziert werden", "1 Schicht"}},
		{offer{"do homework in R&D to space 2", "1 Book"}, // R-TRN-2
			offer{"per Hausaufgabe auf der Fortbildungsleiste F&E auf Feld 2 vorrücken", "1 Buch"}},
		{offer{"end the turn, losing 2 unused Shifts", "nothing"}, // R-WRK-4
			offer{"den Zug beenden und 2 ungenutzte Schichten verfallen lassen", "nichts"}},
		{offer{"give 1 electronics to the Recycling pool for its motor", "1 stored electronics"}, // R-WRK-6
			offer{"1 Elektronik gegen 1 Motor aus dem Recycling-Vorrat tauschen", "1 Elektronik aus dem Teilelager"}},
		{offer{"take the SUV electronics Design from the display, top row, space 1, gaining 1 Book", "1 Shift"}, // R-DES-3
			offer{"das SUV-Elektronik-Design von der Auslage, obere Reihe, Feld 1 nehmen (+ 1 Buch)", "1 Schicht"}},
		{offer{"issue Kanban Order card 5 with symbols 1 to 4 above the line, moving 2 batteries to the warehouses, gaining 1 Banked Shift", "1 Shift"}, // R-LOG-1
			offer{"Kanban-Karte 5 ausspielen (Symbole 1 bis 4 über der Linie) und 2 Batterien in die Lager bringen (+ 1 Schicht auf dem Zeitkonto)", "1 Schicht"}},
		{offer{"take a Parts Voucher", "1 Shift (1 Banked)"}, // R-LOG-3, R-WRK-8
			offer{"einen Autoteil-Joker nehmen", "1 Schicht (1 vom Zeitkonto)"}},
		{offer{"provide 1 motor to the City from the supply for a Parts Voucher", "1 Shift, 1 Parts Voucher"}, // R-ASM-2, R-LOG-4
			offer{"für das Modell City 1 Motor aus dem Vorrat für einen Autoteil-Joker liefern", "1 Schicht, 1 Autoteil-Joker"}},
		{offer{"send the Truck car on d1 to d2", "nothing"}, // R-ASM-3
			offer{"das Truck-Auto auf d1 nach d2 schicken", "nichts"}},
		{offer{"claim the 1st car behind the Pace Car, a Truck, with the Truck body Design and the 3rd, an SUV, with the SUV autopilot Design",
			"3 Shifts, the SUV autopilot Design, the Truck body Design"}, // R-RND-1
			offer{"das 1. Auto hinter dem Safety Car (ein Truck) gegen das Truck-Karosserie-Design und das 3. (ein SUV) gegen das SUV-Autopilot-Design beanspruchen",
				"3 Schichten, das SUV-Autopilot-Design, das Truck-Karosserie-Design"}},
		{offer{"park the Truck car in garage 4, the padlocked one, choosing 2 of its benefits", "nothing"}, // R-RND-7
			offer{"das Truck-Auto in Werkstatt 4 (mit dem Schloss) abstellen und 2 ihrer Boni wählen", "nichts"}},
		{offer{"take 1 Book and 1 Speech token from the padlocked garage", "nothing"}, // R-RND-7
			offer{"1 Buch und 1 Vortragsmarker aus der Werkstatt mit dem Schloss nehmen", "nichts"}},
		{offer{"upgrade the Sports motor Design on upgrade space 0 with 1 motor from storage as the Double Upgrade, gaining 5 PP",
			"1 Shift, 1 stored motor, the Sports motor Design"}, // R-RND-6
			offer{"das Sport-Motor-Design auf Verbesserungsfeld 0 mit 1 Motor aus dem Teilelager als Doppelverbesserung verbessern (+ 5 SP)",
				"1 Schicht, 1 Motor aus dem Teilelager, das Sport-Motor-Design"}},
		{offer{"play goal 0 and place a Speech token on it, scoring 0 PP", "1 Speech token"}, // R-MTG-3
			offer{"Zielkarte 0 ausspielen und einen Vortragsmarker darauf setzen (+ 0 SP)", "1 Vortragsmarker"}},
		{offer{"place a Speech token on goal 19, scoring 6 PP", "1 Speech token"}, // R-MTG-3
			offer{"einen Vortragsmarker auf Zielkarte 19 setzen (+ 6 SP)", "1 Vortragsmarker"}},
		{offer{"pass", "nothing"}, offer{"passen", "nichts"}}, // R-MTG-2
		{offer{"put goal 21 face down for the meeting room", "nothing"}, // R-MTG-9
			offer{"Zielkarte 21 verdeckt in den Besprechungsraum legen", "nichts"}},
	} {
		got, ok := offered[want.en]
		require.True(t, ok, "no legal action offered as %q costing %q", want.en.phrase, want.en.cost)
		require.Equal(t, want.de, got, want.en.phrase)
	}
}

// The Difficulty cards in German, with the edition's numbers (R-DIFF-2,
// R-DIFF-7, R-DIFF-8).
func TestGermanDifficultyCards(t *testing.T) {
	newGermanCheck(t)
	cards := Edition{}.DifficultyCardsIn(German)
	require.Len(t, cards, components.SoloDifficultyCards)
	en := Edition{}.DifficultyCards()
	for i, c := range cards {
		require.Equal(t, en[i].Card, c.Card)
		require.Equal(t, en[i].Number, c.Number)
		require.NotEqual(t, en[i].Title, c.Title)
		require.NotEqual(t, en[i].Text, c.Text)
	}
	require.Equal(t, "Erzwungene Überstunden", cards[components.ForcedOvertime].Title)
	require.Equal(t, "Jeder allgemeine Vortragsmarker, den ein Kollege erhält, bringt ihm 2 SP statt 1 SP.", cards[components.CushySpeech].Text)
	require.Contains(t, cards[components.ForcedOvertime].Text, "verlierst du stattdessen 1 Schicht auf dem Zeitkonto, sofern du eine hast.")
	require.Contains(t, cards[components.KeepingUp].Text, "Bei den ersten 4 Wochenwertungen erhält jeder Kollege zusätzlich ")
}

// An edition that corrects the solo numbers says its own in German too
// (R-DIFF-2, R-DIFF-7, R-DIFF-8), as difficulty_test.go checks in
// English.
func TestGermanDifficultyCardsOfAnEdition(t *testing.T) {
	newGermanCheck(t)
	e := components.Builtin()
	e.Name = "harder"
	e.SoloScores.CushySpeechPP = 3
	e.SoloScores.ForcedOvertimeShifts = 2
	e.KeepingUpPP = [4]int8{1, 3, 5, 7}
	ed, err := NewEdition(e)
	require.NoError(t, err)
	cards := ed.DifficultyCardsIn(German)
	require.Equal(t, "Jeder allgemeine Vortragsmarker, den ein Kollege erhält, bringt ihm 3 SP statt 1 SP.", cards[components.CushySpeech].Text)
	require.Contains(t, cards[components.ForcedOvertime].Text, "verlierst du stattdessen 2 Schichten auf dem Zeitkonto, soweit vorhanden.")
	require.Equal(t, "Bei den ersten 4 Wochenwertungen erhält jeder Kollege zusätzlich 1, 3, 5 und 7 SP und bei jeder späteren 7 SP.", cards[components.KeepingUp].Text)
}

// What Performance Goals count (R-MTG-3), what Final Goal achievements
// ask for (R-FIN-1) and what Factory Goals count (R-FG-1), in German with
// the numbers the English holds.
func TestGermanMeasuresAndAchievements(t *testing.T) {
	newGermanCheck(t)
	achieve := func(k components.AchievementKind, n int8) components.Achievement {
		return components.Achievement{Kind: k, N: n, PP: 5}
	}
	for _, c := range []struct{ got, want string }{
		{German.Achievement(achieve(components.AchieveCars, 5)), "mindestens 5 Autos in den Werkstätten"},
		{German.Achievement(achieve(components.AchieveCars, 1)), "mindestens 1 Auto in den Werkstätten"},
		{German.Achievement(achieve(components.AchieveExperts, 2)), "Experte auf mindestens 2 Fortbildungsleisten"},
		{German.Achievement(achieve(components.AchieveGarageModels, 4)), "Autos von mindestens 4 verschiedenen Modellen"},
		{German.Achievement(achieve(components.AchieveBankedShifts, 3)), "mindestens 3 Schichten auf dem Zeitkonto"},
		{German.Achievement(achieve(components.AchieveDoubleUpgrade, 1)), "Doppelverbesserung genutzt"},
		{German.Measure(components.MeasureValuableTested), "getestete Designs mit einem Autoteilwert von mindestens 4"},
		{German.Measure(components.MeasureBankedPairs), "Schichten auf dem Zeitkonto, je 2"},
		{German.Measure(components.MeasureEmptyGarage), "höchstens 1 leere Werkstatt (1)"},
		{German.Measure(components.MeasureRnDTraining), "Schritte auf der Fortbildungsleiste F&E"},
		{German.FactoryGoal(components.GoalCarsInGarages), "Autos in den Werkstätten"},
	} {
		require.Equal(t, c.want, c.got)
	}
	// The English is the components' own, numbers included.
	require.Equal(t, "at least 5 cars in garages", English.Achievement(achieve(components.AchieveCars, 5)))
	require.Equal(t, "Tested Designs whose part value is at least 4", English.Measure(components.MeasureValuableTested))
}
