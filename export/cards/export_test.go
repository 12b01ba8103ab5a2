package cards

import (
	"context"

	"github.com/movegen/movegen/export/i18n"
)

// The grids the composer writes into the document, for the tests that
// read them as the composer makes them.
var (
	TableGrid         = tableGrid
	RouteGrid         = routeGrid
	SetsGrid          = setsGrid
	ChartGridContext  = chartGrid
	RoutesGridContext = routesGrid
)

// ChartGrid is chartGrid that never gives up.
func ChartGrid(p *i18n.Printer, b *Book) [][]string {
	rows, _ := chartGrid(context.Background(), p, b)
	return rows
}

// RoutesGrid is routesGrid that never gives up.
func RoutesGrid(p *i18n.Printer, b *Book) [][]string {
	rows, _ := routesGrid(context.Background(), p, b)
	return rows
}
