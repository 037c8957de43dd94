package interp

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	rt "github.com/mtgs/mtgs/runtime"
)

// allocs returns the bytes allocated by parsing src and by checking it,
// measured apart so that the parser's cost does not hide the checker's.
func allocs(lib *Library, src []byte) (parseBytes, checkBytes uint64, err error) {
	srcs := []Source{{Name: "x.mtgs", Text: src}}
	var errs errorList
	var m0, m1, m2 runtime.MemStats
	runtime.ReadMemStats(&m0)
	files := parse(srcs, &errs)
	runtime.ReadMemStats(&m1)
	_, err = check(lib, srcs, files, &errs)
	runtime.ReadMemStats(&m2)
	return m1.TotalAlloc - m0.TotalAlloc, m2.TotalAlloc - m1.TotalAlloc, err
}

// repeat returns f(0) + f(1) + ... + f(n-1).
func repeat(n int, f func(i int) string) []byte {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(f(i))
	}
	return []byte(b.String())
}

// scalingShapes are files that grow with n in the ways that once made the
// checker's memory grow with the square of the file: a copy of the rest of
// the file for every "may", delayed trigger, prevention or replacement
// clause, and a search of every card name for every misspelt one.
var scalingShapes = map[string]func(n int) []byte{
	"may": func(n int) []byte {
		return repeat(n, func(i int) string {
			return fmt.Sprintf("card \"May %d\" {\n  type Instant\n  spell: you may draw a card.\n}\n", i)
		})
	},
	"may and may": func(n int) []byte {
		return []byte("card \"A\" {\n  type Instant\n  spell: you may draw a card" + strings.Repeat(" and you may draw a card", n) + ".\n}\n")
	},
	"delayed": func(n int) []byte {
		return repeat(n, func(i int) string {
			return fmt.Sprintf("card \"Later %d\" {\n  type Instant\n  spell: at the beginning of the next end step, at the beginning of the next upkeep, you gain 1 life.\n}\n", i)
		})
	},
	"prevent": func(n int) []byte {
		return repeat(n, func(i int) string {
			return fmt.Sprintf("card \"Fog %d\" {\n  type Instant\n  spell: prevent all combat damage that would be dealt until end of turn.\n}\n", i)
		})
	},
	"replacement": func(n int) []byte {
		return repeat(n, func(i int) string {
			return fmt.Sprintf("card \"Phoenix %d\" {\n  type Creature\n  pt 1/1\n  static: if this would die, exile it instead.\n}\n", i)
		})
	},
	"unknown effect": func(n int) []byte {
		return repeat(n, func(i int) string {
			return fmt.Sprintf("card \"Scry %d\" {\n  type Instant\n  spell: scry 2.\n}\n", i)
		})
	},
	"misspelt cards": func(n int) []byte {
		cards := repeat(n, func(i int) string {
			return fmt.Sprintf("card \"Card %05d\" {\n  type Instant\n  spell: draw a card.\n}\n", i)
		})
		deck := repeat(n, func(i int) string { return fmt.Sprintf("  1 \"Crad %05d\"\n", i) })
		return append(append(cards, "deck \"D\" {\n"...), append(deck, "}\n"...)...)
	},
	"long misspelt names": func(n int) []byte {
		return []byte("deck \"D\" {\n  1 \"" + strings.Repeat("Forest", n) + "\"\n}\ncard \"A\" {\n  type Creature\n  pt 1/1\n  " + strings.Repeat("flying", n) + "\n}\n")
	},
	"set-up and casts": func(n int) []byte {
		return []byte("scenario \"s\" {\n  players Alice, Bob\n  Alice hand: " + strings.TrimSuffix(strings.Repeat("\"Lightning Bolt\", ", min(n, MaxCards)), ", ") + "\n" +
			strings.Repeat("  Alice cast \"Lightning Bolt\" targeting Bob\n", n) + "}\n")
	},
}

// TestCheckScalesLinearly checks that the memory the checker allocates
// grows in proportion to the file: four times the file may cost at most
// six times the memory (the square of the file would cost sixteen).
func TestCheckScalesLinearly(t *testing.T) {
	lib := stdlib(t)
	n := 500
	for name, shape := range scalingShapes {
		small, large := shape(n), shape(4*n)
		allocs(lib, small) // warm up
		_, a, _ := allocs(lib, small)
		_, b, _ := allocs(lib, large)
		t.Logf("%s: %d bytes: %d allocated (%.0f a byte); %d bytes: %d (%.0f a byte)", name, len(small), a, float64(a)/float64(len(small)), len(large), b, float64(b)/float64(len(large)))
		if b > 6*a+64<<10 {
			t.Errorf("%s: checking %d bytes allocates %d bytes, but %d bytes allocate %d: more than linear", name, len(large), b, len(small), a)
		}
	}
}

