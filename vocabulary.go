package kanban

import (
	"fmt"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/input"
)

// Color is a player's colour; it names the player in actions, events and
// accessors.
type Color = components.Color

// The player colours.
const (
	Yellow = components.Yellow
	Blue   = components.Blue
	Purple = components.Purple
	Red    = components.Red
)

// NoColor stands for "no player" where a Color is optional, as in an event
// that no player caused. Its text form is "none", as for NoModel, NoPart
// and NoAward.
const NoColor Color = 0xFF

// Department is one of the five departments, in board order.
type Department = components.Department

// The departments, top to bottom.
const (
	RnD            = components.RnD
	Assembly       = components.Assembly
	Logistics      = components.Logistics
	Design         = components.Design
	Administration = components.Administration
)

// Part is a car-part type.
type Part = components.Part

// The part types.
const (
	Motor       = components.Motor
	Autopilot   = components.Autopilot
	Battery     = components.Battery
	Body        = components.Body
	Electronics = components.Electronics
	Drivetrain  = components.Drivetrain
)

// Model is a car model.
type Model = components.Model

// The car models.
const (
	City    = components.City
	SUV     = components.SUV
	Truck   = components.Truck
	Sports  = components.Sports
	Concept = components.Concept
)

// Award is the kind of an Award tile.
type Award = components.Award

// The Award tile kinds.
const (
	AwardShift   = components.AwardShift
	AwardPP      = components.AwardPP
	AwardBook    = components.AwardBook
	AwardVoucher = components.AwardVoucher
)

// GoalMeasure is what a Performance Goal card counts (components.Goals),
// named in its text form, such as "tested-designs".
type GoalMeasure = components.GoalMeasure

// Benefit is a bundle of gains: PP, Books, Parts Vouchers, Banked Shifts and
// Generic Speech tokens.
type Benefit = components.Benefit

// Workstation is one of the ten workstations, numbered in working order: the
// top and bottom workstation of R&D, then of Assembly, and so on down to
// Administration. Sandra's desk is not a workstation.
type Workstation uint8

// NumWorkstations is the number of workstations.
const NumWorkstations = components.WorkstationsPerDepartment * components.NumDepartments

// NoWorkstation stands for "no workstation", as for a worker not placed yet
// or for Sandra at her desk.
const NoWorkstation Workstation = 0xFF

// WorkstationOf returns the top (bottom false) or bottom workstation of a
// department.
func WorkstationOf(d Department, bottom bool) Workstation {
	w := Workstation(components.WorkstationsPerDepartment * int(d))
	if bottom {
		w++
	}
	return w
}

// Department returns the department the workstation belongs to.
func (w Workstation) Department() Department {
	return Department(w / components.WorkstationsPerDepartment)
}

// Bottom reports whether it is the bottom workstation of its department.
func (w Workstation) Bottom() bool { return w%2 == 1 }

// Shifts returns the number of Shifts the workstation gives in the
// built-in edition; a game's own edition may print others, which its
// events tell (EvTurnStarted) and Edition.Contents lists.
func (w Workstation) Shifts() int { return Edition{}.ed().shifts(w) }

// String returns the workstation's name, such as "rnd-top" or
// "administration-bottom".
func (w Workstation) String() string {
	if w >= NumWorkstations {
		if w == NoWorkstation {
			return "none"
		}
		return fmt.Sprintf("Workstation(%d)", w)
	}
	if w.Bottom() {
		return w.Department().String() + "-bottom"
	}
	return w.Department().String() + "-top"
}

// MarshalText encodes the workstation as its name; NoWorkstation is "none".
func (w Workstation) MarshalText() ([]byte, error) {
	if w >= NumWorkstations && w != NoWorkstation {
		return nil, fmt.Errorf("kanban: no workstation %d", w)
	}
	return []byte(w.String()), nil
}

// UnmarshalText decodes a workstation from its name.
func (w *Workstation) UnmarshalText(b []byte) error {
	if string(b) == "none" {
		*w = NoWorkstation
		return nil
	}
	for v := Workstation(0); v < NumWorkstations; v++ {
		if v.String() == string(b) {
			*w = v
			return nil
		}
	}
	return fmt.Errorf("kanban: unknown workstation %s", input.Quote(b))
}

// DesignTile is one of the 35 Design tiles, numbered as in
// components.Designs.
type DesignTile uint8

// NoDesign stands for "no Design", as on an empty display space.
const NoDesign DesignTile = 0xFF

// Model returns the tile's car model.
func (d DesignTile) Model() Model { return components.Designs[d].Model }

// Part returns the part the tile shows, and false for a tile without one.
func (d DesignTile) Part() (Part, bool) {
	t := components.Designs[d]
	return t.Part, t.HasPart
}

// String names the tile by model and part, such as "suv-battery" or
// "city-blank".
func (d DesignTile) String() string {
	if int(d) >= components.NumDesigns {
		if d == NoDesign {
			return "none"
		}
		return fmt.Sprintf("DesignTile(%d)", d)
	}
	if p, ok := d.Part(); ok {
		return d.Model().String() + "-" + p.String()
	}
	return d.Model().String() + "-blank"
}

// MarshalText encodes the tile as its String; NoDesign is "none".
func (d DesignTile) MarshalText() ([]byte, error) {
	if int(d) >= components.NumDesigns && d != NoDesign {
		return nil, fmt.Errorf("kanban: no Design tile %d", d)
	}
	return []byte(d.String()), nil
}

// UnmarshalText decodes a tile from its String.
func (d *DesignTile) UnmarshalText(b []byte) error {
	if string(b) == "none" {
		*d = NoDesign
		return nil
	}
	for t := DesignTile(0); t < components.NumDesigns; t++ {
		if t.String() == string(b) {
			*d = t
			return nil
		}
	}
	return fmt.Errorf("kanban: unknown Design tile %s", input.Quote(b))
}

// DesignSet is a set of Design tiles, such as a player's desk.
type DesignSet uint64

// Has reports whether the set holds tile d.
func (s DesignSet) Has(d DesignTile) bool { return d < 64 && s&(1<<d) != 0 }

// Len returns the number of tiles in the set.
func (s DesignSet) Len() int { return designSet(s).count() }

// Tiles returns the tiles in the set, in tile order, in a new slice.
func (s DesignSet) Tiles() []DesignTile {
	var out []DesignTile
	for d := DesignTile(0); d < components.NumDesigns; d++ {
		if s.Has(d) {
			out = append(out, d)
		}
	}
	return out
}

// NoModel stands for "no car", as on an empty conveyor space or garage.
const NoModel Model = 0xFF

// NoAward stands for "no Award tile".
const NoAward Award = 0xFF
