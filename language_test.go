package kanban_test

import (
	"fmt"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

func TestParseLanguage(t *testing.T) {
	for _, tc := range []struct {
		tag  string
		want kanban.Language
		ok   bool
	}{
		{"en", kanban.English, true},
		{"de", kanban.German, true},
		{"DE", kanban.German, true},
		{"de-AT", kanban.German, true},
		{"de_DE.UTF-8", kanban.German, true},
		{" en-GB ", kanban.English, true},
		{"fr", kanban.English, false},
		{"", kanban.English, false},
		{"deu", kanban.English, false},
	} {
		got, err := kanban.ParseLanguage(tc.tag)
		require.Equal(t, tc.ok, err == nil, "%q: %v", tc.tag, err)
		require.Equal(t, tc.want, got, tc.tag)
	}
}

func TestMatchLanguage(t *testing.T) {
	for _, tc := range []struct {
		header string
		want   kanban.Language
	}{
		{"", kanban.English},
		{"de", kanban.German},
		{"de-CH, fr;q=0.8, en;q=0.5", kanban.German},
		{"fr, en;q=0.5, de;q=0.8", kanban.German},
		{"fr, en;q=0.9, de;q=0.8", kanban.English},
		{"en;q=0.5, de;q=0.5", kanban.English}, // the earlier of equal weights
		{"de;q=0, en", kanban.English},         // q=0: not acceptable
		{"de;q=bad, en;q=0.1", kanban.English}, // a weight that does not read is not acceptable
		{"*", kanban.English},
		{"it, es", kanban.English},
		{",;;q=,de-DE", kanban.German},
	} {
		require.Equal(t, tc.want, kanban.MatchLanguage(tc.header), tc.header)
	}
}

func TestLanguageText(t *testing.T) {
	for _, l := range kanban.Languages() {
		b, err := l.MarshalText()
		require.NoError(t, err)
		var back kanban.Language
		require.NoError(t, back.UnmarshalText(b))
		require.Equal(t, l, back)
		require.Equal(t, string(b), l.String())
		require.NotEmpty(t, l.Name())
	}
	_, err := kanban.Language(9).MarshalText()
	require.Error(t, err)
	var l kanban.Language
	require.Error(t, l.UnmarshalText([]byte("xx")))
	require.Equal(t, "Language(9)", kanban.Language(9).String())
}

func FuzzMatchLanguage(f *testing.F) {
	f.Add("de-CH, fr;q=0.8, en;q=0.5")
	f.Add(";q=1;q=0.5,,")
	f.Fuzz(func(t *testing.T, header string) {
		l := kanban.MatchLanguage(header)
		require.Contains(t, kanban.Languages(), l)
	})
}

// A host that serves people in their language reads it from the request
// and asks the library's words in it.
func ExampleMatchLanguage() {
	l := kanban.MatchLanguage("de-AT,de;q=0.9,en;q=0.8")
	fmt.Println(l, l.Name())
	fmt.Println(l.Department(kanban.RnD), "/", l.Color(kanban.Blue))
	// Output:
	// de Deutsch
	// F&E / Blau
}
