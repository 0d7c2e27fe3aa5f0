package kanban_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// The tests of editions: an edition other than the built-in one is loaded
// with NewEdition, chosen by Config.Edition, recorded in the setup, and read
// back from logs, positions and records only where it was loaded.

// otherEdition loads testdata/edition-other.json, the built-in edition
// with values changed in every table the rules let change.
func otherEdition(tb testing.TB) (kanban.Edition, *components.Edition) {
	tb.Helper()
	data, err := os.ReadFile("testdata/edition-other.json")
	require.NoError(tb, err)
	e, err := components.ParseEdition(data)
	require.NoError(tb, err)
	ed, err := kanban.NewEdition(e)
	require.NoError(tb, err)
	return ed, e
}

// The second edition changes a value in every table but those the notation
// names (the Design tiles, R-SET-7; the conveyor's spaces).
func TestOtherEditionChangesEveryTable(t *testing.T) {
	_, e := otherEdition(t)
	a, b := mapOf(t, components.Builtin()), mapOf(t, e)
	fixed := map[string]bool{"name": true, "sources": true, "designs": true, "conveyor": true,
		// the counts the rules read but a box cannot change without
		// changing the game's length or its player boards
		"start_goals": true, "start_kanban_cards": true, "storage_spaces": true, "desk_spaces": true,
		"desk_spaces_certified": true, "speech_spaces": true, "own_speech_tokens": true, "start_speech_on_spaces": true}
	for table := range a {
		if fixed[table] {
			continue
		}
		require.False(t, cmp.Equal(a[table], b[table]), "the test edition leaves %s as the built-in one", table)
	}
}

func mapOf(t *testing.T, e *components.Edition) map[string]any {
	b, err := json.Marshal(e)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	return m
}

func TestNewEdition(t *testing.T) {
	ed, e := otherEdition(t)
	require.Equal(t, "other", ed.Name())
	require.Equal(t, e.Digest(), ed.Digest())
	require.NotEqual(t, components.Version, ed.Digest())
	require.False(t, ed.IsZero())

	again, err := kanban.NewEdition(e)
	require.NoError(t, err)
	require.True(t, again.Equal(ed), "the same edition loaded twice is one edition")

	// the edition keeps its own copy
	e.Goals[0].PP = 100
	require.NotEqual(t, int8(100), ed.Contents().Goals[0].PP)
	c := ed.Contents()
	c.Goals[0].PP = 100
	require.NotEqual(t, int8(100), ed.Contents().Goals[0].PP, "Contents returns a copy")

	var zero kanban.Edition
	require.True(t, zero.IsZero())
	require.Equal(t, components.BuiltinName, zero.Name())
	require.Equal(t, components.Version, zero.Digest())
	builtin, err := kanban.NewEdition(components.Builtin())
	require.NoError(t, err)
	require.True(t, builtin.IsZero(), "the built-in edition is the zero Edition")

	bad := components.Builtin()
	bad.Name = "broken"
	bad.Goals[0].Measure = 200
	_, err = kanban.NewEdition(bad)
	require.ErrorContains(t, err, "goals/0")
	_, err = kanban.NewEdition(nil)
	require.Error(t, err)
}

// editionGame plays a random game with an edition: 1 player is a solo game.
func editionGame(t *testing.T, ed kanban.Edition, players int, seed uint64) (kanban.GameState, []kanban.Event) {
	t.Helper()
	cfg := config(players, seed)
	if players == 1 {
		cfg.Solo = &kanban.SoloConfig{RandomDifficulty: true}
	}
	cfg.Edition = ed
	s, log, err := kanban.New(cfg)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(seed, 7))
	for !s.IsOver() {
		s, log, err = kanban.AppendApply(log, s, pick(r, s.LegalActions()))
		require.NoError(t, err)
	}
	return s, log
}

