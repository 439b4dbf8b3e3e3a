import Foundation

/// The shapes family G's layouts build scenes from, each tessellated into triangles.
extension FamilyGMesh {
    /// A rectangle `origin + s·u + t·v` (s, t in 0…1) cut into `columns × rows` cells, each vertex pushed
    /// `relief(s, t)` metres along `u × v` (unit): terrain, stucco, brick joints, a sagging print.
    mutating func addPatch(
        origin: SIMD3<Double>, u: SIMD3<Double>, v: SIMD3<Double>, columns: Int = 1, rows: Int = 1,
        _ material: FamilyGMaterial, part: Int, relief: ((Double, Double) -> Double)? = nil
    ) {
        let normal = u.crossed(with: v).unit
        func vertex(_ i: Int, _ j: Int) -> SIMD3<Double> {
            let s = Double(i) / Double(columns), t = Double(j) / Double(rows)
            return origin + s * u + t * v + (relief?(s, t) ?? 0) * normal
        }
        for j in 0..<rows {
            for i in 0..<columns {
                addQuad(vertex(i, j), vertex(i + 1, j), vertex(i + 1, j + 1), vertex(i, j + 1), material, part: part)
            }
        }
    }

    /// A parallelepiped with one corner at `corner` and edges `u`, `v`, `w` (a box when they are
    /// perpendicular): all six faces.
    mutating func addBox(
        corner: SIMD3<Double>, u: SIMD3<Double>, v: SIMD3<Double>, w: SIMD3<Double>, _ material: FamilyGMaterial, part: Int
    ) {
        let p = corner
        addQuad(p, p + u, p + u + v, p + v, material, part: part)
        addQuad(p + w, p + u + w, p + u + v + w, p + v + w, material, part: part)
        addQuad(p, p + u, p + u + w, p + w, material, part: part)
        addQuad(p + v, p + u + v, p + u + v + w, p + v + w, material, part: part)
        addQuad(p, p + v, p + v + w, p + w, material, part: part)
        addQuad(p + u, p + u + v, p + u + v + w, p + u + w, material, part: part)
    }

    /// An upright box standing on the point `base` (the centre of its bottom face): `width` along its own
    /// x, `depth` along its own z, `height` up, turned `yaw` radians about the vertical.
    mutating func addUprightBox(
        base: SIMD3<Double>, width: Double, depth: Double, height: Double, yaw: Double = 0, _ material: FamilyGMaterial, part: Int
    ) {
        let u = SIMD3(width, 0, 0).turnedAboutVertical(yaw), w = SIMD3(0, 0, depth).turnedAboutVertical(yaw)
        addBox(corner: base - u / 2 - w / 2, u: u, v: SIMD3(0, height, 0), w: w, material, part: part)
    }

    /// A tube of `radius` along the polyline `path` (a cable, a pipe, a finger), `sides` facets round,
    /// its ends closed when `capped`.
    mutating func addTube(
        path: [SIMD3<Double>], radius: Double, sides: Int = 8, capped: Bool = false, _ material: FamilyGMaterial, part: Int
    ) {
        guard path.count >= 2 else { return }
        var rings: [[SIMD3<Double>]] = []
        for index in path.indices {
            let direction = (path[min(index + 1, path.count - 1)] - path[max(index - 1, 0)]).unit
            let helper = abs(direction.y) < 0.9 ? SIMD3<Double>(0, 1, 0) : SIMD3<Double>(1, 0, 0)
            let across = direction.crossed(with: helper).unit, other = direction.crossed(with: across)
            rings.append((0..<sides).map { side in
                let angle = 2 * Double.pi * Double(side) / Double(sides)
                return path[index] + radius * (cos(angle) * across + sin(angle) * other)
            })
        }
        for ring in 0..<(rings.count - 1) {
            for side in 0..<sides {
                let next = (side + 1) % sides
                addQuad(rings[ring][side], rings[ring][next], rings[ring + 1][next], rings[ring + 1][side], material, part: part)
            }
        }
        if capped {
            for (ring, centre) in [(rings[0], path[0]), (rings[rings.count - 1], path[path.count - 1])] {
                for side in 0..<sides { addTriangle(centre, ring[side], ring[(side + 1) % sides], material, part: part) }
            }
        }
    }

    /// An ellipsoid at `centre` with semi-axes `radii` along x, y, z, turned `yaw` about the vertical:
    /// a head, a fruit, a lamp shade's bulb, a bush.
    mutating func addEllipsoid(
        centre: SIMD3<Double>, radii: SIMD3<Double>, yaw: Double = 0, stacks: Int = 10, slices: Int = 16,
        _ material: FamilyGMaterial, part: Int
    ) {
        func vertex(_ stack: Int, _ slice: Int) -> SIMD3<Double> {
            let polar = Double.pi * Double(stack) / Double(stacks), azimuth = 2 * Double.pi * Double(slice) / Double(slices)
            let local = SIMD3(sin(polar) * cos(azimuth), cos(polar), sin(polar) * sin(azimuth)) * radii
            return centre + local.turnedAboutVertical(yaw)
        }
        for stack in 0..<stacks {
            for slice in 0..<slices {
                addQuad(vertex(stack, slice), vertex(stack, slice + 1), vertex(stack + 1, slice + 1), vertex(stack + 1, slice), material, part: part)
            }
        }
    }

    /// The outline `outline` (star-shaped about its centroid; coordinates along `u` and `v` from
    /// `origin`) extruded `thickness` metres along `u × v` (unit): a leaf, a hand's palm, a sign, a
    /// plug. Both faces and the rim.
    mutating func addPrism(
        origin: SIMD3<Double>, u: SIMD3<Double>, v: SIMD3<Double>, outline: [SIMD2<Double>], thickness: Double,
        _ material: FamilyGMaterial, part: Int
    ) {
        guard outline.count >= 3 else { return }
        let normal = u.unit.crossed(with: v.unit).unit * thickness
        let centroid = outline.reduce(SIMD2<Double>(0, 0), +) / Double(outline.count)
        func point(_ p: SIMD2<Double>) -> SIMD3<Double> { origin + p.x * u.unit + p.y * v.unit }
        let middle = point(centroid)
        for index in outline.indices {
            let p = point(outline[index]), q = point(outline[(index + 1) % outline.count])
            addTriangle(middle, p, q, material, part: part)
            addTriangle(middle + normal, p + normal, q + normal, material, part: part)
            addQuad(p, q, q + normal, p + normal, material, part: part)
        }
    }
}