// TestPhraseStaysInItsClause checks that the text kept for a "may", a
// delayed trigger, a prevention or a replacement is its own clause, read
// without copying the rest of the file: it once ran on to the next ".",
// "," or newline, taking in the clauses after it ("exile it instead
// instead").
func TestPhraseStaysInItsClause(t *testing.T) {
	prog, err := Compile(stdlib(t), Source{Name: "x.mtgs", Text: []byte(`card "A" {
  type Instant
  spell: you may draw a card and you gain 1 life. at the beginning of the next end step, you may draw a card then you gain 2 life.
}
card "B" {
  type Creature
  pt 1/1
  static: if this would die, exile it instead.
}`)})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := prog.Library.Card("A")
	var got []string
	for _, e := range a.Abilities[0].Effects {
		switch e := e.(type) {
		case rt.May:
			got = append(got, "may: "+e.Text)
		case rt.CreateDelayed:
			got = append(got, "delayed: "+e.Text)
			for _, e := range e.Effects {
				if m, ok := e.(rt.May); ok {
					got = append(got, "may: "+m.Text)
				}
			}
		}
	}
	b, _ := prog.Library.Card("B")
	got = append(got, "replacement: "+b.Abilities[0].Statics[0].Replace.Text)
	// The delayed trigger is the whole rest of its sentence (603.7).
	want := []string{"may: draw a card", "delayed: you may draw a card then you gain 2 life", "may: draw a card", "replacement: if this would die, exile it instead"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("\n got: %q\nwant: %q", got, want)
	}
}

// TestPlayerLimit checks the bound on players, which the runtime makes
// per-player state for.
func TestPlayerLimit(t *testing.T) {
	names := make([]string, MaxPlayers+1)
	seats := make([]string, MaxPlayers+1)
	for i := range names {
		names[i] = fmt.Sprintf("P%d", i)
		seats[i] = fmt.Sprintf("%q deck \"D\"", names[i])
	}
	src := "deck \"D\" { 7 \"Forest\" }\n" +
		"scenario \"s\" {\n  players " + strings.Join(names, ", ") + "\n}\n" +
		"game \"g\" { players " + strings.Join(seats, ", ") + " seed 1 }\n"
	_, err := Compile(stdlib(t), Source{Name: "x.mtgs", Text: []byte(src)})
	want := "x.mtgs:3:3: a scenario has at most 100 players, got 101\n" +
		"x.mtgs:5:1: game \"g\" has 101 players: at most 100"
	if err == nil {
		t.Fatal("no error")
	}
	var got []string
	for _, e := range Errors(err) {
		got = append(got, e.Error())
	}
	if strings.Join(got, "\n") != want {
		t.Errorf("\n got: %s\nwant: %s", strings.Join(got, "\n"), want)
	}
}

// largeLibrary returns a library of distinct cards of about size bytes,
// each with the clauses whose text the checker keeps (may, delayed
// triggers, prevention, replacement), and a deck and a scenario that use
// them.
func largeLibrary(size int) []byte {
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, `card "Card %06d" {
  cost {2}{G}
  type Creature — Elf
  pt 2/2
  flying
  when this enters the battlefield, you may draw a card.
  whenever this attacks, exile another target creature. return that card to the battlefield under its owner's control at the beginning of the next end step.
  {T}: prevent 1 damage that would be dealt to any target until end of turn.
  when this dies, at the beginning of the next end step, you gain 2 life.
  static: if this would die, exile it instead.
}
`, i)
	}
	b.WriteString("deck \"Elves\" {\n") // four copies of each card at most (100.2a)
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&b, "  4 \"Card %06d\"\n", i)
	}
	b.WriteString("  20 \"Forest\"\n}\n")
	b.WriteString("scenario \"elves\" {\n  players Alice, Bob\n  Alice battlefield: \"Card 000000\" as elf, \"Forest\", \"Forest\"\n  Alice activate elf targeting Bob\n  expect stack: \"Card 000000 ability\"\n}\n")
	return []byte(b.String())
}

// TestLargeLibraryMemory checks a generated library of about 10 MB and
// checks that the heap stays within a small multiple of its size
// throughout (sampled while it compiles: a missed sample can only make the
// test weaker, never fail it by chance), and that what it allocates in all
// is proportional to it. A checker that copies the rest of the file for
// every clause needs gigabytes for this.
func TestLargeLibraryMemory(t *testing.T) {
	size := 10 << 20
	if testing.Short() {
		size = 1 << 20
	}
	src := largeLibrary(size)
	lib := stdlib(t)

	// The heap may grow to twice what is live between collections (the
	// default GOGC of 100), whatever the environment says.
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	stop, done := make(chan struct{}), make(chan uint64)
	go func() {
		var peak uint64
		var m runtime.MemStats
		tick := time.NewTicker(2 * time.Millisecond)
		defer tick.Stop()
		for {
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapAlloc)
			select {
			case <-stop:
				done <- peak
				return
			case <-tick.C:
			}
		}
	}()
	start := time.Now()
	prog, err := Compile(lib, Source{Name: "large.mtgs", Text: src})
	elapsed := time.Since(start)
	close(stop)
	peak := <-done
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if res := prog.Scenarios[0].Run(nil); !res.Passed() {
		t.Error(res.Failures)
	}
	heap := peak - min(peak, before.HeapAlloc)
	total := after.TotalAlloc - before.TotalAlloc
	t.Logf("%d bytes, %d cards: checked in %v; heap peak %d MB (%.0f× the source), %d MB allocated in all (%.0f× the source)",
		len(src), len(prog.Library.Names()), elapsed, heap>>20, float64(heap)/float64(len(src)), total>>20, float64(total)/float64(len(src)))
	if heap > 80*uint64(len(src)) {
		t.Errorf("the heap reached %d bytes checking %d bytes: more than 80 times the source", heap, len(src))
	}
	if total > 2048*uint64(len(src)) {
		t.Errorf("checking %d bytes allocated %d bytes: more than 2048 times the source", len(src), total)
	}
}
