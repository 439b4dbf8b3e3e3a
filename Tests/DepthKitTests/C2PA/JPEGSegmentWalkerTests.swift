import _DepthKitTestSupport
import Testing

@testable import DepthKitEvidence

@Suite("JPEG segment walker")
struct JPEGSegmentWalkerTests {
    @Test("walks a real photo's header up to the start of scan")
    func realPhoto() throws {
        let bytes = try TestData.bytes("real/promptda_bookshelf_room.rgb.jpg")
        let segments = try JPEGSegmentWalker.segments(of: bytes)
        // Offsets and sizes from walking the file by hand (2 + each segment's length field):
        // SOI, COM (16), DQT (67), DHT (216), SOF0 (17), SOS (12).
        #expect(segments.map(\.marker) == [0xD8, 0xFE, 0xDB, 0xC4, 0xC0, 0xDA])
        #expect(segments.map(\.offset) == [0, 2, 20, 89, 307, 326])
        #expect(segments.map(\.byteCount) == [2, 18, 69, 218, 19, 14])
        #expect(segments[1].payloadRange == 6..<20)
    }

    @Test("fill bytes before a marker are skipped; the segment starts at the last 0xFF")
    func fillBytes() throws {
        let segments = try JPEGSegmentWalker.segments(of: [0xFF, 0xD8, 0xFF, 0xFF, 0xFE, 0x00, 0x02, 0xFF, 0xD9])
        #expect(segments.map(\.marker) == [0xD8, 0xFE, 0xD9])
        #expect(segments.map(\.offset) == [0, 3, 7])
    }

    @Test("every malformed header is its own error", arguments: [
        ([0x00, 0x01], JPEGSegmentError.notJPEG),
        ([0xFF, 0xD8], .truncated(offset: 2, needed: 2)),
        ([0xFF, 0xD8, 0xFF, 0xE0, 0x00], .truncated(offset: 2, needed: 1)),
        ([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x08, 0x00], .truncated(offset: 2, needed: 5)),
        ([0xFF, 0xD8, 0x00], .markerExpected(offset: 2, found: 0x00)),
        ([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01], .invalidLength(offset: 2, length: 1)),
        ([0xFF, 0xD8, 0xFF, 0xD8], .unexpectedMarker(offset: 2, marker: 0xD8)),
        ([0xFF, 0xD8, 0xFF], .truncated(offset: 2, needed: 1)),
    ] as [([UInt8], JPEGSegmentError)])
    func malformed(bytes: [UInt8], expected: JPEGSegmentError) {
        #expect(throws: expected) { try JPEGSegmentWalker.segments(of: bytes) }
    }
}
