import Foundation

/// A plane in inverse-depth form: `1/z = a·u + b·v + c` over normalised pixel coordinates
/// `u = (x − x₀)·k`, `v = (y − y₀)·k` (centre of the grid, `k = 2 / max(width, height)`).
///
/// Every plane not through the camera centre has this form whatever the intrinsics, because
/// `n·X = d` with `X = z·K⁻¹(x, y, 1)` makes `1/z` affine in the pixel coordinates.
struct InverseDepthPlane: Equatable {
    var a: Double
    var b: Double
    var c: Double

    /// The normalised-coordinate frame of a grid.
    struct Frame {
        let originX: Double
        let originY: Double
        let scale: Double

        init(width: Int, height: Int) {
            originX = Double(width - 1) / 2
            originY = Double(height - 1) / 2
            scale = 2 / Double(max(width, height))
        }

        func u(_ x: Int) -> Double { (Double(x) - originX) * scale }
        func v(_ y: Int) -> Double { (Double(y) - originY) * scale }
    }

    /// The plane's inverse depth at normalised coordinates.
    func inverseDepth(u: Double, v: Double) -> Double { a * u + b * v + c }

    /// The plane's normal in the camera frame scaled by the inverse of its distance from the camera
    /// centre: `n·X = 1` for the points `X` of the plane.
    func cameraNormal(intrinsics k: CameraIntrinsics, frame: Frame) -> (x: Double, y: Double, z: Double) {
        // In pixel coordinates 1/z = A·x + B·y + C; the camera-frame normal is (A·fx, B·fy, C + A·cx + B·cy).
        let pixelA = a * frame.scale, pixelB = b * frame.scale
        let pixelC = c - pixelA * frame.originX - pixelB * frame.originY
        return (pixelA * k.fx, pixelB * k.fy, pixelC + pixelA * k.cx + pixelB * k.cy)
    }

    /// The angle between the plane's normal and the optical axis, degrees in [0, 90].
    func tiltDegrees(intrinsics k: CameraIntrinsics, frame: Frame) -> Double {
        let (nx, ny, nz) = cameraNormal(intrinsics: k, frame: frame)
        let length = (nx * nx + ny * ny + nz * nz).squareRoot()
        guard length > 0 else { return 0 }
        return acos(min(abs(nz) / length, 1)) * 180 / .pi
    }

    /// The perpendicular distance from the camera centre to the plane, metres; `nil` when not finite.
    /// A point at depth `z` where the plane has depth `ẑ` lies `distance·|z/ẑ − 1|` from the plane.
    func distanceMeters(intrinsics k: CameraIntrinsics, frame: Frame) -> Double? {
        let (nx, ny, nz) = cameraNormal(intrinsics: k, frame: frame)
        let distance = 1 / (nx * nx + ny * ny + nz * nz).squareRoot()
        return distance.isFinite ? distance : nil
    }

    /// Whether the plane's depth grows toward the top row of the grid, within 45° of the columns: a ground
    /// seen by an upright camera (roll within ±45°), or a wall seen from below it.
    var recedesTowardTop: Bool { b > 0 && abs(a) <= b }

    /// Farthest over nearest depth of the plane at the grid's four corners; `nil` when the plane
    /// leaves the field of view (its inverse depth is not positive at a corner).
    func cornerDepthRatio(frame: Frame, width: Int, height: Int) -> Double? {
        let corners = [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)]
            .map { inverseDepth(u: frame.u($0.0), v: frame.v($0.1)) }
        guard let nearest = corners.max(), let farthest = corners.min(), farthest > 0 else { return nil }
        return nearest / farthest
    }

    /// The plane through three samples, `nil` when they are (nearly) collinear.
    init?(through p: (u: Double, v: Double, w: Double), _ q: (u: Double, v: Double, w: Double),
           _ r: (u: Double, v: Double, w: Double)) {
        let du1 = q.u - p.u, dv1 = q.v - p.v, dw1 = q.w - p.w
        let du2 = r.u - p.u, dv2 = r.v - p.v, dw2 = r.w - p.w
        let determinant = du1 * dv2 - du2 * dv1
        // Twice the triangle's area in normalised units; tiny triangles give unstable slopes.
        guard abs(determinant) > 1e-3 else { return nil }
        a = (dw1 * dv2 - dw2 * dv1) / determinant
        b = (du1 * dw2 - du2 * dw1) / determinant
        c = p.w - a * p.u - b * p.v
    }

    init(a: Double, b: Double, c: Double) {
        self.a = a
        self.b = b
        self.c = c
    }
}
