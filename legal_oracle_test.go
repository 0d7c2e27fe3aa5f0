package kanban

import (
	"cmp"
	"fmt"
	"github.com/kanbanev/kanban/internal/soak"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/kanbanev/kanban/components"
	"pgregory.net/rapid"
)

// The oracle of LegalActions: the legal actions found by brute force, every
// candidate action built and checked, so that the fast generators of the
// department files (which build only candidates that can pass) are measured
// against something that shares none of their shortcuts.

// oracleKinds lists every action kind in the order LegalActions lists the
// kinds a decision takes (a working turn's training, homework, swaps, end
// of turn, then each department's tasks), with the two values that are no
// kind at either end.
var oracleKinds = []ActionKind{
	0,
	ActCertSpace, ActStartPart, ActStartDesign, ActSelect,
	ActTrain, ActHomework, ActRecycle, ActEndTurn, ActTakeDesign, ActKanban, ActCollect, ActVoucher,
	ActProvide, ActClaim, ActUpgrade,
	ActKeepAward, ActBranch, ActGarage, ActSpeak, ActPass, ActChooseGoal, ActPadlock,
	numActionKinds,
}

// oracleRange returns the values from..to, both included, and extra: the
// values the oracle tries for a field, every one in range and at least one
// past each end, so that a check letting an out-of-range value through is
// caught too.
func oracleRange[T ~uint8 | ~int8](from, to int, extra ...T) []T {
	var out []T
	for i := from; i <= to; i++ {
		out = append(out, T(i))
	}
	return append(out, extra...)
}

var (
	oParts      = oracleRange(0, components.NumParts, NoPart)
	oModels     = oracleRange(0, components.NumModels, NoModel)
	oDesigns    = oracleRange(0, components.NumDesigns, NoDesign)
	oSources    = oracleRange[DesignSource](0, int(numDesignSources))
	oStations   = oracleRange(0, int(NumWorkstations), NoWorkstation)
	oDepts      = oracleRange[Department](0, components.NumDepartments)
	oAwards     = oracleRange(0, components.NumAwards, NoAward)
	oFroms      = oracleRange[PartSource](0, int(numPartSources))
	oPlacements = oracleRange[KanbanPlacement](0, int(numPlacements))
	// Goals: none first, so that speaking lists a goal played alone before
	// the goal played with a token, as LegalActions does.
	oGoals      = append([]GoalCard{NoGoal}, oracleRange[GoalCard](0, components.NumGoals)...)
	oConveyor   = oracleRange[ConveyorSpace](int(ExitSpace)-1, int(components.NumConveyorSpaces))
	oCertSpaces = oracleRange[int8](-1, components.CertSpaces)
	oGarages    = oracleRange[int8](-1, components.Garages)
	oUpSpaces   = oracleRange[int8](-1, components.NumParts)
	oCards      = oracleRange[int8](-1, components.NumKanbanCards)
	oCounts     = oracleRange[int8](-1, components.StorageSpacesCertified+1)
)

// oracleGains returns every benefit with each count from 0 to 2: the
// padlock choices and many more.
func oracleGains() []Benefit {
	var out []Benefit
	for pp := range int8(3) {
		for books := range int8(3) {
			for vouchers := range int8(3) {
				for banked := range int8(3) {
					for speech := range int8(3) {
						out = append(out, Benefit{PP: pp, Books: books, Vouchers: vouchers, BankedShifts: banked, Speech: speech})
					}
				}
			}
		}
	}
	return out
}

var oGains = oracleGains()

// oracleClaimValues returns what the oracle tries on each car of a claim.
// All of NoDesign and every tile, in that order, when exhaustive; else
// NoDesign, every Design on the acting player's desk, whatever its model,
// the first tile not on the desk and one past the last tile — 37^4 claims
// are too many to try at every step of a game.
func oracleClaimValues(s *GameState, exhaustive bool) []DesignTile {
	if exhaustive {
		return append([]DesignTile{NoDesign}, oracleRange[DesignTile](0, components.NumDesigns)...)
	}
	out := []DesignTile{NoDesign}
	seat := s.seatOf(s.next().Player)
	var desk designSet
	if seat >= 0 {
		desk = s.players[seat].desk
	}
	outside := false
	for d := range DesignTile(components.NumDesigns) {
		switch {
		case desk.has(int(d)):
			out = append(out, d)
		case !outside:
			out = append(out, d)
			outside = true
		}
	}
	return append(out, DesignTile(components.NumDesigns))
}

