import DepthKitCore
import Foundation

/// How `video verify` checks a video's App Attest assertion: the keyring (a device registry) that holds the
/// device's key (named by ``deviceKeyID``, else the metadata's `device_key_id`), the app id, the
/// counter policy and the verification time. The assertion's client data is the attested 32-byte
/// hash (its clientDataHash is SHA-256 of those bytes); its counter is judged and recorded as for
/// photos.
public struct VideoAttestationCheck: Sendable {
    /// The keyring holding the devices: a ``DeviceRegistry`` or a service's store.
    public let registry: any AssertionKeyring
    /// The app id, `TEAMID.bundle.id`, the device must be registered for; `nil` takes the
    /// registered one.
    public let appID: String?
    /// The device's key id; `nil` reads `device_key_id` from the metadata.
    public let deviceKeyID: [UInt8]?
    /// How the counter is judged.
    public let policy: CounterPolicy
    /// When the verification happens (recorded with the counter).
    public let time: Date
    /// Whether a capture without an assertion fails (`video verify`: `assertion_missing`) or is
    /// merely not checked (`evidence`: `hardware_attestation` unavailable, as for photos).
    public let assertionRequired: Bool

    /// Creates a check.
    public init(
        registry: any AssertionKeyring, appID: String?, deviceKeyID: [UInt8]? = nil, policy: CounterPolicy = .strict,
        time: Date = Date()
    ) {
        self.registry = registry
        self.appID = appID
        self.deviceKeyID = deviceKeyID
        self.policy = policy
        self.time = time
        assertionRequired = true
    }

    /// The check `evidence` runs for a video: the registry, device and counter policy of its
    /// `hardware_attestation` context, the app id the device is registered for.
    /// A capture without an assertion is not checked rather than failed.
    public init(_ context: HardwareAttestationContext) {
        registry = context.registry
        appID = nil
        deviceKeyID = context.deviceKeyID
        policy = context.policy
        time = context.time ?? Date()
        assertionRequired = false
    }

    /// SHA-256 of the client data `hash`, what the assertion signs.
    static func clientDataHash(of hash: ContentDigest) -> [UInt8] {
        ContentDigest.sha256(hash.bytes).bytes
    }
}
