package soak

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestN(t *testing.T) {
	t.Setenv(Env, "")
	require.False(t, On())
	require.Equal(t, 8, N(8, 300))
	t.Setenv(Env, "1")
	require.True(t, On())
	require.Equal(t, 300, N(8, 300))
	t.Setenv(Env, "yes")
	require.False(t, On(), "only 1 turns the soak runs on")
}

func TestRapidChecksWithoutRapid(t *testing.T) {
	require.Equal(t, 100, RapidChecks(), "rapid's default when no rapid flag is registered")
}

func TestOnly(t *testing.T) {
	for _, c := range []struct {
		env     string
		skipped bool
	}{{"", true}, {"1", false}} {
		t.Setenv(Env, c.env)
		ran := false
		var sub *testing.T
		t.Run("env="+c.env, func(t *testing.T) {
			sub = t
			Only(t, "a long test")
			ran = true
		})
		require.Equal(t, c.skipped, sub.Skipped(), "KANBAN_SOAK=%q", c.env)
		require.Equal(t, !c.skipped, ran)
	}
}
