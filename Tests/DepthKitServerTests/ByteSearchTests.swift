@testable import DepthKitServer
import Testing

/// `UnsafeRawBufferPointer.firstOffset(of:from:)`, the multipart parser's delimiter search.
@Suite("depthkit serve: byte search")
struct ByteSearchTests {
    private func offset(of needle: String, in haystack: String, from start: Int) -> Int? {
        Array(haystack.utf8).withUnsafeBytes { haystack in
            Array(needle.utf8).withUnsafeBytes { haystack.firstOffset(of: $0, from: start) }
        }
    }

    // Offsets counted by hand in the haystacks: "\r\n--b" starts at 0, 8 and 13 of "\r\n--bxyz\r\n--b\r\n--b".
    @Test("the first occurrence at or after the start, at the ends too; nil when absent or out of range", arguments: [
        (0, 0 as Int?), (1, 8), (8, 8), (9, 13), (13, 13), (14, nil), (18, nil), (19, nil),
    ])
    func offsets(start: Int, expected: Int?) {
        #expect(offset(of: "\r\n--b", in: "\r\n--bxyz\r\n--b\r\n--b", from: start) == expected)
    }

    @Test("a needle longer than the rest, or a near miss, is not found")
    func misses() {
        #expect(offset(of: "\r\n--boundary", in: "xx\r\n--bound", from: 0) == nil)
        #expect(offset(of: "\r\n--b", in: "\r\n-b\r\n--c\n--b", from: 0) == nil)
    }
}
