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
// listings, probes, mana sources and layer system.
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
	if len(names) > maxPlayers {
		panic("runtime: a game has at most 32767 players")
	}
	old := *g
	*g = Game{}

	// The host's settings.
	g.Decider, g.WorkLimit, g.LogOff = old.Decider, old.WorkLimit, old.LogOff
	g.OnLog, g.OnEvent, g.CardNames = old.OnLog, old.OnEvent, old.CardNames
	g.verifyChars, g.verifyCaches = old.verifyChars, old.verifyCaches
	if j := old.journal; j != nil {
		clear(j.entries)
		*j = journal{entries: j.entries[:0]}
		g.journal = j
	}

	// Storage kept, emptied.
	g.slabs = old.slabs
	g.gen = old.gen // its cards of this generation are its own to reuse (makeCard, cow.go)
	g.slabs.reset()
	g.cards = old.cards[:0] // the structs past the length are reused (newCard)
	g.zones = old.zones
	for k, cs := range g.zones {
		clear(cs)
		g.zones[k] = cs[:0]
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
	if s := old.searcher; s != nil && !s.busy {
		clear(s.given)
		clear(s.asked)
		*s = searchDecider{given: s.given[:0], asked: s.asked[:0], store: s.store}
		g.searcher = s
	}
	clear(old.stack)
	clear(old.casts)
	g.stack, g.casts = old.stack[:0], old.casts[:0]
	for _, m := range []combatState{old.combat, old.spareCombat} { // the combat maps, emptied for the next
		if m.defending != nil {
			clear(m.defending)
			g.spareCombat.defending = m.defending
		}
		if m.blockers != nil {
			clear(m.blockers)
			g.spareCombat.blockers = m.blockers
		}
	}
	g.scratch = old.scratch // emptied as each was given back (putScratch)
	clear(old.listBuf.cands)
	clear(old.listBuf.acts)
	clear(old.listBuf.added[:cap(old.listBuf.added)]) // the names and kicker lists of the plays added last
	g.listBuf = listBuf{cands: old.listBuf.cands[:0], acts: old.listBuf.acts[:0], twins: old.listBuf.twins[:0], spans: old.listBuf.spans[:0], named: old.listBuf.named[:0], added: old.listBuf.added[:0]}
	// The payment search's lists are emptied after each plan
	// (planFromIn); the remembered targets' arrays are emptied here.
	g.planWork = old.planWork
	g.moveWork = moveScratch{ready: lentList[prepared]{list: old.moveWork.ready.list}, events: lentList[*Event]{list: old.moveWork.events.list}} // emptied as each batch ends
	g.deciderKept = old.deciderKept                                                                                                              // keyed on the Decider's value (deciderIs)
	g.loan = decisionLoan{options: old.loan.options, def: old.loan.def, answer: old.loan.answer}                                                 // given back as each decision is answered
	g.chooseWork = old.chooseWork                                                                                                                // made again for each choice
	g.prompts = old.prompts                                                                                                                      // the same specs and names
	g.combatHits, g.combatToPlayers = lentList[damage]{list: old.combatHits.list}, lentList[damage]{list: old.combatToPlayers.list}              // emptied as each step ends
	g.mulliganWork = old.mulliganWork                                                                                                            // emptied after each mulligan
	g.keptTargets = old.keptTargets.reset()
	g.castTaps = lentList[manaTap]{list: old.castTaps.list} // emptied as each payment ends
	g.payWork = lentList[payOption]{list: old.payWork.list} // emptied as each payment ends
	if tl := old.targets.lists; tl != nil {
		tl.next = 0
		for i, e := range tl.entries {
			tl.entries[i] = targetsEntry{list: e.list[:0]}
		}
		g.targets.lists = tl
	}
	g.listKept = resetListings(old.listKept)
	if g.probeKept = old.probeKept; g.probeKept != nil {
		g.probeKept.reset()
	}
	g.permitZones = resetKept(old.permitZones, &permitZonesFinding)
	g.creatureCache = resetKept(old.creatureCache, &creaturesFinding)
	g.activeCache = resetKept(old.activeCache, &activatorsFinding)
	g.sources = old.sources
	for i := range g.sources {
		sc := &g.sources[i]
		clear(sc.all)
		clear(sc.untapped)
		var taps [planMemos][]manaTap
		for j := range sc.plans {
			m := &sc.plans[j]
			clear(m.taps[:cap(m.taps)])
			taps[j] = m.taps[:0]
		}
		*sc = sourcesCache{all: sc.all[:0], untapped: sc.untapped[:0], opts: sc.opts[:0], prevAll: sc.prevAll[:0], prevOpts: sc.prevOpts[:0]}
		for j := range taps {
			sc.plans[j].taps = taps[j]
		}
	}
	clear(old.layerSources.sources)
	clear(old.layerSources.ents)
	g.layerSources = layerSources{sources: old.layerSources.sources[:0], layers: old.layerSources.layers[:0], ents: old.layerSources.ents[:0]}

	// What NewGame sets.
	g.Turn, g.Step = 1, Main1
	if _, ok := old.Rand.(*seededRand); ok {
		g.Rand = old.Rand
	}
	g.SetSeed(0)
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
