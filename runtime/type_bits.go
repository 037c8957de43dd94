package runtime

import (
	"math/bits"
	"strings"
	"unicode/utf8"
)

// typeBit is one of the type words the runtime tests for on every
// permanent many times a turn (state-based actions, mana sources, the
// card types of filters). A set
// of them, read off a Chars in one pass over its type line, answers what
// a run of Chars.Is calls would.
type typeBit uint16

const (
	tbLegendary typeBit = 1 << iota
	tbCreature
	tbPlaneswalker
	tbEquipment
	tbAura
	tbLand
	tbPlains // the basic land types, in Color order (305.6)
	tbIsland
	tbSwamp
	tbMountain
	tbForest
	tbInstant
	tbSorcery
	tbArtifact
	tbEnchantment
	tbBattle
)

// tbPermanent are the bits of the card types of permanents (110.4a).
const tbPermanent = tbArtifact | tbBattle | tbCreature | tbEnchantment | tbLand | tbPlaneswalker

// tbBasicLandTypes are the bits of the basic land types (305.6).
const tbBasicLandTypes = tbPlains | tbIsland | tbSwamp | tbMountain | tbForest

// typeBitWords are the words of the type bits, bit i for word i.
var typeBitWords = [...]string{"Legendary", "Creature", "Planeswalker", "Equipment", "Aura", "Land",
	"Plains", "Island", "Swamp", "Mountain", "Forest", "Instant", "Sorcery",
	"Artifact", "Enchantment", "Battle"}

// typeBits returns the type bits of the words c.Is would find: its card
// types, supertypes and subtypes, case aside.
func (c *Chars) typeBits() typeBit {
	var b typeBit
	for _, list := range [...][]string{c.Types, c.Supertypes, c.Subtypes} {
		for _, x := range list {
			b |= wordBit(x)
		}
	}
	return b
}

// wordBit returns the type bit of word x, or 0. An ASCII word can equal a
// word of typeBitWords, case aside, only if it is as long, so its length
// picks the words to compare (wordsOfLength); a word with other letters is
// compared with each as Chars.Is compares (strings.EqualFold).
func wordBit(x string) typeBit {
	if b := exactWordBit(x); b != 0 {
		return b
	}
	var cands typeBit
	if len(x) < len(wordsOfLength) {
		cands = wordsOfLength[len(x)]
	}
	for i := 0; i < len(x); i++ {
		if x[i] >= 0x80 {
			cands = ^typeBit(0)
			break
		}
	}
	for ; cands != 0; cands &= cands - 1 { // the candidates alone, lowest bit first
		i := bits.TrailingZeros16(uint16(cands))
		w := typeBitWords[i]
		if x == w {
			return 1 << i
		}
		if x[0] < utf8.RuneSelf && lowerASCII(x[0]) != lowerASCII(w[0]) {
			continue // two ASCII letters that fold to different ones
		}
		if strings.EqualFold(x, w) {
			return 1 << i
		}
	}
	return 0
}

// wordsOfLength holds, for each length, the bits of the words of
// typeBitWords that long.
var wordsOfLength = func() (t [13]typeBit) {
	for i, w := range typeBitWords {
		t[len(w)] |= 1 << i
	}
	return t
}()

// exactWordBit returns the type bit of x when x is spelled as its word of
// typeBitWords is, as type lines and filters almost always spell it, or
// else 0.
func exactWordBit(x string) typeBit {
	switch x {
	case "Legendary":
		return tbLegendary
	case "Creature":
		return tbCreature
	case "Planeswalker":
		return tbPlaneswalker
	case "Equipment":
		return tbEquipment
	case "Aura":
		return tbAura
	case "Land":
		return tbLand
	case "Plains":
		return tbPlains
	case "Island":
		return tbIsland
	case "Swamp":
		return tbSwamp
	case "Mountain":
		return tbMountain
	case "Forest":
		return tbForest
	case "Instant":
		return tbInstant
	case "Sorcery":
		return tbSorcery
	case "Artifact":
		return tbArtifact
	case "Enchantment":
		return tbEnchantment
	case "Battle":
		return tbBattle
	}
	return 0
}
