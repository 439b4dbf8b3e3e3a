import DepthKitCore

/// Why a master key could not be loaded or stored. Messages name the key's source (a file path,
/// an environment variable's name, standard input) and at most its length, never its content.
public enum BundleKeyError: ExplainedError, Equatable {
    /// The key file could not be read.
    case unreadable(source: String, reason: InputReadError)
    /// The environment variable is not set.
    case environmentVariableUnset(name: String)
    /// The bytes are not a key: not 32 raw bytes, 64 hex digits or 44 base64 characters.
    case malformed(source: String, byteCount: Int)
    /// `bundle keygen` refuses to replace an existing key file.
    case keyFileExists(path: String)
    /// The new key file could not be written (`errno`).
    case keyFileWriteFailed(path: String, errno: Int32)

    public var category: FailureCategory {
        switch self {
        case let .unreadable(_, reason): reason.category
        case .environmentVariableUnset: .usage
        case .malformed: .badData
        case .keyFileExists, .keyFileWriteFailed: .io
        }
    }

    public var namesItsFile: Bool { true }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .unreadable(source, reason): (reason.kind, "key \(source): \(reason)")
        case let .environmentVariableUnset(name): ("key_environment_variable_unset", "key environment variable \(name) is not set")
        case let .malformed(source, byteCount):
            ("malformed_key", "key \(source) is not a 256-bit key (\(byteCount) bytes; expected 32 raw bytes, 64 hexadecimal digits or 44 base64 characters)")
        case let .keyFileExists(path): ("key_file_exists", "key file \(path) already exists; keygen never replaces a key")
        case let .keyFileWriteFailed(path, code): ("key_file_write_failed", "cannot write key file \(path): \(systemErrorMessage(code))")
        }
    }
}
