package kanban

import (
	"strconv"
	"strings"

	"github.com/kanbanev/kanban/components"
)

// Narrate tells an event in plain English, as the player of colour viewer
// may know it, or a spectator for NoColor: "you train in R&D: your disc
// moves to space 3", "blue draws a Performance Goal", "Sandra evaluates
// Logistics: …". s is the state the event is applied to, the one just
// before it: a host that tells an action's events folds them one by one,
//
//	for _, e := range events {
//		line := s.Narrate(e, viewer)
//		if s, err = kanban.Evolve(s, e); err != nil { … }
//	}
//
// and for the setup event s is the zero GameState. Every kind of event has
// its sentence, a short one for the bookkeeping a host may choose not to
// show. A sentence has no final full stop and starts in lower case but for
// a name, as Describe's phrases do, so that a host may list, join or
// capitalize them.
//
// It is a method of the state, not a type that keeps its own: what an event
// means depends on the table it meets (the car a push moves, who has the
// least progress when Sandra evaluates), the host holds that table already,
// folded by Evolve, and a GameState is an immutable value, so Narrate keeps
// nothing and two hosts telling the same game tell it alike.
//
// The text depends only on what viewer may see (R-ENG-3): e is read as
// e.For(viewer) gives it (e may be the host's event or that copy) and s
// only for what the table shows. The viewer is "you"; other players are
// named by colour, the Colleagues of a solo game by name. A card the viewer
// draws is named with what it says, another's is "a card"; goals, Kanban
// Order cards and Designs are named by what they show as well as by
// number. An event that does not fit s, such as one of another game, is
// told by its notation (Event.String).
//
// NarrateIn tells the same in another Language: German too.
func (s GameState) Narrate(e Event, viewer Color) string { return s.NarrateIn(English, e, viewer) }

// NarrateIn is Narrate in the language l: in German, "du trainierst in
// F&E: deine Scheibe rückt auf Feld 3", "Blau zieht eine Zielkarte". The
// English is Narrate's. In German the viewer is "du", other players are
// named by their colours as nouns (Blau, Rot, Gelb, Lila), and the
// Colleagues and Sandra by their names; a sentence starts in lower case
// but for a name, as in English.
func (s GameState) NarrateIn(l Language, e Event, viewer Color) (text string) {
	if e.Kind != EvStarted {
		// The setup event is not copied: For deals its table again, and
		// started reads only what every copy keeps (the configuration but
		// its seed, the first player, the Difficulty cards).
		e = e.For(viewer)
	}
	defer func() {
		if recover() != nil || text == "" {
			text = e.For(viewer).String() // For again: the setup event was read whole
		}
	}()
	n := narrator{s: &s, viewer: viewer, l: l}
	return n.event(&e)
}

// narrator tells the events applied to one state for one viewer, in a
// language: its phrases are English catalogue keys, translated by l.
type narrator struct {
	s      *GameState
	viewer Color
	l      Language
}

// event returns the sentence for e, read as the viewer's copy: each kind
// is told by the part of the game it belongs to.
func (n *narrator) event(e *Event) string {
	switch e.Kind {
	case EvStarted:
		return n.started(e.Setup)
	case EvActed:
		return n.acted(e)
	}
	for _, tell := range [...]func(*narrator, *Event) (string, bool){
		(*narrator).dayEvent, (*narrator).turnEvent, (*narrator).departmentEvent, (*narrator).meetingEvent, (*narrator).soloEvent,
	} {
		if text, ok := tell(n, e); ok {
			return text
		}
	}
	return ""
}

// dayEvent tells the events of orientation, of the day's course and of
// training and certification.
func (n *narrator) dayEvent(e *Event) (string, bool) {
	s, l := n.s, n.l
	c := e.Player
	seat := n.s.seatOf(e.Player)
	switch e.Kind {
	case EvCertSpaceTaken:
		if s.phase == phaseSpots {
			return n.sayTo(c, "you put your Certification marker on starting space %d",
				"%s puts their Certification marker on starting space %d", e.Space), true
		}
		return n.sayTo(c, "your Certification marker moves to space %d of section %d",
			"%s's Certification marker moves to space %d of section %d", e.Space, s.certifications(seat)), true
	case EvGained:
		return n.gained(e, seat), true
	case EvPicksStarted:
		o, k := s.humanOrder(s.certOrder())
		if k == 1 {
			c := s.colorOf(o[0])
			return l.f("orientation's picks begin: %s", n.sayTo(c, "you take a part from a warehouse and a Design",
				"%s takes a part from a warehouse and a Design")), true
		}
		return l.f("orientation's picks begin: in Certification-track order, %s each take a part from a warehouse and a Design", n.seats(o[:k])), true
	case EvPartTaken:
		return n.sayTo(c, "you take %s from the %s warehouse", "%s takes %s from the %s warehouse",
			l.partCount(e.Part, int(e.N)), l.part(e.Part)), true
	case EvDesignTaken:
		out := n.sayTo(c, "you take %s from %s", "%s takes %s from %s", l.design(e.Design), l.source(e.Source))
		if !e.Source.IsDisplay() {
			out += "; " + n.stackShows(e.Source, e.Top)
		}
		return out, true
	case EvDisplayRefilled:
		return n.displayRefilled(e), true
	case EvDayStarted:
		return l.f("day %d begins with Department Selection", e.N), true
	case EvWorkstationChosen:
		return n.sayTo(c, "you place your worker on %s (%s)", "%s places their worker on %s (%s)",
			n.station(e.Workstation), l.count(n.s.ed().shifts(e.Workstation), "Shift", "Shifts")), true
	case EvSandraMoved:
		return n.sandraMoved(e.Workstation), true
	case EvWorkingStarted:
		o, k := s.stationOrder()
		return l.f("the Working phase begins; turns go in workstation order: %s", n.seats(o[:k])), true
	case EvTurnStarted:
		return n.sayTo(c, "your turn begins at %s, with %s", "%s's turn begins at %s, with %s",
			n.station(e.Workstation), l.count(int(e.N), "Shift", "Shifts")), true
	case EvBankedShiftSpent:
		left := l.tr("none")
		if k := int(s.players[seat].banked) - 1; k > 0 {
			left = strconv.Itoa(k)
		}
		return n.sayTo(c, "you spend a Banked Shift for 1 more Shift (%s left)",
			"%s spends a Banked Shift for 1 more Shift (%s left)", left), true
	case EvDepartmentNamed:
		return n.sayTo(c, "you name %s as your other department this turn",
			"%s names %s as their other department this turn", l.dept(e.Dept)), true
	case EvTrained:
		return n.sayTo(c, "you train in %s: your disc moves to space %d",
			"%s trains in %s: their disc moves to space %d", l.dept(e.Dept), e.Space), true
	case EvHomework:
		return n.sayTo(c, "you do homework in %s, returning a Book: your disc moves to space %d",
			"%s does homework in %s, returning a Book: their disc moves to space %d", l.dept(e.Dept), e.Space), true
	case EvCertified:
		return n.sayTo(c, "you are certified in %s, which unlocks %s", "%s is certified in %s, which unlocks %s",
			l.dept(e.Dept), l.tr(unlocks[e.Dept])), true
	case EvFactoryGoalReached:
		slot := s.board.factory[e.Space]
		out := n.sayTo(c, "you reach the Factory Goal of %s and take a Speech token from it",
			"%s reaches the Factory Goal of %s and takes a Speech token from it", n.factoryGoal(n.s.ed().FactoryGoals[slot.tile]))
		if slot.tokens == 1 {
			out += l.tr(", its last")
		}
		return out, true
	case EvExpert:
		return n.sayTo(c, "you reach the end of the %s track and become an Expert",
			"%s reaches the end of the %s track and becomes an Expert", l.dept(e.Dept)), true
	case EvAwardTokenTaken:
		return n.sayTo(c, "you, the first Expert in %s, take the Generic Speech token of its Award stack",
			"%s, the first Expert in %s, takes the Generic Speech token of its Award stack", l.dept(e.Dept)), true
	case EvAwardKept:
		return n.sayTo(c, "you keep an Award tile of the %s track, worth %s", "%s keeps an Award tile of the %s track, worth %s",
			l.dept(e.Dept), l.benefit(n.s.ed().AwardBenefits[e.Award])), true
	}
	return "", false
}

