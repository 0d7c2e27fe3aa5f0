package kanban

import "github.com/kanbanev/kanban/components"

// Config returns the configuration the game was set up from.
func (s GameState) Config() Config {
	cfg := Config{Seed: s.seed, SandraReward: s.sandraReward, Edition: s.edition}
	for i := range s.nPlayers {
		cfg.Players = append(cfg.Players, PlayerConfig{Color: s.colors[i], ExpertSide: s.expert[i]})
	}
	if s.solo.on { // the cards in play, a random pick resolved
		v, _ := s.Solo()
		cfg.Solo = &SoloConfig{Difficulty: v.Difficulty}
		if len(v.Difficulty) == 0 {
			cfg.Solo.Difficulty = nil
		}
	}
	return cfg
}

// Day returns the current day, from 1; 0 during orientation.
func (s GameState) Day() int { return int(s.day) }

// Week returns the Week marker's space (R-WK-2).
func (s GameState) Week() int { return int(s.week) }

// ProductionCycle returns the Production Cycle marker's space.
func (s GameState) ProductionCycle() int { return int(s.cycle) }

// MeetingScheduled reports whether a Meeting is scheduled for the end of the
// day (R-RND-2).
func (s GameState) MeetingScheduled() bool { return s.meeting }

// Workstations returns the colour of the worker on each workstation, or
// NoColor; Sandra's workstation shows NoColor too (see Sandra).
func (s GameState) Workstations() [NumWorkstations]Color {
	var out [NumWorkstations]Color
	for w, seat := range s.stations {
		out[w] = s.colorOf(seat)
	}
	return out
}

// Sandra returns Sandra's workstation, or NoWorkstation when she sits at her
// desk in Administration.
func (s GameState) Sandra() Workstation {
	if s.sandra == deskPos {
		return NoWorkstation
	}
	return Workstation(s.sandra)
}

// Supply is what the general supply holds.
type Supply struct {
	Parts    [components.NumParts]int  `json:"parts"`    // parts of each type, by Part
	Cars     [components.NumModels]int `json:"cars"`     // cars of each model, by Model
	Books    int                       `json:"books"`    // Books left
	Vouchers int                       `json:"vouchers"` // Parts Vouchers left
}

// Supply returns what the general supply holds (R-WRK-11).
func (s GameState) Supply() Supply {
	var out Supply
	for p, n := range s.board.supply {
		out.Parts[p] = int(n)
	}
	for m, n := range s.board.cars {
		out.Cars[m] = int(n)
	}
	out.Books, out.Vouchers = int(s.board.books), int(s.board.vouchers)
	return out
}

// Warehouses returns the parts in each Logistics warehouse.
func (s GameState) Warehouses() [components.NumParts]int {
	var out [components.NumParts]int
	for p, n := range s.board.warehouse {
		out[p] = int(n)
	}
	return out
}

// RecyclingPool returns the three parts in the Recycling pool, in part order
// (R-WRK-6).
func (s GameState) RecyclingPool() []Part { return s.board.pool.parts() }

// AssemblySpaces reports, for each model, which part types are on its
// assembly spaces.
func (s GameState) AssemblySpaces() [components.NumModels][components.NumParts]bool {
	var out [components.NumModels][components.NumParts]bool
	for m, set := range s.board.assembly {
		for p := range Part(components.NumParts) {
			out[m][p] = set.has(p)
		}
	}
	return out
}

// NoPart stands for "no part", as on an empty upgrade space.
const NoPart Part = 0xFF

// UpgradeSpaces returns the part on each upgrade space of each model in R&D,
// or NoPart.
func (s GameState) UpgradeSpaces() [components.NumModels][components.NumParts]Part {
	var out [components.NumModels][components.NumParts]Part
	for m := range s.board.upgrades {
		for i, p := range s.board.upgrades[m] {
			out[m][i] = NoPart
			if p != empty {
				out[m][i] = Part(p)
			}
		}
	}
	return out
}

// UpgradeOwners returns, for each upgrade space of each model in R&D, the
// player who put its part there, or NoColor for an empty space. The board
// holds only the part; who put it there shows beside their board, as the
// one Upgraded Design of that model and part (R-RND-4). In solo a
// Colleague owns the upgrades whose Designs lie on his pile (R-SOLO-20);
// one whose Design left the game with his pile at the end of a week
// (R-SOLO-29) has no owner.
func (s GameState) UpgradeOwners() [components.NumModels][components.NumParts]Color {
	var out [components.NumModels][components.NumParts]Color
	for m := range s.board.upgrades {
		for i, part := range s.board.upgrades[m] {
			out[m][i] = NoColor
			for d, t := range components.Designs {
				if part == empty || t.Model != Model(m) || !t.HasPart || t.Part != Part(part) {
					continue
				}
				for seat := range int8(s.nPlayers) {
					if s.players[seat].upgraded.has(d) {
						out[m][i] = s.colorOf(seat)
					}
				}
				if s.solo.on {
					for _, co := range s.solo.colleague {
						if co.upgraded.has(d) {
							out[m][i] = co.color
						}
					}
				}
			}
		}
	}
	return out
}

// UpgradeValue returns the space of a part type's marker on the Upgrade Value
// track, its value (the edition's UpgradeValues), and whether the marker is
// flipped because the part type was double-upgraded (R-RND-6).
func (s GameState) UpgradeValue(p Part) (space, value int, doubled bool) {
	if p >= components.NumParts {
		return 0, 0, false
	}
	sp := s.board.value[p]
	return int(sp), int(s.ed().UpgradeValues[sp]), s.board.doubled.has(p)
}

