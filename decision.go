package kanban

import (
	"fmt"
	"strconv"

	"github.com/kanbanev/kanban/components"
)

// Decision is what the game waits for: which player must act, what kind
// of choice it is, and what the choice is about, so that a frontend can say
// so. LegalActions lists the actions that answer it.
//
// Each kind sets the fields that describe it, listed below; the others are
// zero, and its JSON form leaves them out. Everything in a Decision is
// public: every player may see it (it is in each View).
type Decision struct {
	Kind   DecisionKind // the kind of choice, DecideNothing once the game is over
	Player Color        // the player who must choose
	// Dept is the department the choice is about: for DecideCertSpace the
	// department just certified, for DecideAward the track whose Award
	// tiles the player looks through.
	Dept Department
	// Section is the section of the Certification track the marker enters:
	// 0, the starting section, for DecideStartSpot (R-SET-14); for
	// DecideCertSpace the player's number of certifications (R-TRN-3).
	Section int
	// Spaces is the spaces the player may choose from: the empty spaces of
	// that section (DecideStartSpot, DecideCertSpace), or the empty open
	// garages (DecideGarage, R-RND-3).
	Spaces SpaceSet
	// Model is the car the choice is about: the car pushed at a branch of
	// the conveyor (DecideBranch, R-ASM-3), or the next claimed car to park
	// (DecideGarage).
	Model Model
	// At is the conveyor space of the car pushed at a branch, and To the
	// spaces it may go to, ExitSpace for off the line (DecideBranch).
	At ConveyorSpace
	To ConveyorSet // the spaces the car at At may go to
	// Tiles is how many Award tiles lie face down on the track to keep one
	// from (DecideAward, R-TRN-4).
	Tiles int
	// Goals is the face-up goals the player's Speech token may go on
	// (DecideSpeak): those with an empty speech icon and no token of
	// theirs, none when they have no token on a Speech space (R-MTG-3,
	// R-SPK-1). A goal they play from hand, which only they know, takes
	// the token too.
	Goals GoalSet
}

// DecisionKind is the kind of choice the game waits for.
type DecisionKind uint8

// The decision kinds.
const (
	// DecideStartSpot: place the Certification marker on a starting spot
	// (R-SET-14); answered by CertSpace.
	DecideStartSpot DecisionKind = iota + 1
	// DecideStartPick: take a part and a Design in orientation (R-SET-14);
	// answered by StartPart and StartDesign, one of each.
	DecideStartPick
	// DecideWorkstation: place the worker for the day (R-SEL); answered by
	// Select.
	DecideWorkstation
	// DecideWork: the player's working turn (R-WRK); answered by Train,
	// Homework, Recycle and the department's tasks, until EndTurn.
	DecideWork
	// DecideCertSpace: choose a space of the next Certification section
	// (R-TRN-3); answered by CertSpace.
	DecideCertSpace
	// DecideAward: keep one of the Award tiles left on the track (R-TRN-4);
	// answered by KeepAward.
	DecideAward
	// DecideNothing: the game is over.
	DecideNothing
	// DecideBranch: where the pushed car goes at a branch of the conveyor
	// (R-ASM-3); answered by Branch.
	DecideBranch
	// DecideGarage: the garage for the next claimed car (R-RND-3); answered
	// by Garage.
	DecideGarage
	// DecidePadlock: two different benefits of the padlocked garage
	// (R-RND-7); answered by Padlock.
	DecidePadlock
	// DecideSpeak: a turn in a Meeting (R-MTG-2); answered by Speak or
	// Pass.
	DecideSpeak
	// DecideRoomGoal: the goal put face down for the meeting room
	// (R-MTG-9); answered by ChooseGoal.
	DecideRoomGoal
	// DecideEvents: the state lies between the events of one action, as
	// when a frontend folds them one by one with Evolve; it waits for the
	// rest of them, not for a player, and takes no action (R-ENG-5).
	DecideEvents
)

var decisionNames = [...]string{
	DecideStartSpot:   "start-spot",
	DecideStartPick:   "start-pick",
	DecideWorkstation: "workstation",
	DecideWork:        "work",
	DecideCertSpace:   "cert-space",
	DecideAward:       "award",
	DecideNothing:     "game-over",
	DecideBranch:      "branch",
	DecideGarage:      "garage",
	DecidePadlock:     "padlock",
	DecideSpeak:       "speak",
	DecideRoomGoal:    "room-goal",
	DecideEvents:      "events",
}

// String returns the decision kind's name, such as "work".
func (k DecisionKind) String() string { return enumName(decisionNames[:], int(k), "DecisionKind") }

