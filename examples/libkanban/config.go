package main

import (
	"encoding/json"
	"os"
	"sync"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/editionfile"
)

// editions holds the editions loaded, by file path and modification
// time, so that a batch that deals thousands of games reads its file once.
var editions = struct {
	sync.Mutex
	m map[string]kanban.Edition
}{m: map[string]kanban.Edition{}}

// loadEdition returns the edition of the file at path, the built-in one
// for "".
func loadEdition(path string) (kanban.Edition, error) {
	if path == "" {
		return kanban.Edition{}, nil
	}
	fi, err := os.Stat(path)
	if err != nil {
		return kanban.Edition{}, valueErr("edition: %v", err)
	}
	key := path + "\x00" + fi.ModTime().String()
	editions.Lock()
	defer editions.Unlock()
	if e, ok := editions.m[key]; ok {
		return e, nil
	}
	e, err := editionfile.Load(path)
	if err != nil {
		return kanban.Edition{}, valueErr("%v", err)
	}
	editions.m[key] = e
	return e, nil
}

// parseConfig reads a game's configuration: the library's Config JSON,
// its edition given by the path of an edition file ("" for the built-in
// one).
func parseConfig(text, edition string) (kanban.Config, error) {
	var cfg kanban.Config
	if err := json.Unmarshal([]byte(text), &cfg); err != nil {
		return cfg, valueErr("%v", err)
	}
	e, err := loadEdition(edition)
	if err != nil {
		return cfg, err
	}
	cfg.Edition = e
	return cfg, nil
}
