import DepthKitCore

/// Why a JPEG file's header cannot be walked segment by segment. Offsets count bytes from the
/// start of the file.
public enum JPEGSegmentError: ExplainedError, Equatable {
    /// The file does not start with the start-of-image marker `FF D8`.
    case notJPEG
    /// The file ends inside the header: a segment at `offset` needs `needed` more bytes.
    case truncated(offset: Int, needed: Int)
    /// A byte other than `0xFF` where a marker was due.
    case markerExpected(offset: Int, found: UInt8)
    /// A segment length below 2 (it counts its own two bytes).
    case invalidLength(offset: Int, length: Int)
    /// A marker that cannot appear in a header (a second start of image).
    case unexpectedMarker(offset: Int, marker: UInt8)

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .notJPEG: ("jpeg_signature_missing", "not a JPEG file (no FF D8 start-of-image marker)")
        case let .truncated(offset, needed):
            ("jpeg_segment_truncated", "JPEG header ends inside the segment at byte \(offset), \(needed) more byte\(needed == 1 ? "" : "s") expected")
        case let .markerExpected(offset, found): ("jpeg_marker_expected", "JPEG marker expected at byte \(offset), found 0x\(String(found, radix: 16))")
        case let .invalidLength(offset, length): ("jpeg_segment_length_invalid", "JPEG segment at byte \(offset) declares length \(length) (at least 2)")
        case let .unexpectedMarker(offset, marker): ("jpeg_marker_unexpected", "JPEG marker 0x\(String(marker, radix: 16)) at byte \(offset) cannot appear in a header")
        }
    }
}
