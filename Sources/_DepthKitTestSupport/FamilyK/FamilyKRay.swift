/// A ray: `origin + t · direction`, `t > 0`. The direction need not be unit length: the camera's rays
/// have a unit component along the optical axis, so `t` is the depth ARKit reports.
struct FamilyKRay: Sendable {
    /// Where the ray starts, metres.
    var origin: FamilyKVector
    /// Its direction.
    var direction: FamilyKVector

    /// The point at parameter `t`.
    func at(_ t: Double) -> FamilyKVector { origin + t * direction }
}
