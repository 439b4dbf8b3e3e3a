/// What a family H solid is to its scene's label: the labelled surface, things fixed flat on it, clutter
/// before it, or the surroundings. Framing measures shares of the frame by role.
enum FamilyHRole: UInt8, Sendable, CaseIterable {
    /// The labelled surface: the screen, the wall, the print, the table top, the person.
    case subject
    /// Part of the subject's plane or within millimetres of it (a bezel, a switch, a frame, a poster).
    case attached
    /// Small things on or before the subject (a pen, a cable, a hand).
    case clutter
    /// Everything else (the room, the desk, the floor beyond the table, the sky).
    case surroundings
}
