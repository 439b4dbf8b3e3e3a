import Foundation
import DepthKitCore

/// A family-I capture's sensor and how it writes its map: the rear LiDAR (``FamilyIToFSensor``) or the
/// front active-stereo camera (``FamilyIStereoSensor``, matched at 320x240 and brought up to 640x480
/// when that is the grid), the value written where there is no depth (``FamilyIInvalidDepth``), or for
/// some LiDAR captures the sensor's range with confidence 0, and whether a confidence map comes along.
struct FamilyISensor: Sendable {
    /// Which sensor.
    enum Kind: Sendable {
        case lidar(FamilyIToFSensor)
        case stereo(FamilyIStereoSensor)
    }

    let kind: Kind
    /// What a pixel without depth holds.
    let invalid: FamilyIInvalidDepth
    /// LiDAR only: pixels without depth hold the sensor's range instead, with confidence 0.
    let clampsToRange: Bool
    /// LiDAR only: a confidence map comes with the map.
    let hasConfidence: Bool

    /// Draws the front or the rear sensor.
    init(front: Bool, _ g: inout SplitMix64) {
        kind = front ? .stereo(FamilyIStereoSensor(&g)) : .lidar(FamilyIToFSensor(&g))
        invalid = g.pick(FamilyIInvalidDepth.allCases)
        hasConfidence = !front && g.chance(0.75)
        clampsToRange = hasConfidence && g.chance(0.35)
    }

    /// The truth is cast on this grid for a map of `width`×`height` (the stereo matcher's half grid for
    /// 640x480).
    func castGrid(width: Int, height: Int) -> (width: Int, height: Int) {
        if case .stereo = kind, width >= 640 { return (width / 2, height / 2) }
        return (width, height)
    }

    /// The map (and confidence) of `truth` on a `width`×`height` grid.
    func capture(_ truth: FamilyITruth, camera: FamilyICamera, width: Int, height: Int, seed: UInt64,
                 generator g: inout SplitMix64) -> (map: DepthMap, confidence: ConfidenceMap?) {
        var depth: [Double?], levels: [UInt8]?
        switch kind {
        case let .lidar(lidar):
            let measured = lidar.capture(truth, guide: FamilyIGuide.image(truth, seed: seed), generator: &g)
            depth = measured.depth
            levels = hasConfidence ? measured.confidence : nil
            if clampsToRange {
                for i in depth.indices where depth[i] == nil {
                    depth[i] = lidar.range
                    levels?[i] = 0
                }
            }
        case let .stereo(stereo):
            depth = Self.doubled(stereo.capture(truth, fx: camera.fx, generator: &g), width: truth.width, to: width, height)
        }
        let meters = depth.map { $0.map(Float.init) ?? invalid.value }
        // The grid is one of the family's own (positive, small), and both arrays fill it.
        let dimensions = try! DepthDimensions(width: width, height: height)
        let map = try! DepthMap(dimensions: dimensions, meters: meters)
        return (map, try! levels.map { try ConfidenceMap(dimensions: dimensions, levels: $0) })
    }

    /// A half-grid stereo map brought to the full grid: interpolated where its four neighbours agree
    /// within 3 %, the nearest sample elsewhere (edges and holes keep their shape).
    private static func doubled(_ half: [Double?], width halfWidth: Int, to width: Int, _ height: Int) -> [Double?] {
        guard width != halfWidth else { return half }
        let halfHeight = half.count / halfWidth
        var full = [Double?](repeating: nil, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let u = max(0, (Double(x) - 0.5) / 2), v = max(0, (Double(y) - 0.5) / 2)
                let x0 = min(Int(u), halfWidth - 1), y0 = min(Int(v), halfHeight - 1)
                let x1 = min(x0 + 1, halfWidth - 1), y1 = min(y0 + 1, halfHeight - 1)
                let corners = [half[y0 * halfWidth + x0], half[y0 * halfWidth + x1], half[y1 * halfWidth + x0], half[y1 * halfWidth + x1]]
                let nearest = half[min(Int(v.rounded()), halfHeight - 1) * halfWidth + min(Int(u.rounded()), halfWidth - 1)]
                let values = corners.compactMap { $0 }
                guard values.count == 4, let low = values.min(), let high = values.max(), high - low <= 0.03 * low else {
                    full[y * width + x] = nearest
                    continue
                }
                let fu = u - Double(x0), fv = v - Double(y0)
                full[y * width + x] = (values[0] * (1 - fu) + values[1] * fu) * (1 - fv) + (values[2] * (1 - fu) + values[3] * fu) * fv
            }
        }
        return full
    }

    /// For the scene's details.
    var summary: String {
        let written = clampsToRange ? "no depth → range, confidence 0" : "no depth → \(invalid.rawValue)"
        switch kind {
        case let .lidar(l):
            return "dToF LiDAR \(l.zone == 4 ? "64x48" : "32x24") zones, pulse \(Int(l.pulseWidth * 100)) cm, range \(String(format: "%.1f", l.range)) m, "
                + "\(l.frames) frame\(l.frames > 1 ? "s" : ""), joint bilateral upsampling, \(written), confidence \(hasConfidence ? "yes" : "no")"
        case let .stereo(s):
            return "active stereo, baseline \(String(format: "%.1f", Swift.abs(s.baseline) * 100)) cm, 1/\(Int(1 / s.step)) px, window \(2 * s.window + 1), "
                + "range \(String(format: "%.1f", s.range)) m, \(written), confidence no"
        }
    }
}
