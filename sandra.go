package kanban

import (
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/rng"
)

// sandraTurn is Sandra's turn at her place in working order: from day 2 she
// evaluates, then does her department's task (R-SAN-1); on day 1 she does
// nothing (R-DAY-2).
func (e *engine) sandraTurn() {
	s := e.s
	w := NoWorkstation
	if s.sandra != deskPos {
		w = Workstation(s.sandra)
	}
	ev := e.add(empty, EvSandraTurn)
	ev.Workstation = w
	e.fold(ev)
	if s.day == 1 {
		return
	}
	if s.solo.on && s.sandra == deskPos {
		e.drawSelection(empty) // R-SOLO-26: the day's Selection part
	}
	d := s.sandraDept()
	e.evaluate(d)
	if s.hasDifficulty(components.TerminationClause) && e.fired() { // R-DIFF-9
		return
	}
	switch d { // R-SAN-4
	case RnD:
		e.advancePaceCar(1)
	case Assembly:
		e.emitKind(empty, EvAssemblyCleared)
	case Logistics:
		e.emitKind(empty, EvWarehousesStripped)
	case Design:
		e.returnOldDesigns()
	case Administration:
		e.scoreWeek()
	}
}

// evaluate is Sandra's evaluation in department d: on her penalty side the
// players tied for the least progress who also fall short lose PP (R-SAN-2);
// on her reward side the players tied for the most progress who hold enough
// gain PP (R-SAN-3).
func (e *engine) evaluate(d Department) {
	s := e.s
	least, most := s.sandraMarks(d)
	for seat := range int8(s.nPlayers) {
		if v := s.sandraVerdict(seat, d, least, most); v.applies {
			ev := e.add(seat, EvSandraEvaluated)
			ev.N = int16(v.pp)
			e.fold(ev)
		}
	}
}

// sandraMarks returns the least and the most progress on d's training
// track, the Colleagues' discs included: they count, though only the human
// is evaluated (R-SOLO-27).
func (s *GameState) sandraMarks(d Department) (least, most uint8) {
	least = components.TrackExpert
	for seat := range s.nPlayers {
		least = min(least, s.players[seat].train[d])
		most = max(most, s.players[seat].train[d])
	}
	if s.solo.on {
		for i := range s.solo.colleague {
			least = min(least, s.solo.colleague[i].train[d])
			most = max(most, s.solo.colleague[i].train[d])
		}
	}
	return least, most
}

// verdict is what Sandra's evaluation in a department does to one player,
// as the table stands.
type verdict struct {
	evaluated bool // tied for the least progress, or the most (having moved) on the reward side
	applies   bool // evaluated and short of the measure, or holding enough of it on the reward side
	count     int  // the department's measure
	pp        int  // the PP it changes when it applies: a loss is negative
	penalty   int  // on the penalty side, the loss before PP cap it at what the player has
}

// sandraVerdict returns what Sandra's evaluation in d does to a seat, given
// the least and the most progress on d's track (sandraMarks): R-SAN-2 on
// her penalty side, R-SAN-3 on her reward side.
func (s *GameState) sandraVerdict(seat int8, d Department, least, most uint8) verdict {
	p := &s.players[seat]
	v := verdict{count: s.sandraMeasure(seat, d)}
	if s.sandraReward {
		v.evaluated = most > 0 && p.train[d] == most
		v.applies = v.evaluated && v.count >= components.SandraRewardMin
		if v.applies {
			v.pp = int(p.banked)
		}
		return v
	}
	v.evaluated = p.train[d] == least
	v.applies = v.evaluated && v.count <= components.SandraShortfall
	if v.applies {
		v.penalty = components.SandraPenalty + max(0, components.SandraBankedBase-int(p.banked))
		v.pp = -min(v.penalty, int(p.pp))
	}
	return v
}

