import DepthKitCore
import Foundation

/// The print layouts (print_with_table_edge) and the wall layouts (wall_with_relief).
extension FamilyKSubfamily {
    /// A print on a table seen obliquely, the table's far edge and what lies beyond it at the top of the view.
    func printLayout(_ g: inout SplitMix64, shot: FamilyKShot, distance: Double) -> FamilyKLayout {
        var w = FamilyKWorld()
        let top = self == .magazineOnLowTable ? g.uniform(0.38...0.5) : g.uniform(0.7...0.78)
        let far = 0.0, halfWidth = g.uniform(1.1...1.5)
        w.floor(y: top, x: -halfWidth...halfWidth, z: -2.5...far, self == .glossyPhoto ? .glossy : .matte, albedo: g.uniform(0.15...0.8), texture: .grain(scale: 0.05), role: .surface)
        w.box(base: FamilyKVector(0, top - 0.04, -1.25), size: FamilyKVector(2 * halfWidth, 0.039, 2.5), albedo: 0.3)
        let beyond: String
        switch self {
        case .printWallBeyond:
            let gap = g.uniform(0...0.15)
            w.room(width: 6, height: 2.6, back: -4, front: far + gap, &g)
            beyond = "a wall \(Int(gap * 100)) cm beyond"
        case .printRoomBeyond:
            let depth = g.uniform(2.5...7)
            w.room(width: 8, height: 2.6, back: -4, front: far + depth, &g)
            for _ in 0..<g.integer(1...4) {
                w.box(base: FamilyKVector(g.uniform(-3...3), 0, far + g.uniform(0.8...(depth - 0.4))), size: FamilyKVector(g.uniform(0.4...1.5), g.uniform(0.4...1.8), g.uniform(0.4...0.9)), yaw: g.uniform(-30...30), albedo: g.uniform(0.1...0.8))
            }
            beyond = "a room \(String(format: "%.1f", depth)) m deep beyond"
        case .glossyPhoto:
            let gap = g.uniform(0.2...0.6)
            w.room(width: 6, height: 2.6, back: -4, front: far + gap, &g)
            w.panel(base: FamilyKVector(0, top + 0.1, far + gap - 0.01), width: 2.5, height: 1.5, facing: 180, .glass, albedo: 0.1)
            w.floor(y: top + 0.09, x: -1.3...1.3, z: (far + gap - 0.3)...(far + gap - 0.005), albedo: 0.8)
            beyond = "a window \(Int(gap * 100)) cm beyond"
        default:
            w.room(width: 7, height: 2.6, back: -4, front: far + g.uniform(1.5...4), &g)
            beyond = "the floor beyond"
        }
        let inset = g.uniform(0.12...0.45)
        let paper = g.pick([(0.21, 0.297), (0.15, 0.1), (0.297, 0.42), (0.2, 0.27)])
        let centre = FamilyKVector(g.uniform(-0.1...0.1), top, far - inset)
        w.box(base: centre, size: FamilyKVector(paper.0, self == .magazineOnLowTable ? 0.006 : 0.0004, paper.1), yaw: g.uniform(-15...15),
              self == .glossyPhoto ? .glossy : .matte, albedo: g.uniform(0.5...0.9), texture: .picture(seed: g.integer(0...999), scale: paper.0 / g.uniform(6...30)), role: .surface)
        let angle = g.uniform(20...68)
        let camera = shot.aim(at: centre, normal: FamilyKVector(0, 1, 0), distance: distance, yawOff: g.uniform(-12...12), pitchOff: angle)
        return FamilyKLayout(world: w, camera: camera, light: FamilyKVector(0.2, 1, 0.3), outdoors: false, front: false,
                             summary: "print \(Int(paper.0 * 100))x\(Int(paper.1 * 100)) cm \(Int(inset * 100)) cm from the edge, \(Int(angle))° from the normal, \(beyond)")
    }

