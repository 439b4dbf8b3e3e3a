import Testing
@testable import DepthKitCore

/// The coarse grid's border and neighbours, on a 4×3 grid (cells 0…11 row by row:
/// row 0 is 0 1 2 3, row 1 is 4 5 6 7, row 2 is 8 9 10 11).
@Suite("Cell grid")
struct CellGridTests {
    static let grid = CellGrid(columns: 4, rows: 3)

    static func neighbours(of cell: Int) -> [Int] {
        var cells: [Int] = []
        grid.forEachNeighbour(of: cell) { cells.append($0) }
        return cells
    }

    static func block(around cell: Int) -> [Int] {
        var cells: [Int] = []
        grid.forEachCell(around: cell) { cells.append($0) }
        return cells
    }

    @Test("only the two inner cells of a 4×3 grid are off the border")
    func border() {
        #expect((0..<12).filter { !Self.grid.isOnBorder($0) } == [5, 6])
        #expect(Self.grid.cellCount == 12)
    }

    @Test("neighbours come left, right, above, below, those outside the grid left out", arguments: [
        (0, [1, 4]), (3, [2, 7]), (5, [4, 6, 1, 9]), (6, [5, 7, 2, 10]), (8, [9, 4]), (11, [10, 7]), (9, [8, 10, 5]),
    ])
    func neighbours(cell: Int, expected: [Int]) {
        #expect(Self.neighbours(of: cell) == expected)
    }

    @Test("the 3×3 block around a cell, row by row, clipped to the grid", arguments: [
        (0, [0, 1, 4, 5]), (5, [0, 1, 2, 4, 5, 6, 8, 9, 10]), (11, [6, 7, 10, 11]), (7, [2, 3, 6, 7, 10, 11]),
    ])
    func block(cell: Int, expected: [Int]) {
        #expect(Self.block(around: cell) == expected)
    }
}
