package kanban_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// What a View derives from the table for a frontend, checked through the
// public API alone: each test plays random games and holds every View
// against the rule it shows, or against what the next action does.

// step is one action of a game: the state before it, the action, its
// events and the state after.
type step struct {
	before, after kanban.GameState
	act           kanban.Action
	events        []kanban.Event
}

// walk plays a game of cfg for at most max actions, taking an action that
// prefer likes whenever one is legal, most of the time, and a random legal
// action otherwise; it calls each with every step and returns the setup
// event.
func walk(tb testing.TB, cfg kanban.Config, max int, prefer func(kanban.Action) bool, each func(step)) kanban.Event {
	tb.Helper()
	s, log, err := kanban.New(cfg)
	require.NoError(tb, err)
	r := rand.New(rand.NewPCG(cfg.Seed, 5))
	for range max {
		if s.IsOver() {
			break
		}
		legal := s.LegalActions()
		act := pick(r, legal)
		if prefer != nil && r.IntN(4) > 0 {
			var liked []kanban.Action
			for _, a := range legal {
				if prefer(a) {
					liked = append(liked, a)
				}
			}
			if len(liked) > 0 {
				act = liked[r.IntN(len(liked))]
			}
		}
		next, events, err := kanban.Apply(s, act)
		require.NoError(tb, err)
		each(step{before: s, act: act, events: events, after: next})
		s = next
	}
	return log[0]
}

// kinds returns a prefer function for walk that likes the action kinds
// given.
func kinds(ks ...kanban.ActionKind) func(kanban.Action) bool {
	return func(a kanban.Action) bool { return slices.Contains(ks, a.Kind) }
}

// boards returns the players' boards of a state.
func boards(s kanban.GameState) []kanban.PlayerBoard {
	var out []kanban.PlayerBoard
	for _, c := range s.Players() {
		b, _ := s.Player(c)
		out = append(out, b)
	}
	return out
}

// R-CERT-3: CertOrder lists the markers on the Certification track, the
// furthest section first and, within a section, the spaces in printed
// order; it is the order of day-1 Department Selection (R-SEL-2) and of a
// Meeting's turns (R-MTG-2).
func TestViewCertOrder(t *testing.T) {
	for n := 2; n <= 4; n++ {
		var meetings, firstDays int
		walk(t, config(n, uint64(n)*11), 1500, nil, func(st step) {
			v := st.after.View(kanban.NoColor)
			var placed []kanban.PlayerBoard
			for _, b := range v.Players {
				if b.CertSpace >= 0 {
					placed = append(placed, b)
				}
			}
			slices.SortFunc(placed, func(a, b kanban.PlayerBoard) int {
				if a.Certifications != b.Certifications {
					return b.Certifications - a.Certifications
				}
				return a.CertSpace - b.CertSpace
			})
			want := []kanban.Color{}
			for _, b := range placed {
				want = append(want, b.Color)
			}
			require.Empty(t, cmp.Diff(want, v.CertOrder))
			require.Equal(t, st.after.CertOrder(), v.CertOrder)

			switch next := st.after.Next(); {
			case next.Kind == kanban.DecideSpeak && st.before.Next().Kind != kanban.DecideSpeak:
				meetings++
				require.Equal(t, v.CertOrder[0], next.Player, "R-MTG-2: the Meeting opens in Certification-track order")
			case next.Kind == kanban.DecideWorkstation && st.after.Day() == 1 && st.before.Day() == 0:
				firstDays++
				require.Equal(t, v.CertOrder[0], next.Player, "R-SEL-2: day 1 opens in Certification-track order")
			}
		})
		require.Equal(t, 1, firstDays, "%d players", n)
		require.Positive(t, meetings, "%d players: a Meeting", n)
	}
}

// choosers returns the players of an order and where Sandra is in it, or
// -1.
func choosers(t *testing.T, order []kanban.Chooser) (players []kanban.Color, sandra int) {
	players, sandra = []kanban.Color{}, -1
	for i, c := range order {
		if c.Sandra {
			require.Equal(t, -1, sandra, "Sandra chooses once")
			require.Equal(t, kanban.NoColor, c.Player)
			sandra = i
			continue
		}
		players = append(players, c.Player)
	}
	return players, sandra
}

