package kanban

import (
	"math/bits"

	"github.com/kanbanev/kanban/components"
)

// checkClaim checks claiming cars (R-RND-1, R-RND-8, R-RND-9): once a turn,
// at least one car behind the Pace Car, each paid by a different Design of
// its model on the desk, each with an empty garage, the position costs paid
// at once.
func (s *GameState) checkClaim(seat int8, claims [components.MaxQueue]DesignTile) violation {
	if v := s.checkClaimTurn(seat); !v.ok() {
		return v
	}
	p, b := &s.players[seat], &s.board
	cars := 0
	var used designSet
	for pos, d := range claims {
		if d == NoDesign {
			continue
		}
		switch {
		case pos >= int(b.queueLen):
			return refuse("R-RND-1", "no car is there behind the Pace Car")
		case int(d) >= components.NumDesigns || !p.desk.has(int(d)):
			return refusef("R-RND-1", "Design %v is not on the desk", d, nil)
		case used.has(int(d)):
			return refuse("R-RND-1", "one Design pays for one car")
		case d.Model() != Model(b.queue[pos]):
			return refusef("R-RND-1", "a %v Design cannot pay for a %v", d.Model(), Model(b.queue[pos]))
		}
		used = used.with(int(d))
		cars++
	}
	if cars == 0 {
		return refuse("R-RND-1", "claim at least one car")
	}
	if cars > s.emptyGarages(seat) {
		return refuse("R-RND-8", "each claimed car needs an empty garage")
	}
	return legal
}

// checkClaimTurn checks what claiming cars needs whatever the cars: working
// in Research & Development, no cars claimed yet this turn (R-RND-9).
func (s *GameState) checkClaimTurn(seat int8) violation {
	if v := s.checkDepartment(seat, RnD); !v.ok() {
		return v
	}
	if s.turn.did(flagClaimed) {
		return refuse("R-RND-9", "cars are claimed once a turn")
	}
	return legal
}

// appendRnDTasks appends the legal Research & Development tasks, when the
// turn works there: the claims, then the upgrades.
func (s *GameState) appendRnDTasks(dst []Action, w *work) []Action {
	if !w.depts.has(RnD) {
		return dst
	}
	return s.appendUpgrades(s.appendClaims(dst, w), w)
}

// appendClaims appends every legal claim, in the order of an odometer
// counting through the choices of the cars behind the Pace Car, the front
// car's turning fastest: for each car none, or a Design of its model on
// the desk, in tile order. checkClaim's parts: the turn worked in R&D with
// no claim made yet and an empty garage tested once; the cars behind the
// Pace Car, each paid by a Design of its model on the desk, by
// construction; no Design paying twice, at least one car, a garage for
// each (R-RND-1, R-RND-8) and the Shifts the claimed positions cost
// (checkShifts) as the claim is built (claimSearch).
func (s *GameState) appendClaims(dst []Action, w *work) []Action {
	b := &s.board
	garages := s.emptyGarages(w.seat)
	if b.queueLen == 0 || garages == 0 || s.turn.did(flagClaimed) {
		return dst
	}
	c := claimSearch{garages: garages, shifts: w.shifts, costs: &s.ed().ClaimCosts, task: Action{Kind: ActClaim, Player: w.player}}
	desk, any := s.players[w.seat].desk, designSet(0)
	for pos := range int(b.queueLen) {
		c.options[pos] = desk & designsOf(Model(b.queue[pos]))
		any |= c.options[pos]
	}
	if any == 0 {
		return dst
	}
	return c.appendFrom(dst, int(b.queueLen)-1, [components.MaxQueue]DesignTile{NoDesign, NoDesign, NoDesign, NoDesign}, 0, 0, 0)
}

// claimSearch is what appendClaims builds claims from: the Designs on the
// desk of each car's model, the empty garages, the Shifts the player can
// spend, and the claim action to fill in.
type claimSearch struct {
	options         [components.MaxQueue]designSet
	garages, shifts int
	costs           *[components.MaxQueue]int8 // the edition's ClaimCosts
	task            Action
}

