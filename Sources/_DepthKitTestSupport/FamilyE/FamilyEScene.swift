import DepthKitCore
import Foundation

/// Validation family E (issue 27, fifth pass): a fourth generator, written after the fourth pass from
/// what each class is physically (not from the tuning, hold-out or validation recipes), run only as a
/// whole in the fifth pass and inspected scene by scene and tuned on in the sixth (a seen family since,
/// docs/VERDICT_VALIDATION.md). It shares the validation family's
/// ray-casting primitives (``ValidationShape``: planes, rectangles, boxes, ellipsoids, cylinders) and
/// random draws, and has its own cameras (a look-at pose; a third of the scenes held in portrait, rolled
/// 90° ± 12° in the landscape depth map), its own recipes (several families per class: screens on desks,
/// in the hand and on walls; hands, pens and cables before walls, screens and papers; walls from below and
/// tiled walls; streets, parks, fields, car parks and slopes; top-down, desk, dining and kitchen table
/// tops) and its own sensor (``FamilyESensor``: coarse spots spread by interpolation).
public enum FamilyEScene {
    /// The grids drawn from: the iPhone LiDAR grid three times as often as QVGA.
    public static let sensorSizes = [(256, 192), (256, 192), (256, 192), (320, 240)]

    /// Renders the scene of `kind` drawn from `seed` on one of `sizes`.
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        let salt = UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind)!) &+ 1
        var r = ValidationRandom(seed: (seed ^ 0x5EED_E000_0000_0000) &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xD1B5_4A32_D192_ED03)
        let (width, height) = sizes[r.int(0, sizes.count - 1)]
        var stage = FamilyEStage(width: width, height: height, fov: r.between(55, 75) * .pi / 180)
        var sensor = FamilyESensor.draw(&r)
        let details: String
        switch kind {
        case .partialScreen: details = stage.screen(&r)
        case .flatWithClutter: details = stage.clutter(&r)
        case .printWithTableEdge: details = stage.printOnTable(&r)
        case .wallWithRelief: details = stage.wall(&r)
        case .outdoor: details = stage.outdoor(&r)
        case .room: details = stage.room(&r)
        case .shelf: details = stage.shelf(&r)
        case .corridor: details = stage.corridor(&r)
        case .closePerson:
            let selfie = r.chance(0.3)
            if selfie { sensor = FamilyESensor.draw(&r, frontCamera: true) }
            details = stage.person(&r, selfie: selfie)
        case .tableTop: details = stage.tableTop(&r)
        }
        // A third of the captures are held in portrait: the landscape map shows the scene turned 90°.
        let portrait = r.chance(1.0 / 3)
        let roll = portrait ? r.sign() * (.pi / 2 + r.between(-0.2, 0.2)) : r.between(-0.12, 0.12)
        let camera = stage.camera(roll: roll)
        let truth = camera.render(stage.shapes)
        let (map, confidence) = sensor.capture(truth, width: width, height: height, random: &r)
        return LabelledScene(
            kind: kind, seed: seed, map: map, confidence: confidence,
            intrinsics: try! CameraIntrinsics(fx: camera.fx, fy: camera.fy, cx: camera.cx, cy: camera.cy),
            details: "\(width)x\(height)\(portrait ? " portrait" : ""), fov \(Int(stage.fov * 180 / .pi))°, \(details); \(sensor)")
    }
}

/// One scene under construction: an upright camera pose (rolled only when rendered) and the shapes.
private struct FamilyEStage {
    let width: Int, height: Int, fov: Double
    var eye = SceneVector(0, 0, 0)
    var target = SceneVector(0, 0, 1)
    var shapes: [ValidationShape] = []

    init(width: Int, height: Int, fov: Double) {
        self.width = width
        self.height = height
        self.fov = fov
    }

