package runtime

import "strings"

// Quality is what a protection ability protects from (702.16a): every
// object (702.16j, "protection from everything"), the objects of some
// colors, or the objects with a card type or a subtype ("protection from
// creatures", "protection from Goblins"). A protection keyword holds its
// quality as words (Keyword.From: "red", "everything", "creatures",
// "Goblins"), which a text-changing effect may rewrite (612); ParseQuality
// reads them. An effect that grants protection from a color chosen as it
// resolves makes Keyword{Name: "protection", From: color.String()}.
type Quality struct {
	Everything bool
	Colors     ColorSet
	// Types are card types or subtypes (205): a source that has one of
	// them matches. A card type or subtype quality applies to sources that
	// are permanents with it and to sources elsewhere that have it (the
	// rule on protection qualities in the Comprehensive Rules).
	Types []string
}

// qualityTypes are the plural card types a protection quality may name.
var qualityTypes = map[string]string{
	"artifacts": "Artifact", "battles": "Battle", "creatures": "Creature", "enchantments": "Enchantment",
	"instants": "Instant", "lands": "Land", "planeswalkers": "Planeswalker", "sorceries": "Sorcery",
}

// ParseQuality reads the quality of a protection ability: "everything", a
// color ("red"), a plural card type ("creatures") or a plural creature
// type ("Goblins").
func ParseQuality(words string) (Quality, bool) {
	w := strings.ToLower(strings.TrimSpace(words))
	if w == "everything" {
		return Quality{Everything: true}, true
	}
	if c, ok := ParseColor(w); ok && len(w) > 2 {
		return Quality{Colors: ColorSet(0).With(c)}, true
	}
	if t, ok := qualityTypes[w]; ok {
		return Quality{Types: []string{t}}, true
	}
	if t, ok := CreatureType(w); ok && !strings.EqualFold(w, t) {
		return Quality{Types: []string{t}}, true // plural: "Goblins"
	}
	return Quality{}, false
}

// Matches reports whether a source with characteristics src has the
// quality.
func (q Quality) Matches(src *Chars) bool {
	if q.Everything || src.Colors&q.Colors != 0 {
		return true
	}
	for _, t := range q.Types {
		if src.Is(t) {
			return true
		}
	}
	return false
}

func (q Quality) String() string {
	var parts []string
	if q.Everything {
		parts = append(parts, "everything")
	}
	if q.Colors != 0 {
		parts = append(parts, q.Colors.String())
	}
	for _, t := range q.Types {
		found := false
		for plural, ct := range qualityTypes {
			if ct == t {
				parts, found = append(parts, plural), true
			}
		}
		if !found {
			parts = append(parts, Plural(t))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " and from ")
}
