import DepthKitCore

/// One file of a bundle, as its manifest records it.
public struct BundleEntry: Sendable, Equatable {
    /// What the file is.
    public let role: BundleRole
    /// The file's path relative to the capture directory, components separated by `/`.
    public let path: String
    /// The file's size in bytes.
    public let byteCount: UInt64
    /// SHA-256 of the file's bytes.
    public let sha256: ContentDigest

    /// An entry.
    public init(role: BundleRole, path: String, byteCount: UInt64, sha256: ContentDigest) {
        self.role = role
        self.path = path
        self.byteCount = byteCount
        self.sha256 = sha256
    }

    /// Bytes the entry takes in the manifest: role length, role, path length, path, size, SHA-256.
    static func encodedByteCount(role: BundleRole, path: String) -> Int {
        1 + role.rawValue.utf8.count + 2 + path.utf8.count + 8 + 32
    }

    /// Whether `path` can be stored: 1…1024 UTF-8 bytes, relative, components neither empty nor
    /// `.` nor `..`, no NUL.
    static func isValidPath(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        guard (1...BundleFormat.maxPathBytes).contains(bytes.count), !bytes.contains(0) else { return false }
        return bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy { component in
            !component.isEmpty && !component.elementsEqual([0x2e]) && !component.elementsEqual([0x2e, 0x2e])
        }
    }
}