// appendFrom appends the legal claims that choose the cars from pos down to
// the front car, those behind pos chosen already: claims, with their
// number, their cost and the Designs paying. Each car is left unclaimed
// first, then paid by each Design not paying yet, in tile order; a choice
// that leaves no garage for the car or costs more Shifts than the player
// has is not followed, since claiming more cars only adds to both (position
// costs are never negative).
func (c *claimSearch) appendFrom(dst []Action, pos int, claims [components.MaxQueue]DesignTile, cars, cost int, used designSet) []Action {
	if pos < 0 {
		if cars > 0 {
			dst = append(dst, c.task)
			dst[len(dst)-1].Claims = claims // set in the list: see appendSources
		}
		return dst
	}
	dst = c.appendFrom(dst, pos-1, claims, cars, cost, used)
	if cost += int(c.costs[pos]); cars >= c.garages || cost > c.shifts {
		return dst
	}
	for set := c.options[pos] &^ used; set != 0; set &= set - 1 {
		d := bits.TrailingZeros64(uint64(set))
		claims[pos] = DesignTile(d)
		dst = c.appendFrom(dst, pos-1, claims, cars+1, cost, used.with(d))
	}
	return dst
}

// designsOf returns the set of model m's Design tiles.
func designsOf(m Model) designSet { return modelDesigns[m] }

// modelDesigns holds the Design tiles of each model.
var modelDesigns = func() (t [components.NumModels]designSet) {
	for d := range DesignTile(components.NumDesigns) {
		t[d.Model()] = t[d.Model()].with(int(d))
	}
	return t
}()

// emptyGarages returns how many open garages of a seat are empty; the
// padlocked one opens with Assembly certification (R-ASM-7).
func (s *GameState) emptyGarages(seat int8) int {
	n := 0
	for g := range components.Garages {
		if s.garageFree(seat, g) {
			n++
		}
	}
	return n
}

// garageOpen reports whether garage g of a seat is open.
func (s *GameState) garageOpen(seat int8, g int) bool {
	return g < components.BasicGarages || s.certified(seat, Assembly)
}

// claim claims the cars, their cost paid (perform): the Designs go to the
// bottom of the Central stack front car first, the Pace Car advances one
// space per car and the queue closes up (R-RND-1, R-RND-2); then the cars
// are parked (R-RND-3).
func (e *engine) claim(seat int8, claims [components.MaxQueue]DesignTile) {
	cars := 0
	list := listOf(claims[:e.s.board.queueLen])
	for _, d := range claims[:e.s.board.queueLen] {
		if d != NoDesign {
			cars++
		}
	}
	ev := e.add(seat, EvCarsClaimed)
	ev.List = list
	e.fold(ev)
	e.advancePaceCar(cars)
	e.park(seat)
}

// park parks the next claimed car: in the only empty garage, or in the one
// the player chooses; when all are parked, Factory Goals are checked
// (R-RND-3, R-FG-1).
func (e *engine) park(seat int8) {
	s := e.s
	if s.turn.parkingLen == 0 {
		e.checkFactoryGoals(seat)
		return
	}
	if s.emptyGarages(seat) > 1 {
		ev := e.add(seat, EvChoicePending)
		ev.Decision = DecideGarage
		e.fold(ev)
		return
	}
	for g := range components.Garages {
		if s.garageOpen(seat, g) && s.players[seat].garages[g] == empty {
			e.parkIn(seat, g)
			return
		}
	}
}

// appendGarages appends the garages the claimed car can park in, in order:
// the open empty ones (garageFree).
func (s *GameState) appendGarages(dst []Action, seat int8) []Action {
	p := s.colorOf(seat)
	for g := range components.Garages {
		if s.garageFree(seat, g) {
			dst = append(dst, Garage(p, g))
		}
	}
	return dst
}

// garageFree reports whether garage g (in range) of a seat is open and
// empty: checkGarage's verdict.
func (s *GameState) garageFree(seat int8, g int) bool {
	return s.garageOpen(seat, g) && s.players[seat].garages[g] == empty
}