// turnEvent tells the events of a turn's and a day's end: Recycling,
// Demand tiles, held gains, Sandra, the Pace Car, the end of the week.
func (n *narrator) turnEvent(e *Event) (string, bool) {
	s, l := n.s, n.l
	c := e.Player
	seat := n.s.seatOf(e.Player)
	switch e.Kind {
	case EvRecycled:
		return n.sayTo(c, "you give %s to the Recycling pool and take its %s", "%s gives %s to the Recycling pool and takes its %s",
			l.partCount(e.Give, 1), l.part(e.Part)), true
	case EvDemandTileTurned:
		return l.f("the %s Demand tile is turned face up in place %d, with %s", l.model(e.Model), e.Space,
			l.count(n.s.ed().demandSpeech(e.Model), "Speech token", "Speech tokens")), true
	case EvDemandReplaced:
		return l.tr("the emptied Demand tiles are shuffled back into the Demand stack"), true
	case EvCredited:
		if e.Gain.Books+e.Gain.Vouchers+e.Gain.BankedShifts == 1 {
			return n.sayTo(c, "your held %s is credited at the end of your turn",
				"%s's held %s is credited at the end of their turn", l.benefit(e.Gain)), true
		}
		return n.sayTo(c, "your held %s are credited at the end of your turn",
			"%s's held %s are credited at the end of their turn", l.benefit(e.Gain)), true
	case EvTurnEnded:
		return n.sayTo(c, "you lay your worker down: your turn ends", "%s lays their worker down: their turn ends"), true
	case EvSandraTurn:
		return n.sandraTurn(e.Workstation), true
	case EvSandraEvaluated:
		return n.sandraEvaluated(seat, int(e.N)), true
	case EvPaceCarAdvanced:
		out := l.f("the Pace Car moves to space %d of the Test track", e.Space)
		for _, st := range n.s.ed().TestTracks[s.tablePlayers()].Striped {
			if st == e.Space {
				out += l.tr(", a striped space")
			}
		}
		return out, true
	case EvMeetingScheduled:
		return l.tr("a Meeting is scheduled for the end of the day"), true
	case EvAssemblyCleared:
		k := 0
		for _, set := range s.board.assembly {
			k += set.count()
		}
		return l.f("Sandra returns the parts on the assembly spaces to the supply: %s", l.count(k, "part", "parts")), true
	case EvWarehousesStripped:
		k := 0
		for _, w := range s.board.warehouse {
			k += max(0, int(w)-1)
		}
		return l.f("Sandra leaves at most 1 part in each warehouse: %s back to the supply", l.count(k, "part goes", "parts go")), true
	case EvDesignsReturned:
		return n.designsReturned(), true
	case EvGenericExchanged:
		return n.sayTo(c, "you exchange a Generic Speech token kept beside your board for one of your own onto an empty Speech space",
			"%s exchanges a Generic Speech token kept beside their board for one of their own onto an empty Speech space"), true
	case EvWeekScored:
		return l.f("end of the week: %s", n.sayTo(c,
			"you score %s for the cars in your garages, by their models' upgrade parts and your Tested Designs",
			"%s scores %s for the cars in their garages, by their models' upgrade parts and their Tested Designs", l.pp(int(e.N)))), true
	case EvWeekAdvanced:
		return l.f("the Week marker moves to %d", e.N), true
	case EvDayEnded:
		return l.f("day %d ends", e.N), true
	case EvChoicePending:
		return n.choicePending(e, seat), true
	case EvShiftsSpent:
		return n.sayTo(c, "you spend %s (%d left)", "%s spends %s (%d left)",
			l.count(int(e.N), "Shift", "Shifts"), int(s.turn.shifts)-int(e.N)), true
	}
	return "", false
}

// departmentEvent tells the events of the departments' tasks: Designs,
// Kanban Orders, the conveyor, cars claimed and parked, upgrades.
func (n *narrator) departmentEvent(e *Event) (string, bool) {
	s, l := n.s, n.l
	c := e.Player
	switch e.Kind {
	case EvStackReplaced:
		return l.f("the emptied %s takes the top of the Central stack, %s; %s", n.stackName(e.Source),
			l.design(DesignTile(s.board.stacks[centralStack].top())), n.stackShows(CentralStack, e.Top)), true
	case EvKanbanIssued:
		return n.sayTo(c, "you issue %s with %s: %s, and the card goes under the deck",
			"%s issues %s with %s: %s, and the card goes under the deck",
			n.s.ed().kanbanPhrase(l, e.Card), l.placement(e.Placement), n.moved(e.List.items())), true
	case EvKanbanDrawn:
		if e.Card < 0 {
			return n.sayTo(c, "you draw a Kanban Order card", "%s draws a Kanban Order card"), true
		}
		return n.sayTo(c, "you draw %s", "%s draws %s", n.s.ed().kanbanPhrase(l, e.Card)), true
	case EvVoucherRequested:
		return n.sayTo(c, "you take the Voucher action, once a turn", "%s takes the Voucher action, once a turn"), true
	case EvModelsCleared:
		var ms []string
		for _, m := range e.List.items() {
			ms = append(ms, l.f("the %s", l.model(Model(m))))
		}
		return l.f("the full assembly spaces of %s are cleared: their parts go back to the supply", l.andList(ms)), true
	case EvPartProvided:
		return n.sayTo(c, "you provide %s to the %s %s", "%s provides %s to the %s %s",
			l.partCount(e.Part, 1), l.model(e.Model), l.from(e.From, e.Give)), true
	case EvBranchTaken:
		at := s.pending.path[s.pending.pathLen-1]
		return n.sayTo(c, "you send the %s car on %s %s", "%s sends the %s car on %s %s",
			l.model(Model(s.board.conveyor[at])), ConveyorSpace(at).String(), n.to(e.To)), true
	case EvConveyorAdvanced:
		return n.conveyorAdvanced(e), true
	case EvDemandTokenTaken:
		d := s.board.demand[e.Space]
		return n.sayTo(c, "you take a Speech token from the %s Demand tile (%d left)",
			"%s takes a Speech token from the %s Demand tile (%d left)",
			l.model(n.s.ed().DemandTiles[d.tile].Model), int(d.tokens)-1), true
	case EvCarTested:
		return l.f("the %s car joins the Test track, %s behind the Pace Car", l.model(e.Model), l.ordinal(int(s.board.queueLen)+1)), true
	case EvCarReturned:
		return l.f("the %s car right behind the Pace Car goes back to the supply: the Test track holds %s at most", l.model(e.Model),
			l.count(int(n.s.ed().TestTracks[s.tablePlayers()].Queue), "car", "cars")), true
	case EvCarStarted:
		return l.f("a new %s car starts on its colour space", l.model(e.Model)), true
	case EvCarsClaimed:
		return n.carsClaimed(e), true
	case EvCarParked:
		return n.sayTo(c, "you park the %s car in garage %d", "%s parks the %s car in garage %d", l.model(e.Model), e.Space), true
	case EvPadlockTaken:
		return n.sayTo(c, "you take %s from the padlocked garage", "%s takes %s from the padlocked garage", l.benefit(e.Gain)), true
	case EvDesignUpgraded:
		out := n.sayTo(c, "you upgrade %s on upgrade space %d with %s %s", "%s upgrades %s on upgrade space %d with %s %s",
			l.design(e.Design), e.Space, l.partCount(e.Part, 1), l.from(e.From, e.Give))
		if e.Double {
			out += l.tr(" as the Double Upgrade")
		}
		return out + ": " + s.valueMoves(l, e.Part, e.Double), true
	}
	return "", false
}

