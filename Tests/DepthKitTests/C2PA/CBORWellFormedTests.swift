import Testing

@testable import DepthKitAttestation

/// ``CBORDecoder/Rules/wellFormed``: what C2PA's encoders write and the canonical rules refuse.
@Suite("CBOR well-formed rules")
struct CBORWellFormedTests {
    static let wellFormed = CBORDecoder(rules: .wellFormed)

    @Test("indefinite-length maps, arrays and chunked strings decode to their definite values", arguments: [
        // {_ "a": [_ 1, 2]}
        ([0xBF, 0x61, 0x61, 0x9F, 0x01, 0x02, 0xFF, 0xFF], CBORValue.map([CBORMapEntry(key: .text("a"), value: .array([.unsigned(1), .unsigned(2)]))])),
        // (_ h'01', h'0203')
        ([0x5F, 0x41, 0x01, 0x42, 0x02, 0x03, 0xFF], .bytes([1, 2, 3])),
        // (_ "ab", "c")
        ([0x7F, 0x62, 0x61, 0x62, 0x61, 0x63, 0xFF], .text("abc")),
        // 24 in a two-byte head (not shortest), 1.5 as half, single and double floats
        ([0x19, 0x00, 0x18], .unsigned(24)),
        ([0xF9, 0x3E, 0x00], .float(1.5)),
        ([0xFA, 0x3F, 0xC0, 0x00, 0x00], .float(1.5)),
        ([0xFB, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0], .float(1.5)),
        // 0x8001: the smallest negative half-precision subnormal, −2⁻²⁴
        ([0xF9, 0x80, 0x01], .float(-0x1p-24)),
    ] as [([UInt8], CBORValue)])
    func accepted(bytes: [UInt8], expected: CBORValue) throws {
        #expect(try Self.wellFormed.decode(bytes) == expected)
        #expect(throws: CBORDecodingError.self) { try CBORDecoder().decode(bytes) }
    }

    @Test("still refused: a stray break, chunks of another type, an unclosed map, a repeated key", arguments: [
        ([0xFF], CBORDecodingError.indefiniteLength(offset: 0)),
        ([0x5F, 0x61, 0x61, 0xFF], .indefiniteLength(offset: 1)),
        ([0xBF, 0x61, 0x61, 0x01], .truncated(offset: 4, needed: 1)),
        ([0xBF, 0x61, 0x61, 0x01, 0x61, 0x61, 0x02, 0xFF], .duplicateMapKey(offset: 4)),
        ([0x9F, 0x1F], .indefiniteLength(offset: 1)),
    ] as [([UInt8], CBORDecodingError)])
    func refused(bytes: [UInt8], expected: CBORDecodingError) {
        #expect(throws: expected) { try Self.wellFormed.decode(bytes) }
    }

    @Test("a float re-encodes as a double")
    func floatEncoding() {
        #expect(CBORValue.float(1.5).encoded() == [0xFB, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0])
    }
}
