import DepthKitCore
import PostgresNIO

/// Why the PostgreSQL store (``PostgresServiceStore``) failed; `location` is the database's URL
/// without its password.
public enum PostgresStoreError: ServiceStoreError, ExplainedError {
    /// PostgreSQL refused a statement or the login: its SQLSTATE (`42P01` undefined table,
    /// `28P01` wrong password, `53300` too many connections, …) and message.
    case server(location: String, sqlState: String, message: String)
    /// No usable connection: connecting, TLS or authentication failed on the client's side, the
    /// connection closed, or the pool is shut down; `code` is postgres-nio's name for it.
    case connection(location: String, code: String)
    /// A column's value is not of the type the store reads it as (a schema edited behind the service).
    case decoding(location: String, column: String, postgresType: String)
    /// A device the service knows by id has no row in `depthkit_device`, so its counter cannot be judged.
    case deviceMissing(location: String, keyID: [UInt8])
    /// The shared blob directory (`--storage`) failed.
    case blobs(BlobStoreError)
    /// A failure postgres-nio does not name (its Swift type).
    case unexpected(location: String, errorType: String)

    /// The failure `error`, thrown by postgres-nio (or by the store inside a transaction), on the
    /// database `location`.
    init(location: String, _ error: any Error) {
        switch error {
        case let error as PostgresStoreError:
            self = error
        case let error as BlobStoreError:
            self = .blobs(error)
        case let error as PostgresTransactionError:
            // The first failure is the cause: BEGIN, then the body, then COMMIT, then ROLLBACK.
            let cause = error.beginError ?? error.closureError ?? error.commitError ?? error.rollbackError
            self = cause.map { PostgresStoreError(location: location, $0) } ?? .unexpected(location: location, errorType: "PostgresTransactionError")
        case let error as PSQLError where error.code == .server:
            self = .server(
                location: location, sqlState: error.serverInfo?[.sqlState] ?? "", message: error.serverInfo?[.message] ?? "")
        case let error as PSQLError:
            self = .connection(location: location, code: error.code.description)
        case let error as PostgresDecodingError:
            self = .decoding(location: location, column: error.columnName, postgresType: error.postgresType.description)
        default:
            self = .unexpected(location: location, errorType: String(reflecting: type(of: error)))
        }
    }

    public var category: FailureCategory { .io }

    public var namesItsFile: Bool { true }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .server(location, sqlState, message):
            ("postgres_server_error", "\(location): PostgreSQL error \(sqlState): \(message)")
        case let .connection(location, code):
            ("postgres_connection_failed", "\(location): no usable PostgreSQL connection (\(code))")
        case let .decoding(location, column, postgresType):
            ("postgres_decoding_failed", "\(location): column \(column) (\(postgresType)) is not of the type the service reads")
        case let .deviceMissing(location, keyID):
            ("device_missing", "\(location): the device with key id \(Base64.encode(keyID)) has no row in depthkit_device")
        case let .blobs(error):
            error.explanation
        case let .unexpected(location, errorType):
            ("postgres_unexpected_error", "\(location): PostgreSQL access failed (\(errorType))")
        }
    }
}
