// Package interp is where the .mtgs language meets the rules runtime: it
// checks parsed files (package grammar) and lowers card definitions into
// runtime CardDefs, deck lists into card lists, and scenarios into
// runnable steps. Every problem in every file is reported at once, each
// error positioned as file:line:col.
package interp

import (
	"io/fs"
	"maps"
	goruntime "runtime"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/mtgs/mtgs/decklist"
	"github.com/mtgs/mtgs/grammar"
	"github.com/mtgs/mtgs/runtime"
	"github.com/mtgs/mtgs/stdlib/cards"
)

// Library is a set of card definitions by name.
type Library struct {
	byName map[string]*runtime.CardDef
	// lazy holds the cards of a library loaded from the cache (cache.go),
	// by lower-cased name: each is lowered the first time it is asked for.
	// A card of byName hides one of lazy with the same name.
	lazy   map[string]*lazyCard
	sheets map[string]*runtime.StickerSheet // sticker sheets by lower-cased name (stickers.go)
	// tokens holds the lower-cased names of the tokens the library's cards
	// can create, so that a scenario can name a token a bundled card
	// makes ("Elemental Token").
	tokens map[string]bool
	// hashes are the hashes of the compiled cards' texts, by lower-cased
	// name (cardhash.go).
	hashes map[string]string
}

// NewLibrary returns an empty library.
func NewLibrary() *Library { return &Library{byName: map[string]*runtime.CardDef{}} }

// Card returns the definition of the named card.
func (l *Library) Card(name string) (*runtime.CardDef, bool) {
	key := strings.ToLower(name)
	if d, ok := l.byName[key]; ok {
		return d, true
	}
	if e, ok := l.lazy[key]; ok {
		if d := e.get(); d != nil {
			return d, true
		}
	}
	return nil, false
}

// Names lists the library's cards in alphabetical order.
func (l *Library) Names() []string {
	ns := make([]string, 0, len(l.byName)+len(l.lazy))
	for _, d := range l.byName {
		ns = append(ns, d.Name)
	}
	for k, e := range l.lazy {
		if _, hidden := l.byName[k]; !hidden {
			ns = append(ns, e.name)
		}
	}
	sort.Strings(ns)
	return ns
}

// size is the number of cards in the library.
func (l *Library) size() int {
	n := len(l.byName)
	for k := range l.lazy {
		if _, hidden := l.byName[k]; !hidden {
			n++
		}
	}
	return n
}

func (l *Library) clone() *Library {
	c := NewLibrary()
	for k, v := range l.byName {
		c.byName[k] = v
	}
	c.lazy = l.lazy // never written once loaded
	c.hashes = maps.Clone(l.hashes)
	for _, s := range l.sheets {
		c.addSheet(s)
	}
	c.tokens = map[string]bool{}
	for k := range l.tokens {
		c.tokens[k] = true
	}
	return c
}

// Source is one file to compile.
type Source struct {
	Name string
	Text []byte
}

// Deck is a compiled deck list.
type Deck struct {
	Name      string
	Pos       lexer.Position     // where it is declared: its file's first line for a deck list
	Cards     []*runtime.CardDef // the main deck, one entry per copy
	Sideboard []*runtime.CardDef // one entry per copy (a deck list's companion too)
	Commander []*runtime.CardDef
	Lines     []DeckLine // the lines of the list, for legality errors
}

// DeckLine is one line of a deck: Count copies of Card in a section.
type DeckLine struct {
	Pos     lexer.Position
	Card    *runtime.CardDef
	Count   int
	Section decklist.Section
}

// Program is what a set of files describes: their cards (added to the
// library they were compiled against), decks and scenarios.
type Program struct {
	Library   *Library
	Decks     []*Deck
	Scenarios []*Scenario
	Games     []*GameSpec
}

// Stdlib compiles the bundled card library.
func Stdlib() (*Library, error) {
	var srcs []Source
	err := fs.WalkDir(cards.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".mtgs") {
			return err
		}
		b, err := fs.ReadFile(cards.FS, path)
		srcs = append(srcs, Source{Name: "stdlib/cards/" + path, Text: b})
		return err
	})
	if err != nil {
		return nil, err
	}
	p, err := Compile(NewLibrary(), srcs...)
	if err != nil {
		return nil, err
	}
	return p.Library, nil
}

// Compile parses and checks the sources against lib and lowers them. Cards
// the sources define are visible to every source. The error, if any, lists
// every problem found, sorted by position.
func Compile(lib *Library, srcs ...Source) (*Program, error) {
	p, _, err := compile(lib, srcs)
	return p, err
}

