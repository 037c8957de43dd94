package runtime

// damage is one event of damage about to be dealt (120.1).
type damage struct {
	source ObjRef // the object dealing it (a spell, a permanent, or one that has left)
	name   string // the source's name, for the log
	to     Target
	n      int
	combat bool
}

// Prevention is a prevention effect (615): a shield that stops damage that
// would be dealt to a recipient, or by a source, or both. With All it
// prevents all such damage; otherwise it stops Amount in total and is then
// used up (615.7).
type Prevention struct {
	To       *Target // the recipient it protects; nil: any
	From     ObjRef  // the source it stops; zero: any
	Combat   bool    // only combat damage
	All      bool
	Amount   int
	Duration Duration
	Text     string
}

func (p *Prevention) appliesTo(d *damage) bool {
	return (p.To == nil || *p.To == d.to) && (p.From.IsZero() || p.From == d.source) && (!p.Combat || d.combat)
}

// deal deals damage after prevention effects (615): to a planeswalker it
// removes loyalty counters (120.3c), to another permanent it is marked
// (120.3e), to a player it is lost life (120.3a). It returns the damage
// dealt.
func (g *Game) deal(d damage) int {
	d.n = amountNumber(d.n)
	if d.n <= 0 {
		return 0
	}
	kept := g.preventions[:0]
	for _, p := range g.preventions {
		if d.n > 0 && p.appliesTo(&d) {
			stop := d.n
			if !p.All {
				stop = min(p.Amount, d.n)
				p.Amount -= stop
			}
			d.n -= stop
			g.Logf("%d damage from %s is prevented (%s)", stop, d.name, p.Text)
			if !p.All && p.Amount == 0 {
				continue // used up (615.7)
			}
		}
		kept = append(kept, p)
	}
	g.preventions = kept
	if d.n <= 0 {
		return 0
	}
	if !d.to.Obj.IsZero() {
		if o := g.Object(d.to.Obj); o != nil && g.protects(o, d.source) {
			g.Logf("%d damage from %s to %s is prevented (protection, 702.16e)", d.n, d.name, g.Describe(o.Ref))
			return 0
		}
	}
	src, _ := g.sourceChars(d.source)
	if d.to.Obj.IsZero() {
		if !g.validPlayer(d.to.Player) {
			return 0
		}
		pl := g.Players[d.to.Player]
		pl.Life = subNumber(pl.Life, d.n)
		g.Logf("%s deals %d damage to %s (life %d)", d.name, d.n, pl.Name, pl.Life)
	} else {
		o := g.Object(d.to.Obj)
		if o == nil || o.Zone != Battlefield {
			return 0
		}
		if c := g.Chars(o); c.Is("Planeswalker") && !c.Is("Creature") {
			if o.Counters == nil {
				o.Counters = map[string]int{}
			}
			o.Counters["loyalty"] = max(subNumber(o.Counters["loyalty"], d.n), 0)
		} else {
			o.Damage = addNumber(o.Damage, d.n)
			if src.Has("deathtouch") {
				o.Deathtouched = true // 704.5h
			}
		}
		g.Logf("%s deals %d damage to %s", d.name, d.n, g.Describe(o.Ref))
	}
	if src.Has("lifelink") && g.validPlayer(src.Controller) { // 702.15b
		pl := g.Players[src.Controller]
		pl.Life = addNumber(pl.Life, d.n)
		g.Logf("%s gains %d life from lifelink (life %d)", pl.Name, d.n, pl.Life)
	}
	return d.n
}

// Prevent creates prevention effects (615) for damage that would be dealt
// to each recipient, by each source, or both; the sets of recipients and
// sources are fixed as it resolves (611.2c). All or Amount says how much.
type Prevent struct {
	To        ObjExpr    // recipients that are objects (nil: not restricted)
	ToPlayers PlayerExpr // recipients that are players
	By        ObjExpr    // sources (nil: any)
	All       bool
	Amount    Amount
	Combat    bool
	Duration  Duration
	Text      string
}

// Apply implements Effect.
func (e Prevent) Apply(r *Resolution) error {
	g := r.Game
	amount := 0
	if !e.All {
		if amount = amountNumber(e.Amount.Value(r)); amount <= 0 {
			return nil
		}
	}
	r.SetIt(nil)
	var recipients []*Target
	if e.To != nil {
		for _, o := range e.To.Objects(r) {
			recipients = append(recipients, &Target{Obj: o, Player: NoPlayer})
		}
	}
	if e.ToPlayers != nil {
		for _, p := range e.ToPlayers.Players(r) {
			recipients = append(recipients, &Target{Player: p})
		}
	}
	if e.To == nil && e.ToPlayers == nil {
		recipients = []*Target{nil}
	}
	sources := []ObjRef{{}}
	if e.By != nil {
		sources = e.By.Objects(r)
	}
	for _, to := range recipients {
		for _, from := range sources {
			g.preventions = append(g.preventions, &Prevention{To: to, From: from, Combat: e.Combat, All: e.All, Amount: amount, Duration: e.Duration, Text: e.Text})
		}
	}
	if len(recipients) > 0 && len(sources) > 0 {
		g.Logf("%s: %s", g.Card(r.Source.Card).Def.Name, e.Text)
	}
	return nil
}
