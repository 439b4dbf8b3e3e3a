import Foundation
import DepthKitCore

/// The hold-out family (issue 27): labelled captures of the same ten classes as ``LabelledScene``, drawn by
/// a generator written separately from the tuning one and never used to choose a threshold. It shares
/// nothing with the tuning generator but the class names: its own renderer (``TriangleRasterizer``:
/// triangle meshes, z-up world, look-at camera with its own `fx`, `fy` and principal point), its own
/// parameterisation of every class (camera heights, look-at targets, sizes as shares of the view) and its
/// own sensor model (``HoldOutSensor``). The same class and seed always give the same map.
public enum HoldOutScene {
    typealias P = TriangleRasterizer.Point

    /// The sensor grids: iPhone LiDAR most of the time.
    public static let sensorSizes = [(256, 192), (256, 192), (256, 192), (320, 240), (640, 480)]

    /// Renders the hold-out scene of `kind` and `seed`; `sizes` limits the grids drawn from.
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        var r = SplitMix64(seed: (seed &+ 0x4F55_5453_4944_4521) &* 0xA24B_AED4_963E_E407 ^ UInt64(kind.rawValue.utf8.count &* 7919))
        let (width, height) = r.pick(sizes)
        let fov = r.uniform(58...72) * .pi / 180
        let fx = Double(width) / 2 / tan(fov / 2), fy = fx * r.uniform(0.98...1.02)
        let cx = Double(width - 1) / 2 + r.uniform(-3...3), cy = Double(height - 1) / 2 + r.uniform(-3...3)
        var scene = Stage(width: width, height: height, fx: fx, fy: fy, cx: cx, cy: cy)
        let details = scene.build(kind, &r)
        let sensor = HoldOutSensor.draw(&r, width: width, outdoor: kind == .outdoor)
        let (map, confidence) = sensor.capture(scene.raster.depth, width: width, height: height, &r)
        // fx, cx, cy come from the drawn grid and field of view: valid by construction.
        let intrinsics = try! CameraIntrinsics(fx: fx, fy: fy, cx: cx, cy: cy)
        return LabelledScene(
            kind: kind, seed: seed, map: map, confidence: confidence, intrinsics: intrinsics,
            details: "hold-out \(width)x\(height), fov \(Int(fov * 180 / .pi))°, \(details); \(sensor)")
    }

    /// `perKind` scenes of every class, seeds `base…`.
    public static func set(base: UInt64, perKind: Int, sizes: [(Int, Int)] = sensorSizes) -> [(LabelledScene.Kind, UInt64)] {
        LabelledScene.Kind.allCases.flatMap { kind in (0..<UInt64(perKind)).map { (kind, base + $0) } }
    }
}

/// One hold-out scene being built: the camera, the raster, and the class recipes.
struct Stage {
    typealias P = TriangleRasterizer.Point
    let width: Int, height: Int, fx: Double, fy: Double, cx: Double, cy: Double
    var raster: TriangleRasterizer

    init(width: Int, height: Int, fx: Double, fy: Double, cx: Double, cy: Double) {
        self.width = width
        self.height = height
        self.fx = fx
        self.fy = fy
        self.cx = cx
        self.cy = cy
        raster = TriangleRasterizer(width: width, height: height, fx: fx, fy: fy, cx: cx, cy: cy,
                                    pose: .init(eye: P(0, 0, 1), target: P(0, 1, 1), roll: 0))
    }

    /// Starts a new raster with the camera at `eye` looking at `target`.
    mutating func look(from eye: P, at target: P, roll: Double) {
        raster = TriangleRasterizer(width: width, height: height, fx: fx, fy: fy, cx: cx, cy: cy,
                                    pose: .init(eye: eye, target: target, roll: roll))
    }

    /// The world point seen at pixel fraction `(a, b)` (0…1 across, 0…1 down) at camera depth `z`.
    func seen(_ a: Double, _ b: Double, depth z: Double) -> P {
        let u = a * Double(width - 1), v = b * Double(height - 1)
        return raster.pose.world(P((u - cx) / fx * z, (v - cy) / fy * z, z))
    }

