/// Every assessment-valid pixel classified against the dominant plane (on it, or off it), the
/// off-plane pixels that form surfaces rather than speckle, and the ``OffPlaneSamples`` of the layout:
/// one vectorised pass over the rows, with no per-pixel buffer.
///
/// Each row is classified into a ring of three row buffers; the row above it, whose neighbours are
/// then all classified, is finished: its structured pixels counted and, on a sample row of the
/// layout, its samples added. A row buffer marks each pixel by its class — NaN when not valid, −1 on
/// the plane, the depth when off it — and has a NaN on either side, so that the neighbour comparisons
/// of the structure test fail at the map's border (NaN and the negative mark never join a depth).
struct PlaneClassification {
    /// Valid pixels within tolerance of the plane.
    private(set) var inliers = 0
    /// Valid pixels off the plane.
    private(set) var offPlane = 0
    /// Off-plane pixels with at least two off-plane 4-neighbours within
    /// ``AssessmentThresholds/surfaceNeighbourTolerance`` of their depth.
    private(set) var structured = 0
    /// Σ (z − ẑ)² over the inliers, m².
    private(set) var inlierSquaredError = 0.0
    /// The layout's samples.
    private(set) var samples: OffPlaneSamples

    /// The row mark of a pixel on the plane.
    static let onPlane: Float = -1

    /// Classifies every pixel, counts the structured off-plane pixels and gathers the layout's samples
    /// for a plane `planeDistanceMeters` from the camera.
    init(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        width: Int, height: Int, frame: InverseDepthPlane.Frame, plane: InverseDepthPlane, planeDistanceMeters: Double,
        thresholds: AssessmentThresholds
    ) {
        samples = OffPlaneSamples(
            width: width, height: height, frame: frame, plane: plane, planeDistanceMeters: planeDistanceMeters,
            reliefHeightMeters: thresholds.reliefHeightMeters, rangeEdgeMeters: thresholds.rangeEdgeMeters)
        let tolerance = thresholds.surfaceNeighbourTolerance
        // Five padded rows: the ring of three, a row of NaN beyond the top and bottom, and the
        // structured pixels of a sample row; then the classifier's column terms.
        let span = width + 2
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 5 * span + width) { buffer in
            buffer.initialize(repeating: .nan)
            let classifier = RowClassifier(
                depth: depth, confidence: confidence, minConfidence: minConfidence, width: width, frame: frame, plane: plane,
                thresholds: thresholds, columnTerms: buffer.baseAddress! + 5 * span)
            let base = buffer.baseAddress! + 1
            func ring(_ y: Int) -> UnsafeMutablePointer<Float> { base + (y % 3) * span }
            let outside = UnsafePointer(base + 3 * span), structuredRow = base + 4 * span
            /// Finishes row `y`, which has `offPlaneInRow` off-plane pixels: without any it has no structured
            /// pixel (and its samples read the marking row only where the row is off the plane).
            func finish(_ y: Int, offPlaneInRow: Int) {
                let above = y > 0 ? UnsafePointer(ring(y - 1)) : outside
                let below = y + 1 < height ? UnsafePointer(ring(y + 1)) : outside
                let sampled = samples.samples(row: y)
                if offPlaneInRow > 0 {
                    structured &+= Self.countStructured(
                        row: ring(y), above: above, below: below, width: width, tolerance: tolerance,
                        marking: sampled ? structuredRow : nil)
                }
                if sampled {
                    samples.add(row: y, depth: depth.baseAddress! + y * width, classes: ring(y), structured: structuredRow, width: width)
                }
            }
            var offPlaneInPreviousRow = 0
            for y in 0..<height {
                let counts = classifier.classify(row: y, into: ring(y))
                inliers &+= counts.inliers
                offPlane &+= counts.offPlane
                inlierSquaredError += counts.squaredError
                if y > 0 { finish(y - 1, offPlaneInRow: offPlaneInPreviousRow) }
                offPlaneInPreviousRow = counts.offPlane
            }
            if height > 0 { finish(height - 1, offPlaneInRow: offPlaneInPreviousRow) }
        }
    }

    /// Off-plane pixels of `row` with ≥ 2 off-plane 4-neighbours within `tolerance·z`, four at a time;
    /// `above` and `below` are the neighbouring rows (all padded). With `marking`, each pixel's depth
    /// is written there when it is structured, NaN otherwise.
    private static func countStructured(
        row: UnsafePointer<Float>, above: UnsafePointer<Float>, below: UnsafePointer<Float>, width: Int,
        tolerance: Float, marking: UnsafeMutablePointer<Float>?
    ) -> Int {
        func load(_ pointer: UnsafePointer<Float>) -> SIMD4<Float> {
            UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<Float>.self)
        }
        var lanes = SIMD4<Int32>()
        // Clearing the sign bit is `abs`.
        let magnitudeBits = SIMD4<Int32>(repeating: Int32.max)
        /// Counts (and marks) the quad at `x`: its marks `z`, `isOff` all ones in its off-plane lanes.
        @inline(__always) func quad(_ z: SIMD4<Float>, isOff: SIMD4<Int32>, at x: Int) {
            let limit = z * tolerance
            // Comparison masks are −1 in the lanes that hold: four joins sum to −2 or less for two.
            // |difference| ≤ limit, as the tail below tests it (NaN and a negative limit never join).
            @inline(__always) func joins(_ neighbour: SIMD4<Float>) -> SIMD4<Int32> {
                let distance = unsafeBitCast(unsafeBitCast(neighbour - z, to: SIMD4<Int32>.self) & magnitudeBits, to: SIMD4<Float>.self)
                return Self.bits(distance .<= limit)
            }
            let joined = joins(load(row + x - 1)) &+ joins(load(row + x + 1)) &+ joins(load(above + x)) &+ joins(load(below + x))
            let isStructured = isOff & Self.bits(joined .<= -2)
            lanes &-= isStructured
            if let marking {
                let marks = unsafeBitCast(z, to: SIMD4<Int32>.self) & isStructured
                    | unsafeBitCast(SIMD4<Float>(repeating: .nan), to: SIMD4<Int32>.self) & ~isStructured
                UnsafeMutableRawPointer(marking + x).storeBytes(of: marks, as: SIMD4<Int32>.self)
            }
        }
        // Two quads per step, skipped together when neither has an off-plane pixel (which has no
        // structured one, and its marks are not read): one test and one loop step for eight pixels.
        var x = 0
        while x &+ 8 <= width {
            let first = load(row + x), second = load(row + x + 4)
            let firstOff = Self.bits(first .> 0), secondOff = Self.bits(second .> 0)
            if unsafeBitCast(firstOff | secondOff, to: SIMDMask<SIMD4<Int32>>.self).hasSetLane {
                quad(first, isOff: firstOff, at: x)
                quad(second, isOff: secondOff, at: x &+ 4)
            }
            x &+= 8
        }
        if x &+ 4 <= width {
            let z = load(row + x)
            quad(z, isOff: Self.bits(z .> 0), at: x)
            x &+= 4
        }
        var count = Int(lanes.wrappedSum())
        while x < width {
            let z = row[x], limit = z * tolerance
            var joined = 0
            if abs(row[x - 1] - z) <= limit { joined &+= 1 }
            if abs(row[x + 1] - z) <= limit { joined &+= 1 }
            if abs(above[x] - z) <= limit { joined &+= 1 }
            if abs(below[x] - z) <= limit { joined &+= 1 }
            let isStructured = z > 0 && joined >= 2
            if isStructured { count &+= 1 }
            marking?[x] = isStructured ? z : .nan
            x &+= 1
        }
        return count
    }

    /// All ones in the lanes of `mask` that hold, zero elsewhere.
    @inline(__always)
    fileprivate static func bits(_ mask: SIMDMask<SIMD4<Int32>>) -> SIMD4<Int32> { unsafeBitCast(mask, to: SIMD4<Int32>.self) }
}

