import Foundation
import DepthKitCore

/// The widened tuning family (issue 27): more families of outdoor scenes and of flat surfaces with
/// clutter, ceilings seen by a front TrueDepth camera, and random roll (portrait captures). Every choice
/// here is drawn from the scene's *widening* stream `h`, so that the original family's draws from the main
/// stream stay as they were.
extension LabelledScene {
    /// The widened layout of `kind`, or `nil` to use the original one.
    static func widenedLayout(
        _ kind: Kind, camera: inout SceneCamera, generator g: inout SplitMix64, widening h: inout SplitMix64
    ) -> ([Surface], String)? {
        switch kind {
        case .outdoor:
            switch h.integer(0...3) {
            case 0: return nil
            case 1: return openField(&camera, &h)
            case 2: return facade(&camera, &h)
            default: return slope(&camera, &h)
            }
        case .flatWithClutter:
            switch h.integer(0...4) {
            case 0: return nil
            case 1: return handInFront(&camera, &h)
            case 2: return smallObjects(&camera, &h)
            case 3: return objectInCorner(&camera, &h)
            default: return cables(&camera, &h)
            }
        case .wallWithRelief:
            return h.chance(0.3) ? ceiling(&camera, &h) : nil
        case .tableTop:
            return h.chance(0.5) ? tableFromAbove(&camera, &h) : nil
        default:
            return nil
        }
    }

    private static func degrees(_ value: Double) -> Double { value * .pi / 180 }
    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    /// A plane `distance` ahead along the optical axis, tilted `tilt` degrees about an in-image axis at
    /// `axis` degrees: its unit normal (pointing away from the camera) and offset.
    private static func tiltedPlane(distance: Double, tilt: Double, axis: Double) -> (SceneVector, Double) {
        let t = degrees(tilt), a = degrees(axis)
        let normal = SceneVector(sin(t) * cos(a), sin(t) * sin(a), cos(t))
        return (normal, distance * cos(t))
    }

    /// Ground, buildings and trees mostly beyond range; at most two small things in range.
    static func openField(_ camera: inout SceneCamera, _ h: inout SplitMix64) -> ([Surface], String) {
        let eye = h.uniform(1.1...1.8)
        camera.pitch = degrees(h.uniform(-8...25))
        camera.yaw = degrees(h.uniform(-30...30))
        var surfaces: [Surface] = [.plane(normal: SceneVector(0, 1, 0), offset: eye)]
        var things: [String] = []
        for _ in 0..<h.integer(1...6) {
            let x = h.uniform(-40...40), z = h.uniform(8...60)
            if h.chance(0.5) {
                let w = h.uniform(4...30), tall = h.uniform(3...25)
                surfaces.append(.box(min: SceneVector(x - w / 2, eye - tall, z), max: SceneVector(x + w / 2, eye, z + h.uniform(5...20))))
                things.append("building")
            } else {
                let top = eye - h.uniform(3...12)
                surfaces.append(.capsule(from: SceneVector(x, eye, z), to: SceneVector(x, top, z), radius: h.uniform(0.2...0.5)))
                surfaces.append(.sphere(centre: SceneVector(x, top, z), radius: h.uniform(1.5...4)))
                things.append("tree")
            }
        }
        for _ in 0..<h.integer(0...2) {
            let x = h.uniform(-2.5...2.5), z = h.uniform(2...5)
            if h.chance(0.5) {
                surfaces.append(.capsule(from: SceneVector(x, eye, z), to: SceneVector(x, eye - h.uniform(0.6...3), z), radius: h.uniform(0.04...0.12)))
                things.append("post")
            } else {
                surfaces.append(.box(min: SceneVector(x - 0.8, eye - 0.45, z), max: SceneVector(x + 0.8, eye, z + 0.5)))
                things.append("bench")
            }
        }
        rollRandomly(&camera, &h)
        return (surfaces, "open field: ground \(format(eye)) m below, pitch \(Int(camera.pitch * 180 / .pi))°, \(things.joined(separator: ", "))")
    }

