import Foundation

/// Everyday objects family G's layouts place in scenes, built from its shapes at real sizes (metres).
extension FamilyGMesh {
    /// A hand and forearm: the forearm from `elbow` to `wrist`, the palm beyond the wrist along the same
    /// direction, four fingers and a thumb; `curl` 0 (open, pointing) to 1 (gripping);
    /// `pointing` keeps the index finger straight.
    mutating func addHand(elbow: SIMD3<Double>, wrist: SIMD3<Double>, palmNormal: SIMD3<Double>, curl: Double, pointing: Bool, part: Int) {
        let along = (wrist - elbow).unit, across = along.crossed(with: palmNormal.unit).unit, facing = across.crossed(with: along)
        addTube(path: [elbow, (elbow + wrist) / 2, wrist], radius: 0.032, sides: 10, capped: true, .matte, part: part)
        let palmLength = 0.095, palmWidth = 0.085
        addBox(corner: wrist - across * palmWidth / 2 - facing * 0.012, u: across * palmWidth, v: along * palmLength, w: facing * 0.026, .matte, part: part)
        for finger in 0..<4 {
            let base = wrist + along * palmLength + across * (Double(finger) - 1.5) * palmWidth / 4
            let length = [0.075, 0.085, 0.08, 0.065][finger]
            let bend = (pointing && finger == 0) ? 0 : curl
            let middle = base + along * length * 0.5 * cos(bend) - facing * length * 0.5 * sin(bend)
            let tip = middle + along * length * 0.5 * cos(2 * bend) - facing * length * 0.5 * sin(2 * bend)
            addTube(path: [base, middle, tip], radius: 0.009, sides: 6, capped: true, .matte, part: part)
        }
        let thumbBase = wrist + along * 0.03 - across * palmWidth / 2
        addTube(path: [thumbBase, thumbBase + along * 0.04 - across * 0.03, thumbBase + along * 0.07 - across * 0.02 - facing * 0.02 * curl],
                radius: 0.011, sides: 6, capped: true, .matte, part: part)
    }

    /// A person facing `facing` (horizontal) and standing on the ground at `feet` (the torso and head;
    /// legs below the hip as two tubes), arms down or one raised.
    mutating func addPerson(feet: SIMD3<Double>, facing: SIMD3<Double>, height: Double, clothes: FamilyGMaterial, armRaised: Bool, part: Int) {
        let yaw = atan2(facing.x, facing.z), side = SIMD3<Double>(0, 1, 0).crossed(with: facing.unit).unit
        let scale = height / 1.75
        let hip = feet + SIMD3(0, 0.92 * scale, 0), chest = feet + SIMD3(0, 1.28 * scale, 0)
        addEllipsoid(centre: chest, radii: SIMD3(0.19, 0.3, 0.11) * scale, yaw: yaw, clothes, part: part)
        addTube(path: [chest + SIMD3(0, 0.26 * scale, 0), chest + SIMD3(0, 0.36 * scale, 0)], radius: 0.05 * scale, .matte, part: part)
        addEllipsoid(centre: feet + SIMD3(0, 1.63 * scale, 0), radii: SIMD3(0.078, 0.11, 0.095) * scale, yaw: yaw, .matte, part: part)
        for sign in [-1.0, 1.0] {
            addTube(path: [hip + sign * 0.1 * scale * side, feet + sign * 0.12 * scale * side], radius: 0.07 * scale, clothes, part: part)
            let shoulder = chest + SIMD3(0, 0.22 * scale, 0) + sign * 0.21 * scale * side
            let hand = armRaised && sign > 0
                ? shoulder + SIMD3(0, 0.55 * scale, 0) + sign * 0.15 * scale * side + facing.unit * 0.1
                : shoulder - SIMD3(0, 0.62 * scale, 0) + sign * 0.05 * scale * side
            addTube(path: [shoulder, (shoulder + hand) / 2 + facing.unit * 0.05, hand], radius: 0.045 * scale, sides: 8, capped: true, clothes, part: part)
        }
    }

