package kanban

// evolve folds one event into s: it dispatches each kind of event to its
// fold, which lies in the file of the mechanism that emits it, beside its
// checks and effects. It holds no rule decisions: those were
// made by Decide, and the event carries their outcome. What it derives from
// the state (a slide of the display, the order of a new day) is fixed by the
// rules, so replaying gives the same result.
func (s *GameState) evolve(e *Event) { s.evolveAt(e, s.seatOf(e.Player)) }

// foldActed folds the acted event that opens action number action, of
// sequence number seq, which n more events follow.
func (s *GameState) foldActed(seq uint32, action int32, n int16) {
	s.version = seq
	if action >= 0 {
		s.actions = uint32(action) + 1
	}
	s.inflight = uint16(n)
}

// evolveAt is evolve for a caller that knows the seat of the event's
// player, seatOf(e.Player), as add does.
func (s *GameState) evolveAt(e *Event, seat int8) {
	if e.Kind == EvActed {
		s.foldActed(e.Seq, e.Action, e.N)
		return
	}
	s.version = e.Seq
	if e.Action >= 0 {
		s.actions = uint32(e.Action) + 1
	}
	if s.inflight > 0 {
		s.inflight--
	}
	switch e.Kind {
	case EvStarted:
		s.foldStarted(e, seat)
	case EvCertSpaceTaken:
		s.foldCertSpaceTaken(e, seat)
	case EvGained:
		s.foldGained(e, seat)
	case EvPicksStarted:
		s.foldPicksStarted(e, seat)
	case EvPartTaken:
		s.foldPartTaken(e, seat)
	case EvDesignTaken:
		s.foldDesignTaken(e, seat)
	case EvDisplayRefilled:
		s.foldDisplayRefilled(e, seat)
	case EvDayStarted:
		s.foldDayStarted(e, seat)
	case EvWorkstationChosen:
		s.foldWorkstationChosen(e, seat)
	case EvSandraMoved:
		s.foldSandraMoved(e, seat)
	case EvWorkingStarted:
		s.foldWorkingStarted(e, seat)
	case EvTurnStarted:
		s.foldTurnStarted(e, seat)
	case EvBankedShiftSpent:
		s.foldBankedShiftSpent(e, seat)
	case EvDepartmentNamed:
		s.foldDepartmentNamed(e, seat)
	case EvTrained, EvHomework:
		s.foldTrained(e, seat)
	case EvCertified:
		s.foldCertified(e, seat)
	case EvFactoryGoalReached:
		s.foldFactoryGoalReached(e, seat)
	case EvExpert:
		s.foldExpert(e, seat)
	case EvAwardTokenTaken:
		s.foldAwardTokenTaken(e, seat)
	case EvAwardKept:
		s.foldAwardKept(e, seat)
	case EvRecycled:
		s.foldRecycled(e, seat)
	case EvDemandTileTurned:
		s.foldDemandTileTurned(e, seat)
	case EvDemandReplaced:
		s.foldDemandReplaced(e, seat)
	case EvCredited:
		s.foldCredited(e, seat)
	case EvTurnEnded:
		s.foldTurnEnded(e, seat)
	case EvSandraTurn:
		s.foldSandraTurn(e, seat)
	case EvSandraEvaluated:
		s.foldSandraEvaluated(e, seat)
	case EvPaceCarAdvanced:
		s.foldPaceCarAdvanced(e, seat)
	case EvMeetingScheduled:
		s.foldMeetingScheduled(e, seat)
	case EvAssemblyCleared:
		s.foldAssemblyCleared(e, seat)
	case EvWarehousesStripped:
		s.foldWarehousesStripped(e, seat)
	case EvDesignsReturned:
		s.foldDesignsReturned(e, seat)
	case EvGenericExchanged:
		s.foldGenericExchanged(e, seat)
	case EvWeekScored:
		s.foldWeekScored(e, seat)
	case EvWeekAdvanced:
		s.foldWeekAdvanced(e, seat)
	case EvDayEnded:
		s.foldDayEnded(e, seat)
	case EvChoicePending:
		s.foldChoicePending(e, seat)
	case EvShiftsSpent:
		s.foldShiftsSpent(e, seat)
	case EvStackReplaced:
		s.foldStackReplaced(e, seat)
	case EvKanbanIssued:
		s.foldKanbanIssued(e, seat)
	case EvKanbanDrawn:
		s.foldKanbanDrawn(e, seat)
	case EvVoucherRequested:
		s.foldVoucherRequested(e, seat)
	case EvModelsCleared:
		s.foldModelsCleared(e, seat)
	case EvPartProvided:
		s.foldPartProvided(e, seat)
	case EvBranchTaken:
		s.foldBranchTaken(e, seat)
	case EvConveyorAdvanced:
		s.foldConveyorAdvanced(e, seat)
	case EvCarTested:
		s.foldCarTested(e, seat)
	case EvDemandTokenTaken:
		s.foldDemandTokenTaken(e, seat)
	case EvCarReturned:
		s.foldCarReturned(e, seat)
	case EvCarStarted:
		s.foldCarStarted(e, seat)
	case EvCarsClaimed:
		s.foldCarsClaimed(e, seat)
	case EvCarParked:
		s.foldCarParked(e, seat)
	case EvPadlockTaken:
		s.foldPadlockTaken(e, seat)
	case EvDesignUpgraded:
		s.foldDesignUpgraded(e, seat)
	case EvMeetingStarted:
		s.foldMeetingStarted(e, seat)
	case EvSpoke:
		s.foldSpoke(e, seat)
	case EvPassed:
		s.foldPassed(e, seat)
	case EvTokensReturned:
		s.foldTokensReturned(e, seat)
	case EvGoalsDiscarded:
		s.foldGoalsDiscarded(e, seat)
	case EvGoalChosen:
		s.foldGoalChosen(e, seat)
	case EvGoalsRevealed:
		s.foldGoalsRevealed(e, seat)
	case EvGoalDeckReshuffled:
		s.foldGoalDeckReshuffled(e, seat)
	case EvRoomGoalDealt:
		s.foldRoomGoalDealt(e, seat)
	case EvGoalDrawn:
		s.foldGoalDrawn(e, seat)
	case EvColleagueSpotTaken:
		s.foldColleagueSpotTaken(e, seat)
	case EvColumnDrawn:
		s.foldColumnDrawn(e, seat)
	case EvDepartmentDeckRebuilt:
		s.foldDepartmentDeckRebuilt(e, seat)
	case EvSelectionReshuffled:
		s.foldSelectionReshuffled(e, seat)
	case EvSelectionDrawn:
		s.foldSelectionDrawn(e, seat)
	case EvColleagueSelected:
		s.foldColleagueSelected(e, seat)
	case EvColleagueTurn:
		s.foldColleagueTurn(e, seat)
	case EvColleagueTrained:
		s.foldColleagueTrained(e, seat)
	case EvColleagueCertified:
		s.foldColleagueCertified(e, seat)
	case EvColleagueExpert:
		s.foldColleagueExpert(e, seat)
	case EvColleagueScored:
		s.foldColleagueScored(e, seat)
	case EvOvertime:
		s.foldOvertime(e, seat)
	case EvSharedStackTurned:
		s.foldSharedStackTurned(e, seat)
	case EvColleagueUpgraded:
		s.foldColleagueUpgraded(e, seat)
	case EvColleagueClaimed:
		s.foldColleagueClaimed(e, seat)
	case EvColleagueProvided:
		s.foldColleagueProvided(e, seat)
	case EvColleagueKanban:
		s.foldColleagueKanban(e, seat)
	case EvColleagueCollected:
		s.foldColleagueCollected(e, seat)
	case EvColleaguePartReturned:
		s.foldColleaguePartReturned(e, seat)
	case EvColleagueDesignTaken:
		s.foldColleagueDesignTaken(e, seat)
	case EvColleaguesRecycled:
		s.foldColleaguesRecycled(e, seat)
	case EvColleaguesWeekEnded:
		s.foldColleaguesWeekEnded(e, seat)
	case EvFired:
		s.foldFired(e, seat)
	case EvColleagueSpoke:
		s.foldColleagueSpoke(e, seat)
	case EvRoomShuffled:
		s.foldRoomShuffled(e, seat)
	case EvColleagueFinalScored:
		s.foldColleagueFinalScored(e, seat)
	case EvMeetingEnded:
		s.foldMeetingEnded(e, seat)
	case EvFinalGoalClaimed:
		s.foldFinalGoalClaimed(e, seat)
	case EvFinalScored:
		s.foldFinalScored(e, seat)
	case EvGameEnded:
		s.foldGameEnded(e, seat)
	default:
		panic("kanban: unknown event kind")
	}
	if shrinking[e.Kind] {
		s.forget()
	}
}

// shrinking are the kinds of event whose fold can take from the Kanban
// deck or the Central stack, after which forget trims the memory to them;
// no other fold lowers either (a test holds the list to it).
var shrinking = func() (kinds [numEventKinds]bool) {
	for _, k := range []EventKind{EvStarted, EvDesignTaken, EvColleagueDesignTaken, EvDisplayRefilled,
		EvStackReplaced, EvKanbanDrawn} {
		kinds[k] = true
	}
	return kinds
}()
