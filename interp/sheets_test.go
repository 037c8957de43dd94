package interp

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// sheetData is the sticker sheet data the bundled sheets are written from:
// a copy of ../shared/cardpools/sticker-sheets.txt.
const sheetData = poolDir + "/sticker-sheets.txt"

// omittedStickers are stickers the data lists that the bundled sheets
// leave out, with why.
var omittedStickers = map[string]string{
	"Eldrazi Guacamole Tightrope: ability sticker {TK}{TK}{TK}{TK}{TK} may be cast from graveyard by paying 2 life": "the data gives a summary of its rules text, not the text",
}

// TestBundledStickerSheets checks every bundled sticker sheet against the
// sheet data: the words of its name stickers, in order, and the ability
// and power/toughness stickers the data lists, with their ticket costs.
func TestBundledStickerSheets(t *testing.T) {
	data, err := os.ReadFile(sheetData)
	if err != nil {
		t.Fatalf("%v: the sticker sheet data is kept beside the card pools", err)
	}
	lib := stdlib(t)
	want := parseSheetData(t, string(data))
	if len(want) != 10 {
		t.Fatalf("read %d sheets from %s, want 10", len(want), sheetData)
	}
	for name, stickers := range want {
		sh, ok := lib.Sheet(name)
		if !ok {
			t.Errorf("sheet %q is not bundled", name)
			continue
		}
		var got []string
		for _, st := range sh.Stickers {
			got = append(got, stickerDatum(st))
		}
		var kept []string
		for _, s := range stickers {
			if _, omitted := omittedStickers[name+": "+s]; !omitted {
				kept = append(kept, s)
			}
		}
		if g, w := strings.Join(got, "\n"), strings.Join(kept, "\n"); g != w {
			t.Errorf("sheet %q:\n got: %s\nwant: %s", name, strings.ReplaceAll(g, "\n", " | "), strings.ReplaceAll(w, "\n", " | "))
		}
	}
	if n := len(lib.SheetNames()); n != len(want) {
		t.Errorf("%d sheets bundled, %d in the data", n, len(want))
	}
	// The copy is the original, when the original is there.
	orig := filepath.Join(sharedPoolDir, "sticker-sheets.txt")
	if b, err := os.ReadFile(orig); err == nil {
		if !bytes.Equal(b, data) {
			t.Errorf("%s differs from %s: copy it again", sheetData, orig)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		t.Error(err)
	}
}

// stickerDatum renders a sticker as the data writes it: a name sticker's
// words; "ability sticker {TK}{TK} afflict 2"; "pt sticker {TK}{TK} 1/4".
func stickerDatum(st *rt.Sticker) string {
	tk := strings.Repeat("{TK}", st.Tickets)
	switch st.Kind {
	case rt.AbilitySticker:
		return "ability sticker " + tk + " " + st.Text
	case rt.PTSticker:
		return "pt sticker " + tk + " " + strconv.Itoa(st.Power) + "/" + strconv.Itoa(st.Toughness)
	}
	return st.Kind.String() + " " + st.Words
}

// parseSheetData reads the sheet data: "NAME: word | word | word" lines,
// each optionally followed by a line "ability stickers: COST text; COST
// text. P/T stickers: COST P/T; COST P/T" (or "P/T:").
func parseSheetData(t *testing.T, data string) map[string][]string {
	sheets := map[string][]string{}
	last := ""
	for _, line := range strings.Split(data, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
		case strings.HasPrefix(line, "  ability stickers:") && last != "":
			abilities, pts, _ := strings.Cut(strings.TrimPrefix(trimmed, "ability stickers:"), "P/T")
			pts = strings.TrimPrefix(strings.TrimPrefix(pts, " stickers"), ":")
			for _, a := range strings.Split(strings.TrimSuffix(strings.TrimSpace(abilities), "."), ";") {
				sheets[last] = append(sheets[last], "ability sticker "+strings.TrimSpace(a))
			}
			for _, p := range strings.Split(pts, ";") {
				sheets[last] = append(sheets[last], "pt sticker "+strings.TrimSpace(p))
			}
		case strings.Contains(line, ": ") && strings.Contains(line, " | "):
			name, words, _ := strings.Cut(line, ": ")
			last = name
			for _, w := range strings.Split(words, "|") {
				sheets[name] = append(sheets[name], "name sticker "+strings.TrimSpace(w))
			}
		}
	}
	return sheets
}
