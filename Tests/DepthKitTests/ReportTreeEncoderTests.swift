import Foundation
import Testing
import _DepthKitTestSupport

@_spi(Benchmarking) @testable import DepthKitCore
@testable import DepthKitEvidence

/// ``ReportTreeEncoder`` must write exactly what `JSONEncoder` writes with ``ReportEncoder``'s
/// settings: every case compares the two byte for byte, and checks that the fast path was taken
/// (or, for what only `JSONEncoder` handles, that it was not).
@Suite("Report tree encoder")
struct ReportTreeEncoderTests {
    /// Both forms of `value` from both encoders; the fast path must have answered.
    private func expectSameAsFoundation(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) {
        for pretty in [false, true] {
            let fast = fastPath(value, pretty: pretty)
            let reference = ReportEncoder.encodeWithFoundation(value, formatting: pretty ? .prettyPrinted : [])
            #expect(fast == reference, sourceLocation: sourceLocation)
        }
    }

    /// What ``ReportTreeEncoder`` writes for `value`, or `nil` when it leaves `value` to `JSONEncoder`.
    private func fastPath(_ value: some Encodable, pretty: Bool) -> String? {
        var bytes = Array("unchanged".utf8)
        guard ReportTreeEncoder.encode(value, pretty: pretty, appendingTo: &bytes) else {
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
            try container.encode("first", forKey: .twice)
            try container.encode("second", forKey: .twice)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode("a")
            var inner = list.nestedContainer(keyedBy: CodingKeys.self)
            try inner.encode(true, forKey: .twice)
            var deeper = list.nestedUnkeyedContainer()
            try deeper.encodeNil()
            try list.encode(Optional<String>.none)
        }
    }

    @Test("empty and nested containers, a key set twice, optionals in arrays")
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
}
