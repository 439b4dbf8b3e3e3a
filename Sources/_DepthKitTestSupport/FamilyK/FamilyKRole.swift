/// What a primitive is in its scene, for the framing checks.
enum FamilyKRole: String, Sendable {
    /// The labelled flat surface of a flat class (the screen's display, the wall, the table the print lies on).
    case surface
    /// Small things on or before the labelled surface.
    case clutter
    /// The subject of a real scene (the person, the pet, the objects on a table top).
    case subject
    /// The ground of an outdoor scene.
    case ground
    /// Everything else.
    case surroundings
}
