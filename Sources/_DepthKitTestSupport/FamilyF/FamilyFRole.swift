/// What a part of a family F scene is to its class, so that a drawn layout can be checked against the
/// class description (a screen filling most of the view, clutter small, a table's edge in a strip).
enum FamilyFRole: Sendable {
    /// The surface or thing the class is about: the screen, the wall and what lies flush on it, the
    /// table top with its print, the person.
    case subject
    /// Small things on or before the subject (clutter), or the objects on a table top.
    case clutter
    /// The ground of an outdoor scene.
    case ground
    /// Anything standing: buildings, trees, posts, cars, furniture.
    case structure
    /// Everything else (walls, floors and rooms around the subject).
    case surround
}
