package components

// The Week and Production Cycle tracks and the end of the game. Seed
// (refresher); meetings per game Confirmed (the solo helper).
const (
	// WeekMax is the last space of the Week track; the marker stays there.
	WeekMax = 3
	// CycleMax is the last space of the Production Cycle track.
	CycleMax = 3
	// MaxMeetings is the most Meetings a game can hold.
	MaxMeetings = 4
	// EndLow and EndHigh trigger the end of the game: one of the two markers
	// on at least EndLow and the other on at least EndHigh.
	EndLow  = 2
	EndHigh = 3
)

// MaxDays bounds a game's length (R-ENG-6). Engine: it is the engine's, not a
// printed value: the rules let players who never claim a car and keep
// Sandra out of R&D hold no Meeting and so never end the game. A game still
// going at the end of day MaxDays ends there, as if its markers had ended
// it (R-END-1). No game played to win comes near it: the longest of 5,000
// random games of each player count took 72 days (2 players).
const MaxDays = 100

// Sandra's reference tile, penalty side and reward side. Seed (refresher;
// long text for the reward side).
const (
	// SandraShortfall: a player with at most this many of the department's
	// measure falls short.
	SandraShortfall = 2
	// SandraPenalty is the PP a player caught short loses, plus 1 per Banked
	// Shift below SandraBankedBase.
	SandraPenalty    = 1
	SandraBankedBase = 5
	// SandraRewardMin: on the reward side a player needs at least this many
	// of the measure; they gain 1 PP per Banked Shift.
	SandraRewardMin = 2
	// SandraExclusivePlayers: in a game of this many players no worker may
	// be placed in Sandra's department. Seed (refresher).
	SandraExclusivePlayers = 2
)
