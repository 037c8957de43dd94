package runtime

import (
	"cmp"
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"
	"unsafe"
)

// How Clone treats each field of the game's state. Every field of Game
// and of every struct reachable from it that holds a pointer, slice, map,
// interface or func is listed here; a struct of plain values is copied
// with its holder and needs no entry. TestCloneCoversEveryField fails
// when a field is added or removed without deciding its treatment here
// and in clone.go.
const (
	cValue = "value" // a plain value, copied with the struct
	cDeep  = "deep"  // state: Clone copies it (pointers into the clone)
	cShare = "share" // immutable once made: shared by a game and its clones
	cHost  = "host"  // the host's: kept as it is
	cReset = "reset" // transient, only while a call runs: the clone starts without it
	cCow   = "cow"   // state shared by a game and its clones until either changes it (cow.go)
)

var cloneFields = map[string]map[string]string{
	"Game": {
		"skipUntaps": cDeep, "Players": cDeep, "Turn": cValue, "Active": cValue, "Step": cValue,
		"Priority": cValue, "Decider": cHost, "Rand": cDeep, "ownRand": cValue, "workCap": cHost,
		"OnLog": cHost, "OnEvent": cHost, "events": cShare, // append-only: shared, clipped
		"lines":    cShare, // the lines rendered so far shared, clipped; the array lines are written into is g's
		"eventSeq": cValue, "revealed": cDeep, "LogOff": cHost, "CardNames": cHost, "cards": cCow, "revealedTops": cDeep,
		"revealTops": cValue, "sourceStatics": cValue, "batchStart": cValue, "probing": cValue, "legalProbe": cValue,
		"tapCost": cReset, "unusual": cValue, "gen": cValue, "version": cValue, "charsVersion": cValue, "layerVersion": cValue, "tapVersion": cValue, "fieldVersion": cValue, "fieldLog": cValue, "stickersPlaced": cValue, "openingActs": cValue, "turnReads": cValue, "probeReads": cValue, "prunes": cValue, "sickReads": cValue, "ptRead": cValue, "verifyChars": cReset, "charsOff": cReset, "controlTouched": cValue, "controlApart": cValue, "space": cReset, "deciderKept": cReset, "lkiKept": cReset, "activeCache": cReset, "creatureCache": cReset, "permitZones": cReset, "store": cReset, "printedRead": cValue, "playerRoom": cDeep, "offField": cValue, "offTriggers": cValue, "zoneMoves": cValue, "verifyCaches": cReset, "qualities": cShare, "fresh": cValue, "zones": cCow, "tablesShared": cValue, "stack": cDeep, "effects": cDeep,
		"replacements": cDeep, "selfReplacements": cReset, "preventions": cDeep, "redirected": cDeep, "combatRedir": cDeep,
		"shields": cDeep, "noRegen": cDeep, "delayed": cDeep, "pending": cDeep, "untilLeaves": cDeep,
		"sourceBound": cValue, "links": cDeep, "lkiLen": cValue, "follow": cDeep, "following": cValue, "passes": cValue, "cleanupPriority": cValue, "deathtouchMarks": cValue,
		"timestamp": cValue, "nextItem": cValue, "combat": cDeep, "resolving": cValue, "deciding": cValue,
		"over": cValue, "beforeRare": cValue, "statics": cValue, "idleStatics": cValue, "kindCounts": cValue, "walkers": cValue, "triggerPerms": cValue, "activePerms": cValue, "controlStatics": cValue, "controlDirty": cValue,
		"batches": cValue, "work": cValue, "pruneAt": cValue, "strayTokens": cDeep,
		"endReason": cValue, "losses": cDeep, "allowances": cDeep, "permitsUsed": cDeep,
		"history": cDeep, "castWatches": cDeep, "afterPrevention": cDeep, "lifelinked": cDeep, "damageErr": cReset, "casts": cDeep,
		"playerRules": cDeep, "setRules": cDeep, "extraTurns": cDeep, "inExtraTurn": cValue, "resumeAfter": cValue,
		"playPermits": cDeep, "targetFrame": cDeep, "attackDemands": cDeep,
		"journal": cDeep,
	},
	// A journal's entries are never changed once their call has ended.
	"journal":      {"entries": cDeep, "depth": cValue},
	"JournalEntry": {"Action": cShare, "Decision": cShare},
	"seededRand":   {"pcg": cValue},
	"Player": {
		"ID": cValue, "Name": cValue, "Life": cValue, "Pool": cValue, "Lost": cValue,
		"LandsPlayed": cValue, "TurnBegan": cValue, "Sheets": cShare, "Tickets": cValue,
		"drewEmpty": cValue, "fieldVer": cValue, "tapVer": cValue, "untapVer": cValue, "shapeVer": cValue, "handMoves": cValue, "stamped": cReset, "StartingLife": cValue, "Mulligans": cValue,
	},
	"Card": {
		"ID": cValue, "Owner": cValue, "Def": cShare, "Token": cValue, "SpellCopy": cValue,
		"Obj": cDeep, "inc": cValue, "gen": cValue, "base": cReset, "printed": cShare, "offWorks": cValue, "offTriggers": cValue, "additional": cValue, "left": cDeep, // printed, offWorks, offTriggers, additional: facts of the immutable definition, and its spell ability (never changed once made)
	},
	"Object": {
		"Ref": cValue, "Card": cDeep, "Zone": cValue, "Controller": cValue, "Tapped": cValue,
		"Damage": cValue, "Deathtouched": cValue, "Counters": cDeep, "AttachedTo": cValue, "attachedPlayer": cValue,
		"ControlSince": cValue, "EnteredTurn": cValue, "controlledBy": cValue,
		"LoyaltyTurn": cValue, "activations": cDeep, "Timestamp": cValue, "Spell": cDeep,
		"Stickers": cDeep, "Chosen": cDeep, "CopyOf": cShare, "chars": cReset,
	},
	"Counters":        {"list": cDeep},
	"activationCount": {"turn": cValue, "n": cDeep},
	"SpellInfo": {
		"Caster": cValue, "CastFrom": cValue, "Kicked": cDeep, "X": cValue,
		"WithoutPaying": cValue, "Flashback": cValue, "ManaSpent": cValue,
	},
	"PlacedSticker": {"Ref": cValue, "Sticker": cShare, "Timestamp": cValue, "After": cValue},
	"ChosenValue":   {"Kind": cValue, "Value": cValue},
	"Snapshot":      {"Object": cDeep, "chars": cShare, "Became": cValue, "Cause": cValue, "Batch": cValue, "prev": cDeep},
	"StackItem": {
		"ID": cValue, "Kind": cValue, "Spell": cValue, "Ability": cShare, "Source": cValue,
		"Controller": cValue, "Targets": cDeep, "Event": cDeep, "It": cDeep, "Text": cValue,
		"Cost": cDeep, "Modes": cDeep, "Choosers": cDeep, "Division": cDeep,
	},
	"Event": {
		"Kind": cValue, "Old": cDeep, "OldRef": cValue, "New": cValue, "From": cValue,
		"To": cValue, "Cause": cValue, "Source": cValue, "Step": cValue, "Player": cValue,
		"Batch": cValue, "Amount": cValue, "BySpell": cValue, "Counter": cValue, "carried": cValue,
	},
	"costPaid": {"sacrificed": cDeep, "discarded": cDeep, "x": cValue},
	"ContinuousEffect": {
		"Object": cValue, "Mods": cShare, "Timestamp": cValue, "Duration": cValue,
		"Source": cValue, "Controller": cValue, "FromStatic": cValue,
	},
	"setRule": {
		"set":    cShare, // never changed once made (rule_sets.go)
		"attack": cValue, "block": cValue, "blocked": cValue, "duration": cValue, "controller": cValue, "source": cValue,
	},
	"Prevention": {
		"To": cDeep, "ToFilter": cShare, "From": cValue, "FromFilter": cShare, "Combat": cValue,
		"All": cValue, "Next": cValue, "Amount": cValue, "Duration": cValue, "Then": cShare,
		"Source": cValue, "Controller": cValue, "Text": cValue, "usedUp": cValue,
		"Redirect": cDeep, "budget": cDeep, "toSet": cShare, "bySet": cShare, "spent": cDeep, "instanceDealt": cValue,
	},
	"damage": {
		"source": cValue, "name": cValue, "to": cValue, "n": cValue, "combat": cValue,
		"quota": cDeep, "redirectedBy": cDeep, "shares": cReset, "way": cReset,
	},
	"DelayedTrigger": {
		"Step": cValue, "Player": cValue, "Effects": cShare, "Controller": cValue,
		"Source": cValue, "It": cDeep, "Text": cValue, "cost": cDeep,
	},
	"pendingTrigger": {
		"ability": cShare, "source": cValue, "controller": cValue, "event": cDeep,
		"it": cDeep, "text": cValue, "cost": cDeep,
	},
	"combatState": {
		"attackers": cDeep, "defender": cValue, "defending": cDeep, "blockers": cDeep,
		"attacked": cDeep, "defenders": cDeep, "blockedBy": cDeep,
		"declared": cValue, "blocked": cValue, "firstStrikeStep": cValue, "damageDone": cValue,
		"dealtFirst": cDeep, "listRefs": cReset,
	},
	"permitUse":       {"src": cValue, "perm": cShare, "turn": cValue},
	"turnHistory":     {"turn": cValue, "discards": cDeep},
	"castWatch":       {"objs": cDeep, "turn": cValue, "controller": cValue, "source": cValue, "effects": cShare, "text": cValue},
	"afterPrevention": {"effects": cShare, "source": cValue, "controller": cValue, "prevented": cValue, "recipient": cValue},
	"castRecord":      {"player": cValue, "turn": cValue, "spell": cDeep, "chars": cShare, "base": cValue},
	"playPermit": {
		"player": cValue, "zone": cValue, "owners": cDeep, "lands": cValue, "spells": cValue,
		"duration": cValue, "source": cValue,
	},
	"Resolution": {
		"Game": cDeep, "Source": cValue, "Controller": cValue, "Item": cDeep, "specs": cShare,
		"targets": cDeep, "event": cDeep, "it": cDeep, "itKnown": cDeep, "amount": cValue,
		"hasAmount": cValue, "cast": cValue, "sacrificed": cDeep, "discarded": cDeep,
		"prevented": cValue, "allowed": cDeep, "chosenName": cValue, "otherwise": cValue,
		"notDone": cValue, "couldntSacrifice": cValue, "tapped": cDeep, "dealt": cDeep, "reveal": cDeep,
		"chosen": cDeep, "counts": cDeep, "legalVer": cValue, "allLegal": cValue,
	},
	"revealRun": {"players": cDeep, "cards": cDeep, "found": cDeep},
}

