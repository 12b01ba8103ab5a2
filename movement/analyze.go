package movement

// Analyze validates m and computes its fairness report.
func Analyze(m *Movement) *Report {
	return &Report{Problems: Validate(m)} // being written
}
