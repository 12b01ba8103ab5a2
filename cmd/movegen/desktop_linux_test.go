package main

import "testing"

// TestDesktopSession: an X11 or Wayland session is a desktop; a console or
// an ssh login without a display is not.
func TestDesktopSession(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{"DISPLAY": ":0"}, true},
		{map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, true},
		{map[string]string{"TERM": "xterm"}, false},
		{nil, false},
	} {
		if got := desktopSession(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("desktopSession(%v) = %v, want %v", tc.env, got, tc.want)
		}
	}
}
