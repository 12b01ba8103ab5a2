// Package web is movegen's local web page for directors who do not use a
// terminal: "movegen serve" runs it.
//
// Three pages share one layout, rendered on the server with html/template
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
//   - Check (/check): an uploaded movement file (.json or .ASC) read by the
//     command line's readers, its verdict, problems and report, and the same
//     downloads.
//
// Every word goes through export/i18n; the language is the lang parameter,
// then the lang cookie, then the browser's Accept-Language. A user error
// (a bad number, a file that does not parse, a body too large) is a 400
// page with the command line's message; a handler that panics is
// recovered and answered with a 500 page. Searches run in a bounded pool of
// workers, each under a time limit.
package web
