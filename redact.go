package kanban

import (
	"slices"
)

// For returns the event as the player of colour p may see it (R-ENG-3):
// the generator's state, deck and stack orders, face-down tiles and the
// cards other players draw or choose in secret are removed. Send players the
// events through For; keep the full events, which alone replay, for the host.
// For NoColor it returns what a spectator may see.
//
// The setup event becomes a Hidden copy that keeps the configuration
// without its seed, what the table shows (SetupTable) and p's own starting
// hand. The result shares nothing with e: a caller may change it freely.
func (e Event) For(p Color) Event {
	e.RNG = GeneratorState{}
	own := e.Player == p && p != NoColor
	switch e.Kind {
	case EvStarted:
		if e.Setup != nil {
			e.Setup = e.Setup.forPlayer(p)
		}
	case EvKanbanDrawn:
		if !own {
			e.Card = -1
		}
	case EvGoalDrawn, EvGoalChosen:
		if !own {
			e.Goal = NoGoal
		}
	case EvActed:
		if !own && e.Act.Kind == ActChooseGoal {
			e.Act.Goal = NoGoal // put face down (R-MTG-9)
		}
	}
	if mayWithhold(e.Kind, fList) {
		e.List = List{} // the order of a face-down or shuffled stack
	}
	return e
}

// forPlayer returns the copy of a setup that player p (or a spectator, for
// NoColor) may see.
func (su *Setup) forPlayer(p Color) *Setup {
	out := &Setup{
		Schema:       su.Schema,
		Rules:        su.Rules,
		Config:       su.Config.withoutSeed(),
		Hidden:       true,
		Pool:         slices.Clone(su.Pool),
		FactoryGoals: slices.Clone(su.FactoryGoals),
		FinalGoal:    su.FinalGoal,
		FirstPlayer:  su.FirstPlayer,
	}
	if su.Hidden || su.check() != nil {
		return out // nothing more can be read from it
	}
	if su.Solo != nil {
		out.Solo = su.Solo.forPlayer()
	}
	var s GameState
	s.setUp(su)
	t := &SetupTable{Display: s.Display()}
	for i := range t.StackTops {
		t.StackTops[i], _ = s.DesignStack(CentralStack + DesignSource(i))
	}
	t.Demand, _ = s.Demand()
	t.KanbanCard = s.KanbanRevealed()
	t.MeetingRoom = s.MeetingRoom()
	for d := range t.AwardStacks {
		t.AwardStacks[d], _ = s.AwardStack(Department(d))
	}
	if s.seatOf(p) >= 0 {
		h := s.Hand(p)
		t.Hand = &h
	}
	out.Table = t
	return out
}
