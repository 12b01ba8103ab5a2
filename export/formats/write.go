package formats

import (
	"bytes"
	"fmt"
	"io"
	"slices"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/bmdcfile"
	"github.com/movegen/movegen/export/ebufile"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/kbsfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// Marshal returns m in format f. It fails, writing nothing, with a
// *scorerfile.CannotWrite when the format cannot hold m (the sentence says
// what and why) and a *scorerfile.UnsupportedFormat for ASE.
//
// A teams movement (movement.Teams) is written to EBUScore as its teams
// movement, type 5 (ebufile.TeamsFromMovement).
//
// .ASC has no arrow-switch notation and no sections: a switched table is
// written by the cards held (the pair holding the NS cards in the NS place,
// which a scorer reading the file scores the same), and a movement with
// sections is refused, as is a seating plan without sets.
func Marshal(f Format, m *movement.Movement) ([]byte, error) {
	switch f {
	case JSON:
		return jsonfile.Marshal(m)
	case ASC:
		if err := checkASC(m); err != nil {
			return nil, err
		}
		return ascfile.Marshal(ByCards(m))
	case EBU:
		if m.Teams != nil {
			// A teams movement is written as EBUScore's teams movement
			// (type 5), which names teams, not pairs.
			tm, err := ebufile.TeamsFromMovement(m, 0)
			if err != nil {
				return nil, err
			}
			return tm.Marshal()
		}
		return ebufile.Marshal(m)
	case KBS:
		return kbsfile.Marshal(m)
	case ASE:
		return nil, aseUnsupported()
	case BMDC:
		return bmdcfile.Marshal(m)
	}
	return nil, fmt.Errorf("write: unknown format %q", string(f))
}

// Write writes m to w in format f (see Marshal).
func Write(w io.Writer, f Format, m *movement.Movement) error {
	b, err := Marshal(f, m)
	if err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("write %s: %w", f.Title(), err)
	}
	return nil
}

// WriteAll writes movements to w in format f: all of them to a format that
// holds many in one file (EBUScore, for a club's movement library), else
// exactly one. Every movement is checked before anything is written.
func WriteAll(w io.Writer, f Format, ms []*movement.Movement) error {
	if len(ms) != 1 && !f.Many() {
		return &scorerfile.CannotWrite{Format: f.Title(), Movement: fmt.Sprintf("%d movements", len(ms)), Why: movement.Say("a %s file holds one movement; write one file for each", f.Title())}
	}
	var all bytes.Buffer
	for _, m := range ms {
		b, err := Marshal(f, m)
		if err != nil {
			return err
		}
		all.Write(b)
	}
	if _, err := w.Write(all.Bytes()); err != nil {
		return fmt.Errorf("write %s: %w", f.Title(), err)
	}
	return nil
}

// WriteNamed writes an entry read by ReadAll in format f: an EBUScore
// teams movement back as the file had it, otherwise its movement (which
// for a teams movement the caller converts into the model).
func WriteNamed(w io.Writer, f Format, n Named) error {
	switch {
	case n.Teams != nil && f == EBU:
		b, err := n.Teams.Marshal()
		if err != nil {
			return err
		}
		if _, err := w.Write(b); err != nil {
			return fmt.Errorf("write %s: %w", f.Title(), err)
		}
		return nil
	case n.Movement != nil:
		return Write(w, f, n.Movement)
	case n.Teams != nil:
		return &scorerfile.CannotWrite{Format: f.Title(), Movement: n.Name, Why: movement.Say("a teams movement that breaks a rule of teams play: movegen's model does not hold it, and only EBUScore files keep it as it is")}
	}
	return &scorerfile.CannotWrite{Format: f.Title(), Movement: n.Name, Why: n.Skipped}
}

// checkASC refuses what .ASC cannot hold, in sentences a catalogue can
// translate (ascfile's own checks stay behind them).
func checkASC(m *movement.Movement) error {
	refuse := func(why movement.Text) error {
		return &scorerfile.CannotWrite{Format: ASC.Title(), Movement: m.Name, Why: why}
	}
	switch {
	case !slices.Equal(m.Seats, movement.PairSeats()) && !slices.Equal(m.Seats, movement.CompassSeats()):
		return refuse(movement.Say("tables of %d seats: .ASC holds pairs tables (NS, EW) and individual tables (N, S, E, W)", len(m.Seats)))
	case m.SeatingOnly():
		return refuse(movement.Say("a seating plan without board sets: every .ASC table names the set played"))
	case len(m.Sections) > 0 && !m.SectionsAreOneField():
		return refuse(movement.Say("%d sections: .ASC has no sections, and one movement of all the tables would rank the sections as one field", len(m.Sections)))
	}
	if why := scorerfile.SeatedTwice(m); !why.IsZero() {
		return refuse(why)
	}
	if m.Teams != nil {
		return refuse(movement.Say("a teams movement: .ASC names pairs, not teams, and cannot say which two pairs form a team; write teams to EBUScore"))
	}
	if nums, why := scorerfile.ConsecutiveNumbers(m, ASC.Title()); nums == nil {
		return refuse(why)
	}
	if len(m.Seats) == 4 {
		for _, p := range m.Play {
			if p.Switched {
				return refuse(movement.Say("an arrow switch at table %d in round %d: .ASC has no arrow-switch notation, and at an individual table no one seating says which player holds which hand", p.Table, p.Round))
			}
		}
	}
	return nil
}

// ByCards returns m with every arrow switch written out: the contestants
// of a switched table change places, so that each sits where the cards it
// holds belong, and no table is switched. For a format without an
// arrow-switch notation this is the same movement as far as scoring goes.
// m itself is not changed; when nothing is switched m is returned.
func ByCards(m *movement.Movement) *movement.Movement {
	if !slices.ContainsFunc(m.Play, func(p movement.Play) bool { return p.Switched }) {
		return m
	}
	c := m.Clone()
	for i := range c.Play {
		p := &c.Play[i]
		if !p.Switched || len(p.Seats) != 2 {
			continue // only pairs tables; an individual switch is left as it is
		}
		p.Seats[0], p.Seats[1] = p.Seats[1], p.Seats[0]
		p.Switched = false
	}
	return c
}
