import DepthKitCore
import Foundation

/// The things several family-I layouts place: hands, people, tables, chairs, plants, trees and cars.
extension FamilyIStage {
    /// A hand reaching in along `toward` with its fingertips at `tip` and the palm facing `palm`; the
    /// forearm runs back `reachBack` metres (out of the view when long).
    mutating func hand(tip: SIMD3<Double>, toward: SIMD3<Double>, palm: SIMD3<Double>, reachBack: Double = 0.35) {
        let along = toward.unit, side = along.crossed(with: palm.unit).unit
        let knuckles = tip - along * 0.075, wrist = knuckles - along * 0.09
        add(.capsule(a: wrist - along * reachBack, b: wrist, radius: 0.032), .skin)
        add(.box(center: (wrist + knuckles) / 2, halfSize: SIMD3(0.042, 0.046, 0.012),
                 axes: FamilyIAxes(facing: along.crossed(with: side)), rounding: 0.008), .skin)
        for finger in 0..<4 {
            let offset = side * (Double(finger) - 1.5) * 0.021
            add(.capsule(a: knuckles + offset, b: tip + offset - along * (finger == 3 ? 0.015 : 0), radius: 0.0085), .skin)
        }
        add(.capsule(a: wrist + side * 0.035, b: knuckles + side * 0.06 + palm.unit * 0.02, radius: 0.011), .skin)
    }

    /// A person standing (or seated, lower) at (`x`, `z`) facing `yaw`, `height` metres tall.
    mutating func person(x: Double, z: Double, yaw: Double, height: Double, seated: Bool = false, _ g: inout SplitMix64) {
        let scale = height / 1.75, base = seated ? 0.45 * scale : 0.95 * scale
        let shoulder = base + 0.5 * scale, right = SIMD3(cos(yaw), 0, -sin(yaw))
        let headCenter = SIMD3(x, shoulder + 0.24 * scale, z)
        add(.ellipsoid(center: SIMD3(x, shoulder - 0.24 * scale, z), radii: SIMD3(0.19, 0.3, 0.13) * scale), g.chance(0.5) ? .fabric : .darkPaint)
        add(.cylinder(base: SIMD3(x, shoulder - 0.05, z), axis: SIMD3(0, 1, 0), radius: 0.055 * scale, length: 0.17 * scale), .skin)
        add(.ellipsoid(center: headCenter, radii: SIMD3(0.078, 0.11, 0.095) * scale), .skin)
        add(.ellipsoid(center: headCenter + SIMD3(-sin(yaw), 0.035, -cos(yaw)) * 0.025, radii: SIMD3(0.085, 0.1, 0.095) * scale), .hair)
        for side in [-1.0, 1.0] {
            let joint = SIMD3(x, shoulder - 0.03, z) + right * (side * 0.2 * scale)
            let elbow = joint + SIMD3(0, -0.3 * scale, 0) + right * (side * 0.03)
            add(.capsule(a: joint, b: elbow, radius: 0.05 * scale), .fabric)
            let hand = seated ? elbow + SIMD3(-sin(yaw), 0.02, -cos(yaw)) * 0.28 * scale : elbow + SIMD3(0, -0.27 * scale, 0)
            add(.capsule(a: elbow, b: hand, radius: 0.04 * scale), .skin)
        }
        if !seated {
            for side in [-1.0, 1.0] {
                let hip = SIMD3(x, base, z) + right * (side * 0.1 * scale)
                add(.capsule(a: hip, b: SIMD3(hip.x, 0.08, hip.z), radius: 0.065 * scale), .fabric)
            }
        }
    }

