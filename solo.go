package kanban

import (
	"fmt"
	"slices"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/rng"
)

// The solo mode (SOLO.md): one human player against the two Colleagues,
// Mr. Lacerda and Mr. Turczi, automated workers who never wait for input.
// This file holds their setup, their Department Selection and what the
// table shows of them; colleagues.go their working turns and soloday.go
// the end of the day, Meetings and the end of the game. Every change they
// make goes through an event folded beside the code that emits it.

// SoloConfig is the solo mode's options. A Config with one player and a
// SoloConfig sets up a solo game (R-SOLO-1, R-SOLO-9). Nice Sandra
// (R-SOLO-28) is Config.SandraReward, the same side of Sandra.
type SoloConfig struct {
	// Difficulty lists the Difficulty cards in play, each at most once.
	Difficulty []components.Difficulty `json:"difficulty,omitempty"`
	// RandomDifficulty plays 2 different Difficulty cards picked at random
	// instead; Difficulty is then empty.
	RandomDifficulty bool `json:"random_difficulty,omitempty"`
}

// SoloSetup is the solo part of the setup event: the Difficulty cards in
// play and the Colleagues' decks as dealt (R-SOLO-8, R-SOLO-9, R-SET-2).
// A player's copy leaves out both decks' orders (R-SOLO-11, R-SOLO-12).
type SoloSetup struct {
	// Rules is the version of the solo data: the solo digest of the
	// game's edition (components.Edition.SoloDigest), components.SoloVersion
	// for the built-in one.
	Rules string `json:"rules"`
	// Difficulty is the Difficulty cards in play, in card order.
	Difficulty []components.Difficulty `json:"difficulty"`
	// Column is the department cards filling the column, top first.
	Column []int `json:"column"`
	// DepartmentDeck is the deck rebuilt from the other cards once the
	// column is full, top first (R-SOLO-11).
	DepartmentDeck []int `json:"department_deck,omitempty"`
	// SelectionDeck is the shuffled selection deck, top first (R-SOLO-12).
	SelectionDeck []int `json:"selection_deck,omitempty"`
}

// colleagueSeat is the seat number of Colleague i on workstations and in
// the orders of choosing: past the players' seats and Sandra's.
func colleagueSeat(i int) int8 { return int8(sandraSeat + 1 + i) }

// isColleague reports whether a seat is a Colleague's.
func isColleague(seat int8) bool {
	return seat >= colleagueSeat(0) && seat < colleagueSeat(components.Colleagues)
}

// solo is the solo mode's pieces; zero in a game of 2 to 4 players.
type solo struct {
	on         bool
	difficulty uint16 // the Difficulty cards in play, by bit
	// column is the department cards face up, top first, empty past the
	// last (R-SOLO-11).
	column   [components.SoloColumn]int8
	deptDeck pile      // the department deck, its top last
	selDeck  pile      // the selection deck, its top last
	drawn    int8      // the selection card drawn most recently, or empty
	shared   pile      // the shared stack of Designs (R-SOLO-6)
	gone     designSet // Upgraded Designs out of the game (R-SOLO-29)
	weeks    uint8     // End-of-Week scorings so far (R-DIFF-8)
	fired    bool      // the human was fired (R-SOLO-32)
	// meetTokens is each Colleague's Speech tokens left in the Meeting
	// under way (R-SOLO-30).
	meetTokens [components.Colleagues]uint8
	// final is each Colleague's final scoring by category (R-SOLO-33).
	final     [components.Colleagues][numScoreCategories]int16
	parts     [components.NumParts]uint8
	colleague [components.Colleagues]colleague
}

// colleague is one Colleague's pieces (R-SOLO-1): a worker, a disc on each
// training track, a Certification marker and a PP marker.
type colleague struct {
	color     Color
	pp        int16
	train     [components.NumDepartments]uint8
	stamp     [components.NumDepartments]uint32
	certSpace int8 // the space of his section of the Certification track, or empty
	station   Workstation
	part      int8      // the Colleague's part, or empty (R-SOLO-14)
	upgraded  designSet // his pile of Upgraded Designs (R-SOLO-20)
	cars      [components.NumModels]uint8
}

