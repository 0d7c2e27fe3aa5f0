package main

import (
	"runtime"
	"slices"
	"sync"
	"time"
)

// A cpuClock is how a bot's CPU time in Act is measured.
type cpuClock int

const (
	// noCPU: not measured, on a system other than Linux, or for a bot
	// that searches on other goroutines while other games run.
	noCPU cpuClock = iota
	// threadCPUClock: the CPU time of the OS thread that runs Act, the
	// goroutine locked to it; exact for a bot that searches on Act's
	// goroutine alone, whatever else the process runs.
	threadCPUClock
	// processCPUClock: the whole process's CPU time, which with one game
	// at a time (-parallel 1) is the bot's with all its goroutines.
	processCPUClock
)

// clockFor returns how the CPU time of entry e's bot is measured in the
// tournament c.
func clockFor(c config, e entry) cpuClock {
	switch {
	case !cpuMeasured:
		return noCPU
	case e.workers() == 1:
		return threadCPUClock
	case c.Parallel == 1:
		return processCPUClock
	}
	return noCPU
}

// timeCall calls f and returns the wall-clock time it took and, when
// measured, its CPU time by the clock c, less what the measuring costs.
func timeCall(c cpuClock, f func()) (wall, cpu time.Duration, measured bool) {
	wall, cpu, measured = c.time(f)
	return wall, max(0, cpu-c.cost()), measured
}

// time calls f and returns the wall-clock time it took and, when measured,
// the CPU time between two readings of the clock c around it.
func (c cpuClock) time(f func()) (wall, cpu time.Duration, measured bool) {
	if c == threadCPUClock {
		// The thread's CPU time is the goroutine's only while it stays on
		// the thread.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
	}
	var cpu0 time.Duration
	measured = c != noCPU
	if measured {
		cpu0, measured = readCPU(c)
	}
	start := time.Now()
	f()
	wall = time.Since(start)
	if measured {
		var cpu1 time.Duration
		cpu1, measured = readCPU(c)
		cpu = cpu1 - cpu0
	}
	return wall, cpu, measured
}

// cost returns the CPU time that measuring a call adds to it: reading the
// clock is a system call, half a microsecond or more of the thread's time
// on a virtual machine, more than a Random bot's decision. It is the mean
// over calls of a function that does nothing, the slowest 1% left out (a
// call an interrupt fell in), measured once for each clock.
func (c cpuClock) cost() time.Duration {
	switch c {
	case threadCPUClock:
		return threadCost()
	case processCPUClock:
		return processCost()
	}
	return 0
}

var (
	threadCost  = sync.OnceValue(func() time.Duration { return calibrate(threadCPUClock) })
	processCost = sync.OnceValue(func() time.Duration { return calibrate(processCPUClock) })
)

// calibrate returns the mean CPU time the clock c measures around a call
// of a function that does nothing, the slowest 1% left out; 0 when the
// clock cannot be read.
func calibrate(c cpuClock) time.Duration {
	const n, kept = 1000, 990
	d := make([]time.Duration, 0, n)
	for range n {
		_, cpu, ok := c.time(func() {})
		if !ok {
			return 0
		}
		d = append(d, cpu)
	}
	slices.Sort(d)
	var sum time.Duration
	for _, x := range d[:kept] {
		sum += x
	}
	return sum / kept
}
