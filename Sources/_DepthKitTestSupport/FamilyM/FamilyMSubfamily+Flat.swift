import Foundation
import DepthKitCore

extension FamilyMSubfamily {
    typealias V = SIMD3<Double>

    /// A unit direction `tilt` radians off `normal`, turned by `azimuth` about it: where a camera stands
    /// that looks at a surface with that normal from that angle.
    static func off(_ normal: V, tilt: Double, azimuth: Double) -> V {
        let t1 = FamilyMVector.unit(FamilyMVector.cross(normal, abs(normal.y) > 0.9 ? V(1, 0, 0) : V(0, 1, 0)))
        let t2 = FamilyMVector.cross(normal, t1)
        return cos(tilt) * normal + sin(tilt) * (cos(azimuth) * t1 + sin(azimuth) * t2)
    }

    /// A screen facing −z centred at `centre` (glossy, the subject) in a dark bezel box behind it.
    static func screen(_ centre: V, width: Double, height: Double) -> [FamilyMSurface] {
        FamilyMSurface.box(base: centre + V(0, -height / 2 - 0.015, 0.025), size: V(width + 0.03, height + 0.03, 0.04), material: .dark)
            + [.quad(corner: centre - V(width / 2, height / 2, 0), edgeU: V(width, 0, 0), edgeV: V(0, height, 0), material: .glossy, role: .subject)]
    }

    /// A room shell round the origin: floor, back wall at `back`, side walls.
    static func shell(back: Double, width: Double = 6, height: Double = 2.6) -> [FamilyMSurface] {
        [
            .quad(corner: V(-width / 2, 0, -4), edgeU: V(width, 0, 0), edgeV: V(0, 0, back + 4)),
            .quad(corner: V(-width / 2, 0, back), edgeU: V(width, 0, 0), edgeV: V(0, height, 0)),
            .quad(corner: V(-width / 2, 0, -4), edgeU: V(0, 0, back + 4), edgeV: V(0, height, 0)),
            .quad(corner: V(width / 2, 0, -4), edgeU: V(0, 0, back + 4), edgeV: V(0, height, 0)),
        ]
    }

    /// A camera direction off a wall facing −z, never from below the floor's side by much.
    static func offWall(_ g: inout SplitMix64, maxTilt: Double) -> V {
        var d = off(V(0, 0, -1), tilt: g.uniform(0...maxTilt), azimuth: g.uniform(0...(2 * .pi)))
        if d.y < -0.3 { d.y = -d.y }
        return d
    }

