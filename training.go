package kanban

import (
	"math/bits"

	"github.com/kanbanev/kanban/components"
)

// checkTrain checks training with a Shift or, for homework, a Book.
func (s *GameState) checkTrain(seat int8, d Department, homework bool) violation {
	if d >= components.NumDepartments {
		return refuse("R-WRK-5", "no such department")
	}
	if v := s.checkDepartment(seat, d); !v.ok() {
		if homework && v.rule == "R-WRK-5" {
			v.rule = "R-TRN-2" // homework has its own rule for where it is done
		}
		return v
	}
	if !s.canTrain(seat, d) {
		return refusef("R-TRN-5", "the disc is on the final space of the %v track", d, nil)
	}
	if homework {
		return s.checkBook(seat)
	}
	return legal
}

// canTrain reports whether the seat's disc can move up d's track: it is
// not on the final space (R-TRN-5).
func (s *GameState) canTrain(seat int8, d Department) bool {
	return s.players[seat].train[d] < components.TrackExpert
}

// checkBook checks that the player has the Book homework returns (R-TRN-2);
// short of one only because a Book gained this turn is held, the player is
// refused under R-WRK-3. The verdict is hasBook's; the rest says why not.
func (s *GameState) checkBook(seat int8) violation {
	switch {
	case s.hasBook(seat):
		return legal
	case s.turn.pendBooks > 0:
		return refuse("R-WRK-3", "a Book gained this turn is held until the turn ends")
	}
	return refuse("R-TRN-2", "homework needs a Book")
}

// hasBook reports whether the seat has the Book homework returns (R-TRN-2).
func (s *GameState) hasBook(seat int8) bool { return int(s.players[seat].books) >= homeworkBooks }

// appendTraining appends the legal training of a working turn, then the
// legal homework, department by department: checkTrain's parts, the
// department worked in and the track's end tested once per department,
// the Shift and the Book (hasBook) once per listing.
func (s *GameState) appendTraining(dst []Action, w *work) []Action {
	train, homework := taskShifts <= w.shifts, s.hasBook(w.seat)
	if !train && !homework {
		return dst
	}
	open := w.depts
	for set := open; set != 0; set &= set - 1 {
		if d := Department(bits.TrailingZeros8(uint8(set))); !s.canTrain(w.seat, d) {
			open &^= 1 << d
		}
	}
	if open == 0 {
		return dst
	}
	if train {
		dst = appendDepts(dst, ActTrain, w.player, open)
	}
	if homework {
		dst = appendDepts(dst, ActHomework, w.player, open)
	}
	return dst
}

// appendDepts appends an action of kind k by player p for each department
// of a set, in order.
func appendDepts(dst []Action, k ActionKind, p Color, depts deptSet) []Action {
	for ; depts != 0; depts &= depts - 1 {
		var a *Action
		dst, a = appendNew(dst, k, p)
		a.Dept = Department(bits.TrailingZeros8(uint8(depts)))
	}
	return dst
}

// train moves a disc one space up a track, on top of any discs there
// (R-TRN-1, R-TRN-2); crossing the arrow certifies (R-TRN-3) and the final
// space makes an Expert (R-TRN-4).
func (e *engine) train(seat int8, d Department, homework bool) {
	kind := EvHomework
	if !homework {
		kind = EvTrained
	}
	to := e.s.players[seat].train[d] + 1
	ev := e.add(seat, kind)
	ev.Dept, ev.Space = d, int8(to)
	e.fold(ev)
	switch to {
	case components.TrackCertified:
		e.certify(seat, d)
	case components.TrackExpert:
		e.becomeExpert(seat, d)
	}
}

// certify removes the department's Lock and moves the Certification marker
// to the next section (R-TRN-3): to its only empty space at once, or to the
// one the player chooses.
func (e *engine) certify(seat int8, d Department) {
	ev := e.add(seat, EvCertified)
	ev.Dept = d
	e.fold(ev)
	if d == Administration {
		e.exchangeGenerics(seat) // R-ADM-2 opens a Speech space
	}
	free, only := 0, int8(0)
	for sp := int8(0); sp < components.CertSpaces; sp++ {
		if e.s.checkCertSpace(seat, sp).ok() {
			free++
			only = sp
		}
	}
	if free == 1 {
		e.takeCertSpace(seat, only)
		return
	}
	ev = e.add(seat, EvChoicePending)
	ev.Decision, ev.Dept = DecideCertSpace, d
	e.fold(ev)
}

// checkCertSpace checks a space of the section the player's marker enters:
// the starting section in orientation (R-SET-14), else the section of their
// latest certification (R-TRN-3).
func (s *GameState) checkCertSpace(seat int8, space int8) violation {
	rule := "R-SET-14"
	if s.phase != phaseSpots {
		rule = "R-TRN-3"
	}
	if space < 0 || space >= components.CertSpaces {
		return refuse(rule, "no such space on the Certification track")
	}
	if s.certSpaceTaken(seat, space) {
		return refuse(rule, "that Certification space is taken")
	}
	return legal
}

// certSpaceTaken reports whether another player's marker holds a space of
// the section the seat's marker enters: the starting section in
// orientation (R-SET-14), else the section of their latest certification
// (R-TRN-3).
func (s *GameState) certSpaceTaken(seat int8, space int8) bool {
	section := 0
	if s.phase != phaseSpots {
		section = s.certifications(seat)
	}
	for other := int8(0); other < int8(s.nPlayers); other++ {
		if other != seat && s.players[other].certSpace == space && s.certifications(other) == section {
			return true
		}
	}
	return false
}

