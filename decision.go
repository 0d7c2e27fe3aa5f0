package kanban

// Decision is what the game waits for: which player must act and what kind
// of choice it is. LegalActions lists the actions that answer it.
type Decision struct {
	Kind   DecisionKind `json:"kind"`
	Player Color        `json:"player"`
	// Dept is the department the choice is about, for DecideCertSpace (the
	// department just certified) and DecideAward (the track's Award stack).
	Dept Department `json:"dept"`
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

// String returns a short description, such as "red: work".
func (d Decision) String() string {
	if d.Kind == DecideNothing || d.Kind == DecideEvents {
		return d.Kind.String()
	}
	s := d.Player.String() + ": " + d.Kind.String()
	if d.Kind == DecideCertSpace || d.Kind == DecideAward {
		// the department the choice is about
		s += " " + d.Dept.String()
	}
	return s
}

// Next returns the decision the game waits for.
func (s GameState) Next() Decision { return s.next() }

func (s *GameState) next() Decision {
	if s.nPlayers == 0 {
		return Decision{Kind: DecideNothing, Player: NoColor} // the zero GameState is no game
	}
	if s.inflight > 0 {
		return Decision{Kind: DecideEvents, Player: NoColor}
	}
	if s.pending.kind != 0 {
		return Decision{Kind: s.pending.kind, Player: s.colorOf(s.pending.seat), Dept: s.pending.dept}
	}
	switch s.phase {
	case phaseSpots:
		return Decision{Kind: DecideStartSpot, Player: s.colorOf(s.order[s.orderPos])}
	case phasePicks:
		return Decision{Kind: DecideStartPick, Player: s.colorOf(s.order[s.orderPos])}
	case phaseSelection:
		return Decision{Kind: DecideWorkstation, Player: s.colorOf(s.order[s.orderPos])}
	case phaseWorking:
		return Decision{Kind: DecideWork, Player: s.colorOf(s.turn.seat)}
	case phaseMeeting:
		return Decision{Kind: DecideSpeak, Player: s.colorOf(s.order[s.orderPos])}
	case phaseChoosing:
		return Decision{Kind: DecideRoomGoal, Player: s.colorOf(s.order[s.orderPos])}
	}
	return Decision{Kind: DecideNothing, Player: NoColor}
}

// IsOver reports whether the game has ended.
func (s GameState) IsOver() bool { return s.phase == phaseOver }
