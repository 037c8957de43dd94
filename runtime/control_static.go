package runtime

// ControlledByYou is the control-changing effect of a static ability
// (layer 2, 613.1b): the object is controlled by the ability's controller
// (Mind Control: "you control enchanted creature"). The layer system
// applies it with the source's controller (applyFor).
type ControlledByYou struct{}

// Layer implements Modification.
func (ControlledByYou) Layer() Layer { return LayerControl }

// Apply implements Modification; it needs a source (applyFor).
func (ControlledByYou) Apply(*Chars) {}

func (ControlledByYou) String() string { return "is controlled by this ability's controller" }

func (ControlledByYou) applyFor(_ *Game, _ *Object, you PlayerID, _ *Object, c *Chars) {
	c.Controller = you
}

// noteControlStatic counts a permanent with a static control-changing
// ability entering (n = 1) or leaving (n = -1) the battlefield.
func (g *Game) noteControlStatic(d *CardDef, n int) {
	for _, a := range d.Abilities {
		if a.Kind != StaticAbility {
			continue
		}
		for i := range a.Statics {
			for _, m := range a.Statics[i].Mods {
				if _, ok := m.(ControlledByYou); ok {
					g.controlStatics += n
					g.controlDirty = true
					return
				}
			}
		}
	}
}

// refreshStaticControl notes new controllers (302.6) while a static
// control-changing ability is on the battlefield, or just after one left:
// what it applies to changes without any effect beginning or ending. In a
// game without one it costs nothing.
func (g *Game) refreshStaticControl() {
	if g.controlStatics > 0 || g.controlDirty {
		g.controlDirty = false
		g.refreshControl()
	}
}
