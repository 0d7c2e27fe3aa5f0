package kanban

// engine runs the rules on a working copy of the state: every change goes
// through emit, which folds the event into the copy and records it, so the
// events always replay to the state Decide reached.
type engine struct {
	s      GameState
	events []Event
	action int32
}

// emit records an event about seat (or no player, for a negative seat or
// Sandra) and folds it into the working state.
func (e *engine) emit(seat int8, ev Event) {
	ev.Player = e.s.colorOf(seat)
	ev.Seq = e.s.version + 1
	ev.Action = e.action
	e.s.evolve(&ev)
	e.events = append(e.events, ev)
}

// perform carries out an action that check accepted.
func (e *engine) perform(a Action) {
	seat := e.s.seatOf(a.Player)
	switch a.Kind {
	case ActCertSpace:
		e.takeCertSpace(seat, a.Space)
	case ActStartPart:
		e.emit(seat, Event{Kind: EvPartTaken, Part: a.Part, N: 1})
	case ActStartDesign:
		e.takeDesign(seat, a.Source)
	case ActSelect:
		e.emit(seat, Event{Kind: EvWorkstationChosen, Workstation: a.Workstation})
	case ActTrain:
		e.train(seat, a.Dept, false)
	case ActHomework:
		e.train(seat, a.Dept, true)
	case ActRecycle:
		e.emit(seat, Event{Kind: EvRecycled, Give: a.Give, Part: a.Part})
	case ActKeepAward:
		e.keepAward(seat, a.Award)
	case ActEndTurn:
		e.endTurn(seat)
	}
}
