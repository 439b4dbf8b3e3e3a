import DepthKitCore
import Foundation

/// The pattern modulating a family J surface's albedo, in the surface's 0…1 coordinates.
enum FamilyJTexture: Sendable {
    /// Uniform.
    case plain
    /// Value noise on a `cells`×`cells` lattice, ±`amount` of the albedo.
    case grain(cells: Double, amount: Float)
    /// `count` stripes along the first coordinate, ±`amount` of the albedo.
    case stripes(count: Double, amount: Float)
    /// A picture (a screen's or a print's content) replacing the albedo.
    case picture(FamilyJPicture)

    /// The albedo of a surface of colour `base` at `s`, `t`.
    func colour(_ base: SIMD3<Float>, s: Double, t: Double) -> SIMD3<Float> {
        switch self {
        case .plain: base
        case let .grain(cells, amount): base * (1 + amount * Self.noise(s * cells, t * cells))
        case let .stripes(count, amount): base * (1 + amount * Float(sin(s * count * 2 * .pi)))
        case let .picture(picture): picture.colour(s: s, t: t)
        }
    }

    /// Smooth value noise in −1…1 on the integer lattice.
    private static func noise(_ x: Double, _ y: Double) -> Float {
        let x0 = x.rounded(.down), y0 = y.rounded(.down), fx = Float(x - x0), fy = Float(y - y0)
        func corner(_ dx: Double, _ dy: Double) -> Float {
            var h = UInt64(bitPattern: Int64(x0 + dx)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(y0 + dy)) &* 0xC2B2_AE3D_27D4_EB4F
            h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
            return Float(h >> 40) / Float(1 << 23) - 1
        }
        let top = corner(0, 0) + (corner(1, 0) - corner(0, 0)) * fx
        let bottom = corner(0, 1) + (corner(1, 1) - corner(0, 1)) * fx
        return top + (bottom - top) * fy
    }
}
