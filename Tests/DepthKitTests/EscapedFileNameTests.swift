import DepthKitCore
import DepthKitEvidence
import Testing

@Suite("Escaped file names")
struct EscapedFileNameTests {
    @Test("exact escapes", arguments: [
        // Hand-checked: bytes outside UTF-8 and "%" become %XX; valid sequences (é = c3 a9) stay.
        ([0x62, 0x61, 0x64, 0xff] as [UInt8], "bad%FF"),
        ([0x31, 0x30, 0x30, 0x25], "100%25"),
        ([0xc3, 0xa9, 0xc3, 0x28], "é%C3("),
        ([0xed, 0xa0, 0x80], "%ED%A0%80"),  // a UTF-16 surrogate encoded in UTF-8 is not UTF-8
        ([0xc0, 0xaf], "%C0%AF"),  // overlong "/"
        ([0x0a, 0xf0, 0x9f, 0x98, 0x80], "\n😀"),
    ])
    func escapes(bytes: [UInt8], escaped: String) {
        #expect(EscapedFileName.escape(bytes) == escaped)
        #expect(EscapedFileName.unescape(escaped) == bytes)
    }

    @Test("any bytes round-trip; UTF-8 without % is its own escape")
    func roundTrips() {
        var random = SplitMix64(seed: 12)
        for length in 0..<300 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            #expect(EscapedFileName.unescape(EscapedFileName.escape(bytes)) == bytes)
        }
        for text in ["plain.depth.gz", "ünïcödé/日本.gz", "odd name 'quoted'\nü"] {
            #expect(EscapedFileName.escape(Array(text.utf8)) == text)
        }
        // An escape is always plain text: escaping it again changes only its "%" signs.
        #expect(EscapedFileName.escape(Array("bad%FF".utf8)) == "bad%25FF")
    }
}
