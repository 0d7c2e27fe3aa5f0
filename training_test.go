package kanban

import (
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// R-TRN-1: a Shift moves the disc one space, on top of any discs there.
func TestTrainingStacksDiscs(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	sc.p(Blue).train[Design] = 1
	sc.p(Blue).stamp[Design] = 1
	evs := sc.do(Train(Red, Design))
	tr := find(evs, EvTrained)
	require.Len(t, tr, 1)
	require.Equal(t, int8(1), tr[0].Space)
	require.Equal(t, 1, sc.board(Red).Training[Design])
	require.Equal(t, 1, sc.s.Turn().Worked)
	// Red arrived later, so red's disc is on top and ahead.
	require.Equal(t, []Color{Red, Blue}, sc.s.TrackOrder(Design))
	sc.do(Train(Red, Design))
	require.Equal(t, []Color{Red, Blue}, sc.s.TrackOrder(Design))
	require.Empty(t, sc.s.TrackOrder(RnD), "a track nobody moved on has no order")
}

// R-TRN-2: homework returns a Book for a step, costs no Shift, before or
// after Shifts, only where the player works.
func TestHomework(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(RnD, true), 3)
	sc.p(Red).books = 2
	sc.s.board.books -= 2
	evs := sc.do(Homework(Red, RnD))
	require.Equal(t, EvHomework, evs[0].Kind)
	require.Equal(t, 0, sc.s.Turn().Worked)
	require.Equal(t, 1, sc.board(Red).Books)
	sc.do(Train(Red, RnD))
	sc.train(Red, RnD)
	sc.do(Train(Red, RnD))
	sc.refuse(Train(Red, RnD), "R-WRK-2")
	supply := sc.s.Supply().Books
	sc.do(Homework(Red, RnD)) // after the Shifts are gone
	require.Equal(t, 0, sc.board(Red).Books)
	require.Equal(t, supply+1, sc.s.Supply().Books, "returned Books go back to the supply")
	require.Equal(t, 5, sc.board(Red).Training[RnD])

	// No Book on the board and none held: homework needs one.
	sc = newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(RnD, true), 3)
	sc.s.board.books += sc.p(Red).books
	sc.p(Red).books = 0
	sc.refuse(Homework(Red, RnD), "R-TRN-2")
}

// R-TRN-3 R-CERT-1 R-CERT-2 R-FG-1 R-SPK-2: crossing the arrow certifies:
// the Lock is off (more storage), the marker moves to the next section and
// takes the space's benefit, then Factory Goals are checked.
func TestCertification(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Logistics, true), 3)
	p := sc.p(Red)
	p.train[Logistics] = components.TrackCertified - 1
	p.certSpace = 0
	// Red already holds one certification, so a certifications goal of 2
	// pays now.
	p.train[RnD] = components.TrackCertified
	sc.p(Blue).train[RnD] = components.TrackCertified
	sc.p(Blue).certSpace = 2 // blue holds space 2 of section 1
	for i := range sc.s.board.factory {
		if i == 0 {
			sc.s.board.factory[i] = factorySlot{tile: 1, tokens: 2} // certifications, 3
		}
		if i == 1 {
			sc.s.board.factory[i] = factorySlot{tile: 0, tokens: 2} // certifications, 2
		}
	}
	// Red is certified once (section 1, space 1): move red there.
	p.certSpace = 1
	require.Equal(t, components.StorageSpaces, sc.board(Red).StorageSpaces)
	evs := sc.do(Train(Red, Logistics))
	require.Equal(t, []EventKind{EvShiftsSpent, EvTrained, EvCertified, EvChoicePending}, kinds(evs))
	require.Equal(t, Decision{Kind: DecideCertSpace, Player: Red, Dept: Logistics, Section: 2, Spaces: 1<<components.CertSpaces - 1}, sc.s.Next())
	require.True(t, sc.board(Red).Certified(Logistics))
	require.Equal(t, components.StorageSpacesCertified, sc.board(Red).StorageSpaces)
	// Section 2 is empty: every space is open.
	require.Len(t, sc.s.LegalActions(), components.CertSpaces)
	speechBefore := sc.board(Red).Speech
	evs = sc.do(CertSpace(Red, 1))
	require.Equal(t, 2, sc.board(Red).Certifications)
	require.Equal(t, 1, sc.board(Red).CertSpace)
	want := components.CertTrack[1][1]
	g := find(evs, EvGained)
	require.Equal(t, want, g[0].Gain)
	// The goal of 2 certifications paid one Generic token, which moved an
	// own token onto a Speech space; the goal of 3 did not.
	fg := find(evs, EvFactoryGoalReached)
	require.Len(t, fg, 1)
	require.Equal(t, int8(1), fg[0].Space)
	require.Equal(t, speechBefore+1+int(want.Speech), sc.board(Red).Speech)
	require.Equal(t, 1, sc.s.FactoryGoals()[1].Tokens)
	require.Equal(t, DecideWork, sc.s.Next().Kind)
}

