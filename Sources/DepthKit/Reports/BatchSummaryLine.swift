/// One line of `summary.jsonl`: what became of one input.
public struct BatchSummaryLine: Codable, Equatable, Sendable {
    /// Whether the input's outputs were all written.
    public enum Status: String, Codable, Sendable {
        /// Every task succeeded and every output was written.
        case ok
        /// The input failed; ``BatchSummaryLine/error`` says why, and no output of it was written.
        case error
    }

    /// The input's path.
    public let input: String
    /// `ok` or `error`.
    public let status: Status
    /// The outputs written, relative to the output directory (empty on error).
    public let outputs: [String]
    /// Why the input failed, or `nil`.
    public let error: ErrorReport?
    /// Wall-clock time spent on the input, in milliseconds (two decimals).
    public let ms: Double

    /// Creates a line; `ms` is rounded to two decimals.
    public init(input: String, status: Status, outputs: [String], error: ErrorReport?, ms: Double) {
        self.input = input
        self.status = status
        self.outputs = outputs
        self.error = error
        self.ms = (ms * 100).rounded() / 100
    }

    /// The key that identifies "this input with these outputs" when resuming: the FNV-1a hash of
    /// the input path and the sorted output paths.
    static func resumeKey(input: String, outputs: [String]) -> UInt64 {
        FNV1a.hash(([input] + outputs.sorted()).joined(separator: "\u{0}"))
    }
}
