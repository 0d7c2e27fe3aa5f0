package components

// ConveyorSpace is one space of the assembly line: a model's colour space,
// where its new cars start, or a yellow plate.
type ConveyorSpace struct {
	// Name is the space's short label: s1 to s5 for the colour spaces of
	// lanes 1 to 5 (top to bottom), a1 to e1 for the plates.
	Name string `json:"name"`
	// Start reports whether this is a colour space; Model is then its model.
	Start bool  `json:"start"`
	Model Model `json:"model"` // the model of a colour space
	// Next lists the arrows leaving the space; where there are two the player
	// chooses.
	Next []ConveyorLink `json:"next,omitempty"`
}

// ConveyorLink is one arrow of the assembly line: to another space, or off
// the line by an exit worth PP.
type ConveyorLink struct {
	// To is the index in Conveyor of the space the arrow leads to, or Exit.
	To int8 `json:"to"`
	// PP is what a car leaving by this exit scores; 0 for an arrow between
	// spaces.
	PP int8 `json:"pp"`
}

// Exit is the ConveyorLink.To of an arrow that leaves the line. Engine: the
// exits themselves are in Conveyor.
const Exit int8 = -1

// The indices of the conveyor spaces in Conveyor. Confirmed, as the layout of
// Conveyor.
const (
	S1 int8 = iota
	S2
	S3
	S4
	S5
	A1
	B1
	B2
	C1
	C2
	D1
	D2
	E1
	NumConveyorSpaces
)

// Conveyor is the assembly line as a graph. Five lanes run right to left; the
// first plate of lane 1 feeds lane 2 and the one of lane 5 feeds lane 4;
// lanes 2 and 4 can branch into lane 3; lanes 2, 3 and 4 end in exits.
// Layout Confirmed (the solo helper's bot path charts). Which model starts on
// which lane is a Placeholder (lane 1 Concept, 2 SUV, 3 City, 4 Truck, 5
// Sports), and so are the exits' PP (2, 1, 2 for lanes 2, 3, 4; the sources
// say 1 or 2 by conveyor).
var Conveyor = [NumConveyorSpaces]ConveyorSpace{
	S1: {Name: "s1", Start: true, Model: Concept, Next: []ConveyorLink{{To: A1}}},
	S2: {Name: "s2", Start: true, Model: SUV, Next: []ConveyorLink{{To: B1}}},
	S3: {Name: "s3", Start: true, Model: City, Next: []ConveyorLink{{To: C1}}},
	S4: {Name: "s4", Start: true, Model: Truck, Next: []ConveyorLink{{To: D1}}},
	S5: {Name: "s5", Start: true, Model: Sports, Next: []ConveyorLink{{To: E1}}},
	A1: {Name: "a1", Next: []ConveyorLink{{To: B1}}},
	B1: {Name: "b1", Next: []ConveyorLink{{To: B2}, {To: C1}}},
	B2: {Name: "b2", Next: []ConveyorLink{{To: Exit, PP: 2}, {To: C2}}},
	C1: {Name: "c1", Next: []ConveyorLink{{To: C2}}},
	C2: {Name: "c2", Next: []ConveyorLink{{To: Exit, PP: 1}}},
	D1: {Name: "d1", Next: []ConveyorLink{{To: D2}, {To: C1}}},
	D2: {Name: "d2", Next: []ConveyorLink{{To: Exit, PP: 2}, {To: C2}}},
	E1: {Name: "e1", Next: []ConveyorLink{{To: D1}}},
}

// ColourSpace returns the index in Conveyor of a model's colour space. Setup
// puts a second car on the space its arrow leads to (Seed, refresher).
func ColourSpace(m Model) int8 {
	for i := range Conveyor {
		if Conveyor[i].Start && Conveyor[i].Model == m {
			return int8(i)
		}
	}
	return -1
}

// AssemblySpaces is the number of assembly spaces per model, one per part
// type. Placeholder (the rules need distinct parts; 6 types exist).
const AssemblySpaces = NumParts

// CarValues is what each car in a garage scores at the end of the game, by
// model. Seed (refresher); order Confirmed (the solo helper).
var CarValues = [NumModels]int8{City: 2, SUV: 3, Truck: 4, Sports: 5, Concept: 6}

// ModelColors names the colour of each model's cars. Confirmed (the solo
// helper's car images) for City green, SUV blue, Sports red, Concept black;
// Inferred for Truck yellow.
var ModelColors = [NumModels]string{City: "green", SUV: "blue", Truck: "yellow", Sports: "red", Concept: "black"}
