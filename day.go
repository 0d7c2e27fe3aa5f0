package kanban

import "github.com/kanbanev/kanban/components"

// advance runs everything automatic after an action, up to the next choice a
// player must make: the end of orientation, Sandra's selection and turns,
// the next turn, the end of the day and the next day (R-DAY-1).
func (e *engine) advance() {
	s := e.s
	for s.pending.kind == 0 {
		switch s.phase {
		case phaseSpots:
			if s.orderPos < s.orderLen {
				return
			}
			if s.solo.on {
				e.placeColleagues()
			}
			e.emitKind(empty, EvPicksStarted)
		case phasePicks:
			if s.orderPos < s.orderLen {
				return
			}
			// R-SET-14: after the last player the display slides and
			// refills once; day 1 begins.
			e.emitKind(empty, EvDisplayRefilled)
			ev := e.add(empty, EvDayStarted)
			ev.N = 1
			e.fold(ev)
		case phaseSelection:
			if s.orderPos < s.orderLen {
				switch seat := s.order[s.orderPos]; {
				case isColleague(seat):
					e.colleagueSelects(seat)
					continue
				case seat != sandraSeat:
					return
				}
				e.moveSandra()
				continue
			}
			e.emitKind(empty, EvWorkingStarted)
		case phaseWorking:
			if s.turn.seat >= 0 && s.turn.seat != sandraSeat && !isColleague(s.turn.seat) {
				return // a player is working
			}
			if !e.nextTurn() {
				e.endDay()
			}
		case phaseMeeting:
			if s.mtg.passes >= s.orderLen {
				e.finishSpeaking()
				continue
			}
			if seat := s.order[s.orderPos]; isColleague(seat) {
				e.colleagueSpeaks(seat) // R-SOLO-30
				continue
			} else if s.onlyPass(seat) {
				e.emitKind(seat, EvPassed) // R-MTG-4: no need to ask
				continue
			}
			return
		case phaseChoosing:
			if s.orderPos < s.orderLen {
				return
			}
			e.finishChoosing()
		default:
			return
		}
	}
}

// nextTurn starts the turn of the next occupied position in working order,
// Sandra's included (R-WRK-1), reporting false when the day's turns are
// done.
func (e *engine) nextTurn() bool {
	s := e.s
	start := int(s.turn.pos) + 1
	if s.turn.pos == 0xFF {
		start = 0
	}
	for pos := start; pos <= deskPos; pos++ {
		if pos == deskPos {
			if s.sandra == deskPos {
				e.sandraTurn()
				return true
			}
			break
		}
		switch who := s.stations[pos]; {
		case isColleague(who):
			e.colleagueTurn(who, Workstation(pos))
			return true
		case who == sandraSeat:
			e.sandraTurn()
			return true
		case who >= 0:
			w := Workstation(pos)
			ev := e.add(who, EvTurnStarted)
			ev.Workstation, ev.N = w, int16(e.s.ed().shifts(w))
			e.fold(ev)
			if w.Department() == Assembly {
				e.clearFullModels(who)
			}
			return true
		}
	}
	return false
}

// endDay ends the day's turns: a scheduled Meeting is held, then the end of
// the game is checked (R-DAY-1).
func (e *engine) endDay() {
	ev := e.add(empty, EvDayEnded)
	ev.N = int16(e.s.day)
	e.fold(ev)
	if e.s.solo.on {
		e.colleaguesRecycle() // R-SOLO-26: before any Meeting
	}
	if e.s.meeting {
		e.startMeeting()
		return
	}
	e.afterDay()
}

// afterDay ends the game with final scoring if its end is reached (R-END-1),
// or starts the next day.
func (e *engine) afterDay() {
	if e.s.gameEnds() {
		e.scoreFinal()
		return
	}
	ev := e.add(empty, EvDayStarted)
	ev.N = int16(e.s.day + 1)
	e.fold(ev)
	if e.s.solo.on {
		e.fillColumn() // R-SOLO-11
	}
}

// appendSelects appends the workstations the player's worker may go to, in
// order: canSelect, checkSelect's verdict, its barred departments found
// once.
func (s *GameState) appendSelects(dst []Action, seat int8) []Action {
	p, barred := s.colorOf(seat), s.barredDepartments(seat)
	for w := range Workstation(NumWorkstations) {
		if s.selectable(barred, w) {
			var a *Action
			dst, a = appendNew(dst, ActSelect, p)
			a.Workstation = w
		}
	}
	return dst
}

