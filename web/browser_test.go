package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/mtgs/mtgs/interp"
	"github.com/mtgs/mtgs/replay"
	rt "github.com/mtgs/mtgs/runtime"
	"github.com/mtgs/mtgs/table"
)

// chromium finds a headless-capable Chromium: $MTGS_CHROMIUM, or one on
// the PATH.
func chromium() string {
	if p := os.Getenv("MTGS_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// BuildWasm builds the engine for the page (web/wasm) into dir as
// main.wasm, with Go's wasm_exec.js beside it.
func buildWasm(t *testing.T, dir string) {
	t.Helper()
	cmd := exec.Command("go", "build", "-o", filepath.Join(dir, "main.wasm"), "./wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the engine for WebAssembly: %v\n%s", err, out)
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	js, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), js, 0o644); err != nil {
		t.Fatal(err)
	}
}

// overlay serves the first of the file systems that has a file.
type overlay []fs.FS

func (o overlay) Open(name string) (fs.File, error) {
	var err error
	for _, f := range o {
		var file fs.File
		if file, err = f.Open(name); err == nil {
			return file, nil
		}
	}
	return nil, err
}

// The deck the test plays: Mountains and Lightning Bolts, so the opening
// hand holds a land to play and a spell that asks for a target.
const boltDeck = "20 Mountain\n20 Lightning Bolt\n"

// TestTableInBrowser plays the page in headless Chromium with the engine
// compiled to WebAssembly and running in the page (playTable).
func TestTableInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the browser test builds the engine for WebAssembly")
	}
	bin := chromium()
	if bin == "" {
		t.Skip("no Chromium found: install Debian's chromium package (.ci/run does) or set MTGS_CHROMIUM")
	}
	dir := t.TempDir()
	buildWasm(t, dir)
	page := overlay{
		fstest.MapFS{
			"config.js":       {Data: []byte(`var mtgsConfig = {transport: "wasm", decks: ["bolts"]};`)},
			"decks/bolts.txt": {Data: []byte(boltDeck)},
		},
		os.DirFS(dir),
		Files(),
	}
	srv := httptest.NewServer(http.FileServerFS(page))
	defer srv.Close()
	ctx := playTable(t, bin, srv.URL)
	viewReplay(t, ctx, recordedGame(t))
}

// recordedGame is the replay file of a seeded game between two bolt decks.
func recordedGame(t *testing.T) []byte {
	t.Helper()
	lib, err := interp.Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	ds, err := interp.LoadDecks(lib, interp.Source{Name: "bolts.txt", Text: []byte(boltDeck)})
	if err != nil {
		t.Fatal(err)
	}
	gs := &interp.GameSpec{Name: "bolts", Seed: 5, Seats: []interp.Seat{{Player: "Ann", Deck: ds[0]}, {Player: "Ben", Deck: ds[0]}}}
	_, g, err := gs.PlayWith(nil, func(g *rt.Game) { g.Record(true) })
	if err != nil {
		t.Fatal(err)
	}
	f, err := replay.New(lib, gs, g)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// viewReplay loads a replay file into the page's viewer and steps through
// it: forward three frames and back one, the position and the log
// following, and the first frame's log holding the opening draws.
func viewReplay(t *testing.T, ctx context.Context, file []byte) {
	t.Helper()
	text, _ := json.Marshal(string(file))
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("showReplay("+string(text)+"), true")); err != nil {
		t.Fatalf("loading the replay: %v", err)
	}
	eval := func(expr string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](expr))
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		return s
	}
	pos := func() string { return eval(`document.getElementById("replay-pos").textContent`) }
	lines := func() string { return eval(`String(document.querySelectorAll("#log li").length)`) }
	if p := pos(); !strings.HasPrefix(p, "1 / ") {
		t.Fatalf("replay position %q, want the first frame; status %q", p, eval(`document.getElementById("status").textContent`))
	}
	first := lines()
	if !strings.Contains(eval(`document.getElementById("log").textContent`), "Ann's hand") {
		t.Errorf("the first frame's log doesn't show Ann's opening draws")
	}
	for range 3 {
		eval(`document.getElementById("replay-next").click(), ""`)
	}
	if p := pos(); !strings.HasPrefix(p, "4 / ") {
		t.Errorf("after three steps forward the position is %q", p)
	}
	fourth := lines()
	eval(`document.getElementById("replay-prev").click(), ""`)
	if p := pos(); !strings.HasPrefix(p, "3 / ") {
		t.Errorf("after a step back the position is %q", p)
	}
	if first == fourth && first == "0" {
		t.Errorf("the replay shows no log")
	}
}

// TestTableOverWebSocket plays the page as `mtgs serve --listen` serves
// it (Handler): the engine is the server's, reached over a WebSocket.
func TestTableOverWebSocket(t *testing.T) {
	bin := chromium()
	if bin == "" {
		t.Skip("no Chromium found: install Debian's chromium package (.ci/run does) or set MTGS_CHROMIUM")
	}
	lib, err := interp.Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	ds, err := interp.LoadDecks(lib, interp.Source{Name: "bolts.txt", Text: []byte(boltDeck)})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(Handler(table.WebSocketHandler(table.Config{Library: lib, Decks: map[string]*interp.Deck{"bolts": ds[0]}})))
	defer srv.Close()
	playTable(t, bin, srv.URL)
}