// hasDifficulty reports whether Difficulty card d is in play.
func (s *GameState) hasDifficulty(d components.Difficulty) bool {
	return s.solo.difficulty&(1<<d) != 0
}

// tablePlayers is the player count the player-count tables are read at: 3
// in a solo game (R-SOLO-1).
func (s *GameState) tablePlayers() uint8 {
	if s.solo.on {
		return components.SoloTablePlayers
	}
	return s.nPlayers
}

// tablePlayers is the player count a configuration's tables are read at.
func (cfg Config) tablePlayers() int {
	if cfg.Solo != nil {
		return components.SoloTablePlayers
	}
	return len(cfg.Players)
}

// startGoals is the number of Performance Goals each player is dealt: 4 for
// the solo human (R-SOLO-7).
func (s *GameState) startGoals() int {
	if s.solo.on {
		return components.SoloStartGoals
	}
	return int(s.ed().StartGoals)
}

// checkSolo refuses solo options the game cannot be set up from (R-SOLO-1,
// R-SOLO-9); the player count is checked with the rest of the
// configuration.
func (c *SoloConfig) check() error {
	if c.RandomDifficulty && len(c.Difficulty) > 0 {
		return &RuleError{Rule: "R-SOLO-9", Reason: "Difficulty cards are chosen or picked at random, not both"}
	}
	var seen uint16
	for _, d := range c.Difficulty {
		if d >= components.SoloDifficultyCards {
			return &RuleError{Rule: "R-SOLO-9", Reason: fmt.Sprintf("no Difficulty card %d", d)}
		}
		if seen&(1<<d) != 0 {
			return &RuleError{Rule: "R-SOLO-9", Reason: "Difficulty card " + d.String() + " is chosen twice"}
		}
		seen |= 1 << d
	}
	return nil
}

// dealSolo draws the solo setup's random outcomes after the rest, in a
// fixed order (R-SET-2): the Difficulty cards picked at random, the
// department deck and the column, the deck rebuilt, the selection deck
// (R-SOLO-8, R-SOLO-9, R-SOLO-11, R-SOLO-12). rules is the solo digest of
// the game's edition.
func dealSolo(r *rng.PCG, c *SoloConfig, rules string) *SoloSetup {
	out := &SoloSetup{Rules: rules, Difficulty: []components.Difficulty{}}
	if c.RandomDifficulty {
		for _, d := range shuffled(r, components.SoloDifficultyCards)[:components.SoloDifficultyPick] {
			out.Difficulty = append(out.Difficulty, components.Difficulty(d))
		}
	} else {
		out.Difficulty = append(out.Difficulty, c.Difficulty...)
	}
	slices.Sort(out.Difficulty)

	// The column takes the first cards but the reshuffle card, which is
	// set aside; once it is full, every other card makes a new deck.
	out.Column = []int{}
	for _, card := range shuffled(r, components.SoloDepartmentCards+1) {
		if card != components.SoloReshuffleCard && len(out.Column) < components.SoloColumn {
			out.Column = append(out.Column, card)
		}
	}
	out.DepartmentDeck = []int{}
	for _, i := range shuffled(r, components.SoloDepartmentCards+1-components.SoloColumn) {
		out.DepartmentDeck = append(out.DepartmentDeck, deckLeft(out.Column)[i])
	}
	out.SelectionDeck = shuffled(r, components.SoloSelectionCards)
	return out
}

// deckLeft returns the department cards not in the column, in id order.
func deckLeft[T ~int | ~int8](column []T) []int {
	var out []int
	for card := range components.SoloDepartmentCards + 1 {
		if !slices.Contains(column, T(card)) {
			out = append(out, card)
		}
	}
	return out
}

