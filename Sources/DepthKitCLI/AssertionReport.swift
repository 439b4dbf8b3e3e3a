import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence

/// The line `depthkit device assertion` prints for a verified assertion.
struct AssertionReport: Encodable {
    let status = "pass"
    let keyID: String
    let counter: UInt32
    let previousCounter: UInt32
    let outOfOrder: Bool
    @ReportOptional var counterPolicy: CounterPolicy?
    let recorded: Bool

    /// The report for people: `pass  KEYID  counter 5 (previous 3)`, then whether it was recorded
    /// (and under which policy) and whether it came out of order.
    var text: String {
        "\(status)  \(keyID)  counter \(counter) (previous \(previousCounter))"
            + (recorded ? "  recorded" + (counterPolicy.map { " (\($0.rawValue))" } ?? "") : "  not recorded")
            + (outOfOrder ? "  out of order" : "")
    }

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
}
