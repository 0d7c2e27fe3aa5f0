package kanban

// germanWords is the German of the shared phrases (phrases.go): the
// game's terms as docs/glossary-de.md gives them.
var germanWords = map[string]string{
	// Departments and models.
	"R&D":            "F&E",
	"Assembly":       "Montage",
	"Logistics":      "Logistik",
	"Design":         "Design",
	"Administration": "Verwaltung",
	"City":           "City",
	"SUV":            "SUV",
	"Truck":          "Truck",
	"Sports":         "Sport",
	"Concept":        "Concept",

	// Parts, one and many.
	"motor":       "Motor",
	"motors":      "Motoren",
	"autopilot":   "Autopilot",
	"autopilots":  "Autopiloten",
	"battery":     "Batterie",
	"batteries":   "Batterien",
	"body":        "Karosserie",
	"bodies":      "Karosserien",
	"electronics": "Elektronik",
	"drivetrain":  "Antriebsstrang",
	"drivetrains": "Antriebsstränge",
	"no part":     "kein Autoteil",

	// Lists.
	"and":     "und",
	"or":      "oder",
	"none":    "keine",
	"nothing": "nichts",

	// Benefits.
	"PP":             "SP",
	"Book":           "Buch",
	"Books":          "Bücher",
	"Parts Voucher":  "Autoteil-Joker",
	"Parts Vouchers": "Autoteil-Joker",
	"Banked Shift":   "Schicht auf dem Zeitkonto",
	"Banked Shifts":  "Schichten auf dem Zeitkonto",
	"Speech token":   "Vortragsmarker",
	"Speech tokens":  "Vortragsmarker",
	"Shift":          "Schicht",
	"Shifts":         "Schichten",
	", gaining %s":   " (+ %s)",
	", scoring %s":   " (+ %s)",

	// Designs and where they are.
	"no Design":                                "kein Design",
	"the %s %s Design":                         "das %s-%s-Design",
	"the %s Design without a part":             "das %s-Design ohne Autoteil",
	"the top of the Central stack":             "dem zentralen Stapel (oben)",
	"the top of the top First Office stack":    "dem oberen Stapel des ersten Büros (oben)",
	"the top of the bottom First Office stack": "dem unteren Stapel des ersten Büros (oben)",
	"the display, top row, space %d":           "der Auslage, obere Reihe, Feld %d",
	"the display, bottom row, space %d":        "der Auslage, untere Reihe, Feld %d",
	"top":                                      "oben",
	"bottom":                                   "unten",

	// Kanban Order cards and parts' ways.
	"symbols %d and %d above the line":        "Symbole %d und %d über der Linie",
	"symbols %d to %d above the line":         "Symbole %d bis %d über der Linie",
	"from the supply for a Parts Voucher":     "aus dem Vorrat für einen Autoteil-Joker",
	"from the Recycling pool for 1 stored %s": "aus dem Recycling-Vorrat im Tausch gegen 1 %s aus dem Teilelager",
	"from storage": "aus dem Teilelager",

	// Articles and ordinals.
	"a %s":  "ein %s",
	"an %s": "ein %s",
	"1st":   "1.",
	"2nd":   "2.",
	"3rd":   "3.",
	"%dth":  "%d.",
}
