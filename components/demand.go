package components

// DemandTile is a Demand tile: a model and the Generic Speech tokens put on
// it when it is revealed.
type DemandTile struct {
	Model  Model `json:"model"`  // the model in demand
	Speech int8  `json:"speech"` // the Generic Speech tokens put on the tile
}

// DemandTiles lists the 5 Demand tiles, one per model (Inferred: 5 tiles, 5
// models). Tokens per tile Placeholder: 2 each.
var DemandTiles = [NumModels]DemandTile{{City, 2}, {SUV, 2}, {Truck, 2}, {Sports, 2}, {Concept, 2}}

// DemandFaceUp is the number of Demand tiles face up at the end of the line.
// Seed.
const DemandFaceUp = 2