// sharedTypes are never changed once made: pointers to them (as map
// keys, say) are shared by a game and its clones.
var sharedTypes = map[reflect.Type]bool{
	reflect.TypeOf(Ability{}): true,
	// Cards, their objects and last known information are shared
	// copy-on-write (cow.go): a game writes only those of its generation.
	reflect.TypeOf(Card{}):     true,
	reflect.TypeOf(Object{}):   true,
	reflect.TypeOf(Snapshot{}): true,
}

// plain reports whether values of t hold no reference to memory that
// could be shared (strings are immutable and count as plain).
func plain(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return false
	case reflect.Array:
		return plain(t.Elem())
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if !plain(t.Field(i).Type) {
				return false
			}
		}
	}
	return true
}

// TestCloneCoversEveryField walks the types of the game's state from Game
// through every field Clone copies, and requires each struct that holds
// references to have every field listed in cloneFields, and nothing listed
// that no longer exists: a new field of Game or of a state struct fails
// here until someone decides how Clone treats it.
func TestCloneCoversEveryField(t *testing.T) {
	seen := map[reflect.Type]bool{}
	var problems []string
	var walk func(reflect.Type)
	walk = func(ty reflect.Type) {
		if seen[ty] {
			return
		}
		seen[ty] = true
		switch ty.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array:
			if !sharedTypes[ty.Elem()] {
				walk(ty.Elem())
			}
		case reflect.Map:
			walk(ty.Key())
			walk(ty.Elem())
		case reflect.Interface:
			if ty == reflect.TypeOf((*interface{ IntN(int) int })(nil)).Elem() {
				walk(reflect.TypeOf(seededRand{}))
			}
		case reflect.Struct:
			if plain(ty) {
				return
			}
			fields, ok := cloneFields[ty.Name()]
			if !ok {
				problems = append(problems, fmt.Sprintf("%v: no entry in cloneFields", ty))
				return
			}
			names := map[string]bool{}
			for i := 0; i < ty.NumField(); i++ {
				f := ty.Field(i)
				names[f.Name] = true
				tr, ok := fields[f.Name]
				if !ok {
					problems = append(problems, fmt.Sprintf("%v.%s (%v): not in cloneFields; decide how Clone treats it", ty, f.Name, f.Type))
					continue
				}
				if tr == cValue && !plain(f.Type) {
					problems = append(problems, fmt.Sprintf("%v.%s (%v) is listed as a plain value but holds references", ty, f.Name, f.Type))
				}
				if tr == cDeep {
					walk(f.Type)
				}
			}
			for n := range fields {
				if !names[n] {
					problems = append(problems, fmt.Sprintf("%v.%s: listed in cloneFields but no longer a field", ty, n))
				}
			}
		}
	}
	walk(reflect.TypeOf(Game{}))
	for name := range cloneFields {
		found := false
		for ty := range sharedTypes {
			found = found || ty.Name() == name // shared copy-on-write (cow.go)
		}
		for ty := range seen {
			if ty.Name() == name && ty.Kind() == reflect.Struct {
				found = true
			}
		}
		if !found {
			problems = append(problems, fmt.Sprintf("cloneFields lists %s, which is not part of the game's state", name))
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}

// stateMemory returns the address of every piece of memory reachable from
// g through the fields cloneFields marks as state (pointers, slice arrays,
// maps), with a path to it.
func stateMemory(g *Game) map[uintptr]string {
	out := map[uintptr]string{}
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() || sharedTypes[v.Type().Elem()] {
				return
			}
			if _, ok := out[v.Pointer()]; ok {
				return
			}
			out[v.Pointer()] = path
			walk(v.Elem(), path)
		case reflect.Slice:
			if v.Cap() > 0 {
				// The array's address, and that of its spare capacity's
				// end, which an append would write into.
				out[v.Pointer()] = path
			}
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), fmt.Sprintf("%s[%d]", path, i))
			}
		case reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), fmt.Sprintf("%s[%d]", path, i))
			}
		case reflect.Map:
			if v.IsNil() {
				return
			}
			if _, ok := out[v.Pointer()]; ok {
				return
			}
			out[v.Pointer()] = path
			it := v.MapRange()
			for it.Next() {
				walk(it.Key(), path+"{key}")
				walk(it.Value(), fmt.Sprintf("%s{%v}", path, it.Key()))
			}
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem(), path)
			}
		case reflect.Struct:
			fields := cloneFields[v.Type().Name()]
			if fields == nil {
				return // plain, or not state
			}
			for i := 0; i < v.NumField(); i++ {
				if fields[v.Type().Field(i).Name] == cDeep {
					walk(v.Field(i), path+"."+v.Type().Field(i).Name)
				}
			}
		}
	}
	walk(reflect.ValueOf(g), "g")
	return out
}

