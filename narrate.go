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
func (s GameState) Narrate(e Event, viewer Color) string { return s.NarrateIn(English, e, viewer) }

// NarrateIn is Narrate in the language l: "du trainierst in F&E: …" in
// German.
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

// narrator tells the events applied to one state for one viewer.
type narrator struct {
	s      *GameState
	viewer Color
	l      Language
}

// event returns the sentence for e, read as the viewer's copy.
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
	s := n.s
	c := e.Player
	seat := n.s.seatOf(e.Player)
	who := n.name(e.Player)
	switch e.Kind {
	case EvCertSpaceTaken:
		if s.phase == phaseSpots {
			return who + " " + n.verb(c, "put") + " " + n.their(c) + " Certification marker on starting space " + itoa(e.Space), true
		}
		return n.whose(c) + " Certification marker moves to space " + itoa(e.Space) + " of section " + strconv.Itoa(s.certifications(seat)), true
	case EvGained:
		return n.gained(e, seat), true
	case EvPicksStarted:
		o, k := s.humanOrder(s.certOrder())
		if k == 1 {
			c := s.colorOf(o[0])
			return "orientation's picks begin: " + n.name(c) + " " + n.verb(c, "take") + " a part from a warehouse and a Design", true
		}
		return "orientation's picks begin: in Certification-track order, " + n.seats(o[:k]) + " each take a part from a warehouse and a Design", true
	case EvPartTaken:
		return who + " " + n.verb(c, "take") + " " + partCount(e.Part, int(e.N)) + " from the " + e.Part.String() + " warehouse", true
	case EvDesignTaken:
		out := who + " " + n.verb(c, "take") + " " + designPhrase(e.Design) + " from " + sourcePhrase(e.Source)
		if !e.Source.IsDisplay() {
			out += "; " + stackShows(e.Source, e.Top)
		}
		return out, true
	case EvDisplayRefilled:
		return n.displayRefilled(e), true
	case EvDayStarted:
		return "day " + strconv.Itoa(int(e.N)) + " begins with Department Selection", true
	case EvWorkstationChosen:
		return who + " " + n.verb(c, "place") + " " + n.their(c) + " worker on " + stationPhrase(e.Workstation) +
			" (" + count(n.s.ed().shifts(e.Workstation), "Shift", "Shifts") + ")", true
	case EvSandraMoved:
		return n.sandraMoved(e.Workstation), true
	case EvWorkingStarted:
		o, k := s.stationOrder()
		return "the Working phase begins; turns go in workstation order: " + n.seats(o[:k]), true
	case EvTurnStarted:
		return n.whose(c) + " turn begins at " + stationPhrase(e.Workstation) + ", with " + count(int(e.N), "Shift", "Shifts"), true
	case EvBankedShiftSpent:
		left := "none"
		if k := int(s.players[seat].banked) - 1; k > 0 {
			left = strconv.Itoa(k)
		}
		return who + " " + n.verb(c, "spend") + " a Banked Shift for 1 more Shift (" + left + " left)", true
	case EvDepartmentNamed:
		return who + " " + n.verb(c, "name") + " " + deptName(e.Dept) + " as " + n.their(c) + " other department this turn", true
	case EvTrained:
		return who + " " + n.verb(c, "train") + " in " + deptName(e.Dept) + ": " + n.their(c) + " disc moves to space " + itoa(e.Space), true
	case EvHomework:
		return who + " " + n.verb(c, "do") + " homework in " + deptName(e.Dept) + ", returning a Book: " + n.their(c) +
			" disc moves to space " + itoa(e.Space), true
	case EvCertified:
		return who + " " + n.verb(c, "be") + " certified in " + deptName(e.Dept) + ", which unlocks " + unlocks[e.Dept], true
	case EvFactoryGoalReached:
		slot := s.board.factory[e.Space]
		out := who + " " + n.verb(c, "reach") + " the Factory Goal of " + factoryGoalPhrase(n.s.ed().FactoryGoals[slot.tile]) +
			" and " + n.verb(c, "take") + " a Speech token from it"
		if slot.tokens == 1 {
			out += ", its last"
		}
		return out, true
	case EvExpert:
		return who + " " + n.verb(c, "reach") + " the end of the " + deptName(e.Dept) + " track and " + n.verb(c, "become") + " an Expert", true
	case EvAwardTokenTaken:
		return who + ", the first Expert in " + deptName(e.Dept) + ", " + n.verb(c, "take") + " the Generic Speech token of its Award stack", true
	case EvAwardKept:
		return who + " " + n.verb(c, "keep") + " an Award tile of the " + deptName(e.Dept) + " track, worth " +
			benefitPhrase(n.s.ed().AwardBenefits[e.Award]), true
	}
	return "", false
}

