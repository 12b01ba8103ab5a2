// Package request holds what a front end of movegen collects and how a
// refused request speaks: the table row of a field (Field: public name,
// label, help, kind, the library field it fills), the values of a request
// read from the command line (FromFlags) or from a form (FromQuery), the
// one request error (Error) that names a field, and the Service the page
// calls. It imports no generator and no file format: internal/app, the
// request layer, implements Service with them, and the command line hands
// it to the page.
package request
