/// The guided filter (He, Sun and Tang, 2010): each output pixel is a linear function of the guide
/// image fitted over the windows that contain it, so depth edges follow the colour image's edges (and,
/// on a printed or displayed picture, colour edges leave ripples in the depth). Box sums by summed-area
/// tables, O(width × height) for any radius.
struct FamilyKGuidedFilter: Sendable {
    /// The window's half size, pixels.
    var radius: Int
    /// The regulariser ε (guide variance units): larger smooths more.
    var epsilon: Double

    /// Filters `input` guided by `guide`, both `width`×`height`.
    func apply(_ input: [Double], guide: [Double], width: Int, height: Int) -> [Double] {
        func box(_ values: [Double]) -> [Double] { Self.boxMean(values, width: width, height: height, radius: radius) }
        let meanI = box(guide), meanP = box(input)
        let meanIP = box(zip(guide, input).map(*)), meanII = box(guide.map { $0 * $0 })
        var a = [Double](repeating: 0, count: input.count), b = a
        for i in input.indices {
            let covariance = meanIP[i] - meanI[i] * meanP[i], variance = meanII[i] - meanI[i] * meanI[i]
            a[i] = covariance / (variance + epsilon)
            b[i] = meanP[i] - a[i] * meanI[i]
        }
        let meanA = box(a), meanB = box(b)
        return input.indices.map { meanA[$0] * guide[$0] + meanB[$0] }
    }

    /// The mean of `values` (`width`×`height`) over the (2·`radius`+1)² window clipped to the grid, by a
    /// summed-area table; also the TrueDepth camera's weak-signal test.
    static func boxMean(_ values: [Double], width: Int, height: Int, radius: Int) -> [Double] {
        var sums = [Double](repeating: 0, count: (width + 1) * (height + 1))
        for y in 0..<height {
            var row = 0.0
            for x in 0..<width {
                row += values[y * width + x]
                sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row
            }
        }
        var out = [Double](repeating: 0, count: values.count)
        for y in 0..<height {
            let y0 = max(0, y - radius), y1 = min(height, y + radius + 1)
            for x in 0..<width {
                let x0 = max(0, x - radius), x1 = min(width, x + radius + 1)
                let sum = sums[y1 * (width + 1) + x1] - sums[y0 * (width + 1) + x1] - sums[y1 * (width + 1) + x0] + sums[y0 * (width + 1) + x0]
                out[y * width + x] = sum / Double((y1 - y0) * (x1 - x0))
            }
        }
        return out
    }
}
