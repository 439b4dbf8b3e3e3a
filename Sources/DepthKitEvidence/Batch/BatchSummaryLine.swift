import DepthKitCore

/// One line of `summary.jsonl`: what became of one input.
public struct BatchSummaryLine: Codable, Equatable, Sendable {
    /// Whether the input's outputs were all written.
    public enum Status: String, Codable, Sendable {
        /// Every task succeeded and every output was written.
        case ok
        /// The input failed; ``BatchSummaryLine/error`` says why, and no output of it was written.
        case error
    }

    /// The input's path (an undecodable byte of a name that is not UTF-8 shows as U+FFFD).
    public let input: String
    /// The input's path in ``EscapedFileName``'s lossless form, only when it is not valid UTF-8
    /// (`input_escaped`; absent otherwise).
    public let inputEscaped: String?
    /// `ok` or `error`.
    public let status: Status
    /// The outputs written, relative to the output directory (empty on error).
    public let outputs: [String]
    /// Why the input failed, or `nil`.
    public let error: ErrorReport?
    /// Wall-clock time spent on the input, in milliseconds (two decimals).
    public let ms: Double

    /// Creates a line; `ms` is rounded to two decimals.
    public init(
        input: String, inputEscaped: String? = nil, status: Status, outputs: [String], error: ErrorReport?, ms: Double
    ) {
        self.input = input
        self.inputEscaped = inputEscaped
        self.status = status
        self.outputs = outputs
        self.error = error
        self.ms = (ms * 100).rounded() / 100
    }

    private enum CodingKeys: String, CodingKey {
        case input, inputEscaped = "input_escaped", status, outputs, error, ms
    }

    /// Encodes every field, `error` as `null` when there is none; `input_escaped` only when present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(input, forKey: .input)
        if let inputEscaped { try container.encode(inputEscaped, forKey: .inputEscaped) }
        try container.encode(status, forKey: .status)
        try container.encode(outputs, forKey: .outputs)
        try container.encode(error, forKey: .error)
        try container.encode(ms, forKey: .ms)
    }

    /// The path that identifies the input: ``inputEscaped`` when there is one, else ``input``.
    public var inputIdentity: String { inputEscaped ?? input }

    /// The key that identifies "this input with these outputs" when resuming: the FNV-1a hash of
    /// the input path and the sorted output paths.
    static func resumeKey(input: String, outputs: [String]) -> UInt64 {
        FNV1a.hash(([input] + outputs.sorted()).joined(separator: "\u{0}"))
    }
}
