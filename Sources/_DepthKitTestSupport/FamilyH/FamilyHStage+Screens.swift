import DepthKitCore
import Foundation

/// Family H's partial screens: a monitor, a television, a tablet or phone, or a laptop's lid filling
/// 70–97 % of the frame (glass and bezel), with the desk, wall, room or hand around it.
extension FamilyHStage {
    /// A monitor on a desk against the wall, seen from before it or (`oblique`) from 40–65° aside.
    mutating func buildMonitorOnDesk(_ g: inout SplitMix64, oblique: Bool) {
        let wall = g.uniform(2.5...4)
        addRoom(width: g.uniform(3...4.5), depth: wall, height: g.uniform(2.4...2.8), &g)
        let top = g.uniform(0.71...0.76), deskDepth = g.uniform(0.6...0.8)
        addTable(center: SIMD2(g.uniform(-0.3...0.3), wall - deskDepth / 2), top: top, width: g.uniform(1.2...1.8), depth: deskDepth, .wood(&g))
        let width = g.uniform(0.45...0.7), aspect = g.pick([16.0 / 9, 16.0 / 10, 21.0 / 9]), height = width / aspect
        let yaw = g.angle(-20...20)
        let center = SIMD3(g.uniform(-0.2...0.2), top + height * 0.75 + g.uniform(0.02...0.12), wall - deskDepth * 0.55)
        let normal = FamilyHRotation.yaw(yaw).toWorld(SIMD3(0, 0, -1))
        addScreen(center: center, facing: normal, width: width, aspect: aspect, stand: true, lit: g.chance(0.7), &g, subject: true)
        addBlock(at: SIMD2(center.x + g.uniform(-0.1...0.1), center.z - 0.3), floor: top, size: SIMD3(0.44, 0.025, 0.14), yaw: yaw, &g)
        addCup(at: SIMD2(center.x + width * 0.6, center.z - 0.2), floor: top, &g)
        let aside = oblique ? g.angle(40...65) * (g.chance(0.5) ? 1 : -1) : g.angle(-20...20)
        view(center, distance: 0.7, elevation: g.angle(-5...20), azimuth: -yaw + aside)
        frame([.subject, .attached], share: 0.7...0.97, closest: 0.2)
        summary = "\(String(format: "%.0f", width * 100)) cm monitor \(String(format: "%.0f", abs(aside) * 180 / .pi))° aside"
    }

    /// A television on a living-room wall seen from 0–60° aside.
    mutating func buildWallTelevision(_ g: inout SplitMix64) {
        let wall = g.uniform(3...5)
        addRoom(width: g.uniform(3.5...5), depth: wall, height: g.uniform(2.4...2.8), &g)
        let width = g.uniform(0.9...1.6), center = SIMD3(g.uniform(-0.5...0.5), g.uniform(1.0...1.5), wall - 0.03)
        addScreen(center: center, facing: SIMD3(0, 0, -1), width: width, aspect: 16.0 / 9, stand: false, lit: g.chance(0.6), &g, subject: true)
        addCabinets(from: center.x - 0.9, to: center.x + 0.9, wall: wall, height: 0.45, depth: 0.4, counter: false, &g)
        let aside = g.angle(0...60) * (g.chance(0.5) ? 1 : -1)
        view(center, distance: 2.0, elevation: g.angle(-10...12), azimuth: aside)
        frame([.subject, .attached], share: 0.7...0.97, closest: 0.4)
        summary = "\(String(format: "%.0f", width * 100)) cm television \(String(format: "%.0f", abs(aside) * 180 / .pi))° aside"
    }

    /// A tablet or e-reader held up in a hand before the room, its glass filling most of the frame.
    mutating func buildTabletInHand(_ g: inout SplitMix64) {
        addRoom(width: g.uniform(3...5), depth: g.uniform(2.5...5), height: g.uniform(2.4...2.8), &g)
        // A phone's glass cannot fill 70 % of the frame beyond the LiDAR's shortest range: tablets and e-readers.
        let width = g.pick([0.11, 0.16, 0.18, 0.25]) * g.uniform(0.95...1.05)
        let aspect = g.pick([1.33, 0.75, 1.43])
        let center = SIMD3(g.uniform(-0.1...0.1), g.uniform(1.0...1.3), g.uniform(0.9...1.6))
        let normal = FamilyHRotation.yaw(g.angle(-30...30)).then(.pitch(g.angle(-25...15))).toWorld(SIMD3(0, 0, -1))
        addScreen(center: center, facing: normal, width: width, aspect: aspect, stand: false, lit: true, &g, subject: true, thickness: 0.007...0.01)
        let screen = FamilyHRotation.facing(normal), side = g.chance(0.5) ? 1.0 : -1.0
        let edge = center + screen.toWorld(SIMD3(side * (width / 2 + 0.01), -width / aspect * 0.2, 0.03))
        addHand(wrist: edge - screen.y * 0.08, pointing: screen.y, palm: screen.toWorld(SIMD3(-side, 0, 0)), forearm: 0.25,
                curl: g.uniform(0.2...0.6), &g, role: .surroundings)
        view(center, distance: 0.5, elevation: g.angle(-10...10), azimuth: g.angle(-15...15))
        frame([.subject, .attached], share: 0.7...0.97, closest: 0.15)
        summary = "\(String(format: "%.0f", width * 100)) cm screen in a hand"
    }

    /// A laptop's lid on a table, seen from the user's seat.
    mutating func buildLaptopLid(_ g: inout SplitMix64) {
        let wall = g.uniform(2...4)
        addRoom(width: g.uniform(3...4.5), depth: wall, height: g.uniform(2.4...2.8), &g)
        let top = g.uniform(0.7...0.76), table = SIMD2(g.uniform(-0.2...0.2), wall - 0.6)
        addTable(center: table, top: top, width: g.uniform(1.0...1.6), depth: 0.8, .wood(&g))
        let yaw = g.angle(-25...25), opening = g.angle(5...30)
        addLaptop(at: table - SIMD2(0, 0.1), floor: top, yaw: yaw, opening: opening, &g, lidRole: .subject)
        let lid = SIMD3(table.x, top + 0.11, table.y - 0.1 + 0.12)
        view(lid, distance: 0.6, elevation: g.angle(5...30), azimuth: -yaw + g.angle(-25...25))
        frame([.subject, .attached], share: 0.7...0.97, closest: 0.15)
        summary = "laptop lid opened \(String(format: "%.0f", opening * 180 / .pi))° back"
    }
}
