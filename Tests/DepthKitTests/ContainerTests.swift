import _DepthKitTestSupport
import Testing
@_spi(Benchmarking) @testable import DepthKitCore

@Suite("Containers: gzip, zlib, raw deflate, raw")
struct ContainerTests {
    /// testdata/containers/ holds tiny_4x4 and constant_2m re-wrapped by Python's zlib module
    /// (see testdata/README.md).
    @Test("the same map in all four containers decodes to identical floats", arguments: ["zlib", "deflate", "raw"])
    func tinyMapInEveryContainer(suffix: String) throws {
        let grid = try DepthDimensions(width: 4, height: 4)
        let gzip = try DepthDecoder().decode(try TestData.corpusMap("tiny_4x4"), dimensions: grid)
        let other = try DepthDecoder().decode(try TestData.bytes("containers/tiny_4x4.depth.\(suffix)"), dimensions: grid)
        #expect(gzip.container == .gzip)
        #expect(other.container.rawValue == suffix)
        #expect(other.map == gzip.map)
        // tiny_4x4.json: four 2x2 blocks at 0.5 / 2.0 / 1.0 / 3.5 m.
        #expect(other.map.meters == [0.5, 0.5, 2, 2, 0.5, 0.5, 2, 2, 1, 1, 3.5, 3.5, 1, 1, 3.5, 3.5])
    }

    @Test("zlib and raw deflate 256x192 maps infer the LiDAR grid", arguments: ["zlib", "deflate"])
    func inferredFromCompressedContainers(suffix: String) throws {
        let decoded = try DepthDecoder().decode(try TestData.bytes("containers/constant_2m.depth.\(suffix)"))
        #expect(decoded.container.rawValue == suffix)
        #expect(decoded.dimensionsSource == .inferredLandscape)
        #expect(decoded.map.dimensions == TestData.lidar)
        #expect(decoded.map.meters.allSatisfy { $0 == 2.0 })
    }

    @Test("an uncompressed 256x192 map is recognised as raw", arguments: ["constant_2m", "varied_room"])
    func rawLidarMap(name: String) throws {
        let payload = try TestData.corpusPayload(name)
        let decoded = try DepthDecoder().decode(payload)
        #expect(decoded.container == .raw)
        #expect(decoded.map == (try DepthDecoder().decode(try TestData.corpusMap(name))).map)
    }

    @Test("raw data whose first bytes look like a gzip or zlib header is raw when its length is expected")
    func rawThatLooksCompressed() throws {
        for header: [UInt8] in [[0x1f, 0x8b], [0x78, 0x9c]] {
            var payload = try TestData.corpusPayload("constant_2m")
            payload.replaceSubrange(0..<2, with: header)
            let decoded = try DepthDecoder().decode(payload, dimensions: TestData.lidar)
            #expect(decoded.container == .raw)
            #expect(Array(decoded.map.meters.dropFirst()) == [Float](repeating: 2, count: 49_151))
        }
    }

    @Test("gzip members back to back are all decoded, as gunzip does")
    func multipleMembers() throws {
        // gzip_two_members: two members of 256x96 each (MANIFEST.json raw_bytes 196608).
        let corpus = try DepthDecoder().decode(try TestData.corpusMap("gzip_two_members"))
        #expect(corpus.map.dimensions == TestData.lidar)
        let member = try TestData.corpusMap("constant_2m")
        let doubled = try DepthDecoder().decode(member + member, dimensions: try DepthDimensions(width: 256, height: 384))
        #expect(doubled.map.meters.count == 98_304)
        #expect(doubled.map.meters.allSatisfy { $0 == 2.0 })
    }

    @Test("libdeflate and zlib agree on every corpus map, decoded or not", arguments: TestData.corpusNames)
    func backendsAgree(name: String) throws {
        let input = try TestData.corpusMap(name)
        let results = InflaterBackend.allCases.map { backend in
            Result { () throws(DepthDecodingError) in
                try PayloadDecoder(backend: backend).decode(input).bytes
            }
        }
        #expect(results[0] == results[1])
    }

    @Test("a zlib stream with a preset dictionary is refused")
    func presetDictionary() throws {
        var input = try TestData.bytes("containers/tiny_4x4.depth.zlib")
        // FLG with FDICT set, check bits recomputed: 0x78 0xbb (0x78bb % 31 == 0).
        input[1] = 0xbb
        #expect(throws: DepthDecodingError.corruptStream(container: .zlib, offset: 1)) {
            try PayloadDecoder().decode(input)
        }
    }
}
