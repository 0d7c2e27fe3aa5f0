package kanban_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// checkDecision checks that a decision names what its legal actions choose
// between, as the table shows it: the free Certification spaces (R-SET-14,
// R-TRN-3), the Award tiles left (R-TRN-4), the pushed car and its arrows
// (R-ASM-3), the car to park and the empty garages (R-RND-3), the goals a
// token may go on (R-MTG-3).
func checkDecision(t require.TestingT, s kanban.GameState) {
	d := s.Next()
	kind, player := s.NextKind()
	require.Equal(t, d.Kind, kind, "NextKind says Next's kind")
	require.Equal(t, d.Player, player, "NextKind says Next's player")
	legal := s.LegalActions()
	var spaces kanban.SpaceSet
	var targets []kanban.ConveyorSpace
	var goals kanban.GoalSet
	for _, a := range legal {
		switch a.Kind {
		case kanban.ActCertSpace, kanban.ActGarage:
			spaces |= 1 << a.Space
		case kanban.ActBranch:
			targets = append(targets, a.To)
		case kanban.ActSpeak:
			if a.Goal == kanban.NoGoal {
				goals |= 1 << a.On
			}
		}
	}
	v := s.View(d.Player)
	board, _ := s.Player(d.Player)
	want := kanban.Decision{Kind: d.Kind, Player: d.Player, Dept: d.Dept}
	switch d.Kind {
	case kanban.DecideStartSpot, kanban.DecideCertSpace:
		want.Section, want.Spaces = board.Certifications, spaces
	case kanban.DecideAward:
		want.Tiles, _ = s.AwardStack(d.Dept)
		require.GreaterOrEqual(t, want.Tiles, 2, "one tile is kept without a question (R-ENG-2)")
	case kanban.DecideBranch:
		want.At, want.Model = v.Pushing, s.Conveyor()[v.Pushing]
		require.ElementsMatch(t, targets, d.To.Spaces())
		want.To = d.To
	case kanban.DecideGarage:
		want.Model, want.Spaces = v.Parking[0], spaces
	case kanban.DecideSpeak:
		want.Goals = goals
	}
	require.Equal(t, want, d)
	require.Equal(t, d, v.Next, "the View shows the decision")

	// Its JSON reads back as itself.
	b, err := json.Marshal(d)
	require.NoError(t, err)
	var back kanban.Decision
	require.NoError(t, json.Unmarshal(b, &back), "%s", b)
	require.Equal(t, d, back, "%s", b)
	require.NotEmpty(t, d.String())
}

// At every step of random games the decision names what it is about,
// agreeing with the legal actions and the View.
func TestDecisionNamesItsOptions(t *testing.T) {
	seen := map[kanban.DecisionKind]bool{}
	play := func(tb require.TestingT, n int, seed uint64, steps int) {
		s, _, err := kanban.New(config(n, seed))
		require.NoError(tb, err)
		r := rand.New(rand.NewPCG(seed, 10))
		for range steps {
			checkDecision(tb, s)
			seen[s.Next().Kind] = true
			if s.IsOver() {
				break
			}
			s, _, err = kanban.Apply(s, pick(r, s.LegalActions()))
			require.NoError(tb, err)
		}
	}
	rapid.Check(t, func(rt *rapid.T) {
		play(rt, rapid.IntRange(2, 4).Draw(rt, "players"), rapid.Uint64().Draw(rt, "seed"), rapid.IntRange(1, 800).Draw(rt, "steps"))
	})
	// However few checks rapid made, whole games until every kind of
	// decision has come up.
	kinds := []kanban.DecisionKind{kanban.DecideStartSpot, kanban.DecideCertSpace, kanban.DecideAward,
		kanban.DecideBranch, kanban.DecideGarage, kanban.DecideSpeak}
	for seed := uint64(0); seed < 40 && slices.ContainsFunc(kinds, func(k kanban.DecisionKind) bool { return !seen[k] }); seed++ {
		play(t, 2+int(seed%3), seed, 5000)
	}
	for _, k := range kinds {
		require.True(t, seen[k], "random play never reached a %v decision", k)
	}
}

