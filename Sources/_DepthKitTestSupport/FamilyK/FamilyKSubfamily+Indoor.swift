import DepthKitCore
import Foundation

/// The indoor real layouts: rooms, shelves and corridors.
extension FamilyKSubfamily {
    /// A furnished room, a shelf or a corridor.
    func indoorLayout(_ g: inout SplitMix64, shot: FamilyKShot) -> FamilyKLayout {
        var w = FamilyKWorld()
        let camera: FamilyKCamera, summary: String
        switch kind {
        case .room:
            let width = g.uniform(3...6), depth = g.uniform(3...6), height = g.uniform(2.4...3)
            w.room(width: width, height: height, back: -1, front: depth, &g)
            switch self {
            case .livingRoom:
                let sofa = FamilyKVector(g.uniform(-0.5...0.5), 0, depth - 0.5)
                w.box(base: sofa, size: FamilyKVector(2.1, 0.45, 0.9), albedo: g.uniform(0.05...0.7), texture: .grain(scale: 0.03))
                w.box(base: sofa + FamilyKVector(0, 0, 0.35), size: FamilyKVector(2.1, 0.85, 0.2), albedo: g.uniform(0.05...0.7))
                w.table(base: FamilyKVector(sofa.x, 0, depth - 1.6), size: FamilyKVector(1.1, 0.42, 0.6), albedo: g.uniform(0.1...0.8))
                w.lathe(base: FamilyKVector(width / 2 - 0.4, 0, depth - 0.4), profile: [(0.15, 0.03), (0.02, 1.5), (0.2, 1.8)], albedo: 0.7)
                w.box(base: FamilyKVector(-width / 2 + 0.3, 0, depth / 2), size: FamilyKVector(1.6, 0.5, 0.4), yaw: 90, albedo: g.uniform(0.1...0.8))
            case .bedroom:
                let bed = FamilyKVector(g.uniform(-0.6...0.6), 0, depth - 1.1)
                w.box(base: bed, size: FamilyKVector(1.6, 0.55, 2), albedo: g.uniform(0.4...0.9), texture: .grain(scale: 0.05))
                w.box(base: bed + FamilyKVector(0, 0, 0.95), size: FamilyKVector(1.7, 1.1, 0.08), albedo: g.uniform(0.1...0.7))
                for side in [-0.4, 0.4] { w.add(.ellipsoid(center: bed + FamilyKVector(side, 0.62, 0.75), radii: FamilyKVector(0.3, 0.08, 0.18)), albedo: 0.85) }
                w.box(base: FamilyKVector(-width / 2 + 0.3, 0, 1.5), size: FamilyKVector(1.8, 2.1, 0.6), yaw: 90, albedo: g.uniform(0.2...0.9), texture: .grain(scale: 0.1))
                w.box(base: bed + FamilyKVector(1.05, 0, 0.7), size: FamilyKVector(0.45, 0.5, 0.4), albedo: 0.5)
            case .kitchen:
                w.box(base: FamilyKVector(0, 0, depth - 0.3), size: FamilyKVector(width - 0.1, 0.9, 0.6), albedo: g.uniform(0.2...0.9), texture: .grain(scale: 0.05))
                w.box(base: FamilyKVector(0, 1.5, depth - 0.18), size: FamilyKVector(width - 0.1, 0.7, 0.35), .glossy, albedo: g.uniform(0.2...0.9))
                w.box(base: FamilyKVector(width / 2 - 0.45, 0, depth - 0.35), size: FamilyKVector(0.7, 1.85, 0.65), .glossy, albedo: g.uniform(0.5...0.95))
                w.table(base: FamilyKVector(g.uniform(-0.5...0.5), 0, depth / 2), size: FamilyKVector(1.2, 0.75, 0.8), albedo: g.uniform(0.2...0.8))
                for side in [-1.0, 1] { w.chair(base: FamilyKVector(side * 0.4, 0, depth / 2 - 0.6), yaw: 0, albedo: g.uniform(0.1...0.8)) }
            default:
                w.table(base: FamilyKVector(0, 0, depth - 0.45), size: FamilyKVector(1.5, 0.74, 0.75), albedo: g.uniform(0.2...0.8))
                w.display(centre: FamilyKVector(0, 1.05, depth - 0.3), width: 0.6, height: 0.34, bezel: 0.01, thickness: 0.04, facing: 180, tilt: 0, &g, role: .surroundings)
                w.chair(base: FamilyKVector(g.uniform(-0.3...0.3), 0, depth - 1.1), yaw: g.uniform(-30...30), albedo: 0.1)
                w.box(base: FamilyKVector(-width / 2 + 0.2, 0, depth - 1.5), size: FamilyKVector(1, 1.9, 0.35), yaw: 90, albedo: g.uniform(0.2...0.8))
                w.lathe(base: FamilyKVector(width / 2 - 0.4, 0, depth - 0.4), profile: [(0.15, 0.3)], albedo: 0.4)
                w.foliage(centre: FamilyKVector(width / 2 - 0.4, 0.8, depth - 0.4), radii: FamilyKVector(0.35, 0.5, 0.35), leaves: 70, size: 0.1, albedo: 0.3, &g)
            }
            let position = FamilyKVector(g.uniform(-0.3...0.3) * width, g.uniform(1.1...1.7), g.uniform(-0.6...0.3))
            camera = shot.look(from: position, at: FamilyKVector(g.uniform(-0.3...0.3) * width, g.uniform(0.3...1.1), depth - 0.5))
            summary = "\(rawValue) \(String(format: "%.1fx%.1f", width, depth)) m"
        case .shelf:
            let width = g.uniform(0.8...2.4), levels = g.integer(3...6), depth = g.uniform(0.25...0.45), front = 2.5
            w.room(width: 5, height: 2.6, back: -2, front: front + depth + 0.01, &g)
            let frameAlbedo = g.uniform(0.1...0.9), spacing = g.uniform(0.28...0.42)
            w.box(base: FamilyKVector(0, 0, front + depth - 0.01), size: FamilyKVector(width, Double(levels) * spacing + 0.1, 0.02), albedo: frameAlbedo)
            for side in [-1.0, 1] { w.box(base: FamilyKVector(side * width / 2, 0, front + depth / 2), size: FamilyKVector(0.02, Double(levels) * spacing + 0.1, depth), albedo: frameAlbedo) }
            for level in 0..<levels {
                let y = 0.08 + Double(level) * spacing
                w.box(base: FamilyKVector(0, y - 0.02, front + depth / 2), size: FamilyKVector(width, 0.02, depth), albedo: frameAlbedo)
                switch self {
                case .bookshelf: w.books(y: y, from: -width / 2 + 0.02, to: width / 2 - 0.02, front: front, depth: depth * 0.8, maxHeight: spacing - 0.04, &g)
                case .pantry:
                    var x = -width / 2 + 0.07
                    while x < width / 2 - 0.07 {
                        let r = g.uniform(0.03...0.06), z = front + g.uniform(0.05...depth - 0.06)
                        if g.chance(0.5) {
                            w.lathe(base: FamilyKVector(x, y, z), profile: [(r, spacing * 0.45), (r * 0.7, spacing * 0.55), (r * 0.75, spacing * 0.62)], .glossy, albedo: g.uniform(0.1...0.8))
                        } else {
                            w.add(.cylinder(base: FamilyKVector(x, y, z), radius: r, height: spacing * g.uniform(0.3...0.6)), .glossy, albedo: g.uniform(0.2...0.9), texture: .stripes(seed: g.integer(0...99), width: 0.05))
                        }
                        x += 2 * r + g.uniform(0.005...0.08)
                    }
                case .shopShelf:
                    var x = -width / 2 + 0.02
                    while x < width / 2 - 0.1 {
                        let bx = g.uniform(0.06...0.25)
                        w.box(base: FamilyKVector(x + bx / 2, y, front + depth / 2 + g.uniform(-0.05...0.02)), size: FamilyKVector(bx, spacing * g.uniform(0.4...0.85), depth * 0.8), albedo: g.uniform(0.1...0.95), texture: .picture(seed: g.integer(0...999), scale: 0.03))
                        x += bx + 0.005
                    }
                    w.box(base: FamilyKVector(0, y - 0.05, front - 0.02), size: FamilyKVector(width, 0.04, 0.02), albedo: 0.8)
                default:
                    for _ in 0..<g.integer(1...4) {
                        let x = g.uniform(-0.45...0.45) * width, z = front + depth / 2
                        switch g.integer(0...2) {
                        case 0: w.lathe(base: FamilyKVector(x, y, z), profile: [(0.05, 0.04), (0.08, 0.12), (0.04, 0.22)], .glossy, albedo: g.uniform(0.1...0.9))
                        case 1: w.slab(centre: FamilyKVector(x, y + 0.12, z + 0.05), width: 0.18, height: 0.24, thickness: 0.02, facing: 180, tilt: 10, albedo: 0.5, texture: .picture(seed: 5, scale: 0.02))
                        default: w.foliage(centre: FamilyKVector(x, y + 0.15, z), radii: FamilyKVector(0.12, 0.12, 0.1), leaves: 25, size: 0.05, albedo: 0.3, &g)
                        }
                    }
                }
            }
            let distance = g.uniform(0.7...2), angle = g.uniform(-35...35) * .pi / 180
            let target = FamilyKVector(g.uniform(-0.2...0.2) * width, g.uniform(0.3...0.7) * Double(levels) * spacing, front)
            camera = shot.look(from: target + FamilyKVector(sin(angle), g.uniform(-0.1...0.35), -cos(angle)) * distance, at: target)
            summary = "\(rawValue) \(String(format: "%.1f", width)) m wide, \(levels) levels, \(String(format: "%.1f", distance)) m away"
        default:
            let width = self == .hallwayWithCoats ? g.uniform(0.9...1.3) : g.uniform(1.4...2.6)
            // A stairwell is open upward past its flight of 14 steps.
            let length = self == .stairwell ? g.uniform(9...14) : g.uniform(6...30), height = self == .stairwell ? g.uniform(4.5...6) : g.uniform(2.3...2.8)
            w.room(width: width, height: height, back: -1, front: length, &g)
            if self == .stairwell {
                let rise = g.uniform(0.15...0.19), run = g.uniform(0.25...0.32), start = g.uniform(1.2...3)
                for step in 0..<14 {
                    w.box(base: FamilyKVector(0, 0, start + Double(step) * run + run / 2), size: FamilyKVector(width - 0.02, rise * Double(step + 1), run), albedo: 0.5, texture: .grain(scale: 0.05))
                }
                w.add(.cylinder(base: FamilyKVector(width / 2 - 0.08, 0, start), radius: 0.025, height: 1), .glossy, albedo: 0.5)
                w.floor(y: rise * 14, x: -width / 2...width / 2, z: (start + 14 * run)...max(length, start + 14 * run + 0.5), albedo: 0.5)
            }
            for z in stride(from: g.uniform(1.5...4), to: length - 1, by: g.uniform(2.5...6)) {
                for side in [-1.0, 1] where g.chance(self == .hotelCorridor ? 0.9 : 0.5) && self != .stairwell {
                    w.slab(centre: FamilyKVector(side * (width / 2 - 0.02), 1.0, z), width: 0.9, height: 2, thickness: 0.02, facing: side > 0 ? 270 : 90, albedo: g.uniform(0.1...0.8))
                }
                if self == .hallwayWithCoats, z < 6 {
                    w.foliage(centre: FamilyKVector(-width / 2 + 0.2, 1.3, z), radii: FamilyKVector(0.15, 0.45, 0.25), leaves: 50, size: 0.15, albedo: g.uniform(0.05...0.6), &g)
                }
                w.box(base: FamilyKVector(0, height - 0.05, z), size: FamilyKVector(0.3, 0.05, 1.2), .glossy, albedo: 0.9)
            }
            w.slab(centre: FamilyKVector(0, 1.0, length - 0.02), width: 0.9, height: 2, thickness: 0.03, facing: 180, albedo: 0.4)
            let position = FamilyKVector(g.uniform(-0.25...0.25) * width, g.uniform(1.3...1.7), 0)
            camera = shot.look(from: position, at: position + FamilyKVector(g.uniform(-0.35...0.35), g.uniform(-0.35...0.15), 1))
            summary = "\(rawValue) \(String(format: "%.1f", width)) m wide, \(Int(length)) m long"
        }
        return FamilyKLayout(world: w, camera: camera, light: FamilyKVector(0.3, 1, -0.2), outdoors: false, front: false, summary: summary)
    }
}
