import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence
import Foundation
import GRDB
import NIOPosix

/// The embedded store: the DepthKit device registry's SQLite file (`depthkit device register
/// --registry` reads the same devices), extended by the service's tables for challenges, device
/// ids and request counters, and captures; the captures' files are in a ``DirectoryBlobStore``
/// (by default `PATH-blobs` beside the file). One instance serves it.
///
/// SQLite runs one write transaction at a time; a capture's blobs are checked present (and
/// rewritten if a concurrent deletion removed them) inside the transaction that inserts the
/// references, and blobs are removed inside a later write transaction that finds them still
/// unreferenced, so a committed capture never refers to a missing blob.
///
/// GRDB's calls block their thread (on SQLite's locks and the disk), so every one runs on a
/// thread of `threadPool`, never on the cooperative threads the routes' tasks run on.
public struct SQLiteServiceStore: ServiceStore {
    /// The registry the store extends.
    public let registry: DeviceRegistry
    /// The captures' files.
    public let blobStore: DirectoryBlobStore
    /// The threads the store's SQLite calls run on.
    let threadPool: NIOThreadPool

    /// `false`: a call begins on ``threadPool`` at once (waiting for a thread there) and is never abandoned.
    public static var callsHaveDeadline: Bool { false }

    /// The default blob directory of the database `path`: `PATH-blobs`, beside it.
    public static func defaultBlobDirectory(of path: String) -> String { path + "-blobs" }

    /// Opens (creating if missing) the store at `path`, its blobs in `blobDirectory` (default
    /// ``defaultBlobDirectory(of:)``); its calls run on `threadPool`.
    /// - Throws: ``SQLiteStoreError/sqlite(path:resultCode:message:)``, ``SQLiteStoreError/blobs(_:)``.
    public init(path: String, blobDirectory: String? = nil, threadPool: NIOThreadPool = .storeCalls) throws(SQLiteStoreError) {
        do {
            blobStore = try DirectoryBlobStore(path: blobDirectory ?? Self.defaultBlobDirectory(of: path), threadPool: threadPool)
            registry = try DeviceRegistry(path: path)
            try registry.writeImmediately { database in
                try database.execute(sql: """
                    CREATE TABLE IF NOT EXISTS service_challenge (
                        challenge BLOB PRIMARY KEY NOT NULL CHECK (length(challenge) = 32),
                        expires_at REAL NOT NULL,
                        used_at REAL
                    ) STRICT;
                    CREATE TABLE IF NOT EXISTS service_device (
                        device_id TEXT PRIMARY KEY NOT NULL,
                        key_id BLOB UNIQUE NOT NULL REFERENCES device(key_id),
                        model TEXT,
                        has_lidar INTEGER NOT NULL,
                        highest_request_counter INTEGER NOT NULL DEFAULT 0
                    ) STRICT;
                    CREATE TABLE IF NOT EXISTS service_capture (
                        capture_id TEXT PRIMARY KEY NOT NULL,
                        device_id TEXT,
                        status TEXT NOT NULL,
                        evidence BLOB NOT NULL,
                        received_at REAL NOT NULL
                    ) STRICT;
                    CREATE INDEX IF NOT EXISTS service_capture_received ON service_capture (received_at);
                    CREATE TABLE IF NOT EXISTS service_capture_blob (
                        capture_id TEXT NOT NULL REFERENCES service_capture(capture_id),
                        kind TEXT NOT NULL,
                        digest BLOB NOT NULL CHECK (length(digest) = 32),
                        PRIMARY KEY (capture_id, kind)
                    ) STRICT;
                    CREATE INDEX IF NOT EXISTS service_capture_blob_digest ON service_capture_blob (digest);
                    """)
            }
        } catch {
            throw SQLiteStoreError(path: path, error)
        }
        self.threadPool = threadPool
    }

    public func issueChallenge(_ challenge: [UInt8], expiresAt: Date) async throws(SQLiteStoreError) {
        try await write { database in
            try database.execute(
                sql: "INSERT INTO service_challenge (challenge, expires_at) VALUES (?, ?)",
                arguments: [Data(challenge), expiresAt.timeIntervalSince1970])
        }
    }

    public func consumeChallenge(_ challenge: [UInt8], at time: Date) async throws(SQLiteStoreError) -> ChallengeConsumption {
        try await write { database in
            guard let row = try Row.fetchOne(
                database, sql: "SELECT expires_at, used_at FROM service_challenge WHERE challenge = ?",
                arguments: [Data(challenge)])
            else { return .unknown }
            if (row["used_at"] as Double?) != nil { return .used }
            if (row["expires_at"] as Double) <= time.timeIntervalSince1970 { return .expired }
            try database.execute(
                sql: "UPDATE service_challenge SET used_at = ? WHERE challenge = ?",
                arguments: [time.timeIntervalSince1970, Data(challenge)])
            return .consumed
        }
    }

