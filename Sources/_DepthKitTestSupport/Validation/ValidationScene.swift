import DepthKitCore
import Foundation

/// The validation family of issue 27: a third generator, written from the classes' descriptions alone
/// (docs/VERDICT_VALIDATION.md) without the tuning generator's or the hold-out generator's code, and
/// never used to choose a threshold. Its own analytic ray caster (``ValidationShape``: planes,
/// rectangles, boxes, ellipsoids, capped cylinders) in a y-up world, its own camera (yaw, pitch, roll,
/// 50–78° field of view, portrait grids), its own recipes with several sub-families per class, and its
/// own sensor (``ValidationSensor``). The same kind and seed always give the same scene.
public enum ValidationScene {
    /// The grids drawn from: mostly iPhone LiDAR, sometimes portrait or QVGA.
    public static let sensorSizes = [(256, 192), (256, 192), (256, 192), (192, 256), (320, 240)]

    /// Renders the scene of `kind` drawn from `seed` on one of `sizes`.
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        var r = ValidationRandom(seed: seed &* 0x2545_F491_4F6C_DD1D &+ UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind)!) &* 7919)
        var (width, height) = sizes[r.int(0, sizes.count - 1)]
        let fov = r.between(50, 78) * .pi / 180
        var sensor = ValidationSensor.draw(&r)
        var builder = Builder(width: width, height: height, fov: fov)
        let details: String
        switch kind {
        case .partialScreen: details = builder.screen(&r)
        case .flatWithClutter: details = builder.clutter(&r)
        case .printWithTableEdge: details = builder.print(&r)
        case .wallWithRelief:
            let ceiling = r.chance(0.3)
            if ceiling && r.chance(0.5) {
                sensor = ValidationSensor.draw(&r, trueDepth: true)
                if (width, height) == (256, 192) { (width, height) = (320, 240) }
                builder = Builder(width: width, height: height, fov: fov)
            }
            details = builder.wall(&r, ceiling: ceiling, maxDistance: sensor.trueDepth ? 1.4 : 4)
        case .outdoor: details = builder.outdoor(&r)
        case .room: details = builder.room(&r)
        case .shelf: details = builder.shelf(&r)
        case .corridor: details = builder.corridor(&r)
        case .closePerson:
            if r.chance(0.35) { sensor = ValidationSensor.draw(&r, trueDepth: true) }
            details = builder.person(&r, selfie: sensor.trueDepth)
        case .tableTop: details = builder.tableTop(&r)
        }
        let truth = builder.camera.render(builder.shapes)
        let (map, confidence) = sensor.capture(truth, width: width, height: height, random: &r)
        let c = builder.camera
        return LabelledScene(
            kind: kind, seed: seed, map: map, confidence: confidence,
            intrinsics: try! CameraIntrinsics(fx: c.fx, fy: c.fy, cx: c.cx, cy: c.cy),
            details: "\(width)x\(height), fov \(Int(fov * 180 / .pi))°, \(details); \(sensor)")
    }

    /// The labelled set: `perKind` seeds from `base` for every kind.
    public static func set(base: UInt64, perKind: Int) -> [(LabelledScene.Kind, UInt64)] {
        LabelledScene.Kind.allCases.flatMap { kind in (0..<UInt64(perKind)).map { (kind, base + $0) } }
    }
}

/// Builds one scene: the camera and its shapes.
private struct Builder {
    var camera: ValidationCamera
    var shapes: [ValidationShape] = []
    let width: Int, height: Int, fov: Double

    init(width: Int, height: Int, fov: Double) {
        self.width = width
        self.height = height
        self.fov = fov
        camera = Self.camera(width: width, height: height, fov: fov, at: SceneVector(0, 0, 0), yaw: 0, pitch: 0, roll: 0)
    }

    static func camera(width: Int, height: Int, fov: Double, at p: SceneVector, yaw: Double, pitch: Double, roll: Double) -> ValidationCamera {
        let fx = Double(width) / 2 / tan(fov / 2)
        return .looking(from: p, yaw: yaw, pitch: pitch, roll: roll, width: width, height: height, fx: fx, fy: fx,
                        cx: Double(width) / 2, cy: Double(height) / 2)
    }

    mutating func look(from p: SceneVector, yaw: Double, pitch: Double, roll: Double) {
        camera = Self.camera(width: width, height: height, fov: fov, at: p, yaw: yaw, pitch: pitch, roll: roll)
    }

