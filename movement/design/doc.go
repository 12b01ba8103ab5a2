// Package design holds the combinatorial building blocks behind movegen's
// perfect schedules: finite fields GF(q), and (in later files) linear
// rotations, cyclic rest schemes, difference sets and affine planes.
//
// Everything here is pure arithmetic: no movement types, no I/O. The
// generator packages turn designs into movements and prove them with the
// validator.
package design
