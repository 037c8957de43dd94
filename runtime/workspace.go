package runtime

// workspace holds what a game computes with and keeps while it is
// current: work buffers reused from one action to the next, and answers
// kept until a change of state makes them stale. None of it is state: a
// clone starts with none (Clone), and a game makes its workspace on
// first use (ready), so that a clone allocates none of it until it plays.
type workspace struct {
	lossRoom        [2]Loss                  // where the game's losses start (lose, sba.go)
	sources         []sourcesCache           // manaSources for each player while current (mana_sources.go)
	searcher        *searchDecider           // the Decider LegalActions' probes reuse (legal.go)
	layerSources    layerSources             // the static sources at one version (layers.go)
	scratch         []*layerWork             // where the layer system computes (layers.go)
	listBuf         listBuf                  // the candidates of LegalActions, reused (legal.go)
	planWork        planScratch              // the work lists of a payment plan made for real (castPlan, mana_sources.go)
	moveWork        moveScratch              // the lists of a batch of moves, reused (move.go)
	payWork         lentList[payOption]      // the options of a payment being chosen, reused (payment.go)
	loan            decisionLoan             // the decision lent a DecisionBorrower (decision_loan.go)
	castTaps        lentList[manaTap]        // the taps of the payment plan of a cast or activation taken for real (castPlan)
	chooseWork      probeStore               // the legal targets a real choice of targets lists, made again for each (chooseTargets)
	keptTargets     targetArrays             // the targets real actions chose, kept until Reset (chooseTargets)
	prompts         targetPrompts            // the prompts of choices of targets made so far (targetPrompt)
	combatHits      lentList[damage]         // the damage a combat damage step deals (dealCombatDamage)
	combatToPlayers lentList[damage]         // the part of it dealt to players
	combatAssigned  lentList[assignedDamage] // what the attackers assign blockers in the step (stepAssignment)
	mulliganWork    mulliganWork             // the lists a mulligan puts a hand back with (DrawOpeningHands)
	sbaClear        battlefieldClear         // the permanents called for no state-based action at one charsVersion and fieldVersion (sba.go)
	mustKept        mustAttackKept           // the creatures that must attack, as last found, for one version (combat_rules.go)
	trigSources     triggerSourcesKept       // the permanents that may have triggered abilities, while current (trigger.go)
	targets         targetsCache             // legal targets while current (targets_cache.go)
	probeKept       *probeKept               // the answers of a listing's probes while current (probe_kept.go)
	listKept        []listingKept            // each player's plays as last listed, while current (listing_kept.go)
	grants          grantsKept               // whether an effect could grant abilities, while current (granted.go)
	castLimits      castLimitsKept           // whether a permanent limits casts, while current (castlimit.go)
	slabs           gameSlabs                // where new objects, their last known information, events, cached characteristics and the log's zone changes come from (slab.go)
	spareCombat     combatState              // the maps of the last combat, emptied, for the next (clearCombat)
	handsSeen       []handSeen               // each player's hand at its last stamp, while VerifyCaches is on (hand_stamp.go)
	wins            [2]winReason             // the reason a game won by the player in each of the first two seats ended, for the last name (winsReason, sba.go)
}

// ready makes the game's workspace if it has none yet: a clone starts
// with none and makes it when first used. Every exported method of Game
// but Clone and CloneInto calls it first
// (TestExportedMethodsMakeWorkspace), so that the runtime's own code,
// which only runs inside them, finds g.space made.
func (g *Game) ready() {
	if g.space == nil {
		g.space = new(workspace)
	}
}

