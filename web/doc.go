// Package web is movegen's local web page for directors who do not use a
// terminal: "movegen serve" runs it.
//
// Four pages share one layout, rendered on the server with html/template
// from embedded templates and CSS, with plain forms that work without
// JavaScript:
//
//   - Plan (/plan): the field, the game and the time in; the options ranked
//     exactly as "movegen plan" ranks them (schedules.NewPlan), each with its
//     verdict, balance, finish and the 70% flag.
//   - Movement (/movement): a chosen option of the plan, or a Mitchell, a
//     Howell or a preferans movement from the page's generator form: the
//     master chart,
//     the fairness report with heat maps of meetings and comparisons drawn
//     as SVG, the table instructions, and downloads (/download) of the cards
//     PDF, the workbook, CSV, JSON and .ASC, made by the same library calls
//     as the command line, so the bytes are the same.
//   - Check (/check): an uploaded movement file (movegen JSON, .ASC,
//     EBUScore or KBS, told by its content) read by the command line's
//     readers, its verdict, problems and report, and the same downloads; a
//     file of many movements (an EBUScore library) gets one verdict per
//     movement (teams movements theirs, entries not read say why), and
//     any of its movements can be shown in full.
//   - Swiss (/swiss): the standings of a Swiss teams event uploaded or
//     pasted (CSV: team, vp, met, optionally name and byes), the next
//     round paired through the request layer's Swiss as "movegen teams
//     swiss" pairs it: the ranking and the reason for every match, the
//     chart (a row per table), the report led by the teams, the table
//     instructions, and the downloads (cards PDF, workbook, CSV, JSON,
//     EBUScore's teams movement); a fault in the standings is shown above
//     the form naming the file, the line and the column, the input kept.
//     The round travels with the page like a movement page's.
//
// The page imports no generator, no file format, no planner and no card
// model: everything goes through the request layer, handed over as
// Options.App (internal/request's Service, which internal/app implements),
// with the same field rows and the same library checks as the command line.
// A movement page carries its movement (its canonical JSON, and what the
// command line prints after its report in both languages) in the download
// form and the language switch, so every download and the other language
// show the movement on the screen, even one whose search stopped at its
// time limit.
//
// Every word goes through export/i18n; the language is the lang parameter,
// then the lang cookie, then the browser's Accept-Language. The page
// speaks a director's words: no sentence names a command-line flag (a
// field is named by its label), the problems are named by their kind, and
// the mathematicians' and statisticians' terms (the generator's method
// and bounds, the report's figures, Kendall's τ) live in details folds
// under a line in plain words; a word a file spells (a standings column)
// stands in a <code>. The plan says how it read the time as typed ("read
// as 2h 30m" for "2,5 ч"). Tests read every page in Russian and Chinese
// for English words left outside names, codes and folds, and in every
// language for a flag's name. A refused
// request is shown on the form that made it, with the input kept and the
// field named by its label (a file that does not parse, on the check
// form); other user errors are a 400 page; a handler that panics is
// recovered and answered with a 500 page.
//
// The server is bounded and answers only its own pages (guard.go):
//
//   - Work runs in worker slots of two lanes, Workers each: searches (a
//     seating plan, a preferans search, each under SearchTimeout) and
//     everything else, so that searches never hold up a plan. A request
//     takes one slot at its first piece of work and keeps it to its end
//     (search and rendering alike). A full queue is answered 503 with
//     Retry-After at once; a search waits only where a slot will free
//     within QueueWait.
//   - Pages are bounded: heat maps above 100 contestants are drawn in
//     blocks (at most 50 × 50), the chart and the table cards are left out
//     past a number of cells with a message pointing to the PDF and the
//     workbook, and a page is never larger than MaxPage.
//   - Run answers only Host headers that name the server (its --addr, the
//     address it listens on, localhost, 127.0.0.1, [::1], with its port;
//     any IP address when it listens on every interface): a DNS-rebinding
//     site is answered 421. Server.ServeHTTP itself does not look at Host.
//   - Work another web site asks for (Sec-Fetch-Site cross-site or
//     same-site, else a foreign Origin or Referer) is refused with 403:
//     an <img> on any page cannot start a search. The empty forms may be
//     linked to from anywhere.
//   - A method a path does not take is answered 405 with Allow; static
//     files are served from the embedded copy with an ETag of their
//     content, no-cache (revalidate) and nosniff, and no folder listing.
//   - A browser that went away (Stop, a closed tab, a broken pipe) is not
//     an internal error and is not logged.
package web
