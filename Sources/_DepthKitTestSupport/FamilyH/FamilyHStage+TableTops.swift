import DepthKitCore
import Foundation

/// Family H's table tops seen from close: several objects standing on a table, desk, workbench or
/// counter, 0.4–1.1 m from the camera.
extension FamilyHStage {
    /// What stands on the table.
    enum TableSetting: Sendable {
        /// Mugs, plates, bowls, fruit and a bottle.
        case breakfast
        /// A laptop, a mug, a lamp, a stack of books and a plant.
        case desk
        /// Boxes, tins and bottles on a workbench.
        case workbench
        /// Potted plants and vases.
        case plants
        /// Kettle, bowls, bottles and a board on a counter against the wall.
        case counter
    }

    /// A table top of `style`.
    mutating func buildTableTop(_ g: inout SplitMix64, style: TableSetting) {
        let wall = g.uniform(2...4)
        addRoom(width: 4, depth: wall, height: 2.6, &g)
        let top = style == .counter ? 0.9 : g.uniform(0.72...0.78)
        let table = style == .counter ? SIMD2(0.0, wall - 0.32) : SIMD2(0.0, wall - g.uniform(0.6...1.2))
        addTable(center: table, top: top, width: style == .counter ? 2.4 : 1.4, depth: style == .counter ? 0.62 : 0.85,
                 style == .counter ? .stone(&g) : .wood(&g))
        func spot(_ g: inout SplitMix64) -> SIMD2<Double> { table + SIMD2(g.uniform(-0.4...0.4), g.uniform(-0.22...0.22)) }
        switch style {
        case .breakfast:
            for _ in 0..<g.integer(1...3) { addCup(at: spot(&g), floor: top, &g) }
            for _ in 0..<g.integer(1...3) { addPlate(at: spot(&g), floor: top, bowl: g.chance(0.5), &g) }
            for _ in 0..<g.integer(1...3) { addFruit(at: spot(&g), floor: top, &g) }
            addBottle(at: spot(&g), floor: top, &g)
        case .desk:
            addLaptop(at: spot(&g), floor: top, yaw: g.angle(-30...30), opening: g.angle(5...30), &g)
            addCup(at: spot(&g), floor: top, &g)
            addLamp(at: table + SIMD2(g.pick([-0.5, 0.5]), 0.2), floor: top, &g)
            addBlock(at: spot(&g), floor: top, size: SIMD3(0.22, g.uniform(0.06...0.2), 0.3), yaw: g.angle(-30...30), &g)
            if g.chance(0.6) { addPlant(at: spot(&g), floor: top, height: g.uniform(0.2...0.4), &g) }
        case .workbench:
            for _ in 0..<g.integer(2...4) {
                addBlock(at: spot(&g), floor: top, size: SIMD3(g.uniform(0.15...0.45), g.uniform(0.08...0.25), g.uniform(0.12...0.3)), yaw: g.angle(-40...40), &g)
            }
            for _ in 0..<g.integer(1...3) { addCup(at: spot(&g), floor: top, &g) }
            addBottle(at: spot(&g), floor: top, &g)
        case .plants:
            for _ in 0..<g.integer(2...4) { addPlant(at: spot(&g), floor: top, height: g.uniform(0.2...0.5), &g) }
            addBottle(at: spot(&g), floor: top, &g)
        case .counter:
            add(.cylinder(radius: 0.08, halfHeight: 0.11, rounding: 0.02), at: SIMD3(table.x + g.uniform(-0.6...0.6), top + 0.11, table.y), turned: Self.upright, .plain(&g), .surroundings)
            addBlock(at: spot(&g), floor: top, size: SIMD3(0.4, 0.02, 0.28), yaw: g.angle(-20...20), &g)
            for _ in 0..<g.integer(1...3) { addPlate(at: spot(&g), floor: top, bowl: true, &g) }
            for _ in 0..<g.integer(1...3) { addBottle(at: table + SIMD2(g.uniform(-0.8...0.8), 0.18), floor: top, &g) }
        }
        view(SIMD3(table.x, top + 0.05, table.y), distance: g.uniform(0.5...1.1), elevation: g.angle(25...65), azimuth: g.angle(-30...30))
        summary = "table top"
    }
}
