import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence
import Foundation
import Logging
import NIOPosix
import PostgresNIO

/// The shared store: one PostgreSQL database (through postgres-nio) behind any number of
/// service instances. The schema is created or migrated on start under an advisory lock; a
/// challenge is consumed by one atomic `UPDATE`; a device's counters advance in one transaction
/// holding the device's row lock, so concurrent requests of one device, on any instance, never
/// accept a counter twice nor lose one.
///
/// The captures' files are in the table `depthkit_blob` (``PostgresBlobTable``, the default), or
/// in a directory every instance shares (``DirectoryBlobStore``, `--storage`). A capture's blobs
/// and references are inserted under a shared advisory lock, deletions take it exclusively, so
/// that no capture gains a reference to a blob while a deletion finds it unreferenced.
public struct PostgresServiceStore: ServiceStore {
    /// The connection pool; it runs as a service (``ServiceLifecycle``) beside the HTTP server.
    public let client: PostgresClient
    /// Where the database is, without its password (what errors name).
    public let location: String
    let logger: Logger
    /// Where the captures' files are.
    public let blobs: Blobs

    /// Where a PostgreSQL store keeps the captures' files.
    public enum Blobs: Sendable {
        /// In the database (`bytea`), written in the capture row's transaction.
        case table(PostgresBlobTable)
        /// In a directory all instances share.
        case directory(DirectoryBlobStore)
    }

    /// The schema version this build creates and migrates to.
    public static let schemaVersion = 2

    /// `true`: a query queued while postgres-nio reconnects waits without a limit of its own.
    public static var callsHaveDeadline: Bool { true }

    /// A store on the database `url` (`postgres://user:password@host:port/database`,
    /// `?sslmode=disable|prefer|require`), its blobs in `blobDirectory` (shared by the instances)
    /// or, when `nil`, in the database; the directory's file I/O runs on `threadPool`.
    /// - Throws: ``DatabaseLocationError`` for a URL that does not name a database,
    ///   ``BlobStoreError`` for an unusable `blobDirectory`.
    public init(url: String, blobDirectory: String? = nil, threadPool: NIOThreadPool = .storeCalls, logger: Logger) throws {
        let configuration = try PostgresLocation(url: url)
        client = PostgresClient(configuration: configuration.configuration, backgroundLogger: logger)
        location = configuration.redacted
        self.logger = logger
        blobs = try blobDirectory.map { .directory(try DirectoryBlobStore(path: $0, threadPool: threadPool)) }
            ?? .table(PostgresBlobTable(client: client, location: configuration.redacted, logger: logger))
    }

