// Package web is the mtgs table in a browser: a page where a person plays
// a seat against the automatic player, speaking the protocol of package
// table (docs/protocol.md). The page runs the engine itself, compiled to
// WebAssembly from web/wasm, or talks to `mtgs serve --listen` over a
// WebSocket; Handler serves it for the latter.
package web

import (
	"embed"
	"io/fs"
	"net/http"
)

//go:embed static
var static embed.FS

// Files are the page's files: index.html, app.js, style.css and the
// default config.js (which runs the engine in the page). The engine's
// main.wasm and Go's wasm_exec.js are built beside them (BuildWasm).
func Files() fs.FS {
	sub, err := fs.Sub(static, "static")
	if err != nil {
		panic(err) // the embedded directory exists
	}
	return sub
}

// wsConfig is the config.js of a page served by Handler: the engine is
// the server's, reached over the WebSocket at path.
const wsConfig = "var mtgsConfig = {transport: \"ws\", path: \"/ws\"};\n"

// Handler serves the page with a config.js that points it at the
// WebSocket endpoint /ws, which ws serves.
func Handler(ws http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/ws", ws)
	mux.HandleFunc("/config.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Write([]byte(wsConfig))
	})
	mux.HandleFunc("/wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		// Not needed over a WebSocket: an empty script keeps the page's
		// script tag harmless.
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	})
	mux.Handle("/", http.FileServerFS(Files()))
	return mux
}