// turnEvent tells the events of a turn's and a day's end: Recycling,
// Demand tiles, held gains, Sandra, the Pace Car, the end of the week.
func (n *narrator) turnEvent(e *Event) (string, bool) {
	s := n.s
	c := e.Player
	seat := n.s.seatOf(e.Player)
	who := n.name(e.Player)
	switch e.Kind {
	case EvRecycled:
		return who + " " + n.verb(c, "give") + " " + partCount(e.Give, 1) + " to the Recycling pool and " + n.verb(c, "take") + " its " + e.Part.String(), true
	case EvDemandTileTurned:
		return "the " + modelName(e.Model) + " Demand tile is turned face up in place " + itoa(e.Space) + ", with " +
			count(n.s.ed().demandSpeech(e.Model), "Speech token", "Speech tokens"), true
	case EvDemandReplaced:
		return "the emptied Demand tiles are shuffled back into the Demand stack", true
	case EvCredited:
		verb := "are"
		if e.Gain.Books+e.Gain.Vouchers+e.Gain.BankedShifts == 1 {
			verb = "is"
		}
		return n.whose(c) + " held " + benefitPhrase(e.Gain) + " " + verb + " credited at the end of " + n.their(c) + " turn", true
	case EvTurnEnded:
		return who + " " + n.verb(c, "lay") + " " + n.their(c) + " worker down: " + n.their(c) + " turn ends", true
	case EvSandraTurn:
		return n.sandraTurn(e.Workstation), true
	case EvSandraEvaluated:
		return n.sandraEvaluated(seat, int(e.N)), true
	case EvPaceCarAdvanced:
		out := "the Pace Car moves to space " + itoa(e.Space) + " of the Test track"
		for _, st := range n.s.ed().TestTracks[s.tablePlayers()].Striped {
			if st == e.Space {
				out += ", a striped space"
			}
		}
		return out, true
	case EvMeetingScheduled:
		return "a Meeting is scheduled for the end of the day", true
	case EvAssemblyCleared:
		k := 0
		for _, set := range s.board.assembly {
			k += set.count()
		}
		return "Sandra returns the parts on the assembly spaces to the supply: " + count(k, "part", "parts"), true
	case EvWarehousesStripped:
		k := 0
		for _, w := range s.board.warehouse {
			k += max(0, int(w)-1)
		}
		return "Sandra leaves at most 1 part in each warehouse: " + count(k, "part goes", "parts go") + " back to the supply", true
	case EvDesignsReturned:
		return n.designsReturned(), true
	case EvGenericExchanged:
		return who + " " + n.verb(c, "exchange") + " a Generic Speech token kept beside " + n.their(c) +
			" board for one of " + n.their(c) + " own onto an empty Speech space", true
	case EvWeekScored:
		return "end of the week: " + who + " " + n.verb(c, "score") + " " + pp(int(e.N)) + " for the cars in " + n.their(c) +
			" garages, by their models' upgrade parts and " + n.their(c) + " Tested Designs", true
	case EvWeekAdvanced:
		return "the Week marker moves to " + strconv.Itoa(int(e.N)), true
	case EvDayEnded:
		return "day " + strconv.Itoa(int(e.N)) + " ends", true
	case EvChoicePending:
		return n.choicePending(e, seat), true
	case EvShiftsSpent:
		return who + " " + n.verb(c, "spend") + " " + count(int(e.N), "Shift", "Shifts") + " (" + strconv.Itoa(int(s.turn.shifts)-int(e.N)) + " left)", true
	}
	return "", false
}

// departmentEvent tells the events of the departments' tasks: Designs,
// Kanban Orders, the conveyor, cars claimed and parked, upgrades.
func (n *narrator) departmentEvent(e *Event) (string, bool) {
	s := n.s
	c := e.Player
	who := n.name(e.Player)
	switch e.Kind {
	case EvStackReplaced:
		return "the emptied " + stackName(e.Source) + " takes the top of the Central stack, " +
			designPhrase(DesignTile(s.board.stacks[centralStack].top())) + "; " + stackShows(CentralStack, e.Top), true
	case EvKanbanIssued:
		return who + " " + n.verb(c, "issue") + " " + n.s.ed().kanbanPhrase(e.Card) + " with " + placementPhrase(e.Placement) + ": " +
			moved(e.List.items()) + ", and the card goes under the deck", true
	case EvKanbanDrawn:
		if e.Card < 0 {
			return who + " " + n.verb(c, "draw") + " a Kanban Order card", true
		}
		return who + " " + n.verb(c, "draw") + " " + n.s.ed().kanbanPhrase(e.Card), true
	case EvVoucherRequested:
		return who + " " + n.verb(c, "take") + " the Voucher action, once a turn", true
	case EvModelsCleared:
		var ms []string
		for _, m := range e.List.items() {
			ms = append(ms, "the "+modelName(Model(m)))
		}
		return "the full assembly spaces of " + andList(ms) + " are cleared: their parts go back to the supply", true
	case EvPartProvided:
		return who + " " + n.verb(c, "provide") + " " + partCount(e.Part, 1) + " to the " + modelName(e.Model) + " " + fromPhrase(e.From, e.Give), true
	case EvBranchTaken:
		at := s.pending.path[s.pending.pathLen-1]
		return who + " " + n.verb(c, "send") + " the " + modelName(Model(s.board.conveyor[at])) + " car on " +
			ConveyorSpace(at).String() + " " + toPhrase(e.To), true
	case EvConveyorAdvanced:
		return n.conveyorAdvanced(e), true
	case EvDemandTokenTaken:
		d := s.board.demand[e.Space]
		return who + " " + n.verb(c, "take") + " a Speech token from the " + modelName(n.s.ed().DemandTiles[d.tile].Model) +
			" Demand tile (" + strconv.Itoa(int(d.tokens)-1) + " left)", true
	case EvCarTested:
		return "the " + modelName(e.Model) + " car joins the Test track, " + ordinal(int(s.board.queueLen)+1) + " behind the Pace Car", true
	case EvCarReturned:
		return "the " + modelName(e.Model) + " car right behind the Pace Car goes back to the supply: the Test track holds " +
			count(int(n.s.ed().TestTracks[s.tablePlayers()].Queue), "car", "cars") + " at most", true
	case EvCarStarted:
		return "a new " + modelName(e.Model) + " car starts on its colour space", true
	case EvCarsClaimed:
		return n.carsClaimed(e), true
	case EvCarParked:
		return who + " " + n.verb(c, "park") + " the " + modelName(e.Model) + " car in garage " + itoa(e.Space), true
	case EvPadlockTaken:
		return who + " " + n.verb(c, "take") + " " + benefitPhrase(e.Gain) + " from the padlocked garage", true
	case EvDesignUpgraded:
		out := who + " " + n.verb(c, "upgrade") + " " + designPhrase(e.Design) + " on upgrade space " + itoa(e.Space) +
			" with " + partCount(e.Part, 1) + " " + fromPhrase(e.From, e.Give)
		if e.Double {
			out += " as the Double Upgrade"
		}
		return out + ": " + s.valueMoves(e.Part, e.Double), true
	}
	return "", false
}

