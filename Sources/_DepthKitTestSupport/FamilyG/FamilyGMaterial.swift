/// How a surface of a family G scene answers an active depth sensor: the sensor model
/// (``FamilyGSensor``) drops or corrupts returns by material.
enum FamilyGMaterial: UInt8, Sendable {
    /// Paint, wood, fabric, skin, soil: a clean return.
    case matte
    /// Black plastic, dark fabric, asphalt in shade: weak infrared returns, holes in patches.
    case dark
    /// Gloss paint, a switched-off screen, polished metal: returns lost at oblique incidence.
    case specular
    /// Window or drinking glass: mostly no return.
    case glass
    /// Cables, wires, twigs, chair legs: narrower than the sensor's footprint, often lost or mixed.
    case thin
    /// Leaves and grass blades: a ragged, partly transparent outline.
    case foliage
}
