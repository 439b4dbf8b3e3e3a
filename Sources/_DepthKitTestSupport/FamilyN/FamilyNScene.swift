import Foundation
import DepthKitCore

/// Validation family N (fifteenth pass): scenes as polygon soups (parallelograms and boxes of them, built
/// procedurally per class) ray cast per pixel, seen through a per-pixel LiDAR or TrueDepth model
/// (``FamilyNSensor``), in landscape and portrait, with roll. Written from the class table alone; every
/// flat class is re-drawn until its labelled surface covers its band of the frame, and the reached share
/// is written in the details with the sub-family.
public enum FamilyNScene {
    /// The sensor grids drawn from: the LiDAR's 256x192 (landscape or portrait) and TrueDepth at 320x240.
    public static let sensorSizes = [(256, 192), (256, 192), (320, 240)]

    /// The share of the frame the labelled surface must cover, per flat class.
    public static func framingBand(_ kind: LabelledScene.Kind) -> ClosedRange<Double>? {
        switch kind {
        case .partialScreen: 0.70...0.97
        case .flatWithClutter: 0.85...0.97
        case .printWithTableEdge: 0.88...1.0
        case .wallWithRelief: 0.90...1.0
        default: nil
        }
    }

    /// The least share of the frame a flat class's surface covers (the lowest of the framing bands): no
    /// single face of a room may cover this much.
    public static let leastFlatFraming = LabelledScene.Kind.allCases.compactMap { framingBand($0)?.lowerBound }.min()!

    /// The sub-families of each class.
    public static func subFamilies(_ kind: LabelledScene.Kind) -> [String] {
        switch kind {
        case .partialScreen: ["monitor", "tablet-in-hand", "laptop-lid", "tv"]
        case .flatWithClutter: ["cables", "hand-reaching", "small-things", "keyboard-edge"]
        case .printWithTableEdge: ["print-on-desk", "photo-on-floor-table", "document-on-counter"]
        case .wallWithRelief: ["wall-with-frames", "door", "wardrobe", "ceiling-truedepth"]
        case .outdoor: ["street", "park", "field", "car-park", "mountainside"]
        case .room: ["living-room", "bedroom", "office"]
        case .shelf: ["bookshelf", "pantry", "shop-shelving"]
        case .corridor: ["corridor", "corridor-with-doors", "stairwell"]
        case .closePerson: ["selfie-truedepth", "person-rear", "pet"]
        case .tableTop: ["dinner-table", "desk-with-things", "workbench"]
        }
    }

    /// Renders `kind` from `seed`; `sizes` limits the grids drawn from.
    public static func render(_ kind: LabelledScene.Kind, seed: UInt64, sizes: [(Int, Int)] = sensorSizes) -> LabelledScene {
        var g = SplitMix64(seed: seed &* 0xA24B_AED4_963E_E407 &+ UInt64(LabelledScene.Kind.allCases.firstIndex(of: kind) ?? 0) &+ 0x4E)
        let sub = g.pick(subFamilies(kind))
        let frontCamera = sub.hasSuffix("truedepth")
        var (width, height) = frontCamera ? (sizes.first { $0 == (320, 240) } ?? sizes[0]) : g.pick(sizes)
        let portrait = g.chance(0.35)
        if portrait { (width, height) = (height, width) }
        let longSideFov = g.uniform(58...72) * .pi / 180
        let focal = Double(max(width, height)) / 2 / tan(longSideFov / 2)
        let roll = g.uniform(-10...10) * .pi / 180
        let camera = FamilyNCamera(width: width, height: height, focal: focal, roll: roll)
        let sensorKind: FamilyNSensor.Kind = frontCamera ? .trueDepth : .lidar
        let conventions: [FamilyNSensor.Invalid] = frontCamera ? [.zero, .nan, .infinity] : FamilyNSensor.Invalid.allCases
        let sensor = FamilyNSensor(kind: sensorKind, invalid: g.pick(conventions), glossyDropout: g.uniform(0...0.15))
        var surfaces: [FamilyNSurface] = []
        var detail = ""
        var share = 0.0
        let band = framingBand(kind)
        for _ in 0..<40 {
            (surfaces, detail) = FamilyNLayout.draw(kind, sub: sub, camera: camera, generator: &g)
            let coverage = camera.coverage(surfaces, step: 4)
            share = coverage.labelled
            if let band, !band.contains(share) { continue }
            // A room's photograph shows the room: one face (a wardrobe's front just before the camera) that
            // covers as much of the frame as a flat class's surface does is that flat class's scene: drawn again.
            if kind == .room, coverage.largest >= leastFlatFraming { continue }
            break
        }
        let (truth, glossy, labelled) = camera.trace(surfaces)
        share = Double(labelled) / Double(width * height)
        let (map, confidence) = sensor.capture(truth: truth, glossy: glossy, width: width, height: height, generator: &g)
        let intrinsics = try! CameraIntrinsics(fx: focal, fy: focal, cx: Double(width) / 2, cy: Double(height) / 2)
        let framing = band == nil ? "" : String(format: ", labelled surface %.1f %% of the frame", 100 * share)
        let details = "\(sub): \(width)x\(height)\(portrait ? " portrait" : ""), roll \(Int((roll * 180 / .pi).rounded()))°, \(detail)\(framing); \(sensor.description)"
        return LabelledScene(kind: kind, seed: seed, map: map, confidence: confidence, intrinsics: intrinsics, details: details)
    }
}
