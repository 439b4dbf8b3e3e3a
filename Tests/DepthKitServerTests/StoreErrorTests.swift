import DepthKitCore
import DepthKitEvidence
import DepthKitServer
import _DepthKitTestSupport
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DepthKitServer

/// Each store's own errors: what they say and the answer they become (500 `processing_failed`,
/// `details.reason` their kind, counted in `depthkit_store_errors_total`).
@Suite("depthkit serve: the stores' own errors")
struct StoreErrorTests {
    @Test("a SQLite failure answers 500 processing_failed with reason sqlite_failed, counted by kind")
    func sqliteFailure() async throws {
        let fixture = try ServiceFixture(.sqlite)
        guard case .sqlite(let path) = fixture.configuration.database else { Issue.record("not SQLite"); return }
        try await fixture.application().test(.router) { client in
            // The evidence table removed behind the service: reading a capture fails in SQLite.
            try await DatabaseQueue(path: path).write { try $0.execute(sql: "DROP TABLE service_capture") }
            let captureID = UUID()
            let response = try await client.execute(uri: "/api/v1/captures/\(captureID.uuidString)", method: .get)
            #expect(response.status == .internalServerError)
            #expect(response.errorCode == "processing_failed")
            #expect(response.errorDetails == ["reason": "sqlite_failed"])
            let metrics = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            #expect(metrics.contains(#"depthkit_store_errors_total{kind="sqlite_failed"}"#), "\(metrics)")
        }
    }

    @Test("the SQLite store's open failure names the file and SQLite's result code")
    func sqliteOpenFailure() throws {
        // A directory is not a database file: SQLite cannot open it (SQLITE_CANTOPEN, 14).
        let directory = try TemporaryDirectory()
        #expect {
            _ = try SQLiteServiceStore(path: directory.path)
        } throws: { error in
            guard case .sqlite(let path, let resultCode, _) = error as? SQLiteStoreError else { return false }
            return path == directory.path && resultCode == 14 && (error as? SQLiteStoreError)?.kind == "sqlite_failed"
        }
    }

    static let keyID = [UInt8](repeating: 7, count: 32)

    @Test(
        "store errors: kind and message",
        arguments: [
            (SQLiteStoreError.sqlite(path: "/s.db", resultCode: 5, message: "database is locked") as any ServiceStoreError,
                "sqlite_failed", "/s.db: device registry: SQLite error 5: database is locked"),
            (SQLiteStoreError.deviceMissing(path: "/s.db", keyID: keyID),
                "device_missing", "/s.db: the device with key id \(Base64.encode(keyID)) has no row in the device table"),
            (SQLiteStoreError.threadPoolStopped(path: "/s.db"),
                "store_thread_pool_stopped", "/s.db: the store's thread pool is shut down (the service is stopping)"),
            (PostgresStoreError.server(location: "postgres://u@h:5432/d", sqlState: "42P01", message: "relation \"x\" does not exist"),
                "postgres_server_error", "postgres://u@h:5432/d: PostgreSQL error 42P01: relation \"x\" does not exist"),
            (PostgresStoreError.connection(location: "postgres://u@h:5432/d", code: "connectionError"),
                "postgres_connection_failed", "postgres://u@h:5432/d: no usable PostgreSQL connection (connectionError)"),
            (PostgresStoreError.decoding(location: "postgres://u@h:5432/d", column: "status", postgresType: "INT4"),
                "postgres_decoding_failed", "postgres://u@h:5432/d: column status (INT4) is not of the type the service reads"),
            (PostgresStoreError.deviceMissing(location: "postgres://u@h:5432/d", keyID: keyID),
                "device_missing", "postgres://u@h:5432/d: the device with key id \(Base64.encode(keyID)) has no row in depthkit_device"),
            (PostgresStoreError.unexpected(location: "postgres://u@h:5432/d", errorType: "Swift.CancellationError"),
                "postgres_unexpected_error", "postgres://u@h:5432/d: PostgreSQL access failed (Swift.CancellationError)"),
        ] as [(any ServiceStoreError, String, String)])
    func kindAndMessage(error: any ServiceStoreError, kind: String, message: String) {
        #expect(error.kind == kind)
        #expect(error.description == message)
        #expect(error.category == .io)
        // The status follows the error's fault (FaultTests.faultAnswers); the reason is always the kind.
        #expect(APIError.storageFailed(error).details["reason"] == kind)
    }

    @Test("GRDB's and the registry's failures become the SQLite store's, with their evidence")
    func sqliteMapping() {
        #expect(SQLiteStoreError(path: "/s.db", DatabaseError(resultCode: .SQLITE_BUSY, message: "busy"))
            == .sqlite(path: "/s.db", resultCode: 5, message: "busy"))
        #expect(SQLiteStoreError(path: "/s.db", DeviceRegistryError.storage(path: "/other", resultCode: 13, message: "full"))
            == .sqlite(path: "/s.db", resultCode: 13, message: "full"))
        #expect(SQLiteStoreError(path: "/s.db", DeviceRegistryError.unknownKey(keyID: Self.keyID))
            == .deviceMissing(path: "/s.db", keyID: Self.keyID))
    }

    @Test("the PostgreSQL store's own error passes through; a foreign one is named by its type")
    func postgresMapping() {
        let missing = PostgresStoreError.deviceMissing(location: "pg", keyID: Self.keyID)
        #expect(PostgresStoreError(location: "pg", missing) == missing)
        #expect(PostgresStoreError(location: "pg", CancellationError()) == .unexpected(location: "pg", errorType: "Swift.CancellationError"))
    }
}
