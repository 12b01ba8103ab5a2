// Command movegen generates, checks and prints movements for duplicate
// bridge and duplicate preferans: who sits where and which boards are played
// in every round, with a fairness report that proves what it claims.
//
// Run "movegen help" for the commands.
package main