    /// A wall or a ceiling with relief up to 30 mm proud of it.
    func wallLayout(_ g: inout SplitMix64, shot: FamilyKShot, distance: Double) -> FamilyKLayout {
        var w = FamilyKWorld()
        let width = g.uniform(2.8...5.5), height = g.uniform(2.4...2.8), front = 4.5
        let albedo = g.uniform(0.3...0.9)
        w.room(width: width, height: height, back: -1, front: front + 0.001, &g)
        if self == .ceilingWithLamp {
            w.floor(y: height - 0.001, x: -width / 2...width / 2, z: -1...front, albedo: albedo, texture: .grain(scale: 0.4), role: .surface)
            let lamp = FamilyKVector(g.uniform(-0.5...0.5), height, g.uniform(1...2.5))
            w.lathe(base: lamp - FamilyKVector(0, g.uniform(0.02...0.03), 0), profile: [(g.uniform(0.12...0.25), 0.03)], .glossy, albedo: 0.9, role: .surface)
            w.lathe(base: FamilyKVector(lamp.x + g.uniform(0.6...1.2), height - 0.025, lamp.z - 0.4), profile: [(0.05, 0.025)], albedo: 0.9, role: .surface)
            let byFront = g.chance(0.5)
            let camera = shot.aim(at: lamp + FamilyKVector(g.uniform(-0.3...0.3), 0, g.uniform(-0.3...0.3)), normal: FamilyKVector(0, -1, 0), distance: distance, yawOff: g.uniform(-40...40), pitchOff: g.uniform(-20...20))
            return FamilyKLayout(world: w, camera: camera, light: FamilyKVector(0.3, -1, 0.2), outdoors: false, front: byFront,
                                 summary: "ceiling \(String(format: "%.1f", height)) m with a flush lamp\(byFront ? ", seen from a bed by the front camera" : "")")
        }
        w.panel(base: FamilyKVector(0, 0, front), width: width, height: height, facing: 180, albedo: albedo, texture: .grain(scale: 0.3), role: .surface)
        var items = 0
        /// A slab `proud` metres before the wall, its face centred at (x, y).
        func relief(_ x: Double, _ y: Double, _ sx: Double, _ sy: Double, proud: Double, _ material: FamilyKMaterial = .matte, albedo: Double, texture: FamilyKTexture = .plain) {
            w.slab(centre: FamilyKVector(x, y, front - proud), width: sx, height: sy, thickness: proud, facing: 180, material, albedo: albedo, texture: texture, role: .surface)
            items += 1
        }
        switch self {
        case .framedPictures:
            for _ in 0..<g.integer(1...5) {
                let sx = g.uniform(0.2...1), sy = g.uniform(0.2...0.9), proud = g.uniform(0.001...0.03), x = g.uniform(-0.4...0.4) * width, y = g.uniform(1...1.9)
                relief(x, y, sx, sy, proud: proud, albedo: g.uniform(0.05...0.9), texture: .picture(seed: g.integer(0...999), scale: sx / 10))
                if proud > 0.01, g.chance(0.4) {
                    w.slab(centre: FamilyKVector(x, y, front - proud - 0.002), width: sx * 0.9, height: sy * 0.9, thickness: 0.002, facing: 180, .glass, albedo: 0.1, role: .surface)
                }
            }
        case .switchesAndSockets:
            for _ in 0..<g.integer(2...6) {
                relief(g.uniform(-0.45...0.45) * width, g.pick([0.3, 1.05, 1.1, 1.2]) + g.uniform(-0.05...0.05), g.pick([0.08, 0.086, 0.15]), 0.086, proud: g.uniform(0.006...0.014), .glossy, albedo: g.uniform(0.6...0.95))
            }
            relief(0, 0.05, width, g.uniform(0.06...0.12), proud: g.uniform(0.01...0.02), albedo: g.uniform(0.3...0.95))
        case .doorWithPanels:
            let x = g.uniform(-0.25...0.25) * width, leaf = g.uniform(0.8...0.95), doorAlbedo = g.uniform(0.1...0.9)
            relief(x, 1.02, leaf + 0.16, 2.12, proud: 0.015, albedo: doorAlbedo * 0.9)
            relief(x, 1.0, leaf, 2.0, proud: 0.02, g.chance(0.3) ? .glossy : .matte, albedo: doorAlbedo, texture: .grain(scale: 0.04))
            for row in 0..<g.integer(2...4) {
                relief(x, 0.35 + Double(row) * 0.5, leaf * 0.7, 0.38, proud: 0.026, albedo: doorAlbedo)
            }
            relief(x + leaf * 0.4, 1.0, 0.12, 0.022, proud: 0.03, .glossy, albedo: 0.6)
        case .wardrobeFronts:
            let doors = max(2, Int(width / g.uniform(0.45...0.65))), doorWidth = width / Double(doors), doorAlbedo = g.uniform(0.1...0.9)
            for i in 0..<doors {
                let x = -width / 2 + (Double(i) + 0.5) * doorWidth
                relief(x, height / 2, doorWidth - 0.004, height - 0.01, proud: 0.02, g.chance(0.3) ? .glossy : .matte, albedo: doorAlbedo, texture: .grain(scale: 0.05))
                w.add(.ellipsoid(center: FamilyKVector(x + (i % 2 == 0 ? 0.4 : -0.4) * doorWidth, 1.1, front - 0.02), radii: FamilyKVector(0.012, 0.012, 0.009)), .glossy, albedo: 0.5, role: .surface)
            }
        default:
            let tile = g.pick([0.1, 0.15, 0.2, 0.3]), tileAlbedo = g.uniform(0.2...0.95), zone = min(height, g.uniform(1.2...2.4))
            for i in 0..<Int(width / tile) {
                for j in 0..<Int(zone / tile) {
                    w.slab(centre: FamilyKVector(-width / 2 + (Double(i) + 0.5) * tile, (Double(j) + 0.5) * tile, front - 0.008), width: tile - 0.003, height: tile - 0.003, thickness: 0.008, facing: 180, .glossy, albedo: tileAlbedo, role: .surface)
                }
            }
            items = Int(width / tile) * Int(zone / tile)
        }
        let target = FamilyKVector(g.uniform(-0.25...0.25) * width, min(height - 0.5, g.uniform(0.9...1.7)), front)
        let camera = shot.aim(at: target, normal: FamilyKVector(0, 0, -1), distance: distance, yawOff: g.uniform(-60...60), pitchOff: g.uniform(-15...25))
        return FamilyKLayout(world: w, camera: camera, light: FamilyKVector(0.4, 1, -0.5), outdoors: false, front: false,
                             summary: "wall \(String(format: "%.1f", width))x\(String(format: "%.1f", height)) m, \(items) relief items")
    }
}
