/// One way a `metadata.json` breaks the upload contract. Each case carries what was found.
public enum MetadataProblem: Equatable, Sendable, CustomStringConvertible {
    /// The document is not JSON, or not a JSON object.
    case notAJSONObject
    /// A required field is absent.
    case missingField(String)
    /// A field has the wrong JSON type.
    case wrongType(field: String, expected: String, found: String)
    /// A string field that must not be empty is empty (or only spaces).
    case emptyString(field: String)
    /// A string field is longer than the contract allows (UTF-8 bytes).
    case tooLong(field: String, bytes: Int, maximum: Int)
    /// `captured_at` is not an ISO 8601 internet timestamp.
    case invalidTimestamp(String)
    /// `photo_hash` is not 64 lowercase hexadecimal digits.
    case invalidPhotoHash(String)
    /// A depth dimension is not a whole number in 1...1000.
    case dimensionOutOfRange(field: String, value: Double)
    /// A coordinate is outside its range.
    case coordinateOutOfRange(field: String, value: Double, limit: Double)
    /// `location.accuracy` is negative or not finite.
    case invalidAccuracy(Double)
    /// `assertion` is not non-empty canonical standard base64.
    case invalidBase64(field: String, characterCount: Int)

    public var description: String {
        switch self {
        case .notAJSONObject: "not a JSON object"
        case let .missingField(field): "\(field) is missing"
        case let .wrongType(field, expected, found): "\(field) is a \(found), expected \(expected)"
        case let .emptyString(field): "\(field) is empty"
        case let .tooLong(field, bytes, maximum): "\(field) is \(bytes) bytes, more than \(maximum)"
        case let .invalidTimestamp(text): "captured_at '\(text)' is not an RFC 3339 timestamp (YYYY-MM-DDTHH:MM:SS[.sss]Z or ±HH:MM)"
        case let .invalidPhotoHash(text): "photo_hash '\(text)' is not 64 lowercase hex digits"
        case let .dimensionOutOfRange(field, value): "\(field) = \(value) is not a whole number in 1...1000"
        case let .coordinateOutOfRange(field, value, limit): "\(field) = \(value) is outside [-\(limit), \(limit)]"
        case let .invalidAccuracy(value): "location.accuracy = \(value) is not a finite number ≥ 0"
        case let .invalidBase64(field, count): "\(field) (\(count) characters) is not non-empty canonical standard base64"
        }
    }
}
