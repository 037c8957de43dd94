// Command mtgs runs, tests and checks .mtgs files: card definitions, deck
// lists and game scenarios for the mtgs Magic: The Gathering rules engine.
package main

import "os"

func main() { os.Exit(Main(os.Args[1:], os.Stdout, os.Stderr)) }
