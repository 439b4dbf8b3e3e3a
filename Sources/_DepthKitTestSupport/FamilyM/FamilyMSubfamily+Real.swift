import Foundation
import DepthKitCore

extension FamilyMSubfamily {
    /// A terrain patch of `size` metres square centred ahead of the origin, its 4×4 control heights drawn
    /// round `slope` (rise per metre along +z) with `roughness` metres of bumps; role ``FamilyMRole/subject``.
    static func terrain(_ g: inout SplitMix64, size: Double, slope: Double, roughness: Double, material: FamilyMMaterial = .matte) -> FamilyMSurface {
        var controls: [V] = []
        for j in 0..<4 {
            for i in 0..<4 {
                let x = (Double(i) / 3 - 0.5) * size, z = Double(j) / 3 * size - 0.1 * size
                let bump = j == 0 ? 0 : g.uniform(-roughness...roughness)
                controls.append(V(x, max(0, z) * slope + bump - (j == 0 ? 0.02 : 0), z))
            }
        }
        return .bezier(controls: controls, material: material, role: .subject)
    }

    /// The real classes' sub-families.
    func buildReal(_ layout: inout FamilyMLayout, _ g: inout SplitMix64) {
        switch kind {
        case .outdoor: buildOutdoor(&layout, &g)
        case .room:
            let use: FamilyMFloorPlan.Use = self == .livingRoom ? .living : self == .bedroom ? .bedroom : self == .kitchen ? .kitchen : .office
            let plan = FamilyMFloorPlan(size: V(g.uniform(3...6), g.uniform(2.4...3), g.uniform(3.5...7)), use: use)
            let rules = plan.build(into: &layout.world, generator: &g)
            layout.camera.position = V(g.uniform(-0.3...0.3) * plan.size.x, g.uniform(1.2...1.7), g.uniform(0.3...0.8))
            layout.camera.yaw = g.uniform(-0.5...0.5)
            layout.camera.pitch = g.uniform(-0.45...(-0.1))
            layout.notes.append(String(format: "%.1fx%.1fx%.1f m room: ", plan.size.x, plan.size.z, plan.size.y) + rules.joined(separator: ", "))
        case .shelf: buildShelf(&layout, &g)
        case .corridor: buildCorridor(&layout, &g)
        case .closePerson: buildPerson(&layout, &g)
        default: buildTable(&layout, &g)
        }
    }