// checkCloneShares fails if the clone reaches any memory of the original
// through its state, or if two objects of either game share storage for
// their counters.
func checkCloneShares(t *testing.T, where string, g, c *Game) {
	t.Helper()
	orig := stateMemory(g)
	var bad []string
	for p, path := range stateMemory(c) {
		if op, ok := orig[p]; ok {
			bad = append(bad, fmt.Sprintf("%s (the original's %s)", path, op))
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Fatalf("%s: the clone shares state with the original:\n%s", where, strings.Join(bad, "\n"))
	}
	if bad := sharedCounters(g); len(bad) > 0 {
		t.Fatalf("%s: objects of the original share counters:\n%s", where, strings.Join(bad, "\n"))
	}
	if bad := sharedCounters(c); len(bad) > 0 {
		t.Fatalf("%s: objects of the clone share counters:\n%s", where, strings.Join(bad, "\n"))
	}
}

// sharedCounters returns a line for each two objects of g — current,
// in last known information, or a spell cast this turn — whose counters'
// storage overlaps, up to the end of its capacity, where an append would
// write (Object.Counters: an object's own). stateMemory sees only where
// an array starts, and two objects' parts of one array start apart.
func sharedCounters(g *Game) []string {
	type span struct {
		from, to uintptr
		what     string
	}
	var spans []span
	seen := map[*Object]bool{}
	add := func(o *Object, what string) {
		if o == nil || seen[o] {
			return
		}
		seen[o] = true
		l := o.Counters.list
		if cap(l) == 0 {
			return
		}
		from := uintptr(unsafe.Pointer(unsafe.SliceData(l)))
		spans = append(spans, span{from, from + uintptr(cap(l))*unsafe.Sizeof(l[0]), what})
	}
	for _, c := range g.cards {
		add(c.Obj, "card "+fmt.Sprint(c.ID))
		for i, s := range leftOf(c) {
			add(s.Object, fmt.Sprintf("card %d's last known information %d", c.ID, i))
		}
	}
	for i := range g.casts {
		add(&g.casts[i].spell, fmt.Sprintf("cast %d", i))
	}
	slices.SortFunc(spans, func(a, b span) int { return cmp.Compare(a.from, b.from) })
	var bad []string
	for i := 1; i < len(spans); i++ {
		if spans[i].from < spans[i-1].to {
			bad = append(bad, spans[i-1].what+" and "+spans[i].what)
		}
	}
	return bad
}

var (
	cloneBear  = &CardDef{Name: "Clone Test Bear", ManaCost: MustManaCost("{1}{G}"), Types: []string{"Creature"}, Subtypes: []string{"Bear"}, Power: 2, Toughness: 2, HasPT: true}
	cloneLand  = &CardDef{Name: "Clone Test Land", Types: []string{"Land"}}
	cloneBoard = 60
)

// boardGame is a game with 60 permanents on the battlefield (30 each:
// 20 creatures, 10 of them with one or three +1/+1 counters, and 10
// lands), 20-card libraries, 7-card hands and a few cards in the
// graveyards, in the first main phase.
func boardGame(tb testing.TB) *Game {
	g := NewGame("Alice", "Bob")
	for p := PlayerID(0); p < 2; p++ {
		for i := 0; i < cloneBoard/2; i++ {
			def := cloneBear
			if i%3 == 2 {
				def = cloneLand
			}
			c := g.AddCard(def, p, Battlefield)
			if def == cloneBear && i%2 == 0 {
				c.Obj.Counters.Set("+1/+1", 1+i%4)
			}
		}
		for i := 0; i < 27; i++ {
			g.AddCard(cloneBear, p, Library)
		}
		g.Shuffle(p, g.Rand)
		for i := 0; i < 7; i++ {
			g.Draw(p)
		}
	}
	// Some last known information: creatures that died.
	for _, c := range g.battlefieldCards()[:4] {
		g.Move(MoveRequest{Obj: c.Obj.Ref, To: Graveyard})
	}
	for _, c := range g.battlefieldCards()[:4] {
		g.AddCard(c.Def, c.Owner, Battlefield)
	}
	if n := len(g.battlefieldCards()); n != cloneBoard {
		tb.Fatalf("board has %d permanents, want %d", n, cloneBoard)
	}
	return g
}

// TestCloneDumpsEqual: a clone is the same game (Dump shows every
// observable part of it), shares no state with the original, and draws
// the same random numbers.
func TestCloneDumpsEqual(t *testing.T) {
	g := boardGame(t)
	c := g.Clone()
	if a, b := g.Dump(), c.Dump(); a != b {
		t.Fatalf("clone's Dump differs:\n%s\n---\n%s", a, b)
	}
	checkCloneShares(t, "board", g, c)
	if !slices.Equal(g.Log(), c.Log()) {
		t.Fatal("clone's log differs")
	}
	for i := 0; i < 10; i++ {
		if a, b := g.Rand.IntN(1000), c.Rand.IntN(1000); a != b {
			t.Fatalf("draw %d: original %d, clone %d", i, a, b)
		}
	}
	// Changing the clone leaves the original as it was.
	before := g.Dump()
	for _, o := range c.Battlefield()[:10] {
		c.Move(MoveRequest{Obj: o.Ref, To: Exile})
	}
	for _, o := range c.Battlefield() {
		if o.Counters.Len() > 0 {
			o = c.Own(o) // shared with g until written (cow.go)
			o.Counters.Set("+1/+1", 5)
		}
	}
	c.Players[0].Life = 3
	c.Shuffle(1, nil)
	if after := g.Dump(); after != before {
		t.Fatalf("changing the clone changed the original:\n%s\n---\n%s", before, after)
	}
}

// TestCloneSharesNothingWhenBroken makes sure checkCloneShares notices a
// shared piece of state, as it would if Clone forgot to copy one.
func TestCloneSharesNothingWhenBroken(t *testing.T) {
	g := boardGame(t)
	c := g.Clone()
	c.Players[1] = g.Players[1]
	if bad := sharedPaths(g, c); len(bad) == 0 {
		t.Fatal("a clone sharing a player with its original was not noticed")
	}

	// An object's counters, as a copy of the object made by assignment
	// would share them: with the original's, and within one game.
	c = g.Clone()
	var o *Object
	for _, b := range g.Battlefield() {
		if b.Counters.Len() > 0 {
			o = b
			break
		}
	}
	_ = o // objects are shared copy-on-write (cow.go): stateMemory does not walk them
	c = g.Clone()
	var two []*Object
	for _, b := range c.Battlefield() {
		if b.Counters.Len() > 0 {
			two = append(two, c.Own(b))
		}
	}
	two[1].Counters = two[0].Counters
	if bad := sharedCounters(c); len(bad) != 1 {
		t.Fatalf("two objects of a clone sharing counters: %q, want one line", bad)
	}
	if bad := sharedCounters(g); len(bad) != 0 {
		t.Fatalf("the board's objects share counters: %q", bad)
	}
}

func sharedPaths(g, c *Game) []string {
	orig := stateMemory(g)
	var bad []string
	for p, path := range stateMemory(c) {
		if _, ok := orig[p]; ok {
			bad = append(bad, path)
		}
	}
	return bad
}

// BenchmarkClone copies a game with 60 permanents on the battlefield (and
// 54 cards in libraries, 14 in hands, 4 in graveyards with their last
// known information).
func BenchmarkClone(b *testing.B) {
	g := boardGame(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = g.Clone()
	}
}

// BenchmarkCloneInto copies the board of BenchmarkClone into one game
// again and again (CloneInto), as a search that tries line after line of
// play from one position does: the storage of the last copy is reused.
func BenchmarkCloneInto(b *testing.B) {
	g := boardGame(b)
	dst := NewGame("Nobody")
	g.CloneInto(dst)
	b.ReportAllocs()
	for b.Loop() {
		g.CloneInto(dst)
	}
}

// BenchmarkCloneThenDraw is BenchmarkClone followed by a draw on the
// clone: the cost a clone defers until it is first used and changed —
// its workspace (ready) and its own card table and zones (copyTables) —
// paid in full.
func BenchmarkCloneThenDraw(b *testing.B) {
	g := boardGame(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g.Clone().Draw(0)
	}
}

// BenchmarkCloneIntoThenDraw is BenchmarkCloneInto followed by a draw on
// the clone, whose copies of the tables go into the room its last copy
// left (cloneStore).
func BenchmarkCloneIntoThenDraw(b *testing.B) {
	g := boardGame(b)
	dst := NewGame("Nobody")
	g.CloneInto(dst)
	dst.Draw(0)
	b.ReportAllocs()
	for b.Loop() {
		g.CloneInto(dst)
		dst.Draw(0)
	}
}

// cloneBytes is the number of bytes one Clone of the board allocates.
func cloneBytes(b *testing.B) int {
	g := boardGame(b)
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	const n = 100
	keep := make([]*Game, n)
	for i := range keep {
		keep[i] = g.Clone()
	}
	runtime.ReadMemStats(&m1)
	runtime.KeepAlive(keep)
	return int((m1.TotalAlloc - m0.TotalAlloc) / n)
}

var copySink []byte

// BenchmarkCopyBytes is the floor for BenchmarkClone: allocating and
// copying as many bytes as one Clone allocates, in one piece.
func BenchmarkCopyBytes(b *testing.B) {
	src := make([]byte, cloneBytes(b))
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		copySink = append([]byte(nil), src...)
	}
}

