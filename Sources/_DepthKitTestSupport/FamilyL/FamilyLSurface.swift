import DepthKitCore
import Foundation

/// What a ray meets where it enters or leaves a solid: its reflectance and finish (which the sensors
/// respond to) and its role in the framing of the scene's class.
struct FamilyLSurface: Sendable, Equatable {
    /// How the surface reflects the sensors' near-infrared light.
    enum Finish: Sendable, Equatable {
        /// Diffuse (paint, paper, fabric, skin, grass).
        case matte
        /// Specular (a screen's cover glass, a polished table, a car's paint): the LiDAR's dot is
        /// often lost or returns by a second bounce.
        case glossy
        /// Transparent (a window): the dot mostly passes through to what lies behind.
        case glass
    }

    /// The surface's part in its class's framing.
    enum Role: Sendable, Equatable {
        /// Anything else.
        case background
        /// The labelled surface (the screen, the print and its table, the wall, the surface under clutter).
        case labelled
        /// Clutter on or before the labelled surface.
        case clutter
    }

    /// Near-infrared and visible reflectance, 0…1.
    var albedo: Double
    /// The finish.
    var finish: Finish = .matte
    /// The role.
    var role: Role = .background

    /// This surface with another role.
    func with(_ role: Role) -> Self { var copy = self; copy.role = role; return copy }
}