// checkGarage checks the garage a claimed car parks in: an open, empty one
// (R-RND-3).
func (s *GameState) checkGarage(seat int8, g int8) violation {
	switch {
	case g >= 0 && g < components.Garages && s.garageFree(seat, int(g)):
		return legal
	case g < 0 || g >= components.Garages || !s.garageOpen(seat, int(g)):
		return refuse("R-RND-3", "no such open garage")
	}
	return refuse("R-RND-3", "that garage is taken")
}

// parkIn parks the next claimed car in garage g and gives the garage's
// benefit once; the padlocked garage gives two different benefits of the
// player's choice on the standard side, a Speech token on the expert side
// (R-RND-3, R-RND-7).
func (e *engine) parkIn(seat int8, g int) {
	s := e.s
	ev := e.add(seat, EvCarParked)
	ev.Model, ev.Space = Model(s.turn.parking[0]), int8(g)
	e.fold(ev)
	g0, ok := s.garageBenefit(seat, g)
	if !ok {
		ev := e.add(seat, EvChoicePending)
		ev.Decision = DecidePadlock
		e.fold(ev)
		return
	}
	e.gain(seat, g0)
	e.park(seat)
}

// garageBenefit returns the benefit of garage g of a seat's board, or false
// for the padlocked garage of the standard side, whose two benefits the
// player chooses (R-RND-3, R-RND-7).
func (s *GameState) garageBenefit(seat int8, g int) (Benefit, bool) {
	switch {
	case g < components.BasicGarages && s.expert[seat]:
		return s.ed().ExpertGarageBenefits[g], true
	case g < components.BasicGarages:
		return s.ed().GarageBenefits[g], true
	case s.expert[seat]:
		return s.ed().ExpertPadlockBenefit, true
	}
	return Benefit{}, false
}

// appendPadlocks appends the padlock choices, in the order of
// padlockChoices — what checkPadlock accepts (R-RND-7).
func (s *GameState) appendPadlocks(dst []Action, seat int8) []Action {
	p := s.colorOf(seat)
	for _, g := range s.ed().padlockChoices {
		dst = append(dst, Padlock(p, g))
	}
	return dst
}

// checkPadlock checks a padlock choice: the sum of PadlockPicks different
// benefits shown on the padlocked garage (R-RND-7), one of padlockChoices.
func (s *GameState) checkPadlock(g Benefit) violation {
	for _, sum := range s.ed().padlockChoices {
		if sum == g {
			return legal
		}
	}
	return refuse("R-RND-7", "take two different benefits of the padlocked garage")
}

// padlockChoicesOf lists an edition's padlock choices: the sum of each
// set of PadlockPicks different padlock benefits, sets in the order of
// their bits (padlockGain).
func padlockChoicesOf(ed *components.Edition) (out []Benefit) {
	for set := range uint8(1 << len(ed.PadlockBenefits)) {
		if g, ok := padlockGain(ed, set); ok {
			out = append(out, g)
		}
	}
	return out
}

// padlockGain returns the sum of an edition's padlock benefits in a set
// (bit i for its PadlockBenefits[i]), and whether the set is a legal
// choice: exactly PadlockPicks of them.
func padlockGain(ed *components.Edition, set uint8) (Benefit, bool) {
	if bits.OnesCount8(set) != components.PadlockPicks {
		return Benefit{}, false
	}
	var g Benefit
	for i, b := range ed.PadlockBenefits {
		if set&(1<<i) != 0 {
			g = g.Add(b)
		}
	}
	return g, true
}

func (e *engine) padlock(seat int8, g Benefit) {
	ev := e.add(seat, EvPadlockTaken)
	ev.Gain = g
	e.fold(ev)
	e.gain(seat, g)
	e.park(seat)
}