// BenchmarkCopyBytesInto is the floor for BenchmarkCloneInto: copying as
// many bytes as one Clone allocates, in one piece, into an array kept
// from one copy to the next.
func BenchmarkCopyBytesInto(b *testing.B) {
	src := make([]byte, cloneBytes(b))
	dst := make([]byte, len(src))
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		copy(dst, src)
	}
	copySink = dst
}

// TestBoardHeap reports the heap a game with the 60-permanent board
// holds in steady state, and what one clone of it allocates.
func TestBoardHeap(t *testing.T) {
	const n = 20
	games := make([]*Game, n)
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	for i := range games {
		games[i] = boardGame(t)
	}
	runtime.GC()
	runtime.ReadMemStats(&m1)
	runtime.KeepAlive(games)
	t.Logf("a game with a %d-permanent board holds %d bytes of heap", cloneBoard, (int64(m1.HeapAlloc)-int64(m0.HeapAlloc))/n)
	g := games[0]
	allocs := testing.AllocsPerRun(20, func() { _ = g.Clone() })
	t.Logf("one clone of it: %.0f allocations", allocs)
	clones := make([]*Game, n)
	runtime.GC()
	runtime.ReadMemStats(&m0)
	for i := range clones {
		clones[i] = g.Clone()
	}
	runtime.GC()
	runtime.ReadMemStats(&m1)
	runtime.KeepAlive(clones)
	t.Logf("and holds %d bytes of heap", (int64(m1.HeapAlloc)-int64(m0.HeapAlloc))/n)
}

