// Package kanban plays Kanban EV, the board game of a car factory by Vital
// Lacerda, completely and exactly by its rules. It is a library: a game
// server, a frontend or a bot drives it; it draws nothing and waits for
// nobody.
//
// # The game in one paragraph
//
// Two to four players work in a factory of five departments: Research &
// Development, Assembly, Logistics, Design and Administration. Each day every
// player places a worker on a workstation, which gives a number of Shifts,
// then spends them in turn: training on the department's track (and so
// getting certified, and later becoming an Expert) or doing its tasks:
// taking car Designs, ordering and collecting parts, feeding parts into the
// assembly line, claiming finished cars and upgrading Designs. Sandra, the
// factory manager, moves through the departments too, checks on whoever
// trains least there and scores the end of each week. Some days end with a
// Meeting, where players speak on Performance Goals. When the Week and
// Production Cycle markers are far enough, the game ends with final scoring,
// and the player with the most Production Points (PP) wins.
//
// # The model
//
// The engine is event-sourced. Four types carry everything:
//
//   - GameState is one position of a game: an immutable value. Apply never
//     changes the state it is given; it returns a new one. A GameState holds
//     no pointers or slices, so copying it is cheap and it is safe to share
//     between goroutines. Its methods read it: Player, Workstations, Display,
//     TestTrack and the rest return copies.
//   - Decision is what the game waits for, from GameState.Next: which
//     player must act and what kind of choice it is (a starting spot, a
//     workstation, a working turn, a certification space, an Award tile…).
//     Everything automatic — setup, Sandra's turns, the end of the week —
//     happens inside the call that triggers it, so a state always waits for a
//     player, or the game is over.
//   - Action is a player's answer: a small value built with a constructor
//     (Select, Train, Homework, Recycle, EndTurn…) or taken from
//     GameState.LegalActions, which lists every legal answer. An illegal
//     action is refused with a *RuleError naming the rule it breaks, and the
//     state is unchanged.
//   - Event is a fact that happened: "red trained in R&D to space 2", "Sandra
//     moved to Assembly". Decide turns an action into events; Evolve folds an
//     event into a state; Apply does both. Replay folds a whole log back into
//     the state it leads to, so a log of events is a saved game. Every random
//     outcome is written into an event, so a replay never draws again.
//
// Actions and events have a stable JSON form ({"type":"train",...}) and a
// short notation ("red train rnd") with parsers for both.
//
// # Hidden information
//
// A GameState knows everything, deck orders included. What one player may
// see is GameState.View, a plain value with a JSON form; the events as one
// player may see them are Event.For. Keep the full events on the host: only
// they replay.
//
// # A game
//
//	s, _, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 1})
//	for !s.IsOver() {
//		d := s.Next()                  // who acts, and what they choose
//		a := s.LegalActions()[0]       // a bot's or a player's choice
//		s, events, err = kanban.Apply(s, a)
//		...                            // show the events, store them
//	}
//	result, _ := s.Result()            // places, PP, and where the PP came from
//
// Bots that play many games should reuse buffers: AppendLegalActions and
// AppendApply append into a caller's slices and do not allocate.
//
// # How long a game lasts
//
// Nothing free repeats without end (R-ENG-6): within a turn a Recycling
// swap cannot undo an earlier one, so a turn has at most 3 swaps plus one
// for each task that takes its part from the pool, and still reaches every
// exchange unlimited swaps would. Every other action costs a Shift (at most
// 4 a day) or a Book, or answers a choice those raise, so a day of n
// players takes at most 6n²+37n actions (98, 165 and 244 for 2, 3 and 4
// players) and orientation 3n.
//
// The rules alone do not bound the number of days. The game ends once the
// Week and Production Cycle markers are far enough (R-END-1); the Week
// marker gets there by itself, but the Production Cycle moves only with
// Meetings, which only the Pace Car reaching a striped space schedules, and
// only claims and Sandra's R&D task move it. Players who never claim and
// fill both R&D workstations whenever Sandra would enter R&D would keep the
// game going for ever, as four players always taking the first legal action
// do. So the engine ends a game at the end of day components.MaxDays (100)
// at the latest, with final scoring as usual. A game therefore takes at
// most 3n + 100 × (6n²+37n) actions: 9,806, 16,509 and 24,412 for 2, 3 and
// 4 players. No game played to win comes near it: the longest of 5,000
// random 4-player games took 1,010 actions (63 days).
//
// The printed contents of the game — cards, tiles, tracks, the conveyor —
// are data in package components; the rules here read them.
package kanban
