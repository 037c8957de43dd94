// Package cards embeds the bundled card library: one .mtgs script per card.
package cards

import "embed"

// FS holds the library's .mtgs files.
//
//go:embed *.mtgs
var FS embed.FS