    private func buildOutdoor(_ layout: inout FamilyMLayout, _ g: inout SplitMix64) {
        layout.sunlight = g.uniform(0.1...1)
        let height = g.chance(0.15) ? g.uniform(0.5...0.9) : g.uniform(1.2...1.7)
        switch self {
        case .street, .carPark:
            layout.world.add(.quad(corner: V(-60, 0, -20), edgeU: V(120, 0, 0), edgeV: V(0, 0, 140), material: .dark, role: .subject))
            if self == .street {
                let kerb = -g.uniform(2.5...4)
                layout.world.add(.extrusion(profile: [SIMD2(0, 0), SIMD2(0.02, 0.12), SIMD2(3, 0.12)], start: V(kerb, 0, -20), run: V(0, 0, 140), across: V(-1, 0, 0), outward: V(0, 1, 0), role: .subject))
                for k in 0..<g.integer(3...8) {
                    layout.world.add(FamilyMSurface.box(base: V(kerb - g.uniform(3...8), 0, 8 + Double(k) * g.uniform(8...14)), size: V(4, g.uniform(6...20), g.uniform(8...14)), material: g.chance(0.3) ? .glass : .matte))
                }
                for k in 0..<g.integer(1...4) { layout.world.add(FamilyMParts.car(V(kerb + 1.1, 0, g.uniform(3...7) + Double(k) * 5), yaw: 0)) }
            } else {
                for row in 0..<3 {
                    for k in 0..<g.integer(2...6) where g.chance(0.8) {
                        layout.world.add(FamilyMParts.car(V(Double(k) * 2.6 - 6 + g.uniform(-0.2...0.2), 0, 4 + Double(row) * 9), yaw: .pi / 2 * (row % 2 == 0 ? 1 : -1) + .pi / 2))
                    }
                }
                layout.world.add(FamilyMSurface.box(base: V(0, 0, g.uniform(35...60)), size: V(60, 12, 10)))
            }
            for k in 0..<g.integer(1...4) { layout.world.add(.tube(points: [V(g.pick([-4.0, 4.0]), 0, 6 + Double(k) * 12), V(g.pick([-4.0, 4.0]), 6, 6 + Double(k) * 12)], radius: 0.08, material: .glossy)) }
        case .park, .field:
            layout.world.add(Self.terrain(&g, size: 120, slope: g.uniform(-0.02...0.04), roughness: self == .park ? 1.5 : 0.4))
            for _ in 0..<g.integer(3...12) {
                let distance = g.uniform(7...45), angle = g.uniform(-1.2...1.2)
                layout.world.add(FamilyMParts.tree(V(distance * sin(angle), -0.3, distance * cos(angle)), height: g.uniform(4...14)))
            }
            if self == .park {
                layout.world.add(FamilyMSurface.box(base: V(g.uniform(-2...2), 0.4, g.uniform(2.5...4.5)), size: V(1.6, 0.05, 0.45), yaw: g.uniform(-0.5...0.5)))
            } else {
                let line = g.uniform(3...6)
                for k in -6...6 { layout.world.add(.tube(points: [V(Double(k) * 2.5, -0.3, line + Double(k) * 0.3), V(Double(k) * 2.5, 1.1, line + Double(k) * 0.3)], radius: 0.05, material: .dark)) }
                layout.world.add(FamilyMSurface.box(base: V(0, -0.3, g.uniform(25...45)), size: V(90, 2.5, 1.5), material: .dark))
            }
        case .beach:
            layout.world.add(Self.terrain(&g, size: 120, slope: -0.05, roughness: 0.3))
            layout.world.add(.quad(corner: V(-80, -1.8, g.uniform(12...30)), edgeU: V(160, 0, 0), edgeV: V(0, 0, 200), material: .glossy))
            if g.chance(0.7) {
                let at = V(g.uniform(-2...2), 0, g.uniform(2.5...5))
                layout.world.add(.tube(points: [at - V(0, 0.3, 0), at + V(0, 2, 0)], radius: 0.02))
                layout.world.add(.revolution(base: at + V(0, 1.7, 0), height: 0.4, radii: [1.0, 0.7, 0.35, 0.0]))
            }
        default:
            layout.world.add(Self.terrain(&g, size: 140, slope: g.uniform(0.15...0.45), roughness: 2.5, material: g.chance(0.4) ? .dark : .matte))
            for _ in 0..<g.integer(2...6) {
                let at = V(g.uniform(-4...4), 0, g.uniform(2...6))
                layout.world.add(.revolution(base: at + V(0, -0.2, 0), height: g.uniform(0.3...0.8), radii: [0.4, 0.45, 0.3, 0.0]))
            }
            for _ in 0..<g.integer(2...8) {
                let distance = g.uniform(10...50), angle = g.uniform(-0.9...0.9)
                layout.world.add(FamilyMParts.tree(V(distance * sin(angle), distance * cos(angle) * 0.25, distance * cos(angle)), height: g.uniform(5...12)))
            }
        }
        // Stand on the ground: the camera's height is over whatever is below it.
        let spot = V(g.uniform(-1...1), 60, 0)
        let ground = layout.world.nearest(spot, V(0, -1, 0), limit: 200).map { 60 - $0.distance } ?? 0
        layout.camera.position = spot - V(0, 60 - ground - height, 0)
        layout.camera.yaw = g.uniform(-0.5...0.5)
        layout.camera.pitch = -0.2
        let wantedInRange = g.uniform(0.15...0.5)
        layout.pitchForRange(wanted: wantedInRange...(wantedInRange + 0.12), pitches: -0.75...0.15)
        layout.notes.append(String(format: "sunlight %.2f, camera %.2f m up", layout.sunlight, height))
    }