// startBrowser starts headless Chromium at bin on the page at url. A
// browser that exits before it is ready, as Chromium now and then does
// on a loaded machine, is started again, up to three times in all.
func startBrowser(t *testing.T, bin, url string) context.Context {
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.NoSandbox, chromedp.ExecPath(bin))
	for try := 1; ; try++ {
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancelCtx := chromedp.NewContext(actx)
		ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
		cancel := func() { cancelTime(); cancelCtx(); cancelAlloc() }
		err := chromedp.Do(ctx, chromedp.Navigate(url))
		if err == nil {
			t.Cleanup(cancel)
			return ctx
		}
		cancel()
		if try == 3 || !strings.Contains(err.Error(), "chrome failed to start") {
			t.Fatalf("navigate: %v", err)
		}
		t.Logf("Chromium did not start (try %d): %v", try, err)
	}
}

// playTable plays the page at url in headless Chromium: it keeps its
// hand, passes to its main phase, plays a Mountain (and sees it on the
// battlefield), casts Lightning Bolt and answers the target prompt with
// the opponent, and sees the log line and the opponent's life fall to 17
// (Lightning Bolt deals 3 damage).
func playTable(t *testing.T, bin, url string) context.Context {
	ctx := startBrowser(t, bin, url)
	// until waits for a JavaScript expression to be true.
	until := func(what, expr string) {
		t.Helper()
		deadline := time.Now().Add(60 * time.Second)
		for {
			ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
			if err == nil && ok {
				return
			}
			if time.Now().After(deadline) {
				st, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("status").textContent + " | actions: " + [...document.querySelectorAll("#actions button")].map(b => b.textContent).join("; ") + " | decision: " + document.getElementById("prompt").textContent`))
				t.Fatalf("waiting for %s: %v (page: %s)", what, err, st)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	click := func(what, expr string) {
		t.Helper()
		until(what, "!!("+expr+")")
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("("+expr+").click(), true")); err != nil {
			t.Fatalf("click %s: %v", what, err)
		}
	}
	button := func(sel, prefix string) string {
		return fmt.Sprintf(`[...document.querySelectorAll(%q)].find(b => !b.disabled && b.textContent.startsWith(%q))`, sel, prefix)
	}

	until("the engine's hello", `!document.getElementById("start").disabled`)
	click("play", `document.getElementById("start")`)
	// London mulligan (103.5): keep the seven cards.
	click("keep", button("#options button", "keep"))
	// Pass priority until a land may be played (the first player's first
	// main phase; 103.8 skips their first draw).
	for range 10 {
		if ok, _ := chromedp.Run(ctx, chromedp.Evaluate[bool]("!!"+button("#actions button", "play land Mountain"))); ok {
			break
		}
		click("pass", button("#actions button", "pass"))
		time.Sleep(200 * time.Millisecond)
	}
	click("play land", button("#actions button", "play land Mountain"))
	until("the Mountain on the battlefield", `[...document.querySelectorAll("#battlefield .permanent")].some(p => p.textContent.includes("Mountain"))`)
	until("the land's log line", `[...document.querySelectorAll("#log li")].some(l => l.textContent.includes("Mountain") && l.textContent.includes("battlefield"))`)

	// The opponent's draws are told without the cards (GameEvent.For).
	until("the opponent's draws, redacted", `[...document.querySelectorAll("#log li")].some(l => l.textContent.startsWith("a card: computer's library -> computer's hand"))`)
	if leak, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll("#log li")].map(l => l.textContent).filter(t => /computer's (hand|library) #/.test(t) || /^(Mountain|Lightning Bolt): computer's library/.test(t)).join("\n")`)); leak != "" {
		t.Errorf("the page shows the opponent's hidden cards:\n%s", leak)
	}
	click("cast", button("#actions button", "cast Lightning Bolt"))
	until("the target prompt", `!document.getElementById("decision").hidden`)
	click("the opponent as target", button("#options button", "computer"))
	until("the cast's log line", `[...document.querySelectorAll("#log li")].some(l => l.textContent.startsWith("player casts Lightning Bolt"))`)
	click("pass to resolve", button("#actions button", "pass"))
	until("the opponent at 17 life", `document.querySelector('.player[data-seat="1"] .life').textContent === "17"`)
	if path := os.Getenv("MTGS_SCREENSHOT"); path != "" {
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err == nil {
			err = os.WriteFile(path, png, 0o644)
		}
		if err != nil {
			t.Errorf("screenshot: %v", err)
		}
	}
	// Conceding ends the game: the player loses (104.3a), the computer
	// wins (104.2a).
	click("concede", `document.getElementById("concede")`)
	until("the game over", `document.getElementById("status").textContent === "game over: computer wins (104.2a)"`)
	until("the concession's log line", `[...document.querySelectorAll("#log li")].some(l => l.textContent === "player loses the game (104.3a: conceded)")`)
	return ctx
}
