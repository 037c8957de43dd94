package interp

import (
	"slices"
	"sync"
	"testing"
)

// A compiled program can be run by many goroutines at once: nothing in
// grammar, interp or runtime keeps package-level mutable state, and card
// definitions are shared read-only. Run under -race to check.
func TestScenariosRunInParallel(t *testing.T) {
	prog, err := compileFiles(t, "../testdata/scenarios/*.mtgs")
	if err != nil {
		t.Fatal(err)
	}
	want := make([][]string, len(prog.Scenarios))
	for i, sc := range prog.Scenarios {
		want[i] = sc.Run(nil).Log
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4*len(prog.Scenarios))
	for k := 0; k < 4; k++ {
		for i, sc := range prog.Scenarios {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if got := sc.Run(nil).Log; !slices.Equal(got, want[i]) {
					errs <- sc.Name
				}
			}()
		}
	}
	wg.Wait()
	close(errs)
	for name := range errs {
		t.Errorf("%s: a parallel run gave a different log", name)
	}
}