// TestCloneSharesSnapshotsAlike: last known information is shared with
// the original (cow.go), a snapshot an event holds as well as its card
// the card's one in the clone too; the events that hold snapshots are
// the clone's own copies, one for all who held one.
func TestCloneSharesSnapshotsAlike(t *testing.T) {
	g := boardGame(t)
	kept := g.battlefieldCards()[0]
	g.Move(MoveRequest{Obj: kept.Obj.Ref, To: Graveyard})
	onCard := kept.left // the last to leave
	pruned := &Snapshot{Object: onCard.Object, Cause: onCard.Cause}
	died := &Event{Kind: EventZoneChange, Old: onCard, From: Battlefield, To: Graveyard}
	other := &Event{Kind: EventZoneChange, Old: pruned}
	again := &Event{Kind: EventZoneChange, Old: pruned}
	g.stack = append(g.stack, &StackItem{ID: g.newItemID(), Kind: ItemTriggered, Event: died})
	g.pending = append(g.pending, &pendingTrigger{event: died}, &pendingTrigger{event: other}, &pendingTrigger{event: again})

	for _, tc := range []struct {
		name  string
		clone func() *Game
	}{
		{"Clone", g.Clone},
		{"CloneInto", func() *Game { c := NewGame("Nobody"); g.CloneInto(c); g.CloneInto(c); return c }},
	} {
		c := tc.clone()
		ck := c.cards[kept.ID-1]
		got := c.stack[len(c.stack)-1].Event
		// Last known information is shared outright (cow.go): it is never
		// written once made. The events that hold it are copied.
		switch {
		case got == died || got.Old != onCard:
			t.Fatalf("%s: the clone's event is the original's, or its snapshot is not", tc.name)
		case got.Old != ck.left:
			t.Fatalf("%s: the event's snapshot is not its card's in the clone", tc.name)
		case c.pending[0].event != got:
			t.Fatalf("%s: the pending trigger and the stack item hold different copies of one event", tc.name)
		case c.pending[1].event.Old != pruned || c.pending[2].event.Old != pruned:
			t.Fatalf("%s: a pruned snapshot held by two events is not the one shared", tc.name)
		}
		checkCloneShares(t, tc.name, g, c)
	}
}

