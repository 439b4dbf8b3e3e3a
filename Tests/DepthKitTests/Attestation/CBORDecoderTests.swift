import _DepthKitTestSupport
import Testing
@testable import DepthKitAttestation
@testable import DepthKitCore

/// The strict CBOR decoder: RFC 8949 Appendix A encodings, canonical round trips, every error.
@Suite("CBOR decoder")
struct CBORDecoderTests {
    static func bytes(_ hex: String) -> [UInt8] { Hex.bytes(hex) }

    /// Examples from RFC 8949 Appendix A (hex encoding → value).
    static let examples: [(String, CBORValue)] = [
        ("00", .unsigned(0)),
        ("17", .unsigned(23)),
        ("1818", .unsigned(24)),
        ("1903e8", .unsigned(1000)),
        ("1a000f4240", .unsigned(1_000_000)),
        ("1b000000e8d4a51000", .unsigned(1_000_000_000_000)),
        ("1bffffffffffffffff", .unsigned(UInt64.max)),
        ("20", .negative(magnitudeMinusOne: 0)),
        ("3863", .negative(magnitudeMinusOne: 99)),
        ("40", .bytes([])),
        ("4401020304", .bytes([1, 2, 3, 4])),
        ("6449455446", .text("IETF")),
        ("62c3bc", .text("ü")),
        ("80", .array([])),
        ("83010203", .array([.unsigned(1), .unsigned(2), .unsigned(3)])),
        ("a201020304", .map([CBORMapEntry(key: .unsigned(1), value: .unsigned(2)),
                             CBORMapEntry(key: .unsigned(3), value: .unsigned(4))])),
        ("a26161016162820203", .map([CBORMapEntry(key: .text("a"), value: .unsigned(1)),
                                     CBORMapEntry(key: .text("b"), value: .array([.unsigned(2), .unsigned(3)]))])),
        ("c11a514b67b0", .tagged(tag: 1, value: .unsigned(1_363_896_240))),
        ("f4", .bool(false)), ("f5", .bool(true)), ("f6", .null), ("f7", .undefined),
    ]

    @Test("RFC 8949 examples decode to their values and re-encode to their bytes", arguments: examples)
    func example(hex: String, value: CBORValue) throws {
        let input = Self.bytes(hex)
        #expect(try CBORDecoder().decode(input) == value)
        #expect(value.encoded() == input)
    }

    @Test("accessors read maps, strings and integers")
    func accessors() throws {
        // {"fmt": "x", 1: h'01', -3: [1]}
        let value = try CBORDecoder().decode(Self.bytes("a363666d746178014101228101"))
        #expect(value[textKey: "fmt"]?.textValue == "x")
        #expect(value[integerKey: 1]?.byteStringValue == [1])
        #expect(value[integerKey: -3]?.arrayValue == [.unsigned(1)])
        #expect(value[textKey: "absent"] == nil)
        #expect(CBORValue.negative(magnitudeMinusOne: UInt64.max).integerValue == nil)
        #expect(CBORValue.unsigned(UInt64.max).integerValue == nil)
    }