// oracleLegal returns the legal actions of s found by brute force: for
// every player colour (seated or not) and every action kind, every value of
// every field the kind has, kept when check accepts it. Kinds come in
// oracleKinds' order and each kind's fields are nested as LegalActions
// nests them, so that, but for speaking (whose tokens LegalActions lists in
// Meeting-place order), padlock gains and branches (in the conveyor's arrow
// order), the list comes in LegalActions' order.
//
// all tries every candidate of every player and kind. Otherwise, to be
// quick enough for every step of many games, the oracle tries the
// candidates of the player to act and the kinds the decision takes (the
// answers table check refuses every other kind by), and one candidate of
// every other player and kind. allClaims tries every claim of every tile
// (and none) on every car, for the player to act.
func oracleLegal(s *GameState, all, allClaims bool) []Action {
	var out []Action
	oracleCandidates(s, all, allClaims, func(a Action) {
		if s.check(a).ok() {
			out = append(out, a)
		}
	})
	return out
}

// oracleCandidates calls try with each candidate oracleLegal checks.
func oracleCandidates(s *GameState, all, allClaims bool, try func(Action)) {
	d := s.next()
	for _, p := range []Color{Red, Blue, Yellow, Purple, NoColor} {
		claimValues := oracleClaimValues(s, allClaims && p == d.Player)
		for _, k := range oracleKinds {
			a := Action{Kind: k, Player: p}
			if !all && (p != d.Player || !slices.Contains(answers[d.Kind], k)) {
				try(a)
				continue
			}
			switch k {
			case ActCertSpace, ActGarage:
				spaces := oCertSpaces
				if k == ActGarage {
					spaces = oGarages
				}
				for _, sp := range spaces {
					a.Space = sp
					try(a)
				}
			case ActStartPart:
				for _, part := range oParts {
					a.Part = part
					try(a)
				}
			case ActStartDesign, ActTakeDesign:
				for _, src := range oSources {
					a.Source = src
					try(a)
				}
			case ActSelect:
				for _, w := range oStations {
					a.Workstation = w
					try(a)
				}
			case ActTrain, ActHomework:
				for _, d := range oDepts {
					a.Dept = d
					try(a)
				}
			case ActRecycle:
				for _, give := range oParts {
					for _, take := range oParts {
						a.Give, a.Part = give, take
						try(a)
					}
				}
			case ActKanban:
				for _, card := range oCards {
					for _, place := range oPlacements {
						a.Card, a.Placement = card, place
						try(a)
					}
				}
			case ActCollect:
				for _, part := range oParts {
					for _, n := range oCounts {
						a.Part, a.Count = part, n
						try(a)
					}
				}
			case ActProvide:
				for _, m := range oModels {
					for _, part := range oParts {
						a.Model, a.Part = m, part
						oracleSources(a, try)
					}
				}
			case ActClaim:
				var idx [components.MaxQueue]int
				for {
					for pos := range a.Claims {
						a.Claims[pos] = claimValues[idx[pos]]
					}
					try(a)
					pos := 0
					for ; pos < len(idx); pos++ {
						if idx[pos]++; idx[pos] < len(claimValues) {
							break
						}
						idx[pos] = 0
					}
					if pos == len(idx) {
						break
					}
				}
			case ActUpgrade:
				for _, d := range oDesigns {
					for _, sp := range oUpSpaces {
						for _, double := range []bool{false, true} {
							a.Design, a.Space, a.Double = d, sp, double
							oracleSources(a, try)
						}
					}
				}
			case ActKeepAward:
				for _, aw := range oAwards {
					a.Award = aw
					try(a)
				}
			case ActBranch:
				for _, to := range oConveyor {
					a.To = to
					try(a)
				}
			case ActSpeak:
				for _, g := range append(oGoals[1:], NoGoal) {
					for _, on := range oGoals {
						a.Goal, a.On = g, on
						try(a)
					}
				}
			case ActChooseGoal:
				for _, g := range oGoals {
					a.Goal = g
					try(a)
				}
			case ActPadlock:
				for _, g := range oGains {
					a.Gain = g
					try(a)
				}
			default: // kinds with no fields, and the values that are no kind
				try(a)
			}
		}
	}
}

