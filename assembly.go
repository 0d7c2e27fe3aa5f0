package kanban

import "github.com/kanbanev/kanban/components"

// clearFullModels returns to the supply the parts of every model whose
// assembly spaces are all filled, at the start of the player's turn in
// Assembly (R-ASM-1).
func (e *engine) clearFullModels(seat int8) {
	var full [components.NumModels]uint8
	n := 0
	for m, set := range e.s.board.assembly {
		if set.count() == components.AssemblySpaces {
			full[n] = uint8(m)
			n++
		}
	}
	if n > 0 {
		ev := e.add(seat, EvModelsCleared)
		ev.List = listOf(full[:n])
		e.fold(ev)
	}
}

// checkProvide checks providing a needed part (R-ASM-2, R-ASM-3).
func (s *GameState) checkProvide(seat int8, m Model, part Part, from PartSource, give Part) violation {
	if v := s.checkDepartment(seat, Assembly); !v.ok() {
		return v
	}
	if m >= components.NumModels {
		return refuse("R-ASM-2", "no such model")
	}
	if v := s.checkPartSource(seat, part, from, give, "R-ASM-2"); !v.ok() {
		return v
	}
	return s.checkModelTakes(seat, m, part)
}

// checkModelTakes checks that model m takes a part of a type (in range)
// now: modelTakes' verdict; the rest says why not (R-ASM-2, R-ASM-3).
func (s *GameState) checkModelTakes(seat int8, m Model, part Part) violation {
	if s.modelTakes(seat, m).has(part) {
		return legal
	}
	on := s.assemblyFor(seat, m)
	switch {
	case on.count() == components.AssemblySpaces:
		return refusef("R-ASM-2", "the %v's assembly spaces are all filled", m, nil)
	case on.has(part):
		return refusef("R-ASM-2", "the %v already has a %v", m, part)
	case !s.upgradedParts(m).has(part) && s.upgradedParts(m)&^on != 0:
		return refusef("R-ASM-2", "the %v's upgraded parts come first", m, nil)
	}
	return refusef("R-ASM-3", "no %v car is left to start", m, nil)
}

// modelTakes returns the part types model m takes now: none when its
// assembly spaces are all filled or no car of it is left to start; else
// those it lacks, its upgraded parts first (R-ASM-2, R-ASM-3).
func (s *GameState) modelTakes(seat int8, m Model) partSet {
	on := s.assemblyFor(seat, m)
	if on.count() == components.AssemblySpaces || !s.carToStart(m) {
		return 0
	}
	if first := s.upgradedParts(m) &^ on; first != 0 {
		return first
	}
	return allParts &^ on
}

// assemblyFor returns the parts on model m's assembly spaces as a task of
// the seat finds them: none on a full model when the task's Shift names
// Assembly from Administration, whose clean-out comes first (R-ADM-1).
func (s *GameState) assemblyFor(seat int8, m Model) partSet {
	on := s.board.assembly[m]
	if on.count() == components.AssemblySpaces && s.department(seat) == Administration && s.turn.other == empty {
		return 0
	}
	return on
}

// carToStart reports whether a part provided to model m moves a car: one
// on its colour space, or one in the supply to start (R-ASM-3).
func (s *GameState) carToStart(m Model) bool {
	return s.board.conveyor[components.ColourSpace(m)] != empty || s.board.cars[m] > 0
}

// appendAssemblyTasks appends the legal parts to provide, when the turn
// works in Assembly and has the Shift: model by model, each part type the
// model takes (modelTakes), from each source it can come from (partOffer)
// — checkProvide's parts, each tested once at the level it depends on.
func (s *GameState) appendAssemblyTasks(dst []Action, w *work) []Action {
	if !w.does(Assembly, taskShifts) {
		return dst
	}
	o := s.partOffer(w)
	if o.any() == 0 {
		return dst
	}
	for m := range Model(components.NumModels) {
		task := Action{Kind: ActProvide, Player: w.player, Model: m}
		for set := s.modelTakes(w.seat, m) & o.any(); set != 0; set &= set - 1 {
			part, n := set.first(), len(dst)
			dst = o.appendSources(dst, part, task)
			for i := n; i < len(dst); i++ {
				dst[i].Part = part // set in the list: see appendSources
			}
		}
	}
	return dst
}

