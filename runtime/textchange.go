package runtime

import (
	"reflect"
	"strconv"
	"strings"
	"sync"
)

// This file holds text-changing effects (612): an effect that replaces
// every instance of one word of an object's text with another, applied in
// layer 3 (613.1c). The words an object's text holds are kept in the
// values its characteristics are made of, typed by what they are used as
// (612.2): the colors and creature types of a description (Match), the
// quality of a protection or enchant keyword, the types a static ability
// or a token gets, the color an effect makes something. A text change
// rewrites those values, so a changed word changes what the object does,
// and rewrites the ability's words for logs with them. It never changes a
// name (612.2), a mana symbol (a color that comes from a mana cost is not
// a word, 105.2) or an ability granted by another effect (612.3): granted
// abilities are added in layer 6, after the text has been changed.

// WordKind is a kind of word a text-changing effect can replace: a word
// used as a color word or as a creature type (612.2).
type WordKind uint8

// The kinds of words text-changing effects replace.
const (
	ColorWord        WordKind = iota + 1 // white, blue, black, red, green (105.1)
	CreatureTypeWord                     // a creature type (205.3m)
)

func (k WordKind) String() string {
	switch k {
	case ColorWord:
		return "color word"
	case CreatureTypeWord:
		return "creature type"
	}
	return "word kind " + strconv.Itoa(int(k))
}

// WordOptions lists the words of kind k a player may choose: the five
// colors (105.1) or every creature type (205.3m).
func WordOptions(k WordKind) []string {
	switch k {
	case ColorWord:
		var out []string
		for c := White; c <= Green; c++ {
			out = append(out, c.String())
		}
		return out
	case CreatureTypeWord:
		return CreatureTypes
	}
	return nil
}

// TextChange is a text-changing effect (612, layer 3): every instance of
// the word From, used as a word of kind Kind, becomes To. Colors are
// written in lower case ("red"), creature types as printed ("Goblin").
type TextChange struct {
	Kind     WordKind
	From, To string
}

// Layer implements Modification.
func (TextChange) Layer() Layer { return LayerText }

// Apply implements Modification: the object's creature types (its type
// line is text too, 612.1), its keywords' qualities and its abilities.
func (m TextChange) Apply(c *Chars) {
	w, ok := m.swap()
	if !ok {
		return
	}
	if m.Kind == CreatureTypeWord {
		if ts, changed := w.types(c.Subtypes); changed {
			c.Subtypes = ts
		}
	}
	c.Keywords = w.keywords(c.Keywords)
	c.Abilities = w.abilities(c.Abilities)
}

func (m TextChange) String() string {
	return "has every " + m.Kind.String() + " " + strconv.Quote(m.From) + " in its text replaced by " + strconv.Quote(m.To)
}

// wordSwap is a text change ready to apply: comparable, so that it can key
// the cache of changed abilities.
type wordSwap struct {
	kind           WordKind
	from, to       string
	fromCol, toCol Color
}

// swap checks the words of the change: a change between words that are
// not of its kind does nothing.
func (m TextChange) swap() (wordSwap, bool) {
	w := wordSwap{kind: m.Kind}
	switch m.Kind {
	case ColorWord:
		a, okA := ParseColor(m.From)
		b, okB := ParseColor(m.To)
		if !okA || !okB || len(m.From) < 3 || len(m.To) < 3 || a == b {
			return w, false
		}
		w.fromCol, w.toCol, w.from, w.to = a, b, a.String(), b.String()
	case CreatureTypeWord:
		a, okA := CreatureType(m.From)
		b, okB := CreatureType(m.To)
		if !okA || !okB || a == b {
			return w, false
		}
		w.from, w.to = a, b
	default:
		return w, false
	}
	return w, true
}

// colors replaces the color in a set of colors a description or an effect
// names by words ("red creature", "nonblack", "becomes blue").
func (w *wordSwap) colors(s ColorSet) ColorSet {
	if w.kind != ColorWord || !s.Has(w.fromCol) {
		return s
	}
	return (s &^ (1 << w.fromCol)).With(w.toCol)
}