// meetingEvent tells the events of a Meeting and of the game's end.
func (n *narrator) meetingEvent(e *Event) (string, bool) {
	s := n.s
	c := e.Player
	who := n.name(e.Player)
	switch e.Kind {
	case EvMeetingStarted:
		o, k := s.certOrder()
		return "the Meeting begins; turns go in Certification-track order: " + n.seats(o[:k]), true
	case EvSpoke:
		return n.spoke(e), true
	case EvPassed:
		return who + " " + n.verb(c, "pass"), true
	case EvTokensReturned:
		return "the Speech tokens placed in the Meeting go beside their owners' boards", true
	case EvGoalsDiscarded:
		out := "the face-up goals are discarded; "
		if s.solo.on {
			return out + n.name(s.colors[0]) + " " + n.verb(s.colors[0], "put") + " " +
				count(components.SoloRoomFromHand, "goal", "goals") + " from hand in the meeting room", true
		}
		return out + "each player puts a goal face down for the meeting room", true
	case EvGoalChosen:
		if e.Goal == NoGoal {
			return who + " " + n.verb(c, "put") + " a goal face down for the meeting room", true
		}
		return who + " " + n.verb(c, "put") + " " + n.s.ed().goalPhrase(e.Goal) + " face down for the meeting room", true
	case EvGoalsRevealed:
		return n.goalsRevealed(e), true
	case EvGoalDeckReshuffled:
		return "the Performance Goal deck is empty: its " + count(s.board.goalDiscard.len(), "discard is", "discards are") + " shuffled into a new deck", true
	case EvRoomGoalDealt:
		return n.s.ed().goalPhrase(e.Goal) + " from the deck fills meeting room place " + itoa(e.Space), true
	case EvGoalDrawn:
		if e.Goal == NoGoal {
			return who + " " + n.verb(c, "draw") + " a Performance Goal", true
		}
		return who + " " + n.verb(c, "draw") + " " + n.s.ed().goalPhrase(e.Goal), true
	case EvMeetingEnded:
		return "the Meeting ends; the Production Cycle marker is on " + strconv.Itoa(int(e.N)), true
	case EvFinalGoalClaimed:
		a := n.s.ed().FinalGoals[s.board.finalGoal][e.Space]
		return who + " " + n.verb(c, "spend") + " a Speech token on the Final Goal's achievement of " + a.Description() + " for " + pp(int(e.N)), true
	case EvFinalScored, EvColleagueFinalScored:
		return "final scoring: " + who + " " + n.verb(c, "score") + " " + pp(int(e.N)) + " for " + categoryPhrases[e.Category], true
	case EvGameEnded:
		return n.gameEnded(), true

	}
	return "", false
}

