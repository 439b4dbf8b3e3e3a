import DepthKitCore

/// The sealed list of a bundle's files, in strictly increasing byte order of their paths; the
/// payload is their bytes in this order.
///
/// Encoding (big-endian): entry count u32, then per entry: role length u8 · role · path length
/// u16 · path (UTF-8) · size u64 · SHA-256 (32).
public struct BundleManifest: Sendable, Equatable {
    /// The files, sorted by path.
    public let entries: [BundleEntry]

    /// A manifest of `entries` (sorted by the caller).
    init(entries: [BundleEntry]) {
        self.entries = entries
    }

    /// The files' sizes added up: the payload's plaintext length.
    public var payloadByteCount: UInt64 { entries.reduce(0) { $0 + $1.byteCount } }

    /// The encoded manifest.
    var encoded: [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(Self.encodedByteCount(entries.map { ($0.role, $0.path) }))
        bytes.appendBigEndian(UInt32(entries.count))
        for entry in entries {
            bytes.append(UInt8(entry.role.rawValue.utf8.count))
            bytes.append(contentsOf: entry.role.rawValue.utf8)
            bytes.appendBigEndian(UInt16(entry.path.utf8.count))
            bytes.append(contentsOf: entry.path.utf8)
            bytes.appendBigEndian(entry.byteCount)
            bytes.append(contentsOf: entry.sha256.bytes)
        }
        return bytes
    }

    /// The encoded length of a manifest of these files, known before their hashes are.
    static func encodedByteCount(_ files: [(role: BundleRole, path: String)]) -> Int {
        files.reduce(4) { $0 + BundleEntry.encodedByteCount(role: $1.role, path: $1.path) }
    }

    /// Decodes and checks an authenticated manifest.
    /// - Throws: ``BundleError/malformedManifest(_:)``.
    init(decoding bytes: [UInt8]) throws(BundleError) {
        var cursor = bytes[...]
        func take(_ count: Int, entry index: Int) throws(BundleError) -> ArraySlice<UInt8> {
            guard cursor.count >= count else { throw .malformedManifest(.endsInsideEntry(index: index)) }
            defer { cursor = cursor.dropFirst(count) }
            return cursor.prefix(count)
        }
        func integer(_ slice: ArraySlice<UInt8>) -> UInt64 { slice.reduce(0) { $0 << 8 | UInt64($1) } }

        guard bytes.count >= 4 else { throw .malformedManifest(.endsInsideEntry(index: 0)) }
        let count = UInt32(integer(try take(4, entry: 0)))
        guard count <= BundleFormat.maxEntries else { throw .malformedManifest(.tooManyEntries(count: count)) }
        var entries: [BundleEntry] = []
        var total: UInt64 = 0
        var directories = Set<String>()
        for index in 0..<Int(count) {
            let roleLength = Int(try take(1, entry: index).first!)
            guard let role = String(validating: try take(roleLength, entry: index), as: UTF8.self).flatMap(BundleRole.init(rawValue:)) else {
                throw .malformedManifest(.invalidRole(index: index))
            }
            let pathLength = Int(integer(try take(2, entry: index)))
            let pathBytes = try take(pathLength, entry: index)
            guard let path = String(validating: pathBytes, as: UTF8.self), BundleEntry.isValidPath(path) else {
                throw .malformedManifest(.invalidPath(index: index))
            }
            if let previous = entries.last, !previous.path.utf8.lexicographicallyPrecedes(path.utf8) {
                throw .malformedManifest(.pathOutOfOrder(index: index))
            }
            let size = integer(try take(8, entry: index))
            let digest = ContentDigest(bytes: Array(try take(32, entry: index)))
            total += min(size, BundleFormat.maxPayloadBytes + 1)
            guard total <= BundleFormat.maxPayloadBytes else { throw .malformedManifest(.payloadTooLarge) }
            var parent = Substring(path)
            while let slash = parent.lastIndex(of: "/") {
                parent = parent[..<slash]
                directories.insert(String(parent))
            }
            entries.append(BundleEntry(role: role, path: path, byteCount: size, sha256: digest))
        }
        guard cursor.isEmpty else { throw .malformedManifest(.trailingBytes(count: cursor.count)) }
        if let index = entries.firstIndex(where: { directories.contains($0.path) }) {
            throw .malformedManifest(.pathIsADirectory(index: index))
        }
        self.entries = entries
    }
}