    /// A table with its top at `height`, centred on (`x`, `z`), turned `yaw`. Returns the top face's corners.
    @discardableResult
    mutating func table(x: Double, z: Double, width: Double, depth: Double, height: Double, yaw: Double = 0,
                        _ material: FamilyIMaterial, labelled: Bool = false) -> [SIMD3<Double>] {
        let top = 0.035, right = SIMD3(cos(yaw), 0, -sin(yaw)), back = SIMD3(sin(yaw), 0, cos(yaw))
        add(.box(center: SIMD3(x, height - top / 2, z), halfSize: SIMD3(width / 2, top / 2, depth / 2),
                 axes: .upright(yaw: yaw), rounding: 0.004), material, labelled: labelled)
        for (a, b) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            let leg = SIMD3(x, 0, z) + right * (a * (width / 2 - 0.06)) + back * (b * (depth / 2 - 0.06))
            block(x: leg.x, z: leg.z, size: SIMD3(0.05, height - top, 0.05), yaw: yaw, material)
        }
        let center = SIMD3(x, height, z), r = right * (width / 2), d = back * (depth / 2)
        return [center - r + d, center + r + d, center + r - d, center - r - d]
    }

    /// A chair at (`x`, `z`) whose back is on the `yaw` side.
    mutating func chair(x: Double, z: Double, yaw: Double, _ material: FamilyIMaterial) {
        let back = SIMD3(sin(yaw), 0, cos(yaw)), right = SIMD3(cos(yaw), 0, -sin(yaw))
        block(x: x, y: 0.42, z: z, size: SIMD3(0.44, 0.04, 0.42), yaw: yaw, material)
        let rest = SIMD3(x, 0, z) + back * 0.2
        block(x: rest.x, y: 0.46, z: rest.z, size: SIMD3(0.42, 0.42, 0.03), yaw: yaw, material)
        for (a, b) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            let leg = SIMD3(x, 0, z) + right * (a * 0.19) + back * (b * 0.18)
            block(x: leg.x, z: leg.z, size: SIMD3(0.035, 0.42, 0.035), yaw: yaw, material)
        }
    }

    /// A potted plant standing on height `y`.
    mutating func plant(x: Double, y: Double = 0, z: Double, size: Double) {
        column(x: x, y: y, z: z, radius: 0.35 * size, height: 0.6 * size, .ceramic)
        add(.ellipsoid(center: SIMD3(x, y + 1.1 * size, z), radii: SIMD3(0.55, 0.6, 0.5) * size), .foliage)
    }

    /// A tree at (`x`, `z`), `height` metres.
    mutating func tree(x: Double, z: Double, height: Double) {
        column(x: x, z: z, radius: 0.03 * height + 0.05, height: 0.55 * height, .darkWood)
        add(.ellipsoid(center: SIMD3(x, 0.65 * height, z), radii: SIMD3(0.22, 0.35, 0.22) * height), .foliage)
    }

    /// A parked car at (`x`, `z`), its length along `yaw`.
    mutating func car(x: Double, z: Double, yaw: Double, _ material: FamilyIMaterial) {
        block(x: x, y: 0.18, z: z, size: SIMD3(1.8, 0.75, 4.3), yaw: yaw, material)
        block(x: x, y: 0.93, z: z, size: SIMD3(1.6, 0.55, 2.3), yaw: yaw, .metal)
    }
}

extension FamilyIStage {
    /// A screen (monitor, TV, tablet, phone, laptop lid): a dark body whose front face is centred on
    /// `center` looking along `facing`, and its picture 1 mm proud inside the bezel; both labelled.
    /// Returns the front face's corners.
    @discardableResult
    mutating func screenDevice(_ center: SIMD3<Double>, facing: SIMD3<Double>, width: Double, height: Double,
                               thickness: Double, spin: Double = 0, bezel: Double) -> [SIMD3<Double>] {
        let quad = panel(center, facing: facing, width: width, height: height, thickness: thickness, spin: spin, .bezel, labelled: true)
        panel(center + facing.unit * 0.001, facing: facing, width: width - 2 * bezel, height: height - 2 * bezel,
              thickness: 0.003, spin: spin, .screen, labelled: true)
        return quad
    }

    /// A hand holding the face with corners `quad` (looking along `facing`) by the middle of its lower
    /// edge: the fingers behind it, the thumb over its edge, the forearm leaving downwards.
    mutating func grip(_ quad: [SIMD3<Double>], facing: SIMD3<Double>) {
        let edge = (quad[0] + quad[1]) / 2, inward = ((quad[3] + quad[2]) / 2 - edge).unit, front = facing.unit
        hand(tip: edge + inward * 0.03 - front * 0.035, toward: inward, palm: front)
        add(.capsule(a: edge - inward * 0.03 + front * 0.007, b: edge + inward * 0.006 + front * 0.007, radius: 0.007), .skin)
    }
}