// soloEvent tells the events of the solo mode's Colleagues and decks.
func (n *narrator) soloEvent(e *Event) (string, bool) {
	s := n.s
	c := e.Player
	who := n.name(e.Player)
	switch e.Kind {
	case EvColleagueSpotTaken:
		return who + " puts his Certification marker on starting space " + itoa(e.Space), true
	case EvColumnDrawn:
		card := n.s.ed().SoloDepartmentDeck[e.Card]
		if card.Reshuffle {
			return "the reshuffle card is drawn from the department deck and set aside", true
		}
		return n.s.ed().departmentCardPhrase(int(e.Card)) + " is drawn into the column", true
	case EvDepartmentDeckRebuilt:
		return "the department cards not in the column are shuffled into a new deck", true
	case EvSelectionReshuffled:
		return "the empty selection deck is made again: all " + strconv.Itoa(components.SoloSelectionCards) + " cards are shuffled", true
	case EvSelectionDrawn:
		card := n.s.ed().SoloSelectionDeck[e.Card]
		out := "selection card " + itoa(e.Card) + " (" + card.Part.String() + ", " + topWord(card.Top) + ")"
		if s.colleagueOf(c) < 0 {
			return out + " is drawn: its part is the day's Selection part", true
		}
		return who + " draws " + out + ": his part is the " + card.Part.String(), true
	case EvColleagueSelected:
		return who + " takes " + n.columnPlace(int(e.Space)) + ", " + n.s.ed().departmentCardPhrase(int(s.solo.column[e.Space])) +
			", and places his worker on " + stationPhrase(e.Workstation), true
	case EvColleagueTurn:
		return n.whose(c) + " turn begins at " + stationPhrase(e.Workstation), true
	case EvColleagueTrained:
		return who + " trains in " + deptName(e.Dept) + ": his disc moves to space " + itoa(e.Space), true
	case EvColleagueCertified:
		return who + " is certified in " + deptName(e.Dept) + ": his Certification marker goes to space " + itoa(e.Space) +
			" of section " + strconv.Itoa(s.solo.colleague[s.colleagueOf(c)].certifications()), true
	case EvColleagueExpert:
		return who + ", the first Expert in " + deptName(e.Dept) + ", takes the Generic Speech token of its Award stack", true
	case EvColleagueScored:
		return who + " scores " + pp(int(e.N)), true
	case EvOvertime:
		out := who + " " + n.verb(c, "lose") + " a Banked Shift: "
		if t := s.turn.seat; isColleague(t) {
			out += n.whose(s.colorOf(t))
		} else {
			out += "a Colleague's"
		}
		return out + " disc on the " + deptName(e.Dept) + " track cannot move past its end (Forced Overtime)", true
	case EvSharedStackTurned:
		return "the shared stack's top Design, " + designPhrase(e.Design) + ", cannot be upgraded and goes to its bottom", true
	case EvColleagueUpgraded:
		return who + " upgrades " + designPhrase(e.Design) + " from the shared stack on upgrade space " + itoa(e.Space) +
			" with " + partCount(e.Part, 1) + " from the supply: " + s.valueMoves(e.Part, false), true
	case EvColleagueClaimed:
		return who + " claims the " + modelName(e.Model) + " car " + ordinal(int(e.Space)+1) + " behind the Pace Car", true
	case EvColleagueProvided:
		return who + " provides " + partCount(e.Part, 1) + " from the supply to the " + modelName(e.Model), true
	case EvColleagueKanban:
		return who + " lays the Kanban deck's top card, " + n.s.ed().kanbanPhrase(e.Card) + ", with " + placementPhrase(e.Placement) +
			": " + moved(e.List.items()) + ", and the card goes under the deck", true
	case EvColleagueCollected:
		out := who + " empties the " + e.Part.String() + " warehouse: " + partCount(e.Part, 1) + " to the Colleague parts"
		if e.N > 1 {
			out += " and " + partCount(e.Part, int(e.N)-1) + " back to the supply"
		}
		return out, true
	case EvColleaguePartReturned:
		return "the Colleague parts are more than " + strconv.Itoa(components.ColleaguePartsMax) + ": " +
			partCount(e.Part, 1) + ", of the type lowest in value, goes back to the supply", true
	case EvColleagueDesignTaken:
		out := who + " takes " + designPhrase(e.Design) + " from " + sourcePhrase(e.Source)
		if e.Source.IsDisplay() {
			out += ","
		}
		if _, ok := e.Design.Part(); ok {
			return out + " to the bottom of the shared stack", true
		}
		return out + " to the bottom of the Central stack", true
	case EvColleaguesRecycled:
		return "the Colleagues give " + partCount(e.Give, 1) + " to the Recycling pool and take its " + e.Part.String(), true
	case EvColleaguesWeekEnded:
		return "the Colleagues' Upgraded Designs leave the game after their end-of-week scoring", true
	case EvFired:
		return who + " " + n.verb(c, "be") + " fired at 0 PP: the game ends, and " + who + " " + n.verb(c, "lose"), true
	case EvColleagueSpoke:
		return who + " places a Speech token on " + n.s.ed().goalPhrase(e.On) + " and scores " + pp(int(e.N)), true
	case EvRoomShuffled:
		var gs []string
		for _, g := range e.List.items() {
			gs = append(gs, n.s.ed().goalPhrase(GoalCard(g)))
		}
		return "the meeting room's goals are shuffled into their places: " + andList(gs), true
	}
	return "", false
}

// started tells the setup: the players in seating order, the variants and
// who begins.
func (n *narrator) started(su *Setup) string {
	cfg := su.Config
	var players []string
	for _, p := range cfg.Players {
		name := n.name(p.Color)
		if p.Color == n.viewer {
			name += " (" + p.Color.String() + ")"
		}
		if p.ExpertSide {
			name += " on the expert side"
		}
		players = append(players, name)
	}
	sandra := "Sandra plays her penalty side"
	switch {
	case cfg.SandraReward && cfg.Solo != nil:
		sandra = "Nice Sandra: she plays her reward side"
	case cfg.SandraReward:
		sandra = "Sandra plays her reward side"
	}
	if cfg.Solo != nil {
		if len(cfg.Players) == 0 {
			return "a solo game is set up"
		}
		var colleagues []string
		i := 0
		for _, c := range components.SoloColorOrder {
			if c != cfg.Players[0].Color && i < components.Colleagues {
				colleagues = append(colleagues, title(components.ColleagueNames[i])+" ("+c.String()+")")
				i++
			}
		}
		out := "a solo game: " + players[0] + " against " + andList(colleagues) + "; " + sandra
		if su.Solo != nil && len(su.Solo.Difficulty) > 0 {
			var cards []string
			for _, d := range su.Solo.Difficulty {
				cards = append(cards, difficultyNames[d])
			}
			out += "; " + count(len(cards), "Difficulty card", "Difficulty cards") + ": " + andList(cards)
		} else if cfg.Solo.RandomDifficulty {
			out += "; 2 Difficulty cards at random"
		} else {
			out += "; no Difficulty card"
		}
		return out + ". " + title(n.name(cfg.Players[0].Color)) + " " + n.verb(cfg.Players[0].Color, "begin") + " orientation"
	}
	out := "a game of " + strconv.Itoa(len(players)) + " players, in seating order " + andList(players) + "; " + sandra
	if su.FirstPlayer == NoColor {
		return out
	}
	return out + ". " + title(n.name(su.FirstPlayer)) + ", drawn at random, " + n.verb(su.FirstPlayer, "begin") + " orientation"
}