// SandraForecast is where Sandra evaluates next and what her evaluation
// there would do to each player if she made it now (GameState.SandraNext,
// View.SandraNext). All of it is public: the rules work it out from the
// table (R-SEL-4, R-SAN-1, R-SAN-2, R-SAN-3, R-SOLO-27).
type SandraForecast struct {
	// Day is the day of her next evaluation: today while her working turn
	// is still to come, else the next day, if the game goes on; never day
	// 1, when she does nothing (R-DAY-2).
	Day int `json:"day"`
	// Dept is the department she evaluates: Administration at her desk.
	Dept Department `json:"dept"`
	// Workstation is where she evaluates, or NoWorkstation at her desk.
	Workstation Workstation `json:"workstation"`
	// Placed reports whether she stands there already. Until she chooses,
	// Workstation is where she would go if she chose now (R-SEL-4): a
	// worker who moves before her can still change it, by freeing or
	// taking a workstation of the department she heads for.
	Placed bool `json:"placed"`
	// Reward reports her reward side (Config.SandraReward, R-SAN-3); else
	// she penalizes (R-SAN-2).
	Reward bool `json:"reward"`
	// Measure is what she counts in Dept, named as the Performance Goal
	// measure that counts the same: upgraded-designs, cars, stored-parts,
	// desk-designs or certifications (R-SAN-2).
	Measure GoalMeasure `json:"measure"`
	// Space is the space of Dept's track she evaluates: the least progress
	// on her penalty side, the most on her reward side, the Colleagues'
	// discs included in solo (R-SOLO-27).
	Space int `json:"space"`
	// Players holds each player, in seating order, with what her
	// evaluation would do to them now; in solo only the human, the one she
	// evaluates (R-SOLO-27).
	Players []SandraRisk `json:"players"`
}

// SandraRisk is what Sandra's next evaluation would do to one player if
// she made it now (SandraForecast).
type SandraRisk struct {
	Player Color `json:"player"` // the player
	Space  int   `json:"space"`  // their disc's space on the department's track
	Count  int   `json:"count"`  // how many of the department's measure they have
	// Evaluated reports whether she evaluates them: tied for the least
	// progress on her penalty side (a disc never moved counts as least),
	// for the most on her reward side (having moved at least once).
	Evaluated bool `json:"evaluated"`
	// Applies reports whether her verdict falls on them: evaluated, with
	// Count at most components.SandraShortfall on her penalty side, at
	// least components.SandraRewardMin on her reward side.
	Applies bool `json:"applies"`
	// PP is what it would change their PP by: on her penalty side a loss,
	// negative, of 1 plus 1 per Banked Shift below 5, never more than they
	// have; on her reward side 1 per Banked Shift; 0 when it does not
	// apply.
	PP int `json:"pp"`
}

// SandraNext returns where Sandra evaluates next and what her evaluation
// would do to each player now (SandraForecast), and false once the game is
// over.
func (s GameState) SandraNext() (SandraForecast, bool) {
	if s.nPlayers == 0 || s.phase == phaseOver {
		return SandraForecast{}, false
	}
	f := SandraForecast{Day: int(s.day) + 1, Reward: s.sandraReward, Players: []SandraRisk{}}
	t := &s.turn
	switch {
	case s.day <= 1:
		f.Day = 2 // R-DAY-2
	case s.phase == phaseSelection:
		f.Day, f.Placed = int(s.day), s.hasChosen(sandraSeat)
	case s.phase == phaseWorking && (t.pos == 0xFF || t.pos < uint8(s.sandra) || t.pos == uint8(s.sandra) && t.seat == sandraSeat):
		f.Day, f.Placed = int(s.day), true
	}
	f.Workstation = s.Sandra()
	if !f.Placed {
		f.Workstation = s.sandraChoice()
	}
	f.Dept = Administration
	if f.Workstation != NoWorkstation {
		f.Dept = f.Workstation.Department()
	}
	f.Measure = sandraMeasures[f.Dept]
	least, most := s.sandraMarks(f.Dept)
	f.Space = int(least)
	if s.sandraReward {
		f.Space = int(most)
	}
	for seat := range int8(s.nPlayers) {
		v := s.sandraVerdict(seat, f.Dept, least, most)
		f.Players = append(f.Players, SandraRisk{
			Player: s.colors[seat], Space: int(s.players[seat].train[f.Dept]), Count: v.count,
			Evaluated: v.evaluated, Applies: v.applies, PP: v.pp,
		})
	}
	return f, true
}

// sandraMeasures names what Sandra counts in each department (R-SAN-2) by
// the Performance Goal measure that counts the same; sandraMeasure counts
// it.
var sandraMeasures = [components.NumDepartments]GoalMeasure{
	RnD:            components.MeasureUpgradedDesigns,
	Assembly:       components.MeasureCars,
	Logistics:      components.MeasureStoredParts,
	Design:         components.MeasureDeskDesigns,
	Administration: components.MeasureCertifications,
}

