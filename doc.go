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
// In the solo game one player works against two automated Colleagues,
// Lacerda and Turczi, who choose their workstations and work by two decks
// of cards and never wait for input; a Config with one player and Solo
// sets it up, with the Difficulty cards in play, and GameState.Solo and
// View.Solo show the Colleagues and their cards.
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
//     player must act, what kind of choice it is (a starting spot, a
//     workstation, a working turn, a certification space, an Award tile…)
//     and what it is about: the free spaces, the car at a conveyor branch
//     and where it may go, the car to park, the Award tiles left, the goals
//     a Speech token may go on.
//     Everything automatic — setup, Sandra's turns, the end of the week —
//     happens inside the call that triggers it, so a state that Apply, New or
//     Replay returns always waits for a player, or the game is over. (A
//     state between the events of one action, folded with Evolve, waits for
//     the rest of them: DecideEvents.)
//   - Action is a player's answer: a small value built with a constructor
//     (Select, Train, Homework, Recycle, EndTurn…) or taken from
//     GameState.LegalActions, which lists every legal answer. An illegal
//     action is refused with a *RuleError naming the rule it breaks, and the
//     state is unchanged (docs/rules.md in the repository says what each
//     rule ID is). GameState.Cost says what a legal action spends
//     (Shifts, Banked Shifts, Books, Vouchers, stored parts, Designs, Speech
//     tokens) and GameState.Describe says in plain English what it does, so
//     that a frontend can list a turn's options.
//   - Event is a fact that happened: "red trained in R&D to space 2", "Sandra
//     moved to Assembly". Decide turns an action into events; Evolve folds an
//     event into a state; Apply does both. The events of each action open
//     with an acted event that carries the action itself. Replay rebuilds a
//     game from its log, so a log of events is a saved game. Every random
//     outcome is written into an event, so a replay never draws again.
//     GameState.Narrate tells an event in plain English as one player (or
//     a spectator) may know it, from the state it is applied to, so that
//     every frontend shows the same log. The prose speaks German too: a
//     Language (English, German; MatchLanguage reads a browser's
//     Accept-Language) passed to NarrateIn, DescribeIn and their kin.
//
// Actions and events have a stable JSON form ({"type":"train",...}) and a
// short notation with parsers for both, in which every field is a word that
// says what it is: "red train rnd", "red kanban card-11 above-last-two",
// "purple upgrade suv-autopilot space-5 from-storage double", "12:3 red
// trained rnd space-2". Decoding is strict: a duplicate or misspelt key, a
// null, a number in another form is refused.
// The JSON forms of Config, Action, Event (the host's and Event.For's), View,
// Decision and the position have JSON Schemas and TypeScript declarations
// in the repository's schema/ folder.
//
// ARCHITECTURE.md in the repository maps the code behind this model: how
// an action is checked, carried out and folded, which file holds which
// rules, where a new rule goes and which tests guard it.
//
// # Hosting a game
//
// A host keeps the full log and sends each player only what they may see
// (R-ENG-3):
//
//   - Send Event.For(p) for every event, never the event itself. It removes
//     the seed, the generator's state, deck and stack orders, face-down
//     tiles and the cards others draw or choose in secret; such a field is
//     absent from the JSON, never an empty value. From these events alone a
//     player can follow the table — the setup event's copy shows the table
//     as dealt and the player's own hand, and every tile that comes up later
//     is named — and their own hand. Nothing a player receives depends on
//     what they may not know: not the events' number, order or sequence
//     numbers, not whether another player is asked a question.
//   - Send GameState.View(p) for a snapshot: the table, p's hand, and what
//     the rules derive from them — the orders of play, what the turn has
//     used, the Locks, the printed benefits, what each face-up goal would
//     score for p — so a frontend applies no rule itself. Its Version is
//     the Seq of the last event folded in: send an action's events through
//     For, then the View, and the client shows the events as what just
//     happened and the View as the table they left. LegalActions lists the
//     acting player's own cards and, for an Expert, the Award tiles they
//     look through: send that list to that player only. A View is data,
//     best read as its JSON (json.MarshalIndent); examples/terminal draws
//     one as text. A GameState prints only a summary (String), so that a
//     host's log never shows the hidden orders it holds.
//   - Choose seeds a client cannot guess: 64 bits from crypto/rand, never a
//     time, a counter or a game's id, and never sent to a client. With the
//     seed, New deals the whole game — every hand, every order, every
//     shuffle to come.
//   - Reload a log with Replay. It deals the setup again from the
//     configuration it records and applies each action again, and refuses,
//     naming the first bad event in a *LogError, a log that the rules could
//     not have produced: cut inside an action, with an event edited,
//     dropped, duplicated, reordered, moved to another seat or taken from
//     another game, or recorded under another SchemaVersion or
//     components.Version (R-ENG-5). ReplayUnchecked is the fast fold, 3 to
//     4 times faster, for logs the host wrote itself; it checks the log's
//     structure and the state it reaches, not each event.
//   - To show an action's events one by one, fold them with Evolve. The
//     states between them answer every method; Next says DecideEvents, and
//     they take no action until the rest are folded in.
//
// No state the public API returns makes a later call panic.
//
// # Positions, records and undo
//
// A GameState has a full JSON form, its position, what FEN is to chess:
// json.Marshal writes it with the schema and rules versions, the
// configuration with its seed and every hidden order, and json.Unmarshal
// reads it back to a state equal (==) to the one written. Decoding is
// strict and checks the position as Replay checks a state: one out of
// range, with totals that do not add up, or with a choice pending that the
// table does not raise is refused with an error naming what is wrong. A
// position holds the seed, so it stays with the host. A state between the
// events of one action has no position.
//
// A Record is a game written down as its configuration and one action per
// line in the notation, what PGN is to chess: RecordOf makes one from a
// host's log, Record.String and ParseRecord write and read it, and
// Record.Play plays it again through the rules. It holds the seed, so it
// stays with the host like the log.
//
// Undo takes back the last action of a log as long as it showed nobody
// anything hidden (a card drawn, a tile turned up, a shuffle); Undoable
// says how many actions in a row can go. GameState.ScoreNow is final
// scoring applied to the position as it stands.
//
// # A game
//
//	s, log, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 1})
//	for err == nil && !s.IsOver() {
//		fmt.Println(s.Next())          // who acts, and what they choose
//		a := s.LegalActions()[0]       // a bot's or a player's choice
//		var events []kanban.Event
//		s, events, err = kanban.Apply(s, a)
//		log = append(log, events...)   // keep them; send each player Event.For(p)
//	}
//	result, _ := s.Result()
//	fmt.Println(result)                // places, PP, and where the PP came from
//
// The program is examples/hello, which runs it.
//
// Bots that play many games should reuse buffers: AppendLegalActions and
// AppendApply append into a caller's slices and do not allocate, and
// AppendApplyInPlace applies an action to a state in place, for search. A
// Walk goes further for a search's many steps: it owns the position it
// plays forward, so the action it plays, named by its index in the walk's
// own listing, needs no check.
//
// # Search without peeking
//
// A bot that looks ahead must not look at what its player cannot see.
// GameState.Determinize(p, seed) returns a whole state that p could be
// in: everything p sees stays, and the decks' orders, the face-down tiles
// and the other players' hands are dealt anew, at random, out of what p
// cannot see. The result depends on nothing hidden from p, so a search
// over such states knows what p knows and no more. Package bots builds its
// bots on it, and gives each only a Turn: the player's View, legal actions
// and samples, never the host's state.
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
// random 4-player games took 990 actions (58 days).
//
// The printed contents of the game — cards, tiles, tracks, the conveyor —
// are data in package components; the rules here read them.
//
// # Compatibility
//
// The module follows semantic versioning. It has no tagged release yet and
// is at v0: until v1.0.0 a release may break what follows, and every such
// change is listed in CHANGELOG.md and shows in the api/ files. From
// v1.0.0, every later v1 release keeps this promise:
//
//   - The Go API of packages kanban, bots and components: a program that
//     builds against one v1 release builds and runs unchanged against the
//     later ones. The files under api/ list every exported name, and a
//     test fails on any change they do not record. As with Go 1, names
//     may be added (functions, methods, fields, constants, kinds of action
//     and event), and the promise does not cover code that breaks only
//     because of that: unkeyed struct literals of the package's types,
//     embedding them, dot imports.
//   - The wire format: the JSON of actions, events, decisions, views and
//     positions and the notation of actions and events, described by the
//     JSON Schemas in schema/, as of one SchemaVersion, which logs,
//     positions and records carry. What one release writes, every later
//     release of the same SchemaVersion reads to the same meaning; a
//     change that would read old data differently, or not at all, takes a
//     new SchemaVersion, and a release refuses data of another rather
//     than misread it. The View, which the library writes but never
//     reads, may gain members (outside the Decision it holds, which
//     decodes strictly); clients ignore members they do not know.
//   - The record format (Record, ParseRecord): the header, tags and one
//     action a line, under the same SchemaVersion.
//   - The bot protocol of PROTOCOL.md, by its version (bots.PipeProtocol):
//     its messages may gain members, and messages that want no answer may
//     be added; any other change takes a new version.
//
// What may change in any release, each change listed in CHANGELOG.md:
//
//   - The values in package components, which are the game's printed data,
//     placeholders included (its names and types are API).
//     components.Version, a digest of every value and of the rule book's
//     release, changes with them, and so does it when a fix changes what
//     the engine does under a rule; Replay refuses a log recorded under
//     another Version, so an old game replays only under the release that
//     recorded it, never into a different game.
//   - Input the library never writes and accepted by mistake, which a
//     fix may refuse; text for people — error messages, Describe's and
//     Narrate's English and German, the String of a Decision or a Result; the bots'
//     choices and strength, action IDs and the observation layout (package
//     bots says how); speed and allocations; the Go release the module
//     needs.
//   - Unexported names, the packages under internal/, and the examples
//     module (github.com/kanbanev/kanban/examples), which holds programs,
//     not library.
package kanban
