package interp

import (
	rt "github.com/mtgs/mtgs/runtime"
)

// withChosenColor wraps a continuous effect whose keywords say "from the
// color of your choice": the color is chosen as it is applied
// (runtime/colorchoice.go).
func withChosenColor(m rt.Modify) rt.Effect {
	if choosesColor(m.Mods) {
		return rt.WithChosenColor{Modify: m}
	}
	return m
}

// choosesColor reports whether modifications grant a keyword "from the
// color of your choice".
func choosesColor(ms []rt.Modification) bool {
	for _, m := range ms {
		if ak, ok := m.(rt.AddKeywords); ok {
			for _, k := range ak.Keywords {
				if k.From == rt.ChosenColor {
					return true
				}
			}
		}
	}
	return false
}
