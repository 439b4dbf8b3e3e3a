/// Every assessment-valid pixel classified against the dominant plane (on it, or off it), and the
/// off-plane pixels that form surfaces rather than speckle. Two vectorised passes.
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
    /// The depth of each off-plane pixel, NaN elsewhere (on the plane or not valid): NaN fails every
    /// neighbour comparison, so the structure pass needs no separate class map.
    private(set) var offDepth: [Float] = []

    /// Classifies every pixel, then counts the structured off-plane pixels.
    init(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        width: Int, height: Int, frame: InverseDepthPlane.Frame, plane: InverseDepthPlane,
        thresholds: AssessmentThresholds
    ) {
        var offDepth = [Float](repeating: .nan, count: depth.count)
        offDepth.withUnsafeMutableBufferPointer { offDepth in
            classify(
                depth: depth, confidence: confidence, minConfidence: minConfidence, width: width, height: height,
                frame: frame, plane: plane, thresholds: thresholds, offDepth: offDepth)
            structured = Self.countStructured(
                offDepth: UnsafeBufferPointer(offDepth), width: width, height: height,
                tolerance: thresholds.surfaceNeighbourTolerance)
        }
        self.offDepth = offDepth
    }

    private mutating func classify(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        width: Int, height: Int, frame: InverseDepthPlane.Frame, plane: InverseDepthPlane,
        thresholds: AssessmentThresholds, offDepth: UnsafeMutableBufferPointer<Float>
    ) {
        let range = ReferenceAlgorithm.validRange
        let relative = Float(thresholds.planeRelativeTolerance), absolute = Float(thresholds.planeAbsoluteToleranceMeters)
        let a = Float(plane.a), u0 = Float(frame.u(0)), du = Float(frame.scale)
        let low = SIMD8<Float>(repeating: range.minMeters), high = SIMD8<Float>(repeating: range.maxMeters)
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        let zero = SIMD8<Int32>(), one = SIMD8<Int32>(repeating: 1)
        var inlierLanes = SIMD8<Int32>(), offLanes = SIMD8<Int32>()
        let raw = UnsafeRawPointer(depth.baseAddress!), out = UnsafeMutableRawPointer(offDepth.baseAddress!)
        for y in 0..<height {
            let rowInverse = Float(plane.b * frame.v(y) + plane.c)
            let row = y &* width
            var squares = SIMD8<Float>()
            var x = 0
            while x &+ 8 <= width {
                let index = row &+ x
                let z = raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<Float>.self)
                var valid = (z .>= low) .& (z .<= high)
                if let confidence { valid = valid .& Self.confident(confidence, at: index, minimum: minConfidence) }
                let p = a * ((lanes + Float(x)) * du + u0) + rowInverse
                let relativeError = z * p - 1
                let limit = relative * z + absolute
                let scaled = relativeError * z
                let inlier = valid .& (scaled .<= limit) .& (scaled .>= -limit)
                let off = valid .& .!inlier
                inlierLanes &+= zero.replacing(with: one, where: inlier)
                offLanes &+= zero.replacing(with: one, where: off)
                let depthError = (relativeError / p).replacing(with: 0, where: .!inlier)
                squares += depthError * depthError
                out.storeBytes(of: SIMD8<Float>(repeating: .nan).replacing(with: z, where: off), toByteOffset: index &* 4, as: SIMD8<Float>.self)
                x &+= 8
            }
            var tailSquares: Float = 0
            while x < width {
                let index = row &+ x
                let z = depth[index]
                let valid = range.contains(z) && (confidence?[index] ?? minConfidence) >= minConfidence
                let p = a * (Float(x) * du + u0) + rowInverse
                let relativeError = z * p - 1
                let inlier = valid && abs(relativeError * z) <= relative * z + absolute
                if inlier {
                    inliers &+= 1
                    tailSquares += (relativeError / p) * (relativeError / p)
                } else if valid {
                    offPlane &+= 1
                    offDepth[index] = z
                }
                x &+= 1
            }
            inlierSquaredError += Double(squares.sum()) + Double(tailSquares)
        }
        inliers &+= Int(inlierLanes.wrappedSum())
        offPlane &+= Int(offLanes.wrappedSum())
    }

    /// Lanes whose confidence level is at least `minimum`.
    @inline(__always)
    private static func confident(_ confidence: UnsafeBufferPointer<UInt8>, at index: Int, minimum: UInt8) -> SIMDMask<SIMD8<Int32>> {
        let levels = UnsafeRawPointer(confidence.baseAddress!).loadUnaligned(fromByteOffset: index, as: SIMD8<UInt8>.self)
        let wide = SIMD8<Int32>(
            Int32(levels[0]), Int32(levels[1]), Int32(levels[2]), Int32(levels[3]),
            Int32(levels[4]), Int32(levels[5]), Int32(levels[6]), Int32(levels[7]))
        return wide .>= SIMD8<Int32>(repeating: Int32(minimum))
    }

    /// Off-plane pixels (non-NaN in `offDepth`) with ≥ 2 off-plane 4-neighbours within `tolerance·z`.
    private static func countStructured(
        offDepth: UnsafeBufferPointer<Float>, width: Int, height: Int, tolerance: Float
    ) -> Int {
        var structured = 0
        func isStructured(_ x: Int, _ y: Int) -> Bool {
            Self.isStructured(offDepth: offDepth, x: x, y: y, width: width, height: height, tolerance: tolerance)
        }
        // Border rows and columns one by one, the interior eight pixels at a time.
        for x in 0..<width {
            if isStructured(x, 0) { structured &+= 1 }
            if height > 1 && isStructured(x, height - 1) { structured &+= 1 }
        }
        guard height > 2 else { return structured }
        for y in 1..<(height - 1) {
            if isStructured(0, y) { structured &+= 1 }
            if width > 1 && isStructured(width - 1, y) { structured &+= 1 }
        }
        guard width > 2 else { return structured }
        let raw = UnsafeRawPointer(offDepth.baseAddress!)
        func load(_ index: Int) -> SIMD8<Float> { raw.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<Float>.self) }
        let zero = SIMD8<Int32>(), one = SIMD8<Int32>(repeating: 1), two = SIMD8<Int32>(repeating: 2)
        var structuredLanes = SIMD8<Int32>()
        for y in 1..<(height - 1) {
            let row = y &* width
            var x = 1
            while x &+ 8 <= width &- 1 {
                let index = row &+ x
                let z = load(index)
                let isOff = z .== z
                if isOff.hasSetLane {
                    let limit = z * tolerance
                    @inline(__always) func joins(_ neighbour: Int) -> SIMD8<Int32> {
                        let difference = load(neighbour) - z
                        return zero.replacing(with: one, where: (difference .<= limit) .& (difference .>= -limit))
                    }
                    let joined = joins(index &- 1) &+ joins(index &+ 1) &+ joins(index &- width) &+ joins(index &+ width)
                    structuredLanes &+= zero.replacing(with: one, where: isOff .& (joined .>= two))
                }
                x &+= 8
            }
            while x < width &- 1 {
                if isStructured(x, y) { structured &+= 1 }
                x &+= 1
            }
        }
        return structured &+ Int(structuredLanes.wrappedSum())
    }

    /// Whether the pixel at `(x, y)` is off the plane with ≥ 2 off-plane 4-neighbours within `tolerance·z`.
    @inline(__always)
    static func isStructured(
        offDepth: UnsafeBufferPointer<Float>, x: Int, y: Int, width: Int, height: Int, tolerance: Float
    ) -> Bool {
        let index = y &* width &+ x
        let z = offDepth[index]
        guard !z.isNaN else { return false }
        let limit = z * tolerance
        var joined = 0
        if x > 0 && abs(offDepth[index &- 1] - z) <= limit { joined &+= 1 }
        if x < width - 1 && abs(offDepth[index &+ 1] - z) <= limit { joined &+= 1 }
        if y > 0 && abs(offDepth[index &- width] - z) <= limit { joined &+= 1 }
        if y < height - 1 && abs(offDepth[index &+ width] - z) <= limit { joined &+= 1 }
        return joined >= 2
    }
}