    private func buildShelf(_ layout: inout FamilyMLayout, _ g: inout SplitMix64) {
        let width = g.uniform(0.8...2.0), back = g.uniform(1.2...2.0), spacing = g.uniform(0.3...0.42), depth = g.uniform(0.28...0.4)
        layout.world.add(Self.shell(back: back + 0.02))
        layout.world.add(.quad(corner: V(-width / 2, 0, back), edgeU: V(width, 0, 0), edgeV: V(0, 2.0, 0), role: .subject))
        for side in [-1.0, 1.0] { layout.world.add(FamilyMSurface.box(base: V(side * width / 2, 0, back - depth / 2), size: V(0.02, 2.0, depth), role: .subject)) }
        var level = 0.05
        while level < 1.95 {
            layout.world.add(FamilyMSurface.box(base: V(0, level, back - depth / 2), size: V(width, 0.02, depth), role: .subject))
            var x = -width / 2 + 0.03
            while x < width / 2 - 0.08 {
                let room = spacing - 0.05
                switch self {
                case .bookshelf:
                    let w = g.uniform(0.02...0.06), d = g.uniform(0.15...depth - 0.02)
                    if g.chance(0.85) { layout.world.add(FamilyMSurface.box(base: V(x + w / 2, level + 0.01, back - d / 2), size: V(w, g.uniform(0.6...0.95) * room, d), yaw: 0, material: g.chance(0.2) ? .glossy : .matte, role: .clutter)) }
                    x += w + 0.002
                case .pantryJars:
                    let r = g.uniform(0.03...0.06)
                    if g.chance(0.8) { layout.world.add(FamilyMParts.bottle(V(x + r, level + 0.01, back - depth / 2 + g.uniform(-0.05...0.05)), radius: r, height: g.uniform(0.5...0.95) * room)) }
                    x += 2 * r + g.uniform(0.01...0.05)
                case .displayVases:
                    let h = g.uniform(0.4...0.9) * room
                    switch g.integer(0...2) {
                    case 0: layout.world.add(FamilyMParts.plant(V(x + 0.08, level + 0.01, back - depth / 2), height: h))
                    case 1: layout.world.add(FamilyMParts.bowl(V(x + 0.1, level + 0.01, back - depth / 2), radius: 0.1, height: 0.4 * h))
                    default: layout.world.add([.revolution(base: V(x + 0.07, level + 0.01, back - depth / 2), height: h, radii: [0.04, 0.07, 0.05, 0.03, 0.04], material: .glossy, role: .clutter)])
                    }
                    x += g.uniform(0.2...0.35)
                default:
                    var drape: [V] = []
                    let w = g.uniform(0.06...0.12), hang = g.uniform(0.5...0.9) * room
                    for j in 0..<4 { for i in 0..<4 { drape.append(V(x + Double(i) / 3 * w, level + room - Double(j) / 3 * hang, back - depth / 2 + (i == 1 || i == 2 ? 0.12 : 0) + g.uniform(-0.03...0.03))) } }
                    layout.world.add(.bezier(controls: drape, material: g.chance(0.3) ? .dark : .matte, role: .clutter))
                    x += w + g.uniform(0...0.03)
                }
            }
            level += spacing
        }
        let target = V(g.uniform(-0.3...0.3) * width, g.uniform(0.6...1.5), back - depth)
        layout.camera.position = target + g.uniform(0.6...1.6) * Self.off(V(0, 0, -1), tilt: g.uniform(0...0.55), azimuth: g.uniform(0...(2 * .pi)))
        layout.look(at: target)
        layout.notes.append(String(format: "shelf %.2f m wide, %.2f m levels, %.2f m from it", width, spacing, FamilyMVector.dot(target - layout.camera.position, layout.camera.forward)))
    }

