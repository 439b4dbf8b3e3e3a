import _DepthKitTestSupport
import Foundation
import Testing
@_spi(Benchmarking) @testable import DepthKitCore
@testable import DepthKitEvidence

@Suite("Per-frame pipeline")
struct FrameProcessorTests {
    static let dimensions = try! DepthDimensions(width: 16, height: 12)

    /// Raw Float32 LE depth: a ramp from 1.0 m.
    static let rawDepth: [UInt8] = (0..<(16 * 12)).flatMap { index -> [UInt8] in
        let bits = (1.0 + Float(index) / 100).bitPattern
        return [UInt8(bits & 0xff), UInt8(bits >> 8 & 0xff), UInt8(bits >> 16 & 0xff), UInt8(bits >> 24)]
    }

    static let frame = try! CameraFrame(
        width: 64, height: 48, pixelFormat: .nv12, bytes: SyntheticFrames.nv12(width: 64, height: 48))

    static func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-frame-\(UUID().uuidString)").path
    }

    @Test("raw depth is compressed, hashed with the JPEG, and written with an exact metadata.json")
    func rawDepthCapture() throws {
        let processor = FrameProcessor(encoder: try JPEGEncoder(), stages: CaptureStages(analyzer: nil, renderer: nil))
        let input = try CaptureMetadataInput(
            capturedAt: CaptureTimestamp(rfc3339: "2025-11-22T10:30:00.123Z"), deviceModel: "iPhone 15 Pro",
            location: try CaptureLocation(latitude: 37.7749, longitude: -122.4194, altitude: 10.5, accuracy: 5),
            assertion: "AAECAw==")
        let capture = try processor.process(
            frame: Self.frame, depth: Self.rawDepth, depthDimensions: Self.dimensions, metadata: input)
        #expect(capture.depthContainer == .gzip && capture.depthCompressedHere)
        #expect(capture.photoHash == ContentDigest.sha256(capture.photo))
        #expect(capture.captureHash == ContentDigest.sha256(capture.photo + capture.depth))
        let decoded = try DepthDecoder().decode(capture.depth, dimensions: Self.dimensions)
        #expect(decoded.container == .gzip)
        let expectedMeters: [Float] = (0..<(16 * 12)).map { 1.0 + Float($0) / 100 }
        #expect(decoded.map.meters == expectedMeters)

        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = try capture.write(to: directory)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
        #expect(files == ["photo.jpg", "depth.gz", "metadata.json", "capture.json"])
        let photo = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/photo.jpg")))
        let depth = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/depth.gz")))
        #expect(photo == capture.photo && depth == capture.depth)

        let metadata = try jsonObject(directory + "/metadata.json")
        #expect(Set(metadata.keys) == ["captured_at", "device_model", "photo_hash", "location", "depth_map_dimensions", "assertion"])
        #expect(metadata["captured_at"] as? String == "2025-11-22T10:30:00.123Z")
        #expect(metadata["device_model"] as? String == "iPhone 15 Pro")
        #expect(metadata["photo_hash"] as? String == ContentDigest.sha256(photo).hex)
        #expect(metadata["assertion"] as? String == "AAECAw==")
        let grid = try #require(metadata["depth_map_dimensions"] as? [String: Any])
        #expect(Set(grid.keys) == ["width", "height"] && grid["width"] as? Int == 16 && grid["height"] as? Int == 12)
        let location = try #require(metadata["location"] as? [String: Any])
        #expect(location["latitude"] as? Double == 37.7749 && location["longitude"] as? Double == -122.4194)
        #expect(location["altitude"] as? Double == 10.5 && location["accuracy"] as? Double == 5)

        let captureJSON = try jsonObject(directory + "/capture.json")
        #expect(captureJSON["capture_hash"] as? String == ContentDigest.sha256(photo + depth).hex)
        #expect(captureJSON["depth_analysis"] as? String == "skipped")
        let timings = try #require(captureJSON["timings_ms"] as? [String: Any])
        #expect(Set(timings.keys) == Set(CaptureStage.allCases.map(\.rawValue)))
        #expect(timings["analysis"] as? String == "skipped" && timings["render_png"] as? String == "skipped")
        #expect(timings["encode_jpeg"] is Double || timings["encode_jpeg"] is Int)
        #expect(report.files.depth == "depth.gz")
    }

    @Test("depth that arrives compressed is kept byte for byte, in its own container")
    func compressedDepthKept() throws {
        let zlibDepth = try DepthCompressor(level: 9).compress(bytes: Self.rawDepth, container: .zlib)
        let capture = try FrameProcessor(encoder: try JPEGEncoder()).process(
            frame: Self.frame, depth: zlibDepth, depthDimensions: Self.dimensions,
            now: CaptureTimestamp(millisecondsSince1970: 0))
        #expect(capture.depth == zlibDepth && capture.depthContainer == .zlib && !capture.depthCompressedHere)
        #expect(capture.timings[.compressDepth] == .skipped)
        #expect(capture.depthFileName == "depth.zlib")
        #expect(capture.metadata.capturedAt.iso8601 == "1970-01-01T00:00:00.000Z")
        #expect(capture.metadata.deviceModel == "unknown")
    }

    @Test("the analysis and picture stages run on the decoded map and are reported")
    func analysisAndPicture() throws {
        let processor = FrameProcessor(encoder: try JPEGEncoder(), depthContainer: .deflate)
        let capture = try processor.process(frame: Self.frame, depth: Self.rawDepth, depthDimensions: Self.dimensions)
        // The picture is the default near/far rendering of the map, as `depthkit render` draws it.
        let map = try DepthDecoder().decode(Self.rawDepth, dimensions: Self.dimensions).map
        #expect(capture.picture == (try PNGEncoder().encode(try DepthRenderer().render(map).picture)))
        #expect(capture.analysis == DepthAnalyzer().analyze(map))
        #expect(capture.depthFileName == "depth.deflate")
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let written = try capture.write(to: directory)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory))
            == ["photo.jpg", "depth.deflate", "metadata.json", "depth.png", "capture.json"])
        // capture.json, analysis included, is written by the streaming encoder, with JSONEncoder's bytes.
        var fast: [UInt8] = []
        #expect(ReportStreamingEncoder.encode(written, pretty: false, appendingTo: &fast))
        let captureBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/capture.json")))
        #expect(captureBytes == fast + [UInt8(ascii: "\n")])
        #expect(captureBytes == Array((ReportEncoder.encodeWithFoundation(written, formatting: []) + "\n").utf8))
        let report = try jsonObject(directory + "/capture.json")
        let analysis = try #require(report["depth_analysis"] as? [String: Any])
        // The ramp spans 1.00–2.91 m: the reference object sees it and reports its extremes.
        let reference = try #require(analysis["depth_analysis"] as? [String: Any])
        #expect(reference["min_depth"] as? Double == 1 && reference["method"] as? String == "lidar")
        #expect((analysis["assessment"] as? [String: Any])?["verdict"] is String)
        #expect((report["timings_ms"] as? [String: Any])?["render_png"] is Double)
    }

    @Test("a capture written again into its directory replaces every file, none left over, none temporary")
    func rewriteInPlace() throws {
        let processor = FrameProcessor(encoder: try JPEGEncoder())
        let first = try processor.process(frame: Self.frame, depth: Self.rawDepth, depthDimensions: Self.dimensions)
        // A second capture with other bytes in every file: another frame, the depth ramp one step further.
        let otherFrame = try CameraFrame(width: 32, height: 24, pixelFormat: .nv12, bytes: SyntheticFrames.nv12(width: 32, height: 24))
        let second = try processor.process(
            frame: otherFrame, depth: Array(Self.rawDepth[4...] + Self.rawDepth[..<4]), depthDimensions: Self.dimensions)
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try first.write(to: directory)
        let report = try second.write(to: directory)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory))
            == ["photo.jpg", "depth.gz", "metadata.json", "depth.png", "capture.json"])
        let read = { (name: String) in [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))) }
        #expect(try read("photo.jpg") == second.photo && second.photo != first.photo)
        #expect(try read("depth.gz") == second.depth && second.depth != first.depth)
        #expect(try read("depth.png") == second.picture && second.picture != first.picture)
        #expect(try read("metadata.json") == ReportEncoder.lineBytes(second.metadata))
        #expect(try read("capture.json") == ReportEncoder.lineBytes(report))
    }

    @Test("stage failures name the stage and keep the underlying error")
    func stageFailures() throws {
        let processor = FrameProcessor(encoder: try JPEGEncoder())
        do {
            _ = try processor.process(frame: Self.frame, depth: Array(Self.rawDepth.dropLast(4)), depthDimensions: Self.dimensions)
            Issue.record("a short depth map must fail")
        } catch {
            #expect(error.stage == .decodeDepth && error.kind == "dimension_mismatch" && error.category == .badData)
        }
        // The upload contract allows at most 1000 pixels a side: a 1001x1 map cannot be uploaded.
        let wide = try DepthCompressor().compress(bytes: [UInt8](repeating: 0, count: 1001 * 4), container: .gzip)
        let wideGrid = try DepthDimensions(width: 1001, height: 1)
        do {
            _ = try processor.process(frame: Self.frame, depth: wide, depthDimensions: wideGrid)
            Issue.record("a depth map wider than the contract must fail")
        } catch {
            #expect(error.stage == .decodeDepth && error.kind == "depth_dimensions_out_of_contract")
        }
        let encoder = try JPEGEncoder(options: try JPEGEncodingOptions(subsampling: .s422))
        #expect(throws: CaptureError.self) {
            try FrameProcessor(encoder: encoder).process(frame: Self.frame, depth: Self.rawDepth, depthDimensions: Self.dimensions)
        }
    }

    @Test("a metadata.json written by the frame pipeline passes the evidence metadata_schema check")
    func writtenMetadataPassesEvidence() throws {
        let input = try CaptureMetadataInput(
            capturedAt: CaptureTimestamp(rfc3339: "2025-11-22T12:30:00.1+02:00"), deviceModel: "iPhone 15 Pro",
            location: try CaptureLocation(latitude: -90, longitude: 180, altitude: nil, accuracy: 0),
            assertion: "AAECAw==")
        let capture = try FrameProcessor(encoder: try JPEGEncoder()).process(
            frame: Self.frame, depth: Self.rawDepth, depthDimensions: Self.dimensions, metadata: input)
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try capture.write(to: directory)
        let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/metadata.json")))
        let validation = MetadataValidation(bytes: written)
        #expect(validation.problems == [] && validation.unknownFields == [])
        #expect(validation.photoHash == capture.photoHash.hex && validation.depthDimensions == Self.dimensions)
        let report = EvidenceInspector().inspect(CaptureFiles(directory: directory))
        let statuses = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.name, $0.status) })
        #expect(statuses[.metadataSchema] == .pass && statuses[.photoHash] == .pass && statuses[.captureHash] == .pass)
        #expect(report.captureHash == EvidenceReport.CaptureHash(capture.captureHash))
        // The writer's UTC form is what the contract's stricter parser reads back.
        #expect(CaptureTimestamp(rfc3339: capture.metadata.capturedAt.iso8601) == capture.metadata.capturedAt)
    }

    @Test("writing into a path that is a file fails with an I/O error")
    func unwritableDirectory() throws {
        let capture = try FrameProcessor(encoder: try JPEGEncoder()).process(
            frame: Self.frame, depth: Self.rawDepth, depthDimensions: Self.dimensions)
        let file = Self.temporaryDirectory()
        try Data([1]).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        do {
            try capture.write(to: file)
            Issue.record("writing into a file must fail")
        } catch {
            #expect(error.kind == "output_directory_unusable" && error.category == .io)
        }
    }

    private func jsonObject(_ path: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        return try #require(object as? [String: Any])
    }
}

@Suite("Depth compression")
struct DepthCompressorTests {
    @Test("every container round trips through the decoder and is recognised", arguments: [DepthContainer.gzip, .zlib, .deflate])
    func roundTrip(_ container: DepthContainer) throws {
        let payload = FrameProcessorTests.rawDepth
        for level in [0, 1, 4, 6, 12] {
            let compressed = try DepthCompressor(level: level).compress(bytes: payload, container: container)
            let decoded = try PayloadDecoder().decode(compressed, expectedByteCount: payload.count)
            #expect(decoded.bytes == payload && decoded.container == container)
        }
    }

    @Test("gzip output is deterministic: no name, zero timestamp")
    func deterministicGzip() throws {
        let compressor = DepthCompressor()
        let first = try compressor.compress(bytes: FrameProcessorTests.rawDepth, container: .gzip)
        #expect(try first == compressor.compress(bytes: FrameProcessorTests.rawDepth, container: .gzip))
        #expect(Array(first[0..<8]) == [0x1f, 0x8b, 8, 0, 0, 0, 0, 0])
    }
}
