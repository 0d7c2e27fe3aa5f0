package kanban

import (
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/rng"
)

// department returns the department of the seat's workstation.
func (s *GameState) department(seat int8) Department {
	return s.players[seat].station.Department()
}

// checkShifts checks that the player can spend n more Shifts: at most 4 in
// the day, the workstation's first and then Banked Shifts, at most 3 of
// those in the turn (R-WRK-2, R-WRK-8). Short of Shifts only because Banked
// Shifts gained this turn are held, the player is refused under R-WRK-3.
// The verdict is spendable's; the rest says why not.
func (s *GameState) checkShifts(seat int8, n int) violation {
	if n <= s.spendable(seat) {
		return legal
	}
	t := &s.turn
	banked := int(s.players[seat].banked)
	switch {
	case int(t.worked)+n > components.MaxShiftsPerDay:
		return refuse("R-WRK-2", "no more than 4 Shifts are worked in a day")
	case banked > 0 && int(t.shifts)+banked >= n:
		return refuse("R-WRK-2", "no more than 3 Banked Shifts are spent in a turn")
	case int(t.shifts)+t.bankable(banked+int(t.pendBanked)) >= n:
		return refuse("R-WRK-3", "a Banked Shift gained this turn is held until the turn ends")
	}
	return refuse("R-WRK-2", "not enough Shifts left")
}

// spendable returns the most Shifts the player can spend now: what is left
// of the day's 4, and of the workstation's Shifts and the Banked Shifts the
// turn may still take (R-WRK-2, R-WRK-8). A cost of n Shifts passes
// checkShifts exactly when n is at most this.
func (s *GameState) spendable(seat int8) int {
	t := &s.turn
	return min(components.MaxShiftsPerDay-int(t.worked), int(t.shifts)+t.bankable(int(s.players[seat].banked)))
}

// bankable returns how many of a player's banked Banked Shifts the turn may
// still take out: at most 3 in a turn (R-WRK-2).
func (t *turn) bankable(banked int) int {
	return min(banked, components.MaxBankedPerTurn-int(t.banked))
}

// payShifts takes out the Banked Shifts, one at a time, that a cost of n
// Shifts needs beyond the workstation's (R-WRK-8), then spends the n
// Shifts; a cost of none spends nothing.
func (e *engine) payShifts(seat int8, n int) {
	if n == 0 {
		return
	}
	for range e.s.turn.bankedFor(n) {
		e.emitKind(seat, EvBankedShiftSpent)
	}
	ev := e.add(seat, EvShiftsSpent)
	ev.N = int16(n)
	e.fold(ev)
}

// bankedFor returns how many Banked Shifts a cost of n Shifts takes out:
// what the workstation's Shifts left do not cover (R-WRK-2, R-WRK-8).
func (t *turn) bankedFor(n int) int { return max(0, n-int(t.shifts)) }

// gain gives a seat a benefit, cut to what the supplies hold (R-WRK-11);
// during a working turn its Books, Vouchers and Banked Shifts are held until
// the turn ends (R-WRK-3).
func (e *engine) gain(seat int8, g Benefit) {
	b := &e.s.board
	g.Books = min(g.Books, int8(b.books))
	g.Vouchers = min(g.Vouchers, int8(b.vouchers))
	held := e.s.phase == phaseWorking
	if !held {
		g.BankedShifts = min(g.BankedShifts, e.s.ed().BankedShiftMax-int8(e.s.players[seat].banked))
	}
	if g.IsZero() {
		return
	}
	ev := e.add(seat, EvGained)
	ev.Gain, ev.Pending = g, held
	e.fold(ev)
}

// storageFree returns the empty part storage spaces of a seat (R-WRK-7).
func (s *GameState) storageFree(seat int8) int {
	p := &s.players[seat]
	n := int(s.ed().StorageSpaces)
	if s.certified(seat, Logistics) {
		n = int(s.ed().StorageSpacesCertified)
	}
	for _, c := range p.parts {
		n -= int(c)
	}
	return n
}

