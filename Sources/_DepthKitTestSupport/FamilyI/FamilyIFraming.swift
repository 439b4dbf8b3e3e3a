import Foundation

/// How much of a family-I frame the labelled surface of a flat class must cover, and the geometry that
/// gets it there: the surface's face as a world quad, projected (clipped to the camera's front and to
/// the image) to the share of the frame it covers, and the camera moved along its line of sight until
/// that share is the drawn target.
struct FamilyIFraming: Sendable {
    /// The labelled face's corners, in order around it.
    let quad: [SIMD3<Double>]
    /// The share of the frame the rendered labelled solids must reach.
    let band: ClosedRange<Double>
    /// The share aimed at when placing the camera.
    let target: Double

    /// The class's band (the class table of docs/VERDICT_VALIDATION.md): a screen fills most of the view,
    /// clutter leaves the surface most of it, a print's table leaves its far edge at most 12 %, a wall
    /// fills nearly all of it. `nil` for the real classes.
    static func band(_ kind: LabelledScene.Kind) -> ClosedRange<Double>? {
        switch kind {
        case .partialScreen: 0.70...0.97
        case .flatWithClutter: 0.85...1
        case .printWithTableEdge: 0.88...0.99
        case .wallWithRelief: 0.90...1
        case .outdoor, .room, .shelf, .corridor, .closePerson, .tableTop: nil
        }
    }

    /// Share of `camera`'s frame the quad covers.
    func coverage(_ camera: FamilyICamera) -> Double {
        var polygon = quad.map(camera.local)
        polygon = Self.clip(polygon) { $0.z - 0.01 }
        var flat = polygon.map { SIMD3(camera.fx * $0.x / $0.z + camera.cx, camera.fy * $0.y / $0.z + camera.cy, 0) }
        let right = Double(camera.width) - 0.5, bottom = Double(camera.height) - 0.5
        flat = Self.clip(flat) { $0.x + 0.5 }
        flat = Self.clip(flat) { right - $0.x }
        flat = Self.clip(flat) { $0.y + 0.5 }
        flat = Self.clip(flat) { bottom - $0.y }
        guard flat.count >= 3 else { return 0 }
        var area = 0.0
        for i in flat.indices {
            let a = flat[i], b = flat[(i + 1) % flat.count]
            area += a.x * b.y - b.x * a.y
        }
        return Swift.abs(area) / 2 / (Double(camera.width) * Double(camera.height))
    }

    /// The camera on the line from `target` through `camera`'s eye whose coverage is `share` (by
    /// bisection on the distance; coverage falls as the camera backs off), never nearer than 8 cm nor
    /// farther than `farthest` times the hand-held distance (a ceiling's camera stays above the floor).
    func placed(_ camera: FamilyICamera, at target: SIMD3<Double>, share: Double, farthest: Double = 1.5) -> FamilyICamera {
        let away = camera.eye - target
        func at(_ scale: Double) -> FamilyICamera { camera.moved(to: target + away * scale, lookingAt: target) }
        var near = min(farthest, max(0.05, 0.08 / max(away.norm, 1e-9))), far = farthest
        for _ in 0..<40 {
            let middle = (near + far) / 2
            if coverage(at(middle)) > share { near = middle } else { far = middle }
        }
        return at((near + far) / 2)
    }

    /// Sutherland–Hodgman: the part of `polygon` where `inside` is ≥ 0.
    private static func clip(_ polygon: [SIMD3<Double>], _ inside: (SIMD3<Double>) -> Double) -> [SIMD3<Double>] {
        var result = [SIMD3<Double>]()
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let da = inside(a), db = inside(b)
            if da >= 0 { result.append(a) }
            if (da >= 0) != (db >= 0) { result.append(a + (b - a) * (da / (da - db))) }
        }
        return result
    }
}
