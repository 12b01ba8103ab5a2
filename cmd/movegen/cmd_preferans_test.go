package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestPreferansExitCodes checks the exit status of bad requests (2) and of
// a good one (0); testscript only tells success from failure.
func TestPreferansExitCodes(t *testing.T) {
	tests := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--tables", "7"}, exitOK, ""},
		{[]string{"--players", "13"}, exitOK, ""},
		{[]string{"--tables", "0"}, exitInput, "--tables 0"},
		{[]string{"--tables", "5", "--seats", "5"}, exitInput, "--seats 5"},
		{[]string{"--players", "2"}, exitInput, "--players 2"},
		{[]string{"--players", "10", "--method", "rest"}, exitInput, "nearest counts that work"},
		{[]string{"--players", "10", "--effort", "2000"}, exitOK, ""},
		{[]string{"--tables", "6", "--method", "field"}, exitInput, "--method field"},
		{[]string{"--tables", "x"}, exitInput, "--tables"},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		code := run(context.Background(), append([]string{"preferans"}, tt.args...), strings.NewReader(""), &out, &errb)
		if code != tt.code {
			t.Errorf("preferans %v: exit %d, want %d (stderr %q)", tt.args, code, tt.code, errb.String())
		}
		if !strings.Contains(errb.String(), tt.msg) {
			t.Errorf("preferans %v: stderr %q does not contain %q", tt.args, errb.String(), tt.msg)
		}
	}
}
