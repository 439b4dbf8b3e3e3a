import Foundation
import Testing
import _DepthKitTestSupport

@_spi(Benchmarking) @testable import DepthKitCore
@testable import DepthKitEvidence

/// ``ReportStreamingEncoder`` must write exactly what `JSONEncoder` writes with ``ReportEncoder``'s
/// settings: every case compares the two byte for byte, and checks that the fast path was taken
/// (or, for what only `JSONEncoder` handles, that it was not).
@Suite("Report streaming encoder")
struct ReportStreamingEncoderTests {
    /// Both forms of `value` from both encoders; the fast path must have answered.
    private func expectSameAsFoundation(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) {
        for pretty in [false, true] {
            let fast = fastPath(value, pretty: pretty)
            let reference = ReportEncoder.encodeWithFoundation(value, formatting: pretty ? .prettyPrinted : [])
            #expect(fast == reference, sourceLocation: sourceLocation)
        }
    }

    /// What ``ReportStreamingEncoder`` writes for `value`, or `nil` when it leaves `value` to `JSONEncoder`.
    private func fastPath(_ value: some Encodable, pretty: Bool) -> String? {
        var bytes = Array("unchanged".utf8)
        guard ReportStreamingEncoder.encode(value, pretty: pretty, appendingTo: &bytes) else {
            #expect(bytes == Array("unchanged".utf8), "nothing appended on the way to JSONEncoder")
            return nil
        }
        return String(decoding: bytes.dropFirst("unchanged".utf8.count), as: UTF8.self)
    }

    @Test(
        "analysis reports of real and reference maps",
        arguments: [
            ("real/promptda_bookshelf_room.depth.gz", 256, 192), ("reference/corpus/varied_room.depth.gz", 256, 192),
            ("reference/corpus/all_invalid.depth.gz", 256, 192), ("reference/corpus/half_nan.depth.gz", 256, 192),
            ("reference/corpus/flat_screen_speckle20.depth.gz", 256, 192),
        ])
    func analysisReports(file: String, width: Int, height: Int) throws {
        let map = try DepthDecoder().decode(try TestData.bytes(file), dimensions: try DepthDimensions(width: width, height: height)).map
        expectSameAsFoundation(DepthAnalyzer().analyze(map))
    }

    @Test("summary lines, with an error, an escaped input and every kind of character")
    func summaryLines() {
        let error = ErrorReport(kind: "truncated_stream", message: "in/a \"b\"\\c/d\t\u{1}\u{1f}\u{7f}é😀\n\r\u{8}\u{c}")
        expectSameAsFoundation(
            BatchSummaryLine(input: "in/x.depth.gz", status: .ok, outputs: ["x.json", "x.png"], error: nil, ms: 1.234))
        expectSameAsFoundation(
            BatchSummaryLine(
                input: "in/\u{FFFD}.gz", inputEscaped: "in/\\xff.gz", status: .error, outputs: [], error: error, ms: 0))
    }

    private struct Numbers: Encodable {
        let doubles: [Double]
        let floats: [Float]
        let integers: [Int64]
        let unsigned: [UInt64]
        let small: [Int8]
        let flag: Bool
        let nothing: Double?
    }

    @Test("numbers: shortest forms, exponents, signed zero, extremes, non-finite")
    func numbers() {
        expectSameAsFoundation(
            Numbers(
                doubles: [0, -0.0, 1, -1.5, 0.1, 1e-7, 1.5e-5, 123_456_789.125, 1e16, 1e21, 5e-324, .greatestFiniteMagnitude, .nan, .infinity, -.infinity, 2.0 / 3],
                floats: [0, 0.1, 1e-7, 3.4e38, 16_777_217, .nan, -.infinity, 1.0 / 3],
                integers: [0, -1, .min, .max], unsigned: [0, .max], small: [-128, 127], flag: true, nothing: nil))
    }

    @Test("numbers: 20,000 random bit patterns and 20,000 random depths in metres, as JSONEncoder writes them")
    func randomNumbers() {
        var random = SplitMix64(seed: 26)
        let bitPatterns = (0..<20_000).map { _ in Double(bitPattern: random.next()) }
        let depths = (0..<20_000).map { _ in Float.random(in: 0...65, using: &random) }
        expectSameAsFoundation(
            Numbers(
                doubles: bitPatterns + depths.map { Double($0) / 7 }, floats: depths + bitPatterns.prefix(5_000).map { Float($0) },
                integers: (0..<1_000).map { _ in Int64(bitPattern: random.next()) }, unsigned: [], small: [], flag: false, nothing: 0.25))
    }

    private struct Keys: Encodable {
        enum CodingKeys: String, CodingKey {
            case lower = "plain", camel = "validPixelCount", acronym = "myURLValue", leadingAcronym = "URLValue"
            case single = "A", underscored = "_private_Key", digits = "value2DMap", allCaps = "HTTP", trailing = "mapZ"
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            for (index, key) in [CodingKeys.lower, .camel, .acronym, .leadingAcronym, .single, .underscored, .digits, .allCaps, .trailing].enumerated() {
                try container.encode(index, forKey: key)
            }
        }
    }

