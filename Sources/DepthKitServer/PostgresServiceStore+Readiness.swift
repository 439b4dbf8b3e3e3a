import PostgresNIO

extension PostgresServiceStore {
    /// Runs `SELECT 1` on a pooled connection (waiting for one while postgres-nio reconnects).
    public func ping() async throws(PostgresStoreError) {
        do {
            try await client.query("SELECT 1", logger: logger)
        } catch {
            throw PostgresStoreError(location: location, error)
        }
    }
}
