/// A verified and recorded assertion: its counter and how it stands against the device's history.
public struct AssertionOutcome: Sendable, Equatable {
    /// The device's key id.
    public let keyID: [UInt8]
    /// The assertion's counter.
    public let counter: UInt32
    /// The highest counter recorded before this assertion.
    public let previousHighestCounter: UInt32
    /// Whether the counter is below the highest seen (passes only under ``CounterPolicy/unique``).
    public let outOfOrder: Bool
    /// The policy the counter was judged by.
    public let policy: CounterPolicy

    /// Creates an outcome (a store recording assertions outside the registry file makes one).
    public init(keyID: [UInt8], counter: UInt32, previousHighestCounter: UInt32, outOfOrder: Bool, policy: CounterPolicy) {
        self.keyID = keyID
        self.counter = counter
        self.previousHighestCounter = previousHighestCounter
        self.outOfOrder = outOfOrder
        self.policy = policy
    }
}
