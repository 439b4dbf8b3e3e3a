/// How a family H layout wants its subject framed: the share of the frame that surfaces of `roles`
/// must cover. The camera is dollied along its line of sight (towards or away from the layout's target)
/// until a coarse probe image shows the wanted share, as a person fills the viewfinder; when no
/// distance does, the photographer aims a little nearer (the target slides by `slide`) and tries again.
struct FamilyHFraming: Sendable {
    /// The roles whose pixels are counted.
    let roles: Set<FamilyHRole>
    /// The share of the frame they must cover.
    let share: ClosedRange<Double>
    /// The closest the camera may come to the target, metres.
    let closest: Double
    /// How far the target moves per new aim, metres (world), if the layout allows re-aiming.
    let slide: SIMD3<Double>?

    /// The coarse probe image's grid.
    static let probeWidth = 40, probeHeight = 30

    /// The share of `camera`'s frame covered by ``roles``, on the probe grid.
    func covered(_ world: FamilyHWorld, _ camera: FamilyHCamera) -> Double {
        FamilyHGuide(world, camera.resampled(width: Self.probeWidth, height: Self.probeHeight)).share(roles)
    }

    /// `camera` moved along the line from `target` (and, when allowed, aimed nearer) so that ``roles``
    /// cover a share of the frame near `wanted` (within ``share``); unchanged when it already does.
    func frame(_ world: FamilyHWorld, _ camera: FamilyHCamera, target: SIMD3<Double>, wanted: Double) -> FamilyHCamera {
        var aim = target, framed = camera
        for _ in 0..<(slide == nil ? 1 : 7) {
            framed = dolly(world, aim == target ? camera : camera.aimed(at: aim), target: aim, wanted: wanted)
            if share.contains(covered(world, framed)) { break }
            aim += slide ?? .zero
        }
        return framed
    }

    private func dolly(_ world: FamilyHWorld, _ camera: FamilyHCamera, target: SIMD3<Double>, wanted: Double) -> FamilyHCamera {
        if share.contains(covered(world, camera)) { return camera }
        let offset = camera.eye - target, distance = FamilyHGeometry.length(offset)
        // Nearer covers more: bisect the distance scale for the wanted share.
        var low = max(closest / distance, 0.05), high = 3.0
        for _ in 0..<10 {
            let middle = (low + high) / 2
            if covered(world, camera.moved(to: target + offset * middle)) > wanted { low = middle } else { high = middle }
        }
        return camera.moved(to: target + offset * ((low + high) / 2))
    }
}