    /// Where the ray through the frame point (`fx`, `fy`) in [0, 1]² meets the plane `y = level`.
    func onLevel(_ fx: Double, _ fy: Double, level: Double) -> SceneVector? {
        let d = camera.ray(Int(fx * Double(width - 1)), Int(fy * Double(height - 1)))
        guard abs(d.y) > 1e-9 else { return nil }
        let t = (level - camera.position.y) / d.y
        return t > 0 ? camera.position + d * t : nil
    }

    /// The share of a coarse grid of rays that hit `shape` first among `shapes + [shape]`.
    func coverage(of shape: ValidationShape) -> Double {
        var hits = 0, total = 0
        for j in 0..<24 {
            for i in 0..<32 {
                let d = camera.ray(Int((Double(i) + 0.5) / 32 * Double(width)), Int((Double(j) + 0.5) / 24 * Double(height)))
                total += 1
                guard let t = shape.hit(origin: camera.position, direction: d, minimum: 0.02) else { continue }
                if !shapes.contains(where: { ($0.hit(origin: camera.position, direction: d, minimum: 0.02) ?? .infinity) < t }) { hits += 1 }
            }
        }
        return Double(hits) / Double(total)
    }

    /// A surface facing the camera (at the origin, looking along +z) at `distance`, its normal tilted by
    /// `tilt` towards direction `direction`; returns its frame (c: the normal towards the camera).
    static func facing(distance: Double, tilt: Double, direction: Double) -> (center: SceneVector, frame: Frame3) {
        let n = SceneVector(sin(tilt) * cos(direction), sin(tilt) * sin(direction), -cos(tilt))
        let a = SceneVector(0, 1, 0).cross(n).normalized
        let b = n.cross(a)
        return (SceneVector(0, 0, distance), Frame3(a: a, b: b, c: n))
    }

    /// A rectangle of aspect `aspect` on the surface `(center, frame)`, scaled to cover `fill` of the view.
    mutating func fitted(center: SceneVector, frame: Frame3, aspect: Double, fill: Double) -> (half: Double, shape: ValidationShape) {
        var half = center.length * tan(fov / 2) * fill.squareRoot()
        var shape = ValidationShape.rectangle(center: center, frame: frame, halfA: half * aspect, halfB: half)
        for _ in 0..<6 {
            let got = coverage(of: shape)
            half *= min(1.6, max(0.6, (fill / max(got, 0.01)).squareRoot()))
            shape = .rectangle(center: center, frame: frame, halfA: half * aspect, halfB: half)
        }
        return (half, shape)
    }

    // MARK: Flat classes

    /// A screen filling 70–97 % of the view with its bezel and body, and a wall, a desk or a room beyond.
    mutating func screen(_ r: inout ValidationRandom) -> String {
        let distance = r.between(0.25, 1.5), tilt = r.between(0, 60) * .pi / 180, direction = r.between(0, 2 * .pi)
        look(from: SceneVector(0, 0, 0), yaw: 0, pitch: 0, roll: r.between(-0.25, 0.25))
        let (center, frame) = Self.facing(distance: distance, tilt: tilt, direction: direction)
        let surroundings = r.int(0, 2)
        let fill = r.between(0.7, 0.97), aspect = r.between(0.5, 1.9)
        let (half, glass) = fitted(center: center, frame: frame, aspect: aspect, fill: fill)
        // The room around lies beyond the screen's corners (a screen never passes through its wall or desk).
        let corners = [(-1.0, -1.0), (-1, 1), (1, -1), (1, 1)].map { center + frame.a * ($0.0 * half * aspect) + frame.b * ($0.1 * half) }
        shapes.append(.plane(point: SceneVector(0, 0, corners.map(\.z).max()! + r.between(0.1, 2.5)), normal: SceneVector(0, 0, -1)))
        if surroundings >= 1 { shapes.append(.plane(point: SceneVector(0, corners.map(\.y).min()! - r.between(0.05, 0.4), 0), normal: SceneVector(0, 1, 0))) }
        if surroundings == 2 {
            let side = r.sign()
            shapes.append(.plane(point: SceneVector(side * (corners.map { abs($0.x) }.max()! + r.between(0.2, 1.5)), 0, 0), normal: SceneVector(-side, 0, 0)))
            shapes.append(.plane(point: SceneVector(0, corners.map(\.y).max()! + r.between(0.2, 1), 0), normal: SceneVector(0, -1, 0)))
        }
        let bezel = r.between(0.004, 0.025), proud = r.between(0.0, 0.006), depth = r.between(0.006, 0.06)
        let n = frame.c
        for (offset, halfA, halfB) in [
            (frame.a * (half * aspect + bezel / 2), bezel / 2, half + bezel), (frame.a * -(half * aspect + bezel / 2), bezel / 2, half + bezel),
            (frame.b * (half + bezel / 2), half * aspect + bezel, bezel / 2), (frame.b * -(half + bezel / 2), half * aspect + bezel, bezel / 2),
        ] {
            shapes.append(.box(center: center + offset + n * ((proud - depth) / 2), frame: frame, half: SceneVector(halfA, halfB, (proud + depth) / 2 + 0.001)))
        }
        shapes.append(.box(center: center - n * (depth / 2 + 0.001), frame: frame, half: SceneVector(half * aspect, half, depth / 2)))
        shapes.append(glass)
        return "screen \(String(format: "%.2f", distance)) m tilt \(Int(tilt * 180 / .pi))° fill \(Int(fill * 100)) % surroundings \(surroundings)"
    }

