package main

import (
	"embed"
	"io/fs"
	"net/http"
	"unicode/utf8"
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
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Cache-Control", "no-store")
			http.ServeFileFS(w, r, files, name)
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
