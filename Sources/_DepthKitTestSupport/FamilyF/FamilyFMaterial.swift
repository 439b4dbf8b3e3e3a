/// How a surface of family F returns the sensor's light: which surfaces lose their depth.
enum FamilyFMaterial: Sendable {
    /// Paint, wood, fabric, skin: returns well.
    case matte
    /// Black plastic, dark car paint, dark book spines: weak returns, holes in patches.
    case dark
    /// Screens, glazed tiles, polished metal: a hole in the spot where the surface faces the sensor squarely.
    case glossy
    /// Drinking glasses, mirrors, windows: mostly no return.
    case glass
    /// Leaves of a tree crown: scattered returns.
    case foliage

    /// The share of the surface that loses its depth when seen at incidence cosine `cosine`.
    func holeShare(cosine: Double) -> Double {
        switch self {
        case .matte: 0
        case .dark: 0.3
        case .glossy: cosine > 0.995 ? 0.5 : 0.04
        case .glass: 0.75
        case .foliage: 0.4
        }
    }
}
