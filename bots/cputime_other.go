//go:build !linux

package bots

import "time"

// threadCPU reports that this system's thread CPU time is not read: a
// CPUTime budget falls back to the wall clock.
func threadCPU() (time.Duration, bool) { return 0, false }
