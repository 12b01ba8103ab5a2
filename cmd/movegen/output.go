package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// movementOutput binds --format and -o/--output for commands that write a
// movement, and the session flags (--event, --start, --minutes-per-board,
// --move-minutes) that set the movement's event and timetable.
type movementOutput struct {
	Format, Path string
	Session      sessionFlags

	formats []string
	flags   *pflag.FlagSet
	// timetableInExtra: the command's extra paragraphs already show the
	// timetable (plan --choose), so the text format does not repeat it.
	timetableInExtra bool
}

// bind adds --format (one of formats; the first is the default, normally
// "text") and -o/--output to cmd.
func (o *movementOutput) bind(cmd *cobra.Command, formats ...string) {
	if len(formats) == 0 {
		formats = movementFormats()
	}
	o.formats = formats
	o.flags = cmd.Flags()
	o.flags.StringVar(&o.Format, "format", formats[0], "output format: "+strings.Join(formats, ", "))
	o.flags.StringVarP(&o.Path, "output", "o", "", "write to this file instead of standard output (format from its extension: "+extList(formats)+")")
	o.Session.bind(o.flags)
}

// format returns the format to write: --format when given, else the one the
// -o file's extension names, else the default.
func (o *movementOutput) format() (string, error) {
	f := o.Format
	explicit := o.flags != nil && o.flags.Changed("format")
	if o.Path != "" && o.Path != "-" {
		ext := formatOfExt(o.Path)
		switch {
		case ext != "" && !explicit:
			f = ext
		case ext != "" && ext != f:
			return "", inputErrf("--format %s does not match -o %s: drop --format or name the file .%s", f, o.Path, extOf(f))
		case ext == "" && !explicit:
			return "", inputErrf("-o %s: the extension does not say which format to write (%s); name the file accordingly or give --format", o.Path, extList(o.formats))
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

// extOf is the usual file extension of a format, without the dot.
func extOf(format string) string {
	if format == "text" {
		return "txt"
	}
	return format
}

// extList lists the extensions of formats for help text: ".txt, .json".
func extList(formats []string) string {
	exts := make([]string, len(formats))
	for i, f := range formats {
		exts[i] = "." + extOf(f)
	}
	return strings.Join(exts, ", ")
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
// with -o, atomically to the file. The session flags given update m's
// session first (m itself is not changed). The text format is the master
// chart and the fairness report, followed by the extra paragraphs and the
// session's event and timetable.
func (o *movementOutput) write(g *globalOptions, m *movement.Movement, extra ...string) error {
	f, err := o.format()
	if err != nil {
		return err
	}
	if m, err = o.Session.apply(m); err != nil {
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
		if s := m.Session; s != nil && (s.Title() != "" || s.Timetable != nil && !o.timetableInExtra) {
			shown := m
			if o.timetableInExtra {
				shown = m.Clone()
				shown.Session.Timetable = nil
			}
			b.WriteString("\n")
			writeSessionText(&b, opt.Printer, shown)
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
		// The temporary file's name means nothing to the user: say what
		// is wrong with the folder they named.
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return errorf("-o %s: cannot write in folder %s: %w", path, dir, err)
	}
	name := tmp.Name()
	defer os.Remove(name) // no-op after a successful rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return errorf("-o %s: %w", path, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return errorf("-o %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return errorf("-o %s: %w", path, err)
	}
	if err := os.Rename(name, path); err != nil {
		return errorf("-o %s: %w", path, err)
	}
	return nil
}

// sessionFlags are --event, --start, --minutes-per-board and --move-minutes
// of the commands that write a movement or its cards: they set the
// movement's session (movement.Session), which the JSON file carries and
// the cards and sheets print.
type sessionFlags struct {
	Event           string
	Start           string
	MinutesPerBoard int
	MoveMinutes     int

	flags *pflag.FlagSet
	bound map[string]bool
}

// bind adds the flags to f, leaving out any the command already defines
// (plan has its own --start and pace flags).
func (s *sessionFlags) bind(f *pflag.FlagSet) {
	s.flags = f
	s.bound = map[string]bool{}
	for _, name := range []string{"event", "start", "minutes-per-board", "move-minutes"} {
		s.bound[name] = f.Lookup(name) == nil
	}
	if f.Lookup("event") == nil {
		f.StringVar(&s.Event, "event", "", "name of the event, printed on every page and kept in the JSON movement")
	}
	if f.Lookup("start") == nil {
		f.StringVar(&s.Start, "start", "", "time the first round starts, `HH:MM`: cards and sheets then show the time of every round")
	}
	if f.Lookup("minutes-per-board") == nil {
		f.IntVar(&s.MinutesPerBoard, "minutes-per-board", 0, "minutes a board or deal for the timetable (default 7 for bridge, 5 for preferans)")
	}
	if f.Lookup("move-minutes") == nil {
		f.IntVar(&s.MoveMinutes, "move-minutes", schedules.DefaultMoveMinutes, "minutes to move between rounds, for the timetable")
	}
}

// ours reports whether the flag name was given and bound by s (not by
// the command itself).
func (s *sessionFlags) ours(name string) bool {
	return s.bound[name] && s.flags != nil && s.flags.Changed(name)
}

// apply returns m with its session updated by the flags given: --event
// replaces the event's name; --start makes a new timetable from the
// movement's rounds and boards per set; --minutes-per-board or
// --move-minutes alone recompute the timetable the movement already has
// from its start. A movement that already has a session keeps what no flag
// overrides. m itself is never changed: a changed movement is a clone.
func (s *sessionFlags) apply(m *movement.Movement) (*movement.Movement, error) {
	event, start := s.ours("event"), s.ours("start")
	pace, move := s.ours("minutes-per-board"), s.ours("move-minutes")
	if !event && !start && !pace && !move {
		return m, nil
	}
	out := m.Clone()
	if out.Session == nil {
		out.Session = &movement.Session{}
	}
	if event {
		out.Session.Event = strings.TrimSpace(s.Event)
	}
	if !start && !pace && !move {
		return out, nil
	}
	p := schedules.DefaultPace(m.Game)
	var at movement.Clock
	switch old := out.Session.Timetable; {
	case start:
		c, err := schedules.ParseClock(s.Start)
		if err != nil {
			return nil, inputErrf("--start %w", err)
		}
		at = c
	case old != nil:
		at = old.Start
		if old.MinutesPerBoard > 0 {
			p = schedules.Pace{MinutesPerBoard: old.MinutesPerBoard, MoveMinutes: old.MoveMinutes}
		}
	default:
		name := "--minutes-per-board"
		if !pace {
			name = "--move-minutes"
		}
		return nil, inputErrf("%s needs --start: the movement has no timetable yet", name)
	}
	if pace {
		if s.MinutesPerBoard < 1 {
			return nil, inputErrf("--minutes-per-board %d: want at least 1", s.MinutesPerBoard)
		}
		p.MinutesPerBoard = s.MinutesPerBoard
	}
	if move {
		if s.MoveMinutes < 0 {
			return nil, inputErrf("--move-minutes %d: want 0 or more", s.MoveMinutes)
		}
		p.MoveMinutes = s.MoveMinutes
	}
	if m.Rounds < 1 || m.BoardsPerSet < 1 {
		return nil, inputErrf("--start: the movement has %d rounds of %d boards, no timetable can be made", m.Rounds, m.BoardsPerSet)
	}
	tt, err := schedules.MovementTimetable(m, at, p)
	if err != nil {
		return nil, inputErr(err)
	}
	out.Session.Timetable = tt
	return out, nil
}

// writeSessionText writes the session's event and timetable as a paragraph
// of the text output, or nothing when m has no session.
func writeSessionText(w io.Writer, p *i18n.Printer, m *movement.Movement) {
	s := m.Session
	if s == nil {
		return
	}
	if t := s.Title(); t != "" {
		fmt.Fprintln(w, p.Sprintf("Event: %s", t))
	}
	t := s.Timetable
	if t == nil {
		return
	}
	fmt.Fprintln(w, p.T("Timetable"))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\t%s\t%s\n", p.T("Round"), p.T("Start"), p.T("End"))
	for _, r := range t.Rounds {
		fmt.Fprintf(tw, "%d\t%s\t%s\n", r.Round, r.Start, r.End)
	}
	tw.Flush()
	fmt.Fprintln(w, p.Sprintf("Start %s, finish %s.", t.Start.String(), t.Finish().String()))
}
