package main

import (
	"fmt"
	"html"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// jsString is a double-quoted JavaScript string literal.
const jsString = `"((?:[^"\\\n]|\\.)*)"`

var (
	// tCall and tnCall are the pages' calls of i18n.js's t and tn with
	// their keys, as literals.
	tCall  = regexp.MustCompile(`\bt\(\s*` + jsString)
	tnCall = regexp.MustCompile(`\btn\([^"]*?,\s*` + jsString + `\s*,\s*` + jsString)
	// anyT and anyTn are every call of t and tn, whatever they are given.
	anyT  = regexp.MustCompile(`\bt\(`)
	anyTn = regexp.MustCompile(`\btn\(`)
	// htmlTag, htmlAttr and htmlSkip find an HTML page's translatable
	// text: what is between its tags and the attributes i18n.js
	// translates, outside scripts and styles.
	htmlTag  = regexp.MustCompile(`<[^>]*>`)
	htmlAttr = regexp.MustCompile(`\s(?:title|aria-label|placeholder|alt)="([^"]*)"`)
	htmlSkip = regexp.MustCompile(`(?s)<(script|style)\b.*?</(script|style)>`)
	letter   = regexp.MustCompile(`\pL`)
	// deEntry is an entry of the German catalogue, web/i18n-de.js.
	deEntry = regexp.MustCompile(`(?m)^\s*` + jsString + `\s*:\s*` + jsString + `,?\s*$`)
)

// unquoteJS reads the body of a double-quoted JavaScript string literal.
func unquoteJS(t *testing.T, body string) string {
	t.Helper()
	s, err := strconv.Unquote(`"` + strings.ReplaceAll(body, `\'`, `'`) + `"`)
	require.NoError(t, err, "the string %q", body)
	return s
}

// pageStrings returns every string the pages show a player that goes
// through the catalogue, each with where it is: the keys of the t and tn
// calls of web/*.js, and the text and translated attributes of the HTML
// pages, white space collapsed.
func pageStrings(t *testing.T) map[string]string {
	t.Helper()
	keys := map[string]string{}
	files, err := filepath.Glob(filepath.Join("web", "*"))
	require.NoError(t, err)
	space := regexp.MustCompile(`\s+`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		src := string(b)
		switch filepath.Ext(f) {
		case ".js":
			if filepath.Base(f) == "i18n-de.js" {
				continue
			}
			for _, m := range tCall.FindAllStringSubmatch(src, -1) {
				keys[unquoteJS(t, m[1])] = f
			}
			for _, m := range tnCall.FindAllStringSubmatch(src, -1) {
				keys[unquoteJS(t, m[1])] = f
				keys[unquoteJS(t, m[2])] = f
			}
			if filepath.Base(f) != "i18n.js" {
				// Every key is a literal, which this test can read.
				assert.Equal(t, len(anyT.FindAllString(src, -1)), len(tCall.FindAllString(src, -1)), "%s calls t with a key that is not a string literal", f)
				assert.Equal(t, len(anyTn.FindAllString(src, -1)), len(tnCall.FindAllString(src, -1)), "%s calls tn with keys that are not string literals", f)
			}
		case ".html":
			src = htmlSkip.ReplaceAllString(src, "")
			for _, m := range htmlAttr.FindAllStringSubmatch(src, -1) {
				if s := strings.TrimSpace(space.ReplaceAllString(html.UnescapeString(m[1]), " ")); letter.MatchString(s) {
					keys[s] = f
				}
			}
			for _, piece := range htmlTag.Split(src, -1) {
				if s := strings.TrimSpace(space.ReplaceAllString(html.UnescapeString(piece), " ")); letter.MatchString(s) {
					keys[s] = f
				}
			}
		}
	}
	return keys
}

// germanCatalogue reads web/i18n-de.js: English → German.
func germanCatalogue(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("web", "i18n-de.js"))
	require.NoError(t, err)
	de := map[string]string{}
	lines := 0
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), `"`) {
			lines++
		}
	}
	for _, m := range deEntry.FindAllStringSubmatch(string(b), -1) {
		k := unquoteJS(t, m[1])
		_, twice := de[k]
		assert.False(t, twice, "i18n-de.js has %q twice", k)
		de[k] = unquoteJS(t, m[2])
	}
	require.Equal(t, lines, len(de), "i18n-de.js: an entry this test cannot read (one \"English\": \"German\", a line)")
	return de
}