// types replaces the creature type in a list of types; card types and
// other subtypes are other kinds of words and stay.
func (w *wordSwap) types(ts []string) ([]string, bool) {
	if w.kind != CreatureTypeWord {
		return ts, false
	}
	i := -1
	for j, t := range ts {
		if strings.EqualFold(t, w.from) {
			i = j
		}
	}
	if i < 0 {
		return ts, false
	}
	out := make([]string, 0, len(ts))
	for _, t := range ts {
		switch {
		case strings.EqualFold(t, w.from):
			t = w.to
		case strings.EqualFold(t, w.to):
			continue // already there: it is not listed twice
		}
		if !containsFold(out, t) {
			out = append(out, t)
		}
	}
	return out, true
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// text replaces the word in words written for people: an ability's text
// for logs, the quality of a keyword ("protection from red", "enchant
// Goblin"). It finds the word alone, plural ("Goblins") and after "non"
// ("nonred", "non-Goblin"), and keeps the case of its first letter.
func (w *wordSwap) text(s string) (string, bool) {
	var b strings.Builder
	changed := false
	i := 0
	for i < len(s) {
		if !isWordByte(s[i]) {
			b.WriteByte(s[i])
			i++
			continue
		}
		j := i
		for j < len(s) && (isWordByte(s[j]) || s[j] == '-' && j+1 < len(s) && isWordByte(s[j+1])) {
			j++
		}
		word := s[i:j]
		if r, ok := w.word(word); ok {
			b.WriteString(r)
			changed = true
		} else {
			b.WriteString(word)
		}
		i = j
	}
	if !changed {
		return s, false
	}
	return b.String(), true
}

func isWordByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// word returns the replacement of one written word, if it is an instance
// of the word the change replaces.
func (w *wordSwap) word(word string) (string, bool) {
	prefix := ""
	base := word
	for _, p := range []string{"non-", "non"} {
		if len(word) > len(p) && strings.EqualFold(word[:len(p)], p) {
			if _, ok := w.replace(word[len(p):]); ok {
				prefix, base = word[:len(p)], word[len(p):]
			}
			break
		}
	}
	r, ok := w.replace(base)
	if !ok {
		return "", false
	}
	return prefix + r, true
}

// replace returns the replacement of a bare word: the singular or the
// plural, with the case of its first letter kept.
func (w *wordSwap) replace(word string) (string, bool) {
	var r string
	switch {
	case strings.EqualFold(word, w.from):
		r = w.to
	case w.kind == CreatureTypeWord && strings.EqualFold(word, Plural(w.from)):
		r = Plural(w.to)
	default:
		return "", false
	}
	if word[0] >= 'A' && word[0] <= 'Z' {
		return strings.ToUpper(r[:1]) + r[1:], true
	}
	return strings.ToLower(r[:1]) + r[1:], true
}

// keywords returns the keywords with the word replaced in their qualities
// and descriptions; the same slice if nothing changed.
func (w *wordSwap) keywords(ks []Keyword) []Keyword {
	v, changed := w.value(reflect.ValueOf(ks), 0)
	if !changed {
		return ks
	}
	return v.Interface().([]Keyword)
}

// abilities returns the abilities with the word replaced; the same slice
// if nothing changed.
func (w *wordSwap) abilities(as []*Ability) []*Ability {
	var out []*Ability
	for i, a := range as {
		n, changed := w.ability(a)
		if changed && out == nil {
			out = append(make([]*Ability, 0, len(as)), as[:i]...)
		}
		if out != nil {
			out = append(out, n)
		}
	}
	if out == nil {
		return as
	}
	return out
}

// textCache remembers each ability with each change made to it, so that an
// object whose text was changed has the same ability values each time its
// characteristics are computed (a replacement effect applies once to an
// event, 616.1f, by its identity). Card definitions are shared by games,
// so the cache is too; it is emptied when it grows large.
var textCache struct {
	sync.Mutex
	m map[textKey]*Ability
}

type textKey struct {
	a *Ability
	w wordSwap
}

// maxTextCache bounds the entries of textCache.
const maxTextCache = 1 << 12

// ability returns a with the word replaced, and whether anything changed.
func (w *wordSwap) ability(a *Ability) (*Ability, bool) {
	if a == nil {
		return a, false
	}
	k := textKey{a, *w}
	textCache.Lock()
	n, ok := textCache.m[k]
	textCache.Unlock()
	if ok {
		return n, n != a
	}
	n = a
	if v, changed := w.value(reflect.ValueOf(*a), 0); changed {
		na := v.Interface().(Ability)
		n = &na
	}
	textCache.Lock()
	if textCache.m == nil || len(textCache.m) >= maxTextCache {
		textCache.m = map[textKey]*Ability{}
	}
	textCache.m[k] = n
	textCache.Unlock()
	return n, n != a
}

// maxTextDepth bounds how deeply value descends into nested values.
const maxTextDepth = 64

var (
	typeMatch     = reflect.TypeOf(Match{})
	typeSetColors = reflect.TypeOf(SetColors{})
	typeCardDef   = reflect.TypeOf(CardDef{})
	typeKeyword   = reflect.TypeOf(Keyword{})
	typeManaCost  = reflect.TypeOf(ManaCost{})
	typeAbilityP  = reflect.TypeOf((*Ability)(nil))
	typeStrings   = reflect.TypeOf([]string(nil))
	typeColorSet  = reflect.TypeOf(ColorSet(0))
)

// value returns v with the word replaced wherever v holds it, copying only
// what changes, and whether anything changed. It walks the exported fields
// of structs, slices, pointers and interfaces: the effects, references,
// filters, costs and triggers an ability is made of, whatever their types.
// The words are in:
//   - lists of types named Types, NotTypes or Subtypes (Match, a token's
//     CardDef, AddTypes): creature types;
//   - the color sets of a Match, of SetColors and a token's color
//     indicator: colors named by words;
//   - the quality of a Keyword, a token's name (612.2a) and every string
//     field whose name ends in "Text": words for people.
//
// A ManaCost holds symbols, never words.
func (w *wordSwap) value(v reflect.Value, depth int) (reflect.Value, bool) {
	if depth > maxTextDepth {
		return v, false
	}
	switch v.Kind() {
	case reflect.Interface:
		if v.IsNil() {
			return v, false
		}
		n, changed := w.value(v.Elem(), depth+1)
		if !changed {
			return v, false
		}
		out := reflect.New(v.Type()).Elem()
		out.Set(n)
		return out, true
	case reflect.Pointer:
		if v.IsNil() {
			return v, false
		}
		if v.Type() == typeAbilityP {
			a, changed := w.ability(v.Interface().(*Ability))
			return reflect.ValueOf(a), changed
		}
		n, changed := w.value(v.Elem(), depth+1)
		if !changed {
			return v, false
		}
		p := reflect.New(v.Type().Elem())
		p.Elem().Set(n)
		return p, true
	case reflect.Slice, reflect.Array:
		var out reflect.Value
		for i := 0; i < v.Len(); i++ {
			n, changed := w.value(v.Index(i), depth+1)
			if !changed {
				continue
			}
			if !out.IsValid() {
				if v.Kind() == reflect.Slice {
					out = reflect.MakeSlice(v.Type(), v.Len(), v.Len())
					reflect.Copy(out, v)
				} else {
					out = reflect.New(v.Type()).Elem()
					out.Set(v)
				}
			}
			out.Index(i).Set(n)
		}
		if !out.IsValid() {
			return v, false
		}
		return out, true
	case reflect.Struct:
		return w.structValue(v, depth)
	}
	return v, false
}

// structValue is value for a struct: each exported field in turn.
func (w *wordSwap) structValue(v reflect.Value, depth int) (reflect.Value, bool) {
	t := v.Type()
	if t == typeManaCost {
		return v, false
	}
	colorWords := t == typeMatch || t == typeSetColors || t == typeCardDef
	var out reflect.Value
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		fv := v.Field(i)
		var n reflect.Value
		changed := false
		switch {
		case f.Type == typeStrings && (f.Name == "Types" || f.Name == "NotTypes" || f.Name == "Subtypes"):
			var ts []string
			ts, changed = w.types(fv.Interface().([]string))
			n = reflect.ValueOf(ts)
		case f.Type == typeColorSet && colorWords:
			s := fv.Interface().(ColorSet)
			n, changed = reflect.ValueOf(w.colors(s)), w.colors(s) != s
		case fv.Kind() == reflect.String && (strings.HasSuffix(f.Name, "Text") || t == typeKeyword && f.Name == "From" || t == typeCardDef && f.Name == "Name"):
			var s string
			s, changed = w.text(fv.String())
			n = reflect.ValueOf(s).Convert(f.Type)
		default:
			n, changed = w.value(fv, depth+1)
		}
		if !changed {
			continue
		}
		if !out.IsValid() {
			out = reflect.New(t).Elem()
			out.Set(v)
		}
		out.Field(i).Set(n)
	}
	if !out.IsValid() {
		return v, false
	}
	return out, true
}

