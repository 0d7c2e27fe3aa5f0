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
		return "no workstation"
	}
	return deptName(w.Department()) + " " + topBottom(w) + " workstation"
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
		return "put the Certification marker on " + orList(spaceWords(d.Spaces), "starting space", "starting space")
	case DecideStartPick:
		return "take a part and a Design to start with"
	case DecideWorkstation:
		return "choose a workstation for the day"
	case DecideWork:
		return "spend Shifts on tasks or training, or end the turn"
	case DecideCertSpace:
		return "put the Certification marker in section " + strconv.Itoa(d.Section) + ": " + orList(spaceWords(d.Spaces), "space", "spaces")
	case DecideAward:
		return "keep one of the " + count(d.Tiles, "Award tile", "Award tiles") + " of the " + deptName(d.Dept) + " track"
	case DecideNothing:
		return "the game is over"
	case DecideBranch:
		var to []string
		for _, c := range d.To.Spaces() {
			if c == ExitSpace {
				to = append(to, "off the line")
			} else {
				to = append(to, c.String())
			}
		}
		return "send the pushed " + modelName(d.Model) + " car from " + d.At.String() + " to " + orWords(to)
	case DecideGarage:
		return "park the claimed " + modelName(d.Model) + " car in " + orList(spaceWords(d.Spaces), "garage", "garage")
	case DecidePadlock:
		return "choose two different benefits of the padlocked garage"
	case DecideSpeak:
		if d.Goals == 0 {
			return "play a goal from the hand to speak on, or pass"
		}
		var goals []string
		for _, g := range d.Goals.Cards() {
			goals = append(goals, strconv.Itoa(int(g)))
		}
		return "put a Speech token on " + orList(goals, "goal", "goals") + ", or pass"
	case DecideRoomGoal:
		return "choose a goal of the hand to put face down for the meeting room"
	case DecideEvents:
		return "the events of an action are being told"
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
