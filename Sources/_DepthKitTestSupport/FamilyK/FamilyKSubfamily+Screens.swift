import DepthKitCore
import Foundation

/// The screen layouts (partial_screen) and the clutter layouts (flat_with_clutter).
extension FamilyKSubfamily {
    /// A screen filling most of the view, its room, desk or hand around it.
    func screenLayout(_ g: inout SplitMix64, shot: FamilyKShot, distance: Double) -> FamilyKLayout {
        var w = FamilyKWorld()
        let yawOff = g.uniform(-50...50), pitchOff = g.uniform(-10...30)
        var centre: FamilyKVector, normalFacing = 180.0, tilt = 0.0, size = (0.0, 0.0), summary: String
        switch self {
        case .monitorOnDesk:
            w.room(width: g.uniform(3...5), height: 2.6, back: -3, front: g.uniform(0.8...2), &g)
            w.table(base: FamilyKVector(0, 0, 0.3), size: FamilyKVector(g.uniform(1.2...1.8), 0.74, 0.8), albedo: g.uniform(0.2...0.8))
            let width = g.uniform(0.5...0.75)
            size = (width, width * g.pick([0.5625, 0.625, 0.42]))
            tilt = g.uniform(-5...15)
            centre = FamilyKVector(g.uniform(-0.2...0.2), 0.74 + 0.12 + size.1 / 2, 0.5)
            w.add(.cylinder(base: FamilyKVector(centre.x, 0.74, 0.58), radius: 0.03, height: 0.14 + size.1 / 2), .dark, albedo: 0.1)
            w.box(base: FamilyKVector(centre.x, 0.74, 0.58), size: FamilyKVector(0.25, 0.015, 0.2), .dark, albedo: 0.1)
            summary = "monitor \(Int(size.0 * 100)) cm"
        case .televisionOnWall:
            let front = g.uniform(2...4)
            w.room(width: g.uniform(3.5...6), height: 2.6, back: -4, front: front, &g)
            let width = g.uniform(0.9...1.45)
            size = (width, width * 0.5625)
            centre = FamilyKVector(g.uniform(-0.4...0.4), g.uniform(1.1...1.5), front - 0.07)
            w.box(base: FamilyKVector(centre.x, 0, front - 0.25), size: FamilyKVector(g.uniform(1.2...2), 0.5, 0.45), albedo: g.uniform(0.1...0.8), texture: .grain(scale: 0.05))
            summary = "TV \(Int(size.0 * 100)) cm on a wall"
        case .tabletInHand:
            w.room(width: g.uniform(3...5), height: 2.5, back: -3, front: g.uniform(1.5...4), &g)
            let long = g.uniform(0.2...0.26), portrait = g.chance(0.5)
            size = portrait ? (long * 0.72, long) : (long, long * 0.72)
            normalFacing = 180 + g.uniform(-25...25)
            tilt = g.uniform(-20...35)
            centre = FamilyKVector(0, 1.2, 0.4)
            summary = "tablet \(portrait ? "portrait" : "landscape") \(Int(long * 100)) cm"
        case .laptopLid:
            w.room(width: g.uniform(3...5), height: 2.5, back: -3, front: g.uniform(1...3), &g)
            w.table(base: FamilyKVector(0, 0, 0.3), size: FamilyKVector(1.4, 0.74, 0.8), albedo: g.uniform(0.2...0.8))
            let width = g.uniform(0.29...0.36)
            size = (width, width * 0.63)
            tilt = g.uniform(8...30)
            let hinge = FamilyKVector(0, 0.74 + 0.018, 0.45)
            w.box(base: FamilyKVector(0, 0.74, 0.45 - 0.11), size: FamilyKVector(width + 0.02, 0.018, 0.23), .matte, albedo: g.uniform(0.1...0.7))
            let t = tilt * .pi / 180
            centre = hinge + FamilyKVector(0, cos(t), sin(t)) * (size.1 / 2 + 0.012)
            summary = "laptop lid \(Int(width * 100)) cm, tilted \(Int(tilt))°"
        default:
            let front = g.uniform(2...5)
            w.room(width: g.uniform(6...12), height: g.uniform(3...4.5), back: -5, front: front, &g)
            let portrait = g.chance(0.6), long = g.uniform(1.2...2)
            size = portrait ? (long * 0.5625, long) : (long, long * 0.5625)
            centre = FamilyKVector(g.uniform(-1...1), 0.5 + size.1 / 2, front - 0.4)
            w.box(base: FamilyKVector(centre.x, 0, front - 0.45), size: FamilyKVector(size.0 + 0.1, 0.5, 0.15), albedo: 0.4)
            if g.chance(0.5) {
                w.slab(centre: centre - FamilyKMath.heading(180) * 0.03, width: size.0 + 0.06, height: size.1 + 0.06, thickness: 0.006, facing: 180, .glass, albedo: 0.1, role: .surface)
            }
            summary = "signage display \(portrait ? "portrait" : "landscape") \(Int(long * 100)) cm"
        }
        w.display(centre: centre, width: size.0, height: size.1, bezel: g.uniform(0.004...0.03), thickness: self == .tabletInHand ? 0.008 : 0.04, facing: normalFacing, tilt: tilt, &g)
        let t = tilt * .pi / 180, normal = cos(t) * FamilyKMath.heading(normalFacing) + sin(t) * FamilyKVector(0, 1, 0)
        let aimPoint = centre + FamilyKVector(g.uniform(-0.1...0.1) * size.0, g.uniform(-0.1...0.1) * size.1, 0)
        let camera = shot.aim(at: aimPoint, normal: normal, distance: distance, yawOff: yawOff, pitchOff: pitchOff)
        if self == .tabletInHand {
            // The holding hand's fingers over the tablet's side edges, a thumb on the bezel.
            let side = FamilyKMath.normalized(FamilyKMath.cross(FamilyKVector(0, 1, 0), normal)), skin = g.uniform(0.25...0.75)
            let edge = g.chance(0.5) ? 1.0 : -1.0
            for k in 0..<3 {
                let y = (Double(k) - 1) * 0.025
                w.limb(from: centre + side * edge * (size.0 / 2 + 0.02) + FamilyKVector(0, y, 0) - normal * 0.02, to: centre + side * edge * (size.0 / 2 - 0.005) + FamilyKVector(0, y, 0) + normal * 0.008, radius: 0.008, albedo: skin, role: .clutter)
            }
        }
        return FamilyKLayout(world: w, camera: camera, light: FamilyKVector(0.3, 1, -0.4), outdoors: false, front: false,
                             summary: "\(summary), \(Int(abs(yawOff)))° side \(Int(pitchOff))° up")
    }