// meetingEvent tells the events of a Meeting and of the game's end.
func (n *narrator) meetingEvent(e *Event) (string, bool) {
	s, l := n.s, n.l
	c := e.Player
	switch e.Kind {
	case EvMeetingStarted:
		o, k := s.certOrder()
		return l.f("the Meeting begins; turns go in Certification-track order: %s", n.seats(o[:k])), true
	case EvSpoke:
		return n.spoke(e), true
	case EvPassed:
		return n.sayTo(c, "you pass", "%s passes"), true
	case EvTokensReturned:
		return l.tr("the Speech tokens placed in the Meeting go beside their owners' boards"), true
	case EvGoalsDiscarded:
		if s.solo.on {
			return l.f("the face-up goals are discarded; %s", n.sayTo(s.colors[0], "you put %s from hand in the meeting room",
				"%s puts %s from hand in the meeting room", l.count(components.SoloRoomFromHand, "goal", "goals"))), true
		}
		return l.tr("the face-up goals are discarded; each player puts a goal face down for the meeting room"), true
	case EvGoalChosen:
		return n.goalChosen(c, e.Goal), true
	case EvGoalsRevealed:
		return n.goalsRevealed(e), true
	case EvGoalDeckReshuffled:
		return l.f("the Performance Goal deck is empty: its %s shuffled into a new deck",
			l.count(s.board.goalDiscard.len(), "discard is", "discards are")), true
	case EvRoomGoalDealt:
		return l.f("%s from the deck fills meeting room place %d", n.s.ed().goalPhrase(l, e.Goal), e.Space), true
	case EvGoalDrawn:
		if e.Goal == NoGoal {
			return n.sayTo(c, "you draw a Performance Goal", "%s draws a Performance Goal"), true
		}
		return n.sayTo(c, "you draw %s", "%s draws %s", n.s.ed().goalPhrase(l, e.Goal)), true
	case EvMeetingEnded:
		return l.f("the Meeting ends; the Production Cycle marker is on %d", e.N), true
	case EvFinalGoalClaimed:
		a := n.s.ed().FinalGoals[s.board.finalGoal][e.Space]
		return n.sayTo(c, "you spend a Speech token on the Final Goal's achievement of %s for %s",
			"%s spends a Speech token on the Final Goal's achievement of %s for %s", l.Achievement(a), l.pp(int(e.N))), true
	case EvFinalScored, EvColleagueFinalScored:
		return l.f("final scoring: %s", n.sayTo(c, "you score %s for %s", "%s scores %s for %s",
			l.pp(int(e.N)), l.tr(categoryPhrases[e.Category]))), true
	case EvGameEnded:
		return n.gameEnded(), true

	}
	return "", false
}

// goalChosen tells a goal put face down for the meeting room, NoGoal for
// one the viewer may not see (R-MTG-9).
func (n *narrator) goalChosen(c Color, g GoalCard) string {
	if g == NoGoal {
		return n.sayTo(c, "you put a goal face down for the meeting room", "%s puts a goal face down for the meeting room")
	}
	return n.sayTo(c, "you put %s face down for the meeting room", "%s puts %s face down for the meeting room", n.s.ed().goalPhrase(n.l, g))
}

// soloEvent tells the events of the solo mode's Colleagues and decks.
func (n *narrator) soloEvent(e *Event) (string, bool) {
	s, l := n.s, n.l
	c := e.Player
	who := n.name(e.Player)
	switch e.Kind {
	case EvColleagueSpotTaken:
		return l.f("%s puts his Certification marker on starting space %d", who, e.Space), true
	case EvColumnDrawn:
		card := n.s.ed().SoloDepartmentDeck[e.Card]
		if card.Reshuffle {
			return l.tr("the reshuffle card is drawn from the department deck and set aside"), true
		}
		return l.f("%s is drawn into the column", n.s.ed().departmentCardPhrase(l, int(e.Card))), true
	case EvDepartmentDeckRebuilt:
		return l.tr("the department cards not in the column are shuffled into a new deck"), true
	case EvSelectionReshuffled:
		return l.f("the empty selection deck is made again: all %d cards are shuffled", components.SoloSelectionCards), true
	case EvSelectionDrawn:
		card := n.s.ed().SoloSelectionDeck[e.Card]
		drawn := l.f("selection card %d (%s, %s)", e.Card, l.part(card.Part), l.tr(topWord(card.Top)))
		if s.colleagueOf(c) < 0 {
			return l.f("%s is drawn: its part is the day's Selection part", drawn), true
		}
		return l.f("%s draws %s: his part is the %s", who, drawn, l.part(card.Part)), true
	case EvColleagueSelected:
		return l.f("%s takes %s, %s, and places his worker on %s", who, n.columnPlace(int(e.Space)),
			n.s.ed().departmentCardPhrase(l, int(s.solo.column[e.Space])), n.station(e.Workstation)), true
	case EvColleagueTurn:
		return n.sayTo(c, "your turn begins at %s", "%s's turn begins at %s", n.station(e.Workstation)), true
	case EvColleagueTrained:
		return l.f("%s trains in %s: his disc moves to space %d", who, l.dept(e.Dept), e.Space), true
	case EvColleagueCertified:
		return l.f("%s is certified in %s: his Certification marker goes to space %d of section %d", who, l.dept(e.Dept), e.Space,
			s.solo.colleague[s.colleagueOf(c)].certifications()), true
	case EvColleagueExpert:
		return l.f("%s, the first Expert in %s, takes the Generic Speech token of its Award stack", who, l.dept(e.Dept)), true
	case EvColleagueScored:
		return l.f("%s scores %s", who, l.pp(int(e.N))), true
	case EvOvertime:
		disc := l.f("a Colleague's disc on the %s track cannot move past its end", l.dept(e.Dept))
		if t := s.turn.seat; isColleague(t) {
			disc = n.sayTo(s.colorOf(t), "your disc on the %s track cannot move past its end",
				"%s's disc on the %s track cannot move past its end", l.dept(e.Dept))
		}
		return n.sayTo(c, "you lose a Banked Shift", "%s loses a Banked Shift") + ": " + disc +
			" (" + l.tr(difficultyNames[components.ForcedOvertime]) + ")", true
	case EvSharedStackTurned:
		return l.f("the shared stack's top Design, %s, cannot be upgraded and goes to its bottom", l.design(e.Design)), true
	case EvColleagueUpgraded:
		return l.f("%s upgrades %s from the shared stack on upgrade space %d with %s from the supply: %s", who, l.design(e.Design),
			e.Space, l.partCount(e.Part, 1), s.valueMoves(l, e.Part, false)), true
	case EvColleagueClaimed:
		return l.f("%s claims the %s car %s behind the Pace Car", who, l.model(e.Model), l.ordinal(int(e.Space)+1)), true
	case EvColleagueProvided:
		return l.f("%s provides %s from the supply to the %s", who, l.partCount(e.Part, 1), l.model(e.Model)), true
	case EvColleagueKanban:
		return l.f("%s lays the Kanban deck's top card, %s, with %s: %s, and the card goes under the deck", who,
			n.s.ed().kanbanPhrase(l, e.Card), l.placement(e.Placement), n.moved(e.List.items())), true
	case EvColleagueCollected:
		out := l.f("%s empties the %s warehouse: %s to the Colleague parts", who, l.part(e.Part), l.partCount(e.Part, 1))
		if e.N > 1 {
			out += l.f(" and %s back to the supply", l.partCount(e.Part, int(e.N)-1))
		}
		return out, true
	case EvColleaguePartReturned:
		return l.f("the Colleague parts are more than %d: %s, of the type lowest in value, goes back to the supply",
			components.ColleaguePartsMax, l.partCount(e.Part, 1)), true
	case EvColleagueDesignTaken:
		out := l.f("%s takes %s from %s", who, l.design(e.Design), l.source(e.Source))
		if e.Source.IsDisplay() {
			out += ","
		}
		if _, ok := e.Design.Part(); ok {
			return out + l.tr(" to the bottom of the shared stack"), true
		}
		return out + l.tr(" to the bottom of the Central stack"), true
	case EvColleaguesRecycled:
		return l.f("the Colleagues give %s to the Recycling pool and take its %s", l.partCount(e.Give, 1), l.part(e.Part)), true
	case EvColleaguesWeekEnded:
		return l.tr("the Colleagues' Upgraded Designs leave the game after their end-of-week scoring"), true
	case EvFired:
		return n.sayTo(c, "you are fired at 0 PP: the game ends, and you lose", "%[1]s is fired at 0 PP: the game ends, and %[1]s loses"), true
	case EvColleagueSpoke:
		return l.f("%s places a Speech token on %s and scores %s", who, n.s.ed().goalPhrase(l, e.On), l.pp(int(e.N))), true
	case EvRoomShuffled:
		var gs []string
		for _, g := range e.List.items() {
			gs = append(gs, n.s.ed().goalPhrase(l, GoalCard(g)))
		}
		return l.f("the meeting room's goals are shuffled into their places: %s", l.andList(gs)), true
	}
	return "", false
}

