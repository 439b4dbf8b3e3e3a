import Foundation

/// The hold-out generator's renderer, written apart from the ray caster behind ``LabelledScene``: scenes
/// are triangle meshes in a z-up world, seen by a camera with a look-at pose and its own `fx`, `fy`,
/// `cx`, `cy`; triangles are clipped at a near plane, projected and scan-converted into a z-buffer, depth
/// interpolated as 1/z (perspective-correct).
struct TriangleRasterizer {
    /// A point or direction in the z-up world (x east, y north, z up), metres.
    typealias Point = SceneVector

    /// A camera at `eye` looking at `target`, turned by `roll` about its optical axis.
    struct Pose {
        let eye: Point
        let right: Point
        let down: Point
        let forward: Point

        init(eye: Point, target: Point, roll: Double) {
            self.eye = eye
            let f = (target - eye).normalized
            let worldUp = abs(f.z) > 0.999 ? Point(0, 1, 0) : Point(0, 0, 1)
            let r0 = f.cross(worldUp).normalized, d0 = f.cross(r0)
            forward = f
            right = r0 * cos(roll) + d0 * sin(roll)
            down = d0 * cos(roll) - r0 * sin(roll)
        }

        /// Camera coordinates (x right, y down, z forward) of a world point.
        func camera(_ p: Point) -> Point {
            let d = p - eye
            return Point(d.dot(right), d.dot(down), d.dot(forward))
        }

        /// The world point at camera coordinates `c`.
        func world(_ c: Point) -> Point { eye + right * c.x + down * c.y + forward * c.z }
    }

    let width: Int
    let height: Int
    let fx: Double, fy: Double, cx: Double, cy: Double
    let pose: Pose
    /// Camera-axis depth per pixel, `.infinity` where nothing was drawn.
    private(set) var depth: [Double]
    /// Index of the mesh drawn at each pixel (−1: none), for coverage shares.
    private(set) var owner: [Int32]
    private var meshes = 0

    init(width: Int, height: Int, fx: Double, fy: Double, cx: Double, cy: Double, pose: Pose) {
        self.width = width
        self.height = height
        self.fx = fx
        self.fy = fy
        self.cx = cx
        self.cy = cy
        self.pose = pose
        depth = [Double](repeating: .infinity, count: width * height)
        owner = [Int32](repeating: -1, count: width * height)
    }

    /// Draws `triangles` (world points) as one mesh; returns its index.
    @discardableResult
    mutating func draw(_ triangles: [(Point, Point, Point)]) -> Int {
        let index = meshes
        meshes += 1
        for (a, b, c) in triangles {
            let polygon = Self.clip([pose.camera(a), pose.camera(b), pose.camera(c)], near: 0.02)
            guard polygon.count >= 3 else { continue }
            for i in 1..<(polygon.count - 1) { fill(polygon[0], polygon[i], polygon[i + 1], mesh: index) }
        }
        return index
    }

    /// Share of pixels whose nearest surface is one of `meshes`.
    func share(of meshes: Set<Int>) -> Double {
        Double(owner.filter { meshes.contains(Int($0)) }.count) / Double(owner.count)
    }

    /// Sutherland–Hodgman against the plane z = near.
    private static func clip(_ polygon: [Point], near: Double) -> [Point] {
        var out: [Point] = []
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            let pIn = p.z >= near, qIn = q.z >= near
            if pIn { out.append(p) }
            if pIn != qIn {
                let t = (near - p.z) / (q.z - p.z)
                out.append(p + (q - p) * t)
            }
        }
        return out
    }

    private mutating func fill(_ a: Point, _ b: Point, _ c: Point, mesh: Int) {
        // Screen positions (pixel centres at integers) and inverse depths.
        func project(_ p: Point) -> (Double, Double, Double) { (fx * p.x / p.z + cx, fy * p.y / p.z + cy, 1 / p.z) }
        let (ax, ay, aw) = project(a), (bx, by, bw) = project(b), (qx, qy, qw) = project(c)
        let area = (bx - ax) * (qy - ay) - (by - ay) * (qx - ax)
        guard abs(area) > 1e-12, area.isFinite else { return }
        let minX = max(0, Int((min(ax, bx, qx)).rounded(.up))), maxX = min(width - 1, Int((max(ax, bx, qx)).rounded(.down)))
        let minY = max(0, Int((min(ay, by, qy)).rounded(.up))), maxY = min(height - 1, Int((max(ay, by, qy)).rounded(.down)))
        guard minX <= maxX, minY <= maxY else { return }
        for y in minY...maxY {
            let py = Double(y)
            for x in minX...maxX {
                let px = Double(x)
                let w0 = ((bx - px) * (qy - py) - (by - py) * (qx - px)) / area
                let w1 = ((qx - px) * (ay - py) - (qy - py) * (ax - px)) / area
                let w2 = 1 - w0 - w1
                guard w0 >= -1e-9, w1 >= -1e-9, w2 >= -1e-9 else { continue }
                let inverse = w0 * aw + w1 * bw + w2 * qw
                guard inverse > 0 else { continue }
                let z = 1 / inverse, i = y * width + x
                if z < depth[i] {
                    depth[i] = z
                    owner[i] = Int32(mesh)
                }
            }
        }
    }
}

