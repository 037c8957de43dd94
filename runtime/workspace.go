package runtime

// workspace holds what a game computes with and keeps while it is
// current: work buffers reused from one action to the next, and answers
// kept until a change of state makes them stale. None of it is state: a
// clone starts with none (Clone), and a game makes its workspace on
// first use (ready), so that a clone allocates none of it until it plays.
type workspace struct {
	sources         []sourcesCache      // manaSources for each player while current (mana_sources.go)
	searcher        *searchDecider      // the Decider LegalActions' probes reuse (legal.go)
	layerSources    layerSources        // the static sources at one version (layers.go)
	scratch         []*layerWork        // where the layer system computes (layers.go)
	listBuf         listBuf             // the candidates of LegalActions, reused (legal.go)
	planWork        planScratch         // the work lists of a payment plan made for real (castPlan, mana_sources.go)
	moveWork        moveScratch         // the lists of a batch of moves, reused (move.go)
	payWork         lentList[payOption] // the options of a payment being chosen, reused (payment.go)
	loan            decisionLoan        // the decision lent a DecisionBorrower (decision_loan.go)
	castTaps        lentList[manaTap]   // the taps of the payment plan of a cast or activation taken for real (castPlan)
	chooseWork      probeStore          // the legal targets a real choice of targets lists, made again for each (chooseTargets)
	keptTargets     targetArrays        // the targets real actions chose, kept until Reset (chooseTargets)
	prompts         targetPrompts       // the prompts of choices of targets made so far (targetPrompt)
	combatHits      lentList[damage]    // the damage a combat damage step deals (dealCombatDamage)
	combatToPlayers lentList[damage]    // the part of it dealt to players
	mulliganWork    mulliganWork        // the lists a mulligan puts a hand back with (DrawOpeningHands)
	sbaClear        battlefieldClear    // the permanents called for no state-based action at one charsVersion and fieldVersion (sba.go)
	mustKept        mustAttackKept      // the creatures that must attack, as last found, for one version (combat_rules.go)
	trigSources     triggerSourcesKept  // the permanents that may have triggered abilities, while current (trigger.go)
	targets         targetsCache        // legal targets while current (targets_cache.go)
	probeKept       *probeKept          // the answers of a listing's probes while current (probe_kept.go)
	listKept        []listingKept       // each player's plays as last listed, while current (listing_kept.go)
	grants          grantsKept          // whether an effect could grant abilities, while current (granted.go)
	castLimits      castLimitsKept      // whether a permanent limits casts, while current (castlimit.go)
	slabs           gameSlabs           // where new objects, their last known information, events, cached characteristics and the log's zone changes come from (slab.go)
	spareCombat     combatState         // the maps of the last combat, emptied, for the next (clearCombat)
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
// emptied for the next combat.
func (w *workspace) reset(combat combatState) {
	old := *w
	*w = workspace{}
	w.slabs = old.slabs
	w.slabs.reset()
	if s := old.searcher; s != nil && !s.busy {
		clear(s.given)
		clear(s.asked)
		*s = searchDecider{given: s.given[:0], asked: s.asked[:0], store: s.store}
		w.searcher = s
	}
	for _, m := range []combatState{combat, old.spareCombat} { // the combat maps, emptied for the next
		if m.defending != nil {
			clear(m.defending)
			w.spareCombat.defending = m.defending
		}
		if m.blockers != nil {
			clear(m.blockers)
			w.spareCombat.blockers = m.blockers
		}
	}
	w.scratch = old.scratch // emptied as each was given back (putScratch)
	clear(old.listBuf.cands)
	clear(old.listBuf.acts)
	clear(old.listBuf.added[:cap(old.listBuf.added)]) // the names and kicker lists of the plays added last
	w.listBuf = listBuf{cands: old.listBuf.cands[:0], acts: old.listBuf.acts[:0], twins: old.listBuf.twins[:0], spans: old.listBuf.spans[:0], named: old.listBuf.named[:0], added: old.listBuf.added[:0]}
	// The payment search's lists are emptied after each plan
	// (planFromIn); the remembered targets' arrays are emptied here.
	w.planWork = old.planWork
	w.moveWork = moveScratch{ready: lentList[prepared]{list: old.moveWork.ready.list}, events: lentList[*Event]{list: old.moveWork.events.list}} // emptied as each batch ends
	w.loan = decisionLoan{options: old.loan.options, def: old.loan.def, answer: old.loan.answer}                                                 // given back as each decision is answered
	w.chooseWork = old.chooseWork                                                                                                                // made again for each choice
	w.prompts = old.prompts                                                                                                                      // the same specs and names
	w.combatHits, w.combatToPlayers = lentList[damage]{list: old.combatHits.list}, lentList[damage]{list: old.combatToPlayers.list}              // emptied as each step ends
	w.mulliganWork = old.mulliganWork                                                                                                            // emptied after each mulligan
	w.keptTargets = old.keptTargets.reset()
	w.castTaps = lentList[manaTap]{list: old.castTaps.list} // emptied as each payment ends
	w.payWork = lentList[payOption]{list: old.payWork.list} // emptied as each payment ends
	if tl := old.targets.lists; tl != nil {
		tl.next = 0
		for i, e := range tl.entries {
			tl.entries[i] = targetsEntry{list: e.list[:0]}
		}
		w.targets.lists = tl
	}
	w.listKept = resetListings(old.listKept)
	if w.probeKept = old.probeKept; w.probeKept != nil {
		w.probeKept.reset()
	}
	w.sources = old.sources
	for i := range w.sources {
		sc := &w.sources[i]
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
	w.layerSources = layerSources{sources: old.layerSources.sources[:0], layers: old.layerSources.layers[:0], ents: old.layerSources.ents[:0]}
}
