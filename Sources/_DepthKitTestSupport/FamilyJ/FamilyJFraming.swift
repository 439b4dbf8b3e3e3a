import DepthKitCore
import Foundation

/// The framing a flat family J class demands: the share of the frame its labelled surface (the screen,
/// the surface under the clutter, the table under the print, the wall) must cover, enforced
/// geometrically by moving the camera along its line of sight until the surface's rectangle covers the
/// drawn share of the pixel rays.
struct FamilyJFraming: Sendable {
    /// The labelled surface: the rectangle `centre ± u ± v`.
    var centre: SIMD3<Double>
    /// Half the rectangle's first side.
    var u: SIMD3<Double>
    /// Half the rectangle's second side.
    var v: SIMD3<Double>
    /// The share the class allows.
    var shares: ClosedRange<Double>
    /// The share drawn for this scene, inside `shares`.
    var target: Double

    /// The share of `camera`'s pixel rays (every second row and column) that meet the rectangle.
    func share(_ camera: FamilyJCamera) -> Double {
        let normal = FamilyJCamera.cross(u, v), uu = (u * u).sum(), vv = (v * v).sum()
        var hits = 0, rays = 0
        for y in stride(from: 0, to: camera.height, by: 2) {
            for x in stride(from: 0, to: camera.width, by: 2) {
                rays += 1
                let ray = camera.ray(x: Double(x), y: Double(y)), facing = (ray * normal).sum()
                guard abs(facing) > 1e-12 else { continue }
                let t = ((centre - camera.position) * normal).sum() / facing
                guard t > 0 else { continue }
                let offset = camera.position + ray * t - centre
                if abs((offset * u).sum()) <= uu, abs((offset * v).sum()) <= vv { hits += 1 }
            }
        }
        return Double(hits) / Double(max(rays, 1))
    }

    /// Moves `camera` (already aimed at `aim`) along its line of sight to the distance within `distances`
    /// whose share is closest to `target` (bisection: the share falls with distance). When even the nearest
    /// distance falls short of the class's share (a grazing view sees past the surface's far edge), the line
    /// of sight turns 5° toward the surface's normal and the search repeats. Returns the share reached and
    /// the final angle between the line of sight and the normal, degrees.
    func place(_ camera: inout FamilyJCamera, aim: SIMD3<Double>, distances: ClosedRange<Double>) -> (share: Double, offNormalDegrees: Double) {
        var normal = FamilyJCamera.cross(u, v)
        normal /= (normal * normal).sum().squareRoot()
        if ((camera.position - centre) * normal).sum() < 0 { normal = -normal }
        var reached = 0.0, angle = 0.0
        for _ in 0..<18 {
            reached = placeAlongSight(&camera, aim: aim, distances: distances)
            let back = -camera.forward
            angle = acos(min(1, max(-1, (back * normal).sum())))
            guard reached < shares.lowerBound, angle > 1e-3 else { break }
            let turn = min(5 * .pi / 180, angle)
            var turned = back * sin(angle - turn) + normal * sin(turn)
            turned /= (turned * turned).sum().squareRoot()
            camera.aim(from: aim + turned, at: aim, rollDegrees: camera.rollDegrees)
        }
        return (reached, angle * 180 / .pi)
    }

    /// The bisection along the current line of sight; returns the share reached.
    private func placeAlongSight(_ camera: inout FamilyJCamera, aim: SIMD3<Double>, distances: ClosedRange<Double>) -> Double {
        let back = -camera.forward
        func share(at distance: Double) -> Double {
            var moved = camera
            moved.position = aim + back * distance
            return self.share(moved)
        }
        var near = distances.lowerBound, far = distances.upperBound
        if share(at: far) >= target {
            near = far
        } else if share(at: near) > target {
            for _ in 0..<20 {
                let middle = (near + far) / 2
                if share(at: middle) >= target { near = middle } else { far = middle }
            }
        }
        camera.position = aim + back * near
        return self.share(camera)
    }
}