/// Meshes of the hold-out scenes' shapes, in the z-up world.
enum Mesh {
    typealias P = TriangleRasterizer.Point
    typealias Triangles = [(P, P, P)]

    /// The quad `origin + s·u + t·v`, s, t in [0, 1], cut into `n`×`n` cells (large quads near the camera
    /// are cut so that clipping at the near plane stays local).
    static func quad(_ origin: P, _ u: P, _ v: P, cells n: Int = 1) -> Triangles {
        var out: Triangles = []
        for i in 0..<n {
            for j in 0..<n {
                let s0 = Double(i) / Double(n), s1 = Double(i + 1) / Double(n)
                let t0 = Double(j) / Double(n), t1 = Double(j + 1) / Double(n)
                let p00 = origin + u * s0 + v * t0, p10 = origin + u * s1 + v * t0
                let p01 = origin + u * s0 + v * t1, p11 = origin + u * s1 + v * t1
                out += [(p00, p10, p11), (p00, p11, p01)]
            }
        }
        return out
    }

    /// A box with a corner at `origin` and edges `u`, `v`, `w` (any orientation).
    static func box(_ origin: P, _ u: P, _ v: P, _ w: P) -> Triangles {
        quad(origin, u, v) + quad(origin + w, u, v) + quad(origin, u, w) + quad(origin + v, u, w)
            + quad(origin, v, w) + quad(origin + u, v, w)
    }

    /// An axis-aligned box from its lower corner and size.
    static func block(_ low: P, _ size: P) -> Triangles {
        box(low, P(size.x, 0, 0), P(0, size.y, 0), P(0, 0, size.z))
    }

    /// A closed cylinder of `radius` from `base` along `axis`, `sides` facets.
    static func cylinder(_ base: P, _ axis: P, radius: Double, sides: Int = 16) -> Triangles {
        let a = axis.normalized
        let helper = abs(a.z) < 0.9 ? P(0, 0, 1) : P(1, 0, 0)
        let e1 = a.cross(helper).normalized, e2 = a.cross(e1)
        var out: Triangles = []
        for k in 0..<sides {
            let t0 = 2 * Double.pi * Double(k) / Double(sides), t1 = 2 * Double.pi * Double(k + 1) / Double(sides)
            let r0 = (e1 * cos(t0) + e2 * sin(t0)) * radius, r1 = (e1 * cos(t1) + e2 * sin(t1)) * radius
            let top = base + axis
            out += [(base + r0, base + r1, top + r1), (base + r0, top + r1, top + r0), (base, base + r1, base + r0), (top, top + r0, top + r1)]
        }
        return out
    }

    /// An ellipsoid with semi-axes along x, y, z.
    static func ellipsoid(_ centre: P, _ radii: P, rings: Int = 10, sides: Int = 16) -> Triangles {
        func point(_ i: Int, _ k: Int) -> P {
            let phi = Double.pi * Double(i) / Double(rings), theta = 2 * Double.pi * Double(k) / Double(sides)
            return centre + P(radii.x * sin(phi) * cos(theta), radii.y * sin(phi) * sin(theta), radii.z * cos(phi))
        }
        var out: Triangles = []
        for i in 0..<rings {
            for k in 0..<sides {
                out += [(point(i, k), point(i + 1, k), point(i + 1, k + 1)), (point(i, k), point(i + 1, k + 1), point(i, k + 1))]
            }
        }
        return out
    }
}
