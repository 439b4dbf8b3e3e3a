import DepthKitAttestation
import DepthKitEvidence
import Foundation

/// Everything `depthkit serve` is started with.
public struct ServerConfiguration: Sendable {
    /// The address listened on.
    public var host: String
    /// The port listened on (0: any free port).
    public var port: Int
    /// Where the state is kept.
    public var database: DatabaseLocation
    /// The app id devices are attested for, `TEAMID.bundle.id`.
    public var appID: String
    /// The App Attest environment registrations must be attested in.
    public var environment: AppAttestEnvironment
    /// The root attestations must chain to: Apple's, or a test authority's (`--trust-root`).
    public var trustAnchor: AppAttestTrustAnchor
    /// How long an issued challenge can be used (the contract's 5 minutes).
    public var challengeLifetime: TimeInterval
    /// How old a request's `X-Device-Timestamp` may be (5 minutes).
    public var maxRequestAge: TimeInterval
    /// How far ahead of the server's clock a request's timestamp may be (1 minute).
    public var maxClockSkewAhead: TimeInterval
    /// The signed requests one device may make per minute, per instance (0: no limit).
    public var deviceRequestsPerMinute: Int
    /// The bearer token of `POST /api/v1/evidence`; `nil`: the endpoint is off.
    public var evidenceToken: String?
    /// Upload size limits.
    public var limits: UploadLimits
    /// The base of `verification_url` (`{base}/{capture_id}`): the capture's page, `GET /verify/{id}`.
    public var verificationBaseURL: String
    /// The directory of the captures' files (`--storage`); `nil`: beside the SQLite file
    /// (``SQLiteServiceStore/defaultBlobDirectory(of:)``), or in PostgreSQL's `depthkit_blob`.
    public var storageDirectory: String?
    /// The signer of each accepted photo's C2PA-signed copy (`--c2pa-cert`, `--c2pa-key`); `nil`: none kept.
    public var c2paSigner: C2PASigner?
    /// The bearer token of `DELETE /api/v1/captures/{id}`; `nil`: the route is off.
    public var adminToken: String?
    /// How long captures are kept (`--retain-days`); `nil`: for ever.
    public var retention: TimeInterval?
    /// How often expired captures are looked for, when ``retention`` is set.
    public var retentionSweepInterval: Duration = .seconds(3600)
    /// The service's clock (what `received_at`, expiry and the limits of "check a photo" read); tests
    /// inject their own.
    public var now: @Sendable () -> Date = { Date() }

    /// A configuration with the contract's defaults.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, database: DatabaseLocation = .sqlite(path: "depthkit-serve.sqlite"),
        appID: String, environment: AppAttestEnvironment = .production, trustAnchor: AppAttestTrustAnchor = .apple,
        challengeLifetime: TimeInterval = 300, maxRequestAge: TimeInterval = 300, maxClockSkewAhead: TimeInterval = 60,
        deviceRequestsPerMinute: Int = 120, evidenceToken: String? = nil, limits: UploadLimits = .contract,
        verificationBaseURL: String = "http://127.0.0.1:8080/verify"
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.appID = appID
        self.environment = environment
        self.trustAnchor = trustAnchor
        self.challengeLifetime = challengeLifetime
        self.maxRequestAge = maxRequestAge
        self.maxClockSkewAhead = maxClockSkewAhead
        self.deviceRequestsPerMinute = deviceRequestsPerMinute
        self.evidenceToken = evidenceToken
        self.limits = limits
        self.verificationBaseURL = verificationBaseURL
    }
}
