import DepthKitCore

/// How depth changed between two consecutive keyframes, with the camera's motion taken into
/// account: a camera moving towards or away from the scene scales every depth by about the same
/// factor, so the change is measured after removing the median scale.
public struct KeyframePairChange: Equatable, Sendable, Encodable {
    /// The later keyframe's index.
    public let keyframeIndex: Int
    /// Median of `after / before` over pixels valid in both: the camera's dolly motion.
    public let scale: Float
    /// Median relative change `|after − before| / before`: 0 for a perfectly still camera and scene.
    public let medianRelativeChange: Float
    /// Share of pixels valid in both whose depth changes by more than 2 cm and 2 % (edges moving
    /// as the camera pans; sensor noise stays below it).
    public let changedShare: Float
    /// Share of pixels valid in both whose depth, after the scale, still changes by more than
    /// 0.25 m and 15 % of the nearer of the two (a cut, a splice or a swapped frame rather than motion).
    public let discontinuityShare: Float
    /// Pixels compared (a sample of one pixel in four).
    public let comparedPixels: Int

    /// Pixels compared per keyframe pair: every `sampleStep`-th.
    static let sampleStep = 4
    /// A residual change above both of these is a discontinuity.
    static let discontinuityMeters: Float = 0.25
    static let discontinuityFraction: Float = 0.15
    /// A change above both of these counts towards ``changedShare``.
    static let changeMeters: Float = 0.02
    static let changeFraction: Float = 0.02

    /// Measures the change from `before` to `after` (same size).
    init(keyframeIndex: Int, before: [Float], after: [Float]) {
        self.keyframeIndex = keyframeIndex
        var ratios: [Float] = []
        var changes: [Float] = []
        var pairs: [(Float, Float)] = []
        ratios.reserveCapacity(before.count / Self.sampleStep + 1)
        for pixel in stride(from: 0, to: min(before.count, after.count), by: Self.sampleStep) {
            let first = before[pixel]
            let second = after[pixel]
            guard VideoDepthAnalyzer.isValid(first), VideoDepthAnalyzer.isValid(second) else { continue }
            ratios.append(second / first)
            changes.append(abs(second - first) / first)
            pairs.append((first, second))
        }
        comparedPixels = pairs.count
        guard !pairs.isEmpty else {
            scale = 1
            medianRelativeChange = 0
            changedShare = 0
            discontinuityShare = 0
            return
        }
        let scale = Self.median(&ratios)
        self.scale = scale
        medianRelativeChange = Self.median(&changes)
        var changed = 0
        var discontinuities = 0
        for (first, second) in pairs {
            let change = abs(second - first)
            if change > Self.changeMeters && change > Self.changeFraction * first { changed += 1 }
            let residual = abs(second - scale * first)
            if residual > Self.discontinuityMeters && residual > Self.discontinuityFraction * min(first, second) { discontinuities += 1 }
        }
        changedShare = Float(changed) / Float(pairs.count)
        discontinuityShare = Float(discontinuities) / Float(pairs.count)
    }

    private static func median(_ values: inout [Float]) -> Float {
        values.withUnsafeMutableBufferPointer { OrderStatistics.value(atRank: $0.count / 2, in: $0) }
    }

    enum CodingKeys: String, CodingKey {
        case keyframeIndex = "keyframe_index", scale, medianRelativeChange = "median_relative_change", changedShare = "changed_share"
        case discontinuityShare = "discontinuity_share", comparedPixels = "compared_pixels"
    }
}