// acted tells an action, as Describe words it, by its player.
func (n *narrator) acted(e *Event) string {
	s, a, c := n.s, &e.Act, e.Player
	who := n.name(c)
	switch a.Kind {
	case ActChooseGoal:
		if a.Goal == NoGoal {
			return who + " " + n.verb(c, "put") + " a goal face down for the meeting room"
		}
		return who + " " + n.verb(c, "put") + " " + n.s.ed().goalPhrase(a.Goal) + " face down for the meeting room"
	case ActSpeak:
		seat := s.seatOf(c)
		out := who + " " + n.verb(c, "play") + " " + n.s.ed().goalPhrase(a.Goal)
		if a.Goal == NoGoal {
			out = who + " " + n.verb(c, "place") + " a Speech token on " + n.s.ed().goalPhrase(a.On)
		} else if a.On != NoGoal {
			out += " and " + n.verb(c, "place") + " a Speech token on it"
		}
		if a.On != NoGoal {
			_, pp := s.speechScore(seat, a.Goal, a.On)
			out += ", scoring " + strconv.Itoa(int(pp)) + " PP"
		}
		return out
	case ActKanban:
		parts, k := s.board.kanbanParts(s.ed(), a.Card, a.Placement)
		return who + " " + n.verb(c, "issue") + " " + n.s.ed().kanbanPhrase(a.Card) + " with " + placementPhrase(a.Placement) +
			", moving " + partList(parts[:k]) + " to the warehouses" + gaining(kanbanGain)
	}
	d, err := s.Describe(*a)
	if err != nil {
		return "" // not the state the action was taken in
	}
	verb, rest, _ := strings.Cut(d, " ")
	return who + " " + n.verb(c, verb) + " " + rest
}

// gained tells a gain: what is held to the end of the turn (R-WRK-3), and
// where a Speech token goes (R-SPK-2).
func (n *narrator) gained(e *Event, seat int8) string {
	c, g := e.Player, e.Gain
	out := n.name(c) + " " + n.verb(c, "gain") + " " + benefitPhrase(g)
	if e.Pending && g.Books+g.Vouchers+g.BankedShifts > 0 {
		out += ", held until the end of " + n.their(c) + " turn"
	}
	if g.Speech > 0 && seat >= 0 {
		s := n.s
		free := min(int(s.speechSpaces(seat))-int(s.players[seat].speech), s.ownBeside(seat))
		switch on := min(int(g.Speech), max(0, free)); {
		case on == 1 && g.Speech == 1:
			out += ": one of " + n.their(c) + " own goes onto an empty Speech space"
		case on == int(g.Speech):
			out += ": as many of " + n.their(c) + " own go onto empty Speech spaces"
		case on == 0:
			out += ", kept beside " + n.their(c) + " board: no Speech space is free"
		default:
			goes := " own go onto empty Speech spaces"
			if on == 1 {
				goes = " own goes onto an empty Speech space"
			}
			out += ": " + strconv.Itoa(on) + " of " + n.their(c) + goes + ", the rest kept beside " + n.their(c) + " board"
		}
	}
	return out
}

// displayRefilled tells the slide and refill of the Design display
// (R-DES-5): the Designs it brings in, and the spaces left empty.
func (n *narrator) displayRefilled(e *Event) string {
	b := &n.s.board
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
			in = append(in, designPhrase(DesignTile(d)))
		}
	}
	out := "the Design display slides to close its gaps"
	if in != nil {
		out = "the Design display slides and refills with " + andList(in)
	}
	if gaps > 0 {
		out += "; " + count(gaps, "space stays", "spaces stay") + " empty"
	}
	return out
}

// sandraMoved tells where Sandra goes in Department Selection, and which
// departments she passed because both their workstations were taken
// (R-SEL-4).
func (n *narrator) sandraMoved(w Workstation) string {
	to := Administration
	if w != NoWorkstation {
		to = w.Department()
	}
	var full []string
	for d := (n.s.sandraDept() + 1) % components.NumDepartments; d != to; d = (d + 1) % components.NumDepartments {
		full = append(full, deptName(d))
	}
	out := "Sandra goes to her desk in Administration"
	if w != NoWorkstation {
		out = "Sandra moves to " + stationPhrase(w)
	}
	if full != nil {
		out += ", as both workstations of " + andList(full) + " are taken"
	}
	return out
}

// sandraTurn tells Sandra's turn: on day 1 nothing (R-DAY-2), else her
// evaluation and her task (R-SAN-1, R-SAN-4), and whom the evaluation
// spares when it catches nobody.
func (n *narrator) sandraTurn(w Workstation) string {
	s := n.s
	where := "at her desk"
	if w != NoWorkstation {
		where = "at " + stationPhrase(w)
	}
	if s.day == 1 {
		return "Sandra's turn " + where + ": on day 1 she does nothing"
	}
	d := s.sandraDept()
	out := "Sandra's turn " + where + ": she evaluates " + deptName(d) + ", then " + sandraTasks[d]
	least, most := s.sandraMarks(d)
	for seat := range int8(s.nPlayers) {
		if s.sandraVerdict(seat, d, least, most).applies {
			return out
		}
	}
	if s.sandraReward {
		return out + "; no one is rewarded"
	}
	return out + "; no one is caught short"
}

