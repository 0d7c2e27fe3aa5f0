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
	switch {
	case r.Ladder != nil:
		writeLadderHead(&b, r)
	case r.Solo:
		writeSoloHead(&b, r)
	default:
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
	if r.NetworkAside {
		b.WriteString("neural played as learned: its network learnt from another edition's games than these\n")
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
	if r.Database != nil {
		writeDatabaseLadder(&b, r.Database)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeDatabaseLadder writes the ratings fitted to every game of a
// database: each bot kind and budget an entry, each pair of players of a
// game a duel.
func writeDatabaseLadder(b *strings.Builder, l *Ladder) {
	runs := "runs"
	if l.Runs == 1 {
		runs = "run"
	}
	fmt.Fprintf(b, "\nratings from every game in the database: %d games of %d %s, each two players of a game a duel\n", l.Games, l.Runs, runs)
	writeRatings(b, l.Ratings, "duels")
	fmt.Fprintf(b, "Bradley–Terry ratings on the Elo scale, %s = 0, 95%% CI from the Hessian (a game of more than two players counts as several duels, so its intervals are too narrow)\n", l.Anchor)
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
	if !r.Edition.IsZero() {
		fmt.Fprintf(b, ", edition %s", r.Edition)
	}
	fmt.Fprintf(b, "; %d stopped by an error\n", r.Errors)
}

// writeRatings writes ratings as a table, best first, games naming what
// each entry played ("games", "duels").
func writeRatings(b *strings.Builder, ratings []Rating, games string) {
	rows := [][]string{{"bot", "rating", "95% CI", games, "wins", "draws", "score"}}
	for _, e := range ratings {
		rows = append(rows, []string{
			e.Name,
			fmt.Sprintf("%.0f", e.Rating),
			fmt.Sprintf("%.0f - %.0f", e.Low, e.High),
			fmt.Sprint(e.Games),
			fmt.Sprint(e.Wins),
			fmt.Sprint(e.Draws),
			percent(e.Score / float64(max(1, e.Games))),
		})
	}
	columns(b, rows)
}

// writeLadderHead writes a ladder's ratings, best first, the wins of each
// entry against each other, then what the games were and how the ratings
// were fitted.
func writeLadderHead(b *strings.Builder, r Results) {
	l := r.Ladder
	writeRatings(b, l.Ratings, "games")

	// The wins of each row against each column, in the ratings' order.
	b.WriteString("\nwins of each row against each column (a shared first place counts ½):\n")
	index := map[string]int{}
	for i, name := range l.Entries {
		index[name] = i
	}
	rows := [][]string{{""}}
	for _, e := range l.Ratings {
		rows[0] = append(rows[0], e.Name)
	}
	for _, row := range l.Ratings {
		cells := []string{row.Name}
		for _, col := range l.Ratings {
			i, j := index[row.Name], index[col.Name]
			if i == j {
				cells = append(cells, "·")
				continue
			}
			cells = append(cells, fmt.Sprintf("%g/%d", l.Wins[i][j], l.Played[i][j]))
		}
		rows = append(rows, cells)
	}
	columns(b, rows)

	fmt.Fprintf(b, "\n%d games, %d a pair of %d bots, both seatings equally, seed %d", r.Finished+r.Errors, r.GamesPerPair, len(l.Entries), r.Seed)
	if r.Expert {
		b.WriteString(", expert side")
	}
	if r.SandraReward {
		b.WriteString(", Sandra's reward side")
	}
	if !r.Edition.IsZero() {
		fmt.Fprintf(b, ", edition %s", r.Edition)
	}
	fmt.Fprintf(b, "; %d stopped by an error\n", r.Errors)
	fmt.Fprintf(b, "Bradley–Terry ratings on the Elo scale, %s = 0, 95%% CI from the Hessian; a virtual draw each against a reference\n", l.Anchor)
	if !l.Converged {
		fmt.Fprintf(b, "the fit did not converge in %d iterations\n", l.Iterations)
	}
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
	if !r.Edition.IsZero() {
		fmt.Fprintf(b, ", edition %s", r.Edition)
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
