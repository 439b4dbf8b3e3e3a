/// Every pixel of a family H camera traced: the scene's true depth, the colour image that guides the
/// densification of the sensor's sparse dots, and which role each pixel shows.
struct FamilyHGuide: Sendable {
    /// Columns.
    let width: Int
    /// Rows.
    let height: Int
    /// One observation per pixel, row-major; `nil` where the ray meets nothing.
    let pixels: [FamilyHObservation?]

    /// Traces one ray through each pixel centre.
    init(_ world: FamilyHWorld, _ camera: FamilyHCamera) {
        width = camera.width
        height = camera.height
        var pixels = [FamilyHObservation?]()
        pixels.reserveCapacity(width * height)
        for v in 0..<height {
            for u in 0..<width { pixels.append(FamilyHObservation.observe(world, camera, u: Double(u), v: Double(v))) }
        }
        self.pixels = pixels
    }

    /// The visible tone at pixel `index` (the sky's where nothing was hit).
    func tone(_ index: Int) -> Double { pixels[index]?.tone ?? FamilyHObservation.skyTone }

    /// The share of pixels whose surface has one of `roles`.
    func share(_ roles: Set<FamilyHRole>) -> Double {
        Double(pixels.filter { $0.map { roles.contains($0.role) } ?? false }.count) / Double(max(pixels.count, 1))
    }
}
