//go:build !linux && !darwin

package main

import "os"

// terminalSize cannot read a terminal's size on this system.
func terminalSize(*os.File) (cols, rows int, ok bool) { return 0, 0, false }
