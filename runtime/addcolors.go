package runtime

// AddColors gives an object colors in addition to its other colors (layer
// 5, 105.3): "is a black Zombie in addition to its other colors and types".
type AddColors struct{ Colors ColorSet }

// Layer implements Modification.
func (AddColors) Layer() Layer { return LayerColor }

// Apply implements Modification.
func (m AddColors) Apply(c *Chars) { c.Colors |= m.Colors }

func (m AddColors) String() string {
	return "is " + m.Colors.String() + " in addition to its other colors"
}
