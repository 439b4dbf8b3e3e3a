import Foundation
import DepthKitCore
/// How a capture writes pixels without a depth, as the app's sources do.
enum FamilyMInvalidValue: String, Sendable, CaseIterable {
    /// 0 m.
    case zero
    /// NaN.
    case nan
    /// +∞.
    case positiveInfinity = "+inf"
    /// −∞.
    case negativeInfinity = "-inf"
    /// 65.535 m (a 16-bit millimetre map's maximum).
    case sentinel = "65.535"
    /// ARKit's own: every pixel has a value (the nearest return's depth), confidence 0 where unsure.
    case denseLowConfidence = "dense-confidence-0"

    /// What is written for a pixel without depth whose nearest return was `fill` metres away.
    func value(fill: Double) -> Float {
        switch self {
        case .zero: 0
        case .nan: .nan
        case .positiveInfinity: .infinity
        case .negativeInfinity: -.infinity
        case .sentinel: 65.535
        case .denseLowConfidence: Float(fill)
        }
    }
}
