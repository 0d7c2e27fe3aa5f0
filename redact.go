package kanban

// For returns the event as the player of colour p may see it (R-ENG-3):
// the generator's state, deck and stack orders, face-down tiles and the
// cards other players draw or choose in secret are removed. Send players the
// events through For; keep the full events, which alone replay, for the host.
// For NoColor it returns what a spectator may see.
func (e Event) For(p Color) Event {
	e.RNG = GeneratorState{}
	own := e.Player == p && p != NoColor
	switch e.Kind {
	case EvStarted:
		if e.Setup != nil {
			e.Setup = &Setup{
				Config:       e.Setup.Config,
				Pool:         e.Setup.Pool,
				FactoryGoals: e.Setup.FactoryGoals,
				FinalGoal:    e.Setup.FinalGoal,
				FirstPlayer:  e.Setup.FirstPlayer,
			}
		}
	case EvKanbanDrawn:
		if !own {
			e.Card = -1
		}
	case EvGoalDrawn, EvGoalChosen:
		if !own {
			e.Goal = NoGoal
		}
	case EvDemandReplaced, EvGoalDeckReshuffled, EvDesignsReturned:
		e.List = nil // the order of a face-down or shuffled stack

	}
	return e
}