// oracleSources tries a task with its part from every source: storage, a
// Voucher, one past the last source, and the Recycling pool for every part
// given (Give is a field only of a part from the pool).
func oracleSources(a Action, try func(Action)) {
	for _, from := range oFroms {
		a.From, a.Give = from, 0
		if from != FromRecycling {
			try(a)
			continue
		}
		for _, give := range oParts {
			a.Give = give
			try(a)
		}
	}
}

// legacyLegal is LegalActions as it was before the fast generators: each
// decision's candidates, a few skipped where they plainly fail, each run
// through checkKind. The fast list must come in its exact order, on which
// golden files and recorded games depend.
func legacyLegal(s *GameState) []Action {
	var dst []Action
	d := s.next()
	p := d.Player
	seat := s.seatOf(p)
	try := func(a Action) {
		if s.checkKind(seat, &a).ok() {
			dst = append(dst, a)
		}
	}
	switch d.Kind {
	case DecideStartSpot, DecideCertSpace:
		for sp := range components.CertSpaces {
			try(CertSpace(p, sp))
		}
	case DecideStartPick:
		for part := range Part(components.NumParts) {
			try(StartPart(p, part))
		}
		for src := range numDesignSources {
			try(StartDesign(p, src))
		}
	case DecideWorkstation:
		for w := range Workstation(NumWorkstations) {
			try(Select(p, w))
		}
	case DecideWork:
		for dep := range Department(components.NumDepartments) {
			try(Train(p, dep))
		}
		for dep := range Department(components.NumDepartments) {
			try(Homework(p, dep))
		}
		for give := range Part(components.NumParts) {
			for take := range Part(components.NumParts) {
				try(Recycle(p, give, take))
			}
		}
		try(EndTurn(p))
		legacyTasks(s, seat, try)
	case DecideAward:
		for a := range Award(components.NumAwards) {
			try(KeepAward(p, a))
		}
	case DecideBranch:
		for _, l := range components.Conveyor[s.pending.path[s.pending.pathLen-1]].Next {
			try(Branch(p, ConveyorSpace(l.To)))
		}
	case DecideGarage:
		for g := range components.Garages {
			try(Garage(p, g))
		}
	case DecideSpeak:
		for g := range GoalCard(components.NumGoals) {
			if s.players[seat].goals&(1<<g) == 0 {
				continue
			}
			try(Speak(p, g, NoGoal))
			try(Speak(p, g, g))
		}
		for place := range meetingGoals {
			if g := s.faceUpGoal(place); g != empty {
				try(Speak(p, NoGoal, GoalCard(g)))
			}
		}
		try(Pass(p))
	case DecideRoomGoal:
		for g := range GoalCard(components.NumGoals) {
			try(ChooseGoal(p, g))
		}
	case DecidePadlock:
		for set := range uint8(1 << len(components.PadlockBenefits)) {
			if g, ok := padlockGain(&s.ed().Edition, set); ok {
				try(Padlock(p, g))
			}
		}
	}
	return dst
}

// legacyTasks tries the department tasks of a working turn as the old
// LegalActions did.
func legacyTasks(s *GameState, seat int8, try func(Action)) {
	c := s.colorOf(seat)
	pl := &s.players[seat]
	works := func(d Department) bool { return s.checkDepartment(seat, d).ok() }
	if works(Design) {
		for src := range numDesignSources {
			try(TakeDesign(c, src))
		}
	}
	if works(Logistics) {
		for card := range components.NumKanbanCards {
			if pl.kanban&(1<<card) != 0 {
				for place := range numPlacements {
					try(Kanban(c, card, place))
				}
			}
		}
		free := s.storageFree(seat)
		for part := range Part(components.NumParts) {
			for n := 1; n <= min(free, int(s.board.warehouse[part])); n++ {
				try(Collect(c, part, n))
			}
		}
		try(Voucher(c))
	}
	if works(Assembly) {
		for m := range Model(components.NumModels) {
			for part := range Part(components.NumParts) {
				try(Provide(c, m, part, FromStorage))
				try(Provide(c, m, part, FromVoucher))
				for give := range Part(components.NumParts) {
					if pl.parts[give] > 0 {
						try(ProvideRecycled(c, m, part, give))
					}
				}
			}
		}
	}
	if works(RnD) {
		var opts [components.MaxQueue][components.Garages + 1]DesignTile
		var nopts [components.MaxQueue]int
		for pos := range opts {
			opts[pos][0] = NoDesign
			nopts[pos] = 1
			if pos >= int(s.board.queueLen) {
				continue
			}
			for d := DesignTile(0); d < components.NumDesigns; d++ {
				if pl.desk.has(int(d)) && d.Model() == Model(s.board.queue[pos]) && nopts[pos] < len(opts[pos]) {
					opts[pos][nopts[pos]] = d
					nopts[pos]++
				}
			}
		}
		var idx [components.MaxQueue]int
		for {
			var claims [components.MaxQueue]DesignTile
			for pos := range claims {
				claims[pos] = opts[pos][idx[pos]]
			}
			try(Claim(c, claims))
			pos := 0
			for ; pos < len(idx); pos++ {
				if idx[pos]++; idx[pos] < nopts[pos] {
					break
				}
				idx[pos] = 0
			}
			if pos == len(idx) {
				break
			}
		}
		for d := DesignTile(0); d < components.NumDesigns; d++ {
			if !pl.desk.has(int(d)) {
				continue
			}
			if _, ok := d.Part(); !ok {
				continue
			}
			for sp := range components.NumParts {
				if s.board.upgrades[d.Model()][sp] != empty {
					continue
				}
				for _, double := range [2]bool{false, true} {
					try(Upgrade(c, d, sp, FromStorage, double))
					try(Upgrade(c, d, sp, FromVoucher, double))
					for give := range Part(components.NumParts) {
						if pl.parts[give] > 0 {
							try(UpgradeRecycled(c, d, sp, give, double))
						}
					}
				}
			}
		}
	}
}

