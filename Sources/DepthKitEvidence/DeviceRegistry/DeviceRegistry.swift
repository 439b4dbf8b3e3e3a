import DepthKitAttestation
import Foundation
import GRDB

/// The device registry: one SQLite file (through GRDB) holding every registered device key, the
/// highest assertion counter seen per key, and every (counter, client data hash) pair used, so
/// that a replayed assertion is recognised and named as one.
///
/// Safe for concurrent writers, in one process or several on one file: the file is in WAL mode,
/// every check-and-record runs in one `BEGIN IMMEDIATE` transaction, and a writer that finds the
/// file locked waits up to ``busyTimeout`` seconds.
public struct DeviceRegistry: Sendable {
    /// The registry file's path.
    public let path: String
    /// How long a writer waits for another to finish, in seconds.
    public let busyTimeout: Double
    package let pool: DatabasePool

    /// Opens the registry at `path`, creating it if missing and `creatingIfMissing`.
    /// - Throws: ``DeviceRegistryError/registryNotFound(path:)`` for a missing file not to be created;
    ///   ``DeviceRegistryError/storage(path:resultCode:message:)`` when the file cannot be opened or
    ///   is not a registry.
    public init(path: String, creatingIfMissing: Bool = true, busyTimeout: Double = 10) throws(DeviceRegistryError) {
        if !creatingIfMissing, !FileManager.default.fileExists(atPath: path) { throw .registryNotFound(path: path) }
        self.path = path
        self.busyTimeout = busyTimeout
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "DepthKit.DeviceRegistry"
        pool = try Self.storage(path) { try DatabasePool(path: path, configuration: configuration) }
        try Self.storage(path) {
            try pool.writeWithoutTransaction { database in
                try database.inTransaction(.immediate) {
                    try Self.createSchema(database)
                    return .commit
                }
            }
        }
    }

    /// The `assertion_use` table: one row per recorded assertion, its client data hash 1…1024
    /// bytes (``AttestationVerifier/clientDataHashByteCounts``).
    private static func assertionUseTable(_ name: String) -> String {
        let counts = AttestationVerifier.clientDataHashByteCounts
        return """
            CREATE TABLE IF NOT EXISTS \(name) (
                key_id BLOB NOT NULL REFERENCES device(key_id),
                counter INTEGER NOT NULL,
                client_data_hash BLOB NOT NULL CHECK (length(client_data_hash) BETWEEN \(counts.lowerBound) AND \(counts.upperBound)),
                recorded_at TEXT NOT NULL,
                PRIMARY KEY (key_id, counter)
            ) STRICT, WITHOUT ROWID;
            """
    }

