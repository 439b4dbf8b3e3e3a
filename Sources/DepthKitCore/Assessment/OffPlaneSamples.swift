/// The samples behind an ``OffPlaneLayout``, gathered row by row while ``PlaneClassification`` streams
/// over the map: a regular subsample of the pixels (every 2nd pixel of 256x192 in each direction, every
/// 5th of 640x480), bucketed into a coarse grid of square cells (16 along the longer side). Per cell it
/// counts the samples, the valid ones, those on the plane, the structured ones standing more than
/// the relief height in front of or behind the plane, and the *unseen* ones (no depth, or a depth at or
/// beyond the range's edge that the assessment does not use) and the structured ones within the relief
/// height, with the farthest valid depth of each cell and the nearest of its standing samples.
struct OffPlaneSamples {
    /// A per-cell counter.
    enum Counter: Int, CaseIterable {
        /// Subsampled pixels.
        case samples
        /// …valid for the assessment.
        case valid
        /// …on the plane.
        case inliers
        /// Structured samples standing more than the relief height before the plane…
        case front
        /// …and behind it.
        case behind
        /// Samples not valid for the assessment whose depth is missing (0, NaN, out of 0.1…20 m) or at
        /// or beyond the range's edge (a clamped far return the confidence map rejects).
        case unseen
        /// Structured samples off the plane but within the relief height of it.
        case relief
    }

    /// Cells along the longer side of the grid.
    static let cellsAlongLongerSide = 16
    /// Pixels between samples along the longer side: 128 samples.
    static let samplesAlongLongerSide = 128

    /// Columns and rows of cells.
    let columns: Int
    let rows: Int
    /// The counters, one block of `columns·rows` per ``Counter``.
    private var counters: [Int32]
    /// Per cell, the farthest valid sampled depth, then (from `columns·rows` on) the greatest height over
    /// the plane of its standing samples, 0 when none, then (from `2·columns·rows` on) the depth of its nearest
    /// standing sample, infinite when none; metres.
    private var extremes: [Float]
    private let rangeEdgeMeters: Float
    private let cellSide: Int
    private let stride: Int
    private let plane: InverseDepthPlane
    private let frame: InverseDepthPlane.Frame
    private let planeDistanceMeters: Double
    private let reliefHeightMeters: Double
    /// The plane's inverse depth without its row term, `a·u(x)`, at every odd column `x` (index `x / 2`):
    /// the four-lane loop's column terms, computed once per map (empty when it does not run).
    private let oddColumnTerms: [Double]
    /// Whether ``add(row:depth:classes:structured:width:)`` takes whole cells four samples at a time: every
    /// second pixel in cells of whole groups of eight (256x192 and 192x256 maps). Set from the layout;
    /// the tests clear it to hold the one-sample loop to the same counts.
    var takesFourLanes: Bool
    /// The four-lane loop's lanes for each cell of the current row of cells: reduced into `counters` and
    /// `extremes` once per row of cells, when its last sample row is added, instead of once per sample
    /// row (a cell's reduction cost more than its eight samples of a row).
    private var cellLanes: [CellLanes]
    private let height: Int

    /// One cell's counts and extremes in vector lanes (cleared: zero, every maximum at least 0; the nearest
    /// standing depth infinite).
    private struct CellLanes {
        var valid = SIMD4<Int32>(), inliers = SIMD4<Int32>(), unseen = SIMD4<Int32>()
        var relief = SIMD4<Int32>(), front = SIMD4<Int32>(), behind = SIMD4<Int32>()
        var farthest = SIMD4<Float>(), tallest = SIMD4<Float>(), nearest = SIMD4<Float>(repeating: .infinity)
    }