// sortedActions returns a sorted copy of a list of actions, to compare
// lists as multisets.
func sortedActions(list []Action) []Action {
	out := slices.Clone(list)
	slices.SortFunc(out, func(a, b Action) int { return cmp.Compare(fmt.Sprint(a), fmt.Sprint(b)) })
	return out
}

// orderedByOracle reports whether the oracle lists a decision's actions in
// LegalActions' order.
func orderedByOracle(k DecisionKind) bool {
	return k != DecideSpeak && k != DecidePadlock && k != DecideBranch
}

// checkListing compares the legal actions of s with the oracle's (all and
// allClaims as oracleLegal takes them) and with the old generator's, and
// applies each of them.
func checkListing(t fataler, s *GameState, all, allClaims bool) {
	got := s.AppendLegalActions(nil)
	if old := legacyLegal(s); !slices.Equal(got, old) {
		t.Fatalf("at %v, LegalActions differs from the old generator's order or set:\n got %v\nwant %v", s.next(), got, old)
	}
	want := oracleLegal(s, all, allClaims)
	if orderedByOracle(s.next().Kind) {
		if !slices.Equal(got, want) {
			t.Fatalf("at %v, LegalActions differs from the oracle:\n got %v\nwant %v", s.next(), got, want)
		}
	} else if !slices.Equal(sortedActions(got), sortedActions(want)) {
		t.Fatalf("at %v, LegalActions differs from the oracle as a set:\n got %v\nwant %v", s.next(), got, want)
	}
	for _, a := range got {
		if _, _, err := AppendApply(nil, *s, a); err != nil {
			t.Fatalf("listed action %v refused: %v", a, err)
		}
	}
}

