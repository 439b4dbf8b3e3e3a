/// Everything that can be wrong with a depth (or confidence) payload's bytes.
public enum DepthDecodingError: ExplainedError, Equatable {
    /// The input has no bytes at all.
    case empty
    /// The compressed stream ends before its end marker or trailer.
    case truncatedStream(container: DepthContainer)
    /// The compressed stream is malformed at (roughly) this compressed byte offset.
    case corruptStream(container: DepthContainer, offset: Int)
    /// A checksum in the stream disagrees with the decompressed data.
    case checksumMismatch(container: DepthContainer, declared: UInt32, computed: UInt32)
    /// A gzip member header's CRC-16 (flag FHCRC) disagrees with the header bytes before it.
    case gzipHeaderChecksumMismatch(declared: UInt16, computed: UInt16)
    /// The gzip trailer's ISIZE disagrees with the decompressed length (mod 2³²).
    case gzipLengthMismatch(declared: UInt32, computed: UInt32)
    /// Bytes that are not another gzip member follow the end of the stream.
    case trailingGarbage(container: DepthContainer, offset: Int, byteCount: Int)
    /// Decompression would exceed ``DecodingLimits/maxDecodedBytes``.
    case decodedSizeExceedsLimit(limit: Int)
    /// The payload's length is not a whole number of Float32 values.
    case notWholeFloats(byteCount: Int)
    /// The payload's length does not match the expected dimensions.
    case sizeMismatch(expected: DepthDimensions, expectedBytes: Int, actualBytes: Int)
    /// No dimensions were given and the value count is not a known sensor size.
    case unknownPixelCount(valueCount: Int)
    /// The payload decoded to zero bytes.
    case emptyPayload(container: DepthContainer)
    /// The given dimensions are unusable.
    case invalidDimensions(DepthDimensionsError)

    public var category: FailureCategory {
        switch self {
        case .invalidDimensions(let error): error.category
        default: .badData
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .empty: return ("empty_input", "input is empty")
        case let .truncatedStream(container): return ("truncated_stream", "\(container) stream is truncated (ends before its end marker or trailer)")
        case let .corruptStream(container, offset): return ("corrupt_stream", "\(container) stream is corrupt near compressed byte \(offset)")
        case let .checksumMismatch(container, declared, computed):
            let name = container == .gzip ? "CRC-32" : "Adler-32"
            return ("checksum_mismatch", "\(container) \(name) mismatch: stream declares \(hex(declared)), data has \(hex(computed))")
        case let .gzipHeaderChecksumMismatch(declared, computed):
            return ("header_checksum_mismatch",
                "gzip header CRC-16 mismatch: header declares \(hex(UInt32(declared), digits: 4)), header bytes have \(hex(UInt32(computed), digits: 4))")
        case let .gzipLengthMismatch(declared, computed):
            return ("gzip_length_mismatch", "gzip ISIZE mismatch: trailer declares \(declared) bytes, data has \(computed) (mod 2^32)")
        case let .trailingGarbage(container, offset, byteCount):
            return ("trailing_garbage", "\(byteCount) bytes of trailing garbage after the \(container) stream at offset \(offset)")
        case let .decodedSizeExceedsLimit(limit):
            return ("decoded_size_exceeds_limit", "decompressed size exceeds the \(limit)-byte limit (decompression bomb?)")
        case let .notWholeFloats(byteCount): return ("not_whole_floats", "decoded payload is \(byteCount) bytes, not a multiple of 4 (Float32)")
        case let .sizeMismatch(expected, expectedBytes, actualBytes):
            return ("dimension_mismatch", "expected \(expected) = \(expectedBytes) bytes of Float32, decoded \(actualBytes) bytes")
        case let .unknownPixelCount(valueCount):
            let known = SensorSize.allCases.map(\.dimensions.description).joined(separator: ", ")
            return ("unknown_pixel_count", "\(valueCount) Float32 value\(valueCount == 1 ? " matches" : "s match") no known sensor size "
                + "(\(known))")
        case let .emptyPayload(container): return ("empty_payload", "\(container) payload decodes to 0 bytes")
        case let .invalidDimensions(error): return (error.kind, error.description)
        }
    }
}

private func hex(_ value: UInt32, digits count: Int = 8) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: max(count - digits.count, 0)) + digits
}