// sandraEvaluated tells what Sandra's evaluation did to a player and why:
// the department, their progress on its track, its measure and the PP
// (R-SAN-2, R-SAN-3).
func (n *narrator) sandraEvaluated(seat int8, change int) string {
	s := n.s
	d := s.sandraDept()
	c := s.colorOf(seat)
	least, most := s.sandraMarks(d)
	v := s.sandraVerdict(seat, d, least, most)
	who := n.name(c)
	space := int(s.players[seat].train[d])
	out := "Sandra evaluates " + deptName(d) + ": " + who + " " + n.verb(c, "have")
	if s.sandraReward {
		out += " the most progress on its track (space " + strconv.Itoa(space) + ") and " +
			measurePhrase(d, v.count, false) + " (" + strconv.Itoa(components.SandraRewardMin) + " or more): " + who + " " + n.verb(c, "gain")
		if change == 0 {
			return out + " nothing, with no Banked Shift (1 PP for each)"
		}
		return out + " " + pp(change) + " (1 for each Banked Shift)"
	}
	out += " the least progress on its track (space " + strconv.Itoa(space) + ") and " + measurePhrase(d, v.count, true) +
		" (" + strconv.Itoa(components.SandraShortfall) + " or fewer): " + who + " " + n.verb(c, "lose") + " "
	why := strconv.Itoa(components.SandraPenalty)
	if below := v.penalty - components.SandraPenalty; below > 0 {
		why += ", and " + strconv.Itoa(below) + " for Banked Shifts below " + strconv.Itoa(components.SandraBankedBase)
	}
	penalty := "the penalty is " + why
	if v.penalty != components.SandraPenalty {
		penalty = "the penalty is " + strconv.Itoa(v.penalty) + ": " + why
	}
	switch {
	case -change == v.penalty:
		return out + pp(-change) + " (" + why + ")"
	case change == 0:
		return out + "nothing, having no PP left (" + penalty + ")"
	}
	return out + pp(-change) + ", all " + who + " had (" + penalty + ")"
}

// designsReturned tells Sandra's Design task: the Designs she takes from
// the far display columns (R-SAN-4).
func (n *narrator) designsReturned() string {
	s := n.s
	cols := s.sandraColumns()
	var ds []string
	for r := range s.board.display {
		for c := components.DisplayColumns - cols; c < components.DisplayColumns; c++ {
			if d := s.board.display[r][c]; d != empty {
				ds = append(ds, designPhrase(DesignTile(d)))
			}
		}
	}
	where := "the " + strconv.Itoa(cols) + " display columns furthest from the stacks"
	switch cols {
	case 1:
		where = "the display column furthest from the stacks"
	case components.DisplayColumns:
		where = "the whole display"
	}
	if ds == nil {
		return "Sandra finds no Design in " + where + " to return"
	}
	return "Sandra shuffles the Designs of " + where + ", " + andList(ds) + ", to the bottom of the Central stack"
}

// choicePending tells the choice a player must make (R-ENG-2).
func (n *narrator) choicePending(e *Event, seat int8) string {
	s, c := n.s, e.Player
	out := n.name(c) + " must choose "
	switch e.Decision {
	case DecideCertSpace:
		return out + "a space of section " + strconv.Itoa(s.certifications(seat)) + " for " + n.their(c) + " Certification marker"
	case DecideAward:
		tiles := s.board.awards[e.Dept].len()
		return out + "which of the " + count(tiles, "Award tile", "Award tiles") + " of the " + deptName(e.Dept) + " track to keep"
	case DecideBranch:
		path := e.List.items()
		at := int8(path[len(path)-1])
		var to []string
		for _, l := range n.s.ed().Conveyor[at].Next {
			to = append(to, toPhrase(ConveyorSpace(l.To)))
		}
		return out + "where the " + modelName(Model(s.board.conveyor[at])) + " car on " + ConveyorSpace(at).String() + " goes: " +
			strings.Join(to, " or ")
	case DecideGarage:
		return out + "a garage for the claimed " + modelName(Model(s.turn.parking[0])) + " car"
	case DecidePadlock:
		return out + strconv.Itoa(components.PadlockPicks) + " different benefits of the padlocked garage"
	}
	return out + e.Decision.String()
}

// conveyorAdvanced tells a push along the conveyor (R-ASM-3): each car of
// the chain moves one place on.
func (n *narrator) conveyorAdvanced(e *Event) string {
	b := &n.s.board
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
		moves = append(moves, "the "+modelName(Model(b.conveyor[path[i]]))+" car from "+ConveyorSpace(path[i]).String()+" "+toPhrase(to))
	}
	return "the conveyor moves " + andList(moves)
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
		car := "the " + ordinal(pos+1)
		if cars == nil {
			car += " car behind the Pace Car"
		}
		cars = append(cars, car+", "+withArticle(modelName(Model(b.queue[pos])))+", with "+designPhrase(DesignTile(d)))
	}
	c := e.Player
	return n.name(c) + " " + n.verb(c, "claim") + " " + andList(cars) + "; the Designs go to the bottom of the Central stack"
}

// spoke tells a speech in a Meeting (R-MTG-3).
func (n *narrator) spoke(e *Event) string {
	c := e.Player
	who := n.name(c)
	if e.On == NoGoal {
		return who + " " + n.verb(c, "play") + " " + n.s.ed().goalPhrase(e.Goal)
	}
	icon := strconv.Itoa(int(n.s.ed().Goals[e.On].Icons[e.Space]))
	if e.Goal == NoGoal {
		return who + " " + n.verb(c, "place") + " a Speech token on icon " + icon + " of " + n.s.ed().goalPhrase(e.On) + " and " + n.verb(c, "score") + " " + pp(int(e.N))
	}
	return who + " " + n.verb(c, "play") + " " + n.s.ed().goalPhrase(e.Goal) + ", " + n.verb(c, "place") + " a Speech token on its icon " + icon +
		" and " + n.verb(c, "score") + " " + pp(int(e.N))
}

