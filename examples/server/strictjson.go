package main

import (
	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// unmarshalStrict decodes a request's JSON as strictly as the library's
// own JSON: one value; each key once, spelled as its field is, exactly;
// no key the type has not. encoding/json would match a key in any case
// and keep the last of two.
func unmarshalStrict(b []byte, v any) error {
	return jsonv2.Unmarshal(b, v,
		jsonv2.RejectUnknownMembers(true),
		jsonv2.MatchCaseInsensitiveNames(false),
		jsontext.AllowDuplicateNames(false))
}