// deskFree returns the empty desk spaces of a seat (R-WRK-7).
func (s *GameState) deskFree(seat int8) int {
	n := int(s.ed().DeskSpaces)
	if s.certified(seat, Design) {
		n = int(s.ed().DeskSpacesCertified)
	}
	return n - s.players[seat].desk.count()
}

// checkSwap checks a Recycling action: a swap by R-WRK-6 that does not
// undo one made earlier in the turn (R-ENG-6). Without that limit a turn of
// free swaps could go on forever; with it a turn has at most 3 swaps more
// than it has tasks taking a part from the pool, and every exchange of parts
// between storage and pool is still reached, in at most 3 swaps.
func (s *GameState) checkSwap(seat int8, give, take Part) violation {
	if v := s.checkRecycle(seat, give, take); !v.ok() {
		return v
	}
	switch t := &s.turn; {
	case t.took.has(give):
		return refusef("R-ENG-6", "%v was taken from the Recycling pool this turn and cannot be given back to it", give, nil)
	case t.gave.has(take):
		return refusef("R-ENG-6", "%v was given to the Recycling pool this turn and cannot be taken back from it", take, nil)
	}
	return legal
}

// checkRecycle checks a swap of a stored part for a pool part (R-WRK-6), as
// the Recycling action and a task's part from the pool make it. The verdict
// is canGive's and the pool's; the rest says why not.
func (s *GameState) checkRecycle(seat int8, give, take Part) violation {
	if give < components.NumParts && take < components.NumParts && s.canGive(seat, give) && s.board.pool.has(take) {
		return legal // give is not in the pool, take is: they differ
	}
	switch {
	case give >= components.NumParts || take >= components.NumParts:
		return refuse("R-WRK-6", "no such part type")
	case s.players[seat].parts[give] == 0:
		return refusef("R-WRK-6", "no %v in storage", give, nil)
	case give == take:
		return refuse("R-WRK-6", "a part cannot be swapped for its own type")
	case !s.board.pool.has(take):
		return refusef("R-WRK-6", "no %v in the Recycling pool", take, nil)
	}
	return refusef("R-WRK-6", "the Recycling pool already holds a %v", give, nil)
}

// canGive reports whether a stored part of type give can go to the
// Recycling pool for one of its parts: the player stores one, and the pool
// holds none (R-WRK-6).
func (s *GameState) canGive(seat int8, give Part) bool {
	return s.players[seat].parts[give] > 0 && !s.board.pool.has(give)
}

// work is what the candidate actions of a working turn share, found once
// for a listing: who acts, the departments they may work in
// (checkDepartment's verdict), the most Shifts they can spend
// (checkShifts's), the stored part types they can give to the Recycling
// pool (canGive), and the part types stored (stores) and bought with a
// Voucher (buys), for partOffer. The department files list their tasks
// from it, each only if its department is worked and its Shifts can be
// spent.
type work struct {
	seat             int8
	player           Color
	depts            deptSet
	shifts           int
	gives            partSet
	stored, vouchers partSet
}

// workOf fills in *w with the shared facts of the acting seat's working
// turn. (It fills them in where the listing keeps them, rather than
// returning them: a value built a byte at a time and then copied whole
// would stall the processor, as in appendSources.)
func (s *GameState) workOf(w *work, seat int8) {
	p := &s.players[seat]
	var stored, vouchers partSet
	for part := range Part(components.NumParts) {
		if p.parts[part] > 0 { // stores
			stored |= 1 << part
		}
	}
	if p.vouchers > 0 {
		for part := range Part(components.NumParts) {
			if s.board.supply[part] > 0 { // buys
				vouchers |= 1 << part
			}
		}
	}
	w.seat, w.player, w.depts, w.shifts = seat, s.colorOf(seat), s.workDepartments(seat), s.spendable(seat)
	w.stored, w.vouchers = stored, vouchers
	w.gives = stored &^ s.board.pool // canGive: stored, and none in the pool
}