    /// Half extents of the view at camera depth `z`, metres.
    func halfView(_ z: Double) -> (Double, Double) { (Double(width) / 2 / fx * z, Double(height) / 2 / fy * z) }

    static func radians(_ d: Double) -> Double { d * .pi / 180 }
    static func f(_ v: Double) -> String { String(format: "%.2f", v) }

    /// A flat panel facing the camera at `distance`, turned by `yaw` and `pitch` (radians): its centre and
    /// in-plane unit axes.
    func panel(distance: Double, yaw: Double, pitch: Double, offset: (Double, Double) = (0, 0)) -> (P, P, P) {
        let pose = raster.pose
        let centre = seen(0.5 + offset.0, 0.5 + offset.1, depth: distance)
        let u0 = pose.right * cos(yaw) + pose.forward * sin(yaw)
        let n0 = pose.forward * cos(yaw) - pose.right * sin(yaw)
        let v = pose.down * cos(pitch) + n0 * sin(pitch)
        return (centre, u0, v)
    }

    mutating func build(_ kind: LabelledScene.Kind, _ r: inout SplitMix64) -> String {
        switch kind {
        case .partialScreen: screen(&r)
        case .flatWithClutter: clutter(&r)
        case .printWithTableEdge: printOnTable(&r)
        case .wallWithRelief: wall(&r)
        case .outdoor: outdoor(&r)
        case .room: room(&r)
        case .shelf: shelf(&r)
        case .corridor: corridor(&r)
        case .closePerson: person(&r)
        case .tableTop: tableTop(&r)
        }
    }

    /// Rebuilds with `scale` until the meshes `subject` cover `target` of the view (four secant steps).
    mutating func fit(target: Double, _ make: (inout Stage, Double) -> Set<Int>) -> Double {
        var scale = 1.0, share = 0.0
        for _ in 0..<5 {
            let saved = raster.pose
            raster = TriangleRasterizer(width: width, height: height, fx: fx, fy: fy, cx: cx, cy: cy, pose: saved)
            share = raster.share(of: make(&self, scale))
            guard share > 0 else { scale *= 2; continue }
            scale *= (target / share).squareRoot()
        }
        let saved = raster.pose
        raster = TriangleRasterizer(width: width, height: height, fx: fx, fy: fy, cx: cx, cy: cy, pose: saved)
        return raster.share(of: make(&self, scale))
    }

    // MARK: flat classes

    mutating func screen(_ r: inout SplitMix64) -> String {
        look(from: P(0, 0, 1.3), at: P(r.uniform(-0.2...0.2), 1, 1.3 + r.uniform(-0.3...0.1)), roll: Self.radians(r.uniform(-8...8)))
        let d = r.uniform(0.25...1.2), yaw = Self.radians(r.uniform(-55...55)), pitch = Self.radians(r.uniform(-35...35))
        let aspect = r.pick([1.78, 1.33, 1.6, 0.46, 2.17]), target = r.uniform(0.65...0.98)
        let gap = r.uniform(0.1...1.5), setting = r.integer(0...2), bezel = r.chance(0.5) ? r.uniform(0.004...0.015) : 0
        let (c, u, v) = panel(distance: d, yaw: yaw, pitch: pitch, offset: (r.uniform(-0.08...0.08), r.uniform(-0.08...0.08)))
        let normal = u.cross(v).normalized
        let share = fit(target: target) { stage, scale in
            let (hx, _) = stage.halfView(d)
            let a = hx * scale, b = a / aspect
            var subject: Set<Int> = [stage.raster.draw(Mesh.quad(c - u * a - v * b, u * (2 * a), v * (2 * b), cells: 4))]
            if bezel > 0 {
                let rim = 0.03 * a
                for (o, du, dv) in [(c - u * a - v * b, u * (2 * a), v * rim), (c - u * a + v * (b - rim), u * (2 * a), v * rim),
                                    (c - u * a - v * b, u * rim, v * (2 * b)), (c + u * (a - rim) - v * b, u * rim, v * (2 * b))] {
                    subject.insert(stage.raster.draw(Mesh.quad(o - normal * bezel, du, dv)))
                }
            }
            let back = c + normal * gap
            stage.raster.draw(Mesh.quad(back - u * 30 - v * 30, u * 60, v * 60, cells: 6))
            if setting >= 1 {
                // A desk under the screen, and for a room, furniture and side walls.
                let deskTop = c + v * (b + 0.05)
                stage.raster.draw(Mesh.quad(deskTop - u * 3 - normal * 3, u * 6, normal * 6, cells: 6))
                if setting == 2 {
                    stage.raster.draw(Mesh.box(back - u * 1.6 - normal * 0.4, u * 0.7, v * -0.9, normal * -0.5))
                    stage.raster.draw(Mesh.quad(c - u * 2.2 - v * 3 - normal * 4, v * 6, normal * 8, cells: 6))
                }
            }
            return subject
        }
        return "screen \(Self.f(share)) of the view at \(Self.f(d)) m, yaw \(Int(yaw * 180 / .pi))°, pitch \(Int(pitch * 180 / .pi))°, setting \(setting)"
    }

