package editionfile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLoad(t *testing.T) {
	ed, err := Load("")
	require.NoError(t, err)
	require.True(t, ed.IsZero(), "no file is the built-in edition")

	ed, err = Load("../../../testdata/edition-other.json")
	require.NoError(t, err)
	require.Equal(t, "other", ed.Name())

	_, err = Load(filepath.Join(t.TempDir(), "missing.json"))
	require.ErrorContains(t, err, "-edition")
	bad := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"name":"x"}`), 0o644))
	_, err = Load(bad)
	require.ErrorContains(t, err, "bad.json")
}
