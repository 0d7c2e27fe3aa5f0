package kanban

import (
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/require"
)

// englishInGerman are English words and names that German narration never
// holds, each padded as a word: the German of the same things is other
// words (Schicht, Vortragsmarker, F&E, SP, Blau), and none of them is
// German.
var englishInGerman = []string{
	" the ", " you ", " your ", " and ", " of ", " with ", " from ", " takes ", " take ", " to ", "'s ",
	" is ", " are ", " his ", " their ", " her ", " for ", " on ", " at ", " a ", " has ", " have ",
	" its ", " it ", " goes ", " passes ", " moves ", " by ", " no ", " only ", " nobody ", " nothing ", " none ",
	" car ", " cars ", " card ", " goal ", " goals ", " part ", " parts ", " space ", " track ", " turn ",
	" day ", " week ", " supply ", " warehouse ", " display ", " stack ", " garage ", " Shift ", " Shifts ",
	" Book ", " Books ", " Voucher ", " Speech ", " Pace ", " Test ", " Award ", " Certification ",
	" Order ", " Performance ", " Design display ", " Upgraded ", " Tested ", " Colleague ", " Colleagues ",
	" R&D ", " Assembly ", " Logistics ", " Administration ", " Sports ", " PP ",
	" motor ", " autopilot ", " battery ", " body ", " electronics ", " drivetrain ",
	" yellow ", " blue ", " purple ", " red ", " top ", " bottom ",
}

// germanViewers are the viewers every German sentence is told to: each
// colour, whether it plays or not, and a spectator.
var germanViewers = []Color{Yellow, Blue, Purple, Red, NoColor}

// germanTeller narrates events in German and fails on a sentence that is
// not German: a phrase the catalogues lack (tr tells missingPhrase), an
// English word, a fmt error, an empty line or the notation fallback.
type germanTeller struct {
	t       *testing.T
	missing map[string]bool
	seen    [numEventKinds]int
}

// newGermanTeller returns a teller that hears missingPhrase until the test
// ends. Its test must not be parallel: missingPhrase is the package's.
func newGermanTeller(t *testing.T) *germanTeller {
	g := &germanTeller{t: t, missing: map[string]bool{}}
	old := missingPhrase
	missingPhrase = func(s string) { g.missing[s] = true }
	t.Cleanup(func() { missingPhrase = old })
	return g
}

// tell narrates evs in German to every viewer, folding them one by one
// from before, and checks each sentence.
func (g *germanTeller) tell(before GameState, evs []Event) {
	g.t.Helper()
	s := before
	for _, e := range evs {
		for _, v := range germanViewers {
			text := s.NarrateIn(German, e, v)
			g.check(text, e, v)
			if s.colleagueOf(v) >= 0 && secondPerson(text) {
				g.t.Fatalf("%v for %v: a Colleague's colour told as du: %q", e, v, text)
			}
		}
		g.seen[e.Kind]++
		s.evolve(&e)
	}
}

// check fails on a German sentence for e and v that is not German.
func (g *germanTeller) check(text string, e Event, v Color) {
	g.t.Helper()
	switch {
	case text == "" || text == e.For(v).String():
		g.t.Fatalf("%v for %v: not told: %q", e, v, text)
	case strings.Contains(text, "%!"):
		g.t.Fatalf("%v for %v: a format and its values differ: %q", e, v, text)
	case strings.Contains(text, "\n"):
		g.t.Fatalf("%v for %v: more than a line: %q", e, v, text)
	case len(g.missing) > 0:
		g.t.Fatalf("%v for %v: phrases with no German, %q, in %q", e, v, slices.Sorted(maps.Keys(g.missing)), text)
	}
	words := " " + germanPunctuation.Replace(text) + " "
	for _, w := range englishInGerman {
		if strings.Contains(words, w) {
			g.t.Fatalf("%v for %v: English %q in %q", e, v, w, text)
		}
	}
}

// secondPerson reports whether a German sentence speaks to its reader:
// du, dein, dir and their forms.
func secondPerson(text string) bool {
	for _, w := range strings.Fields(germanPunctuation.Replace(text)) {
		switch strings.ToLower(w) {
		case "du", "dir", "dich", "dein", "deine", "deinen", "deinem", "deiner", "deines":
			return true
		}
	}
	return false
}

// germanPunctuation makes the punctuation around words spaces.
var germanPunctuation = strings.NewReplacer(",", " ", ";", " ", ":", " ", "(", " ", ")", " ", ".", " ")

