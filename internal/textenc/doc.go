// Package textenc recognises text encodings movegen's readers do not read,
// so that they can say what is wrong ("UTF-16 is not supported") instead of
// stumbling over the first odd byte.
package textenc
