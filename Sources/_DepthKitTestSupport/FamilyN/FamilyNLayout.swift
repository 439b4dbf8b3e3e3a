import Foundation
import DepthKitCore

/// Family N's procedural scene recipes: one polygon soup per class and sub-family, in camera coordinates.
enum FamilyNLayout {
    /// Draws the surfaces of `kind`'s sub-family `sub` for `camera`, and a line describing them.
    static func draw(_ kind: LabelledScene.Kind, sub: String, camera: FamilyNCamera, generator g: inout SplitMix64) -> ([FamilyNSurface], String) {
        let halfWidth = Double(camera.width) / 2 / camera.focal, halfHeight = Double(camera.height) / 2 / camera.focal
        switch kind {
        case .partialScreen:
            let d = sub == "tablet-in-hand" ? g.uniform(0.25...0.6) : sub == "tv" ? g.uniform(1.0...2.5) : g.uniform(0.35...1.1)
            let tilt = g.uniform(0...70) * .pi / 180, azimuth = g.uniform(0...(2 * .pi))
            let s = FamilyNFrame.facing(distance: d, tilt: tilt, azimuth: azimuth)
            let fill = g.uniform(0.8...1.0) / max(cos(tilt), 0.35)
            let w = 2 * halfWidth * d * fill, h = 2 * halfHeight * d * fill
            var quads = [s.rectangle(g.uniform(-0.05...0.05) * w, g.uniform(-0.05...0.05) * h, width: w, height: h, label: true, glossy: true)]
            // The bezel and case: a box 6–40 mm behind the glass.
            quads += s.box(0, 0, width: w * 1.06, height: h * 1.06, depth: -g.uniform(0.006...0.04)).map { $0.moved(s.normal * 0.001) }
            let room = FamilyNFrame.facing(distance: d + g.uniform(0.3...2.5), tilt: g.uniform(-20...20) * .pi / 180, azimuth: 0)
            quads.append(room.rectangle(0, 0, width: 40, height: 40))
            if sub == "tablet-in-hand" {
                quads += s.box(g.uniform(-0.3...0.3) * w, h / 2, width: 0.09, height: 0.2, depth: 0.035)
            } else if sub == "laptop-lid" {
                quads.append(FamilyNQuad(origin: s.point(-w / 2, h / 2, 0), u: s.right * w, v: (s.normal * -0.8 + s.down * 0.6).normalized * (h * 0.9)))
            } else {
                quads.append(FamilyNQuad.sheet(-5, d * 0.6 + halfHeight * d, 0.05, u: (10, 0, 0), v: (0, 0, 8)))
            }
            return (quads.map(FamilyNSurface.quad), String(format: "screen at %.2f m tilted %.0f°", d, tilt * 180 / .pi))
        case .flatWithClutter:
            let d = g.uniform(0.3...1.5), tilt = g.uniform(0...55) * .pi / 180
            let s = FamilyNFrame.facing(distance: d, tilt: tilt, azimuth: g.uniform(0...(2 * .pi)))
            var quads = [s.rectangle(0, 0, width: 30, height: 30, label: true, glossy: g.chance(0.3))]
            let fw = 2 * halfWidth * d, fh = 2 * halfHeight * d
            switch sub {
            case "cables":
                for _ in 0..<g.integer(2...5) {
                    let y = g.uniform(-0.5...0.5) * fh, thick = g.uniform(0.004...0.012)
                    quads += s.box(g.uniform(-0.3...0.3) * fw, y, width: fw * g.uniform(0.5...1.2), height: thick, depth: thick)
                }
            case "hand-reaching":
                let lift = g.uniform(0.05...0.3), along = g.uniform(0.25...0.45) * fw
                let side: Double = g.chance(0.5) ? 1 : -1
                quads += s.box(side * (fw / 2 - along / 2 + 0.02), g.uniform(-0.3...0.3) * fh, width: along, height: g.uniform(0.07...0.1), depth: 0.04).map { $0.moved(s.normal * -lift) }
            case "small-things":
                for _ in 0..<g.integer(2...5) {
                    let size = g.uniform(0.02...0.12)
                    quads += s.box(g.uniform(-0.45...0.45) * fw, g.uniform(-0.45...0.45) * fh, width: size, height: size * g.uniform(0.5...1.5), depth: g.uniform(0.003...0.045))
                }
            default:
                quads += s.box(g.uniform(-0.1...0.1) * fw, fh * g.uniform(0.38...0.5), width: fw * 0.8, height: 0.12, depth: g.uniform(0.015...0.035))
            }
            return (quads.map(FamilyNSurface.quad), String(format: "%@ surface at %.2f m tilted %.0f°", quads[0].glossy ? "glossy" : "matte", d, tilt * 180 / .pi))
        case .printWithTableEdge:
            let d = g.uniform(0.3...0.9), tilt = g.uniform(20...68) * .pi / 180
            let s = FamilyNFrame.facing(distance: d, tilt: tilt, azimuth: .pi / 2 + g.uniform(-0.2...0.2))
            let fh = 2 * halfHeight * d
            // The table ends beyond the frame's top edge by a drawn margin: negative shows the floor beyond.
            let far = -fh / 2 / max(cos(tilt), 0.3) * g.uniform(0.85...1.3)
            var quads = [FamilyNQuad(origin: s.point(-5, far, 0), u: s.right * 10, v: s.down * 10, label: true)]
            quads.append(s.rectangle(0, 0, width: 0.21 * g.uniform(0.8...1.5), height: 0.297, c: -0.0003, label: true))
            quads.append(FamilyNQuad(origin: s.point(-20, far, 0.75), u: s.right * 40, v: s.down * -40))
            return (quads.map(FamilyNSurface.quad), String(format: "table at %.2f m, %.0f° from its normal", d, tilt * 180 / .pi))
        case .wallWithRelief:
            let ceiling = sub == "ceiling-truedepth"
            let d = ceiling ? g.uniform(0.5...1.4) : g.uniform(0.5...4), tilt = g.uniform(0...(ceiling ? 30 : 70)) * .pi / 180
            let s = FamilyNFrame.facing(distance: d, tilt: tilt, azimuth: g.uniform(0...(2 * .pi)))
            var quads = [s.rectangle(0, 0, width: 60, height: 60, label: true)]
            let fw = 2 * halfWidth * d, fh = 2 * halfHeight * d
            for _ in 0..<g.integer(1...5) {
                let w = g.uniform(0.08...0.6), h = g.uniform(0.08...0.8)
                quads += s.box(g.uniform(-0.5...0.5) * fw, g.uniform(-0.5...0.5) * fh, width: w, height: h, depth: g.uniform(0.001...0.03)).map(\.labelled)
            }
            return (quads.map(FamilyNSurface.quad), String(format: "%@ at %.2f m tilted %.0f°", ceiling ? "ceiling" : "wall", d, tilt * 180 / .pi))
        case .outdoor:
            let h = g.uniform(1.2...1.7), pitch = g.uniform(0...18) * .pi / 180
            let slope = sub == "mountainside" ? g.uniform(-12...12) * .pi / 180 : 0
            var world = [FamilyNQuad.sheet(-40, h, 0, u: (80, 0, 0), v: (0, -80 * sin(slope), 80 * cos(slope)))]
            let props = sub == "field" ? 1 : sub == "mountainside" ? 3 : 6
            for _ in 0..<g.integer(0...props) {
                let x = g.uniform(-6...6), z = g.uniform(2.5...12), ground = h - z * tan(slope)
                let (w, ht, dp) = sub == "car-park" || sub == "street" ? (1.8, 1.5, 4.2) : (0.3, g.uniform(0.8...3), 0.3)
                world += FamilyNQuad.block(x, ground - ht, z, w, ht, dp)
            }
            for _ in 0..<g.integer(1...6) {
                let z = g.uniform(9...50), w = g.uniform(4...20), ht = g.uniform(4...20)
                world += FamilyNQuad.block(g.uniform(-30...30), h - z * tan(slope) - ht, z, w, ht, w)
            }
            return (pitched(world, pitch).map(FamilyNSurface.quad), String(format: "camera %.2f m up pitched %.0f° down, ground slope %.0f°", h, pitch * 180 / .pi, slope * 180 / .pi))
        case .room, .corridor:
            let corridor = kind == .corridor
            let w = corridor ? g.uniform(1.2...2.4) : g.uniform(3...5.5), length = corridor ? g.uniform(4...15) : g.uniform(3...6)
            let ceiling = g.uniform(2.4...2.9), h = g.uniform(1.2...1.7), x0 = -w * g.uniform(0.3...0.7)
            var world = FamilyNQuad.block(x0, h - ceiling, -0.5, w, ceiling, length)
            if corridor && sub == "stairwell" {
                for step in 0..<12 { world += FamilyNQuad.block(x0, h - 0.17 * Double(step + 1), 1.5 + 0.28 * Double(step), w, 0.17 * Double(step + 1), 0.28) }
            } else if corridor {
                for _ in 0..<(sub == "corridor-with-doors" ? g.integer(2...5) : 0) {
                    let right = g.chance(0.5), z = g.uniform(1...length - 1)
                    let doorX: Double = right ? x0 + w - 0.05 : x0 + 0.05
                    world.append(FamilyNQuad.sheet(doorX, h - 2.05, z, u: (0, 2.05, 0), v: (0, 0, 0.9)))
                }
            } else {
                for _ in 0..<g.integer(2...6) {
                    let fw = g.uniform(0.4...2.2), fh = g.uniform(0.4...2.0), fd = g.uniform(0.4...1.0)
                    world += FamilyNQuad.block(x0 + g.uniform(0...(w - fw)), h - fh, g.uniform(0.8...(length - fd)), fw, fh, fd)
                }
            }
            let pitch = g.uniform(-5...15) * .pi / 180
            return (pitched(world, pitch).map(FamilyNSurface.quad), String(format: "%.1f m wide, %.1f m deep, pitched %.0f°", w, length, pitch * 180 / .pi))
        case .shelf:
            let d = g.uniform(0.6...1.8), boards = g.uniform(0.25...0.4), depth = g.uniform(0.25...0.4)
            var quads = [FamilyNQuad.sheet(-5, -5, d, u: (10, 0, 0), v: (0, 10, 0))]
            let top = -2 * halfHeight * d
            var y = top
            while y < 2 * halfHeight * d {
                quads += FamilyNQuad.block(-3, y, d - depth, 6, 0.02, depth)
                var x = -2 * halfWidth * d
                while x < 2 * halfWidth * d {
                    let bw = sub == "bookshelf" ? g.uniform(0.02...0.06) : g.uniform(0.06...0.14), bh = boards * g.uniform(0.55...0.9), bd = depth * g.uniform(0.5...0.95)
                    if g.chance(0.85) { quads += FamilyNQuad.block(x, y + 0.02, d - bd, bw, bh, bd) }
                    x += bw + g.uniform(0...0.02)
                }
                y += boards
            }
            return (quads.map(FamilyNSurface.quad), String(format: "back at %.2f m, boards %.2f m apart, %.2f m deep", d, boards, depth))
        case .closePerson:
            // Rounded bodies: a head, neck and torso (or an animal's body and head) as ellipsoids, whose depth
            // falls off towards the outline as a person's does.
            let d = sub == "selfie-truedepth" ? g.uniform(0.3...0.7) : g.uniform(0.4...1.2), wall = d + g.uniform(0.8...2.5)
            var surfaces = [FamilyNSurface.quad(.sheet(-10, -10, wall, u: (20, 0, 0), v: (0, 20, 0)))]
            if sub == "pet" {
                surfaces.append(.ellipsoid(FamilyNEllipsoid(centre: SceneVector(0, 0.075, d + 0.25), radii: SceneVector(0.2, 0.125, 0.25))))
                surfaces.append(.ellipsoid(FamilyNEllipsoid(centre: SceneVector(0, -0.125, d - 0.03), radii: SceneVector(0.08, 0.075, 0.07))))
            } else {
                let x = g.uniform(-0.1...0.1)
                surfaces.append(.ellipsoid(FamilyNEllipsoid(centre: SceneVector(x, -0.02, d + 0.095), radii: SceneVector(0.075, 0.115, 0.095))))
                surfaces.append(.ellipsoid(FamilyNEllipsoid(centre: SceneVector(x, 0.005, d + 0.005), radii: SceneVector(0.014, 0.025, 0.02))))
                surfaces.append(.ellipsoid(FamilyNEllipsoid(centre: SceneVector(x, 0.14, d + 0.1), radii: SceneVector(0.05, 0.07, 0.05))))
                surfaces.append(.ellipsoid(FamilyNEllipsoid(centre: SceneVector(x, 0.6, d + 0.2), radii: SceneVector(0.24, 0.42, 0.13))))
            }
            return (surfaces, String(format: "subject at %.2f m, wall at %.2f m", d, wall))
        case .tableTop:
            let d = g.uniform(0.45...1.0), tilt = g.uniform(30...65) * .pi / 180
            let s = FamilyNFrame.facing(distance: d, tilt: tilt, azimuth: .pi / 2)
            var quads = [s.rectangle(0, 0, width: 3, height: 3)]
            let fw = 2 * halfWidth * d, fh = 2 * halfHeight * d
            for _ in 0..<g.integer(3...7) {
                let size = g.uniform(0.06...0.2)
                quads += s.box(g.uniform(-0.4...0.4) * fw, g.uniform(-0.4...0.4) * fh, width: size, height: size, depth: g.uniform(0.06...0.3))
            }
            return (quads.map(FamilyNSurface.quad), String(format: "table at %.2f m, %.0f° from its normal", d, tilt * 180 / .pi))
        }
    }

    /// The polygons of a level world (y down) seen by a camera pitched `pitch` radians down.
    static func pitched(_ world: [FamilyNQuad], _ pitch: Double) -> [FamilyNQuad] {
        func turn(_ p: SceneVector) -> SceneVector { SceneVector(p.x, p.y * cos(pitch) - p.z * sin(pitch), p.y * sin(pitch) + p.z * cos(pitch)) }
        return world.map { FamilyNQuad(origin: turn($0.origin), u: turn($0.u), v: turn($0.v), label: $0.label, glossy: $0.glossy) }
    }
}
