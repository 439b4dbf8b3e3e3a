import DepthKitCore
import Foundation

/// Family H's flat surfaces with clutter: a desk, a wall, a screen, a print, a floor or a whiteboard
/// covering 86–99 % of the frame with small low things on it (≤ 45 mm), a cable, fingers at its edge, or
/// a hand and forearm reaching in from outside the view.
extension FamilyHStage {
    /// A desk seen from above with a phone, coins, a pen, a notebook and a charging cable on it.
    mutating func buildDeskWithThings(_ g: inout SplitMix64) {
        addRoom(width: 4, depth: 3, height: 2.6, &g)
        let top = g.uniform(0.7...0.76), desk = SIMD2(0.0, 1.3)
        addTable(center: desk, top: top, width: 1.6, depth: 0.9, g.chance(0.5) ? .wood(&g) : .plastic(&g, dark: false), .subject)
        let up = SIMD3<Double>(0, 1, 0), middle = SIMD3(desk.x, top, desk.y)
        func spot(_ g: inout SplitMix64) -> SIMD3<Double> { middle + SIMD3(g.uniform(-0.25...0.25), 0, g.uniform(-0.18...0.18)) }
        addFlatThing(at: spot(&g), normal: up, size: SIMD3(0.072, 0.15, 0.008), spin: g.angle(0...180), &g)
        for _ in 0..<g.integer(1...4) {
            addFlatThing(at: spot(&g), normal: up, size: SIMD3(0.024, 0.024, 0.002), spin: 0, &g)
        }
        addPen(at: spot(&g), along: FamilyHGeometry.normalized(SIMD3(g.uniform(-1...1), 0, g.uniform(-1...1))), normal: up, &g)
        if g.chance(0.6) { addFlatThing(at: spot(&g), normal: up, size: SIMD3(0.15, 0.21, g.uniform(0.005...0.02)), spin: g.angle(-20...20), &g) }
        if g.chance(0.5) { addFlatThing(at: spot(&g), normal: up, size: SIMD3(0.045, 0.045, g.uniform(0.02...0.04)), spin: g.angle(0...90), &g) }
        let start = spot(&g)
        addCable(through: (0..<6).map { i in start + SIMD3(Double(i) * 0.06, 0.003, g.uniform(-0.03...0.03)) }, radius: 0.003, &g)
        view(middle, distance: g.uniform(0.4...0.8), elevation: g.angle(45...85), azimuth: g.angle(-20...20))
        frame([.subject, .attached, .clutter], share: 0.86...0.99, closest: 0.3)
        summary = "desk top with small things"
    }

    /// A painted wall with a cable and a switch, and a hand and forearm reaching in from the side.
    mutating func buildWallWithHand(_ g: inout SplitMix64) {
        let wall = g.uniform(0.7...1.5)
        addRoom(width: 5, depth: wall, height: 2.6, &g, far: .subject)
        let center = SIMD3(g.uniform(-0.3...0.3), g.uniform(1.1...1.5), wall)
        add(.box(half: SIMD3(0.04, 0.04, 0.006), rounding: 0.003), at: center + SIMD3(g.uniform(-0.3...0.3), g.uniform(-0.2...0.2), -0.006), .plastic(&g, dark: false), .attached)
        let cableX = center.x + g.uniform(-0.4...0.4)
        addCable(through: stride(from: -0.8, through: 0.8, by: 0.2).map { SIMD3(cableX + g.uniform(-0.02...0.02), center.y + $0, wall - 0.006) }, radius: 0.003, &g)
        let side = g.chance(0.5) ? 1.0 : -1.0, reach = wall * 0.45
        let wrist = SIMD3(center.x + side * reach, center.y + g.uniform(-0.2...0.1), wall - g.uniform(0.05...0.25))
        addHand(wrist: wrist, pointing: FamilyHGeometry.normalized(SIMD3(-side, g.uniform(-0.3...0.3), 0.25)), palm: SIMD3(0, 0, 1),
                forearm: 0.35, curl: g.uniform(0...0.5), &g, role: .clutter)
        view(center, distance: wall, elevation: g.angle(-10...10), azimuth: g.angle(-15...15))
        frame([.subject, .attached, .clutter], share: 0.86...1, closest: 0.4)
        summary = "wall at \(String(format: "%.1f", wall)) m with a cable and a hand reaching in"
    }

    /// A tablet held close, filling the frame, a thumb over its glass and fingers at its edge.
    mutating func buildScreenUnderThumb(_ g: inout SplitMix64) {
        addRoom(width: 4, depth: 3.5, height: 2.6, &g)
        let width = g.pick([0.2, 0.25, 0.28]), aspect = g.pick([1.33, 1.43, 1.6])
        let center = SIMD3(0, 1.2, g.uniform(0.9...1.2))
        let normal = FamilyHRotation.yaw(g.angle(-20...20)).then(.pitch(g.angle(-20...10))).toWorld(SIMD3(0, 0, -1))
        addScreen(center: center, facing: normal, width: width, aspect: aspect, stand: false, lit: true, &g, subject: true, thickness: 0.007...0.01)
        let screen = FamilyHRotation.facing(normal), side = g.chance(0.5) ? 1.0 : -1.0
        let thumbBase = center + screen.toWorld(SIMD3(side * (width / 2 + 0.03), g.uniform(-0.1...0.1) * width, 0.015))
        addHand(wrist: thumbBase - screen.y * 0.07, pointing: FamilyHGeometry.normalized(screen.y - screen.x * side * 0.5),
                palm: screen.toWorld(SIMD3(0, 0, -1)), forearm: 0.25, curl: g.uniform(0.1...0.4), &g, role: .clutter)
        view(center, distance: 0.35, elevation: g.angle(-10...10), azimuth: g.angle(-10...10))
        frame([.subject, .attached, .clutter], share: 0.86...0.99, closest: 0.15)
        summary = "\(String(format: "%.0f", width * 100)) cm screen under a thumb"
    }

