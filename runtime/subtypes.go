package runtime

import (
	"slices"
	"strings"
)

// This file holds the lists of subtypes the rules name: the creature types
// (205.3m) and the land types (205.3i). They are the authority for the
// script compiler (which words a description may use) and for decisions
// (the options of a ChooseCreatureType decision).

// CreatureTypes are the creature types (205.3m), as printed, in
// alphabetical order.
var CreatureTypes = []string{
	"Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer", "Archon",
	"Armadillo", "Army", "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog", "Aurochs",
	"Avatar", "Azra", "Badger", "Balloon", "Barbarian", "Bard", "Basilisk", "Bat", "Bear", "Beast",
	"Beaver", "Beeble", "Beholder", "Berserker", "Bird", "Blinkmoth", "Boar", "Bringer", "Brushwagg",
	"C'tan", "Camarid", "Camel", "Capybara", "Caribou", "Carrier", "Cat", "Centaur", "Child",
	"Chimera", "Citizen", "Cleric", "Clown", "Cockatrice", "Construct", "Coward", "Coyote", "Crab",
	"Crocodile", "Custodes", "Cyberman", "Cyclops", "Dalek", "Dauthi", "Demigod", "Demon", "Deserter",
	"Detective", "Devil", "Dinosaur", "Djinn", "Doctor", "Dog", "Dragon", "Drake", "Dreadnought",
	"Drone", "Druid", "Dryad", "Dwarf", "Efreet", "Egg", "Elder", "Eldrazi", "Elemental", "Elephant",
	"Elf", "Elk", "Employee", "Eye", "Faerie", "Ferret", "Fish", "Flagbearer", "Fox", "Fractal",
	"Frog", "Fungus", "Gamer", "Gargoyle", "Germ", "Giant", "Gith", "Glimmer", "Gnoll", "Gnome",
	"Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn", "Gremlin", "Griffin", "Guest", "Hag",
	"Halfling", "Hamster", "Harpy", "Hellion", "Hippo", "Hippogriff", "Homarid", "Homunculus",
	"Horror", "Horse", "Human", "Hydra", "Hyena", "Illusion", "Imp", "Incarnation", "Inkling",
	"Inquisitor", "Insect", "Jackal", "Jellyfish", "Juggernaut", "Kavu", "Kirin", "Kithkin", "Knight",
	"Kobold", "Kor", "Kraken", "Lamia", "Lammasu", "Leech", "Leviathan", "Lhurgoyf", "Licid",
	"Lizard", "Llama", "Manticore", "Masticore", "Mercenary", "Merfolk", "Metathran", "Minion",
	"Minotaur", "Mite", "Mole", "Monger", "Mongoose", "Monk", "Monkey", "Moonfolk", "Mount", "Mouse",
	"Mutant", "Myr", "Mystic", "Nautilus", "Necron", "Nephilim", "Nightmare", "Nightstalker", "Ninja",
	"Noble", "Noggle", "Nomad", "Nymph", "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg", "Otter",
	"Ouphe", "Ox", "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite", "Performer", "Pest",
	"Phelddagrif", "Phoenix", "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Porcupine",
	"Possum", "Praetor", "Primarch", "Prism", "Processor", "Rabbit", "Raccoon", "Ranger", "Rat",
	"Rebel", "Reflection", "Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander", "Samurai",
	"Sand", "Saproling", "Satyr", "Scarecrow", "Scientist", "Scion", "Scorpion", "Scout", "Sculpture",
	"Serf", "Serpent", "Servo", "Shade", "Shaman", "Shapeshifter", "Shark", "Sheep", "Siren",
	"Skeleton", "Skunk", "Slith", "Sliver", "Sloth", "Slug", "Snail", "Snake", "Soldier", "Soltari",
	"Spawn", "Specter", "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit", "Splinter", "Sponge",
	"Squid", "Squirrel", "Starfish", "Surrakar", "Survivor", "Synth", "Tentacle", "Tetravite",
	"Thalakos", "Thopter", "Thrull", "Tiefling", "Toy", "Treefolk", "Trilobite", "Triskelion",
	"Troll", "Turtle", "Tyranid", "Unicorn", "Vampire", "Varmint", "Vedalken", "Volver", "Wall",
	"Walrus", "Warlock", "Warrior", "Weasel", "Weird", "Werewolf", "Whale", "Wizard", "Wolf",
	"Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie", "Zubera",
}

