import Foundation
import Testing

@testable import DepthKitCore
@testable import DepthKitEvidence

/// What `frame` writes, `evidence` finds and accepts: one ``CaptureLayout`` for the writer and the
/// finder, one metadata contract for both.
@Suite("Capture round trip")
struct CaptureRoundTripTests {
    @Test("every depth container is written, found and accepted", arguments: DepthContainer.allCases)
    func roundTrip(container: DepthContainer) throws {
        let processor = FrameProcessor(
            encoder: try JPEGEncoder(), depthContainer: container, stages: CaptureStages(analyzer: nil, renderer: nil))
        let metadata = try CaptureMetadataInput(
            capturedAt: CaptureTimestamp(rfc3339: "2025-11-22T10:30:00.123Z"), deviceModel: "iPhone 15 Pro",
            location: try CaptureLocation(latitude: 37.7749, longitude: -122.4194, altitude: nil, accuracy: 5),
            assertion: "AAECAw==")
        let capture = try processor.process(
            frame: FrameProcessorTests.frame, depth: FrameProcessorTests.rawDepth,
            depthDimensions: FrameProcessorTests.dimensions, metadata: metadata)
        let directory = FrameProcessorTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try capture.write(to: directory)

        let files = CaptureFiles(directory: directory)
        #expect(files.depth == directory + "/" + CaptureLayout.depth(container))
        #expect(files.photo == directory + "/" + CaptureLayout.photo)
        let report = EvidenceInspector().inspect(files)
        let failed = report.checks.filter { $0.status == .fail }.map(\.name)
        #expect(failed.isEmpty)
        #expect(report.unknownMetadataFields.isEmpty)
        for name in [EvidenceCheck.Name.metadataSchema, .photoHash, .depthDecodes, .depthDimensions, .captureHash] {
            #expect(report.checks.first { $0.name == name }?.status == .pass, "\(name)")
        }
        #expect(report.captureHash?.sha256Hex == capture.captureHash.hex)
    }

    @Test("the layout's depth names are distinct and each is found")
    func depthNames() {
        let written = DepthContainer.allCases.map(CaptureLayout.depth)
        #expect(written == ["depth.gz", "depth.zlib", "depth.deflate", "depth.f32"])
        #expect(Set(CaptureLayout.depthNames).count == CaptureLayout.depthNames.count)
        #expect(written.allSatisfy(CaptureLayout.depthNames.contains))
        #expect(CaptureLayout.confidenceNames == [
            "confidence.gz", "confidence.zlib", "confidence.deflate", "confidence.bin", "confidence.png",
        ])
    }
}
