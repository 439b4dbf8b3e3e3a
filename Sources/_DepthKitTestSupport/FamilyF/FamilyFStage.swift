import Foundation

/// A family F scene being built: its parts, its camera and a few words on what was drawn. The class
/// layouts (`FamilyFStage+…`) add parts and place the camera; ``FamilyFScene`` then renders it through
/// a ``FamilyFSensor``.
struct FamilyFStage: Sendable {
    private(set) var parts: [FamilyFPart] = []
    var camera: FamilyFCamera
    /// What was drawn, for the scene's details.
    var notes: [String] = []

    init(camera: FamilyFCamera) { self.camera = camera }

    mutating func add(_ shape: FamilyFShape, _ material: FamilyFMaterial = .matte, _ role: FamilyFRole = .surround) {
        parts.append(FamilyFPart(shape: shape, material: material, role: role))
    }

    /// A box of `size` (width along the yawed x, depth along the yawed y, height) centred at `center`,
    /// turned `yaw` degrees about the vertical and tipped `pitch` degrees about its own width axis.
    mutating func box(
        _ center: SceneVector, _ size: SceneVector, yaw: Double = 0, pitch: Double = 0,
        _ material: FamilyFMaterial = .matte, _ role: FamilyFRole = .surround
    ) {
        add(.box(center: center, axes: Self.axes(yaw: yaw, pitch: pitch), half: size * 0.5), material, role)
    }

    /// A box standing on the horizontal plane at height `floor`, its foot centred at (x, y).
    mutating func block(
        at x: Double, _ y: Double, floor: Double = 0, _ size: SceneVector, yaw: Double = 0,
        _ material: FamilyFMaterial = .matte, _ role: FamilyFRole = .surround
    ) {
        box(SceneVector(x, y, floor + size.z / 2), size, yaw: yaw, material, role)
    }

    /// An upright cylinder standing on the plane at height `floor`.
    mutating func post(
        at x: Double, _ y: Double, floor: Double = 0, radius: Double, height: Double,
        _ material: FamilyFMaterial = .matte, _ role: FamilyFRole = .surround
    ) {
        add(.cylinder(base: SceneVector(x, y, floor), axis: .up, length: height, radius: radius), material, role)
    }

    /// A cylinder from `start` to `end`.
    mutating func rod(
        _ start: SceneVector, _ end: SceneVector, radius: Double,
        _ material: FamilyFMaterial = .matte, _ role: FamilyFRole = .surround
    ) {
        let span = end - start
        add(.cylinder(base: start, axis: span.normalized, length: span.length, radius: radius), material, role)
    }

    /// An ellipsoid turned `yaw` degrees and tipped `pitch` degrees, `radii` along its own axes.
    mutating func blob(
        _ center: SceneVector, _ radii: SceneVector, yaw: Double = 0, pitch: Double = 0,
        _ material: FamilyFMaterial = .matte, _ role: FamilyFRole = .surround
    ) {
        add(.ellipsoid(center: center, axes: Self.axes(yaw: yaw, pitch: pitch), radii: radii), material, role)
    }

    /// A sheet facing south (toward −y) in the plane y = `y`, centred at (x, z), `width` × `height`.
    mutating func southFacingSheet(
        y: Double, x: Double, z: Double, width: Double, height: Double,
        _ material: FamilyFMaterial = .matte, _ role: FamilyFRole = .surround
    ) {
        add(.sheet(center: SceneVector(x, y, z), halfU: SceneVector(width / 2, 0, 0), halfV: SceneVector(0, 0, height / 2)), material, role)
    }

    /// A horizontal sheet at height `z` centred at (x, y).
    mutating func level(
        z: Double, x: Double = 0, y: Double = 0, width: Double, depth: Double,
        _ material: FamilyFMaterial = .matte, _ role: FamilyFRole = .surround
    ) {
        add(.sheet(center: SceneVector(x, y, z), halfU: SceneVector(width / 2, 0, 0), halfV: SceneVector(0, depth / 2, 0)), material, role)
    }

    /// The three box axes after a yaw about the vertical and a pitch about the yawed x axis.
    static func axes(yaw: Double, pitch: Double) -> [SceneVector] {
        let p = pitch * .pi / 180
        let x = SceneVector.east.yawed(yaw)
        let y = (SceneVector.north * cos(p) + SceneVector.up * sin(p)).yawed(yaw)
        let z = (SceneVector.up * cos(p) - SceneVector.north * sin(p)).yawed(yaw)
        return [x, y, z]
    }

    /// The nearest part along the camera's ray through pixel (`x`, `y`).
    func hit(x: Double, y: Double) -> FamilyFHit? {
        let direction = camera.direction(x: x, y: y)
        var best: (t: Double, normal: SceneVector, part: FamilyFPart)?
        for part in parts {
            if let found = part.shape.intersect(origin: camera.eye, direction: direction), found.t < (best?.t ?? .infinity) {
                best = (found.t, found.normal, part)
            }
        }
        guard let best else { return nil }
        let cosine = abs(best.normal.dot(direction)) / direction.length
        return FamilyFHit(depth: best.t, cosine: cosine, material: best.part.material, role: best.part.role)
    }

    /// Every pixel's nearest part, row-major.
    func hits() -> [FamilyFHit?] {
        var result = [FamilyFHit?]()
        result.reserveCapacity(camera.width * camera.height)
        for y in 0..<camera.height {
            for x in 0..<camera.width { result.append(hit(x: Double(x), y: Double(y))) }
        }
        return result
    }

    /// The share of the frame whose nearest part passes `test` (`nil`: no part), on every `step`-th pixel.
    func share(step: Int = 4, where test: (FamilyFHit?) -> Bool) -> Double {
        var count = 0, total = 0
        for y in stride(from: step / 2, to: camera.height, by: step) {
            for x in stride(from: step / 2, to: camera.width, by: step) {
                total += 1
                if test(hit(x: Double(x), y: Double(y))) { count += 1 }
            }
        }
        return Double(count) / Double(max(total, 1))
    }

    /// The share of the frame showing parts of `role`.
    func share(of role: FamilyFRole) -> Double { share { $0?.role == role } }

    /// Where the ray through pixel (`x`, `y`) meets the plane through `point` with `normal`.
    func point(x: Double, y: Double, onPlaneThrough point: SceneVector, normal: SceneVector) -> SceneVector? {
        let direction = camera.direction(x: x, y: y)
        let denominator = direction.dot(normal)
        guard abs(denominator) > 1e-9 else { return nil }
        let t = (point - camera.eye).dot(normal) / denominator
        return t > 0 ? camera.eye + direction * t : nil
    }

    /// The value in `range` at which `measure` (increasing in it) reaches `target`, by bisection: how a
    /// layout sets a camera distance or an aim point to fill the share its class describes.
    static func solve(_ range: ClosedRange<Double>, target: Double, measure: (Double) -> Double) -> Double {
        var low = range.lowerBound, high = range.upperBound
        for _ in 0..<14 {
            let middle = (low + high) / 2
            if measure(middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
