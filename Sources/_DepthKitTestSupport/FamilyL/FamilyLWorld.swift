import DepthKitCore
import Foundation

/// A scene: CSG solids, optionally terrain, and a sky beyond everything.
struct FamilyLWorld: Sendable {
    /// What a ray meets.
    struct Hit: Sendable {
        /// Ray parameter (with the camera's unnormalised rays: depth along the optical axis).
        var t: Double
        var surface: FamilyLSurface
    }

    var solids: [FamilyLSolid] = []
    var terrain: FamilyLHeightField?
    /// Rays that meet nothing within this distance (metres along the ray parameter) see the sky.
    var horizon = 400.0

    /// The first surface in front of `origin` (from `near` on), or `nil` for the sky.
    func hit(_ origin: SceneVector, _ direction: SceneVector, near: Double = 1e-4) -> Hit? {
        var best: Hit?
        for solid in solids {
            for interval in solid.intervals(origin, direction) where interval.exit > near {
                let t = interval.enter > near ? interval.enter : interval.exit
                let surface = interval.enter > near ? interval.enterSurface : interval.exitSurface
                if t < (best?.t ?? horizon) { best = Hit(t: t, surface: surface) }
                break
            }
        }
        if let terrain, let t = terrain.hit(origin, direction, near: near, far: best?.t ?? horizon) {
            best = Hit(t: t, surface: terrain.surface)
        }
        return best
    }
}
