/// Which highest counter ``DeviceRegistry/recordAssertion(_:keyID:policy:against:at:)`` judges a
/// counter against: the device's own (`device.highest_counter`, every assertion of its key), or a
/// column of another table keyed by `key_id` that follows one kind of assertion only (the
/// service's request signatures, `service_device.highest_request_counter`). Whichever column is
/// judged, the device's own highest counter keeps following every accepted assertion.
///
/// The names are the code's own constants, never input: they are spliced into SQL.
package struct HighestCounterColumn: Sendable, Equatable {
    /// The table, with a `key_id` column naming the device.
    let table: String
    /// The column holding the highest counter.
    let column: String

    /// A column `column` of `table` (a table with a `key_id` column).
    package init(table: String, column: String) {
        self.table = table
        self.column = column
    }

    /// The device's own highest counter, over every assertion of its key.
    package static let device = HighestCounterColumn(table: "device", column: "highest_counter")
}
