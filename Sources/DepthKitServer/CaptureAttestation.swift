import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence

/// The first half of a photo capture's `hardware_attestation` check: its App Attest assertion
/// verified over the capture hash, CPU work made in the same trip to the thread pool as the
/// inspection. An assertion that verifies still has its counter judged and recorded by the store
/// (``ServiceRoutes/attested(_:_:)``), which completes the check.
enum CaptureAttestation: Sendable {
    /// The check is made without the store: the capture carries no assertion, its device is not
    /// registered, or the assertion does not verify (reported in the evidence, like any other failure).
    case decided(EvidenceCheck)
    /// The assertion of `device` verifies over the capture hash; its counter is yet to be recorded.
    case verified(VerifiedAssertion, device: ServiceDevice)

    /// Verifies `assertion` (from the capture's metadata) of `device` (the store's answer for the
    /// uploading device, or for the device `metadataKeyID` names) over `captureHash`.
    init(assertion: [UInt8]?, device: ServiceDevice?, metadataKeyID: [UInt8]?, captureHash: ContentDigest) {
        guard let assertion else {
            self = .decided(EvidenceCheck(.hardwareAttestation, .unavailable, EvidenceCheck.noAssertionDetail))
            return
        }
        guard let device else {
            let named = metadataKeyID.map { "device \(Base64.encode($0)) is not registered with this service" }
            self = .decided(
                EvidenceCheck(
                    .hardwareAttestation, metadataKeyID == nil ? .unavailable : .fail,
                    (named ?? "no device_key_id in metadata") + ": the assertion is not verified, not hardware-attested"))
            return
        }
        let clientDataHash = HardwareAttestationContext.clientDataHash(captureHash: captureHash)
        do throws(AppAttestError) {
            self = .verified(
                try AssertionVerifier(appID: device.appID).verify(
                    assertion: assertion, clientDataHash: clientDataHash, publicKeyX963: device.publicKeyX963),
                device: device)
        } catch {
            self = .decided(EvidenceCheck.hardwareAttestation(failed: .assertionRejected(error)))
        }
    }

    /// The check the inspection reports: the decided one, or while the counter is yet to be
    /// recorded, `unavailable` (which ``ServiceRoutes/attested(_:_:)`` always replaces).
    var check: EvidenceCheck {
        switch self {
        case .decided(let check): check
        case .verified: EvidenceCheck(.hardwareAttestation, .unavailable, "the assertion's counter is not recorded yet")
        }
    }
}
