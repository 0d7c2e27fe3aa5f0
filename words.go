package kanban

import (
	"strconv"
)

// Title returns the workstation's name in prose, such as "R&D top
// workstation": the words Describe and Narrate use, for a host to show
// where String's notation would read as code.
func (w Workstation) Title() string { return w.TitleIn(English) }

// TitleIn is Title in the language l, such as "F&E, oberes Einsetzfeld".
func (w Workstation) TitleIn(l Language) string {
	if w >= NumWorkstations {
		return l.tr("no workstation")
	}
	if w.Bottom() {
		return l.f("%s bottom workstation", l.dept(w.Department()))
	}
	return l.f("%s top workstation", l.dept(w.Department()))
}

// Describe says in prose what the decision asks of its player, such as
// "choose a workstation for the day" or "put a Speech token on goals 5,
// 7 or 10, or pass"; "the game is over" once it
// is. Like Describe's phrases it starts in lower case and has no full
// stop, and names no player, so that a host may write "your turn: …" or
// "blue: …". String is the same decision in notation.
func (d Decision) Describe() string { return d.DescribeIn(English) }

// DescribeIn is Describe in the language l.
func (d Decision) DescribeIn(l Language) string {
	switch d.Kind {
	case DecideStartSpot:
		return l.f("put the Certification marker on %s", l.orList(spaceWords(d.Spaces), "starting space", "starting space"))
	case DecideStartPick:
		return l.tr("take a part and a Design to start with")
	case DecideWorkstation:
		return l.tr("choose a workstation for the day")
	case DecideWork:
		return l.tr("spend Shifts on tasks or training, or end the turn")
	case DecideCertSpace:
		return l.f("put the Certification marker in section %d: %s", d.Section, l.orList(spaceWords(d.Spaces), "space", "spaces"))
	case DecideAward:
		return l.f("keep one of the %s of the %s track", l.count(d.Tiles, "Award tile", "Award tiles"), l.dept(d.Dept))
	case DecideNothing:
		return l.tr("the game is over")
	case DecideBranch:
		var to []string
		for _, c := range d.To.Spaces() {
			if c == ExitSpace {
				to = append(to, l.tr("off the line"))
			} else {
				to = append(to, c.String())
			}
		}
		return l.f("send the pushed %s car from %s to %s", l.model(d.Model), d.At, l.orWords(to))
	case DecideGarage:
		return l.f("park the claimed %s car in %s", l.model(d.Model), l.orList(spaceWords(d.Spaces), "garage", "garage"))
	case DecidePadlock:
		return l.tr("choose two different benefits of the padlocked garage")
	case DecideSpeak:
		if d.Goals == 0 {
			return l.tr("play a goal from the hand to speak on, or pass")
		}
		var goals []string
		for _, g := range d.Goals.Cards() {
			goals = append(goals, strconv.Itoa(int(g)))
		}
		return l.f("put a Speech token on %s, or pass", l.orList(goals, "goal", "goals"))
	case DecideRoomGoal:
		return l.tr("choose a goal of the hand to put face down for the meeting room")
	case DecideEvents:
		return l.tr("the events of an action are being told")
	}
	return d.Kind.String()
}

// spaceWords lists a set's spaces as numbers.
func spaceWords(s SpaceSet) []string {
	var out []string
	for _, i := range s.Spaces() {
		out = append(out, strconv.Itoa(i))
	}
	return out
}
