import DepthKitCore

/// Why `hash_chain.json` could not be read. (A chain that reads but does not verify is described by
/// ``HashChainProblem``.)
public enum HashChainError: ExplainedError, Equatable {
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

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .documentTooLarge(byteCount, limit): ("hash_chain_too_large", "hash chain is \(byteCount) bytes, above the \(limit)-byte limit")
        case .notJSON: ("hash_chain_not_json", "hash chain is not a JSON document")
        case let .wrongType(field, expected, found): ("hash_chain_wrong_type", "hash chain field \(field) is a \(found), expected a \(expected)")
        case let .missingField(field): ("hash_chain_missing_field", "hash chain lacks the field \(field)")
        case let .unexpectedField(field): ("hash_chain_unexpected_field", "hash chain has an unknown field \(field)")
        case let .notACount(field, value): ("hash_chain_not_a_count", "hash chain field \(field) is \(value), not a whole number ≥ 0")
        case let .tooManyFrames(count, limit): ("hash_chain_too_many_frames", "hash chain has \(count) frame hashes, above the limit of \(limit)")
        case let .tooManyCheckpoints(count, limit): ("hash_chain_too_many_checkpoints", "hash chain has \(count) checkpoints; the app keeps at most \(limit)")
        }
    }
}