    @Test("snake_case keys: words, acronyms, digits, underscores")
    func keys() {
        expectSameAsFoundation(Keys())
    }

    private struct Shapes: Encodable {
        enum CodingKeys: String, CodingKey { case empty, emptyArray, nested, twice, list }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            _ = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .empty)
            _ = container.nestedUnkeyedContainer(forKey: .emptyArray)
            var nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .nested)
            try nested.encode([[1, 2], [], [3]], forKey: .list)
            try nested.encodeNil(forKey: .empty)
            try container.encode("once", forKey: .twice)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode("a")
            var inner = list.nestedContainer(keyedBy: CodingKeys.self)
            try inner.encode(true, forKey: .twice)
            var deeper = list.nestedUnkeyedContainer()
            try deeper.encodeNil()
            try list.encode(Optional<String>.none)
        }
    }

    @Test("empty and nested containers, written out of key order and after their children, optionals in arrays")
    func shapes() {
        expectSameAsFoundation(Shapes())
        expectSameAsFoundation([String]())
        expectSameAsFoundation("top-level string")
    }

    @Test("a String-keyed dictionary keeps its keys as JSONEncoder does")
    func stringKeyedDictionaries() {
        struct Counts: Encodable { let failuresByKind: [String: Int]; let nested: [String: [String: Double]] }
        let counts = Counts(failuresByKind: ["truncatedStream": 2, "a": 1, "é": 0], nested: ["outerKey": ["innerKey": 0.5], "x": [:]])
        expectSameAsFoundation(counts)
        expectSameAsFoundation(["topLevel": 1])
        #expect(ReportEncoder.line(counts) == #"{"failures_by_kind":{"a":1,"truncatedStream":2,"é":0},"nested":{"outerKey":{"innerKey":0.5},"x":{}}}"#)
    }

    @Test("other dictionaries, dates and keys outside ASCII are left to JSONEncoder, with the same result")
    func fallbacks() {
        struct Unicode: Encodable {
            enum CodingKeys: String, CodingKey { case café = "caféÉtat" }
            let café = 1
        }
        #expect(fastPath([1: "one", 2: "two"], pretty: false) == nil)
        #expect(ReportEncoder.line([2: "two"]) == ReportEncoder.encodeWithFoundation([2: "two"], formatting: []))
        #expect(fastPath(Unicode(), pretty: false) == nil)
        #expect(ReportEncoder.line(Unicode()) == ReportEncoder.encodeWithFoundation(Unicode(), formatting: []))
        #expect(fastPath([Date(timeIntervalSinceReferenceDate: 1)], pretty: false) == nil)
        #expect(ReportEncoder.line([Date(timeIntervalSinceReferenceDate: 1)]) == "[1]")
    }

    /// The streaming encoder's own fallbacks: what it writes in place must not survive, and
    /// ``ReportEncoder`` must still answer with `JSONEncoder`'s bytes.
    private func expectLeftToFoundation(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) {
        for pretty in [false, true] {
            #expect(fastPath(value, pretty: pretty) == nil, sourceLocation: sourceLocation)
        }
        #expect(ReportEncoder.line(value) == ReportEncoder.encodeWithFoundation(value, formatting: []), sourceLocation: sourceLocation)
        #expect(ReportEncoder.pretty(value) == ReportEncoder.encodeWithFoundation(value, formatting: .prettyPrinted), sourceLocation: sourceLocation)
    }

    @Test("evidence reports of the six testdata captures", arguments: ["good", "corrupt_depth", "not_a_jpeg", "portrait_photo", "tampered_photo", "wrong_dimensions"])
    func evidenceReports(capture: String) {
        expectSameAsFoundation(EvidenceInspector().inspect(CaptureFiles(directory: TestData.path("captures/" + capture))))
    }

    /// `good`'s metadata with one field replaced by `value` (JSON text), or removed when `value` is `nil`.
    private static func editedMetadata(_ field: String, _ value: String?) throws -> [UInt8] {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(TestData.bytes("captures/good/metadata.json"))) as? [String: Any])
        object[field] = try value.map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed) }
        return Array(try JSONSerialization.data(withJSONObject: object))
    }

    @Test(
        "evidence reports of the good capture with edited metadata",
        arguments: [
            ("device_model", #""iPhone \"Pro\" / 15\n\u0001é😀""#), ("device_model", nil), ("captured_at", #""yesterday""#),
            ("location", #"{"latitude": -0.0, "longitude": 1e-300, "altitude": 1.7976931348623157e308, "accuracy": 5e-324}"#),
            ("location", #"{"latitude": 91, "longitude": 0.1, "accuracy": -1}"#), ("depth_map_dimensions", #"{"width": 192, "height": 256}"#),
            ("assertion", "42"), ("photo_hash", #""00""#), ("extra_field", #"{"b": [1, {"a": null}], "a": true}"#),
            ("device_key_id", #""key/with/slashes""#),
        ] as [(String, String?)])
    func editedMetadataReports(field: String, value: String?) throws {
        let good = "captures/good/"
        let capture = CaptureBytes(
            name: "edited", photo: try TestData.bytes(good + "photo.jpg"), depth: try TestData.bytes(good + "depth.gz"),
            metadata: try Self.editedMetadata(field, value))
        expectSameAsFoundation(EvidenceInspector().inspect(capture))
    }

    /// The reference corpus maps that do not decode at their declared size, as their `.json` files
    /// describe them: 10 bytes (not whole floats), an empty payload, a second gzip member beyond the
    /// declared 256x96, a stream without its trailer (a raw, uncompressed map does decode).
    private static let undecodableCorpusMaps: Set = ["bad_length", "empty_payload", "gzip_two_members", "truncated_gzip"]

    @Test("analysis reports of every reference corpus map that decodes, at its declared size")
    func corpusReports() throws {
        var undecodable: Set<String> = []
        for name in TestData.corpusNames {
            let declared = try #require(
                try JSONSerialization.jsonObject(with: Data(TestData.bytes("reference/corpus/\(name).json"))) as? [String: Any])
            let (width, height) = (declared["width"] as? Int ?? 0, declared["height"] as? Int ?? 0)
            guard let map = try? TestData.corpusDepthMap(name, width: width, height: height) else {
                undecodable.insert(name)
                continue
            }
            expectSameAsFoundation(DepthAnalyzer().analyze(map))
        }
        #expect(undecodable == Self.undecodableCorpusMaps)
    }

    @Test("analysis reports of a synthetic scene of every kind and of the noisy batch corpus")
    func syntheticReports() throws {
        for kind in LabelledScene.Kind.allCases {
            let scene = LabelledScene(kind, seed: 1)
            expectSameAsFoundation(try DepthAnalyzer().analyze(scene.map, confidence: scene.confidence))
        }
        let noisy = NoisyDepthCorpus(seed: 16)
        for index in 0..<3 { expectSameAsFoundation(DepthAnalyzer().analyze(noisy.map(index))) }
    }

    @Test("odd floats: subnormals, signed zeros, extreme exponents, the largest and smallest of each type")
    func oddFloats() {
        expectSameAsFoundation(
            Numbers(
                doubles: [
                    -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown,
                    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300, 1e300, 1e-5, 1e-4, 123e-7, 1e15, 1e16, 1e17,
                    0.1 + 0.2, Double(1 << 53).nextUp, -.nan, .signalingNaN, .ulpOfOne,
                ],
                floats: [
                    -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown, .greatestFiniteMagnitude,
                    -.greatestFiniteMagnitude, 1e-38, 1e38, 8_388_607.5, 16_777_216, .ulpOfOne, .nan, .infinity,
                ],
                integers: [], unsigned: [], small: [], flag: true, nothing: -.infinity))
    }

    private struct Merged: Encodable {
        enum First: String, CodingKey { case zebra, middle, apple }
        enum Second: String, CodingKey { case banana, yak, aardvark }
        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: First.self)
            try first.encode(1, forKey: .zebra)
            var inner = first.nestedContainer(keyedBy: Second.self, forKey: .middle)
            try inner.encode("late", forKey: .yak)
            try inner.encode([3, 2], forKey: .aardvark)
            var second = encoder.container(keyedBy: Second.self)
            try second.encode(2.5, forKey: .banana)
            try first.encode(Self.Empty(), forKey: .apple)
            try second.encode([Self.Empty()], forKey: .aardvark)
        }
        /// A value that encodes nothing: `JSONEncoder` writes `{}`.
        struct Empty: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
    }

    @Test("one object filled through two keyed containers of different key types, out of order, values that encode nothing")
    func mergedContainers() {
        expectSameAsFoundation(Merged())
        // Sorted by hand: aardvark, apple, banana, middle (aardvark, yak), zebra.
        #expect(ReportEncoder.line(Merged()) == #"{"aardvark":[{}],"apple":{},"banana":2.5,"middle":{"aardvark":[3,2],"yak":"late"},"zebra":1}"#)
    }

    private struct Twice: Encodable {
        enum CodingKeys: String, CodingKey { case key }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("first", forKey: .key)
            try container.encode("second", forKey: .key)
        }
    }

    private struct LateWrite: Encodable {
        enum CodingKeys: String, CodingKey { case outer, inner, after }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .outer)
            try container.encode(1, forKey: .after)
            // The nested object was closed by the write above; JSONEncoder still fills it.
            try nested.encode(2, forKey: .inner)
        }
    }

    private struct QuotedKey: Encodable {
        let values = ["a\"b": 1, "a": 2]
    }

    @Test("a key set twice, a container written to after it closed, a key to escape: left to JSONEncoder")
    func streamingFallbacks() {
        expectLeftToFoundation(Twice())
        expectLeftToFoundation(LateWrite())
        expectLeftToFoundation(QuotedKey())
    }
}
