import DepthKitCore

extension EvidenceCheck {
    /// The `hardware_attestation` detail of a capture without an assertion.
    public static let noAssertionDetail = "the capture carries no assertion: not hardware-attested"

    /// The `hardware_attestation` check for the capture assertion of device `keyID`, from what
    /// verifying and recording it gave: `pass` with its counter (and whether it came out of
    /// order), or `fail` naming the failed step's kind.
    public static func hardwareAttestation(
        keyID: [UInt8], outcome: Result<AssertionOutcome, DeviceRegistryError>
    ) -> EvidenceCheck {
        switch outcome {
        case .success(let outcome):
            let order = outcome.outOfOrder ? ", out of order (highest seen \(outcome.previousHighestCounter))" : ""
            return EvidenceCheck(
                .hardwareAttestation, .pass,
                "assertion by device \(Base64.encode(keyID)) verifies over the capture hash, counter \(outcome.counter)\(order)")
        case .failure(let error):
            return EvidenceCheck(.hardwareAttestation, .fail, "\(error.kind): \(error.description)")
        }
    }
}