// R-SET-14 R-SEL-2 R-SEL-3 R-SEL-4 R-MTG-9: Order lists who chooses in
// which order while players choose one after another, Sandra at her place
// from day 2, and who has chosen; the player asked is the first who has
// not.
func TestViewOrder(t *testing.T) {
	for n := 2; n <= 4; n++ {
		cfg := config(n, uint64(n)*13)
		s0, log, err := kanban.New(cfg)
		require.NoError(t, err)
		seating := s0.Players()
		first := slices.Index(seating, log[0].Setup.FirstPlayer)
		seen := map[kanban.DecisionKind]int{}
		var sandraChose int
		walk(t, cfg, 1500, nil, func(st step) {
			next := st.after.Next()
			v := st.after.View(next.Player)
			require.NotNil(t, v.Order)
			players, sandra := choosers(t, v.Order)
			switch next.Kind {
			case kanban.DecideStartPick, kanban.DecideRoomGoal:
				require.Equal(t, v.CertOrder, players, "%v in Certification-track order", next.Kind)
				require.Equal(t, -1, sandra)
			case kanban.DecideWorkstation:
				if st.after.Day() == 1 {
					require.Equal(t, v.CertOrder, players, "R-SEL-2")
					require.Equal(t, -1, sandra, "R-DAY-2: Sandra does not choose on day 1")
					break
				}
				if st.after.Day() > st.before.Day() {
					// R-SEL-3: the order of the workstations the day before,
					// Sandra's desk last.
					var want []kanban.Chooser
					sandraAt := st.before.Sandra()
					for w, c := range st.before.Workstations() {
						if kanban.Workstation(w) == sandraAt {
							want = append(want, kanban.Chooser{Player: kanban.NoColor, Sandra: true})
						} else if c != kanban.NoColor {
							want = append(want, kanban.Chooser{Player: c})
						}
					}
					if sandraAt == kanban.NoWorkstation {
						want = append(want, kanban.Chooser{Player: kanban.NoColor, Sandra: true})
					}
					got := slices.Clone(v.Order)
					for i := range got {
						got[i].Chosen = false
					}
					require.Empty(t, cmp.Diff(want, got))
				}
				require.NotEqual(t, -1, sandra, "R-SEL-4: Sandra chooses from day 2")
				if v.Order[sandra].Chosen {
					sandraChose++
				}
			case kanban.DecideStartSpot:
				// R-SET-14: from the first player, in seating order.
				require.Equal(t, append(slices.Clone(seating[first:]), seating[:first]...), players)
			default:
				require.Empty(t, v.Order, "%v: no order of choosing", next.Kind)
				return
			}
			seen[next.Kind]++
			// The player asked is the first who has not chosen; all before
			// them have.
			at := slices.IndexFunc(v.Order, func(c kanban.Chooser) bool { return !c.Chosen })
			require.GreaterOrEqual(t, at, 0)
			require.Equal(t, next.Player, v.Order[at].Player)
			for _, c := range v.Order[at+1:] {
				require.False(t, c.Chosen)
			}
			if next.Kind == kanban.DecideRoomGoal {
				// R-MTG-9: who has put a goal face down shows; which goal
				// only to its owner.
				for _, c := range v.Order {
					require.Equal(t, c.Chosen, st.after.View(c.Player).RoomGoal != kanban.NoGoal)
				}
			}
		})
		for _, k := range []kanban.DecisionKind{kanban.DecideStartSpot, kanban.DecideStartPick, kanban.DecideWorkstation, kanban.DecideRoomGoal} {
			require.Positive(t, seen[k], "%d players: %v", n, k)
		}
		require.Positive(t, sandraChose, "%d players: Sandra chose before a player", n)
	}
}

// R-MTG-4: MeetingPasses counts the passes in a row in the Meeting under
// way, the engine's own passes included; a speech sets it back to 0, and
// the speaking ends when it reaches the number of players.
func TestViewMeetingPasses(t *testing.T) {
	for n := 2; n <= 4; n++ {
		var passes, ended, most int
		walk(t, config(n, uint64(n)*17), 1500, nil, func(st step) {
			for _, e := range st.events {
				switch e.Kind {
				case kanban.EvMeetingStarted, kanban.EvSpoke:
					passes = 0
				case kanban.EvPassed:
					passes++
				case kanban.EvTokensReturned:
					require.Equal(t, n, passes, "the speaking ends after a pass by every player in a row")
					ended++
				}
			}
			v := st.after.View(kanban.NoColor)
			if st.after.Next().Kind != kanban.DecideSpeak {
				require.Zero(t, v.MeetingPasses, "no Meeting under way")
				return
			}
			require.Equal(t, passes, v.MeetingPasses)
			require.Less(t, v.MeetingPasses, n)
			most = max(most, v.MeetingPasses)
		})
		require.Positive(t, ended, "%d players: a Meeting ended", n)
		require.Positive(t, most, "%d players: a pass was counted", n)
	}
}

