package kanban

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/input"
)

// An Edition is the printed contents a game is played with: the values on
// the cards, tiles and boards of one box (components.Edition). The zero
// Edition is the built-in one, components.Builtin; NewEdition makes
// another one known to the engine, for a Config to choose.
//
// An Edition is a small handle, compared with ==. A configuration records
// it by name and digest, and so do the setup event, positions and
// records: a log dealt under an edition replays, and its positions load,
// only in a process where NewEdition was given the same contents.
type Edition struct{ id uint8 }

// maxEditions bounds the editions one process keeps: a host keeps the
// few its operator chose, not one per request.
const maxEditions = 1 << 8

// edition is an edition the engine plays: its tables, and what the
// engine derives from them once.
type edition struct {
	components.Edition
	digest     string
	soloDigest string // what a solo game's setup records (components.Edition.SoloDigest)
	// padlockChoices lists what the padlocked garage may give
	// (padlockChoicesOf, R-RND-7).
	padlockChoices []Benefit
}

var (
	editionsMu sync.Mutex // guards registering, never reading
	// editions holds every edition made known, the built-in one at 0. A
	// slot is written once, before its handle is returned, so that whoever
	// holds a handle reads a slot that is set.
	editions    [maxEditions]*edition
	numEditions = 1
)

func init() {
	editions[0] = prepare(components.Builtin(), components.Version)
}

// prepare builds the engine's form of an edition.
func prepare(c *components.Edition, digest string) *edition {
	ed := &edition{Edition: *c, digest: digest, soloDigest: c.SoloDigest()}
	ed.padlockChoices = padlockChoicesOf(&ed.Edition)
	return ed
}

// NewEdition checks an edition's contents (components.Edition.Check) and
// makes them known to the engine for as long as the process runs,
// returning the handle a Config plays them with. Given the same name and
// values again it returns the same handle, so a host may call it for
// each game it loads. It keeps its own copy: changing c afterwards
// changes nothing. A process keeps at most 255 editions besides the
// built-in one.
func NewEdition(c *components.Edition) (Edition, error) {
	if c == nil {
		return Edition{}, errors.New("kanban: no edition")
	}
	if err := c.Check(); err != nil {
		return Edition{}, fmt.Errorf("kanban: %w", err)
	}
	digest := c.Digest()
	editionsMu.Lock()
	defer editionsMu.Unlock()
	if e, ok := findEdition(c.Name, digest); ok {
		return e, nil
	}
	if numEditions == maxEditions {
		return Edition{}, fmt.Errorf("kanban: %d editions are known already, the most a process keeps", maxEditions)
	}
	editions[numEditions] = prepare(c.Clone(), digest)
	numEditions++
	return Edition{uint8(numEditions - 1)}, nil
}

// knownEdition returns the edition of that name and digest, if
// NewEdition was given it.
func knownEdition(name, digest string) (Edition, bool) {
	editionsMu.Lock()
	defer editionsMu.Unlock()
	return findEdition(name, digest)
}

// findEdition is knownEdition with editionsMu held.
func findEdition(name, digest string) (Edition, bool) {
	for i := range numEditions {
		if ed := editions[i]; ed.Name == name && ed.digest == digest {
			return Edition{uint8(i)}, true
		}
	}
	return Edition{}, false
}

// shifts returns the Shifts a workstation gives (R-WRK-2).
func (ed *edition) shifts(w Workstation) int {
	if w >= NumWorkstations {
		return 0
	}
	return int(ed.WorkstationShifts[w.Department()][w%2])
}

// ed returns the edition's tables.
func (e Edition) ed() *edition { return editions[e.id] }

// Name returns the edition's name, "builtin" for the built-in one.
func (e Edition) Name() string { return e.ed().Name }

// Digest returns the digest of the edition's values; the built-in
// edition's is components.Version.
func (e Edition) Digest() string { return e.ed().digest }

// Contents returns a copy of the edition's tables.
func (e Edition) Contents() *components.Edition { return e.ed().Edition.Clone() }

// Equal reports whether e and o are the same edition; go-cmp compares
// editions with it.
func (e Edition) Equal(o Edition) bool { return e == o }

// IsZero reports whether e is the built-in edition, which a Config's JSON
// leaves out.
func (e Edition) IsZero() bool { return e.id == 0 }

// String returns the edition's name.
func (e Edition) String() string { return e.Name() }

// editionJSON is how an edition is written: by name and digest.
type editionJSON struct {
	Name   string `json:"name"`
	Digest string `json:"digest"`
}

// MarshalJSON writes the edition's name and digest.
func (e Edition) MarshalJSON() ([]byte, error) {
	return json.Marshal(editionJSON{e.Name(), e.Digest()})
}

// UnmarshalJSON reads an edition's name and digest and finds the edition
// among those NewEdition was given; it refuses one it was not.
func (e *Edition) UnmarshalJSON(b []byte) error {
	var v editionJSON
	if err := strictJSON(b, &v); err != nil {
		return fmt.Errorf("bad edition: %w", err)
	}
	return e.find(v)
}

// find sets e to the edition of the name and digest among those NewEdition
// was given, or returns an *UnknownEditionError.
func (e *Edition) find(v editionJSON) error {
	got, ok := knownEdition(v.Name, v.Digest)
	if !ok {
		return &UnknownEditionError{Name: v.Name, Digest: v.Digest}
	}
	*e = got
	return nil
}

// An UnknownEditionError reports a game, log, position or record played
// with an edition this process was not given (NewEdition).
type UnknownEditionError struct {
	Name   string // the edition's name, as the game records it
	Digest string // the digest of its values, as the game records it
}

// Error names the edition.
func (e *UnknownEditionError) Error() string {
	return fmt.Sprintf("the edition %s (digest %s) is not known here: load it with NewEdition first", input.Quote(e.Name), input.Quote(e.Digest))
}

// ed returns the tables of the game's edition.
func (s *GameState) ed() *edition { return editions[s.edition.id] }