    /// A print on a table with a hand and forearm hovering over it from the near edge of the view.
    mutating func buildPrintUnderHand(_ g: inout SplitMix64) {
        addRoom(width: 4, depth: 3, height: 2.6, &g)
        let top = g.uniform(0.7...0.76), table = SIMD2(0.0, 1.2)
        addTable(center: table, top: top, width: 1.6, depth: 0.9, .wood(&g), .subject)
        let middle = SIMD3(table.x, top, table.y)
        add(.box(half: SIMD3(0.105, 0.0003, 0.148), rounding: 0.0002), at: middle + SIMD3(0, 0.0003, 0), turned: .yaw(g.angle(-30...30)),
            .print(&g, crumpled: g.chance(0.3)), .attached)
        let side = g.pick([-1.0, 0, 1])
        let wrist = middle + SIMD3(side * 0.15 + g.uniform(-0.05...0.05), g.uniform(0.04...0.15), -g.uniform(0.05...0.15))
        addHand(wrist: wrist, pointing: FamilyHGeometry.normalized(SIMD3(-side * 0.4, -0.1, 1)), palm: SIMD3(0, -1, 0), forearm: 0.35,
                curl: g.uniform(0...0.4), &g, role: .clutter)
        view(middle, distance: g.uniform(0.45...0.8), elevation: g.angle(40...80), azimuth: g.angle(-20...20))
        frame([.subject, .attached, .clutter], share: 0.86...0.99, closest: 0.3)
        summary = "print on a table under a hand"
    }

    /// A carpet or wooden floor seen from standing height with low things lying on it.
    mutating func buildFloorWithThings(_ g: inout SplitMix64) {
        addPlane(through: .zero, facing: SIMD3(0, 1, 0), g.chance(0.5) ? .fabric(&g, amplitude: 0.002...0.006) : .wood(&g), .subject)
        addPlane(through: SIMD3(0, 0, 4), facing: SIMD3(0, 0, -1), .plaster(&g), .surroundings)
        let middle = SIMD3(g.uniform(-0.3...0.3), 0, g.uniform(1.2...2.2)), up = SIMD3<Double>(0, 1, 0)
        for _ in 0..<g.integer(2...5) {
            let spot = middle + SIMD3(g.uniform(-0.5...0.5), 0, g.uniform(-0.4...0.4))
            addFlatThing(at: spot, normal: up, size: SIMD3(g.uniform(0.05...0.3), g.uniform(0.05...0.3), g.uniform(0.005...0.045)), spin: g.angle(0...180), &g)
        }
        let start = middle + SIMD3(-0.5, 0.004, g.uniform(-0.3...0.3))
        addCable(through: (0..<8).map { i in start + SIMD3(Double(i) * 0.14, 0, g.uniform(-0.08...0.08)) }, radius: 0.004, &g)
        view(middle, distance: g.uniform(1.1...1.6), elevation: g.angle(55...88), azimuth: g.angle(-30...30))
        frame([.subject, .attached, .clutter], share: 0.86...1, closest: 0.5)
        summary = "floor with low things"
    }

    /// A whiteboard on a wall with magnets, a marker tray and markers.
    mutating func buildWhiteboard(_ g: inout SplitMix64) {
        let wall = g.uniform(1.5...3)
        addRoom(width: 5, depth: wall, height: 2.7, &g)
        let width = g.uniform(1.2...2.0), height = g.uniform(0.9...1.2), center = SIMD3(g.uniform(-0.3...0.3), 1.35, wall - 0.012)
        add(.box(half: SIMD3(width / 2, height / 2, 0.01), rounding: 0.004), at: center, .plastic(&g, dark: false), .subject)
        add(.ring(half: SIMD3(width / 2 + 0.01, height / 2 + 0.01, 0.013), border: 0.02), at: center, .plastic(&g, dark: false), .attached)
        let tray = center + SIMD3(0, -height / 2 - 0.02, -0.03)
        add(.box(half: SIMD3(width / 3, 0.012, 0.035), rounding: 0.004), at: tray, .plastic(&g, dark: false), .clutter)
        for _ in 0..<g.integer(1...3) {
            addPen(at: tray + SIMD3(g.uniform(-0.3...0.3), 0.012, 0), along: SIMD3(1, 0, 0), normal: SIMD3(0, 1, 0), &g)
        }
        for _ in 0..<g.integer(2...6) {
            add(.cylinder(radius: 0.012, halfHeight: 0.006, rounding: 0.002),
                at: center + SIMD3(g.uniform(-0.45...0.45) * width, g.uniform(-0.4...0.4) * height, -0.016), .plain(&g), .clutter)
        }
        view(center, distance: wall * 0.6, elevation: g.angle(-10...10), azimuth: g.angle(-35...35))
        frame([.subject, .attached, .clutter], share: 0.86...0.99, closest: 0.4)
        summary = "whiteboard with magnets and markers"
    }
}
