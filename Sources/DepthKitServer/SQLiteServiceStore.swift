import DepthKitAttestation
import DepthKitEvidence
import Foundation
import GRDB
import NIOPosix

/// The embedded store: the DepthKit device registry's SQLite file (`depthkit device register
/// --registry` reads the same devices), extended by the service's tables for challenges, device
/// ids and request counters, and evidence reports. One instance serves it.
///
/// GRDB's calls block their thread (on SQLite's locks and the disk), so every one runs on a
/// thread of `threadPool`, never on the cooperative threads the routes' tasks run on.
public struct SQLiteServiceStore: ServiceStore {
    /// The registry the store extends.
    public let registry: DeviceRegistry
    /// The threads the store's SQLite calls run on.
    let threadPool: NIOThreadPool

    /// Opens (creating if missing) the store at `path`; its calls run on `threadPool`.
    /// - Throws: ``SQLiteStoreError/sqlite(path:resultCode:message:)``.
    public init(path: String, threadPool: NIOThreadPool = .singleton) throws(SQLiteStoreError) {
        do {
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

    public func saveCapture(_ capture: StoredCapture) async throws(SQLiteStoreError) {
        try await write { database in
            try database.execute(
                sql: "INSERT INTO service_capture (capture_id, device_id, status, evidence, received_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    capture.id.uuidString, capture.deviceID?.uuidString, capture.status, Data(capture.evidenceJSON),
                    capture.receivedAt.timeIntervalSince1970,
                ])
        }
    }

    public func capture(id captureID: UUID) async throws(SQLiteStoreError) -> StoredCapture? {
        try await read { database in
            try Row.fetchOne(
                database, sql: "SELECT * FROM service_capture WHERE capture_id = ?", arguments: [captureID.uuidString]
            ).map { row in
                StoredCapture(
                    id: captureID, deviceID: (row["device_id"] as String?).flatMap(UUID.init(uuidString:)),
                    status: row["status"], evidenceJSON: Array(row["evidence"] as Data),
                    receivedAt: Date(timeIntervalSince1970: row["received_at"]))
            }
        }
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
                SELECT s.device_id, s.key_id, s.model, s.has_lidar, d.public_key_x963, d.app_id
                FROM service_device s JOIN device d ON d.key_id = s.key_id WHERE \(condition)
                """,
            arguments: [value]
        ).flatMap { row in
            guard let id = UUID(uuidString: row["device_id"]), let keyID = row["key_id"] as Data?,
                let publicKey = row["public_key_x963"] as Data?
            else { return nil }
            return ServiceDevice(
                id: id, keyID: Array(keyID), publicKeyX963: Array(publicKey), appID: row["app_id"], model: row["model"],
                hasLiDAR: row["has_lidar"])
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
        let gate = StoreCallGate.current
        // A call its deadline abandoned while it waited for a thread never runs.
        guard let result = await threadPool.perform({ gate?.begin() == false ? nil : Result { () throws(E) in try body() } }),
            let result
        else {
            throw .threadPoolStopped(path: path)
        }
        do {
            return try result.get()
        } catch {
            throw SQLiteStoreError(path: path, error)
        }
    }
}
