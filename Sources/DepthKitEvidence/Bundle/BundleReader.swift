import DepthKitCore
import Foundation

/// Reads a bundle front to back: the header (authenticated before anything else is trusted),
/// the manifest's chunks, then the payload's chunks, read up to 16 at a time (one `read` of about
/// 1 MiB into one reused buffer) and each opened and checked in order. Files' bytes go to a
/// ``BundleDirectoryWriter`` (or nowhere, to verify) and are hashed against the manifest.
final class BundleReader {
    /// The authenticated header.
    let header: BundleHeader
    private let source: BundleByteSource
    private let cipher: ChunkCipher
    private var nextIndex: UInt64 = 0

    /// Opens `path` (`-` for standard input) and authenticates its header with `key`.
    init(path: String, key: BundleKey) throws(BundleError) {
        source = try BundleByteSource(path: path)
        let (header, subkeys) = try BundleHeader.read(from: source, key: key)
        self.header = header
        cipher = ChunkCipher(key: subkeys.streamKey, associatedData: header.mac)
    }

    /// Reads, authenticates and decodes the manifest (call once, right after opening).
    func readManifest() throws(BundleError) -> BundleManifest {
        var plaintext = [UInt8]()
        plaintext.reserveCapacity(header.manifestByteCount)
        try readSection(.manifest, byteCount: UInt64(header.manifestByteCount), endsFile: false) { chunk in
            plaintext.append(contentsOf: chunk)
        }
        return try BundleManifest(decoding: plaintext)
    }

    /// Reads the payload after the manifest, checks every file's SHA-256 and that the file ends
    /// right after the final chunk, writing the files to `writer` when there is one.
    func readPayload(of manifest: BundleManifest, into writer: BundleDirectoryWriter?) throws(BundleError) {
        var files = PayloadFiles(entries: manifest.entries, writer: writer)
        try files.settle()
        try readSection(.payload, byteCount: manifest.payloadByteCount, endsFile: true) { chunk throws(BundleError) in
            try files.deliver(chunk)
        }
        try source.expectEnd()
    }

    /// Reads the chunks of a section of `byteCount` plaintext bytes in batches, opens each in
    /// order and hands its plaintext to `body`; the section's last chunk is final when it `endsFile`.
    /// A chunk that fails authentication is reported before the input's end is, as when reading
    /// one chunk at a time.
    private func readSection(
        _ section: BundleSection, byteCount: UInt64, endsFile: Bool, _ body: (Data) throws(BundleError) -> Void
    ) throws(BundleError) {
        let chunkCount = BundleLayout.chunkCount(forPlaintext: byteCount)
        let sealedChunkSize = BundleFormat.chunkSize + BundleFormat.tagSize
        let capacity = min(
            BundleLayout.sealedByteCount(forPlaintext: byteCount), UInt64(PayloadChunkWriter.chunksPerBatch * sealedChunkSize))
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(capacity), alignment: 64)
        defer { buffer.deallocate() }
        var position: UInt64 = 0
        while position < chunkCount {
            let batch = min(chunkCount - position, UInt64(PayloadChunkWriter.chunksPerBatch))
            let sizes = (position..<position + batch).map { BundleLayout.plaintextSize(ofChunk: $0, inSectionOf: byteCount) }
            let batchOffset = source.offset
            let got = try source.fill(UnsafeMutableRawBufferPointer(
                rebasing: buffer[..<(sizes.reduce(0, +) + sizes.count * BundleFormat.tagSize)]))
            var start = 0
            for size in sizes {
                let sealedSize = size + BundleFormat.tagSize
                let offset = batchOffset + UInt64(start)
                guard start + sealedSize <= got else {
                    throw .truncated(section: section, offset: offset, expectedBytes: sealedSize, actualBytes: got - start)
                }
                let isFinal = endsFile && position == chunkCount - 1
                let plaintext = try cipher.open(
                    UnsafeRawBufferPointer(rebasing: buffer[start..<start + sealedSize]),
                    index: nextIndex, isFinal: isFinal, section: section, offset: offset)
                nextIndex += 1
                position += 1
                start += sealedSize
                try body(plaintext)
            }
        }
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

    /// Hands the bytes of `chunk` to the files they belong to (the writer keeps slices of it,
    /// not copies, until it writes them).
    mutating func deliver(_ chunk: Data) throws(BundleError) {
        var start = chunk.startIndex
        while start < chunk.endIndex, current < entries.count {
            let take = Int(min(UInt64(chunk.endIndex - start), remaining))
            let part = chunk[start..<start + take]
            part.withUnsafeBytes { digest.update($0) }
            try writer?.write(part)
            remaining -= UInt64(take)
            start += take
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
                try writer?.beginFile(entries[current].path, byteCount: remaining)
            }
        }
    }
}
