/// Why `hash_chain.json` could not be read. (A chain that reads but does not verify is described by
/// ``HashChainProblem``.)
public enum HashChainError: DepthKitError, Equatable {
    /// The document is larger than ``HashChainLimits/maxDocumentBytes``.
    case documentTooLarge(byteCount: Int, limit: Int)
    /// The bytes are not a JSON document.
    case notJSON
    /// A value has the wrong JSON type (`field` is a path such as `checkpoints[1].hash`).
    case wrongType(field: String, expected: String, found: String)
    /// A required key is missing.
    case missingField(String)
    /// A key the format does not define.
    case unexpectedField(String)
    /// A count or frame number is not a whole number in range.
    case notACount(field: String, value: Double)
    /// More frame hashes than the limit allows.
    case tooManyFrames(count: Int, limit: Int)
    /// More checkpoints than the app ever keeps.
    case tooManyCheckpoints(count: Int, limit: Int)

    public var category: FailureCategory { .badData }

    public var kind: String {
        switch self {
        case .documentTooLarge: "hash_chain_too_large"
        case .notJSON: "hash_chain_not_json"
        case .wrongType: "hash_chain_wrong_type"
        case .missingField: "hash_chain_missing_field"
        case .unexpectedField: "hash_chain_unexpected_field"
        case .notACount: "hash_chain_not_a_count"
        case .tooManyFrames: "hash_chain_too_many_frames"
        case .tooManyCheckpoints: "hash_chain_too_many_checkpoints"
        }
    }

    public var description: String {
        switch self {
        case let .documentTooLarge(byteCount, limit):
            "hash chain is \(byteCount) bytes, above the \(limit)-byte limit"
        case .notJSON: "hash chain is not a JSON document"
        case let .wrongType(field, expected, found): "hash chain field \(field) is a \(found), expected a \(expected)"
        case let .missingField(field): "hash chain lacks the field \(field)"
        case let .unexpectedField(field): "hash chain has an unknown field \(field)"
        case let .notACount(field, value): "hash chain field \(field) is \(value), not a whole number ≥ 0"
        case let .tooManyFrames(count, limit): "hash chain has \(count) frame hashes, above the limit of \(limit)"
        case let .tooManyCheckpoints(count, limit): "hash chain has \(count) checkpoints; the app keeps at most \(limit)"
        }
    }
}
