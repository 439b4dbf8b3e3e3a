/// One shape of a family H blend or union, placed in the enclosing shape's coordinates.
struct FamilyHPart: Sendable {
    /// The shape.
    var shape: FamilyHShape
    /// Where it sits.
    var placement: FamilyHPlacement

    init(_ shape: FamilyHShape, at origin: SIMD3<Double>, _ rotation: FamilyHRotation = .identity) {
        self.shape = shape
        self.placement = FamilyHPlacement(origin, rotation)
    }

    /// The signed distance from `p` (enclosing coordinates) to the shape, metres.
    func distance(_ p: SIMD3<Double>) -> Double { shape.distance(placement.local(p)) }

    /// The radius around the enclosing origin that holds the whole part.
    var reach: Double { FamilyHGeometry.length(placement.origin) + shape.boundingRadius }
}