    public func register(_ attestation: VerifiedAttestation, device: ServiceDevice, at time: Date) async throws(SQLiteStoreError) -> Bool {
        try await write { database in
            do {
                _ = try DeviceRegistry.insert(attestation, at: time, in: database)
            } catch DeviceRegistryError.alreadyRegistered {
                return false
            }
            try database.execute(
                sql: "INSERT INTO service_device (device_id, key_id, model, has_lidar) VALUES (?, ?, ?, ?)",
                arguments: [device.id.uuidString, Data(device.keyID), device.model, device.hasLiDAR])
            return true
        }
    }

    public func device(id deviceID: UUID) async throws(SQLiteStoreError) -> ServiceDevice? {
        try await read { try Self.fetchDevice(in: $0, where: "s.device_id = ?", deviceID.uuidString) }
    }

    public func device(keyID: [UInt8]) async throws(SQLiteStoreError) -> ServiceDevice? {
        try await read { try Self.fetchDevice(in: $0, where: "s.key_id = ?", Data(keyID)) }
    }

    public func recordAssertion(
        _ verified: VerifiedAssertion, keyID: [UInt8], use: AssertionUse, at time: Date
    ) async throws(SQLiteStoreError) -> Result<AssertionOutcome, AppAttestError> {
        // A request signature is judged against the highest request counter, a capture assertion
        // against the device's own; one registry path records both.
        let highest = use == .request ? Self.highestRequestCounter : .device
        return try await blocking { [registry] () throws(DeviceRegistryError) in
            do throws(DeviceRegistryError) {
                return .success(try registry.recordAssertion(verified, keyID: keyID, policy: use.policy, against: highest, at: time))
            } catch .assertionRejected(let rejection) {
                return .failure(rejection)
            }
        }
    }

    public func usedClientDataHash(keyID: [UInt8], counter: UInt32) async throws(SQLiteStoreError) -> [UInt8]? {
        try await blocking { [registry] () throws(DeviceRegistryError) in try registry.usedClientDataHash(keyID: keyID, counter: counter) }
    }

    public func saveCapture(_ capture: StoredCapture, blobs: [CaptureBlob]) async throws(SQLiteStoreError) {
        // One trip to the pool: the files first, outside the write lock (the slow part: write, sync,
        // rename), then the transaction.
        try await blocking { [blobStore, registry] in
            try blobStore.writeNow(blobs)
            try registry.writeImmediately { database in
                // Under the write lock no deletion runs: a blob a deletion removed meanwhile is written again.
                try blobStore.writeNow(blobs)
                try database.execute(
                    sql: "INSERT INTO service_capture (capture_id, device_id, status, evidence, received_at) VALUES (?, ?, ?, ?, ?)",
                    arguments: [
                        capture.id.uuidString, capture.deviceID?.uuidString, capture.status, Data(capture.evidenceJSON),
                        capture.receivedAt.timeIntervalSince1970,
                    ])
                try Self.refer(capture.id, to: blobs, in: database)
            }
        }
    }

    public func attachBlob(_ blob: CaptureBlob, to captureID: UUID) async throws(SQLiteStoreError) -> Bool {
        try await blocking { [blobStore] () throws(BlobStoreError) in try blobStore.writeNow([blob]) }
        return try await write { [blobStore] database in
            guard try Bool.fetchOne(
                database, sql: "SELECT EXISTS (SELECT 1 FROM service_capture WHERE capture_id = ?)", arguments: [captureID.uuidString]
            ) == true else { return false }
            try blobStore.writeNow([blob])
            try Self.refer(captureID, to: [blob], in: database)
            return true
        }
    }

    /// Records that the capture `captureID` keeps `blobs` (a kind it already keeps is left as is).
    private static func refer(_ captureID: UUID, to blobs: [CaptureBlob], in database: Database) throws {
        for blob in blobs {
            try database.execute(
                sql: "INSERT OR IGNORE INTO service_capture_blob (capture_id, kind, digest) VALUES (?, ?, ?)",
                arguments: [captureID.uuidString, blob.kind.rawValue, Data(blob.digest.bytes)])
        }
    }

    public func capture(id captureID: UUID) async throws(SQLiteStoreError) -> StoredCapture? {
        try await read { database in
            guard let row = try Row.fetchOne(
                database, sql: "SELECT * FROM service_capture WHERE capture_id = ?", arguments: [captureID.uuidString])
            else { return nil }
            var blobs: [CaptureBlobKind: ContentDigest] = [:]
            for blob in try Row.fetchAll(
                database, sql: "SELECT kind, digest FROM service_capture_blob WHERE capture_id = ?", arguments: [captureID.uuidString])
            {
                if let kind = CaptureBlobKind(rawValue: blob["kind"]) { blobs[kind] = ContentDigest(bytes: Array(blob["digest"] as Data)) }
            }
            return StoredCapture(
                id: captureID, deviceID: (row["device_id"] as String?).flatMap(UUID.init(uuidString:)),
                status: row["status"], evidenceJSON: Array(row["evidence"] as Data),
                receivedAt: Date(timeIntervalSince1970: row["received_at"]), blobs: blobs)
        }
    }