    mutating func clutter(_ r: inout SplitMix64) -> String {
        look(from: P(0, 0, 1.2), at: P(0, 1, 1.2 + r.uniform(-0.2...0.2)), roll: Self.radians(r.uniform(-10...10)))
        let d = r.uniform(0.3...1.8), yaw = Self.radians(r.uniform(-50...50)), pitch = Self.radians(r.uniform(-30...30))
        let (c, u, v) = panel(distance: d, yaw: yaw, pitch: pitch)
        let n = u.cross(v).normalized
        raster.draw(Mesh.quad(c - u * 20 - v * 20, u * 40, v * 40, cells: 8))
        var items: [String] = []
        for _ in 0..<r.integer(1...2) {
            switch r.integer(0...3) {
            case 0:
                // A hand hovering before the surface, its forearm reaching in from the nearest border.
                let a = r.uniform(0.15...0.85), b = r.uniform(0.15...0.85), lift = r.uniform(0.04...0.25)
                let size = r.uniform(0.07...0.1)
                let palmDepth = max(0.2, d * r.uniform(0.75...0.95) - lift)
                let palm = seen(a, b, depth: palmDepth)
                let edge = [(a, -0.3), (a, 1.3), (-0.3, b), (1.3, b)].min { min(abs($0.0 - a), abs($0.1 - b)) < min(abs($1.0 - a), abs($1.1 - b)) }!
                // The forearm stays before the surface (at a tilted surface's near border too).
                let out = seen(edge.0, edge.1, depth: 1) - raster.pose.eye
                let surface = n.dot(c - raster.pose.eye) / n.dot(out)
                let elbow = raster.pose.eye + out * min(palmDepth * 1.05, surface > 0 ? surface - lift : palmDepth)
                raster.draw(Mesh.ellipsoid(palm, P(size * 0.5, size * 0.5, size * 0.5) * 0.9))
                raster.draw(Mesh.cylinder(elbow, palm - elbow, radius: size * 0.3))
                let along = (palm - elbow).normalized
                for k in 0..<4 {
                    let side = along.cross(raster.pose.forward).normalized * (size * 0.14 * (Double(k) - 1.5))
                    raster.draw(Mesh.cylinder(palm + along * (size * 0.3) + side, along * (size * 0.5), radius: size * 0.07, sides: 8))
                }
                items.append("hovering hand \(Int(lift * 100)) cm")
            case 1:
                // Fingers over the edge of the view, holding the surface.
                let corner = r.pick([(0.0, r.uniform(0.1...0.9)), (1.0, r.uniform(0.1...0.9)), (r.uniform(0.1...0.9), 1.0)])
                let tip = seen(0.5 + (corner.0 - 0.5) * 0.8, 0.5 + (corner.1 - 0.5) * 0.8, depth: d * 0.97)
                let base = seen(corner.0 + (corner.0 - 0.5) * 0.3, corner.1 + (corner.1 - 0.5) * 0.3, depth: d * 0.9)
                for k in 0..<r.integer(1...4) {
                    raster.draw(Mesh.cylinder(base + u * (0.02 * Double(k)), tip - base, radius: 0.009, sides: 8))
                }
                items.append("fingers at the edge")
            case 2:
                for _ in 0..<r.integer(2...7) {
                    let spot = seen(r.uniform(0.05...0.95), r.uniform(0.05...0.95), depth: d)
                    let onPlane = c + u * (spot - c).dot(u) + v * (spot - c).dot(v)
                    let w = r.uniform(0.02...0.12), l = r.uniform(0.02...0.15), t = r.uniform(0.002...0.028)
                    raster.draw(Mesh.box(onPlane, u * w, v * l, n * -t))
                }
                items.append("small things")
            default:
                var p = seen(-0.1, r.uniform(0...1), depth: d) - n * 0.004
                for _ in 0..<6 {
                    let next = seen(r.uniform(0...1.1), r.uniform(0...1), depth: d)
                    let q = c + u * (next - c).dot(u) + v * (next - c).dot(v) - n * r.uniform(0.004...0.03)
                    raster.draw(Mesh.cylinder(p, q - p, radius: r.uniform(0.002...0.005), sides: 6))
                    p = q
                }
                items.append("cable")
            }
        }
        return "surface at \(Self.f(d)) m, yaw \(Int(yaw * 180 / .pi))°, pitch \(Int(pitch * 180 / .pi))°, \(items.joined(separator: ", "))"
    }