// R-ENG-5: a game of another edition plays to its end, replays from its log
// and its JSON, and round-trips as a position and as a record.
func TestOtherEditionPlaysWholeGames(t *testing.T) {
	ed, _ := otherEdition(t)
	for players := 1; players <= 4; players++ {
		for seed := range uint64(2) {
			final, log := editionGame(t, ed, players, seed+1)
			require.True(t, final.Config().Edition.Equal(ed))
			require.Equal(t, ed.Digest(), log[0].Setup.Rules)
			if players == 1 {
				require.Equal(t, ed.Contents().SoloDigest(), log[0].Setup.Solo.Rules, "a solo game records the edition's solo digest")
			}

			again, err := kanban.Replay(log)
			require.NoError(t, err)
			require.True(t, final == again, "players %d seed %d: the replay differs", players, seed)

			text, err := json.Marshal(log)
			require.NoError(t, err)
			require.Contains(t, string(text), `"edition":{"name":"other","digest":"`+ed.Digest()+`"}`)
			var decoded []kanban.Event
			require.NoError(t, json.Unmarshal(text, &decoded))
			again, err = kanban.Replay(decoded)
			require.NoError(t, err)
			require.True(t, final == again)

			mid := playTo(t, log, len(log)/2)
			pos, err := json.Marshal(mid)
			require.NoError(t, err)
			var back kanban.GameState
			require.NoError(t, json.Unmarshal(pos, &back))
			require.True(t, mid == back, "the position round-trips")

			rec, err := kanban.RecordOf(log)
			require.NoError(t, err)
			parsed, err := kanban.ParseRecord(rec.String())
			require.NoError(t, err)
			played, _, err := parsed.Play()
			require.NoError(t, err)
			require.True(t, final == played, "the record plays the same game")
		}
	}
}

// playTo returns the state after the events of the log up to the first
// acted event at or after i.
func playTo(t *testing.T, log []kanban.Event, i int) kanban.GameState {
	for i < len(log) && log[i].Kind != kanban.EvActed {
		i++
	}
	s, err := kanban.Replay(log[:i])
	require.NoError(t, err)
	return s
}

// A log, position or record of an edition this process was not given is
// refused with an UnknownEditionError naming it; one whose recorded digest
// is not its edition's is refused too.
func TestUnknownEditionRefused(t *testing.T) {
	ed, _ := otherEdition(t)
	final, log := editionGame(t, ed, 2, 5)
	fake := strings.Repeat("0", 16)
	forged := func(b []byte) []byte {
		return []byte(strings.ReplaceAll(string(b), ed.Digest(), components.RulesRelease+"-"+fake))
	}
	unknown := func(t *testing.T, err error) {
		t.Helper()
		var u *kanban.UnknownEditionError
		require.True(t, errors.As(err, &u), "%v", err)
		require.Equal(t, "other", u.Name)
		require.Equal(t, components.RulesRelease+"-"+fake, u.Digest)
	}

	text, err := json.Marshal(log)
	require.NoError(t, err)
	var events []kanban.Event
	unknown(t, json.Unmarshal(forged(text), &events))

	pos, err := json.Marshal(final)
	require.NoError(t, err)
	var s kanban.GameState
	unknown(t, json.Unmarshal(forged(pos), &s))

	rec, err := kanban.RecordOf(log)
	require.NoError(t, err)
	_, err = kanban.ParseRecord(string(forged([]byte(rec.String()))))
	unknown(t, err)

	var cfg kanban.Config
	unknown(t, json.Unmarshal([]byte(`{"players":[{"color":"red"},{"color":"blue"}],"seed":1,"edition":{"name":"other","digest":"`+components.RulesRelease+"-"+fake+`"}}`), &cfg))
	require.ErrorContains(t, json.Unmarshal([]byte(`{"players":[{"color":"red"},{"color":"blue"}],"seed":1,"edition":{"name":"other"}}`), &cfg), "edition")

	// a setup that records another digest than its edition's
	doctored := append([]kanban.Event(nil), log...)
	doctored[0].Setup.Rules = components.Version
	_, err = kanban.Replay(doctored)
	require.Error(t, err)
}