// check refuses a solo setup no deal could give, or not dealt under
// rules, the solo digest of the game's edition.
func (su *SoloSetup) check(c *SoloConfig, hidden bool, rules string) error {
	bad := func(what string) error { return fmt.Errorf("kanban: setup: bad %s", what) }
	if su.Rules != rules {
		return fmt.Errorf("kanban: the solo game was dealt under solo data %s; this engine has %s", brief(su.Rules), rules)
	}
	want := &SoloConfig{Difficulty: su.Difficulty}
	if err := want.check(); err != nil || !slices.IsSorted(su.Difficulty) {
		return bad("Difficulty cards")
	}
	if c.RandomDifficulty && len(su.Difficulty) != components.SoloDifficultyPick ||
		!c.RandomDifficulty && !slices.Equal(slices.Sorted(slices.Values(c.Difficulty)), su.Difficulty) {
		return bad("Difficulty cards")
	}
	if len(su.Column) != components.SoloColumn {
		return bad("column")
	}
	for i, card := range su.Column {
		if card < 0 || card >= components.SoloReshuffleCard || slices.Contains(su.Column[:i], card) {
			return bad("column")
		}
	}
	if hidden {
		return nil
	}
	left := deckLeft(su.Column)
	if len(su.DepartmentDeck) != len(left) || !slices.Equal(slices.Sorted(slices.Values(su.DepartmentDeck)), left) {
		return bad("department deck")
	}
	if !isPermutation(su.SelectionDeck, components.SoloSelectionCards) {
		return bad("selection deck")
	}
	return nil
}

// equal reports whether two solo setups are the same.
func (su *SoloSetup) equal(o *SoloSetup) bool {
	if su == nil || o == nil {
		return su == o
	}
	return su.Rules == o.Rules && slices.Equal(su.Difficulty, o.Difficulty) &&
		slices.Equal(su.Column, o.Column) && slices.Equal(su.DepartmentDeck, o.DepartmentDeck) &&
		slices.Equal(su.SelectionDeck, o.SelectionDeck)
}

// forPlayer returns the copy of a solo setup a player may see: the
// Difficulty cards and the column, not the decks' orders.
func (su *SoloSetup) forPlayer() *SoloSetup {
	return &SoloSetup{Rules: su.Rules, Difficulty: slices.Clone(su.Difficulty), Column: slices.Clone(su.Column)}
}

// setUpSolo lays out the Colleagues and their decks (R-SOLO-1..8).
func (s *GameState) setUpSolo(su *SoloSetup, human Color) {
	so := &s.solo
	so.on = true
	for _, d := range su.Difficulty {
		so.difficulty |= 1 << d
	}
	for i := range so.column {
		so.column[i] = empty
	}
	for i, card := range su.Column {
		so.column[i] = int8(card)
	}
	fromTop(&so.deptDeck, su.DepartmentDeck)
	fromTop(&so.selDeck, su.SelectionDeck)
	so.drawn = empty
	i := 0
	for _, c := range components.SoloColorOrder { // R-SOLO-2
		if c == human || i == components.Colleagues {
			continue
		}
		co := &so.colleague[i]
		*co = colleague{color: c, pp: int16(s.ed().StartPP), certSpace: empty, station: NoWorkstation, part: empty} // R-SOLO-5
		for d := range co.train {                                                                                   // R-SOLO-4: placed at setup, under any later arrival
			co.train[d] = uint8(s.ed().ColleagueStartTraining[i])
		}
		i++
	}
}

// colleagueOf returns the Colleague of a colour, or -1.
func (s *GameState) colleagueOf(c Color) int {
	if s.solo.on {
		for i := range s.solo.colleague {
			if s.solo.colleague[i].color == c {
				return i
			}
		}
	}
	return -1
}

