package kanban_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
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

// R-RND-4 R-WK-1: the board holds only the part on an upgrade space; the
// View names who put it there, the one player with the Upgraded Design of
// that model and part.
func TestViewUpgradeOwners(t *testing.T) {
	for n := 2; n <= 4; n++ {
		upgrades := 0
		walk(t, config(n, uint64(n)*29), 2000, kinds(kanban.ActUpgrade, kanban.ActTakeDesign, kanban.ActCollect), func(st step) {
			v := st.after.View(kanban.NoColor)
			for m := range v.Upgrades {
				for i, part := range v.Upgrades[m] {
					owner := v.UpgradeOwners[m][i]
					if part == kanban.NoPart {
						require.Equal(t, kanban.NoColor, owner)
						continue
					}
					var with []kanban.Color
					for _, b := range v.Players {
						for _, d := range b.Upgraded.Tiles() {
							if p, ok := d.Part(); ok && p == part && d.Model() == kanban.Model(m) {
								with = append(with, b.Color)
							}
						}
					}
					require.Equal(t, []kanban.Color{owner}, with, "%v %v", kanban.Model(m), part)
				}
			}
			if st.act.Kind == kanban.ActUpgrade {
				upgrades++
				require.Equal(t, st.act.Player, v.UpgradeOwners[st.act.Design.Model()][st.act.Space])
			}
		})
		require.Positive(t, upgrades, "%d players: an upgrade", n)
	}
}

// R-SET-13 R-TRN-3 R-ASM-7 R-WRK-7 R-ADM-2 R-RND-6: every Lock is on at
// setup and comes off with its department's certification; while it is on,
// what it covers stays closed.
func TestViewLocks(t *testing.T) {
	for n := 2; n <= 4; n++ {
		s, _, err := kanban.New(config(n, uint64(n)*31))
		require.NoError(t, err)
		for _, b := range boards(s) {
			require.Equal(t, [components.NumDepartments]bool{true, true, true, true, true}, b.Locks)
		}
		var off [components.NumDepartments]int
		walk(t, config(n, uint64(n)*31), 2000, kinds(kanban.ActTrain, kanban.ActHomework, kanban.ActUpgrade, kanban.ActClaim), func(st step) {
			for _, e := range st.events {
				if e.Kind == kanban.EvCertified {
					b, _ := st.before.Player(e.Player)
					require.True(t, b.Locks[e.Dept])
					off[e.Dept]++
				}
			}
			legal := st.after.LegalActions()
			for _, b := range boards(st.after) {
				for d := range kanban.Department(components.NumDepartments) {
					require.Equal(t, !b.Certified(d), b.Locks[d], "%v %v", b.Color, d)
				}
				require.Equal(t, b.Locks[kanban.Logistics], b.StorageSpaces == components.StorageSpaces)
				require.Equal(t, b.Locks[kanban.Design], b.DeskSpaces == components.DeskSpaces)
				require.Equal(t, b.Locks[kanban.Administration], b.SpeechSpaces == components.SpeechSpaces)
				if b.Locks[kanban.Assembly] {
					require.Equal(t, kanban.NoModel, b.Garages[components.BasicGarages], "the padlocked garage is closed")
				}
				if b.Locks[kanban.RnD] {
					require.Equal(t, kanban.NoDesign, b.DoubleUpgrade)
				}
				for _, a := range legal {
					if a.Player != b.Color {
						continue
					}
					require.False(t, b.Locks[kanban.RnD] && a.Kind == kanban.ActUpgrade && a.Double, "R-RND-6: %v", a)
					require.False(t, b.Locks[kanban.Assembly] && a.Kind == kanban.ActGarage && int(a.Space) >= components.BasicGarages, "R-ASM-7: %v", a)
				}
			}
		})
		for d, k := range off {
			require.Positive(t, k, "%d players: a Lock came off in %v", n, kanban.Department(d))
		}
	}
}

