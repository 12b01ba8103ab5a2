package app

import (
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"strconv"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/replan"
)

// ReplanFields are the re-planner's fields.
func ReplanFields() []Field {
	return []Field{
		{Name: "from-round", Label: "From round", Kind: Int, Lib: replan.FieldFrom, Required: true,
			Help: "first round to re-plan (required); earlier rounds stay as played"},
		{Name: "add-pair", Label: "A late pair joins", Kind: Bool, Lib: replan.FieldAdd, Help: "a late pair joins from --from-round (pairs movements)"},
		{Name: "add-player", Label: "A late player joins", Kind: Bool, Lib: replan.FieldAdd, Help: "a late player joins from --from-round (individual movements)"},
		{Name: "remove", Label: "Leaving", Kind: List, Lib: replan.FieldRemove,
			Help: "a contestant (number or label, such as 3 or \"3 EW\") leaves after the round before --from-round; repeat or separate with commas"},
		{Name: "stationary", Label: "Stationary", Kind: List, Lib: replan.FieldFixed,
			Help: "a contestant (number or label) who keeps the seats its card gives it, such as a player who cannot move"},
		{Name: "remove-table", Label: "Tables lost", Kind: IntList, Lib: replan.FieldRemoveTables,
			Help: "a table lost from --from-round on; its contestants are seated elsewhere"},
		{Name: "seed", Label: "Seed", Kind: Int, Lib: "Seed", Default: "1", ZeroDefault: true,
			Help: "seed of the search: the same seed and effort give the same schedule"},
		{Name: "effort", Label: "Effort", Kind: Int, Lib: replan.FieldEffort, Default: strconv.Itoa(replan.DefaultEffort), Help: "search budget in moves"},
		timeField("stop the search after this long and write the best schedule so far (0: no limit)", true),
	}
}

// Replan re-plans m (read from file, named in messages) from the fields
// of v: who joins, leaves or stays, which tables are lost. The search
// stops at the time field with its best schedule (Result.Stopped).
func Replan(ctx context.Context, m *movement.Movement, file string, v *Values, progress func(done, total int)) (*replan.Result, error) {
	o := replan.Options{From: v.Int("from-round"), RemoveTables: v.Ints("remove-table"), Seed: int64(v.Int("seed")), Effort: v.Int("effort"), Progress: progress}
	switch {
	case v.Bool("add-pair") && m.Kind != movement.Pairs:
		return nil, &Error{Field: "add-pair", Why: say("%s is an individual movement; use %s", file, Name("add-player"))}
	case v.Bool("add-player") && m.Kind != movement.Individual:
		return nil, &Error{Field: "add-player", Why: say("%s is a pairs movement; use %s", file, Name("add-pair"))}
	case v.Bool("add-pair") || v.Bool("add-player"):
		o.Add = 1
	}
	for _, l := range []struct {
		field string
		dst   *[]int
	}{{"remove", &o.Remove}, {"stationary", &o.Fixed}} {
		for _, s := range v.Strings(l.field) {
			c, ok := replan.Contestant(m, s)
			if !ok {
				return nil, &Error{Field: l.field, Value: s, Quote: true, Why: say("no such contestant in %s (numbers 1 to %d, or a label)", file, m.Contestants)}
			}
			*l.dst = append(*l.dst, c)
		}
	}
	if err := o.Check(m); err != nil {
		var oe *movement.OptionError
		if errors.As(err, &oe) && oe.Field == replan.FieldMovement {
			return nil, fileErr(say("%s: %v", file, oe.Text))
		}
		if errors.As(err, &oe) && oe.Field == replan.FieldAdd && !v.Given("add-pair") && !v.Given("add-player") {
			return nil, &Error{Field: "add-pair/add-player/remove/remove-table", Why: oe.Text}
		}
		return nil, v.LibError(err)
	}
	ctx, cancel := withTimeLimit(ctx, v.Duration("time"))
	defer cancel()
	res, err := replan.Replan(ctx, m, o)
	if errors.Is(err, replan.ErrNoPlan) {
		return nil, fileErr(textOf(err))
	}
	if err != nil {
		return nil, classify(err)
	}
	return res, nil
}

