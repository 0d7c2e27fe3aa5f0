package components

// DesignTile is one Design tile: a model and the part it shows, if any. Seed
// (refresher: one per part type and one without a part for each model).
type DesignTile struct {
	Model   Model `json:"model"`    // the tile's model
	Part    Part  `json:"part"`     // the part shown, when HasPart
	HasPart bool  `json:"has_part"` // whether the tile shows a part
}

// DesignsPerModel is the number of Design tiles of each model, and
// NumDesigns the number in the box. Seed (refresher: 7 per model).
const (
	DesignsPerModel = NumParts + 1
	NumDesigns      = NumModels * DesignsPerModel
)

// Designs lists the 35 Design tiles. Tile i is of model i/7; it shows part
// type i%7, or no part when i%7 is 6. Seed (refresher), as DesignTile.
var Designs = func() (d [NumDesigns]DesignTile) {
	for i := range d {
		d[i] = DesignTile{Model: Model(i / DesignsPerModel), Part: Part(i % DesignsPerModel % NumParts), HasPart: i%DesignsPerModel < NumParts}
	}
	return d
}()

// The Design display and its stacks. Seed (refresher: 8 display spaces in two
// rows, three face-up stacks of 9).
const (
	DisplayRows    = 2
	DisplayColumns = 4
	// DesignStacks is the number of stacks: the Central stack and the two
	// First Office stacks, one feeding each row.
	DesignStacks = 3
	// DesignStackSize is the number of tiles in each stack at setup.
	DesignStackSize = 9
)

// ColumnBonus is the well-researched bonus of each display column, column 0
// being the one next to the stacks. Seed (a Book or a Banked Shift per
// column); which column shows what is a Placeholder (from the far end: Banked
// Shift, Book, Banked Shift, Book).
var ColumnBonus = [DisplayColumns]Benefit{{Books: 1}, {BankedShifts: 1}, {Books: 1}, {BankedShifts: 1}}

// SandraDesignColumns is how many display columns, counted from the far end,
// Sandra's Design task returns to the Central stack, by player count. Seed
// (refresher: the 4 oldest Designs, all 8 with 2 players).
var SandraDesignColumns = [NumColors + 1]int8{2: 4, 3: 2, 4: 2}
