package kanban

import (
	"github.com/kanbanev/kanban/internal/soak"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban/components"
	"pgregory.net/rapid"
)

// fataler is what the game checks need of *testing.T and *rapid.T.
type fataler interface {
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// maxDays bounds the length of a random game. The Week marker reaches its
// end within 1 + 5 × WeekMax days (Sandra reaches her desk at least every 5
// days), but the Production Cycle needs Meetings, which only the Pace Car
// schedules: claims and Sandra's R&D task move it. Random play claims often
// enough to end in about 40 days; a game that never claims could run longer.
const maxDays = 100

// playGame plays one whole random game from cfg, choosing with r, checking
// after every step: the invariants, Apply leaving its input alone, the
// events folding to the new state, and an unlisted action refused. It
// returns the final state and the log.
func playGame(t fataler, cfg Config, r *rand.Rand) (GameState, []Event) {
	s, log, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	folded := s
	var legal []Action
	for steps := 0; !s.IsOver(); steps++ {
		if s.Day() > maxDays {
			t.Fatalf("the game is still on after %d days", maxDays)
		}
		legal = s.AppendLegalActions(legal[:0])
		if len(legal) == 0 {
			t.Fatalf("no legal action for %v", s.Next())
		}
		a := pickKind(r, legal)
		before := s
		next, evs, err := Apply(s, a)
		if err != nil {
			t.Fatalf("legal action %v refused: %v", a, err)
		}
		if s != before {
			t.Fatalf("Apply changed its input:\n%s", cmp.Diff(before, s, stateCmp))
		}
		for _, e := range evs {
			folded = mustEvolve(t, folded, e)
		}
		if folded != next {
			t.Fatalf("events of %v do not fold to the state:\n%s", a, cmp.Diff(next, folded, stateCmp))
		}
		if bad := invariants(&next); bad != nil {
			t.Fatalf("after %v: %v", a, bad)
		}
		if next.phase == phaseWorking || next.phase == phaseSelection {
			if next.board.queueLen > uint8(components.TestTracks[next.nPlayers].Queue) {
				t.Fatalf("after %v: %d cars behind the Pace Car", a, next.board.queueLen)
			}
		}
		wrong := legal[r.IntN(len(legal))]
		wrong.Player = (wrong.Player + 1) % components.NumColors
		if _, evs, err := Apply(s, wrong); err == nil || len(evs) > 0 {
			t.Fatalf("%v accepted out of turn", wrong)
		}
		log = append(log, evs...)
		s = next
	}
	return s, log
}

// R-ENG-1 R-ENG-2 R-ENG-3 R-ENG-4 R-END-1 R-FIN: whole random games of 2,
// 3 and 4 players, seeds drawn by rapid, end within a bounded number of
// days; at every step a player is asked for a choice that LegalActions
// answers, illegal actions are refused with the state untouched, and every
// invariant holds; the games replay from their events, their events as each
// player sees them hide what is hidden, and they score as an independent
// recount says.
func TestPropertyWholeGames(t *testing.T) {
	t.Parallel()
	long(t)
	games := 0
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		for n := 2; n <= 4; n++ {
			cfg := Config{Seed: seed + uint64(n), SandraReward: seed%5 == 0}
			for i, c := range []Color{Red, Blue, Yellow, Purple}[:n] {
				cfg.Players = append(cfg.Players, PlayerConfig{Color: c, ExpertSide: (seed>>i)%3 == 0})
			}
			s, log := playGame(rt, cfg, rand.New(rand.NewPCG(seed, uint64(n))))
			games++

			replayed, err := Replay(log)
			if err != nil {
				rt.Fatal(err)
			}
			if replayed != s {
				rt.Fatalf("Replay differs:\n%s", cmp.Diff(s, replayed, stateCmp))
			}
			checkRecount(rt, s, log)
			checkHidden(rt, s, log)
		}
	})
	if want := 3 * soak.RapidChecks(); games < want {
		t.Fatalf("only %d whole games played, not %d", games, want)
	}
}

