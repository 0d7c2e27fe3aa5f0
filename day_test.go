package kanban

import (
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// selectionDay puts the game at the start of Department Selection of day
// (at least 2), with workers on the given workstations from the day before
// and Sandra at sandra (deskPos for her desk).
func (sc *scene) selectionDay(day int, sandra int8, stations map[Color]Workstation) {
	sc.t.Helper()
	sc.orient()
	s := &sc.s
	for i := range s.stations {
		s.stations[i] = empty
	}
	for c, w := range stations {
		seat := sc.seat(c)
		s.players[seat].station = w
		s.stations[w] = seat
	}
	s.sandra = sandra
	if sandra != deskPos {
		s.stations[sandra] = sandraSeat
	}
	s.phase = phaseSelection
	s.day = uint16(day)
	s.setOrder(s.stationOrder())
	s.turn = turn{seat: empty, other: empty, leaving: empty}
	// Let Sandra choose if she is first.
	e := engine{s: ptr(sc.s), events: new([]Event)}
	e.advance()
	sc.s = *e.s
}

// R-DAY-1 R-SEL-1 R-WRK-1: a whole day: selection, then turns in
// workstation order with Sandra at her place and her desk last, then the
// next day's selection.
func TestDayRunsInWorkstationOrder(t *testing.T) {
	sc := newScene(t, Red, Blue, Yellow)
	sc.selectionDay(2, deskPos, map[Color]Workstation{Red: WorkstationOf(Design, true), Blue: WorkstationOf(RnD, false), Yellow: WorkstationOf(Logistics, true)})
	// Order of choosing: blue (R&D), yellow (Logistics), red (Design), Sandra (desk).
	require.Equal(t, Decision{Kind: DecideWorkstation, Player: Blue}, sc.s.Next())
	sc.do(Select(Blue, WorkstationOf(Design, false)))
	require.Equal(t, Yellow, sc.s.Next().Player)
	sc.do(Select(Yellow, WorkstationOf(RnD, true)))
	require.Equal(t, Red, sc.s.Next().Player)
	evs := sc.do(Select(Red, WorkstationOf(Assembly, true)))
	// Sandra leaves her desk for R&D: its top workstation is empty.
	moved := find(evs, EvSandraMoved)
	require.Len(t, moved, 1)
	require.Equal(t, WorkstationOf(RnD, false), moved[0].Workstation)
	require.Equal(t, EvWorkingStarted, find(evs, EvWorkingStarted)[0].Kind)

	// Sandra works first (R&D top), then yellow (R&D bottom, 3 Shifts).
	sandra := find(evs, EvSandraTurn)
	require.Len(t, sandra, 1)
	started := find(evs, EvTurnStarted)
	require.Len(t, started, 1)
	require.Equal(t, Yellow, started[0].Player)
	require.Equal(t, int16(components.WorkstationShifts[RnD][1]), started[0].N)

	evs = sc.do(EndTurn(Yellow))
	started = find(evs, EvTurnStarted)
	require.Equal(t, Red, started[0].Player)
	require.Equal(t, int16(components.WorkstationShifts[Assembly][1]), started[0].N)
	evs = sc.do(EndTurn(Red))
	started = find(evs, EvTurnStarted)
	require.Equal(t, Blue, started[0].Player)
	require.Equal(t, int16(components.WorkstationShifts[Design][0]), started[0].N)
	evs = sc.do(EndTurn(Blue))
	// No desk turn today; the day ends and day 3 starts with selection.
	require.Empty(t, find(evs, EvSandraTurn))
	require.Equal(t, []EventKind{EvTurnEnded, EvDayEnded, EvDayStarted}, kinds(evs)[:3])
	require.Equal(t, 3, sc.s.Day())
	require.Equal(t, DecideWorkstation, sc.s.Next().Kind)
}

// R-DAY-1: Sandra's desk turn comes last and ends with end-of-week scoring.
func TestDeskTurnComesLast(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.workAt(Red, WorkstationOf(Administration, true), 4)
	sc.s.sandra = deskPos
	evs := sc.do(EndTurn(Red))
	require.Equal(t, []EventKind{EvTurnEnded, EvSandraTurn, EvSandraEvaluated}, kinds(evs)[:3])
	require.NotEmpty(t, find(evs, EvWeekAdvanced))
	require.Less(t, indexOf(evs, EvWeekAdvanced), indexOf(evs, EvDayEnded))
}

func indexOf(evs []Event, k EventKind) int {
	for i, e := range evs {
		if e.Kind == k {
			return i
		}
	}
	return -1
}

// R-DAY-1: at most one Meeting a day; a second striped space does nothing.
func TestOneMeetingADay(t *testing.T) {
	sc := newScene(t, Red, Blue)
	track := components.TestTracks[2]
	sc.workAt(Red, WorkstationOf(RnD, true), 3)
	sc.s.sandra = int8(WorkstationOf(RnD, false))
	sc.s.stations[sc.s.sandra] = sandraSeat
	// Sandra works before red; put the Pace Car one short of a stripe with a
	// Meeting already scheduled.
	sc.s.board.pace = uint8(track.Striped[1] - 1)
	sc.s.meeting = true
	e := engine{s: ptr(sc.s), events: new([]Event)}
	e.advancePaceCar(1)
	require.Empty(t, find(*e.events, EvMeetingScheduled))
	require.Equal(t, uint8(track.Striped[1]), e.s.board.pace)

	e.s.meeting = false
	e.s.board.pace = uint8(track.Striped[1] - 1)
	*e.events = nil
	e.advancePaceCar(1)
	require.Len(t, find(*e.events, EvMeetingScheduled), 1)
	require.True(t, e.s.MeetingScheduled())
}

// R-SEL-2: day 1 choices go in Certification-track order, any empty
// workstation.
func TestDayOneSelectionOrder(t *testing.T) {
	sc := newScene(t, Red, Blue, Yellow, Purple)
	// Starting spots in seating order from the first player; choose spots so
	// that purple has spot 0 (first in track order), then yellow, red, blue.
	spots := map[Color]int{Purple: 0, Yellow: 1, Red: 2, Blue: 3}
	for sc.s.phase == phaseSpots {
		p := sc.s.Next().Player
		sc.do(CertSpace(p, spots[p]))
	}
	for sc.s.phase == phasePicks {
		sc.do(sc.s.LegalActions()[0])
	}
	var order []Color
	for sc.s.phase == phaseSelection {
		p := sc.s.Next().Player
		order = append(order, p)
		legal := sc.s.LegalActions()
		require.NotEmpty(t, legal)
		sc.do(legal[len(legal)-1])
	}
	require.Equal(t, []Color{Purple, Yellow, Red, Blue}, order)
}

// R-SEL-3: on later days workers choose in the order of yesterday's
// workstations, and must move to another department's empty workstation.
func TestLaterDaySelection(t *testing.T) {
	sc := newScene(t, Red, Blue, Yellow)
	sc.selectionDay(3, int8(WorkstationOf(Logistics, false)), map[Color]Workstation{
		Red: WorkstationOf(Administration, false), Blue: WorkstationOf(Assembly, true), Yellow: WorkstationOf(RnD, true),
	})
	require.Equal(t, Yellow, sc.s.Next().Player)
	sc.refuse(Select(Yellow, WorkstationOf(RnD, false)), "R-SEL-3")
	sc.do(Select(Yellow, WorkstationOf(Design, true)))
	require.Equal(t, Blue, sc.s.Next().Player)
	sc.refuse(Select(Blue, WorkstationOf(Assembly, false)), "R-SEL-3")
	evs := sc.do(Select(Blue, WorkstationOf(RnD, true)))
	// Sandra chooses after blue: Logistics → Design, whose bottom is taken,
	// so its top.
	require.Equal(t, WorkstationOf(Design, false), find(evs, EvSandraMoved)[0].Workstation)
	require.Equal(t, Red, sc.s.Next().Player)
	sc.refuse(Select(Red, WorkstationOf(Design, false)), "R-SEL-6")
	sc.refuse(Select(Red, WorkstationOf(Administration, true)), "R-SEL-3")
	sc.do(Select(Red, WorkstationOf(Logistics, true)))
}

// R-SEL-4: Sandra's movement.
func TestSandraMovement(t *testing.T) {
	top, bottom := func(d Department) Workstation { return WorkstationOf(d, false) }, func(d Department) Workstation { return WorkstationOf(d, true) }
	cases := []struct {
		name     string
		from     int8
		occupied []Workstation
		want     Workstation
	}{
		{"desk to R&D top", deskPos, nil, top(RnD)},
		{"top taken: bottom", int8(top(RnD)), []Workstation{top(Assembly)}, bottom(Assembly)},
		{"department full: the next", int8(bottom(RnD)), []Workstation{top(Assembly), bottom(Assembly)}, top(Logistics)},
		{"from Design to the desk", int8(top(Design)), nil, NoWorkstation},
		{"Administration is never skipped", int8(top(Design)), []Workstation{top(Administration), bottom(Administration)}, NoWorkstation},
		{"skip to Administration: the desk", int8(top(Logistics)), []Workstation{top(Design), bottom(Design)}, NoWorkstation},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := newScene(t, Red, Blue, Yellow, Purple)
			sc.orient()
			s := &sc.s
			s.day = 5
			for i := range s.stations {
				s.stations[i] = empty
			}
			s.sandra = c.from
			if c.from != deskPos {
				s.stations[c.from] = sandraSeat
			}
			for i, w := range c.occupied {
				s.stations[w] = int8(i)
				s.players[i].station = w
			}
			e := engine{s: ptr(sc.s), events: new([]Event)}
			e.moveSandra()
			require.Equal(t, c.want, e.s.Sandra())
			require.Equal(t, c.want, find(*e.events, EvSandraMoved)[0].Workstation)
			if c.from != deskPos {
				require.NotEqual(t, int8(sandraSeat), e.s.stations[c.from], "her old workstation is freed")
			}
		})
	}
}

