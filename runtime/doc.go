// Package runtime is the Magic: The Gathering rules engine of mtgs: cards and
// the objects they become, zones, the zone-move primitive, casting, the stack
// and priority, triggered abilities, continuous and replacement effects,
// state-based actions, the turn and combat.
//
// The package knows nothing about syntax. Card behaviour arrives as
// CardDefs whose abilities hold Effects, ObjExprs and Filters — small Go
// values that a script compiler (package interp) or a host program builds.
//
// Object identity follows rule 400.7: a Card is the physical thing; each
// time it changes zones it becomes a new Object with a new incarnation
// number. Everything that remembers an object holds an ObjRef
// (card, incarnation); a reference whose incarnation is no longer current is
// stale and finds nothing. The exceptions of 400.7 are applied inside Move
// and by the reference resolvers, so effects never track objects by hand.
package runtime