// checkRecount recounts final scoring from the final state, independently
// of the engine's scoring code (R-FIN-1 … R-FIN-6).
func checkRecount(t fataler, s GameState, log []Event) {
	res, ok := s.Result()
	if !ok {
		t.Fatal("no result for a finished game")
	}
	claimed := map[Color]int{}
	for _, e := range log {
		if e.Kind == EvFinalGoalClaimed {
			claimed[e.Player] += int(e.N)
		}
	}
	for _, st := range res.Standings {
		b, _ := s.Player(st.Color)
		want := Breakdown{
			FinalGoal:    claimed[st.Color],
			BankedShifts: b.BankedShifts,
			SpeechTokens: b.Speech + b.GenericSpeech,
			Books:        b.Books,
			Vouchers:     b.Vouchers,
		}
		for _, m := range b.Garages {
			if m != NoModel {
				want.Cars += int(components.CarValues[m])
			}
		}
		for d := range Department(components.NumDepartments) {
			for place, c := range s.TrackOrder(d) {
				if c == st.Color && place < len(components.TrackScores) {
					want.Training += int(components.TrackScores[place])
				}
			}
		}
		for _, d := range b.Tested().Tiles() {
			part, _ := d.Part()
			_, value, _ := s.UpgradeValue(part)
			want.TestedDesigns += value
		}
		want.Play = st.Breakdown.Play
		if want != st.Breakdown {
			t.Fatalf("%v's final scoring %+v, recount %+v", st.Color, st.Breakdown, want)
		}
		sum := want.Play + want.FinalGoal + want.BankedShifts + want.SpeechTokens + want.Books + want.Vouchers + want.Cars + want.Training + want.TestedDesigns
		if sum != st.PP || st.PP != b.PP {
			t.Fatalf("%v: breakdown adds to %d, PP %d, board %d", st.Color, sum, st.PP, b.PP)
		}
	}
	for i, st := range res.Standings {
		if i > 0 && st.Place < res.Standings[i-1].Place {
			t.Fatalf("standings out of order: %+v", res.Standings)
		}
	}
}

// R-ENG-4: the same configuration and actions give the same events, byte
// for byte, and the events replay to the same state.
func TestReplayAndReapply(t *testing.T) {
	cfg := Config{Seed: 99, Players: []PlayerConfig{{Color: Purple}, {Color: Red}, {Color: Blue}}}
	s, log, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 1))
	var actions []Action
	for !s.IsOver() {
		a := pickKind(r, s.LegalActions())
		actions = append(actions, a)
		var evs []Event
		s, evs, _ = Apply(s, a)
		log = append(log, evs...)
	}
	again, log2, _ := New(cfg)
	for _, a := range actions {
		var evs []Event
		var err error
		again, evs, err = Apply(again, a)
		if err != nil {
			t.Fatal(err)
		}
		log2 = append(log2, evs...)
	}
	if d := cmp.Diff(log, log2); d != "" {
		t.Fatalf("re-applying gave other events:\n%s", d)
	}
	if again != s {
		t.Fatal("re-applying gave another state")
	}
	replayed, err := Replay(log)
	if err != nil || replayed != s {
		t.Fatalf("replay: %v", err)
	}
}

// checkHidden checks that each player's events show no other player's
// drawn or chosen cards, no deck order and no generator state (R-ENG-3).
func checkHidden(t fataler, s GameState, log []Event) {
	for _, p := range s.Players() {
		for _, e := range log {
			v := e.For(p)
			hidden := v.RNG != GeneratorState{} ||
				(e.Kind == EvStarted && (v.Setup.GoalDeck != nil || v.Setup.KanbanDeck != nil || v.Setup.Awards != nil)) ||
				((e.Kind == EvGoalDrawn || e.Kind == EvGoalChosen) && e.Player != p && v.Goal != NoGoal) ||
				(e.Kind == EvKanbanDrawn && e.Player != p && v.Card != -1) ||
				((e.Kind == EvDemandReplaced || e.Kind == EvGoalDeckReshuffled) && v.List.Len() != 0)
			if hidden {
				t.Fatalf("%v sees hidden information in %v", p, v)
			}
		}
	}
}
