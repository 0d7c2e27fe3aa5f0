package components

// The Certification track: a starting section and one section per
// certification, each with CertSpaces spaces. Within a section the spaces are
// listed in Certification-track order: the first listed goes first.
// Section count Inferred (one per department); spaces per section Confirmed
// for the starting section (the solo helper's start positions 1 to 4).
const (
	// CertSections is the number of sections after the starting one.
	CertSections = NumDepartments
	// CertSpaces is the number of spaces in each section.
	CertSpaces = 4
)

// CertStart is the benefit of each starting space, in track order (the
// rightmost first). Placeholder: nothing, a Parts Voucher, a Book, a Banked
// Shift (the German summary: mostly a small bonus).
var CertStart = [CertSpaces]Benefit{{}, {Vouchers: 1}, {Books: 1}, {BankedShifts: 1}}

// CertTrack is the benefit of each space of the sections reached by the 1st
// to 5th certification, in track order. Placeholder (the track shows PP among
// other rewards, Confirmed by the solo helper; the first edition gave a seat
// at the 2nd and 4th steps).
var CertTrack = [CertSections][CertSpaces]Benefit{
	{{PP: 2}, {Books: 1}, {BankedShifts: 1}, {Vouchers: 1}},
	{{Speech: 1}, {PP: 3}, {Books: 1}, {BankedShifts: 1}},
	{{PP: 4}, {Books: 1, PP: 1}, {BankedShifts: 1, PP: 1}, {Vouchers: 1, PP: 1}},
	{{Speech: 1}, {PP: 5}, {Books: 1, PP: 2}, {BankedShifts: 1, PP: 2}},
	{{PP: 6}, {PP: 4, Books: 1}, {PP: 4, BankedShifts: 1}, {PP: 4, Vouchers: 1}},
}
