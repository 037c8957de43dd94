package interp

import rt "github.com/mtgs/mtgs/runtime"

// creatureType returns the creature type a selector word names, singular
// or plural ("Zombie", "Zombies", "Elves"), as printed. The list of
// creature types (205.3m) is the runtime's, so that what a script may
// name and what a player may choose are the same.
func creatureType(word string) (string, bool) {
	return rt.CreatureType(word)
}
