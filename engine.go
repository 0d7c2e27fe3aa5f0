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
	if len(ev.List) == 0 {
		ev.List = nil // an empty outcome is written and read back as none
	}
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
		e.keepAward(seat, e.s.pending.dept, a.Award)
	case ActEndTurn:
		e.endTurn(seat)
	case ActTakeDesign:
		e.takeDesignWorking(seat, a.Source)
	case ActKanban:
		e.issueKanban(seat, a.Card, a.Placement)
	case ActCollect:
		e.collect(seat, a.Part, a.Count)
	case ActVoucher:
		e.takeVoucher(seat)
	case ActProvide:
		e.provide(seat, a.Model, a.Part, a.From, a.Give)
	case ActBranch:
		e.continueChain(seat, a.To)
	case ActClaim:
		e.claim(seat, a.Claims)
	case ActGarage:
		e.parkIn(seat, int(a.Space))
	case ActPadlock:
		e.padlock(seat, a.Gain)
	case ActUpgrade:
		e.upgrade(seat, a.Design, a.Space, a.From, a.Give, a.Double)
	case ActSpeak:
		e.speak(seat, a.Goal, a.On)
	case ActPass:
		e.emit(seat, Event{Kind: EvPassed})
	case ActChooseGoal:
		e.emit(seat, Event{Kind: EvGoalChosen, Goal: a.Goal})
	}
}