// started tells the setup: the players in seating order, the variants and
// who begins.
func (n *narrator) started(su *Setup) string {
	l := n.l
	cfg := su.Config
	var players []string
	for _, p := range cfg.Players {
		name := n.name(p.Color)
		if p.Color == n.viewer {
			name += " (" + l.Color(p.Color) + ")"
		}
		if p.ExpertSide {
			name += l.tr(" on the expert side")
		}
		players = append(players, name)
	}
	sandra := l.tr("Sandra plays her penalty side")
	switch {
	case cfg.SandraReward && cfg.Solo != nil:
		sandra = l.tr("Nice Sandra: she plays her reward side")
	case cfg.SandraReward:
		sandra = l.tr("Sandra plays her reward side")
	}
	if cfg.Solo != nil {
		if len(cfg.Players) == 0 {
			return l.tr("a solo game is set up")
		}
		var colleagues []string
		i := 0
		for _, c := range components.SoloColorOrder {
			if c != cfg.Players[0].Color && i < components.Colleagues {
				colleagues = append(colleagues, title(components.ColleagueNames[i])+" ("+l.Color(c)+")")
				i++
			}
		}
		out := l.f("a solo game: %s against %s; %s", players[0], l.andList(colleagues), sandra)
		if su.Solo != nil && len(su.Solo.Difficulty) > 0 {
			var cards []string
			for _, d := range su.Solo.Difficulty {
				cards = append(cards, l.tr(difficultyNames[d]))
			}
			out += "; " + l.count(len(cards), "Difficulty card", "Difficulty cards") + ": " + l.andList(cards)
		} else if cfg.Solo.RandomDifficulty {
			out += l.tr("; 2 Difficulty cards at random")
		} else {
			out += l.tr("; no Difficulty card")
		}
		return out + ". " + n.sayTitled(cfg.Players[0].Color, "You begin orientation", "%s begins orientation")
	}
	out := l.f("a game of %d players, in seating order %s; %s", len(players), l.andList(players), sandra)
	if su.FirstPlayer == NoColor {
		return out
	}
	return out + ". " + n.sayTitled(su.FirstPlayer, "You, drawn at random, begin orientation", "%s, drawn at random, begins orientation")
}

