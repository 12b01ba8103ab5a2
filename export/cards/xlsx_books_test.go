package cards_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/teams"
)

// paperBook is a workbook the paper tests print.
type paperBook struct {
	name, lang, paper string
	m                 *movement.Movement
}

// paperBooks are the workbooks printed by the paper tests: `mitchell
// --tables 8`, `preferans --tables 7 --lang ru`, the Russian web Mitchell
// of 10 tables (whose "set next" cells are the longest a Mitchell has:
// "› на стойку (стол A5, тур 6)"), a round robin of 6 teams in English
// and Russian (match notes under every row), and `preferans --tables 12
// --lang ru --paper letter`, whose grid is wider than a landscape letter
// page in DejaVu Sans, so that its widest cells are broken into lines.
func paperBooks(t *testing.T) []paperBook {
	t.Helper()
	m8, err := mitchell.Generate(mitchell.Options{Tables: 8})
	if err != nil {
		t.Fatal(err)
	}
	web, err := mitchell.GenerateWeb(mitchell.WebOptions{Tables: 10})
	if err != nil {
		t.Fatal(err)
	}
	p7, err := preferans.Generate(context.Background(), preferans.Options{Tables: 7, Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	p12, err := preferans.Generate(context.Background(), preferans.Options{Tables: 12, Seats: 4, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	rr, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 6})
	if err != nil {
		t.Fatal(err)
	}
	return []paperBook{
		{"m8", i18n.English, "a4", m8},
		{"p7", i18n.Russian, "a4", p7.Movement},
		{"web10", i18n.Russian, "a4", web},
		{"rr6", i18n.English, "a4", rr},
		{"rr6ru", i18n.Russian, "a4", rr},
		{"p12letter", i18n.Russian, "letter", p12.Movement},
	}
}

// write writes pb's workbook with its book.
func (pb paperBook) write(t *testing.T) ([]byte, *cards.Book) {
	t.Helper()
	b, err := cards.Build(pb.m)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := writeXLSX(&buf, b, xopts{Printer: i18n.New(pb.lang), Paper: pb.paper}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), b
}