// appendCertSpaces appends the legal spaces of the section the player's
// marker enters, in order: those no other marker holds (checkCertSpace).
func (s *GameState) appendCertSpaces(dst []Action, seat int8) []Action {
	p := s.colorOf(seat)
	for sp := range int8(components.CertSpaces) {
		if !s.certSpaceTaken(seat, sp) {
			dst = append(dst, CertSpace(p, int(sp)))
		}
	}
	return dst
}

// takeCertSpace puts the marker on the space and gives its benefit
// (R-CERT-2); after a certification, Factory Goals are checked (R-TRN-3).
func (e *engine) takeCertSpace(seat int8, space int8) {
	ev := e.add(seat, EvCertSpaceTaken)
	ev.Space = space
	e.fold(ev)
	e.gain(seat, e.s.certBenefit(seat, space))
	if e.s.phase != phaseSpots {
		e.checkFactoryGoals(seat)
	}
}

// certBenefit returns the benefit of a space of the section the seat's
// marker is in, or enters: the starting section in orientation (R-SET-14),
// else the section of their latest certification (R-CERT-2).
func (s *GameState) certBenefit(seat int8, space int8) Benefit {
	if s.phase == phaseSpots {
		return s.ed().CertStart[space]
	}
	return s.ed().CertTrack[s.certifications(seat)-1][space]
}

// becomeExpert gives the first Expert the Award stack's token and lets the
// player keep an Award tile (R-TRN-4). The player chooses whenever 2 or
// more tiles are left, even all of one kind: whether a choice is asked must
// not tell the other players what lies face down (R-ENG-3).
func (e *engine) becomeExpert(seat int8, d Department) {
	ev := e.add(seat, EvExpert)
	ev.Dept = d
	e.fold(ev)
	b := &e.s.board
	if b.awardSpeech[d] > 0 {
		ev := e.add(seat, EvAwardTokenTaken)
		ev.Dept = d
		e.fold(ev)
		e.gain(seat, Benefit{Speech: 1})
	}
	switch tiles := b.awards[d].items(); len(tiles) {
	case 0:
	case 1:
		e.keepAward(seat, d, Award(tiles[0]))
	default:
		ev := e.add(seat, EvChoicePending)
		ev.Decision, ev.Dept = DecideAward, d
		e.fold(ev)
	}
}

// appendKeepAwards appends the Award tiles the new Expert may keep, kind by
// kind: those left on the track (awardsLeft).
func (s *GameState) appendKeepAwards(dst []Action, seat int8) []Action {
	p, left := s.colorOf(seat), s.awardsLeft()
	for a := range Award(components.NumAwards) {
		if left&(1<<a) != 0 {
			dst = append(dst, KeepAward(p, a))
		}
	}
	return dst
}

// checkKeepAward checks an Award tile kept on becoming an Expert: a kind
// left on the track (awardsLeft, R-TRN-4).
func (s *GameState) checkKeepAward(a Award) violation {
	if a < components.NumAwards && s.awardsLeft()&(1<<a) != 0 {
		return legal
	}
	return refusef("R-TRN-4", "no %v Award tile is left on the track", a, nil)
}

// awardsLeft returns the kinds of the Award tiles left on the track of the
// department the pending choice is for, bit a for kind a.
func (s *GameState) awardsLeft() uint8 {
	var left uint8
	for _, t := range s.board.awards[s.pending.dept].items() {
		left |= 1 << t
	}
	return left
}

// keepAward keeps an Award tile and gives its benefit (R-TRN-4).
func (e *engine) keepAward(seat int8, d Department, a Award) {
	ev := e.add(seat, EvAwardKept)
	ev.Dept, ev.Award = d, a
	e.fold(ev)
	e.gain(seat, e.s.ed().AwardBenefits[a])
}

// foldCertSpaceTaken folds EvCertSpaceTaken into the state.
func (s *GameState) foldCertSpaceTaken(e *Event, seat int8) {
	p := s.playerAt(seat)
	p.certSpace = e.Space
	if s.phase == phaseSpots {
		s.orderPos++
	}
	if s.pending.kind == DecideCertSpace {
		s.pending = pending{}
	}
}

// foldTrained folds EvTrained and EvHomework into the state.
func (s *GameState) foldTrained(e *Event, seat int8) {
	p := s.playerAt(seat)
	b := &s.board
	if e.Kind == EvHomework {
		p.books -= homeworkBooks
		b.books += homeworkBooks
	}
	p.train[e.Dept] = uint8(e.Space)
	p.stamp[e.Dept] = e.Seq
}

// foldCertified folds EvCertified into the state.
func (s *GameState) foldCertified(e *Event, seat int8) {
	// The Lock is off: certification is the disc's space.
}

// foldExpert folds EvExpert into the state.
func (s *GameState) foldExpert(e *Event, seat int8) {
	// Expertise is the disc's space.
}

// foldAwardTokenTaken folds EvAwardTokenTaken into the state.
func (s *GameState) foldAwardTokenTaken(e *Event, seat int8) {
	b := &s.board
	b.awardSpeech[e.Dept]--
}

// foldAwardKept folds EvAwardKept into the state.
func (s *GameState) foldAwardKept(e *Event, seat int8) {
	p := s.playerAt(seat)
	b := &s.board
	b.awards[e.Dept].remove(uint8(e.Award))
	p.awards[e.Dept] = int8(e.Award)
	if s.pending.kind == DecideAward {
		s.mem.awardsSeen[seat] |= 1 << e.Dept // they looked through the stack (R-TRN-4)
		s.pending = pending{}
	}
}
