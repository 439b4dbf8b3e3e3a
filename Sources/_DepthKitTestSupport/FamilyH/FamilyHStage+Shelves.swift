import DepthKitCore
import Foundation

/// Family H's shelves: bookcases full of books seen before them, aside or up close; a pantry of jars
/// and tins; shelves on a wall with books and plants.
extension FamilyHStage {
    /// A bookcase against the far wall seen `yaw` radians aside, the camera `distance` from its middle.
    mutating func buildBookcase(_ g: inout SplitMix64, yaw: Double, distance: Double) {
        let wall = 4.0, width = g.uniform(0.8...1.6), height = g.uniform(1.8...2.2)
        addRoom(width: 6, depth: wall, height: 2.7, &g)
        addBookcase(x: 0, back: wall, width: width, height: height, depth: g.uniform(0.25...0.35), rows: g.integer(4...6), fill: 0.7...1.0, &g, role: .subject)
        let target = SIMD3(g.uniform(-0.2...0.2) * width, g.uniform(0.6...1.5), wall - 0.15)
        view(target, distance: distance, elevation: g.angle(-15...15), azimuth: -yaw)
        summary = "bookcase \(String(format: "%.1f", width)) m wide, \(String(format: "%.0f", abs(yaw) * 180 / .pi))° aside, \(String(format: "%.1f", distance)) m"
    }

    /// A pantry: shelves of jars, tins and packets.
    mutating func buildPantry(_ g: inout SplitMix64) {
        let wall = 3.0, width = g.uniform(0.8...1.4), height = 2.0, rows = g.integer(4...6), depth = g.uniform(0.3...0.45)
        addRoom(width: 4, depth: wall, height: 2.6, &g)
        addBookcase(x: 0, back: wall, width: width, height: height, depth: depth, rows: rows, fill: 0...0, &g, role: .subject)
        let gap = height / Double(rows)
        for row in 0..<rows {
            var cursor = -width / 2 + 0.03
            let shelf = Double(row) * gap + 0.018
            while cursor < width / 2 - 0.08 {
                let radius = g.uniform(0.03...0.06), tall = min(g.uniform(0.08...0.25), gap - 0.04)
                let spot = SIMD3(cursor + radius, shelf + tall / 2, wall - g.uniform(0.05...depth - radius - 0.02))
                if g.chance(0.6) {
                    add(.cylinder(radius: radius, halfHeight: tall / 2, rounding: 0.005), at: spot, turned: Self.upright, .spine(&g), .subject)
                } else {
                    add(.box(half: SIMD3(radius, tall / 2, radius * 0.7), rounding: 0.003), at: spot, .spine(&g), .subject)
                }
                cursor += 2 * radius + g.uniform(0.005...0.05)
            }
        }
        view(SIMD3(0, g.uniform(0.8...1.4), wall - depth / 2), distance: g.uniform(0.7...1.5), elevation: g.angle(-15...15), azimuth: g.angle(-25...25))
        summary = "pantry shelves"
    }

    /// Two or three boards on a wall holding books (some leaning) and plants.
    mutating func buildWallShelves(_ g: inout SplitMix64) {
        let wall = 3.0
        addRoom(width: 5, depth: wall, height: 2.7, &g)
        let boards = g.integer(2...3), width = g.uniform(0.8...1.4)
        for board in 0..<boards {
            let y = 0.9 + Double(board) * g.uniform(0.35...0.45)
            add(.box(half: SIMD3(width / 2, 0.012, 0.11), rounding: 0.003), at: SIMD3(0, y, wall - 0.11), .wood(&g), .subject)
            var cursor = -width / 2 + g.uniform(0...0.2)
            while cursor < width / 2 - 0.25 {
                let thick = g.uniform(0.02...0.05), tall = g.uniform(0.16...0.28)
                add(.box(half: SIMD3(thick / 2, tall / 2, 0.08), rounding: 0.002), at: SIMD3(cursor, y + 0.012 + tall / 2, wall - 0.1), .spine(&g), .subject)
                cursor += thick + 0.002
            }
            addPlant(at: SIMD2(width / 2 - 0.12, wall - 0.11), floor: y + 0.012, height: g.uniform(0.2...0.35), &g, role: .subject)
        }
        view(SIMD3(0, 1.2, wall - 0.1), distance: g.uniform(0.9...1.8), elevation: g.angle(-10...15), azimuth: g.angle(-30...30))
        summary = "\(boards) wall shelves"
    }
}