// R-SET-9: the Kanban Order card revealed at setup stays in the View all
// game: the card of the setup every player receives, whose symbols stocked
// the warehouses with one part each.
func TestViewKanbanRevealed(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for seed := range uint64(5) {
			cfg := config(n, seed)
			s, log, err := kanban.New(cfg)
			require.NoError(t, err)
			card := s.View(kanban.NoColor).KanbanRevealed
			require.Equal(t, card, s.KanbanRevealed())
			for _, c := range append(s.Players(), kanban.NoColor) {
				require.Equal(t, card, log[0].For(c).Setup.Table.KanbanCard)
				require.Equal(t, card, s.View(c).KanbanRevealed)
			}
			var want [components.NumParts]int
			for _, part := range components.KanbanCards[card] {
				want[part]++
			}
			require.Equal(t, want, s.Warehouses())
			if seed == 0 {
				walk(t, cfg, 1000, kinds(kanban.ActKanban), func(st step) {
					require.Equal(t, card, st.after.View(kanban.NoColor).KanbanRevealed)
				})
			}
		}
	}
}

// R-CERT-1 R-CERT-2 R-RND-3 R-RND-4 R-RND-7 R-DES-3 R-SET-15: the View
// shows the benefit printed on each Certification space, upgrade space,
// display column and garage, on the side of the board each player plays,
// and taking the space gives what it shows.
func TestViewPrintedBenefits(t *testing.T) {
	for n := 2; n <= 4; n++ {
		cfg := config(n, 4)
		cfg.Players[1].ExpertSide = true
		s, _, err := kanban.New(cfg)
		require.NoError(t, err)
		v := s.View(cfg.Players[0].Color)
		require.Equal(t, components.CertStart, v.CertBenefits[0])
		require.Equal(t, components.CertTrack[:], v.CertBenefits[1:])
		require.Equal(t, components.UpgradeSpaces, v.UpgradeBenefits)
		require.Equal(t, components.ColumnBonus, v.ColumnBonus)
		for _, b := range v.Players {
			if b.ExpertSide {
				require.Equal(t, components.ExpertGarageBenefits, b.GarageBenefits)
				require.Equal(t, []kanban.Benefit{components.ExpertPadlockBenefit}, b.PadlockBenefits)
				require.Equal(t, 1, b.PadlockPicks)
			} else {
				require.Equal(t, components.GarageBenefits, b.GarageBenefits)
				require.Equal(t, components.PadlockBenefits[:], b.PadlockBenefits)
				require.Equal(t, components.PadlockPicks, b.PadlockPicks)
			}
		}
		v.Players[0].PadlockBenefits[0].PP = 99
		b, _ := s.Player(cfg.Players[0].Color)
		require.NotEqual(t, int8(99), b.PadlockBenefits[0].PP, "a copy")

		took := map[kanban.EventKind]int{}
		var padlocks, expertPadlocks int
		prefer := kinds(kanban.ActTrain, kanban.ActHomework, kanban.ActClaim, kanban.ActUpgrade, kanban.ActTakeDesign, kanban.ActCertSpace, kanban.ActGarage, kanban.ActPadlock)
		walk(t, cfg, 3000, prefer, func(st step) {
			v := st.before.View(kanban.NoColor)
			sup := st.before.Supply()
			plenty := sup.Books >= 3 && sup.Vouchers >= 3
			for i, e := range st.events {
				var printed kanban.Benefit
				board := func() kanban.PlayerBoard { b, _ := st.after.Player(e.Player); return b }
				switch {
				case e.Kind == kanban.EvCertSpaceTaken:
					printed = v.CertBenefits[board().Certifications][e.Space]
				case e.Kind == kanban.EvDesignUpgraded && !e.Double:
					printed = v.UpgradeBenefits[e.Design.Model()][e.Space]
					printed.PP += components.UpgradePP
				case e.Kind == kanban.EvDesignTaken && e.Source.IsDisplay() && st.before.Day() > 0:
					printed = v.ColumnBonus[e.Source.Column()]
				case e.Kind == kanban.EvCarParked && int(e.Space) < components.BasicGarages:
					printed = board().GarageBenefits[e.Space]
				case e.Kind == kanban.EvCarParked && board().ExpertSide:
					printed = board().PadlockBenefits[0]
					expertPadlocks++
				default:
					continue
				}
				b, _ := st.before.Player(e.Player)
				if !plenty || b.BankedShifts+int(printed.BankedShifts) > components.BankedShiftMax {
					continue // the supply or the track's end cuts the gain (R-WRK-11)
				}
				var got kanban.Benefit
				if i+1 < len(st.events) && st.events[i+1].Kind == kanban.EvGained && st.events[i+1].Player == e.Player {
					got = st.events[i+1].Gain
				}
				require.Equal(t, printed, got, "%v", e)
				took[e.Kind]++
			}
			// The padlocked garage, standard side, offers every sum of
			// PadlockPicks different benefits it shows.
			if next := st.after.Next(); next.Kind == kanban.DecidePadlock {
				padlocks++
				b, _ := st.after.Player(next.Player)
				want := map[kanban.Benefit]bool{}
				for set := range 1 << len(b.PadlockBenefits) {
					var sum kanban.Benefit
					k := 0
					for j, g := range b.PadlockBenefits {
						if set&(1<<j) != 0 {
							sum, k = sum.Add(g), k+1
						}
					}
					if k == b.PadlockPicks {
						want[sum] = true
					}
				}
				got := map[kanban.Benefit]bool{}
				for _, a := range st.after.LegalActions() {
					got[a.Gain] = true
				}
				require.Equal(t, want, got)
			}
		})
		for _, k := range []kanban.EventKind{kanban.EvCertSpaceTaken, kanban.EvDesignUpgraded, kanban.EvDesignTaken, kanban.EvCarParked} {
			require.Positive(t, took[k], "%d players: %v", n, k)
		}
		require.Positive(t, padlocks, "%d players: the padlocked garage", n)
		require.Positive(t, expertPadlocks, "%d players: the padlocked garage, expert side", n)
	}
}

