import DepthKitAttestation
import DepthKitCore
import Foundation

/// Where the assertion checks (`hardware_attestation` of photos and videos, `video verify`) find
/// devices' keys and judge and record assertion counters: the embedded ``DeviceRegistry``, or a
/// service's own store of devices. ``verifyAssertion(_:clientDataHash:keyID:appID:policy:at:)``
/// is built on the four requirements, so every keyring verifies alike.
public protocol AssertionKeyring: Sendable {
    /// The key of the device `keyID`, or `nil` when it is not registered.
    func verificationKey(keyID: [UInt8]) throws(DeviceRegistryError) -> DeviceVerificationKey?

    /// Every device's key, tried in turn when a capture names no device.
    func verificationKeys() throws(DeviceRegistryError) -> [DeviceVerificationKey]

    /// The client data hash the counter `counter` of the device `keyID` was first used for, if it was.
    func usedClientDataHash(keyID: [UInt8], counter: UInt32) throws(DeviceRegistryError) -> [UInt8]?

    /// Judges the counter of a verified assertion of the device `keyID` by `policy` and records
    /// it, atomically: a counter is never accepted twice.
    /// - Throws: ``DeviceRegistryError/unknownKey(keyID:)``, or ``DeviceRegistryError/assertionRejected(_:)``
    ///   with ``AppAttestError/counterReplayed(counter:firstClientDataHash:)`` or
    ///   ``AppAttestError/counterOutOfOrder(counter:highest:)``.
    func recordAssertion(
        _ verified: VerifiedAssertion, keyID: [UInt8], policy: CounterPolicy, at time: Date
    ) throws(DeviceRegistryError) -> AssertionOutcome
}

extension AssertionKeyring {
    /// Verifies `assertion` over `clientDataHash` with the registered key `keyID`, then judges and
    /// records its counter with ``recordAssertion(_:keyID:policy:at:)``.
    ///
    /// A counter already used is a replay: ``AppAttestError/counterReplayed(counter:firstClientDataHash:)``
    /// names the client data hash it was first used for. That holds too when the assertion is
    /// presented with other client data (its signature then fails for the new data but verifies
    /// for the recorded one).
    ///
    /// - Parameter appID: the app id the caller expects (it must be the registered one); `nil`
    ///   takes the registered one.
    /// - Throws: ``DeviceRegistryError/unknownKey(keyID:)``, or
    ///   ``DeviceRegistryError/assertionRejected(_:)`` with the failed check.
    public func verifyAssertion(
        _ assertion: [UInt8], clientDataHash: [UInt8], keyID: [UInt8], appID: String? = nil,
        policy: CounterPolicy = .strict, at time: Date
    ) throws(DeviceRegistryError) -> AssertionOutcome {
        guard let device = try verificationKey(keyID: keyID) else { throw .unknownKey(keyID: keyID) }
        return try verifyAssertion(assertion, clientDataHash: clientDataHash, device: device, appID: appID, policy: policy, at: time)
    }

    /// ``verifyAssertion(_:clientDataHash:keyID:appID:policy:at:)`` with the device's key already
    /// read (``verificationKey(keyID:)``), for a caller that reports the key's facts too.
    public func verifyAssertion(
        _ assertion: [UInt8], clientDataHash: [UInt8], device: DeviceVerificationKey, appID: String? = nil,
        policy: CounterPolicy = .strict, at time: Date
    ) throws(DeviceRegistryError) -> AssertionOutcome {
        let keyID = device.keyID
        if let appID, appID != device.appID {
            throw .assertionRejected(.appIDMismatch(
                appID: appID, expectedRPIDHash: ContentDigest.sha256(Array(appID.utf8)).bytes,
                rpIDHash: ContentDigest.sha256(Array(device.appID.utf8)).bytes))
        }
        let verifier = AssertionVerifier(appID: device.appID)
        let verified: VerifiedAssertion
        do throws(AppAttestError) {
            verified = try verifier.verify(
                assertion: assertion, clientDataHash: clientDataHash, publicKeyX963: device.publicKeyX963)
        } catch .signatureInvalid(let counter) {
            // The same assertion presented with other client data is a replay, not a forgery.
            if let firstHash = try usedClientDataHash(keyID: keyID, counter: counter),
                (try? verifier.verify(assertion: assertion, clientDataHash: firstHash, publicKeyX963: device.publicKeyX963))
                    != nil
            {
                throw .assertionRejected(.counterReplayed(counter: counter, firstClientDataHash: firstHash))
            }
            throw .assertionRejected(.signatureInvalid(counter: counter))
        } catch {
            throw .assertionRejected(error)
        }
        return try recordAssertion(verified, keyID: keyID, policy: policy, at: time)
    }
}
