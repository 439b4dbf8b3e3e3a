import GRDB

extension SQLiteServiceStore {
    /// Reads one row of the capture table on the store's thread pool.
    public func ping() async throws(SQLiteStoreError) {
        _ = try await read { database in try Int.fetchOne(database, sql: "SELECT count(*) FROM (SELECT 1 FROM service_capture LIMIT 1)") }
    }
}
