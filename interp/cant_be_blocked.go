package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// cantBeBlocked lowers "can't be blocked [and has KEYWORDS]" (509.1b).
func (c *compiler) cantBeBlocked(p *grammar.CantBeBlocked) []rt.Modification {
	if p.Except != nil {
		c.errs.add(p.Except.Pos, "\"can't be blocked except by …\" is supported only in a static ability of the creature (\"this can't be blocked except by …\")")
	}
	mods := []rt.Modification{rt.Unblockable{}}
	var kws []rt.Keyword
	for _, k := range p.Keywords {
		if kw, ok := c.keywordIn(k, true); ok {
			kws = append(kws, kw)
		}
	}
	if len(kws) > 0 {
		mods = append(mods, rt.AddKeywords{Keywords: kws})
	}
	return mods
}
