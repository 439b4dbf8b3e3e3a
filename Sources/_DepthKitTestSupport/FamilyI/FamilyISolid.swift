/// One solid of a family-I scene: its shape, what it is made of, and whether it belongs to the surface
/// the class is about (the screen, the wall, the table top with its print), whose share of the frame
/// the flat classes must reach.
struct FamilyISolid: Sendable {
    let shape: FamilyIShape
    let material: FamilyIMaterial
    /// Part of the labelled surface.
    let isLabelled: Bool

    init(_ shape: FamilyIShape, _ material: FamilyIMaterial, labelled: Bool = false) {
        self.shape = shape
        self.material = material
        self.isLabelled = labelled
    }
}