// germanConfigs returns games of 2, 3 and 4 players, with either Sandra,
// and solo games with each Difficulty card, alone, in pairs and at random.
func germanConfigs(multi, solo int) []Config {
	var configs []Config
	for game := range multi {
		cfg := Config{Seed: uint64(100 + game), SandraReward: game%2 == 1}
		for _, c := range []Color{Blue, Red, Yellow, Purple}[:2+game%3] {
			cfg.Players = append(cfg.Players, PlayerConfig{Color: c, ExpertSide: game%4 == 3})
		}
		configs = append(configs, cfg)
	}
	for game := range solo {
		sc := &SoloConfig{Difficulty: []components.Difficulty{components.Difficulty(game % components.SoloDifficultyCards)}}
		switch game / components.SoloDifficultyCards % 3 {
		case 1:
			if d := components.Difficulty((game + 4) % components.SoloDifficultyCards); d != sc.Difficulty[0] {
				sc.Difficulty = append(sc.Difficulty, d)
			}
		case 2:
			sc = &SoloConfig{RandomDifficulty: true}
		}
		configs = append(configs, Config{
			Players: []PlayerConfig{{Color: Color(game % 4), ExpertSide: game%5 == 4}}, Seed: uint64(200 + game),
			SandraReward: game%3 == 1, Solo: sc,
		})
	}
	return configs
}

// Every event of random games of 2, 3 and 4 players and of solo games with
// every Difficulty card is told in German to each colour and a spectator:
// every phrase has its German, no English word is left, and no sentence is
// empty or the notation. Ten games and nine solo games (thirty and
// twenty-seven with KANBAN_SOAK=1), and the scenes random play hardly
// reaches: every event kind is told.
func TestNarrateGermanRandomGames(t *testing.T) {
	g := newGermanTeller(t)
	multi, solo := soak.N(10, 30), soak.N(1, 3)*components.SoloDifficultyCards
	if testing.Short() {
		multi = 6
	}
	r := rand.New(rand.NewPCG(21, 22))
	var legal []Action
	for _, cfg := range germanConfigs(multi, solo) {
		s, evs, err := New(cfg)
		require.NoError(t, err)
		g.tell(GameState{}, evs)
		for range 3000 {
			if s.IsOver() {
				break
			}
			legal = s.AppendLegalActions(legal[:0])
			next, evs, err := Apply(s, pickKind(r, legal))
			require.NoError(t, err)
			g.tell(s, evs)
			s = next
		}
	}
	if testing.Short() {
		return
	}
	rareScenes(t, g.tell)
	var never []string
	for k := EventKind(1); k < numEventKinds; k++ {
		if g.seen[k] == 0 {
			never = append(never, k.String())
		}
	}
	require.Empty(t, never, "event kinds never told in German")
}

// germanOf returns the German sentences for the events of kind k among
// evs, folded from before, as viewer reads them.
func germanOf(before GameState, evs []Event, k EventKind, viewer Color) []string {
	return narratedIn(German, before, evs, k, viewer)
}

// narratedIn returns the sentences in l for the events of kind k among
// evs, folded from before, as viewer reads them.
func narratedIn(l Language, before GameState, evs []Event, k EventKind, viewer Color) []string {
	var out []string
	s := before
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, s.NarrateIn(l, e, viewer))
		}
		s.evolve(&e)
	}
	return out
}

// R-TRN-1: training is told to the player who trains as "du", to the
// others by the colour's German name, with the verb conjugated for each;
// the English stays as it was.
func TestNarrateGermanTraining(t *testing.T) {
	newGermanTeller(t)
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	before := sc.s
	evs := sc.apply(Train(Red, Design))
	require.Equal(t, []string{"du trainierst in Design bis Feld 1"}, germanOf(before, evs, EvActed, Red))
	require.Equal(t, []string{"Rot trainiert in Design bis Feld 1"}, germanOf(before, evs, EvActed, Blue))
	require.Equal(t, []string{"du trainierst in Design: deine Scheibe rückt auf Feld 1"}, germanOf(before, evs, EvTrained, Red))
	require.Equal(t, []string{"Rot trainiert in Design: seine Scheibe rückt auf Feld 1"}, germanOf(before, evs, EvTrained, Blue))
	require.Equal(t, []string{"Rot trainiert in Design: seine Scheibe rückt auf Feld 1"}, germanOf(before, evs, EvTrained, NoColor))
	require.Equal(t, []string{"you train in Design: your disc moves to space 1"}, narratedIn(English, before, evs, EvTrained, Red))
	require.Equal(t, []string{"red trains in Design: their disc moves to space 1"}, narratedIn(English, before, evs, EvTrained, Blue))
}

