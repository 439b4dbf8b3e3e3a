/// Turns depths into palette indices: index 0 is the invalid colour, indices 1…255 are 255 evenly
/// spaced colour levels from near (`t = 0`, index 1) to far (`t = 1`, index 255).
///
/// 255 levels leave one palette slot for invalid pixels, so that every rendering is an exact
/// 256-colour picture. Level `k` (0…254) is `colormap.color(at: k / 254)`; a depth's level is
/// `round(t · 254)`, ties to even.
public struct DepthColorizer: Sendable {
    /// Number of colour levels (palette entries other than the invalid one).
    public static let levels = 255

    /// The colormap.
    public let colormap: Colormap
    /// The resolved colour range.
    public let range: NormalizationRange
    /// Which depths are valid.
    public let valid: ValidDepthRange
    /// 256 entries: the invalid colour, then the 255 levels.
    public let palette: [RGBAColor]

    /// Creates a colorizer.
    public init(colormap: Colormap, range: NormalizationRange, valid: ValidDepthRange, invalidColor: RGBAColor) {
        self.colormap = colormap
        self.range = range
        self.valid = valid
        let top = Float(Self.levels - 1)
        palette = [invalidColor] + (0..<Self.levels).map { colormap.color(at: Float($0) / top) }
    }

    /// The palette index of `depth` (0 when invalid).
    public func index(_ depth: Float) -> UInt8 {
        Self.index(depth, near: range.nearMeters, inverseSpan: range.inverseSpan,
                   minimum: valid.minMeters, maximum: valid.maxMeters)
    }

    /// Writes the palette index of each depth in `depths` to `indices` (same count).
    /// Branch-free so that the compiler can vectorise it.
    public func indices(_ depths: UnsafeBufferPointer<Float>, into indices: UnsafeMutableBufferPointer<UInt8>) {
        let near = range.nearMeters, inverseSpan = range.inverseSpan
        let minimum = valid.minMeters, maximum = valid.maxMeters
        for position in 0..<min(depths.count, indices.count) {
            indices[position] = Self.index(
                depths[position], near: near, inverseSpan: inverseSpan, minimum: minimum, maximum: maximum)
        }
    }

    @inline(__always)
    static func index(_ depth: Float, near: Float, inverseSpan: Float, minimum: Float, maximum: Float) -> UInt8 {
        let level = self.level(t: (depth - near) * inverseSpan)
        return depth >= minimum && depth <= maximum ? level : 0
    }

    /// The palette index of normalised depth `t` (clamped to [0, 1]; NaN counts as 0):
    /// `round(t · 254) + 1`, ties to even. Rounds by adding 2²³, which leaves the integer in the
    /// low mantissa bits: unlike a checked `UInt8(_:)` conversion this vectorises.
    @inline(__always)
    static func level(t: Float) -> UInt8 {
        // NaN fails both comparisons and lands on 0.
        let clamped: Float = t > 0 ? (t < 1 ? t : 1) : 0
        let shifted = clamped * Float(levels - 1) + 8_388_608
        return UInt8(truncatingIfNeeded: shifted.bitPattern) &+ 1
    }
}
