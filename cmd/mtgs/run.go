package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

const runHelp = `Plays every scenario and game in the .mtgs files and prints its game log.
Each zone change names the card, the two zones, and the old and new object
(#card.incarnation). A game plays decks against each other with a seeded
automatic player: the same seed gives the same game.

Deck files — plain lists ("4 Lightning Bolt", "4x Lightning Bolt"), Arena and
MTGO exports, or .mtgs files that declare decks and nothing to run — are
played against each other, one player each: with --games 1 (the default)
the game's log and result are printed; with --games N, N games with seeds
--seed, --seed+1, … (the starting player taking turns), and for each deck
its wins, losses, draws and the average length of its games in turns (-v
prints each game's result too). The games are played on every processor at
once (--jobs N plays N at a time); each game is the same whichever played
it, and the results come in the order of the games. --games N --game K plays only game K of
those N, as it is played among them (its seed, the same player starting),
and prints its log and result.
With --record FILE, a single game between deck files is written to FILE as
a replay: "mtgs replay FILE" prints its log again.
Flags may come before or after the files.`

// parseInterspersed parses flags that come before, between or after the
// positional arguments, which it returns.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func runCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("run", "FILE... [--seed N] [--games N [--game K] [-v] [--jobs N]] [--life N] [--constructed] [--record FILE]", runHelp, stderr)
	seed := fs.Uint64("seed", 1, "the seed of the (first) game between deck files")
	games := fs.Int("games", 1, "how many seeded games the deck files play")
	only := fs.Int("game", 0, "play only game `K` (from 1) of the --games N, with its seed and starting player, and print its log")
	verbose := fs.Bool("v", false, "with --games N, print each game's result")
	jobs := fs.Int("jobs", 0, "with --games N, how many games to play at once (0: one for each processor)")
	life := fs.Int("life", interp.DefaultLife, "each player's starting life total (103.4)")
	record := fs.String("record", "", "write the game between deck files to this file as a replay (a single game)")
	constructed := fs.Bool("constructed", false, "require constructed deck legality: 60 cards or more, at most 4 of a card but basic lands, sideboard of 15 at most (100.2a, 100.4a)")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagStatus(err)
	}
	if len(files) == 0 {
		fs.Usage()
		return 2
	}
	if *games < 1 || *games > maxGames {
		fmt.Fprintf(stderr, "mtgs: --games must be 1 to %d, got %d\n", maxGames, *games)
		return 2
	}
	if *jobs < 0 || *jobs > maxJobs {
		fmt.Fprintf(stderr, "mtgs: --jobs must be 0 to %d, got %d\n", maxJobs, *jobs)
		return 2
	}
	if *life < 1 || *life > maxLife {
		fmt.Fprintf(stderr, "mtgs: --life must be 1 to %d, got %d\n", maxLife, *life)
		return 2
	}
	gamesSet, onlySet := false, false
	fs.Visit(func(f *flag.Flag) {
		gamesSet = gamesSet || f.Name == "games"
		onlySet = onlySet || f.Name == "game"
	})
	if onlySet && !gamesSet {
		fmt.Fprintln(stderr, "mtgs: --game K plays game K of a run of --games N: give --games too")
		return 2
	}
	if onlySet && (*only < 1 || *only > *games) {
		fmt.Fprintf(stderr, "mtgs: --game must be 1 to %d, the games of --games %d, got %d\n", *games, *games, *only)
		return 2
	}
	prog, listDecks, lists, ok := loadWithDeckLists(files, false, stderr)
	if !ok {
		return 1
	}
	status := 0
	// Deck mode: deck lists are named, or the scripts hold decks and
	// nothing else to run.
	var decks []*interp.Deck
	if len(lists) > 0 || len(prog.Scenarios) == 0 && len(prog.Games) == 0 && len(prog.Decks) > 0 {
		decks = append(append(decks, prog.Decks...), listDecks...)
	}
	for _, sc := range prog.Scenarios {
		fmt.Fprintf(stdout, "=== %s\n", sc.Name)
		res := sc.Run(func(line string) { fmt.Fprintln(stdout, line) })
		for _, f := range res.Failures {
			fmt.Fprintf(stdout, "!!! %s\n", f)
			status = 1
		}
		fmt.Fprintln(stdout)
	}
	for _, gs := range prog.Games {
		gs.Life = *life
		if *constructed && !checkConstructed(gameDecks(gs), stderr) {
			status = 1
			continue
		}
		fmt.Fprintf(stdout, "=== game %s (seed %d)\n", gs.Name, gs.Seed)
		res, err := gs.Play(func(line string) { fmt.Fprintln(stdout, line) })
		if err != nil {
			fmt.Fprintf(stderr, "mtgs: game %s: %v\n", gs.Name, err)
			status = 1
			continue
		}
		fmt.Fprintf(stdout, "=== result: %s\n\n", res)
	}
	if onlySet && decks == nil {
		fmt.Fprintln(stderr, "mtgs: --game plays one game of a run between deck files: give deck files")
		return 2
	}
	if *record != "" && (decks == nil || *games != 1 && !onlySet) {
		fmt.Fprintln(stderr, "mtgs: --record writes a single game between deck files: give deck files and --games 1, or --game K")
		return 2
	}
	if decks != nil {
		run := deckRun{seed: *seed, games: *games, only: *only, jobs: *jobs, life: *life, constructed: *constructed, verbose: *verbose,
			rec: recorder(prog.Library, *record, stderr)}
		if s := run.play(decks, stdout, stderr); s != 0 {
			status = s
		}
	} else if len(prog.Scenarios) == 0 && len(prog.Games) == 0 {
		fmt.Fprintln(stderr, "mtgs: nothing to run: the files hold no scenario, game or deck")
		return 1
	}
	return status
}

