package grammar

import (
	"strconv"
	"strings"
)

// Number is a count written as digits or as a word: 3, a, an, one, two…
type Number int

var numberWords = map[string]Number{
	"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
	"twenty": 20, // Jace Beleren's "mills twenty cards"
	// choose_cards.go: "choose up to seven …"
	"six": 6, "seven": 7,
}

// Capture implements participle.Capture.
func (n *Number) Capture(values []string) error {
	v := strings.ToLower(strings.Join(values, ""))
	if w, ok := numberWords[v]; ok {
		*n = w
		return nil
	}
	i, err := strconv.Atoi(v)
	if err != nil {
		return err
	}
	*n = Number(i)
	return nil
}

// ManaSymbols is the inner text of each symbol of a mana run:
// "{2}{W/U}" is ["2", "W/U"].
type ManaSymbols []string

// Capture implements participle.Capture.
func (m *ManaSymbols) Capture(values []string) error {
	for _, v := range values {
		for _, part := range strings.Split(v, "}") {
			if sym := strings.TrimPrefix(part, "{"); sym != "" {
				*m = append(*m, sym)
			}
		}
	}
	return nil
}

// String returns the symbols in source form: {2}{W}.
func (m ManaSymbols) String() string {
	var b strings.Builder
	for _, s := range m {
		b.WriteString("{" + s + "}")
	}
	return b.String()
}

// Phrase is a fixed multi-word phrase, stored lower-cased with single
// spaces ("mana value", "end step").
type Phrase string

// Capture implements participle.Capture.
func (p *Phrase) Capture(values []string) error {
	s := strings.ToLower(strings.Join(values, " "))
	if s == "combat" {
		s = "beginning of combat"
	}
	*p = Phrase(s)
	return nil
}

// KeywordName is a keyword's name, lower-cased, its words joined by single
// spaces: "flying", "first strike".
type KeywordName string

// Capture implements participle.Capture.
func (k *KeywordName) Capture(values []string) error {
	*k = KeywordName(strings.ToLower(strings.Join(values, " ")))
	return nil
}
