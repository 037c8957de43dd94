package table

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"sync"

	"github.com/coder/websocket"
)

// ServeStream serves the protocol as newline-delimited JSON: one request
// per line read from r, one message per line written to w. It sends the
// hello first. A line over MaxMessage bytes is answered with a malformed
// error and skipped. When r ends, the games the client plays a seat of are
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
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		line, long, err := readLine(br)
		if long {
			srv.fail(nil, ErrMalformed, "", "a line longer than %d bytes: skipped", MaxMessage)
		} else if line = bytes.TrimSpace(line); len(line) > 0 {
			srv.Handle(ctx, line)
		}
		if ctx.Err() != nil {
			break
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			srv.Close()
			return err
		}
	}
	srv.Drain()
	return nil
}

// readLine reads a line from br, with its newline. A line of
// more than MaxMessage bytes (its line ending aside) is
// read to its end without being kept: long is true and line empty. err
// is io.EOF at the end of br, after its last line.
func readLine(br *bufio.Reader) (line []byte, long bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if !long {
			buf = append(buf, chunk...)
			if len(bytes.TrimRight(buf, "\r\n")) > MaxMessage {
				long, buf = true, buf[:0]
			}
		}
		if err != bufio.ErrBufferFull {
			return buf, long, err
		}
	}
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
// message sent one JSON object; a message over MaxMessage bytes is
// answered with a malformed error and skipped. Each connection has a Server of its own,
// and its games end when it closes. Connections from pages of another
// origin are refused (the library's default check).
func WebSocketHandler(cfg Config) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer c.CloseNow()
		// Messages are read through a limit of our own: one that is too
		// long is refused and skipped, and the connection goes on.
		c.SetReadLimit(-1)
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
			typ, r, err := c.Reader(ctx)
			if err != nil {
				return
			}
			b, err := io.ReadAll(io.LimitReader(r, MaxMessage+1))
			if err != nil {
				return
			}
			if len(b) > MaxMessage {
				if _, err := io.Copy(io.Discard, r); err != nil {
					return
				}
				srv.fail(nil, ErrMalformed, "", "a message longer than %d bytes: skipped", MaxMessage)
				continue
			}
			if typ != websocket.MessageText {
				srv.fail(nil, ErrMalformed, "", "a binary message: requests are JSON text")
				continue
			}
			srv.Handle(ctx, b)
		}
	})
}