// goalsRevealed tells the goals put face down, now in the meeting room:
// who chose each, in Certification-track order (R-MTG-9, R-SOLO-31).
func (n *narrator) goalsRevealed(e *Event) string {
	s := n.s
	room := e.List.items()
	var goals []string
	if s.solo.on {
		for i := range min(len(room), components.SoloRoomFromHand) {
			goals = append(goals, n.s.ed().goalPhrase(GoalCard(room[i]))+" in place "+strconv.Itoa(i))
		}
		c := s.colors[0]
		return n.whose(c) + " goals go to the meeting room: " + andList(goals)
	}
	o, k := s.certOrder()
	for i, seat := range o[:k] {
		if i < len(room) && room[i] != empty8 {
			goals = append(goals, n.whose(s.colorOf(seat))+" "+n.s.ed().goalPhrase(GoalCard(room[i]))+" in place "+strconv.Itoa(i))
		}
	}
	return "the goals put face down are revealed: " + andList(goals)
}

// gameEnded tells the end of the game with its ranking (R-FIN-6,
// R-SOLO-34).
func (n *narrator) gameEnded() string {
	over := *n.s
	over.phase = phaseOver
	r, _ := over.Result()
	var places []string
	for i, st := range r.Standings {
		place := n.name(st.Color) + " "
		if i == 0 {
			place += n.verb(st.Color, "finish") + " "
		}
		places = append(places, place+ordinal(st.Place)+" with "+pp(st.PP))
	}
	out := "the game is over"
	if n.s.solo.fired {
		return out + ": " + n.name(n.s.colors[0]) + " " + n.verb(n.s.colors[0], "be") + " fired and " + n.verb(n.s.colors[0], "lose")
	}
	if places == nil {
		return out
	}
	return out + ": " + andList(places)
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
		return "the column's top card"
	case last:
		return "the column's bottom card"
	}
	return "the column's card " + strconv.Itoa(i)
}

// name names a player for the viewer: "you", a colour, or a Colleague's
// name.
func (n *narrator) name(c Color) string {
	switch {
	case c == n.viewer && c != NoColor:
		return "you"
	case c == NoColor:
		return "nobody"
	}
	if i := n.s.colleagueOf(c); i >= 0 {
		return title(components.ColleagueNames[i])
	}
	return c.String()
}

// whose returns a player's name as a possessive: "your", "blue's".
func (n *narrator) whose(c Color) string {
	if c == n.viewer && c != NoColor {
		return "your"
	}
	return n.name(c) + "'s"
}

// their returns the possessive pronoun for a player after their name:
// "your" for the viewer, "his" for a Colleague, else "their".
func (n *narrator) their(c Color) string {
	switch {
	case c == n.viewer && c != NoColor:
		return "your"
	case n.s.colleagueOf(c) >= 0:
		return "his"
	}
	return "their"
}

// verb conjugates a verb for a player: the base form for the viewer ("you
// train"), the third person for anyone else ("blue trains").
func (n *narrator) verb(c Color, base string) string {
	if c == n.viewer && c != NoColor {
		if base == "be" {
			return "are"
		}
		return base
	}
	return thirdPerson(base)
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
		return "nobody"
	}
	return strings.Join(names, ", ")
}

// thirdPerson returns the third person singular of a verb in its base
// form.
func thirdPerson(v string) string {
	switch v {
	case "be":
		return "is"
	case "have":
		return "has"
	}
	switch {
	case strings.HasSuffix(v, "s"), strings.HasSuffix(v, "sh"), strings.HasSuffix(v, "ch"),
		strings.HasSuffix(v, "x"), strings.HasSuffix(v, "o"):
		return v + "es"
	}
	return v + "s"
}

// valueMoves tells where an upgrade moves a part type's marker on the
// Upgrade Value track (R-RND-4, R-RND-6), read before it moves.
func (s *GameState) valueMoves(p Part, double bool) string {
	to := s.ed().UpgradeValues[s.board.upgradedValue(p, double)]
	if to == s.ed().UpgradeValues[s.board.value[p]] {
		return "the " + p.String() + " value stays at " + strconv.Itoa(int(to)) + ", the top of its track"
	}
	return "the " + p.String() + " value goes up to " + strconv.Itoa(int(to))
}

// empty8 is an empty place of a List of numbers.
const empty8 = 0xFF

// unlocks names what each department's certification unlocks (R-RND-6,
// R-ASM-7, R-WRK-7, R-ADM-2).
var unlocks = [components.NumDepartments]string{
	"the Double Upgrade", "the padlocked 5th garage", "a 6th part storage space", "a 5th desk space", "a 5th Speech space",
}

// sandraTasks names Sandra's task in each department (R-SAN-4).
var sandraTasks = [components.NumDepartments]string{
	"advances the Pace Car", "clears the assembly spaces", "strips the warehouses to 1 part each",
	"returns the oldest Designs of the display", "scores the end of the week",
}

// measureNouns names what Sandra counts in each department, one and many
// (R-SAN-2).
var measureNouns = [components.NumDepartments][2]string{
	{"Upgraded Design", "Upgraded Designs"}, {"car in garages", "cars in garages"}, {"stored part", "stored parts"},
	{"Design on the desk", "Designs on the desk"}, {"certification", "certifications"},
}

