/// The three consecutive sections of a bundle file.
public enum BundleSection: String, Sendable, Equatable {
    /// The authenticated plaintext header (magic, version, salt, manifest length, key id, MAC).
    case header
    /// The sealed chunks that hold the manifest.
    case manifest
    /// The sealed chunks that hold the files' bytes.
    case payload
}
