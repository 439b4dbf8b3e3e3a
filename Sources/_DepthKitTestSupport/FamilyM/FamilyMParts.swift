import Foundation
import DepthKitCore

/// The things family M's scenes are built of, each a few parametric surfaces (metres, y up, standing on
/// `base` unless said otherwise).
enum FamilyMParts {
    typealias V = SIMD3<Double>

    /// A cup or mug, `radius` at the rim.
    static func cup(_ base: V, radius: Double, height: Double, material: FamilyMMaterial = .glossy, role: FamilyMRole = .clutter) -> [FamilyMSurface] {
        [.revolution(base: base, height: height, radii: [0.8 * radius, 0.9 * radius, 0.97 * radius, radius], material: material, role: role)]
    }

    /// A bottle: body, shoulder, neck.
    static func bottle(_ base: V, radius: Double, height: Double, material: FamilyMMaterial = .glossy, role: FamilyMRole = .clutter) -> [FamilyMSurface] {
        [.revolution(base: base, height: height, radii: [radius, radius, radius, 0.9 * radius, 0.45 * radius, 0.32 * radius, 0.32 * radius], material: material, role: role)]
    }

    /// A bowl, `radius` at the rim.
    static func bowl(_ base: V, radius: Double, height: Double, role: FamilyMRole = .clutter) -> [FamilyMSurface] {
        [.revolution(base: base, height: height, radii: [0.35 * radius, 0.7 * radius, 0.92 * radius, radius], material: .glossy, role: role)]
    }

    /// A vase or plant pot with a crown of leaves above it.
    static func plant(_ base: V, height: Double) -> [FamilyMSurface] {
        let pot = 0.35 * height
        return [
            .revolution(base: base, height: pot, radii: [0.09 * height, 0.11 * height, 0.13 * height], material: .glossy),
            .revolution(base: base + V(0, pot, 0), height: height - pot, radii: [0.05 * height, 0.3 * height, 0.35 * height, 0.22 * height, 0]),
        ]
    }

    /// A floor or table lamp: a pole and a shade.
    static func lamp(_ base: V, height: Double, role: FamilyMRole = .surround) -> [FamilyMSurface] {
        let shade = [0.18 * height, 0.144 * height, 0.108 * height]
        return [
            .tube(points: [base, base + V(0, height * 0.8, 0)], radius: 0.012, material: .glossy, role: role),
            .revolution(base: base + V(0, height * 0.72, 0), height: height * 0.28, radii: shade, role: role),
        ]
    }

    /// A tree: trunk and crown.
    static func tree(_ base: V, height: Double) -> [FamilyMSurface] {
        let r = 0.3 * height
        return [
            .tube(points: [base, base + V(0.1, 0.45 * height, 0)], radius: 0.04 * height, material: .dark),
            .revolution(base: base + V(0.1, 0.35 * height, 0), height: 0.65 * height, radii: [0, 0.7 * r, r, 0.85 * r, 0.45 * r, 0]),
        ]
    }

    /// A car facing along `yaw`: a lower body box and a Bézier cabin.
    static func car(_ base: V, yaw: Double) -> [FamilyMSurface] {
        let length = 4.2, width = 1.8
        var cabin: [V] = []
        for j in 0..<4 {
            for i in 0..<4 {
                let along = (Double(j) / 3 - 0.5) * length * 0.62, across = (Double(i) / 3 - 0.5) * width * 0.9
                let lift = (i == 0 || i == 3 || j == 0 || j == 3) ? 0.0 : 0.55
                cabin.append(base + FamilyMVector.yawed(V(across, 0.95 + lift, along - 0.2), yaw))
            }
        }
        return FamilyMSurface.box(base: base + V(0, 0.3, 0), size: V(width, 0.65, length), yaw: yaw, material: .glossy)
            + [.bezier(controls: cabin, material: .glossy)]
    }

