/// How an assertion's counter is judged against the device's history.
public enum CounterPolicy: String, Sendable, CaseIterable, Codable {
    /// Online use: the counter must exceed the highest counter seen.
    case strict
    /// Re-verifying a history out of order (batches): a counter may not repeat; a counter below the
    /// highest seen passes and is reported as out of order.
    case unique
}