    /// An empty grid for a `width`×`height` map and its dominant plane, `planeDistanceMeters` from the camera;
    /// invalid samples at or beyond `rangeEdgeMeters` are unseen.
    init(
        width: Int, height: Int, frame: InverseDepthPlane.Frame, plane: InverseDepthPlane, planeDistanceMeters: Double,
        reliefHeightMeters: Double, rangeEdgeMeters: Float
    ) {
        let longer = max(width, height)
        cellSide = max(1, (longer + Self.cellsAlongLongerSide - 1) / Self.cellsAlongLongerSide)
        stride = max(1, longer / Self.samplesAlongLongerSide)
        columns = (width + cellSide - 1) / cellSide
        rows = (height + cellSide - 1) / cellSide
        counters = [Int32](repeating: 0, count: Counter.allCases.count * columns * rows)
        let cellCount = columns * rows
        // One allocation: the farthest and tallest depths start at 0, the nearest standing one at infinity.
        extremes = [Float](unsafeUninitializedCapacity: 3 * cellCount) { buffer, initialized in
            buffer[..<(2 * cellCount)].initialize(repeating: 0)
            buffer[(2 * cellCount)...].initialize(repeating: .infinity)
            initialized = 3 * cellCount
        }
        self.rangeEdgeMeters = rangeEdgeMeters
        self.frame = frame
        self.plane = plane
        self.planeDistanceMeters = planeDistanceMeters
        self.reliefHeightMeters = reliefHeightMeters
        takesFourLanes = stride == 2 && cellSide % 8 == 0
        self.height = height
        cellLanes = [CellLanes](repeating: CellLanes(), count: takesFourLanes ? columns : 0)
        // The same Float64 operations, in the same order, as `addStructured`'s `a·u(x)`.
        oddColumnTerms = takesFourLanes ? (0..<(width / 2)).map { plane.a * frame.u(2 * $0 + 1) } : []
    }

    /// Whether row `y` holds samples.
    func samples(row y: Int) -> Bool { y >= stride / 2 && (y - stride / 2) % stride == 0 }

    /// `counter` of `cell` (row-major).
    func count(_ counter: Counter, cell: Int) -> Int {
        Int(counters[counter.rawValue * columns * rows + cell])
    }

    /// The farthest valid sampled depth of `cell`, metres (0 when none).
    func farthest(cell: Int) -> Float { extremes[cell] }

    /// The greatest height over the plane of `cell`'s standing samples, metres (0 when none).
    func tallest(cell: Int) -> Float { extremes[columns * rows + cell] }

    /// The depth of `cell`'s nearest standing sample, metres (infinite when none).
    func nearestStanding(cell: Int) -> Float { extremes[2 * columns * rows + cell] }

    /// The plane's depth at the centre of `cell`, metres (infinite where the plane is beyond its horizon).
    func planeDepth(cell: Int) -> Double {
        let x = (cell % columns) * cellSide + cellSide / 2, y = (cell / columns) * cellSide + cellSide / 2
        let inverse = plane.inverseDepth(u: frame.u(x), v: frame.v(y))
        return inverse > 0 ? 1 / inverse : .infinity
    }

    /// The width of one cell at depth 1 m for a focal length of `focalLengthPixels`, metres.
    func cellWidthAtOneMeter(focalLengthPixels: Double) -> Double { Double(cellSide) / focalLengthPixels }

    /// The perpendicular distance from the camera to the plane the samples are measured against, metres.
    var distanceToPlaneMeters: Double { planeDistanceMeters }

    /// The total of `counter` over all cells.
    func total(_ counter: Counter) -> Int {
        let cellCount = columns * rows, start = counter.rawValue * cellCount
        return counters[start..<(start + cellCount)].reduce(0) { $0 + Int($1) }
    }

