package kanban

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/input"
	"github.com/kanbanev/kanban/internal/rng"
)

// deal checks a configuration and draws every random outcome of setup, in a
// fixed order (R-SET-2, R-SET-16): the Performance Goal and Kanban decks,
// the Recycling pool, the Factory Goals, the Designs, the Demand tiles, the
// Final Goal, the Award tiles and the first player.
func deal(cfg Config) (*Setup, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	r := rng.New(cfg.Seed, 0)
	n := len(cfg.Players)
	su := &Setup{
		Schema:     SchemaVersion,
		Rules:      cfg.Edition.Digest(),
		Config:     cfg.clone(),
		GoalDeck:   shuffled(&r, components.NumGoals),
		KanbanDeck: shuffled(&r, components.NumKanbanCards),
	}

	// R-SET-3: three parts of three different types.
	for _, p := range shuffled(&r, components.NumParts)[:components.RecyclingPool] {
		su.Pool = append(su.Pool, Part(p))
	}

	// R-SET-4: two tiles of each kind, the easier first.
	for k := range components.NumFactoryGoalKinds {
		drawn := shuffled(&r, components.FactoryGoalsPerKind)[:components.FactoryGoalsDrawn]
		for i := range drawn {
			drawn[i] += k * components.FactoryGoalsPerKind
		}
		slices.SortStableFunc(drawn, func(a, b int) int {
			return cmp.Compare(cfg.Edition.ed().FactoryGoals[a].Threshold, cfg.Edition.ed().FactoryGoals[b].Threshold)
		})
		su.FactoryGoals = append(su.FactoryGoals, drawn...)
	}

	su.Designs = shuffled(&r, components.NumDesigns)      // R-SET-7
	su.Demand = shuffled(&r, len(components.DemandTiles)) // R-SET-10
	su.FinalGoal = r.IntN(components.NumFinalGoals)       // R-SET-11

	// R-SET-12: Award tiles by player count; the rest leave unseen.
	var tiles []Award
	for a, count := range cfg.Edition.ed().AwardTiles {
		for range count {
			tiles = append(tiles, Award(a))
		}
	}
	rng.Shuffle(&r, tiles)
	per := int(cfg.Edition.ed().AwardsPerTrack[cfg.tablePlayers()])
	for d := range components.NumDepartments {
		su.Awards = append(su.Awards, slices.Clone(tiles[d*per:(d+1)*per]))
	}

	su.FirstPlayer = cfg.Players[r.IntN(n)].Color // R-SET-14
	if cfg.Solo != nil {
		su.Solo = dealSolo(&r, cfg.Solo, cfg.Edition.ed().soloDigest)
	}
	su.RNG = GeneratorState{r.Hi, r.Lo}
	return su, nil
}

// shuffled returns 0 … n-1 in random order.
func shuffled(r *rng.PCG, n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	rng.Shuffle(r, s)
	return s
}

// check refuses a configuration the game cannot be set up from (R-SET-1).
func (cfg Config) check() error {
	n := len(cfg.Players)
	if cfg.Solo != nil {
		if n != components.SoloHumans {
			return &RuleError{Rule: "R-SOLO-1", Reason: fmt.Sprintf("a solo game has 1 player, not %d", n)}
		}
		if err := cfg.Solo.check(); err != nil {
			return err
		}
	} else if n < components.MinPlayers || n > maxPlayers {
		reason := fmt.Sprintf("a game has 2 to 4 players, not %d", n)
		if n == components.SoloHumans {
			reason += "; a solo game names the solo options (Config.Solo)"
		}
		return &RuleError{Rule: "R-SET-1", Reason: reason}
	}
	var seen [components.NumColors]bool
	for _, p := range cfg.Players {
		if p.Color >= components.NumColors {
			return &RuleError{Rule: "R-SET-1", Reason: fmt.Sprintf("no colour %d", p.Color)}
		}
		if seen[p.Color] {
			return &RuleError{Rule: "R-SET-1", Reason: "two players have colour " + p.Color.String()}
		}
		seen[p.Color] = true
	}
	return nil
}

