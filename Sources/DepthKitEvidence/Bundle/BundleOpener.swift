/// Lists, verifies and opens bundles sealed by ``BundleSealer``. Every byte is authenticated
/// before it is trusted: the header's MAC first, then each chunk with AES-256-GCM, then each
/// file's SHA-256 against the manifest. Bundles are read front to back, 16 chunks (1 MiB) at a
/// time into one buffer, so `-` (standard input) works as well as a file.
public struct BundleOpener: Sendable {
    /// The master key.
    public let key: BundleKey
    /// Whether `open` syncs every file and the directory before renaming it into place.
    public let syncsToStorage: Bool

    /// An opener with `key`.
    public init(key: BundleKey, syncsToStorage: Bool = false) {
        self.key = key
        self.syncsToStorage = syncsToStorage
    }

    /// The header and manifest, authenticated; the payload is not read.
    public func list(_ bundle: String) throws(BundleError) -> BundleContents {
        let reader = try BundleReader(path: bundle, key: key)
        return BundleContents(header: reader.header, manifest: try reader.readManifest())
    }

    /// Authenticates the whole bundle and checks every file's hash, writing nothing.
    @discardableResult
    public func verify(_ bundle: String) throws(BundleError) -> BundleContents {
        let reader = try BundleReader(path: bundle, key: key)
        let manifest = try reader.readManifest()
        try reader.readPayload(of: manifest, into: nil)
        return BundleContents(header: reader.header, manifest: manifest)
    }

    /// Restores the bundle's files into `directory` (which must not exist, or be empty), byte for
    /// byte. The files are written into a temporary directory next to it, renamed to `directory`
    /// only once everything verified; on any failure nothing is left behind.
    @discardableResult
    public func open(_ bundle: String, to directory: String) throws(BundleError) -> BundleContents {
        let reader = try BundleReader(path: bundle, key: key)
        let manifest = try reader.readManifest()
        let writer = try BundleDirectoryWriter(target: directory, syncsToStorage: syncsToStorage)
        defer { writer.discard() }
        try reader.readPayload(of: manifest, into: writer)
        try writer.commit()
        return BundleContents(header: reader.header, manifest: manifest)
    }
}