// checkUpgrade checks upgrading a Design (R-RND-4, R-RND-6).
func (s *GameState) checkUpgrade(seat int8, d DesignTile, space int8, from PartSource, give Part, double bool) violation {
	if v := s.checkDepartment(seat, RnD); !v.ok() {
		return v
	}
	p := &s.players[seat]
	if int(d) >= components.NumDesigns || !p.desk.has(int(d)) {
		return refusef("R-RND-4", "Design %v is not on the desk", d, nil)
	}
	part, ok := d.Part()
	switch {
	case !ok:
		return refuse("R-RND-4", "a Design without a part cannot be upgraded")
	case space < 0 || space >= components.NumParts:
		return refuse("R-RND-4", "no such upgrade space")
	case !s.upgradeSpaceFree(d.Model(), space):
		return refuse("R-RND-4", "that upgrade space is taken")
	}
	if double && !s.canDouble(seat, part) {
		return s.whyNoDouble(seat, part)
	}
	if v := s.checkPartSource(seat, part, from, give, "R-RND-4"); !v.ok() {
		return v
	}
	return legal
}

// upgradeSpaceFree reports whether upgrade space sp (in range) of model m
// is empty (R-RND-4).
func (s *GameState) upgradeSpaceFree(m Model, sp int8) bool { return s.board.upgrades[m][sp] == empty }

// freeUpgradeSpaces returns model m's empty upgrade spaces
// (upgradeSpaceFree), as a set of space numbers.
func (s *GameState) freeUpgradeSpaces(m Model) partSet {
	var free partSet
	for sp := range int8(components.NumParts) {
		if s.upgradeSpaceFree(m, sp) {
			free = free.with(Part(sp))
		}
	}
	return free
}

// canDouble reports whether the player may make the Double Upgrade with a
// part of this type: certified in R&D, the Double Upgrade not used yet this
// game, the type not double-upgraded before (R-RND-6).
func (s *GameState) canDouble(seat int8, part Part) bool {
	return s.certified(seat, RnD) && s.players[seat].double == empty && !s.board.doubled.has(part)
}

// whyNoDouble says why canDouble refuses the Double Upgrade (R-RND-6).
func (s *GameState) whyNoDouble(seat int8, part Part) violation {
	switch {
	case !s.certified(seat, RnD):
		return refuse("R-RND-6", "the Double Upgrade needs R&D certification")
	case s.players[seat].double != empty:
		return refuse("R-RND-6", "the Double Upgrade is used once a game")
	}
	return refusef("R-RND-6", "the %v was double-upgraded already", part, nil)
}

// appendUpgrades appends the legal upgrades, when the turn has the Shift:
// Design by Design of the desk with a part that can come from some source
// (partOffer), on each empty upgrade space of its model, single, then
// double where canDouble allows it, from each source the part can come
// from — checkUpgrade's parts, each tested once at the level it depends
// on.
func (s *GameState) appendUpgrades(dst []Action, w *work) []Action {
	if taskShifts > w.shifts {
		return dst
	}
	o := s.partOffer(w)
	if o.any() == 0 {
		return dst
	}
	for set := s.players[w.seat].desk & (1<<components.NumDesigns - 1); set != 0; set &= set - 1 {
		d := DesignTile(bits.TrailingZeros64(uint64(set)))
		part, ok := d.Part()
		if !ok || !o.any().has(part) {
			continue
		}
		doubles := s.canDouble(w.seat, part)
		task := Action{Kind: ActUpgrade, Player: w.player, Design: d}
		for sp := s.freeUpgradeSpaces(d.Model()); sp != 0; sp &= sp - 1 {
			n := len(dst)
			dst = o.appendSources(dst, part, task)
			if doubles {
				k := len(dst)
				dst = o.appendSources(dst, part, task)
				for i := k; i < len(dst); i++ {
					dst[i].Double = true // set in the list: see appendSources
				}
			}
			for i, space := n, int8(sp.first()); i < len(dst); i++ {
				dst[i].Space = space
			}
		}
	}
	return dst
}

