package runtime

// CheckCloneShares lets the tests of package runtime_test check that a
// clone shares no state with its original (clone_test.go).
var CheckCloneShares = checkCloneShares