// A decision's JSON has the members of its kind and no other; decoding is
// strict (R-ENG-1).
func TestDecisionJSON(t *testing.T) {
	for _, c := range []struct {
		d    kanban.Decision
		json string
	}{
		{kanban.Decision{Kind: kanban.DecideWork, Player: kanban.Red}, `{"kind":"work","player":"red","dept":"rnd"}`},
		{kanban.Decision{Kind: kanban.DecideStartSpot, Player: kanban.Blue, Spaces: 0b1010},
			`{"kind":"start-spot","player":"blue","dept":"rnd","section":0,"spaces":[1,3]}`},
		{kanban.Decision{Kind: kanban.DecideCertSpace, Player: kanban.Blue, Dept: kanban.Logistics, Section: 2, Spaces: 0b0001},
			`{"kind":"cert-space","player":"blue","dept":"logistics","section":2,"spaces":[0]}`},
		{kanban.Decision{Kind: kanban.DecideAward, Player: kanban.Red, Dept: kanban.Design, Tiles: 3},
			`{"kind":"award","player":"red","dept":"design","tiles":3}`},
		{kanban.Decision{Kind: kanban.DecideBranch, Player: kanban.Red, Model: kanban.SUV, At: 6, To: 1<<7 | 1<<8},
			`{"kind":"branch","player":"red","dept":"rnd","model":"suv","at":"b1","to":["b2","c1"]}`},
		{kanban.Decision{Kind: kanban.DecideGarage, Player: kanban.Red, Model: kanban.City, Spaces: 0b10001},
			`{"kind":"garage","player":"red","dept":"rnd","spaces":[0,4],"model":"city"}`},
		{kanban.Decision{Kind: kanban.DecideSpeak, Player: kanban.Yellow, Goals: 1<<3 | 1<<12},
			`{"kind":"speak","player":"yellow","dept":"rnd","goals":["3","12"]}`},
		{kanban.Decision{Kind: kanban.DecideSpeak, Player: kanban.Yellow},
			`{"kind":"speak","player":"yellow","dept":"rnd","goals":[]}`},
		{kanban.Decision{Kind: kanban.DecideNothing, Player: kanban.NoColor}, `{"kind":"game-over","player":"none","dept":"rnd"}`},
	} {
		b, err := json.Marshal(c.d)
		require.NoError(t, err)
		require.Equal(t, c.json, string(b))
		var back kanban.Decision
		require.NoError(t, json.Unmarshal(b, &back))
		require.Equal(t, c.d, back)
	}
	for _, in := range []string{
		`{"kind":"work","player":"red"}`,
		`{"kind":"work","player":"red","dept":"rnd","spaces":[]}`,
		`{"kind":"start-spot","player":"blue","dept":"rnd","spaces":[1,3]}`,
		`{"kind":"start-spot","player":"blue","dept":"rnd","section":0,"spaces":[1,1]}`,
		`{"kind":"start-spot","player":"blue","dept":"rnd","section":0,"spaces":[8]}`,
		`{"kind":"branch","player":"red","dept":"rnd","model":"suv","at":"b1"}`,
		`{"kind":"branch","player":"red","dept":"rnd","model":"suv","at":"b1","to":["b2","b2"]}`,
		`{"kind":"speak","player":"yellow","dept":"rnd","goals":["32"]}`,
		`{"kind":"speak","player":"yellow","dept":"rnd","goals":null}`,
		`{"kind":"award","player":"red","dept":"design","tiles":3,"tiles":2}`,
		`{"kind":"award","player":"red","dept":"design","Tiles":3}`,
	} {
		var d kanban.Decision
		require.Error(t, json.Unmarshal([]byte(in), &d), "accepted %s", in)
	}
}