// upgrade upgrades a Design: the part goes on the upgrade space, the player
// takes its benefit, the part's marker moves up (two steps for the Double
// Upgrade, which scores the new value), the Design flips, +2 PP; then
// Factory Goals are checked (R-RND-4, R-RND-6).
func (e *engine) upgrade(seat int8, d DesignTile, space int8, from PartSource, give Part, double bool) {
	part, _ := d.Part()
	g := e.s.upgradeGain(d, space, double)
	ev := e.add(seat, EvDesignUpgraded)
	ev.Design, ev.Part, ev.Space, ev.From, ev.Give, ev.Double = d, part, space, from, give, double
	e.fold(ev)
	e.gain(seat, g)
	e.checkFactoryGoals(seat)
}

// upgradeGain returns what upgrading Design d on an upgrade space gives:
// the space's benefit and UpgradePP, and for the Double Upgrade the part's
// value after its marker moves (R-RND-4, R-RND-6).
func (s *GameState) upgradeGain(d DesignTile, space int8, double bool) Benefit {
	g := s.ed().UpgradeSpaces[d.Model()][space]
	g.PP += components.UpgradePP
	if double {
		part, _ := d.Part()
		g.PP += s.ed().UpgradeValues[s.board.upgradedValue(part, true)]
	}
	return g
}

// upgradedValue returns the Upgrade Value track space a part's marker
// moves to when the part is upgraded: one step up, two for the Double
// Upgrade, as far as the track goes (R-RND-4, R-RND-6).
func (b *board) upgradedValue(part Part, double bool) uint8 {
	steps := uint8(1)
	if double {
		steps = components.DoubleUpgradeSteps
	}
	return min(b.value[part]+steps, uint8(len(components.UpgradeValues)-1))
}

// foldPaceCarAdvanced folds EvPaceCarAdvanced into the state.
func (s *GameState) foldPaceCarAdvanced(e *Event, seat int8) {
	b := &s.board
	b.pace = uint8(e.Space)
}

// foldCarsClaimed folds EvCarsClaimed into the state.
func (s *GameState) foldCarsClaimed(e *Event, seat int8) {
	p := s.playerAt(seat)
	b := &s.board
	t := &s.turn
	n := 0
	for pos, d := range e.List.items()[:b.queueLen] {
		if d == noDesign8 {
			b.queue[n] = b.queue[pos]
			n++
			continue
		}
		p.desk = p.desk.without(int(d))
		s.pushCentral([]uint8{d}, false)
		t.parking[t.parkingLen] = b.queue[pos]
		t.parkingLen++
	}
	for i := n; i < int(b.queueLen); i++ {
		b.queue[i] = 0 // slots past the end stay zero, for ==
	}
	b.queueLen = uint8(n)
	t.flags |= flagClaimed
}

// foldCarParked folds EvCarParked into the state.
func (s *GameState) foldCarParked(e *Event, seat int8) {
	p := s.playerAt(seat)
	t := &s.turn
	p.garages[e.Space] = int8(e.Model)
	p.garageUse |= 1 << e.Space
	copy(t.parking[:], t.parking[1:t.parkingLen])
	t.parkingLen--
	t.parking[t.parkingLen] = 0 // slots past the end stay zero, for ==
	if s.pending.kind == DecideGarage {
		s.pending = pending{}
	}
}

// foldPadlockTaken folds EvPadlockTaken into the state.
func (s *GameState) foldPadlockTaken(e *Event, seat int8) {
	s.pending = pending{}
}

// foldDesignUpgraded folds EvDesignUpgraded into the state.
func (s *GameState) foldDesignUpgraded(e *Event, seat int8) {
	p := s.playerAt(seat)
	b := &s.board
	d := int(e.Design)
	m := components.Designs[d].Model
	s.takePart(seat, e.Part, e.From, e.Give)
	b.upgrades[m][e.Space] = int8(e.Part)
	p.desk = p.desk.without(d)
	p.upgraded = p.upgraded.with(d)
	b.value[e.Part] = b.upgradedValue(e.Part, e.Double)
	if e.Double {
		p.double = int8(d)
		b.doubled = b.doubled.with(e.Part)
	}
}