    mutating func printOnTable(_ r: inout SplitMix64) -> String {
        let h = r.uniform(0.2...0.7), fromNormal = Self.radians(r.uniform(25...70)), turn = r.uniform(0...(2 * .pi))
        let ahead = P(cos(turn), sin(turn), 0)
        look(from: P(0, 0, h), at: ahead * (h * tan(fromNormal)), roll: Self.radians(r.uniform(-10...10)))
        let target = r.chance(0.2) ? 0.0 : r.uniform(0.01...0.12), beyond = r.integer(0...2)
        let side = ahead.cross(P(0, 0, 1))
        let share = fit(target: max(1 - target, 0.001)) { stage, scale in
            let edge = h * tan(fromNormal) * 1.2 * scale
            let table = stage.raster.draw(Mesh.quad(side * -20 - ahead * 5, side * 40, ahead * (edge + 5), cells: 8))
            if beyond != 1 { stage.raster.draw(Mesh.quad(side * -30 - ahead * 5 + P(0, 0, -0.75), side * 60, ahead * 60, cells: 8)) }
            if beyond != 0 { stage.raster.draw(Mesh.quad(ahead * (edge + 0.4) + side * -30 + P(0, 0, -1), side * 60, P(0, 0, 4), cells: 6)) }
            return [table]
        }
        return "print \(Self.f(h)) m below, \(Int(fromNormal * 180 / .pi))° from its normal, \(Self.f(1 - share)) beyond the table, beyond \(beyond)"
    }

    mutating func wall(_ r: inout SplitMix64) -> String {
        if r.chance(0.25) {
            // A ceiling from below.
            let h = r.uniform(1.0...2.8), off = Self.radians(r.uniform(0...35))
            look(from: P(0, 0, 0), at: P(sin(off), 0.001, cos(off)), roll: r.uniform(0...6.28))
            raster.draw(Mesh.quad(P(-20, -20, h), P(40, 0, 0), P(0, 40, 0), cells: 8))
            if r.chance(0.7) {
                let w = r.uniform(0.2...0.6), t = r.uniform(-0.02...0.03)
                raster.draw(Mesh.block(P(r.uniform(-0.5...0.3), r.uniform(-0.5...0.3), h - max(t, 0.001)), P(w, w * r.uniform(0.5...2), 0.001 + abs(t))))
            }
            return "ceiling \(Self.f(h)) m above, \(Int(off * 180 / .pi))° off its normal"
        }
        look(from: P(0, 0, 1.4), at: P(0, 1, 1.4), roll: Self.radians(r.uniform(-6...6)))
        let d = r.uniform(0.6...3.5), yaw = Self.radians(r.uniform(-60...60)), pitch = Self.radians(r.uniform(-20...20))
        let (c, u, v) = panel(distance: d, yaw: yaw, pitch: pitch)
        let n = u.cross(v).normalized
        raster.draw(Mesh.quad(c - u * 30 - v * 30, u * 60, v * 60, cells: 8))
        var items: [String] = []
        for _ in 0..<r.integer(0...5) {
            let spot = seen(r.uniform(0...1), r.uniform(0...1), depth: d)
            let on = c + u * (spot - c).dot(u) + v * (spot - c).dot(v)
            switch r.integer(0...2) {
            case 0:
                raster.draw(Mesh.box(on, u * 0.08, v * 0.08, n * -r.uniform(0.006...0.012)))
                items.append("socket")
            case 1:
                let w = r.uniform(0.2...0.7)
                raster.draw(Mesh.box(on, u * w, v * (w * r.uniform(0.6...1.4)), n * -r.uniform(0.01...0.025)))
                items.append("frame")
            default:
                raster.draw(Mesh.box(on - u * 10, u * 20, v * 0.1, n * -r.uniform(0.01...0.02)))
                items.append("rail")
            }
        }
        return "wall at \(Self.f(d)) m, yaw \(Int(yaw * 180 / .pi))°, pitch \(Int(pitch * 180 / .pi))°, \(items.joined(separator: ", "))"
    }

