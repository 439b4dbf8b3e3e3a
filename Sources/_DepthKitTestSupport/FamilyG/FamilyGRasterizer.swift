import Foundation

/// Family G's renderer: a z-buffer rasteriser. Every triangle is moved into the camera's frame, clipped
/// at a near plane, projected with the pinhole model and filled pixel by pixel (pixel centres at integer
/// coordinates, as `CameraIntrinsics` puts them); 1/z is interpolated linearly on the screen, so each
/// pixel gets the true z of the nearest surface, its material, its part and the cosine between the
/// surface's normal and the pixel's ray.
struct FamilyGRasterizer: Sendable {
    /// What the rasteriser saw at every pixel, row-major.
    struct Frame: Sendable {
        let width: Int
        let height: Int
        /// Depth along the optical axis, metres; `+infinity` where no triangle was hit (sky, far away).
        var depth: [Double]
        /// The material hit (meaningless where `depth` is infinite).
        var material: [FamilyGMaterial]
        /// The part hit, -1 where none.
        var part: [Int]
        /// |cos| of the angle between the surface normal and the ray, 0…1.
        var incidence: [Double]

        /// The share of the frame's pixels showing one of `parts`.
        func coverage(of parts: Set<Int>) -> Double {
            Double(part.lazy.filter { parts.contains($0) }.count) / Double(part.count)
        }
    }

    let width: Int
    let height: Int
    /// Focal length, pixels (square pixels).
    let focal: Double
    /// Triangles nearer than this are clipped, metres.
    static let nearPlane = 0.02

    /// A rasteriser for a `width`×`height` grid with horizontal field of view `fieldOfViewDegrees`.
    init(width: Int, height: Int, fieldOfViewDegrees: Double) {
        self.width = width
        self.height = height
        focal = Double(width) / 2 / tan(fieldOfViewDegrees * .pi / 360)
    }

    private var cx: Double { Double(width - 1) / 2 }
    private var cy: Double { Double(height - 1) / 2 }

    /// Renders `mesh` seen from `pose`.
    func render(_ mesh: FamilyGMesh, from pose: FamilyGPose) -> Frame {
        let count = width * height
        var frame = Frame(
            width: width, height: height, depth: Array(repeating: .infinity, count: count),
            material: Array(repeating: .matte, count: count), part: Array(repeating: -1, count: count),
            incidence: Array(repeating: 0, count: count))
        for triangle in mesh.triangles {
            let corners = [triangle.a, triangle.b, triangle.c].map(pose.cameraCoordinates(of:))
            let normal = (corners[1] - corners[0]).crossed(with: corners[2] - corners[0]).unit
            let polygon = Self.clippedToNearPlane(corners)
            guard polygon.count >= 3 else { continue }
            for index in 1..<(polygon.count - 1) {
                fill(polygon[0], polygon[index], polygon[index + 1], normal: normal, triangle: triangle, into: &frame)
            }
        }
        return frame
    }

    /// The part of the camera-space polygon `corners` in front of the near plane (Sutherland–Hodgman).
    private static func clippedToNearPlane(_ corners: [SIMD3<Double>]) -> [SIMD3<Double>] {
        var output: [SIMD3<Double>] = []
        for index in corners.indices {
            let current = corners[index], next = corners[(index + 1) % corners.count]
            let currentInside = current.z >= nearPlane, nextInside = next.z >= nearPlane
            if currentInside { output.append(current) }
            if currentInside != nextInside {
                let t = (nearPlane - current.z) / (next.z - current.z)
                output.append(current + t * (next - current))
            }
        }
        return output
    }

    /// Fills one projected triangle (all corners in front of the near plane).
    private func fill(
        _ p0: SIMD3<Double>, _ p1: SIMD3<Double>, _ p2: SIMD3<Double>, normal: SIMD3<Double>,
        triangle: FamilyGMesh.Triangle, into frame: inout Frame
    ) {
        func project(_ p: SIMD3<Double>) -> SIMD2<Double> { SIMD2(focal * p.x / p.z + cx, focal * p.y / p.z + cy) }
        let s0 = project(p0), s1 = project(p1), s2 = project(p2)
        let area = (s1.x - s0.x) * (s2.y - s0.y) - (s1.y - s0.y) * (s2.x - s0.x)
        guard abs(area) > 1e-12 else { return }
        let minX = max(0, Int(ceil(min(s0.x, s1.x, s2.x)))), maxX = min(width - 1, Int(floor(max(s0.x, s1.x, s2.x))))
        let minY = max(0, Int(ceil(min(s0.y, s1.y, s2.y)))), maxY = min(height - 1, Int(floor(max(s0.y, s1.y, s2.y))))
        guard minX <= maxX, minY <= maxY else { return }
        let inverse0 = 1 / p0.z, inverse1 = 1 / p1.z, inverse2 = 1 / p2.z
        for y in minY...maxY {
            let py = Double(y)
            for x in minX...maxX {
                let px = Double(x)
                let w0 = ((s1.x - px) * (s2.y - py) - (s1.y - py) * (s2.x - px)) / area
                let w1 = ((s2.x - px) * (s0.y - py) - (s2.y - py) * (s0.x - px)) / area
                let w2 = 1 - w0 - w1
                guard w0 >= 0, w1 >= 0, w2 >= 0 else { continue }
                let depth = 1 / (w0 * inverse0 + w1 * inverse1 + w2 * inverse2)
                let index = y * width + x
                guard depth < frame.depth[index] else { continue }
                let ray = SIMD3((px - cx) / focal, (py - cy) / focal, 1).unit
                frame.depth[index] = depth
                frame.material[index] = triangle.material
                frame.part[index] = triangle.part
                frame.incidence[index] = abs(normal.dotted(with: ray))
            }
        }
    }
}