    /// A wall, screen or print (or desk) covering 85–100 % of the view with small things, cables, a
    /// hand or fingers before it.
    mutating func clutter(_ r: inout ValidationRandom) -> String {
        let distance = r.between(0.3, 1.4), tilt = r.between(0, 50) * .pi / 180, direction = r.between(0, 2 * .pi)
        look(from: SceneVector(0, 0, 0), yaw: 0, pitch: 0, roll: r.between(-0.2, 0.2))
        let (center, frame) = Self.facing(distance: distance, tilt: tilt, direction: direction)
        let n = frame.c
        let bounded = r.chance(0.5)
        var fill = 1.0
        if bounded {
            fill = r.between(0.85, 0.97)
            let aspect = r.between(0.7, 1.6)
            let (half, surface) = fitted(center: center, frame: frame, aspect: aspect, fill: fill)
            let farthest = [-1.0, 1].flatMap { a in [-1.0, 1].map { b in (center + frame.a * (a * half * aspect) + frame.b * (b * half)).z } }.max()!
            shapes.append(.plane(point: SceneVector(0, 0, farthest + r.between(0.1, 1.5)), normal: SceneVector(0, 0, -1)))
            shapes.append(surface)
        } else {
            shapes.append(.plane(point: center, normal: n))
        }
        // Points of the surface in the view: where rays through the frame meet it.
        func onSurface(_ fx: Double, _ fy: Double) -> SceneVector {
            let d = camera.ray(Int(fx * Double(width - 1)), Int(fy * Double(height - 1)))
            let t = (center - camera.position).dot(n) / d.dot(n)
            return camera.position + d * t
        }
        let view = center.length * tan(fov / 2)
        var kinds: [String] = []
        for _ in 0..<r.weighted([(1, 3), (2, 2)]) {
            switch r.int(0, 3) {
            case 0:
                let count = r.int(1, 6)
                for _ in 0..<count {
                    let p = onSurface(r.between(0.1, 0.9), r.between(0.1, 0.9))
                    let h = r.between(0.003, 0.04), turn = r.between(0, .pi)
                    let a = frame.a * cos(turn) + frame.b * sin(turn), b = n.cross(a)
                    if r.chance(0.3) {
                        let l = r.between(0.08, 0.16), axis = a * (l / 2), radius = min(h, 0.008)
                        shapes.append(.cylinder(from: p + n * radius - axis, to: p + n * radius + axis, radius: radius))
                    } else {
                        let size = r.between(0.02, 0.15) * min(1, view / 0.4)
                        shapes.append(.box(center: p + n * (h / 2), frame: Frame3(a: a, b: b, c: n), half: SceneVector(size / 2, size * r.between(0.3, 1) / 2, h / 2)))
                    }
                }
                kinds.append("\(count) small things")
            case 1:
                var p = onSurface(r.chance(0.5) ? -0.2 : 1.2, r.between(0.1, 0.9))
                let radius = r.between(0.002, 0.006)
                var heading = (onSurface(0.5, 0.5) - p).normalized
                for _ in 0..<r.int(3, 8) {
                    let step = r.between(0.05, 0.2) * max(view, 0.3)
                    let turn = r.between(-0.6, 0.6)
                    heading = (heading * cos(turn) + n.cross(heading) * sin(turn)).normalized
                    let q = p + heading * step
                    shapes.append(.cylinder(from: p + n * radius, to: q + n * radius, radius: radius))
                    p = q
                }
                kinds.append("cable")
            case 2:
                // A hand hovering before the surface, its forearm leaving the view.
                let gap = r.between(0.04, min(0.3, distance * 0.5))
                let edge = r.int(0, 3)
                let along = r.between(0.2, 0.8), inward = r.between(0.15, 0.45)
                let (fx, fy) = [(inward, along), (1 - inward, along), (along, inward), (along, 1 - inward)][edge]
                let (ox, oy) = [(-0.6, along), (1.6, along), (along, -0.6), (along, 1.6)][edge]
                let hand = onSurface(fx, fy) + n * gap, outside = onSurface(ox, oy) + n * (gap + r.between(0, 0.15))
                let toward = (hand - outside).normalized
                let side = n.cross(toward).normalized
                shapes.append(.ellipsoid(center: hand, frame: Frame3(a: side, b: toward, c: n), radii: SceneVector(0.045, 0.055, 0.016)))
                for finger in 0..<4 {
                    let base = hand + toward * 0.045 + side * (Double(finger) - 1.5) * 0.019
                    shapes.append(.cylinder(from: base, to: base + toward * r.between(0.05, 0.08) - n * r.between(0, gap), radius: 0.008))
                }
                shapes.append(.cylinder(from: hand - toward * 0.04, to: outside, radius: r.between(0.028, 0.04)))
                kinds.append("hand \(Int(gap * 100)) cm")
            default:
                // Fingers at the frame's edge, holding the surface.
                let count = r.int(1, 4), edge = r.int(0, 3), along = r.between(0.2, 0.8)
                for finger in 0..<count {
                    let s = along + Double(finger) * 0.04
                    let (ix, iy) = [(0.08, s), (0.92, s), (s, 0.08), (s, 0.92)][edge]
                    let (ox, oy) = [(-0.1, s), (1.1, s), (s, -0.1), (s, 1.1)][edge]
                    let thickness = r.between(0.007, 0.011)
                    shapes.append(.cylinder(from: onSurface(ix, iy) + n * thickness, to: onSurface(ox, oy) + n * thickness, radius: thickness))
                }
                kinds.append("\(count) fingers")
            }
        }
        return "\(bounded ? "surface" : "wall") \(String(format: "%.2f", distance)) m tilt \(Int(tilt * 180 / .pi))° fill \(Int(fill * 100)) %, "
            + kinds.joined(separator: " + ")
    }

