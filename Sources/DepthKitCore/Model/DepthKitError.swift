/// What every DepthKit error can say about itself, so that callers (the CLI, batch runs) can
/// report and group failures without knowing each stage's error type.
public protocol DepthKitError: Error, Sendable, CustomStringConvertible {
    /// The broad class of failure, which decides the CLI's exit status.
    var category: FailureCategory { get }
    /// A short machine-readable name of the failure, e.g. `"truncated_stream"`.
    var kind: String { get }
    /// Whether ``description`` already names the file it is about (then ``InputError`` does not
    /// name it again). `false` unless an error says otherwise.
    var namesItsFile: Bool { get }
}

extension DepthKitError {
    public var namesItsFile: Bool { false }
}

/// A ``DepthKitError`` with many cases, each stating its ``DepthKitError/kind`` and its message
/// side by side in one switch (``explanation``), so that a case's kind and message are read and
/// changed in one place. An error with a single kind conforms to ``DepthKitError`` directly.
public protocol ExplainedError: DepthKitError {
    /// This case's stable snake_case kind and its human-readable message (the ``description``).
    var explanation: (kind: String, message: String) { get }
}

extension ExplainedError {
    /// The kind stated by ``explanation``.
    public var kind: String { explanation.kind }
    /// The message stated by ``explanation``.
    public var description: String { explanation.message }
}

/// Broad classes of failure, mirroring the BSD `sysexits.h` statuses the CLI returns.
public enum FailureCategory: String, Sendable, CaseIterable {
    /// The command line itself is wrong (64, `EX_USAGE`).
    case usage
    /// The input exists but its content is invalid (65, `EX_DATAERR`).
    case badData = "bad_data"
    /// The input does not exist or cannot be opened (66, `EX_NOINPUT`).
    case missingInput = "missing_input"
    /// Reading or writing failed part-way (74, `EX_IOERR`).
    case io

    /// The process exit status for this category.
    public var exitStatus: Int32 {
        switch self {
        case .usage: 64
        case .badData: 65
        case .missingInput: 66
        case .io: 74
        }
    }
}

/// A failure tied to the input it came from: `"scan.depth.gz: gzip stream is truncated …"`.
public struct InputError: DepthKitError {
    /// The input's path as the user gave it (`-` for standard input).
    public let input: String
    /// What went wrong with it.
    public let underlying: any DepthKitError

    /// Ties `underlying` to `input`.
    public init(input: String, underlying: any DepthKitError) {
        self.input = input
        self.underlying = underlying
    }

    public var category: FailureCategory { underlying.category }
    public var kind: String { underlying.kind }
    public var description: String { underlying.namesItsFile ? underlying.description : "\(input): \(underlying)" }
}

extension DepthDimensionsError: DepthKitError {
    public var category: FailureCategory { .badData }
    public var kind: String {
        switch self {
        case .notPositive: "dimensions_not_positive"
        case .overflow: "dimensions_overflow"
        }
    }
}

extension DepthMapError: DepthKitError {
    public var category: FailureCategory { .badData }
    public var kind: String { "value_count_mismatch" }
}

extension ValidDepthRangeError: DepthKitError {
    public var category: FailureCategory { .usage }
    public var kind: String { "invalid_depth_range" }
}
