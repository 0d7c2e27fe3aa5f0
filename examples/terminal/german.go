package main

// german is the German of the terminal's own words: each key is the
// English as the code writes it (a fmt format where it has verbs), each
// value its German, in the game's terms of docs/glossary-de.md. The
// notation the player types and the table shows on purpose (red,
// take-design, top-1, rnd, motor, c1) stays as it is.
var german = map[string]string{
	// main.go, flags.go
	"(-h lists the flags)": "(-h zeigt die Optionen)",
	"-lang: %q is not a language the terminal speaks: en or de":                                  "-lang: %q ist keine Sprache des Terminals: en oder de",
	"unexpected argument %q: every setting is a flag":                                            "unerwartetes Argument %q: jede Einstellung ist eine Option",
	"-view: %q is not a view: compact, full or auto":                                             "-view: %q ist keine Ansicht: compact, full oder auto",
	"-difficulty needs -solo":                                                                    "-difficulty braucht -solo",
	"-players must be 2 to 4, not %d":                                                            "-players muss 2 bis 4 sein, nicht %d",
	"-seat must be 1 to %d, not %d":                                                              "-seat muss 1 bis %d sein, nicht %d",
	"-iterations must be at least 1, not %d":                                                     "-iterations muss mindestens 1 sein, nicht %d",
	"-color: %q is not a colour: red, blue, yellow or purple":                                    "-color: %q ist keine Farbe: red, blue, yellow oder purple",
	"-bots: %q is not a bot: %s":                                                                 "-bots: %q ist kein Bot: %s",
	"-bots: %q: %s takes no budget, only %s":                                                     "-bots: %q: %s nimmt kein Budget, nur %s",
	"-bots: %d players need 1 or %d bots, not %d":                                                "-bots: %d Spieler brauchen 1 oder %d Bots, nicht %d",
	"-%s makes no sense with -solo: you play alone against the two Colleagues, who are not bots": "-%s ergibt mit -solo keinen Sinn: du spielst allein gegen die beiden Kollegen, die keine Bots sind",
	"-difficulty: %q is not a Difficulty card: %s, or random":                                    "-difficulty: %q ist keine Schwierigkeitskarte: %s oder random",
	"-difficulty: %s is named twice":                                                             "-difficulty: %s ist doppelt genannt",
}
