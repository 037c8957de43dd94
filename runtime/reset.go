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
// Reset keeps the host's settings as they are: Decider, the work limit,
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
	// What is kept is read, and the kept storage emptied, before g is
	// zeroed: no copy of the whole game is made.
	decider, workCap, logOff := g.Decider, g.workCap, g.LogOff
	onLog, onEvent, cardNames := g.OnLog, g.OnEvent, g.CardNames
	verifyChars, verifyCaches := g.verifyChars, g.verifyCaches
	j := g.journal
	if j != nil {
		clear(j.entries)
		*j = journal{entries: j.entries[:0]}
	}
	w := g.space
	if w != nil {
		w.reset(g.combat)
	}
	permitZones := resetKept(g.permitZones, &permitZonesFinding)
	creatureCache := resetKept(g.creatureCache, &creaturesFinding)
	activeCache := resetKept(g.activeCache, &activatorsFinding)
	deciderKept, gen := g.deciderKept, g.gen
	shared, cards, zones := g.tablesShared, g.cards, g.zones
	links, follow, revealed := g.links, g.follow, g.revealed
	qualities := g.qualities
	clear(g.stack)
	clear(g.casts)
	stack, casts := g.stack[:0], g.casts[:0]
	oldPlayers := g.Players
	*g = Game{}

	// The host's settings.
	g.Decider, g.workCap, g.LogOff = decider, workCap, logOff
	g.OnLog, g.OnEvent, g.CardNames = onLog, onEvent, cardNames
	g.verifyChars, g.verifyCaches = verifyChars, verifyCaches
	g.setCharsOff()
	g.unusual = g.unusualNow()
	g.journal = j

	// Storage kept, emptied.
	g.space = w
	g.permitZones, g.creatureCache, g.activeCache = permitZones, creatureCache, activeCache
	g.deciderKept = deciderKept // keyed on the Decider's value (deciderIs)
	g.gen = gen                 // its cards of this generation are its own to reuse (makeCard, cow.go)
	if !shared {                // else its card table and zones are a clone's too (copyTables)
		g.cards = cards[:0] // the structs past the length are reused (newCard)
		for k := range zones {
			// Not wiped: past its new end a zone's array keeps only
			// cards the last game held, as the card table's array does,
			// and nothing reads past a zone's end.
			zones[k] = zones[k][:0]
		}
		g.zones = zones
	}
	g.links, g.follow, g.revealed = links, follow, revealed
	clear(g.links)
	clear(g.follow)
	clear(g.revealed)
	if g.links == nil {
		g.links = map[linkKey][]ObjRef{}
	}
	if g.follow == nil {
		g.follow = map[ObjRef]ObjRef{}
	}
	if len(qualities) < qualitiesKept {
		g.qualities = qualities // each read of a quality's words holds for every game (quality); a full list starts again
	}
	g.stack, g.casts = stack, casts

	// What NewGame sets.
	g.Turn, g.Step = 1, Main1
	g.SetSeed(0) // its own source (ownRand), zeroed above
	players := oldPlayers[:0]
	for i, n := range names {
		var p *Player
		if i < len(oldPlayers) {
			p = oldPlayers[i]
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