/// Classifies one row against the plane, eight pixels at a time in two SSE-sized halves (masks as bit
/// patterns, which compile to plain vector logic).
private struct RowClassifier {
    let depth: UnsafeBufferPointer<Float>
    let confidence: UnsafeBufferPointer<UInt8>?
    let minConfidence: UInt8
    let width: Int
    let frame: InverseDepthPlane.Frame
    let plane: InverseDepthPlane
    let relative: Float
    let absolute: Float
    /// The plane's inverse depth without its row term, per column: `a·u(x)` in Float32.
    let columnTerms: UnsafePointer<Float>

    /// A classifier against `plane`; its column terms are written to `columnTerms` (`width` values), which
    /// must outlive it.
    init(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8, width: Int,
        frame: InverseDepthPlane.Frame, plane: InverseDepthPlane, thresholds: AssessmentThresholds,
        columnTerms: UnsafeMutablePointer<Float>
    ) {
        self.depth = depth
        self.confidence = confidence
        self.minConfidence = minConfidence
        self.width = width
        self.frame = frame
        self.plane = plane
        relative = Float(thresholds.planeRelativeTolerance)
        absolute = Float(thresholds.planeAbsoluteToleranceMeters)
        // The same Float32 operations, in the same order, as a per-pixel `a·(x·du + u0)` (`x` is exact).
        let a = Float(plane.a), u0 = Float(frame.u(0)), du = Float(frame.scale)
        for x in 0..<width { columnTerms[x] = a * (Float(x) * du + u0) }
        self.columnTerms = UnsafePointer(columnTerms)
    }

