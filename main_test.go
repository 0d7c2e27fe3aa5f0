package kanban_test

import (
	"os"
	"testing"

	"github.com/kanbanev/kanban/internal/soak"
)

// TestMain runs the package's tests, the long ones only as soak runs
// (KANBAN_SOAK=1; package soak).
func TestMain(m *testing.M) { os.Exit(soak.Main(m)) }
