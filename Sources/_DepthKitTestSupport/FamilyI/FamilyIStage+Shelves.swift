import DepthKitCore
import Foundation

/// Shelves filled with things: a bookcase, pantry jars and cans, store shelves of boxes, floating wall
/// shelves, a cube shelf with bins. The unit stands against a wall at z = 0, its boards facing +z.
extension FamilyIStage {
    mutating func shelf(_ subfamily: FamilyISubfamily, _ g: inout SplitMix64) {
        plane(.zero, facing: SIMD3(0, 1, 0), g.pick([.wood, .carpet, .stone]))
        plane(.zero, facing: SIMD3(0, 0, 1), .paint)
        let width = g.uniform(0.8...1.6), depth = subfamily == .wallShelves ? 0.22 : g.uniform(0.28...0.45)
        let floating = subfamily == .wallShelves
        let spacing = subfamily == .cubeShelf ? 0.36 : g.uniform(0.3...0.42)
        let levels = floating ? g.integer(2...3) : g.integer(4...6)
        let bottom = floating ? 0.9 : 0.05
        let frame: FamilyIMaterial = g.pick([.wood, .darkWood, .paint])
        if !floating {
            for side in [-1.0, 1.0] { block(x: side * width / 2, z: depth / 2, size: SIMD3(0.02, bottom + Double(levels) * spacing, depth), frame) }
        }
        if subfamily == .cubeShelf {
            for column in 1..<Int(width / spacing) {
                block(x: -width / 2 + Double(column) * spacing, z: depth / 2, size: SIMD3(0.018, Double(levels) * spacing, depth), frame)
            }
        }
        for level in 0...levels {
            let y = bottom + Double(level) * spacing
            block(x: 0, y: y - 0.018, z: depth / 2, size: SIMD3(width, 0.018, depth), frame)
            guard level < levels else { break }
            fill(row: y, width: width, depth: depth, room: spacing - 0.04, subfamily, &g)
        }
        let aim = SIMD3(g.uniform(-0.2...0.2), bottom + Double(levels) * spacing / 2, depth / 2)
        look(at: aim, distance: g.uniform(0.8...2.0), yaw: g.uniform(-0.6...0.6), elevation: g.uniform(-0.25...0.3))
        notes.append("\(levels) shelves")
        hold(&g, portrait: subfamily == .storeAisle ? 0.6 : 0.3)
    }

    /// One shelf's things from left to right, up to `room` metres high.
    private mutating func fill(row y: Double, width: Double, depth: Double, room: Double, _ subfamily: FamilyISubfamily, _ g: inout SplitMix64) {
        var x = -width / 2 + 0.02
        while x < width / 2 - 0.08 {
            if g.chance(0.08) { x += g.uniform(0.05...0.2); continue }
            switch subfamily {
            case .bookcase:
                let thick = g.uniform(0.018...0.06), height = min(room, g.uniform(0.17...0.32)), deep = min(depth - 0.01, g.uniform(0.14...0.26))
                block(x: x + thick / 2, y: y, z: deep / 2 + g.uniform(0...0.04), size: SIMD3(thick, height, deep), .book)
                x += thick + 0.001
            case .pantry, .wallShelves:
                let radius = g.uniform(0.03...0.07), height = min(room, g.uniform(0.08...0.26))
                if subfamily == .wallShelves && g.chance(0.3) {
                    plant(x: x + radius, y: y, z: depth / 2, size: min(room / 1.6, g.uniform(0.12...0.2)))
                } else {
                    column(x: x + radius, y: y, z: g.uniform(radius...(depth - radius)), radius: radius, height: height, g.pick([.ceramic, .metal, .plastic]))
                }
                x += 2 * radius + g.uniform(0.01...0.05)
            case .cubeShelf:
                let cell = 0.36
                if g.chance(0.6) { block(x: x + cell / 2 - 0.02, y: y, z: depth / 2, size: SIMD3(cell - 0.05, room - 0.04, depth - 0.04), .fabric) }
                x += cell
            default:
                let wide = g.uniform(0.08...0.25), height = min(room, g.uniform(0.1...0.3))
                block(x: x + wide / 2, y: y, z: depth / 2 + g.uniform(0...0.05), size: SIMD3(wide, height, depth - 0.06), g.pick([.paper, .plastic, .book]))
                x += wide + 0.005
            }
        }
    }
}