    /// A building's façade at 3–12 m, turned up to 50°, with windows set 10–30 cm into it, the ground
    /// before it and sometimes a hedge or a parked car.
    static func facade(_ camera: inout SceneCamera, _ h: inout SplitMix64) -> ([Surface], String) {
        let eye = h.uniform(1.1...1.8), distance = h.uniform(3...12), turn = degrees(h.uniform(-50...50))
        // Level or looking down: the ground in range is in view (the class: a visible ground plane).
        camera.pitch = degrees(h.uniform(-5...15))
        camera.yaw = degrees(h.uniform(-20...20))
        let normal = SceneVector(sin(turn), 0, cos(turn)), across = SceneVector(cos(turn), 0, -sin(turn)), up = SceneVector(0, 1, 0)
        var surfaces: [Surface] = [.plane(normal: up, offset: eye)]
        if h.chance(0.6) {
            let x = h.uniform(-2...2), z = h.uniform(2...max(2.5, min(distance - 0.5, 6)))
            surfaces.append(.box(min: SceneVector(x - 1, eye - h.uniform(0.8...1.5), z), max: SceneVector(x + 1, eye, z + 1.5)))
        }
        // The wall between the windows: columns of wall every 2.2 m (1 m wide), bands every 3 m (1.6 m tall),
        // whole beyond the grid; the panes behind it.
        let recess = h.uniform(0.1...0.3)
        for column in -4...4 {
            let centre = normal * distance + across * (Double(column) * 2.2 + 1.1)
            surfaces.append(.rectangle(centre: centre, axisU: across, axisV: up, halfU: 0.5, halfV: 40))
        }
        for row in -8...4 {
            let centre = normal * distance + up * (eye - 1.2 - Double(row) * 3 + 1.5)
            surfaces.append(.rectangle(centre: centre, axisU: across, axisV: up, halfU: 60, halfV: 0.8))
        }
        for side in [-1.0, 1.0] {
            surfaces.append(.rectangle(
                centre: normal * distance + across * (side * 39.1), axisU: across, axisV: up, halfU: 30, halfV: 40))
        }
        surfaces.append(.plane(normal: normal, offset: distance + recess))
        rollRandomly(&camera, &h)
        return (surfaces, "façade at \(format(distance)) m turned \(Int(turn * 180 / .pi))°, windows \(Int(recess * 100)) cm deep, ground \(format(eye)) m below")
    }

    /// Sloping ground with trees and rocks at 2–30 m.
    static func slope(_ camera: inout SceneCamera, _ h: inout SplitMix64) -> ([Surface], String) {
        let eye = h.uniform(1.1...1.8), grade = degrees(h.uniform(-12...12))
        camera.pitch = degrees(h.uniform(-5...25))
        camera.yaw = degrees(h.uniform(-30...30))
        let normal = SceneVector(0, cos(grade), -sin(grade))
        var surfaces: [Surface] = [.plane(normal: normal, offset: eye * cos(grade))]
        var things: [String] = []
        func groundY(_ z: Double) -> Double { (eye * cos(grade) + sin(grade) * z) / cos(grade) }
        for _ in 0..<h.integer(1...6) {
            let x = h.uniform(-6...6), z = h.uniform(2...30), base = groundY(z)
            if h.chance(0.6) {
                let top = base - h.uniform(2...10)
                surfaces.append(.capsule(from: SceneVector(x, base, z), to: SceneVector(x, top, z), radius: h.uniform(0.1...0.4)))
                surfaces.append(.sphere(centre: SceneVector(x, top, z), radius: h.uniform(0.8...3)))
                things.append("tree")
            } else {
                let radius = h.uniform(0.2...0.8)
                surfaces.append(.sphere(centre: SceneVector(x, base - radius * 0.6, z), radius: radius))
                things.append("rock")
            }
        }
        rollRandomly(&camera, &h)
        return (surfaces, "slope \(Int(grade * 180 / .pi))°, pitch \(Int(camera.pitch * 180 / .pi))°, \(things.joined(separator: ", "))")
    }