// placeColleagues puts the Colleagues' Certification markers on their start
// spots once the human has taken theirs (R-SOLO-3).
func (e *engine) placeColleagues() {
	human := e.s.players[0].certSpace
	for i := range components.Colleagues {
		spot := e.s.ed().ColleagueStartSpots[i][0]
		if spot == human {
			spot = e.s.ed().ColleagueStartSpots[i][1]
		}
		ev := e.add(colleagueSeat(i), EvColleagueSpotTaken)
		ev.Space = spot
		e.fold(ev)
	}
}

// foldColleagueSpotTaken folds EvColleagueSpotTaken into the state.
func (s *GameState) foldColleagueSpotTaken(e *Event, seat int8) {
	s.solo.colleague[s.colleagueOf(e.Player)].certSpace = e.Space
}

// fillColumn draws department cards below those in the column until it
// holds 3, setting the reshuffle card aside and rebuilding an empty deck at
// once; then every card not in the column makes a new deck (R-SOLO-11).
func (e *engine) fillColumn() {
	so := &e.s.solo
	for so.column[components.SoloColumn-1] == empty {
		if so.deptDeck.len() == 0 {
			e.rebuildDepartmentDeck()
		}
		ev := e.add(empty, EvColumnDrawn)
		ev.Card = int8(so.deptDeck.top())
		e.fold(ev)
	}
	e.rebuildDepartmentDeck()
}

// rebuildDepartmentDeck shuffles every department card not in the column
// into a new deck (R-SOLO-11).
func (e *engine) rebuildDepartmentDeck() {
	r := e.s.rng
	left := deckLeft(e.s.solo.column[:])
	rng.Shuffle(&r, left)
	var l List
	for _, card := range left {
		l.push(uint8(card))
	}
	ev := e.add(empty, EvDepartmentDeckRebuilt)
	ev.List, ev.RNG = l, GeneratorState{r.Hi, r.Lo}
	e.fold(ev)
}

// foldColumnDrawn folds EvColumnDrawn into the state: the deck's top card
// goes below the column's cards, or aside if it is the reshuffle card.
func (s *GameState) foldColumnDrawn(e *Event, seat int8) {
	so := &s.solo
	card := so.deptDeck.pop()
	if card == components.SoloReshuffleCard {
		return
	}
	for i := range so.column {
		if so.column[i] == empty {
			so.column[i] = int8(card)
			return
		}
	}
}

// foldDepartmentDeckRebuilt folds EvDepartmentDeckRebuilt into the state.
func (s *GameState) foldDepartmentDeckRebuilt(e *Event, seat int8) {
	s.rng = rng.PCG{Hi: e.RNG[0], Lo: e.RNG[1]}
	fromTop(&s.solo.deptDeck, e.List.items())
}

// colleagueSelects is a Colleague's Department Selection (R-SOLO-14): he
// draws a selection card, takes the column's top or bottom card as it
// says, and goes to his fixed workstation of that card's department, or of
// the next one down whose workstation is empty.
func (e *engine) colleagueSelects(seat int8) {
	s := e.s
	so := &s.solo
	i := int(seat - colleagueSeat(0))
	card := e.drawSelection(seat)

	place := 0
	if !e.s.ed().SoloSelectionDeck[card].Top {
		for place+1 < len(so.column) && so.column[place+1] != empty {
			place++
		}
	}
	dept := e.s.ed().SoloDepartmentDeck[so.column[place]].Dept
	co := &so.colleague[i]
	if s.day > 1 && co.station != NoWorkstation && co.station.Department() == dept {
		dept = (dept + 1) % components.NumDepartments
	}
	bottom := e.s.ed().ColleagueBottomStation[i]
	for s.stations[WorkstationOf(dept, bottom)] != empty {
		dept = (dept + 1) % components.NumDepartments
	}
	ev := e.add(seat, EvColleagueSelected)
	ev.Space, ev.Workstation = int8(place), WorkstationOf(dept, bottom)
	e.fold(ev)
}

