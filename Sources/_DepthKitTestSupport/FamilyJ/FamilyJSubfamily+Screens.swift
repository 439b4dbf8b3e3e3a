import DepthKitCore
import Foundation

/// Screens (partial_screen) and flat surfaces with clutter (flat_with_clutter).
extension FamilyJSubfamily {
    /// A partial_screen or flat_with_clutter layout.
    func screenOrClutterLayout(_ g: inout SplitMix64) -> FamilyJLayout {
        let shares = Self.shares(kind) ?? 0...1
        var w = FamilyJWorld()
        let farWall = g.uniform(2.5...6)
        w.room(width: g.uniform(3...6), depth: farWall + 3, height: g.uniform(2.4...3), back: -3, window: self != .wallWithCables && self != .wallTV && g.chance(0.3), &g)
        switch self {
        case .deskMonitor, .screenWithFingers, .wallTV, .screenToFrontCamera:
            let onWall = self == .wallTV
            let width = onWall ? g.uniform(0.9...1.6) : self == .screenToFrontCamera && g.chance(0.5) ? g.uniform(0.2...0.3) : g.uniform(0.5...0.8)
            let height = width * g.pick([9.0 / 16, 10.0 / 16, 3.0 / 4]), yaw = onWall ? 0 : g.uniform(-0.25...0.25)
            let tilt = onWall ? 0 : g.uniform(0...0.2), z = onWall ? farWall - 0.04 : farWall - g.uniform(0.3...1.2)
            let deskTop = 0.74, centre = SIMD3<Double>(g.uniform(-0.5...0.5), onWall ? g.uniform(1.1...1.5) : deskTop + 0.1 + height / 2, z)
            let u = SIMD3<Double>(cos(yaw), 0, -sin(yaw)) * (width / 2), v = SIMD3<Double>(sin(yaw) * sin(tilt), cos(tilt), cos(yaw) * sin(tilt)) * (height / 2)
            var normal = FamilyJCamera.cross(v, u)
            normal /= (normal * normal).sum().squareRoot()
            w.rectangle(centre, u: u, v: v, .screen(&g))
            w.rectangle(centre + normal * -0.004, u: u * (1 + 0.03 / width), v: v * (1 + 0.03 / height), .dark(&g))
            w.box(bottom: centre - normal * 0.05 - [0, height / 2, 0], size: [width * 0.9, height * 0.9, 0.05], yaw: yaw, .dark(&g))
            if onWall {
                w.box(bottom: [centre.x, 0, farWall - 0.22], size: [g.uniform(1.2...2), g.uniform(0.4...0.6), 0.4], .wood(&g))
            } else {
                w.table(at: [centre.x, 0, z - 0.15], size: [g.uniform(1.2...1.8), 0.03, 0.75], height: deskTop, .wood(&g))
                w.box(bottom: [centre.x, deskTop, z - 0.05], size: [0.25, centre.y - height / 2 - deskTop, 0.2], .dark(&g))
                w.box(bottom: [centre.x, deskTop, z - 0.45], size: [0.44, 0.03, 0.14], yaw: g.uniform(-0.2...0.2), .dark(&g))
            }
            if self == .screenWithFingers {
                for side in g.chance(0.5) ? [-1.0] : [-1.0, 1.0] {
                    let wrist = centre + u * side * g.uniform(0.9...1.05) + v * g.uniform(-0.8...0.8) + normal * 0.02
                    w.arm(elbow: wrist + u / (u * u).sum().squareRoot() * side * 0.28 + normal * 0.15 + [0, -0.08, 0], wrist: wrist, .skin(&g))
                }
            }
            let front = self == .screenToFrontCamera
            return .framed(
                w, surface: centre, u: u, v: v, shares: shares, aim: centre + u * g.uniform(-0.1...0.1) + v * g.uniform(-0.1...0.1),
                direction: FamilyJLayout.direction(normal: normal, tilt: g.uniform(0...(front ? 35 : 55)), azimuth: g.uniform(-120...120)),
                distances: 0.15...5, front: front, note: "screen \(Int(width * 100)) cm wide", &g)
        case .tabletInHands:
            let upright = g.chance(0.5)
            var (width, height) = (g.uniform(0.17...0.22), g.uniform(0.24...0.3))
            if !upright { swap(&width, &height) }
            let centre = SIMD3<Double>(g.uniform(-0.3...0.3), g.uniform(1.0...1.4), g.uniform(0...1)), turn = g.uniform(-0.5...0.5)
            let lean = g.uniform(-0.4...0.4)
            let u = SIMD3<Double>(cos(turn), 0, -sin(turn)) * (width / 2), v = SIMD3<Double>(sin(turn) * sin(lean), cos(lean), cos(turn) * sin(lean)) * (height / 2)
            var normal = FamilyJCamera.cross(v, u)
            normal /= (normal * normal).sum().squareRoot()
            w.rectangle(centre, u: u, v: v, .screen(&g))
            w.box(bottom: centre - v - normal * 0.006, size: [width, height, 0.008], yaw: turn, .metal(&g))
            let skin = FamilyJFinish.skin(&g)
            for side in [-1.0, 1.0] {
                let wrist = centre + u * side * 1.1 - v * g.uniform(0.2...0.9) - normal * 0.02
                w.arm(elbow: wrist + normal * 0.25 + [side * 0.1, -0.25, 0], wrist: wrist, skin)
            }
            return .framed(
                w, surface: centre, u: u, v: v, shares: shares, aim: centre,
                direction: FamilyJLayout.direction(normal: normal, tilt: g.uniform(0...40), azimuth: g.uniform(-180...180)),
                distances: 0.1...1.5, note: "tablet \(Int(width * 1000))x\(Int(height * 1000)) mm", &g)
        case .laptopLid:
            let top = g.uniform(0.45...0.76), z = g.uniform(1...2.5), width = g.uniform(0.28...0.36), depth = width * 0.68
            w.table(at: [0, 0, z], size: [g.uniform(0.8...1.6), 0.03, g.uniform(0.6...0.9)], height: top, .wood(&g))
            let base = SIMD3<Double>(g.uniform(-0.2...0.2), top, z), open = g.uniform(0.1...0.55)
            w.box(bottom: base, size: [width, 0.016, depth], .metal(&g))
            let hinge = base + [0, 0.016, depth / 2], up = SIMD3<Double>(0, cos(open), sin(open)), lid = depth * 0.95
            let centre = hinge + up * (lid / 2) - [0, 0, 0.004], u = SIMD3<Double>(width / 2 * 0.94, 0, 0), v = up * (lid / 2 * 0.9)
            w.rectangle(centre, u: u, v: v, .screen(&g))
            w.rectangle(centre + [0, 0, 0.006], u: u * 1.05, v: v * 1.08, .metal(&g))
            var normal = FamilyJCamera.cross(v, u)
            normal /= (normal * normal).sum().squareRoot()
            return .framed(
                w, surface: centre, u: u, v: v, shares: shares, aim: centre,
                direction: FamilyJLayout.direction(normal: normal, tilt: g.uniform(0...45), azimuth: g.uniform(-100...100)),
                distances: 0.1...2, note: "lid \(Int(width * 100)) cm, open \(Int(90 + open * 180 / .pi))°", &g)
        case .deskThings, .keyboardAndToys:
            let top = g.uniform(0.7...0.78), z = g.uniform(1...2), width = g.uniform(0.9...1.6), depth = g.uniform(0.6...0.8)
            w.table(at: [0, 0, z], size: [width, 0.03, depth], height: top, .wood(&g))
            let x = -width / 2 + 0.1...width / 2 - 0.1, zs = z - depth / 2 + 0.08...z + depth / 2 - 0.08
            if self == .keyboardAndToys {
                w.box(bottom: [g.uniform(-0.2...0.2), top, z], size: [0.44, g.uniform(0.02...0.035), 0.14], yaw: g.uniform(-0.3...0.3), .dark(&g))
                w.ellipsoid([g.uniform(0.25...0.4), top + 0.015, z + g.uniform(-0.1...0.1)], radii: [0.03, 0.017, 0.055], .object(&g))
                w.box(bottom: [g.uniform(x), top, g.uniform(zs)], size: [0.07, 0.035, 0.04], yaw: g.uniform(0...3), .metal(&g))
                w.scatter(count: g.integer(2...6), top: top, x: x, z: zs, tallest: 0.02, &g)
            } else {
                w.scatter(count: g.integer(3...9), top: top, x: x, z: zs, tallest: 0.04, &g)
            }
            for _ in 0..<g.integer(1...3) {
                var point = SIMD3<Double>(g.uniform(x), top + 0.003, g.uniform(zs))
                for _ in 0..<g.integer(2...5) {
                    let next = SIMD3<Double>(min(max(point.x + g.uniform(-0.3...0.3), x.lowerBound), x.upperBound), top + 0.003, min(max(point.z + g.uniform(-0.2...0.2), zs.lowerBound), zs.upperBound))
                    w.rod(from: point, to: next, radius: 0.003, g.chance(0.5) ? .dark(&g) : .object(&g))
                    point = next
                }
            }
            let centre = SIMD3<Double>(0, top, z)
            return .framed(
                w, surface: centre, u: [width / 2, 0, 0], v: [0, 0, depth / 2], shares: shares, aim: centre + [g.uniform(-0.1...0.1), 0, g.uniform(-0.1...0.1)],
                direction: FamilyJLayout.direction(normal: [0, 1, 0], tilt: g.uniform(0...50), azimuth: g.uniform(100...260)),
                distances: 0.15...2, note: "desk \(Int(width * 100))x\(Int(depth * 100)) cm, things ≤ 40 mm, cables", &g)
        case .printWithForearm:
            let (width, height) = g.pick([(0.21, 0.297), (0.297, 0.42), (0.2, 0.25)])
            let centre = SIMD3<Double>(g.uniform(-0.3...0.3), g.uniform(1.0...1.5), g.uniform(0...1)), lean = g.uniform(-0.3...0.3)
            let u = SIMD3<Double>(width / 2, 0, 0), v = SIMD3<Double>(0, cos(lean), sin(lean)) * (height / 2)
            var normal = FamilyJCamera.cross(v, u)
            normal /= (normal * normal).sum().squareRoot()
            w.rectangle(centre, u: u, v: v, .print(&g))
            let skin = FamilyJFinish.skin(&g)
            let wrist = centre - v * 1.2 + u * g.uniform(-0.6...0.6) + normal * 0.04
            w.arm(elbow: wrist + normal * 0.2 + [g.uniform(-0.1...0.1), -0.3, 0], wrist: wrist + v * 0.3, skin)
            if g.chance(0.5) {
                let other = centre + u * g.pick([-1.05, 1.05]) + v * g.uniform(-0.5...0.5)
                w.arm(elbow: other + normal * 0.2 + [0, -0.3, 0], wrist: other, skin)
            }
            return .framed(
                w, surface: centre, u: u, v: v, shares: shares, aim: centre,
                direction: FamilyJLayout.direction(normal: normal, tilt: g.uniform(0...40), azimuth: g.uniform(-180...180)),
                distances: 0.1...2, note: "print \(Int(width * 1000))x\(Int(height * 1000)) mm", &g)
        default:  // .wallWithCables
            let wallZ = farWall, centre = SIMD3<Double>(0, 1.3, wallZ - 0.001)
            let skirting = g.uniform(0.06...0.12)
            w.box(bottom: [0, 0, wallZ - 0.008], size: [6, skirting, 0.016], .paint(&g))
            for _ in 0..<g.integer(1...4) {
                let x = g.uniform(-1.2...1.2), from = SIMD3<Double>(x, g.uniform(0.1...0.5), wallZ - 0.006)
                w.rod(from: from, to: from + [g.uniform(-0.4...0.4), g.uniform(0.4...1.8), 0], radius: g.uniform(0.003...0.006), g.chance(0.5) ? .dark(&g) : .object(&g))
            }
            for _ in 0..<g.integer(1...2) {
                w.box(bottom: [g.uniform(-1...1), g.uniform(0.2...1.5), wallZ - 0.02], size: [0.08, 0.08, 0.04], .object(&g))
            }
            let width = g.uniform(1.2...3), height = g.uniform(1.0...2.0)
            return .framed(
                w, surface: centre, u: [width / 2, 0, 0], v: [0, height / 2, 0], shares: shares, aim: centre,
                direction: FamilyJLayout.direction(normal: [0, 0, -1], tilt: g.uniform(0...50), azimuth: g.uniform(-120...120)),
                distances: 0.3...4, note: "wall section \(Int(width * 100))x\(Int(height * 100)) cm, cables, socket boxes 40 mm", &g)
        }
    }
}