    public func captureID(photoSHA256: ContentDigest) async throws(SQLiteStoreError) -> UUID? {
        try await read { database in
            try String.fetchOne(
                database,
                sql: """
                    SELECT b.capture_id FROM service_capture_blob b JOIN service_capture c ON c.capture_id = b.capture_id
                    WHERE b.digest = ? AND b.kind IN ('photo', 'photo_c2pa') ORDER BY c.received_at LIMIT 1
                    """,
                arguments: [Data(photoSHA256.bytes)]
            ).flatMap(UUID.init(uuidString:))
        }
    }

    public func blob(_ digest: ContentDigest) async throws(SQLiteStoreError) -> [UInt8]? {
        let referenced = try await read { database in
            try Bool.fetchOne(
                database, sql: "SELECT EXISTS (SELECT 1 FROM service_capture_blob WHERE digest = ?)", arguments: [Data(digest.bytes)])
        }
        guard referenced == true else { return nil }
        return try await blocking { [blobStore] () throws(BlobStoreError) in try blobStore.readNow(digest) }
    }

    public func deleteCapture(id captureID: UUID) async throws(SQLiteStoreError) -> Bool {
        try await removeCaptures(where: "capture_id = ?", captureID.uuidString) > 0
    }

    public func expireCaptures(receivedBefore time: Date) async throws(SQLiteStoreError) -> Int {
        try await removeCaptures(where: "received_at < ?", time.timeIntervalSince1970)
    }

    /// Removes the captures matching `condition` in one transaction, then, in a second one (no
    /// capture can gain a reference meanwhile), the blobs no capture refers to any more. A crash
    /// between the two leaves unreferenced files, never a capture without its files.
    private func removeCaptures(where condition: String, _ value: any DatabaseValueConvertible & Sendable) async throws(SQLiteStoreError) -> Int {
        let (count, candidates) = try await write { database in
            let ids = try String.fetchAll(database, sql: "SELECT capture_id FROM service_capture WHERE \(condition)", arguments: [value])
            var digests = Set<Data>()
            for id in ids {
                digests.formUnion(try Data.fetchAll(database, sql: "SELECT digest FROM service_capture_blob WHERE capture_id = ?", arguments: [id]))
                try database.execute(sql: "DELETE FROM service_capture_blob WHERE capture_id = ?", arguments: [id])
                try database.execute(sql: "DELETE FROM service_capture WHERE capture_id = ?", arguments: [id])
            }
            return (ids.count, Array(digests))
        }
        guard !candidates.isEmpty else { return count }
        try await write { [blobStore] database in
            let unreferenced = try candidates.filter { digest in
                try !(Bool.fetchOne(
                    database, sql: "SELECT EXISTS (SELECT 1 FROM service_capture_blob WHERE digest = ?)", arguments: [digest]) ?? false)
            }
            try blobStore.removeNow(unreferenced.map { ContentDigest(bytes: Array($0)) })
        }
        return count
    }

    // MARK: Helpers

    /// The highest counter of the device's request signatures.
    private static let highestRequestCounter = HighestCounterColumn(table: "service_device", column: "highest_request_counter")

    private static func fetchDevice(in database: Database, where condition: String, _ value: any DatabaseValueConvertible) throws
        -> ServiceDevice?
    {
        try Row.fetchOne(
            database,
            sql: """
                SELECT s.device_id, s.key_id, s.model, s.has_lidar, d.public_key_x963, d.app_id, d.environment, d.registered_at
                FROM service_device s JOIN device d ON d.key_id = s.key_id WHERE \(condition)
                """,
            arguments: [value]
        ).flatMap { row in
            guard let id = UUID(uuidString: row["device_id"]), let keyID = row["key_id"] as Data?,
                let publicKey = row["public_key_x963"] as Data?, let environment = AppAttestEnvironment(rawValue: row["environment"]),
                let registeredAt = AppAttestTime.parse(row["registered_at"])
            else { return nil }
            return ServiceDevice(
                id: id, keyID: Array(keyID), publicKeyX963: Array(publicKey), appID: row["app_id"], environment: environment,
                model: row["model"], hasLiDAR: row["has_lidar"], registeredAt: registeredAt)
        }
    }

    /// Runs `body` in one immediate transaction, on the store's thread pool.
    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(SQLiteStoreError) -> T {
        try await blocking { [registry] in try registry.writeImmediately(body) }
    }

    /// Runs `body` on a reader of the pool, on the store's thread pool.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(SQLiteStoreError) -> T {
        try await blocking { [registry] in try registry.pool.read(body) }
    }

    /// Runs the blocking `body` on the store's thread pool, its failure as the store's error.
    private func blocking<T: Sendable, E: Error>(_ body: @escaping @Sendable () throws(E) -> T) async throws(SQLiteStoreError) -> T {
        let path = registry.path
        // A SQLite call is never abandoned by the store timeout: it waits for a thread of the pool
        // (behind inspections, under load), then SQLite's own busy timeout bounds it.
        _ = StoreCallGate.current?.begin()
        guard let result = await threadPool.perform({ Result { () throws(E) in try body() } }) else {
            throw .threadPoolStopped(path: path)
        }
        do {
            return try result.get()
        } catch {
            throw SQLiteStoreError(path: path, error)
        }
    }
}
