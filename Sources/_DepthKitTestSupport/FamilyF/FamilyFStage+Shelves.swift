import DepthKitCore
import Foundation

/// shelf: a bookcase, pantry or storage rack filled with books, jars or boxes, seen from 0.7–2.2 m.
extension FamilyFStage {
    mutating func buildShelf(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        let width = g.uniform(0.8...2.4), depth = subfamily == .storageRack ? g.uniform(0.4...0.6) : g.uniform(0.25...0.4)
        let boards = g.integer(4...6), gap = g.uniform(0.3...0.42), base = g.uniform(0.05...0.3)
        let front = 0.0, back = depth
        southFacingSheet(y: back + 0.02, x: 0, z: 1.5, width: 12, height: 3.2)
        level(z: 0, width: 12, depth: 12)
        if subfamily == .storageRack {
            for (x, y) in [(-width / 2, front), (width / 2, front), (-width / 2, back), (width / 2, back)] { post(at: x, y, radius: 0.015, height: base + gap * Double(boards), .glossy, .structure) }
        } else {
            for side in [-1.0, 1.0] { block(at: side * (width / 2 + 0.01), depth / 2, SceneVector(0.02, depth, base + gap * Double(boards)), .matte, .structure) }
            southFacingSheet(y: back, x: 0, z: (base + gap * Double(boards)) / 2, width: width, height: base + gap * Double(boards))
        }
        var count = 0
        for board in 0..<boards {
            let z = base + gap * Double(board)
            block(at: 0, depth / 2, floor: z - 0.018, SceneVector(width, depth, 0.018), .matte, .structure)
            var x = -width / 2 + g.uniform(0...0.1)
            while x < width / 2 - 0.05 {
                switch subfamily {
                case .bookcase:
                    let thickness = g.uniform(0.015...0.06), height = min(g.uniform(0.16...0.3), gap - 0.03), bookDepth = g.uniform(0.13...min(0.24, depth))
                    block(at: x + thickness / 2, front + bookDepth / 2 + g.uniform(0...0.04), floor: z, SceneVector(thickness - 0.002, bookDepth, height),
                          yaw: g.uniform(-3...3), g.chance(0.25) ? .dark : .matte, .structure)
                    x += thickness + (g.chance(0.05) ? g.uniform(0.05...0.2) : 0)
                case .pantry:
                    let radius = g.uniform(0.03...0.07), height = min(g.uniform(0.08...0.26), gap - 0.04)
                    if g.chance(0.3) {
                        block(at: x + radius, g.uniform(0.08...0.15), floor: z, SceneVector(radius * 2, g.uniform(0.06...0.12), height), .matte, .structure)
                    } else {
                        post(at: x + radius, g.uniform(0.06...0.12), floor: z, radius: radius, height: height, g.chance(0.4) ? .glass : .glossy, .structure)
                    }
                    x += radius * 2 + g.uniform(0.005...0.05)
                default:
                    let boxWidth = g.uniform(0.25...0.55), height = min(g.uniform(0.15...0.35), gap - 0.03)
                    block(at: x + boxWidth / 2, g.uniform(0.2...0.3) * depth + boxWidth * 0.3, floor: z, SceneVector(boxWidth - 0.02, min(depth - 0.02, boxWidth * 0.8), height),
                          g.chance(0.3) ? .dark : .matte, .structure)
                    x += boxWidth + g.uniform(0...0.1)
                }
                count += 1
            }
        }
        let distance = g.uniform(0.7...2.2), height = g.uniform(0.9...1.7)
        let aim = SceneVector(g.uniform(-0.25...0.25) * width, 0, min(height, base + gap * Double(boards) * g.uniform(0.3...0.7)))
        let heading = SceneVector.heading(g.uniform(-30...30))
        camera.look(from: SceneVector(aim.x, aim.y, height) - heading * distance, at: aim)
        notes.append("\(subfamily.rawValue) \(String(format: "%.1f", width)) m wide, \(boards) boards, \(count) items, from \(String(format: "%.1f", distance)) m")
    }
}
