//go:build js && wasm

package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/mtgs/mtgs/interp"
	"github.com/mtgs/mtgs/table"
)

// replayFrames plays a replay file back for the page's viewer: it
// returns table.ReplayFrames as JSON, seen by the first seat, or
// {"error": message}.
func replayFrames(this js.Value, args []js.Value) any {
	fail := func(msg string) any {
		b, _ := json.Marshal(map[string]string{"error": msg})
		return string(b)
	}
	if len(args) != 1 {
		return fail("mtgsReplay wants the replay file's text")
	}
	if lib == nil {
		var err error
		if lib, err = interp.Stdlib(); err != nil {
			return fail(err.Error())
		}
	}
	r, err := table.ReplayFrames(&interp.Program{Library: lib}, []byte(args[0].String()), 0)
	if err != nil {
		return fail(err.Error())
	}
	b, err := json.Marshal(r)
	if err != nil {
		return fail(err.Error())
	}
	return string(b)
}
