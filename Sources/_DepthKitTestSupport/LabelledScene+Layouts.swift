import Foundation
import DepthKitCore

extension LabelledScene {
    /// The surfaces of a drawn scene and a one-line account of them; may turn the camera.
    static func layout(_ kind: Kind, camera: inout SceneCamera, generator g: inout SplitMix64) -> ([Surface], String) {
        switch kind {
        case .partialScreen: partialScreen(&camera, &g)
        case .flatWithClutter: flatWithClutter(&camera, &g)
        case .printWithTableEdge: printWithTableEdge(&camera, &g)
        case .wallWithRelief: wallWithRelief(&camera, &g)
        case .outdoor: outdoor(&camera, &g)
        case .room: room(&camera, &g)
        case .shelf: shelf(&camera, &g)
        case .corridor: corridor(&camera, &g)
        case .closePerson: closePerson(&camera, &g)
        case .tableTop: tableTop(&camera, &g)
        }
    }

    /// The normal of a plane tilted `tilt` from the optical axis about an in-image axis at `axis`, radians.
    private static func tiltedNormal(tilt: Double, axis: Double) -> SceneVector {
        SceneVector(sin(tilt) * cos(axis), sin(tilt) * sin(axis), cos(tilt))
    }

    /// Orthonormal in-plane axes of a plane with `normal`, turned by `roll` radians.
    private static func planeAxes(_ normal: SceneVector, roll: Double) -> (SceneVector, SceneVector) {
        let across = (SceneVector(1, 0, 0) - normal * normal.x).normalized
        let down = normal.cross(across)
        return (across * cos(roll) + down * sin(roll), down * cos(roll) - across * sin(roll))
    }

    private static func degrees(_ value: Double) -> Double { value * .pi / 180 }

    private static func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