// acted tells an action by its player: in English as Describe words it,
// with the player's name or "you" before it.
func (n *narrator) acted(e *Event) string {
	s, a, c, l := n.s, &e.Act, e.Player, n.l
	if a.Kind == ActChooseGoal {
		return n.goalChosen(c, a.Goal)
	}
	seat := s.seatOf(c)
	switch a.Kind {
	case ActSpeak:
		out := n.sayTo(c, "you play %s", "%s plays %s", s.ed().goalPhrase(l, a.Goal))
		if a.Goal == NoGoal {
			out = n.sayTo(c, "you place a Speech token on %s", "%s places a Speech token on %s", s.ed().goalPhrase(l, a.On))
		} else if a.On != NoGoal {
			out = n.sayTo(c, "you play %s and place a Speech token on it", "%s plays %s and places a Speech token on it",
				s.ed().goalPhrase(l, a.Goal))
		}
		if a.On != NoGoal {
			_, pp := s.speechScore(seat, a.Goal, a.On)
			out += l.f(", scoring %s", l.pp(int(pp)))
		}
		return out
	case ActKanban:
		parts, k := s.board.kanbanParts(s.ed(), a.Card, a.Placement)
		return n.sayTo(c, "you issue %s with %s, moving %s to the warehouses", "%s issues %s with %s, moving %s to the warehouses",
			s.ed().kanbanPhrase(l, a.Card), l.placement(a.Placement), l.partList(parts[:k])) + l.gaining(kanbanGain)
	}
	if v := s.check(*a); !v.ok() {
		return "" // not the state the action was taken in
	}
	switch a.Kind {
	case ActCertSpace:
		gain := l.gaining(s.certBenefit(seat, a.Space))
		if s.phase == phaseSpots {
			return n.sayTo(c, "you put the Certification marker on starting space %d", "%s puts the Certification marker on starting space %d",
				a.Space) + gain
		}
		return n.sayTo(c, "you move the Certification marker to space %d of section %d",
			"%s moves the Certification marker to space %d of section %d", a.Space, s.certifications(seat)) + gain
	case ActStartPart:
		return n.sayTo(c, "you take %s from its warehouse", "%s takes %s from its warehouse", l.partCount(a.Part, 1))
	case ActStartDesign, ActTakeDesign:
		out := n.sayTo(c, "you take %s from %s", "%s takes %s from %s", l.design(DesignTile(s.designAt(a.Source))), l.source(a.Source))
		if a.Kind == ActTakeDesign && a.Source.IsDisplay() {
			out += l.gaining(s.ed().bonus(a.Source))
		}
		return out
	case ActSelect:
		return n.sayTo(c, "you work at %s, %s", "%s works at %s, %s", n.station(a.Workstation),
			l.count(s.ed().shifts(a.Workstation), "Shift", "Shifts"))
	case ActTrain, ActHomework:
		to := int(s.players[seat].train[a.Dept]) + 1
		out := n.sayTo(c, "you train in %s to space %d", "%s trains in %s to space %d", l.dept(a.Dept), to)
		if a.Kind == ActHomework {
			out = n.sayTo(c, "you do homework in %s to space %d", "%s does homework in %s to space %d", l.dept(a.Dept), to)
		}
		switch to {
		case components.TrackCertified:
			out += l.tr(", certifying")
		case components.TrackExpert:
			out += l.tr(", becoming an Expert")
		}
		return out
	case ActRecycle:
		return n.sayTo(c, "you give %s to the Recycling pool for its %s", "%s gives %s to the Recycling pool for its %s",
			l.partCount(a.Give, 1), l.part(a.Part))
	case ActKeepAward:
		return n.sayTo(c, "you keep an Award tile", "%s keeps an Award tile") + l.gaining(s.ed().AwardBenefits[a.Award])
	case ActEndTurn:
		if left := int(s.turn.shifts); left > 0 {
			return n.sayTo(c, "you end the turn, losing %s", "%s ends the turn, losing %s", l.count(left, "unused Shift", "unused Shifts"))
		}
		return n.sayTo(c, "you end the turn", "%s ends the turn")
	case ActCollect:
		return n.sayTo(c, "you collect %s from the warehouse", "%s collects %s from the warehouse", l.partCount(a.Part, int(a.Count)))
	case ActVoucher:
		return n.sayTo(c, "you take a Parts Voucher", "%s takes a Parts Voucher")
	case ActProvide:
		return n.sayTo(c, "you provide %s to the %s %s", "%s provides %s to the %s %s",
			l.partCount(a.Part, 1), l.model(a.Model), l.from(a.From, a.Give))
	case ActBranch:
		at := s.pending.path[s.pending.pathLen-1]
		out := n.sayTo(c, "you send the %s car on %s %s", "%s sends the %s car on %s %s",
			l.model(Model(s.board.conveyor[at])), ConveyorSpace(at).String(), n.to(a.To))
		if a.To == ExitSpace {
			return out + l.scoring(int(s.ed().exitPP(at)))
		}
		return out
	case ActClaim:
		var cars []string
		for pos, d := range a.Claims {
			if d != NoDesign {
				cars = append(cars, n.claimed(pos, d.Model(), d, cars == nil))
			}
		}
		return n.sayTo(c, "you claim %s", "%s claims %s", l.andList(cars))
	case ActGarage:
		out := n.sayTo(c, "you park the %s car in garage %d", "%s parks the %s car in garage %d", l.model(Model(s.turn.parking[0])), a.Space)
		if g, ok := s.garageBenefit(seat, int(a.Space)); ok {
			return out + l.gaining(g)
		}
		return out + l.f(", the padlocked one, choosing %d of its benefits", components.PadlockPicks)
	case ActPadlock:
		return n.sayTo(c, "you take %s from the padlocked garage", "%s takes %s from the padlocked garage", l.benefit(a.Gain))
	case ActUpgrade:
		part, _ := a.Design.Part()
		out := n.sayTo(c, "you upgrade %s on upgrade space %d with %s %s", "%s upgrades %s on upgrade space %d with %s %s",
			l.design(a.Design), a.Space, l.partCount(part, 1), l.from(a.From, a.Give))
		if a.Double {
			out += l.tr(" as the Double Upgrade")
		}
		return out + l.gaining(s.upgradeGain(a.Design, a.Space, a.Double))
	case ActPass:
		return n.sayTo(c, "you pass", "%s passes")
	}
	return ""
}

// gained tells a gain: what is held to the end of the turn (R-WRK-3), and
// where a Speech token goes (R-SPK-2).
func (n *narrator) gained(e *Event, seat int8) string {
	c, g, l := e.Player, e.Gain, n.l
	out := n.sayTo(c, "you gain %s", "%s gains %s", l.benefit(g))
	if e.Pending && g.Books+g.Vouchers+g.BankedShifts > 0 {
		out += n.pick(c, ", held until the end of your turn", ", held until the end of their turn")
	}
	if g.Speech > 0 && seat >= 0 {
		s := n.s
		free := min(int(s.speechSpaces(seat))-int(s.players[seat].speech), s.ownBeside(seat))
		switch on := min(int(g.Speech), max(0, free)); {
		case on == 1 && g.Speech == 1:
			out += n.pick(c, ": one of your own goes onto an empty Speech space", ": one of their own goes onto an empty Speech space")
		case on == int(g.Speech):
			out += n.pick(c, ": as many of your own go onto empty Speech spaces", ": as many of their own go onto empty Speech spaces")
		case on == 0:
			out += n.pick(c, ", kept beside your board: no Speech space is free", ", kept beside their board: no Speech space is free")
		case on == 1:
			out += n.pick(c, ": %d of your own goes onto an empty Speech space, the rest kept beside your board",
				": %d of their own goes onto an empty Speech space, the rest kept beside their board", on)
		default:
			out += n.pick(c, ": %d of your own go onto empty Speech spaces, the rest kept beside your board",
				": %d of their own go onto empty Speech spaces, the rest kept beside their board", on)
		}
	}
	return out
}

// displayRefilled tells the slide and refill of the Design display
// (R-DES-5): the Designs it brings in, and the spaces left empty.
func (n *narrator) displayRefilled(e *Event) string {
	b, l := &n.s.board, n.l
	var shown designSet
	for _, row := range b.display {
		for _, d := range row {
			if d != empty {
				shown = shown.with(int(d))
			}
		}
	}
	var in []string
	gaps := 0
	for i, d := range e.List.items() {
		if i >= components.DisplayRows*components.DisplayColumns {
			break
		}
		switch {
		case d == noDesign8:
			gaps++
		case !shown.has(int(d)):
			in = append(in, l.design(DesignTile(d)))
		}
	}
	out := l.tr("the Design display slides to close its gaps")
	if in != nil {
		out = l.f("the Design display slides and refills with %s", l.andList(in))
	}
	if gaps > 0 {
		out += l.f("; %s empty", l.count(gaps, "space stays", "spaces stay"))
	}
	return out
}

// sandraMoved tells where Sandra goes in Department Selection, and which
// departments she passed because both their workstations were taken
// (R-SEL-4).
func (n *narrator) sandraMoved(w Workstation) string {
	l := n.l
	to := Administration
	if w != NoWorkstation {
		to = w.Department()
	}
	var full []string
	for d := (n.s.sandraDept() + 1) % components.NumDepartments; d != to; d = (d + 1) % components.NumDepartments {
		full = append(full, l.dept(d))
	}
	out := l.tr("Sandra goes to her desk in Administration")
	if w != NoWorkstation {
		out = l.f("Sandra moves to %s", n.station(w))
	}
	if full != nil {
		out += l.f(", as both workstations of %s are taken", l.andList(full))
	}
	return out
}

