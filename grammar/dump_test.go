package grammar

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// dump renders a node compactly for table tests: type names, non-zero
// fields, no positions. Words print as their text, mana costs as {2}{W}.
func dump(v any) string {
	var b strings.Builder
	dumpValue(&b, reflect.ValueOf(v))
	return b.String()
}

var posType = reflect.TypeOf(lexer.Position{})

func dumpValue(b *strings.Builder, v reflect.Value) {
	for v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		v = v.Elem()
	}
	switch x := v.Interface().(type) {
	case Word:
		b.WriteString(x.Text)
		return
	case KeywordName:
		b.WriteString(string(x))
		return
	case SelectorWord:
		if x.Or {
			b.WriteString("or ")
		}
		b.WriteString(x.Text)
		return
	case ManaCost:
		b.WriteString(x.Symbols.String())
		return
	case ScenarioPlayer:
		fmt.Fprintf(b, "%q", x.Name)
		return
	case CardRef:
		if x.Label != "" {
			b.WriteString(x.Label)
		} else {
			fmt.Fprintf(b, "%q", x.Name)
		}
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		b.WriteString(v.Type().Name() + "{")
		first := true
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			if f.Type() == posType || f.IsZero() {
				continue
			}
			if !first {
				b.WriteString(" ")
			}
			first = false
			b.WriteString(v.Type().Field(i).Name + ":")
			dumpValue(b, f)
		}
		b.WriteString("}")
	case reflect.Slice:
		b.WriteString("[")
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			dumpValue(b, v.Index(i))
		}
		b.WriteString("]")
	case reflect.String:
		fmt.Fprintf(b, "%q", v.String())
	default:
		fmt.Fprintf(b, "%v", v.Interface())
	}
}
