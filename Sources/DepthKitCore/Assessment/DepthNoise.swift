/// The sensor's own depth noise, measured on the map: how far apart neighbouring pixels of one smooth
/// surface scatter, in units of the plane tolerance (``AssessmentThresholds/planeRelativeTolerance``
/// and ``AssessmentThresholds/planeAbsoluteToleranceMeters``).
///
/// On any plane the inverse depth is affine in the pixel coordinates (``InverseDepthPlane``), so its
/// second difference along a row, `1/z(x−1) − 2/z(x) + 1/z(x+1)`, is zero whatever the plane's tilt,
/// distance or depth gradient; times `z` it is the relative depth noise of the three pixels (variance
/// 6σ²/z² for noise independent between pixels). Its median over a regular subsample, taken where the
/// three pixels are valid, ignores depth edges and objects (a minority of the samples) and measures the
/// noise of the surfaces themselves. Smoothed or upsampled depth (neighbours not independent) measures
/// less noise than it has, never more.
enum DepthNoise {
    /// The histogram of the ratios: this many bins per tolerance…
    static let binsPerTolerance = 32
    /// …up to this many tolerances (larger ratios fall in the last bin).
    static let maxTolerances = 8

    /// The noise σ of the map's surfaces over the plane tolerance at the same depth (the median absolute
    /// second difference, scaled to σ by 1.4826/√6); 0 when fewer than 16 samples have valid neighbours.
    /// Reads three pixels per sample on the plane fit's grid (``PlaneFit/sampleStride(width:height:)``, about
    /// 2,048 samples): O(samples).
    static func sigmaOverTolerance(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        width: Int, height: Int, thresholds: AssessmentThresholds
    ) -> Double {
        guard width >= 3 else { return 0 }
        let stride = PlaneFit.sampleStride(width: width, height: height)
        let relative = Float(thresholds.planeRelativeTolerance), absolute = Float(thresholds.planeAbsoluteToleranceMeters)
        let bins = binsPerTolerance * maxTolerances
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: bins) { histogram in
            histogram.initialize(repeating: 0)
            var count = 0
            func usable(_ index: Int) -> Bool {
                AssessmentPixel.isValid(index, depth: depth, confidence: confidence, minConfidence: minConfidence)
            }
            // The sampled columns, counted once: each row then steps its index by `stride`.
            let firstColumn = max(1, stride / 2)
            let columns = firstColumn < width - 1 ? (width - 2 - firstColumn) / stride + 1 : 0
            for y in Swift.stride(from: stride / 2, to: height, by: stride) {
                var index = y &* width &+ firstColumn &- stride
                for _ in 0..<columns {
                    index &+= stride
                    guard usable(index - 1), usable(index), usable(index + 1) else { continue }
                    let z = depth[index]
                    let secondDifference = 1 / depth[index - 1] - 2 / z + 1 / depth[index + 1]
                    let ratio = abs(z * secondDifference) / AssessmentPixel.relativeTolerance(atDepth: z, relative: relative, absolute: absolute)
                    histogram[min(bins - 1, Int(ratio * Float(binsPerTolerance)))] += 1
                    count += 1
                }
            }
            guard count >= 16 else { return 0 }
            // The median's bin, read at its middle.
            var seen = 0, bin = 0
            while bin < bins - 1 {
                seen += Int(histogram[bin])
                if seen * 2 >= count { break }
                bin += 1
            }
            let median = (Double(bin) + 0.5) / Double(binsPerTolerance)
            return median * 1.4826 / 6.0.squareRoot()
        }
    }
}
