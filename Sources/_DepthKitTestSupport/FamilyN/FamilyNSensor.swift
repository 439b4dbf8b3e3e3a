import Foundation
import DepthKitCore

/// Family N's sensors, per pixel: the rear LiDAR as ARKit delivers it (dense 256x192, 5 m range, noise
/// σ = 1 mm + 0.5 % of depth, a round figure of the order published iPhone Pro LiDAR measurements report; confidence 2/1/0; glossy
/// returns dropped) and the front TrueDepth camera (noise growing with z², 0.2–1.5 m range, holes as 0).
/// Beyond range and dropped pixels are written in the convention the scene drew.
struct FamilyNSensor: Sendable {
    /// What the sensor is.
    enum Kind: String, Sendable { case lidar, trueDepth = "truedepth" }
    /// How invalid pixels are written.
    enum Invalid: String, Sendable, CaseIterable {
        case zero, nan, infinity, maxUInt16 = "65.535", lowConfidence = "confidence0"
    }

    var kind: Kind
    var invalid: Invalid
    /// Share of glossy returns lost.
    var glossyDropout: Double

    /// The nearest and farthest valid depth.
    var range: ClosedRange<Double> { kind == .lidar ? 0.1...5.0 : 0.2...1.5 }

    /// The depth noise's standard deviation at `depth` metres.
    func sigma(_ depth: Double) -> Double {
        kind == .lidar ? 0.001 + 0.005 * depth : 0.0008 + 0.0025 * depth * depth
    }

    /// The measured map and confidence of the true depths `truth` (`nil`: no surface) and glossiness `glossy`.
    func capture(truth: [Double?], glossy: [Bool], width: Int, height: Int, generator g: inout SplitMix64) -> (DepthMap, ConfidenceMap?) {
        var meters = [Float](repeating: 0, count: width * height)
        var levels = [UInt8](repeating: 0, count: width * height)
        for i in 0..<(width * height) {
            let lost = glossy[i] && g.chance(glossyDropout)
            if let z = truth[i], range.contains(z), !lost {
                meters[i] = Float(z + sigma(z) * g.nextGaussian())
                levels[i] = z < 3.5 ? 2 : 1
            } else {
                let clamped = min(max(truth[i] ?? range.upperBound, range.lowerBound), range.upperBound)
                meters[i] = switch invalid {
                case .zero: 0
                case .nan: .nan
                case .infinity: .infinity
                case .maxUInt16: 65.535
                case .lowConfidence: Float(clamped)
                }
            }
        }
        let dimensions = try! DepthDimensions(width: width, height: height)
        let map = try! DepthMap(dimensions: dimensions, meters: meters)
        let confidence = kind == .lidar ? try! ConfidenceMap(dimensions: dimensions, levels: levels) : nil
        return (map, confidence)
    }

    var description: String { "\(kind.rawValue), invalid as \(invalid.rawValue), glossy dropout \(Int(glossyDropout * 100)) %" }
}