// MarshalText encodes the kind as its name.
func (k DecisionKind) MarshalText() ([]byte, error) {
	return enumMarshal(decisionNames[:], int(k), "decision kind")
}

// UnmarshalText decodes a kind from its name.
func (k *DecisionKind) UnmarshalText(b []byte) error {
	return enumUnmarshal(decisionNames[:], b, "decision kind", (*uint8)(k))
}

// String returns a short description, such as "red: work", "red: branch
// suv at b1 to b2,c1" or "blue: cert-space logistics section 2 spaces 0,3".
func (d Decision) String() string {
	if d.Kind == DecideNothing || d.Kind == DecideEvents {
		return d.Kind.String()
	}
	s := d.Player.String() + ": " + d.Kind.String()
	switch d.Kind {
	case DecideStartSpot:
		s += " spaces " + d.Spaces.String()
	case DecideCertSpace:
		s += " " + d.Dept.String() + " section " + strconv.Itoa(d.Section) + " spaces " + d.Spaces.String()
	case DecideAward:
		s += " " + d.Dept.String() + " " + strconv.Itoa(d.Tiles) + " tile"
		if d.Tiles != 1 {
			s += "s"
		}
	case DecideBranch:
		s += " " + d.Model.String() + " at " + d.At.String() + " to " + d.To.String()
	case DecideGarage:
		s += " " + d.Model.String() + " garages " + d.Spaces.String()
	case DecideSpeak:
		if d.Goals != 0 {
			s += " on " + d.Goals.String()
		}
	}
	return s
}

// Next returns the decision the game waits for, with what it is about.
func (s GameState) Next() Decision {
	d := s.next()
	s.detail(&d)
	return d
}

// NextKind returns the kind of the decision the game waits for and the
// player who makes it: Next's Kind and Player, without the rest, which
// Next works out at a cost a search meets at every step.
func (s *GameState) NextKind() (DecisionKind, Color) {
	d := s.next()
	return d.Kind, d.Player
}

// detail fills in what a decision is about (Decision's fields past Dept);
// next leaves them out, since the rules need only who chooses and how.
func (s *GameState) detail(d *Decision) {
	seat := s.seatOf(d.Player)
	switch d.Kind {
	case DecideStartSpot, DecideCertSpace:
		if d.Kind == DecideCertSpace {
			d.Section = s.certifications(seat)
		}
		for sp := int8(0); sp < components.CertSpaces; sp++ {
			if s.checkCertSpace(seat, sp).ok() {
				d.Spaces |= 1 << sp
			}
		}
	case DecideAward:
		d.Tiles = s.board.awards[d.Dept].len()
	case DecideBranch:
		at := s.pending.path[s.pending.pathLen-1]
		d.At, d.Model = ConveyorSpace(at), Model(s.board.conveyor[at])
		for _, l := range s.ed().Conveyor[at].Next {
			d.To = d.To.with(ConveyorSpace(l.To))
		}
	case DecideGarage:
		d.Model = Model(s.turn.parking[0])
		for g := range components.Garages {
			if s.checkGarage(seat, int8(g)).ok() {
				d.Spaces |= 1 << g
			}
		}
	case DecideSpeak:
		if s.players[seat].speech == 0 {
			break
		}
		for place := range meetingGoals {
			if s.canTakeToken(seat, place) {
				d.Goals |= 1 << s.faceUpGoal(place)
			}
		}
	}
}

func (s *GameState) next() Decision {
	k, seat, pending := s.chooser()
	d := Decision{Kind: k, Player: s.colorOf(seat)}
	if pending {
		d.Dept = s.pending.dept
	}
	return d
}

// chooser returns the kind of decision the game waits for and the seat that
// makes it, or empty when no player does, and whether it is the pending
// choice: what next says, by seat.
func (s *GameState) chooser() (k DecisionKind, seat int8, pending bool) {
	switch {
	case s.nPlayers == 0:
		return DecideNothing, empty, false // the zero GameState is no game
	case s.inflight > 0:
		return DecideEvents, empty, false
	case s.pending.kind != 0:
		return s.pending.kind, s.pending.seat, true
	}
	switch s.phase {
	case phaseSpots:
		return DecideStartSpot, s.order[s.orderPos], false
	case phasePicks:
		return DecideStartPick, s.order[s.orderPos], false
	case phaseSelection:
		return DecideWorkstation, s.order[s.orderPos], false
	case phaseWorking:
		return DecideWork, s.turn.seat, false
	case phaseMeeting:
		return DecideSpeak, s.order[s.orderPos], false
	case phaseChoosing:
		return DecideRoomGoal, s.order[s.orderPos], false
	}
	return DecideNothing, empty, false
}