// sandraTurn tells Sandra's turn: on day 1 nothing (R-DAY-2), else her
// evaluation and her task (R-SAN-1, R-SAN-4), and whom the evaluation
// spares when it catches nobody.
func (n *narrator) sandraTurn(w Workstation) string {
	s, l := n.s, n.l
	where := l.tr("at her desk")
	if w != NoWorkstation {
		where = l.f("at %s", n.station(w))
	}
	if s.day == 1 {
		return l.f("Sandra's turn %s: on day 1 she does nothing", where)
	}
	d := s.sandraDept()
	out := l.f("Sandra's turn %s: she evaluates %s, then %s", where, l.dept(d), l.tr(sandraTasks[d]))
	least, most := s.sandraMarks(d)
	for seat := range int8(s.nPlayers) {
		if s.sandraVerdict(seat, d, least, most).applies {
			return out
		}
	}
	if s.sandraReward {
		return out + l.tr("; no one is rewarded")
	}
	return out + l.tr("; no one is caught short")
}

// sandraEvaluated tells what Sandra's evaluation did to a player and why:
// the department, their progress on its track, its measure and the PP
// (R-SAN-2, R-SAN-3).
func (n *narrator) sandraEvaluated(seat int8, change int) string {
	s, l := n.s, n.l
	d := s.sandraDept()
	c := s.colorOf(seat)
	least, most := s.sandraMarks(d)
	v := s.sandraVerdict(seat, d, least, most)
	space := int(s.players[seat].train[d])
	if s.sandraReward {
		gain := l.f("%s (1 for each Banked Shift)", l.pp(change))
		if change == 0 {
			gain = l.tr("nothing, with no Banked Shift (1 PP for each)")
		}
		return l.f("Sandra evaluates %s: %s", l.dept(d), n.sayTo(c,
			"you have the most progress on its track (space %d) and %s (%d or more): you gain %s",
			"%[1]s has the most progress on its track (space %[2]d) and %[3]s (%[4]d or more): %[1]s gains %[5]s",
			space, measurePhrase(l, d, v.count, false), components.SandraRewardMin, gain))
	}
	why := strconv.Itoa(components.SandraPenalty)
	if below := v.penalty - components.SandraPenalty; below > 0 {
		why += l.f(", and %d for Banked Shifts below %d", below, components.SandraBankedBase)
	}
	penalty := l.f("the penalty is %s", why)
	if v.penalty != components.SandraPenalty {
		penalty = l.f("the penalty is %d: %s", v.penalty, why)
	}
	var loss string
	switch {
	case -change == v.penalty:
		loss = l.pp(-change) + " (" + why + ")"
	case change == 0:
		loss = l.f("nothing, having no PP left (%s)", penalty)
	default:
		loss = n.sayTo(c, "%s, all you had (%s)", "%[2]s, all %[1]s had (%[3]s)", l.pp(-change), penalty)
	}
	return l.f("Sandra evaluates %s: %s", l.dept(d), n.sayTo(c,
		"you have the least progress on its track (space %d) and %s (%d or fewer): you lose %s",
		"%[1]s has the least progress on its track (space %[2]d) and %[3]s (%[4]d or fewer): %[1]s loses %[5]s",
		space, measurePhrase(l, d, v.count, true), components.SandraShortfall, loss))
}

// designsReturned tells Sandra's Design task: the Designs she takes from
// the far display columns (R-SAN-4).
func (n *narrator) designsReturned() string {
	s, l := n.s, n.l
	cols := s.sandraColumns()
	var ds []string
	for r := range s.board.display {
		for c := components.DisplayColumns - cols; c < components.DisplayColumns; c++ {
			if d := s.board.display[r][c]; d != empty {
				ds = append(ds, l.design(DesignTile(d)))
			}
		}
	}
	where := l.f("the %d display columns furthest from the stacks", cols)
	switch cols {
	case 1:
		where = l.tr("the display column furthest from the stacks")
	case components.DisplayColumns:
		where = l.tr("the whole display")
	}
	if ds == nil {
		return l.f("Sandra finds no Design in %s to return", where)
	}
	return l.f("Sandra shuffles the Designs of %s, %s, to the bottom of the Central stack", where, l.andList(ds))
}

// choicePending tells the choice a player must make (R-ENG-2).
func (n *narrator) choicePending(e *Event, seat int8) string {
	s, c, l := n.s, e.Player, n.l
	switch e.Decision {
	case DecideCertSpace:
		return n.sayTo(c, "you must choose a space of section %d for your Certification marker",
			"%s must choose a space of section %d for their Certification marker", s.certifications(seat))
	case DecideAward:
		tiles := s.board.awards[e.Dept].len()
		return n.sayTo(c, "you must choose which of the %s of the %s track to keep", "%s must choose which of the %s of the %s track to keep",
			l.count(tiles, "Award tile", "Award tiles"), l.dept(e.Dept))
	case DecideBranch:
		path := e.List.items()
		at := int8(path[len(path)-1])
		var to []string
		for _, next := range n.s.ed().Conveyor[at].Next {
			to = append(to, n.to(ConveyorSpace(next.To)))
		}
		return n.sayTo(c, "you must choose where the %s car on %s goes: %s", "%s must choose where the %s car on %s goes: %s",
			l.model(Model(s.board.conveyor[at])), ConveyorSpace(at).String(), strings.Join(to, " "+l.tr("or")+" "))
	case DecideGarage:
		return n.sayTo(c, "you must choose a garage for the claimed %s car", "%s must choose a garage for the claimed %s car",
			l.model(Model(s.turn.parking[0])))
	case DecidePadlock:
		return n.sayTo(c, "you must choose %d different benefits of the padlocked garage",
			"%s must choose %d different benefits of the padlocked garage", components.PadlockPicks)
	}
	return n.sayTo(c, "you must choose %s", "%s must choose %s", e.Decision.String())
}

// conveyorAdvanced tells a push along the conveyor (R-ASM-3): each car of
// the chain moves one place on.
func (n *narrator) conveyorAdvanced(e *Event) string {
	b, l := &n.s.board, n.l
	path := e.List.items()
	var moves []string
	for i := len(path) - 1; i >= 0; i-- {
		if b.conveyor[path[i]] == empty {
			continue
		}
		to := e.To
		if i < len(path)-1 {
			to = ConveyorSpace(path[i+1])
		}
		moves = append(moves, l.f("the %s car from %s %s", l.model(Model(b.conveyor[path[i]])), ConveyorSpace(path[i]).String(), n.to(to)))
	}
	return l.f("the conveyor moves %s", l.andList(moves))
}

// carsClaimed tells a claim (R-RND-1): each car by its place behind the
// Pace Car, with the Design that paid for it.
func (n *narrator) carsClaimed(e *Event) string {
	b := &n.s.board
	var cars []string
	for pos, d := range e.List.items() {
		if d == noDesign8 || pos >= int(b.queueLen) {
			continue
		}
		cars = append(cars, n.claimed(pos, Model(b.queue[pos]), DesignTile(d), cars == nil))
	}
	return n.sayTo(e.Player, "you claim %s; the Designs go to the bottom of the Central stack",
		"%s claims %s; the Designs go to the bottom of the Central stack", n.l.andList(cars))
}