    // MARK: real classes

    mutating func outdoor(_ r: inout SplitMix64) -> String {
        let eye = r.uniform(1.0...1.9), down = Self.radians(r.uniform(-8...20)), heading = r.uniform(0...(2 * .pi))
        let ahead = P(cos(heading), sin(heading), 0), side = ahead.cross(P(0, 0, 1))
        look(from: P(0, 0, eye), at: P(0, 0, eye) + ahead * 10 + P(0, 0, -10 * tan(down)), roll: Self.radians(r.uniform(-8...8)))
        raster.draw(Mesh.quad(ahead * -10 + side * -200, side * 400, ahead * 300, cells: 24))
        var things: [String] = []
        let nearby = r.chance(0.5)
        for _ in 0..<r.integer(1...8) {
            let along = nearby && r.chance(0.4) ? r.uniform(2.5...6) : r.uniform(6...120)
            let at = ahead * along + side * r.uniform(-along...along) * 0.6
            switch r.integer(0...4) {
            case 0:
                let w = r.uniform(6...40), tall = r.uniform(4...40)
                raster.draw(Mesh.box(at, side * w, ahead * r.uniform(6...20), P(0, 0, tall)))
                things.append("building \(Int(along)) m")
            case 1:
                let trunk = r.uniform(2...6)
                raster.draw(Mesh.cylinder(at, P(0, 0, trunk), radius: r.uniform(0.1...0.4), sides: 10))
                raster.draw(Mesh.ellipsoid(at + P(0, 0, trunk + 1.5), P(2, 2, 2.5) * r.uniform(0.6...1.5)))
                things.append("tree \(Int(along)) m")
            case 2:
                raster.draw(Mesh.cylinder(at, P(0, 0, r.uniform(3...8)), radius: 0.08, sides: 8))
                things.append("lamp post \(Int(along)) m")
            case 3:
                raster.draw(Mesh.box(at, side * 1.8, ahead * 4.3, P(0, 0, r.uniform(1.3...1.7))))
                things.append("car \(Int(along)) m")
            default:
                raster.draw(Mesh.box(at, side * r.uniform(3...15), ahead * 0.05, P(0, 0, r.uniform(0.8...1.8))))
                things.append("fence \(Int(along)) m")
            }
        }
        return "outdoor: eye \(Self.f(eye)) m, \(Int(down * 180 / .pi))° down, \(things.joined(separator: ", "))"
    }

