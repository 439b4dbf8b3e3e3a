import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence
import Foundation

extension SyntheticAppAttestAuthority {
    /// A new device for `appID`, registered in the device registry at `registryPath` (created
    /// when missing) from its attestation, verified against this authority's root at `time`, as
    /// `depthkit device register --trust-root` registers it.
    public func registeredDevice(appID: String, registryPath: String, at time: Date = referenceTime) async throws -> SyntheticDevice {
        let device = makeDevice(appID: appID)
        let challenge = Array("synthetic registration challenge".utf8)
        let verified = try await AttestationVerifier(appID: appID, environment: .development, trustAnchor: trustAnchor).verify(
            attestationObject: try device.attest(challenge: challenge), keyID: device.keyID,
            clientDataHash: ContentDigest.sha256(challenge).bytes, at: time)
        try DeviceRegistry(path: registryPath).register(verified, at: time)
        return device
    }
}
