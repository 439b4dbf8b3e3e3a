/// A drawn scene before the sensor: its primitives, the camera, where the light comes from, whether
/// it is outdoors (daylight raises the sensor's background) and whether the front TrueDepth camera
/// takes it, with a short description of what was drawn.
struct FamilyKLayout: Sendable {
    /// The scene.
    var world: FamilyKWorld
    /// The camera.
    var camera: FamilyKCamera
    /// Toward the sun or the main lamp.
    var light: FamilyKVector
    /// Outdoors (daylight).
    var outdoors: Bool
    /// Taken by the front camera.
    var front: Bool
    /// What was drawn, for the scene's details.
    var summary: String
}
