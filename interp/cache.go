package interp

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/mtgs/mtgs/grammar"
	"github.com/mtgs/mtgs/runtime"
	"github.com/mtgs/mtgs/stdlib/cards"
)

// The library cache. Parsing is most of the cost of compiling a card
// library (participle), so a library compiled once is remembered as an
// index: for a set of source files that all checked clean and hold only
// cards (and sticker sheets), where each card's declaration is, with the
// names of the cards and of the tokens they create. Loading the same files
// again (the same names and bytes, compiled by the same build) reads the
// index instead of parsing: each card is parsed and lowered alone the
// first time it is asked for (Library.Card), from its file with every
// other declaration blanked out, so that its positions and the texts of its
// abilities are those of the whole file. Sheets are compiled as the
// library loads.
//
// The index is found by a hash of the build (cacheVersion, the build info
// and the executable's size and time), and of every file's name and bytes:
// a changed file or a new build finds no index and compiles everything. The
// index carries a hash of its own contents; an index that does not match
// it, or that does not read, is ignored and written anew.

// cacheVersion names the format of the index and the checker's behaviour:
// bump it when either changes in a way the build hash would not show.
const cacheVersion = "mtgs-library-index 1"

// CacheOptions says where LoadLibrary keeps its cache.
type CacheOptions struct {
	// Dir is the cache's directory; empty means os.UserCacheDir()/mtgs.
	Dir string
	// Off disables the cache: the library is compiled from its sources.
	Off bool
}

// LoadLibrary compiles sources into a library, as Compile(NewLibrary(),
// srcs...) does, using the cache of opts: an unchanged set of files is
// loaded from it without being parsed. Errors are those of Compile. A
// cache that can't be read or written only costs the time of compiling.
func LoadLibrary(opts CacheOptions, srcs ...Source) (*Library, error) {
	if opts.Off {
		return compileLibrary(srcs)
	}
	dir := opts.Dir
	if dir == "" {
		d, err := os.UserCacheDir()
		if err != nil {
			return compileLibrary(srcs)
		}
		dir = filepath.Join(d, "mtgs")
	}
	path := filepath.Join(dir, "lib-"+libraryKey(srcs)+".idx")
	if b, err := os.ReadFile(path); err == nil {
		if lib, ok := fromIndex(b, srcs); ok {
			return lib, nil
		}
	}
	p, files, err := compile(NewLibrary(), srcs)
	if err != nil {
		return nil, err
	}
	if idx, ok := index(srcs, files, p.Library.tokens); ok {
		writeAtomic(dir, path, idx)
	}
	return p.Library, nil
}

// StdlibCached is Stdlib through LoadLibrary's cache.
func StdlibCached(opts CacheOptions) (*Library, error) {
	srcs, err := stdlibSources()
	if err != nil {
		return nil, err
	}
	return LoadLibrary(opts, srcs...)
}

// stdlibSources reads the bundled card library's files.
func stdlibSources() ([]Source, error) {
	var srcs []Source
	err := fs.WalkDir(cards.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".mtgs") {
			return err
		}
		b, err := fs.ReadFile(cards.FS, path)
		srcs = append(srcs, Source{Name: "stdlib/cards/" + path, Text: b})
		return err
	})
	return srcs, err
}

func compileLibrary(srcs []Source) (*Library, error) {
	p, err := Compile(NewLibrary(), srcs...)
	if err != nil {
		return nil, err
	}
	return p.Library, nil
}

// buildID identifies the running build: its module and dependency
// versions, VCS revision and settings, and the executable's size and
// modification time (a rebuild changes them).
var buildID = sync.OnceValue(func() string {
	var b strings.Builder
	if bi, ok := debug.ReadBuildInfo(); ok {
		b.WriteString(bi.String())
	}
	if exe, err := os.Executable(); err == nil {
		if st, err := os.Stat(exe); err == nil {
			fmt.Fprintf(&b, "\n%s %d %d", exe, st.Size(), st.ModTime().UnixNano())
		}
	}
	return b.String()
})

// libraryKey hashes the build and the sources' names and bytes.
func libraryKey(srcs []Source) string {
	h := sha256.New()
	var n [8]byte
	put := func(b []byte) {
		binary.LittleEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:])
		h.Write(b)
	}
	put([]byte(cacheVersion))
	put([]byte(buildID()))
	for _, s := range srcs {
		put([]byte(s.Name))
		put(s.Text)
	}
	return hex.EncodeToString(h.Sum(nil)[:20])
}

// index returns the cache index of files that checked clean, or false if
// they can't be cached: a file declares a deck, a scenario or a game, or a
// card does not start its line after ASCII characters only (blanking
// what comes before it on its line must keep its columns).
//
// The index is the line cacheVersion, the hash of the rest, then a line
// for each card ("c FILE START END NAME", the declaration's byte range in
// source FILE), each file of sticker sheets ("s FILE") and each token name
// ("t NAME"); names are quoted.
func index(srcs []Source, files []*grammar.File, tokens map[string]bool) ([]byte, bool) {
	if len(files) != len(srcs) {
		return nil, false
	}
	var body bytes.Buffer
	for i, f := range files {
		text := srcs[i].Text
		sheets := false
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *grammar.Card:
				start, end := d.Pos.Offset, d.EndPos.Offset
				if start < 0 || end <= start || end > len(text) {
					return nil, false
				}
				ls := bytes.LastIndexByte(text[:start], '\n') + 1
				for _, c := range text[ls:start] {
					if c >= 0x80 {
						return nil, false
					}
				}
				fmt.Fprintf(&body, "c %d %d %d %s\n", i, start, end, strconv.Quote(d.Name))
			case *grammar.Sheet:
				sheets = true
			default:
				return nil, false
			}
		}
		if sheets {
			fmt.Fprintf(&body, "s %d\n", i)
		}
	}
	names := make([]string, 0, len(tokens))
	for t := range tokens {
		names = append(names, t)
	}
	sort.Strings(names)
	for _, t := range names {
		fmt.Fprintf(&body, "t %s\n", strconv.Quote(t))
	}
	sum := sha256.Sum256(body.Bytes())
	out := make([]byte, 0, len(cacheVersion)+len(sum)*2+2+body.Len())
	out = append(out, cacheVersion+"\n"+hex.EncodeToString(sum[:])+"\n"...)
	return append(out, body.Bytes()...), true
}

