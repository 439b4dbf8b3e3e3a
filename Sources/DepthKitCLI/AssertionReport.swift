import DepthKit

/// The line `depthkit device assertion` prints for a verified assertion.
struct AssertionReport: Encodable {
    let status = "pass"
    let keyID: String
    let counter: UInt32
    let previousCounter: UInt32
    let outOfOrder: Bool
    let counterPolicy: CounterPolicy?
    let recorded: Bool

    /// An assertion verified and recorded by the registry.
    init(_ outcome: AssertionOutcome) {
        keyID = Base64.encode(outcome.keyID)
        counter = outcome.counter
        previousCounter = outcome.previousHighestCounter
        outOfOrder = outcome.outOfOrder
        counterPolicy = outcome.policy
        recorded = true
    }

    /// An assertion verified with a public key against a given previous counter.
    init(_ verified: VerifiedAssertion, keyID: [UInt8], previousCounter: UInt32) {
        self.keyID = Base64.encode(keyID)
        counter = verified.counter
        self.previousCounter = previousCounter
        outOfOrder = false
        counterPolicy = nil
        recorded = false
    }

    enum CodingKeys: String, CodingKey {
        case status, counter, recorded
        case keyID = "key_id"
        case previousCounter = "previous_counter"
        case outOfOrder = "out_of_order"
        case counterPolicy = "counter_policy"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(status, forKey: .status)
        try container.encode(keyID, forKey: .keyID)
        try container.encode(counter, forKey: .counter)
        try container.encode(previousCounter, forKey: .previousCounter)
        try container.encode(outOfOrder, forKey: .outOfOrder)
        try container.encode(counterPolicy, forKey: .counterPolicy)
        try container.encode(recorded, forKey: .recorded)
    }
}
