/// A surface of family N's scenes that a ray from the camera centre can hit: a flat polygon or a rounded
/// body. An enumeration, not a protocol, so that the per-pixel ray cast calls no witness table.
enum FamilyNSurface: Sendable {
    case quad(FamilyNQuad)
    case ellipsoid(FamilyNEllipsoid)

    /// The ray parameter where `t·direction` (from the camera centre) first meets the surface in front, if it does.
    func hit(_ direction: SceneVector) -> Double? {
        switch self {
        case .quad(let quad): quad.hit(direction)
        case .ellipsoid(let ellipsoid): ellipsoid.hit(direction)
        }
    }

    /// Whether this is the surface a flat class is about (never a rounded body).
    var label: Bool {
        if case .quad(let quad) = self { quad.label } else { false }
    }

    /// Whether the LiDAR loses returns on it (a screen, glass; never a rounded body).
    var glossy: Bool {
        if case .quad(let quad) = self { quad.glossy } else { false }
    }
}