// IsOver reports whether the game has ended.
func (s GameState) IsOver() bool { return s.phase == phaseOver }

// decisionJSON is the JSON form of a Decision: kind, player and dept
// always, the rest as the kind has them.
type decisionJSON struct {
	Kind    DecisionKind    `json:"kind"`
	Player  Color           `json:"player"`
	Dept    Department      `json:"dept"`
	Section *int            `json:"section,omitempty"`
	Spaces  []int           `json:"spaces,omitempty"`
	Model   *Model          `json:"model,omitempty"`
	At      *ConveyorSpace  `json:"at,omitempty"`
	To      []ConveyorSpace `json:"to,omitempty"`
	Tiles   *int            `json:"tiles,omitempty"`
	Goals   []GoalCard      `json:"goals,omitempty"`
}

// decisionFields lists the JSON members each kind has beyond kind, player
// and dept.
func decisionFields(k DecisionKind) (section, spaces, model, branch, tiles, goals bool) {
	switch k {
	case DecideStartSpot, DecideCertSpace:
		return true, true, false, false, false, false
	case DecideBranch:
		return false, false, true, true, false, false
	case DecideGarage:
		return false, true, true, false, false, false
	case DecideAward:
		return false, false, false, false, true, false
	case DecideSpeak:
		return false, false, false, false, false, true
	}
	return
}

// MarshalJSON encodes the decision with the members its kind has, such as
// {"kind":"branch","player":"red","dept":"rnd","model":"suv","at":"b1","to":["b2","c1"]};
// a list of options is never null ([] when empty).
func (d Decision) MarshalJSON() ([]byte, error) {
	section, spaces, model, branch, tiles, goals := decisionFields(d.Kind)
	var w objWriter
	for _, m := range []struct {
		key string
		on  bool
		v   any
	}{
		{"kind", true, &d.Kind}, {"player", true, &d.Player}, {"dept", true, &d.Dept},
		{"section", section, &d.Section},
		{"spaces", spaces, nonNil(d.Spaces.Spaces())},
		{"model", model, &d.Model},
		{"at", branch, &d.At},
		{"to", branch, nonNil(d.To.Spaces())},
		{"tiles", tiles, &d.Tiles},
		{"goals", goals, nonNil(d.Goals.Cards())},
	} {
		if !m.on {
			continue
		}
		if err := w.val(m.key, m.v); err != nil {
			return nil, err
		}
	}
	return w.end(), nil
}

// nonNil returns list, or an empty list for nil, so that it encodes as [].
func nonNil[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}

// UnmarshalJSON decodes a decision written by MarshalJSON, strictly: the
// members its kind has, and no other.
func (d *Decision) UnmarshalJSON(b []byte) error {
	var in decisionJSON
	if err := strictJSON(b, &in); err != nil {
		return fmt.Errorf("kanban: bad decision: %w", err)
	}
	section, spaces, model, branch, tiles, goals := decisionFields(in.Kind)
	for _, m := range []struct {
		key       string
		want, has bool
	}{
		{"section", section, in.Section != nil},
		{"spaces", spaces, in.Spaces != nil},
		{"model", model, in.Model != nil},
		{"at", branch, in.At != nil},
		{"to", branch, in.To != nil},
		{"tiles", tiles, in.Tiles != nil},
		{"goals", goals, in.Goals != nil},
	} {
		switch {
		case m.want && !m.has:
			return fmt.Errorf("kanban: bad decision: missing %q", m.key)
		case m.has && !m.want:
			return fmt.Errorf("kanban: bad decision: a %v decision has no %q", in.Kind, m.key)
		}
	}
	out := Decision{Kind: in.Kind, Player: in.Player, Dept: in.Dept}
	ok1, ok2, ok3 := true, true, true
	if section {
		out.Section = *in.Section
	}
	if spaces {
		out.Spaces, ok1 = spaceSetOf(in.Spaces)
	}
	if model {
		out.Model = *in.Model
	}
	if branch {
		out.At = *in.At
		out.To, ok2 = conveyorSetOf(in.To)
	}
	if tiles {
		out.Tiles = *in.Tiles
	}
	if goals {
		out.Goals, ok3 = goalSetOf(in.Goals)
	}
	if !ok1 || !ok2 || !ok3 {
		return fmt.Errorf("kanban: bad decision: a list names a space or goal twice, or none")
	}
	*d = out
	return nil
}
