import DepthKitCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Seals a capture directory into one bundle file (docs/BUNDLE_FORMAT.md): every file's bytes
/// encrypted and authenticated with AES-256-GCM in 64 KiB chunks, listed in a sealed manifest
/// with its role, size and SHA-256.
///
/// One pass over the files with one 1 MiB buffer (16 chunks read, hashed, sealed and written
/// together): the file's final size is allocated, the payload is written first, then the
/// header and the manifest (whose length is known from the names before any hash is) into the
/// space left for them at the start. The bundle appears at its path only when complete.
public struct BundleSealer: Sendable {
    /// The master key.
    public let key: BundleKey
    /// The key id written into the header (may be empty).
    public let keyID: String
    /// Whether the bundle is synced to storage before it is renamed into place.
    public let syncsToStorage: Bool

    /// A sealer with `key`, recording `keyID` in every bundle.
    /// - Throws: ``BundleError/invalidKeyID(byteCount:)`` for a key id over 64 UTF-8 bytes or
    ///   with control characters.
    public init(key: BundleKey, keyID: String = "", syncsToStorage: Bool = false) throws(BundleError) {
        guard BundleHeader.isValidKeyID(keyID) else { throw .invalidKeyID(byteCount: keyID.utf8.count) }
        self.key = key
        self.keyID = keyID
        self.syncsToStorage = syncsToStorage
    }

    /// Seals every regular file below `captureDirectory` into the bundle at `output`, replacing
    /// an existing file there atomically.
    /// - Throws: ``BundleError`` (a capture problem, a file that changed while read, a write failure).
    @discardableResult
    public func seal(captureDirectory: String, to output: String) throws(BundleError) -> BundleContents {
        try refuseOutput(output, inside: captureDirectory)
        let files = try CaptureDirectoryListing(directory: captureDirectory).files
        guard !files.isEmpty else { throw .emptyCapture(path: captureDirectory) }
        var payloadByteCount: UInt64 = 0
        for file in files {
            payloadByteCount += min(file.byteCount, BundleFormat.maxPayloadBytes + 1)
            guard payloadByteCount <= BundleFormat.maxPayloadBytes else {
                throw .captureTooLarge(byteCount: payloadByteCount, limit: BundleFormat.maxPayloadBytes)
            }
        }
        let roles = files.map { BundleRole(forPath: $0.path) }
        let manifestByteCount = BundleManifest.encodedByteCount(Array(zip(roles, files.map(\.path))))
        guard manifestByteCount <= BundleFormat.maxManifestBytes else {
            throw .manifestTooLarge(byteCount: manifestByteCount, limit: BundleFormat.maxManifestBytes)
        }

        // The salt in four 8-byte requests to the system generator (not 32 one-byte ones: each is a system call).
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<BundleFormat.saltSize / 8).flatMap { _ in withUnsafeBytes(of: generator.next() as UInt64, Array.init) }
        let subkeys = BundleSubkeys(master: key, salt: salt)
        let header = BundleHeader(keyID: keyID, salt: salt, manifestByteCount: manifestByteCount, macKey: subkeys.headerMACKey)
        let cipher = ChunkCipher(key: subkeys.streamKey, associatedData: header.mac)
        let layout = BundleLayout(headerByteCount: header.byteCount, manifestByteCount: manifestByteCount, payloadByteCount: payloadByteCount)

        let file = try BundleOutputFile(path: output, syncsToStorage: syncsToStorage)
        defer { file.discard() }
        try file.reserve(byteCount: layout.fileByteCount)
        try file.seek(to: layout.payloadOffset)
        let writer = PayloadChunkWriter(
            cipher: cipher, firstIndex: layout.manifestChunkCount, finalIndex: layout.totalChunkCount - 1,
            payloadByteCount: payloadByteCount, output: file)
        var entries: [BundleEntry] = []
        entries.reserveCapacity(files.count)
        for (listed, role) in zip(files, roles) {
            let digest = try sealFile(listed, in: captureDirectory, with: writer)
            entries.append(BundleEntry(role: role, path: listed.path, byteCount: listed.byteCount, sha256: digest))
        }
        try writer.finish()

        let manifest = BundleManifest(entries: entries)
        var front = header.bytes
        let manifestBytes = manifest.encoded
        for position in 0..<layout.manifestChunkCount {
            let start = Int(position) * BundleFormat.chunkSize
            let size = BundleLayout.plaintextSize(ofChunk: position, inSectionOf: UInt64(manifestBytes.count))
            let sealed = manifestBytes.withUnsafeBytes { bytes in
                Result { () throws(BundleError) in
                    try cipher.seal(UnsafeRawBufferPointer(rebasing: bytes[start..<start + size]), index: position, isFinal: false)
                }
            }
            front.append(contentsOf: try sealed.get())
        }
        try file.write(front, at: 0)
        try file.commit()
        return BundleContents(header: header, manifest: manifest)
    }

    /// Feeds one file to the payload and returns its SHA-256.
    /// - Throws: ``BundleError/captureChanged(path:listedBytes:foundBytes:)`` when its size is not
    ///   the listed one any more.
    private func sealFile(
        _ listed: CaptureDirectoryListing.File, in directory: String, with writer: PayloadChunkWriter
    ) throws(BundleError) -> ContentDigest {
        let path = directory + "/" + listed.path
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .readFailed(path: path, reason: InputReadError(openFailureErrno: errno)) }
        defer { close(descriptor) }
        var digest = SHA256Accumulator()
        var remaining = listed.byteCount
        while remaining > 0 {
            let count = try writer.read(from: descriptor, limit: remaining, path: path, digest: &digest)
            guard count > 0 else {
                throw .captureChanged(path: listed.path, listedBytes: listed.byteCount, foundBytes: listed.byteCount - remaining)
            }
            remaining -= UInt64(count)
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, UInt64(status.st_size) != listed.byteCount {
            throw .captureChanged(path: listed.path, listedBytes: listed.byteCount, foundBytes: UInt64(status.st_size))
        }
        return digest.finalize()
    }

    /// Refuses an output inside the capture directory (it would seal an older bundle into the new one).
    private func refuseOutput(_ output: String, inside directory: String) throws(BundleError) {
        guard let resolvedOutput = FileSystem.resolvedPath(FileSystem.directory(containing: output)),
            let resolvedCapture = FileSystem.resolvedPath(directory)
        else { return }
        if resolvedOutput == resolvedCapture || resolvedOutput.hasPrefix(resolvedCapture + "/") {
            throw .outputInsideCapture(output: output)
        }
    }
}
