import Foundation

/// Pinhole intrinsics at the depth map's resolution, in pixels (`u = fx·X/Z + cx`, `v = fy·Y/Z + cy`,
/// origin at the top-left pixel centre, x right, y down).
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
    /// (degrees, clamped to 1…179) and the principal point at the centre.
    public init(width: Int, height: Int, horizontalFieldOfViewDegrees degrees: Double) throws(CameraIntrinsicsError) {
        let focal = Double(width) / 2 / tan(degrees.clamped(to: 1...179) * .pi / 360)
        try self.init(fx: focal, fy: focal, cx: Double(width - 1) / 2, cy: Double(height - 1) / 2)
    }

    /// These intrinsics, given for a `from` image (e.g. the 1920x1440 camera frame), scaled to a
    /// `to` grid (e.g. the 256x192 depth map): `fx·sx, fy·sy, cx·sx, cy·sy` with
    /// `sx = to.width / from.width`, `sy = to.height / from.height`.
    public func scaled(from: DepthDimensions, to: DepthDimensions) throws(CameraIntrinsicsError) -> CameraIntrinsics {
        let sx = Double(to.width) / Double(from.width), sy = Double(to.height) / Double(from.height)
        return try CameraIntrinsics(fx: fx * sx, fy: fy * sy, cx: cx * sx, cy: cy * sy)
    }
}

/// Intrinsics as a user gives them: in depth pixels, or for another image size to be scaled.
public enum IntrinsicsSpecification: Hashable, Sendable {
    /// Already at the depth map's resolution.
    case depthPixels(CameraIntrinsics)
    /// Given for an image of `size` (e.g. the photo), scaled to the depth grid when resolved.
    case scaled(from: DepthDimensions, CameraIntrinsics)

    /// Parses `"1920x1440:fx,fy,cx,cy"` (the `--intrinsics-from` syntax).
    public static func parse(_ text: String) -> IntrinsicsSpecification? {
        let parts = text.split(separator: ":")
        guard parts.count == 2 else { return nil }
        let sides = parts[0].lowercased().split(separator: "x")
        let values = parts[1].split(separator: ",").compactMap { Double(String($0.filter { $0 != " " })) }
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]), values.count == 4,
              let size = try? DepthDimensions(width: width, height: height),
              let intrinsics = try? CameraIntrinsics(fx: values[0], fy: values[1], cx: values[2], cy: values[3])
        else { return nil }
        return .scaled(from: size, intrinsics)
    }

    /// The intrinsics for a depth map of `dimensions`.
    public func resolve(for dimensions: DepthDimensions) throws(CameraIntrinsicsError) -> CameraIntrinsics {
        switch self {
        case .depthPixels(let intrinsics): intrinsics
        case let .scaled(size, intrinsics): try intrinsics.scaled(from: size, to: dimensions)
        }
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
