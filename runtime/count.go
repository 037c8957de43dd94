package runtime

// CountOf is the number of objects Obj names as the effect happens: "the
// number of Mountains you control", "for each land you control" (608.2h:
// the number is determined once, as the spell or ability resolves).
type CountOf struct{ Obj ObjExpr }

// Value implements Amount.
func (c CountOf) Value(r *Resolution) int {
	return amountNumber(len(c.Obj.Objects(r)))
}

func (c CountOf) String() string { return "the number of " + c.objects() }

// objects renders what is counted: "creature you control".
func (c CountOf) objects() string {
	if e, ok := c.Obj.(Each); ok {
		return e.Filter.String()
	}
	return objText(c.Obj)
}