    /// The camera at `eye` looking at `target`, turned by `roll` about its axis.
    func camera(roll: Double) -> ValidationCamera {
        let forward = (target - eye).normalized
        let right = SceneVector(0, 1, 0).cross(forward).normalized, up = forward.cross(right)
        let turnedRight = right * cos(roll) + up * sin(roll), turnedUp = up * cos(roll) - right * sin(roll)
        let f = Double(width) / 2 / tan(fov / 2)
        return ValidationCamera(
            position: eye, axes: Frame3(a: turnedRight, b: turnedUp, c: forward), width: width, height: height,
            fx: f, fy: f, cx: Double(width) / 2, cy: Double(height) / 2)
    }

    /// Looks from `eye` `pitch` radians above the horizon (negative: down) and `yaw` about the vertical.
    mutating func look(from eye: SceneVector, pitch: Double, yaw: Double = 0) {
        self.eye = eye
        target = eye + SceneVector(sin(yaw) * cos(pitch), sin(pitch), cos(yaw) * cos(pitch))
    }

    /// Where the ray through the upright frame's point (`u`, `v`) ∈ [0, 1]² (v down) meets the plane
    /// through `point` with normal `normal`; `nil` behind the camera.
    func onPlane(_ u: Double, _ v: Double, point: SceneVector, normal: SceneVector) -> SceneVector? {
        let c = camera(roll: 0)
        let d = c.ray(Int(u * Double(width - 1)), Int(v * Double(height - 1)))
        let den = d.dot(normal)
        guard abs(den) > 1e-9 else { return nil }
        let t = (point - eye).dot(normal) / den
        return t > 0.05 ? eye + d * t : nil
    }

    /// The camera's upright axes: right, up, forward.
    var axes: Frame3 { camera(roll: 0).axes }

    /// Half the view's width and height at `distance` along the axis.
    func halfView(at distance: Double) -> (Double, Double) {
        let w = distance * tan(fov / 2)
        return (w, w * Double(height) / Double(width))
    }

    /// A surface facing the camera at `distance` on its axis, its normal turned `tilt` toward `direction`.
    func facing(distance: Double, tilt: Double, direction: Double) -> (center: SceneVector, frame: Frame3) {
        let k = axes
        let normal = (k.c * -cos(tilt) + k.a * (sin(tilt) * cos(direction)) + k.b * (sin(tilt) * sin(direction))).normalized
        let a = (k.b.cross(normal)).normalized
        return (eye + k.c * distance, Frame3(a: a, b: normal.cross(a), c: normal))
    }

    /// Something lying on or standing from the surface `(point, frame)` at the view point (`u`, `v`).
    func spot(_ u: Double, _ v: Double, on point: SceneVector, _ frame: Frame3) -> SceneVector {
        onPlane(u, v, point: point, normal: frame.c) ?? point
    }

    static func f2(_ x: Double) -> String { String(format: "%.2f", x) }
    static func deg(_ x: Double) -> Int { Int((x * 180 / .pi).rounded()) }

    // MARK: Flat classes