    /// A print on a table seen at 20–65° from the table's normal; the table's far edge and the floor or a
    /// wall beyond in up to 12 % of the view.
    mutating func print(_ r: inout ValidationRandom) -> String {
        let height = r.between(0.25, 0.8), fromNormal = r.between(20, 65) * .pi / 180
        look(from: SceneVector(0, height, 0), yaw: 0, pitch: -(.pi / 2 - fromNormal), roll: r.between(-0.2, 0.2))
        let beyondShare = r.chance(0.25) ? 0 : r.between(0.01, 0.12)
        let edge = onLevel(0.5, beyondShare, level: 0)?.z ?? 4
        let thickness = r.between(0.02, 0.04)
        let reach = beyondShare == 0 ? 30 : edge
        shapes.append(.box(center: SceneVector(0, -thickness / 2, reach / 2 - 1), frame: .yawed(r.between(-0.15, 0.15)), half: SceneVector(3, thickness / 2, reach / 2 + 1)))
        let floor = r.chance(0.5)
        if floor {
            shapes.append(.plane(point: SceneVector(0, -r.between(0.65, 0.8), 0), normal: SceneVector(0, 1, 0)))
        } else {
            shapes.append(.plane(point: SceneVector(0, 0, edge + r.between(0.05, 1.5)), normal: SceneVector(0, 0, -1)))
            shapes.append(.plane(point: SceneVector(0, -0.75, 0), normal: SceneVector(0, 1, 0)))
        }
        let paper = onLevel(0.5, 0.6, level: 0) ?? SceneVector(0, 0, 0.3)
        shapes.append(.box(center: paper + SceneVector(0, 0.0002, 0), frame: .yawed(r.between(-0.5, 0.5)), half: SceneVector(0.105, 0.0002, 0.15)))
        return "table \(String(format: "%.2f", height)) m below, \(Int(fromNormal * 180 / .pi))° from normal, edge \(String(format: "%.2f", edge)) m, beyond \(floor ? "floor" : "wall")"
    }

