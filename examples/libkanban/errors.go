package main

/*
#include <stdlib.h>
*/
import "C"

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"unsafe"

	"github.com/kanbanev/kanban"
)

// failure is an error the caller sees: its kind, the rule for an illegal
// action, and the message.
type failure struct {
	kind, rule, msg string
}

func (f *failure) Error() string { return f.msg }

// valueErr is an argument the library does not understand.
func valueErr(format string, args ...any) error {
	return &failure{kind: "value", msg: fmt.Sprintf(format, args...)}
}

// illegal is an action the rules refuse: err is the engine's
// *kanban.RuleError when it has one.
func illegal(err error) error {
	var re *kanban.RuleError
	if errors.As(err, &re) {
		return &failure{kind: "illegal", rule: re.Rule, msg: re.Error()}
	}
	return &failure{kind: "illegal", msg: err.Error()}
}

// cError returns err as the C string of the package's convention, NULL for
// nil.
func cError(err error) *C.char {
	if err == nil {
		return nil
	}
	f, ok := err.(*failure)
	if !ok {
		f = &failure{kind: "value", msg: err.Error()}
	}
	clean := func(s string) string { return strings.ReplaceAll(s, "\t", " ") }
	return C.CString(f.kind + "\t" + clean(f.rule) + "\t" + clean(f.msg))
}

// guard turns a panic under it into an internal error in *err: deferred
// by every exported function, so that no Go panic reaches the caller.
func guard(err *error) {
	if r := recover(); r != nil {
		*err = &failure{kind: "internal", msg: fmt.Sprintf("libkanban: internal error: %v\n%s", r, debug.Stack())}
	}
}

// kb_free_string frees a string the library returned.
//
//export kb_free_string
func kb_free_string(s *C.char) { C.free(unsafe.Pointer(s)) }