// R-SEL-5: with 2 players nobody enters Sandra's department: on day 1
// Administration; before she moves her old department, after it her new one.
func TestTwoPlayerBan(t *testing.T) {
	sc := newScene(t, Red, Blue)
	sc.orient()
	p := sc.s.Next().Player
	sc.refuse(Select(p, WorkstationOf(Administration, false)), "R-SEL-5")
	sc.refuse(Select(p, WorkstationOf(Administration, true)), "R-SEL-5")

	// Day 4: Sandra in Assembly. Red (R&D) chooses before her, blue
	// (Design) after her.
	sc = newScene(t, Red, Blue)
	sc.selectionDay(4, int8(WorkstationOf(Assembly, false)), map[Color]Workstation{Red: WorkstationOf(RnD, false), Blue: WorkstationOf(Design, false)})
	require.Equal(t, Red, sc.s.Next().Player)
	sc.refuse(Select(Red, WorkstationOf(Assembly, true)), "R-SEL-5")
	require.True(t, sc.legal(Select(Red, WorkstationOf(Logistics, true))))
	evs := sc.do(Select(Red, WorkstationOf(Logistics, false)))
	// Sandra moves into Logistics, where red now is: she may join players.
	require.Equal(t, WorkstationOf(Logistics, true), find(evs, EvSandraMoved)[0].Workstation)
	require.Equal(t, Blue, sc.s.Next().Player)
	sc.refuse(Select(Blue, WorkstationOf(Logistics, true)), "R-SEL-6")
	require.True(t, sc.legal(Select(Blue, WorkstationOf(Assembly, true))), "her old department is open once she left")
}

