package main

import (
	"embed"
	"io/fs"
	"net/http"
)

// web holds the browser pages: plain HTML, CSS and JavaScript, no build
// step.
//
//go:embed web
var web embed.FS

// pages adds the browser's routes: the lobby at /, a seat's game at
// /game/{id} (the token after #token=, which the browser never sends), and
// the files under /static/.
func pages(mux *http.ServeMux) {
	files, _ := fs.Sub(web, "web")
	page := func(name string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Cache-Control", "no-store")
			http.ServeFileFS(w, r, files, name)
		}
	}
	mux.HandleFunc("GET /{$}", page("index.html"))
	mux.HandleFunc("GET /game/{id}", page("game.html"))
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(files)))
}