    private func buildCorridor(_ layout: inout FamilyMLayout, _ g: inout SplitMix64) {
        let width = g.uniform(1.1...2.2), height = g.uniform(2.3...2.9), length = g.uniform(5...15)
        let w = width / 2
        layout.world.add([
            .quad(corner: V(-w, 0, -1), edgeU: V(width + 8, 0, 0), edgeV: V(0, 0, length + 1)),
            .quad(corner: V(-w, height, -1), edgeU: V(width + 8, 0, 0), edgeV: V(0, 0, length + 1)),
            .quad(corner: V(-w, 0, -1), edgeU: V(0, 0, length + 1), edgeV: V(0, height, 0)),
            .quad(corner: V(-w, 0, length), edgeU: V(width + 8, 0, 0), edgeV: V(0, height, 0)),
        ])
        let opening = self == .cornerCorridor ? length - width : length
        layout.world.add(.quad(corner: V(w, 0, -1), edgeU: V(0, 0, opening + 1), edgeV: V(0, height, 0)))
        if self == .cornerCorridor { layout.world.add(.quad(corner: V(w, 0, opening), edgeU: V(8, 0, 0), edgeV: V(0, height, 0))) }
        let skirting = [SIMD2(0.0, 0), SIMD2(0.0, 0.015), SIMD2(0.08, 0.012), SIMD2(0.1, 0.0)]
        layout.world.add(.extrusion(profile: skirting, start: V(-w, 0, -1), run: V(0, 0, length + 1), across: V(0, 1, 0), outward: V(1, 0, 0)))
        layout.world.add(.extrusion(profile: skirting, start: V(w, 0, -1), run: V(0, 0, opening + 1), across: V(0, 1, 0), outward: V(-1, 0, 0)))
        if self == .stairwell {
            var profile: [SIMD2<Double>] = []
            let rise = g.uniform(0.15...0.19), run = g.uniform(0.25...0.32), start = g.uniform(1.5...4)
            for k in 0..<14 { profile += [SIMD2(Double(k) * run, Double(k) * rise), SIMD2(Double(k) * run, Double(k + 1) * rise)] }
            layout.world.add(.extrusion(profile: profile, start: V(-w, 0, start), run: V(width, 0, 0), across: V(0, 0, 1), outward: V(0, 1, 0)))
            layout.world.add(.tube(points: [V(w - 0.08, 0.9, start), V(w - 0.08, 0.9 + 14 * rise, start + 14 * run)], radius: 0.025, material: .glossy))
        }
        if self == .doorsCorridor || self == .straightCorridor {
            for k in 0..<g.integer(1...4) {
                let z = g.uniform(1...max(1.5, opening - 1.2)), side = k % 2 == 0 ? -w : w
                layout.world.add(FamilyMParts.frame(wall: V(side, 0, 0), a: V(0, 0, 1), b: V(0, 1, 0), normal: V(side > 0 ? -1 : 1, 0, 0), at: SIMD2(z, 0), width: 0.9, height: 2.05, proud: 0.02))
            }
            layout.world.add(FamilyMParts.frame(wall: V(-w, 0, length), a: V(1, 0, 0), b: V(0, 1, 0), normal: V(0, 0, -1), at: SIMD2(w - 0.45, 0), width: 0.9, height: 2.05, proud: 0.02))
        }
        layout.camera.position = V(g.uniform(-0.3...0.3) * w, g.uniform(1.2...1.7), 0)
        layout.camera.yaw = g.uniform(-0.3...0.3)
        layout.camera.pitch = g.uniform(-0.25...0.15)
        layout.notes.append(String(format: "%.1f m wide, %.1f m long", width, length))
    }

    private func buildPerson(_ layout: inout FamilyMLayout, _ g: inout SplitMix64) {
        let distance = self == .selfie ? g.uniform(0.4...0.7) : self == .pet ? g.uniform(0.4...0.8) : g.uniform(0.6...1.2)
        let behind = g.uniform(0.8...3.5)
        layout.world.add(Self.shell(back: distance + behind))
        let target: V
        if self == .pet {
            let size = g.uniform(0.5...0.9)
            layout.world.add(FamilyMParts.pet(feet: V(0, 0, distance + 0.3 * size), yaw: g.uniform(-1.6...1.6), size: size, material: g.chance(0.4) ? .dark : .matte))
            target = V(0, 0.55 * size, distance + 0.3 * size)
            layout.camera.position = V(g.uniform(-0.2...0.2), g.uniform(0.3...0.8), 0)
        } else {
            let standing = self != .sittingPerson, scale = g.uniform(0.9...1.1)
            if !standing {
                layout.world.add(FamilyMSurface.box(base: V(0, 0, distance + 0.1), size: V(1.8, 0.42, 0.8), material: .dark))
                layout.world.add(FamilyMSurface.box(base: V(0, 0.42, distance + 0.45), size: V(1.8, 0.5, 0.2)))
            }
            layout.world.add(FamilyMParts.person(feet: V(0, 0, distance + 0.1), yaw: g.uniform(-0.5...0.5), scale: scale, standing: standing, wave: self == .wavingPerson))
            let chest = (standing ? 0.9 : 0.45) * scale + 0.45 * scale
            target = V(0, self == .selfie ? chest + 0.25 : chest, distance + 0.1)
            layout.camera.position = V(g.uniform(-0.15...0.15), target.y + g.uniform(-0.1...0.2), 0)
        }
        layout.look(at: target)
        let share = layout.camera.share(of: layout.world) { $0?.surface.role == .subject }
        layout.notes.append(String(format: "subject %.0f %% of the frame at %.2f m, wall %.1f m behind", 100 * share, distance, behind))
    }