// measurePhrase returns a count of Sandra's measure in d after "has":
// "only 1 stored part" when short, "3 stored parts" else.
func measurePhrase(d Department, k int, short bool) string {
	nouns := measureNouns[d]
	switch {
	case k == 0:
		return "no " + nouns[0]
	case short:
		return "only " + count(k, nouns[0], nouns[1])
	}
	return count(k, nouns[0], nouns[1])
}

// categoryPhrases names the final scoring categories in prose (R-FIN).
var categoryPhrases = [numScoreCategories]string{
	"the Final Goal", "Banked Shifts", "Speech tokens left", "Books", "Parts Vouchers", "cars in garages",
	"places on the training tracks", "Tested Designs",
}

// difficultyNames names the Difficulty cards (R-DIFF-1..9).
var difficultyNames = [components.SoloDifficultyCards]string{
	"Certified Lacerda", "Cushy Speech", "Certified Advantage", "Productive Upgrades", "Optimized Upgrades",
	"Increased Quotas", "Forced Overtime", "Keeping up with the Colleagues", "The Immediate Termination Clause",
}

// goalPhrase names a Performance Goal card by number and by what it
// counts, such as "goal 5 (3 PP per Tested Design)".
func (ed *edition) goalPhrase(g GoalCard) string {
	if int(g) >= components.NumGoals {
		return "no goal"
	}
	card := ed.Goals[g]
	return "goal " + strconv.Itoa(int(g)) + " (" + strconv.Itoa(int(card.PP)) + " PP " + goalMeasurePhrase(card.Measure) + ")"
}

// goalMeasurePhrase says what a goal's PP are for, after "3 PP".
func goalMeasurePhrase(m GoalMeasure) string {
	switch m {
	case components.MeasureDoubleUpgrade:
		return "for the Double Upgrade used"
	case components.MeasureBankedPairs:
		return "per " + strconv.Itoa(components.BankedPerCount) + " Banked Shifts"
	case components.MeasureEmptyGarage:
		return "for at most " + count(components.EmptyGaragesMax, "empty garage", "empty garages")
	case components.MeasureValuableTested:
		return "per Tested Design whose part is worth " + strconv.Itoa(components.ValuableTestedMin) + " or more"
	}
	if int(m) < len(goalMeasures) {
		return "per " + goalMeasures[m]
	}
	return "per " + m.String()
}

// goalMeasures names one of what each Performance Goal measure counts.
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
func (ed *edition) kanbanPhrase(card int8) string {
	if card < 0 || int(card) >= components.NumKanbanCards {
		return "a Kanban Order card"
	}
	var parts []string
	for _, p := range ed.KanbanCards[card] {
		parts = append(parts, p.String())
	}
	return "Kanban Order card " + strconv.Itoa(int(card)) + " (" + strings.Join(parts, ", ") + ")"
}

// departmentCardPhrase names a card of the Colleagues' department deck:
// its department and Plan parts (R-SOLO-10).
func (ed *edition) departmentCardPhrase(id int) string {
	card := ed.SoloDepartmentDeck[id]
	out := "department card " + strconv.Itoa(id) + " (" + deptName(card.Dept)
	if len(card.Plan) > 0 {
		var plan []string
		for _, p := range card.Plan {
			plan = append(plan, p.String())
		}
		out += ", Plan " + andList(plan)
	}
	return out + ")"
}

// factoryGoalPhrase says what a Factory Goal tile asks for, such as
// "4 cars in garages".
func factoryGoalPhrase(g components.FactoryGoal) string {
	k := int(g.Threshold)
	switch g.Kind {
	case components.GoalCertifications:
		return count(k, "certification", "certifications")
	case components.GoalCarsInGarages:
		return count(k, "car in garages", "cars in garages")
	}
	return count(k, "Upgraded Design", "Upgraded Designs")
}

// stationPhrase names a workstation, such as "the R&D top workstation".
func stationPhrase(w Workstation) string {
	if w >= NumWorkstations {
		return "her desk"
	}
	return "the " + deptName(w.Department()) + " " + topBottom(w) + " workstation"
}

// stackName names a Design stack, such as "top First Office stack".
func stackName(src DesignSource) string {
	switch src {
	case OfficeTopStack:
		return "top First Office stack"
	case OfficeBottomStack:
		return "bottom First Office stack"
	}
	return "Central stack"
}

// stackShows says what a stack shows on top (R-DES-7).
func stackShows(src DesignSource, top DesignTile) string {
	if top == NoDesign {
		return "the " + stackName(src) + " is now empty"
	}
	return "the " + stackName(src) + " now shows " + designPhrase(top)
}

// toPhrase says where a car goes on the conveyor: "to c1" or "off the
// line".
func toPhrase(to ConveyorSpace) string {
	if to == ExitSpace {
		return "off the line"
	}
	return "to " + to.String()
}

// moved tells the parts a Kanban Order moved to the warehouses.
func moved(parts []uint8) string {
	switch len(parts) {
	case 0:
		return "no part moves to the warehouses"
	case 1:
		return partList(parts) + " moves to its warehouse"
	}
	return partList(parts) + " move to the warehouses"
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

// topWord returns "top" or "bottom".
func topWord(top bool) string {
	if top {
		return "top"
	}
	return "bottom"
}

// itoa writes a small number.
func itoa[T ~int8 | ~int16](v T) string { return strconv.Itoa(int(v)) }

// title returns a name with its first letter in upper case: "Lacerda".
func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