// TestPruneLeavesSharedSnapshots: a game pruned after a Clone keeps the
// snapshots it still names as copies of its own and hands none of the
// shared ones back to its slabs: the clone's last known information, and
// all the clone holds, stay as they were.
func TestPruneLeavesSharedSnapshots(t *testing.T) {
	g := boardGame(t)
	cs := g.battlefieldCards()
	a, b := cs[0], cs[1]
	g.Move(MoveRequest{Obj: a.Obj.Ref, To: Graveyard})
	first := a.left.Object.Ref
	g.Move(MoveRequest{Obj: a.Obj.Ref, To: Exile})
	g.Move(MoveRequest{Obj: b.Obj.Ref, To: Graveyard})
	c := g.Clone()
	want := c.Dump()
	chain := func(s *Snapshot) (all []Snapshot) {
		for ; s != nil; s = s.prev {
			all = append(all, *s)
		}
		return all
	}
	sharedA, sharedB := chain(c.cards[a.ID-1].left), chain(c.cards[b.ID-1].left)
	keep := map[ObjRef]bool{first: true}
	for _, id := range []CardID{a.ID, b.ID} {
		oc := g.ownCard(g.cards[id-1])
		oc.left, _ = g.pruneLeft(oc.left, keep)
	}
	if s := g.knownSnapshot(first); s == nil || s.prev != nil || s == c.knownSnapshot(first) {
		t.Fatalf("the pruned game's snapshot of %v: %v, want its own copy alone", first, s)
	}
	if g.cards[b.ID-1].left != nil {
		t.Errorf("the pruned game kept %v", g.cards[b.ID-1].left)
	}
	if got := chain(c.cards[a.ID-1].left); !reflect.DeepEqual(got, sharedA) {
		t.Errorf("pruning the original changed the clone's last known information of card %d", a.ID)
	}
	if got := chain(c.cards[b.ID-1].left); !reflect.DeepEqual(got, sharedB) {
		t.Errorf("pruning the original changed the clone's last known information of card %d", b.ID)
	}
	for i := 0; i < 8; i++ { // objects and snapshots made again must not be the shared ones
		g.Move(MoveRequest{Obj: g.battlefieldCards()[0].Obj.Ref, To: Exile})
	}
	if got := c.Dump(); got != want {
		t.Fatalf("the clone changed as the original pruned and moved on:\n%s\n---\n%s", got, want)
	}
}

