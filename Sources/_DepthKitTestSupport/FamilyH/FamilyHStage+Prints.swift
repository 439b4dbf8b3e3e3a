import DepthKitCore
import Foundation

/// Family H's prints on a table with the table's edge: a page, a photograph or a magazine lying on a
/// table, desk, coffee table or counter seen 20–68° from the table's normal, with the floor or a wall
/// beyond the table's edge in 1–12 % of the frame.
extension FamilyHStage {
    /// Where the print lies and what lies beyond the edge.
    enum PrintSurface: Sendable {
        /// A dining table in the room, the floor beyond its far edge.
        case table
        /// A desk against a wall, the wall rising beyond its far edge.
        case deskByWall
        /// A low coffee table, a rug beyond its far edge, a crumpled or curled magazine.
        case coffeeTable
        /// A kitchen counter, its side edge at the side of the view, the floor beyond.
        case counterSide
    }

    /// A print on a surface of `style`.
    mutating func buildPrintOnTable(_ g: inout SplitMix64, style: PrintSurface) {
        let wallDistance = style == .deskByWall ? 2.0 : g.uniform(3...5)
        addRoom(width: 5, depth: wallDistance, height: 2.6, &g)
        let top: Double, depth: Double, width: Double
        switch style {
        case .table: (top, depth, width) = (g.uniform(0.72...0.78), g.uniform(0.8...1.0), g.uniform(1.2...1.8))
        case .deskByWall: (top, depth, width) = (g.uniform(0.7...0.76), g.uniform(0.6...0.8), g.uniform(1.2...1.6))
        case .coffeeTable: (top, depth, width) = (g.uniform(0.38...0.46), g.uniform(0.5...0.7), g.uniform(0.9...1.3))
        case .counterSide: (top, depth, width) = (g.uniform(0.88...0.93), g.uniform(0.6...0.65), g.uniform(1.8...2.6))
        }
        let far = style == .deskByWall ? wallDistance - g.uniform(0...0.05) : g.uniform(1.4...2.0)
        let table = SIMD2(0.0, far - depth / 2)
        addTable(center: table, top: top, width: width, depth: depth, style == .counterSide ? .stone(&g) : .wood(&g), .subject)
        // The print lies 12–30 cm before the edge the view looks towards.
        let inset = g.uniform(0.12...0.3)
        let spot = style == .counterSide
            ? SIMD3(width / 2 - inset, top, table.y + g.uniform(-0.1...0.1))
            : SIMD3(g.uniform(-0.2...0.2), top, far - inset)
        let paper = style == .coffeeTable ? SIMD3(0.21, 0.003, 0.28) : g.pick([SIMD3(0.21, 0.0004, 0.297), SIMD3(0.1, 0.0004, 0.15), SIMD3(0.13, 0.0004, 0.18)])
        // Paper lies on the grain of a stone counter, not in it.
        let lift = style == .counterSide ? 0.003 : 0
        add(.box(half: paper / 2, rounding: paper.y / 2), at: spot + SIMD3(0, lift + paper.y / 2, 0), turned: .yaw(g.angle(-25...25)),
            .print(&g, crumpled: style == .coffeeTable), .attached)
        let tilt = g.angle(20...68)
        let azimuth = style == .counterSide ? g.angle(-35...10) : g.angle(-20...20)
        view(spot, distance: g.uniform(0.35...0.8), elevation: .pi / 2 - tilt, azimuth: azimuth)
        // Seen steeply, the floor beyond the edge fills more than 12 % at any distance: then the
        // photographer aims nearer, 8 cm at a time along the table towards themselves.
        let towards = SIMD3(eye.x - spot.x, 0, eye.z - spot.z)
        frame([.subject, .attached], share: 0.88...0.99, closest: 0.2, slide: FamilyHGeometry.normalized(towards) * 0.08)
        summary = "print \(String(format: "%.0f", tilt * 180 / .pi))° from the table's normal"
    }
}