// checkSelect checks a worker placement (R-SEL). The verdict is
// canSelect's; the rest says why not.
func (s *GameState) checkSelect(seat int8, w Workstation) violation {
	if w >= NumWorkstations {
		return refuse("R-SEL-1", "no such workstation")
	}
	if s.canSelect(seat, w) {
		return legal
	}
	p := &s.players[seat]
	if s.day > 1 && p.station != NoWorkstation && p.station.Department() == w.Department() {
		return refusef("R-SEL-3", "the worker must move to a department other than %v", w.Department(), nil)
	}
	switch who := s.stations[w]; {
	case who == sandraSeat:
		return refusef("R-SEL-6", "Sandra is on %v", w, nil)
	case who >= 0 && s.hasChosen(who):
		return refusef("R-SEL-6", "%v's worker is on %v", s.colorOf(who), w)
	case who >= 0:
		return refusef("R-SEL-7", "%v's worker is still on %v", s.colorOf(who), w)
	}
	return refuse("R-SEL-5", "with 2 players no worker goes where Sandra is")
}

// canSelect reports whether the seat's worker may go to workstation w: an
// empty one (R-SEL-6, R-SEL-7), in a department barredDepartments does not
// name.
func (s *GameState) canSelect(seat int8, w Workstation) bool {
	return w < NumWorkstations && s.selectable(s.barredDepartments(seat), w)
}

// selectable reports whether workstation w (in range) is empty and outside
// the barred departments.
func (s *GameState) selectable(barred deptSet, w Workstation) bool {
	return s.stations[w] < 0 && !barred.has(w.Department())
}

// barredDepartments returns the departments the seat's worker may not go
// to, whatever the workstation: after the first day the one it was in,
// since it must move (R-SEL-3); with 2 players Sandra's (R-SEL-5).
func (s *GameState) barredDepartments(seat int8) deptSet {
	var barred deptSet
	if st := s.players[seat].station; s.day > 1 && st != NoWorkstation {
		barred |= 1 << st.Department()
	}
	if s.nPlayers == components.SandraExclusivePlayers {
		barred |= 1 << s.sandraDept()
	}
	return barred
}

// sandraDept returns the department Sandra is in; her desk is in
// Administration.
func (s *GameState) sandraDept() Department {
	if s.sandra == deskPos {
		return Administration
	}
	return Workstation(s.sandra).Department()
}

// moveSandra moves Sandra to the next department (R-SEL-4).
func (e *engine) moveSandra() {
	w := e.s.sandraChoice()
	ev := e.add(empty, EvSandraMoved)
	ev.Workstation = w
	e.fold(ev)
}

// sandraChoice returns where Sandra goes when she chooses with the
// workstations as they are: the next department's top workstation if
// empty, else its bottom one, else on to the following department;
// reaching Administration she sits at her desk, NoWorkstation (R-SEL-4).
func (s *GameState) sandraChoice() Workstation {
	for d := (s.sandraDept() + 1) % components.NumDepartments; ; d = (d + 1) % components.NumDepartments {
		if d == Administration {
			return NoWorkstation
		}
		for _, bottom := range [2]bool{false, true} {
			if w := WorkstationOf(d, bottom); s.stations[w] == empty {
				return w
			}
		}
	}
}

// hasChosen reports whether a seat has already placed its worker in this
// Department Selection.
func (s *GameState) hasChosen(seat int8) bool {
	for _, o := range s.order[:s.orderPos] {
		if o == seat {
			return true
		}
	}
	return false
}

// foldDayStarted folds EvDayStarted into the state.
func (s *GameState) foldDayStarted(e *Event, seat int8) {
	s.phase = phaseSelection
	s.day = uint16(e.N)
	if s.day == 1 {
		s.setOrder(s.certOrder())
	} else {
		s.setOrder(s.stationOrder())
	}
	for i := range s.players {
		s.players[i].laidDown = false
	}
}

// foldWorkstationChosen folds EvWorkstationChosen into the state.
func (s *GameState) foldWorkstationChosen(e *Event, seat int8) {
	p := s.playerAt(seat)
	if p.station != NoWorkstation {
		s.stations[p.station] = empty
	}
	p.station = e.Workstation
	s.stations[e.Workstation] = seat
	s.orderPos++
}

// foldWorkingStarted folds EvWorkingStarted into the state.
func (s *GameState) foldWorkingStarted(e *Event, seat int8) {
	t := &s.turn
	s.phase = phaseWorking
	*t = turn{pos: 0xFF, seat: empty, other: empty, leaving: empty}
}

// foldMeetingScheduled folds EvMeetingScheduled into the state.
func (s *GameState) foldMeetingScheduled(e *Event, seat int8) {
	s.meeting = true
}

// foldWeekScored folds EvWeekScored into the state.
func (s *GameState) foldWeekScored(e *Event, seat int8) {
	p := s.playerAt(seat)
	p.pp += e.N
}

// foldWeekAdvanced folds EvWeekAdvanced into the state.
func (s *GameState) foldWeekAdvanced(e *Event, seat int8) {
	s.week = uint8(e.N)
}

// foldDayEnded folds EvDayEnded into the state.
func (s *GameState) foldDayEnded(e *Event, seat int8) {
	t := &s.turn
	t.seat = empty
}

// setOrder sets the order of choosing to the first n seats of o, the
// first of them to choose.
func (s *GameState) setOrder(o [maxPlayers + 1]int8, n int) {
	s.order, s.orderLen, s.orderPos = o, uint8(n), 0
}
