import DepthKitCore
import Foundation

extension FamilyLSubfamily {
    /// Screens (partial_screen: the device covers 70–97 % of the frame, seen 0–60° off its normal) and
    /// surfaces with clutter (flat_with_clutter: the surface and its clutter cover 85–97 %; the clutter
    /// is ≤ 45 mm high or a hand and forearm reaching in).
    func screenOrClutterLayout(_ g: inout SplitMix64) -> FamilyLLayout {
        let P = FamilyLParts.self
        let width = g.uniform(3...5.5), depth = g.uniform(3...5.5)
        var solids = [P.room(width: width, depth: depth, height: g.uniform(2.4...2.9), &g)]
        let back = -depth
        let yaw = g.uniform(-0.5...0.5), pitch = g.uniform(-0.25...0.25)
        let facing = SceneVector(sin(yaw), 0, cos(yaw)).rotated(about: SceneVector(cos(yaw), 0, -sin(yaw)), by: pitch).unitByDivision
        let screen = FamilyLSurface(albedo: g.uniform(0.03...0.3), finish: g.chance(0.7) ? .glossy : .matte, role: .labelled)
        var centre: SceneVector = [0, 1.1, back + 1], normal = facing, distance = 0.6, detail = ""
        let angle = g.uniform(0...(kind == .partialScreen ? 1.05 : 0.7))
        switch self {
        case .monitorOnDesk, .screenWithHand:
            let (w, h) = g.pick([(0.53, 0.3), (0.6, 0.34), (0.7, 0.4), (0.48, 0.3)])
            solids.append(P.table(x: -0.8...0.8, z: (back + 0.05)...(back + 0.85), height: 0.74, P.matte(g.uniform(0.2...0.7))))
            centre = [0, 0.74 + 0.08 + h / 2, back + 0.35]
            solids.append(P.panel(centre: centre, normal: normal, width: w, height: h, thickness: 0.03, screen))
            solids.append(.cylinder(base: [0, 0.74, back + 0.3], axis: [0, 1, 0], radius: 0.03, length: 0.1 + h / 2, surface: P.matte(0.1)))
            distance = g.uniform(0.45...0.9)
            detail = String(format: "monitor %.2fx%.2f m", w, h)
            if self == .screenWithHand {
                let reach = g.uniform(0.03...0.15)
                let side = SceneVector(g.pick([-1.0, 1]), g.uniform(-0.6...0), 0).unitByDivision
                let tip = centre + normal * reach + side * g.uniform(0...(w / 4))
                solids.append(P.forearm(tip: tip, direction: (-side + normal * 0.1).unitByDivision, &g).with(.clutter))
                detail += String(format: ", hand %.0f mm before it", reach * 1000)
            }
        case .televisionOnWall:
            let w = g.uniform(0.95...1.45), h = w * 0.5625
            normal = [0, 0, 1]
            centre = [g.uniform(-0.5...0.5), g.uniform(1.0...1.5), back + 0.06]
            solids.append(P.panel(centre: centre, normal: normal, width: w, height: h, thickness: 0.05, screen))
            solids.append(P.block([centre.x - 0.9, 0, back], [centre.x + 0.9, 0.5, back + 0.45], P.matte(g.uniform(0.1...0.7))))
            distance = g.uniform(1.2...3)
            detail = String(format: "television %.2f m wide", w)
        case .tabletInHand, .readerInHand:
            // Not a phone: its 2:1 screen cannot fill 70 % of a 4:3 frame beyond the sensor's 0.1 m.
            let reader = self == .readerInHand
            let (w, h) = reader ? g.pick([(0.155, 0.115), (0.17, 0.125), (0.16, 0.11)]) : g.pick([(0.25, 0.17), (0.28, 0.2), (0.2, 0.135)])
            let portraitDevice = g.chance(0.5)
            centre = [g.uniform(-0.3...0.3), g.uniform(1.0...1.4), back + g.uniform(1.2...2.5)]
            solids.append(P.panel(centre: centre, normal: normal, width: portraitDevice ? h : w, height: portraitDevice ? w : h, thickness: reader ? 0.008 : 0.007, screen))
            let grip = SceneVector(g.pick([-1.0, 1]) * (portraitDevice ? h : w) / 2, -(portraitDevice ? w : h) * 0.3, 0)
            solids.append(P.forearm(tip: centre + grip - normal * 0.02, direction: SceneVector(-grip.x, 0.6, -0.4).unitByDivision * -1, &g))
            distance = reader ? g.uniform(0.14...0.3) : g.uniform(0.25...0.5)
            detail = String(format: "%@ %.0fx%.0f mm held in a hand", reader ? "e-reader" : "tablet", w * 1000, h * 1000)
        case .laptopLid:
            let open = g.uniform(0.05...0.55), w = g.pick([0.3, 0.33, 0.36]), h = w * 0.65
            solids.append(P.table(x: -0.8...0.8, z: (back + 0.05)...(back + 0.85), height: 0.74, P.matte(g.uniform(0.2...0.7))))
            let hinge: SceneVector = [0, 0.755, back + 0.3]
            let up = SceneVector(0, cos(open), -sin(open))
            normal = SceneVector(0, sin(open), cos(open))
            centre = hinge + up * (h / 2)
            solids.append(P.block(hinge + [-w / 2, -0.015, 0], hinge + [w / 2, 0, h], P.matte(0.5)))
            solids.append(P.panel(centre: centre, normal: normal, width: w, height: h, thickness: 0.006, screen))
            distance = g.uniform(0.35...0.7)
            detail = String(format: "laptop lid %.0f° past upright", open * 180 / .pi)
        case .deskCables, .keyboardAndMouse:
            let top = 0.74
            solids.append(P.table(x: -1...1, z: (back + 0.05)...(back + 1.05), height: top, P.matte(0.3)))
            solids.append(P.block([-1, top - 0.001, back + 0.05], [1, top + 0.001, back + 1.05], P.matte(g.uniform(0.15...0.75)).with(.labelled)))
            centre = [0, top, back + 0.55]
            normal = [0, 1, 0]
            var clutter: [FamilyLSolid] = []
            if self == .deskCables {
                for _ in 0..<g.integer(2...5) {
                    let start = centre + [g.uniform(-0.4...0.4), 0.004, g.uniform(-0.3...0.3)], heading = g.uniform(0...(2 * .pi))
                    clutter.append(.cylinder(base: start, axis: [cos(heading), 0, sin(heading)], radius: g.uniform(0.002...0.005), length: g.uniform(0.2...0.8), surface: P.matte(g.uniform(0.03...0.8))))
                }
                for _ in 0..<g.integer(0...4) {
                    clutter.append(.cylinder(base: centre + [g.uniform(-0.3...0.3), 0, g.uniform(-0.25...0.25)], axis: [0, 1, 0], radius: 0.012, length: 0.002, surface: P.glossy(0.6)))
                }
                if g.chance(0.6) {
                    let at = centre + [g.uniform(-0.3...0.3), 0, g.uniform(-0.2...0.2)]
                    clutter.append(P.block(at + [-0.075, 0, -0.035], at + [0.075, 0.008, 0.035], P.glossy(0.05)))
                }
                detail = "cables, coins and a phone on a desk"
            } else {
                let at = centre + [g.uniform(-0.15...0.05), 0, g.uniform(-0.1...0.1)]
                clutter.append(P.block(at + [-0.22, 0, -0.07], at + [0.22, 0.022, 0.07], P.matte(g.uniform(0.05...0.8))))
                clutter.append(.ellipsoid(centre: at + [0.33, 0, 0.02], radii: [0.03, 0.035, 0.055], surface: P.matte(g.uniform(0.05...0.8))))
                if g.chance(0.5) { clutter.append(P.block(at + [0.27, 0, -0.09], at + [0.45, 0.003, 0.12], P.matte(0.1))) }
                detail = "keyboard (22 mm) and mouse (35 mm) on a desk"
            }
            solids += clutter.map { $0.with(.clutter) }
            distance = g.uniform(0.4...0.8)
        case .wallWithHand:
            centre = [g.uniform(-0.5...0.5), g.uniform(1.0...1.6), back + 0.002]
            normal = [0, 0, 1]
            solids.append(P.block([-width / 2, 0, back], [width / 2, 2.4, back + 0.002], P.matte(g.uniform(0.3...0.85)).with(.labelled)))
            let reach = g.uniform(0.05...0.3), side = SceneVector(g.pick([-1.0, 1]), g.uniform(-0.5...0.2), 0).unitByDivision
            solids.append(P.forearm(tip: centre + normal * reach + side * g.uniform(0...0.15), direction: -side, &g).with(.clutter))
            distance = g.uniform(0.5...1.2)
            detail = String(format: "a hand %.0f mm before a wall", reach * 1000)
        case .floorToys:
            centre = [0, 0.001, back + 2]
            normal = [0, 1, 0]
            solids.append(P.block([-width / 2, 0, back], [width / 2, 0.001, 2], P.matte(g.uniform(0.15...0.6)).with(.labelled)))
            for _ in 0..<g.integer(3...8) {
                let at = centre + [g.uniform(-0.5...0.5), 0, g.uniform(-0.4...0.4)]
                let toy: FamilyLSolid = g.chance(0.5)
                    ? P.block(at, at + [g.uniform(0.016...0.064), g.uniform(0.01...0.04), g.uniform(0.016...0.032)], P.matte(g.uniform(0.1...0.9)))
                    : .sphere(at + [0, 0.02, 0], g.uniform(0.01...0.022), P.matte(g.uniform(0.1...0.9)))
                solids.append(toy.with(.clutter))
            }
            distance = g.uniform(0.6...1.2)
            detail = "small toys (≤ 45 mm) on a floor"
        default:
            preconditionFailure("\(self) is not a screen or clutter sub-family")
        }
        let share: ClosedRange<Double> = kind == .partialScreen ? 0.70...0.97 : 0.85...0.97
        return FamilyLLayout(
            world: FamilyLWorld(solids: solids), eye: P.eye(looking: centre, normal: normal, angle: angle, distance: distance, &g),
            target: centre, rule: .labelledShare(share, clutter: kind == .flatWithClutter),
            details: detail + String(format: ", %.0f° off its normal", angle * 180 / .pi))
    }
}
