package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"
)

// maxErrors is the most errors writeTable lists one by one.
const maxErrors = 10

// writeTable writes the results as aligned text: a row per entry, then the
// games, the time they took, and the time per decision of each kind of bot.
func writeTable(w io.Writer, r Results) error {
	var b strings.Builder
	if r.Solo {
		writeSoloHead(&b, r)
	} else {
		writeHead(&b, r)
	}
	workers := "workers"
	if r.Workers == 1 {
		workers = "worker"
	}
	fmt.Fprintf(&b, "%v on %d %s, %.2f games/s\n", round(r.Elapsed), r.Workers, workers, r.GamesPerSecond)
	if r.Timed {
		b.WriteString("some budgets are times: the results depend on the machine and its load\n")
	}

	b.WriteString("\n")
	writeKinds(&b, r.Kinds)

	if r.Errors > 0 {
		fmt.Fprintf(&b, "\nerrors:\n")
		listed := 0
		for _, g := range r.Games {
			if g.Error == "" {
				continue
			}
			if listed == maxErrors {
				fmt.Fprintf(&b, "  and %d more (-json lists them all)\n", r.Errors-listed)
				break
			}
			listed++
			if r.Solo {
				fmt.Fprintf(&b, "  %s, game %d (seed %d): %s\n", g.Players[0].Entry, g.Number, g.Seed, g.Error)
				continue
			}
			fmt.Fprintf(&b, "  game %d (seed %d): %s\n", g.Number, g.Seed, g.Error)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// notMeasured stands in the table for a CPU time not measured.
const notMeasured = "—"

// writeKinds writes the time each kind of bot spent in Act, wall clock and
// CPU, per decision and per choice.
func writeKinds(b *strings.Builder, kinds []KindTime) {
	rows := [][]string{{"bot kind", "decisions", "choices", "time/decision", "cpu/decision", "time/choice", "cpu/choice"}}
	for _, k := range kinds {
		cpuDecision, cpuChoice := notMeasured, notMeasured
		if k.CPUMeasured {
			cpuDecision, cpuChoice = round(k.CPUPerDecision).String(), round(k.CPUPerChoice).String()
		}
		rows = append(rows, []string{k.Kind, fmt.Sprint(k.Decisions), fmt.Sprint(k.Choices),
			round(k.PerDecision).String(), cpuDecision, round(k.PerChoice).String(), cpuChoice})
	}
	columns(b, rows)
}

// writeHead writes the row per entry of a tournament between the bots,
// then what the games were.
func writeHead(b *strings.Builder, r Results) {
	rows := [][]string{{"bot", "wins", "share", "win rate", "95% CI", "mean PP", "mean place"}}
	for _, e := range r.Bots {
		rows = append(rows, []string{
			e.Name,
			fmt.Sprint(e.Wins),
			fmt.Sprintf("%.1f", e.WinShare),
			percent(e.WinRate),
			percent(e.WinLow) + " - " + percent(e.WinHigh),
			fmt.Sprintf("%.1f", e.MeanPP),
			fmt.Sprintf("%.2f", e.MeanPlace),
		})
	}
	columns(b, rows)

	fmt.Fprintf(b, "\n%d games of %d players, seats rotated, seed %d", r.Finished+r.Errors, r.Players, r.Seed)
	if r.Expert {
		b.WriteString(", expert side")
	}
	if r.SandraReward {
		b.WriteString(", Sandra's reward side")
	}
	fmt.Fprintf(b, "; %d stopped by an error\n", r.Errors)
}

// writeSoloHead writes a solo tournament's row per entry: its wins alone
// against the Colleagues, its PP and the better Colleague's, its own rate
// and time per decision; then what the games were.
func writeSoloHead(b *strings.Builder, r Results) {
	rows := [][]string{{"bot", "wins", "win rate", "95% CI", "mean PP", "Colleague PP", "games/s", "time/decision"}}
	for _, e := range r.Bots {
		rows = append(rows, []string{
			e.Name,
			fmt.Sprint(e.Wins),
			percent(e.WinRate),
			percent(e.WinLow) + " - " + percent(e.WinHigh),
			fmt.Sprintf("%.1f", e.MeanPP),
			fmt.Sprintf("%.1f", e.MeanColleaguePP),
			fmt.Sprintf("%.2f", e.GamesPerSecond),
			round(e.PerDecision).String(),
		})
	}
	columns(b, rows)
	fmt.Fprintf(b, "\n%d solo games a bot, the same deals for each, seed %d, Difficulty cards: %s", r.GamesPerEntry, r.Seed, r.Difficulty)
	if r.Expert {
		b.WriteString(", expert side")
	}
	if r.SandraReward {
		b.WriteString(", Nice Sandra")
	}
	fmt.Fprintf(b, "; %d stopped by an error\n", r.Errors)
	b.WriteString("a win is strictly more PP than each Colleague; Colleague PP is the better Colleague's\n")
}

// columns writes rows as columns two spaces apart, the first aligned left
// and the others right, as benchstat does.
func columns(b *strings.Builder, rows [][]string) {
	var width []int
	for _, row := range rows {
		for i, cell := range row {
			if i == len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], utf8.RuneCountInString(cell))
		}
	}
	for _, row := range rows {
		var line strings.Builder
		for i, cell := range row {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(cell))
			switch {
			case i == 0:
				line.WriteString(cell + pad)
			default:
				line.WriteString("  " + pad + cell)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}

// percent writes a proportion as a percentage with one decimal.
func percent(p float64) string { return fmt.Sprintf("%.1f%%", 100*p) }

// round rounds d to three significant digits.
func round(d time.Duration) time.Duration {
	p := time.Duration(1)
	for d/p >= 1000 {
		p *= 10
	}
	return d.Round(p)
}

// writeJSON writes the results, every game included, as indented JSON.
func writeJSON(w io.Writer, r Results) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}
