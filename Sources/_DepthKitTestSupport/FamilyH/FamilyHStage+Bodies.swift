import DepthKitCore

/// People and hands for family H's layouts, as smooth unions of ellipsoids and capsules.
extension FamilyHStage {
    /// A hand (and `forearm` metres of forearm) whose fingers point along `pointing` from `wrist`, its
    /// palm facing `palm`; `curl` bends the fingers (0: flat, 1: a loose fist).
    mutating func addHand(
        wrist: SIMD3<Double>, pointing: SIMD3<Double>, palm: SIMD3<Double>, forearm: Double, curl: Double,
        _ g: inout SplitMix64, role: FamilyHRole
    ) {
        let size = g.uniform(0.9...1.1)
        var parts = [FamilyHPart(.box(half: SIMD3(0.042, 0.012, 0.048) * size, rounding: 0.011), at: SIMD3(0, 0, 0.05) * size)]
        for (i, x) in [-0.03, -0.01, 0.01, 0.03].enumerated() {
            let length = [0.07, 0.085, 0.08, 0.065][i] * size
            let tip = SIMD3(x * size * 1.1, curl * length * 0.6, 0.095 * size + length * (1 - 0.4 * curl))
            parts.append(FamilyHPart(.capsule(from: SIMD3(x * size, 0, 0.09 * size), to: tip, radius: 0.0085 * size), at: .zero))
        }
        parts.append(FamilyHPart(.capsule(from: SIMD3(0.035, -0.006, 0.025) * size, to: SIMD3(0.075, -0.02, 0.07) * size, radius: 0.011 * size), at: .zero))
        if forearm > 0 {
            parts.append(FamilyHPart(.capsule(from: SIMD3(0, 0, -forearm), to: SIMD3(0, 0, 0.0), radius: 0.032 * size), at: .zero))
        }
        add(.blend(parts, smoothing: 0.012), at: wrist, turned: .facing(pointing, up: palm), .skin(&g), role)
    }

    /// A person whose head's centre is at `head`, facing `facing` (towards the camera, say), from the
    /// waist up; `armRaised` lifts the right forearm before the chest.
    mutating func addPerson(head: SIMD3<Double>, facing: SIMD3<Double>, armRaised: Bool, _ g: inout SplitMix64, role: FamilyHRole) {
        let turn = FamilyHRotation.facing(SIMD3(facing.x, 0, facing.z)).then(.yaw(g.angle(-12...12)))
        let s = g.uniform(0.92...1.08)
        let face: [FamilyHPart] = [
            FamilyHPart(.ellipsoid(radii: SIMD3(0.075, 0.1, 0.09) * s), at: .zero),
            FamilyHPart(.ellipsoid(radii: SIMD3(0.012, 0.022, 0.018) * s), at: SIMD3(0, -0.012, 0.086) * s),
            FamilyHPart(.ellipsoid(radii: SIMD3(0.052, 0.04, 0.06) * s), at: SIMD3(0, -0.062, 0.024) * s),
            FamilyHPart(.ellipsoid(radii: SIMD3(0.012, 0.025, 0.012) * s), at: SIMD3(0.077, -0.005, 0) * s),
            FamilyHPart(.ellipsoid(radii: SIMD3(0.012, 0.025, 0.012) * s), at: SIMD3(-0.077, -0.005, 0) * s),
            FamilyHPart(.capsule(from: SIMD3(0, -0.08, -0.012) * s, to: SIMD3(0, -0.2, -0.015) * s, radius: 0.052 * s), at: .zero),
        ]
        add(.blend(face, smoothing: 0.02), at: head, turned: turn, .skin(&g), role)
        add(.ellipsoid(radii: SIMD3(0.083, 0.1, 0.094) * s), at: head + turn.toWorld(SIMD3(0, 0.026, -0.02) * s), turned: turn, .hair(&g), role)
        var body = [
            FamilyHPart(.ellipsoid(radii: SIMD3(0.18, 0.3, 0.11) * s), at: SIMD3(0, -0.47, -0.03) * s),
            FamilyHPart(.capsule(from: SIMD3(-0.16, -0.25, -0.03) * s, to: SIMD3(0.16, -0.25, -0.03) * s, radius: 0.06 * s), at: .zero),
            FamilyHPart(.capsule(from: SIMD3(-0.2, -0.27, -0.03) * s, to: SIMD3(-0.23, -0.58, -0.02) * s, radius: 0.045 * s), at: .zero),
            FamilyHPart(.capsule(from: SIMD3(0.2, -0.27, -0.03) * s, to: SIMD3(0.23, -0.58, -0.02) * s, radius: 0.045 * s), at: .zero),
        ]
        body.append(armRaised
            ? FamilyHPart(.capsule(from: SIMD3(0.23, -0.58, -0.02) * s, to: SIMD3(0.12, -0.35, 0.22) * s, radius: 0.038 * s), at: .zero)
            : FamilyHPart(.capsule(from: SIMD3(-0.23, -0.58, -0.02) * s, to: SIMD3(-0.2, -0.82, 0.06) * s, radius: 0.038 * s), at: .zero))
        add(.blend(body, smoothing: 0.04), at: head, turned: turn, .fabric(&g), role)
        if armRaised {
            addHand(wrist: head + turn.toWorld(SIMD3(0.11, -0.33, 0.25) * s), pointing: turn.toWorld(SIMD3(0, 1, 0.25)),
                    palm: turn.toWorld(SIMD3(0, 0, -1)), forearm: 0, curl: g.uniform(0...0.5), &g, role: role)
        }
    }
}