    /// A tree: a trunk of `trunkRadius` up to a crown of `crownRadius` at `height`.
    mutating func addTree(base: SIMD3<Double>, height: Double, crownRadius: Double, trunkRadius: Double, part: Int) {
        addTube(path: [base, base + SIMD3(0, height - crownRadius, 0)], radius: trunkRadius, sides: 8, .matte, part: part)
        addEllipsoid(centre: base + SIMD3(0, height - crownRadius * 0.8, 0), radii: SIMD3(crownRadius, crownRadius * 0.9, crownRadius),
                     stacks: 6, slices: 10, .foliage, part: part)
    }

    /// A car standing on `base` (the middle of its footprint), turned `yaw`: body, glass cabin, wheels.
    mutating func addCar(base: SIMD3<Double>, yaw: Double, paint: FamilyGMaterial, part: Int) {
        let length = 4.3, width = 1.8
        addUprightBox(base: base + SIMD3(0, 0.3, 0), width: width, depth: length, height: 0.55, yaw: yaw, paint, part: part)
        addUprightBox(base: base + SIMD3(0, 0.85, 0) + SIMD3(0, 0, -0.2).turnedAboutVertical(yaw), width: width * 0.9, depth: length * 0.5,
                      height: 0.5, yaw: yaw, .glass, part: part)
        for (dx, dz) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            let centre = base + SIMD3(dx * width / 2, 0.32, dz * length * 0.33).turnedAboutVertical(yaw)
            let axle = SIMD3(0.12, 0, 0).turnedAboutVertical(yaw)
            addTube(path: [centre - axle, centre + axle], radius: 0.32, sides: 10, capped: true, .dark, part: part)
        }
    }

    /// A building: a block of `width`×`depth`×`height` on `base`, turned `yaw`, with recessed windows in rows.
    mutating func addBuilding(base: SIMD3<Double>, width: Double, depth: Double, height: Double, yaw: Double, part: Int) {
        addUprightBox(base: base, width: width, depth: depth, height: height, yaw: yaw, .matte, part: part)
        let front = base + SIMD3(0, 0, -depth / 2 - 0.01).turnedAboutVertical(yaw)
        let columns = max(1, Int(width / 3)), floors = max(1, Int(height / 3))
        for floor in 0..<floors {
            for column in 0..<columns {
                let x = (Double(column) + 0.5) / Double(columns) * width - width / 2
                let corner = front + SIMD3(x - 0.6, Double(floor) * 3 + 1, 0).turnedAboutVertical(yaw)
                addQuad(corner, corner + SIMD3(1.2, 0, 0).turnedAboutVertical(yaw), corner + SIMD3(1.2, 1.4, 0).turnedAboutVertical(yaw),
                        corner + SIMD3(0, 1.4, 0), .glass, part: part)
            }
        }
    }

    /// A table: a top of `width`×`depth` at `height` on four legs, turned `yaw`.
    mutating func addTable(base: SIMD3<Double>, width: Double, depth: Double, height: Double, yaw: Double, part: Int) {
        addUprightBox(base: base + SIMD3(0, height - 0.03, 0), width: width, depth: depth, height: 0.03, yaw: yaw, .matte, part: part)
        for (dx, dz) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            let foot = base + SIMD3(dx * (width / 2 - 0.05), 0, dz * (depth / 2 - 0.05)).turnedAboutVertical(yaw)
            addTube(path: [foot, foot + SIMD3(0, height - 0.03, 0)], radius: 0.022, sides: 6, .thin, part: part)
        }
    }

    /// A chair facing `yaw`: a seat at 0.45 m, a back, thin legs.
    mutating func addChair(base: SIMD3<Double>, yaw: Double, part: Int) {
        addUprightBox(base: base + SIMD3(0, 0.42, 0), width: 0.44, depth: 0.42, height: 0.04, yaw: yaw, .matte, part: part)
        addUprightBox(base: base + SIMD3(0, 0.46, 0.19).turnedAboutVertical(yaw), width: 0.42, depth: 0.03, height: 0.45, yaw: yaw, .matte, part: part)
        for (dx, dz) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            let foot = base + SIMD3(dx * 0.19, 0, dz * 0.18).turnedAboutVertical(yaw)
            addTube(path: [foot, foot + SIMD3(0, 0.42, 0)], radius: 0.012, sides: 5, .thin, part: part)
        }
    }
}
