import DepthKitCore
import Foundation

/// How a capture writes a pixel with no depth: the conventions apps use (0, NaN, ±infinity, the
/// 16-bit millimetre sentinel 65.535 m), or ARKit's own: a dense value with confidence 0.
enum FamilyLInvalidValue: String, Sendable, CaseIterable {
    case zero
    case notANumber = "nan"
    case infinity = "+inf"
    case negativeInfinity = "-inf"
    case sentinel = "65.535"
    /// ARKit's dense map: the densifier's guess stays, its confidence says 0 (LiDAR with a confidence map only).
    case denseWithConfidenceZero = "dense-confidence-0"

    /// The value written in place of a missing depth; `nil` when the guess stays.
    var written: Float? {
        switch self {
        case .zero: 0
        case .notANumber: .nan
        case .infinity: .infinity
        case .negativeInfinity: -.infinity
        case .sentinel: 65.535
        case .denseWithConfidenceZero: nil
        }
    }

    /// A convention drawn for a capture that has (`withConfidence`) or lacks a confidence map.
    static func draw(_ g: inout SplitMix64, withConfidence: Bool) -> Self {
        if withConfidence, g.chance(0.4) { return .denseWithConfidenceZero }
        return g.pick([.zero, .zero, .notANumber, .infinity, .negativeInfinity, .sentinel])
    }
}
