import Foundation

/// The one time format of App Attest reports and options: ISO 8601 UTC, e.g. `2024-02-04T20:27:06Z`.
public enum AppAttestTime {
    /// `time` as ISO 8601 in UTC, whole seconds.
    public static func format(_ time: Date) -> String {
        time.formatted(.iso8601)
    }

    /// Parses ISO 8601 with a zone (`2024-02-04T20:27:06Z`, optionally with fractional seconds);
    /// `nil` for anything else.
    public static func parse(_ text: String) -> Date? {
        if let time = try? Date.ISO8601FormatStyle().parse(text) { return time }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }
}