// Conveyor returns the model of the car on each conveyor space
// (the edition's Conveyor), or NoModel.
func (s GameState) Conveyor() [components.NumConveyorSpaces]Model {
	var out [components.NumConveyorSpaces]Model
	for i, m := range s.board.conveyor {
		out[i] = NoModel
		if m != empty {
			out[i] = Model(m)
		}
	}
	return out
}

// TestTrack returns the Pace Car's space and the cars behind it, the first
// behind it first.
func (s GameState) TestTrack() (pace int, queue []Model) {
	for _, m := range s.board.queue[:s.board.queueLen] {
		queue = append(queue, Model(m))
	}
	return int(s.board.pace), queue
}

// Parking returns the cars the acting player has claimed that wait for a
// garage, the next first (R-RND-3), in a new slice.
func (s GameState) Parking() []Model {
	out := []Model{}
	for _, m := range s.turn.parking[:s.turn.parkingLen] {
		out = append(out, Model(m))
	}
	return out
}

// Display returns the Design on each display space, or NoDesign: by row (0
// the top), then by column from the stacks.
func (s GameState) Display() [components.DisplayRows][components.DisplayColumns]DesignTile {
	var out [components.DisplayRows][components.DisplayColumns]DesignTile
	for r := range s.board.display {
		for c, d := range s.board.display[r] {
			out[r][c] = NoDesign
			if d != empty {
				out[r][c] = DesignTile(d)
			}
		}
	}
	return out
}

// DesignStack returns the top tile of a stack (CentralStack, OfficeTopStack
// or OfficeBottomStack), or NoDesign, and the number of tiles in it. Only the
// top is public (R-DES-7).
func (s GameState) DesignStack(which DesignSource) (top DesignTile, size int) {
	return s.designStack(which)
}

// designStack is DesignStack by pointer, for the engine's own calls: the
// value receiver would copy the whole state at each.
func (s *GameState) designStack(which DesignSource) (top DesignTile, size int) {
	if which < CentralStack || which >= numDesignSources {
		return NoDesign, 0
	}
	d := s.designAt(which)
	if d == empty {
		return NoDesign, 0
	}
	return DesignTile(d), s.board.stacks[which-CentralStack].len()
}

// DemandTile is a face-up Demand tile: its model and the Generic Speech
// tokens left on it.
type DemandTile struct {
	Model  Model `json:"model"`  // the model in demand
	Tokens int   `json:"tokens"` // the Generic Speech tokens left on the tile
}

// Demand returns the face-up Demand tiles and the number of tiles in the
// face-down stack.
func (s GameState) Demand() (faceUp [components.DemandFaceUp]DemandTile, stack int) {
	for i, d := range s.board.demand {
		faceUp[i] = DemandTile{Model: s.ed().DemandTiles[d.tile].Model, Tokens: int(d.tokens)}
	}
	return faceUp, s.board.demandStack.len()
}

// FactoryGoalTile is a Factory Goal tile in play and the tokens left on it;
// a tile with none left is removed (R-FG-1).
type FactoryGoalTile struct {
	// FactoryGoal is the goal printed on the tile.
	components.FactoryGoal
	// Tokens is how many tokens are left on the tile.
	Tokens int `json:"tokens"`
}

// FactoryGoals returns the six Factory Goal tiles in place order: for each
// kind (certifications, cars, Upgraded Designs) the easier, then the harder.
func (s GameState) FactoryGoals() [components.FactoryGoalPlaces]FactoryGoalTile {
	var out [components.FactoryGoalPlaces]FactoryGoalTile
	for i, f := range s.board.factory {
		out[i] = FactoryGoalTile{FactoryGoal: s.ed().FactoryGoals[f.tile], Tokens: int(f.tokens)}
	}
	return out
}

// AwardStack returns the number of face-down Award tiles above d's track and
// whether its Generic Speech token is still there. The tiles are hidden
// (R-ENG-3).
func (s GameState) AwardStack(d Department) (tiles int, token bool) {
	if d >= components.NumDepartments {
		return 0, false
	}
	return s.board.awards[d].len(), s.board.awardSpeech[d] > 0
}

// MeetingRoom returns the Performance Goal cards face up in the meeting
// room, by number in the edition's Goals, or -1 for an empty place (between a
// Meeting's discards and the new goals, R-MTG-5).
func (s GameState) MeetingRoom() [components.MeetingRoomPlaces]int {
	var out [components.MeetingRoomPlaces]int
	for i, g := range s.board.room {
		out[i] = int(g)
	}
	return out
}

// FinalGoal returns the Final Goal tile of the game, by number in
// the edition's FinalGoals.
func (s GameState) FinalGoal() int { return int(s.board.finalGoal) }

// KanbanRevealed returns the Kanban Order card revealed at setup, by number
// in the edition's KanbanCards (R-SET-9). It went under the deck, but every
// player saw it.
func (s GameState) KanbanRevealed() int { return int(s.board.kanbanShown) }

// Decks returns the number of cards left in the Kanban Order deck, the
// Performance Goal deck and its discard pile.
func (s GameState) Decks() (kanban, goals, discards int) {
	return s.board.kanbanDeck.len(), s.board.goalDeck.len(), s.board.goalDiscard.len()
}