// counts gives, for some goal measures, what a player's board counts for
// them (R-MTG-3).
var counts = map[kanban.GoalMeasure]func(b kanban.PlayerBoard) int{
	components.MeasureCars: func(b kanban.PlayerBoard) int {
		n := 0
		for _, m := range b.Garages {
			if m != kanban.NoModel {
				n++
			}
		}
		return n
	},
	components.MeasureUpgradedDesigns: func(b kanban.PlayerBoard) int { return b.Upgraded.Len() },
	components.MeasureTestedDesigns:   func(b kanban.PlayerBoard) int { return b.Tested().Len() },
	components.MeasureCertifications:  func(b kanban.PlayerBoard) int { return b.Certifications },
	components.MeasureRnDTraining:     func(b kanban.PlayerBoard) int { return b.Training[kanban.RnD] },
	components.MeasureAssemblyTraining: func(b kanban.PlayerBoard) int {
		return b.Training[kanban.Assembly]
	},
	components.MeasureLogisticsTraining: func(b kanban.PlayerBoard) int {
		return b.Training[kanban.Logistics]
	},
	components.MeasureDesignTraining: func(b kanban.PlayerBoard) int { return b.Training[kanban.Design] },
	components.MeasureAdminTraining: func(b kanban.PlayerBoard) int {
		return b.Training[kanban.Administration]
	},
	components.MeasureBooks:        func(b kanban.PlayerBoard) int { return b.Books },
	components.MeasureVouchers:     func(b kanban.PlayerBoard) int { return b.Vouchers },
	components.MeasureSpeechTokens: func(b kanban.PlayerBoard) int { return b.Speech },
	components.MeasureDeskDesigns:  func(b kanban.PlayerBoard) int { return b.Desk.Len() },
	components.MeasureStoredParts: func(b kanban.PlayerBoard) int {
		n := 0
		for _, k := range b.Parts {
			n += k
		}
		return n
	},
}