    /// Creates or migrates the schema, once across instances starting together (advisory lock).
    public func migrate() async throws(PostgresStoreError) {
        try await storage {
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(\(Self.migrationLock))", logger: logger)
                try await connection.query("""
                    CREATE TABLE IF NOT EXISTS depthkit_schema (version INTEGER NOT NULL)
                    """, logger: logger)
                let rows = try await connection.query("SELECT max(version) FROM depthkit_schema", logger: logger)
                var current = 0
                for try await version in rows.decode(Int?.self) { current = version ?? 0 }
                guard current < Self.schemaVersion else { return }
                let statements = (current < 1 ? Self.schemaV1 : []) + Self.schemaV2
                for statement in statements { try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger) }
                try await connection.query("INSERT INTO depthkit_schema (version) VALUES (\(Self.schemaVersion))", logger: logger)
            }
        }
    }

    public func issueChallenge(_ challenge: [UInt8], expiresAt: Date) async throws(PostgresStoreError) {
        _ = try await storage {
            try await client.query(
                "INSERT INTO depthkit_challenge (challenge, expires_at) VALUES (\(Data(challenge)), \(expiresAt))",
                logger: logger)
        }
    }

    public func consumeChallenge(_ challenge: [UInt8], at time: Date) async throws(PostgresStoreError) -> ChallengeConsumption {
        try await storage {
            // One statement: the UPDATE takes the row lock and re-checks `used_at IS NULL`, so of
            // any number of concurrent consumers exactly one updates the row.
            let rows = try await client.query(
                """
                WITH before AS (SELECT expires_at FROM depthkit_challenge WHERE challenge = \(Data(challenge))),
                updated AS (
                    UPDATE depthkit_challenge SET used_at = \(time)
                    WHERE challenge = \(Data(challenge)) AND used_at IS NULL AND expires_at > \(time)
                    RETURNING 1
                )
                SELECT (SELECT count(*) FROM updated), (SELECT expires_at FROM before)
                """, logger: logger)
            var outcome = ChallengeConsumption.unknown
            for try await (updated, expiresAt) in rows.decode((Int64, Date?).self) {
                outcome = if updated == 1 { .consumed } else if let expiresAt { expiresAt <= time ? .expired : .used } else { .unknown }
            }
            return outcome
        }
    }

    public func register(_ attestation: VerifiedAttestation, device: ServiceDevice, at time: Date) async throws(PostgresStoreError) -> Bool {
        try await storage {
            let rows = try await client.query(
                """
                INSERT INTO depthkit_device (device_id, key_id, public_key_x963, app_id, environment,
                    trust_root_is_apple, model, has_lidar, registered_at, highest_counter)
                VALUES (\(device.id), \(Data(attestation.keyID)), \(Data(attestation.publicKeyX963)), \(attestation.appID),
                    \(attestation.environment.rawValue), \(attestation.trustRootIsApple), \(device.model), \(device.hasLiDAR),
                    \(time), \(Int64(attestation.counter)))
                ON CONFLICT (key_id) DO NOTHING
                RETURNING device_id
                """, logger: logger)
            var inserted = false
            for try await _ in rows.decode(UUID.self) { inserted = true }
            return inserted
        }
    }

    public func device(id deviceID: UUID) async throws(PostgresStoreError) -> ServiceDevice? {
        try await fetchDevice { "SELECT \(unescaped: Self.deviceColumns) FROM depthkit_device WHERE device_id = \(deviceID)" }
    }

    public func device(keyID: [UInt8]) async throws(PostgresStoreError) -> ServiceDevice? {
        try await fetchDevice { try "SELECT \(unescaped: Self.deviceColumns) FROM depthkit_device WHERE key_id = \(Data(keyID))" }
    }

    public func recordAssertion(
        _ verified: VerifiedAssertion, keyID: [UInt8], use: AssertionUse, at time: Date
    ) async throws(PostgresStoreError) -> Result<AssertionOutcome, AppAttestError> {
        let key = Data(keyID)
        let counter = Int64(verified.counter)
        return try await storage {
            try await client.withTransaction(logger: logger) { connection in
                // The device's row lock serializes its assertions across connections and instances.
                let locked = try await connection.query(
                    "SELECT highest_counter, highest_request_counter FROM depthkit_device WHERE key_id = \(key) FOR UPDATE",
                    logger: logger)
                var highests: (Int64, Int64)?
                for try await row in locked.decode((Int64, Int64).self) { highests = row }
                guard let (highest, highestRequest) = highests else {
                    throw PostgresStoreError.deviceMissing(location: location, keyID: keyID)
                }
                let used = try await connection.query(
                    "SELECT client_data_hash FROM depthkit_assertion_use WHERE key_id = \(key) AND counter = \(counter)",
                    logger: logger)
                // A refusal writes nothing: the transaction commits with the row lock only.
                for try await firstHash in used.decode(Data.self) {
                    return .failure(.counterReplayed(counter: verified.counter, firstClientDataHash: Array(firstHash)))
                }
                let previous = UInt32(clamping: use == .request ? highestRequest : highest)
                let outOfOrder = verified.counter <= previous
                if outOfOrder, use == .request {
                    return .failure(.counterOutOfOrder(counter: verified.counter, highest: previous))
                }
                try await connection.query(
                    """
                    INSERT INTO depthkit_assertion_use (key_id, counter, client_data_hash, use, recorded_at)
                    VALUES (\(key), \(counter), \(Data(verified.clientDataHash)), \(use.rawValue), \(time))
                    """, logger: logger)
                try await connection.query(
                    """
                    UPDATE depthkit_device SET highest_counter = GREATEST(highest_counter, \(counter)),
                        highest_request_counter = \(use == .request ? counter : highestRequest)
                    WHERE key_id = \(key)
                    """, logger: logger)
                return .success(AssertionOutcome(
                    keyID: keyID, counter: verified.counter, previousHighestCounter: previous, outOfOrder: outOfOrder,
                    policy: use.policy))
            }
        }
    }

    public func usedClientDataHash(keyID: [UInt8], counter: UInt32) async throws(PostgresStoreError) -> [UInt8]? {
        try await storage {
            let rows = try await client.query(
                "SELECT client_data_hash FROM depthkit_assertion_use WHERE key_id = \(Data(keyID)) AND counter = \(Int64(counter))",
                logger: logger)
            var firstHash: [UInt8]?
            for try await hash in rows.decode(Data.self) { firstHash = Array(hash) }
            return firstHash
        }
    }

    public func saveCapture(_ capture: StoredCapture, blobs captureBlobs: [CaptureBlob]) async throws(PostgresStoreError) {
        _ = try await keep(captureBlobs, for: capture.id) { connection in
            try await connection.query(
                """
                INSERT INTO depthkit_capture (capture_id, device_id, status, evidence, received_at)
                VALUES (\(capture.id), \(capture.deviceID), \(capture.status), \(Data(capture.evidenceJSON)), \(capture.receivedAt))
                """, logger: logger)
            return true
        }
    }

    public func attachBlob(_ blob: CaptureBlob, to captureID: UUID) async throws(PostgresStoreError) -> Bool {
        try await keep([blob], for: captureID) { connection in
            let rows = try await connection.query(
                "SELECT EXISTS (SELECT 1 FROM depthkit_capture WHERE capture_id = \(captureID))", logger: logger)
            var exists = false
            for try await found in rows.decode(Bool.self) { exists = found }
            return exists
        }
    }

    /// Keeps `captureBlobs` for the capture `captureID` in one transaction under the shared blob
    /// lock: `row` first (it inserts or checks the capture's row; `false` ends the transaction
    /// without keeping anything), then the blobs (or, in a directory written beforehand, checked
    /// present), then the capture's references to them. Once the transaction holds a connection,
    /// the store timeout waits for its end (``StoreCallGate``): its answer is the commit's.
    private func keep(
        _ captureBlobs: [CaptureBlob], for captureID: UUID, row: @escaping @Sendable (PostgresConnection) async throws -> Bool
    ) async throws(PostgresStoreError) -> Bool {
        if case .directory(let directory) = blobs {
            // The files first, outside any transaction (the slow part: write, sync, rename).
            try await storage { try await directory.write(captureBlobs) }
        }
        return try await storage {
            try await client.withTransaction(logger: logger) { connection in
                // Holding a connection, the write is awaited to its end by the store timeout (a 503
                // answered while its COMMIT may still land would leave a capture stored for a refusal);
                // one the timeout abandoned while it waited for the connection writes nothing.
                guard StoreCallGate.current?.begin() ?? true else { throw CancellationError() }
                try await connection.query("SELECT pg_advisory_xact_lock_shared(\(Self.blobLock))", logger: logger)
                guard try await row(connection) else { return false }
                switch blobs {
                case .table(let table):
                    try await table.insert(captureBlobs, on: connection)
                case .directory(let directory):
                    // A deletion that removed one of them meanwhile has finished (the lock): write it again.
                    if try await !directory.containsAll(captureBlobs.map(\.digest)) { try await directory.write(captureBlobs) }
                }
                for blob in captureBlobs {
                    try await connection.query(
                        """
                        INSERT INTO depthkit_capture_blob (capture_id, kind, digest)
                        VALUES (\(captureID), \(blob.kind.rawValue), \(Data(blob.digest.bytes))) ON CONFLICT DO NOTHING
                        """, logger: logger)
                }
                return true
            }
        }
    }

    public func capture(id captureID: UUID) async throws(PostgresStoreError) -> StoredCapture? {
        try await storage {
            let rows = try await client.query(
                "SELECT device_id, status, evidence, received_at FROM depthkit_capture WHERE capture_id = \(captureID)",
                logger: logger)
            var capture: StoredCapture?
            for try await (deviceID, status, evidence, receivedAt) in rows.decode((UUID?, String, Data, Date).self) {
                capture = StoredCapture(
                    id: captureID, deviceID: deviceID, status: status, evidenceJSON: Array(evidence), receivedAt: receivedAt)
            }
            guard let found = capture else { return nil }
            let blobRows = try await client.query(
                "SELECT kind, digest FROM depthkit_capture_blob WHERE capture_id = \(captureID)", logger: logger)
            var digests: [CaptureBlobKind: ContentDigest] = [:]
            for try await (kind, digest) in blobRows.decode((String, Data).self) {
                if let kind = CaptureBlobKind(rawValue: kind) { digests[kind] = ContentDigest(bytes: Array(digest)) }
            }
            return StoredCapture(
                id: captureID, deviceID: found.deviceID, status: found.status, evidenceJSON: found.evidenceJSON,
                receivedAt: found.receivedAt, blobs: digests)
        }
    }

    public func captureID(photoSHA256: ContentDigest) async throws(PostgresStoreError) -> UUID? {
        try await storage {
            let rows = try await client.query(
                """
                SELECT b.capture_id FROM depthkit_capture_blob b JOIN depthkit_capture c ON c.capture_id = b.capture_id
                WHERE b.digest = \(Data(photoSHA256.bytes)) AND b.kind IN ('photo', 'photo_c2pa') ORDER BY c.received_at LIMIT 1
                """, logger: logger)
            var found: UUID?
            for try await id in rows.decode(UUID.self) { found = id }
            return found
        }
    }

    public func blob(_ digest: ContentDigest) async throws(PostgresStoreError) -> [UInt8]? {
        switch blobs {
        case .table(let table):
            return try await table.read(digest)
        case .directory(let directory):
            let referenced = try await storage {
                let rows = try await client.query(
                    "SELECT EXISTS (SELECT 1 FROM depthkit_capture_blob WHERE digest = \(Data(digest.bytes)))", logger: logger)
                var found = false
                for try await exists in rows.decode(Bool.self) { found = exists }
                return found
            }
            guard referenced else { return nil }
            return try await storage { try await directory.read(digest) }
        }
    }

    public func deleteCapture(id captureID: UUID) async throws(PostgresStoreError) -> Bool {
        try await removeCaptures { "SELECT capture_id FROM depthkit_capture WHERE capture_id = \(captureID)" } > 0
    }

    public func expireCaptures(receivedBefore time: Date) async throws(PostgresStoreError) -> Int {
        try await removeCaptures { "SELECT capture_id FROM depthkit_capture WHERE received_at < \(time)" }
    }

    /// Removes the captures `selection` selects, and the blobs no capture refers to any more,
    /// under the exclusive blob lock: in the same transaction for the blob table; for a blob
    /// directory, files are removed in a second transaction that finds them still unreferenced
    /// (a crash between the two leaves unreferenced files, never a capture without its files).
    private func removeCaptures(_ selection: @escaping @Sendable () -> PostgresQuery) async throws(PostgresStoreError) -> Int {
        let (count, unreferenced) = try await storage {
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(\(Self.blobLock))", logger: logger)
                var ids: [UUID] = []
                for try await id in try await connection.query(selection(), logger: logger).decode(UUID.self) { ids.append(id) }
                var candidates = Set<Data>()
                for id in ids {
                    let removed = try await connection.query(
                        "DELETE FROM depthkit_capture_blob WHERE capture_id = \(id) RETURNING digest", logger: logger)
                    for try await digest in removed.decode(Data.self) { candidates.insert(digest) }
                    try await connection.query("DELETE FROM depthkit_capture WHERE capture_id = \(id)", logger: logger)
                }
                let unreferenced = try await Self.unreferenced(candidates, on: connection, logger: logger)
                if case .table(let table) = blobs { try await table.delete(unreferenced, on: connection) }
                return (ids.count, unreferenced)
            }
        }
        guard case .directory(let directory) = blobs, !unreferenced.isEmpty else { return count }
        try await storage {
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(\(Self.blobLock))", logger: logger)
                let still = try await Self.unreferenced(Set(unreferenced.map { Data($0.bytes) }), on: connection, logger: logger)
                try await directory.remove(still)
            }
        }
        return count
    }

    /// The digests of `candidates` no capture refers to.
    private static func unreferenced(_ candidates: Set<Data>, on connection: PostgresConnection, logger: Logger) async throws -> [ContentDigest] {
        var unreferenced: [ContentDigest] = []
        for digest in candidates {
            let rows = try await connection.query(
                "SELECT EXISTS (SELECT 1 FROM depthkit_capture_blob WHERE digest = \(digest))", logger: logger)
            for try await exists in rows.decode(Bool.self) where !exists { unreferenced.append(ContentDigest(bytes: Array(digest))) }
        }
        return unreferenced
    }

    // MARK: Helpers

    private static let deviceColumns = "device_id, key_id, public_key_x963, app_id, environment, model, has_lidar, registered_at"

    private func fetchDevice(_ query: () throws -> PostgresQuery) async throws(PostgresStoreError) -> ServiceDevice? {
        try await storage {
            let rows = try await client.query(try query(), logger: logger)
            var device: ServiceDevice?
            for try await (id, keyID, publicKey, appID, environment, model, hasLiDAR, registeredAt) in rows.decode(
                (UUID, Data, Data, String, String, String?, Bool, Date).self)
            {
                guard let environment = AppAttestEnvironment(rawValue: environment) else { continue }
                device = ServiceDevice(
                    id: id, keyID: Array(keyID), publicKeyX963: Array(publicKey), appID: appID, environment: environment,
                    model: model, hasLiDAR: hasLiDAR, registeredAt: registeredAt)
            }
            return device
        }
    }

    /// Runs `body`, its failure as the store's error.
    private func storage<T>(_ body: () async throws -> sending T) async throws(PostgresStoreError) -> sending T {
        do {
            return try await body()
        } catch {
            throw PostgresStoreError(location: location, error)
        }
    }

    /// The advisory lock key held while migrating ("DKSERVE" in ASCII).
    private static let migrationLock: Int64 = 0x44_4B_53_45_52_56_45
    /// The advisory lock key of the blobs ("DKBLOBS"): shared while a capture gains references,
    /// exclusive while captures are removed.
    private static let blobLock: Int64 = 0x44_4B_42_4C_4F_42_53

    private static let schemaV1 = [
        """
        CREATE TABLE IF NOT EXISTS depthkit_challenge (
            challenge BYTEA PRIMARY KEY CHECK (length(challenge) = 32),
            expires_at TIMESTAMPTZ NOT NULL,
            used_at TIMESTAMPTZ
        )
        """,
        """
        CREATE TABLE IF NOT EXISTS depthkit_device (
            device_id UUID PRIMARY KEY,
            key_id BYTEA UNIQUE NOT NULL CHECK (length(key_id) = 32),
            public_key_x963 BYTEA NOT NULL CHECK (length(public_key_x963) = 65),
            app_id TEXT NOT NULL,
            environment TEXT NOT NULL,
            trust_root_is_apple BOOLEAN NOT NULL,
            model TEXT,
            has_lidar BOOLEAN NOT NULL,
            registered_at TIMESTAMPTZ NOT NULL,
            highest_counter BIGINT NOT NULL DEFAULT 0,
            highest_request_counter BIGINT NOT NULL DEFAULT 0
        )
        """,
        """
        CREATE TABLE IF NOT EXISTS depthkit_assertion_use (
            key_id BYTEA NOT NULL REFERENCES depthkit_device(key_id),
            counter BIGINT NOT NULL,
            client_data_hash BYTEA NOT NULL CHECK (length(client_data_hash) = 32),
            use TEXT NOT NULL,
            recorded_at TIMESTAMPTZ NOT NULL,
            PRIMARY KEY (key_id, counter)
        )
        """,
        """
        CREATE TABLE IF NOT EXISTS depthkit_capture (
            capture_id UUID PRIMARY KEY,
            device_id UUID,
            status TEXT NOT NULL,
            evidence BYTEA NOT NULL,
            received_at TIMESTAMPTZ NOT NULL
        )
        """,
    ]

    private static let schemaV2 = [
        """
        CREATE TABLE IF NOT EXISTS depthkit_blob (
            digest BYTEA PRIMARY KEY CHECK (length(digest) = 32),
            bytes BYTEA NOT NULL
        )
        """,
        """
        CREATE TABLE IF NOT EXISTS depthkit_capture_blob (
            capture_id UUID NOT NULL REFERENCES depthkit_capture(capture_id),
            kind TEXT NOT NULL,
            digest BYTEA NOT NULL CHECK (length(digest) = 32),
            PRIMARY KEY (capture_id, kind)
        )
        """,
        "CREATE INDEX IF NOT EXISTS depthkit_capture_blob_digest ON depthkit_capture_blob (digest)",
        "CREATE INDEX IF NOT EXISTS depthkit_capture_received ON depthkit_capture (received_at)",
    ]
}
