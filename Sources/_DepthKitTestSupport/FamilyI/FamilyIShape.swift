import Foundation

/// A family-I solid's geometry as a signed distance (metres; negative inside), from which the scene's
/// voxel volume is sampled. World coordinates: metres, y up.
enum FamilyIShape: Sendable {
    /// Everything below the plane through `point` with unit `normal` (floors, grounds, walls, ceilings).
    case halfSpace(point: SIMD3<Double>, normal: SIMD3<Double>)
    /// A box with its edges rounded by `rounding`; `axes` are its unit edge directions (right, up, depth).
    case box(center: SIMD3<Double>, halfSize: SIMD3<Double>, axes: FamilyIAxes, rounding: Double)
    /// A capped cylinder from `base` along the unit `axis`.
    case cylinder(base: SIMD3<Double>, axis: SIMD3<Double>, radius: Double, length: Double)
    /// An axis-aligned ellipsoid (heads, torsos, bushes, stones); its distance is a bound, not exact.
    case ellipsoid(center: SIMD3<Double>, radii: SIMD3<Double>)
    /// The points within `radius` of the segment `a`–`b` (arms, fingers, cables, pens).
    case capsule(a: SIMD3<Double>, b: SIMD3<Double>, radius: Double)

    /// The signed distance from `p` (metres).
    func distance(_ p: SIMD3<Double>) -> Double {
        switch self {
        case let .halfSpace(point, normal):
            return (p - point).dotted(with: normal)
        case let .box(center, halfSize, axes, rounding):
            let d = p - center
            let local = SIMD3(Swift.abs(d.dotted(with: axes.right)), Swift.abs(d.dotted(with: axes.up)), Swift.abs(d.dotted(with: axes.depth)))
            let q = local - (halfSize - SIMD3(repeating: rounding))
            let outside = SIMD3(max(q.x, 0), max(q.y, 0), max(q.z, 0))
            return outside.norm + min(max(q.x, max(q.y, q.z)), 0) - rounding
        case let .cylinder(base, axis, radius, length):
            let d = p - base
            let along = d.dotted(with: axis)
            let radial = Foundation.sqrt(max(d.dotted(with: d) - along * along, 0)) - radius
            let axial = abs(along - length / 2) - length / 2
            let outside = SIMD2(max(radial, 0), max(axial, 0))
            return (outside.x * outside.x + outside.y * outside.y).squareRoot() + min(max(radial, axial), 0)
        case let .ellipsoid(center, radii):
            let d = (p - center) / radii
            let k0 = d.norm
            let k1 = (d / radii).norm
            return k1 > 0 ? k0 * (k0 - 1) / k1 : -radii.min()
        case let .capsule(a, b, radius):
            let ab = b - a
            let h = min(max((p - a).dotted(with: ab) / ab.dotted(with: ab), 0), 1)
            return (p - a - ab * h).norm - radius
        }
    }

    /// The axis-aligned box the solid lies in (`nil`: unbounded).
    var bounds: (low: SIMD3<Double>, high: SIMD3<Double>)? {
        switch self {
        case .halfSpace:
            return nil
        case let .box(center, halfSize, axes, _):
            let extent = axes.right.replacing(with: -axes.right, where: axes.right .< 0) * halfSize.x
                + axes.up.replacing(with: -axes.up, where: axes.up .< 0) * halfSize.y
                + axes.depth.replacing(with: -axes.depth, where: axes.depth .< 0) * halfSize.z
            return (center - extent, center + extent)
        case let .cylinder(base, axis, radius, length):
            let top = base + axis * length, r = SIMD3(repeating: radius)
            return (pointwiseMin(base, top) - r, pointwiseMax(base, top) + r)
        case let .ellipsoid(center, radii):
            return (center - radii, center + radii)
        case let .capsule(a, b, radius):
            let r = SIMD3(repeating: radius)
            return (pointwiseMin(a, b) - r, pointwiseMax(a, b) + r)
        }
    }
}

