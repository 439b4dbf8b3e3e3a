import DepthKitCore

/// Renders family J surfels into a z-buffer: every elliptical disc is intersected exactly with the rays
/// of the pixels its footprint covers; a first pass keeps each pixel's nearest depth, a second (the soft
/// depth test) blends every disc within 1 % + 2 mm of it, weighted by closeness to the disc's centre.
enum FamilyJSplatter {
    /// Where an oriented disc meets the pixel rays of its footprint.
    private struct Hit {
        var index: Int
        var depth: Double
        var weight: Double
        var incidence: Double
    }

    /// The frame `camera` sees of `surfels`.
    static func render(_ surfels: [FamilyJSurfel], camera: FamilyJCamera) -> FamilyJFrame {
        let width = camera.width, height = camera.height, count = width * height
        var nearest = [Double](repeating: .infinity, count: count)
        forEachHit(surfels, camera: camera) { _, hit in
            if hit.depth < nearest[hit.index] { nearest[hit.index] = hit.depth }
        }
        var depthSum = [Double](repeating: 0, count: count), weightSum = [Double](repeating: 0, count: count)
        var colourSum = [SIMD3<Float>](repeating: .zero, count: count), incidenceSum = [Double](repeating: 0, count: count)
        var material = [FamilyJMaterial](repeating: .matte, count: count), strongest = [Double](repeating: 0, count: count)
        forEachHit(surfels, camera: camera) { surfel, hit in
            let front = nearest[hit.index]
            guard hit.depth <= front * 1.01 + 0.002 else { return }
            depthSum[hit.index] += hit.weight * hit.depth
            weightSum[hit.index] += hit.weight
            colourSum[hit.index] += Float(hit.weight) * surfel.colour
            incidenceSum[hit.index] += hit.weight * hit.incidence
            if hit.weight > strongest[hit.index] {
                strongest[hit.index] = hit.weight
                material[hit.index] = surfel.material
            }
        }
        var depth = [Float](repeating: 0, count: count), colour = [SIMD3<Float>](repeating: [0.5, 0.6, 0.8], count: count)
        var incidence = [Float](repeating: 0, count: count)
        for index in 0..<count where weightSum[index] > 0 {
            depth[index] = Float(depthSum[index] / weightSum[index])
            colour[index] = colourSum[index] / Float(weightSum[index])
            incidence[index] = Float(incidenceSum[index] / weightSum[index])
        }
        return FamilyJFrame(width: width, height: height, depth: depth, colour: colour, material: material, incidence: incidence)
    }

    /// Calls `body` for every pixel ray that meets a surfel's disc.
    private static func forEachHit(_ surfels: [FamilyJSurfel], camera: FamilyJCamera, _ body: (FamilyJSurfel, Hit) -> Void) {
        let focal = camera.focal, cx = camera.cx, cy = camera.cy, width = camera.width, height = camera.height
        for surfel in surfels {
            let centre = camera.local(surfel.position)
            guard centre.z > 0.03 else { continue }
            let normal = camera.localDirection(surfel.normal)
            let a = camera.localDirection(surfel.axisS), b = camera.localDirection(surfel.axisT)
            // Coordinates on the ellipse: the dual basis of its two half-axes.
            let aa = (a * a).sum(), bb = (b * b).sum(), ab = (a * b).sum(), det = aa * bb - ab * ab
            guard det > 1e-24 else { continue }
            let dualA = (a * bb - b * ab) / det, dualB = (b * aa - a * ab) / det
            let reachX = focal * (a.x * a.x + b.x * b.x).squareRoot() / centre.z + 0.75
            let reachY = focal * (a.y * a.y + b.y * b.y).squareRoot() / centre.z + 0.75
            let u = focal * centre.x / centre.z + cx, v = focal * centre.y / centre.z + cy
            let x0 = max(0, Int((u - reachX).rounded(.up))), x1 = min(width - 1, Int((u + reachX).rounded(.down)))
            let y0 = max(0, Int((v - reachY).rounded(.up))), y1 = min(height - 1, Int((v + reachY).rounded(.down)))
            guard x0 <= x1, y0 <= y1 else { continue }
            let planeOffset = (centre * normal).sum()
            for y in y0...y1 {
                for x in x0...x1 {
                    let ray = SIMD3<Double>((Double(x) - cx) / focal, (Double(y) - cy) / focal, 1)
                    let facing = (ray * normal).sum(), rayLength = (ray * ray).sum().squareRoot()
                    let cosine = abs(facing) / rayLength
                    let depth = cosine > 0.08 ? planeOffset / facing : centre.z
                    guard depth > 0.03 else { continue }
                    let offset = ray * depth - centre
                    let ea = (offset * dualA).sum(), eb = (offset * dualB).sum(), d2 = ea * ea + eb * eb
                    guard d2 <= 1 else { continue }
                    body(surfel, Hit(index: y * width + x, depth: depth, weight: 1.02 - d2, incidence: cosine))
                }
            }
        }
    }
}