// TestGameFitsItsSizeClass holds a Game, with the 8-byte header the
// allocator puts before an object of over 512 bytes that holds pointers,
// within the 2,048-byte size class: one more word moves every Game and
// every clone into the 2,304-byte class. A two-player clone (gameRoom:
// the Game and its two Players in one allocation) must stay within the
// 2,304-byte class too (BenchmarkClone's bytes), which holds the Game
// to 1,896 bytes. A field that a playout rarely uses can go into the
// workspace instead.
func TestGameFitsItsSizeClass(t *testing.T) {
	if size := unsafe.Sizeof(Game{}); size+8 > 2048 {
		t.Errorf("a Game is %d bytes: with its header over the 2,048-byte size class", size)
	}
	if size := unsafe.Sizeof(gameRoom{}); size+8 > 2304 {
		t.Errorf("a two-player clone is %d bytes: with its header over the 2,304-byte size class", size)
	}
}

// TestMoveRecordSizes holds the records a zone move writes to the sizes
// their fields need, with no padding but what alignment leaves at the
// end: the new object, its last known information, its event and, when
// the game keeps a log, its zone change and log entry. A field added or
// moved that opens a hole in one makes every move write more.
func TestMoveRecordSizes(t *testing.T) {
	for _, r := range []struct {
		name      string
		size, max uintptr
	}{
		{"Object", unsafe.Sizeof(Object{}), 184},
		{"Snapshot", unsafe.Sizeof(Snapshot{}), 48},
		{"Event", unsafe.Sizeof(Event{}), 80},
		{"ZoneMove", unsafe.Sizeof(ZoneMove{}), 120},
		{"GameEvent", unsafe.Sizeof(GameEvent{}), 64},
	} {
		if r.size > r.max {
			t.Errorf("a %s is %d bytes, over %d", r.name, r.size, r.max)
		}
	}
}
