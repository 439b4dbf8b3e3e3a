/// How a family-I map writes a pixel without a depth: the conventions captures arrive with.
enum FamilyIInvalidDepth: String, Sendable, CaseIterable {
    case zero = "0"
    case notANumber = "NaN"
    case infinity = "+inf"
    case negativeInfinity = "-inf"
    /// The largest 16-bit millimetre value, 65.535 m.
    case sentinel = "65.535 m"

    /// The value written.
    var value: Float {
        switch self {
        case .zero: 0
        case .notANumber: .nan
        case .infinity: .infinity
        case .negativeInfinity: -.infinity
        case .sentinel: 65.535
        }
    }
}
