package table

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sync"

	"github.com/coder/websocket"
)

// ServeStream serves the protocol as newline-delimited JSON: one request
// per line read from r, one message per line written to w. It sends the
// hello first. When r ends, the games the client plays a seat of are
// closed, the games the automatic player plays alone are played to their
// end, and ServeStream returns (nil at the end of r).
func ServeStream(ctx context.Context, cfg Config, r io.Reader, w io.Writer) error {
	var werr error
	srv := NewServer(cfg, SinkFunc(func(b []byte) error {
		if werr != nil {
			return werr
		}
		if _, werr = w.Write(append(b, '\n')); werr != nil {
			return werr
		}
		return nil
	}))
	srv.Hello()
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), MaxMessage+1)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		srv.Handle(ctx, line)
		if ctx.Err() != nil {
			break
		}
	}
	err := sc.Err()
	if errors.Is(err, bufio.ErrTooLong) {
		srv.fail(nil, ErrMalformed, "", "a line longer than %d bytes: the stream ends", MaxMessage)
		srv.Close()
		return fmt.Errorf("table: a request longer than %d bytes", MaxMessage)
	}
	srv.Drain()
	return err
}

// Drain closes the games in which the client plays a seat and waits for
// the games the automatic player plays alone to end.
func (s *Server) Drain() {
	s.mu.Lock()
	var stop []*session
	for id, g := range s.games {
		if g.defaultSeat() != -1 {
			stop = append(stop, g)
			delete(s.games, id)
		}
	}
	s.mu.Unlock()
	s.sendMu.Lock()
	for _, g := range stop {
		g.stop()
	}
	s.sendMu.Unlock()
	s.wg.Wait()
}

// WebSocketHandler serves the protocol over WebSocket
// (github.com/coder/websocket): each text message is one request, each
// message sent one JSON object. Each connection has a Server of its own,
// and its games end when it closes. Connections from pages of another
// origin are refused (the library's default check).
func WebSocketHandler(cfg Config) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		c.SetReadLimit(MaxMessage)
		ctx, cancel := context.WithCancel(r.Context())
		var once sync.Once
		srv := NewServer(cfg, SinkFunc(func(b []byte) error {
			err := c.Write(ctx, websocket.MessageText, b)
			if err != nil {
				once.Do(cancel)
			}
			return err
		}))
		defer func() {
			cancel() // a write blocked on the connection gives up first
			srv.Close()
		}()
		srv.Hello()
		for {
			typ, b, err := c.Read(ctx)
			if err != nil {
				return
			}
			if typ != websocket.MessageText {
				srv.fail(nil, ErrMalformed, "", "a binary message: requests are JSON text")
				continue
			}
			srv.Handle(ctx, b)
		}
	})
}
