/// Where the off-plane structure sits relative to the dominant plane and how far it stands off it.
/// One scalar pass over a regular subsample of the pixels (every 2nd pixel of 256x192 in each
/// direction, every 5th of 640x480), bucketed into a coarse grid of square cells (16 along the longer
/// side).
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

    /// Cells along the longer side of the grid.
    static let cellsAlongLongerSide = 16
    /// Pixels between samples along the longer side: 128 samples.
    static let samplesAlongLongerSide = 128

    init(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        width: Int, height: Int, frame: InverseDepthPlane.Frame, plane: InverseDepthPlane, planeDistanceMeters: Double,
        offDepth: UnsafeBufferPointer<Float>, thresholds: AssessmentThresholds
    ) {
        let longer = max(width, height)
        let cellSide = max(1, (longer + Self.cellsAlongLongerSide - 1) / Self.cellsAlongLongerSide)
        let stride = max(1, longer / Self.samplesAlongLongerSide)
        let columns = (width + cellSide - 1) / cellSide, rows = (height + cellSide - 1) / cellSide
        // The five per-cell counters in one block (samples, valid, on the plane, in front, behind),
        // filled through a pointer: one allocation, no per-sample uniqueness or bounds checks.
        let cellCount = columns * rows
        var counters = [Int32](repeating: 0, count: 5 * cellCount)
        let range = ReferenceAlgorithm.validRange
        let relief = thresholds.reliefHeightMeters
        let tolerance = thresholds.surfaceNeighbourTolerance
        var reliefSamples = 0
        counters.withUnsafeMutableBufferPointer { counters in
            let cellSamples = counters.baseAddress!, cellValid = cellSamples + cellCount
            let cellInliers = cellValid + cellCount, cellFront = cellInliers + cellCount, cellBehind = cellFront + cellCount
            for y in Swift.stride(from: stride / 2, to: height, by: stride) {
                let rowInverse = plane.b * frame.v(y) + plane.c
                let cellRow = (y / cellSide) * columns
                for x in Swift.stride(from: stride / 2, to: width, by: stride) {
                    let index = y &* width &+ x, cell = cellRow &+ x / cellSide
                    let z = depth[index]
                    cellSamples[cell] &+= 1
                    guard range.contains(z) else { continue }
                    if let confidence, confidence[index] < minConfidence { continue }
                    cellValid[cell] &+= 1
                    guard !offDepth[index].isNaN else {
                        cellInliers[cell] &+= 1
                        continue
                    }
                    guard PlaneClassification.isStructured(
                        offDepth: offDepth, x: x, y: y, width: width, height: height, tolerance: tolerance)
                    else { continue }
                    // Negative on the camera's side of the plane (also where the plane's inverse depth is
                    // ≤ 0, beyond its horizon), positive behind it; times the distance, metres off the plane.
                    let relative = Double(z) * (plane.a * frame.u(x) + rowInverse) - 1
                    if planeDistanceMeters * abs(relative) <= relief {
                        reliefSamples &+= 1
                    } else if relative > 0 {
                        cellBehind[cell] &+= 1
                    } else {
                        cellFront[cell] &+= 1
                    }
                }
            }
        }
        self.reliefSamples = reliefSamples
        // Counter `kind` (0 samples, 1 valid, 2 on the plane, 3 in front, 4 behind) of `cell`.
        func counter(_ kind: Int, _ cell: Int) -> Int32 { counters[kind * cellCount + cell] }
        samples = counters[0..<cellCount].reduce(0) { $0 + Int($1) }
        validSamples = counters[cellCount..<2 * cellCount].reduce(0) { $0 + Int($1) }
        // The plane's extent along every row and column of cells: the largest 4-connected region of
        // plane cells (stray cells where another surface crosses the plane's extension do not count).
        var isPlane = [Bool](repeating: false, count: columns * rows)
        for cell in isPlane.indices {
            isPlane[cell] = counter(1, cell) * 2 >= counter(0, cell) && counter(0, cell) > 0
                && counter(2, cell) * 10 >= counter(1, cell) * 6
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
                let front = Int(counter(3, cell)), behind = Int(counter(4, cell))
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