// R-ENG-1 R-ENG-2: in random games of 2 to 4 players, at every step the
// legal actions are exactly what the brute-force oracle finds (every
// action of every kind by every player, with every value of every field,
// kept when check accepts it), in the order the old generate-and-check
// listing gave, and Apply accepts each of them.
func TestPropertyLegalActionsAreTheOracles(t *testing.T) {
	t.Parallel()
	long(t)
	rapid.Check(t, func(t *rapid.T) {
		s, _, err := New(randomConfig(t))
		if err != nil {
			t.Fatal(err)
		}
		steps := rapid.IntRange(1, 600).Draw(t, "steps")
		for i := range steps {
			if s.IsOver() {
				break
			}
			checkListing(t, &s, i%16 == 0, false)
			legal := s.LegalActions()
			if s, _, err = Apply(s, pick(t, legal)); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// R-ENG-1 R-ENG-2: over 300 whole random games of 2 to 4 players in a
// soak run (8 by default), sides and Sandra variants mixed, the legal
// actions at every step are the oracle's, as
// TestPropertyLegalActionsAreTheOracles checks them, the oracle trying
// every value of every field at every 32nd step. The games run in four
// parallel shards; a failure names the game's seed.
func TestOracleOverWholeGames(t *testing.T) {
	long(t)
	games := uint64(soak.N(8, 300))
	colors := []Color{Red, Blue, Yellow, Purple}
	const shards = 4
	for shard := range uint64(shards) {
		t.Run(fmt.Sprint("shard-", shard), func(t *testing.T) {
			t.Parallel()
			for seed := shard; seed < games; seed += shards {
				cfg := configOf(seed, colors[:2+seed%3]...)
				cfg.SandraReward = seed%2 == 1
				for i := range cfg.Players {
					cfg.Players[i].ExpertSide = (seed>>(i+2))%2 == 1
				}
				s, _, err := New(cfg)
				if err != nil {
					t.Fatal(err)
				}
				r := rand.New(rand.NewPCG(seed, 9))
				for step := 0; !s.IsOver(); step++ {
					checkListing(seeded{t, seed}, &s, step%32 == 0, false)
					if s, _, err = Apply(s, pickKind(r, s.LegalActions())); err != nil {
						t.Fatalf("game %d: %v", seed, err)
					}
				}
			}
		})
	}
}

// R-ENG-1 R-ENG-2 R-SOLO-1 R-MTG-2: over 16 whole random solo games (200
// in a soak run), with no Difficulty card or two at random and both of
// Sandra's sides, the legal actions at every step are the oracle's, as
// TestOracleOverWholeGames checks them, the oracle trying every value of
// every field at every 32nd step and at every Meeting's turn to speak
// (where only the human is asked). A failure names the game's seed.
func TestOracleOverSoloGames(t *testing.T) {
	t.Parallel()
	long(t)
	colors := []Color{Red, Blue, Yellow, Purple}
	speaks := 0
	for seed := range uint64(soak.N(16, 200)) {
		cfg := configOf(seed, colors[seed%4])
		cfg.Solo = &SoloConfig{RandomDifficulty: seed%2 == 1}
		cfg.SandraReward = seed%8 >= 4
		s, _, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 11))
		for step := 0; !s.IsOver(); step++ {
			speak := s.next().Kind == DecideSpeak
			if speak {
				speaks++
			}
			checkListing(seeded{t, seed}, &s, step%32 == 0 || speak, false)
			if s, _, err = Apply(s, pickKind(r, s.LegalActions())); err != nil {
				t.Fatalf("game %d: %v", seed, err)
			}
		}
	}
	if speaks == 0 {
		t.Fatal("no game reached a Meeting's turn to speak")
	}
}

// seeded prefixes a failure with the seed of the game it happened in.
type seeded struct {
	*testing.T
	seed uint64
}

func (s seeded) Fatalf(format string, args ...any) {
	s.T.Helper()
	s.T.Fatalf("game %d: "+format, append([]any{s.seed}, args...)...)
}

// R-RND-1 R-RND-8 R-RND-9: the claims LegalActions lists are exactly those
// check accepts among every claim of every tile (and none) on every car,
// at Research & Development turns of random games.
func TestLegalClaimsAreTheOracles(t *testing.T) {
	t.Parallel()
	long(t)
	seen, want := 0, soak.N(8, 16)
	for seed := uint64(0); seen < want && seed < 200; seed++ {
		s, _, err := New(configOf(seed, []Color{Red, Blue, Yellow, Purple}[:2+seed%3]...))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		for !s.IsOver() && seen < want {
			legal := s.LegalActions()
			if slices.ContainsFunc(legal, func(a Action) bool { return a.Kind == ActClaim }) && r.IntN(4) == 0 {
				checkListing(t, &s, false, true)
				seen++
				break
			}
			if s, _, err = Apply(s, pickKind(r, legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen < want {
		t.Fatalf("only %d positions with claims", seen)
	}
}

// isCanonical agrees with canonical for any action. It names every field
// of Action; a new field must be added to it, and to this test.
func TestIsCanonical(t *testing.T) {
	if n := reflect.TypeFor[Action]().NumField(); n != 22 {
		t.Fatalf("Action has %d fields: add the new ones to isCanonical and to this test", n)
	}
	rapid.Check(t, func(rt *rapid.T) {
		a := Action{
			Kind:        ActionKind(rapid.IntRange(1, int(numActionKinds)-1).Draw(rt, "kind")),
			Dept:        Department(rapid.IntRange(0, 1).Draw(rt, "dept")),
			Part:        Part(rapid.IntRange(0, 1).Draw(rt, "part")),
			Give:        Part(rapid.IntRange(0, 1).Draw(rt, "give")),
			From:        PartSource(rapid.IntRange(0, 2).Draw(rt, "from")),
			Model:       Model(rapid.IntRange(0, 1).Draw(rt, "model")),
			Design:      DesignTile(rapid.IntRange(0, 1).Draw(rt, "design")),
			Workstation: Workstation(rapid.IntRange(0, 1).Draw(rt, "workstation")),
			Source:      DesignSource(rapid.IntRange(0, 1).Draw(rt, "source")),
			Award:       Award(rapid.IntRange(0, 1).Draw(rt, "award")),
			Space:       int8(rapid.IntRange(0, 1).Draw(rt, "space")),
			Count:       int8(rapid.IntRange(0, 1).Draw(rt, "count")),
			Placement:   KanbanPlacement(rapid.IntRange(0, 1).Draw(rt, "placement")),
			To:          ConveyorSpace(rapid.IntRange(0, 1).Draw(rt, "to")),
			Card:        int8(rapid.IntRange(0, 1).Draw(rt, "card")),
			Double:      rapid.Bool().Draw(rt, "double"),
			Goal:        GoalCard(rapid.IntRange(0, 1).Draw(rt, "goal")),
			On:          GoalCard(rapid.IntRange(0, 1).Draw(rt, "on")),
		}
		if rapid.Bool().Draw(rt, "claims") {
			a.Claims[rapid.IntRange(0, len(a.Claims)-1).Draw(rt, "claim")] = 1
		}
		if rapid.Bool().Draw(rt, "gain") {
			g := [...]*int8{&a.Gain.PP, &a.Gain.Books, &a.Gain.Vouchers, &a.Gain.BankedShifts, &a.Gain.Speech}
			*g[rapid.IntRange(0, len(g)-1).Draw(rt, "gained")] = int8(rapid.IntRange(-1, 1).Draw(rt, "gain by"))
		}
		if a.isCanonical() != (a == a.canonical()) {
			rt.Fatalf("isCanonical of %+v is %v", a, a.isCanonical())
		}
		// Canonical but for one field, each in turn, set to a value
		// with any bits, its sign's included.
		set := []func(b *Action, x uint8){
			func(b *Action, x uint8) { b.Dept = Department(x) },
			func(b *Action, x uint8) { b.Part = Part(x) },
			func(b *Action, x uint8) { b.Give = Part(x) },
			func(b *Action, x uint8) { b.From = PartSource(x) },
			func(b *Action, x uint8) { b.Model = Model(x) },
			func(b *Action, x uint8) { b.Design = DesignTile(x) },
			func(b *Action, x uint8) { b.Workstation = Workstation(x) },
			func(b *Action, x uint8) { b.Source = DesignSource(x) },
			func(b *Action, x uint8) { b.Award = Award(x) },
			func(b *Action, x uint8) { b.Space = int8(x) },
			func(b *Action, x uint8) { b.Count = int8(x) },
			func(b *Action, x uint8) { b.Placement = KanbanPlacement(x) },
			func(b *Action, x uint8) { b.To = ConveyorSpace(x) },
			func(b *Action, x uint8) { b.Card = int8(x) },
			func(b *Action, x uint8) { b.Claims[0] = DesignTile(x) },
			func(b *Action, x uint8) { b.Claims[len(b.Claims)-1] = DesignTile(x) },
			func(b *Action, x uint8) { b.Double = x%2 == 1 },
			func(b *Action, x uint8) { b.Gain.PP = int8(x) },
			func(b *Action, x uint8) { b.Gain.Books = int8(x) },
			func(b *Action, x uint8) { b.Gain.Vouchers = int8(x) },
			func(b *Action, x uint8) { b.Gain.BankedShifts = int8(x) },
			func(b *Action, x uint8) { b.Gain.Speech = int8(x) },
			func(b *Action, x uint8) { b.Goal = GoalCard(x) },
			func(b *Action, x uint8) { b.On = GoalCard(x) },
		}
		high := rapid.Bool().Draw(rt, "high bits")
		v := uint8(rapid.IntRange(1, 255).Draw(rt, "value"))
		for _, f := range set {
			b := a
			if high {
				for _, g := range set {
					g(&b, 0xff)
				}
				b.From = a.From
			}
			b = b.canonical()
			f(&b, v)
			if b.isCanonical() != (b == b.canonical()) {
				rt.Fatalf("isCanonical of %+v is %v", b, b.isCanonical())
			}
		}
	})
}