// setUp lays out the table from the setup outcomes (R-SET).
func (s *GameState) setUp(su *Setup) {
	cfg := su.Config
	*s = GameState{version: s.version, edition: cfg.Edition, nPlayers: uint8(len(cfg.Players)), sandraReward: cfg.SandraReward}
	if su.Solo != nil {
		s.setUpSolo(su.Solo, cfg.Players[0].Color)
	}
	s.seed = cfg.Seed
	s.rng = rng.PCG{Hi: su.RNG[0], Lo: su.RNG[1]}
	b := &s.board

	for p := range b.supply {
		b.supply[p] = uint8(s.ed().PartsPerType)
	}
	for m := range b.cars {
		b.cars[m] = uint8(s.ed().CarsPerModel)
	}
	b.books, b.vouchers = uint8(s.ed().BookSupply), uint8(s.ed().VoucherSupply)

	for _, p := range su.Pool { // R-SET-3
		b.pool = b.pool.with(p)
		b.supply[p]--
	}

	for i, t := range su.FactoryGoals { // R-SET-4
		b.factory[i] = factorySlot{tile: uint8(t), tokens: uint8(s.ed().FactoryGoalTokens[s.tablePlayers()][i%components.FactoryGoalsDrawn])}
	}

	for m := range b.upgrades { // R-SET-5
		for i := range b.upgrades[m] {
			b.upgrades[m][i] = empty
		}
	}

	track := s.ed().TestTracks[s.tablePlayers()] // R-SET-6
	b.pace = uint8(track.Striped[components.PaceCarStart])

	d := su.Designs // R-SET-7
	for r := range components.DisplayRows {
		for c := range components.DisplayColumns {
			b.display[r][c] = int8(d[r*components.DisplayColumns+c])
		}
	}
	d = d[components.DisplayRows*components.DisplayColumns:]
	for i := range b.stacks {
		fromTop(&b.stacks[i], d[i*components.DesignStackSize:(i+1)*components.DesignStackSize])
	}

	for i := range b.conveyor { // R-SET-8
		b.conveyor[i] = empty
	}
	for m := range components.NumModels {
		start := components.ColourSpace(Model(m))
		b.conveyor[start] = int8(m)
		b.conveyor[s.ed().Conveyor[start].Next[0].To] = int8(m)
		b.cars[m] -= 2
	}

	fromTop(&b.goalDeck, su.GoalDeck) // R-SET-16
	fromTop(&b.kanbanDeck, su.KanbanDeck)
	for i := range s.nPlayers {
		p := &s.players[i]
		s.colors[i] = cfg.Players[i].Color
		s.expert[i] = cfg.Players[i].ExpertSide
		for range s.startGoals() {
			p.goals |= 1 << b.goalDeck.pop()
		}
		for range s.ed().StartKanbanCards {
			p.kanban |= 1 << b.kanbanDeck.pop()
		}
	}

	card := b.kanbanDeck.pop() // R-SET-9
	for _, part := range s.ed().KanbanCards[card] {
		if b.supply[part] > 0 {
			b.supply[part]--
			b.warehouse[part]++
		}
	}
	b.kanbanDeck.pushBottom(card)
	b.kanbanShown = card
	s.mem.kanbanKnown = 1 // everyone saw it go under (R-SET-9)

	for i := range b.room { // R-SET-11
		b.room[i] = int8(b.goalDeck.pop())
	}
	b.finalGoal = uint8(su.FinalGoal)

	for i := range b.demand { // R-SET-10
		t := su.Demand[i]
		b.demand[i] = demandSlot{tile: int8(t), tokens: uint8(s.ed().DemandTiles[t].Speech)}
	}
	fromTop(&b.demandStack, su.Demand[components.DemandFaceUp:])

	for dep := range b.awards { // R-SET-12
		for _, a := range su.Awards[dep] {
			b.awards[dep].push(uint8(a))
		}
		b.awardSpeech[dep] = components.AwardStackSpeech
	}

	for i := range s.nPlayers { // R-SET-13
		p := &s.players[i]
		p.pp = int16(s.ed().StartPP)
		p.vouchers = uint8(s.ed().StartVouchers)
		b.vouchers -= uint8(s.ed().StartVouchers)
		p.books = uint8(s.ed().StartBooks)
		b.books -= uint8(s.ed().StartBooks)
		p.speech = uint8(s.ed().StartSpeechOnSpaces)
		p.certSpace = empty
		p.double = empty
		p.station = NoWorkstation
		for g := range p.garages {
			p.garages[g] = empty
		}
		for a := range p.awards {
			p.awards[a] = empty
		}
	}

	for w := range s.stations {
		s.stations[w] = empty
	}
	s.sandra = deskPos // R-SET-11
	s.mtg.reset()
	s.turn = turn{seat: empty, other: empty, leaving: empty}

	// R-SET-14: orientation starts with the first player, in seating order.
	first := s.seatOf(su.FirstPlayer)
	var o [maxPlayers + 1]int8
	for i := range s.nPlayers {
		o[i] = int8((uint8(first) + i) % s.nPlayers)
	}
	s.setOrder(o, int(s.nPlayers))
	s.phase = phaseSpots
}

