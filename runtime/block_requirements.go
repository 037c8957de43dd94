package runtime

import "slices"

// Blocking requirements against attackers with menace (509.1c,
// 702.111b). "All creatures able to block this do so" asks each creature
// able to block the attacker to block it, but a creature blocking an
// attacker with menace obeys that requirement only if another creature
// blocks the attacker too: a lone creature able to block it can't, and
// creatures able to block two such attackers may not be enough for both.
// The defending player must obey as many requirements as any legal
// declaration would (509.1c); without menace among the attackers that
// must be blocked, that is every creature obeying as many as it can
// block, checked creature by creature (blockRequirementRefusal), and no
// search is made.

// menaceSearchNodes bounds the search for the most requirements that can
// be obeyed. Past it the best declaration found so far is the measure:
// the check may then accept a declaration obeying fewer requirements
// than the rules ask, but never refuses every declaration.
const menaceSearchNodes = 1 << 15

// reqKeys returns the creatures of req in card order.
func reqKeys(req map[ObjRef][]ObjRef) []ObjRef {
	keys := make([]ObjRef, 0, len(req))
	for b := range req {
		keys = append(keys, b)
	}
	slices.SortFunc(keys, func(x, y ObjRef) int { return int(x.Card) - int(y.Card) })
	return keys
}

// menacePlan returns blocks that obey the most blocking requirements req
// (requiredBlocks', over the creatures keys) that can be obeyed together
// when some attackers that must be blocked have menace, how many they
// obey, and how many every creature obeying as many as it can block
// would; ok is false when no such attacker has menace, and then every
// creature can.
func (g *Game) menacePlan(req map[ObjRef][]ObjRef, keys []ObjRef) (plan map[ObjRef][]ObjRef, most, all int, ok bool) {
	menace := map[ObjRef]bool{}
	able := map[ObjRef]int{} // how many creatures can block each attacker
	for _, b := range keys {
		for _, a := range req[b] {
			able[a]++
			if _, seen := menace[a]; !seen {
				c, _ := g.CharsOf(a)
				menace[a] = c.Has("menace")
			}
		}
	}
	for a, m := range menace {
		if !m {
			delete(menace, a)
		}
	}
	if len(menace) == 0 {
		return nil, 0, 0, false
	}
	s := &reqSearch{keys: keys, menace: menace, count: map[ObjRef]int{}}
	s.opts = make([][]ObjRef, len(keys))
	s.limit = make([]int, len(keys))
	s.rem = make([]int, len(keys)+1)
	s.cur = make([][]ObjRef, len(keys))
	for i, b := range keys {
		c, _ := g.CharsOf(b)
		s.limit[i] = blockLimit(&c)
		all += min(len(req[b]), s.limit[i])
		for _, a := range req[b] {
			if !menace[a] || able[a] >= 2 { // a lone creature can't obey it
				s.opts[i] = append(s.opts[i], a)
			}
		}
	}
	for i := len(keys) - 1; i >= 0; i-- {
		s.rem[i] = s.rem[i+1] + min(len(s.opts[i]), s.limit[i])
	}
	s.best = make([][]ObjRef, len(keys))
	s.run(0, 0)
	plan = map[ObjRef][]ObjRef{}
	for i, b := range keys {
		if len(s.best[i]) > 0 {
			plan[b] = s.best[i]
		}
	}
	return plan, s.bestN, all, true
}

// reqSearch searches the ways the creatures keys can obey the
// requirements opts (each at most limit of them) for one obeying the
// most while each attacker with menace is blocked by no creature or by
// two or more.
type reqSearch struct {
	keys   []ObjRef
	opts   [][]ObjRef
	limit  []int
	rem    []int // rem[i]: the most the creatures from keys[i] on can obey
	menace map[ObjRef]bool
	count  map[ObjRef]int // the creatures blocking each attacker so far
	cur    [][]ObjRef
	best   [][]ObjRef
	bestN  int
	nodes  int
}

// run chooses the blocks of the creatures from keys[i] on, n requirements
// being obeyed before them.
func (s *reqSearch) run(i, n int) {
	s.nodes++
	if n+s.rem[i] <= s.bestN || s.nodes > menaceSearchNodes {
		return
	}
	if i == len(s.keys) {
		for a := range s.menace {
			if s.count[a] == 1 {
				return
			}
		}
		s.bestN = n
		for k := range s.cur {
			s.best[k] = slices.Clone(s.cur[k])
		}
		return
	}
	s.choose(i, 0, n)
}

// choose chooses which of opts[i][j:] keys[i] blocks, then goes on to
// the next creature.
func (s *reqSearch) choose(i, j, n int) {
	if j == len(s.opts[i]) || len(s.cur[i]) == s.limit[i] {
		s.run(i+1, n)
		return
	}
	a := s.opts[i][j]
	s.cur[i] = append(s.cur[i], a)
	s.count[a]++
	s.choose(i, j+1, n+1)
	s.count[a]--
	s.cur[i] = s.cur[i][:len(s.cur[i])-1]
	s.choose(i, j+1, n)
}

// obeyedRequirements counts the requirements req that blocks obey.
func obeyedRequirements(req, blocks map[ObjRef][]ObjRef) int {
	n := 0
	for b, as := range req {
		for _, a := range blocks[b] {
			if slices.Contains(as, a) {
				n++
			}
		}
	}
	return n
}
