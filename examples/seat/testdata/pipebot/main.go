// Command pipebot is a bot program for the tests of examples/seat: it
// plays by PROTOCOL.md, answering each decision with its first legal
// action's ID, and misbehaves as its -mode says, on every -every-th
// decision:
//
//	good       never
//	garbage    writes a line that is not JSON instead of an answer
//	slow       answers late: only once the host has refused the answer as late
//	illegal    answers an ID that is not legal: one naming no action, or an action not listed
//	exit       exits (status 0) instead of answering, at the -every-th decision
//	slowstart  never, but starts slowly: it sleeps -sleep before it reads its
//	           first line, and writes the limit its first hello names
//	chatty     never, but writes a line to its standard error at every
//	           decision and 200 at the end of each game, each in pieces
//
// It writes the refusals it is told of, and each game's result, to its
// standard error, and exits when its standard input ends. It imports
// nothing of the library, as a program in another language would not.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"
)

// message is what the host writes; only the members pipebot reads.
type message struct {
	Type    string `json:"type"`
	N       int    `json:"n"`
	LimitMS int    `json:"limit_ms"`
	Color   string `json:"color"`
	Legal   []struct {
		ID int `json:"id"`
	} `json:"legal"`
	Reason string `json:"reason"`
	Result *struct {
		Standings []struct {
			Color string `json:"color"`
			Place int    `json:"place"`
		} `json:"standings"`
	} `json:"result"`
}

func main() {
	mode := flag.String("mode", "good", "good, garbage, slow, illegal, exit, slowstart or chatty")
	every := flag.Int("every", 5, "misbehave on every so many decisions")
	sleep := flag.Duration("sleep", 2*time.Second, "with -mode slowstart, how long it takes to start")
	flag.Parse()
	if *mode == "slowstart" {
		time.Sleep(*sleep)
	}
	// chat writes a line to the standard error in pieces, each a write of
	// its own, as a program that logs without a buffer does.
	chat := func(line string) {
		for len(line) > 4 {
			os.Stderr.WriteString(line[:4])
			line = line[4:]
		}
		os.Stderr.WriteString(line + "\n")
	}

	out := bufio.NewWriter(os.Stdout)
	say := func(line string) {
		out.WriteString(line + "\n")
		out.Flush()
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<24)
	decisions, bad := 0, 0
	late, lateN := "", 0 // a slow answer, held until decision lateN is refused
	for in.Scan() {
		var m message
		if err := json.Unmarshal(in.Bytes(), &m); err != nil {
			fmt.Fprintln(os.Stderr, "pipebot: the host wrote a line that is not JSON:", err)
			os.Exit(1)
		}
		switch m.Type {
		case "hello":
			if *mode == "slowstart" {
				fmt.Fprintf(os.Stderr, "pipebot: hello %d, limit_ms %d\n", m.N, m.LimitMS)
			}
			say(`{"name":"pipebot ` + *mode + `"}`)
		case "refused":
			fmt.Fprintf(os.Stderr, "pipebot: answer %d refused: %s\n", m.N, m.Reason)
			if late != "" && m.N == lateN {
				say(late) // too late, whatever the machine's speed
				late = ""
			}
		case "end":
			if *mode == "chatty" {
				for i := range 200 {
					chat(fmt.Sprintf("pipebot: chatting at the end, line %d of 200", i+1))
				}
			}
			if m.Result == nil {
				fmt.Fprintln(os.Stderr, "pipebot: the game stopped before its end")
				continue
			}
			for _, s := range m.Result.Standings {
				if s.Color == m.Color {
					fmt.Fprintf(os.Stderr, "pipebot: %s placed %d\n", m.Color, s.Place)
				}
			}
		case "decision":
			decisions++
			id := m.Legal[0].ID
			if *mode == "chatty" {
				chat(fmt.Sprintf("pipebot: decision %d, choosing %d", decisions, id))
			}
			if decisions%*every != 0 {
				say(fmt.Sprintf(`{"id":%d}`, id))
				continue
			}
			switch *mode {
			case "good", "slowstart", "chatty":
				say(fmt.Sprintf(`{"id":%d}`, id))
			case "garbage":
				say("I would rather not")
			case "slow":
				late, lateN = fmt.Sprintf(`{"id":%d}`, id), m.N
			case "illegal":
				bad++
				say(fmt.Sprintf(`{"id":%d}`, illegal(m, bad)))
			case "exit":
				os.Exit(0)
			}
		}
	}
}

// illegal returns an ID the decision does not list, for the k-th illegal
// answer: every other time one that names no action, else end-turn's or
// pass's, which are never both legal.
func illegal(m message, k int) int {
	if k%2 == 0 {
		return 8037 // NumActionIDs: out of range
	}
	const endTurn, pass = 81, 8004
	for _, l := range m.Legal {
		if l.ID == endTurn {
			return pass
		}
	}
	return endTurn
}