// reset empties w for the next game (Game.Reset), keeping the memory its
// buffers have grown; combat is the old game's, whose maps are kept
// emptied for the next combat. It empties each field in place, writing
// only what the last game changed: a field made anew is zeroed, and a
// struct that keeps some lists is zeroed and given them back, read
// first, so that no copy of the workspace or of a whole struct is made
// (TestResetCoversEveryField checks every field).
func (w *workspace) reset(combat combatState) {
	w.slabs.reset()
	w.lossRoom = [2]Loss{} // the last game's losses, read no more
	if s := w.searcher; s != nil && !s.busy {
		clear(s.given)
		clear(s.asked)
		s.prefix, s.given, s.asked = nil, s.given[:0], s.asked[:0] // its store is kept as it is
	} else {
		w.searcher = nil
	}
	spare := w.spareCombat
	w.spareCombat = combatState{}
	w.spareCombat.keepMaps(&combat) // the combat maps, emptied for the next
	w.spareCombat.keepMaps(&spare)
	// scratch is kept: each was emptied as it was given back (putScratch).
	lb := &w.listBuf
	clear(lb.cands)
	clear(lb.acts)
	clear(lb.added[:cap(lb.added)]) // the names and kicker lists of the plays added last
	cands, acts, twins, spans, named, refs, added := lb.cands[:0], lb.acts[:0], lb.twins[:0], lb.spans[:0], lb.named[:0], lb.refs[:0], lb.added[:0]
	*lb = listBuf{}
	lb.cands, lb.acts, lb.twins, lb.spans, lb.named, lb.refs, lb.added = cands, acts, twins, spans, named, refs, added
	// The payment search's lists (planWork) are emptied after each plan
	// (planFromIn); the remembered targets' arrays are emptied here.
	w.moveWork.ready.busy, w.moveWork.events.busy = false, false // emptied as each batch ends
	w.loan.d, w.loan.busy = Decision{}, false                    // given back as each decision is answered
	// chooseWork is made again for each choice, prompts keep the same
	// specs and names, and mulliganWork is emptied after each mulligan.
	w.combatHits.busy, w.combatToPlayers.busy, w.combatAssigned.busy = false, false, false // emptied as each step ends
	w.keptTargets = w.keptTargets.reset()
	w.castTaps.busy, w.payWork.busy = false, false // emptied as each payment ends
	if tl := w.targets.lists; tl != nil {
		tl.next = 0
		for i := range tl.entries { // each in place: no copy of the array
			e := &tl.entries[i]
			list := e.list[:0]
			*e = targetsEntry{}
			e.list = list
		}
		w.targets = targetsCache{lists: tl}
	} else {
		w.targets = targetsCache{}
	}
	w.listKept = resetListings(w.listKept)
	if w.probeKept != nil {
		w.probeKept.reset()
	}
	for i := range w.sources {
		w.sources[i].empty()
	}
	ls := &w.layerSources
	clear(ls.sources)
	clear(ls.ents)
	sources, layers, ents := ls.sources[:0], ls.layers[:0], ls.ents[:0]
	*ls = layerSources{}
	ls.sources, ls.layers, ls.ents = sources, layers, ents
	w.sbaClear, w.mustKept, w.trigSources = battlefieldClear{}, mustAttackKept{}, triggerSourcesKept{}
	w.handsSeen = nil // seen in the last game
	w.grants, w.castLimits = grantsKept{}, castLimitsKept{}
}

// keepMaps keeps m's maps of attackers, emptied, for the next combat.
func (s *combatState) keepMaps(m *combatState) {
	if m.defending != nil {
		clear(m.defending)
		s.defending = m.defending
	}
	if m.blockers != nil {
		clear(m.blockers)
		s.blockers = m.blockers
	}
}

// empty empties sc for the next game, keeping its lists' arrays. Each
// field is written on its own: the plans are dropped by their count
// (takeUntappedAs), as none past plans[:nPlans] is read and a plan is
// made whole in its memo from its array's first tap on (probePlan), so
// that the memos and their arrays are left as they are.
// TestResetCoversEveryField checks that every other field is emptied.
func (sc *sourcesCache) empty() {
	// The sources are not wiped: past the lists' new ends their arrays
	// keep no more than the last game held, as a slab's arrays do
	// (slab.go), and nothing reads past a list's end.
	clear(sc.sickOut[:cap(sc.sickOut)]) // the next game's room holds no object of the last
	sc.keptStamp, sc.tap, sc.sickRead, sc.turnBegan = keptStamp{}, nil, false, 0
	sc.all, sc.untapped, sc.opts, sc.prevAll, sc.prevOpts, sc.sickOut = sc.all[:0], sc.untapped[:0], sc.opts[:0], sc.prevAll[:0], sc.prevOpts[:0], sc.sickOut[:0]
	sc.srcs, sc.costed, sc.tapVer, sc.tapped, sc.tappedOK = nil, nil, 0, 0, false
	sc.nextPlan, sc.nPlans, sc.mark, sc.last, sc.lastVer, sc.nowVer = 0, 0, logMark{}, nil, 0, 0
	sc.colors, sc.colorsOK = nil, false
	sc.most, sc.each, sc.totals, sc.mono, sc.single = 0, ManaPool{}, 0, false, false
}
