import DepthKitAttestation
import Foundation

/// One device key in the registry: what its attestation established, and its counter. Only the
/// registry makes one (from its stored row), so it has no public initializer.
public struct RegisteredDevice: Sendable, Equatable {
    /// The key id (SHA-256 of ``publicKeyX963``).
    public let keyID: [UInt8]
    /// The device's P-256 public key, 04 ‖ X ‖ Y (65 bytes).
    public let publicKeyX963: [UInt8]
    /// The app id the key was attested for.
    public let appID: String
    /// The environment the key was attested in.
    public let environment: AppAttestEnvironment
    /// The attestation receipt's decoded fields.
    public let receipt: AttestationReceipt
    /// Whether the attestation chained to Apple's root (`false`: a test authority's root).
    public let trustRootIsApple: Bool
    /// When the device was registered.
    public let registeredAt: Date
    /// The highest assertion counter recorded (0 before any assertion).
    public let highestCounter: UInt32
    /// How many assertions were recorded.
    public let assertionCount: Int
}
