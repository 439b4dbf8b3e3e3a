/// Pinhole intrinsics in depth-map pixels: focal lengths and principal point, origin at the
/// top-left pixel, x right, y down.
public struct CameraIntrinsics: Hashable, Sendable {
    /// Focal length along x, pixels.
    public let fx: Double
    /// Focal length along y, pixels.
    public let fy: Double
    /// Principal point x, pixels.
    public let cx: Double
    /// Principal point y, pixels.
    public let cy: Double

    /// Creates intrinsics; focal lengths positive, everything finite.
    public init(fx: Double, fy: Double, cx: Double, cy: Double) throws(ConversionError) {
        guard fx > 0, fy > 0, fx.isFinite, fy.isFinite, cx.isFinite, cy.isFinite else {
            throw .invalidIntrinsics(fx: fx, fy: fy, cx: cx, cy: cy)
        }
        self.fx = fx
        self.fy = fy
        self.cx = cx
        self.cy = cy
    }

    /// Intrinsics given for a `from` image (e.g. the 1920x1440 camera frame) scaled to a
    /// `to` grid (e.g. the 256x192 depth map): `fx·sx, fy·sy, cx·sx, cy·sy` with
    /// `sx = to.width / from.width`, `sy = to.height / from.height`.
    public func scaled(from: DepthDimensions, to: DepthDimensions) throws(ConversionError) -> CameraIntrinsics {
        let sx = Double(to.width) / Double(from.width), sy = Double(to.height) / Double(from.height)
        return try CameraIntrinsics(fx: fx * sx, fy: fy * sy, cx: cx * sx, cy: cy * sy)
    }

    /// Parses `"1920x1440:fx,fy,cx,cy"` into the image size and the intrinsics for it.
    public static func parse(_ text: String) -> (size: DepthDimensions, intrinsics: CameraIntrinsics)? {
        let parts = text.split(separator: ":")
        guard parts.count == 2 else { return nil }
        let sides = parts[0].lowercased().split(separator: "x")
        let values = parts[1].split(separator: ",").compactMap { Double(String($0.filter { $0 != " " })) }
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]), values.count == 4,
              let size = try? DepthDimensions(width: width, height: height),
              let intrinsics = try? CameraIntrinsics(fx: values[0], fy: values[1], cx: values[2], cy: values[3])
        else { return nil }
        return (size, intrinsics)
    }
}
