//go:build js && wasm

// Command wasm is the mtgs engine for the table page (package web),
// compiled to WebAssembly:
//
//	GOOS=js GOARCH=wasm go build -o web/static/main.wasm ./web/wasm
//	cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" web/static/
//
// It defines three functions for the page: mtgsStart(decks) loads the
// bundled cards and the decks given (a JSON object of deck name to deck
// list text) and sends the protocol's hello; mtgsSend(request) hands a
// request to the server; the server's messages go to the page's
// mtgsReceive(message). mtgsReplay(file) replays a replay file into
// frames for the page's replay viewer.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"syscall/js"

	"github.com/mtgs/mtgs/interp"
	"github.com/mtgs/mtgs/table"
)

var (
	lib  *interp.Library
	srv  *table.Server
	reqs = make(chan []byte, 64) // requests, handled in order by one goroutine
)

func main() {
	js.Global().Set("mtgsStart", js.FuncOf(start))
	js.Global().Set("mtgsSend", js.FuncOf(send))
	js.Global().Set("mtgsReplay", js.FuncOf(replayFrames))
	select {}
}

// start loads the cards and decks and starts the server; it returns an
// error message, or null.
func start(this js.Value, args []js.Value) any {
	if srv != nil {
		return "the engine is already started"
	}
	var texts map[string]string
	if len(args) != 1 || json.Unmarshal([]byte(args[0].String()), &texts) != nil {
		return "mtgsStart wants a JSON object of deck name to deck list"
	}
	var err error
	if lib, err = interp.Stdlib(); err != nil {
		return err.Error()
	}
	decks := map[string]*interp.Deck{}
	for name, text := range texts {
		ds, err := interp.LoadDecks(lib, interp.Source{Name: name + ".txt", Text: []byte(text)})
		if err != nil || len(ds) == 0 {
			return fmt.Sprintf("deck %s: %v", name, err)
		}
		decks[name] = ds[0]
	}
	receive := js.Global().Get("mtgsReceive")
	srv = table.NewServer(table.Config{Library: lib, Decks: decks}, table.SinkFunc(func(msg []byte) error {
		receive.Invoke(string(msg))
		return nil
	}))
	srv.Hello()
	go func() {
		for msg := range reqs {
			srv.Handle(context.Background(), msg)
		}
	}()
	return nil
}

// send hands a request to the server. It returns at once: the server's
// answers arrive through mtgsReceive.
func send(this js.Value, args []js.Value) any {
	if srv == nil || len(args) != 1 {
		return "the engine is not started"
	}
	select {
	case reqs <- []byte(args[0].String()):
		return nil
	default:
		return "too many requests waiting"
	}
}
