import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence
import Foundation

/// The service's state (challenges, devices and their counters, evidence reports) behind one
/// interface, so that one instance on an embedded SQLite file and N instances on one PostgreSQL
/// behave the same. Every check-and-record is atomic in the store: a challenge is consumed once,
/// a counter is accepted once, across instances.
///
/// A store throws its own ``Failure`` when it fails (the service answers 500); what it refuses (a
/// used challenge, a registered key, a replayed counter) it answers.
public protocol ServiceStore: Sendable {
    /// The store's own error.
    associatedtype Failure: ServiceStoreError

    /// Whether the store timeout can cut the store's calls (``StoreDeadline``): a PostgreSQL call
    /// waits for a connection that an outage may never give it. A SQLite call begins on the store's
    /// threads at once and is awaited to its end whatever its deadline, so its calls run without one
    /// (no timer and no task of their own).
    static var callsHaveDeadline: Bool { get }

    /// Answers a trivial query (what `/readyz` asks): throws when the store cannot be reached.
    func ping() async throws(Failure)

    /// Records an issued challenge, usable once until `expiresAt`.
    func issueChallenge(_ challenge: [UInt8], expiresAt: Date) async throws(Failure)

    /// Consumes `challenge` at `time`, atomically: at most one caller ever gets ``ChallengeConsumption/consumed``.
    func consumeChallenge(_ challenge: [UInt8], at time: Date) async throws(Failure) -> ChallengeConsumption

    /// Records a verified attestation as the device `device`, atomically.
    /// - Returns: `false` (and records nothing) when a device with the attestation's key id is registered.
    func register(_ attestation: VerifiedAttestation, device: ServiceDevice, at time: Date) async throws(Failure) -> Bool

    /// The device with the service id `deviceID`, or `nil`.
    func device(id deviceID: UUID) async throws(Failure) -> ServiceDevice?

    /// The device with the App Attest key id `keyID`, or `nil`.
    func device(keyID: [UInt8]) async throws(Failure) -> ServiceDevice?

    /// Judges and records the counter of a verified assertion of the device `keyID`, atomically:
    /// a counter is never accepted twice; a request signature's counter must exceed the highest
    /// request counter, a capture assertion's may come out of order.
    /// - Returns: the recorded outcome, or (nothing recorded) the refusal:
    ///   ``AppAttestError/counterReplayed(counter:firstClientDataHash:)`` or
    ///   ``AppAttestError/counterOutOfOrder(counter:highest:)``.
    func recordAssertion(
        _ verified: VerifiedAssertion, keyID: [UInt8], use: AssertionUse, at time: Date
    ) async throws(Failure) -> Result<AssertionOutcome, AppAttestError>

    /// The client data hash the counter `counter` of the device `keyID` was first used for, if it was
    /// (what tells a replayed assertion presented with other client data from a forgery).
    func usedClientDataHash(keyID: [UInt8], counter: UInt32) async throws(Failure) -> [UInt8]?

    /// Keeps an accepted capture: its row (status, evidence report) and its files `blobs`, as one
    /// step: the blobs are durable before the row referring to them commits, so a crash leaves
    /// the whole capture or none of it (at worst unreferenced blobs).
    /// `capture.blobs` is ignored: the row refers to `blobs`.
    func saveCapture(_ capture: StoredCapture, blobs: [CaptureBlob]) async throws(Failure)

    /// Adds the file `blob` to the stored capture `captureID` (a file made after the upload, such
    /// as the overlay picture on its first request), as ``saveCapture(_:blobs:)`` keeps files; a
    /// file of that kind already attached is kept.
    /// - Returns: `false` (nothing kept) when there is no such capture.
    func attachBlob(_ blob: CaptureBlob, to captureID: UUID) async throws(Failure) -> Bool

    /// The stored capture `captureID` with its blobs' digests, or `nil`.
    func capture(id captureID: UUID) async throws(Failure) -> StoredCapture?