    /// Adds the samples of row `y` (one of ``samples(row:)``): `depth` is the map's row, `classes` the row
    /// as ``PlaneClassification`` marks it (NaN invalid, negative on the plane, else the off-plane depth),
    /// `structured` the depth of its structured off-plane pixels (NaN elsewhere). Rows come in order; a
    /// row of cells is counted in full once its last sample row is added.
    mutating func add(
        row y: Int, depth: UnsafePointer<Float>, classes: UnsafePointer<Float>, structured: UnsafePointer<Float>, width: Int
    ) {
        let cellCount = columns * rows, cellRow = (y / cellSide) * columns
        let rowInverse = plane.b * frame.v(y) + plane.c
        let range = ReferenceAlgorithm.validRange, rangeEdge = rangeEdgeMeters
        // The fields the loop reads, as constants: through `self` each was loaded again per sample (the
        // counters' stores might have changed it, for all the compiler knows).
        let stride = stride, cellSide = cellSide, a = plane.a, frame = frame, takesFourLanes = takesFourLanes
        let planeDistanceMeters = planeDistanceMeters, reliefHeightMeters = reliefHeightMeters
        let oddColumnTerms = oddColumnTerms, height = height
        oddColumnTerms.withUnsafeBytes { columnTerms in
            self.cellLanes.withUnsafeMutableBufferPointer { cellLaneBuffer in
                let cellLanes = cellLaneBuffer.baseAddress!
                extremes.withUnsafeMutableBufferPointer { extremes in
                    let farthest = extremes.baseAddress!, tallest = farthest + cellCount, nearest = tallest + cellCount
                    counters.withUnsafeMutableBufferPointer { counters in
                        let cellSamples = counters.baseAddress!, cellValid = cellSamples + cellCount
                        let cellInliers = cellValid + cellCount, cellFront = cellInliers + cellCount, cellBehind = cellFront + cellCount
                        let cellUnseen = cellBehind + cellCount, cellRelief = cellUnseen + cellCount
                        /// A structured off-plane sample of depth `z` at column `x`, counted in `cell` as relief or as
                        /// standing in front of or behind the plane.
                        @inline(__always) func addStructured(_ z: Float, at x: Int, cell: Int) {
                            // Negative on the camera's side of the plane (also where the plane's inverse depth is ≤ 0,
                            // beyond its horizon), positive behind it; times the distance, metres off the plane.
                            let relative = Double(z) * (a * frame.u(x) + rowInverse) - 1
                            let height = planeDistanceMeters * abs(relative)
                            if height <= reliefHeightMeters {
                                cellRelief[cell] &+= 1
                            } else {
                                if relative > 0 { cellBehind[cell] &+= 1 } else { cellFront[cell] &+= 1 }
                                tallest[cell] = max(tallest[cell], Float(height))
                                nearest[cell] = min(nearest[cell], z)
                            }
                        }
                        var x = stride / 2, cell = cellRow, cellEnd = cellSide
                        // Every second pixel from column 1, in cells of whole groups of eight pixels (256x192 and
                        // 192x256 maps): four samples at a time, the odd lanes of a group, every count in vector
                        // lanes and no branch per sample (one per group skips the heights when none is structured).
                        // The same rules as the loop below, which takes other strides and the last, partial cell.
                        if takesFourLanes {
                            let low = SIMD4<Float>(repeating: range.minMeters), high = SIMD4<Float>(repeating: range.maxMeters)
                            let edge = SIMD4<Float>(repeating: rangeEdge)
                            let magnitudeBits = SIMD4<UInt64>(repeating: UInt64(Int64.max))
                            while cellEnd <= width {
                                let column = cell &- cellRow
                                var lanes = cellLanes[column]
                                var group = cellEnd &- cellSide
                                while group < cellEnd {
                                    let z = Self.oddLanes(classes + group), raw = Self.oddLanes(depth + group)
                                    let marks = Self.oddLanes(structured + group)
                                    let isValid = (z .== z).bits
                                    lanes.valid &-= isValid
                                    // The plane's mark is negative, NaN never is.
                                    lanes.inliers &-= (z .< 0).bits
                                    lanes.unseen &-= ~isValid & (~((raw .>= low).bits & (raw .<= high).bits) | (raw .>= edge).bits)
                                    let validDepths = unsafeBitCast(unsafeBitCast(raw, to: SIMD4<Int32>.self) & isValid, to: SIMD4<Float>.self)
                                    lanes.farthest.replace(with: validDepths, where: validDepths .> lanes.farthest)
                                    // The structured samples' heights in Float64 lanes, as `addStructured` computes
                                    // them; the other lanes' results are masked out.
                                    let structuredLanes = (z .> 0) .& (marks .== marks)
                                    if structuredLanes.hasSetLane {
                                        let isStructured = structuredLanes.bits
                                        // Columns group + 1, 3, 5 and 7: terms group / 2 …
                                        let terms = columnTerms.loadUnaligned(
                                            fromByteOffset: (group &>> 1) &* MemoryLayout<Double>.stride, as: SIMD4<Double>.self)
                                        let relative = SIMD4<Double>(Double(z[0]), Double(z[1]), Double(z[2]), Double(z[3]))
                                            * (terms + rowInverse) - 1
                                        let height = planeDistanceMeters
                                            * unsafeBitCast(unsafeBitCast(relative, to: SIMD4<UInt64>.self) & magnitudeBits, to: SIMD4<Double>.self)
                                        let isRelief = isStructured & SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(height .<= reliefHeightMeters, to: SIMD4<Int64>.self))
                                        let isStanding = isStructured & ~isRelief
                                        let isBehind = isStanding & SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(relative .> 0, to: SIMD4<Int64>.self))
                                        lanes.relief &-= isRelief
                                        lanes.behind &-= isBehind
                                        lanes.front &-= isStanding & ~isBehind
                                        let heights = SIMD4<Float>(Float(height[0]), Float(height[1]), Float(height[2]), Float(height[3]))
                                        let standingHeights = unsafeBitCast(unsafeBitCast(heights, to: SIMD4<Int32>.self) & isStanding, to: SIMD4<Float>.self)
                                        lanes.tallest.replace(with: standingHeights, where: standingHeights .> lanes.tallest)
                                        lanes.nearest.replace(with: z, where: (isStanding .!= 0) .& (z .< lanes.nearest))
                                    }
                                    group &+= 8
                                }
                                cellSamples[cell] &+= Int32(truncatingIfNeeded: cellSide / 2)
                                cellLanes[column] = lanes
                                x = cellEnd &+ 1
                                cell &+= 1
                                cellEnd &+= cellSide
                            }
                            // After the last sample row of this row of cells, its lanes go into the cells.
                            let nextSampleRow = y &+ stride
                            if nextSampleRow >= height || nextSampleRow / cellSide != y / cellSide {
                                for column in 0..<(width / cellSide) {
                                    let cell = cellRow &+ column, lanes = cellLanes[column]
                                    cellValid[cell] &+= lanes.valid.wrappedSum()
                                    cellInliers[cell] &+= lanes.inliers.wrappedSum()
                                    cellUnseen[cell] &+= lanes.unseen.wrappedSum()
                                    cellRelief[cell] &+= lanes.relief.wrappedSum()
                                    cellFront[cell] &+= lanes.front.wrappedSum()
                                    cellBehind[cell] &+= lanes.behind.wrappedSum()
                                    let depths = lanes.farthest, heights = lanes.tallest
                                    farthest[cell] = max(farthest[cell], max(max(depths[0], depths[1]), max(depths[2], depths[3])))
                                    tallest[cell] = max(tallest[cell], max(max(heights[0], heights[1]), max(heights[2], heights[3])))
                                    let nearestDepths = lanes.nearest
                                    nearest[cell] = min(
                                        nearest[cell], min(min(nearestDepths[0], nearestDepths[1]), min(nearestDepths[2], nearestDepths[3])))
                                    cellLanes[column] = CellLanes()
                                }
                            }
                        }
                        // Cell by cell: the common counts gather in registers and are stored once per cell (the
                        // samples of one cell would otherwise wait on each other's increments through memory),
                        // and without a branch on the data.
                        while x < width {
                            var samples: Int32 = 0, valid: Int32 = 0, inliers: Int32 = 0, unseen: Int32 = 0
                            var farthestDepth = farthest[cell]
                            let end = min(cellEnd, width)
                            while x < end {
                                let z = classes[x], raw = depth[x]
                                let isValid = !z.isNaN
                                samples &+= 1
                                valid &+= isValid ? 1 : 0
                                // The plane's mark is negative, NaN never is.
                                inliers &+= z < 0 ? 1 : 0
                                unseen &+= !isValid && (!range.contains(raw) || raw >= rangeEdge) ? 1 : 0
                                farthestDepth = max(farthestDepth, isValid ? raw : 0)
                                if z > 0 && !structured[x].isNaN { addStructured(z, at: x, cell: cell) }
                                x &+= stride
                            }
                            cellSamples[cell] &+= samples
                            cellValid[cell] &+= valid
                            cellInliers[cell] &+= inliers
                            cellUnseen[cell] &+= unseen
                            farthest[cell] = farthestDepth
                            cell &+= 1
                            cellEnd &+= cellSide
                        }
                    }
                }
            }
        }
    }

    /// The odd lanes of the eight floats from `start`: pixels 1, 3, 5 and 7 of a group.
    @inline(__always)
    private static func oddLanes(_ start: UnsafePointer<Float>) -> SIMD4<Float> {
        let first = UnsafeRawPointer(start).loadUnaligned(as: SIMD4<Float>.self)
        let second = UnsafeRawPointer(start + 4).loadUnaligned(as: SIMD4<Float>.self)
        return SIMD4(first[1], first[3], second[1], second[3])
    }
}
