package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/kanbanev/kanban/examples/server/store"
)

// rowDamage says what of a stored game's row no server writes, or "" when
// nothing: what the store could not read (store.Game.Damage), and beyond
// it an ID that is not one Server.id makes, a creation time JSON cannot
// tell, a creator's hash that is no SHA-256, a seat of a kind this server
// does not play, with a budget below zero, or a person's without its
// token's hash. Such a game is broken: it is served as such (410), and
// the lobby lists it so, while the others are served as they are.
func rowDamage(sg store.Game) string {
	var damage []string
	if sg.Damage != "" {
		damage = append(damage, sg.Damage)
	}
	bad := func(format string, args ...any) {
		damage = append(damage, fmt.Sprintf(format, args...))
	}
	if !isHex(sg.ID, 16) {
		bad("its id %.40q is not 16 hexadecimal digits", sg.ID)
	}
	if !tellable(sg.Created) {
		bad("its created time %d is not one from 1970 to 9999", sg.Created.Unix())
	}
	if sg.CreatorHash != "" && !isHex(sg.CreatorHash, 64) {
		bad("its creator's hash %.40q is not a SHA-256", sg.CreatorHash)
	}
	for i, st := range sg.Seats {
		k, ok := kindOf(st.Kind)
		switch {
		case !ok:
			bad("seat %d's kind %.40q is none of %s", i+1, st.Kind, kindNames(false, false))
		case st.Iterations < 0 || st.DecisionTime < 0:
			bad("seat %d's budget is below zero", i+1)
		case k.bot == nil && !isHex(st.TokenHash, 64):
			bad("seat %d is a person's whose token's hash %.40q is not a SHA-256", i+1, st.TokenHash)
		}
	}
	return strings.Join(damage, "; ")
}

// tellable says whether a game's creation time is one a server writes, and
// JSON tells: from 1970 to the end of 9999.
func tellable(t time.Time) bool {
	return t.Unix() >= 0 && t.Unix() <= time.Date(9999, 12, 31, 23, 59, 59, 0, time.UTC).Unix()
}

// isHex says whether s is n lower-case hexadecimal digits, as Server.id
// and hashToken write them.
func isHex(s string, n int) bool {
	return len(s) == n && strings.Trim(s, "0123456789abcdef") == ""
}