    /// A standing or sitting person facing `-z` turned by `yaw`: legs (when standing), torso, arms, head
    /// with dark hair; `feet` on the floor, `scale` ≈ 1 for an adult.
    static func person(feet: V, yaw: Double, scale: Double, standing: Bool, role: FamilyMRole = .subject, wave: Bool = false) -> [FamilyMSurface] {
        let hip = standing ? 0.9 * scale : 0.45 * scale
        func at(_ p: V) -> V { feet + FamilyMVector.yawed(p, yaw) }
        var parts: [FamilyMSurface] = [
            .revolution(base: at(V(0, hip, 0)), height: 0.55 * scale, radii: [0.17, 0.15, 0.18, 0.2, 0.07].map { $0 * scale }, aspect: 0.6, yaw: yaw, role: role),
            .revolution(base: at(V(0, hip + 0.55 * scale, 0)), height: 0.26 * scale, radii: [0.05, 0.085, 0.1, 0.095, 0.07, 0].map { $0 * scale }, role: role),
            .revolution(base: at(V(0, hip + 0.66 * scale, 0.02 * scale)), height: 0.17 * scale, radii: [0.1, 0.105, 0.09, 0.05, 0].map { $0 * scale }, material: .dark, role: role),
        ]
        if standing {
            for side in [-1.0, 1.0] {
                parts.append(.tube(points: [at(V(side * 0.09 * scale, 0.05, 0)), at(V(side * 0.1 * scale, hip * 0.5, -0.02)), at(V(side * 0.1 * scale, hip, 0))], radius: 0.065 * scale, material: .dark, role: role))
            }
        }
        for side in [-1.0, 1.0] {
            let shoulder = at(V(side * 0.2 * scale, hip + 0.5 * scale, 0))
            let hand = wave && side > 0 ? at(V(0.35 * scale, hip + 0.95 * scale, -0.1 * scale)) : at(V(side * 0.24 * scale, hip + 0.05 * scale, -0.08 * scale))
            let elbow = wave && side > 0 ? at(V(0.38 * scale, hip + 0.45 * scale, -0.05 * scale)) : at(V(side * 0.25 * scale, hip + 0.27 * scale, 0))
            parts.append(.tube(points: [shoulder, elbow, hand], radius: 0.045 * scale, role: role))
        }
        return parts
    }

    /// A dog or cat standing on the floor, facing `-z` turned by `yaw`, `size` its body length.
    static func pet(feet: V, yaw: Double, size: Double, material: FamilyMMaterial) -> [FamilyMSurface] {
        func at(_ p: V) -> V { feet + FamilyMVector.yawed(p * size, yaw) }
        var parts: [FamilyMSurface] = [
            .tube(points: [at(V(0, 0.55, 0.5)), at(V(0, 0.6, 0)), at(V(0, 0.58, -0.45))], radius: 0.17 * size, material: material, role: .subject),
            .revolution(base: at(V(0, 0.65, -0.6)), height: 0.3 * size, radii: [0.08, 0.13, 0.14, 0.1, 0].map { $0 * size }, material: material, role: .subject),
            .tube(points: [at(V(0, 0.6, 0.55)), at(V(0, 0.8, 0.75)), at(V(0, 0.9, 0.8))], radius: 0.03 * size, material: material, role: .subject),
        ]
        for (x, z) in [(-0.1, 0.4), (0.1, 0.4), (-0.1, -0.35), (0.1, -0.35)] {
            parts.append(.tube(points: [at(V(x, 0.5, z)), at(V(x, 0.02, z))], radius: 0.045 * size, material: material, role: .subject))
        }
        return parts
    }

