import Foundation

/// A signed distance field in local coordinates (metres; negative inside). Family H models every
/// scene as a union of these and renders it by sphere tracing (``FamilyHWorld``).
enum FamilyHShape: Sendable {
    /// The half-space `z ≤ 0`: a floor, a wall or the ground whose outward normal is local +z.
    case halfSpace
    /// A box of half extents `half` whose edges are rounded by `rounding` (≤ every half extent).
    case box(half: SIMD3<Double>, rounding: Double)
    /// A rectangular ring in the local x-y plane: a box of half extents `half` with the middle cut out,
    /// leaving `border` on each side (a bezel, a picture frame, a door frame).
    case ring(half: SIMD3<Double>, border: Double)
    /// The points within `radius` of the segment `from`–`to`.
    case capsule(from: SIMD3<Double>, to: SIMD3<Double>, radius: Double)
    /// A cylinder along local z, `halfHeight` either side of the origin, edges rounded by `rounding`.
    case cylinder(radius: Double, halfHeight: Double, rounding: Double)
    /// An ellipsoid of semi-axes `radii` (a bound, exact on the surface).
    case ellipsoid(radii: SIMD3<Double>)
    /// The smooth union of `parts`, blended over `smoothing` metres (a body, a hand).
    case blend([FamilyHPart], smoothing: Double)
    /// The plain union of `parts` (a lamp, a cable, a façade's window frames).
    case union([FamilyHPart])

    /// The signed distance from `p` to the surface, metres.
    func distance(_ p: SIMD3<Double>) -> Double {
        switch self {
        case .halfSpace:
            return p.z
        case let .box(half, rounding):
            return Self.boxDistance(p, half: half - rounding) - rounding
        case let .ring(half, border):
            let inner = SIMD3(half.x - border, half.y - border, half.z + 1)
            return max(Self.boxDistance(p, half: half), -Self.boxDistance(p, half: inner))
        case let .capsule(a, b, radius):
            let ab = b - a, ap = p - a
            let h = min(max(FamilyHGeometry.dot(ap, ab) / max(FamilyHGeometry.dot(ab, ab), 1e-12), 0), 1)
            return FamilyHGeometry.length(ap - ab * h) - radius
        case let .cylinder(radius, halfHeight, rounding):
            let radial = (p.x * p.x + p.y * p.y).squareRoot() - (radius - rounding)
            let axial = abs(p.z) - (halfHeight - rounding)
            let outside = (max(radial, 0) * max(radial, 0) + max(axial, 0) * max(axial, 0)).squareRoot()
            return outside + min(max(radial, axial), 0) - rounding
        case let .ellipsoid(radii):
            let k0 = FamilyHGeometry.length(p / radii), k1 = FamilyHGeometry.length(p / (radii * radii))
            return k1 > 0 ? k0 * (k0 - 1) / k1 : -radii.min()
        case let .blend(parts, smoothing):
            var result = Double.infinity
            for part in parts {
                let d = part.distance(p)
                if result == .infinity { result = d; continue }
                let h = min(max(0.5 + 0.5 * (d - result) / smoothing, 0), 1)
                result = d * (1 - h) + result * h - smoothing * h * (1 - h)
            }
            return result
        case let .union(parts):
            var best = Double.infinity
            for part in parts where FamilyHGeometry.length(p - part.placement.origin) - part.shape.boundingRadius < best {
                best = min(best, part.distance(p))
            }
            return best
        }
    }

    /// The radius around the local origin that holds the whole shape (`infinity` for a half-space).
    var boundingRadius: Double {
        switch self {
        case .halfSpace: .infinity
        case let .box(half, _), let .ring(half, _): FamilyHGeometry.length(half)
        case let .capsule(a, b, radius): max(FamilyHGeometry.length(a), FamilyHGeometry.length(b)) + radius
        case let .cylinder(radius, halfHeight, _): (radius * radius + halfHeight * halfHeight).squareRoot()
        case let .ellipsoid(radii): radii.max()
        case let .blend(parts, smoothing): (parts.map(\.reach).max() ?? 0) + smoothing
        case let .union(parts): parts.map(\.reach).max() ?? 0
        }
    }

    private static func boxDistance(_ p: SIMD3<Double>, half: SIMD3<Double>) -> Double {
        let q = SIMD3(abs(p.x), abs(p.y), abs(p.z)) - half
        let outside = SIMD3(max(q.x, 0), max(q.y, 0), max(q.z, 0))
        return FamilyHGeometry.length(outside) + min(max(q.x, max(q.y, q.z)), 0)
    }
}