// R-SPK-1 R-SPK-3 R-MTG-5 R-MTG-7: a player's own Speech tokens are on
// Speech spaces, on the face-up goals of the Meeting under way, or beside
// the board; the ones placed go beside the board when the speaking ends,
// and outside a Meeting a Generic token is kept beside the board only when
// no own token can come back onto a Speech space.
func TestViewSpeechTokens(t *testing.T) {
	for n := 2; n <= 4; n++ {
		var onGoals, beside int
		walk(t, config(n, uint64(n)*19), 1500, nil, func(st step) {
			v := st.after.View(kanban.NoColor)
			placed := map[kanban.Color]int{}
			for _, g := range v.MeetingGoals {
				for _, c := range g.Tokens {
					placed[c]++
				}
			}
			meeting := st.after.Next().Kind == kanban.DecideSpeak
			for _, b := range v.Players {
				require.Equal(t, components.OwnSpeechTokens, b.Speech+b.SpeechOnGoals+b.SpeechBeside, "%v", b.Color)
				require.Equal(t, placed[b.Color], b.SpeechOnGoals, "%v: tokens on the face-up goals", b.Color)
				require.LessOrEqual(t, b.Speech, b.SpeechSpaces)
				if !meeting {
					require.Zero(t, b.SpeechOnGoals, "R-MTG-5: the tokens placed went beside the board")
					if b.GenericSpeech > 0 {
						require.True(t, b.Speech == b.SpeechSpaces || b.SpeechBeside == 0, "R-MTG-7: %v keeps a Generic token with a token to bring back and a space for it", b.Color)
					}
				}
				onGoals = max(onGoals, b.SpeechOnGoals)
				beside = max(beside, b.SpeechBeside)
			}
		})
		require.Positive(t, onGoals, "%d players: a token on a goal", n)
		require.Positive(t, beside, "%d players: a token beside a board", n)
	}
}

// R-WRK-2 R-WRK-8 R-WRK-9 R-LOG-1 R-LOG-3 R-RND-9 R-DES-5: the turn in
// progress shows the workstation's Shifts left apart from the Banked Shifts
// the limits let the player take out, and what the once-a-turn tasks have
// used; a Design that left the display slides and refills it when the turn
// ends.
func TestViewTurnUses(t *testing.T) {
	type used struct{ kanban, voucher, claimed, designLeft bool }
	for n := 2; n <= 4; n++ {
		var did used
		var seen [4]int
		var banked int
		prefer := kinds(kanban.ActKanban, kanban.ActVoucher, kanban.ActClaim, kanban.ActTakeDesign, kanban.ActSelect, kanban.ActEndTurn)
		walk(t, config(n, uint64(n)*23), 2500, prefer, func(st step) {
			refilled, ended := false, false
			for _, e := range st.events {
				switch e.Kind {
				case kanban.EvTurnEnded:
					ended = true
				case kanban.EvTurnStarted:
					did = used{}
				case kanban.EvKanbanIssued:
					did.kanban = true
				case kanban.EvVoucherRequested:
					did.voucher = true
				case kanban.EvCarsClaimed:
					did.claimed = true
				case kanban.EvDesignTaken:
					did.designLeft = did.designLeft || e.Source.IsDisplay()
				case kanban.EvDisplayRefilled:
					refilled = refilled || !ended // Sandra's Design task refills it too
				}
			}
			if st.act.Kind == kanban.ActEndTurn {
				require.Equal(t, st.before.View(st.act.Player).Turn.DesignLeft, refilled, "R-DES-5: the display refills at the end of a turn a Design left it")
			}
			next := st.after.Next()
			if next.Kind != kanban.DecideWork {
				return
			}
			turn := st.after.View(next.Player).Turn
			b, _ := st.after.Player(next.Player)
			require.Equal(t, turn.Shifts, turn.StationShifts+turn.BankedUsable)
			require.Equal(t, turn.Workstation.Shifts()-(turn.Worked-turn.BankedSpent), turn.StationShifts, "the workstation's Shifts left")
			require.LessOrEqual(t, turn.BankedUsable, min(b.BankedShifts, components.MaxBankedPerTurn-turn.BankedSpent))
			require.LessOrEqual(t, turn.Worked+turn.Shifts, components.MaxShiftsPerDay)
			banked = max(banked, turn.BankedUsable)

			require.Equal(t, used{turn.KanbanIssued, turn.VoucherTaken, turn.CarsClaimed, turn.DesignLeft}, did)
			legal := st.after.LegalActions()
			for i, c := range []struct {
				on   bool
				kind kanban.ActionKind
			}{{turn.KanbanIssued, kanban.ActKanban}, {turn.VoucherTaken, kanban.ActVoucher}, {turn.CarsClaimed, kanban.ActClaim}} {
				if c.on {
					seen[i]++
					require.False(t, slices.ContainsFunc(legal, func(a kanban.Action) bool { return a.Kind == c.kind }), "%v once a turn", c.kind)
				}
			}
			if turn.DesignLeft {
				seen[3]++
			}
		})
		for i, k := range []string{"Kanban Order", "Voucher action", "claim", "Design taken from the display"} {
			require.Positive(t, seen[i], "%d players: a turn after a %s", n, k)
		}
		require.Positive(t, banked, "%d players: a Banked Shift to take out", n)
	}
}