// does reports whether the turn can do a task of department d costing n
// Shifts: checkDepartment and checkShifts, the checks every task of d
// begins and ends with.
func (w *work) does(d Department, n int) bool { return w.depts.has(d) && n <= w.shifts }

// appendSwaps appends the legal Recycling swaps, give by give, then take by
// take: every stored type the pool lacks (canGive) and was not taken from
// it this turn, for every pool part not given to it this turn — what
// checkSwap accepts, built so (R-WRK-6, R-ENG-6).
func (s *GameState) appendSwaps(dst []Action, w *work) []Action {
	gives, takes := w.gives&^s.turn.took, s.board.pool&^s.turn.gave
	if takes == 0 {
		return dst
	}
	for g := gives; g != 0; g &= g - 1 {
		task := Recycle(w.player, g.first(), 0)
		for t := takes; t != 0; t &= t - 1 {
			dst = append(dst, task)
			dst[len(dst)-1].Part = t.first() // set in the list: see appendSources
		}
	}
	return dst
}

// endTurn runs the end of a player's turn in order (R-WRK-10): the display
// slides and refills, empty Demand tiles are replaced, held gains are
// credited, and the worker is laid down.
func (e *engine) endTurn(seat int8) {
	s := e.s
	if s.turn.flags&flagDesignLeft != 0 {
		e.emitKind(seat, EvDisplayRefilled)
	}
	e.replaceDemand(seat)
	t := &s.turn
	if t.pendBooks+t.pendVouchers+t.pendBanked > 0 {
		room := int(e.s.ed().BankedShiftMax) - int(s.players[seat].banked)
		g := Benefit{Books: int8(t.pendBooks), Vouchers: int8(t.pendVouchers), BankedShifts: int8(min(int(t.pendBanked), room))}
		ev := e.add(seat, EvCredited)
		ev.Gain = g
		e.fold(ev)
	}
	e.emitKind(seat, EvTurnEnded)
}

// replaceDemand replaces each Demand tile with no tokens left by the top of
// the Demand stack, then shuffles the removed tiles back into the stack
// (R-ASM-6).
func (e *engine) replaceDemand(seat int8) {
	b := &e.s.board
	var removed []uint8
	for i, d := range b.demand { // a copy: the tiles turned up replace these
		if d.tokens == 0 {
			removed = append(removed, uint8(d.tile))
			top := b.demandStack.top()
			ev := e.add(seat, EvDemandTileTurned)
			ev.Space, ev.Model = int8(i), e.s.ed().DemandTiles[top].Model
			e.fold(ev)
		}
	}
	if removed == nil {
		return
	}
	stack := b.demandStack
	for _, t := range removed {
		stack.push(t)
	}
	r := e.s.rng
	rng.Shuffle(&r, stack.items())
	ev := e.add(seat, EvDemandReplaced)
	ev.List, ev.RNG = stack.topList(), GeneratorState{r.Hi, r.Lo}
	e.fold(ev)
}

// foldGained folds EvGained into the state.
func (s *GameState) foldGained(e *Event, seat int8) {
	s.gain(seat, e.Gain, e.Pending)
}

// foldTurnStarted folds EvTurnStarted into the state.
func (s *GameState) foldTurnStarted(e *Event, seat int8) {
	t := &s.turn
	*t = turn{pos: uint8(e.Workstation), seat: seat, shifts: uint8(e.N), other: empty, leaving: empty}
}

// foldBankedShiftSpent folds EvBankedShiftSpent into the state.
func (s *GameState) foldBankedShiftSpent(e *Event, seat int8) {
	p := s.playerAt(seat)
	t := &s.turn
	p.banked--
	t.shifts++
	t.banked++
}

