import DepthKitCore
import Foundation

/// What the `hardware_attestation` evidence check needs: the device registry, optionally the
/// device (else `device_key_id` from `metadata.json`), the counter policy and the time recorded.
public struct HardwareAttestationContext: Sendable {
    /// The keyring holding the capture's device: a ``DeviceRegistry`` or a service's store.
    public let registry: any AssertionKeyring
    /// The device's key id; `nil` reads `device_key_id` from the capture's metadata.
    public let deviceKeyID: [UInt8]?
    /// How the assertion's counter is judged (`unique` for re-verifying batches out of order).
    public let policy: CounterPolicy
    /// The time recorded with the assertion's use; `nil` means the time of the check.
    public let time: Date?

    /// Creates a context.
    public init(registry: any AssertionKeyring, deviceKeyID: [UInt8]? = nil, policy: CounterPolicy = .strict, time: Date? = nil) {
        self.registry = registry
        self.deviceKeyID = deviceKeyID
        self.policy = policy
        self.time = time
    }

    /// The check for a capture whose assertion (from metadata), device key id (from metadata)
    /// and capture hash are given: the assertion's client data is the 32-byte capture hash, so
    /// the device signed SHA-256(capture hash).
    func check(assertion: [UInt8]?, metadataKeyID: [UInt8]?, captureHash: ContentDigest?) -> EvidenceCheck {
        guard let assertion else { return Self.unavailable(assertionPresent: false) }
        guard let keyID = deviceKeyID ?? metadataKeyID else {
            return EvidenceCheck(
                .hardwareAttestation, .unavailable,
                "no device key id (none given, no device_key_id in metadata.json): not hardware-attested")
        }
        guard let captureHash else {
            return EvidenceCheck(.hardwareAttestation, .unavailable, "no capture hash (photo or depth unreadable)")
        }
        let verification = Result { () throws(DeviceRegistryError) in
            guard let device = try registry.verificationKey(keyID: keyID) else { throw .unknownKey(keyID: keyID) }
            let outcome = try registry.verifyAssertion(
                assertion, clientDataHash: Self.clientDataHash(captureHash: captureHash), device: device, policy: policy,
                at: time ?? Date())
            return (device, outcome)
        }
        switch verification {
        case .success(let (device, outcome)):
            return EvidenceCheck.hardwareAttestation(keyID: keyID, environment: device.environment, passed: outcome)
        case .failure(let error):
            return EvidenceCheck.hardwareAttestation(failed: error)
        }
    }

    /// The client data hash of a capture assertion: the app signs the 32-byte capture hash as its
    /// client data, so the hash is SHA-256(capture hash).
    public static func clientDataHash(captureHash: ContentDigest) -> [UInt8] {
        ContentDigest.sha256(captureHash.bytes).bytes
    }

    /// The `hardware_attestation` check that could not run: the capture carries no assertion, or
    /// (`assertionPresent`) no registry was given to verify it with.
    static func unavailable(assertionPresent: Bool) -> EvidenceCheck {
        EvidenceCheck(
            .hardwareAttestation, .unavailable,
            assertionPresent
                ? "no device registry given: the assertion is not verified, not hardware-attested"
                : EvidenceCheck.noAssertionDetail)
    }
}
