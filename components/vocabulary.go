package components

import (
	"fmt"
	"strings"

	"github.com/kanbanev/kanban/internal/input"
)

// Department is one of the five departments of the factory, in board order
// from top to bottom: Research & Development, Assembly, Logistics, Design,
// Administration. Confirmed (the solo helper's workstation order; a review).
type Department uint8

// The departments, in board order.
const (
	RnD Department = iota
	Assembly
	Logistics
	Design
	Administration
)

// NumDepartments is the number of departments. Confirmed, as Department.
const NumDepartments = 5

var departmentNames = [NumDepartments]string{"rnd", "assembly", "logistics", "design", "administration"}

// String returns the department's short name, such as "rnd" or "design".
func (d Department) String() string { return name(departmentNames[:], int(d), "Department") }

// MarshalText encodes the department as its short name.
func (d Department) MarshalText() ([]byte, error) {
	return marshal(departmentNames[:], int(d), "department")
}

// UnmarshalText decodes a department from its short name.
func (d *Department) UnmarshalText(b []byte) error {
	return unmarshal(departmentNames[:], b, "department", (*uint8)(d))
}

// Part is one of the six car-part types. Confirmed (the solo helper's part
// list).
type Part uint8

// The part types.
const (
	Motor Part = iota
	Autopilot
	Battery
	Body
	Electronics
	Drivetrain
)

// NumParts is the number of part types. Confirmed, as Part.
const NumParts = 6

var partNames = [NumParts]string{"motor", "autopilot", "battery", "body", "electronics", "drivetrain"}

// String returns the part type's name, such as "battery".
func (p Part) String() string { return name(partNames[:], int(p), "Part") }

// MarshalText encodes the part type as its name.
func (p Part) MarshalText() ([]byte, error) { return marshal(partNames[:], int(p), "part") }

// UnmarshalText decodes a part type from its name.
func (p *Part) UnmarshalText(b []byte) error { return unmarshal(partNames[:], b, "part", (*uint8)(p)) }

// Model is one of the five car models. Confirmed (the solo helper's vehicle
// list).
type Model uint8

// The car models, from the least to the most valuable.
const (
	City Model = iota
	SUV
	Truck
	Sports
	Concept
)

// NumModels is the number of car models. Confirmed, as Model.
const NumModels = 5

var modelNames = [NumModels]string{"city", "suv", "truck", "sports", "concept"}

// String returns the model's name, such as "suv".
func (m Model) String() string { return name(modelNames[:], int(m), "Model") }

// MarshalText encodes the model as its name.
func (m Model) MarshalText() ([]byte, error) { return marshal(modelNames[:], int(m), "model") }

// UnmarshalText decodes a model from its name.
func (m *Model) UnmarshalText(b []byte) error {
	return unmarshal(modelNames[:], b, "model", (*uint8)(m))
}

// Color is a player colour. Confirmed (the solo helper's colour list).
type Color uint8

// The player colours.
const (
	Yellow Color = iota
	Blue
	Purple
	Red
)

// NumColors is the number of player colours, and so the most players a game
// can have. Confirmed, as Color.
const NumColors = 4

var colorNames = [NumColors]string{"yellow", "blue", "purple", "red"}

// String returns the colour's name, such as "red".
func (c Color) String() string { return name(colorNames[:], int(c), "Color") }

// MarshalText encodes the colour as its name.
func (c Color) MarshalText() ([]byte, error) { return marshal(colorNames[:], int(c), "color") }

// UnmarshalText decodes a colour from its name.
func (c *Color) UnmarshalText(b []byte) error {
	return unmarshal(colorNames[:], b, "color", (*uint8)(c))
}

// name returns the name of value i of an enumeration, "none" for none,
// as the text form writes them.
func name(names []string, i int, typ string) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	if i == none {
		return "none"
	}
	return fmt.Sprintf("%s(%d)", typ, i)
}

// none is the value that stands for "no such thing" in the engine (no
// colour, no part, no model, no Award); the text form writes it as "none".
const none = 0xFF

func marshal(names []string, i int, what string) ([]byte, error) {
	if i == none {
		return []byte("none"), nil
	}
	if i < 0 || i >= len(names) {
		return nil, fmt.Errorf("components: no %s %d", what, i)
	}
	return []byte(names[i]), nil
}

func unmarshal(names []string, b []byte, what string, dst *uint8) error {
	if string(b) == "none" {
		*dst = none
		return nil
	}
	for i, n := range names {
		if n == string(b) {
			*dst = uint8(i)
			return nil
		}
	}
	return fmt.Errorf("components: unknown %s %s", what, input.Quote(b))
}

// Benefit is a bundle of gains printed on a space or tile: Production Points,
// Books, Parts Vouchers, Banked Shifts and Generic Speech tokens.
type Benefit struct {
	PP           int8 `json:"pp,omitempty"`       // Production Points
	Books        int8 `json:"books,omitempty"`    // Books
	Vouchers     int8 `json:"vouchers,omitempty"` // Parts Vouchers
	BankedShifts int8 `json:"shifts,omitempty"`   // Banked Shifts
	Speech       int8 `json:"speech,omitempty"`   // Generic Speech tokens
}

// IsZero reports whether the benefit gives nothing.
func (b Benefit) IsZero() bool { return b == Benefit{} }

// Add returns the sum of two benefits.
func (b Benefit) Add(o Benefit) Benefit {
	return Benefit{b.PP + o.PP, b.Books + o.Books, b.Vouchers + o.Vouchers, b.BankedShifts + o.BankedShifts, b.Speech + o.Speech}
}

// String lists the benefit's gains, such as "2pp+book", or "nothing";
// ParseBenefit reads it back.
func (b Benefit) String() string {
	s := ""
	add := func(n int8, one, unit string) {
		if n == 0 {
			return
		}
		if s != "" {
			s += "+"
		}
		if n == 1 && one != "" {
			s += one
		} else {
			s += fmt.Sprintf("%d%s", n, unit)
		}
	}
	add(b.PP, "", "pp")
	add(b.Books, "book", "books")
	add(b.Vouchers, "voucher", "vouchers")
	add(b.BankedShifts, "shift", "shifts")
	add(b.Speech, "speech", "speech")
	if s == "" {
		return "nothing"
	}
	return s
}

// ParseBenefit reads a benefit written by Benefit.String.
func ParseBenefit(s string) (Benefit, error) {
	var b Benefit
	if s == "nothing" {
		return b, nil
	}
	for _, term := range strings.Split(s, "+") {
		n, unit := int8(1), term
		digits := strings.TrimLeft(strings.TrimPrefix(term, "-"), "0123456789")
		if i := len(term) - len(digits); i > 0 {
			v, ok := input.Int(term[:i], 8)
			if !ok {
				return Benefit{}, fmt.Errorf("components: bad benefit %s", input.Quote(s))
			}
			n, unit = int8(v), term[i:]
		}
		switch unit {
		case "pp":
			b.PP += n
		case "book", "books":
			b.Books += n
		case "voucher", "vouchers":
			b.Vouchers += n
		case "shift", "shifts":
			b.BankedShifts += n
		case "speech":
			b.Speech += n
		default:
			return Benefit{}, fmt.Errorf("components: bad benefit %s", input.Quote(s))
		}
	}
	return b, nil
}
