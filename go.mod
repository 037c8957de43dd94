module github.com/mtgs/mtgs

go 1.26.8

require (
	github.com/alecthomas/participle/v2 v2.1.4 // indirect
	github.com/hashicorp/errwrap v1.0.0 // indirect
	github.com/hashicorp/go-multierror v1.1.1 // indirect
	github.com/rogpeppe/go-internal v1.16.0 // indirect
)
