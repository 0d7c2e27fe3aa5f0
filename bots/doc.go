// Package bots plays Kanban EV: bots that choose a player's actions from
// what that player may see, and the interfaces learning programs expect.
//
// A host gives a bot a Turn when its player must act. The Turn holds the
// host's state but shows the bot only the player's View, their legal
// actions, and states sampled from the player's information set
// (GameState.Determinize): whole games the player could be in, with
// everything hidden from them dealt anew. A bot that searches plays its
// lookahead on those samples, so it can never peek at another hand or the
// order of a deck, by accident or otherwise.
//
// Five bots come with the package, each deterministic for its seed:
//
//   - Random chooses the kind of action first, then an action of that
//     kind, so that the many free swaps do not drown out the rest.
//   - Greedy looks one action ahead on a sampled state and takes the
//     action whose result Evaluate scores best.
//   - ISMCTS runs information-set Monte Carlo tree search over sampled
//     states, with truncated rollouts scored by Evaluate, on one goroutine
//     or several; its Search returns the statistics it chose from.
//   - NewLearned is ISMCTS whose rollouts follow LearnedPolicy, a
//     LinearPolicy learnt from ISMCTS's own choices in self-play.
//   - NewNeural searches with TrainedNetwork, a Network (a learned
//     evaluator: each seat's chance to win and a prior over the legal
//     actions) trained on games of self-play: PUCT, the network's priors
//     guiding the tree and its value, mixed with a learned rollout,
//     scoring the leaves. The strongest of the five in 2-player games at
//     the same CPU time per decision; not yet in solo games (BOTS.md).
//
// Play runs a whole game with one bot a seat. A user's own bot is any
// type with an Act method (Bot).
//
// For learning programs, ActionID and ActionOf number every action a
// player could take densely in [0, NumActionIDs), LegalMask marks the
// legal ones, and Observe encodes a View as a vector of fixed length
// (ObserveState the same from the state, with no View built); a
// LinearPolicy's features (AppendFeatures) and weights (EncodeWeights)
// are for programs that learn a rollout policy of their own.
//
// Programs in other languages play through Pipe, which speaks the line
// protocol of PROTOCOL.md over standard input and output: one JSON line in
// per decision, with the player's View and their legal actions and IDs,
// and one line out with the choice.
//
// # Compatibility
//
// The package keeps the compatibility promise of package kanban, with
// three things left out: the bots' play (the action each chooses for a
// seed, and its strength, LearnedPolicy's weights and a LinearPolicy's
// features with them) may change in any release; so may the numbering
// of ActionID and the layout of Observe, each change listed in
// CHANGELOG.md — ObservationLayout names every span, so that a program
// can check the layout its model was trained on. Pipe speaks the protocol
// of PROTOCOL.md by its version, PipeProtocol.
package bots
