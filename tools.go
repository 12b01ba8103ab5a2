//go:build tools

// Package tools pins the project's chosen dependencies until code imports them.
package tools

import (
	_ "codeberg.org/go-pdf/fpdf"
	_ "github.com/rogpeppe/go-internal/testscript"
	_ "github.com/schollz/progressbar/v3"
	_ "github.com/spf13/cobra"
	_ "github.com/xuri/excelize/v2"
	_ "golang.org/x/image/font/gofont/goregular"
	_ "golang.org/x/text/message"
	_ "gopkg.in/yaml.v3"
)
