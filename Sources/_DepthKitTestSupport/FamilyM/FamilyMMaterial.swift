import Foundation
import DepthKitCore
/// How a surface answers the sensors' light: what drops a LiDAR return or a TrueDepth dot.
enum FamilyMMaterial: String, Sendable, CaseIterable {
    /// Paint, paper, wood, fabric: a diffuse return.
    case matte
    /// Black plastic, dark fabric, hair, asphalt: weak returns.
    case dark
    /// A screen's glass, lacquer, car paint, ceramics: specular, some returns lost; where one is, the echo of
    /// what the surface mirrors may come back instead when it is near (``FamilyMLiDAR/mirrorRange``).
    case glossy
    /// Window glass: the light passes through to what is behind.
    case glass
}
