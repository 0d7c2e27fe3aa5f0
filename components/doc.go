// Package components holds the printed contents of Kanban EV as data: the
// player board, the workstations, the tracks, the conveyor, the tiles and the
// cards. The rules engine in package kanban reads these values and never
// repeats a printed number of its own.
//
// Nothing here is rules logic, and nothing here is text from the game: the
// values are numbers and neutral names.
//
// Every value says in its doc comment where it comes from and how sure it is,
// with the marks of the project's component notes:
//
//   - Confirmed: a named public source shows it.
//   - Seed: stated in one of the project's rule sources.
//   - Inferred: reasoned from the material above.
//   - Placeholder: nothing public was found; the value is chosen to fit the
//     rules and should be replaced when the printed value is known.
//   - Engine: printed on no component; the engine's own value, such as the
//     longest game it plays.
//
// docs/components.md in the repository lists every value with its marks; a
// test generates it from this package. A corrected value is a one-line
// change here. Values are exported variables or constants so that a host
// can read them; the engine treats them as read-only, and changing one at
// run time is not supported.
//
// # Compatibility
//
// The package's names and types keep the compatibility promise of package
// kanban; its values do not. They are the game's printed data, and a
// placeholder is corrected, in any release, once the printed value is
// known. Version (and SoloVersion) change with every value, so that a game
// recorded under one set of data is never replayed under another; the
// values that change are listed in CHANGELOG.md.
package components
