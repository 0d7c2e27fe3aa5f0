package main

import (
	"bytes"
	"embed"
	"io/fs"
	"net/http"
	"unicode/utf8"

	"github.com/kanbanev/kanban"
)

// web holds the browser pages: plain HTML, CSS and JavaScript, no build
// step.
//
//go:embed web
var web embed.FS

// pages adds the browser's routes: the lobby at /, a seat's game at
// /game/{id} (the token after #token=, which the browser never sends), the
// files under /static/, and /favicon.ico, sent to the pages' icon.
func pages(mux router, s *Server) {
	files, _ := fs.Sub(web, "web")
	page := func(name string) http.HandlerFunc {
		html, err := fs.ReadFile(files, name)
		if err != nil {
			panic("pages: " + name + " is not embedded")
		}
		return func(w http.ResponseWriter, r *http.Request) {
			servePage(w, r, html)
		}
	}
	mux.HandleFunc("GET /{$}", page("index.html"))
	mux.HandleFunc("GET /api/catalogue", s.handleCatalogue)
	mux.HandleFunc("GET /api/editions", s.handleEditions)
	mux.HandleFunc("GET /replay", page("replay.html"))
	mux.HandleFunc("GET /game/{id}", page("game.html"))
	// Every page links its icon; a browser that asks for /favicon.ico
	// anyway (a bookmark, a page of its own) is sent to it.
	mux.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/static/favicon.svg", http.StatusMovedPermanently)
	})
	static := http.StripPrefix("/static/", http.FileServerFS(files))
	mux.HandleFunc("GET /static/", func(w http.ResponseWriter, r *http.Request) {
		// A path that is no file's name (bytes that are not UTF-8, such as
		// an overlong "%c0%ae") is not found, where the file server would
		// answer 500.
		if !utf8.ValidString(r.URL.Path) {
			http.NotFound(w, r)
			return
		}
		static.ServeHTTP(w, r)
	})
}

// servePage writes a page in the language the request asks for: its
// <html lang> says which, and its scripts speak it (web/i18n.js). A
// valid ?lang= in the address, the pages' language switch, is kept in
// the lang cookie, so that the pages and the API answers that follow
// speak it too.
func servePage(w http.ResponseWriter, r *http.Request, html []byte) {
	lang := requestLanguage(r)
	if q := r.URL.Query().Get("lang"); q != "" {
		if l, err := kanban.ParseLanguage(q); err == nil {
			http.SetCookie(w, &http.Cookie{Name: langCookie, Value: l.String(), Path: "/", MaxAge: 400 * 24 * 60 * 60, SameSite: http.SameSiteLaxMode})
		}
	}
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Vary", "Accept-Language, Cookie")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(bytes.Replace(html, []byte(`<html lang="en">`), []byte(`<html lang="`+lang.String()+`">`), 1))
}
