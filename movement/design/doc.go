// Package design holds the combinatorial building blocks behind movegen's
// perfect schedules: finite fields GF(q), linear rotations, cyclic rest
// schemes, difference sets, affine planes, orthogonal arrays and
// resolvable designs.
//
// Resolvable designs (resolvable.go): Resolvable(v, k) returns a
// resolvable (v, k, 1) design for tables of 3 or 4 from the classical
// direct constructions over finite fields (Ray-Chaudhuri and Wilson's
// Kirkman triple systems KTS(2q+1) and KTS(3q), KTS(2u+1) by doubling the
// points of a (u, 4, 1) design, and the resolvable (3q+1, 4, 1) designs of
// Beth, Jungnickel and Lenz), checked by CheckResolvable before it is
// returned.
//
// Orthogonal arrays (oa*.go): OrthogonalArray(k, n) returns an OA(k, n),
// the same thing as k-2 mutually orthogonal Latin squares (MOLS) of order
// n, from a finite field, the cyclic group Z_n, a direct (MacNeish)
// product of smaller arrays, or published data: difference and
// quasi-difference matrices over abelian groups and explicit squares, each
// cited to its source (Handbook of Combinatorial Designs §III.3, Hanani,
// Abel, McKay, Todorov, Wanless, Lam). It builds 4 MOLS of every order
// 5 ≤ n ≤ 40 except 6, 10 and 22, and 3 MOLS of every order 4 ≤ n ≤ 40
// except 6 and 10, and more for many larger orders (published data to
// order 210, fields, products). Every array is verified by OA.Check before it is
// returned; when none can be built the error wraps ErrNoOA and a
// *NoOAError says whether the array is impossible or merely unknown.
// KnownMOLS gives the literature's lower bound N(n) and MOLSExistence
// classifies a request as exists / impossible / unknown. OA.Normalized
// relabels an array so that its first row block is constant, which lets a
// caller number players by their first-round place.
//
// Everything here is pure arithmetic: no movement types, no I/O. The
// generator packages turn designs into movements and prove them with the
// validator.
package design
