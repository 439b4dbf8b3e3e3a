import Foundation

/// Encodes reports as single-line JSON with sorted keys, so that output is stable for scripts and
/// diffs. Keys are spelled snake_case by each report's `CodingKeys`.
public enum JSONLine {
    /// One line of JSON for `value`, without a trailing newline.
    public static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Reports contain only strings, numbers, booleans and nulls: encoding cannot fail.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
    }
}

/// A failure as reports print it: `{"kind": "truncated_stream", "message": "…"}`.
public struct ErrorReport: Codable, Equatable, Sendable {
    /// The machine-readable failure name (``DepthKitError/kind``).
    public let kind: String
    /// The human-readable message, naming the input.
    public let message: String

    /// Describes `error`.
    public init(_ error: some DepthKitError) {
        kind = error.kind
        message = error.description
    }
}
