/// Where the off-plane structure sits relative to the dominant plane and how far it stands off it,
/// from the ``OffPlaneSamples`` gathered during the classification pass.
///
/// A cell is a *plane cell* when at least half of its samples are valid and at least 60 % of those lie
/// on the plane; only the largest 4-connected region of plane cells counts (the surface itself, not
/// stray cells where another surface crosses the plane's extension). Structure in a cell that has plane
/// cells on at least three of its four sides (left, right, above, below; anywhere along its row and
/// column), or on all four for a plane cell, is *enclosed* by the plane: an object standing on or in
/// front of the surface. Other structure sits in a corner, in a strip along a border, or across the
/// frame: a hand or pen in a corner, the room around a screen, the floor beyond a table's edge, a post
/// before a wall.
struct OffPlaneLayout {
    /// Subsampled pixels, and those valid for the assessment.
    private(set) var samples = 0
    private(set) var validSamples = 0
    /// Structured off-plane samples within the relief height of the plane.
    private(set) var reliefSamples = 0
    /// Structured off-plane samples standing more than the relief height off the plane, in cells
    /// enclosed by the plane.
    private(set) var enclosedSamples = 0
    /// …and outside the plane's enclosure, nearer than the plane (foreground) or beyond it (background).
    private(set) var peripheralFrontSamples = 0
    private(set) var peripheralBehindSamples = 0

    init(_ sampled: OffPlaneSamples) {
        let columns = sampled.columns, rows = sampled.rows
        reliefSamples = sampled.reliefSamples
        samples = sampled.total(.samples)
        validSamples = sampled.total(.valid)
        func counter(_ counter: OffPlaneSamples.Counter, _ cell: Int) -> Int { sampled.count(counter, cell: cell) }
        // The plane's extent along every row and column of cells: the largest 4-connected region of
        // plane cells (stray cells where another surface crosses the plane's extension do not count).
        var isPlane = [Bool](repeating: false, count: columns * rows)
        for cell in isPlane.indices {
            isPlane[cell] = counter(.valid, cell) * 2 >= counter(.samples, cell) && counter(.samples, cell) > 0
                && counter(.inliers, cell) * 10 >= counter(.valid, cell) * 6
        }
        isPlane = Self.largestRegion(isPlane, columns: columns, rows: rows)
        var rowFirst = [Int](repeating: Int.max, count: rows), rowLast = [Int](repeating: Int.min, count: rows)
        var columnFirst = [Int](repeating: Int.max, count: columns), columnLast = [Int](repeating: Int.min, count: columns)
        for row in 0..<rows {
            for column in 0..<columns where isPlane[row * columns + column] {
                rowFirst[row] = min(rowFirst[row], column)
                rowLast[row] = max(rowLast[row], column)
                columnFirst[column] = min(columnFirst[column], row)
                columnLast[column] = max(columnLast[column], row)
            }
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = row * columns + column
                let front = counter(.front, cell), behind = counter(.behind, cell)
                let standing = front + behind
                guard standing > 0 else { continue }
                let sides = (rowFirst[row] < column ? 1 : 0) + (rowLast[row] > column ? 1 : 0)
                    + (columnFirst[column] < row ? 1 : 0) + (columnLast[column] > row ? 1 : 0)
                // Structure inside a plane cell sits at the plane's edge unless the plane surrounds that cell.
                if sides >= (isPlane[cell] ? 4 : 3) {
                    enclosedSamples += standing
                } else {
                    peripheralFrontSamples += front
                    peripheralBehindSamples += behind
                }
            }
        }
    }

    /// The largest 4-connected region of `cells` (ties: the first found in row order).
    static func largestRegion(_ cells: [Bool], columns: Int, rows: Int) -> [Bool] {
        var label = [Int](repeating: -1, count: cells.count)
        var bestLabel = -1, bestSize = 0, next = 0
        var stack: [Int] = []
        for start in cells.indices where cells[start] && label[start] < 0 {
            var size = 0
            label[start] = next
            stack.append(start)
            while let cell = stack.popLast() {
                size += 1
                let row = cell / columns, column = cell % columns
                for (neighbour, inside) in [
                    (cell - 1, column > 0), (cell + 1, column < columns - 1), (cell - columns, row > 0), (cell + columns, row < rows - 1),
                ] where inside && cells[neighbour] && label[neighbour] < 0 {
                    label[neighbour] = next
                    stack.append(neighbour)
                }
            }
            if size > bestSize {
                bestSize = size
                bestLabel = next
            }
            next += 1
        }
        return label.map { $0 == bestLabel && bestLabel >= 0 }
    }
}
