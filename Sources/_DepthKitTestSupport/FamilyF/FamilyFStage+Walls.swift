import DepthKitCore
import Foundation

/// wall_with_relief: one wall (or a ceiling) filling the view, with frames, switches, posters, a door's
/// trim or light fittings at most 30 mm proud of it.
extension FamilyFStage {
    mutating func buildWall(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        if subfamily == .ceiling {
            let above = g.uniform(1.0...2.4)
            level(z: above, width: 16, depth: 16, .matte, .subject)
            look(at: SceneVector(0, 0, above), along: .heading(g.uniform(-180...180), pitch: g.uniform(60...90)), distance: above)
            var items = [String]()
            for _ in 0..<g.integer(0...3) {
                guard let at = spot(u: g.uniform(0.1...0.9), v: g.uniform(0.1...0.9), onPlaneThrough: SceneVector(0, 0, above), normal: .up) else { continue }
                if g.chance(0.5) {
                    let drop = g.uniform(0.015...0.03)
                    add(.cylinder(base: SceneVector(at.x, at.y, above - drop), axis: .up, length: drop, radius: g.uniform(0.05...0.2)), .matte, .subject)
                    items.append("round fitting \(Int(drop * 1000)) mm")
                } else {
                    box(SceneVector(at.x, at.y, above - 0.006), SceneVector(0.6, 0.6, 0.012), yaw: g.uniform(0...90), .glossy, .subject)
                    items.append("light panel")
                }
            }
            notes.append("a ceiling \(Int(above * 100)) cm away: " + (items.isEmpty ? "bare" : items.joined(separator: ", ")))
            return
        }
        let distance = subfamily == .livingRoomWall ? g.uniform(0.5...4) : g.uniform(0.6...2.5)
        let halfView = atan(camera.halfTangents.horizontal) * 180 / .pi
        let yaw = (g.chance(0.5) ? 1 : -1) * g.uniform(0...max(5, 80 - halfView))
        let material: FamilyFMaterial = subfamily == .bathroomWall ? .glossy : .matte
        southFacingSheet(y: 0, x: 0, z: 1.4, width: 30, height: 14, material, .subject)
        look(at: SceneVector(0, 0, 1.4), along: .heading(yaw, pitch: g.uniform(-15...15)), distance: distance)
        let wall = SceneVector(0, 0, 0)
        var items = [String]()
        func place(_ size: SceneVector, _ material: FamilyFMaterial, _ name: String) {
            guard let at = spot(u: g.uniform(0.05...0.95), v: g.uniform(0.05...0.95), onPlaneThrough: wall, normal: .north) else { return }
            box(SceneVector(at.x, -size.y / 2, at.z), size, material, .subject)
            items.append(name)
        }
        switch subfamily {
        case .doorInWall:
            let trim = g.uniform(0.012...0.025)
            guard let at = spot(u: g.uniform(0.3...0.7), v: 0.5, onPlaneThrough: wall, normal: .north) else { break }
            let floorZ = at.z - 1.0
            box(SceneVector(at.x, -0.004, floorZ + 1.0), SceneVector(0.86, 0.008, 2.0), .matte, .subject)
            for (dx, w) in [(-0.47, 0.08), (0.47, 0.08)] { box(SceneVector(at.x + dx, -trim / 2, floorZ + 1.02), SceneVector(w, trim, 2.04), .matte, .subject) }
            box(SceneVector(at.x, -trim / 2, floorZ + 2.04), SceneVector(1.02, trim, 0.08), .matte, .subject)
            blob(SceneVector(at.x + 0.35, -0.008, floorZ + 1.0), SceneVector(0.025, 0.022, 0.025), .glossy, .subject)
            items.append("a door with \(Int(trim * 1000)) mm trim")
        case .bathroomWall:
            place(SceneVector(g.uniform(0.4...0.8), 0.006, g.uniform(0.5...0.9)), .glass, "mirror")
            for _ in 0..<g.integer(0...2) { place(SceneVector(0.05, g.uniform(0.015...0.03), 0.05), .glossy, "hook") }
        default:
            for _ in 0..<g.integer(1...5) {
                switch g.integer(0...3) {
                case 0: place(SceneVector(g.uniform(0.2...0.9), g.uniform(0.01...0.03), g.uniform(0.2...0.7)), g.chance(0.4) ? .glossy : .matte, "frame")
                case 1: place(SceneVector(0.08, g.uniform(0.006...0.012), 0.08), .matte, "switch")
                case 2: place(SceneVector(g.uniform(0.4...0.9), 0.001, g.uniform(0.5...1.2)), .matte, "poster")
                default: place(SceneVector(0.09, g.uniform(0.015...0.028), 0.09), .matte, "thermostat")
                }
            }
        }
        notes.append("a wall at \(String(format: "%.2f", distance)) m, \(Int(yaw))° off its normal: " + items.joined(separator: ", "))
    }
}
