package runtime

import (
	"cmp"
	"slices"
)

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

func (ControlledByYou) applyFor(g *Game, src *Object, you PlayerID, o *Object, c *Chars) {
	if src == o {
		return // its source is controlled by its controller, whoever that is
	}
	if g.hasLeft(you) {
		// 800.4a: as its controller leaves the game, the effect giving
		// them control ends, and while its source waits to be exiled
		// nothing comes under their control (800.4b).
		return
	}
	c.Controller = you
}

// A static ability that gives control of an object to its own controller
// depends on every effect that changes who controls its source (613.8a:
// applying that effect first changes what the ability does), so it waits
// for them (613.8b), whatever their timestamps. Computing an object's
// characteristics, the layer system gives such an ability of another
// permanent the controller the permanent has once layer 2 has been
// applied to it (controlOf), and has the ability's effect apply in layer
// 2 immediately after the last effect that changed that controller, if
// that comes later than the ability's own timestamp: after the effects
// on the object that come before it, before those that come after.
//
// The permanent's layer 2 is computed as any object's, its own
// control-changing effects waiting for their sources in turn. When that
// comes back to a permanent whose layer 2 is still being applied, the
// effects form a dependency loop and apply in timestamp order (613.8b):
// the permanent's controller is the one the layer-2 effects with
// earlier timestamps than its ability give it (controllerBefore).
//
// Layer 2 is the first layer static abilities apply in, and the
// controller a static ability's source has after it is the one each
// later layer reads ("creatures you control get +1/+1" of a stolen
// anthem): eachSourceCandidates reads each source as it is at the start
// of the layer.

// controlFound is what layer 2 gave an object in one computation: its
// controller, and the place of the last effect that changed it (none:
// the zero order). busy: its layer 2 is being applied.
type controlFound struct {
	ctrl    PlayerID
	changed order
	busy    bool
}

// controlledBy sets, for the candidates of layer 2 that are static
// effects of s, another permanent than o, the controller they give
// control to, and has each wait for the effects that changed it.
func (l *layering) controlledBy(o, s *Object, cands []*candidate) {
	var f controlFound
	asked := false
	for _, cd := range cands {
		if se := cd.st.se; se.Affects == AffectsSelf || se.Affects == AffectsEnchanted && s.AttachedTo != o.Ref {
			continue // it applies to another object than o: nothing of o waits for s
		}
		if !asked {
			f, asked = l.controlOf(o, s, cd.at.ts), true
		}
		cd.st.ctrl = f.ctrl
		if f.changed.ts != 0 {
			if w := (order{f.changed.ts, f.changed.after + 1}); cd.at.compare(w) < 0 {
				cd.at = w // 613.8b: immediately after the last change of its controller
			}
		}
	}
}

// controlOf returns what layer 2 gives s, asked for an ability of s with
// timestamp t while o's layer 2 is being applied.
func (l *layering) controlOf(o, s *Object, t int) controlFound {
	if l.control == nil {
		l.control = map[*Object]controlFound{}
	}
	if _, ok := l.control[o]; !ok {
		l.control[o] = controlFound{busy: true}
	}
	if f, ok := l.control[s]; ok {
		if f.busy {
			return controlFound{ctrl: l.controllerBefore(s, t)} // a dependency loop (613.8b)
		}
		return f
	}
	l.control[s] = controlFound{busy: true}
	l.compute(s, LayerText) // compute notes what its layer 2 gave s
	return l.control[s]
}

// controllerBefore returns who controls s once the layer-2 effects on it
// with timestamps earlier than t have applied in timestamp order, each
// static one with the controller its own source has by the same
// measure. The timestamps decrease as it asks about sources: it ends.
func (l *layering) controllerBefore(s *Object, t int) PlayerID {
	c := l.through(s, LayerControl)
	type step struct {
		ts   int
		mod  Modification
		src  *Object // a static ability's source, or nil
		ctrl PlayerID
	}
	var steps []step
	for _, f := range l.appendFixedMods(nil, s) {
		if f.mod.Layer() == LayerControl && f.ts < t {
			steps = append(steps, step{ts: f.ts, mod: f.mod})
		}
	}
	bit := layerBit(LayerControl)
	for k, src := range l.sources {
		if src == s || src.Timestamp >= t || l.layers[k]&bit == 0 {
			continue
		}
		for _, a := range l.through(src, LayerControl).Abilities {
			if a.Kind != StaticAbility {
				continue
			}
			for i := range a.Statics {
				se := &a.Statics[i]
				mods := modsIn(se.Mods, LayerControl)
				if len(mods) == 0 || se.Affects == AffectsSelf || se.Affects == AffectsEnchanted && src.AttachedTo != s.Ref {
					continue
				}
				ctrl := l.controllerBefore(src, src.Timestamp)
				if !l.g.staticApplies(src, se, ctrl, s, &c) {
					continue
				}
				for _, m := range mods {
					steps = append(steps, step{ts: src.Timestamp, mod: m, src: src, ctrl: ctrl})
				}
			}
		}
	}
	slices.SortStableFunc(steps, func(a, b step) int { return cmp.Compare(a.ts, b.ts) })
	for _, st := range steps {
		if cm, ok := st.mod.(contextMod); ok && st.src != nil {
			l.g.turnReads++ // as applyLayer counts it
			cm.applyFor(l.g, st.src, st.ctrl, s, &c)
			continue
		}
		st.mod.Apply(&c)
	}
	return c.Controller
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
					g.controlDirty, g.beforeRare = true, true
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