// R-SAN-2: Sandra's evaluation is told in German with the department, the
// player's space, the measure against its bound and the PP lost, to the
// player caught as "du" and to the others by colour.
func TestNarrateGermanSandraEvaluation(t *testing.T) {
	newGermanTeller(t)
	sc := newScene(t, Yellow, Blue, Red)
	st := staged(sc)
	evaluationCase{
		yellow: who{space: 2, stamp: 1, measure: 1, banked: 2, pp: 15},
		blue:   who{space: 3, stamp: 2, measure: 0, pp: 15},
		red:    who{space: 2, stamp: 3, measure: 4, pp: 15},
	}.set(st, Logistics)
	st.sandraIn(Logistics)
	sc.workAt(Yellow, WorkstationOf(RnD, false), 2)
	before := sc.s
	evs := sc.apply(EndTurn(Yellow))
	require.Equal(t, []string{"Sandras Zug auf Einsetzfeld Logistik unten: sie prüft Logistik, dann leert sie die Lager bis auf je 1 Autoteil"},
		germanOf(before, evs, EvSandraTurn, Blue))
	require.Equal(t, []string{"Sandra prüft Logistik: du hast den geringsten Fortschritt auf der Leiste (Feld 2) und nur 1 gelagertes Autoteil " +
		"(2 oder weniger): du verlierst 4 SP (1 und 3 für Schichten auf dem Zeitkonto unter 5)"}, germanOf(before, evs, EvSandraEvaluated, Yellow))
	require.Equal(t, []string{"Sandra prüft Logistik: Gelb hat den geringsten Fortschritt auf der Leiste (Feld 2) und nur 1 gelagertes Autoteil " +
		"(2 oder weniger): Gelb verliert 4 SP (1 und 3 für Schichten auf dem Zeitkonto unter 5)"}, germanOf(before, evs, EvSandraEvaluated, Blue))
}

// R-ASM-1: the clearing of full assembly spaces is told in German.
func TestNarrateGermanModelsCleared(t *testing.T) {
	newGermanTeller(t)
	before, evs := modelsCleared(t)
	require.Equal(t, []string{"die vollen Montagefelder von SUV werden geräumt: ihre Autoteile gehen zurück in den Vorrat"},
		germanOf(before, evs, EvModelsCleared, Red))
}

// R-SET-14: the setup is told in German with the players in seating order,
// the viewer as "du" with their colour, and who begins.
func TestNarrateGermanStarted(t *testing.T) {
	newGermanTeller(t)
	cfg := Config{Seed: 3, Players: []PlayerConfig{{Color: Red}, {Color: Blue, ExpertSide: true}, {Color: Yellow}}}
	_, evs, err := New(cfg)
	require.NoError(t, err)
	first := evs[0].Setup.FirstPlayer
	begins := German.Color(first) + " wurde ausgelost und beginnt die Orientierung"
	if first == Blue {
		begins = "Du wurdest ausgelost und beginnst die Orientierung"
	}
	require.Equal(t, "ein Spiel mit 3 Spielern, in Sitzreihenfolge Rot, du (Blau) auf der Expertenseite und Gelb; "+
		"Sandra spielt ihre Strafseite. "+begins, GameState{}.NarrateIn(German, evs[0], Blue))

	cfg = Config{Seed: 3, Players: []PlayerConfig{{Color: Blue}}, Solo: &SoloConfig{Difficulty: []components.Difficulty{components.ForcedOvertime}}}
	_, evs, err = New(cfg)
	require.NoError(t, err)
	text := GameState{}.NarrateIn(German, evs[0], Blue)
	require.True(t, strings.HasPrefix(text, "ein Solospiel: du (Blau) gegen Lacerda ("), text)
	require.True(t, strings.HasSuffix(text, "; Sandra spielt ihre Strafseite; 1 Schwierigkeitskarte: Erzwungene Überstunden. "+
		"Du beginnst die Orientierung"), text)
}

// R-SOLO-15: a Colleague's turn is told in the third person with his name,
// even to a viewer of the Colleague's colour: a Colleague is never "du"
// (nor "you").
func TestNarrateGermanColleague(t *testing.T) {
	newGermanTeller(t)
	at := newAtWork(t)
	at.place(components.Lacerda, WorkstationOf(RnD, true))
	before := at.s
	evs := at.work(components.Lacerda)
	for _, v := range []Color{Red, at.s.solo.colleague[components.Lacerda].color, NoColor} {
		require.Equal(t, []string{"der Zug von Lacerda beginnt auf Einsetzfeld F&E unten"}, germanOf(before, evs, EvColleagueTurn, v))
		require.Equal(t, []string{"Lacerda trainiert in F&E: seine Scheibe rückt auf Feld 2"}, germanOf(before, evs, EvColleagueTrained, v))
		require.Equal(t, []string{"Lacerda trains in R&D: his disc moves to space 2"}, narratedIn(English, before, evs, EvColleagueTrained, v))
	}
}
