import DepthKitCore
import Foundation
import PostgresNIO

/// Where the service keeps its state: `sqlite:PATH` (an embedded file, one instance) or
/// `postgres://user:password@host:port/database` (shared by any number of instances).
public enum DatabaseLocation: Sendable, Equatable {
    /// An embedded SQLite file.
    case sqlite(path: String)
    /// A PostgreSQL database URL.
    case postgres(url: String)

    /// Parses `--database`.
    /// - Throws: ``DatabaseLocationError/unsupported(_:)`` for another scheme.
    public init(parsing text: String) throws(DatabaseLocationError) {
        if text.hasPrefix("sqlite:") {
            let path = String(text.dropFirst("sqlite:".count))
            guard !path.isEmpty else { throw .unsupported(text) }
            self = .sqlite(path: path)
        } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
            self = .postgres(url: text)
        } else {
            throw .unsupported(text)
        }
    }
}

/// Why `--database` names no usable database.
public enum DatabaseLocationError: DepthKitError, Equatable {
    /// Neither `sqlite:PATH` nor `postgres://…`.
    case unsupported(String)
    /// A `postgres://` URL without a host, user or database.
    case incompletePostgresURL(String)

    public var category: FailureCategory { .usage }
    public var kind: String {
        switch self {
        case .unsupported: "database_unsupported"
        case .incompletePostgresURL: "database_url_incomplete"
        }
    }
    public var description: String {
        switch self {
        case .unsupported: "--database takes sqlite:PATH or postgres://user:password@host:port/database"
        case .incompletePostgresURL(let redacted): "\(redacted): a PostgreSQL URL needs a user, a host and a database"
        }
    }
}

/// A parsed `postgres://` URL: the client configuration, and the URL without its password.
struct PostgresLocation {
    let configuration: PostgresClient.Configuration
    let redacted: String

    init(url: String) throws(DatabaseLocationError) {
        guard let components = URLComponents(string: url) else { throw .unsupported("postgres://…") }
        var shown = components
        if shown.password != nil { shown.password = "***" }
        redacted = shown.string ?? "postgres://…"
        let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard let host = components.host, !host.isEmpty, let user = components.user, !database.isEmpty else {
            throw .incompletePostgresURL(redacted)
        }
        let mode = components.queryItems?.first { $0.name == "sslmode" }?.value ?? "prefer"
        let tls: PostgresClient.Configuration.TLS = switch mode {
        case "disable": .disable
        case "require": .require(.makeClientConfiguration())
        default: .prefer(.makeClientConfiguration())
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: components.port ?? 5432, username: user, password: components.password, database: database,
            tls: tls)
        configuration.options.maximumConnections = 16
        self.configuration = configuration
    }
}
