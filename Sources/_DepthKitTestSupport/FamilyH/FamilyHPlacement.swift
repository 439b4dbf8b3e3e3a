/// Where a family H shape sits: its local origin and axes in the enclosing coordinates.
struct FamilyHPlacement: Sendable {
    /// The local origin.
    var origin: SIMD3<Double>
    /// The local axes.
    var rotation: FamilyHRotation

    init(_ origin: SIMD3<Double>, _ rotation: FamilyHRotation = .identity) {
        self.origin = origin
        self.rotation = rotation
    }

    /// A point of the enclosing coordinates in local coordinates.
    func local(_ p: SIMD3<Double>) -> SIMD3<Double> { rotation.toLocal(p - origin) }
}
