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
