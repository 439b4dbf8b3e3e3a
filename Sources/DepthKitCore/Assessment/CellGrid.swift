/// The coarse grid of an ``OffPlaneSamples`` as ``OffPlaneLayout``'s region walks see it: `columns`×`rows`
/// cells numbered row by row, the frame's border, and each cell's neighbours.
struct CellGrid {
    /// Cells along a row and along a column.
    let columns: Int
    let rows: Int

    /// All cells, `columns·rows`.
    var cellCount: Int { columns * rows }

    /// Whether `cell` lies on the frame's border (first or last row or column).
    func isOnBorder(_ cell: Int) -> Bool {
        let row = cell / columns, column = cell % columns
        return row == 0 || column == 0 || row == rows - 1 || column == columns - 1
    }

    /// Calls `body` with each of `cell`'s 4-connected neighbours inside the grid, in the order left, right,
    /// above, below (a walk's order, and so the order of its floating-point sums, depends on it).
    func forEachNeighbour(of cell: Int, _ body: (Int) -> Void) {
        let row = cell / columns, column = cell % columns
        if column > 0 { body(cell - 1) }
        if column < columns - 1 { body(cell + 1) }
        if row > 0 { body(cell - columns) }
        if row < rows - 1 { body(cell + columns) }
    }

    /// Calls `body` with each cell of the 3×3 block centred on `cell` that lies inside the grid, `cell`
    /// itself included, row by row.
    func forEachCell(around cell: Int, _ body: (Int) -> Void) {
        let row = cell / columns, column = cell % columns
        for y in max(0, row - 1)...min(rows - 1, row + 1) {
            for x in max(0, column - 1)...min(columns - 1, column + 1) { body(y * columns + x) }
        }
    }
}
