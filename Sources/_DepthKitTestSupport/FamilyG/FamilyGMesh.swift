/// A family G scene's geometry: a soup of triangles in world coordinates (metres; x east, y up, z north),
/// each with the material the sensor sees and the part it belongs to (a screen, a wall, a hand), so that
/// a layout can measure how much of the frame a part covers.
struct FamilyGMesh: Sendable {
    /// One triangle.
    struct Triangle: Sendable {
        let a: SIMD3<Double>
        let b: SIMD3<Double>
        let c: SIMD3<Double>
        let material: FamilyGMaterial
        let part: Int
    }

    /// Every triangle, in the order added (order does not matter to the z-buffer).
    private(set) var triangles: [Triangle] = []

    /// Adds the triangle `a b c`.
    mutating func addTriangle(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>, _ material: FamilyGMaterial, part: Int) {
        triangles.append(Triangle(a: a, b: b, c: c, material: material, part: part))
    }

    /// Adds the quadrilateral `a b c d` (corners in order round its edge) as two triangles.
    mutating func addQuad(
        _ a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>, _ d: SIMD3<Double>, _ material: FamilyGMaterial, part: Int
    ) {
        addTriangle(a, b, c, material, part: part)
        addTriangle(a, c, d, material, part: part)
    }
}

extension FamilyGMesh {
    /// Adds every triangle of `other`.
    mutating func add(_ other: FamilyGMesh) {
        triangles += other.triangles
    }
}