// upgradedParts returns the part types on a model's upgrade spaces.
func (s *GameState) upgradedParts(m Model) partSet {
	var set partSet
	for _, p := range s.board.upgrades[m] {
		set |= 1 << uint8(p) // none for an empty space: a shift past the set's width
	}
	return set
}

// provide puts the part on the model's assembly space, then moves the car on
// its colour space one position, pushing the cars it meets (R-ASM-3).
func (e *engine) provide(seat int8, m Model, part Part, from PartSource, give Part) {
	ev := e.add(seat, EvPartProvided)
	ev.Model, ev.Part, ev.From, ev.Give = m, part, from, give
	e.fold(ev)
	start := components.ColourSpace(m)
	if e.s.board.conveyor[start] == empty {
		e.startCar(seat, m)
		return
	}
	var path [maxChain]int8
	path[0] = start
	e.pushChain(seat, path, 1)
}

// pushChain follows the push chain: the car on the last space of the path
// moves on; a car on its way is pushed in turn. Where the arrows branch the
// player chooses, and the chain waits for them (R-ASM-3).
func (e *engine) pushChain(seat int8, path [maxChain]int8, n int) {
	for {
		links := e.s.ed().Conveyor[path[n-1]].Next
		if len(links) > 1 {
			ev := e.add(seat, EvChoicePending)
			ev.Decision, ev.List = DecideBranch, listOf(path[:n])
			e.fold(ev)
			return
		}
		if !e.stepChain(seat, path, n, ConveyorSpace(links[0].To)) {
			return
		}
		path[n] = links[0].To
		n++
	}
}

// stepChain moves the chain's last car towards to: if to is an exit or an
// empty space the chain ends and the cars move (reporting false); if a car
// is there it is pushed next (reporting true).
func (e *engine) stepChain(seat int8, path [maxChain]int8, n int, to ConveyorSpace) bool {
	if to != ExitSpace && e.s.board.conveyor[to] != empty {
		return true
	}
	m := e.s.ed().Conveyor[path[0]].Model
	leaving := e.s.board.conveyor[path[n-1]]
	ev := e.add(seat, EvConveyorAdvanced)
	ev.List, ev.To = listOf(path[:n]), to
	e.fold(ev)
	if to == ExitSpace {
		e.carLeft(seat, Model(leaving), e.s.ed().exitPP(path[n-1]))
	}
	e.startCar(seat, m)
	return false
}

// exitPP returns what a car pushed off the line from a conveyor space
// scores: the PP of the space's exit (R-ASM-4).
func (ed *edition) exitPP(from int8) int8 {
	for _, l := range ed.Conveyor[from].Next {
		if l.To == components.Exit {
			return l.PP
		}
	}
	return 0
}

// continueChain resumes the push chain after the player chose a branch.
func (e *engine) continueChain(seat int8, to ConveyorSpace) {
	pend := e.s.pending
	ev := e.add(seat, EvBranchTaken)
	ev.To = to
	e.fold(ev)
	var path [maxChain]int8
	copy(path[:], pend.path[:pend.pathLen])
	n := int(pend.pathLen)
	if !e.stepChain(seat, path, n, to) {
		return
	}
	path[n] = int8(to)
	e.pushChain(seat, path, n+1)
}

// appendBranches appends the legal branch choices: one for each arrow
// leaving the space of the car being pushed, in the conveyor's order — what
// checkBranch accepts, built so (R-ASM-3).
func (s *GameState) appendBranches(dst []Action, seat int8) []Action {
	p := s.colorOf(seat)
	for _, l := range s.ed().Conveyor[s.pending.path[s.pending.pathLen-1]].Next {
		dst = append(dst, Branch(p, ConveyorSpace(l.To)))
	}
	return dst
}

// checkBranch checks a branch choice: one of the arrows leaving the space
// of the car being pushed.
func (s *GameState) checkBranch(to ConveyorSpace) violation {
	last := s.pending.path[s.pending.pathLen-1]
	for _, l := range s.ed().Conveyor[last].Next {
		if ConveyorSpace(l.To) == to {
			return legal
		}
	}
	return refuse("R-ASM-3", "no arrow leads there")
}

// carLeft scores a car pushed off the line: the exit's PP, the token of a
// face-up Demand tile of its model if one is left; the car joins the Test
// track behind the last car, and a 5th car sends the one right behind the
// Pace Car back to the supply (R-ASM-4, R-ASM-5).
func (e *engine) carLeft(seat int8, m Model, pp int8) {
	e.gain(seat, Benefit{PP: pp})
	if e.takeDemandToken(seat, m) {
		e.gain(seat, Benefit{Speech: 1})
	}
	e.testCar(seat, m)
}

