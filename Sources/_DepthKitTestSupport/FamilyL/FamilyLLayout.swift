import DepthKitCore
import Foundation

/// A drawn scene before the camera is framed: the world, where the hand holds the camera and what it
/// points at, the framing its class row asks for, and what the details should say.
struct FamilyLLayout: Sendable {
    /// The framing a class row asks for.
    enum Rule: Sendable {
        /// The labelled surface (with its clutter when `clutter`) covers a share of the frame in `range`;
        /// met by moving the camera along its line of sight.
        case labelledShare(ClosedRange<Double>, clutter: Bool)
        /// A share of the frame in `range` is beyond the LiDAR's range; met by pitching the camera.
        case beyondRange(ClosedRange<Double>)
        /// Nothing beyond the layout itself (rooms, shelves, corridors, people, table tops).
        case free
    }

    var world: FamilyLWorld
    var eye: SceneVector
    var target: SceneVector
    var rule: Rule
    /// Outdoors: the LiDAR sees daylight.
    var outdoor = false
    /// Captured by the front TrueDepth camera.
    var front = false
    /// What was drawn.
    var details: String
}
