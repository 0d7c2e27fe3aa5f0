// Command libkanban is the engine as a C shared library, for programs in
// other languages that load it: the Python package kanban_ev (python/ at
// the repository's root) loads it with ctypes. Build it with
//
//	go build -buildmode=c-shared -o libkanban.so ./examples/libkanban
//
// which also writes libkanban.h, the C declarations of its functions.
//
// Games live on the Go side behind handles (runtime/cgo.Handle): a state
// (kb_new, kb_clone, kb_deserialize, kb_resample) or a batch of games
// (kb_vec_new), each freed by kb_free. Every function that can fail
// returns NULL on success or an error, a C string the caller frees with
// kb_free_string, that reads "kind\trule\tmessage": kind is "illegal" for
// an action the rules refuse (rule names the rule, such as R-WRK-2),
// "value" for an argument that is not understood, "internal" for a fault
// of the library itself (a Go panic, recovered: none crosses into the
// caller). Arrays are the caller's: the functions fill the buffers they
// are given, of the sizes kb_sizes reports.
//
// A handle may be used from one thread at a time; each carries a lock, so
// that two threads using one by mistake wait rather than race.
package main

/*
#include <stdint.h>
#include <stdlib.h>
*/
import "C"

func main() {}
