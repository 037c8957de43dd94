package runtime

import (
	"fmt"
	"testing"
)

// countersText lists c's kinds and numbers in the order All yields them.
func countersText(c Counters) string {
	s := ""
	for k, n := range c.All() {
		s += fmt.Sprintf("%s:%d,", k, n)
	}
	return s
}

// TestCountersKeepKindsSorted: whatever order kinds are put on in, they
// are listed by kind; a kind with none left is not listed; numbers are
// bounded as the game's numbers are.
func TestCountersKeepKindsSorted(t *testing.T) {
	var c Counters
	if c.Get("+1/+1") != 0 || c.Len() != 0 || countersText(c) != "" {
		t.Fatalf("the zero Counters holds %q", countersText(c))
	}
	c.Set("loyalty", 3)
	c.Add("charge", 2)
	c.Add("+1/+1", 1)
	c.Set("-1/-1", 4)
	if got, want := countersText(c), "+1/+1:1,-1/-1:4,charge:2,loyalty:3,"; got != want {
		t.Fatalf("counters %q, want %q", got, want)
	}
	if n := c.Add("charge", -2); n != 0 || c.Len() != 3 || c.Get("charge") != 0 {
		t.Fatalf("removing every charge counter left %d (%q)", n, countersText(c))
	}
	c.Set("loyalty", 0)
	c.Set("-1/-1", -1)
	c.Set("unknown", 0)
	if got, want := countersText(c), "+1/+1:1,"; got != want {
		t.Fatalf("counters %q, want %q", got, want)
	}
	if n := c.Add("+1/+1", MaxNumber); n != MaxNumber || c.Get("+1/+1") != MaxNumber {
		t.Fatalf("adding past MaxNumber gave %d", n)
	}
	if c.pt() != MaxNumber {
		t.Fatalf("pt %d", c.pt())
	}
	c.Set("-1/-1", 2)
	if c.pt() != MaxNumber-2 {
		t.Fatalf("pt %d with two -1/-1 counters", c.pt())
	}
}

// TestCountersClonedInOneArray: counters copied into one array (a
// clone's) are each object's own: a kind put on one, appended, does not
// write over the next one's.
func TestCountersClonedInOneArray(t *testing.T) {
	var a, b Counters
	a.Set("+1/+1", 1)
	b.Set("charge", 2)
	b.Set("loyalty", 3)
	var all []kindCount
	ca, cb := a.cloneIn(&all), b.cloneIn(&all)
	if len(all) != 3 || cap(ca.list) != 1 {
		t.Fatalf("array of %d, first part's capacity %d", len(all), cap(ca.list))
	}
	ca.Set("+1/+1", 7) // in its part of the array
	ca.Set("-1/-1", 5) // past its part: copied
	if got, want := countersText(cb), "charge:2,loyalty:3,"; got != want {
		t.Fatalf("the second copy holds %q after the first changed, want %q", got, want)
	}
	if got, want := countersText(a), "+1/+1:1,"; got != want {
		t.Fatalf("the original holds %q after its copy changed, want %q", got, want)
	}
	cb.Set("charge", 0)
	if got, want := countersText(b), "charge:2,loyalty:3,"; got != want {
		t.Fatalf("the original holds %q after its copy changed, want %q", got, want)
	}
	if e := (Counters{}).cloneIn(&all); e.list != nil || len(all) != 3 {
		t.Fatal("no counters took room in the array")
	}
}
