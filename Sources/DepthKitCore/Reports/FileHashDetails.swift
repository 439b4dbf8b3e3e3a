/// What `hash` reports about one file: the fields of its ``FileReport``, all `nil` when the file
/// could not be read.
public struct FileHashDetails: Encodable, Sendable {
    /// Lowercase hex SHA-256 of the file's bytes.
    public let sha256: String?
    /// The same digest in standard base64.
    public let sha256Base64: String?
    /// Size of the file in bytes.
    public let bytes: Int?

    /// The digest of a file that was read.
    public init(_ result: FileDigest) {
        sha256 = result.digest.hex
        sha256Base64 = result.digest.base64
        bytes = result.byteCount
    }

    /// No digest: the file could not be read.
    public static let unread = FileHashDetails(sha256: nil, sha256Base64: nil, bytes: nil)

    private init(sha256: String?, sha256Base64: String?, bytes: Int?) {
        self.sha256 = sha256
        self.sha256Base64 = sha256Base64
        self.bytes = bytes
    }
}