// R-SEL-6 R-SEL-7: one worker per workstation; a worker who has not moved
// yet still holds its workstation, and moving frees it at once.
func TestWorkersHoldWorkstations(t *testing.T) {
	sc := newScene(t, Red, Blue, Yellow)
	sc.selectionDay(2, deskPos, map[Color]Workstation{Red: WorkstationOf(RnD, false), Blue: WorkstationOf(Assembly, false), Yellow: WorkstationOf(Logistics, false)})
	require.Equal(t, Red, sc.s.Next().Player)
	re := sc.refuse(Select(Red, WorkstationOf(Assembly, false)), "R-SEL-7")
	require.Contains(t, re.Reason, "blue")
	sc.do(Select(Red, WorkstationOf(Logistics, true)))
	require.Equal(t, Blue, sc.s.Next().Player)
	// R&D top was freed when red moved.
	sc.do(Select(Blue, WorkstationOf(RnD, false)))
	sc.refuse(Select(Yellow, WorkstationOf(RnD, false)), "R-SEL-6")
	sc.do(Select(Yellow, WorkstationOf(Assembly, false)))
	require.Equal(t, [NumWorkstations]Color{Blue, NoColor, Yellow, NoColor, NoColor, Red, NoColor, NoColor, NoColor, NoColor}, sc.s.Workstations())
}
