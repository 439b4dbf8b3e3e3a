/// Where the chunks of a bundle are: the manifest's chunks come first, then the payload's, one
/// counter over both. A section of `n` plaintext bytes takes `max(1, ⌈n / 64 KiB⌉)` chunks, all
/// full but its last; only the payload's last chunk is final.
struct BundleLayout: Equatable {
    /// Bytes of the header.
    let headerByteCount: Int
    /// Bytes of manifest plaintext.
    let manifestByteCount: Int
    /// Bytes of payload plaintext (the files' sizes added up).
    let payloadByteCount: UInt64

    /// Chunks of the manifest, indices `0 ..< manifestChunkCount`.
    var manifestChunkCount: UInt64 { Self.chunkCount(forPlaintext: UInt64(manifestByteCount)) }
    /// Chunks of the payload, indices `manifestChunkCount ..< totalChunkCount`.
    var payloadChunkCount: UInt64 { Self.chunkCount(forPlaintext: payloadByteCount) }
    /// Chunks in the file; the last one carries the final flag.
    var totalChunkCount: UInt64 { manifestChunkCount + payloadChunkCount }
    /// File offset of the first payload chunk.
    var payloadOffset: UInt64 { UInt64(headerByteCount) + Self.sealedByteCount(forPlaintext: UInt64(manifestByteCount)) }
    /// Bytes of the whole file.
    var fileByteCount: UInt64 { payloadOffset + Self.sealedByteCount(forPlaintext: payloadByteCount) }

    /// Chunks a section of `plaintext` bytes takes (at least one, so an empty payload still has
    /// its final chunk).
    static func chunkCount(forPlaintext plaintext: UInt64) -> UInt64 {
        plaintext == 0 ? 1 : (plaintext + UInt64(BundleFormat.chunkSize) - 1) / UInt64(BundleFormat.chunkSize)
    }

    /// Bytes a section of `plaintext` bytes takes sealed: the plaintext plus one tag per chunk.
    static func sealedByteCount(forPlaintext plaintext: UInt64) -> UInt64 {
        plaintext + chunkCount(forPlaintext: plaintext) * UInt64(BundleFormat.tagSize)
    }

    /// Plaintext bytes of chunk `position` (counted from 0) of a section of `plaintext` bytes.
    static func plaintextSize(ofChunk position: UInt64, inSectionOf plaintext: UInt64) -> Int {
        let start = position * UInt64(BundleFormat.chunkSize)
        return Int(min(UInt64(BundleFormat.chunkSize), plaintext - min(plaintext, start)))
    }
}