// writeAtomic writes b to path through a temporary file, so that a reader
// never sees half an index. Failures are ignored: the cache is an
// optimisation.
func writeAtomic(dir, path string, b []byte) {
	if os.MkdirAll(dir, 0o755) != nil {
		return
	}
	f, err := os.CreateTemp(dir, "lib-*.tmp")
	if err != nil {
		return
	}
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
}

var errBadIndex = errors.New("bad library index")

// fromIndex builds the library of srcs from the index b, or reports false
// if b is not a whole, well-formed index of srcs.
func fromIndex(b []byte, srcs []Source) (*Library, bool) {
	lib, err := readIndex(b, srcs)
	if err != nil {
		return nil, false
	}
	return lib, true
}

func readIndex(b []byte, srcs []Source) (*Library, error) {
	head, rest, ok := bytes.Cut(b, []byte("\n"))
	if !ok || string(head) != cacheVersion {
		return nil, errBadIndex
	}
	sum, body, ok := bytes.Cut(rest, []byte("\n"))
	if !ok {
		return nil, errBadIndex
	}
	want := sha256.Sum256(body)
	if hex.EncodeToString(want[:]) != string(sum) {
		return nil, errBadIndex
	}
	lib := NewLibrary()
	lib.lazy = map[string]*lazyCard{}
	lib.tokens = map[string]bool{}
	var sheetSrcs []Source
	// The lazy cards keep copies of their files: the caller may change
	// its slices after the hash was taken.
	copies := make([]*Source, len(srcs))
	file := func(i int) *Source {
		if copies[i] == nil {
			copies[i] = &Source{Name: srcs[i].Name, Text: bytes.Clone(srcs[i].Text)}
		}
		return copies[i]
	}
	sc := bufio.NewScanner(bytes.NewReader(body))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		kind, rest, _ := strings.Cut(line, " ")
		switch kind {
		case "c":
			f, rest, _ := strings.Cut(rest, " ")
			st, rest, _ := strings.Cut(rest, " ")
			en, q, _ := strings.Cut(rest, " ")
			i, err1 := strconv.Atoi(f)
			start, err2 := strconv.Atoi(st)
			end, err3 := strconv.Atoi(en)
			name, err4 := strconv.Unquote(q)
			if err1 != nil || err2 != nil || err3 != nil || err4 != nil ||
				i < 0 || i >= len(srcs) || start < 0 || end <= start || end > len(srcs[i].Text) {
				return nil, errBadIndex
			}
			key := strings.ToLower(name)
			if _, dup := lib.lazy[key]; dup {
				return nil, errBadIndex
			}
			lib.lazy[key] = &lazyCard{name: name, src: file(i), start: start, end: end}
		case "s":
			i, err := strconv.Atoi(rest)
			if err != nil || i < 0 || i >= len(srcs) {
				return nil, errBadIndex
			}
			sheetSrcs = append(sheetSrcs, srcs[i])
		case "t":
			name, err := strconv.Unquote(rest)
			if err != nil {
				return nil, errBadIndex
			}
			lib.tokens[name] = true
		default:
			return nil, errBadIndex
		}
	}
	if sc.Err() != nil {
		return nil, errBadIndex
	}
	if len(sheetSrcs) > 0 {
		// Sheets are few: their files are compiled now. Their cards are
		// lazy cards already, which these hide with the same definitions.
		p, err := Compile(NewLibrary(), sheetSrcs...)
		if err != nil {
			return nil, err
		}
		for _, s := range p.Library.sheets {
			lib.addSheet(s)
		}
	}
	return lib, nil
}

// A lazyCard is a card of a library loaded from the cache: where its
// declaration is, lowered when first asked for.
type lazyCard struct {
	name       string
	src        *Source
	start, end int // the declaration's byte range in src.Text
	once       sync.Once
	def        *runtime.CardDef
}

// get lowers the card from its file with everything before it blanked
// (spaces for every byte but newlines, so that positions are unchanged)
// and everything after it left out. It returns nil if the declaration
// does not compile to the card of its name, which a well-formed index of
// unchanged files never gives.
func (e *lazyCard) get() *runtime.CardDef {
	e.once.Do(func() {
		text := e.src.Text[:e.end]
		b := make([]byte, len(text))
		for i, c := range text {
			if c == '\n' || i >= e.start && i < e.end {
				b[i] = c
			} else {
				b[i] = ' '
			}
		}
		p, err := Compile(NewLibrary(), Source{Name: e.src.Name, Text: b})
		if err != nil {
			return
		}
		if d, ok := p.Library.byName[strings.ToLower(e.name)]; ok && len(p.Library.byName) == 1 {
			e.def = d
		}
	})
	return e.def
}