    /// A hand (palm, four fingers, thumb) and its forearm reaching in from a border, 5–30 cm before a
    /// wall, screen or print, covering 3–15 % of the frame.
    static func handInFront(_ camera: inout SceneCamera, _ h: inout SplitMix64) -> ([Surface], String) {
        let distance = h.uniform(0.3...1.5), tilt = h.uniform(0...60)
        let (normal, offset) = tiltedPlane(distance: distance, tilt: tilt, axis: h.uniform(0...360))
        let plane = Surface.plane(normal: normal, offset: offset)
        let s = h.uniform(-0.7...0.7), t = h.uniform(-0.7...0.7), gap = h.uniform(0.05...0.3)
        let border = h.pick([(s, 1.3), (s, -1.3), (1.3, t), (-1.3, t)])
        let target = h.uniform(0.03...0.15)
        func build(_ scale: Double) -> [Surface] {
            let ray = camera.ray(s: s, t: t)
            let depth = max(0.15, (plane.hit(ray) ?? distance) - gap)
            let palm = ray * depth, size = 0.1 * scale
            let wristRay = camera.ray(s: border.0, t: border.1)
            // The forearm rises towards the camera; it stays before the surface.
            let elbow = wristRay * min(depth * 0.9, (plane.hit(wristRay) ?? depth) - gap)
            let inward = (palm - elbow).normalized
            let side = inward.cross(SceneVector(0, 0, 1)).normalized
            var hand: [Surface] = [
                .ellipsoid(centre: palm, radii: SceneVector(size * 0.45, size * 0.45, size * 0.2)),
                .capsule(from: elbow, to: palm, radius: size * 0.3),
            ]
            for finger in 0..<4 {
                let base = palm + inward * (size * 0.4) + side * (0.12 * size * (Double(finger) - 1.5))
                hand.append(.capsule(from: base, to: base + inward * (size * 0.45), radius: size * 0.05))
            }
            hand.append(.capsule(from: palm + side * (size * 0.35), to: palm + side * (size * 0.6) + inward * (size * 0.3), radius: size * 0.06))
            return [plane] + hand
        }
        let scale = solve(0.05...4, target: target) { camera.share(of: Set(1..<build($0).count), in: build($0)) }
        let surfaces = build(scale)
        let share = camera.share(of: Set(1..<surfaces.count), in: surfaces)
        rollRandomly(&camera, &h)
        return (surfaces, "plane at \(format(distance)) m, tilt \(Int(tilt))°, hand \(Int(gap * 100)) cm before it (\(format(share)))")
    }

    /// One to eight small things lying on the surface (coins, keys, a phone, a pen, a remote): 3–30 mm
    /// proud, 2–15 cm across.
    static func smallObjects(_ camera: inout SceneCamera, _ h: inout SplitMix64) -> ([Surface], String) {
        let distance = h.uniform(0.3...1.5), tilt = h.uniform(0...60)
        let (normal, offset) = tiltedPlane(distance: distance, tilt: tilt, axis: h.uniform(0...360))
        let plane = Surface.plane(normal: normal, offset: offset)
        let across = (SceneVector(1, 0, 0) - normal * normal.x).normalized, down = normal.cross(across)
        var surfaces = [plane]
        var items: [String] = []
        for _ in 0..<h.integer(1...8) {
            let ray = camera.ray(s: h.uniform(-0.9...0.9), t: h.uniform(-0.9...0.9))
            guard let depth = plane.hit(ray) else { continue }
            let proud = h.uniform(0.003...0.03), size = h.uniform(0.02...0.15), turn = h.uniform(0...(.pi))
            let u = across * cos(turn) + down * sin(turn), v = down * cos(turn) - across * sin(turn)
            let centre = ray * depth - normal * proud
            if h.chance(0.3) {
                // A pen or a marker: a capsule lying on the surface.
                let half = u * (size * 0.5 + 0.03), radius = min(proud, 0.012) / 2 + 0.002
                let axis = centre + normal * (proud - radius)
                surfaces.append(.capsule(from: axis - half, to: axis + half, radius: radius))
                items.append("pen")
            } else {
                surfaces.append(.rectangle(centre: centre, axisU: u, axisV: v, halfU: size / 2, halfV: size / 2 * h.uniform(0.4...1)))
                items.append("\(Int(proud * 1000)) mm thing")
            }
        }
        rollRandomly(&camera, &h)
        return (surfaces, "plane at \(format(distance)) m, tilt \(Int(tilt))°, \(items.joined(separator: ", "))")
    }

