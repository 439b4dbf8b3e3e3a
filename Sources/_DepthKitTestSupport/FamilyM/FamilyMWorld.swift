import Foundation
import DepthKitCore
/// A scene: its parametric surfaces, and where a ray first meets one of them.
struct FamilyMWorld: Sendable {
    /// Every surface.
    var surfaces: [FamilyMSurface] = []

    /// The nearest hit of the ray `origin + t·direction` (`direction` of length 1) closer than `limit`
    /// metres, passing through surfaces for which `skip` is true: the distance and the surface.
    func nearest(
        _ origin: SIMD3<Double>, _ direction: SIMD3<Double>, limit: Double = 200,
        skip: (FamilyMSurface) -> Bool = { _ in false }
    ) -> (distance: Double, surface: FamilyMSurface)? {
        let inverse = 1 / direction
        var best: (Double, FamilyMSurface)?
        var reach = limit
        for surface in surfaces where !skip(surface) {
            if let t = surface.hit(origin, direction, inverse: inverse, limit: reach) {
                reach = t
                best = (t, surface)
            }
        }
        return best
    }

    /// Adds surfaces.
    mutating func add(_ more: [FamilyMSurface]) { surfaces += more }

    /// Adds a surface.
    mutating func add(_ surface: FamilyMSurface) { surfaces.append(surface) }
}
