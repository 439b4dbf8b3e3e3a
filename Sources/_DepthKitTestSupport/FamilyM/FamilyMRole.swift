import Foundation
import DepthKitCore
/// A surface's part in a scene, for framing: the labelled surface a flat class is about, the small things
/// on or before it, and everything else.
enum FamilyMRole: Sendable {
    /// The screen, print, table or wall the flat classes label; the person of a close-person scene; the
    /// ground of an outdoor scene; the table of a table top.
    case subject
    /// Things on or before the subject: cables, cups, hands, frames, switches, the objects on a table.
    case clutter
    /// The rest: the room around, the floor beyond the table's edge, far buildings.
    case surround
}