// listOfInts returns a List of small numbers.
func listOfInts(v []int) List {
	var l List
	for _, x := range v {
		l.push(uint8(x))
	}
	return l
}

// foldSelectionReshuffled folds EvSelectionReshuffled into the state.
func (s *GameState) foldSelectionReshuffled(e *Event, seat int8) {
	s.rng = rng.PCG{Hi: e.RNG[0], Lo: e.RNG[1]}
	fromTop(&s.solo.selDeck, e.List.items())
}

// foldSelectionDrawn folds EvSelectionDrawn into the state: the card's
// part becomes the Colleague's part. Drawn cards leave the deck until it
// is empty and all 18 are shuffled again (R-SOLO-12).
func (s *GameState) foldSelectionDrawn(e *Event, seat int8) {
	so := &s.solo
	so.drawn = int8(so.selDeck.pop())
	if i := s.colleagueOf(e.Player); i >= 0 {
		so.colleague[i].part = int8(e.Part)
	}
}

// foldColleagueSelected folds EvColleagueSelected into the state: the
// column card at Space leaves the column, and the Colleague's worker moves
// to Workstation.
func (s *GameState) foldColleagueSelected(e *Event, seat int8) {
	so := &s.solo
	copy(so.column[e.Space:], so.column[e.Space+1:])
	so.column[len(so.column)-1] = empty
	i := s.colleagueOf(e.Player)
	co := &so.colleague[i]
	if co.station != NoWorkstation {
		s.stations[co.station] = empty
	}
	co.station = e.Workstation
	s.stations[e.Workstation] = colleagueSeat(i)
	s.orderPos++
}

// certifications returns how many departments the Colleague is certified
// in: the section of the Certification track his marker is in.
func (co *colleague) certifications() int {
	n := 0
	for _, sp := range co.train {
		if sp >= components.TrackCertified {
			n++
		}
	}
	return n
}

// clone returns a copy of the configuration that shares nothing with it.
func (cfg Config) clone() Config {
	out := Config{Players: slices.Clone(cfg.Players), Seed: cfg.Seed, SandraReward: cfg.SandraReward, Edition: cfg.Edition}
	if cfg.Solo != nil {
		out.Solo = &SoloConfig{Difficulty: slices.Clone(cfg.Solo.Difficulty), RandomDifficulty: cfg.Solo.RandomDifficulty}
	}
	return out
}

// soloConfigEqual reports whether two solo options are the same.
func soloConfigEqual(a, b *SoloConfig) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.RandomDifficulty == b.RandomDifficulty && slices.Equal(a.Difficulty, b.Difficulty)
}

// humanOrder keeps the players' seats of an order, leaving out the
// Colleagues.
func (s *GameState) humanOrder(o [maxPlayers + 1]int8, n int) ([maxPlayers + 1]int8, int) {
	var out [maxPlayers + 1]int8
	k := 0
	for _, seat := range o[:n] {
		if !isColleague(seat) {
			out[k] = seat
			k++
		}
	}
	return out, k
}

// foldColleagueTurn folds EvColleagueTurn into the state.
func (s *GameState) foldColleagueTurn(e *Event, seat int8) {
	s.turn = turn{pos: uint8(e.Workstation), seat: colleagueSeat(s.colleagueOf(e.Player)), other: empty, leaving: empty}
}

// withoutSeed returns a copy of the configuration without its seed, as a
// player's copy of the setup shows it (R-ENG-3).
func (cfg Config) withoutSeed() Config {
	out := cfg.clone()
	out.Seed = 0
	return out
}

