/// What a bundle holds, as `bundle list`, `verify`, `open` and `seal` report it.
public struct BundleContents: Sendable, Equatable {
    /// The authenticated header.
    public let header: BundleHeader
    /// The authenticated manifest.
    public let manifest: BundleManifest
    /// Chunks in the file (manifest and payload).
    public let chunkCount: UInt64
    /// Bytes of the bundle file.
    public let byteCount: UInt64

    init(header: BundleHeader, manifest: BundleManifest) {
        let layout = BundleLayout(
            headerByteCount: header.byteCount, manifestByteCount: header.manifestByteCount,
            payloadByteCount: manifest.payloadByteCount)
        self.header = header
        self.manifest = manifest
        chunkCount = layout.totalChunkCount
        byteCount = layout.fileByteCount
    }
}