// foldRecycled folds EvRecycled into the state.
func (s *GameState) foldRecycled(e *Event, seat int8) {
	p := s.playerAt(seat)
	b := &s.board
	t := &s.turn
	p.parts[e.Give]--
	p.parts[e.Part]++
	b.pool = b.pool.without(e.Part).with(e.Give)
	t.gave, t.took = t.gave.with(e.Give), t.took.with(e.Part)
}

// foldDemandTileTurned folds EvDemandTileTurned into the state.
func (s *GameState) foldDemandTileTurned(e *Event, seat int8) {
	b := &s.board
	tile := b.demandStack.pop()
	b.demand[e.Space] = demandSlot{tile: int8(tile), tokens: uint8(s.ed().DemandTiles[tile].Speech)}
}

// foldDemandReplaced folds EvDemandReplaced into the state.
func (s *GameState) foldDemandReplaced(e *Event, seat int8) {
	b := &s.board
	fromTop(&b.demandStack, e.List.items())
	s.rng.Hi, s.rng.Lo = e.RNG[0], e.RNG[1]
}

// foldCredited folds EvCredited into the state.
func (s *GameState) foldCredited(e *Event, seat int8) {
	p := s.playerAt(seat)
	t := &s.turn
	p.books += uint8(e.Gain.Books)
	p.vouchers += uint8(e.Gain.Vouchers)
	p.banked += uint8(e.Gain.BankedShifts)
	t.pendBooks, t.pendVouchers, t.pendBanked = 0, 0, 0
}

// foldTurnEnded folds EvTurnEnded into the state.
func (s *GameState) foldTurnEnded(e *Event, seat int8) {
	p := s.playerAt(seat)
	t := &s.turn
	p.laidDown = true
	t.seat = empty
}

// foldChoicePending folds EvChoicePending into the state.
func (s *GameState) foldChoicePending(e *Event, seat int8) {
	s.pending = pending{kind: e.Decision, seat: seat, dept: e.Dept, pathLen: uint8(int(e.List.n))}
	for i, sp := range e.List.items() {
		s.pending.path[i] = int8(sp)
	}
}

// foldShiftsSpent folds EvShiftsSpent into the state.
func (s *GameState) foldShiftsSpent(e *Event, seat int8) {
	t := &s.turn
	t.shifts -= uint8(e.N)
	t.worked += uint8(e.N)
}

// noDesign8 marks "no Design" in an event's List.
const noDesign8 = uint8(NoDesign)

// takePart takes a part from where a task says it comes from: storage, the
// supply for a Voucher (which goes back to the supply, R-LOG-4), or the
// Recycling pool in exchange for a stored part (R-WRK-6).
func (s *GameState) takePart(seat int8, part Part, from PartSource, give Part) {
	p, b := &s.players[seat], &s.board
	if stored, voucher := partPayment(part, from, give); voucher {
		p.vouchers--
		b.vouchers++
		b.supply[part]--
	} else {
		p.parts[stored]--
	}
	if from == FromRecycling {
		b.pool = b.pool.without(part).with(give)
	}
}

// gain adds a benefit to a player: Books and Vouchers come out of the
// supply; with held, Books, Vouchers and Banked Shifts wait for the end of
// the turn (R-WRK-3); each Speech token follows R-SPK-2. Decide has already
// cut the benefit to what the supplies allow (R-WRK-11).
func (s *GameState) gain(seat int8, g Benefit, held bool) {
	p := &s.players[seat]
	p.pp += int16(g.PP)
	s.board.books -= uint8(g.Books)
	s.board.vouchers -= uint8(g.Vouchers)
	if held {
		s.turn.pendBooks += uint8(g.Books)
		s.turn.pendVouchers += uint8(g.Vouchers)
		s.turn.pendBanked += uint8(g.BankedShifts)
	} else {
		p.books += uint8(g.Books)
		p.vouchers += uint8(g.Vouchers)
		p.banked += uint8(g.BankedShifts)
	}
	for range g.Speech {
		s.gainSpeech(seat)
	}
}