    /// A screen filling 70–97 % of the view: a monitor on a desk, a phone or tablet in the hand, a TV on a wall.
    mutating func screen(_ r: inout ValidationRandom) -> String {
        let family = r.int(0, 2)
        let distance = [r.between(0.4, 0.9), r.between(0.18, 0.4), r.between(1.2, 2.8)][family]
        look(from: SceneVector(0, 1.2, 0), pitch: r.between(-0.25, 0.15), yaw: r.between(-0.3, 0.3))
        let tilt = r.between(0, 55) * .pi / 180
        let (center, frame) = facing(distance: distance, tilt: tilt, direction: r.between(0, 2 * .pi))
        let (hw, hh) = halfView(at: distance)
        let fill = r.between(0.7, 0.97).squareRoot() / max(cos(tilt), 0.6).squareRoot()
        let halfA = hw * fill * r.between(0.9, 1.1), halfB = hh * fill * r.between(0.9, 1.1)
        let bezel = [r.between(0.005, 0.02), r.between(0.003, 0.01), r.between(0.01, 0.04)][family]
        let n = frame.c
        shapes.append(.rectangle(center: center + n * 0.001, frame: frame, halfA: halfA, halfB: halfB))
        shapes.append(.box(center: center - n * 0.01, frame: frame, half: SceneVector(halfA + bezel, halfB + bezel, 0.01)))
        let corners = [(-1.0, -1.0), (-1, 1), (1, -1), (1, 1)].map { center + frame.a * ($0.0 * halfA) + frame.b * ($0.1 * halfB) }
        let farthest = corners.map { ($0 - eye).dot(axes.c) }.max()!
        switch family {
        case 0:
            shapes.append(.plane(point: SceneVector(0, corners.map(\.y).min()! - r.between(0.02, 0.25), 0), normal: SceneVector(0, 1, 0)))
            shapes.append(.plane(point: eye + axes.c * (farthest + r.between(0.2, 1.2)), normal: axes.c * -1))
        case 1:
            // The hand holding it: a thumb over one side, the room far behind.
            let side = r.sign()
            let thumb = center + frame.a * (side * halfA) + frame.b * r.between(-0.5, 0.5) * halfB + n * 0.012
            shapes.append(.ellipsoid(center: thumb, frame: frame, radii: SceneVector(0.012, 0.03, 0.01)))
            shapes.append(.plane(point: eye + axes.c * (farthest + r.between(1, 5)), normal: axes.c * -1))
        default:
            shapes.append(.plane(point: center - n * r.between(0.04, 0.1), normal: n))
        }
        return ["monitor", "handheld", "tv"][family] + " \(Self.f2(distance)) m tilt \(Self.deg(tilt))°"
    }