    /// The capture whose photo, as uploaded or as signed (``CaptureBlobKind/photo``,
    /// ``CaptureBlobKind/photoC2PA``), has the SHA-256 `photoSHA256`, or `nil` (the oldest of
    /// several captures of one photo).
    func captureID(photoSHA256: ContentDigest) async throws(Failure) -> UUID?

    /// The bytes of the blob `digest`, or `nil` when no capture keeps it.
    func blob(_ digest: ContentDigest) async throws(Failure) -> [UInt8]?

    /// Removes the capture `captureID` and every blob no other capture refers to.
    /// - Returns: whether there was such a capture.
    func deleteCapture(id captureID: UUID) async throws(Failure) -> Bool

    /// Removes every capture received before `time` (as ``deleteCapture(id:)`` does).
    /// - Returns: how many captures were removed.
    func expireCaptures(receivedBefore time: Date) async throws(Failure) -> Int
}

/// What consuming a challenge found.
public enum ChallengeConsumption: String, Sendable, Equatable {
    /// Issued, unexpired and unused: now used.
    case consumed
    /// Never issued by this service.
    case unknown = "challenge_unknown"
    /// Already used.
    case used = "challenge_used"
    /// Past its expiry.
    case expired = "challenge_expired"
}

/// Which of a device's two assertions a counter belongs to.
public enum AssertionUse: String, Sendable, Equatable {
    /// A request signature, made at upload time: ``CounterPolicy/strict`` against the highest request counter.
    case request
    /// A capture assertion, made at capture time (captures queued offline upload out of order):
    /// ``CounterPolicy/unique``.
    case capture

    /// The counter policy of this use.
    public var policy: CounterPolicy { self == .request ? .strict : .unique }
}

/// A registered device as the service knows it: its service id (the app's `X-Device-Id`) and key.
public struct ServiceDevice: Sendable, Equatable {
    /// The service's device id.
    public let id: UUID
    /// The App Attest key id (SHA-256 of ``publicKeyX963``).
    public let keyID: [UInt8]
    /// The P-256 public key, 04 ‖ X ‖ Y.
    public let publicKeyX963: [UInt8]
    /// The app id the key was attested for.
    public let appID: String
    /// The environment the key was attested in.
    public let environment: AppAttestEnvironment
    /// `model` from the registration.
    public let model: String?
    /// `has_lidar` from the registration.
    public let hasLiDAR: Bool
    /// When the device registered (its attestation was verified).
    public let registeredAt: Date

    /// Creates a device record.
    public init(
        id: UUID, keyID: [UInt8], publicKeyX963: [UInt8], appID: String, environment: AppAttestEnvironment, model: String?,
        hasLiDAR: Bool, registeredAt: Date
    ) {
        self.id = id
        self.keyID = keyID
        self.publicKeyX963 = publicKeyX963
        self.appID = appID
        self.environment = environment
        self.model = model
        self.hasLiDAR = hasLiDAR
        self.registeredAt = registeredAt
    }
}

/// A capture's stored row: its outcome, the evidence report, and the digests of its files.
public struct StoredCapture: Sendable, Equatable {
    /// The capture id.
    public let id: UUID
    /// The uploading device (`nil` for the backend evidence endpoint).
    public let deviceID: UUID?
    /// The final status: the evidence verdict.
    public let status: String
    /// The evidence report, as JSON.
    public let evidenceJSON: [UInt8]
    /// When it was received.
    public let receivedAt: Date
    /// The SHA-256 of each file kept, by role (read it with ``ServiceStore/blob(_:)``).
    public let blobs: [CaptureBlobKind: ContentDigest]

    /// Creates a stored capture.
    public init(
        id: UUID, deviceID: UUID?, status: String, evidenceJSON: [UInt8], receivedAt: Date,
        blobs: [CaptureBlobKind: ContentDigest] = [:]
    ) {
        self.id = id
        self.deviceID = deviceID
        self.status = status
        self.evidenceJSON = evidenceJSON
        self.receivedAt = receivedAt
        self.blobs = blobs
    }

    /// Whether it is a video capture (it keeps a ``CaptureBlobKind/video``).
    public var isVideo: Bool { blobs[.video] != nil }
}
