package schedules

import "github.com/movegen/movegen/movement"

// A Reference is one published recommendation for a pairs field: a
// directors' reference's first or second choice of movement for a number
// of tables (References lists them, each with its source).
type Reference struct {
	// Pairs is the field: 2 × tables, or one fewer for a half table.
	Pairs int `json:"pairs"`
	// Choice is the reference's rank for it: 1 or 2.
	Choice int `json:"choice"`
	// Form is the family (FormHowell, FormMitchell, FormHesitation,
	// FormRover, FormWeb, FormExtraBoard, FormBowman, FormAppendix and
	// FormWhist, all of which the planner offers).
	Form string `json:"form"`
	// Rounds is the rounds the reference plays; 0 when the stored copy of
	// the source does not give them.
	Rounds int `json:"rounds"`
	// Movement is the movement as the reference names it.
	Movement string `json:"movement"`
	// Source names the reference (see the Source constants).
	Source string `json:"source"`
}

// Forms of the families the references recommend beyond the first ones:
// the planner offers the extra-board Mitchell (extraBoardCandidates), the
// Bowman (bowmanCandidates) and the appendix Mitchell
// (appendixCandidates) and the pairs whist and whist rover
// (pairsWhistCandidates, up to 7 tables as the reckoner lists them).
const (
	FormWhist      = "whist"
	FormExtraBoard = "extra-board"
	FormBowman     = "bowman"
	FormAppendix   = "appendix"
	// FormAppendixHowell is the appendix Howell (appendixHowellCandidates).
	FormAppendixHowell = "appendix-howell"
	// FormTwin is the twin Mitchell (twinCandidates).
	FormTwin = "twin"
	// FormCrissCross is the criss-cross Mitchell (crissCrossCandidates).
	FormCrissCross = "criss-cross"
	// FormCombined is the combined Mitchell (combinedCandidates).
	FormCombined = "combined"
	// FormSquare is the square Mitchell (squareCandidates).
	FormSquare = "square"
	// FormPivot is the pivot Mitchell (pivotCandidates).
	FormPivot = "pivot"
)

// The sources of References.
const (
	// SourceReckoner is Ian McKinnon's "Pairs movements ready reckoner"
	// (bridgecentral.com/MvtHTML/movements2.htm): per number of tables,
	// the movements "in the order of preference", with their rounds; the
	// stored copy read for this table stops at 7½ tables.
	SourceReckoner = "McKinnon, Pairs movements ready reckoner (bridgecentral.com)"
	// SourceExeter is the Exeter Bridge Club's movement sheet
	// (bridgewebs.com/exeter/info.html): one movement per table count from
	// 2½ to 15 tables, with rounds and boards.
	SourceExeter = "Exeter Bridge Club, movements by tables (bridgewebs.com/exeter)"
	// SourceHesitation is J. Pain, "Unusual Movements for Clubs – 1:
	// Hesitation Mitchell", EBU Club Focus (ebu.co.uk/newsletters id=5):
	// "a good movement for seven tables for a normal club session", and
	// "eight tables playing nine rounds or 11 tables playing 12 rounds".
	SourceHesitation = "Pain, Hesitation Mitchell, EBU Club Focus"
	// SourceMerseyside is the Merseyside club's policy page
	// (bridgewebs.com/merseyside/page10.html): one Mitchell a session;
	// "less than 12 tables - eight or nine 3 board rounds", "12 to 15
	// tables - twelve or thirteen 2 board rounds". Listed here from 8
	// tables, where the other references turn to the Mitchell family.
	SourceMerseyside = "Merseyside bridge, movement policy (bridgewebs.com/merseyside)"
	// SourceBowman is EBU Club Focus, Spring 2011: the switched Bowman for
	// 10½, 11 and 11½ tables (domain notes §8).
	SourceBowman = "Switched Bowman, EBU Club Focus, Spring 2011"
)

