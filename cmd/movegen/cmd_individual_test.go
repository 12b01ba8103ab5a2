package main

import (
	"bytes"
	"context"
	"io"
	"regexp"
	"strings"
	"testing"
)

// TestIndividualExitCodes checks the exit status of bad requests (2, the
// message naming the flag) and of good ones (0); testscript only tells
// success from failure.
func TestIndividualExitCodes(t *testing.T) {
	tests := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--players", "12"}, exitOK, ""},
		{[]string{"--players", "14", "--rounds", "7"}, exitOK, ""},
		{[]string{}, exitInput, "--players is required"},
		{[]string{"--players", "7"}, exitInput, "--players 7"},
		{[]string{"--players", "12", "--rounds", "12"}, exitInput, "--rounds 12"},
		{[]string{"--players", "12", "--boards", "0"}, exitInput, "--boards 0"},
		{[]string{"--players", "12", "--seats", "x"}, exitInput, "--seats"},
		{[]string{"--players", "12", "--time", "-1s"}, exitInput, "--time"},
		{[]string{"--players", "x"}, exitInput, "--players"},
		{[]string{"--players", "13", "--seats", "fixed"}, exitInput, "--seats fixed"},
		{[]string{"--players", "12", "--seats", "fixed"}, exitOK, ""},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		code := run(context.Background(), append([]string{"individual"}, tt.args...), strings.NewReader(""), &out, &errb)
		if code != tt.code {
			t.Errorf("individual %v: exit %d, want %d (stderr %q)", tt.args, code, tt.code, errb.String())
		}
		if !strings.Contains(errb.String(), tt.msg) {
			t.Errorf("individual %v: stderr %q does not contain %q", tt.args, errb.String(), tt.msg)
		}
	}
}

// TestIndividualTimeLimit: --time stops the search for a count without a
// whist tournament; the schedule found so far is written complete, exit
// 0, and standard error says that the search stopped early.
func TestIndividualTimeLimit(t *testing.T) {
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"individual", "--players", "50", "--time", "1ms", "--format", "json"}, strings.NewReader(""), &out, &errb)
	if code != exitOK {
		t.Fatalf("exit %d, want 0; stderr %q", code, errb.String())
	}
	if !strings.Contains(errb.String(), "The search stopped early (--time or Ctrl-C)") {
		t.Errorf("stderr %q does not say the search stopped early", errb.String())
	}
	if !strings.Contains(out.String(), `"contestants": 50`) || !strings.HasSuffix(strings.TrimSpace(out.String()), "}") {
		t.Errorf("the schedule written is not complete:\n%.300s", out.String())
	}
}

// TestIndividualHelpPromises: the counts the help promises never repeat
// partners (the whist tournament for one player more without its fixed
// player, and the searched counts at the default rounds) have at most one
// partnership per two players, as the report counts it.
func TestIndividualHelpPromises(t *testing.T) {
	var help bytes.Buffer
	run(t.Context(), []string{"individual", "--help"}, nil, &help, io.Discard)
	if !strings.Contains(help.String(), "11, 15, 19, 23, 27 and 31 players") || strings.Contains(help.String(), "where the count allows") {
		t.Fatalf("the help no longer says what it promises:\n%s", help.String())
	}
	// 30: a searched count, partner-free since the search starts
	// from a seating without repeated partners (issue 28).
	for _, n := range []string{"11", "15", "19", "23", "27", "31", "30"} {
		var out, errs bytes.Buffer
		if code := run(t.Context(), []string{"individual", "--players", n}, nil, &out, &errs); code != 0 {
			t.Fatalf("individual --players %s: exit %d: %s", n, code, errs.String())
		}
		if !regexp.MustCompile(`partnerships \(pairs of players: [0-9,]+\): min [01], max 1,`).MatchString(out.String()) {
			t.Errorf("individual --players %s: a partnership repeats, but the help promises none", n)
		}
	}
}
