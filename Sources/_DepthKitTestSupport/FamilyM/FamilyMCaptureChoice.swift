import Foundation
import DepthKitCore

/// What a family M capture is drawn to be before any geometry, from a stream of its own: the
/// sub-family, the grid and field of view, the orientation (landscape, portrait as sensed, portrait
/// turned upright), the hand's roll, and how pixels without depth are written.
struct FamilyMCaptureChoice: Sendable {
    let subfamily: FamilyMSubfamily
    let width: Int
    let height: Int
    let fieldOfViewDegrees: Double
    /// 0 landscape, ±1 a portrait capture turned by ±90°.
    let portrait: Double
    /// Whether a portrait capture is written turned upright (else as the sensor gave it).
    let upright: Bool
    /// The hand's roll, radians.
    let handRoll: Double
    /// Whether ARKit's confidence map comes with the depth (LiDAR captures only).
    let withConfidence: Bool
    /// How pixels without depth are written.
    let invalid: FamilyMInvalidValue

    /// The choice for `kind` and `seed` among `sizes`.
    init(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)]) {
        let index = UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind) ?? 0)
        var g = SplitMix64(seed: (seed ^ 0x4D43_4150_5455_5245) &* 0xD1B5_4A32_D192_ED03 &+ index)
        subfamily = g.pick(FamilyMSubfamily.of(kind))
        let fronts = sizes.filter { $0 == (320, 240) || $0 == (640, 480) }
        (width, height) = subfamily.isFront && !fronts.isEmpty ? g.pick([fronts[0]] + fronts) : g.pick(sizes)
        fieldOfViewDegrees = subfamily.isFront ? g.uniform(56...66) : g.uniform(58...72)
        portrait = g.chance(0.35) ? g.pick([-1.0, 1.0]) : 0
        upright = portrait != 0 && g.chance(0.5)
        handRoll = g.uniform(-0.18...0.18)
        withConfidence = !subfamily.isFront && g.chance(0.75)
        invalid = g.pick(withConfidence ? FamilyMInvalidValue.allCases : FamilyMInvalidValue.allCases.filter { $0 != .denseLowConfidence })
    }
}
