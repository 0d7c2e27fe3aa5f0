package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Schema is one JSON Schema (draft 2020-12), with the keywords the
// generator writes, in the order it writes them.
type Schema struct {
	Schema      string  `json:"$schema,omitempty"`
	ID          string  `json:"$id,omitempty"`
	Ref         string  `json:"$ref,omitempty"`
	Title       string  `json:"title,omitempty"`
	Description string  `json:"description,omitempty"`
	Type        string  `json:"type,omitempty"`
	Const       any     `json:"const,omitempty"`
	Enum        []any   `json:"enum,omitempty"`
	Pattern     string  `json:"pattern,omitempty"`
	Minimum     *int64  `json:"minimum,omitempty"`
	Maximum     *uint64 `json:"maximum,omitempty"`

	Properties           *Props    `json:"properties,omitempty"`
	Required             []string  `json:"required,omitempty"`
	AdditionalProperties any       `json:"additionalProperties,omitempty"` // false, or the *Schema of every member
	Items                *Schema   `json:"items,omitempty"`
	PrefixItems          []*Schema `json:"prefixItems,omitempty"`
	MinItems             *int      `json:"minItems,omitempty"`
	MaxItems             *int      `json:"maxItems,omitempty"`

	OneOf []*Schema `json:"oneOf,omitempty"`
	If    *Schema   `json:"if,omitempty"`
	Then  *Schema   `json:"then,omitempty"`
	Else  *Schema   `json:"else,omitempty"`
	Not   *Schema   `json:"not,omitempty"`

	Defs *Props `json:"$defs,omitempty"`
}

// Props is an ordered set of named schemas: an object's properties, or
// a document's $defs.
type Props struct {
	names   []string
	schemas map[string]*Schema
}

// Set adds or replaces the schema of a name, keeping the first place.
func (p *Props) Set(name string, s *Schema) {
	if p.schemas == nil {
		p.schemas = map[string]*Schema{}
	}
	if _, ok := p.schemas[name]; !ok {
		p.names = append(p.names, name)
	}
	p.schemas[name] = s
}

// Get returns the schema of a name, or nil.
func (p *Props) Get(name string) *Schema {
	if p == nil {
		return nil
	}
	return p.schemas[name]
}

// Delete removes a name.
func (p *Props) Delete(name string) {
	for i, n := range p.names {
		if n == name {
			p.names = append(p.names[:i:i], p.names[i+1:]...)
			delete(p.schemas, name)
			return
		}
	}
}

// Names returns the names in order.
func (p *Props) Names() []string {
	if p == nil {
		return nil
	}
	return p.names
}

// MarshalJSON writes the names in order.
func (p *Props) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, n := range p.names {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(n)
		b.Write(k)
		b.WriteByte(':')
		v, err := json.Marshal(p.schemas[n])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// clone returns a deep copy of s.
func (s *Schema) clone() *Schema {
	if s == nil {
		return nil
	}
	c := *s
	c.Enum = append([]any(nil), s.Enum...)
	c.Required = append([]string(nil), s.Required...)
	c.Items = s.Items.clone()
	c.If, c.Then, c.Else, c.Not = s.If.clone(), s.Then.clone(), s.Else.clone(), s.Not.clone()
	c.PrefixItems = cloneAll(s.PrefixItems)
	c.OneOf = cloneAll(s.OneOf)
	c.Properties = s.Properties.clone()
	c.Defs = s.Defs.clone()
	return &c
}

func cloneAll(list []*Schema) []*Schema {
	if list == nil {
		return nil
	}
	out := make([]*Schema, len(list))
	for i, s := range list {
		out[i] = s.clone()
	}
	return out
}

func (p *Props) clone() *Props {
	if p == nil {
		return nil
	}
	c := &Props{}
	for _, n := range p.names {
		c.Set(n, p.schemas[n].clone())
	}
	return c
}

func ptr[T any](v T) *T { return &v }

// object returns a closed object schema.
func object() *Schema {
	return &Schema{Type: "object", Properties: &Props{}, AdditionalProperties: ptr(false)}
}

// ref returns a reference to a shared definition, from inside the
// shared file.
func ref(def string) *Schema { return &Schema{Ref: "#/$defs/" + def} }

// walk calls f on s and every schema inside it.
func (s *Schema) walk(f func(*Schema)) {
	if s == nil {
		return
	}
	f(s)
	s.Items.walk(f)
	for _, c := range s.PrefixItems {
		c.walk(f)
	}
	for _, c := range s.OneOf {
		c.walk(f)
	}
	s.If.walk(f)
	s.Then.walk(f)
	s.Else.walk(f)
	s.Not.walk(f)
	for _, n := range s.Properties.Names() {
		s.Properties.Get(n).walk(f)
	}
	for _, n := range s.Defs.Names() {
		s.Defs.Get(n).walk(f)
	}
}
