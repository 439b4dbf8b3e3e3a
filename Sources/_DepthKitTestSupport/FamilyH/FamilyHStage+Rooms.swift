import DepthKitCore
import Foundation

/// Family H's furnished rooms, seen from a standing person's hand: a living room, a bedroom, a kitchen,
/// an office and a dining room.
extension FamilyHStage {
    /// A sofa against the far wall, a coffee table before it, a plant and a television.
    mutating func buildLivingRoom(_ g: inout SplitMix64) {
        let depth = g.uniform(3.5...5.5), width = g.uniform(3.5...5)
        addRoom(width: width, depth: depth, height: g.uniform(2.4...2.8), &g)
        addSofa(at: SIMD2(g.uniform(-0.5...0.5), depth - 0.5), yaw: .pi, width: g.uniform(1.6...2.4), &g)
        addTable(center: SIMD2(g.uniform(-0.4...0.4), depth - 1.6), top: g.uniform(0.38...0.46), width: 1.0, depth: 0.6, .wood(&g))
        addPlant(at: SIMD2(-width / 2 + 0.4, depth - 0.4), floor: 0, height: g.uniform(0.8...1.5), &g)
        addScreen(center: SIMD3(width / 2 - 0.05, 1.2, depth - 2), facing: SIMD3(-1, 0, 0), width: 1.1, aspect: 16.0 / 9, stand: false, lit: false, &g, subject: false)
        look(from: SIMD3(g.uniform(-0.5...0.5), g.uniform(1.2...1.6), g.uniform(0...0.5)), pitch: -g.angle(10...35), yaw: g.angle(-25...25))
        summary = "living room \(String(format: "%.1f", width))x\(String(format: "%.1f", depth)) m"
    }

    /// A bed against the far wall, a night stand with a lamp and a wardrobe.
    mutating func buildBedroom(_ g: inout SplitMix64) {
        let depth = g.uniform(3.2...4.5), width = g.uniform(3...4.5)
        addRoom(width: width, depth: depth, height: g.uniform(2.4...2.7), &g)
        let bed = g.uniform(-0.5...0.5), bedWidth = g.pick([0.9, 1.4, 1.6, 1.8])
        addBed(x: bed, wall: depth, width: bedWidth, &g)
        let stand = SIMD2(bed + bedWidth / 2 + 0.3, depth - 0.25)
        addBlock(at: stand, floor: 0, size: SIMD3(0.45, 0.5, 0.4), yaw: 0, &g)
        addLamp(at: stand, floor: 0.5, &g)
        addCabinets(from: -width / 2, to: -width / 2 + 0.6, wall: depth - 1.2, height: 2.0, depth: 0.6, counter: false, &g)
        look(from: SIMD3(g.uniform(-0.4...0.4), g.uniform(1.2...1.6), g.uniform(0...0.6)), pitch: -g.angle(12...35), yaw: g.angle(-25...25))
        summary = "bedroom"
    }

    /// Counters and wall cupboards along the far wall, stools and bottles.
    mutating func buildKitchen(_ g: inout SplitMix64) {
        let depth = g.uniform(2.8...4.5), width = g.uniform(3...4.5)
        addRoom(width: width, depth: depth, height: g.uniform(2.4...2.7), &g)
        addCabinets(from: -width / 2, to: width / 2 - g.uniform(0.5...1.2), wall: depth, height: 0.88, depth: 0.62, counter: true, &g)
        addCabinets(from: -width / 2 + 0.3, to: width / 2 - 1.4, wall: depth, height: 0.7, depth: 0.35, counter: false, &g)
        for _ in 0..<g.integer(2...5) {
            addBottle(at: SIMD2(g.uniform(-width / 2 + 0.2...0.5), depth - g.uniform(0.15...0.45)), floor: 0.92, &g)
        }
        if g.chance(0.7) {
            addTable(center: SIMD2(g.uniform(-0.5...0.5), depth - 1.7), top: 0.9, width: 1.2, depth: 0.6, .stone(&g))
            for i in 0..<g.integer(1...3) { addChair(at: SIMD2(Double(i) * 0.5 - 0.5, depth - 2.2), yaw: 0, &g) }
        }
        look(from: SIMD3(g.uniform(-0.4...0.4), g.uniform(1.3...1.6), g.uniform(0...0.4)), pitch: -g.angle(8...30), yaw: g.angle(-25...25))
        summary = "kitchen"
    }

    /// A desk with a monitor, a chair, a bookcase by the side wall.
    mutating func buildOffice(_ g: inout SplitMix64) {
        let depth = g.uniform(3...4.5), width = g.uniform(3...4.5)
        addRoom(width: width, depth: depth, height: g.uniform(2.4...2.8), &g)
        let desk = SIMD2(g.uniform(-0.5...0.5), depth - 0.4)
        addTable(center: desk, top: 0.74, width: 1.5, depth: 0.75, .wood(&g))
        addScreen(center: SIMD3(desk.x, 1.1, depth - 0.25), facing: SIMD3(0, 0, -1), width: 0.6, aspect: 16.0 / 9, stand: true, lit: g.chance(0.5), &g, subject: false)
        addChair(at: SIMD2(desk.x, depth - 1.2), yaw: .pi, &g)
        addBookcase(x: -width / 2 + 0.6, back: depth, width: 0.9, height: 2.0, depth: 0.32, rows: 5, fill: 0.4...0.9, &g)
        look(from: SIMD3(g.uniform(-0.4...0.4), g.uniform(1.3...1.6), g.uniform(0...0.6)), pitch: -g.angle(10...30), yaw: g.angle(-25...25))
        summary = "office"
    }

    /// A dining table with chairs round it and tableware on it.
    mutating func buildDiningRoom(_ g: inout SplitMix64) {
        let depth = g.uniform(3.5...5), width = g.uniform(3.5...5)
        addRoom(width: width, depth: depth, height: g.uniform(2.4...2.8), &g)
        let table = SIMD2(g.uniform(-0.3...0.3), g.uniform(2.0...depth - 1.2)), top = 0.75
        addTable(center: table, top: top, width: 1.6, depth: 0.9, .wood(&g))
        for (dx, dz, yaw) in [(-0.4, -0.65, 0.0), (0.4, -0.65, 0), (-0.4, 0.65, .pi), (0.4, 0.65, .pi)] {
            addChair(at: table + SIMD2(dx, dz), yaw: yaw, &g)
        }
        for _ in 0..<g.integer(2...4) { addPlate(at: table + SIMD2(g.uniform(-0.6...0.6), g.uniform(-0.3...0.3)), floor: top, bowl: g.chance(0.4), &g) }
        addBottle(at: table + SIMD2(g.uniform(-0.3...0.3), 0), floor: top, &g)
        look(from: SIMD3(g.uniform(-0.5...0.5), g.uniform(1.3...1.6), g.uniform(0...0.4)), pitch: -g.angle(15...35), yaw: g.angle(-20...20))
        summary = "dining room"
    }
}
