import DepthKitAttestation
import DepthKitCore

extension EvidenceCheck {
    /// The `hardware_attestation` detail of a capture without an assertion.
    public static let noAssertionDetail = "the capture carries no assertion: not hardware-attested"

    /// The passed `hardware_attestation` check of the capture assertion of the device key `keyID`,
    /// attested in `environment`, whose counter was judged as `outcome`: its counter (and whether
    /// it came out of order) in words and as ``AppAttestResult`` fields.
    public static func hardwareAttestation(
        keyID: [UInt8], environment: AppAttestEnvironment, passed outcome: AssertionOutcome
    ) -> EvidenceCheck {
        let order = outcome.outOfOrder ? ", out of order (highest seen \(outcome.previousHighestCounter))" : ""
        return EvidenceCheck(
            .hardwareAttestation, .pass,
            "assertion by device \(Base64.encode(keyID)) (App Attest \(environment.rawValue)) verifies over the capture hash, "
                + "counter \(outcome.counter)\(order)",
            appAttest: AppAttestResult(keyID: keyID, environment: environment, outcome: outcome))
    }

    /// The failed `hardware_attestation` check: the failed step's kind and message.
    public static func hardwareAttestation(failed error: DeviceRegistryError) -> EvidenceCheck {
        EvidenceCheck(.hardwareAttestation, .fail, "\(error.kind): \(error.description)")
    }
}
