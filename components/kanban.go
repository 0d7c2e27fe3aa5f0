package components

// KanbanCard is a Kanban Order card: a strip of 6 part symbols, one type
// doubled side by side at one end. Shape Confirmed (the solo helper).
type KanbanCard [6]Part

// NumKanbanCards is the number of Kanban Order cards. Seed.
const NumKanbanCards = 12

// KanbanCards lists the cards. Placeholder: each part type is doubled on
// exactly 2 cards, followed by 4 of the other 5 types in a cycle, the one
// missing rotating so that every type is missing from exactly 2 cards.
var KanbanCards = [NumKanbanCards]KanbanCard{
	{Motor, Motor, Autopilot, Battery, Body, Electronics},
	{Motor, Motor, Autopilot, Battery, Electronics, Drivetrain},
	{Autopilot, Autopilot, Battery, Body, Electronics, Drivetrain},
	{Autopilot, Autopilot, Battery, Electronics, Drivetrain, Motor},
	{Battery, Battery, Body, Electronics, Drivetrain, Motor},
	{Battery, Battery, Body, Drivetrain, Motor, Autopilot},
	{Body, Body, Electronics, Drivetrain, Motor, Autopilot},
	{Body, Body, Electronics, Motor, Autopilot, Battery},
	{Electronics, Electronics, Drivetrain, Motor, Autopilot, Battery},
	{Electronics, Electronics, Drivetrain, Autopilot, Battery, Body},
	{Drivetrain, Drivetrain, Motor, Autopilot, Battery, Body},
	{Drivetrain, Drivetrain, Motor, Battery, Body, Electronics},
}

// WarehouseAbove reports, for each part type, whether its warehouse lies
// above the Kanban line. Battery and Autopilot above, Body and Electronics
// below: Confirmed (the solo helper). Motor above and Drivetrain below:
// Placeholder.
var WarehouseAbove = [NumParts]bool{Motor: true, Autopilot: true, Battery: true}

// KanbanLong and KanbanShort are how many of a laid card's symbols fall on
// the long and the short side of the Kanban line. Seed (refresher).
const (
	KanbanLong  = 4
	KanbanShort = 2
)
