import Foundation
import DepthKitCore

/// One family M scene as its sensor saw it, on the sensor's landscape grid and before its pixels are
/// written in the capture's conventions: what ``FamilyMScene/render`` writes out, and what the
/// generator's property tests compare with the scene's true geometry.
struct FamilyMCapture: Sendable {
    /// The capture's draws (sub-family, grid, orientation, conventions).
    let choice: FamilyMCaptureChoice
    /// The scene's surfaces and the camera that saw them.
    let layout: FamilyMLayout
    /// The rear LiDAR and its returns (`nil` and empty for the front camera).
    let lidar: FamilyMLiDAR?
    let returns: [FamilyMLiDAR.Return]
    /// The sensor's depth (`nil`: no data), row-major on the `choice.width`×`choice.height` grid.
    let depth: [Double?]
    /// ARKit's confidence (LiDAR only, whether or not the capture keeps it).
    let confidence: [UInt8]?
    /// The value a dense writer puts where there is no depth (the nearest return's, or the fade end).
    let fill: [Double]
    /// The sensor, for the scene's details.
    let sensor: String

    /// Draws and senses the scene of `kind` from `seed` among the sensor grids `sizes`.
    init(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)]) {
        choice = FamilyMCaptureChoice(kind, seed: seed, sizes: sizes)
        let index = UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind) ?? 0)
        var g = SplitMix64(seed: (seed ^ 0x4641_4D49_4C59_4D31) &* 0x9E37_79B9_7F4A_7C15 &+ index)
        let camera = FamilyMCamera(
            width: choice.width, height: choice.height, horizontalFieldOfViewDegrees: choice.fieldOfViewDegrees,
            position: .zero, roll: choice.portrait * .pi / 2 + choice.handRoll)
        layout = choice.subfamily.build(camera: camera, generator: &g)
        if layout.front {
            depth = FamilyMTrueDepth().capture(layout.world, camera: layout.camera, generator: &g)
            lidar = nil
            returns = []
            confidence = nil
            fill = Array(repeating: FamilyMTrueDepth.fadeEnd, count: depth.count)
            sensor = "TrueDepth phase-shift, median of 3"
        } else {
            let lidar = FamilyMLiDAR.random(&g, sunlight: layout.sunlight)
            returns = lidar.fire(layout.world, camera: layout.camera, generator: &g)
            let dense = FamilyMDensifier(lidar: lidar).densify(returns, width: choice.width, height: choice.height)
            self.lidar = lidar
            depth = dense.depth
            confidence = dense.confidence
            fill = dense.fill
            sensor = "LiDAR \(returns.filter { $0.depth != nil }.count)/576 returns, Delaunay"
        }
    }
}
