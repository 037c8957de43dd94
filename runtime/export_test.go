package runtime

// CheckCloneShares lets the tests of package runtime_test check that a
// clone shares no state with its original (clone_test.go).
var CheckCloneShares = checkCloneShares

// TurnChanged notes a change of the turn's state only, as a pass of
// priority does (version.go): what a listing of legal actions remembers
// by version is computed again, characteristics are not.
func (g *Game) TurnChanged() { g.turnChanged() }
