import DepthKitAttestation

/// What verifying a device's assertion needs of it, and what the check reports of it: its key id,
/// public key, app id and App Attest environment.
public struct DeviceVerificationKey: Sendable, Equatable {
    /// The key id (SHA-256 of ``publicKeyX963``).
    public let keyID: [UInt8]
    /// The device's P-256 public key, 04 ‖ X ‖ Y (65 bytes).
    public let publicKeyX963: [UInt8]
    /// The app id the key was attested for.
    public let appID: String
    /// The environment the key was attested in.
    public let environment: AppAttestEnvironment

    /// Creates a key record.
    public init(keyID: [UInt8], publicKeyX963: [UInt8], appID: String, environment: AppAttestEnvironment) {
        self.keyID = keyID
        self.publicKeyX963 = publicKeyX963
        self.appID = appID
        self.environment = environment
    }
}