// claimed names a car claimed from its place pos behind the Pace Car, of
// model m, with the Design d that pays for it; the first of a claim says
// what it is behind.
func (n *narrator) claimed(pos int, m Model, d DesignTile, first bool) string {
	l := n.l
	if first {
		return l.f("the %s car behind the Pace Car, %s, with %s", l.ordinal(pos+1), l.withArticle(m), l.design(d))
	}
	return l.f("the %s, %s, with %s", l.ordinal(pos+1), l.withArticle(m), l.design(d))
}

// spoke tells a speech in a Meeting (R-MTG-3).
func (n *narrator) spoke(e *Event) string {
	c, ed, l := e.Player, n.s.ed(), n.l
	if e.On == NoGoal {
		return n.sayTo(c, "you play %s", "%s plays %s", ed.goalPhrase(l, e.Goal))
	}
	icon := strconv.Itoa(int(ed.Goals[e.On].Icons[e.Space]))
	if e.Goal == NoGoal {
		return n.sayTo(c, "you place a Speech token on icon %s of %s and score %s", "%s places a Speech token on icon %s of %s and scores %s",
			icon, ed.goalPhrase(l, e.On), l.pp(int(e.N)))
	}
	return n.sayTo(c, "you play %s, place a Speech token on its icon %s and score %s", "%s plays %s, places a Speech token on its icon %s and scores %s",
		ed.goalPhrase(l, e.Goal), icon, l.pp(int(e.N)))
}

// goalsRevealed tells the goals put face down, now in the meeting room:
// who chose each, in Certification-track order (R-MTG-9, R-SOLO-31).
func (n *narrator) goalsRevealed(e *Event) string {
	s, ed, l := n.s, n.s.ed(), n.l
	room := e.List.items()
	var goals []string
	if s.solo.on {
		for i := range min(len(room), components.SoloRoomFromHand) {
			goals = append(goals, l.f("%s in place %d", ed.goalPhrase(l, GoalCard(room[i])), i))
		}
		return n.sayTo(s.colors[0], "your goals go to the meeting room: %s", "%s's goals go to the meeting room: %s", l.andList(goals))
	}
	o, k := s.certOrder()
	for i, seat := range o[:k] {
		if i < len(room) && room[i] != empty8 {
			goals = append(goals, n.sayTo(s.colorOf(seat), "your %s in place %d", "%s's %s in place %d", ed.goalPhrase(l, GoalCard(room[i])), i))
		}
	}
	return l.f("the goals put face down are revealed: %s", l.andList(goals))
}

// gameEnded tells the end of the game with its ranking (R-FIN-6,
// R-SOLO-34).
func (n *narrator) gameEnded() string {
	l := n.l
	over := *n.s
	over.phase = phaseOver
	r, _ := over.Result()
	var places []string
	for i, st := range r.Standings {
		if i == 0 {
			places = append(places, n.sayTo(st.Color, "you finish %s with %s", "%s finishes %s with %s", l.ordinal(st.Place), l.pp(st.PP)))
			continue
		}
		places = append(places, l.f("%s %s with %s", n.name(st.Color), l.ordinal(st.Place), l.pp(st.PP)))
	}
	if n.s.solo.fired {
		return l.f("the game is over: %s", n.sayTo(n.s.colors[0], "you are fired and lose", "%s is fired and loses"))
	}
	if places == nil {
		return l.tr("the game is over")
	}
	return l.f("the game is over: %s", l.andList(places))
}

// columnPlace names a place of the Colleagues' column, 0 the top.
func (n *narrator) columnPlace(i int) string {
	last := -1
	for j, c := range n.s.solo.column {
		if c != empty {
			last = j
		}
	}
	switch i {
	case 0:
		return n.l.tr("the column's top card")
	case last:
		return n.l.tr("the column's bottom card")
	}
	return n.l.f("the column's card %d", i)
}

// name names a player for the viewer: "you" ("du"), a colour ("blue",
// "Blau"), a Colleague's name, or "nobody" for NoColor.
func (n *narrator) name(c Color) string {
	switch {
	case n.isViewer(c):
		return n.l.tr("you")
	case c == NoColor:
		return n.l.tr("nobody")
	}
	if i := n.s.colleagueOf(c); i >= 0 {
		return title(components.ColleagueNames[i])
	}
	return n.l.Color(c)
}

// isViewer reports whether c is the viewer's colour, the player told "you":
// a Colleague is named by name even to a viewer of its colour, as its
// sentences are in the third person.
func (n *narrator) isViewer(c Color) bool {
	return c == n.viewer && c != NoColor && n.s.colleagueOf(c) < 0
}

// sayTo says a sentence about the player c: the format you, in the second
// person, when c is the viewer ("you take %s", "du nimmst %s"), else the
// format other, in the third person, with c's name as its first argument
// ("%s takes %s", "%s nimmt %s"): a language conjugates each person its
// own way, so each is a phrase of its own. Both are catalogue keys, and
// args are the values both format.
func (n *narrator) sayTo(c Color, you, other string, args ...any) string {
	if n.isViewer(c) {
		return n.l.f(you, args...)
	}
	return n.l.f(other, append([]any{n.name(c)}, args...)...)
}

// sayTitled is sayTo for a sentence that begins after a full stop: the
// other's name capitalized, as "Blue begins orientation", and you written
// capitalized already.
func (n *narrator) sayTitled(c Color, you, other string) string {
	if n.isViewer(c) {
		return n.l.tr(you)
	}
	return n.l.f(other, title(n.name(c)))
}

// pick formats the catalogue key you, when c is the viewer, or other, with
// args: a phrase about the player that names them by a pronoun only, as
// ", held until the end of your turn".
func (n *narrator) pick(c Color, you, other string, args ...any) string {
	if n.isViewer(c) {
		return n.l.f(you, args...)
	}
	return n.l.f(other, args...)
}

// seats names seats in order: players, Colleagues and Sandra.
func (n *narrator) seats(seats []int8) string {
	var names []string
	for _, seat := range seats {
		if seat == sandraSeat {
			names = append(names, "Sandra")
			continue
		}
		names = append(names, n.name(n.s.colorOf(seat)))
	}
	if names == nil {
		return n.l.tr("nobody")
	}
	return strings.Join(names, ", ")
}

// valueMoves tells where an upgrade moves a part type's marker on the
// Upgrade Value track (R-RND-4, R-RND-6), read before it moves.
func (s *GameState) valueMoves(l Language, p Part, double bool) string {
	to := s.ed().UpgradeValues[s.board.upgradedValue(p, double)]
	if to == s.ed().UpgradeValues[s.board.value[p]] {
		return l.f("the %s value stays at %d, the top of its track", l.part(p), to)
	}
	return l.f("the %s value goes up to %d", l.part(p), to)
}

// empty8 is an empty place of a List of numbers.
const empty8 = 0xFF

// unlocks names what each department's certification unlocks (R-RND-6,
// R-ASM-7, R-WRK-7, R-ADM-2): catalogue keys.
var unlocks = [components.NumDepartments]string{
	"the Double Upgrade", "the padlocked 5th garage", "a 6th part storage space", "a 5th desk space", "a 5th Speech space",
}

// sandraTasks names Sandra's task in each department (R-SAN-4): catalogue
// keys.
var sandraTasks = [components.NumDepartments]string{
	"advances the Pace Car", "clears the assembly spaces", "strips the warehouses to 1 part each",
	"returns the oldest Designs of the display", "scores the end of the week",
}