// soloBounds is bounds for the solo mode's pieces.
func soloBounds(s *GameState) string {
	so := &s.solo
	if so.difficulty>>components.SoloDifficultyCards != 0 {
		return "the Difficulty cards"
	}
	for i, c := range so.column {
		if c == empty {
			for _, d := range so.column[i:] {
				if d != empty {
					return "the column"
				}
			}
			break
		}
		if c < 0 || c >= components.SoloReshuffleCard {
			return "the column"
		}
	}
	if so.deptDeck.len() > components.SoloDepartmentCards+1 || so.selDeck.len() > components.SoloSelectionCards ||
		so.drawn < empty || so.drawn >= components.SoloSelectionCards {
		return "the Colleagues' decks"
	}
	for _, c := range so.deptDeck.items() {
		if c > components.SoloReshuffleCard {
			return "the department deck"
		}
	}
	for _, c := range so.selDeck.items() {
		if c >= components.SoloSelectionCards {
			return "the selection deck"
		}
	}
	for _, d := range so.shared.items() {
		if d >= components.NumDesigns {
			return "the shared stack"
		}
	}
	var want [components.Colleagues]Color
	k := 0
	for _, c := range components.SoloColorOrder { // R-SOLO-2
		if c != s.colors[0] && k < components.Colleagues {
			want[k] = c
			k++
		}
	}
	for i := range so.colleague {
		co := &so.colleague[i]
		if co.color != want[i] {
			return "a Colleague's colour"
		}
		if co.color >= components.NumColors || co.certSpace < empty || co.certSpace >= components.CertSpaces ||
			!(co.station == NoWorkstation || co.station < NumWorkstations) || co.part < empty || co.part >= components.NumParts {
			return "a Colleague"
		}
		for _, sp := range co.train {
			if sp > components.TrackExpert {
				return "a Colleague's disc"
			}
		}
		if co.station != NoWorkstation && s.stations[co.station] != colleagueSeat(i) {
			return "a Colleague's workstation"
		}
	}
	return ""
}

// SoloView is what a solo game shows everyone beside the rest of the
// table (View.Solo): the Difficulty cards, the column, the Colleagues and
// what they hold. The orders of both decks are hidden (R-SOLO-11,
// R-SOLO-12): only their sizes are shown.
type SoloView struct {
	// Difficulty is the Difficulty cards in play.
	Difficulty []components.Difficulty `json:"difficulty"`
	// Column is the department cards face up, top first (R-SOLO-11); the
	// last one left after the Colleagues have chosen is the Plan card.
	Column []int `json:"column"`
	// DepartmentDeck and SelectionDeck count the cards in each deck.
	DepartmentDeck int `json:"department_deck"`
	SelectionDeck  int `json:"selection_deck"` // the selection cards left to draw
	// SelectionDrawn is the selection card drawn most recently, or -1
	// (R-SOLO-12, R-SOLO-26).
	SelectionDrawn int `json:"selection_drawn"`
	// SharedStack is the shared stack of Designs: its top and size
	// (R-SOLO-6).
	SharedStack StackTop `json:"shared_stack"`
	// ColleagueParts counts the parts the Colleagues hold together, by
	// type (R-SOLO-22).
	ColleagueParts [components.NumParts]int `json:"colleague_parts"`
	// Colleagues are Lacerda and Turczi, in that order.
	Colleagues [components.Colleagues]ColleagueView `json:"colleagues"`
}

// ColleagueView is one Colleague as the table shows him (R-SOLO-1).
type ColleagueView struct {
	Name  string `json:"name"`  // his name, from components.ColleagueNames
	Color Color  `json:"color"` // the colour of his pieces
	PP    int    `json:"pp"`    // his Production Points
	// Training is his disc's space on each training track.
	Training [components.NumDepartments]int `json:"training"`
	// CertSection and CertSpace are where his Certification marker is:
	// the section (his certifications) and its space, -1 before he has
	// placed it.
	CertSection int         `json:"cert_section"`
	CertSpace   int         `json:"cert_space"`  // the marker's space in that section, or -1
	Workstation Workstation `json:"workstation"` // where his worker stands, or NoWorkstation
	// Part is the Colleague's part, from his last selection card, or
	// NoPart (R-SOLO-14).
	Part     Part                      `json:"part"`
	Upgraded DesignSet                 `json:"upgraded"` // his pile of Upgraded Designs (R-SOLO-20)
	Cars     [components.NumModels]int `json:"cars"`     // his claimed cars of each model
}

