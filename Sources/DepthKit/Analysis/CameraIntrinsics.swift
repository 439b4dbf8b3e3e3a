import Foundation

/// Pinhole intrinsics at the depth map's resolution, in pixels (`u = fx·X/Z + cx`, `v = fy·Y/Z + cy`,
/// pixel centres at integer coordinates).
public struct CameraIntrinsics: Hashable, Sendable {
    /// Focal length along x, pixels (> 0).
    public let fx: Double
    /// Focal length along y, pixels (> 0).
    public let fy: Double
    /// Principal point x, pixels.
    public let cx: Double
    /// Principal point y, pixels.
    public let cy: Double

    /// Creates intrinsics; the focal lengths must be positive and every value finite.
    public init(fx: Double, fy: Double, cx: Double, cy: Double) throws(CameraIntrinsicsError) {
        guard fx.isFinite, fy.isFinite, cx.isFinite, cy.isFinite, fx > 0, fy > 0 else {
            throw .invalid(fx: fx, fy: fy, cx: cx, cy: cy)
        }
        self.fx = fx
        self.fy = fy
        self.cx = cx
        self.cy = cy
    }

    /// Square-pixel intrinsics for a `width`×`height` grid with the given horizontal field of view
    /// (degrees, 1…179) and the principal point at the centre.
    public init(width: Int, height: Int, horizontalFieldOfViewDegrees degrees: Double) throws(CameraIntrinsicsError) {
        let focal = Double(width) / 2 / tan(degrees.clamped(to: 1...179) * .pi / 360)
        try self.init(fx: focal, fy: focal, cx: Double(width - 1) / 2, cy: Double(height - 1) / 2)
    }
}

/// Why intrinsics cannot be used.
public enum CameraIntrinsicsError: DepthKitError, Equatable {
    /// A focal length is not positive, or a value is not finite.
    case invalid(fx: Double, fy: Double, cx: Double, cy: Double)

    public var category: FailureCategory { .usage }
    public var kind: String { "invalid_intrinsics" }
    public var description: String {
        switch self {
        case let .invalid(fx, fy, cx, cy):
            "intrinsics fx=\(fx) fy=\(fy) cx=\(cx) cy=\(cy) are unusable (focal lengths must be positive, all finite)"
        }
    }
}