    private static func createSchema(_ database: Database) throws {
        // A registry made before client data hashes of any length were accepted checks for exactly
        // 32 bytes: SQLite cannot alter a CHECK, so its table is rebuilt with its rows.
        let existing = try String.fetchOne(database, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'assertion_use'")
        if let existing, existing.contains("length(client_data_hash) = 32") {
            try database.execute(sql: assertionUseTable("assertion_use_rebuilt"))
            try database.execute(sql: """
                INSERT INTO assertion_use_rebuilt (key_id, counter, client_data_hash, recorded_at)
                    SELECT key_id, counter, client_data_hash, recorded_at FROM assertion_use;
                DROP TABLE assertion_use;
                ALTER TABLE assertion_use_rebuilt RENAME TO assertion_use;
                """)
        }
        try database.execute(sql: """
            CREATE TABLE IF NOT EXISTS device (
                key_id BLOB PRIMARY KEY NOT NULL CHECK (length(key_id) = 32),
                public_key_x963 BLOB NOT NULL CHECK (length(public_key_x963) = 65),
                app_id TEXT NOT NULL,
                environment TEXT NOT NULL,
                receipt_type TEXT NOT NULL,
                receipt_environment TEXT,
                receipt_creation_time TEXT,
                receipt_app_id TEXT,
                receipt_expiration_time TEXT,
                receipt_risk_metric TEXT,
                trust_root_is_apple INTEGER NOT NULL,
                registered_at TEXT NOT NULL,
                highest_counter INTEGER NOT NULL DEFAULT 0
            ) STRICT;
            """)
        try database.execute(sql: assertionUseTable("assertion_use"))
    }

    /// Records a verified attestation as a new device, registered at `time`.
    /// - Throws: ``DeviceRegistryError/alreadyRegistered(keyID:)`` for a key id already present.
    @discardableResult
    public func register(_ attestation: VerifiedAttestation, at time: Date) throws(DeviceRegistryError) -> RegisteredDevice {
        try Self.storage(path) {
            try writeImmediately { database in try Self.insert(attestation, at: time, in: database) }
        }
    }

    /// Inserts a verified attestation as a new device, in the caller's transaction.
    /// - Throws: ``DeviceRegistryError/alreadyRegistered(keyID:)`` for a key id already present.
    package static func insert(_ attestation: VerifiedAttestation, at time: Date, in database: Database) throws -> RegisteredDevice {
        if try fetchDevice(attestation.keyID, in: database) != nil {
            throw DeviceRegistryError.alreadyRegistered(keyID: attestation.keyID)
        }
        let receipt = attestation.receipt
        try database.execute(
            sql: """
                INSERT INTO device (key_id, public_key_x963, app_id, environment, receipt_type,
                    receipt_environment, receipt_creation_time, receipt_app_id, receipt_expiration_time,
                    receipt_risk_metric, trust_root_is_apple, registered_at, highest_counter)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                Data(attestation.keyID), Data(attestation.publicKeyX963), attestation.appID,
                attestation.environment.rawValue, receipt.type, receipt.environment, receipt.creationTime,
                receipt.appID, receipt.expirationTime, receipt.riskMetric, attestation.trustRootIsApple,
                AppAttestTime.format(time), Int64(attestation.counter),
            ])
        guard let device = try fetchDevice(attestation.keyID, in: database) else {
            throw DeviceRegistryError.unknownKey(keyID: attestation.keyID)
        }
        return device
    }

    /// The device with `keyID`, or `nil`.
    public func device(keyID: [UInt8]) throws(DeviceRegistryError) -> RegisteredDevice? {
        try Self.storage(path) { try pool.read { try Self.fetchDevice(keyID, in: $0) } }
    }

    /// Every registered device, in order of registration.
    public func devices() throws(DeviceRegistryError) -> [RegisteredDevice] {
        try Self.storage(path) {
            try pool.read { database in
                try Row.fetchAll(database, sql: Self.deviceQuery + " ORDER BY d.registered_at, d.key_id")
                    .compactMap(Self.device(from:))
            }
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: the write lock is taken before the first
    /// read, so a check and the record it leads to cannot interleave with another writer's.
    package func writeImmediately<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.writeWithoutTransaction { database in
            var result: T?
            try database.inTransaction(.immediate) {
                result = try body(database)
                return .commit
            }
            guard let result else { throw DatabaseError(resultCode: .SQLITE_INTERNAL) }
            return result
        }
    }

    /// Runs `body`, turning SQLite's errors into ``DeviceRegistryError/storage(path:resultCode:message:)``
    /// and passing the registry's own errors through.
    package static func storage<T>(_ path: String, _ body: () throws -> T) throws(DeviceRegistryError) -> T {
        do {
            return try body()
        } catch let error as DeviceRegistryError {
            throw error
        } catch let error as DatabaseError {
            throw .storage(path: path, resultCode: error.extendedResultCode.rawValue, message: error.message ?? "")
        } catch {
            throw .storage(path: path, resultCode: -1, message: String(describing: error))
        }
    }

    private static let deviceQuery = """
        SELECT d.*, (SELECT count(*) FROM assertion_use u WHERE u.key_id = d.key_id) AS assertion_count
        FROM device d
        """

    static func fetchDevice(_ keyID: [UInt8], in database: Database) throws -> RegisteredDevice? {
        try Row.fetchOne(database, sql: deviceQuery + " WHERE d.key_id = ?", arguments: [Data(keyID)])
            .flatMap(device(from:))
    }

    private static func device(from row: Row) -> RegisteredDevice? {
        guard let keyID = row["key_id"] as Data?, let publicKey = row["public_key_x963"] as Data?,
            let environment = AppAttestEnvironment(rawValue: row["environment"]),
            let registeredAt = AppAttestTime.parse(row["registered_at"])
        else { return nil }
        let highest: Int64 = row["highest_counter"]
        return RegisteredDevice(
            keyID: Array(keyID),
            publicKeyX963: Array(publicKey),
            appID: row["app_id"],
            environment: environment,
            receipt: AttestationReceipt(
                type: row["receipt_type"], environment: row["receipt_environment"],
                creationTime: row["receipt_creation_time"], appID: row["receipt_app_id"],
                expirationTime: row["receipt_expiration_time"], riskMetric: row["receipt_risk_metric"]),
            trustRootIsApple: row["trust_root_is_apple"],
            registeredAt: registeredAt,
            highestCounter: UInt32(clamping: highest),
            assertionCount: row["assertion_count"]
        )
    }
}
