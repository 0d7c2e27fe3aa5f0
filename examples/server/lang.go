package main

import (
	"net/http"

	"github.com/kanbanev/kanban"
)

// langCookie is the cookie the pages' language switch sets.
const langCookie = "lang"

// requestLanguage returns the language a request asks its words in: the
// ?lang= of its address, else the page's choice in the lang cookie, else
// the browser's Accept-Language, else English. A tag of a language the
// server does not speak is passed over.
func requestLanguage(r *http.Request) kanban.Language {
	if l, err := kanban.ParseLanguage(r.URL.Query().Get("lang")); err == nil {
		return l
	}
	if c, err := r.Cookie(langCookie); err == nil {
		if l, err := kanban.ParseLanguage(c.Value); err == nil {
			return l
		}
	}
	return kanban.MatchLanguage(r.Header.Get("Accept-Language"))
}
