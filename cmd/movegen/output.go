package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/movement"
)

// movementOutput binds --format and -o/--output for commands that write a movement.
type movementOutput struct {
	Format, Path string

	formats []string
	flags   *pflag.FlagSet
}

// bind adds --format (one of formats; the first is the default, normally
// "text") and -o/--output to cmd.
func (o *movementOutput) bind(cmd *cobra.Command, formats ...string) {
	if len(formats) == 0 {
		formats = []string{"text", "json", "asc"}
	}
	o.formats = formats
	o.flags = cmd.Flags()
	o.flags.StringVar(&o.Format, "format", formats[0], "output format: "+strings.Join(formats, ", "))
	o.flags.StringVarP(&o.Path, "output", "o", "", "write to this file instead of standard output (format from its extension: .txt, .json, .asc)")
}

// format returns the format to write: --format when given, else the one the
// -o file's extension names, else the default.
func (o *movementOutput) format() (string, error) {
	f := o.Format
	explicit := o.flags != nil && o.flags.Changed("format")
	if !explicit && o.Path != "" && o.Path != "-" {
		if ext := formatOfExt(o.Path); ext != "" {
			f = ext
		}
	}
	if len(o.formats) > 0 && !slices.Contains(o.formats, f) {
		return "", inputErrf("--format %q: want one of %s", f, strings.Join(o.formats, ", "))
	}
	return f, nil
}

// movementFormats lists every format a generator command can write: the
// text chart and report, the two movement files, and the paper outputs.
func movementFormats() []string {
	return []string{"text", "json", "asc", "pdf", "xlsx", "csv"}
}

// formatOfExt maps a file name's extension to an output format, or "".
func formatOfExt(path string) string {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json":
		return "json"
	case ".asc":
		return "asc"
	case ".txt", ".text":
		return "text"
	case ".pdf":
		return "pdf"
	case ".xlsx":
		return "xlsx"
	case ".csv":
		return "csv"
	}
	return ""
}

// write renders m in the chosen format and writes it to standard output or,
// with -o, atomically to the file. The text format is the master chart and
// the fairness report, followed by the extra paragraphs.
func (o *movementOutput) write(g *globalOptions, m *movement.Movement, extra ...string) error {
	f, err := o.format()
	if err != nil {
		return err
	}
	var b bytes.Buffer
	switch f {
	case "json":
		if err := jsonfile.Write(&b, m); err != nil {
			return internalErr(err)
		}
	case "asc":
		if err := ascfile.Write(&b, m); err != nil {
			return inputErr(err)
		}
	case "text":
		opt := text.Options{Printer: i18n.New(g.Lang)}
		if err := text.WriteChart(&b, m, opt); err != nil {
			return internalErr(err)
		}
		b.WriteString("\n")
		if err := text.WriteReport(&b, m, movement.Analyze(m), opt); err != nil {
			return internalErr(err)
		}
		for _, e := range extra {
			b.WriteString("\n" + strings.TrimRight(e, "\n") + "\n")
		}
	case "pdf", "xlsx", "csv":
		data, err := paperBytes(g, m, f, paperOptions{})
		if err != nil {
			return err
		}
		b.Write(data)
	default:
		return inputErrf("--format %q is not supported here", f)
	}
	return writeOutput(g, o.Path, b.Bytes())
}

// writeOutput writes data to standard output when path is "" or "-", else
// to path through a temporary file in the same folder renamed into place,
// so a reader never sees a half-written file.
func writeOutput(g *globalOptions, path string, data []byte) error {
	if path == "" || path == "-" {
		if _, err := g.stdout.Write(data); err != nil {
			return internalErr(fmt.Errorf("write output: %w", err))
		}
		return nil
	}
	if err := writeFileAtomic(path, data); err != nil {
		return inputErr(err)
	}
	return nil
}

// writeFileAtomic writes data to path via a temporary file and a rename.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("-o %s: %w", path, err)
	}
	name := tmp.Name()
	defer os.Remove(name) // no-op after a successful rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("-o %s: %w", path, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fmt.Errorf("-o %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("-o %s: %w", path, err)
	}
	if err := os.Rename(name, path); err != nil {
		return fmt.Errorf("-o %s: %w", path, err)
	}
	return nil
}
