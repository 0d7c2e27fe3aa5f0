// Package editionfile loads the edition file a program's -edition flag
// names: the printed contents of a box, as components.ParseEdition reads
// them, made ready for games with kanban.NewEdition.
package editionfile

import (
	"fmt"
	"os"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// Usage is the -edition flag's help text.
const Usage = "an edition file: the printed contents of your box, as `go run ./examples/edition template` writes them (default: the built-in edition)"

// Load reads, checks and loads the edition file at path; an empty path is
// the built-in edition, the zero kanban.Edition.
func Load(path string) (kanban.Edition, error) {
	if path == "" {
		return kanban.Edition{}, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return kanban.Edition{}, fmt.Errorf("-edition: %w", err)
	}
	e, err := components.ParseEdition(data)
	if err != nil {
		return kanban.Edition{}, fmt.Errorf("-edition %s: %w", path, err)
	}
	ed, err := kanban.NewEdition(e)
	if err != nil {
		return kanban.Edition{}, fmt.Errorf("-edition %s: %w", path, err)
	}
	return ed, nil
}
