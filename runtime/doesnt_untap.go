package runtime

// DoesntUntap is the effect "doesn't untap during its controller's untap
// step" (502.3: the active player untaps their permanents, except those an
// effect keeps tapped), in layer 6 like restrictions on attacking.
type DoesntUntap struct{}

// Layer implements Modification.
func (DoesntUntap) Layer() Layer { return LayerAbility }

// Apply implements Modification.
func (DoesntUntap) Apply(c *Chars) { c.DoesntUntap = true }

func (DoesntUntap) String() string { return "doesn't untap during its controller's untap step" }
