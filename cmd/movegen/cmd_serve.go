package main

import (
	"context"
	"fmt"
	"log"
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
}

func (o *serveOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&o.Addr, "addr", "127.0.0.1:8080", "`HOST:PORT` to listen on (port 0 picks a free one)")
	f.BoolVar(&o.Open, "open", false, "open the page in the default browser")
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
	err = web.Run(ctx, o.Addr, srv, func(url string) {
		fmt.Fprintln(g.stderr, p.Sprintf("movegen: the page is at %s; Ctrl-C stops the server", url))
		if o.Open {
			if err := openBrowser(url); err != nil {
				fmt.Fprintln(g.stderr, p.Sprintf("movegen: could not open a browser (%v); open %s yourself", err.Error(), url))
			}
		}
	})
	if err != nil {
		return cliErr(&app.Error{Field: "addr", Value: o.Addr, Why: errorText(err)})
	}
	return nil
}

// openBrowser asks the desktop to open url, without waiting for it.
func openBrowser(url string) error {
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