// loadWithDeckLists compiles the .mtgs files (and, with dirs, the .mtgs
// files in directories) against the bundled library, then reads the other
// files as deck lists against that library, so that they may use cards the
// scripts define. It prints every error of every file and returns the
// program, the decks of the deck lists and the deck lists' names.
func loadWithDeckLists(files []string, dirs bool, stderr io.Writer) (*interp.Program, []*interp.Deck, []string, bool) {
	var scripts, lists []string
	for _, f := range files {
		st, err := os.Stat(f)
		if strings.HasSuffix(f, ".mtgs") || err == nil && st.IsDir() && dirs {
			scripts = append(scripts, f)
		} else {
			lists = append(lists, f)
		}
	}
	var prog *interp.Program
	ok := true
	if len(scripts) > 0 {
		prog, ok = load(scripts, dirs, stderr)
		if prog == nil {
			return nil, nil, nil, false
		}
	} else {
		lib, err := stdlib()
		if err != nil {
			fmt.Fprintf(stderr, "mtgs: the bundled card library does not compile:\n%v\n", err)
			return nil, nil, nil, false
		}
		prog = &interp.Program{Library: lib}
	}
	var decks []*interp.Deck
	for _, f := range lists {
		b, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "mtgs: %v\n", err)
			ok = false
			continue
		}
		ds, err := interp.LoadDecks(prog.Library, interp.Source{Name: f, Text: b})
		if err != nil {
			for _, e := range interp.Errors(err) {
				fmt.Fprintln(stderr, e)
			}
			ok = false
			continue
		}
		decks = append(decks, ds...)
	}
	return prog, decks, lists, ok
}

// Bounds of run's flags.
const (
	maxGames = 1_000_000
	maxLife  = 1_000_000
	maxJobs  = 1024
)

func gameDecks(gs *interp.GameSpec) []*interp.Deck {
	var ds []*interp.Deck
	for _, s := range gs.Seats {
		ds = append(ds, s.Deck)
	}
	return ds
}

// checkConstructed prints every constructed-legality error of the decks
// and reports whether there were none.
func checkConstructed(decks []*interp.Deck, stderr io.Writer) bool {
	ok := true
	for _, d := range decks {
		if err := d.CheckConstructed(); err != nil {
			for _, e := range interp.Errors(err) {
				fmt.Fprintln(stderr, e)
			}
			ok = false
		}
	}
	return ok
}

// deckStats is one deck's record over the games played.
type deckStats struct {
	wins, losses, draws, turns int
}

// deckRun is how run plays deck files against each other.
type deckRun struct {
	seed  uint64
	games int // how many games: game g (from 0) has seed+g
	// only is the one game (from 1) of the games to play, 0 for all.
	only int
	// jobs is how many games to play at once, 0 for one for each
	// processor (interp.PlayGames).
	jobs        int
	life        int
	constructed bool
	verbose     bool // print each game's result
	rec         *gameRecorder
}

// game returns game g (from 0) of the run: seed+g, and the seats turned g
// places round the table, so that the starting player (seat 0) takes
// turns.
func (r *deckRun) game(decks []*interp.Deck, players []string, g int) *interp.GameSpec {
	gs := &interp.GameSpec{Name: strings.Join(players, " against "), Seed: r.seed + uint64(g), Life: r.life}
	for k := range decks {
		i := (k + g) % len(decks)
		gs.Seats = append(gs.Seats, interp.Seat{Player: players[i], Deck: decks[i]})
	}
	return gs
}

