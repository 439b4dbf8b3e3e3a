import Foundation

/// How `video verify` checks a video's App Attest assertion: the device registry that holds the
/// device's key (named by the metadata's `device_key_id`), the app id, the counter policy and the
/// verification time. The assertion's client data is the attested 32-byte hash (its
/// clientDataHash is SHA-256 of those bytes); its counter is judged and recorded as for photos.
public struct VideoAttestationCheck: Sendable {
    /// The device registry.
    public let registry: DeviceRegistry
    /// The app id, `TEAMID.bundle.id`.
    public let appID: String
    /// How the counter is judged.
    public let policy: CounterPolicy
    /// When the verification happens (recorded with the counter).
    public let time: Date

    /// Creates a check.
    public init(registry: DeviceRegistry, appID: String, policy: CounterPolicy = .strict, time: Date = Date()) {
        self.registry = registry
        self.appID = appID
        self.policy = policy
        self.time = time
    }

    /// SHA-256 of the client data `hash`, what the assertion signs.
    static func clientDataHash(of hash: ContentDigest) -> [UInt8] {
        ContentDigest.sha256(hash.bytes).bytes
    }
}
