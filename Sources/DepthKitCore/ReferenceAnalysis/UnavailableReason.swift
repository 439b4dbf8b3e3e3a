/// Why a depth map could not be analysed (`unavailable_reason` in reports).
public enum UnavailableReason: String, Sendable, Codable, CaseIterable {
    /// The container could not be decoded (truncated, corrupt, checksum, trailing garbage, too large).
    case decodeFailed = "decode_failed"
    /// The input or its decoded payload holds no bytes.
    case emptyPayload = "empty_payload"
    /// The decoded length is not a whole number of Float32 values.
    case invalidLength = "invalid_length"
    /// The value count contradicts the declared dimensions (or matches no known sensor without them).
    case dimensionMismatch = "dimension_mismatch"
    /// No pixel holds a valid depth.
    case noValidDepth = "no_valid_depth"
    /// The confidence map does not fit the depth map or holds values other than 0, 1, 2.
    case confidenceMismatch = "confidence_mismatch"
    /// The input could not be read at all (missing, unreadable, too large).
    case unreadableInput = "unreadable_input"

    /// The reason a failure of any DepthKit stage makes an analysis unavailable.
    public init(_ error: any DepthKitError) {
        if let input = error as? InputError {
            self.init(input.underlying)
            return
        }
        switch error {
        case let decoding as DepthDecodingError:
            switch decoding {
            case .empty, .emptyPayload: self = .emptyPayload
            case .notWholeFloats: self = .invalidLength
            case .sizeMismatch, .unknownPixelCount, .invalidDimensions: self = .dimensionMismatch
            case .truncatedStream, .corruptStream, .checksumMismatch, .gzipHeaderChecksumMismatch, .gzipLengthMismatch, .trailingGarbage,
                .decodedSizeExceedsLimit:
                self = .decodeFailed
            }
        case is ConfidenceMapError: self = .confidenceMismatch
        case is InputReadError: self = .unreadableInput
        default: self = .decodeFailed
        }
    }
}