// play plays the decks against each other: one game with its log, or the
// run's games with a table of results.
func (r *deckRun) play(decks []*interp.Deck, stdout, stderr io.Writer) int {
	if len(decks) < 2 {
		fmt.Fprintf(stderr, "mtgs: a game needs at least two decks, got %d\n", len(decks))
		return 1
	}
	if len(decks) > interp.MaxPlayers {
		fmt.Fprintf(stderr, "mtgs: a game has at most %d players, got %d decks\n", interp.MaxPlayers, len(decks))
		return 1
	}
	if r.constructed && !checkConstructed(decks, stderr) {
		return 1
	}
	players := playerNames(decks)
	for i, d := range decks {
		// The log writes players by name.
		if err := rt.CheckPlayerName(players[i]); err != nil {
			fmt.Fprintf(stderr, "%s:%d:%d: deck %q names its player: %v\n", d.Pos.Filename, d.Pos.Line, d.Pos.Column, d.Name, err)
			return 1
		}
		if len(d.Cards) < 7 {
			fmt.Fprintf(stderr, "%s:%d:%d: deck %q has %d cards: a player draws 7 to start (103.5)\n", d.Pos.Filename, d.Pos.Line, d.Pos.Column, players[i], len(d.Cards))
			return 1
		}
	}
	if r.only > 0 {
		// Game K alone, exactly as the run plays it; its name says which.
		gs := r.game(decks, players, r.only-1)
		gs.Name = fmt.Sprintf("%s, game %d of %d", gs.Name, r.only, r.games)
		return r.playOne(gs, stdout, stderr)
	}
	if r.games == 1 {
		return r.playOne(r.game(decks, players, 0), stdout, stderr)
	}
	stats := make([]deckStats, len(decks))
	bar := newProgress(stderr, r.games)
	bar.on = bar.on && !r.verbose // each game's line shows the progress
	status := 0
	spec := func(g int) *interp.GameSpec { return r.game(decks, players, g) }
	interp.PlayGames(r.games, r.jobs, spec, func(g int, res *interp.GameResult, err error) {
		bar.step(g + 1)
		if err != nil {
			bar.clear()
			fmt.Fprintf(stderr, "mtgs: game %d (seed %d): %v\n", g+1, r.seed+uint64(g), err)
			status = 1
			return
		}
		if r.verbose {
			fmt.Fprintf(stdout, "game %d (seed %d, %s starts): %s\n", g+1, r.seed+uint64(g), spec(g).Seats[0].Player, res)
		}
		for i, p := range players {
			st := &stats[i]
			st.turns += res.Turns
			switch res.Winner {
			case "":
				st.draws++
			case p:
				st.wins++
			default:
				st.losses++
			}
		}
	})
	bar.clear()
	fmt.Fprintf(stdout, "%d games, seeds %d to %d, starting life %d\n", r.games, r.seed, r.seed+uint64(r.games-1), r.life)
	w := 4
	for _, p := range players {
		w = max(w, len(p))
	}
	fmt.Fprintf(stdout, "%-*s  %6s  %6s  %6s  %9s\n", w, "deck", "wins", "losses", "draws", "avg turns")
	for i, p := range players {
		st := stats[i]
		fmt.Fprintf(stdout, "%-*s  %6d  %6d  %6d  %9.1f\n", w, p, st.wins, st.losses, st.draws, float64(st.turns)/float64(r.games))
	}
	return status
}

// playOne plays one game, printing its log and result, and records it
// with --record.
func (r *deckRun) playOne(gs *interp.GameSpec, stdout, stderr io.Writer) int {
	fmt.Fprintf(stdout, "=== %s (seed %d)\n", gs.Name, gs.Seed)
	res, played, err := gs.PlayWith(func(line string) { fmt.Fprintln(stdout, line) }, r.rec.hook())
	if err != nil {
		fmt.Fprintf(stderr, "mtgs: %s (seed %d): %v\n", gs.Name, gs.Seed, err)
		return 1
	}
	fmt.Fprintf(stdout, "=== result: %s\n", res)
	if !r.rec.write(gs, played) {
		return 1
	}
	return 0
}

// playerNames names each deck's player after the deck, numbering repeats
// ("red", "red (2)") until the name is one no other player has.
func playerNames(decks []*interp.Deck) []string {
	taken := map[string]bool{}
	var names []string
	for _, d := range decks {
		name := d.Name
		for k := 2; taken[name]; k++ {
			name = fmt.Sprintf("%s (%d)", d.Name, k)
		}
		taken[name] = true
		names = append(names, name)
	}
	return names
}

// progress is a one-line progress bar on a terminal; on anything else it
// prints nothing. A few lines of our own rather than a dependency: it is
// all the CLI needs.
type progress struct {
	w     io.Writer
	total int
	on    bool
}

func newProgress(w io.Writer, total int) *progress {
	p := &progress{w: w, total: total}
	if f, ok := w.(*os.File); ok && total > 1 {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.on = true
		}
	}
	return p
}

func (p *progress) step(done int) {
	if !p.on {
		return
	}
	const width = 40
	fill := done * width / p.total
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d games", strings.Repeat("=", fill), strings.Repeat(" ", width-fill), done, p.total)
}

func (p *progress) clear() {
	if p.on {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", 60+2*len(fmt.Sprint(p.total))))
		p.on = false
	}
}