// R-TRN-3: with one empty space in the next section the marker goes there
// without a choice; a taken space is refused.
func TestCertificationSpaceTaken(t *testing.T) {
	sc := newScene(t, Red, Blue, Yellow, Purple)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	sc.p(Red).train[Design] = components.TrackCertified - 1
	for i, c := range []Color{Blue, Yellow, Purple} {
		sc.p(c).train[RnD] = components.TrackCertified
		sc.p(c).certSpace = int8(i)
	}
	evs := sc.do(Train(Red, Design))
	taken := find(evs, EvCertSpaceTaken)
	require.Len(t, taken, 1)
	require.Equal(t, int8(3), taken[0].Space)
	require.Equal(t, DecideWork, sc.s.Next().Kind)

	sc = newScene(t, Red, Blue, Yellow)
	sc.workAt(Red, WorkstationOf(Design, true), 3)
	sc.p(Red).train[Design] = components.TrackCertified - 1
	sc.p(Blue).train[RnD] = components.TrackCertified
	sc.p(Blue).certSpace = 0
	sc.do(Train(Red, Design))
	sc.refuse(CertSpace(Red, 0), "R-TRN-3")
	sc.refuse(CertSpace(Red, 4), "R-TRN-3")
	sc.do(CertSpace(Red, 2))
}

// R-TRN-4 R-TRN-5 R-SPK-2: the final space makes an Expert; the first takes
// the stack's token; each Expert keeps one of the tiles left and gets its
// benefit, held until the turn ends; no tile left, none kept; the disc goes
// no further.
func TestExpert(t *testing.T) {
	sc := newScene(t, Red, Blue, Yellow, Purple)
	sc.workAt(Red, WorkstationOf(RnD, true), 3)
	sc.s.board.awards[RnD] = pile{}
	for _, a := range []Award{AwardBook, AwardPP, AwardBook} {
		sc.s.board.awards[RnD].push(uint8(a))
	}
	sc.p(Red).train[RnD] = components.TrackExpert - 1
	sc.p(Red).certSpace = 0
	for range components.TrackCertified {
		// Red is already certified in R&D (the track's first 3 spaces).
	}
	speech := sc.board(Red).Speech
	evs := sc.do(Train(Red, RnD))
	require.Equal(t, []EventKind{EvShiftsSpent, EvTrained, EvExpert, EvAwardTokenTaken, EvGained, EvChoicePending}, kinds(evs))
	require.Equal(t, speech+1, sc.board(Red).Speech)
	tiles, token := sc.s.AwardStack(RnD)
	require.Equal(t, 3, tiles)
	require.False(t, token)
	require.Equal(t, Decision{Kind: DecideAward, Player: Red, Dept: RnD, Tiles: 3}, sc.s.Next())
	require.ElementsMatch(t, []Action{KeepAward(Red, AwardBook), KeepAward(Red, AwardPP)}, sc.s.LegalActions())
	sc.refuse(KeepAward(Red, AwardVoucher), "R-TRN-4")
	evs = sc.do(KeepAward(Red, AwardBook))
	require.Equal(t, AwardBook, sc.board(Red).Awards[RnD])
	g := find(evs, EvGained)
	require.True(t, g[0].Pending, "an Award's Book waits for the end of the turn")
	require.Equal(t, components.AwardBenefits[AwardBook], g[0].Gain)
	tiles, _ = sc.s.AwardStack(RnD)
	require.Equal(t, 2, tiles)
	sc.refuse(Train(Red, RnD), "R-TRN-5")
	sc.p(Red).books = 1
	sc.s.board.books--
	sc.refuse(Homework(Red, RnD), "R-TRN-5")

	// R-ENG-3: the second Expert gets no token; two tiles of one kind are
	// still a choice, so that whether one is asked tells nobody what lies
	// face down.
	b := &sc.s.board
	for b.awards[RnD].len() > 0 {
		b.awards[RnD].pop()
	}
	b.awards[RnD].push(uint8(AwardShift))
	b.awards[RnD].push(uint8(AwardShift))
	sc.s.turn.seat = sc.seat(Blue)
	sc.p(Blue).station = WorkstationOf(RnD, true)
	sc.p(Red).station = NoWorkstation
	sc.s.stations[WorkstationOf(RnD, true)] = sc.seat(Blue)
	sc.p(Blue).train[RnD] = components.TrackExpert - 1
	evs = sc.do(Train(Blue, RnD))
	require.Equal(t, []EventKind{EvShiftsSpent, EvTrained, EvExpert, EvChoicePending}, kinds(evs))
	require.Equal(t, Decision{Kind: DecideAward, Player: Blue, Dept: RnD, Tiles: 2}, sc.s.Next())
	require.Equal(t, []Action{KeepAward(Blue, AwardShift)}, sc.s.LegalActions())
	evs = sc.do(KeepAward(Blue, AwardShift))
	require.Equal(t, []EventKind{EvAwardKept, EvGained}, kinds(evs))
	require.Equal(t, DecideWork, sc.s.Next().Kind)

	// The last tile is kept without a choice: its count is public.
	expert := func(c, prev Color) []Event {
		sc.s.turn.seat = sc.seat(c)
		sc.p(prev).station = NoWorkstation
		sc.p(c).station = WorkstationOf(RnD, true)
		sc.s.stations[WorkstationOf(RnD, true)] = sc.seat(c)
		sc.p(c).train[RnD] = components.TrackExpert - 1
		sc.p(c).awards[RnD] = empty
		sc.s.turn.worked, sc.s.turn.shifts = 0, 3
		return sc.do(Train(c, RnD))
	}
	evs = expert(Yellow, Blue)
	require.Equal(t, []EventKind{EvShiftsSpent, EvTrained, EvExpert, EvAwardKept, EvGained}, kinds(evs))
	require.Equal(t, AwardShift, sc.board(Yellow).Awards[RnD])
	require.Equal(t, DecideWork, sc.s.Next().Kind)

	// The next finds the stack empty.
	evs = expert(Yellow, Yellow)
	require.Equal(t, []EventKind{EvShiftsSpent, EvTrained, EvExpert}, kinds(evs))
	require.Equal(t, NoAward, sc.board(Yellow).Awards[RnD])
	require.Equal(t, DecideWork, sc.s.Next().Kind)
}

