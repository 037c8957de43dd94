package runtime

import (
	"slices"
	"strconv"
	"strings"
)

// This file holds stickers (123): the sheets a player plays with, their
// tickets ({TK}, 107.17), putting a sticker on an object, and what a
// sticker does to the characteristics of the object it is on. Stickers
// stay on an object that moves from one public zone to another (123.5,
// 400.7m; see becomeNew) and are lost when it moves to a hidden zone.

// StickerKind is one of the four kinds of sticker (123.1).
type StickerKind uint8

// The kinds of stickers. AnySticker is not a kind: it asks for a sticker of
// any kind ("put a sticker on …").
const (
	AnySticker StickerKind = iota
	NameSticker
	AbilitySticker
	PTSticker
	ArtSticker
)

var stickerKindNames = [...]string{"", "name sticker", "ability sticker", "power/toughness sticker", "art sticker"}

func (k StickerKind) String() string {
	if int(k) < len(stickerKindNames) && k != AnySticker {
		return stickerKindNames[k]
	}
	return "sticker"
}

// Sticker is one sticker of a sticker sheet (123.2). A name sticker adds
// Words to a name (123.6); an ability sticker grants Keywords and Abilities
// (123.7); a power/toughness sticker sets Power and Toughness (123.8); an
// art sticker is only a marker (123.9). Tickets is its ticket cost (123.3c).
type Sticker struct {
	Kind      StickerKind
	Words     string // name sticker: the words it adds; art sticker: what the art shows
	Tickets   int
	Power     int
	Toughness int
	Keywords  []Keyword
	Abilities []*Ability
	Text      string // ability sticker: the abilities as printed, for logs
}

// Label is how the sticker is named in logs and decisions: the words of a
// name or art sticker, the text of an ability sticker, the numbers of a
// power/toughness sticker.
func (s *Sticker) Label() string {
	switch s.Kind {
	case AbilitySticker:
		return s.Text
	case PTSticker:
		return itoa(s.Power) + "/" + itoa(s.Toughness)
	}
	return s.Words
}

func (s *Sticker) String() string {
	out := s.Kind.String() + " " + strconv.Quote(s.Label())
	if s.Kind == AbilitySticker {
		var parts []string
		for _, k := range s.Keywords {
			parts = append(parts, k.String())
		}
		for _, a := range s.Abilities {
			parts = append(parts, abilityText(a))
		}
		out += " (grants " + strings.Join(parts, "; ") + ")"
	}
	if s.Tickets > 0 {
		out += " costing " + itoa(s.Tickets) + " {TK}"
	}
	return out
}

// abilityText names an ability for a sticker's rendering.
func abilityText(a *Ability) string {
	if a.Text != "" {
		return a.Text
	}
	return "an ability"
}

// StickerSheet is one sticker sheet (123.2): a named, fixed combination of
// stickers. Sheets are shared by games and never changed.
type StickerSheet struct {
	Name     string
	Stickers []*Sticker
}

func (s *StickerSheet) String() string {
	var parts []string
	for _, st := range s.Stickers {
		parts = append(parts, st.String())
	}
	return "sticker sheet " + strconv.Quote(s.Name) + ": " + strings.Join(parts, ", ")
}

// StickerRef names one sticker a player has access to: the index of the
// sheet among the player's sheets and of the sticker on it. Two stickers
// are never the same sticker, even with the same text (123.3a).
type StickerRef struct {
	Player PlayerID
	Sheet  int
	Index  int
}

// PlacedSticker is a sticker on an object: which sticker, when it was put
// there (its timestamp, 613.7) and, for a name sticker, how many words of
// the name came before it when it was placed (123.6b–c).
type PlacedSticker struct {
	Ref       StickerRef
	Sticker   *Sticker
	Timestamp int
	After     int
}

// GiveStickerSheets gives player p access to the stickers of sheets (123.2c),
// as chosen before the game begins. It is refused for a player who is not in
// the game.
func (g *Game) GiveStickerSheets(p PlayerID, sheets ...*StickerSheet) error {
	g.ready()
	if !g.validPlayer(p) {
		return refuse("102.1", "there is no player %d in this game", p)
	}
	for _, s := range sheets {
		if s == nil {
			return refuse("123.2", "a sticker sheet is missing")
		}
		if slices.ContainsFunc(g.Players[p].Sheets, func(x *StickerSheet) bool { return x.Name == s.Name }) {
			return refuse("123.2a", "%s already plays with the sticker sheet %q: each sheet must be unique", g.PlayerName(p), s.Name)
		}
	}
	g.Players[p].Sheets = append(g.Players[p].Sheets, sheets...)
	return nil
}