// LandTypes are the land types (205.3i), as printed. The first five are
// the basic land types (205.3i, 305.6).
var LandTypes = []string{
	"Plains", "Island", "Swamp", "Mountain", "Forest",
	"Cave", "Cloud", "Desert", "Gate", "Lair", "Locus", "Mine", "Planet", "Power-Plant", "Sphere",
	"Tower", "Town", "Urza's",
}

var creatureTypeIndex = func() map[string]string {
	m := make(map[string]string, len(CreatureTypes))
	for _, t := range CreatureTypes {
		m[strings.ToLower(t)] = t
	}
	return m
}()

// irregularPlurals are the creature types whose plural is not made by
// adding "s" or "es", by lower-cased singular.
var irregularPlurals = map[string]string{
	"elf": "elves", "dwarf": "dwarves", "wolf": "wolves", "mouse": "mice", "ox": "oxen",
	"fish": "fish", "sheep": "sheep", "merfolk": "merfolk", "kithkin": "kithkin",
	"moonfolk": "moonfolk", "samurai": "samurai", "aurochs": "aurochs", "child": "children",
	"cyclops": "cyclopes", "pegasus": "pegasi", "homunculus": "homunculi", "djinn": "djinn",
	"octopus": "octopuses",
}

// CreatureType returns the creature type a word names, singular or plural
// ("Goblin", "Goblins", "elves"), as printed ("Elf").
func CreatureType(word string) (string, bool) {
	w := strings.ToLower(word)
	if t, ok := creatureTypeIndex[w]; ok {
		return t, true
	}
	for sg, pl := range irregularPlurals {
		if w == pl {
			return creatureTypeIndex[sg], true
		}
	}
	for _, suffix := range []string{"es", "s"} {
		if t, ok := creatureTypeIndex[strings.TrimSuffix(w, suffix)]; ok && strings.HasSuffix(w, suffix) {
			return t, true
		}
	}
	if strings.HasSuffix(w, "ies") {
		if t, ok := creatureTypeIndex[strings.TrimSuffix(w, "ies")+"y"]; ok {
			return t, true
		}
	}
	return "", false
}

// IsCreatureType reports whether t is a creature type (205.3m), in any
// case but singular.
func IsCreatureType(t string) bool {
	_, ok := creatureTypeIndex[strings.ToLower(t)]
	return ok
}

// Plural returns the plural of a creature type as Oracle text writes it
// ("Goblins", "Elves"), keeping the case of its first letter.
func Plural(t string) string {
	w := strings.ToLower(t)
	var p string
	switch {
	case irregularPlurals[w] != "":
		p = irregularPlurals[w]
	case strings.HasSuffix(w, "y") && !strings.HasSuffix(w, "ey") && !strings.HasSuffix(w, "ay") && !strings.HasSuffix(w, "oy"):
		p = strings.TrimSuffix(w, "y") + "ies"
	case strings.HasSuffix(w, "s"), strings.HasSuffix(w, "x"), strings.HasSuffix(w, "ch"), strings.HasSuffix(w, "sh"):
		p = w + "es"
	default:
		p = w + "s"
	}
	if t != "" && t[:1] != w[:1] {
		return t[:1] + p[1:] // keep "Goblin" capitalized: "Goblins"
	}
	return p
}

// LandType returns the land type a word names, as printed ("Mountain").
func LandType(word string) (string, bool) {
	i := slices.IndexFunc(LandTypes, func(t string) bool { return strings.EqualFold(t, word) })
	if i < 0 {
		return "", false
	}
	return LandTypes[i], true
}