// Solo returns what the table shows of the solo mode, and false in a game
// of 2 to 4 players.
func (s GameState) Solo() (SoloView, bool) {
	so := &s.solo
	if !so.on {
		return SoloView{}, false
	}
	v := SoloView{
		Difficulty:     []components.Difficulty{},
		Column:         []int{},
		DepartmentDeck: so.deptDeck.len(),
		SelectionDeck:  so.selDeck.len(),
		SelectionDrawn: int(so.drawn),
		SharedStack:    StackTop{Top: NoDesign, Size: so.shared.len()},
	}
	for d := range components.Difficulty(components.SoloDifficultyCards) {
		if s.hasDifficulty(d) {
			v.Difficulty = append(v.Difficulty, d)
		}
	}
	for _, c := range so.column {
		if c != empty {
			v.Column = append(v.Column, int(c))
		}
	}
	if so.shared.len() > 0 {
		v.SharedStack.Top = DesignTile(so.shared.top())
	}
	for p, n := range so.parts {
		v.ColleagueParts[p] = int(n)
	}
	for i := range so.colleague {
		co := &so.colleague[i]
		cv := ColleagueView{
			Name: components.ColleagueNames[i], Color: co.color, PP: int(co.pp),
			CertSection: co.certifications(), CertSpace: int(co.certSpace),
			Workstation: co.station, Part: NoPart, Upgraded: DesignSet(co.upgraded),
		}
		if co.part != empty {
			cv.Part = Part(co.part)
		}
		for d, sp := range co.train {
			cv.Training[d] = int(sp)
		}
		for m, n := range co.cars {
			cv.Cars[m] = int(n)
		}
		v.Colleagues[i] = cv
	}
	return v, true
}

// soloFromPosition lays out the solo pieces of a position (position.go).
func (s *GameState) soloFromPosition(ps *posSolo, e *build) error {
	so := &s.solo
	so.on = true
	if (&SoloConfig{Difficulty: ps.Difficulty}).check() != nil {
		return fmt.Errorf("bad Difficulty cards")
	}
	for _, d := range ps.Difficulty {
		so.difficulty |= 1 << d
	}
	if len(ps.Column) > components.SoloColumn {
		return fmt.Errorf("the column is too long")
	}
	for i := range so.column {
		so.column[i] = empty
	}
	for i, c := range ps.Column {
		so.column[i] = int8(c)
	}
	buildPile(e, &so.deptDeck, ps.DepartmentDeck, components.SoloDepartmentCards+1, "the department deck")
	buildPile(e, &so.selDeck, ps.SelectionDeck, components.SoloSelectionCards, "the selection deck")
	buildPile(e, &so.shared, ps.SharedStack, components.NumDesigns, "the shared stack")
	so.drawn, so.parts, so.weeks, so.fired = ps.SelectionDrawn, ps.ColleagueParts, ps.WeekScorings, ps.Fired
	so.gone = e.tileSet(ps.Gone, "the Designs out of the game")
	for i, pc := range ps.Colleagues {
		co := &so.colleague[i]
		*co = colleague{
			color: pc.Color, pp: pc.PP, certSpace: pc.CertSpace, station: pc.Workstation, part: empty,
			upgraded: e.tileSet(pc.Upgraded, "a Colleague's Upgraded Designs"), cars: pc.Cars,
		}
		if pc.Part != NoPart {
			co.part = int8(pc.Part)
		}
		for d, tr := range pc.Training {
			co.train[d], co.stamp[d] = tr.Space, tr.Arrived
		}
		so.meetTokens[i], so.final[i] = pc.MeetingTokens, pc.Final
	}
	return nil
}