// sandraMeasure is what Sandra counts in a department (R-SAN-2): Upgraded
// Designs, cars in garages, stored parts, Designs on the desk,
// certifications.
func (s *GameState) sandraMeasure(seat int8, d Department) int {
	p := &s.players[seat]
	switch d {
	case RnD:
		return p.upgraded.count()
	case Assembly:
		return s.carsInGarages(seat)
	case Logistics:
		return s.storedParts(seat)
	case Design:
		return p.desk.count()
	}
	return s.certifications(seat)
}

// carsInGarages returns how many cars a seat has parked.
func (s *GameState) carsInGarages(seat int8) int {
	n := 0
	for _, m := range s.players[seat].garages {
		if m != empty {
			n++
		}
	}
	return n
}

// advancePaceCar moves the Pace Car on; reaching or crossing a striped space
// schedules a Meeting if none is (R-RND-2, R-DAY-1). The cars behind it
// follow, so the queue is unchanged.
func (e *engine) advancePaceCar(steps int) {
	s := e.s
	track := e.s.ed().TestTracks[s.tablePlayers()]
	for range steps {
		to := (int8(s.board.pace) + 1) % track.Spaces
		ev := e.add(empty, EvPaceCarAdvanced)
		ev.Space = to
		e.fold(ev)
		for _, stripe := range track.Striped {
			if to == stripe && !s.meeting {
				e.emitKind(empty, EvMeetingScheduled)
			}
		}
	}
}

// returnOldDesigns is Sandra's Design task: the Designs furthest from the
// stacks are shuffled to the bottom of the Central stack, then the display
// slides and refills (R-SAN-4).
func (e *engine) returnOldDesigns() {
	s := e.s
	var old List
	for r := range s.board.display {
		for c := components.DisplayColumns - s.sandraColumns(); c < components.DisplayColumns; c++ {
			if d := s.board.display[r][c]; d != empty {
				old.push(uint8(d))
			}
		}
	}
	r := s.rng
	rng.Shuffle(&r, old.items())
	ev := e.add(empty, EvDesignsReturned)
	ev.List, ev.RNG = old, GeneratorState{r.Hi, r.Lo}
	e.fold(ev)
	e.emitKind(empty, EvDisplayRefilled)
}

// foldSandraMoved folds EvSandraMoved into the state.
func (s *GameState) foldSandraMoved(e *Event, seat int8) {
	if s.sandra != deskPos {
		s.stations[s.sandra] = empty
	}
	if e.Workstation == NoWorkstation {
		s.sandra = deskPos
	} else {
		s.sandra = int8(e.Workstation)
		s.stations[e.Workstation] = sandraSeat
	}
	s.orderPos++
}

// foldSandraTurn folds EvSandraTurn into the state.
func (s *GameState) foldSandraTurn(e *Event, seat int8) {
	t := &s.turn
	t.seat = sandraSeat
	t.pos = uint8(s.sandra)
}

// foldSandraEvaluated folds EvSandraEvaluated into the state.
func (s *GameState) foldSandraEvaluated(e *Event, seat int8) {
	p := s.playerAt(seat)
	p.pp += e.N
}

// foldAssemblyCleared folds EvAssemblyCleared into the state.
func (s *GameState) foldAssemblyCleared(e *Event, seat int8) {
	b := &s.board
	for m := range b.assembly {
		b.clearAssembly(m)
	}
}

// foldWarehousesStripped folds EvWarehousesStripped into the state.
func (s *GameState) foldWarehousesStripped(e *Event, seat int8) {
	b := &s.board
	for part := range b.warehouse {
		if b.warehouse[part] > 1 {
			b.supply[part] += b.warehouse[part] - 1
			b.warehouse[part] = 1
		}
	}
}

// foldDesignsReturned folds EvDesignsReturned into the state.
func (s *GameState) foldDesignsReturned(e *Event, seat int8) {
	b := &s.board
	for r := range b.display {
		for c := components.DisplayColumns - s.sandraColumns(); c < components.DisplayColumns; c++ {
			b.display[r][c] = empty
		}
	}
	s.pushCentral(e.List.items(), true)
	s.rng.Hi, s.rng.Lo = e.RNG[0], e.RNG[1]
}