// References returns the published first and second choices for 5 to 30
// pairs (2½ to 15 tables), by field and then rank, as the sources give
// them (the choices of several sources for one field are all listed).
func References() []Reference {
	out := []Reference{
		{5, 1, FormHowell, 5, "Howell, 5 rounds", SourceExeter},
		{6, 1, FormHowell, 5, "Howell (5)", SourceReckoner},
		{6, 2, FormHesitation, 4, "hesitation switch Mitchell (4)", SourceReckoner},
		{6, 1, FormHowell, 5, "Howell, 5 rounds", SourceExeter},
		{7, 1, FormHowell, 7, "Howell (7)", SourceReckoner},
		{7, 2, FormExtraBoard, 7, "extra board Mitchell rover (7)", SourceReckoner},
		{7, 1, FormHowell, 7, "Howell, 7 rounds", SourceExeter},
		{8, 1, FormHowell, 7, "Howell (7)", SourceReckoner},
		{8, 2, FormExtraBoard, 8, "extra board Mitchell (8)", SourceReckoner},
		{8, 1, FormHowell, 7, "Howell, 7 rounds", SourceExeter},
		{9, 1, FormHowell, 9, "Howell (9)", SourceReckoner},
		{9, 2, FormExtraBoard, 8, "extra board Mitchell rover (8)", SourceReckoner},
		{9, 1, FormHowell, 9, "Howell, 9 rounds", SourceExeter},
		{10, 1, FormHowell, 9, "Howell (9)", SourceReckoner},
		{10, 2, FormWhist, 5, "whist (5)", SourceReckoner},
		{10, 1, FormHowell, 9, "Howell, 9 rounds", SourceExeter},
		{11, 1, FormHowell, 11, "Howell (11)", SourceReckoner},
		{11, 2, FormExtraBoard, 11, "extra board Mitchell rover (11)", SourceReckoner},
		{11, 1, FormHowell, 9, "3/4 Howell, 9 rounds", SourceExeter},
		{12, 1, FormHowell, 11, "Howell (11)", SourceReckoner},
		{12, 2, FormMitchell, 6, "share and relay Mitchell (6)", SourceReckoner},
		{12, 1, FormHowell, 9, "3/4 Howell, 9 rounds", SourceExeter},
		{13, 1, FormHowell, 13, "Howell (13)", SourceReckoner},
		{13, 2, FormRover, 6, "share and relay Mitchell rover (6)", SourceReckoner},
		{13, 1, FormHowell, 13, "Howell, 13 rounds", SourceExeter},
		{14, 1, FormWhist, 7, "whist (7)", SourceReckoner},
		{14, 2, FormHowell, 13, "Howell (13)", SourceReckoner},
		{14, 1, FormHowell, 13, "Howell, 13 rounds", SourceExeter},
		{14, 1, FormHesitation, 8, "hesitation Mitchell, 7 tables, 8 rounds", SourceHesitation},
		{15, 1, FormMitchell, 8, "share and relay Mitchell (8)", SourceReckoner},
		{15, 2, FormHowell, 0, "Howell", SourceReckoner},
		{15, 1, FormHesitation, 9, "hesitation Mitchell, 9 rounds, no pair at 1 NS", SourceExeter},
		{16, 1, FormHesitation, 9, "hesitation Mitchell, 9 rounds", SourceExeter},
		{16, 1, FormHesitation, 9, "hesitation Mitchell, 8 tables, 9 rounds", SourceHesitation},
		{17, 1, FormMitchell, 9, "Mitchell, 9 rounds", SourceExeter},
		{18, 1, FormMitchell, 9, "Mitchell, 9 rounds", SourceExeter},
		{19, 1, FormMitchell, 9, "Mitchell (skip), 9 rounds", SourceExeter},
		{20, 1, FormMitchell, 9, "Mitchell (skip), 9 rounds", SourceExeter},
		{21, 1, FormBowman, 0, "switched Bowman, 10½ tables", SourceBowman},
		{22, 1, FormHesitation, 13, "hesitation Mitchell (double), 13 rounds", SourceExeter},
		{22, 1, FormHesitation, 12, "hesitation Mitchell, 11 tables, 12 rounds", SourceHesitation},
		{22, 1, FormBowman, 0, "switched Bowman, 11 tables", SourceBowman},
		{23, 1, FormHesitation, 13, "hesitation Mitchell, 13 rounds, no pair at 1 NS", SourceExeter},
		{23, 1, FormBowman, 0, "switched Bowman, 11½ tables", SourceBowman},
		{24, 1, FormHesitation, 13, "hesitation Mitchell, 13 rounds", SourceExeter},
		{25, 1, FormMitchell, 13, "Mitchell, 13 rounds", SourceExeter},
		{26, 1, FormMitchell, 13, "Mitchell, 13 rounds", SourceExeter},
		{27, 1, FormMitchell, 13, "Mitchell (skip), 13 rounds", SourceExeter},
		{28, 1, FormMitchell, 13, "Mitchell (skip), 13 rounds", SourceExeter},
		{29, 1, FormMitchell, 13, "Mitchell, 13 rounds", SourceExeter},
		{30, 1, FormMitchell, 13, "Mitchell, 13 rounds", SourceExeter},
	}
	for p := 16; p <= 30; p++ {
		if (p+1)/2 < 12 {
			out = append(out, Reference{p, 1, FormMitchell, 9, "Mitchell, 8 or 9 rounds of 3", SourceMerseyside})
		} else {
			out = append(out, Reference{p, 1, FormMitchell, 12, "Mitchell, 12 or 13 rounds of 2", SourceMerseyside})
		}
	}
	return out
}

// ReferencesFor returns the references' choices for a field of pairs
// pairs, first choices first; none outside 5 to 30 pairs.
func ReferencesFor(pairs int) []Reference {
	var out []Reference
	for _, c := range []int{1, 2} {
		for _, r := range References() {
			if r.Pairs == pairs && r.Choice == c {
				out = append(out, r)
			}
		}
	}
	return out
}

// Text names r's movement in words the catalogue translates: "a
// hesitation Mitchell of 9 rounds" (Movement keeps the source's own
// words).
func (r Reference) Text() movement.Text {
	var what movement.Text
	switch r.Form {
	case FormHowell:
		what = say("a Howell")
	case FormMitchell:
		what = say("a Mitchell")
	case FormHesitation:
		what = say("a hesitation Mitchell")
	case FormRover:
		what = say("a Mitchell with a rover")
	case FormWeb:
		what = say("a web Mitchell")
	case FormWhist:
		what = say("a whist movement")
	case FormExtraBoard:
		what = say("an extra-board Mitchell")
	case FormBowman:
		what = say("a switched Bowman")
	case FormAppendix:
		what = say("an appendix Mitchell")
	default:
		what = Plain(r.Movement)
	}
	if r.Rounds > 0 {
		return say("%s of %s", what, plural(r.Rounds, round))
	}
	return what
}

// Agrees reports whether o is the movement r recommends: the same family
// playing r's rounds, one round more or one fewer (the skip and the relay
// of one Mitchell differ by a round, and a director short of time drops
// one), or any rounds when r gives none.
func (r Reference) Agrees(o Option) bool {
	if o.Form != r.Form {
		return false
	}
	return r.Rounds == 0 || abs(o.Rounds-r.Rounds) <= 1
}