// check refuses setup outcomes that no deal could give, so that a replayed
// log cannot build an impossible table.
func (su *Setup) check() error {
	if su.Table != nil && !su.Hidden {
		return fmt.Errorf("kanban: setup: the table is shown only in a player's copy")
	}
	if su.Schema != SchemaVersion {
		return fmt.Errorf("kanban: the log is written in schema %d; this engine reads schema %d", su.Schema, SchemaVersion)
	}
	if ed := su.Config.Edition; su.Rules != ed.Digest() {
		if ed.IsZero() {
			return fmt.Errorf("kanban: the game was dealt under rules and data %s; this engine has %s", brief(su.Rules), components.Version)
		}
		return fmt.Errorf("kanban: the game was dealt under rules and data %s, not those of its edition %s (%s)", brief(su.Rules), input.Quote(ed.Name()), ed.Digest())
	}
	if err := su.Config.check(); err != nil {
		return err
	}
	bad := func(what string) error { return fmt.Errorf("kanban: setup: bad %s", what) }
	if !isPermutation(su.GoalDeck, components.NumGoals) {
		return bad("goal deck")
	}
	if !isPermutation(su.KanbanDeck, components.NumKanbanCards) {
		return bad("Kanban deck")
	}
	if !isPermutation(su.Designs, components.NumDesigns) {
		return bad("Designs")
	}
	if !isPermutation(su.Demand, len(components.DemandTiles)) {
		return bad("Demand tiles")
	}
	var pool partSet
	for _, p := range su.Pool {
		if p >= components.NumParts || pool.has(p) {
			return bad("Recycling pool")
		}
		pool = pool.with(p)
	}
	if len(su.Pool) != components.RecyclingPool {
		return bad("Recycling pool")
	}
	if len(su.FactoryGoals) != components.NumFactoryGoalKinds*components.FactoryGoalsDrawn {
		return bad("Factory Goals")
	}
	for i, t := range su.FactoryGoals {
		if t < 0 || t >= len(components.FactoryGoals) || int(su.Config.Edition.ed().FactoryGoals[t].Kind) != i/components.FactoryGoalsDrawn {
			return bad("Factory Goals")
		}
	}
	if su.FinalGoal < 0 || su.FinalGoal >= components.NumFinalGoals {
		return bad("Final Goal")
	}
	if len(su.Awards) != components.NumDepartments {
		return bad("Award tiles")
	}
	var used [components.NumAwards]int8
	for _, tiles := range su.Awards {
		if len(tiles) != int(su.Config.Edition.ed().AwardsPerTrack[su.Config.tablePlayers()]) {
			return bad("Award tiles")
		}
		for _, a := range tiles {
			if a >= components.NumAwards {
				return bad("Award tiles")
			}
			used[a]++
			if used[a] > su.Config.Edition.ed().AwardTiles[a] {
				return bad("Award tiles")
			}
		}
	}
	if (su.Solo != nil) != (su.Config.Solo != nil) {
		return bad("solo setup")
	}
	if su.Solo != nil {
		if err := su.Solo.check(su.Config.Solo, su.Hidden, su.Config.Edition.ed().soloDigest); err != nil {
			return err
		}
	}
	for _, p := range su.Config.Players {
		if p.Color == su.FirstPlayer {
			return nil
		}
	}
	return bad("first player")
}

func isPermutation(list []int, n int) bool {
	if len(list) != n {
		return false
	}
	seen := make([]bool, n)
	for _, v := range list {
		if v < 0 || v >= n || seen[v] {
			return false
		}
		seen[v] = true
	}
	return true
}

// foldStarted folds EvStarted into the state.
func (s *GameState) foldStarted(e *Event, seat int8) {
	s.setUp(e.Setup)
}
