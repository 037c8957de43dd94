package runtime

import "strings"

// Landwalk (702.14) is a family of keywords, one for each land type:
// "[type]walk" (mountainwalk, islandwalk, desertwalk, …). The land type is
// part of the keyword's name; it is a land type, not a creature type or a
// color, so text changes of those leave it alone.

// landwalks maps each landwalk keyword to its land type.
var landwalks = func() map[string]string {
	m := map[string]string{}
	for _, t := range LandTypes {
		if strings.IndexFunc(t, func(r rune) bool { return r < 'A' || r > 'z' || r > 'Z' && r < 'a' }) >= 0 {
			continue // "Power-Plant", "Urza's": no landwalk is named after them
		}
		m[strings.ToLower(t)+"walk"] = t
	}
	return m
}()

func init() {
	for name := range landwalks {
		Keywords[name] = KeywordInfo{Rule: "702.14"}
	}
}

// LandwalkType returns the land type of a landwalk keyword
// ("mountainwalk": "Mountain").
func LandwalkType(keyword string) (string, bool) {
	t, ok := landwalks[keyword]
	return t, ok
}

// landwalkBlocks returns the landwalk ability that makes an attacker with
// characteristics c unblockable by player defender, or "" (702.14c): the
// defending player controls a land of its land type.
func (g *Game) landwalkBlocks(c *Chars, defender PlayerID) string {
	for _, k := range c.Keywords {
		t, ok := landwalks[k.Name]
		if !ok {
			continue
		}
		for _, bc := range g.battlefieldCards() { // read only: nothing moves meanwhile
			o := bc.Obj
			if lc := g.Chars(o); lc.Controller == defender && lc.Is("Land") && lc.Is(t) {
				return k.Name
			}
		}
	}
	return ""
}