// takeDemandToken takes the Speech token of the face-up Demand tile of a
// car's model that still has one, if any, and reports whether it did
// (R-ASM-4).
func (e *engine) takeDemandToken(seat int8, m Model) bool {
	for i, d := range e.s.board.demand {
		if e.s.ed().DemandTiles[d.tile].Model == m && d.tokens > 0 {
			ev := e.add(seat, EvDemandTokenTaken)
			ev.Space = int8(i)
			e.fold(ev)
			return true
		}
	}
	return false
}

// testCar puts a car that left the line on the Test track, and sends the
// track's first car back if the queue is then too long (R-ASM-5).
func (e *engine) testCar(seat int8, m Model) {
	ev := e.add(seat, EvCarTested)
	ev.Model = m
	e.fold(ev)
	if int(e.s.board.queueLen) > int(e.s.ed().TestTracks[e.s.tablePlayers()].Queue) {
		ev := e.add(seat, EvCarReturned)
		ev.Model = Model(e.s.board.queue[0])
		e.fold(ev)
	}
}

// startCar starts a new car on the model's colour space if the supply has
// one (R-ASM-3).
func (e *engine) startCar(seat int8, m Model) {
	if e.s.board.cars[m] > 0 && e.s.board.conveyor[components.ColourSpace(m)] == empty {
		ev := e.add(seat, EvCarStarted)
		ev.Model = m
		e.fold(ev)
	}
}

// foldModelsCleared folds EvModelsCleared into the state.
func (s *GameState) foldModelsCleared(e *Event, seat int8) {
	b := &s.board
	for _, m := range e.List.items() {
		b.clearAssembly(int(m))
	}
}

// foldPartProvided folds EvPartProvided into the state.
func (s *GameState) foldPartProvided(e *Event, seat int8) {
	b := &s.board
	s.takePart(seat, e.Part, e.From, e.Give)
	b.assembly[e.Model] = b.assembly[e.Model].with(e.Part)
}

// foldBranchTaken folds EvBranchTaken into the state.
func (s *GameState) foldBranchTaken(e *Event, seat int8) {
	s.pending = pending{}
}

// foldConveyorAdvanced folds EvConveyorAdvanced into the state.
func (s *GameState) foldConveyorAdvanced(e *Event, seat int8) {
	b := &s.board
	t := &s.turn
	path := e.List.items()
	last := path[len(path)-1]
	if e.To == ExitSpace {
		t.leaving = b.conveyor[last]
	} else {
		b.conveyor[e.To] = b.conveyor[last]
	}
	for i := len(path) - 1; i > 0; i-- {
		b.conveyor[path[i]] = b.conveyor[path[i-1]]
	}
	b.conveyor[path[0]] = empty
}

// foldCarTested folds EvCarTested into the state.
func (s *GameState) foldCarTested(e *Event, seat int8) {
	b := &s.board
	t := &s.turn
	b.queue[b.queueLen] = t.leaving
	b.queueLen++
	t.leaving = empty
}

// foldDemandTokenTaken folds EvDemandTokenTaken into the state.
func (s *GameState) foldDemandTokenTaken(e *Event, seat int8) {
	b := &s.board
	b.demand[e.Space].tokens--
}

// foldCarReturned folds EvCarReturned into the state.
func (s *GameState) foldCarReturned(e *Event, seat int8) {
	b := &s.board
	b.cars[b.queue[0]]++
	copy(b.queue[:], b.queue[1:b.queueLen])
	b.queueLen--
	b.queue[b.queueLen] = 0 // slots past the end stay zero, for ==
}

// foldCarStarted folds EvCarStarted into the state.
func (s *GameState) foldCarStarted(e *Event, seat int8) {
	b := &s.board
	b.cars[e.Model]--
	b.conveyor[components.ColourSpace(e.Model)] = int8(e.Model)
}

// clearAssembly returns the parts on a model's assembly spaces to the supply.
func (b *board) clearAssembly(m int) {
	for part := range Part(components.NumParts) {
		if b.assembly[m].has(part) {
			b.supply[part]++
		}
	}
	b.assembly[m] = 0
}