// compile is Compile, also returning the parsed files, their cards cut
// down to their headers once checked (releaseCards). The cards of each
// file are checked as soon as it and the files before it are parsed, while
// later files are being parsed; the errors are gathered as if all files
// had been parsed first (parse errors, then checking errors), so the
// result is the same as check's after parse.
func compile(lib *Library, srcs []Source) (*Program, []*grammar.File, error) {
	var parseErrs, checkErrs errorList
	c := newCompiler(lib, srcs, &checkErrs)
	files := parseEach(srcs, &parseErrs, func(f *grammar.File) {
		c.cards(f)
		releaseCards(f)
	})
	parseErrs.errs = append(parseErrs.errs, checkErrs.errs...)
	c.errs = &parseErrs
	p, err := c.rest(files)
	return p, files, err
}

// releaseCards replaces each card of f, once checked, by its header (name
// and position), all that is read of it afterwards (rest reads the decks,
// games and scenarios; LoadLibrary's index and DefinedCards the cards'
// names and places). Holding every card's syntax tree until the whole
// library was compiled made the live heap grow with the library, and the
// garbage collector mark it again in each cycle: a quarter of the CPU time
// of compiling 30,000 cards.
func releaseCards(f *grammar.File) {
	for i, d := range f.Decls {
		if c, ok := d.(*grammar.Card); ok {
			f.Decls[i] = &grammar.Card{Pos: c.Pos, Name: c.Name, EndPos: c.EndPos}
		}
	}
}

// parse parses the sources, adding their syntax errors to errs. Files are
// parsed in parallel, GOMAXPROCS at a time; their results are gathered in
// the order of srcs, so the files and errors are the same whatever the
// schedule.
func parse(srcs []Source, errs *errorList) []*grammar.File {
	return parseEach(srcs, errs, func(*grammar.File) {})
}

// parseEach is parse, also calling parsed with each file in the order of
// srcs (on the calling goroutine) as soon as it and those before it are
// parsed; the syntax errors of a file are in errs before it is passed.
func parseEach(srcs []Source, errs *errorList, parsed func(*grammar.File)) []*grammar.File {
	var files []*grammar.File
	gather := func(f *grammar.File, err error) {
		errs.addErr(err)
		if f != nil {
			files = append(files, f)
			parsed(f)
		}
	}
	workers := min(goruntime.GOMAXPROCS(0), len(srcs))
	if workers <= 1 {
		for _, s := range srcs {
			gather(grammar.Parse(s.Name, s.Text))
		}
		return files
	}
	type result struct {
		file *grammar.File
		err  error
		done chan struct{} // closed when file and err are set
	}
	results := make([]result, len(srcs))
	for i := range results {
		results[i].done = make(chan struct{})
	}
	var next atomic.Int64
	for range workers {
		go func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= len(srcs) {
					return
				}
				r := &results[i]
				r.file, r.err = grammar.Parse(srcs[i].Name, srcs[i].Text)
				close(r.done)
			}
		}()
	}
	for i := range results {
		<-results[i].done
		gather(results[i].file, results[i].err)
	}
	return files
}

// check checks and lowers parsed files (Compile's second half; the tests
// measure it on its own).
func check(lib *Library, srcs []Source, files []*grammar.File, errs *errorList) (*Program, error) {
	c := newCompiler(lib, srcs, errs)
	for _, f := range files {
		c.cards(f)
	}
	return c.rest(files)
}

// newCompiler returns a compiler of srcs against a copy of lib.
func newCompiler(lib *Library, srcs []Source, errs *errorList) *compiler {
	c := &compiler{lib: lib.clone(), errs: errs, defined: map[string]bool{}, sources: map[string][]byte{}}
	c.tokens = c.lib.tokens // the library's tokens and those the files' cards create
	for _, s := range srcs {
		c.sources[s.Name] = s.Text
	}
	return c
}

// cards checks and lowers the cards and sticker sheets of a file. Cards
// come first, file by file, so that decks and scenarios in any file can
// use them.
func (c *compiler) cards(f *grammar.File) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *grammar.Card:
			c.card(d)
		case *grammar.Sheet:
			c.sheet(d)
		}
	}
}

// rest checks and lowers the decks, games and scenarios of the files,
// once their cards are (check's second half).
func (c *compiler) rest(files []*grammar.File) (*Program, error) {
	errs := c.errs
	prog := &Program{Library: c.lib}
	decks := map[string]*Deck{}
	for _, f := range files {
		for _, d := range f.Decls {
			if d, ok := d.(*grammar.Deck); ok {
				dk := c.deck(d)
				if _, dup := decks[dk.Name]; dup {
					errs.add(d.Pos, "deck %q is defined twice", d.Name)
				}
				decks[dk.Name] = dk
				prog.Decks = append(prog.Decks, dk)
			}
		}
	}
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *grammar.Game:
				prog.Games = append(prog.Games, c.game(d, decks))
			case *grammar.Scenario:
				if sc := c.scenario(d); sc != nil {
					prog.Scenarios = append(prog.Scenarios, sc)
				}
			}
		}
	}
	if err := errs.err(); err != nil {
		return prog, err
	}
	return prog, nil
}

