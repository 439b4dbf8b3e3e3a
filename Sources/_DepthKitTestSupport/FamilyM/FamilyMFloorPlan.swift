import Foundation
import DepthKitCore

/// A small shape grammar for rooms: a box room (floor at y = 0, the camera's wall at z = 0, the back wall
/// at z = depth) whose back and side walls are split into zones, each zone filled by a rule that puts a
/// piece of furniture with its back against that wall; an open middle zone may get a table.
struct FamilyMFloorPlan: Sendable {
    /// What kind of room decides the rules drawn.
    enum Use: String, Sendable, CaseIterable {
        case living, bedroom, kitchen, office
    }

    /// The room's width, depth and height, metres.
    let size: SIMD3<Double>
    /// What the room is for.
    let use: Use

    /// The rules a zone may take in a room of `use`.
    private var rules: [String] {
        switch use {
        case .living: ["sofa", "shelf", "cabinet", "plant", "lamp", "armchair"]
        case .bedroom: ["bed", "wardrobe", "desk", "lamp", "plant"]
        case .kitchen: ["counter", "counter", "fridge", "shelf", "plant"]
        case .office: ["desk", "shelf", "cabinet", "plant", "lamp"]
        }
    }

    /// Builds the room's shell and furniture into `world`; the names of the rules applied, in order.
    func build(into world: inout FamilyMWorld, generator g: inout SplitMix64) -> [String] {
        let w = size.x, d = size.z, h = size.y
        typealias V = SIMD3<Double>
        world.add([
            .quad(corner: V(-w / 2, 0, 0), edgeU: V(w, 0, 0), edgeV: V(0, 0, d)),
            .quad(corner: V(-w / 2, h, 0), edgeU: V(w, 0, 0), edgeV: V(0, 0, d)),
            .quad(corner: V(-w / 2, 0, d), edgeU: V(w, 0, 0), edgeV: V(0, h, 0)),
            .quad(corner: V(-w / 2, 0, 0), edgeU: V(0, 0, d), edgeV: V(0, h, 0)),
            .quad(corner: V(w / 2, 0, 0), edgeU: V(0, 0, d), edgeV: V(0, h, 0)),
            .quad(corner: V(-w / 2, 0, -0.01), edgeU: V(w, 0, 0), edgeV: V(0, h, 0)),
        ])
        var applied: [String] = []
        // Walls: (start, direction along the wall, inward normal, length).
        let walls: [(V, V, V, Double)] = [
            (V(-w / 2, 0, d), V(1, 0, 0), V(0, 0, -1), w),
            (V(-w / 2, 0, 0.6), V(0, 0, 1), V(1, 0, 0), d - 0.6),
            (V(w / 2, 0, 0.6), V(0, 0, 1), V(-1, 0, 0), d - 0.6),
        ]
        for (start, along, inward, length) in walls {
            // Split the wall into 1–3 zones of random widths.
            let zones = g.integer(1...3)
            var cuts = (0..<(zones - 1)).map { _ in g.uniform(0.2...0.8) }.sorted()
            cuts = [0] + cuts + [1]
            for z in 0..<zones {
                let from = cuts[z] * length, to = cuts[z + 1] * length, span = to - from
                guard span > 0.5, g.chance(0.85) else { continue }
                let rule = g.pick(rules)
                let centre = start + (from + to) / 2 * along
                let yaw: Double = atan2(inward.x, inward.z) + Double.pi
                applied.append(rule)
                world.add(furniture(rule, at: centre, inward: inward, along: along, span: span, yaw: yaw, height: h, generator: &g))
            }
        }
        if g.chance(0.6) {
            let centre = V(g.uniform(-0.3...0.3) * w, 0, d * g.uniform(0.45...0.65))
            world.add(FamilyMSurface.box(base: centre + V(0, 0.7, 0), size: V(g.uniform(0.8...1.4), 0.04, g.uniform(0.6...0.9)), yaw: g.uniform(-0.3...0.3)))
            world.add(FamilyMSurface.box(base: centre, size: V(0.08, 0.7, 0.08)))
            world.add(FamilyMParts.bowl(centre + V(0, 0.74, 0), radius: 0.12, height: 0.07, role: .surround))
            applied.append("table")
        }
        return applied
    }

    /// One piece of furniture for `rule`, its back on the wall at `at` (floor level), facing `inward`.
    private func furniture(
        _ rule: String, at: SIMD3<Double>, inward: SIMD3<Double>, along: SIMD3<Double>, span: Double, yaw: Double, height: Double,
        generator g: inout SplitMix64
    ) -> [FamilyMSurface] {
        typealias V = SIMD3<Double>
        let width = min(span - 0.1, g.uniform(0.6...2.0))
        func block(_ w: Double, _ hh: Double, _ depth: Double, lift: Double = 0, material: FamilyMMaterial = .matte) -> [FamilyMSurface] {
            FamilyMSurface.box(base: at + (depth / 2 + 0.01) * inward + V(0, lift, 0), size: V(w, hh, depth), yaw: yaw, material: material)
        }
        switch rule {
        case "sofa", "armchair":
            let w = rule == "sofa" ? width : min(width, 0.9)
            var cushions: [V] = []
            for j in 0..<4 {
                for i in 0..<4 {
                    let puff = (i == 1 || i == 2) && (j == 1 || j == 2) ? 0.08 : 0
                    let inwards: Double = 0.3 + Double(j) / 3 * 0.5, sideways: Double = (Double(i) / 3 - 0.5) * w
                    let lift = V(0, 0.45 + puff, 0)
                    cushions.append(at + inwards * inward + sideways * along + lift)
                }
            }
            return block(w, 0.42, 0.9, material: .dark) + block(w, 0.45, 0.22, lift: 0.42) + [.bezier(controls: cushions)]
        case "shelf":
            var parts = block(width, min(2.0, height - 0.2), 0.04)
            for level in 0...4 {
                let lift = Double(level) * 0.42
                parts += block(width, 0.02, 0.32, lift: lift)
                let books = Int(width / 0.12)
                for k in 0..<books where g.chance(0.7) {
                    let size = V(0.1, g.uniform(0.18...0.3), g.uniform(0.15...0.24))
                    let sideways: Double = Double(k) * 0.12 - width / 2 + 0.06
                    parts += FamilyMSurface.box(base: at + (0.05 + size.z / 2) * inward + sideways * along + V(0, lift + 0.02, 0), size: size, yaw: yaw)
                }
            }
            return parts
        case "cabinet": return block(width, 0.55, 0.45) + FamilyMParts.lamp(at + 0.25 * inward + V(0, 0.55, 0), height: 0.45)
        case "plant": return FamilyMParts.plant(at + 0.35 * inward, height: g.uniform(0.6...1.6))
        case "lamp": return FamilyMParts.lamp(at + 0.3 * inward, height: g.uniform(1.3...1.7))
        case "bed": return block(min(width, 1.6), 0.5, 2.0) + block(min(width, 1.6), 1.0, 0.08, material: .dark)
        case "wardrobe": return block(width, min(2.1, height - 0.1), 0.6)
        case "desk":
            return block(width, 0.04, 0.7, lift: 0.72) + block(0.06, 0.72, 0.6)
                + FamilyMParts.keyboard(at + 0.3 * inward + V(0, 0.76, 0), yaw: yaw, width: 0.4, role: .surround)
        case "counter": return block(width, 0.9, 0.6) + block(width, 0.7, 0.35, lift: 1.45)
        default: return block(min(width, 0.8), 1.8, 0.7, material: .glossy)
        }
    }
}
