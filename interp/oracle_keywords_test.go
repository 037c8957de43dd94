package interp

import (
	"regexp"
	"strings"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// reminder matches reminder text in parentheses.
var reminder = regexp.MustCompile(`\([^)]*\)`)

// oracleKeywords returns the keyword abilities a card's Oracle text lists
// on lines of keywords alone ("Flying", "Flying, trample", "Kicker {2}",
// "Protection from red"), by their rules names, each as often as listed.
// A line with anything else on it is an ability of another kind and is
// skipped.
func oracleKeywords(oracle string) []string {
	var out []string
	for _, line := range strings.Split(oracle, "\n") {
		line = strings.TrimSpace(reminder.ReplaceAllString(line, ""))
		if line == "" {
			continue
		}
		var names []string
		for _, item := range strings.Split(line, ", ") {
			name := keywordAt(strings.ToLower(strings.TrimSpace(item)))
			if name == "" {
				names = nil
				break
			}
			names = append(names, name)
		}
		out = append(out, names...)
	}
	return out
}

// keywordAt returns the longest keyword name item starts with, followed by
// its end, a space or a mana symbol; "" if none.
func keywordAt(item string) string {
	best := ""
	for name := range rt.Keywords {
		if len(name) <= len(best) || !strings.HasPrefix(item, name) {
			continue
		}
		if rest := item[len(name):]; rest == "" || rest[0] == ' ' || rest[0] == '{' {
			best = name
		}
	}
	return best
}

// TestBundledCardsHaveTheirOracleKeywords checks that every keyword a
// bundled card's Oracle text lists is one of the card's keywords: a card
// whose script drops a keyword line (its Oracle text, which the pools
// test compares, still saying it) would play without it.
func TestBundledCardsHaveTheirOracleKeywords(t *testing.T) {
	lib := stdlib(t)
	checked := 0
	for _, name := range lib.Names() {
		d, _ := lib.Card(name)
		have := map[string]int{}
		for _, k := range d.Keywords {
			have[k.Name]++
		}
		for _, k := range oracleKeywords(d.Oracle) {
			checked++
			if have[k] == 0 {
				t.Errorf("%s: its Oracle text lists %s, which the card does not have", d.Name, k)
				continue
			}
			have[k]--
		}
	}
	if checked < 50 {
		t.Errorf("only %d keywords found in the Oracle texts", checked)
	}
}

// TestOracleKeywords checks which Oracle lines are read as keywords.
func TestOracleKeywords(t *testing.T) {
	for _, tc := range []struct {
		oracle string
		want   string
	}{
		{"Flying\nWhen this enters, draw a card.", "flying"},
		{"Flying, trample (This creature can deal excess damage.)", "flying trample"},
		{"Flash\nFlashback {1}{R}", "flash flashback"},
		{"Kicker {2}{R}\nProtection from red and from white", "kicker protection"},
		{"Enchant creature\nEnchanted creature gets +1/+1.", "enchant"},
		{"Flying, whenever this attacks, draw a card.", ""},
		{"Swampwalk", "swampwalk"},
	} {
		if got := strings.Join(oracleKeywords(tc.oracle), " "); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.oracle, got, tc.want)
		}
	}
}
