// Package schema generates the JSON Schemas (draft 2020-12) of the Kanban
// EV wire format, checked in under schema/ at the repository root, from
// the library's Go types: the Config, Action, Event (the host's and a
// player's copy), View, Decision, position, a record's header and the bot
// protocol's messages.
//
// It reads the types with go/packages rather than reflection, since the
// position and the protocol's messages are unexported types; the JSON the
// library writes by hand (actions, events, decisions) is described from
// what it really writes, by encoding a value of each kind, and every
// enumeration takes its names from the types' own MarshalText. Every array
// says what its index is, from the table in indexes.go.
//
// Its tests fail when the checked-in files are stale, and rewrite them
// with
//
//	go test -run TestSchemaFiles -update
//
// They also validate the real output of whole games against the schemas,
// and regenerate and check the TypeScript declarations (schema/kanban.d.ts).
package schema