    /// One to three cables lying on or hanging just before the surface, across the frame.
    static func cables(_ camera: inout SceneCamera, _ h: inout SplitMix64) -> ([Surface], String) {
        let distance = h.uniform(0.3...2), tilt = h.uniform(0...60)
        let (normal, offset) = tiltedPlane(distance: distance, tilt: tilt, axis: h.uniform(0...360))
        let plane = Surface.plane(normal: normal, offset: offset)
        var surfaces = [plane]
        let count = h.integer(1...3)
        for _ in 0..<count {
            let radius = h.uniform(0.002...0.006), lift = h.uniform(0...0.04)
            var previous: SceneVector?
            var s = h.uniform(-1.2...(-0.8)), t = h.uniform(-1...1)
            let direction = h.uniform(-0.5...0.5)
            for _ in 0..<5 {
                let ray = camera.ray(s: s, t: t)
                guard let depth = plane.hit(ray) else { break }
                let point = ray * depth - normal * (radius + lift * h.uniform(0...1))
                if let previous { surfaces.append(.capsule(from: previous, to: point, radius: radius)) }
                previous = point
                s += 0.55
                t += direction + h.uniform(-0.3...0.3)
            }
        }
        rollRandomly(&camera, &h)
        return (surfaces, "plane at \(format(distance)) m, tilt \(Int(tilt))°, \(count) cables")
    }

    /// A bare ceiling seen from below at 1.2–3 m (the camera tilted up to 40° off its normal): a light
    /// panel, recessed or up to 30 mm proud, and a smoke detector 25–40 mm proud.
    static func ceiling(_ camera: inout SceneCamera, _ h: inout SplitMix64) -> ([Surface], String) {
        let distance = h.uniform(1.2...3), tilt = h.uniform(0...40)
        let (normal, offset) = tiltedPlane(distance: distance, tilt: tilt, axis: h.uniform(0...360))
        let plane = Surface.plane(normal: normal, offset: offset)
        let across = (SceneVector(1, 0, 0) - normal * normal.x).normalized, down = normal.cross(across)
        var surfaces = [plane]
        var items: [String] = []
        if h.chance(0.8), let depth = plane.hit(camera.ray(s: h.uniform(-0.5...0.5), t: h.uniform(-0.5...0.5))) {
            let ray = camera.ray(s: h.uniform(-0.5...0.5), t: h.uniform(-0.5...0.5))
            let proud = h.chance(0.3) ? -h.uniform(0.01...0.03) : h.uniform(0.005...0.03)
            let centre = ray * (plane.hit(ray) ?? depth) - normal * proud
            surfaces.append(.rectangle(centre: centre, axisU: across, axisV: down, halfU: h.uniform(0.15...0.6), halfV: h.uniform(0.15...0.6)))
            items.append("light panel \(Int(proud * 1000)) mm")
        }
        if h.chance(0.5) {
            let ray = camera.ray(s: h.uniform(-0.7...0.7), t: h.uniform(-0.7...0.7))
            if let depth = plane.hit(ray) {
                surfaces.append(.ellipsoid(centre: ray * depth, radii: SceneVector(0.06, 0.06, h.uniform(0.025...0.04))))
                items.append("smoke detector")
            }
        }
        rollRandomly(&camera, &h)
        return (surfaces, "ceiling at \(format(distance)) m, tilt \(Int(tilt))°, \(items.joined(separator: ", "))")
    }

