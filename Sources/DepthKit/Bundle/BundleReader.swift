import Foundation

/// Reads a bundle front to back: the header (authenticated before anything else is trusted),
/// the manifest's chunks, then the payload's chunks, each opened and checked as it arrives with
/// one 64 KiB buffer. Files' bytes go to a ``BundleDirectoryWriter`` (or nowhere, to verify) and
/// are hashed against the manifest.
final class BundleReader {
    /// The authenticated header.
    let header: BundleHeader
    private let source: BundleByteSource
    private let cipher: ChunkCipher
    private var nextIndex: UInt64 = 0
    private let sealedChunk = UnsafeMutableRawBufferPointer.allocate(
        byteCount: BundleFormat.chunkSize + BundleFormat.tagSize, alignment: 64)

    /// Opens `path` (`-` for standard input) and authenticates its header with `key`.
    init(path: String, key: BundleKey) throws(BundleError) {
        source = try BundleByteSource(path: path)
        let (header, subkeys) = try BundleHeader.read(from: source, key: key)
        self.header = header
        cipher = ChunkCipher(key: subkeys.streamKey, associatedData: header.mac)
    }

    deinit { sealedChunk.deallocate() }

    /// Reads, authenticates and decodes the manifest (call once, right after opening).
    func readManifest() throws(BundleError) -> BundleManifest {
        let byteCount = UInt64(header.manifestByteCount)
        var plaintext = [UInt8]()
        plaintext.reserveCapacity(header.manifestByteCount)
        for position in 0..<BundleLayout.chunkCount(forPlaintext: byteCount) {
            let size = BundleLayout.plaintextSize(ofChunk: position, inSectionOf: byteCount)
            plaintext.append(contentsOf: try readChunk(plaintextSize: size, section: .manifest, isFinal: false))
        }
        return try BundleManifest(decoding: plaintext)
    }

    /// Reads the payload after the manifest, checks every file's SHA-256 and that the file ends
    /// right after the final chunk, writing the files to `writer` when there is one.
    func readPayload(of manifest: BundleManifest, into writer: BundleDirectoryWriter?) throws(BundleError) {
        var files = PayloadFiles(entries: manifest.entries, writer: writer)
        try files.settle()
        let byteCount = manifest.payloadByteCount
        let chunkCount = BundleLayout.chunkCount(forPlaintext: byteCount)
        for position in 0..<chunkCount {
            let size = BundleLayout.plaintextSize(ofChunk: position, inSectionOf: byteCount)
            let plaintext = try readChunk(plaintextSize: size, section: .payload, isFinal: position == chunkCount - 1)
            try plaintext.withUnsafeBytes { bytes in Result { () throws(BundleError) in try files.deliver(bytes) } }.get()
        }
        try source.expectEnd()
    }

    private func readChunk(plaintextSize: Int, section: BundleSection, isFinal: Bool) throws(BundleError) -> Data {
        let offset = source.offset
        let sealed = UnsafeMutableRawBufferPointer(rebasing: sealedChunk[..<(plaintextSize + BundleFormat.tagSize)])
        let got = try source.fill(sealed)
        guard got == sealed.count else {
            throw .truncated(section: section, offset: offset, expectedBytes: sealed.count, actualBytes: got)
        }
        defer { nextIndex += 1 }
        return try cipher.open(UnsafeRawBufferPointer(sealed), index: nextIndex, isFinal: isFinal, section: section, offset: offset)
    }
}

/// Splits the payload's bytes into the manifest's files in order, hashing each and checking the
/// hash when the file is complete.
private struct PayloadFiles {
    let entries: [BundleEntry]
    let writer: BundleDirectoryWriter?
    private var current = -1
    private var remaining: UInt64 = 0
    private var digest = SHA256Accumulator()

    init(entries: [BundleEntry], writer: BundleDirectoryWriter?) {
        self.entries = entries
        self.writer = writer
    }

    /// Hands `bytes` to the files they belong to.
    mutating func deliver(_ bytes: UnsafeRawBufferPointer) throws(BundleError) {
        var rest = bytes
        while !rest.isEmpty, current < entries.count {
            let take = Int(min(UInt64(rest.count), remaining))
            let part = UnsafeRawBufferPointer(rebasing: rest[..<take])
            digest.update(part)
            try writer?.write(part)
            remaining -= UInt64(take)
            rest = UnsafeRawBufferPointer(rebasing: rest[take...])
            try settle()
        }
    }

    /// Finishes every complete file and starts the next one that still expects bytes.
    mutating func settle() throws(BundleError) {
        while remaining == 0, current < entries.count {
            if current >= 0 {
                let entry = entries[current]
                let actual = digest.finalize()
                guard actual == entry.sha256 else {
                    throw .fileHashMismatch(path: entry.path, expected: entry.sha256, actual: actual)
                }
                try writer?.endFile()
            }
            current += 1
            if current < entries.count {
                digest = SHA256Accumulator()
                remaining = entries[current].byteCount
                try writer?.beginFile(entries[current].path)
            }
        }
    }
}