// ChangeText changes the text of objects (612): as it resolves, the
// ability's controller chooses a word of Kind and another word of that
// kind, not one of Except ("The new creature type can't be Wall."), and
// every instance of the first in the text of each object What names
// becomes the second, for the rest of the game (611.2a: the effect states
// no duration). Choices are made on resolution (608.2d). An effect on a
// permanent spell keeps applying to the permanent it becomes (400.7a).
type ChangeText struct {
	What   ObjExpr
	Kind   WordKind
	Except []string
}

// Apply implements Effect.
func (e ChangeText) Apply(r *Resolution) error {
	g := r.Game
	var objs []ObjRef
	for _, o := range e.What.Objects(r) {
		if g.Object(o) != nil {
			objs = append(objs, o)
		}
	}
	r.SetIt(objs)
	if len(objs) == 0 {
		return nil
	}
	kind := e.Kind.String()
	from, err := g.chooseWord(r.Controller, e.Kind, WordOptions(e.Kind), "choose the "+kind+" to replace")
	if err != nil {
		return err
	}
	var rest []string
	for _, w := range WordOptions(e.Kind) {
		if !strings.EqualFold(w, from) && !containsFold(e.Except, w) {
			rest = append(rest, w)
		}
	}
	to, err := g.chooseWord(r.Controller, e.Kind, rest, "choose the "+kind+" to replace "+from+" with")
	if err != nil {
		return err
	}
	mod := TextChange{Kind: e.Kind, From: from, To: to}
	for _, o := range objs {
		g.effects = append(g.effects, &ContinuousEffect{Object: o, Mods: []Modification{mod}, Timestamp: g.nextTimestamp(), Duration: Forever, Source: r.Source, Controller: r.Controller})
		g.changed()
		if g.logging() {
			g.emit(EvNote, "%s %s (612, layer 3)", g.evObj(roleObject, o), evText(roleText, sprint(mod)))
		}
	}
	return nil
}

// chooseWord asks player p to choose one of words, a color or a creature
// type as kind says.
func (g *Game) chooseWord(p PlayerID, kind WordKind, words []string, prompt string) (string, error) {
	dk := ChooseColor
	if kind == CreatureTypeWord {
		dk = ChooseCreatureType
	}
	d := &Decision{Kind: dk, Player: p, Prompt: prompt, Options: LabelOptions(words...), Min: 1, Max: 1}
	if len(d.Options) == 0 {
		return "", &DecisionError{Msg: "no " + kind.String() + " can be chosen for \"" + prompt + "\""}
	}
	idx, err := g.decide(d)
	if err != nil {
		return "", err
	}
	return words[idx[0]], nil
}

func (e ChangeText) String() string {
	s := "change the text of " + objText(e.What) + ": every instance of a " + e.Kind.String() +
		" its controller chooses as this resolves becomes another " + e.Kind.String() + " they choose"
	if len(e.Except) > 0 {
		s += ", which can't be " + strings.Join(e.Except, " or ")
	}
	return s + " (612, layer 3; for the rest of the game)"
}
