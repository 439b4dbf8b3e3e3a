import Foundation

/// The colour pattern on a surface, as a grey level at a world point: what the colour camera sees and
/// the dense step's guide follows.
enum FamilyKTexture: Sendable, Equatable {
    /// One grey level.
    case plain
    /// Fine grain (wood, fabric, asphalt, grass) of blocks `scale` metres wide.
    case grain(scale: Double)
    /// A photograph or screen content: flat-coloured regions with sharp edges, `scale` metres wide.
    case picture(seed: Int, scale: Double)
    /// Stripes along x (book spines, planks), `width` metres wide.
    case stripes(seed: Int, width: Double)

    /// The multiplier of the albedo at `point`, in 0.2…1.8.
    func value(at point: FamilyKVector) -> Double {
        switch self {
        case .plain: return 1
        case let .grain(scale):
            let q = (point / scale).rounded(.down)
            return 0.85 + 0.3 * FamilyKMath.hash(Int(q.x), Int(q.y), Int(q.z))
        case let .picture(seed, scale):
            let q = (point / scale).rounded(.down), r = (point / (scale * 3.7)).rounded(.down)
            let coarse = FamilyKMath.hash(Int(r.x) &+ seed, Int(r.y), Int(r.z))
            let fine = FamilyKMath.hash(Int(q.x), Int(q.y) &+ seed, Int(q.z))
            return 0.2 + 1.2 * coarse + 0.4 * fine
        case let .stripes(seed, width):
            return 0.3 + 1.4 * FamilyKMath.hash(Int((point.x / width).rounded(.down)) &+ seed, Int((point.z / width).rounded(.down)), seed)
        }
    }
}
