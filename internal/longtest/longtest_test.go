package longtest

import (
	"testing"

	_ "github.com/movegen/movegen/internal/golden"
)

func TestEnabledFollowsEnv(t *testing.T) {
	for _, tc := range []struct {
		v    string
		want bool
	}{{"1", true}, {"", false}, {"0", false}, {"yes", false}} {
		t.Setenv(Env, tc.v)
		if got := Enabled(); got != tc.want {
			t.Errorf("%s=%q: Enabled() = %v, want %v", Env, tc.v, got, tc.want)
		}
	}
}

func TestRequireFindsAProgram(t *testing.T) {
	t.Setenv(Env, "1")
	if p := Require(t, "no-such-program-movegen", "go"); p == "" {
		t.Fatal("Require found no path for go")
	}
}
