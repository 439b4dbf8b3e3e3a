import Foundation

/// Instants as C2PA reports print them: ISO 8601 in UTC, whole seconds.
public enum C2PATime {
    /// `2026-11-26T19:30:00Z`.
    public static func iso8601(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().dateSeparator(.dash).time(includingFractionalSeconds: false).timeSeparator(.colon).timeZone(separator: .omitted))
    }
}
