import DepthKitCore
import Foundation

/// corridor: walls, floor and ceiling running away from the camera, doors along them, an end wall or
/// an opening.
extension FamilyFStage {
    mutating func buildCorridor(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        let width = g.uniform(1.1...2.2), height = g.uniform(2.3...2.8)
        let length = subfamily == .hallway ? g.uniform(3...6) : g.uniform(6...40)
        let extent = length + 2
        level(z: 0, x: width / 2, y: extent / 2 - 1, width: width + 14, depth: extent)
        level(z: height, x: width / 2, y: extent / 2 - 1, width: width + 14, depth: extent)
        if subfamily != .corridorWithOpening || length > 20 { southFacingSheet(y: length, x: width / 2, z: height / 2, width: width, height: height) }
        var opening: ClosedRange<Double> = 0...0
        if subfamily == .corridorWithOpening {
            let at = g.uniform(1.5...min(6, length - 2)), span = g.uniform(1.0...2.0)
            opening = at...(at + span)
            let beyond = g.uniform(2...5)
            add(.sheet(center: SceneVector(width + beyond, at + span / 2, height / 2), halfU: SceneVector(0, span / 2 + 1.5, 0), halfV: SceneVector(0, 0, height / 2)))
            if length <= 20 { southFacingSheet(y: length, x: width / 2, z: height / 2, width: width, height: height) }
        }
        for x in [0, width] {
            var segments = [(-1.0, length)]
            if x == width, subfamily == .corridorWithOpening { segments = [(-1.0, opening.lowerBound), (opening.upperBound, length)] }
            for (from, to) in segments where to > from {
                add(.sheet(center: SceneVector(x, (from + to) / 2, height / 2), halfU: SceneVector(0, (to - from) / 2, 0), halfV: SceneVector(0, 0, height / 2)))
            }
        }
        var doors = 0
        var y = g.uniform(1...3)
        while y < length - 1 {
            let side = g.chance(0.5) ? 0 : width, inward = side == 0 ? 1.0 : -1.0
            if !opening.contains(y) && !opening.contains(y + 1) {
                box(SceneVector(side + inward * 0.02, y, 1.02), SceneVector(0.04, 1.0, 2.04), .matte, .structure)
                doors += 1
            }
            y += g.uniform(2.5...5)
        }
        if subfamily == .hallway {
            block(at: g.chance(0.5) ? 0.06 : width - 0.06, g.uniform(0.8...length - 0.8), floor: 0.15, SceneVector(0.1, 0.8, 0.6), .matte, .structure)
            if g.chance(0.6) { block(at: 0.2, g.uniform(1...length - 0.5), SceneVector(0.35, 0.8, 0.9), .matte, .structure) }
        }
        for lamp in stride(from: 1.5, to: length, by: g.uniform(2.5...4)) {
            box(SceneVector(width / 2, lamp, height - 0.02), SceneVector(0.3, 1.2, 0.04), .glossy, .structure)
        }
        let eye = SceneVector(width / 2 + g.uniform(-0.2...0.2) * width, g.uniform(0...0.5), g.uniform(1.2...1.65))
        camera.look(from: eye, at: eye + .heading(g.uniform(-12...12), pitch: g.uniform(-12...6)))
        notes.append("\(subfamily.rawValue) \(String(format: "%.1f", width)) m wide, \(String(format: "%.1f", length)) m long, \(doors) doors")
    }
}
