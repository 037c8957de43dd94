package table

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// A validator for the part of JSON Schema docs/protocol.schema.json uses:
// type, properties, required, additionalProperties: false, enum, items,
// $ref to "#/$defs/…" and oneOf.

var (
	schemaOnce sync.Once
	schemaDoc  map[string]any
	schemaErr  error
)

func loadSchema(t testing.TB) map[string]any {
	t.Helper()
	schemaOnce.Do(func() {
		var b []byte
		b, schemaErr = os.ReadFile("../docs/protocol.schema.json")
		if schemaErr == nil {
			schemaErr = json.Unmarshal(b, &schemaDoc)
		}
	})
	if schemaErr != nil {
		t.Fatal(schemaErr)
	}
	return schemaDoc
}

type validator struct{ root map[string]any }

func (v validator) resolve(s map[string]any) (map[string]any, error) {
	for {
		r, ok := s["$ref"].(string)
		if !ok {
			return s, nil
		}
		name, ok := strings.CutPrefix(r, "#/$defs/")
		if !ok {
			return nil, fmt.Errorf("unsupported $ref %q", r)
		}
		d, ok := v.root["$defs"].(map[string]any)[name].(map[string]any)
		if !ok {
			return nil, fmt.Errorf("no definition %q", name)
		}
		s = d
	}
}

func typeOK(want string, x any) bool {
	switch want {
	case "object":
		_, ok := x.(map[string]any)
		return ok
	case "array":
		_, ok := x.([]any)
		return ok
	case "string":
		_, ok := x.(string)
		return ok
	case "boolean":
		_, ok := x.(bool)
		return ok
	case "integer":
		n, ok := x.(json.Number)
		return ok && !strings.ContainsAny(string(n), ".eE")
	case "number":
		_, ok := x.(json.Number)
		return ok
	case "null":
		return x == nil
	}
	return false
}

func (v validator) check(s map[string]any, x any, path string) error {
	s, err := v.resolve(s)
	if err != nil {
		return err
	}
	for k := range s {
		switch k {
		case "type", "properties", "required", "additionalProperties", "enum", "items", "$ref", "oneOf", "description", "title", "$schema", "$id", "$defs":
		default:
			return fmt.Errorf("%s: the validator doesn't know the keyword %q", path, k)
		}
	}
	if t, ok := s["type"].(string); ok && !typeOK(t, x) {
		return fmt.Errorf("%s: want %s, have %v", path, t, x)
	}
	if e, ok := s["enum"].([]any); ok && !slices.ContainsFunc(e, func(y any) bool { return fmt.Sprint(y) == fmt.Sprint(x) }) {
		return fmt.Errorf("%s: %v is not one of %v", path, x, e)
	}
	if o, ok := x.(map[string]any); ok {
		props, _ := s["properties"].(map[string]any)
		req, _ := s["required"].([]any)
		for _, r := range req {
			if _, ok := o[r.(string)]; !ok {
				return fmt.Errorf("%s: %q is required", path, r)
			}
		}
		keys := make([]string, 0, len(o))
		for k := range o {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			ps, ok := props[k].(map[string]any)
			if !ok {
				if ap, ok := s["additionalProperties"].(bool); ok && !ap {
					return fmt.Errorf("%s: %q is not in the schema", path, k)
				}
				continue
			}
			if err := v.check(ps, o[k], path+"."+k); err != nil {
				return err
			}
		}
	}
	if a, ok := x.([]any); ok {
		if it, ok := s["items"].(map[string]any); ok {
			for i, e := range a {
				if err := v.check(it, e, fmt.Sprintf("%s[%d]", path, i)); err != nil {
					return err
				}
			}
		}
	}
	if one, ok := s["oneOf"].([]any); ok {
		var matched []int
		var errs []string
		for i, alt := range one {
			if err := v.check(alt.(map[string]any), x, path); err == nil {
				matched = append(matched, i)
			} else {
				errs = append(errs, err.Error())
			}
		}
		if len(matched) != 1 {
			return fmt.Errorf("%s: matches %d of oneOf's schemas, want 1 (%s)", path, len(matched), strings.Join(errs, "; "))
		}
	}
	return nil
}

// validate checks one message against the definition def of the schema.
func validate(t testing.TB, def string, msg []byte) error {
	root := loadSchema(t)
	dec := json.NewDecoder(bytes.NewReader(msg))
	dec.UseNumber()
	var x any
	if err := dec.Decode(&x); err != nil {
		return err
	}
	return validator{root}.check(map[string]any{"$ref": "#/$defs/" + def}, x, def)
}

