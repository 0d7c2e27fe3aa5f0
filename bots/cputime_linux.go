//go:build linux

package bots

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is clock_gettime's CLOCK_THREAD_CPUTIME_ID
// (<linux/time.h>), which the syscall package does not name.
const clockThreadCPUTime = 3

// threadCPU returns the CPU time, user and system, the calling OS thread
// has used so far; its caller keeps its goroutine on the thread between
// two readings (runtime.LockOSThread).
func threadCPU() (time.Duration, bool) {
	var ts syscall.Timespec
	if _, _, errno := syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
