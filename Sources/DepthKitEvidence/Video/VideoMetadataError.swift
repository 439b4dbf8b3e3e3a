import DepthKitCore

/// Why a video capture's `metadata.json` could not be read.
public enum VideoMetadataError: ExplainedError, Equatable {
    /// Larger than the limit (64 KiB).
    case tooLarge(byteCount: Int, limit: Int)
    /// Not a JSON object.
    case notAnObject
    /// A field has the wrong JSON type (``MetadataProblem/wrongType(field:expected:found:)``).
    case field(MetadataProblem)
    /// A count is not a whole number ≥ 0.
    case notACount(field: String, value: Double)
    /// A timestamp is not RFC 3339.
    case badTimestamp(field: String, text: String)
    /// A hash or assertion is not canonical base64 (a hash: of 32 bytes).
    case badBase64(field: String)

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .tooLarge(byteCount, limit): ("metadata_too_large", "metadata.json is \(byteCount) bytes, above the \(limit)-byte limit")
        case .notAnObject: ("metadata_not_an_object", "metadata.json is not a JSON object")
        case let .field(problem): (problem.kind, "metadata field \(problem)")
        case let .notACount(field, value): ("metadata_not_a_count", "metadata field \(field) is \(value), not a whole number ≥ 0")
        case let .badTimestamp(field, text): ("metadata_bad_timestamp", "metadata field \(field) is \"\(text)\", not an RFC 3339 timestamp")
        case let .badBase64(field): ("metadata_bad_base64", "metadata field \(field) is not canonical base64 of the right size")
        }
    }
}
