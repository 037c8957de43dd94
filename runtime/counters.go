package runtime

import (
	"iter"
	"slices"
)

// Counters are the counters on an object (122): how many of each kind
// it has, kinds with none left out. The zero value is no counters.
//
// The kinds are kept sorted, so that every reader that lists them (Dump,
// the table's views) sees one order whatever order they were put on in,
// and two objects with the same counters hold them alike. An object rarely
// has more than one or two kinds, so a short list read from the start is
// cheaper to read and to copy than a map.
//
// A Counters is an object's own: no two objects share its storage (the
// game copies it where one object's counters become another's, and a
// clone copies every object's). A copy made with plain assignment shares
// it, and a change through one may show through the other; Set and Add
// on the object's own field are the way to change it.
type Counters struct {
	list []kindCount // sorted by kind, each n > 0
}

// kindCount is how many counters of one kind an object has.
type kindCount struct {
	kind string // "+1/+1", "-1/-1", "loyalty", "charge", …
	n    int
}

// find returns where kind is in the list, or where it would go, and
// whether it is there.
func (c *Counters) find(kind string) (int, bool) {
	for i := range c.list {
		switch k := c.list[i].kind; {
		case k == kind:
			return i, true
		case k > kind:
			return i, false
		}
	}
	return len(c.list), false
}

// Get returns how many counters of kind there are (0 if none).
func (c Counters) Get(kind string) int {
	for i := range c.list {
		if c.list[i].kind == kind {
			return c.list[i].n
		}
	}
	return 0
}

// Set makes the number of counters of kind n; n <= 0 removes them all.
func (c *Counters) Set(kind string, n int) {
	i, ok := c.find(kind)
	switch {
	case ok && n > 0:
		c.list[i].n = n
	case ok:
		c.list = slices.Delete(c.list, i, i+1)
	case n > 0:
		c.list = slices.Insert(c.list, i, kindCount{kind, n})
	}
}

// Add adds n counters of kind (n < 0 takes them away) and returns how
// many there are then. The sum is bounded as every number of the game is
// (MaxNumber: counters past it are not kept), and a sum of none or fewer
// removes the kind.
func (c *Counters) Add(kind string, n int) int {
	sum := addNumber(c.Get(kind), n)
	c.Set(kind, sum)
	return max(sum, 0)
}

// Len returns how many kinds of counters there are.
func (c Counters) Len() int { return len(c.list) }

// All yields each kind of counter and how many there are, by kind in
// byte order.
func (c Counters) All() iter.Seq2[string, int] {
	return func(yield func(string, int) bool) {
		for _, e := range c.list {
			if !yield(e.kind, e.n) {
				return
			}
		}
	}
}

// pt returns the +1/+1 counters less the -1/-1 counters (613.4c), in
// one look at the list.
func (c Counters) pt() int {
	plus, minus := 0, 0
	for i := range c.list {
		switch c.list[i].kind {
		case "+1/+1":
			plus = c.list[i].n
		case "-1/-1":
			minus = c.list[i].n
		}
	}
	return subNumber(plus, minus)
}

// clone returns a copy of c with storage of its own (none when c is
// empty).
func (c Counters) clone() Counters {
	if len(c.list) == 0 {
		return Counters{}
	}
	return Counters{slices.Clone(c.list)}
}

// cloneIn returns a copy of c whose storage is appended to *all (a
// clone's one array of counters), clipped so that an append to it
// copies it rather than write past its end.
func (c Counters) cloneIn(all *[]kindCount) Counters {
	if len(c.list) == 0 {
		return Counters{}
	}
	at := len(*all)
	for _, kc := range c.list { // one by one: most lists hold one kind
		*all = append(*all, kc)
	}
	return Counters{(*all)[at:len(*all):len(*all)]}
}
