/// Vector arithmetic on `SIMD3<Double>` for family H's signed distance fields (world: x right, y up,
/// z forward; metres).
enum FamilyHGeometry {
    /// The dot product.
    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    /// The cross product `a × b`.
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The Euclidean length.
    static func length(_ a: SIMD3<Double>) -> Double { (a * a).sum().squareRoot() }

    /// `a` scaled to length 1 (`a` itself when it has no length).
    static func normalized(_ a: SIMD3<Double>) -> SIMD3<Double> {
        let l = length(a)
        return l > 0 ? a / l : a
    }
}