// measureNouns names what Sandra counts in each department, one and many,
// and none of it (R-SAN-2): catalogue keys.
var measureNouns = [components.NumDepartments][3]string{
	{"Upgraded Design", "Upgraded Designs", "no Upgraded Design"},
	{"car in garages", "cars in garages", "no car in garages"},
	{"stored part", "stored parts", "no stored part"},
	{"Design on the desk", "Designs on the desk", "no Design on the desk"},
	{"certification", "certifications", "no certification"},
}

// measurePhrase returns a count of Sandra's measure in d after "has":
// "only 1 stored part" when short, "3 stored parts" else.
func measurePhrase(l Language, d Department, k int, short bool) string {
	nouns := measureNouns[d]
	switch {
	case k == 0:
		return l.tr(nouns[2])
	case short:
		return l.f("only %s", l.count(k, nouns[0], nouns[1]))
	}
	return l.count(k, nouns[0], nouns[1])
}

// categoryPhrases names the final scoring categories in prose (R-FIN):
// catalogue keys.
var categoryPhrases = [numScoreCategories]string{
	"the Final Goal", "Banked Shifts", "Speech tokens left", "Books", "Parts Vouchers", "cars in garages",
	"places on the training tracks", "Tested Designs",
}

// difficultyNames names the Difficulty cards (R-DIFF-1..9): catalogue
// keys.
var difficultyNames = [components.SoloDifficultyCards]string{
	"Certified Lacerda", "Cushy Speech", "Certified Advantage", "Productive Upgrades", "Optimized Upgrades",
	"Increased Quotas", "Forced Overtime", "Keeping up with the Colleagues", "The Immediate Termination Clause",
}

// goalPhrase names a Performance Goal card by number and by what it
// counts, such as "goal 5 (3 PP per Tested Design)".
func (ed *edition) goalPhrase(l Language, g GoalCard) string {
	if int(g) >= components.NumGoals {
		return l.tr("no goal")
	}
	card := ed.Goals[g]
	return l.f("goal %d (%d PP %s)", g, card.PP, goalMeasurePhrase(l, card.Measure))
}

// goalMeasurePhrase says what a goal's PP are for, after "3 PP".
func goalMeasurePhrase(l Language, m GoalMeasure) string {
	switch m {
	case components.MeasureDoubleUpgrade:
		return l.tr("for the Double Upgrade used")
	case components.MeasureBankedPairs:
		return l.f("per %d Banked Shifts", components.BankedPerCount)
	case components.MeasureEmptyGarage:
		return l.f("for at most %s", l.count(components.EmptyGaragesMax, "empty garage", "empty garages"))
	case components.MeasureValuableTested:
		return l.f("per Tested Design whose part is worth %d or more", components.ValuableTestedMin)
	}
	if int(m) < len(goalMeasures) {
		return l.f("per %s", l.tr(goalMeasures[m]))
	}
	return l.f("per %s", m.String())
}

// goalMeasures names one of what each Performance Goal measure counts:
// catalogue keys.
var goalMeasures = [components.NumGoalMeasures]string{
	"car in a garage", "different model in the garages", "City or SUV in a garage", "Truck, Sports or Concept in a garage",
	"Upgraded Design", "Tested Design", "certification", "track as an Expert",
	"step on the R&D track", "step on the Assembly track", "step on the Logistics track", "step on the Design track",
	"step on the Administration track", "track led", "certified track", "Double Upgrade",
	"Book", "Parts Voucher", "2 Banked Shifts", "Speech token on the board", "stored part", "Design on the desk",
	"Award tile kept", "Factory Goal token", "Upgraded motor or battery Design", "Upgraded autopilot or electronics Design",
	"Upgraded body or drivetrain Design", "model with an upgrade of one's own", "Design without a part on the desk",
	"empty garage", "valuable Tested Design", "car in a garage of a model on a face-up Demand tile",
}

// kanbanPhrase names a Kanban Order card by number and its symbols.
func (ed *edition) kanbanPhrase(l Language, card int8) string {
	if card < 0 || int(card) >= components.NumKanbanCards {
		return l.tr("a Kanban Order card")
	}
	var parts []string
	for _, p := range ed.KanbanCards[card] {
		parts = append(parts, l.part(p))
	}
	return l.f("Kanban Order card %d (%s)", card, strings.Join(parts, ", "))
}

// departmentCardPhrase names a card of the Colleagues' department deck:
// its department and Plan parts (R-SOLO-10).
func (ed *edition) departmentCardPhrase(l Language, id int) string {
	card := ed.SoloDepartmentDeck[id]
	if len(card.Plan) == 0 {
		return l.f("department card %d (%s)", id, l.dept(card.Dept))
	}
	var plan []string
	for _, p := range card.Plan {
		plan = append(plan, l.part(p))
	}
	return l.f("department card %d (%s, Plan %s)", id, l.dept(card.Dept), l.andList(plan))
}

// factoryGoal says what a Factory Goal tile asks for, such as "4 cars in
// garages".
func (n *narrator) factoryGoal(g components.FactoryGoal) string {
	k := int(g.Threshold)
	switch g.Kind {
	case components.GoalCertifications:
		return n.l.count(k, "certification", "certifications")
	case components.GoalCarsInGarages:
		return n.l.count(k, "car in garages", "cars in garages")
	}
	return n.l.count(k, "Upgraded Design", "Upgraded Designs")
}

// station names a workstation, such as "the R&D top workstation".
func (n *narrator) station(w Workstation) string {
	l := n.l
	switch {
	case w >= NumWorkstations:
		return l.tr("her desk")
	case w.Bottom():
		return l.f("the %s bottom workstation", l.dept(w.Department()))
	}
	return l.f("the %s top workstation", l.dept(w.Department()))
}

// stackName names a Design stack, such as "top First Office stack", to
// follow "the".
func (n *narrator) stackName(src DesignSource) string {
	switch src {
	case OfficeTopStack:
		return n.l.tr("top First Office stack")
	case OfficeBottomStack:
		return n.l.tr("bottom First Office stack")
	}
	return n.l.tr("Central stack")
}

// stackShows says what a stack shows on top (R-DES-7).
func (n *narrator) stackShows(src DesignSource, top DesignTile) string {
	if top == NoDesign {
		return n.l.f("the %s is now empty", n.stackName(src))
	}
	return n.l.f("the %s now shows %s", n.stackName(src), n.l.design(top))
}

// to says where a car goes on the conveyor: "to c1" or "off the line".
func (n *narrator) to(to ConveyorSpace) string {
	if to == ExitSpace {
		return n.l.tr("off the line")
	}
	return n.l.f("to %s", to.String())
}

// moved tells the parts a Kanban Order moved to the warehouses.
func (n *narrator) moved(parts []uint8) string {
	switch len(parts) {
	case 0:
		return n.l.tr("no part moves to the warehouses")
	case 1:
		return n.l.f("%s moves to its warehouse", n.l.partList(parts))
	}
	return n.l.f("%s move to the warehouses", n.l.partList(parts))
}

// demandSpeech returns the Speech tokens a model's Demand tile shows.
func (ed *edition) demandSpeech(m Model) int {
	for _, t := range ed.DemandTiles {
		if t.Model == m {
			return int(t.Speech)
		}
	}
	return 0
}

// topWord returns "top" or "bottom", a catalogue key.
func topWord(top bool) string {
	if top {
		return "top"
	}
	return "bottom"
}

// title returns a name with its first letter in upper case: "Lacerda".
func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