type compiler struct {
	lib     *Library
	errs    *errorList
	defined map[string]bool   // cards defined by the sources being compiled
	sources map[string][]byte // source text by file name, for ability texts
	cardCtx *cardCtx          // the card being compiled
	// trigger is the trigger of the triggered ability being compiled:
	// what "that player" and "that much" refer to (eventContext,
	// event_verbs_m5.go).
	trigger *runtime.Trigger
	tokens  map[string]bool // names of the tokens the cards can create
	// sticker sheets defined by the sources being compiled
	definedSheets map[string]bool
	// for suggest: the library's names (as written and lower-cased), and
	// the suggestions made so far by lower-cased misspelt name
	names       [][2]string
	suggestions map[string]string
	whereX      runtime.Amount // X of the sentence being lowered, if it says "where X is …" (count.go)
	// creature tokens created without power and toughness, waiting for an
	// ability in quotes that defines them (token_ability.go)
	starTokens map[*runtime.CardDef]lexer.Position
	// manaAdds counts the "add MANA" clauses lowered, so that a caller
	// sees whether an ability it lowered adds mana anywhere
	// (triggeredMana, mana_trigger.go).
	manaAdds int
	// quoted counts the abilities in quotes being lowered around the
	// current clause (granted.go): their source is the object that has
	// them, not the card that grants them.
	quoted int
	// sourced: the selector being lowered is matched knowing the source
	// of its ability, where "enchanted player controls" may narrow it
	// (enchant_player.go).
	sourced bool
}

// deck checks a deck list and lowers it to one card per copy. Counts are
// checked before any copy is made: at most MaxCopies a line and MaxCards
// in all.
func (c *compiler) deck(d *grammar.Deck) *Deck {
	dk := &Deck{Name: d.Name, Pos: d.Pos}
	total := 0
	for _, e := range d.Entries {
		if e.Count < 1 || e.Count > MaxCopies {
			c.errs.add(e.Pos, "a deck line holds 1 to %d copies, got %d", MaxCopies, e.Count)
			continue
		}
		if total += e.Count; total > MaxCards {
			c.errs.add(e.Pos, "deck %q has more than %d cards", d.Name, MaxCards)
			break
		}
		def, ok := c.lib.Card(e.Card)
		if !ok {
			c.errs.add(e.Pos, "unknown card %q%s", e.Card, c.suggest(e.Card))
			continue
		}
		dk.Lines = append(dk.Lines, DeckLine{Pos: e.Pos, Card: def, Count: e.Count})
		for i := 0; i < e.Count; i++ {
			dk.Cards = append(dk.Cards, def)
		}
	}
	return dk
}

// suggest returns ` (did you mean "X"?)` for a misspelt card name. It
// remembers its answers, and gives up after maxSuggestions different names:
// each search reads every card name, so a file of many misspelt names and
// many cards must not cost their product.
func (c *compiler) suggest(name string) string {
	key := strings.ToLower(name)
	if s, ok := c.suggestions[key]; ok {
		return s
	}
	if len(c.suggestions) >= maxSuggestions {
		return ""
	}
	if len(c.names) != c.lib.size() {
		c.names = c.names[:0]
		for _, n := range c.lib.Names() {
			c.names = append(c.names, [2]string{n, strings.ToLower(n)})
		}
	}
	best, bestD := "", 4
	for _, n := range c.names {
		if d := editDistance(n[1], key, bestD); d < bestD {
			best, bestD = n[0], d
		}
	}
	s := ""
	if best != "" {
		s = " (did you mean \"" + best + "\"?)"
	}
	if c.suggestions == nil {
		c.suggestions = map[string]string{}
	}
	c.suggestions[key] = s
	return s
}

// maxSuggestions is how many different misspelt names one Compile looks
// for a suggestion for.
const maxSuggestions = 100

// editDistance returns the Levenshtein distance between a and b in bytes,
// or some number >= limit if it is at least limit.
func editDistance(a, b string, limit int) int {
	if d := len(a) - len(b); d >= limit || -d >= limit {
		return limit // the distance is at least the difference in length
	}
	var rows [2][32]int // names are short: no allocation
	prev, cur := rows[0][:0], rows[1][:0]
	if len(b)+1 > len(rows[0]) {
		prev, cur = make([]int, 0, len(b)+1), make([]int, 0, len(b)+1)
	}
	prev, cur = prev[:len(b)+1], cur[:len(b)+1]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
