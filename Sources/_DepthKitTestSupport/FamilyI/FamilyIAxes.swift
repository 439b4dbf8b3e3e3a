import Foundation

/// An orthonormal frame for a family-I box or panel: `depth` is the way its front face looks, `up` and
/// `right` lie in that face.
struct FamilyIAxes: Sendable {
    let right: SIMD3<Double>
    let up: SIMD3<Double>
    let depth: SIMD3<Double>

    /// The world's own axes (x right, y up, z towards the viewer of the x–y plane).
    static let world = FamilyIAxes(right: SIMD3(1, 0, 0), up: SIMD3(0, 1, 0), depth: SIMD3(0, 0, 1))

    private init(right: SIMD3<Double>, up: SIMD3<Double>, depth: SIMD3<Double>) {
        self.right = right
        self.up = up
        self.depth = depth
    }

    /// A face looking along `facing`, its `up` as close to the world's up as it can be (or, for a face
    /// looking up or down, to −z), then turned by `spin` radians about `facing`.
    init(facing: SIMD3<Double>, spin: Double = 0) {
        let depth = facing.unit
        let reference: SIMD3<Double> = Swift.abs(depth.y) > 0.95 ? SIMD3(0, 0, -1) : SIMD3(0, 1, 0)
        let right0 = reference.crossed(with: depth).unit
        let up0 = depth.crossed(with: right0)
        right = right0 * cos(spin) + up0 * sin(spin)
        up = up0 * cos(spin) - right0 * sin(spin)
        self.depth = depth
    }

    /// An upright frame turned `yaw` radians about the vertical (0: the front looks along +z).
    static func upright(yaw: Double) -> FamilyIAxes { FamilyIAxes(facing: SIMD3(sin(yaw), 0, cos(yaw))) }
}
