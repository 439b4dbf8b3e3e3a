import DepthKitCore
import Foundation
import Logging
import PostgresNIO

/// Blobs as rows of one PostgreSQL table, `depthkit_blob (digest, bytes)`: every instance sees
/// them, and they are inserted and deleted in the transactions that insert and delete the
/// captures referring to them (``PostgresServiceStore``).
public struct PostgresBlobTable: BlobStore {
    let client: PostgresClient
    let location: String
    let logger: Logger

    public func read(_ digest: ContentDigest) async throws(PostgresStoreError) -> [UInt8]? {
        do {
            let rows = try await client.query("SELECT bytes FROM depthkit_blob WHERE digest = \(Data(digest.bytes))", logger: logger)
            var bytes: [UInt8]?
            for try await value in rows.decode(Data.self) { bytes = Array(value) }
            return bytes
        } catch {
            throw PostgresStoreError(location: location, error)
        }
    }

    /// Inserts the blobs not yet present, on `connection` (in its transaction).
    func insert(_ blobs: [CaptureBlob], on connection: PostgresConnection) async throws {
        for blob in blobs {
            try await connection.query(
                "INSERT INTO depthkit_blob (digest, bytes) VALUES (\(Data(blob.digest.bytes)), \(Data(blob.bytes))) ON CONFLICT (digest) DO NOTHING",
                logger: logger)
        }
    }

    /// Deletes the blobs `digests`, on `connection` (in its transaction).
    func delete(_ digests: [ContentDigest], on connection: PostgresConnection) async throws {
        for digest in digests {
            try await connection.query("DELETE FROM depthkit_blob WHERE digest = \(Data(digest.bytes))", logger: logger)
        }
    }
}