    static let malformed: [(String, CBORDecodingError)] = [
        ("", .truncated(offset: 0, needed: 1)),
        ("19 03", .truncated(offset: 2, needed: 1)),
        ("44 0102", .truncated(offset: 3, needed: 2)),
        // A map claiming 2⁶⁴−1 entries in 9 bytes: refused before any allocation.
        ("bb ffffffffffffffff", .truncated(offset: 9, needed: Int.max)),
        ("9a ffffffff", .truncated(offset: 5, needed: 0xffff_ffff)),
        ("5f 41 01 ff", .indefiniteLength(offset: 0)),
        ("9f ff", .indefiniteLength(offset: 0)),
        ("ff", .indefiniteLength(offset: 0)),
        ("1c", .reservedAdditionalInfo(offset: 0, value: 28)),
        ("18 17", .nonCanonicalHead(offset: 0)),
        ("19 00ff", .nonCanonicalHead(offset: 0)),
        ("1a 0000ffff", .nonCanonicalHead(offset: 0)),
        ("1b 00000000ffffffff", .nonCanonicalHead(offset: 0)),
        ("81 58 01 00", .nonCanonicalHead(offset: 1)),
        ("62 c328", .invalidUTF8(offset: 0)),
        ("a2 01 02 01 03", .duplicateMapKey(offset: 3)),
        ("f9 3c00", .unsupportedSimpleValue(offset: 0, additionalInfo: 25)),
        ("fb 3ff199999999999a", .unsupportedSimpleValue(offset: 0, additionalInfo: 27)),
        ("f0", .unsupportedSimpleValue(offset: 0, additionalInfo: 16)),
        ("f8 ff", .unsupportedSimpleValue(offset: 0, additionalInfo: 24)),
        ("01 02", .trailingBytes(offset: 1, byteCount: 1)),
    ]

    @Test("malformed input fails with its own error", arguments: malformed)
    func malformedInput(hex: String, error: CBORDecodingError) {
        #expect(throws: error) { try CBORDecoder().decode(Self.bytes(hex.replacingOccurrences(of: " ", with: ""))) }
        #expect(error.kind.hasPrefix("cbor_"))
    }

    @Test("nesting is capped at the limit")
    func nesting() throws {
        let limits = CBORLimits(maxInputBytes: 1 << 20, maxNestingDepth: 4)
        // Three nested arrays around an integer: depth 4, accepted.
        #expect(try CBORDecoder(limits: limits).decode(Self.bytes("81818101")) != .null)
        #expect(throws: CBORDecodingError.nestingTooDeep(offset: 3, limit: 4)) {
            try CBORDecoder(limits: limits).decode(Self.bytes("8181818101"))
        }
        // 100 000 nested arrays with the default limit: an error, not a stack overflow.
        let deep = [UInt8](repeating: 0x81, count: 100_000) + [0x01]
        #expect(throws: CBORDecodingError.nestingTooDeep(offset: 15, limit: 16)) { try CBORDecoder().decode(deep) }
    }

    @Test("input above the size limit is refused before decoding")
    func sizeLimit() {
        let limits = CBORLimits(maxInputBytes: 8, maxNestingDepth: 16)
        #expect(throws: CBORDecodingError.inputTooLarge(byteCount: 10, limit: 8)) {
            try CBORDecoder(limits: limits).decode([0x49] + [UInt8](repeating: 0, count: 9))
        }
    }

    @Test("decodePrefix stops after the first item")
    func prefix() throws {
        let (value, count) = try CBORDecoder().decodePrefix(Self.bytes("a10102ffff")[...])
        #expect(value == .map([CBORMapEntry(key: .unsigned(1), value: .unsigned(2))]))
        #expect(count == 3)
    }

    @Test("random byte strings decode or fail with a typed error, and what decodes re-encodes to itself",
          arguments: [1 as UInt64, 2, 3, 4])
    func fuzz(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var decoded = 0
        for _ in 0..<20_000 {
            let length = Int(random.next() % 24)
            // Bias towards small heads so that nested structures appear often.
            let input = (0..<length).map { _ in
                random.next() % 2 == 0 ? UInt8(truncatingIfNeeded: random.next()) : UInt8(random.next() % 0xa8)
            }
            if let value = try? CBORDecoder().decode(input) {
                decoded += 1
                #expect(value.encoded() == input)
            }
        }
        // About 2% of these inputs are well-formed items (measured: 369–410 of 20 000 per seed).
        #expect(decoded > 200)
    }

    @Test("the real attestation objects are canonical: they re-encode to their own bytes")
    func realVectorsRoundTrip() throws {
        for vector in try AppAttestVectors.attestations() {
            #expect(try CBORDecoder().decode(vector.attestationObject).encoded() == vector.attestationObject)
        }
    }
}
