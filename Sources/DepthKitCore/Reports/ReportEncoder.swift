import Foundation

/// The one way DepthKit writes a report: JSON with sorted keys (stable for scripts and diffs),
/// slashes unescaped, property names spelled snake_case (`captureHash` → `capture_hash`, so a
/// report type needs `CodingKeys` only for a real rename), as one line or indented.
///
/// Non-finite numbers: JSON has no NaN or infinity, so a `Float` or `Double` that is NaN, +∞ or −∞
/// is written as the string `"NaN"`, `"Infinity"` or `"-Infinity"` (the spellings JavaScript and
/// Python use). A report holding one still prints in full; the field's consumer sees a string
/// where a number is usual and can tell exactly which non-finite value it was.
public enum ReportEncoder {
    /// The string written for NaN.
    public static let notANumber = "NaN"
    /// The string written for +∞.
    public static let positiveInfinity = "Infinity"
    /// The string written for −∞.
    public static let negativeInfinity = "-Infinity"

    /// One line of JSON for `value`, without a trailing newline.
    public static func line(_ value: some Encodable) -> String {
        encode(value, formatting: [])
    }

    /// Indented JSON for `value` (two spaces per level), without a trailing newline.
    public static func pretty(_ value: some Encodable) -> String {
        encode(value, formatting: .prettyPrinted)
    }

    /// ``line(_:)`` of `value` as UTF-8 bytes, without a trailing newline and without the copies
    /// through `String` (an HTTP answer's body).
    public static func utf8Line(_ value: some Encodable) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        append(value, formatting: [], to: &bytes)
        return bytes
    }

    /// ``line(_:)`` of `value` and a newline, as the bytes of a `.json` report file.
    public static func lineBytes(_ value: some Encodable) -> [UInt8] {
        var bytes = utf8Line(value)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// Appends ``line(_:)`` of `value` and a newline to `bytes` (a JSON Lines record), without
    /// the copies through `String`.
    public static func appendLine(_ value: some Encodable, to bytes: inout [UInt8]) {
        append(value, formatting: [], to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `value` as a `String`, written by ``append(_:formatting:to:)``.
    private static func encode(_ value: some Encodable, formatting: JSONEncoder.OutputFormatting) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        append(value, formatting: formatting, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` written by ``ReportStreamingEncoder``, or by `JSONEncoder` for what only it
    /// handles: the same bytes either way.
    private static func append(_ value: some Encodable, formatting: JSONEncoder.OutputFormatting, to bytes: inout [UInt8]) {
        if !ReportStreamingEncoder.encode(value, pretty: formatting.contains(.prettyPrinted), appendingTo: &bytes) {
            bytes += encodeWithFoundation(value, formatting: formatting).utf8
        }
    }

    /// `JSONEncoder` with the settings above: the reference ``ReportStreamingEncoder`` matches (and the
    /// baseline its benchmark is measured against).
    @_spi(Benchmarking)
    public static func encodeWithFoundation(_ value: some Encodable, formatting: JSONEncoder.OutputFormatting) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting.union([.sortedKeys, .withoutEscapingSlashes])
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: notANumber)
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // Non-finite numbers are handled above, so only a report type's own `encode(to:)` can
            // throw here: the failure is printed as a report (strings only) instead of being lost.
            let failure = ["error": ErrorReport(kind: "report_not_encodable", message: "\(error)")]
            return (try? encoder.encode(failure)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        }
    }
}

/// A failure as reports print it: `{"kind": "truncated_stream", "message": "…"}`.
public struct ErrorReport: Codable, Equatable, Sendable {
    /// The machine-readable failure name (``DepthKitError/kind``).
    public let kind: String
    /// The human-readable message, naming the input.
    public let message: String

    /// Describes `error`, its message followed by the caller's `advice` for its kind.
    public init(_ error: some DepthKitError, advice: ErrorAdvice = .none) {
        kind = error.kind
        message = advice.message(for: error)
    }

    init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }
}