    /// The flat classes' sub-families.
    func buildFlat(_ layout: inout FamilyMLayout, _ g: inout SplitMix64) {
        let subjectOnly: Set<FamilyMRole> = [.subject], withClutter: Set<FamilyMRole> = [.subject, .clutter]
        switch self {
        case .monitorOnDesk, .tvOnWall:
            let tv = self == .tvOnWall
            let width = tv ? g.uniform(0.9...1.6) : g.uniform(0.48...0.72), height = width * g.pick([9.0 / 16, 10.0 / 16, 3.0 / 4])
            let centre = V(g.uniform(-0.3...0.3), tv ? g.uniform(1.1...1.5) : 0.74 + 0.12 + height / 2, tv ? 2.95 : 0.5)
            layout.world.add(Self.shell(back: tv ? 3 : 0.9) + Self.screen(centre, width: width, height: height))
            if tv {
                layout.world.add(FamilyMSurface.box(base: V(centre.x, 0, 2.75), size: V(width * 1.2, 0.5, 0.45)))
            } else {
                layout.world.add(.quad(corner: V(-1.4, 0.74, -0.4), edgeU: V(2.8, 0, 0), edgeV: V(0, 0, 1.3)))
                layout.world.add(.tube(points: [V(centre.x, 0.74, 0.56), V(centre.x, centre.y, 0.56)], radius: 0.025, material: .dark))
                layout.world.add(FamilyMParts.keyboard(V(centre.x, 0.74, 0.2), yaw: g.uniform(-0.2...0.2), role: .surround))
            }
            layout.camera.position = centre + g.uniform(0.4...1.5) * Self.offWall(&g, maxTilt: 65 * .pi / 180)
            layout.frame(centre, roles: subjectOnly, wanted: 0.7...0.97, nearest: 0.25, farthest: 5, label: "screen")
        case .tabletInHand:
            let width = g.uniform(0.22...0.3), height = width * g.uniform(0.66...0.75)
            let centre = V(0, 1.2, 0.5)
            layout.world.add(Self.shell(back: g.uniform(2.5...5)) + Self.screen(centre, width: width, height: height))
            for side in [-1.0, 1.0] where g.chance(0.8) {
                let edge = centre + V(side * width / 2, g.uniform(-0.3...0.3) * height, -0.012)
                layout.world.add(.tube(points: [edge + V(side * 0.05, -0.04, 0.02), edge, edge - V(side * g.uniform(0.015...0.04), -0.01, 0)], radius: 0.011, role: .clutter))
            }
            layout.camera.position = centre + 0.3 * Self.off(V(0, 0, -1), tilt: g.uniform(0...0.75), azimuth: g.uniform(0...(2 * .pi)))
            layout.frame(centre, roles: subjectOnly, wanted: 0.7...0.97, nearest: 0.22, farthest: 1, label: "screen")
        case .laptopLid:
            let width = g.uniform(0.28...0.34), height = width * 0.62, opening = g.uniform(100...125) * .pi / 180
            let hinge = V(0, 0.75, 0.6)
            // The base points from the hinge towards the user (−z); the lid is opened `opening` from it.
            let lidUp = V(0, sin(opening), -cos(opening))
            layout.world.add(Self.shell(back: 1.2))
            layout.world.add(.quad(corner: V(-1.2, 0.74, -0.2), edgeU: V(2.4, 0, 0), edgeV: V(0, 0, 1.2)))
            layout.world.add(FamilyMParts.keyboard(hinge + V(0, -0.01, -0.12), yaw: 0, width: width - 0.02, role: .surround))
            let corner = hinge + V(-width / 2 - 0.01, 0, 0), lidNormal = FamilyMVector.unit(FamilyMVector.cross(V(1, 0, 0), lidUp))
            layout.world.add(.quad(corner: corner + 0.004 * lidNormal, edgeU: V(width + 0.02, 0, 0), edgeV: (height + 0.02) * lidUp, material: .dark))
            layout.world.add(.quad(corner: corner + V(0.01, 0, 0) + 0.01 * lidUp - 0.001 * lidNormal, edgeU: V(width, 0, 0), edgeV: height * lidUp, material: .glossy, role: .subject))
            let centre = hinge + 0.5 * height * lidUp
            var towards = Self.off(-lidNormal, tilt: g.uniform(0...0.8), azimuth: g.uniform(0...(2 * .pi)))
            if towards.y < 0 { towards.y = -towards.y }
            layout.camera.position = centre + 0.4 * towards
            layout.frame(centre, roles: subjectOnly, wanted: 0.7...0.97, nearest: 0.22, farthest: 1.5, label: "screen")
        case .deskWithCables, .printWithSmallThings, .keyboardOnDesk:
            let top = g.uniform(0.7...0.78)
            layout.world.add(Self.shell(back: 1.4))
            layout.world.add(.quad(corner: V(-1.0, top, -0.5), edgeU: V(2.0, 0, 0), edgeV: V(0, 0, 1.4), material: g.chance(0.2) ? .dark : .matte, role: .subject))
            let o = V(-0.4, top, -0.2), a = V(1, 0, 0), b = V(0, 0, 1)
            if self == .printWithSmallThings {
                layout.world.add(.quad(corner: o + V(0.25, 0.0003, 0.2), edgeU: V(0.3, 0, 0), edgeV: V(0, 0, 0.42), role: .subject))
            }
            let things = self == .deskWithCables ? ["cable", "cable", "phone", "coin"] : self == .keyboardOnDesk ? ["keyboard", "mouse", "cable"] : ["pen", "phone", "coin", "coin", "eraser"]
            for thing in things where g.chance(0.85) {
                let at = o + g.uniform(0.1...0.7) * a + g.uniform(0.1...0.9) * b
                switch thing {
                case "cable":
                    let points = (0..<5).map { k in SIMD2(Double(k) * 0.2 + g.uniform(-0.05...0.05), g.uniform(0.1...0.9)) }
                    layout.world.add(FamilyMParts.cable(on: o, a: a, b: b, normal: V(0, 1, 0), points: points, radius: g.uniform(0.002...0.005)))
                case "phone": layout.world.add(FamilyMSurface.box(base: at, size: V(0.075, 0.008, 0.155), yaw: g.uniform(0...3), material: .glossy, role: .clutter))
                case "coin": layout.world.add(.revolution(base: at, height: 0.002, radii: [0.012, 0.012, 0.0], role: .clutter))
                case "eraser": layout.world.add(FamilyMSurface.box(base: at, size: V(0.05, 0.012, 0.022), yaw: g.uniform(0...3), role: .clutter))
                case "pen": layout.world.add(.tube(points: [at + V(0, 0.005, 0), at + V(0.13, 0.005, 0.04)], radius: 0.005, material: .glossy, role: .clutter))
                case "keyboard": layout.world.add(FamilyMParts.keyboard(at, yaw: g.uniform(-0.3...0.3)))
                default:
                    var hump: [V] = []
                    for j in 0..<4 { for i in 0..<4 { hump.append(at + V((Double(i) / 3 - 0.5) * 0.065, (i == 1 || i == 2) && (j == 1 || j == 2) ? 0.045 : 0, (Double(j) / 3 - 0.5) * 0.11)) } }
                    layout.world.add(.bezier(controls: hump, material: .glossy, role: .clutter))
                }
            }
            let target = o + V(0.4, 0, 0.5)
            var towards = Self.off(V(0, 1, 0), tilt: g.uniform(0...0.9), azimuth: g.uniform(0...(2 * .pi)))
            if towards.z > 0 { towards.z = -towards.z }
            layout.camera.position = target + 0.7 * towards
            layout.frame(target, roles: withClutter, wanted: 0.85...0.97, nearest: 0.25, farthest: 2, label: "surface and clutter")
        case .handBeforeScreen, .wallWithFingers:
            let wallZ = 2.0
            layout.world.add(Self.shell(back: wallZ + 0.5))
            let centre: V
            if self == .handBeforeScreen {
                let width = g.uniform(0.55...1.2)
                centre = V(0, 1.2, wallZ)
                layout.world.add(Self.screen(centre, width: width, height: width * 9 / 16))
            } else {
                centre = V(0, 1.3, wallZ + 0.5)
                layout.world.add(.quad(corner: V(-2, 0, wallZ + 0.499), edgeU: V(4, 0, 0), edgeV: V(0, 2.6, 0), role: .subject))
                layout.world.add(.quad(corner: centre + V(-0.3, -0.4, -0.0008), edgeU: V(0.6, 0, 0), edgeV: V(0, 0.8, 0), role: .subject))
            }
            let side = g.pick([-1.0, 1.0]), lift = g.uniform(0.03...0.1)
            let palm = centre + V(side * g.uniform(0.05...0.2), g.uniform(-0.15...0.1), -lift - 0.01)
            layout.world.add(FamilyMParts.hand(from: palm + V(side * 0.9, -0.45, -0.35), palm: palm, pointing: V(-side, 0.3, 0), normal: V(0, 0, -1)))
            layout.camera.position = centre + 0.8 * Self.offWall(&g, maxTilt: 0.8)
            layout.frame(centre, roles: withClutter, wanted: 0.85...0.97, nearest: 0.25, farthest: 3, label: "surface and clutter")
        case .tableAboveFloor, .tableAgainstWall, .coffeeTableOverRug, .deskBeforeSofa:
            let top = self == .coffeeTableOverRug ? g.uniform(0.38...0.46) : g.uniform(0.7...0.9), depth = g.uniform(0.6...1.0)
            layout.world.add(Self.shell(back: depth + (self == .tableAgainstWall ? 0.01 : g.uniform(0.8...2.5))))
            layout.world.add(.quad(corner: V(-1.6, top, 0), edgeU: V(3.2, 0, 0), edgeV: V(0, 0, depth), material: g.chance(0.2) ? .dark : .matte, role: .subject))
            layout.world.add(.quad(corner: V(g.uniform(-0.3...0.1), top + 0.0003, depth - g.uniform(0.32...0.5)), edgeU: V(0.21, 0, 0), edgeV: V(0, 0, 0.297), role: .subject))
            if self == .coffeeTableOverRug { layout.world.add(.quad(corner: V(-2, 0.006, -1), edgeU: V(4, 0, 0), edgeV: V(0, 0, depth + 2.5))) }
            if self == .deskBeforeSofa {
                layout.world.add(FamilyMSurface.box(base: V(0, 0, depth + 0.7), size: V(2.2, 0.45, 0.9), material: .dark))
                layout.world.add(FamilyMSurface.box(base: V(0, 0.45, depth + 1.05), size: V(2.2, 0.45, 0.2)))
            }
            // Far enough from the edge that the camera's nearest stop still leaves ≤ 12 % beyond it.
            let target = V(g.uniform(-0.2...0.2), top, depth - g.uniform(0.3...0.55))
            let tilt = g.uniform(20...68) * .pi / 180
            layout.camera.position = target + 0.7 * V(sin(g.uniform(-0.4...0.4)) * sin(tilt), cos(tilt), -sin(tilt))
            layout.frame(target, roles: subjectOnly, wanted: 0.88...0.98, nearest: 0.25, farthest: 2, label: "table")
            layout.notes.append(String(format: "tilt %.0f°", tilt * 180 / .pi))
        case .framesAndSwitches, .panelledDoor, .wardrobeFronts, .skirtedWall:
            let wallZ = g.uniform(1.5...5.0)
            layout.world.add(Self.shell(back: wallZ + 0.01))
            layout.world.add(.quad(corner: V(-3, 0, wallZ), edgeU: V(6, 0, 0), edgeV: V(0, 2.7, 0), material: g.chance(0.15) ? .glossy : .matte, role: .subject))
            let corner = V(-3, 0, wallZ), a = V(1, 0, 0), b = V(0, 1, 0), n = V(0, 0, -1)
            var centre = V(g.uniform(-0.5...0.5), g.uniform(1.0...1.5), wallZ)
            switch self {
            case .framesAndSwitches:
                for _ in 0..<g.integer(1...4) {
                    let w = g.uniform(0.2...0.9), h = g.uniform(0.2...0.8)
                    layout.world.add(FamilyMParts.frame(wall: corner, a: a, b: b, normal: n, at: SIMD2(g.uniform(1.8...3.6), g.uniform(0.8...1.6)), width: w, height: h, proud: g.uniform(0.005...0.03)))
                }
                for _ in 0..<g.integer(1...2) {
                    layout.world.add(FamilyMSurface.box(base: V(g.uniform(-1...1), g.uniform(0.3...1.2), wallZ - 0.005), size: V(0.08, 0.08, 0.01 + g.uniform(0...0.004)), role: .subject))
                }
            case .panelledDoor:
                let x = g.uniform(2.2...3.0)
                layout.world.add(FamilyMParts.frame(wall: corner, a: a, b: b, normal: n, at: SIMD2(x - 0.06, 0), width: 0.94, height: 2.1, proud: g.uniform(0.015...0.025)))
                for row in 0..<2 {
                    layout.world.add(FamilyMParts.frame(wall: corner, a: a, b: b, normal: n, at: SIMD2(x + 0.12, 0.25 + Double(row) * 0.95), width: 0.58, height: 0.8, proud: g.uniform(0.006...0.014)))
                }
                layout.world.add(FamilyMSurface.box(base: V(x - 3 + 0.7, 1.0, wallZ - 0.01), size: V(0.03, 0.15, 0.02), material: .glossy, role: .subject))
                centre = V(x - 3 + 0.41, 1.1, wallZ)
            case .wardrobeFronts:
                let doors = g.integer(2...4), w = g.uniform(0.45...0.6)
                for k in 0..<doors {
                    let x0 = -Double(doors) * w / 2 + Double(k) * w
                    layout.world.add(.quad(corner: V(x0 + 0.002, 0.05, wallZ - 0.004), edgeU: V(w - 0.004, 0, 0), edgeV: V(0, 2.2, 0), material: g.chance(0.3) ? .glossy : .matte, role: .subject))
                    let hx = x0 + (k % 2 == 0 ? w - 0.06 : 0.06), proud = g.uniform(0.018...0.028)
                    layout.world.add(.tube(points: [V(hx, 0.9, wallZ - 0.004 - proud + 0.006), V(hx, 1.25, wallZ - 0.004 - proud + 0.006)], radius: 0.006, material: .glossy, role: .subject))
                }
                centre = V(0, 1.1, wallZ)
            default:
                let profile = [SIMD2(0.0, 0), SIMD2(0.0, 0.018), SIMD2(0.09, 0.015), SIMD2(0.11, 0.0)]
                layout.world.add(.extrusion(profile: profile, start: V(-3, 0, wallZ), run: V(6, 0, 0), across: b, outward: n, role: .subject))
                layout.world.add(FamilyMSurface.box(base: V(g.uniform(-1...1), 0.3, wallZ - 0.004), size: V(0.08, 0.08, 0.008), role: .subject))
                centre = V(g.uniform(-0.5...0.5), g.uniform(0.5...0.9), wallZ)
            }
            let distance = g.uniform(0.5...3)
            var direction = Self.offWall(&g, maxTilt: 65 * .pi / 180)
            let wanted = 0.9...1.0
            // Seen too steeply, part of the frame passes the wall's plane and the wall cannot fill it from
            // any distance: halve the angle from the wall's normal until it can.
            for attempt in 0..<3 {
                layout.camera.position = centre + distance * direction
                let share = layout.frame(centre, roles: subjectOnly, wanted: wanted, nearest: 0.3, farthest: 4, label: "wall")
                guard !wanted.contains(share), attempt < 2 else { break }
                layout.notes.removeLast()
                direction = FamilyMVector.unit(direction + V(0, 0, -1))
            }
        case .ceilingByFrontCamera:
            let height = g.uniform(2.3...2.8)
            layout.world.add(Self.shell(back: 4))
            layout.world.add(.quad(corner: V(-3, height, -4), edgeU: V(6, 0, 0), edgeV: V(0, 0, 8), role: .subject))
            let light = V(g.uniform(-0.5...0.5), height, g.uniform(0.5...1.5))
            layout.world.add(.revolution(base: light - V(0, 0.025, 0), height: 0.025, radii: [0.12, 0.15, 0.16], material: .glossy, role: .subject))
            layout.world.add(.revolution(base: light + V(0.8, -0.03, 0.3), height: 0.03, radii: [0.05, 0.06, 0.06], role: .subject))
            let target = light + V(g.uniform(-0.4...0.4), 0, g.uniform(-0.4...0.4))
            layout.camera.position = target - V(0, height - g.uniform(0.9...1.5), 0) + V(g.uniform(-0.3...0.3), 0, g.uniform(-0.3...0.3))
            layout.frame(target, roles: subjectOnly, wanted: 0.9...1.0, nearest: 0.6, farthest: 1.6, label: "ceiling")
        default:
            break
        }
    }
}
