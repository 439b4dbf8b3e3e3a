import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

/// Confidence maps: low-confidence pixels are invalid for the assessment only.
@Suite("Confidence filtering")
struct ConfidenceFilteringTests {
    /// A 0.6 m screen whose top 96 rows show a 2.0 m wall, with those rows at confidence `wallLevel`
    /// and the screen at 2 on the left half, 1 on the right.
    static func scene(wallLevel: UInt8) throws -> (DepthMap, ConfidenceMap) {
        let map = try AnalysisFixtures.map { _, y in y < 96 ? 2.0 : 0.6 }
        var levels: [UInt8] = []
        for y in 0..<192 { for x in 0..<256 { levels.append(y < 96 ? wallLevel : (x < 128 ? 2 : 1)) } }
        return (map, try ConfidenceMap(dimensions: map.dimensions, levels: levels))
    }

    @Test("low-confidence pixels are excluded from the assessment, not from the reference")
    func excludesLowConfidence() throws {
        let (map, confidence) = try Self.scene(wallLevel: 0)
        let depthOnly = DepthAnalyzer().analyze(map)
        #expect(depthOnly.assessment.verdict == .realScene)
        let filtered = try DepthAnalyzer().analyze(map, confidence: confidence)
        #expect(filtered.depthAnalysis == depthOnly.depthAnalysis)
        #expect(filtered.assessment.verdict == .flatSurface)
        #expect(filtered.assessment.signals.validPixels == 96 * 256)
        #expect(filtered.assessment.signals.coverage == 0.5)
        // Confidence 2 on the left half of the bottom 96 rows: 128·96 of 49,152 pixels.
        #expect(filtered.assessment.signals.highConfidenceFraction == 0.25)
        #expect(filtered.assessment.reasons.contains(.lowConfidenceExcluded))
        #expect(depthOnly.assessment.signals.highConfidenceFraction == nil)
    }

    @Test("the minimum confidence decides which pixels count", arguments: [(UInt8(0), 49_152), (1, 24_576), (2, 12_288)])
    func minimumConfidence(minimum: UInt8, valid: Int) throws {
        let (map, confidence) = try Self.scene(wallLevel: 0)
        let report = try DepthAnalyzer(minConfidence: minimum).analyze(map, confidence: confidence)
        #expect(report.assessment.signals.validPixels == valid)
    }

    @Test("a confidence map of another size is refused")
    func sizeMismatch() throws {
        let map = try AnalysisFixtures.map { _, _ in 1.0 }
        let confidence = try ConfidenceMap(dimensions: DepthDimensions(width: 192, height: 128), levels: .init(repeating: 2, count: 192 * 128))
        #expect(throws: ConfidenceMapError.sizeMismatch(expected: map.dimensions, expectedBytes: 49_152, actualBytes: 24_576)) {
            try DepthAnalyzer().analyze(map, confidence: confidence)
        }
    }

    @Test("confidence payloads decode from raw bytes and reject other levels")
    func decoding() throws {
        let dimensions = try DepthDimensions(width: 4, height: 2)
        let map = try ConfidenceMap.decode([0, 1, 2, 2, 1, 0, 2, 1], dimensions: dimensions)
        #expect(map.levels == [0, 1, 2, 2, 1, 0, 2, 1])
        #expect(map.highFraction == 3.0 / 8)
        #expect(throws: ConfidenceMapError.invalidLevel(value: 255, pixelIndex: 3)) {
            try ConfidenceMap.decode([0, 1, 2, 255, 1, 0, 2, 1], dimensions: dimensions)
        }
        #expect(throws: ConfidenceMapError.sizeMismatch(expected: dimensions, expectedBytes: 8, actualBytes: 7)) {
            try ConfidenceMap.decode([0, 1, 2, 2, 1, 0, 2], dimensions: dimensions)
        }
        #expect(throws: ConfidenceMapError.payload(.empty)) { try ConfidenceMap.decode([], dimensions: dimensions) }
    }

    @Test("a gray image is a confidence map; a colour image is not")
    func fromImage() throws {
        let gray = try PixelImage(width: 2, height: 1, layout: .gray, pixels: [2, 0])
        #expect(try ConfidenceMap(image: gray).levels == [2, 0])
        let rgb = try PixelImage(width: 1, height: 1, layout: .rgb, pixels: [2, 2, 2])
        #expect(throws: ConfidenceMapError.notGray(channels: 3)) { try ConfidenceMap(image: rgb) }
    }

    @Test("an 8-bit grey PNG (Stray Scanner's export) decodes as a confidence map of the depth's size")
    func fromPNG() throws {
        let dimensions = try DepthDimensions(width: 4, height: 2)
        let levels: [UInt8] = [0, 1, 2, 2, 1, 0, 2, 1]
        let png = try PNGEncoder().encode(.pixels(try PixelImage(width: 4, height: 2, layout: .gray, pixels: levels)))
        #expect(try ConfidenceMap.decode(png, dimensions: dimensions).levels == levels)
        let other = try DepthDimensions(width: 2, height: 4)
        #expect(throws: ConfidenceMapError.imageSizeMismatch(expected: other, width: 4, height: 2)) {
            try ConfidenceMap.decode(png, dimensions: other)
        }
        #expect(throws: ConfidenceMapError.self) { try ConfidenceMap.decode(Array(png.prefix(40)), dimensions: dimensions) }
    }

    @Test("confidence errors make the analysis unavailable with confidence_mismatch")
    func unavailableReason() {
        let error = InputError(input: "c.bin", underlying: ConfidenceMapError.invalidLevel(value: 9, pixelIndex: 0))
        #expect(AnalysisReport.unavailable(error: error) == .unavailable(reason: .confidenceMismatch))
        #expect(UnavailableReason(InputReadError.notFound) == .unreadableInput)
        #expect(error.category.exitStatus == 65)
    }
}

@Suite("Confidence filtering equals removing the pixels")
struct ConfidenceEquivalenceTests {
    @Test("excluding by confidence gives the signals of a map where those pixels are invalid", arguments: [256, 251])
    func equivalence(width: Int) throws {
        let scene = SyntheticScene(.room(variant: 1), width: width, height: 150, seed: 21)
        let map = scene.render()
        var generator = SplitMix64(seed: 22)
        let levels = map.meters.map { _ in UInt8.random(in: 0...2, using: &generator) }
        let confidence = try ConfidenceMap(dimensions: map.dimensions, levels: levels)
        let filtered = try DepthAnalyzer().analyze(map, confidence: confidence).assessment
        let removed = try DepthMap(
            dimensions: map.dimensions, meters: zip(map.meters, levels).map { $1 >= 1 ? $0 : 0 })
        let expected = DepthAnalyzer().analyze(removed).assessment
        var signals = filtered.signals
        #expect(signals.highConfidenceFraction == Double(levels.filter { $0 == 2 }.count) / Double(levels.count))
        signals.highConfidenceFraction = nil
        // Nothing in the room lies beyond the 4.5 m far limit. The removed pixels are holes: a few cells
        // where they happen to be the majority next to the far wall count as beyond range (under 1 %).
        // Rejected depths count the same way from the 3.5 m range edge (issue 27, sixth pass): only those
        // of the far wall, so at most as many as the holes (0.35 % at width 256, none at 251).
        #expect((signals.beyondRangeFraction ?? 1) <= (expected.signals.beyondRangeFraction ?? 0))
        #expect(expected.signals.beyondRangeFraction ?? 1 < 0.01)
        signals.beyondRangeFraction = expected.signals.beyondRangeFraction
        #expect(signals == expected.signals)
        #expect(filtered.verdict == expected.verdict)
    }
}