    /// Marks row `y` into `out` (NaN not valid, ``PlaneClassification/onPlane``, or the off-plane depth)
    /// and counts it; the squared error sums eight lanes per row, then the tail.
    func classify(row y: Int, into out: UnsafeMutablePointer<Float>) -> (inliers: Int, offPlane: Int, squaredError: Double) {
        let range = ReferenceAlgorithm.validRange
        let rowInverse = Float(plane.b * frame.v(y) + plane.c)
        let low = SIMD4<Float>(repeating: range.minMeters), high = SIMD4<Float>(repeating: range.maxMeters)
        let onPlaneBits = SIMD4<Int32>(repeating: Int32(bitPattern: PlaneClassification.onPlane.bitPattern))
        let nanBits = SIMD4<Int32>(repeating: Int32(bitPattern: Float.nan.bitPattern))
        let minimum = SIMD4<Int32>(repeating: Int32(minConfidence))
        let magnitudeBits = SIMD4<Int32>(repeating: Int32.max)
        let raw = UnsafeRawPointer(depth.baseAddress!)
        var inlierLanes = SIMD4<Int32>(), validLanes = SIMD4<Int32>()
        var lowSquares = SIMD4<Float>(), highSquares = SIMD4<Float>()
        let row = y &* width

        /// Four pixels from `index`, the first at column `column`: their marks, class bits and squared errors.
        /// `levels` is the confidence map's first level, if any.
        @inline(__always) func half(_ z: SIMD4<Float>, column: Int, index: Int, levels: UnsafePointer<UInt8>?)
            -> (marks: SIMD4<Int32>, inlier: SIMD4<Int32>, valid: SIMD4<Int32>, squares: SIMD4<Float>) {
            var valid = PlaneClassification.bits(z .>= low) & PlaneClassification.bits(z .<= high)
            if let levels {
                // Widened by unpacking (SSE2 has no per-lane shift).
                let bytes = UnsafeRawPointer(levels).loadUnaligned(fromByteOffset: index, as: SIMD4<UInt8>.self)
                valid &= PlaneClassification.bits(SIMD4<Int32>(truncatingIfNeeded: bytes) .>= minimum)
            }
            // The depth where valid, else a NaN: a depth's bits joined to NaN's (all exponent bits and the
            // quiet bit) are a NaN whatever the depth, and a NaN fails the inlier test below.
            let depthBits = unsafeBitCast(z, to: SIMD4<Int32>.self) | nanBits & ~valid
            let validDepth = unsafeBitCast(depthBits, to: SIMD4<Float>.self)
            let p = UnsafeRawPointer(columnTerms + column).loadUnaligned(as: SIMD4<Float>.self) + rowInverse
            let relativeError = validDepth * p - 1
            let limit = relative * validDepth + absolute
            let scaled = relativeError * validDepth
            // |scaled| ≤ limit, the sign bit cleared (as the tail below tests it; NaN never holds).
            let magnitude = unsafeBitCast(unsafeBitCast(scaled, to: SIMD4<Int32>.self) & magnitudeBits, to: SIMD4<Float>.self)
            let inlier = PlaneClassification.bits(magnitude .<= limit)
            let depthError = unsafeBitCast(unsafeBitCast(relativeError / p, to: SIMD4<Int32>.self) & inlier, to: SIMD4<Float>.self)
            let marks = depthBits & ~inlier | onPlaneBits & inlier
            return (marks, inlier, valid, depthError * depthError)
        }

        var x = 0
        @inline(__always) func classifySteps(levels: UnsafePointer<UInt8>?) {
            while x &+ 8 <= width {
                let index = row &+ x
                let z = raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<Float>.self)
                let first = half(z.lowHalf, column: x, index: index, levels: levels)
                let second = half(z.highHalf, column: x &+ 4, index: index &+ 4, levels: levels)
                inlierLanes &-= first.inlier &+ second.inlier
                validLanes &-= first.valid &+ second.valid
                lowSquares += first.squares
                highSquares += second.squares
                let marks = UnsafeMutableRawPointer(out + x)
                marks.storeBytes(of: first.marks, as: SIMD4<Int32>.self)
                marks.storeBytes(of: second.marks, toByteOffset: 16, as: SIMD4<Int32>.self)
                x &+= 8
            }
        }
        // One loop with a confidence map and one without (the choice made once per row, not per step).
        if let levels = confidence?.baseAddress { classifySteps(levels: levels) } else { classifySteps(levels: nil) }
        var inliers = Int(inlierLanes.wrappedSum()), offPlane = Int(validLanes.wrappedSum()) &- inliers
        var tailSquares: Float = 0
        while x < width {
            let index = row &+ x
            let z = depth[index]
            let valid = AssessmentPixel.isValid(index, depth: depth, confidence: confidence, minConfidence: minConfidence)
            let p = columnTerms[x] + rowInverse
            let relativeError = z * p - 1
            let inlier = valid && abs(relativeError * z) <= relative * z + absolute
            if inlier {
                inliers &+= 1
                tailSquares += (relativeError / p) * (relativeError / p)
                out[x] = PlaneClassification.onPlane
            } else if valid {
                offPlane &+= 1
                out[x] = z
            } else {
                out[x] = .nan
            }
            x &+= 1
        }
        let squares = SIMD8<Float>(lowHalf: lowSquares, highHalf: highSquares)
        return (inliers, offPlane, Double(squares.sum()) + Double(tailSquares))
    }
}