    /// A wall, screen or paper filling (nearly) the view with a hand, pens, a cable or an object's edge.
    mutating func clutter(_ r: inout ValidationRandom) -> String {
        let onDesk = r.chance(0.4)
        let distance = onDesk ? r.between(0.3, 0.7) : r.between(0.35, 1.3)
        if onDesk {
            look(from: SceneVector(0, distance, 0), pitch: -r.between(50, 89) * .pi / 180)
        } else {
            look(from: SceneVector(0, 1.3, 0), pitch: r.between(-0.3, 0.3))
        }
        let (center, frame): (SceneVector, Frame3)
        if onDesk {
            let hit = onPlane(0.5, 0.5, point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0)) ?? SceneVector(0, 0, 0.3)
            center = hit
            frame = Frame3(a: SceneVector(1, 0, 0), b: SceneVector(0, 0, -1), c: SceneVector(0, 1, 0))
        } else {
            (center, frame) = facing(distance: distance, tilt: r.between(0, 45) * .pi / 180, direction: r.between(0, 2 * .pi))
        }
        let n = frame.c
        if r.chance(0.5) {
            shapes.append(.plane(point: center, normal: n))
        } else {
            // A bounded sheet (paper, screen, board) over 85–97 % of the view, the wall or desk just behind.
            let reach = (center - eye).length
            let (hw, hh) = halfView(at: reach), s = r.between(0.85, 0.97).squareRoot()
            shapes.append(.rectangle(center: center + n * 0.002, frame: frame, halfA: hw * s * 1.05, halfB: hh * s * 1.05))
            shapes.append(.plane(point: center - n * r.between(0.005, 0.4), normal: n))
        }
        var things: [String] = []
        for _ in 0..<r.int(1, 3) {
            switch r.int(0, 4) {
            case 0:
                // A hand and forearm reaching in from a border, hovering or resting.
                let lift = r.chance(0.4) ? 0.015 : r.between(0.04, 0.25)
                let palm = spot(r.between(0.2, 0.8), r.between(0.2, 0.8), on: center, frame) + n * lift
                let entry = spot(r.chance(0.5) ? -0.3 : 1.3, r.between(0.2, 0.8), on: center, frame) + n * (lift + r.between(0, 0.1))
                shapes.append(.ellipsoid(center: palm, frame: frame, radii: SceneVector(0.045, 0.05, 0.015)))
                shapes.append(.cylinder(from: palm, to: entry, radius: r.between(0.03, 0.04)))
                for k in 0..<4 {
                    let base = palm + (palm - entry).normalized * 0.04 + frame.a * (Double(k) - 1.5) * 0.018
                    shapes.append(.cylinder(from: base, to: base + (palm - entry).normalized * r.between(0.05, 0.08), radius: 0.008))
                }
                things.append(lift < 0.02 ? "resting hand" : "hand \(Int(lift * 100)) cm")
            case 1:
                for _ in 0..<r.int(1, 3) {
                    let p = spot(r.between(0.1, 0.9), r.between(0.1, 0.9), on: center, frame)
                    let turn = r.between(0, .pi), length = r.between(0.1, 0.16), radius = r.between(0.004, 0.006)
                    let along = frame.a * cos(turn) + frame.b * sin(turn)
                    shapes.append(.cylinder(from: p + n * radius - along * (length / 2), to: p + n * radius + along * (length / 2), radius: radius))
                }
                things.append("pens")
            case 2:
                // A cable running from a border in a few straight pieces, lying on the surface.
                var p = spot(r.chance(0.5) ? -0.2 : 1.2, r.between(0.1, 0.9), on: center, frame)
                let radius = r.between(0.002, 0.004)
                for _ in 0..<r.int(3, 6) {
                    let q = spot(r.between(0.1, 0.9), r.between(0.1, 0.9), on: center, frame)
                    shapes.append(.cylinder(from: p + n * radius, to: q + n * radius, radius: radius))
                    p = q
                }
                things.append("cable")
            case 3:
                // The edge of an object standing in a corner, mostly outside the view.
                let p = spot(r.chance(0.5) ? -0.02 : 1.02, r.chance(0.5) ? -0.02 : 1.02, on: center, frame)
                let h = r.between(0.04, 0.12), radius = r.between(0.04, 0.08)
                shapes.append(.cylinder(from: p, to: p + n * h, radius: radius))
                things.append("corner object")
            default:
                for _ in 0..<r.int(2, 5) {
                    let p = spot(r.between(0.1, 0.9), r.between(0.1, 0.9), on: center, frame)
                    shapes.append(.box(center: p + n * 0.004, frame: frame, half: SceneVector(r.between(0.01, 0.04), r.between(0.01, 0.04), 0.004)))
                }
                things.append("notes")
            }
        }
        return (onDesk ? "desk" : "wall") + " \(Self.f2(distance)) m, " + things.joined(separator: ",")
    }

    /// A print on a table seen 20–68° from the table's normal, the floor or a wall beyond the far edge.
    mutating func printOnTable(_ r: inout ValidationRandom) -> String {
        let above = r.between(0.3, 0.7), fromNormal = r.between(20, 68) * .pi / 180
        look(from: SceneVector(0, above, 0), pitch: -(.pi / 2 - fromNormal))
        let beyondShare = r.chance(0.3) ? 0 : r.between(0.02, 0.12)
        let edge = beyondShare == 0 ? 40 : (onPlane(0.5, beyondShare, point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0))?.z ?? 3)
        shapes.append(.box(center: SceneVector(0, -0.02, edge / 2 - 2), frame: .world, half: SceneVector(4, 0.02, edge / 2 + 2)))
        let wall = r.chance(0.5)
        shapes.append(wall ? .plane(point: SceneVector(0, 0, edge + r.between(0.1, 2)), normal: SceneVector(0, 0, -1))
                           : .plane(point: SceneVector(0, -r.between(0.7, 0.8), 0), normal: SceneVector(0, 1, 0)))
        let paper = onPlane(0.5, 0.6, point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0)) ?? SceneVector(0, 0, 0.4)
        shapes.append(.box(center: paper + SceneVector(0, 0.0003, 0), frame: .yawed(r.between(-0.6, 0.6)), half: SceneVector(0.105, 0.0003, 0.148)))
        return "print \(Self.f2(above)) m above, \(Self.deg(fromNormal))° from normal, \(Int(beyondShare * 100)) % beyond \(wall ? "wall" : "floor")"
    }

    /// A wall or ceiling 0.5–4 m away, 0–70° oblique, with frames, switches, posters, sockets or tiles.
    mutating func wall(_ r: inout ValidationRandom) -> String {
        let family = r.int(0, 3)
        let distance = r.between(0.5, 4)
        switch family {
        case 1: look(from: SceneVector(0, r.between(1, 1.7), 0), pitch: r.between(20, 60) * .pi / 180)
        case 2: look(from: SceneVector(0, r.between(1, 1.7), 0), pitch: r.between(60, 89) * .pi / 180)
        default: look(from: SceneVector(0, r.between(1, 1.7), 0), pitch: r.between(-0.3, 0.3), yaw: r.between(-0.5, 0.5))
        }
        let tilt = r.between(0, family == 1 ? 40 : 65) * .pi / 180
        let (center, frame) = facing(distance: family == 2 ? min(distance, 2.5) : distance, tilt: tilt, direction: r.between(0, 2 * .pi))
        let n = frame.c
        shapes.append(.plane(point: center, normal: n))
        var count = 0
        if family == 3 {
            let tile = r.between(0.1, 0.3), proud = r.between(0.002, 0.006)
            for i in -8...8 {
                for j in -6...6 {
                    let p = center + frame.a * (Double(i) * tile) + frame.b * (Double(j) * tile)
                    shapes.append(.box(center: p + n * (proud / 2), frame: frame, half: SceneVector(tile / 2 - 0.003, tile / 2 - 0.003, proud / 2)))
                }
            }
            count = 221
        } else {
            count = r.int(0, 7)
            for _ in 0..<count {
                let p = spot(r.between(-0.1, 1.1), r.between(-0.1, 1.1), on: center, frame)
                let proud = r.between(0.001, 0.03)
                if family == 2 && r.chance(0.5) {
                    shapes.append(.cylinder(from: p, to: p + n * proud, radius: r.between(0.04, 0.15)))
                } else {
                    shapes.append(.box(center: p + n * (proud / 2), frame: frame, half: SceneVector(r.between(0.04, 0.5), r.between(0.04, 0.5), proud / 2)))
                }
            }
        }
        return ["wall", "wall from below", "ceiling", "tiled wall"][family] + " \(Self.f2(distance)) m tilt \(Self.deg(tilt))°, \(count) items"
    }

    // MARK: Real classes

    /// Outdoors from 1.2–1.8 m: a street, a park, an open field, a car park or a slope.
    mutating func outdoor(_ r: inout ValidationRandom) -> String {
        let family = r.int(0, 4)
        let eye = r.between(1.2, 1.8), pitch = -r.between(-5, 35) * .pi / 180
        look(from: SceneVector(0, eye, 0), pitch: pitch, yaw: r.between(-0.4, 0.4))
        let slope = family == 4 ? r.between(-0.18, 0.18) : r.between(-0.02, 0.02)
        shapes.append(.plane(point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, -slope).normalized))
        func ground(_ z: Double) -> Double { slope * z }
        switch family {
        case 0:
            let half = r.between(4, 12)
            for side in [-1.0, 1.0] {
                var z = r.between(2, 10)
                while z < 120 {
                    let depth = r.between(8, 25), h = r.between(6, 30)
                    shapes.append(.box(center: SceneVector(side * (half + 5), h / 2, z + depth / 2), frame: .world, half: SceneVector(5, h / 2, depth / 2)))
                    z += depth + r.between(0, 6)
                }
            }
            for _ in 0..<r.int(0, 4) {
                let z = r.between(4, 30), x = r.between(-half + 1, half - 1)
                shapes.append(.box(center: SceneVector(x, 0.75 + ground(z), z), frame: .yawed(r.between(-0.2, 0.2)), half: SceneVector(0.9, 0.75, 2.2)))
            }
        case 1:
            for _ in 0..<r.int(3, 12) {
                let z = r.between(3, 60), x = r.between(-0.9, 0.9) * z, trunk = r.between(1.5, 4), crown = r.between(1.5, 4)
                shapes.append(.cylinder(from: SceneVector(x, ground(z) - 0.2, z), to: SceneVector(x, ground(z) + trunk, z), radius: r.between(0.12, 0.4)))
                shapes.append(.ellipsoid(center: SceneVector(x, ground(z) + trunk + crown * 0.7, z), frame: .world, radii: SceneVector(crown, crown, crown)))
            }
            if r.chance(0.5) {
                let z = r.between(2.5, 6), x = r.between(-1.5, 1.5)
                shapes.append(.box(center: SceneVector(x, ground(z) + 0.45, z), frame: .yawed(r.between(-1, 1)), half: SceneVector(0.8, 0.45, 0.3)))
            }
        case 2:
            // An open field: the ground to the horizon, one or two things standing somewhere.
            for _ in 0..<r.int(1, 2) {
                let z = r.between(3, 25), x = r.between(-0.5, 0.5) * z
                shapes.append(.cylinder(from: SceneVector(x, ground(z) - 0.2, z), to: SceneVector(x, ground(z) + r.between(1, 2.5), z), radius: r.between(0.05, 0.25)))
            }
            if r.chance(0.5) { shapes.append(.box(center: SceneVector(r.between(-40, 40), 8, r.between(80, 200)), frame: .world, half: SceneVector(30, 8, 10))) }
        case 3:
            for _ in 0..<r.int(3, 10) {
                let z = r.between(3, 25), x = r.between(-0.8, 0.8) * z
                shapes.append(.box(center: SceneVector(x, ground(z) + 0.75, z), frame: .yawed(r.sign() > 0 ? 0 : .pi / 2), half: SceneVector(0.9, 0.75, 2.3)))
            }
            for _ in 0..<r.int(0, 3) {
                let z = r.between(4, 20), x = r.between(-0.8, 0.8) * z
                shapes.append(.cylinder(from: SceneVector(x, ground(z), z), to: SceneVector(x, ground(z) + 5, z), radius: 0.08))
            }
        default:
            for _ in 0..<r.int(2, 8) {
                let z = r.between(4, 50), x = r.between(-0.9, 0.9) * z, h = r.between(2, 9)
                shapes.append(.ellipsoid(center: SceneVector(x, ground(z) + h / 2, z), frame: .world, radii: SceneVector(h / 2, h / 2, h / 2)))
            }
        }
        return ["street", "park", "field", "car park", "slope"][family] + " eye \(Self.f2(eye)) m pitch \(Self.deg(pitch))°"
    }

    /// A room: floor, walls, ceiling and furniture, seen from standing or sitting height.
    mutating func room(_ r: inout ValidationRandom) -> String {
        let w = r.between(3, 6.5), d = r.between(3, 7), h = r.between(2.3, 3.2)
        look(from: SceneVector(r.between(-0.3, 0.3) * w, r.between(1, 1.7), 0.2), pitch: -r.between(0, 30) * .pi / 180, yaw: r.between(-0.7, 0.7))
        shapes += [
            .plane(point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0)), .plane(point: SceneVector(0, h, 0), normal: SceneVector(0, -1, 0)),
            .plane(point: SceneVector(-w / 2, 0, 0), normal: SceneVector(1, 0, 0)), .plane(point: SceneVector(w / 2, 0, 0), normal: SceneVector(-1, 0, 0)),
            .plane(point: SceneVector(0, 0, d), normal: SceneVector(0, 0, -1)), .plane(point: SceneVector(0, 0, -1), normal: SceneVector(0, 0, 1)),
        ]
        let count = r.int(1, 5)
        for _ in 0..<count {
            let x = r.between(-0.4, 0.4) * w, z = r.between(1.2, d - 0.5), turn = r.between(-0.5, 0.5)
            let sx = r.between(0.3, 1), sy = r.between(0.2, 1), sz = r.between(0.25, 0.6)
            shapes.append(.box(center: SceneVector(x, sy, z), frame: .yawed(turn), half: SceneVector(sx, sy, sz)))
        }
        return "room \(Self.f2(w))×\(Self.f2(d)) m, \(count) pieces"
    }

    /// Shelves with books and things at 0.6–2 m.
    mutating func shelf(_ r: inout ValidationRandom) -> String {
        let distance = r.between(0.6, 2), depth = r.between(0.25, 0.45), width = r.between(0.7, 2.4)
        look(from: SceneVector(0, r.between(1, 1.6), 0), pitch: r.between(-0.35, 0.2), yaw: r.between(-0.35, 0.35))
        shapes.append(.plane(point: SceneVector(0, 0, distance + depth), normal: SceneVector(0, 0, -1)))
        shapes.append(.plane(point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0)))
        var y = r.between(0.05, 0.3), items = 0
        while y < 2.2 {
            shapes.append(.box(center: SceneVector(0, y, distance + depth / 2), frame: .world, half: SceneVector(width / 2, 0.012, depth / 2)))
            var x = -width / 2
            while x < width / 2 - 0.05 {
                if r.chance(0.8) {
                    let w = r.between(0.02, 0.05), hh = r.between(0.15, 0.3), dd = r.between(0.12, depth - 0.02)
                    shapes.append(.box(center: SceneVector(x + w / 2, y + hh / 2, distance + depth - dd / 2), frame: .world, half: SceneVector(w / 2 - 0.001, hh / 2, dd / 2)))
                    items += 1
                    x += w
                } else {
                    x += r.between(0.05, 0.2)
                }
            }
            y += r.between(0.3, 0.42)
        }
        return "shelf \(Self.f2(distance)) m, \(items) items"
    }

    /// A corridor: floor, walls, ceiling, recessed doors and a far end at 3–25 m.
    mutating func corridor(_ r: inout ValidationRandom) -> String {
        let w = r.between(1.2, 2.6), h = r.between(2.3, 3), length = r.between(3, 25)
        look(from: SceneVector(r.between(-0.3, 0.3) * w, r.between(1.1, 1.7), 0), pitch: r.between(-0.25, 0.1), yaw: r.between(-0.35, 0.35))
        shapes += [
            .plane(point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0)), .plane(point: SceneVector(0, h, 0), normal: SceneVector(0, -1, 0)),
            .plane(point: SceneVector(-w / 2, 0, 0), normal: SceneVector(1, 0, 0)), .plane(point: SceneVector(w / 2, 0, 0), normal: SceneVector(-1, 0, 0)),
            .plane(point: SceneVector(0, 0, length), normal: SceneVector(0, 0, -1)),
        ]
        var z = r.between(0.8, 3)
        while z < length - 1 {
            // A door recess: a dark box cut into the wall is drawn as a frame standing proud of it.
            shapes.append(.box(center: SceneVector(r.sign() * w / 2, 1.05, z), frame: .world, half: SceneVector(0.06, 1.05, r.between(0.4, 0.5))))
            z += r.between(1.5, 4)
        }
        return "corridor \(Self.f2(w)) m wide, \(Self.f2(length)) m long"
    }

    /// A person 0.4–1.2 m away (0.25–0.6 m for a selfie) before a wall or room.
    mutating func person(_ r: inout ValidationRandom, selfie: Bool) -> String {
        let distance = selfie ? r.between(0.25, 0.6) : r.between(0.4, 1.2)
        let behind = distance + r.between(0.4, 3)
        let head = 1.6
        look(from: SceneVector(r.between(-0.08, 0.08), head - (selfie ? 0 : r.between(0, 0.3)), 0), pitch: r.between(-0.1, 0.1))
        shapes.append(.plane(point: SceneVector(0, 0, behind), normal: SceneVector(0, 0, -1)))
        shapes.append(.plane(point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0)))
        shapes.append(.ellipsoid(center: SceneVector(0, head, distance + 0.1), frame: .world, radii: SceneVector(0.08, 0.11, 0.1)))
        shapes.append(.cylinder(from: SceneVector(0, head - 0.3, distance + 0.1), to: SceneVector(0, head - 0.05, distance + 0.1), radius: 0.055))
        shapes.append(.box(center: SceneVector(0, head - 0.6, distance + 0.12), frame: .yawed(r.between(-0.4, 0.4)), half: SceneVector(0.2, 0.35, 0.11)))
        return "person \(Self.f2(distance)) m, background \(Self.f2(behind)) m" + (selfie ? ", selfie" : "")
    }

    /// A table top with things on it: from straight above, a desk, a dining table or a kitchen counter.
    mutating func tableTop(_ r: inout ValidationRandom) -> String {
        let family = r.int(0, 3)
        let above = r.between(0.35, 0.9)
        let fromNormal = (family == 0 ? r.between(0, 20) : r.between(20, 60)) * .pi / 180
        look(from: SceneVector(0, above, 0), pitch: -(.pi / 2 - max(fromNormal, 0.01)))
        let far = family == 0 ? 30 : r.chance(0.5) ? r.between(0.8, 1.6) : 30
        shapes.append(.box(center: SceneVector(0, -0.02, far / 2 - 1.5), frame: .world, half: SceneVector(3, 0.02, far / 2 + 1.5)))
        shapes.append(.plane(point: SceneVector(0, -0.75, 0), normal: SceneVector(0, 1, 0)))
        if far < 30 && family == 3 { shapes.append(.plane(point: SceneVector(0, 0, far), normal: SceneVector(0, 0, -1))) }
        var names: [String] = []
        for index in 0..<r.int(2, 6) {
            guard let p = onPlane(r.between(0.1, 0.9), r.between(0.15, 0.95), point: SceneVector(0, 0, 0), normal: SceneVector(0, 1, 0)), p.z < far - 0.05 else { continue }
            // At least one thing stands 6 cm or more; dining tables add plates.
            let pick = index == 0 ? r.int(0, 2) : family == 2 ? r.int(0, 4) : r.int(0, 3)
            switch pick {
            case 0:
                let h = r.between(0.07, 0.14)
                shapes.append(.cylinder(from: p, to: p + SceneVector(0, h, 0), radius: r.between(0.03, 0.05)))
                names.append("cup")
            case 1:
                let h = family == 3 ? r.between(0.18, 0.32) : r.between(0.06, 0.2)
                shapes.append(.box(center: p + SceneVector(0, h / 2, 0), frame: .yawed(r.between(0, .pi)), half: SceneVector(r.between(0.04, 0.14), h / 2, r.between(0.04, 0.12))))
                names.append(family == 3 ? "appliance" : "box")
            case 2:
                let h = r.between(0.2, 0.32)
                shapes.append(.cylinder(from: p, to: p + SceneVector(0, h, 0), radius: r.between(0.03, 0.045)))
                names.append("bottle")
            case 3:
                let radius = r.between(0.035, 0.06)
                shapes.append(.ellipsoid(center: p + SceneVector(0, radius * 0.9, 0), frame: .world, radii: SceneVector(radius, radius * 0.9, radius)))
                names.append("fruit")
            default:
                shapes.append(.cylinder(from: p, to: p + SceneVector(0, 0.02, 0), radius: r.between(0.1, 0.14)))
                names.append("plate")
            }
        }
        return ["top-down", "desk", "dining", "counter"][family] + " \(Self.f2(above)) m above, \(Self.deg(fromNormal))° from normal, " + names.joined(separator: ",")
    }
}
