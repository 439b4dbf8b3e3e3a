import DepthKitCore
import Foundation

/// print_with_table_edge: a print on a table seen at 20–68° from the table's normal, the floor or a wall
/// beyond one of the table's edges in a strip of the frame.
extension FamilyFStage {
    mutating func buildPrint(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        let top = g.uniform(0.7...0.78), width = g.uniform(1.2...1.9), depth = g.uniform(0.7...1.0)
        // The table spans x ±width/2, y 0…depth; its far edge is y = depth.
        block(at: 0, depth / 2, SceneVector(width, depth, top), g.chance(0.25) ? .dark : .matte, .subject)
        level(z: 0, y: depth / 2, width: 14, depth: 14)
        var yaw = g.uniform(-15...15)
        switch subfamily {
        case .printWallBeyond:
            southFacingSheet(y: depth, x: 0, z: 1.5, width: 14, height: 3)
            notes.append("table against a wall")
        case .printSideEdge:
            yaw = (g.chance(0.5) ? 1 : -1) * g.uniform(35...70)
            southFacingSheet(y: depth + g.uniform(1...3), x: 0, z: 1.5, width: 14, height: 3)
            notes.append("a side edge and the floor")
        default:
            if g.chance(0.6) { southFacingSheet(y: depth + g.uniform(1...3), x: 0, z: 1.5, width: 14, height: 3) }
            notes.append("the floor beyond the far edge")
        }
        let printSize = g.pick([SceneVector(0.21, 0.297, 0.0003), SceneVector(0.15, 0.1, 0.0003), SceneVector(0.3, 0.4, 0.0005)])
        let fromNormal = g.uniform(20...68), height = g.uniform(0.3...0.6)
        let heading = SceneVector.heading(yaw, pitch: -(90 - fromNormal))
        let flat = SceneVector.heading(yaw)
        let start = SceneVector(g.uniform(-0.2...0.2) * width, depth * 0.5, top)
        let target = g.uniform(0.02...0.11)
        var trial = self
        let shift = Self.solve(-1.5...1.5, target: target) { shift in
            trial.look(at: start + flat * shift, along: heading, distance: height / cos(fromNormal * .pi / 180))
            return 1 - trial.share(of: .subject)
        }
        let aim = start + flat * shift
        look(at: aim, along: heading, distance: height / cos(fromNormal * .pi / 180))
        if let at = spot(u: g.uniform(0.35...0.65), v: g.uniform(0.45...0.75), onPlaneThrough: aim, normal: .up) {
            block(at: at.x, at.y, floor: top, printSize, yaw: g.uniform(-20...20), .matte, .subject)
        }
        notes.append("print \(Int(printSize.x * 100))x\(Int(printSize.y * 100)) cm seen \(Int(fromNormal))° from the normal from \(Int(height * 100)) cm, beyond \(Int(100 * (1 - share(of: .subject)))) %")
    }
}
