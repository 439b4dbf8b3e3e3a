/// Every assessment-valid pixel classified against the dominant plane (on it, or off it), and the
/// off-plane pixels that form surfaces rather than speckle.
struct PlaneClassification {
    /// Valid pixels within tolerance of the plane.
    private(set) var inliers = 0
    /// Valid pixels off the plane.
    private(set) var offPlane = 0
    /// Off-plane pixels with at least two off-plane 4-neighbours within ``AssessmentThresholds/surfaceNeighbourTolerance`` of their depth.
    private(set) var structured = 0
    /// Σ (z − ẑ)² over the inliers, m².
    private(set) var inlierSquaredError = 0.0

    private static let invalid: UInt8 = 0, onPlane: UInt8 = 1, off: UInt8 = 2

    /// Classifies in two passes: plane residuals (writing a per-pixel class), then off-plane neighbourhoods.
    init(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        width: Int, height: Int, frame: InverseDepthPlane.Frame, plane: InverseDepthPlane,
        thresholds: AssessmentThresholds
    ) {
        let range = ReferenceAlgorithm.validRange
        let relative = Float(thresholds.planeRelativeTolerance), absolute = Float(thresholds.planeAbsoluteToleranceMeters)
        let a = Float(plane.a), u0 = Float(frame.u(0)), du = Float(frame.scale)
        var classes = [UInt8](repeating: Self.invalid, count: depth.count)
        classes.withUnsafeMutableBufferPointer { classes in
            for y in 0..<height {
                let rowInverse = Float(plane.b * frame.v(y) + plane.c)
                let row = y &* width
                var rowSquares: Float = 0
                for x in 0..<width {
                    let index = row &+ x
                    let z = depth[index]
                    let valid = range.contains(z) && (confidence?[index] ?? minConfidence) >= minConfidence
                    let p = a * (Float(x) * du + u0) + rowInverse
                    let relativeError = z * p - 1
                    let isInlier = valid && abs(relativeError) * z <= relative * z + absolute
                    classes[index] = valid ? (isInlier ? Self.onPlane : Self.off) : Self.invalid
                    if isInlier {
                        inliers &+= 1
                        let depthError = relativeError / p
                        rowSquares += depthError * depthError
                    } else if valid {
                        offPlane &+= 1
                    }
                }
                inlierSquaredError += Double(rowSquares)
            }
            structured = Self.countStructured(
                classes: UnsafeBufferPointer(classes), depth: depth, width: width, height: height,
                tolerance: thresholds.surfaceNeighbourTolerance)
        }
    }

    private static func countStructured(
        classes: UnsafeBufferPointer<UInt8>, depth: UnsafeBufferPointer<Float>, width: Int, height: Int, tolerance: Float
    ) -> Int {
        var structured = 0
        for y in 0..<height {
            let row = y &* width
            for x in 0..<width where classes[row &+ x] == off {
                let index = row &+ x
                let z = depth[index], limit = z * tolerance
                func joins(_ neighbour: Int) -> Int {
                    classes[neighbour] == off && abs(depth[neighbour] - z) <= limit ? 1 : 0
                }
                var joined = 0
                if x > 0 { joined &+= joins(index &- 1) }
                if x < width - 1 { joined &+= joins(index &+ 1) }
                if y > 0 { joined &+= joins(index &- width) }
                if y < height - 1 { joined &+= joins(index &+ width) }
                structured &+= joined >= 2 ? 1 : 0
            }
        }
        return structured
    }
}
