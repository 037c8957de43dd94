package interp

import "strings"

// creatureTypes are the creature types (205.3m) by lower-cased name, as
// printed. A selector may name one ("a Zombie creature spell"); an object
// matches if it has that subtype.
var creatureTypes = func() map[string]string {
	m := map[string]string{}
	for _, t := range []string{
		"Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer",
		"Archon", "Armadillo", "Army", "Artificer", "Assassin", "Assembly-Worker", "Astartes",
		"Atog", "Aurochs", "Avatar", "Azra", "Badger", "Balloon", "Barbarian", "Bard",
		"Basilisk", "Bat", "Bear", "Beast", "Beaver", "Beeble", "Beholder", "Berserker", "Bird",
		"Blinkmoth", "Boar", "Bringer", "Brushwagg", "C'tan", "Camarid", "Camel", "Capybara",
		"Caribou", "Carrier", "Cat", "Centaur", "Child", "Chimera", "Citizen", "Cleric",
		"Clown", "Cockatrice", "Construct", "Coward", "Coyote", "Crab", "Crocodile", "Custodes",
		"Cyberman", "Cyclops", "Dalek", "Dauthi", "Demigod", "Demon", "Deserter", "Detective",
		"Devil", "Dinosaur", "Djinn", "Doctor", "Dog", "Dragon", "Drake", "Dreadnought",
		"Drone", "Druid", "Dryad", "Dwarf", "Efreet", "Egg", "Elder", "Eldrazi", "Elemental",
		"Elephant", "Elf", "Elk", "Employee", "Eye", "Faerie", "Ferret", "Fish", "Flagbearer",
		"Fox", "Fractal", "Frog", "Fungus", "Gamer", "Gargoyle", "Germ", "Giant", "Gith",
		"Glimmer", "Gnoll", "Gnome", "Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn",
		"Gremlin", "Griffin", "Guest", "Hag", "Halfling", "Hamster", "Harpy", "Hellion",
		"Hippo", "Hippogriff", "Homarid", "Homunculus", "Horror", "Horse", "Human", "Hydra",
		"Hyena", "Illusion", "Imp", "Incarnation", "Inkling", "Inquisitor", "Insect", "Jackal",
		"Jellyfish", "Juggernaut", "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor",
		"Kraken", "Lamia", "Lammasu", "Leech", "Leviathan", "Lhurgoyf", "Licid", "Lizard",
		"Llama", "Manticore", "Masticore", "Mercenary", "Merfolk", "Metathran", "Minion",
		"Minotaur", "Mite", "Mole", "Monger", "Mongoose", "Monk", "Monkey", "Moonfolk", "Mount",
		"Mouse", "Mutant", "Myr", "Mystic", "Nautilus", "Necron", "Nephilim", "Nightmare",
		"Nightstalker", "Ninja", "Noble", "Noggle", "Nomad", "Nymph", "Octopus", "Ogre", "Ooze",
		"Orb", "Orc", "Orgg", "Otter", "Ouphe", "Ox", "Oyster", "Pangolin", "Peasant",
		"Pegasus", "Pentavite", "Performer", "Pest", "Phelddagrif", "Phoenix", "Phyrexian",
		"Pilot", "Pincher", "Pirate", "Plant", "Porcupine", "Possum", "Praetor", "Primarch",
		"Prism", "Processor", "Rabbit", "Raccoon", "Ranger", "Rat", "Rebel", "Reflection",
		"Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander", "Samurai", "Sand",
		"Saproling", "Satyr", "Scarecrow", "Scientist", "Scion", "Scorpion", "Scout",
		"Sculpture", "Serf", "Serpent", "Servo", "Shade", "Shaman", "Shapeshifter", "Shark",
		"Sheep", "Siren", "Skeleton", "Skunk", "Slith", "Sliver", "Sloth", "Slug", "Snail",
		"Snake", "Soldier", "Soltari", "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider",
		"Spike", "Spirit", "Splinter", "Sponge", "Squid", "Squirrel", "Starfish", "Surrakar",
		"Survivor", "Synth", "Tentacle", "Tetravite", "Thalakos", "Thopter", "Thrull",
		"Tiefling", "Toy", "Treefolk", "Trilobite", "Triskelion", "Troll", "Turtle", "Tyranid",
		"Unicorn", "Vampire", "Varmint", "Vedalken", "Volver", "Wall", "Walrus", "Warlock",
		"Warrior", "Weasel", "Weird", "Werewolf", "Whale", "Wizard", "Wolf", "Wolverine",
		"Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie", "Zubera",
	} {
		m[strings.ToLower(t)] = t
	}
	return m
}()

// creatureType returns the creature type a selector word names, singular
// or plural ("Zombie", "Zombies", "Elves"), as printed.
func creatureType(word string) (string, bool) {
	w := strings.ToLower(word)
	if t, ok := creatureTypes[w]; ok {
		return t, true
	}
	for _, irregular := range [][2]string{{"elves", "elf"}, {"dwarves", "dwarf"}, {"wolves", "wolf"}, {"mice", "mouse"}, {"oxen", "ox"}, {"fishes", "fish"}} {
		if w == irregular[0] {
			return creatureTypes[irregular[1]], true
		}
	}
	if t, ok := creatureTypes[singular(w)]; ok {
		return t, true
	}
	return "", false
}
