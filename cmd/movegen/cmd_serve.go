package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"os/exec"
	"runtime"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/web"
)

// serveOptions are the flags of "movegen serve".
type serveOptions struct {
	Addr string
	Open bool
	// Desktop is a start by a double-click (see startArgs) or by the
	// macOS launcher: open the browser, and listen on a free port of
	// the loopback address when Addr is taken (a second double-click, or
	// another program on port 8080). Hidden: the launchers pass it.
	Desktop bool
}

// desktopFallbackAddr is where a double-clicked page listens when its
// address is taken: a free port, on this computer only.
const desktopFallbackAddr = "127.0.0.1:0"

func (o *serveOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&o.Addr, "addr", "127.0.0.1:8080", "`HOST:PORT` to listen on (port 0 picks a free one)")
	f.BoolVar(&o.Open, "open", false, "open the page in the default browser")
	f.BoolVar(&o.Desktop, "desktop", false, "started by a double-click: open the browser, and take a free port if the address is taken")
	_ = f.MarkHidden("desktop") // cannot fail: the flag was just defined
}

func newServeCmd(g *globalOptions) *cobra.Command {
	var opts serveOptions
	cmd := &cobra.Command{
		Use:   "serve [--addr 127.0.0.1:8080] [--open]",
		Short: "Run a local web page: plan a session, print its cards, check a file",
		Long: `serve runs movegen as a web page on this computer, for directors who would
rather fill a form than type commands. The Plan page ranks the movements
that fit the field and the time exactly as "movegen plan" does; choosing one
shows its master chart, its fairness report with heat maps, the table
instructions and the downloads (cards PDF, workbook, CSV, JSON, .ASC), the
same files byte for byte as the commands write. The Movement page also
builds a Mitchell, a Howell or a preferans movement from its own form, as
"movegen mitchell", "howell" and "preferans --players" do. The Check page
reads a movement file (movegen JSON, .ASC, EBUScore or KBS; a file of many
movements gets one verdict per movement) and shows its verdict, problems and
report.
The page speaks English, Russian and Chinese (the browser's language by default).

The page listens on the loopback address (127.0.0.1), so only this
computer can open it; another --addr prints a warning, since anybody who
can reach the address can use the page. Each search is limited to ten
seconds and a few run at once. Ctrl-C stops the server, letting requests
still running finish for five seconds (exit status 0).`,
		Example: `  movegen serve --open
  movegen serve --addr 127.0.0.1:9000`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runServe(cmd.Context(), g, opts)
		},
	}
	opts.bind(cmd)
	return cmd
}

// runServe serves the page until ctx ends (Ctrl-C).
func runServe(ctx context.Context, g *globalOptions, o serveOptions) error {
	p := i18n.New(g.Lang)
	srv, err := web.New(web.Options{App: app.New(), Log: log.New(g.stderr, "", log.LstdFlags)})
	if err != nil {
		return internalErr(err)
	}
	if !web.Loopback(o.Addr) {
		fmt.Fprintln(g.stderr, p.Sprintf("movegen: warning: --addr %s is not a loopback address: anybody who can reach it can use the page", o.Addr))
	}
	open := g.openBrowser
	if open == nil {
		open = systemBrowser
	}
	ready := func(url string) {
		fmt.Fprintln(g.stderr, p.Sprintf("movegen: the page is at %s; Ctrl-C stops the server", url))
		if o.Open || o.Desktop {
			if err := open(url); err != nil {
				fmt.Fprintln(g.stderr, p.Sprintf("movegen: could not open a browser (%v); open %s yourself", err.Error(), url))
			}
		}
	}
	err = web.Run(ctx, o.Addr, srv, ready)
	if o.Desktop && o.Addr != desktopFallbackAddr && isListenErr(err) {
		err = web.Run(ctx, desktopFallbackAddr, srv, ready)
	}
	if err != nil {
		return cliErr(&app.Error{Field: "addr", Value: o.Addr, Why: errorText(err)})
	}
	return nil
}

// isListenErr reports whether err says the address could not be listened
// on (taken, or not this computer's).
func isListenErr(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && op.Op == "listen"
}

// systemBrowser asks the desktop to open url, without waiting for it.
func systemBrowser(url string) error {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait() // reap it; its exit status does not matter
	return nil
}
