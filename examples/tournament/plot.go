package main

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"
)

// The plot's layout, in pixels: a row per entry, its name on the left,
// its interval as a bar and its rating as a dot, the value to the right.
const (
	plotWidth  = 520 // of the axis
	plotRow    = 28
	plotTop    = 48 // the title's band
	plotBottom = 48 // the axis's ticks and label
	plotRight  = 64 // room for the last value
	plotChar   = 7.5
	plotFont   = 13
)

// writePlot writes the ladder's ratings with their 95% intervals as a
// standalone SVG image, the best at the top.
func writePlot(w io.Writer, l *Ladder) error {
	if l == nil {
		return errors.New("no ladder to plot")
	}
	var b strings.Builder
	drawPlot(&b, l)
	_, err := io.WriteString(w, b.String())
	return err
}

// drawPlot draws the ladder's plot into w.
func drawPlot(w *strings.Builder, l *Ladder) {
	label := 0
	for _, r := range l.Ratings {
		label = max(label, utf8.RuneCountInString(r.Name))
	}
	left := 16 + int(math.Ceil(float64(label)*plotChar))
	width := left + plotWidth + plotRight
	height := plotTop + plotRow*len(l.Ratings) + plotBottom

	lo, hi := 0.0, 0.0
	for _, r := range l.Ratings {
		lo, hi = min(lo, r.Low), max(hi, r.High)
	}
	step := niceStep(hi - lo)
	lo, hi = math.Floor(lo/step)*step, math.Ceil(hi/step)*step
	if hi == lo {
		hi = lo + step
	}
	x := func(v float64) float64 { return float64(left) + (v-lo)/(hi-lo)*plotWidth }
	axis := plotTop + plotRow*len(l.Ratings)

	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="%d">`+"\n", width, height, width, height, plotFont)
	title := fmt.Sprintf("Bradley–Terry ratings, Elo scale (%s = 0), with 95%% intervals", l.Anchor)
	fmt.Fprintf(w, "<title>%s</title>\n", esc(title))
	fmt.Fprintf(w, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(w, `<text x="%d" y="24" font-weight="bold">%s</text>`+"\n", left, esc(title))
	for v := lo; v <= hi+step/2; v += step {
		stroke := "#ddd"
		if math.Abs(v) < step/2 {
			v, stroke = 0, "#999" // the anchor's line
		}
		fmt.Fprintf(w, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="%s"/>`+"\n", x(v), plotTop-8, x(v), axis, stroke)
		fmt.Fprintf(w, `<text x="%.1f" y="%d" text-anchor="middle" fill="#444">%.0f</text>`+"\n", x(v), axis+18, v)
	}
	fmt.Fprintf(w, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#444"/>`+"\n", left, axis, left+plotWidth, axis)
	fmt.Fprintf(w, `<text x="%d" y="%d" text-anchor="middle" fill="#444">rating (Elo scale)</text>`+"\n", left+plotWidth/2, axis+38)
	for i, r := range l.Ratings {
		y := plotTop + plotRow*i + plotRow/2
		fmt.Fprintf(w, `<g><title>%s: %.0f (%.0f to %.0f), %d games</title>`+"\n", esc(r.Name), r.Rating, r.Low, r.High, r.Games)
		fmt.Fprintf(w, `<text x="%d" y="%d" text-anchor="end" dominant-baseline="middle">%s</text>`+"\n", left-10, y, esc(r.Name))
		fmt.Fprintf(w, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#335" stroke-width="2"/>`+"\n", x(r.Low), y, x(r.High), y)
		for _, end := range []float64{r.Low, r.High} {
			fmt.Fprintf(w, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#335" stroke-width="2"/>`+"\n", x(end), y-6, x(end), y+6)
		}
		fmt.Fprintf(w, `<circle cx="%.1f" cy="%d" r="5" fill="#1f77b4" stroke="#335"/>`+"\n", x(r.Rating), y)
		fmt.Fprintf(w, `<text x="%.1f" y="%d" dominant-baseline="middle" fill="#222">%.0f</text>`+"\n", x(r.High)+8, y, r.Rating)
		fmt.Fprintf(w, "</g>\n")
	}
	fmt.Fprintf(w, "</svg>\n")
}

// niceStep returns a step of 1, 2 or 5 times a power of ten that cuts
// span into 4 to 10 parts.
func niceStep(span float64) float64 {
	if span <= 0 || math.IsNaN(span) || math.IsInf(span, 0) {
		return 100
	}
	raw := span / 6
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5} {
		if m*mag >= raw {
			return m * mag
		}
	}
	return 10 * mag
}

// esc escapes s for XML text and attributes.
func esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}