    /// A forearm and hand reaching from `from` to the palm at `palm`, fingers spread towards `pointing`,
    /// hovering `lift` metres over a surface with normal `normal`.
    static func hand(from: V, palm: V, pointing: V, normal: V, role: FamilyMRole = .clutter) -> [FamilyMSurface] {
        let forward = FamilyMVector.unit(pointing), side = FamilyMVector.unit(FamilyMVector.cross(normal, forward))
        var parts: [FamilyMSurface] = [.tube(points: [from, (from + palm) / 2 + 0.02 * normal, palm], radius: 0.032, role: role)]
        var controls: [V] = []
        for j in 0..<4 {
            for i in 0..<4 {
                let bulge = (i == 1 || i == 2) && (j == 1 || j == 2) ? 0.012 : 0
                controls.append(palm + (Double(j) / 3) * 0.09 * forward + (Double(i) / 3 - 0.5) * 0.085 * side + bulge * normal)
            }
        }
        parts.append(.bezier(controls: controls, role: role))
        for k in 0..<4 {
            let root = palm + 0.09 * forward + (Double(k) / 3 - 0.5) * 0.07 * side
            let tip = root + 0.075 * FamilyMVector.unit(forward + (Double(k) / 3 - 0.5) * 0.4 * side) - 0.01 * normal
            parts.append(.tube(points: [root, (root + tip) / 2 + 0.006 * normal, tip], radius: 0.009, role: role))
        }
        return parts
    }

    /// A cable lying on a surface (origin `corner`, axes `a` and `b`, normal `normal`), wandering through
    /// `points` given in the surface's metres.
    static func cable(on corner: V, a: V, b: V, normal: V, points: [SIMD2<Double>], radius: Double) -> FamilyMSurface {
        .tube(points: points.map { corner + $0.x * a + $0.y * b + radius * normal }, radius: radius, material: .dark, role: .clutter)
    }

    /// A keyboard lying flat at `base` (its centre), turned by `yaw`: a slab and five rows of keys, each
    /// row one extruded zig-zag profile (key tops 6 mm above the slab).
    static func keyboard(_ base: V, yaw: Double, width: Double = 0.44, role: FamilyMRole = .clutter) -> [FamilyMSurface] {
        var parts = FamilyMSurface.box(base: base, size: V(width, 0.018, 0.14), yaw: yaw, material: .dark, role: role)
        let across = FamilyMVector.yawed(V(1, 0, 0), yaw), up = V(0, 1, 0), run = FamilyMVector.yawed(V(0, 0, 0.017), yaw)
        let keys = Int(width / 0.019)
        for row in 0..<5 {
            var profile: [SIMD2<Double>] = []
            for k in 0..<keys {
                let x = -width / 2 + 0.01 + Double(k) * 0.019
                profile += [SIMD2(x, 0), SIMD2(x + 0.001, 0.006), SIMD2(x + 0.016, 0.006), SIMD2(x + 0.017, 0)]
            }
            let start = base + V(0, 0.018, 0) + FamilyMVector.yawed(V(0, 0, -0.055 + Double(row) * 0.022), yaw)
            parts.append(.extrusion(profile: profile, start: start, run: run, across: across, outward: up, material: .dark, role: role))
        }
        return parts
    }

    /// A picture or mirror frame on a wall (origin `corner`, axes `a`, `b` along the wall, `normal` out of
    /// it): four extruded moulding profiles `proud` metres deep round a `width`×`height` opening at `at`.
    static func frame(wall corner: V, a: V, b: V, normal: V, at: SIMD2<Double>, width: Double, height: Double, proud: Double) -> [FamilyMSurface] {
        let profile = [SIMD2(0, 0), SIMD2(0.005, proud), SIMD2(0.035, proud * 0.8), SIMD2(0.045, 0)]
        let o = corner + at.x * a + at.y * b
        return [
            .extrusion(profile: profile, start: o, run: width * a, across: b, outward: normal, role: .subject),
            .extrusion(profile: profile, start: o + height * b, run: width * a, across: -b, outward: normal, role: .subject),
            .extrusion(profile: profile, start: o, run: height * b, across: a, outward: normal, role: .subject),
            .extrusion(profile: profile, start: o + width * a, run: height * b, across: -a, outward: normal, role: .subject),
            .quad(corner: o + 0.02 * a + 0.02 * b + 0.004 * normal, edgeU: (width - 0.04) * a, edgeV: (height - 0.04) * b, material: .glossy, role: .subject),
        ]
    }
}
