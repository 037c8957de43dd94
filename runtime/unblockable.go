package runtime

// Unblockable is the restriction "can't be blocked" (509.1b), an effect in
// layer 6 like the other restrictions on attacking and blocking.
type Unblockable struct{}

// Layer implements Modification.
func (Unblockable) Layer() Layer { return LayerAbility }

// Apply implements Modification.
func (Unblockable) Apply(c *Chars) { c.Unblockable = true }

func (Unblockable) String() string { return "can't be blocked" }
