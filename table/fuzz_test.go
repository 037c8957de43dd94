package table

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// FuzzServe feeds a server arbitrary requests, one per line of the
// input, after a game has started: the server never panics, never hangs
// (Close returns), and answers each request that isn't a valid one with
// an error message of the protocol.
func FuzzServe(f *testing.F) {
	cfg := testConfig(f)
	for _, s := range []string{
		`{"type":"view","game":"g"}`,
		`{"type":"act","game":"g","id":0}`,
		`{"type":"act","game":"g","id":3,"x":2}`,
		`{"type":"act","game":"g","action":{"kind":"declare attackers","player":0},"attacks":[{"creature":"#1.2","defender":1}]}`,
		`{"type":"act","game":"g","action":{"kind":"cast","player":0,"object":"#12.2"}}`,
		`{"type":"answer","game":"g","decision":1,"choices":[0]}`,
		`{"type":"answer","game":"g","decision":1,"choices":[0,0,-1]}`,
		`{"type":"newGame","seats":[{"deck":"red_green_stompy"},{"deck":"white_blue_skies","auto":true}],"seed":7}`,
		`{"type":"close","game":"g"}`,
		"{\"type\":\"act\"\n[]\nnull\n\"x\"\n{\"type\":\"hello\"}",
		`{"type":"view","game":"g","seat":-5}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := make(chan []byte, 1<<16)
		srv := NewServer(cfg, SinkFunc(func(b []byte) error {
			select {
			case out <- b:
			default:
			}
			return nil
		}))
		ctx := context.Background()
		srv.Handle(ctx, []byte(`{"type":"newGame","game":"g","maxTurns":3,"seats":[{"deck":"red_green_stompy"},{"deck":"white_blue_skies","auto":true}],"seed":1}`))
		var first [][]byte // the game's first messages, up to its first question
	wait:
		for timeout := time.After(5 * time.Second); ; {
			select {
			case b := <-out:
				first = append(first, b)
				if strings.Contains(string(b), `"type":"decision"`) || strings.Contains(string(b), `"type":"actions"`) {
					break wait
				}
			case <-timeout:
				t.Fatal("the game asks nothing")
			}
		}
		srv.mu.Lock()
		sess := srv.games["g"]
		srv.mu.Unlock()
		for _, line := range strings.Split(in, "\n") {
			srv.Handle(ctx, []byte(line))
			// Let the game take the request before the next one.
			for deadline := time.Now().Add(time.Second); sess != nil && len(sess.in) > 0 && time.Now().Before(deadline); {
				time.Sleep(50 * time.Microsecond)
			}
		}
		done := make(chan struct{})
		go func() { srv.Close(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatal("Close hangs")
		}
		close(out)
		for b := range out {
			first = append(first, b)
		}
		for _, b := range first {
			var m struct {
				Type, Code string
			}
			if err := json.Unmarshal(b, &m); err != nil || m.Type == "" {
				t.Fatalf("not a message: %s", b)
			}
			if m.Type == "error" && m.Code == ErrGame {
				t.Fatalf("the engine failed: %s", b)
			}
		}
	})
}
