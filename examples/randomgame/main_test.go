package main

import (
	"strings"
	"testing"

	"github.com/kanbanev/kanban/components"
)

func TestSoloConfig(t *testing.T) {
	sc, err := soloConfig("keeping-up, cushy-speech")
	if err != nil || len(sc.Difficulty) != 2 || sc.Difficulty[0] != components.KeepingUp || sc.RandomDifficulty {
		t.Errorf("names: %+v, %v", sc, err)
	}
	if sc, err := soloConfig("random"); err != nil || !sc.RandomDifficulty {
		t.Errorf("random: %+v, %v", sc, err)
	}
	if _, err := soloConfig("hard"); err == nil {
		t.Error("a bad name is accepted")
	}
}

// A few solo games end, and their sums add up.
func TestPlaySolo(t *testing.T) {
	sc, _ := soloConfig("random")
	st, err := playSolo(sc, 1, 5)
	if err != nil {
		t.Fatal(err)
	}
	if st.Games != 5 || st.Wins+st.Fired > 5 || st.Names[0] != "lacerda" || st.Names[1] != "turczi" || st.Days < 5 {
		t.Errorf("stats %+v", st)
	}
	if s := st.String(); !strings.Contains(s, "5 solo games") || !strings.Contains(s, "lacerda averages") {
		t.Errorf("summary %q", s)
	}
}
