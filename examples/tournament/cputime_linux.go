//go:build linux

package main

import (
	"syscall"
	"time"
	"unsafe"
)

// The CPU-time clocks of clock_gettime (<linux/time.h>), which the syscall
// package does not name.
const (
	clockProcessCPUTime = 2 // CLOCK_PROCESS_CPUTIME_ID: every thread of the process
	clockThreadCPUTime  = 3 // CLOCK_THREAD_CPUTIME_ID: the calling thread
)

// cpuMeasured says whether this system can measure CPU time at all.
const cpuMeasured = true

// readCPU returns the CPU time, user and system, used so far by the
// calling OS thread (threadCPUClock; its caller keeps its goroutine on
// the thread between two readings, runtime.LockOSThread) or by every
// thread of the process (processCPUClock).
//
// It reads clock_gettime's CPU-time clocks rather than getrusage's
// RUSAGE_THREAD: getrusage adds in the running thread's time only at the
// scheduler's ticks and switches, and around calls of 50 µs to 3 ms of
// work it reported a twentieth to a half of what clock_gettime did.
func readCPU(c cpuClock) (time.Duration, bool) {
	clock := uintptr(clockThreadCPUTime)
	if c == processCPUClock {
		clock = clockProcessCPUTime
	}
	var ts syscall.Timespec
	if _, _, errno := syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clock, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
