package markdown

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAnchor(t *testing.T) {
	for heading, want := range map[string]string{
		"R-SET-14":                        "r-set-14",
		"Research & Development":          "research--development",
		"The assembly line (assembly.go)": "the-assembly-line-assemblygo",
		" CertTrack ":                     "certtrack",
	} {
		require.Equal(t, want, Anchor(heading), heading)
	}
}