// stickerOn reports whether the sticker r is on an object its player owns
// (123.3: a sticker already on an object can't be put on another).
func (g *Game) stickerInUse(r StickerRef) bool {
	for _, c := range g.cards {
		if c.Owner != r.Player || c.Obj == nil {
			continue
		}
		for _, ps := range c.Obj.Stickers {
			if ps.Ref == r {
				return true
			}
		}
	}
	return false
}

// availableStickers lists the stickers of kind (any kind for AnySticker)
// that player p could put on an object now: those not on any object p owns
// (123.3) whose ticket cost p can pay (123.3c).
func (g *Game) availableStickers(p PlayerID, kind StickerKind) []StickerRef {
	var out []StickerRef
	pl := g.Players[p]
	for si, sh := range pl.Sheets {
		for i, st := range sh.Stickers {
			if kind != AnySticker && st.Kind != kind || st.Tickets > pl.Tickets {
				continue
			}
			r := StickerRef{Player: p, Sheet: si, Index: i}
			if !g.stickerInUse(r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// sticker returns the sticker r names.
func (g *Game) sticker(r StickerRef) *Sticker {
	return g.Players[r.Player].Sheets[r.Sheet].Stickers[r.Index]
}

// Stickered reports whether the object has a sticker of kind on it (any
// kind for AnySticker): "stickered" (123.4), "with a name sticker on it".
func (o *Object) Stickered(kind StickerKind) bool {
	for _, ps := range o.Stickers {
		if ps.Sticker != nil && (kind == AnySticker || ps.Sticker.Kind == kind) {
			return true
		}
	}
	return false
}

// nameWords splits a name into words: series of non-space characters
// (123.6a).
func nameWords(name string) []string { return strings.Fields(name) }

// withNameWords returns name with words added after the first after words
// of it, or at its end if it has fewer words (123.6c).
func withNameWords(name, words string, after int) string {
	ws := nameWords(name)
	after = min(max(after, 0), len(ws))
	out := append(slices.Clip(ws[:after]), words)
	return strings.Join(append(out, ws[after:]...), " ")
}

// AddNameWords is a name sticker's text-changing effect (layer 3, 123.6,
// 612.9): Words are added to the name after After of its words.
type AddNameWords struct {
	Words string
	After int
}

// Layer implements Modification.
func (AddNameWords) Layer() Layer { return LayerText }

// Apply implements Modification.
func (m AddNameWords) Apply(c *Chars) { c.Name = withNameWords(c.Name, m.Words, m.After) }
func (m AddNameWords) String() string {
	return "adds " + strconv.Quote(m.Words) + " to its name after " + itoa(m.After) + " word(s)"
}

// SetPT sets power and toughness to fixed values (layer 7b, 613.4b), as a
// power/toughness sticker does for a creature, or a creature or Vehicle
// card not on the battlefield (123.8).
type SetPT struct{ Power, Toughness int }

// Layer implements Modification.
func (SetPT) Layer() Layer { return LayerPTSet }

// Apply implements Modification.
func (m SetPT) Apply(c *Chars) {
	if c.Is("Creature") || c.Is("Vehicle") {
		c.Power, c.Toughness, c.HasPT = clampNumber(m.Power), clampNumber(m.Toughness), true
	}
}
func (m SetPT) String() string {
	return "has base power and toughness " + itoa(m.Power) + "/" + itoa(m.Toughness)
}

// AddAbilities grants abilities other than keywords (layer 6), such as
// those an ability sticker prints (123.7).
type AddAbilities struct{ Abilities []*Ability }

// Layer implements Modification.
func (AddAbilities) Layer() Layer { return LayerAbility }

// Apply implements Modification.
func (m AddAbilities) Apply(c *Chars) { c.Abilities = append(slices.Clip(c.Abilities), m.Abilities...) }
func (m AddAbilities) String() string {
	var parts []string
	for _, a := range m.Abilities {
		parts = append(parts, strconv.Quote(abilityText(a)))
	}
	return "gains " + strings.Join(parts, " and ")
}

// stickerMods returns the modifications of the stickers on o, each with the
// timestamp of its sticker (123.6c: name stickers apply in timestamp order
// with other text-changing effects).
func stickerMods(o *Object, mods []layered) []layered {
	for _, ps := range o.Stickers {
		st := ps.Sticker
		if st == nil {
			continue
		}
		switch st.Kind {
		case NameSticker:
			mods = append(mods, layered{AddNameWords{Words: st.Words, After: ps.After}, ps.Timestamp})
		case AbilitySticker:
			if len(st.Keywords) > 0 {
				mods = append(mods, layered{AddKeywords{Keywords: st.Keywords}, ps.Timestamp})
			}
			if abs := stickerAbilities(st); len(abs) > 0 {
				mods = append(mods, layered{AddAbilities{Abilities: abs}, ps.Timestamp})
			}
		case PTSticker:
			mods = append(mods, layered{SetPT{Power: st.Power, Toughness: st.Toughness}, ps.Timestamp})
		}
	}
	return mods
}

// stickerAbilities lists the abilities an ability sticker grants: its
// abilities and those its keywords stand for (afflict, equip).
func stickerAbilities(st *Sticker) []*Ability {
	abs := st.Abilities
	for _, k := range st.Keywords {
		abs = append(slices.Clip(abs), KeywordAbilities(k)...)
	}
	return abs
}

// PutSticker has the ability's controller put a sticker of Kind (any kind
// for AnySticker) on each object What names, or, with What nil, on one
// object matching Choose that they choose as it happens (ChooseText names
// it: "a nonland permanent you own"). For each object they choose one of
// their stickers that is not on an object they own and whose ticket cost
// they can pay, pay that cost (123.3, 123.3c) and, for a name sticker, the
// object's controller chooses where its words go (123.6b). A player can't
// put a sticker on an object they don't own (123.3b): nothing happens then.
type PutSticker struct {
	What       ObjExpr
	Choose     Filter
	ChooseText string
	Kind       StickerKind
}

// Apply implements Effect.
func (e PutSticker) Apply(r *Resolution) error {
	g := r.Game
	p := r.Controller
	if !g.validPlayer(p) {
		return nil
	}
	var objs []ObjRef
	if e.What != nil {
		objs = e.What.Objects(r)
	} else {
		d := &Decision{Kind: ChooseObjects, Player: p, Prompt: "choose " + e.ChooseText + " to put a sticker on", Min: 1, Max: 1}
		for _, o := range g.candidates(&e.Choose) {
			if g.Matches(&e.Choose, o.Ref, p) {
				d.Options = append(d.Options, Option{Label: g.Describe(o.Ref), Target: Target{Obj: o.Ref, Player: NoPlayer}})
			}
		}
		if len(d.Options) == 0 {
			if g.logging() {
				g.emit(EvNote, "%s has no %s to put a sticker on", g.evPlayer(rolePlayer, p), evText(roleText, e.ChooseText))
			}
			r.SetIt(nil)
			return nil
		}
		idx, err := g.decide(d)
		if err != nil {
			return err
		}
		objs = []ObjRef{d.Options[idx[0]].Target.Obj}
	}
	for _, ref := range objs {
		if err := g.putSticker(p, ref, e.Kind); err != nil {
			return err
		}
	}
	r.SetIt(objs)
	return nil
}

// putSticker has p put a sticker of kind on the object ref names (123.3).
func (g *Game) putSticker(p PlayerID, ref ObjRef, kind StickerKind) error {
	o := g.Object(ref)
	if o == nil {
		return nil
	}
	if o.Card.Owner != p {
		if g.logging() {
			g.emit(EvNote, "%s can't put a sticker on %s: %s doesn't own it (123.3b)", g.evPlayer(rolePlayer, p), g.evObj(roleObject, ref), g.evPlayer(rolePlayer, p))
		}
		return nil
	}
	avail := g.availableStickers(p, kind)
	if len(avail) == 0 {
		if g.logging() {
			g.emit(EvNote, "%s has no %s to put on %s (123.3)", g.evPlayer(rolePlayer, p), evText("sticker", sprint(kind)), g.evObj(roleObject, ref))
		}
		return nil
	}
	d := &Decision{Kind: ChooseSticker, Player: p, Prompt: "choose a " + kind.String() + " to put on " + g.Describe(ref), Min: 1, Max: 1}
	for _, sr := range avail {
		st := g.sticker(sr)
		d.Options = append(d.Options, LabelOption(st.Kind.String()+" "+strconv.Quote(st.Label())))
	}
	idx, err := g.decide(d)
	if err != nil {
		return err
	}
	sr := avail[idx[0]]
	st := g.sticker(sr)
	after := 0
	if st.Kind == NameSticker {
		if after, err = g.chooseNamePosition(o, st); err != nil {
			return err
		}
	}
	pl := g.Players[p]
	pl.Tickets = subNumber(pl.Tickets, st.Tickets) // 123.3c: the object's owner pays
	could := mayTrigger(o)
	o = g.own(o)
	o.Stickers = append(slices.Clip(o.Stickers), PlacedSticker{Ref: sr, Sticker: st, Timestamp: g.nextTimestamp(), After: after})
	g.stickersPlaced = true  // version.go
	g.noteTriggers(o, could) // trigger.go
	g.changed()
	paid := ""
	if st.Tickets > 0 {
		paid = " paying " + itoa(st.Tickets) + " {TK}"
	}
	if st.Kind == NameSticker {
		paid += "; it is now named " + strconv.Quote(g.Chars(o).Name) // 123.6b: the new name is announced
	}
	if g.logging() {
		g.emit(EvNote, "%s puts %s %s on %s%s", g.evPlayer(rolePlayer, p), evText("sticker", sprint(st.Kind)), evText("label", strconv.Quote(st.Label())), g.evObj(roleObject, ref), evText("paid", paid))
	}
	return nil
}

func (e PutSticker) String() string {
	kind := e.Kind.String()
	article := "a "
	if strings.HasPrefix(kind, "a") {
		article = "an "
	}
	on := ""
	if e.What != nil {
		on = e.What.String()
	}
	if e.What == nil || e.ChooseText != "" || len(e.Choose.Alts) > 0 {
		if on != "" {
			on += " or "
		}
		on += e.ChooseText + " (" + e.Choose.String() + ") chosen as it happens"
	}
	return "put " + article + kind + " on " + on
}

// chooseNamePosition asks the controller of o where the words of a name
// sticker go (123.6b): at the beginning of its name or after any number of
// its words. Each option is labelled with the name it would make.
func (g *Game) chooseNamePosition(o *Object, st *Sticker) (int, error) {
	name := g.Chars(o).Name
	n := len(nameWords(name))
	chooser := g.Chars(o).Controller
	if chooser == NoPlayer {
		chooser = o.Card.Owner
	}
	d := &Decision{Kind: ChooseNamePosition, Player: chooser, Prompt: "choose where " + strconv.Quote(st.Words) + " goes in the name " + strconv.Quote(name), Min: 1, Max: 1}
	for i := 0; i <= n; i++ {
		d.Options = append(d.Options, LabelOption(withNameWords(name, st.Words, i)))
	}
	idx, err := g.decide(d)
	if err != nil {
		return 0, err
	}
	return idx[0], nil
}

// GetTickets gives players ticket counters ("you get {TK}", 107.17).
type GetTickets struct {
	Who    PlayerExpr
	Amount Amount
}

// Apply implements Effect.
func (e GetTickets) Apply(r *Resolution) error {
	n := amountNumber(e.Amount.Value(r))
	for _, p := range e.Who.Players(r) {
		if !r.Game.validPlayer(p) || n == 0 {
			continue
		}
		pl := r.Game.Players[p]
		pl.Tickets = addNumber(pl.Tickets, n)
		r.Game.changed()
		if r.Game.logging() {
			r.Game.emit(EvNote, "%s gets %s {TK} (%s {TK})", r.Game.evPlayer(rolePlayer, pl.ID), evNum(roleAmount, n), evNum("tickets", pl.Tickets))
		}
	}
	return nil
}
func (e GetTickets) String() string {
	who := "nobody"
	if e.Who != nil {
		who = e.Who.String()
	}
	amount := "no"
	if e.Amount != nil {
		if c, ok := e.Amount.(Const); ok {
			amount = itoa(int(c))
		} else {
			amount = "an amount of"
		}
	}
	return who + " gets " + amount + " {TK}"
}

// StickerFilter is what a filter asks of the stickers on an object.
type StickerFilter uint8

// Sticker filters: none; "stickered" (any sticker, 123.4); "with a name
// sticker on it" and the like for the other kinds.
const (
	NoStickerFilter StickerFilter = iota
	WithAnySticker
	WithNameSticker
	WithAbilitySticker
	WithPTSticker
	WithArtSticker
)

// StickerFilterFor returns the filter asking for a sticker of kind k on an
// object (any kind for AnySticker).
func StickerFilterFor(k StickerKind) StickerFilter {
	return WithAnySticker + StickerFilter(k)
}

func (f StickerFilter) kind() StickerKind { return StickerKind(f - WithAnySticker) }

func (f StickerFilter) holds(o *Object) bool {
	return f == NoStickerFilter || o.Stickered(f.kind())
}

func (f StickerFilter) String() string {
	switch f {
	case NoStickerFilter:
		return ""
	case WithAnySticker:
		return "stickered"
	}
	k := f.kind().String()
	if strings.HasPrefix(k, "a") {
		return "with an " + k + " on it"
	}
	return "with a " + k + " on it"
}

// DefendingPlayer is the player the creature the triggering event concerns
// is attacking: "defending player" of afflict (702.130a, 506.2).
type DefendingPlayer struct{}

// Players implements PlayerExpr.
func (DefendingPlayer) Players(r *Resolution) []PlayerID {
	e := r.Event()
	if e == nil {
		return nil
	}
	if p, ok := r.Game.combat.defending[e.New]; ok {
		return []PlayerID{p}
	}
	return nil
}
func (DefendingPlayer) String() string { return "the defending player" }
