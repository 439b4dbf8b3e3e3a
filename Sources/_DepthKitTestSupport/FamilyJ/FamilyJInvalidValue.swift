import DepthKitCore

/// How a family J map writes a pixel with no depth: the conventions capture apps use.
enum FamilyJInvalidValue: String, Sendable, CaseIterable {
    /// 0 m (ARKit's and most exporters' hole).
    case zero
    /// NaN (AVDepthData's hole).
    case nan
    /// +∞.
    case positiveInfinity = "+inf"
    /// −∞.
    case negativeInfinity = "-inf"
    /// 65.535 m, a saturated 16-bit millimetre value converted back to metres.
    case saturated = "65.535"

    /// The value written.
    var value: Float {
        switch self {
        case .zero: 0
        case .nan: .nan
        case .positiveInfinity: .infinity
        case .negativeInfinity: -.infinity
        case .saturated: 65.535
        }
    }
}
