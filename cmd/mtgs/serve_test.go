package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// `mtgs serve --listen 127.0.0.1:0` serves WebSocket at /ws: a client
// connects, reads the hello, watches a game of the automatic player to its
// end and reads the final view; an interrupt stops the server.
func TestServeListen(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	errR, errW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- serve(ctx, []string{"--listen", "127.0.0.1:0", "--decks", "../../testdata/decks"}, strings.NewReader(""), io.Discard, errW)
		errW.Close()
	}()
	sc := bufio.NewScanner(errR)
	url := ""
	for sc.Scan() {
		if _, u, ok := strings.Cut(sc.Text(), " and the protocol at "); ok {
			url = u
			break
		}
	}
	go io.Copy(io.Discard, errR)
	if !strings.HasPrefix(url, "ws://127.0.0.1:") {
		t.Fatalf("no address: %q", url)
	}
	// The same address serves the table page, set to use the WebSocket.
	page := "http://" + strings.TrimSuffix(strings.TrimPrefix(url, "ws://"), "/ws")
	for path, want := range map[string]string{"/": "<title>mtgs table</title>", "/config.js": `transport: "ws"`, "/app.js": "mtgsConfig"} {
		resp, err := http.Get(page + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(body), want) {
			t.Errorf("GET %s: %s, want a body with %q", path, resp.Status, want)
		}
	}
	dctx, dcancel := context.WithTimeout(ctx, 60*time.Second)
	defer dcancel()
	ws, _, err := websocket.Dial(dctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(16 << 20)
	read := func() map[string]any {
		_, b, err := ws.Read(dctx)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	if m := read(); m["type"] != "hello" || m["version"] != 1.0 {
		t.Fatalf("hello: %v", m)
	}
	ws.Write(dctx, websocket.MessageText, []byte(`{"type":"newGame","game":"w","seed":5,"maxTurns":20,"seats":[{"deck":"red_green_stompy","auto":true},{"deck":"white_blue_skies","auto":true}]}`))
	for {
		m := read()
		if m["type"] == "error" {
			t.Fatalf("error: %v", m)
		}
		if m["type"] == "gameOver" {
			break
		}
	}
	ws.Write(dctx, websocket.MessageText, []byte(`{"type":"view","game":"w"}`))
	if m := read(); m["type"] != "view" || m["view"].(map[string]any)["over"] != true {
		t.Fatalf("final view: %v", m)
	}
	// A deck file's path is refused over the socket unless --files.
	ws.Write(dctx, websocket.MessageText, []byte(`{"type":"newGame","seats":[{"deck":"../../testdata/decks/red_green_stompy.txt"},{"deck":"white_blue_skies","auto":true}]}`))
	if m := read(); m["type"] != "error" || m["code"] != "deck" {
		t.Fatalf("a deck file over the socket: %v", m)
	}
	ws.Close(websocket.StatusNormalClosure, "")
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit status %d", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the server doesn't stop")
	}
}
