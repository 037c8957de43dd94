package runtime

import (
	"reflect"
	"testing"
)

// TestSetBaseCharsWritesAll checks that setBaseChars, which writes Chars
// field by field, writes every field: over characteristics whose every
// field is set, it gives what it gives over zero ones. A field added to
// Chars must be written there too.
func TestSetBaseCharsWritesAll(t *testing.T) {
	def := &CardDef{Name: "Bear", Types: []string{"Creature"}, Subtypes: []string{"Bear"}, Power: 2, Toughness: 2, HasPT: true}
	o := &Object{Card: &Card{Def: def}, Zone: Battlefield, Controller: 1}
	var zero Chars
	setBaseChars(&zero, o)
	full := Chars{}
	v := reflect.ValueOf(&full).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		switch f.Kind() {
		case reflect.String:
			f.SetString("x")
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			f.SetInt(7)
		case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			f.SetUint(7)
		case reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 1, 1))
		case reflect.Struct:
			for j := range f.NumField() {
				if g := f.Field(j); g.Kind() == reflect.Bool {
					g.SetBool(true)
				} else if g.Kind() == reflect.Int {
					g.SetInt(7)
				}
			}
		default:
			t.Fatalf("Chars.%s: a kind this test does not fill", v.Type().Field(i).Name)
		}
	}
	setBaseChars(&full, o)
	if !reflect.DeepEqual(full, zero) {
		t.Fatalf("setBaseChars leaves a field as it was:\n%+v\nover zero ones gives\n%+v", full, zero)
	}
}
