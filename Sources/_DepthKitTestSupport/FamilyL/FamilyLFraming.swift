import DepthKitCore
import Foundation

/// Frames a layout by its class row, geometrically, on a coarse 64×48 sampling of the final camera:
/// the share of the frame the labelled surface (and its clutter) covers, or the share beyond the
/// LiDAR's range, measured and brought into the row's range by moving or pitching the camera.
enum FamilyLFraming {
    /// Shares of a coarse sampling of `camera`'s frame.
    struct Shares: Sendable {
        var labelled = 0.0
        var clutter = 0.0
        /// Nothing within ``FamilyLLiDAR/rangeLimit`` (depth along the axis).
        var beyondRange = 0.0
    }

    /// Measures `world` through `camera`.
    static func shares(_ world: FamilyLWorld, _ camera: FamilyLCamera) -> Shares {
        let columns = camera.width >= camera.height ? 64 : 48, rows = camera.width >= camera.height ? 48 : 64
        var shares = Shares()
        for j in 0..<rows {
            for i in 0..<columns {
                let x = (Double(i) + 0.5) * Double(camera.width) / Double(columns) - 0.5
                let y = (Double(j) + 0.5) * Double(camera.height) / Double(rows) - 0.5
                let hit = world.hit(camera.position, camera.ray(x, y))
                switch hit?.surface.role {
                case .labelled: shares.labelled += 1
                case .clutter: shares.clutter += 1
                default: break
                }
                if (hit?.t ?? .infinity) > FamilyLLiDAR.rangeLimit { shares.beyondRange += 1 }
            }
        }
        let n = Double(columns * rows)
        return Shares(labelled: shares.labelled / n, clutter: shares.clutter / n, beyondRange: shares.beyondRange / n)
    }

    /// Brings `camera` into `layout`'s rule (a share drawn from its range when the layout's own framing
    /// misses it) and returns the shares reached.
    static func frame(_ camera: inout FamilyLCamera, _ layout: FamilyLLayout, roll: Double, _ g: inout SplitMix64) -> Shares {
        switch layout.rule {
        case .free:
            return shares(layout.world, camera)
        case .labelledShare(let range, let clutter):
            func covered(_ s: Shares) -> Double { s.labelled + (clutter ? s.clutter : 0) }
            let first = shares(layout.world, camera)
            guard !range.contains(covered(first)) else { return first }
            let goal = g.uniform(range.lowerBound + 0.02...range.upperBound - 0.01)
            // Farther means a smaller share: bisect the distance scale.
            let offset = layout.eye - layout.target
            var near = max(0.12 / offset.length, 0.05), far = 4.0
            for _ in 0..<14 {
                let mid = (near * far).squareRoot()
                camera.position = layout.target + offset * mid
                camera.look(at: layout.target, roll: roll)
                if covered(shares(layout.world, camera)) > goal { near = mid } else { far = mid }
            }
            camera.position = layout.target + offset * near
            camera.look(at: layout.target, roll: roll)
            return shares(layout.world, camera)
        case .beyondRange(let range):
            let first = shares(layout.world, camera)
            guard !range.contains(first.beyondRange) else { return first }
            let goal = g.uniform(range.lowerBound + 0.03...range.upperBound - 0.03)
            // Looking down means less beyond range: bisect the target's height, at most 35° down
            // (tan 35° ≈ 0.7) and 17° up, so that a bare ground never fills the frame.
            let level = layout.target, reach = (layout.target - layout.eye).length
            var low = -reach * 0.7, high = reach * 0.3
            for _ in 0..<14 {
                let mid = (low + high) / 2
                camera.look(at: level + [0, mid, 0], roll: roll)
                if shares(layout.world, camera).beyondRange > goal { high = mid } else { low = mid }
            }
            camera.look(at: level + [0, low, 0], roll: roll)
            return shares(layout.world, camera)
        }
    }
}
