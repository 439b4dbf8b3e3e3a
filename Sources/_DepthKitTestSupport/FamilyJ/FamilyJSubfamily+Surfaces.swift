import DepthKitCore
import Foundation

/// Prints on tables (print_with_table_edge) and walls, doors, wardrobes and ceilings with relief
/// (wall_with_relief).
extension FamilyJSubfamily {
    /// A print_with_table_edge or wall_with_relief layout.
    func printOrWallLayout(_ g: inout SplitMix64) -> FamilyJLayout {
        let shares = Self.shares(kind) ?? 0...1
        var w = FamilyJWorld()
        switch self {
        case .diningTablePrint, .deskPrintByWall, .coffeeTablePhoto, .printStack, .printFrontCamera:
            let byWall = self == .deskPrintByWall, low = self == .coffeeTablePhoto
            let top = low ? g.uniform(0.38...0.5) : g.uniform(0.7...0.78)
            let width = low ? g.uniform(0.8...1.3) : g.uniform(1.0...2.0), depth = low ? g.uniform(0.5...0.7) : g.uniform(0.6...1.0)
            let z = g.uniform(1...2)
            w.room(width: g.uniform(3.5...6), depth: byWall ? z + depth / 2 + 3 : g.uniform(5...8), height: 2.6, back: -3, window: false, &g)
            if low { w.rectangle([0, 0.002, z], u: [1.5, 0, 0], v: [0, 0, 1.5], .fabric(&g)) }
            w.table(at: [0, 0, z], size: [width, 0.03, depth], height: top, .wood(&g))
            let (pw, pd) = self == .coffeeTablePhoto ? (0.1, 0.15) : g.pick([(0.21, 0.297), (0.297, 0.42), (0.13, 0.18)])
            let spot = SIMD3<Double>(g.uniform(-width / 4...width / 4), top, z + g.uniform(-depth / 5...depth / 5))
            let sheets = self == .printStack ? g.integer(2...4) : 1
            for sheet in 0..<sheets {
                let turn = g.uniform(-0.4...0.4), at = spot + [g.uniform(-0.03...0.03), 0.0004 * Double(sheet + 1), g.uniform(-0.03...0.03)]
                w.rectangle(at, u: [cos(turn) * pw / 2, 0, -sin(turn) * pw / 2], v: [sin(turn) * pd / 2, 0, cos(turn) * pd / 2], .print(&g))
            }
            let centre = SIMD3<Double>(0, top, z), front = self == .printFrontCamera
            return .framed(
                w, surface: centre, u: [width / 2, 0, 0], v: [0, 0, depth / 2], shares: shares, aim: spot,
                direction: FamilyJLayout.direction(normal: [0, 1, 0], tilt: g.uniform(20...(front ? 50 : 68)), azimuth: g.uniform(145...215)),
                distances: 0.15...3.5, front: front,
                note: "table \(Int(width * 100))x\(Int(depth * 100)) cm at \(Int(top * 100)) cm, \(sheets) sheet(s) \(Int(pw * 1000))x\(Int(pd * 1000)) mm, \(byWall ? "wall" : low ? "carpet" : "floor") beyond", &g)
        case .ceilingFrontCamera:
            let height = g.uniform(2.3...3.0)
            w.room(width: g.uniform(3...5), depth: g.uniform(4.5...6), height: height, back: -2, window: false, &g)
            let centre = SIMD3<Double>(0, height - 0.0005, 0)
            if g.chance(0.7) { w.cylinder(base: centre + [g.uniform(-0.8...0.8), -0.03, g.uniform(-0.5...1)], axis: [0, 1, 0], radius: 0.06, length: 0.03, .paint(&g)) }
            if g.chance(0.6) { w.box(bottom: [g.uniform(-0.5...0.5), height - 0.02, g.uniform(-0.5...1)], size: [0.4, 0.02, 0.4], .paint(&g)) }
            let aim = centre + [g.uniform(-0.3...0.3), 0, g.uniform(-0.2...1)]
            return .framed(
                w, surface: centre + [0, 0, 0.5], u: [1.4, 0, 0], v: [0, 0, 1.4], shares: shares, aim: aim,
                direction: FamilyJLayout.direction(normal: [0, -1, 0], tilt: g.uniform(0...35), azimuth: g.uniform(-180...180)),
                distances: 0.6...1.5, front: true, note: "ceiling at \(Int(height * 100)) cm, detector ≤ 30 mm, panel 20 mm", &g)
        default:
            let wallZ = g.uniform(2...6), paint = FamilyJFinish.paint(&g), wallHeight = g.uniform(2.4...3.0)
            w.room(width: g.uniform(4...8), depth: wallZ + 3, height: wallHeight, back: -3, window: false, &g)
            let face = wallZ - 0.001
            var labelled = (centre: SIMD3<Double>(0, wallHeight / 2, face), u: SIMD3<Double>(1.8, 0, 0), v: SIMD3<Double>(0, wallHeight / 2 - 0.05, 0))
            var note = ""
            switch self {
            case .framedWall:
                let frames = g.integer(1...5)
                for _ in 0..<frames {
                    let fw = g.uniform(0.2...0.9), fh = g.uniform(0.2...0.7), d = g.uniform(0.01...0.03)
                    w.box(bottom: [g.uniform(-1.3...1.3), g.uniform(0.9...1.6), face - d / 2], size: [fw, fh, d], .object(&g))
                }
                for _ in 0..<g.integer(1...3) { w.box(bottom: [g.uniform(-1.5...1.5), g.uniform(0.25...1.1), face - 0.005], size: [0.08, 0.08, 0.01], paint) }
                note = "\(frames) frame(s) 10–30 mm, switches 10 mm"
            case .posterWall:
                let posters = g.integer(1...4)
                for _ in 0..<posters {
                    let d = g.uniform(0.001...0.003)
                    w.box(bottom: [g.uniform(-1.3...1.3), g.uniform(0.6...1.4), face - d / 2], size: [g.uniform(0.3...0.8), g.uniform(0.4...1.0), d], .print(&g))
                }
                note = "\(posters) poster(s) 1–3 mm"
            case .doorInTrim:
                let x = g.uniform(-0.8...0.8), dw = g.uniform(0.75...0.9), dh = g.uniform(1.95...2.1), inset = g.uniform(-0.005...0.012)
                w.box(bottom: [x, 0, face - 0.01 + inset], size: [dw, dh, 0.02], g.chance(0.5) ? .wood(&g) : .paint(&g))
                let trim = g.uniform(0.012...0.025)
                for side in [-1.0, 1.0] { w.box(bottom: [x + side * (dw / 2 + 0.035), 0, face - trim / 2], size: [0.07, dh + 0.07, trim], paint) }
                w.box(bottom: [x, dh, face - trim / 2], size: [dw + 0.14, 0.07, trim], paint)
                w.cylinder(base: [x + dw / 2 - 0.07, 1.0, face - 0.02], axis: [0, 0, -1], radius: 0.025, length: 0.025 - inset, .metal(&g))
                labelled.centre.x = x
                labelled.u.x = g.uniform(0.8...1.6)
                note = "door \(Int(dw * 100)) cm, trim \(Int(trim * 1000)) mm, knob 25 mm"
            case .wardrobeFront:
                let doors = g.integer(2...4), dw = g.uniform(0.45...0.6), dh = min(wallHeight - 0.05, g.uniform(1.9...2.4)), finish = g.chance(0.5) ? FamilyJFinish.wood(&g) : .paint(&g)
                let front = face - 0.6
                w.box(bottom: [0, 0, face - 0.3], size: [Double(doors) * dw, dh, 0.6], finish)
                for door in 0..<doors {
                    let x = (Double(door) - Double(doors - 1) / 2) * dw
                    w.box(bottom: [x, 0.01, front - 0.009], size: [dw - 0.004, dh - 0.02, 0.018], finish)
                    w.box(bottom: [x + (door % 2 == 0 ? 1 : -1) * (dw / 2 - 0.05), 0.9, front - 0.03], size: [0.015, 0.2, 0.024], .metal(&g))
                }
                labelled = ([0, dh / 2, front - 0.018], [Double(doors) * dw / 2, 0, 0], [0, dh / 2, 0])
                note = "\(doors) doors \(Int(dw * 100)) cm, handles 24 mm"
            default:  // .tiledWall
                let brick = g.chance(0.5), (bw, bh) = brick ? (0.215, 0.065) : g.pick([(0.2, 0.2), (0.15, 0.15), (0.3, 0.6)])
                let relief = brick ? g.uniform(0.004...0.012) : g.uniform(0.002...0.005), rows = Int(min(2.2, wallHeight) / (bh + 0.01))
                let tile = brick ? FamilyJFinish(colour: FamilyJFinish.tint([0.55, 0.3, 0.22], spread: 0.1, &g), texture: .grain(cells: 30, amount: 0.2), material: .matte) : .object(&g)
                for row in 0..<min(rows, 40) {
                    let shift = brick && row % 2 == 1 ? bw / 2 : 0
                    for column in 0..<Int(3.6 / (bw + 0.01)) {
                        let x = -1.8 + shift + Double(column) * (bw + 0.01) + bw / 2
                        w.rectangle([x, 0.1 + Double(row) * (bh + 0.01) + bh / 2, face - relief], u: [bw / 2, 0, 0], v: [0, bh / 2, 0], tile)
                    }
                }
                labelled.v.y = Double(rows) * (bh + 0.01) / 2
                labelled.centre.y = 0.1 + labelled.v.y
                note = "\(brick ? "bricks" : "tiles") \(Int(bw * 1000))x\(Int(bh * 1000)) mm, \(Int(relief * 1000)) mm proud"
            }
            return .framed(
                w, surface: labelled.centre, u: labelled.u, v: labelled.v, shares: shares, aim: labelled.centre + [g.uniform(-0.3...0.3), g.uniform(-0.2...0.2), 0],
                direction: FamilyJLayout.direction(normal: [0, 0, -1], tilt: g.uniform(0...(self == .posterWall ? 65 : 60)), azimuth: g.uniform(-110...110)),
                distances: 0.5...4, note: note, &g)
        }
    }
}
