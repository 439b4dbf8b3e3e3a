import Crypto
import DepthKitAttestation
import Foundation

/// Deliberate defects for a ``SyntheticDevice`` attestation, one per verification step, so tests
/// can make each step fail. The default is a correct attestation.
public struct SyntheticAttestationOptions: Sendable {
    /// The sign counter in authData (correct: 0).
    public var counter: UInt32 = 0
    /// The aaguid (correct: the device environment's).
    public var aaguid: [UInt8]?
    /// The credential id (correct: the key id).
    public var credentialID: [UInt8]?
    /// The app id hashed into rpIdHash (correct: the device's).
    public var rpIDAppID: String?
    /// The nonce put in the certificate (correct: SHA-256(authData ‖ clientDataHash)).
    public var certifiedNonce: [UInt8]?
    /// Whether the certificate carries the nonce extension at all.
    public var includesNonceExtension = true
    /// The key the credential certificate certifies (correct: the device's own key).
    public var certifiedKey: P256.Signing.PublicKey?
    /// The credential certificate's validity (correct: the authority's window).
    public var certificateValidity: ClosedRange<Date>?
    /// A trailing CBOR extension map for authData, as iOS 27 devices add (ED flag stays clear).
    public var authenticatorExtensions: [CBORMapEntry]?
    /// The receipt's environment field (default: `sandbox` for development, `production` otherwise).
    public var receiptEnvironment: String?

    /// A correct attestation.
    public init() {}
}
