package kanban

// engine runs the rules on a working copy of the state, which it points
// to so that the copy is made once: every change goes through an event
// (add, then fold), which is folded into the copy and recorded, so the
// events always replay to the state Decide reached.
type engine struct {
	s      *GameState
	events *[]Event // a pointer, so that appending leaks nothing of s; nil to keep none
	action int32
	// scratch holds the event being folded when events is nil.
	scratch *Event
	// at is the seat the event add returned is folded at.
	at int8
}

// add appends a new event of kind k about seat (or no player, for a
// negative seat or Sandra), its player, Seq and Action set, for the caller
// to fill in where it lies and then fold. Nothing is added between the
// two. (An event is not built apart and copied in: the copy would read it
// whole right after its fields were written a byte at a time, and wait.)
func (e *engine) add(seat int8, k EventKind) *Event {
	s := e.s
	player, at := s.about(seat)
	ev := e.scratch
	if e.events != nil {
		evs := *e.events
		if len(evs) < cap(evs) {
			evs = evs[:len(evs)+1]
		} else {
			evs = append(evs, Event{})
		}
		*e.events = evs
		ev = &evs[len(evs)-1]
	}
	*ev = Event{Kind: k, Player: player, Seq: s.version + 1, Action: e.action}
	e.at = at
	return ev
}

// fold folds the event add returned, once filled in.
func (e *engine) fold(ev *Event) {
	e.s.evolveAt(ev, e.at)
	if revealing[ev.Kind] {
		e.s.reveal(ev)
	}
}

// emitKind emits an event of kind k about seat that carries nothing more.
func (e *engine) emitKind(seat int8, k EventKind) { e.fold(e.add(seat, k)) }

// about returns the colour of an event about seat, and the seat evolve
// folds it at: seatOf of that colour.
func (s *GameState) about(seat int8) (Color, int8) {
	if uint8(seat) < s.nPlayers {
		return s.colors[seat], seat // colorOf, for a player's seat
	}
	if seat == empty {
		return NoColor, empty // no seat: seatOf(NoColor) is empty
	}
	c := s.colorOf(seat)
	return c, s.seatOf(c) // Sandra's, a Colleague's or none
}

// revealing are the kinds of event that reveal fills in.
var revealing = func() (kinds [numEventKinds]bool) {
	for _, k := range []EventKind{EvDesignTaken, EvColleagueDesignTaken, EvStackReplaced, EvDesignsReturned,
		EvCarsClaimed, EvDisplayRefilled, EvGoalsRevealed} {
		kinds[k] = true
	}
	return kinds
}()

// reveal fills in what an event shows every player of the state it led
// to, so that a player can follow the table from the events alone: the
// Design stacks' new tops and the refilled display (R-DES-7). Evolve needs
// none of it; Replay checks it with the rest.
func (s *GameState) reveal(ev *Event) {
	switch ev.Kind {
	case EvDesignTaken, EvColleagueDesignTaken:
		ev.Top = NoDesign
		if !ev.Source.IsDisplay() {
			ev.Top, _ = s.designStack(ev.Source)
		}
	case EvStackReplaced, EvDesignsReturned, EvCarsClaimed:
		ev.Top, _ = s.designStack(CentralStack)
	case EvDisplayRefilled:
		var list List
		for _, row := range s.board.display {
			for _, d := range row {
				list.push(uint8(d))
			}
		}
		for i := range s.board.stacks {
			top, _ := s.designStack(CentralStack + DesignSource(i))
			list.push(uint8(top))
		}
		ev.List = list
	case EvGoalsRevealed:
		ev.List = listOf(s.board.room[:])
	}
}

// perform carries out an action that check accepted, of the player at
// seat. Training and the department tasks first name the department an
// Administration turn works in (R-ADM-1) and pay the action's Shifts
// (R-WRK-2, R-WRK-8); the rest is the action's own.
func (e *engine) perform(seat int8, a *Action) {
	e.nameDepartment(seat, a)
	e.payShifts(seat, a.shifts(e.s.ed()))
	switch a.Kind {
	case ActCertSpace:
		e.takeCertSpace(seat, a.Space)
	case ActStartPart:
		ev := e.add(seat, EvPartTaken)
		ev.Part, ev.N = a.Part, 1
		e.fold(ev)
	case ActStartDesign:
		e.takeDesign(seat, a.Source)
	case ActSelect:
		ev := e.add(seat, EvWorkstationChosen)
		ev.Workstation = a.Workstation
		e.fold(ev)
	case ActTrain:
		e.train(seat, a.Dept, false)
	case ActHomework:
		e.train(seat, a.Dept, true)
	case ActRecycle:
		ev := e.add(seat, EvRecycled)
		ev.Give, ev.Part = a.Give, a.Part
		e.fold(ev)
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
		e.emitKind(seat, EvPassed)
	case ActChooseGoal:
		ev := e.add(seat, EvGoalChosen)
		ev.Goal = a.Goal
		e.fold(ev)
	}
}
