import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore

/// The reference corpus and real frames, as the analysis tests use them.
enum AnalysisFixtures {
    /// Every corpus map's name (MANIFEST.json's keys).
    static let corpusNames: [String] = {
        guard let data = try? Data(contentsOf: TestData.url("reference/corpus/MANIFEST.json")),
            let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        return manifest.keys.sorted()
    }()

    /// The real sensor frames in `testdata/real/`.
    static let realFrames = [
        "promptda_bookshelf_room", "realsense_box_floor_0", "realsense_box_floor_3",
        "realsense_chair_6", "realsense_chairlegs_8", "tum_kinect_office",
        "realsense_boxes_1", "realsense_box_cable_2", "realsense_boxes_drawers_4", "realsense_wardrobe_5",
        "realsense_bed_tubs_7", "realsense_boxes_chair_9",
    ]

    /// A JSON object from `testdata/<path>`.
    static func json(_ path: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: TestData.url(path)))
        return try #require(object as? [String: Any], "\(path) is not a JSON object")
    }

    /// The dimensions the oracle was called with: `metadata_dims` if present, else `width`×`height`;
    /// `nil` when they are not positive (the empty payload).
    static func oracleDimensions(_ name: String) throws -> DepthDimensions? {
        let corpus = try json("reference/corpus/\(name).json")
        let declared = corpus["metadata_dims"] as? [Int]
        let width = declared?[0] ?? (corpus["width"] as? Int ?? 0)
        let height = declared?[1] ?? (corpus["height"] as? Int ?? 0)
        return try? DepthDimensions(width: width, height: height)
    }

    /// The oracle's `depth_analysis` object for `name`.
    static func oracle(_ name: String) throws -> [String: Any] {
        try #require(try json("reference/oracle/\(name).json")["depth_analysis"] as? [String: Any])
    }

    /// What DepthKit reports for a corpus map decoded as the oracle was called.
    static func report(corpus name: String, analyzer: DepthAnalyzer = DepthAnalyzer()) throws -> AnalysisReport {
        do {
            let decoded = try DepthDecoder().decode(try TestData.corpusMap(name), dimensions: try oracleDimensions(name))
            return analyzer.analyze(decoded.map)
        } catch let error as DepthDecodingError {
            return .unavailable(error: error)
        }
    }

    /// A real frame's depth map.
    static func realFrame(_ name: String) throws -> DepthMap {
        let info = try json("real/\(name).json")
        let dimensions = try DepthDimensions(width: try #require(info["width"] as? Int), height: try #require(info["height"] as? Int))
        return try DepthDecoder().decode(try TestData.bytes("real/\(name).depth.gz"), dimensions: dimensions).map
    }

    /// A real frame's intrinsics, when its metadata has them.
    static func realIntrinsics(_ name: String) throws -> CameraIntrinsics? {
        guard let k = try json("real/\(name).json")["intrinsics_at_depth_res"] as? [String: Double] else { return nil }
        return try CameraIntrinsics(
            fx: try #require(k["fx"]), fy: try #require(k["fy"]), cx: try #require(k["cx"]), cy: try #require(k["cy"]))
    }

    /// A map from values, row-major.
    static func map(width: Int, height: Int, _ meters: [Float]) throws -> DepthMap {
        try DepthMap(dimensions: DepthDimensions(width: width, height: height), meters: meters)
    }

    /// A map whose pixel (x, y) holds `depth(x, y)`.
    static func map(width: Int = 256, height: Int = 192, _ depth: (Int, Int) -> Float) throws -> DepthMap {
        var meters: [Float] = []
        meters.reserveCapacity(width * height)
        for y in 0..<height { for x in 0..<width { meters.append(depth(x, y)) } }
        return try map(width: width, height: height, meters)
    }
}