    mutating func room(_ r: inout SplitMix64) -> String {
        let w = r.uniform(3...7), l = r.uniform(3...8), ceiling = r.uniform(2.3...3)
        let eye = P(r.uniform(0.5...(w - 0.5)), r.uniform(0.3...1.2), r.uniform(1...1.7))
        look(from: eye, at: P(r.uniform(0...w), l, r.uniform(0.3...1.5)), roll: Self.radians(r.uniform(-8...8)))
        raster.draw(Mesh.quad(P(0, 0, 0), P(w, 0, 0), P(0, l, 0), cells: 6))
        raster.draw(Mesh.quad(P(0, 0, ceiling), P(w, 0, 0), P(0, l, 0), cells: 6))
        raster.draw(Mesh.quad(P(0, 0, 0), P(0, l, 0), P(0, 0, ceiling), cells: 6))
        raster.draw(Mesh.quad(P(w, 0, 0), P(0, l, 0), P(0, 0, ceiling), cells: 6))
        raster.draw(Mesh.quad(P(0, l, 0), P(w, 0, 0), P(0, 0, ceiling), cells: 6))
        raster.draw(Mesh.quad(P(0, 0, 0), P(w, 0, 0), P(0, 0, ceiling), cells: 6))
        let pieces = r.integer(1...5)
        for _ in 0..<pieces {
            let x = r.uniform(0...(w - 1)), y = r.uniform(1.5...max(1.6, l - 0.5))
            if r.chance(0.5) {
                let top = r.uniform(0.45...0.8)
                raster.draw(Mesh.block(P(x, y, top - 0.04), P(r.uniform(0.6...1.6), r.uniform(0.5...1), 0.04)))
                for (dx, dy) in [(0.02, 0.02), (0.5, 0.02), (0.02, 0.4), (0.5, 0.4)] {
                    raster.draw(Mesh.block(P(x + dx, y + dy, 0), P(0.05, 0.05, top - 0.04)))
                }
            } else {
                raster.draw(Mesh.block(P(x, y, 0), P(r.uniform(0.4...2), r.uniform(0.4...0.9), r.uniform(0.4...1.9))))
            }
        }
        return "room \(Self.f(w)) × \(Self.f(l)) m, \(pieces) pieces"
    }

    mutating func shelf(_ r: inout SplitMix64) -> String {
        let d = r.uniform(0.6...1.8), w = r.uniform(0.7...2), depth = r.uniform(0.25...0.45), levels = r.integer(3...6)
        look(from: P(r.uniform(-0.3...0.3), -d, r.uniform(0.9...1.6)), at: P(r.uniform(-0.3...0.3), 0, r.uniform(0.8...1.3)),
             roll: Self.radians(r.uniform(-6...6)))
        raster.draw(Mesh.quad(P(-5, depth + 0.02, 0), P(10, 0, 0), P(0, 0, 3), cells: 4))
        raster.draw(Mesh.quad(P(-5, -3, 0), P(10, 0, 0), P(0, 4, 0), cells: 4))
        let spacing = 2.0 / Double(levels)
        var items = 0
        for level in 0...levels {
            let z = Double(level) * spacing
            raster.draw(Mesh.block(P(-w / 2, 0, z), P(w, depth, 0.02)))
            var x = -w / 2
            while x < w / 2 - 0.03 {
                let wide = r.uniform(0.015...0.09), tall = r.uniform(0.4...0.95) * (spacing - 0.03)
                if r.chance(0.75) {
                    if r.chance(0.2) {
                        raster.draw(Mesh.cylinder(P(x + wide, r.uniform(0.05...0.2), z + 0.02), P(0, 0, tall), radius: wide, sides: 10))
                    } else {
                        raster.draw(Mesh.block(P(x, r.uniform(0...0.12), z + 0.02), P(wide, depth - 0.12, tall)))
                    }
                    items += 1
                }
                x += wide + 0.003
            }
        }
        raster.draw(Mesh.block(P(-w / 2 - 0.02, 0, 0), P(0.02, depth, 2)))
        raster.draw(Mesh.block(P(w / 2, 0, 0), P(0.02, depth, 2)))
        return "shelf \(Self.f(w)) m wide at \(Self.f(d)) m, \(items) items"
    }