    /// A flat surface (desk, wall, screen, print, floor) with small or low things on it, or a hand reaching in.
    func clutterLayout(_ g: inout SplitMix64, shot: FamilyKShot, distance: Double) -> FamilyKLayout {
        var w = FamilyKWorld()
        let halfWidth = distance * tan(shot.fieldOfView * .pi / 360)
        var target: FamilyKVector, normal = FamilyKVector(0, 1, 0), summary: String, items = 0
        let yawOff = g.uniform(-30...30), pitchOff = g.uniform(-25...25)
        /// Things lying on a horizontal surface at `y` around `target`, within the view.
        func scatter(_ y: Double, _ count: Int, _ make: (inout FamilyKWorld, FamilyKVector, inout SplitMix64) -> Void) {
            for _ in 0..<count {
                let p = FamilyKVector(target.x + g.uniform(-0.8...0.8) * halfWidth, y, target.z + g.uniform(-0.6...0.6) * halfWidth)
                make(&w, p, &g)
                items += 1
            }
        }
        switch self {
        case .deskWithCables, .printWithPen, .keyboardOnDesk:
            w.room(width: 5, height: 2.6, back: -3, front: 3, &g)
            let top = 0.74
            w.table(base: FamilyKVector(0, 0, 0), size: FamilyKVector(g.uniform(1.8...2.6), top, g.uniform(1.2...1.6)), albedo: g.uniform(0.15...0.85), topRole: .surface, material: g.chance(0.3) ? .glossy : .matte)
            target = FamilyKVector(g.uniform(-0.1...0.1), top, g.uniform(-0.1...0.1))
            if self == .deskWithCables {
                for _ in 0..<g.integer(1...3) {
                    var p = FamilyKVector(target.x - 1.2 * halfWidth, top + 0.004, target.z + g.uniform(-0.5...0.5) * halfWidth)
                    var heading = g.uniform(60...120)
                    let albedo = g.uniform(0.03...0.8)
                    for _ in 0..<14 {
                        heading += g.uniform(-25...25)
                        let next = p + FamilyKMath.heading(heading) * 0.2 * halfWidth
                        w.limb(from: p, to: next, radius: 0.004, albedo: albedo, role: .clutter)
                        p = next
                    }
                }
                scatter(top, g.integer(2...6)) { w, p, g in w.add(.cylinder(base: p, radius: g.uniform(0.009...0.014), height: 0.002), .glossy, albedo: 0.5, role: .clutter) }
                scatter(top, 1) { w, p, g in w.box(base: p, size: FamilyKVector(0.075, 0.009, 0.155), yaw: g.uniform(0...180), .glossy, albedo: 0.05, role: .clutter) }
                summary = "desk with cables, coins and a phone"
            } else if self == .printWithPen {
                w.box(base: target, size: FamilyKVector(0.21, 0.0004, 0.297), yaw: g.uniform(-20...20), albedo: 0.8, texture: .picture(seed: g.integer(0...999), scale: 0.01), role: .surface)
                scatter(top, 1) { w, p, g in w.box(base: p, size: FamilyKVector(0.01, 0.01, 0.14), yaw: g.uniform(0...180), .glossy, albedo: g.uniform(0.05...0.8), role: .clutter) }
                scatter(top, 1) { w, p, g in w.box(base: p, size: FamilyKVector(0.072, 0.008, 0.15), yaw: g.uniform(0...180), .glossy, albedo: 0.05, role: .clutter) }
                scatter(top, g.integer(0...2)) { w, p, g in w.box(base: p, size: FamilyKVector(0.05, 0.012, 0.02), yaw: g.uniform(0...180), albedo: 0.9, role: .clutter) }
                summary = "print with a pen and a phone"
            } else {
                let keyboard = target + FamilyKVector(g.uniform(-0.2...0.2) * halfWidth, 0, g.uniform(-0.2...0.2) * halfWidth)
                w.box(base: keyboard, size: FamilyKVector(0.44, g.uniform(0.02...0.035), 0.14), yaw: g.uniform(-10...10), .matte, albedo: g.uniform(0.05...0.8), texture: .grain(scale: 0.018), role: .clutter)
                w.add(.ellipsoid(center: keyboard + FamilyKVector(0.32, 0.018, 0), radii: FamilyKVector(0.032, 0.018, 0.055)), .glossy, albedo: g.uniform(0.05...0.8), role: .clutter)
                items = 2
                summary = "keyboard and mouse on a desk"
            }
        case .toyCarsOnFloor:
            w.floor(y: 0, x: -4...4, z: -4...4, albedo: g.uniform(0.2...0.7), texture: .grain(scale: 0.12), role: .surface)
            w.panel(base: FamilyKVector(0, 0, 4), width: 8, height: 2.5, facing: 180, albedo: 0.7)
            target = FamilyKVector(0, 0, 0)
            scatter(0, g.integer(3...8)) { w, p, g in
                w.box(base: p, size: FamilyKVector(g.uniform(0.03...0.05), g.uniform(0.025...0.045), g.uniform(0.06...0.1)), yaw: g.uniform(0...360), .glossy, albedo: g.uniform(0.1...0.9), role: .clutter)
            }
            summary = "toy cars and bricks on a floor"
        case .wallWithHand:
            let front = g.uniform(2...4)
            w.room(width: 6, height: 2.6, back: -2, front: front, &g)
            w.panel(base: FamilyKVector(0, 0, front - 0.001), width: 5.9, height: 2.6, facing: 180, albedo: g.uniform(0.4...0.9), texture: .grain(scale: 0.3), role: .surface)
            target = FamilyKVector(g.uniform(-1...1), g.uniform(1.2...1.6), front)
            normal = FamilyKVector(0, 0, -1)
            summary = "wall with a hand reaching in"
        default:
            w.room(width: 4, height: 2.6, back: -3, front: 3, &g)
            normal = FamilyKMath.normalized(FamilyKVector(g.uniform(-0.3...0.3), g.uniform(-0.2...0.3), -1))
            target = FamilyKVector(0, 1.3, 1)
            let width = g.uniform(0.22...0.6)
            let facing = atan2(normal.x, normal.z) * 180 / .pi, tilt = asin(normal.y) * 180 / .pi
            w.display(centre: target, width: width, height: width * 0.65, bezel: g.uniform(0.004...0.02), thickness: 0.01, facing: facing, tilt: tilt, &g)
            let side = FamilyKMath.normalized(FamilyKMath.cross(FamilyKVector(0, 1, 0), normal)), skin = g.uniform(0.25...0.75)
            let edge = g.chance(0.5) ? 1.0 : -1.0, y = g.uniform(-0.2...0.2) * width
            w.limb(from: target + side * edge * (width / 2 + 0.03) + FamilyKVector(0, y, 0) + normal * 0.01,
                   to: target + side * edge * (width / 2 - g.uniform(0.01...0.04)) + FamilyKVector(0, y + 0.01, 0) + normal * 0.012, radius: 0.011, albedo: skin, role: .clutter)
            items = 1
            summary = "screen \(Int(width * 100)) cm held up, a thumb on its edge"
        }
        let camera = shot.aim(at: target, normal: normal, distance: distance, yawOff: yawOff, pitchOff: normal.y > 0.5 ? abs(pitchOff) : pitchOff)
        if self == .wallWithHand {
            // The forearm comes in from outside the view, 0.25–0.6 m before the camera, toward the middle.
            let f = camera.forward, right = FamilyKMath.normalized(FamilyKMath.cross(FamilyKVector(0, 1, 0), f))
            let reach = min(distance - 0.15, g.uniform(0.25...0.6)), half = reach * tan(shot.fieldOfView * .pi / 360)
            let side = g.chance(0.5) ? 1.0 : -1.0, drop = g.uniform(-0.3...0.3) * half
            let elbow = camera.position + f * reach + right * side * half * 1.6 + FamilyKVector(0, drop, 0)
            let wrist = camera.position + f * reach + right * side * half * g.uniform(0.45...0.7) + FamilyKVector(0, drop, 0)
            let skin = g.uniform(0.25...0.75)
            w.limb(from: elbow, to: wrist, radius: 0.035, albedo: skin, role: .clutter)
            w.add(.ellipsoid(center: wrist - right * side * 0.06, radii: FamilyKVector(0.05, 0.045, 0.045)), albedo: skin, role: .clutter)
            items = 1
        }
        return FamilyKLayout(world: w, camera: camera, light: FamilyKVector(0.2, 1, -0.3), outdoors: false, front: false, summary: "\(summary) (\(items) items)")
    }
}
