/// Depth back-projected to 3D points in camera coordinates (metres; x right, y down, z forward,
/// as OpenCV): `X = (u − cx)·Z / fx`, `Y = (v − cy)·Z / fy`, `Z = depth` for pixel column `u`,
/// row `v`. Invalid pixels are skipped.
public struct PointCloud: Sendable {
    /// How the `.ply` body is stored.
    public enum Encoding: String, Sendable, CaseIterable, Codable {
        /// One `x y z` line per point (shortest round-trip Float32 text).
        case ascii
        /// Three Float32 little-endian values per point.
        case binary
    }

    /// Points as consecutive x, y, z.
    public let coordinates: [Float]

    /// Number of points.
    public var count: Int { coordinates.count / 3 }

    /// Back-projects every valid pixel of `map`.
    public init(map: DepthMap, intrinsics: CameraIntrinsics, valid: ValidDepthRange) {
        var coordinates: [Float] = []
        coordinates.reserveCapacity(map.meters.count * 3)
        for v in 0..<map.height {
            for u in 0..<map.width {
                let depth = map.meters[v * map.width + u]
                guard valid.contains(depth) else { continue }
                let z = Double(depth)
                coordinates.append(Float((Double(u) - intrinsics.cx) * z / intrinsics.fx))
                coordinates.append(Float((Double(v) - intrinsics.cy) * z / intrinsics.fy))
                coordinates.append(depth)
            }
        }
        self.coordinates = coordinates
    }

    /// The cloud as a PLY file.
    public func ply(_ encoding: Encoding) -> [UInt8] {
        let format = encoding == .ascii ? "ascii" : "binary_little_endian"
        let header = """
            ply
            format \(format) 1.0
            comment DepthKit \(DepthKitVersion.current): camera coordinates in metres, x right, y down, z forward
            element vertex \(count)
            property float x
            property float y
            property float z
            end_header

            """
        var output = Array(header.utf8)
        switch encoding {
        case .ascii:
            for point in stride(from: 0, to: coordinates.count, by: 3) {
                output += Array("\(coordinates[point]) \(coordinates[point + 1]) \(coordinates[point + 2])\n".utf8)
            }
        case .binary:
            output += coordinates.littleEndianBytes
        }
        return output
    }
}