// placeholders lists the {0}, {1}… of a string, in order.
func placeholders(s string) []string {
	p := regexp.MustCompile(`\{\d+\}`).FindAllString(s, -1)
	sort.Strings(p)
	return slices.Compact(p)
}

// Every string the pages show a player has its German, with the same
// placeholders; and the German catalogue holds nothing the pages do not
// use.
func TestEveryStringHasGerman(t *testing.T) {
	keys := pageStrings(t)
	de := germanCatalogue(t)
	require.NotEmpty(t, keys)
	var missing, unused []string
	for k, f := range keys {
		g, ok := de[k]
		if !ok {
			missing = append(missing, f+": "+strconv.Quote(k))
			continue
		}
		assert.Equal(t, placeholders(k), placeholders(g), "the German of %q has other placeholders: %q", k, g)
	}
	for k := range de {
		if _, ok := keys[k]; !ok {
			unused = append(unused, strconv.Quote(k))
		}
	}
	sort.Strings(missing)
	sort.Strings(unused)
	assert.Empty(t, missing, "strings the pages show with no German in web/i18n-de.js")
	assert.Empty(t, unused, "German in web/i18n-de.js that no page uses")
}

// Each page is served in the request's language: <html lang> says which,
// a valid ?lang= is kept in the lang cookie, and caches keep the
// languages apart.
func TestPagesAreServedInTheirLanguage(t *testing.T) {
	h := startHost(t, "")
	for _, c := range []struct {
		path, acceptLanguage, cookie, want, setCookie string
	}{
		{"/", "", "", "en", ""},
		{"/?lang=de", "", "", "de", "de"},
		{"/replay?lang=en", "de-DE,de;q=0.9", "de", "en", "en"},
		{"/game/0123456789abcdef", "de-DE,de;q=0.9", "", "de", ""},
		{"/game/0123456789abcdef", "de-DE,de;q=0.9", "en", "en", ""},
		{"/?lang=xx", "", "", "en", ""},
	} {
		req, err := http.NewRequest("GET", h.http.URL+c.path, nil)
		require.NoError(t, err)
		if c.acceptLanguage != "" {
			req.Header.Set("Accept-Language", c.acceptLanguage)
		}
		if c.cookie != "" {
			req.AddCookie(&http.Cookie{Name: "lang", Value: c.cookie})
		}
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.NoError(t, err)
		what := fmt.Sprintf("%s (Accept-Language %q, cookie %q)", c.path, c.acceptLanguage, c.cookie)
		assert.Equal(t, http.StatusOK, resp.StatusCode, what)
		assert.Contains(t, string(body), `<html lang="`+c.want+`">`, what)
		assert.Equal(t, "no-store", resp.Header.Get("Cache-Control"), what)
		assert.Equal(t, "Accept-Language, Cookie", resp.Header.Get("Vary"), what)
		var set *http.Cookie
		for _, ck := range resp.Cookies() {
			if ck.Name == "lang" {
				set = ck
			}
		}
		if c.setCookie == "" {
			assert.Nil(t, set, what)
			continue
		}
		require.NotNil(t, set, what)
		assert.Equal(t, c.setCookie, set.Value, what)
		assert.Equal(t, "/", set.Path, what)
		assert.Equal(t, http.SameSiteLaxMode, set.SameSite, what)
		assert.Greater(t, set.MaxAge, 30*24*60*60, what)
	}
}
