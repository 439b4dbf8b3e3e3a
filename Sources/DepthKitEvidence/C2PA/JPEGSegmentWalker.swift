/// Walks a JPEG file's header: the marker segments from start of image up to and including the
/// first start of scan (or end of image), without decoding anything. Time is linear in the
/// number of segments; nothing is copied.
public enum JPEGSegmentWalker {
    /// The header's segments in file order, the start of image first.
    public static func segments(of bytes: [UInt8]) throws(JPEGSegmentError) -> [JPEGSegment] {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw .notJPEG }
        var segments = [JPEGSegment(marker: 0xD8, offset: 0, byteCount: 2)]
        var index = 2
        while true {
            guard index < bytes.count else { throw .truncated(offset: index, needed: 2) }
            guard bytes[index] == 0xFF else { throw .markerExpected(offset: index, found: bytes[index]) }
            // Fill bytes: any number of 0xFF may precede a marker.
            var markerIndex = index + 1
            while markerIndex < bytes.count, bytes[markerIndex] == 0xFF { markerIndex += 1 }
            guard markerIndex < bytes.count else { throw .truncated(offset: index, needed: 1) }
            let marker = bytes[markerIndex]
            let offset = markerIndex - 1
            switch marker {
            case 0xD9:
                segments.append(JPEGSegment(marker: marker, offset: offset, byteCount: 2))
                return segments
            case 0x01, 0xD0...0xD7:
                segments.append(JPEGSegment(marker: marker, offset: offset, byteCount: 2))
                index = offset + 2
                continue
            case 0x00, 0xD8:
                throw .unexpectedMarker(offset: offset, marker: marker)
            default:
                break
            }
            guard offset + 4 <= bytes.count else { throw .truncated(offset: offset, needed: offset + 4 - bytes.count) }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { throw .invalidLength(offset: offset, length: length) }
            guard offset + 2 + length <= bytes.count else {
                throw .truncated(offset: offset, needed: offset + 2 + length - bytes.count)
            }
            segments.append(JPEGSegment(marker: marker, offset: offset, byteCount: 2 + length))
            if marker == JPEGSegment.startOfScan { return segments }
            index = offset + 2 + length
        }
    }
}