    /// A table seen from 0.35–0.9 m above, 0–30° off straight down, with two to four things standing
    /// anywhere in the view, cut by its border or not: cups and bottles 6–30 cm tall, boxes, fruit, and books or
    /// plates 1.5–4 cm thick; at least one stands 6 cm or more.
    static func tableFromAbove(_ camera: inout SceneCamera, _ h: inout SplitMix64) -> ([Surface], String) {
        let height = h.uniform(0.35...0.9), pitch = h.uniform(60...90)
        camera.pitch = degrees(pitch)
        camera.yaw = degrees(h.uniform(-20...20))
        var surfaces: [Surface] = [.plane(normal: SceneVector(0, 1, 0), offset: height)]
        var names: [String] = []
        for index in 0..<h.integer(2...4) {
            let ray = camera.ray(s: h.uniform(-0.95...0.95), t: h.uniform(-0.95...0.95))
            guard let t = surfaces[0].hit(ray) else { continue }
            let base = ray * t
            switch index == 0 ? h.integer(0...1) : h.integer(0...3) {
            case 0:
                let radius = h.uniform(0.03...0.05), tall = h.uniform(0.06...0.3)
                surfaces.append(.capsule(from: SceneVector(base.x, height - radius, base.z), to: SceneVector(base.x, height - tall, base.z), radius: radius))
                names.append(tall > 0.15 ? "bottle" : "cup")
            case 1:
                let side = h.uniform(0.05...0.15), tall = h.uniform(0.06...0.2)
                surfaces.append(.box(min: SceneVector(base.x - side / 2, height - tall, base.z - side / 2),
                                     max: SceneVector(base.x + side / 2, height, base.z + side / 2)))
                names.append("box")
            case 2:
                let radius = h.uniform(0.03...0.06)
                surfaces.append(.sphere(centre: SceneVector(base.x, height - radius, base.z), radius: radius))
                names.append("fruit")
            default:
                let side = h.uniform(0.1...0.25), thick = h.uniform(0.015...0.04)
                surfaces.append(.box(min: SceneVector(base.x - side / 2, height - thick, base.z - side / 2),
                                     max: SceneVector(base.x + side / 2, height, base.z + side / 2)))
                names.append("book")
            }
        }
        rollRandomly(&camera, &h)
        return (surfaces, "table \(format(height)) m below, pitch \(Int(pitch))°, from above: \(names.joined(separator: ", "))")
    }

    /// A wall, screen or desk filling the view with the edge of one object standing on or before it in
    /// a corner (a mug, a lamp's base, a box 4–15 cm tall), mostly outside the frame.
    static func objectInCorner(_ camera: inout SceneCamera, _ h: inout SplitMix64) -> ([Surface], String) {
        let distance = h.uniform(0.3...1.2), tilt = h.uniform(0...50)
        let (normal, offset) = tiltedPlane(distance: distance, tilt: tilt, axis: h.uniform(0...360))
        let plane = Surface.plane(normal: normal, offset: offset)
        let corner = camera.ray(s: h.pick([-1.0, 1.0]) * h.uniform(1.0...1.15), t: h.pick([-1.0, 1.0]) * h.uniform(1.0...1.15))
        let base = corner * (plane.hit(corner) ?? distance)
        let tall = h.uniform(0.04...0.15), radius = h.uniform(0.04...0.1)
        let surfaces = [plane, .capsule(from: base - normal * radius, to: base - normal * tall, radius: radius)]
        rollRandomly(&camera, &h)
        return (surfaces, "plane at \(format(distance)) m, tilt \(Int(tilt))°, object \(Int(tall * 100)) cm tall in a corner")
    }

    /// Roll within ±12°, or a portrait capture (±90°) one time in six.
    static func rollRandomly(_ camera: inout SceneCamera, _ h: inout SplitMix64) {
        camera.roll += h.chance(1.0 / 6) ? degrees(h.pick([-90.0, 90])) : degrees(h.uniform(-12...12))
    }
}
