import DepthKitCore
import Foundation

/// flat_with_clutter: a desk, wall, screen or print filling the view, with small things lying on it,
/// cables, or a hand, forearm or mug reaching in from outside the frame.
extension FamilyFStage {
    mutating func buildClutter(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        switch subfamily {
        case .deskFromAbove, .mugBeforePrint:
            // A desk or table seen from above: the camera 0.35–0.75 m over it, looking 50–90° down.
            let top = g.uniform(0.72...0.76)
            block(at: 0, 0, SceneVector(3.2, 2.2, top), g.chance(0.2) ? .dark : .matte, .subject)
            level(z: 0, width: 10, depth: 10)
            let height = g.uniform(0.35...0.75), pitch = g.uniform(50...90)
            look(at: SceneVector(g.uniform(-0.3...0.3), g.uniform(-0.2...0.2), top), along: .heading(g.uniform(-180...180), pitch: -pitch),
                 distance: height / sin(pitch * .pi / 180))
            let plane = SceneVector(0, 0, top)
            if subfamily == .mugBeforePrint {
                if let print = spot(u: 0.5, v: 0.5, onPlaneThrough: plane, normal: .up) {
                    block(at: print.x, print.y, floor: top, SceneVector(0.21, 0.297, 0.0004), yaw: g.uniform(-30...30), .matte, .subject)
                }
                let edge = g.integer(0...3), along = g.uniform(0.15...0.85), out = g.uniform(-0.04...0.03)
                let (u, v) = [(along, -out), (along, 1 + out), (-out, along), (1 + out, along)][edge]
                if let foot = spot(u: u, v: v, onPlaneThrough: plane, normal: .up) {
                    let radius = g.uniform(0.035...0.045), height = g.uniform(0.08...0.11)
                    post(at: foot.x, foot.y, floor: top, radius: radius, height: height, g.chance(0.3) ? .glossy : .matte, .clutter)
                    notes.append("a print, a mug \(Int(height * 1000)) mm tall cut by the frame's edge")
                }
            } else {
                var items = [String]()
                for _ in 0..<g.integer(2...5) {
                    guard let at = spot(u: g.uniform(0.1...0.9), v: g.uniform(0.1...0.9), onPlaneThrough: plane, normal: .up) else { continue }
                    let yaw = g.uniform(-90...90)
                    switch g.integer(0...5) {
                    case 0:
                        block(at: at.x, at.y, floor: top, SceneVector(0.44, 0.14, g.uniform(0.02...0.035)), yaw: yaw, g.chance(0.5) ? .dark : .matte, .clutter)
                        items.append("keyboard")
                    case 1:
                        blob(SceneVector(at.x, at.y, top), SceneVector(0.031, 0.056, 0.036), yaw: yaw, .dark, .clutter)
                        items.append("mouse")
                    case 2:
                        block(at: at.x, at.y, floor: top, SceneVector(0.075, 0.155, 0.008), yaw: yaw, .glossy, .clutter)
                        items.append("phone")
                    case 3:
                        for _ in 0..<g.integer(1...4) {
                            post(at: at.x + g.uniform(-0.05...0.05), at.y + g.uniform(-0.05...0.05), floor: top, radius: 0.012, height: 0.002, .glossy, .clutter)
                        }
                        items.append("coins")
                    case 4:
                        let direction = SceneVector.heading(yaw) * 0.07
                        rod(SceneVector(at.x, at.y, top + 0.005) - direction, SceneVector(at.x, at.y, top + 0.005) + direction, radius: 0.005, .matte, .clutter)
                        items.append("pen")
                    default:
                        var point = SceneVector(at.x, at.y, top + 0.003), heading = yaw
                        for _ in 0..<g.integer(2...4) {
                            heading += g.uniform(-50...50)
                            let next = point + SceneVector.heading(heading) * g.uniform(0.08...0.25)
                            rod(point, next, radius: 0.003, .dark, .clutter)
                            point = next
                        }
                        items.append("cable")
                    }
                }
                notes.append("desk from \(Int(height * 100)) cm, \(Int(pitch))° down: " + items.joined(separator: ", "))
            }
        case .fingerOnScreen, .handBeforeWall:
            let distance = g.uniform(0.35...0.8)
            let screen = subfamily == .fingerOnScreen
            let material: FamilyFMaterial = screen ? (g.chance(0.5) ? .glossy : .matte) : .matte
            southFacingSheet(y: 0, x: 0, z: 1.2, width: screen ? 1.4 : 12, height: screen ? 0.8 : 5, material, .subject)
            if screen { southFacingSheet(y: 0.3, x: 0, z: 1.2, width: 12, height: 5) }
            look(at: SceneVector(0, 0, 1.2), along: .heading(g.uniform(-30...30), pitch: g.uniform(-20...15)), distance: distance)
            let gap = screen ? 0.0 : g.uniform(0.05...0.3)
            let surface = SceneVector(0, -gap, 0)
            let edge = g.integer(0...3), along = g.uniform(0.2...0.8), reach = g.uniform(0.25...0.6)
            let (u, v) = [(along, 1.4), (-0.4, along), (1.4, along), (along, -0.4)][edge]
            let (tipU, tipV) = [(along, 1 - reach), (reach, along), (1 - reach, along), (along, reach)][edge]
            let rise = g.uniform(0.06...0.2)
            if let tip = spot(u: tipU, v: tipV, onPlaneThrough: surface, normal: .north),
               let outside = spot(u: u, v: v, onPlaneThrough: surface - SceneVector(0, rise, 0), normal: .north) {
                forearmAndHand(from: outside + (outside - tip).normalized * 0.3, to: tip, role: .clutter, generator: &g)
            }
            notes.append(screen ? "a finger touching a screen, the arm from edge \(edge)" : "a hand \(Int(gap * 100)) cm before a wall, the arm from edge \(edge)")
        default:
            // Notes, thin frames, a cable and switches on a wall.
            let distance = g.uniform(0.4...1.6)
            southFacingSheet(y: 0, x: 0, z: 1.4, width: 14, height: 6, .matte, .subject)
            look(at: SceneVector(0, 0, 1.4), along: .heading(g.uniform(-40...40), pitch: g.uniform(-20...20)), distance: distance)
            var items = [String]()
            for _ in 0..<g.integer(2...6) {
                guard let at = spot(u: g.uniform(0.05...0.95), v: g.uniform(0.05...0.95), onPlaneThrough: .init(0, 0, 0), normal: .north) else { continue }
                switch g.integer(0...3) {
                case 0:
                    box(SceneVector(at.x, -0.0008, at.z), SceneVector(0.076, 0.0016, 0.076), yaw: g.uniform(-8...8), .matte, .clutter)
                    items.append("note")
                case 1:
                    let depth = g.uniform(0.012...0.03)
                    box(SceneVector(at.x, -depth / 2, at.z), SceneVector(g.uniform(0.13...0.3), depth, g.uniform(0.1...0.25)), g.chance(0.5) ? .glossy : .matte, .clutter)
                    items.append("frame \(Int(depth * 1000)) mm")
                case 2:
                    box(SceneVector(at.x, -0.006, at.z), SceneVector(0.08, 0.012, 0.08), .matte, .clutter)
                    items.append("switch")
                default:
                    let start = SceneVector(at.x, -0.006, at.z), end = start + SceneVector(g.uniform(-0.6...0.6), 0, g.uniform(-0.8...0.2))
                    rod(start, end, radius: g.uniform(0.002...0.005), .dark, .clutter)
                    items.append("cable")
                }
            }
            notes.append("a wall from \(Int(distance * 100)) cm: " + items.joined(separator: ", "))
        }
    }
}