// R-SPK-2: a Generic token with no empty Speech space is kept beside the
// board.
func TestGenericKeptWhenSpacesFull(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(RnD, true), 3)
	sc.p(Red).speech = components.SpeechSpaces
	e := engine{s: ptr(sc.s), events: new([]Event)}
	e.gain(sc.seat(Red), Benefit{Speech: 2})
	b, _ := e.s.Player(Red)
	require.Equal(t, components.SpeechSpaces, b.Speech)
	require.Equal(t, 2, b.GenericSpeech)
}

// R-ADM-1: in Administration the player trains there and in one other
// department, named by the first Shift or Book spent there, in any split.
func TestAdministrationSplit(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Administration, true), 3)
	sc.p(Red).books = 2
	sc.s.board.books -= 2
	sc.do(Train(Red, Administration))
	require.False(t, sc.s.Turn().HasOther)
	evs := sc.do(Homework(Red, Assembly))
	require.Equal(t, []EventKind{EvDepartmentNamed, EvHomework}, kinds(evs))
	require.Equal(t, Assembly, sc.s.Turn().OtherDept)
	sc.refuse(Train(Red, Design), "R-ADM-1")
	sc.refuse(Homework(Red, RnD), "R-ADM-1")
	sc.do(Train(Red, Assembly))
	sc.do(Homework(Red, Administration))
	require.Equal(t, 2, sc.board(Red).Training[Administration])
	require.Equal(t, 2, sc.board(Red).Training[Assembly])
	// The per-turn Shift limits cover both departments.
	sc.refuse(Train(Red, Administration), "R-WRK-2")

	// With 2 players the other department may be Sandra's (R-SEL-5 limits
	// placement only).
	sc = newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Administration, true), 3)
	sc.s.sandra = int8(WorkstationOf(Design, false))
	sc.s.stations[sc.s.sandra] = sandraSeat
	sc.do(Train(Red, Design))
}

// R-ADM-2 R-MTG-7: Administration certification opens the 5th Speech space,
// and a Generic token kept beside the board is exchanged onto it at once.
func TestAdministrationOpensSpeechSpace(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Administration, true), 3)
	p := sc.p(Red)
	p.speech = components.SpeechSpaces
	p.generic = 1
	p.train[Administration] = components.TrackCertified - 1
	evs := sc.do(Train(Red, Administration))
	require.Contains(t, kinds(evs), EvGenericExchanged)
	b := sc.board(Red)
	require.Equal(t, components.SpeechSpacesCertified, b.SpeechSpaces)
	require.Equal(t, components.SpeechSpacesCertified, b.Speech)
	require.Equal(t, 0, b.GenericSpeech)
}