// R-MTG-3: each face-up goal in the View names what it counts, the
// viewer's count and whether it takes their token; a token placed on it
// scores what the View said. A spectator has no count.
func TestViewGoals(t *testing.T) {
	for n := 2; n <= 4; n++ {
		var spoke, counted, blocked int
		measures := map[kanban.GoalMeasure]bool{}
		walk(t, config(n, uint64(n)*41), 3000, kinds(kanban.ActSpeak), func(st step) {
			for _, g := range st.after.View(kanban.NoColor).MeetingGoals {
				require.Zero(t, g.Count)
				require.Zero(t, g.Score)
				require.False(t, g.Open)
			}
			viewer := st.after.Next().Player
			if viewer == kanban.NoColor {
				return
			}
			v := st.after.View(viewer)
			b, _ := st.after.Player(viewer)
			require.Len(t, v.MeetingGoals, len(st.after.MeetingGoals()))
			for i, g := range v.MeetingGoals {
				card := components.Goals[g.Card]
				require.Equal(t, st.after.MeetingGoals()[i], g.FaceUpGoal)
				require.Equal(t, card.Measure, g.Measure)
				require.Equal(t, int(card.PP), g.PP)
				require.Equal(t, [3]int{int(card.Icons[0]), int(card.Icons[1]), int(card.Icons[2])}, g.Icons)
				measures[g.Measure] = true
				if count, ok := counts[g.Measure]; ok {
					require.Equal(t, count(b), g.Count, "%v", g.Measure)
					counted++
				}
				open := !slices.Contains(g.Tokens[:], viewer) && slices.Contains(g.Tokens[:], kanban.NoColor)
				require.Equal(t, open, g.Open)
				if !g.Open {
					require.Zero(t, g.Score)
					blocked++
					continue
				}
				best := 0
				for j, c := range g.Tokens {
					if c == kanban.NoColor {
						best = max(best, g.Icons[j])
					}
				}
				require.Equal(t, min(g.Count, best)*g.PP, g.Score)

				// The token placed now scores what the View says.
				speak := kanban.Speak(viewer, kanban.NoGoal, g.Card)
				if st.after.Next().Kind != kanban.DecideSpeak || !slices.Contains(st.after.LegalActions(), speak) {
					continue
				}
				_, events, err := kanban.Apply(st.after, speak)
				require.NoError(t, err)
				at := slices.IndexFunc(events, func(e kanban.Event) bool { return e.Kind == kanban.EvSpoke })
				require.Equal(t, g.Score, int(events[at].N), "%v on %v", viewer, g.Card)
				spoke++
			}
		})
		require.Positive(t, spoke, "%d players: a token placed", n)
		require.Positive(t, counted, "%d players: a count checked", n)
		require.Positive(t, blocked, "%d players: a goal that takes no token of the viewer", n)
		require.GreaterOrEqual(t, len(measures), 8, "%d players: measures seen", n)
	}
}

// A View's JSON writes an empty list as [], never null, for a player or a
// spectator, in every phase.
func TestViewJSONHasNoNull(t *testing.T) {
	phases := map[kanban.DecisionKind]bool{}
	walk(t, config(3, 5), 1500, nil, func(st step) {
		phases[st.after.Next().Kind] = true
		for _, c := range append(st.after.Players(), kanban.NoColor) {
			b, err := json.Marshal(st.after.View(c))
			require.NoError(t, err)
			require.NotContains(t, string(b), "null", "%v's view before %v", c, st.after.Next())
		}
	})
	require.GreaterOrEqual(t, len(phases), 8, "decisions seen")
}

