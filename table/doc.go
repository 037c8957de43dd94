// Package table is what a game client needs of mtgs, without the effect
// types cards are built from: what a player may know of a game (View,
// ViewOf), and the JSON protocol of `mtgs serve` (docs/protocol.md) —
// its messages, and Server, the protocol's core, which a transport
// (ServeStream for newline-delimited JSON, WebSocketHandler for
// WebSocket, or a host's own) feeds with requests.
//
// A Server runs each game in a goroutine of its own. The automatic player
// (package autoplay) plays the seats a "newGame" request gives it; for
// the client's seats the server sends the seat's view, its legal actions
// and its decisions, and waits for the client's "act" and "answer"; a
// "concede" makes one of the client's seats leave the game at any time. A
// request that is malformed or refused gets an error message and changes
// nothing.
//
// Messages name things as the log does: object references "#12.2",
// zones, steps and kinds by name (runtime's MarshalText methods).
package table
