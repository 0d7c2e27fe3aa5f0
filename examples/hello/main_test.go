package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The README's program is this one, line for line, so that what a
// newcomer copies from the README's first screen compiles and runs.
func TestREADMEShowsThisProgram(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	program, err := os.ReadFile("main.go")
	require.NoError(t, err)
	_, block, ok := strings.Cut(string(readme), "```go\n")
	require.True(t, ok, "the README shows no Go program")
	block, _, ok = strings.Cut(block, "```\n")
	require.True(t, ok)
	require.Equal(t, string(program), block, "README.md's first Go block is not examples/hello/main.go")
}

// The program plays its game to the end.
func TestHello(t *testing.T) {
	stdout := os.Stdout
	defer func() { os.Stdout = stdout }()
	null, err := os.Open(os.DevNull)
	require.NoError(t, err)
	defer null.Close()
	os.Stdout = null
	main()
}
