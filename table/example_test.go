package table_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mtgs/mtgs/interp"
	"github.com/mtgs/mtgs/table"
)

// A client in the same process: it plays seat 0 against the automatic
// player, taking the first listed action (a land, if any) and each
// decision's default or first options, until the game ends.
func ExampleServer() {
	lib, _ := interp.Stdlib()
	decks, _, _ := table.LoadDeckDir(lib, "../testdata/decks")
	msgs := make(chan []byte, 1024)
	srv := table.NewServer(table.Config{Library: lib, Decks: decks},
		table.SinkFunc(func(b []byte) error { msgs <- b; return nil }))
	defer srv.Close()
	send := func(v any) { b, _ := json.Marshal(v); srv.Handle(context.Background(), b) }

	zero := 0
	send(table.Request{Type: "newGame", Seed: 1, MaxTurns: 6, Seats: []table.SeatSpec{
		{Name: "Ann", Deck: "red_green_stompy"}, {Name: "Ben", Deck: "white_blue_skies", Auto: true}}})
	for b := range msgs {
		var m struct {
			Type     string
			Game     string
			Decision *table.Decision
			Result   *table.Result
		}
		json.Unmarshal(b, &m)
		switch m.Type {
		case "actions":
			send(table.Request{Type: "act", Game: m.Game, ID: &zero})
		case "decision":
			d := m.Decision
			choices := d.Default
			for i := 0; choices == nil && i < d.Min; i++ {
				choices = append(choices, i)
			}
			if choices == nil {
				choices = []int{}
			}
			send(table.Request{Type: "answer", Game: m.Game, Decision: &d.ID, Choices: choices})
		case "gameOver":
			fmt.Println("over:", m.Result.Over)
			return
		}
	}
	// Output: over: true
}
