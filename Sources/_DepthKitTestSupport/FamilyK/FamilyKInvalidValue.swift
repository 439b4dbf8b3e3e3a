/// How a scene writes pixels without a depth: the conventions the capturing app meets (0, NaN, ±∞ and
/// 65.535 m, the largest 16-bit millimetre value).
enum FamilyKInvalidValue: String, Sendable, CaseIterable {
    case zero = "0"
    case notANumber = "nan"
    case positiveInfinity = "+inf"
    case negativeInfinity = "-inf"
    case saturated = "65.535"

    /// The value written.
    var meters: Float {
        switch self {
        case .zero: 0
        case .notANumber: .nan
        case .positiveInfinity: .infinity
        case .negativeInfinity: -.infinity
        case .saturated: 65.535
        }
    }
}
