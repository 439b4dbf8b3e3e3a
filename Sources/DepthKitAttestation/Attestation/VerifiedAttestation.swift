import Foundation

/// What a verified attestation establishes: the device key, its environment and its receipt.
public struct VerifiedAttestation: Sendable, Equatable {
    /// The key id: SHA-256 of ``publicKeyX963``.
    public let keyID: [UInt8]
    /// The attested P-256 public key as an uncompressed point, 04 ‖ X ‖ Y (65 bytes).
    public let publicKeyX963: [UInt8]
    /// The app id the attestation is bound to.
    public let appID: String
    /// The environment named by the aaguid.
    public let environment: AppAttestEnvironment
    /// The attestation's sign counter (always 0 once verified).
    public let counter: UInt32
    /// The receipt's decoded fields.
    public let receipt: AttestationReceipt
    /// The trailing authenticator-data extension map (iOS 27 and later), if any.
    public let authenticatorExtensions: AuthenticatorExtensions?
    /// Dotted OIDs of the Apple extensions (1.2.840.113635.…) the credential certificate carries.
    public let credentialCertificateExtensions: [String]
    /// When the credential certificate stops being valid.
    public let credentialCertificateNotAfter: Date
    /// Whether the chain led to Apple's root (`false`: a replacement root given for tests).
    public let trustRootIsApple: Bool
    /// The subject of the root the chain led to.
    public let trustRoot: String
    /// The time the chain was verified at.
    public let verifiedAt: Date
}
