/// The depths that map to the ends of a colormap: `t = (d − near) / (far − near)`, clamped to [0, 1].
public struct NormalizationRange: Hashable, Sendable {
    /// Depth drawn with the colormap's first colour, in metres.
    public let nearMeters: Float
    /// Depth drawn with the colormap's last colour, in metres.
    public let farMeters: Float

    /// The capture app's range: 0.5 m to 5.0 m.
    public static let app = NormalizationRange(uncheckedNear: 0.5, far: 5.0)

    /// Creates a range; both ends must be finite and `near < far`.
    public init(nearMeters: Float, farMeters: Float) throws(RenderingError) {
        guard nearMeters.isFinite, farMeters.isFinite, nearMeters < farMeters else {
            throw .invalidColorRange(nearMeters: nearMeters, farMeters: farMeters)
        }
        self.init(uncheckedNear: nearMeters, far: farMeters)
    }

    private init(uncheckedNear near: Float, far: Float) {
        nearMeters = near
        farMeters = far
    }

    /// The 2nd to 98th percentile of the valid depths in `map` (linear interpolation between order
    /// statistics, as NumPy's default). `nil` when no pixel is valid. When the percentiles coincide
    /// the range is widened to 1 mm so that it stays usable (everything draws as near).
    /// - Complexity: O(n) expected (selection, not sorting).
    public static func automatic(for map: DepthMap, valid: ValidDepthRange) -> NormalizationRange? {
        var values = map.meters.filter { valid.contains($0) }
        guard !values.isEmpty else { return nil }
        let ends = values.withUnsafeMutableBufferPointer { OrderStatistics.percentiles([2, 98], in: $0) }
        let near = Float(ends[0]), far = Float(ends[1])
        return NormalizationRange(uncheckedNear: near, far: far > near ? far : near + 0.001)
    }

    /// `1 / (far − near)`.
    var inverseSpan: Float { 1 / (farMeters - nearMeters) }
}