    private func buildTable(_ layout: inout FamilyMLayout, _ g: inout SplitMix64) {
        let top = self == .kitchenCounter ? 0.9 : g.uniform(0.7...0.78), width = g.uniform(1.0...1.8), depth = g.uniform(0.6...1.0)
        layout.world.add(Self.shell(back: depth + (self == .kitchenCounter ? 0.01 : g.uniform(0.5...2.5))))
        layout.world.add(.quad(corner: V(-width / 2, top, 0), edgeU: V(width, 0, 0), edgeV: V(0, 0, depth), material: g.chance(0.2) ? .glossy : .matte, role: .subject))
        let count = g.integer(4...9)
        for _ in 0..<count {
            let at = V(g.uniform(-0.35...0.35) * width, top, g.uniform(0.15...0.85) * depth)
            switch self {
            case .breakfast:
                switch g.integer(0...2) {
                case 0: layout.world.add(FamilyMParts.cup(at, radius: g.uniform(0.035...0.05), height: g.uniform(0.08...0.11)))
                case 1: layout.world.add(FamilyMParts.bowl(at, radius: g.uniform(0.07...0.11), height: g.uniform(0.05...0.08)))
                default: layout.world.add([.revolution(base: at, height: 0.02, radii: [0.09, 0.12, 0.13], material: .glossy, role: .clutter)])
                }
            case .deskTop:
                switch g.integer(0...3) {
                case 0: layout.world.add(FamilyMParts.keyboard(at, yaw: g.uniform(-0.3...0.3)))
                case 1: layout.world.add(FamilyMParts.cup(at, radius: 0.045, height: 0.1))
                case 2: layout.world.add(FamilyMSurface.box(base: at, size: V(0.2, g.uniform(0.1...0.3), 0.28), yaw: g.uniform(0...3), role: .clutter))
                default: layout.world.add(FamilyMParts.lamp(at, height: g.uniform(0.35...0.5), role: .clutter))
                }
            case .kitchenCounter:
                if g.chance(0.6) {
                    layout.world.add(FamilyMParts.bottle(at, radius: g.uniform(0.03...0.05), height: g.uniform(0.2...0.33)))
                } else {
                    layout.world.add(FamilyMParts.bowl(at, radius: g.uniform(0.1...0.16), height: g.uniform(0.06...0.1)))
                }
            default:
                switch g.integer(0...2) {
                case 0: layout.world.add(FamilyMSurface.box(base: at, size: V(repeating: g.uniform(0.04...0.09)), yaw: g.uniform(0...3), role: .clutter))
                case 1: layout.world.add([.revolution(base: at, height: 0.1, radii: [0.0, 0.045, 0.05, 0.045, 0.0], material: .glossy, role: .clutter)])
                default:
                    let end = at + V(g.uniform(-0.2...0.2), 0, g.uniform(-0.15...0.15))
                    layout.world.add(.tube(points: [at + V(0, 0.025, 0), (at + end) / 2 + V(0, 0.06, 0), end + V(0, 0.025, 0)], radius: 0.025, material: .glossy, role: .clutter))
                }
            }
        }
        let target = V(0, top, depth * 0.5)
        let tilt = g.uniform(25...60) * .pi / 180
        layout.camera.position = target + g.uniform(0.45...0.9) * V(sin(g.uniform(-0.5...0.5)) * sin(tilt), cos(tilt), -sin(tilt))
        layout.look(at: target)
        let objects = layout.camera.share(of: layout.world) { $0?.surface.role == .clutter }
        layout.notes.append(String(format: "%d objects in %.0f %% of the frame, tilt %.0f°", count, 100 * objects, tilt * 180 / .pi))
    }
}
