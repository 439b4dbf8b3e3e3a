/// The one shape of a per-file line: `{"file": …, "ok": …, <the details' fields>, "error": …}`.
/// A file that failed prints the same keys as one that succeeded, its details `null` and `error`
/// set, so that a consumer reads every line of a command alike.
///
/// `Details` is a command's own fields (``DecodedFileDetails`` for `info`, ``FileHashDetails`` for
/// `hash`, ``PictureDetails`` for `render` and `overlay`); they are read through the report
/// itself (`report.width`).
@dynamicMemberLookup
public struct FileReport<Details: Encodable & Sendable>: Encodable, Sendable {
    /// The input path as given.
    public let file: String
    /// The command's fields; all `nil` (except what the command knew before failing) on failure.
    public let details: Details
    /// Why the file failed, or `nil`.
    public let error: ErrorReport?

    /// Whether the file was handled cleanly.
    public var ok: Bool { error == nil }

    /// The report of a file: handled when `error` is `nil`, failed with `error` otherwise (its
    /// message followed by the caller's `advice`).
    public init(file: String, details: Details, error: InputError? = nil, advice: ErrorAdvice = .none) {
        self.file = file
        self.details = details
        self.error = error.map { ErrorReport($0, advice: advice) }
    }

    /// A field of ``details``.
    public subscript<Value>(dynamicMember field: KeyPath<Details, Value>) -> Value {
        details[keyPath: field]
    }

    private enum CodingKeys: CodingKey {
        case file, ok, error
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(ok, forKey: .ok)
        try container.encode(error, forKey: .error)
        try details.encode(to: encoder)
    }
}