    mutating func corridor(_ r: inout SplitMix64) -> String {
        let w = r.uniform(1.1...2.6), l = r.uniform(5...25), ceiling = r.uniform(2.3...3)
        let eye = P(r.uniform(0.35...(w - 0.35)), 0.3, r.uniform(1.1...1.7))
        let yaw = Self.radians(r.uniform(-25...25)), tilt = Self.radians(r.uniform(-12...12))
        look(from: eye, at: eye + P(sin(yaw), cos(yaw), sin(tilt)) * 5, roll: Self.radians(r.uniform(-6...6)))
        raster.draw(Mesh.quad(P(0, 0, 0), P(w, 0, 0), P(0, l, 0), cells: 10))
        raster.draw(Mesh.quad(P(0, 0, ceiling), P(w, 0, 0), P(0, l, 0), cells: 10))
        raster.draw(Mesh.quad(P(0, 0, 0), P(0, l, 0), P(0, 0, ceiling), cells: 10))
        raster.draw(Mesh.quad(P(w, 0, 0), P(0, l, 0), P(0, 0, ceiling), cells: 10))
        raster.draw(Mesh.quad(P(0, l, 0), P(w, 0, 0), P(0, 0, ceiling), cells: 2))
        var y = r.uniform(1...3), doors = 0
        while y < l - 1 {
            let recess = r.uniform(0.05...0.2), left = r.chance(0.5)
            let x = left ? -recess : w
            raster.draw(Mesh.block(P(x, y, 0), P(recess, 0.9, 2.05)))
            doors += 1
            y += r.uniform(2...5)
        }
        return "corridor \(Self.f(w)) m wide, \(Self.f(l)) m long, \(doors) doors"
    }

    mutating func person(_ r: inout SplitMix64) -> String {
        let d = r.uniform(0.35...1.3), behind = r.uniform(0.5...4)
        look(from: P(0, 0, 1.5), at: P(r.uniform(-0.1...0.1) * d, d, 1.5 + r.uniform(-0.15...0.05)), roll: Self.radians(r.uniform(-10...10)))
        raster.draw(Mesh.quad(P(-10, d + behind, -1), P(20, 0, 0), P(0, 0, 6), cells: 6))
        let x = r.uniform(-0.05...0.05), top = 1.5 + r.uniform(-0.05...0.12)
        raster.draw(Mesh.ellipsoid(P(x, d, top), P(0.08, 0.1, 0.12)))
        raster.draw(Mesh.cylinder(P(x, d + 0.02, top - 0.2), P(0, 0, 0.12), radius: 0.05))
        raster.draw(Mesh.ellipsoid(P(x, d + 0.06, top - 0.55), P(0.21, 0.12, 0.36)))
        for s in [-1.0, 1.0] {
            raster.draw(Mesh.cylinder(P(x + s * 0.22, d + 0.06, top - 0.28), P(s * 0.05, r.uniform(-0.1...0.05), -0.55), radius: 0.05))
        }
        return "person at \(Self.f(d)) m, wall \(Self.f(behind)) m behind"
    }

    mutating func tableTop(_ r: inout SplitMix64) -> String {
        let h = r.uniform(0.3...0.8), fromNormal = Self.radians(r.uniform(0...55)), turn = r.uniform(0...(2 * .pi))
        let ahead = P(cos(turn), sin(turn), 0)
        look(from: P(0, 0, h), at: ahead * (h * tan(fromNormal) + 0.001), roll: Self.radians(r.uniform(-10...10)))
        raster.draw(Mesh.quad(P(-5, -5, 0), P(10, 0, 0), P(0, 10, 0), cells: 8))
        var names: [String] = []
        for _ in 0..<r.integer(1...5) {
            let spot = seen(r.uniform(0.2...0.8), r.uniform(0.2...0.8), depth: 1)
            let ray = spot - raster.pose.eye
            guard ray.z < -1e-6 else { continue }
            let base = raster.pose.eye + ray * (-h / ray.z)
            switch r.integer(0...3) {
            case 0:
                raster.draw(Mesh.cylinder(base, P(0, 0, r.uniform(0.08...0.15)), radius: r.uniform(0.035...0.05)))
                names.append("cup")
            case 1:
                raster.draw(Mesh.cylinder(base, P(0, 0, r.uniform(0.18...0.3)), radius: r.uniform(0.03...0.04)))
                names.append("bottle")
            case 2:
                let s = r.uniform(0.05...0.2)
                raster.draw(Mesh.block(base - P(s / 2, s / 2, 0), P(s, s * r.uniform(0.5...1.5), r.uniform(0.04...0.2))))
                names.append("box")
            default:
                let s = r.uniform(0.04...0.07)
                raster.draw(Mesh.ellipsoid(base + P(0, 0, s), P(s, s, s)))
                names.append("fruit")
            }
        }
        return "table \(Self.f(h)) m below, \(Int(fromNormal * 180 / .pi))° from its normal, \(names.joined(separator: ", "))"
    }
}
