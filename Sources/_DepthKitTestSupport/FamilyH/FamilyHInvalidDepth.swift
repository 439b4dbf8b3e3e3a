import DepthKitCore

/// How a family H capture writes a pixel without a measurement (beyond range, a dropout, a shadow):
/// the conventions depth files are found with.
enum FamilyHInvalidDepth: String, Sendable, CaseIterable {
    /// 0 m (ARKit exports, 16-bit PNGs).
    case zero
    /// NaN (float exports of AVDepthData holes).
    case nan
    /// +∞.
    case infinity
    /// 65.535 m, the largest 16-bit millimetre value.
    case farSentinel = "far-sentinel"

    /// The value written.
    var value: Float {
        switch self {
        case .zero: 0
        case .nan: .nan
        case .infinity: .infinity
        case .farSentinel: 65.535
        }
    }

    /// One convention, drawn with the frequencies files show them.
    static func draw(_ g: inout SplitMix64) -> Self {
        let x = g.uniform(0...1)
        return x < 0.45 ? .zero : x < 0.7 ? .nan : x < 0.85 ? .infinity : .farSentinel
    }
}
