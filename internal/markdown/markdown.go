// Package markdown holds what the documents' tests need of Markdown as
// GitHub shows it.
package markdown

import "strings"

// Anchor is the anchor GitHub gives a heading: lower case, spaces as
// hyphens, other punctuation dropped.
func Anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		}
	}
	return b.String()
}
