import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

@Suite("DepthDecoder basics")
struct DepthDecoderSmokeTests {
    @Test("a gzip corpus map decodes to the declared grid")
    func decodesCorpusMap() throws {
        let decoded = try DepthDecoder().decode(
            try TestData.corpusMap("constant_2m"), dimensions: try DepthDimensions(width: 256, height: 192))
        #expect(decoded.container == .gzip)
        #expect(decoded.map.meters.count == 49_152)
        // constant_2m.json: every pixel is exactly 2.0 m.
        #expect(decoded.map.meters.allSatisfy { $0 == 2.0 })
    }
}
