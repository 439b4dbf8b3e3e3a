import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

/// The reference's `video_depth_analysis` reproduced on every pack of `testdata/reference/video-corpus/`
/// against `video-oracle/` (the reference's own outputs), floats equal as Float32.
@Suite struct VideoOracleParityTests {
    /// Every pack name (without `.rldp.gz`), sorted.
    static let packNames: [String] = {
        let directory = TestData.path("reference/video-corpus")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".rldp.gz") }.map { String($0.dropLast(".rldp.gz".count)) }.sorted()
    }()

    /// Packs where DepthKit intentionally reads what the reference cannot.
    static let divergences: Set<String> = ["raw_pack_not_gzip"]

    static func oracle(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: TestData.url("reference/video-oracle/\(name).json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// What DepthKit reports for the pack, analysed with the oracle's sample rate.
    static func report(_ name: String) throws -> VideoDepthReport {
        let oracle = try oracle(name)
        let config = try #require(oracle["config"] as? [String: Any])
        let sampleRate = try #require(config["sample_rate"] as? Int)
        let bytes = try TestData.bytes("reference/video-corpus/\(name).rldp.gz")
        return VideoDepthReport(file: name, bytes: bytes, sampleRate: sampleRate)
    }

    @Test func corpusHasAllPacks() {
        #expect(Self.packNames.count == 25)
    }

    @Test(arguments: packNames)
    func parity(name: String) throws {
        let oracle = try Self.oracle(name)
        let report = try Self.report(name)
        let status = try #require(oracle["status"] as? String)
        if Self.divergences.contains(name) {
            #expect(status == "DecompressionError")
            #expect(report.referenceStatus == "ok")
            return
        }
        #expect(report.referenceStatus == status)
        let expected = try #require(oracle["video_depth_analysis"] as? [String: Any])
        try Self.expectEqual(report.videoDepthAnalysis, expected, timestamps: try Self.oracleTimestamps(name))
    }

    /// The oracle's `timestamp` texts parsed with Swift's correctly rounded `Double(_:)`
    /// (Foundation's JSON parser on Linux can be one ulp off, e.g. 0.30000000000000004).
    static func oracleTimestamps(_ name: String) throws -> [Double] {
        let text = try String(contentsOf: TestData.url("reference/video-oracle/\(name).json"), encoding: .utf8)
        return try text.components(separatedBy: "\"timestamp\": ").dropFirst().map { piece in
            try #require(Double(String(piece.prefix { $0 != "," && $0 != "\n" })))
        }
    }

    /// Compares field by field: integers exactly, floats after rounding the oracle's shortest
    /// Float32 decimal to Float32 (the reference prints Float32 with ryu), timestamps (Float64,
    /// copied through) exactly when given.
    static func expectEqual(_ analysis: VideoDepthAnalysis, _ expected: [String: Any], timestamps: [Double]? = nil) throws {
        let frames = try #require(expected["frame_analyses"] as? [[String: Any]])
        #expect(analysis.frameAnalyses.count == frames.count)
        if let timestamps { #expect(analysis.frameAnalyses.map(\.timestamp) == timestamps) }
        for (mine, theirs) in zip(analysis.frameAnalyses, frames) {
            #expect(mine.frameIndex == theirs["frame_index"] as? Int)
            #expect(mine.depthHistogram == theirs["depth_histogram"] as? [Int])
            #expect(mine.localConsistency == float(theirs["local_consistency"]), "frame \(mine.frameIndex) consistency")
            if let vector = theirs["motion_vector"] as? [NSNumber] {
                let motion = try #require(mine.motionVector, "frame \(mine.frameIndex) lacks a motion vector")
                #expect(motion.x == Float(vector[0].doubleValue), "frame \(mine.frameIndex) dx")
                #expect(motion.y == Float(vector[1].doubleValue), "frame \(mine.frameIndex) dy")
            } else {
                #expect(mine.motionVector == nil)
            }
        }
        #expect(analysis.depthConsistency == float(expected["depth_consistency"]))
        #expect(analysis.motionCoherence == float(expected["motion_coherence"]))
        #expect(analysis.sceneStability == float(expected["scene_stability"]))
        #expect(analysis.isLikelyRealScene == expected["is_likely_real_scene"] as? Bool)
        #expect(analysis.suspiciousFrames == expected["suspicious_frames"] as? [Int])
    }

    static func float(_ value: Any?) -> Float? {
        (value as? NSNumber).map { Float($0.doubleValue) }
    }

    /// The divergence's stated result: the uncompressed pack decodes and analyses exactly as the
    /// same pack gzip'd would.
    @Test func rawPackAnalysesAsItsGzipWould() throws {
        let raw = try TestData.bytes("reference/video-corpus/raw_pack_not_gzip.rldp.gz")
        let direct = VideoDepthReport(file: "raw", bytes: raw)
        let gzipped = VideoDepthReport(file: "gz", bytes: try DepthCompressor().compress(bytes: raw, container: .gzip))
        #expect(direct.keyframes?.container == .raw)
        #expect(direct.keyframes?.format == .rldp)
        #expect(gzipped.keyframes?.container == .gzip)
        #expect(direct.referenceStatus == "ok")
        #expect(direct.videoDepthAnalysis == gzipped.videoDepthAnalysis)
        #expect(direct.videoDepthAnalysis.frameAnalyses.map(\.frameIndex) == [0, 10])
    }

    /// Multi-member gzip: DepthKit reads every member (the reference only the first).
    @Test func multiMemberGzipReadsEveryMember() throws {
        let payload = try PayloadDecoder().decode(try TestData.bytes("reference/video-corpus/exactly_11kf.rldp.gz")).bytes
        let split = payload.count / 2
        let twoMembers = try DepthCompressor().compress(bytes: Array(payload[..<split]), container: .gzip)
            + DepthCompressor().compress(bytes: Array(payload[split...]), container: .gzip)
        let report = VideoDepthReport(file: "two", bytes: twoMembers)
        let expected = try Self.oracle("exactly_11kf")["video_depth_analysis"] as? [String: Any]
        #expect(report.keyframes?.count == 11)
        try Self.expectEqual(report.videoDepthAnalysis, try #require(expected))
    }

    /// The app's real upload: the same keyframes as raw DEFLATE without a header give the same
    /// numbers, with timestamps assumed at 0.1 s.
    @Test func headerlessKeyframesGiveTheSameNumbers() throws {
        let pack = try DepthKeyframeDecoder().decode(try TestData.bytes("reference/video-corpus/room_walk_150kf.rldp.gz"))
        let concatenated = (0..<pack.count).flatMap { pack.meters(at: $0) }
        let upload = try DepthCompressor().compress(bytes: concatenated.littleEndianBytes, container: .deflate)
        let report = VideoDepthReport(file: "upload", bytes: upload, count: 150)
        let keyframes = try #require(report.keyframes)
        #expect(keyframes.format == .concatenated)
        #expect(keyframes.container == .deflate)
        #expect(keyframes.timestampsAssumed)
        #expect(keyframes.timestamps[10] == 1.0)
        let expected = try #require(try Self.oracle("room_walk_150kf")["video_depth_analysis"] as? [String: Any])
        let reference = try VideoDepthAnalyzer().analyze(pack)
        #expect(report.videoDepthAnalysis.frameAnalyses.map(\.depthHistogram) == reference.frameAnalyses.map(\.depthHistogram))
        #expect(report.videoDepthAnalysis.depthConsistency == Self.float(expected["depth_consistency"]))
        #expect(report.videoDepthAnalysis.suspiciousFrames == reference.suspiciousFrames)
    }

    /// `--sample-rate`: 1 analyses every keyframe, and the default is 10.
    @Test func sampleRateChoosesKeyframes() throws {
        let bytes = try TestData.bytes("reference/video-corpus/room_walk_60kf.rldp.gz")
        #expect(VideoDepthReport(file: "x", bytes: bytes).videoDepthAnalysis.frameAnalyses.map(\.frameIndex) == [0, 10, 20, 30, 40, 50])
        #expect(VideoDepthReport(file: "x", bytes: bytes, sampleRate: 1).videoDepthAnalysis.frameAnalyses.count == 60)
        #expect(VideoDepthReport(file: "x", bytes: bytes, sampleRate: 7).videoDepthAnalysis.frameAnalyses.map(\.frameIndex) == [0, 7, 14, 21, 28, 35, 42, 49, 56])
        #expect(VideoDepthAnalyzer(sampleRate: 0).sampleRate == 1)
    }
}