// checkSchema validates every message c received and every request it
// sent (the malformed ones aside, which it sent raw) against the schema,
// and checks each type of server message was seen at least once over a
// test's run.
func checkSchema(t *testing.T, c *conn) {
	t.Helper()
	types := map[string]int{}
	for _, m := range c.seen {
		if err := validate(t, "serverMessage", m); err != nil {
			t.Fatalf("%v\nin %s", err, m)
		}
		var x struct{ Type string }
		json.Unmarshal(m, &x)
		types[x.Type]++
	}
	for _, r := range c.requests {
		if err := validate(t, "request", r); err != nil && !bytes.Contains(r, []byte(`"dance"`)) {
			t.Fatalf("%v\nin %s", err, r)
		}
	}
	t.Logf("schema: %d messages %v, %d requests valid", len(c.seen), types, len(c.requests))
}

// The validator rejects what the schema forbids: it can fail.
func TestSchemaValidatorRejects(t *testing.T) {
	for _, bad := range []string{
		`{"type":"hello","version":"1","server":"mtgs","decks":[]}`,
		`{"type":"hello","version":1,"server":"mtgs"}`,
		`{"type":"hello","version":1,"server":"mtgs","decks":[],"extra":1}`,
		`{"type":"error","code":"oops","message":"m"}`,
		`{"type":"actions","game":"g","seat":0,"actions":[{"id":0,"text":"pass","action":{"kind":"fly","player":0}}]}`,
		`{"type":"nothing"}`,
	} {
		if err := validate(t, "serverMessage", []byte(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
	for _, good := range []string{
		`{"type":"hello","version":1,"server":"mtgs","decks":["a"]}`,
		`{"type":"actions","game":"g","seat":0,"actions":[{"id":0,"text":"pass","action":{"kind":"pass","player":0}}]}`,
	} {
		if err := validate(t, "serverMessage", []byte(good)); err != nil {
			t.Errorf("refused %s: %v", good, err)
		}
	}
	if err := validate(t, "request", []byte(`{"type":"act","game":"g","id":2.5}`)); err == nil {
		t.Error("accepted a fractional id")
	}
}

// Every example of docs/protocol.md (its json blocks) is a valid request
// or server message.
func TestProtocolDocExamples(t *testing.T) {
	b, err := os.ReadFile("../docs/protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	requests := map[string]bool{"newGame": true, "act": true, "answer": true, "concede": true, "close": true}
	n := 0
	for _, block := range strings.Split(string(b), "```json\n")[1:] {
		block, _, _ = strings.Cut(block, "```")
		dec := json.NewDecoder(strings.NewReader(block))
		for dec.More() {
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				t.Fatalf("%v in\n%s", err, block)
			}
			var x struct{ Type string }
			json.Unmarshal(raw, &x)
			def := "serverMessage"
			if requests[x.Type] || bytes.Contains(raw, []byte(`"game":"g1","seat":0}`)) && x.Type == "view" || x.Type == "hello" && !bytes.Contains(raw, []byte("version")) {
				def = "request"
			}
			if err := validate(t, def, raw); err != nil {
				t.Errorf("%v\nin %s", err, raw)
			}
			n++
		}
	}
	if n < 15 {
		t.Errorf("%d examples, want every message's", n)
	}
}

// TestSchemaNamesEveryKind checks that the schema's enumerations of kinds
// hold every name the runtime writes for a kind of action or decision.
func TestSchemaNamesEveryKind(t *testing.T) {
	defs := loadSchema(t)["$defs"].(map[string]any)
	enum := func(def string) map[string]bool {
		d, ok := defs[def].(map[string]any)
		if !ok {
			return nil
		}
		out := map[string]bool{}
		for _, v := range d["enum"].([]any) {
			out[v.(string)] = true
		}
		return out
	}
	check := func(def string, names []string) {
		t.Helper()
		e := enum(def)
		if e == nil {
			t.Errorf("the schema has no enumeration %s", def)
			return
		}
		for _, n := range names {
			if !e[n] {
				t.Errorf("the schema's %s lacks %q", def, n)
			}
		}
	}
	var names []string
	for k := rt.ActionKind(0); ; k++ {
		b, err := k.MarshalText()
		if err != nil {
			break
		}
		names = append(names, string(b))
	}
	check("actionKind", names)
	names = nil
	for k := rt.DecisionKind(0); ; k++ {
		b, err := k.MarshalText()
		if err != nil {
			break
		}
		names = append(names, string(b))
	}
	check("decisionKind", names)
}
