import DepthKitCore
import Foundation

/// partial_screen: a screen filling most of the view with its surroundings at the edges.
extension FamilyFStage {
    mutating func buildScreen(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        let screenMaterial: FamilyFMaterial = g.chance(0.5) ? .glossy : .matte
        let aspect = g.pick([9.0 / 16, 10.0 / 16, 3.0 / 4])
        var center = SceneVector(0, 0, 0), width = 0.0, tilt = 0.0
        switch subfamily {
        case .laptopLid:
            width = g.uniform(0.32...0.38)
            tilt = g.uniform(5...30)
            let axes = Self.axes(yaw: 0, pitch: -tilt), hinge = SceneVector(0, 0, 0.76)
            let height = width * aspect, bezel = g.uniform(0.006...0.015)
            center = hinge + axes[2] * (height / 2 + bezel + 0.01)
            add(.sheet(center: center, halfU: axes[0] * (width / 2), halfV: axes[2] * (height / 2)), screenMaterial, .subject)
            add(.box(center: center + axes[1] * 0.0045, axes: axes, half: SceneVector(width / 2 + bezel, 0.004, height / 2 + bezel + 0.005)), .dark, .surround)
            block(at: 0, -0.12, floor: 0.745, SceneVector(width + 0.03, 0.24, 0.015), .matte, .surround)
            block(at: 0, 0.1, floor: 0, SceneVector(1.4, 0.8, 0.745), .matte, .surround)
            southFacingSheet(y: g.uniform(0.4...1.5), x: 0, z: 1.3, width: 8, height: 3)
            notes.append("laptop \(Int(width * 100)) cm, lid leaning \(Int(tilt))°")
        case .televisionOnWall:
            width = g.uniform(0.9...1.45)
            center = SceneVector(0, 0, g.uniform(1.0...1.4))
            let height = width * aspect
            southFacingSheet(y: 0, x: 0, z: center.z, width: width, height: height, screenMaterial, .subject)
            box(center + SceneVector(0, 0.03, 0), SceneVector(width + 0.02, 0.059, height + 0.02), .dark, .surround)
            southFacingSheet(y: g.uniform(0.07...0.12), x: 0, z: 1.4, width: 10, height: 2.8)
            block(at: 0, -0.1, SceneVector(width + g.uniform(0.2...0.8), 0.4, g.uniform(0.4...0.6)), .matte, .surround)
            level(z: 0, width: 10, depth: 12)
            notes.append("television \(Int(width * 100)) cm on a wall")
        case .tabletInHands:
            width = g.uniform(0.2...0.28)
            tilt = g.uniform(-10...25)
            let axes = Self.axes(yaw: g.uniform(-10...10), pitch: -tilt), height = width * aspect
            center = SceneVector(0, 0, 1.2)
            add(.sheet(center: center, halfU: axes[0] * (width / 2), halfV: axes[2] * (height / 2)), screenMaterial, .subject)
            add(.box(center: center + axes[1] * 0.0045, axes: axes, half: SceneVector(width / 2 + 0.012, 0.004, height / 2 + 0.012)), .dark, .surround)
            for side in [-1.0, 1.0] where g.chance(0.7) {
                let thumb = center + axes[0] * (side * (width / 2 + 0.004)) + axes[2] * g.uniform(-0.3...0.2) * height - axes[1] * 0.01
                blob(thumb, SceneVector(0.011, 0.012, 0.03), .matte, .clutter)
            }
            level(z: 0, width: 12, depth: 12)
            southFacingSheet(y: g.uniform(1.5...4), x: 0, z: 1.3, width: 12, height: 2.6)
            notes.append("tablet \(Int(width * 100)) cm in the hands, tipped \(Int(tilt))°")
        default:
            width = g.uniform(0.48...0.72)
            let height = width * aspect, bezel = g.uniform(0.008...0.02), proud = g.uniform(0...0.004)
            center = SceneVector(0, 0, 0.76 + g.uniform(0.08...0.2) + height / 2)
            southFacingSheet(y: 0, x: 0, z: center.z, width: width, height: height, screenMaterial, .subject)
            for (dx, dz, w, h) in [(0.0, height / 2 + bezel / 2, width + 2 * bezel, bezel), (0.0, -height / 2 - bezel / 2, width + 2 * bezel, bezel),
                                   (width / 2 + bezel / 2, 0.0, bezel, height), (-width / 2 - bezel / 2, 0.0, bezel, height)] {
                box(center + SceneVector(dx, 0.0075 - proud, dz), SceneVector(w, 0.015, h), .dark, .surround)
            }
            box(center + SceneVector(0, 0.026, 0), SceneVector(width + 2 * bezel, 0.05, height + 2 * bezel), .dark, .surround)
            post(at: 0, 0.12, floor: 0.76, radius: 0.025, height: center.z - 0.76)
            block(at: 0, -0.25, SceneVector(1.6, 0.8, 0.76), .matte, .surround)
            southFacingSheet(y: g.uniform(0.3...1.0), x: 0, z: 1.4, width: 8, height: 2.8)
            level(z: 0, width: 8, depth: 8)
            notes.append("monitor \(Int(width * 100)) cm on a desk")
        }
        let heading = SceneVector.heading(g.uniform(-35...35), pitch: -g.uniform(-10...25) - tilt * 0.5)
        let aim = center + SceneVector(g.uniform(-0.05...0.05) * width, 0, g.uniform(-0.04...0.04) * width)
        let target = g.uniform(0.74...0.95)
        let got = frame(.subject, filling: target, aim: aim, along: heading, distances: 0.25...4)
        notes.append("screen fills \(Int(got * 100)) %")
    }
}
