package runtime

// Reset makes g the game NewGame(names...) returns — the same players,
// turn, zones and state, the game's own random source seeded with 0 —
// while keeping the memory g has grown, so that a host playing game
// after game (a simulator's playouts) allocates next to nothing for the
// next one: the slabs' arrays (objects, last known information, events,
// cached characteristics), the card structs and the card table, the
// zone table and each zone's array, the player structs, the stack's and
// the turn's casts' arrays, the maps of combat, links and followed cards, and the
// buffers of the legal-action
// listings, probes, mana sources and layer system. The protection
// qualities read from words, which hold in any game, are kept as they
// are.
//
// Reset keeps the host's settings as they are: Decider, WorkLimit,
// LogOff, OnLog, OnEvent, CardNames, VerifyChars, VerifyCaches, and
// Record (a game that recorded starts an empty journal). A Rand the host
// set itself is replaced by the game's own, as NewGame has it.
//
// Every *Card, *Object, *Snapshot, *StackItem and other pointer or slice
// of g's state the host holds (ZoneCards, Battlefield, LegalActions,
// LastKnown…) is invalid after Reset: its memory may be handed to the
// next game's cards and objects, as the memory of last known information
// is once the game prunes it. What the game gave the host as its record
// stays good: the old Log and its lines, the old Events and their moves,
// a Journal and a Result are never written again (the next game's log
// starts new arrays).
//
// Like NewGame, Reset seats at most 32,767 players.
//
// Reset may be called whenever no call on g is in progress (not from a
// Decider).
func (g *Game) Reset(names ...string) {
	g.ready()
	if len(names) > maxPlayers {
		panic("runtime: a game has at most 32767 players")
	}
	old := *g
	*g = Game{}

	// The host's settings.
	g.Decider, g.WorkLimit, g.LogOff = old.Decider, old.WorkLimit, old.LogOff
	g.OnLog, g.OnEvent, g.CardNames = old.OnLog, old.OnEvent, old.CardNames
	g.verifyChars, g.verifyCaches = old.verifyChars, old.verifyCaches
	g.setCharsOff()
	g.unusual = g.unusualNow()
	if j := old.journal; j != nil {
		clear(j.entries)
		*j = journal{entries: j.entries[:0]}
		g.journal = j
	}

	// Storage kept, emptied.
	if w := old.space; w != nil {
		w.reset(old.combat)
		g.space = w
	}
	g.permitZones = resetKept(old.permitZones, &permitZonesFinding)
	g.creatureCache = resetKept(old.creatureCache, &creaturesFinding)
	g.activeCache = resetKept(old.activeCache, &activatorsFinding)
	g.deciderKept = old.deciderKept // keyed on the Decider's value (deciderIs)
	g.gen = old.gen                 // its cards of this generation are its own to reuse (makeCard, cow.go)
	if !old.tablesShared {          // else its card table and zones are a clone's too (copyTables)
		g.cards = old.cards[:0] // the structs past the length are reused (newCard)
		g.zones = old.zones
		for k, cs := range g.zones {
			// Not wiped: past its new end a zone's array keeps only
			// cards the last game held, as the card table's array does,
			// and nothing reads past a zone's end.
			g.zones[k] = cs[:0]
		}
	}
	g.links, g.follow, g.revealed = old.links, old.follow, old.revealed
	clear(g.links)
	clear(g.follow)
	clear(g.revealed)
	if g.links == nil {
		g.links = map[linkKey][]ObjRef{}
	}
	if g.follow == nil {
		g.follow = map[ObjRef]ObjRef{}
	}
	if len(old.qualities) < qualitiesKept {
		g.qualities = old.qualities // each read of a quality's words holds for every game (quality); a full list starts again
	}
	clear(old.stack)
	clear(old.casts)
	g.stack, g.casts = old.stack[:0], old.casts[:0]

	// What NewGame sets.
	g.Turn, g.Step = 1, Main1
	g.SetSeed(0) // its own source (ownRand), zeroed above
	players := old.Players[:0]
	for i, n := range names {
		var p *Player
		if i < len(old.Players) {
			p = old.Players[i]
		}
		if p == nil {
			p = new(Player)
		}
		*p = Player{ID: PlayerID(i), Name: n, Life: 20, StartingLife: 20}
		players = append(players, p)
	}
	clear(players[len(players):cap(players)])
	if len(players) > 0 {
		g.Players = players
		g.SetTurn(1, 0, Main1)
	}
}

// reset empties the slabs for the next game (Game.Reset): their arrays
// are handed out again from the first, each value zeroed as it is handed
// out (slab.go). The log's zone changes
// and the array its events' arguments are cut from are not reused: the
// old game's events, which a host may keep, hold them. The cards' base
// characteristics stay with the card structs that hold them (newCard).
func (s *gameSlabs) reset() {
	s.args = nil
	clear(s.argsWork)
	s.argsWork = s.argsWork[:0]
	s.objects.reset()
	s.snapshots.reset()
	s.events.reset()
	s.chars.reset()
	s.moves = slab[ZoneMove]{}
	s.items.reset()
	s.spells.reset()
	s.frames.reset()
}
