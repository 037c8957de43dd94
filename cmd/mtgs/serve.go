package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sort"
	"time"

	"github.com/mtgs/mtgs/interp"
	"github.com/mtgs/mtgs/table"
	"github.com/mtgs/mtgs/web"
)

const serveHelp = `Serve the mtgs protocol (docs/protocol.md): newline-delimited JSON requests
on standard input and messages on standard output, or, with --listen, WebSocket
at ws://ADDR/ws on a loopback address. A client starts games between decks,
plays its seats against the automatic player and sees what each seat may know.
With --listen, http://ADDR/ is also a table in the browser where a person plays
a deck against the automatic player.

Decks are named by the files of --decks (default testdata/decks, when it
exists), without their extension; with --files, a seat's deck may also be a
deck file's path (the default on standard input, not with --listen).`

// serveCmd runs `mtgs serve` until standard input ends or, with --listen,
// until it is interrupted.
func serveCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return serve(ctx, args, stdin, stdout, stderr)
}

func serve(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "[--listen 127.0.0.1:PORT] [--decks DIR] [--files]", serveHelp, stderr)
	listen := fs.String("listen", "", "serve WebSocket on this loopback `address` instead of standard input and output")
	decksDir := fs.String("decks", "", "the `directory` of the decks a client may name (default testdata/decks)")
	files := fs.Bool("files", false, "let a client name a deck file by its path (default true without --listen)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "mtgs serve: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	filesSet := false
	fs.Visit(func(f *flag.Flag) { filesSet = filesSet || f.Name == "files" })
	if !filesSet {
		*files = *listen == ""
	}
	if *listen != "" {
		if err := loopback(*listen); err != nil {
			fmt.Fprintf(stderr, "mtgs serve: %v\n", err)
			return 2
		}
	}
	lib, err := stdlib()
	if err != nil {
		fmt.Fprintf(stderr, "mtgs: the bundled card library does not compile:\n%v\n", err)
		return 1
	}
	cfg := table.Config{Library: lib, AllowFiles: *files, Decks: map[string]*interp.Deck{}}
	dir := *decksDir
	if dir == "" {
		if st, err := os.Stat("testdata/decks"); err == nil && st.IsDir() {
			dir = "testdata/decks"
		}
	}
	if dir != "" {
		decks, skipped, err := table.LoadDeckDir(lib, dir)
		if err != nil {
			fmt.Fprintf(stderr, "mtgs serve: --decks: %v\n", err)
			return 2
		}
		sort.Strings(skipped)
		for _, s := range skipped {
			fmt.Fprintf(stderr, "mtgs serve: deck left out: %s\n", s)
		}
		cfg.Decks = decks
	}
	if *listen == "" {
		if err := table.ServeStream(ctx, cfg, stdin, stdout); err != nil {
			fmt.Fprintf(stderr, "mtgs serve: %v\n", err)
			return 1
		}
		return 0
	}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		fmt.Fprintf(stderr, "mtgs serve: %v\n", err)
		return 1
	}
	// The table page (package web) at /, talking to the WebSocket at /ws.
	hs := &http.Server{Handler: web.Handler(table.WebSocketHandler(cfg)), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(stderr, "mtgs serve: a table at http://%s/ and the protocol at ws://%s/ws\n", ln.Addr(), ln.Addr())
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		hs.Shutdown(sctx)
	}()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "mtgs serve: %v\n", err)
		return 1
	}
	return 0
}

// loopback checks that addr is a loopback address: the server has no
// authentication, so it is only for the machine it runs on.
func loopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("--listen %s: %v (want 127.0.0.1:PORT)", addr, err)
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("--listen %s: not a loopback address; mtgs serve listens only on 127.0.0.1, ::1 or localhost", addr)
}
