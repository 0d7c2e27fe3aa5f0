package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestProgressLines(t *testing.T) {
	for _, total := range []int{1, 4, 10, 37, 200} {
		var w bytes.Buffer
		p := newProgress(&w, false, total)
		for done := 1; done <= total; done++ {
			p.update(done)
		}
		lines := strings.Split(strings.TrimSuffix(w.String(), "\n"), "\n")
		if len(lines) > 11 || !strings.HasPrefix(lines[len(lines)-1], "tournament: "+itoa(total)+"/"+itoa(total)+" games") {
			t.Errorf("%d games: %d lines, want at most 11 ending with all done:\n%s", total, len(lines), w.String())
		}
		if total >= 10 && len(lines) != 11 {
			t.Errorf("%d games: %d lines, want one at the start and one every tenth", total, len(lines))
		}
	}
}

func TestProgressBar(t *testing.T) {
	var w bytes.Buffer
	p := newProgress(&w, true, 3)
	for done := 1; done <= 3; done++ {
		p.update(done)
	}
	s := w.String()
	last := s[strings.LastIndex(s, "\r"):]
	if !strings.HasPrefix(s, "\r[") || !strings.Contains(last, "] 3/3 games") || !strings.HasSuffix(last, "\x1b[K\n") || strings.Count(s, "\n") != 1 {
		t.Errorf("bar %q: want redrawn with \\r, ending with all done and one newline", s)
	}
	if !strings.Contains(s, "[##############################]") {
		t.Errorf("bar %q is not full at the end", s)
	}
}