    private static func partialScreen(_ camera: inout SceneCamera, _ g: inout SplitMix64) -> ([Surface], String) {
        let distance = g.uniform(0.3...1.5), tilt = g.uniform(0...70), axis = g.uniform(0...360)
        let normal = tiltedNormal(tilt: degrees(tilt), axis: degrees(axis))
        let (across, down) = planeAxes(normal, roll: degrees(g.uniform(-15...15)))
        let centre = camera.ray(s: g.uniform(-0.1...0.1), t: g.uniform(-0.1...0.1)) * distance
        let aspect = g.pick([16.0 / 9, 4.0 / 3, 19.5 / 9, 9 / 19.5])
        let target = g.uniform(0.70...0.97)
        let background = g.pick(["wall", "desk", "room"]), gap = g.uniform(0.05...1)
        func build(_ size: Double) -> [Surface] {
            let screen = Surface.rectangle(centre: centre, axisU: across, axisV: down, halfU: size * aspect, halfV: size)
            let corners = [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)].map { centre + across * ($0.0 * size * aspect) + down * ($0.1 * size) }
            let farthest = corners.map(\.z).max()!, lowest = corners.map(\.y).max()!
            var surfaces = [screen, .plane(normal: SceneVector(0, 0, 1), offset: farthest + gap)]
            switch background {
            case "desk":
                surfaces.append(.plane(normal: SceneVector(0, 1, 0), offset: lowest + 0.02))
            case "room":
                surfaces += [
                    .plane(normal: SceneVector(0, 1, 0), offset: lowest + 0.6), .plane(normal: SceneVector(0, -1, 0), offset: 1.4),
                    .plane(normal: SceneVector(1, 0, 0), offset: 1.8), .plane(normal: SceneVector(-1, 0, 0), offset: 2.2),
                    .box(min: SceneVector(0.6, lowest, farthest + 0.3), max: SceneVector(1.4, lowest + 0.6, farthest + 1.2)),
                ]
            default: break
            }
            return surfaces
        }
        // Solve the screen size for the drawn share of the frame.
        let size = solve(0.001...(4 * distance), target: target) { camera.share(of: [0], in: build($0)) }
        let surfaces = build(size)
        let share = camera.share(of: [0], in: surfaces)
        return (surfaces, "screen \(format(share)) of the frame at \(format(distance)) m, tilt \(Int(tilt))°, \(background) around")
    }

    private static func flatWithClutter(_ camera: inout SceneCamera, _ g: inout SplitMix64) -> ([Surface], String) {
        let distance = g.uniform(0.3...2), tilt = g.uniform(0...60), axis = g.uniform(0...360)
        let normal = tiltedNormal(tilt: degrees(tilt), axis: degrees(axis))
        let plane = Surface.plane(normal: normal, offset: distance * cos(degrees(tilt)))
        let cornerS = g.chance(0.5) ? 1.0 : -1.0, cornerT = g.chance(0.5) ? 1.0 : -1.0
        let clutter = g.pick(["pen", "hand", "object edge"])
        let target = g.uniform(0.03...0.15)
        func planeDepth(_ ray: SceneVector) -> Double { plane.hit(ray) ?? distance }
        func build(_ scale: Double) -> [Surface] {
            switch clutter {
            case "pen":
                let gap = 0.01 + 0.05 * scale
                let a = camera.ray(s: cornerS, t: cornerT * (1 - 0.9 * scale)), b = camera.ray(s: cornerS * (1 - 0.9 * scale), t: cornerT)
                let radius = 0.006 * distance / 0.5
                return [plane, .capsule(from: a * (planeDepth(a) - gap), to: b * (planeDepth(b) - gap), radius: radius)]
            case "hand":
                let anchor = camera.ray(s: cornerS * 1.05, t: cornerT * 1.05)
                let depth = planeDepth(anchor) * 0.7
                let palm = anchor * depth
                let inward = (camera.ray(s: 0, t: 0) * depth - palm).normalized
                let size = 0.2 * scale * depth
                var hand: [Surface] = [.ellipsoid(centre: palm, radii: SceneVector(size * 0.45, size * 0.45, size * 0.2))]
                for finger in 0..<4 {
                    let spread = Double(finger) - 1.5
                    let side = SceneVector(-inward.y, inward.x, 0) * (0.12 * size * spread)
                    let base = palm + inward * (0.35 * size) + side
                    hand.append(.capsule(from: base, to: base + inward * (0.45 * size) + side * 0.3, radius: 0.05 * size))
                }
                return [plane] + hand
            default:
                let anchor = camera.ray(s: cornerS * (1 - 1.2 * scale), t: cornerT * (1 - 1.2 * scale))
                let depth = planeDepth(anchor) * 0.8
                let corner = anchor * depth
                let big = 3.0
                let low = SceneVector(cornerS > 0 ? corner.x : corner.x - big, cornerT > 0 ? corner.y : corner.y - big, corner.z)
                return [plane, .box(min: low, max: low + SceneVector(big, big, 0.3))]
            }
        }
        let scale = clutter == "pen" ? g.uniform(0.3...0.8) : solve(0.01...0.9, target: target) { scale in
            let surfaces = build(scale)
            return camera.share(of: Set(1..<surfaces.count), in: surfaces)
        }
        let surfaces = build(scale)
        let share = camera.share(of: Set(1..<surfaces.count), in: surfaces)
        return (surfaces, "plane at \(format(distance)) m, tilt \(Int(tilt))°, \(clutter) in a corner (\(format(share)))")
    }

    private static func printWithTableEdge(_ camera: inout SceneCamera, _ g: inout SplitMix64) -> ([Surface], String) {
        let height = g.uniform(0.25...0.8), fromNormal = g.uniform(20...68)
        camera.pitch = degrees(90 - fromNormal)
        camera.roll = degrees(g.uniform(-10...10))
        let target = g.chance(0.15) ? 0 : g.uniform(0.005...0.12)
        let beyond = g.pick(["floor", "wall", "floor and wall"])
        func build(_ edge: Double) -> [Surface] {
            var surfaces: [Surface] = [.box(min: SceneVector(-20, height, -1), max: SceneVector(20, height + 0.03, edge))]
            if beyond.hasPrefix("floor") { surfaces.append(.plane(normal: SceneVector(0, 1, 0), offset: height + 0.74)) }
            if beyond.hasSuffix("wall") { surfaces.append(.plane(normal: SceneVector(0, 0, 1), offset: edge + 0.3)) }
            return surfaces
        }
        // The table's far edge: solved so that the drawn share of the frame lies beyond it.
        let edge = target == 0 ? 30 : solve(0.05...30, target: 1 - target) { camera.share(of: [0], in: build($0)) }
        let surfaces = build(edge)
        let share = 1 - camera.share(of: [0], in: surfaces)
        return (surfaces, "print \(format(height)) m below, \(Int(fromNormal))° from the normal, \(beyond) beyond the edge (\(format(share)))")
    }

    private static func wallWithRelief(_ camera: inout SceneCamera, _ g: inout SplitMix64) -> ([Surface], String) {
        let distance = g.uniform(0.5...4), tilt = g.uniform(0...70), axis = g.uniform(0...360)
        let normal = tiltedNormal(tilt: degrees(tilt), axis: degrees(axis))
        let wall = Surface.plane(normal: normal, offset: distance * cos(degrees(tilt)))
        let (across, down) = planeAxes(normal, roll: 0)
        var surfaces = [wall]
        var items: [String] = []
        for _ in 0..<g.integer(1...6) {
            let ray = camera.ray(s: g.uniform(-0.8...0.8), t: g.uniform(-0.8...0.8))
            guard let t = wall.hit(ray) else { continue }
            let (name, half, proud): (String, Double, Double) = switch g.integer(0...2) {
            case 0: ("frame", g.uniform(0.08...0.4), g.uniform(0.005...0.03))
            case 1: ("switch", 0.04, g.uniform(0.005...0.015))
            default: ("poster", g.uniform(0.2...0.5), g.uniform(0.001...0.003))
            }
            surfaces.append(.rectangle(
                centre: ray * t - normal * proud, axisU: across, axisV: down, halfU: half * g.uniform(0.6...1.4), halfV: half))
            items.append("\(name) \(Int((proud * 1000).rounded())) mm")
        }
        return (surfaces, "wall at \(format(distance)) m, tilt \(Int(tilt))°, \(items.joined(separator: ", "))")
    }

    private static func outdoor(_ camera: inout SceneCamera, _ g: inout SplitMix64) -> ([Surface], String) {
        let eye = g.uniform(1.2...1.7)
        camera.pitch = degrees(g.uniform(-5...20))
        camera.yaw = degrees(g.uniform(-20...20))
        var surfaces: [Surface] = [.plane(normal: SceneVector(0, 1, 0), offset: eye)]
        var objects: [String] = []
        for _ in 0..<g.integer(1...4) {
            let x = g.uniform(-2...2), z = g.uniform(1.5...4.2)
            switch g.integer(0...3) {
            case 0:
                surfaces.append(.capsule(from: SceneVector(x, eye, z), to: SceneVector(x, eye - 4, z), radius: g.uniform(0.1...0.35)))
                objects.append("tree")
            case 1:
                surfaces.append(.box(min: SceneVector(x - 0.9, eye - 1.45, z), max: SceneVector(x + 0.9, eye, z + 4)))
                objects.append("car")
            case 2:
                surfaces.append(.capsule(from: SceneVector(x, eye - 0.3, z), to: SceneVector(x, eye - 1.5, z), radius: 0.2))
                surfaces.append(.sphere(centre: SceneVector(x, eye - 1.62, z), radius: 0.11))
                objects.append("person")
            default:
                surfaces.append(.box(min: SceneVector(x - 0.8, eye - g.uniform(0.4...1), z), max: SceneVector(x + 0.8, eye, z + 0.3)))
                objects.append("low wall")
            }
        }
        return (surfaces, "ground \(format(eye)) m below, pitch \(Int(camera.pitch * 180 / .pi))°, \(objects.joined(separator: ", "))")
    }

    private static func room(_ camera: inout SceneCamera, _ g: inout SplitMix64) -> ([Surface], String) {
        let floor = g.uniform(1.1...1.6), ceiling = g.uniform(2.4...2.9) - floor
        let left = g.uniform(1.2...3), right = g.uniform(1.2...3), back = g.uniform(2.5...6)
        camera.yaw = degrees(g.uniform(-35...35))
        camera.pitch = degrees(g.uniform(-5...25))
        var surfaces: [Surface] = [
            .plane(normal: SceneVector(0, 1, 0), offset: floor), .plane(normal: SceneVector(0, -1, 0), offset: ceiling),
            .plane(normal: SceneVector(-1, 0, 0), offset: left), .plane(normal: SceneVector(1, 0, 0), offset: right),
            .plane(normal: SceneVector(0, 0, 1), offset: back), .plane(normal: SceneVector(0, 0, -1), offset: 1),
        ]
        let furniture = g.integer(2...6)
        for _ in 0..<furniture {
            let x = g.uniform(-left...right), z = g.uniform(1...back - 0.3)
            let w = g.uniform(0.3...1.2), d = g.uniform(0.3...1), h = g.uniform(0.3...1.2)
            surfaces.append(.box(min: SceneVector(x - w / 2, floor - h, z), max: SceneVector(x + w / 2, floor, z + d)))
        }
        if g.chance(0.5) {
            surfaces.append(.sphere(centre: SceneVector(g.uniform(-1...1), floor - 0.9, g.uniform(1.5...back - 0.3)), radius: 0.25))
        }
        return (surfaces, "room \(format(left + right)) × \(format(back)) m, \(furniture) pieces of furniture")
    }

    private static func shelf(_ camera: inout SceneCamera, _ g: inout SplitMix64) -> ([Surface], String) {
        let distance = g.uniform(0.7...2), depth = g.uniform(0.25...0.4), halfWidth = g.uniform(0.4...1.2)
        camera.yaw = degrees(g.uniform(-25...25))
        camera.pitch = degrees(g.uniform(-10...10))
        let back = distance + depth
        var surfaces: [Surface] = [.plane(normal: SceneVector(0, 0, 1), offset: back + 0.02)]
        let spacing = g.uniform(0.25...0.4)
        var y = -1.2
        var books = 0
        while y < 1.2 {
            surfaces.append(.box(min: SceneVector(-halfWidth, y, distance), max: SceneVector(halfWidth, y + 0.02, back)))
            var x = -halfWidth
            while x < halfWidth {
                let w = g.uniform(0.02...0.07)
                if g.chance(0.8) {
                    let h = g.uniform(0.5...0.9) * spacing, front = distance + g.uniform(0...0.12)
                    surfaces.append(.box(min: SceneVector(x, y - h, front), max: SceneVector(min(x + w, halfWidth), y, back)))
                    books += 1
                }
                x += w
            }
            y += spacing
        }
        for side in [-halfWidth - 0.02, halfWidth] {
            surfaces.append(.box(min: SceneVector(side, -1.3, distance), max: SceneVector(side + 0.02, 1.3, back)))
        }
        return (surfaces, "bookshelf at \(format(distance)) m, \(books) books")
    }

    private static func corridor(_ camera: inout SceneCamera, _ g: inout SplitMix64) -> ([Surface], String) {
        let left = g.uniform(0.6...1.2), right = g.uniform(0.6...1.2), floor = g.uniform(1.3...1.7)
        let end = g.uniform(4...15)
        camera.yaw = degrees(g.uniform(-30...30))
        camera.pitch = degrees(g.uniform(-10...15))
        var surfaces: [Surface] = [
            .plane(normal: SceneVector(-1, 0, 0), offset: left), .plane(normal: SceneVector(1, 0, 0), offset: right),
            .plane(normal: SceneVector(0, 1, 0), offset: floor), .plane(normal: SceneVector(0, -1, 0), offset: 2.5 - floor),
            .plane(normal: SceneVector(0, 0, 1), offset: end),
        ]
        // Door frames proud of the walls.
        var z = g.uniform(0.5...2)
        while z < end {
            let side = g.chance(0.5) ? -left : right - 0.05
            surfaces.append(.box(min: SceneVector(side, floor - 2.1, z), max: SceneVector(side + 0.05, floor, z + 0.9)))
            z += g.uniform(1.5...4)
        }
        return (surfaces, "corridor \(format(left + right)) m wide, end at \(format(end)) m")
    }

    private static func closePerson(_ camera: inout SceneCamera, _ g: inout SplitMix64) -> ([Surface], String) {
        let distance = g.uniform(0.4...1.2), wall = distance + g.uniform(0.8...3)
        camera.yaw = degrees(g.uniform(-15...15))
        let x = g.uniform(-0.1...0.1) * distance, head = g.uniform(-0.08...0.08)
        let surfaces: [Surface] = [
            .plane(normal: SceneVector(0, 0, 1), offset: wall),
            .ellipsoid(centre: SceneVector(x, head, distance), radii: SceneVector(0.08, 0.11, 0.1)),
            .capsule(from: SceneVector(x, head + 0.1, distance + 0.02), to: SceneVector(x, head + 0.2, distance + 0.03), radius: 0.055),
            .ellipsoid(centre: SceneVector(x, head + 0.55, distance + 0.08), radii: SceneVector(0.22, 0.35, 0.13)),
            .capsule(from: SceneVector(x - 0.2, head + 0.27, distance + 0.08), to: SceneVector(x + 0.2, head + 0.27, distance + 0.08), radius: 0.07),
            .capsule(from: SceneVector(x - 0.25, head + 0.3, distance + 0.1), to: SceneVector(x - 0.28, head + 0.8, distance + 0.05), radius: 0.05),
            .capsule(from: SceneVector(x + 0.25, head + 0.3, distance + 0.1), to: SceneVector(x + 0.28, head + 0.8, distance + 0.05), radius: 0.05),
        ]
        return (surfaces, "person at \(format(distance)) m, wall at \(format(wall)) m")
    }

    private static func tableTop(_ camera: inout SceneCamera, _ g: inout SplitMix64) -> ([Surface], String) {
        let height = g.uniform(0.3...0.7), pitch = g.uniform(35...90)
        camera.pitch = degrees(pitch)
        camera.roll = degrees(g.uniform(-10...10))
        var surfaces: [Surface] = [.plane(normal: SceneVector(0, 1, 0), offset: height)]
        let count = g.integer(2...5)
        var names: [String] = []
        for _ in 0..<count {
            let ray = camera.ray(s: g.uniform(-0.7...0.7), t: g.uniform(-0.7...0.7))
            guard let t = surfaces[0].hit(ray) else { continue }
            let base = ray * t
            switch g.integer(0...2) {
            case 0:
                let side = g.uniform(0.05...0.12), tall = g.uniform(0.05...0.15)
                surfaces.append(.box(min: SceneVector(base.x - side / 2, height - tall, base.z - side / 2),
                                     max: SceneVector(base.x + side / 2, height, base.z + side / 2)))
                names.append("box")
            case 1:
                let radius = g.uniform(0.03...0.05)
                surfaces.append(.capsule(from: SceneVector(base.x, height - radius, base.z),
                                         to: SceneVector(base.x, height - g.uniform(0.08...0.25), base.z), radius: radius))
                names.append("mug")
            default:
                let radius = g.uniform(0.03...0.06)
                surfaces.append(.sphere(centre: SceneVector(base.x, height - radius, base.z), radius: radius))
                names.append("fruit")
            }
        }
        return (surfaces, "table \(format(height)) m below, pitch \(Int(pitch))°, \(names.joined(separator: ", "))")
    }
}