    /// A wall (or ceiling) at up to `maxDistance` with frames, switches, posters or light fittings.
    mutating func wall(_ r: inout ValidationRandom, ceiling: Bool, maxDistance: Double) -> String {
        let distance = r.between(0.4, maxDistance), tilt = r.between(0, 65) * .pi / 180, direction = r.between(0, 2 * .pi)
        look(from: SceneVector(0, 0, 0), yaw: 0, pitch: 0, roll: r.between(-0.3, 0.3))
        let (center, frame) = Self.facing(distance: distance, tilt: tilt, direction: direction)
        let n = frame.c
        shapes.append(.plane(point: center, normal: n))
        func onWall(_ fx: Double, _ fy: Double) -> SceneVector {
            let d = camera.ray(Int(fx * Double(width - 1)), Int(fy * Double(height - 1)))
            return camera.position + d * ((center - camera.position).dot(n) / d.dot(n))
        }
        let count = r.int(0, 6)
        for _ in 0..<count {
            let p = onWall(r.between(-0.1, 1.1), r.between(-0.1, 1.1))
            let proud: Double, w: Double, h: Double
            switch r.int(0, 3) {
            case 0: (proud, w, h) = (r.between(0.01, 0.03), r.between(0.2, 0.9), r.between(0.2, 0.7))
            case 1: (proud, w, h) = (r.between(0.004, 0.012), r.between(0.07, 0.14), r.between(0.07, 0.12))
            case 2: (proud, w, h) = (0.001, r.between(0.3, 1), r.between(0.4, 1.2))
            default: (proud, w, h) = (r.between(0.008, 0.028), r.between(0.1, 0.6), r.between(0.1, 0.6))
            }
            if ceiling && r.chance(0.3) {
                shapes.append(.cylinder(from: p, to: p + n * proud, radius: r.between(0.05, 0.08)))
            } else {
                shapes.append(.box(center: p + n * (proud / 2), frame: frame, half: SceneVector(w / 2, h / 2, proud / 2)))
            }
        }
        return "\(ceiling ? "ceiling" : "wall") \(String(format: "%.2f", distance)) m tilt \(Int(tilt * 180 / .pi))°, \(count) fittings"
    }

    // MARK: Real classes