// The same actions played with an edition whose goals and scores are worth
// more score more: the engine reads the PP of the game's edition.
func TestEditionValuesScore(t *testing.T) {
	richer := components.Builtin()
	richer.Name = "richer"
	richer.StartPP += 3
	for i := range richer.Goals {
		richer.Goals[i].PP++
	}
	for i := range richer.FinalGoals {
		for j := range richer.FinalGoals[i] {
			richer.FinalGoals[i][j].PP += 2
		}
	}
	for i := range richer.TrackScores {
		richer.TrackScores[i] += 2
	}
	ed, err := kanban.NewEdition(richer)
	require.NoError(t, err)

	var spoke, spokeMore int
	for seed := range uint64(6) {
		players := 2 + int(seed)%3
		base, log := editionGame(t, kanban.Edition{}, players, seed+10)
		cfg := base.Config()
		cfg.Edition = ed
		s, evs, err := kanban.New(cfg)
		require.NoError(t, err)
		for _, p := range s.Players() {
			b, _ := s.Player(p)
			require.Equal(t, int(richer.StartPP), b.PP, "R-SET-13: every player starts with the edition's PP")
		}
		for _, e := range log[1:] {
			if e.Kind == kanban.EvActed {
				s, evs, err = kanban.AppendApply(evs, s, e.Act)
				require.NoError(t, err, "the same actions are legal whatever the PP")
			}
		}
		require.Equal(t, len(log), len(evs), "the same actions cause the same events")
		for i := range log {
			a, b := log[i], evs[i]
			switch a.Kind {
			case kanban.EvSpoke:
				// R-MTG-3: a goal's speech scores its card's PP
				if a.N > 0 {
					spoke++
					require.Greater(t, b.N, a.N, "a goal worth more PP scores more")
					spokeMore++
				}
			case kanban.EvFinalGoalClaimed:
				require.Equal(t, a.N+2, b.N)
			}
		}
		want, _ := base.Result()
		got, _ := s.Result()
		more := map[kanban.Color]int{}
		for _, st := range got.Standings {
			more[st.Color] = st.PP
		}
		for _, st := range want.Standings {
			require.GreaterOrEqual(t, more[st.Color]-st.PP, int(richer.StartPP-components.StartPP), "%v scores more", st.Color)
		}
	}
	require.Positive(t, spoke, "some goal scored in the games")
	require.Equal(t, spoke, spokeMore)
}

// A player's View names the game's edition, so that a frontend shows the
// values of the cards and tiles the game plays; the built-in edition is
// left out of its JSON.
func TestViewNamesTheEdition(t *testing.T) {
	ed, _ := otherEdition(t)
	cfg := config(2, 1)
	cfg.Edition = ed
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	v := s.View(kanban.Red)
	require.True(t, v.Edition.Equal(ed))
	b, err := json.Marshal(v)
	require.NoError(t, err)
	require.Contains(t, string(b), `"edition":{"name":"other"`)

	s, _, err = kanban.New(config(2, 1))
	require.NoError(t, err)
	b, err = json.Marshal(s.View(kanban.Red))
	require.NoError(t, err)
	require.NotContains(t, string(b), `"edition"`)
}

// R-SOLO-19: a solo game played with an edition whose Colleagues score
// more for what they do scores them more: the same actions, as far as the
// game stays the same (what the Colleagues score may change what follows,
// such as who leads a track), give colleague-scored events of more PP.
func TestEditionSoloScores(t *testing.T) {
	richer := components.Builtin()
	richer.Name = "colleagues-richer"
	richer.SoloScores.SpeechPP += 2
	richer.SoloScores.CushySpeechPP += 2
	richer.SoloScores.BlankDesignPP += 2
	richer.SoloScores.WeekPP += 2
	richer.SoloScores.IncreasedQuotasPP += 2
	ed, err := kanban.NewEdition(richer)
	require.NoError(t, err)
	scored, gained := 0, 0
	for seed := range uint64(8) {
		_, log := editionGame(t, kanban.Edition{}, 1, seed+20)
		cfg := config(1, seed+20)
		cfg.Solo = &kanban.SoloConfig{RandomDifficulty: true}
		cfg.Edition = ed
		s, evs, err := kanban.New(cfg)
		require.NoError(t, err)
		for _, e := range log[1:] {
			if e.Kind != kanban.EvActed {
				continue
			}
			next, more, err := kanban.AppendApply(evs, s, e.Act)
			if err != nil {
				break
			}
			s, evs = next, more
		}
		for i := range min(len(log), len(evs)) {
			if log[i].Kind != evs[i].Kind {
				break
			}
			if log[i].Kind == kanban.EvColleagueScored && log[i].N > 0 {
				// what the table does not cover (a track's PP) scores the same
				require.GreaterOrEqual(t, evs[i].N, log[i].N, "seed %d, event %d", seed, i)
				scored++
				if evs[i].N > log[i].N {
					gained++
				}
			}
		}
	}
	require.Positive(t, scored, "the Colleagues scored in the games")
	require.Positive(t, gained, "some of it by the edition's solo scores")
	t.Logf("%d colleague scorings compared, %d of them worth more", scored, gained)
}
