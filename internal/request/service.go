package request

import (
	"context"
	"io"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// Service is the request layer as a front end without the generators and
// file formats sees it (internal/app implements it). Every method that
// refuses a request returns an *Error naming the field.
type Service interface {
	// Families lists the generators' names; Fields the fields of one
	// ("mitchell"), nil for a name that is no family.
	Families() []string
	Fields(family string) []Field
	// Label is the page's label of a field (an English catalogue key),
	// "" for a name no row has.
	Label(field string) string
	// PaperFields are the paper options, the same wherever paper is
	// written; PlanFields the session planner's fields.
	PaperFields() []Field
	PlanFields() []Field
	// Generate builds the movement of family from v (a search stops when
	// ctx ends, with its best).
	Generate(ctx context.Context, family string, v *Values) (*Generated, error)
	// Read reads a movement file, telling its format by its content;
	// MaxFileBytes is the largest it reads.
	Read(ctx context.Context, name string, data []byte) (*movement.Movement, error)
	MaxFileBytes() int
	// CheckFile reads every movement of a file (an EBUScore file holds
	// many) and gives each its verdict in p's language.
	CheckFile(ctx context.Context, name string, data []byte, p *i18n.Printer) (*FileCheck, error)
	// Write writes m in format ("pdf", "xlsx", "csv", "json", "asc",
	// "text") with the paper options of paper (nil: the defaults).
	Write(ctx context.Context, w io.Writer, m *movement.Movement, format string, p *i18n.Printer, paper *Values) error
	// Extension is the usual file extension of a format Write writes,
	// without the dot: "pdf", "txt" for EBUScore's movements file.
	Extension(format string) string
	// View is what a page shows of m: the chart, the report, the table
	// instructions.
	View(ctx context.Context, m *movement.Movement, p *i18n.Printer) (*View, error)
	// Plan plans the session of v (the planner's fields) and lays it out
	// for the page.
	Plan(ctx context.Context, v *Values, p *i18n.Printer) (*PlanView, error)
	// Choose is option n of the plan of v, carrying its session.
	Choose(ctx context.Context, v *Values, n int) (*Generated, error)
	// SwissFields are the fields of the next round of a Swiss teams
	// event; Swiss pairs that round from the standings file (its name,
	// for messages, and its bytes) and the fields of v, as "movegen teams
	// swiss" does: the movement of the one round, and as its Lines the
	// ranking and the reason for every match. A standings file with a
	// fault is an *Error naming the file, its line and its column.
	SwissFields() []Field
	Swiss(ctx context.Context, v *Values, name string, data []byte) (*Generated, error)
	Replanner
}

// Generated is a movement made for a front end, with what the command
// line prints after its report.
type Generated struct {
	Movement *movement.Movement
	// Lines are the lines after the fairness report (the method and its
	// source, the bounds, the set row, the generator's explanation) in
	// every language the printer speaks, by language code, so that a page
	// can switch language without making the movement again.
	Lines map[string][]string
	// Heading is a sentence naming it ("Option 2 of the plan: …"), when it
	// has one, by language code.
	Heading map[string]string
	// Name is the base name of its files.
	Name string
	// Stopped: a search ended at its time limit with its best schedule;
	// another run may differ.
	Stopped bool
	// Next is a Swiss round's standings file with the round's pairings
	// filled in and its results to enter (nil for any other movement).
	Next []byte
}

// View is what a page shows of a movement, in a printer's language.
type View struct {
	Title string
	// Report is the fairness report (movement.Analyze), ReportText as
	// the command line prints it.
	Report     *movement.Report
	ReportText string
	// Verdict is the verdict's word, VerdictClass its English value.
	Verdict, VerdictClass string
	// Problems are the first problems listed (as "check" lists them).
	Problems []Problem
	// Valid: the movement can be played; the chart, tables and timetable
	// are filled only then.
	Valid bool
	// Chart is the master chart's cells, the head first, under its title
	// ChartTitle and the lines above it ChartNotes (the clock, the key of
	// a cell, the legend of labels), as the paper prints them.
	Chart      [][]string
	ChartTitle string
	ChartNotes []string
	Tables     []TableView
	Timetable  string
	// Omitted says what is too large for a page (the chart, the table
	// instructions: they are then left out) and where to find it.
	Omitted []string
	// Names are the contestants' names as the chart writes them,
	// Names[c-1] for contestant c.
	Names []string
	// Teams is the teams' figures of a teams movement (nil for any
	// other): the page draws its maps instead of the pairs', whose
	// meetings and comparisons say nothing of a teams event.
	Teams *TeamsView
	// Simulation is how often the strongest contestant wins, simulated
	// over PageSessions sessions (fewer for a large movement), or why the
	// movement cannot be simulated; nil for an invalid movement.
	Simulation *SimulationView
}

// TeamsView is what a page draws of a teams movement's report
// (movement.AnalyzeTeams): the team × team matrices of meetings and of
// boards compared, and the teams' names, Names[t-1] for team t.
type TeamsView struct {
	Meetings, Boards movement.Matrix
	Names            []string
}

// SimulationView is a simulation's figures laid out for a page: the
// heading lines, a table per ranking (each field, then all fields
// together), the closing lines; or Why there are none.
type SimulationView struct {
	// Heading names the movement and says over how many sessions, in
	// words; Terms are the settings of the simulation in the
	// statisticians' terms (seed, spread, noise), for a details fold.
	Heading, Terms []string
	Tables         []SimulationTable
	Footer         []string
	Why            string
}

// SimulationTable is the figures of one ranking: rows of label and value,
// in words; Terms the rows in the statisticians' terms (Kendall's τ, a
// standard deviation), for a details fold.
type SimulationTable struct {
	Title       string
	Rows, Terms [][2]string
}

// Problem is one problem of the report: its severity (error or note), the
// severity's word and the sentence.
type Problem struct {
	Severity, Word, Text string
	// Code is the problem's code in the fairness report ("copies"); ""
	// for a rule of an EBUScore teams file that movegen's model does not
	// name.
	Code string
}

// TableView is one table's instructions.
type TableView struct {
	Title string
	Grid  [][]string
	Notes []string
}

// PlanView is a plan laid out for a page.
type PlanView struct {
	// Summary sums up what was asked, as the plan's first line.
	Summary string
	// TimeRead says how the session's length was read as typed ("read
	// as 2h 30m" for "2,5 ч"); "" when none was given.
	TimeRead string
	Rows     []PlanRow
	// Reason says why option 1 is best.
	Reason string
	// Share: some option leaves a contestant under 70% of the boards.
	Share bool
	// LeftOut says what was left out and why; BestNotes explain option 1.
	LeftOut, BestNotes []string
	// Stopped: the plan stopped before every option was evaluated.
	Stopped bool
	// Simulated: the rows have a "strongest wins" column, which
	// SimulationNote explains.
	Simulated      bool
	SimulationNote string
	// Teams: a teams plan, whose rows are shown with the teams' columns
	// (boards a match, each team plays, byes, copies, teams meet) and not
	// the pairs' balance index and meetings.
	Teams bool
}

// PlanRow is one option of a plan.
type PlanRow struct {
	Number                                       int
	Name, Method                                 string
	Tables, Rounds, BoardsPerRound, BoardsInPlay int
	Boards, SitOuts, Verdict, VerdictClass       string
	Balance, Finish                              string
	NeverMeet, MostMeetings                      int
	UnderShare, OverTime                         bool
	// Copies is the most copies of a set in use at once and TeamsMeet the
	// pairs of teams that meet of all ("24/28"), for a teams plan.
	Copies    int
	TeamsMeet string
	// StrongestWins is the simulated chance that the strongest contestant
	// of the room wins his field, "41%", or "–" when not simulated.
	StrongestWins string
}

// Replanner is the re-planner as a front end sees it, as "movegen replan"
// runs it: a late contestant, a leaver or a lost table from a round on.
type Replanner interface {
	// ReplanFields are the re-planner's fields.
	ReplanFields() []Field
	// Replan re-plans m (read from the file name, for messages) from the
	// fields of v.
	Replan(ctx context.Context, m *movement.Movement, name string, v *Values) (*Replanned, error)
	// WriteChanged writes the PDF of the cards that change when old is
	// played as revised from round from on (the command's -o FILE.pdf).
	WriteChanged(ctx context.Context, w io.Writer, old, revised *movement.Movement, from int, p *i18n.Printer, paper *Values) error
}

// Replanned is a re-planned movement: the revised movement, the
// command's summary (what was done, the figures before and after, the
// cards that change) in every language the printer speaks, by language
// code, the round it changes from, and whether the search stopped at its
// time limit.
type Replanned struct {
	Movement *movement.Movement
	Summary  map[string]string
	From     int
	Stopped  bool
	// Tables and Contestants are the numbers whose cards change.
	Tables, Contestants []int
}
