import DepthKitCore
import Foundation

/// Prints on tables: a print lying on a table seen at 20–68° from the table's normal, the table's far
/// edge and what is beyond it (a floor, a wall) in a strip of the frame. The table top and the prints
/// on it are labelled.
extension FamilyIStage {
    mutating func print(_ subfamily: FamilyISubfamily, _ g: inout SplitMix64) {
        let height = subfamily == .coffeeTablePhoto ? g.uniform(0.38...0.5) : g.uniform(0.72...0.9)
        let byWall = subfamily == .deskPrintByWall
        let width = g.uniform(1.4...2.0), depth = byWall ? g.uniform(1.0...1.2) : g.uniform(0.8...1.0)
        plane(.zero, facing: SIMD3(0, 1, 0), subfamily == .coffeeTablePhoto ? .carpet : g.pick([.wood, .stone, .carpet]))
        if byWall {
            plane(SIMD3(0, 0, -depth / 2 - g.uniform(0...0.05)), facing: SIMD3(0, 0, 1), .paint)
        }
        quad = table(x: 0, z: 0, width: width, depth: depth, height: height, g.pick([.wood, .darkWood, .paint, .stone]), labelled: true)
        let center = SIMD3(g.uniform(-0.2...0.2), height, -depth / 2 + (byWall ? g.uniform(0.4...0.6) : g.uniform(0.18...0.35)))
        let (printWidth, printHeight) = subfamily == .coffeeTablePhoto ? (0.15, 0.1) : g.pick([(0.297, 0.21), (0.42, 0.297), (0.21, 0.297)])
        let sheets = subfamily == .printStack ? g.integer(2...4) : 1
        for sheet in 0..<sheets {
            let offset = SIMD3(g.uniform(-0.06...0.06), 0.0004 * Double(sheet + 1), g.uniform(-0.05...0.05))
            panel(center + (sheet == 0 ? SIMD3(0, 0.0004, 0) : offset), facing: SIMD3(0, 1, 0), width: printWidth, height: printHeight,
                  thickness: 0.0004 * Double(sheet + 1), spin: g.uniform(-0.4...0.4), .paper, labelled: true)
        }
        let fromNormal = (byWall ? g.uniform(20...45) : g.uniform(20...68)) * .pi / 180
        look(at: center, distance: 0.7, yaw: g.uniform(-0.4...0.4), elevation: .pi / 2 - fromNormal)
        notes.append("\(Int(fromNormal * 180 / .pi))° from the table's normal, \(sheets) sheet\(sheets > 1 ? "s" : "")")
        hold(&g, portrait: subfamily == .portraitPrint ? 1 : 0.15)
    }
}
