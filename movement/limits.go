package movement

// Limits on the size of a movement. Validate reports counts above them as
// bad-count, and readers refuse them before allocating, so hostile input
// cannot make movegen allocate without bound. They are far above any real
// session.
const (
	MaxContestants  = 2000
	MaxTables       = 500
	MaxRounds       = 500
	MaxSets         = 1000
	MaxBoardsPerSet = 100
)