// R-TRN-1 R-FIN-4: TrackOrders lists each training track's players, the
// most advanced first and, on a shared space, the disc on top first: the
// players' spaces never rise along it, and it is TrackOrder's.
func TestViewTrackOrders(t *testing.T) {
	shared := 0
	walk(t, config(4, 5), 1500, nil, func(st step) {
		v := st.after.View(kanban.NoColor)
		for d, order := range v.TrackOrders {
			require.Empty(t, cmp.Diff(st.after.TrackOrder(kanban.Department(d)), order, cmpopts.EquateEmpty()))
			for i, c := range order {
				b, _ := st.after.Player(c)
				if i > 0 {
					prev, _ := st.after.Player(order[i-1])
					require.GreaterOrEqual(t, prev.Training[d], b.Training[d])
					if prev.Training[d] == b.Training[d] {
						shared++
					}
				}
			}
		}
	})
	require.Positive(t, shared, "no shared training space in the game")
}

// R-SET-17: the View carries the Test track's layout for the player count,
// so that a frontend draws the loop without the components.
func TestViewTestTrack(t *testing.T) {
	for n := 2; n <= 4; n++ {
		s, _, err := kanban.New(config(n, 1))
		require.NoError(t, err)
		v := s.View(kanban.NoColor)
		require.Equal(t, components.TestTracks[n], v.TestTrack)
		require.Less(t, v.PaceCar, int(v.TestTrack.Spaces))
	}
}

// R-SEL-4 R-SAN-1 R-SAN-2 R-SAN-3 R-SOLO-27: SandraNext tells where Sandra
// evaluates next and what it does. Folding each action's events one by
// one: when she chooses, it named the workstation she takes, not yet
// placed, today; when her turn comes from day 2, it names her workstation,
// placed, today, and each player's PP change is what her evaluation gives
// them, an evaluation for just the players it applies to. It is the same
// for every viewer, and never on day 1.
func TestViewSandraNext(t *testing.T) {
	solo := kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Blue}}, Seed: 3, Solo: &kanban.SoloConfig{RandomDifficulty: true}}
	reward := config(3, 4)
	reward.SandraReward = true
	for _, cfg := range []kanban.Config{config(2, 5), reward, config(4, 6), solo} {
		moves, turns, applied := 0, 0, 0
		walk(t, cfg, 1500, nil, func(st step) {
			s := st.before
			for i, e := range st.events {
				f := s.View(kanban.NoColor).SandraNext
				require.NotZero(t, f.Day)
				require.GreaterOrEqual(t, f.Day, max(2, s.Day()))
				require.Equal(t, f, s.View(s.Players()[0]).SandraNext, "the same for a player")
				switch {
				case e.Kind == kanban.EvSandraMoved:
					require.Equal(t, e.Workstation, f.Workstation, "where she goes")
					require.False(t, f.Placed)
					require.Equal(t, s.Day(), f.Day)
					moves++
				case e.Kind == kanban.EvSandraTurn && s.Day() >= 2:
					require.Equal(t, e.Workstation, f.Workstation, "where she evaluates")
					require.True(t, f.Placed)
					require.Equal(t, s.Day(), f.Day)
					got := map[kanban.Color]int{}
					for _, later := range st.events[i+1:] {
						if later.Kind == kanban.EvSandraEvaluated {
							got[later.Player] = int(later.N)
						}
					}
					for _, r := range f.Players {
						n, ok := got[r.Player]
						require.Equal(t, ok, r.Applies, "%v: the verdict applies", r.Player)
						require.Equal(t, n, r.PP, "%v's PP", r.Player)
						if ok {
							applied++
						}
					}
					turns++
				}
				var err error
				s, err = kanban.Evolve(s, e)
				require.NoError(t, err)
			}
			if st.after.IsOver() {
				require.Zero(t, st.after.View(kanban.NoColor).SandraNext)
			}
		})
		require.Positive(t, moves, "%d players: Sandra chose", len(cfg.Players))
		require.Positive(t, turns, "%d players: Sandra evaluated", len(cfg.Players))
		require.Positive(t, applied, "%d players: a verdict applied", len(cfg.Players))
	}
}