// WriteChangedCards writes a PDF of the cards that change only: the
// changed tables' guide cards (and the sit-out card, without newcomers
// before they arrive or leavers after they go), the changed contestants'
// route cards, and the new master chart. The session fields of out are
// applied to the new movement first.
func WriteChangedCards(w io.Writer, old *movement.Movement, res *replan.Result, session *Values, o Output) error {
	m := res.Movement
	if session != nil {
		var err error
		if m, err = ApplySession(session, m); err != nil {
			return err
		}
	}
	book, err := cards.Build(m)
	if err != nil {
		return internal(err)
	}
	tables, contestants := res.Changes.TableNumbers(), res.Changes.ContestantNumbers()
	book.Tables = slices.DeleteFunc(book.Tables, func(c cards.TableCard) bool { return !slices.Contains(tables, c.Table) })
	book.Contestants = slices.DeleteFunc(book.Contestants, func(c cards.ContestantCard) bool {
		return !slices.Contains(contestants, c.Contestant)
	})
	for i := range book.Tables {
		if book.Tables[i].Table != 0 {
			continue
		}
		// The sit-out card lists who sits out, not who is not there yet
		// or any more.
		for k := range book.Tables[i].Rows {
			row := &book.Tables[i].Rows[k]
			row.Occupants = slices.DeleteFunc(row.Occupants, func(oc cards.Occupant) bool {
				return replan.Absent(old, m, res.Changes.From, row.Round, oc.Contestant)
			})
			row.Idle = len(row.Occupants) == 0
		}
	}
	what := cards.What{Tables: o.Paper.What.Tables, Contestants: o.Paper.What.Contestants, Chart: o.Paper.What.Chart}
	if what == (cards.What{}) {
		what = cards.What{Tables: true, Contestants: true, Chart: true}
	}
	doc, err := cards.Compose(context.Background(), book, o.Printer, cards.ComposeOptions{What: what})
	if err != nil {
		return internal(err)
	}
	if err := pdf.Write(w, doc, pdf.Options{Paper: o.Paper.Size, Large: o.Paper.Large}); err != nil {
		if errors.Is(err, errWrite) {
			return err
		}
		return internal(err)
	}
	return nil
}

// ReplanFields are the re-planner's fields (ReplanFields).
func (Service) ReplanFields() []Field { return ReplanFields() }

// Replan re-plans m as "movegen replan" does (Replan), its summary as the
// command prints it.
func (Service) Replan(ctx context.Context, m *movement.Movement, name string, v *Values) (*request.Replanned, error) {
	res, err := Replan(ctx, m, name, v, nil)
	if err != nil {
		return nil, err
	}
	summary := map[string]string{}
	for _, lang := range i18n.Langs() {
		var b bytes.Buffer
		if err := text.WriteReplan(&b, res, text.Options{Printer: i18n.New(lang)}); err != nil {
			return nil, internal(err)
		}
		summary[lang] = b.String()
	}
	return &request.Replanned{Movement: res.Movement, Summary: summary, From: res.Changes.From, Stopped: res.Stopped,
		Tables: res.Changes.TableNumbers(), Contestants: res.Changes.ContestantNumbers()}, nil
}

// WriteChanged writes the changed cards of old revised from round from
// (WriteChangedCards, as "movegen replan -o FILE.pdf" writes them).
func (Service) WriteChanged(ctx context.Context, w io.Writer, old, revised *movement.Movement, from int, p *i18n.Printer, paper *Values) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if paper == nil {
		paper, _ = FromQuery(nil, PaperFields()...)
	}
	pp, err := PaperOf(paper)
	if err != nil {
		return err
	}
	res := &replan.Result{Movement: revised, Changes: replan.Diff(old, revised, from)}
	return WriteChangedCards(w, old, res, nil, Output{Printer: p, Paper: pp})
}
