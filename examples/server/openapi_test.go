package main

import (
	"encoding/json"
	"net/http"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOpenAPI fails when openapi.json is not the document the server's
// code makes now (openapi_gen_test.go); -update rewrites it.
func TestOpenAPI(t *testing.T) {
	got, err := generateOpenAPI(".")
	require.NoError(t, err)
	if *update {
		require.NoError(t, os.WriteFile("openapi.json", got, 0o644))
		return
	}
	want, err := os.ReadFile("openapi.json")
	require.NoError(t, err, "go test -run TestOpenAPI -update writes openapi.json")
	if d := cmp.Diff(strings.Split(string(want), "\n"), strings.Split(string(got), "\n")); d != "" {
		t.Fatalf("openapi.json is not what the code makes now (-file +now); if the change is meant, rewrite it with go test -run TestOpenAPI -update:\n%s", d)
	}
}

// routeList is a router that lists the patterns registered.
type routeList []string

func (l *routeList) HandleFunc(pattern string, _ func(http.ResponseWriter, *http.Request)) {
	*l = append(*l, pattern)
}

func (l *routeList) Handle(pattern string, _ http.Handler) { *l = append(*l, pattern) }

// Every route the server registers is an operation of openapi.json, and
// every operation a route; the code's routes as its source reads are the
// same, so that the refusals read from it are each route's.
func TestOpenAPIRoutes(t *testing.T) {
	h := startHost(t, "")
	var registered routeList
	h.srv.routes(&registered)
	slices.Sort(registered)
	require.NotEmpty(t, registered)

	code, err := readServerCode(".")
	require.NoError(t, err)
	read := slices.Sorted(slices.Values(code.order))
	assert.Equal(t, []string(registered), read, "the routes in the source, where the refusals are read")

	var described []string
	for _, op := range operations {
		described = append(described, op.route)
	}
	slices.Sort(described)
	assert.Equal(t, []string(registered), described, "operations in openapi_gen_test.go")

	var want []string
	for _, p := range registered {
		method, path := docPath(p)
		want = append(want, method+" "+path)
	}
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	b, err := os.ReadFile("openapi.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &doc))
	var got []string
	for path, ops := range doc.Paths {
		for method := range ops {
			got = append(got, method+" "+path)
		}
	}
	slices.Sort(want)
	slices.Sort(got)
	assert.Equal(t, want, got, "openapi.json's operations")
}