    /// Ground, distant buildings, trees and a few things in range.
    mutating func outdoor(_ r: inout ValidationRandom) -> String {
        let eye = r.between(1.1, 1.8), pitch = -r.between(-3, 35) * .pi / 180
        look(from: SceneVector(0, eye, 0), yaw: 0, pitch: pitch, roll: r.between(-0.15, 0.15))
        let slope = r.between(-0.04, 0.04)
        shapes.append(.plane(point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, slope).normalized))
        let family = r.int(0, 2)
        var items = 0
        if family == 0 || family == 2 {
            for _ in 0..<r.int(1, 6) {
                let z = r.between(8, 80), x = r.between(-z, z), w = r.between(6, 30), h = r.between(5, 40)
                shapes.append(.box(center: SceneVector(x, h / 2, z), frame: .yawed(r.between(-0.6, 0.6)), half: SceneVector(w / 2, h / 2, r.between(4, 12))))
                items += 1
            }
        }
        if family >= 1 {
            for _ in 0..<r.int(2, 10) {
                let z = r.between(4, 45), x = r.between(-z, z) * 0.8
                let trunk = r.between(1.5, 3.5), crown = r.between(1.2, 3.5)
                shapes.append(.cylinder(from: SceneVector(x, -0.1, z), to: SceneVector(x, trunk, z), radius: r.between(0.1, 0.4)))
                shapes.append(.ellipsoid(center: SceneVector(x, trunk + crown * 0.8, z), frame: .world, radii: SceneVector(crown, crown * r.between(0.8, 1.4), crown)))
                items += 1
            }
        }
        let near = r.int(0, 3)
        for _ in 0..<near {
            let z = r.between(2.5, 7), x = r.between(-0.6, 0.6) * z
            if r.chance(0.5) {
                shapes.append(.cylinder(from: SceneVector(x, -1, z), to: SceneVector(x, r.between(0.8, 3.5), z), radius: r.between(0.04, 0.12)))
            } else {
                let h = r.between(0.4, 1.1)
                shapes.append(.box(center: SceneVector(x, (h - 1) / 2, z), frame: .yawed(r.between(0, .pi)), half: SceneVector(r.between(0.2, 1), (h + 1) / 2, r.between(0.2, 0.5))))
            }
        }
        return "outdoor eye \(String(format: "%.1f", eye)) m pitch \(Int(pitch * 180 / .pi))°, \(["buildings", "trees", "mixed"][family]) \(items), \(near) near"
    }

    /// A furnished room seen from inside.
    mutating func room(_ r: inout ValidationRandom) -> String {
        let w = r.between(2.6, 6), d = r.between(3, 7), h = r.between(2.3, 3)
        let eye = r.between(0.9, 1.7)
        look(from: SceneVector(r.between(-0.3, 0.3) * w, eye, 0.3), yaw: r.between(-0.6, 0.6), pitch: -r.between(-5, 30) * .pi / 180, roll: r.between(-0.1, 0.1))
        shapes += [
            .plane(point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0)), .plane(point: SceneVector(0, h, 0), normal: SceneVector(0, -1, 0)),
            .plane(point: SceneVector(-w / 2, 0, 0), normal: SceneVector(1, 0, 0)), .plane(point: SceneVector(w / 2, 0, 0), normal: SceneVector(-1, 0, 0)),
            .plane(point: SceneVector(0, 0, d), normal: SceneVector(0, 0, -1)), .plane(point: SceneVector(0, 0, -0.5), normal: SceneVector(0, 0, 1)),
        ]
        let count = r.int(2, 6)
        for _ in 0..<count {
            let x = r.between(-0.45, 0.45) * w, z = r.between(1, d - 0.4), turn = r.between(-0.4, 0.4)
            switch r.int(0, 3) {
            case 0:
                let top = r.between(0.45, 0.8), sx = r.between(0.3, 0.8), sz = r.between(0.3, 0.6)
                shapes.append(.box(center: SceneVector(x, top, z), frame: .yawed(turn), half: SceneVector(sx, 0.02, sz)))
                let f = Frame3.yawed(turn)
                for (a, b) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
                    let leg = SceneVector(x, 0, z) + f.a * (a * (sx - 0.04)) + f.c * (b * (sz - 0.04))
                    shapes.append(.cylinder(from: leg, to: leg + SceneVector(0, top, 0), radius: 0.025))
                }
            case 1:
                let hh = r.between(0.8, 2)
                shapes.append(.box(center: SceneVector(x, hh / 2, z), frame: .yawed(turn), half: SceneVector(r.between(0.3, 0.8), hh / 2, r.between(0.2, 0.35))))
            case 2:
                shapes.append(.box(center: SceneVector(x, 0.22, z), frame: .yawed(turn), half: SceneVector(r.between(0.7, 1.1), 0.22, 0.45)))
                shapes.append(.box(center: SceneVector(x, 0.55, z + 0.38), frame: .yawed(turn), half: SceneVector(r.between(0.7, 1.1), 0.35, 0.1)))
            default:
                shapes.append(.box(center: SceneVector(x, 0.25, z), frame: .yawed(turn), half: SceneVector(r.between(0.4, 0.8), 0.25, r.between(0.8, 1))))
            }
        }
        return "room \(String(format: "%.1f×%.1f×%.1f", w, d, h)) m, \(count) furniture"
    }

    /// A filled bookcase seen from 0.5–2 m.
    mutating func shelf(_ r: inout ValidationRandom) -> String {
        let distance = r.between(0.5, 2), depth = r.between(0.22, 0.4), width = r.between(0.8, 2.5)
        look(from: SceneVector(0, r.between(0.9, 1.6), 0), yaw: r.between(-0.4, 0.4), pitch: r.between(-0.3, 0.2), roll: r.between(-0.1, 0.1))
        let front = distance, back = distance + depth
        shapes.append(.plane(point: SceneVector(0, 0, back + r.between(0, 0.05)), normal: SceneVector(0, 0, -1)))
        shapes.append(.plane(point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0)))
        let spacing = r.between(0.25, 0.4)
        var books = 0
        var level = 0.05
        while level < 2.2 {
            shapes.append(.box(center: SceneVector(0, level, (front + back) / 2), frame: .world, half: SceneVector(width / 2, 0.01, depth / 2)))
            var x = -width / 2 + 0.02
            while x < width / 2 - 0.03 {
                let thick = r.between(0.015, 0.06)
                if r.chance(0.85) {
                    let h = min(r.between(0.15, 0.32), spacing - 0.03), bookDepth = r.between(0.12, depth)
                    shapes.append(.box(center: SceneVector(x + thick / 2, level + 0.01 + h / 2, back - bookDepth / 2), frame: .world,
                                       half: SceneVector(thick / 2 - 0.001, h / 2, bookDepth / 2)))
                    books += 1
                }
                x += thick
            }
            level += spacing
        }
        for side in [-1.0, 1.0] {
            shapes.append(.box(center: SceneVector(side * width / 2, 1.1, (front + back) / 2), frame: .world, half: SceneVector(0.01, 1.15, depth / 2)))
        }
        return "shelf \(String(format: "%.2f", distance)) m, \(String(format: "%.1f", width)) m wide, \(books) books"
    }

    /// A corridor with door frames, its far end near or beyond range.
    mutating func corridor(_ r: inout ValidationRandom) -> String {
        let w = r.between(1.1, 2.5), h = r.between(2.3, 3), length = r.between(4, 30)
        look(from: SceneVector(r.between(-0.25, 0.25) * w, r.between(1.2, 1.7), 0), yaw: r.between(-0.3, 0.3), pitch: r.between(-0.2, 0.1), roll: r.between(-0.08, 0.08))
        shapes += [
            .plane(point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0)), .plane(point: SceneVector(0, h, 0), normal: SceneVector(0, -1, 0)),
            .plane(point: SceneVector(-w / 2, 0, 0), normal: SceneVector(1, 0, 0)), .plane(point: SceneVector(w / 2, 0, 0), normal: SceneVector(-1, 0, 0)),
            .plane(point: SceneVector(0, 0, length), normal: SceneVector(0, 0, -1)),
        ]
        var z = r.between(1, 3), doors = 0
        while z < length - 1 {
            let side = r.sign(), doorWidth = r.between(0.8, 1)
            for edge in [z, z + doorWidth] {
                shapes.append(.box(center: SceneVector(side * w / 2, 1.05, edge), frame: .world, half: SceneVector(r.between(0.02, 0.08), 1.05, 0.04)))
            }
            z += doorWidth + r.between(1, 4)
            doors += 1
        }
        return "corridor \(String(format: "%.1f", w)) m wide, \(String(format: "%.1f", length)) m long, \(doors) doors"
    }

    /// A person 0.35–1.3 m away before a wall (a selfie with the front camera when `selfie`).
    mutating func person(_ r: inout ValidationRandom, selfie: Bool) -> String {
        let distance = selfie ? r.between(0.3, 0.7) : r.between(0.45, 1.3)
        let head = 1.6
        let wall = distance + r.between(0.3, 2.5)
        shapes.append(.plane(point: SceneVector(0, 0, wall), normal: SceneVector(0, 0, -1)))
        shapes.append(.ellipsoid(center: SceneVector(0, head, distance + 0.1), frame: .world, radii: SceneVector(0.075, 0.105, 0.095)))
        shapes.append(.cylinder(from: SceneVector(0, head - 0.25, distance + 0.1), to: SceneVector(0, head - 0.05, distance + 0.1), radius: 0.055))
        shapes.append(.ellipsoid(center: SceneVector(0, head - 0.5, distance + 0.12), frame: .yawed(r.between(-0.5, 0.5)), radii: SceneVector(0.2, 0.32, 0.12)))
        for side in [-1.0, 1.0] {
            let shoulder = SceneVector(side * 0.19, head - 0.3, distance + 0.12)
            shapes.append(.cylinder(from: shoulder, to: shoulder + SceneVector(side * r.between(0, 0.15), -0.55, r.between(-0.25, 0.05)), radius: 0.045))
        }
        let aim = selfie ? head : head - r.between(0, 0.35)
        look(from: SceneVector(r.between(-0.1, 0.1), aim + r.between(-0.1, 0.1), 0), yaw: r.between(-0.12, 0.12), pitch: r.between(-0.12, 0.12), roll: r.between(-0.2, 0.2))
        return "person \(String(format: "%.2f", distance)) m, wall \(String(format: "%.2f", wall)) m\(selfie ? ", selfie" : "")"
    }

    /// A table top from above at an angle with several objects (cups, bottles, boxes, fruit, books, a laptop).
    mutating func tableTop(_ r: inout ValidationRandom) -> String {
        let height = r.between(0.3, 0.9), fromNormal = r.between(15, 65) * .pi / 180
        look(from: SceneVector(0, height, 0), yaw: 0, pitch: -(.pi / 2 - fromNormal), roll: r.between(-0.2, 0.2))
        let edge = r.chance(0.4) ? (onLevel(0.5, r.between(0, 0.2), level: 0)?.z ?? 3) : 20
        shapes.append(.box(center: SceneVector(0, -0.015, edge / 2 - 1), frame: .world, half: SceneVector(3, 0.015, edge / 2 + 1)))
        shapes.append(.plane(point: SceneVector(0, -0.75, 0), normal: SceneVector(0, 1, 0)))
        let count = r.int(2, 7)
        var names: [String] = []
        for index in 0..<count {
            guard let p = onLevel(r.between(0.15, 0.85), r.between(0.25, 0.9), level: 0), p.z < edge - 0.05 else { continue }
            // The first two objects stand at least 6 cm tall.
            let choice = index < 2 ? r.int(0, 3) : r.int(0, 6)
            switch choice {
            case 0:
                let h = r.between(0.08, 0.13)
                shapes.append(.cylinder(from: p, to: p + SceneVector(0, h, 0), radius: r.between(0.035, 0.05)))
                names.append("cup")
            case 1:
                let h = r.between(0.18, 0.3)
                shapes.append(.cylinder(from: p, to: p + SceneVector(0, h, 0), radius: r.between(0.03, 0.045)))
                shapes.append(.cylinder(from: p + SceneVector(0, h, 0), to: p + SceneVector(0, h + 0.06, 0), radius: 0.013))
                names.append("bottle")
            case 2:
                let h = r.between(0.06, 0.22)
                shapes.append(.box(center: p + SceneVector(0, h / 2, 0), frame: .yawed(r.between(0, .pi)), half: SceneVector(r.between(0.03, 0.12), h / 2, r.between(0.03, 0.12))))
                names.append("box")
            case 3:
                let radius = r.between(0.035, 0.05)
                shapes.append(.ellipsoid(center: p + SceneVector(0, radius, 0), frame: .world, radii: SceneVector(radius, radius * 0.95, radius)))
                names.append("fruit")
            case 4:
                let h = r.between(0.02, 0.05)
                shapes.append(.box(center: p + SceneVector(0, h / 2, 0), frame: .yawed(r.between(0, .pi)), half: SceneVector(0.08, h / 2, 0.11)))
                names.append("book")
            case 5:
                let f = Frame3.yawed(r.between(-0.4, 0.4)), opening = r.between(0.3, 0.6)
                shapes.append(.box(center: p + SceneVector(0, 0.009, 0), frame: f, half: SceneVector(0.16, 0.009, 0.11)))
                let hinge = p + f.c * 0.11 + SceneVector(0, 0.018, 0)
                let up = (SceneVector(0, 1, 0) * cos(opening) + f.c * sin(opening)).normalized
                shapes.append(.box(center: hinge + up * 0.11, frame: Frame3(a: f.a, b: up, c: f.a.cross(up)), half: SceneVector(0.16, 0.11, 0.004)))
                names.append("laptop")
            default:
                shapes.append(.cylinder(from: p, to: p + SceneVector(0, r.between(0.09, 0.11), 0), radius: 0.04))
                shapes.append(.cylinder(from: p + SceneVector(0.045, 0.02, 0), to: p + SceneVector(0.045, 0.08, 0), radius: 0.012))
                names.append("mug")
            }
        }
        return "table \(String(format: "%.2f", height)) m below, \(Int(fromNormal * 180 / .pi))° from normal, " + names.joined(separator: ",")
    }
}
