import DepthKitCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Cuts the payload into chunks while the capture's files are read into one reused buffer of
/// ``chunksPerBatch`` chunks (large reads, hashed as they arrive), seals the batch when the buffer
/// is full and writes the sealed chunks with one `writev` straight from swift-crypto's buffers.
/// Memory stays the same whatever the capture's size.
final class PayloadChunkWriter {
    /// Chunks read, sealed and written together: 16 × 64 KiB = 1 MiB, the size of this CPU's L2
    /// cache, so the bytes read are still there when they are hashed and then encrypted.
    static let chunksPerBatch = 16

    private let cipher: ChunkCipher
    private let output: BundleOutputFile
    private let finalIndex: UInt64
    private var nextIndex: UInt64
    private let plaintext: UnsafeMutableRawBufferPointer
    private var filled = 0

    /// A writer for chunks `firstIndex ... finalIndex` of a payload of `payloadByteCount` bytes,
    /// the last chunk carrying the final flag.
    init(cipher: ChunkCipher, firstIndex: UInt64, finalIndex: UInt64, payloadByteCount: UInt64, output: BundleOutputFile) {
        self.cipher = cipher
        self.output = output
        self.finalIndex = finalIndex
        nextIndex = firstIndex
        // A small capture gets a buffer of its own size (whole chunks), a large one a full batch.
        let chunks = min(UInt64(Self.chunksPerBatch), BundleLayout.chunkCount(forPlaintext: payloadByteCount))
        plaintext = .allocate(byteCount: Int(chunks) * BundleFormat.chunkSize, alignment: 64)
    }

    deinit { plaintext.deallocate() }

    /// Reads up to `limit` bytes of `descriptor` into the buffer (sealing the batch when it is
    /// full), adds them to `digest` and returns how many came: 0 at the end of the file.
    func read(from descriptor: Int32, limit: UInt64, path: String, digest: inout SHA256Accumulator) throws(BundleError) -> Int {
        let room = min(UInt64(plaintext.count - filled), limit)
        let count: Int
        switch FileSystem.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: plaintext[filled..<filled + Int(room)])) {
        case .success(let got): count = got
        case .failure(let error): throw .readFailed(path: path, reason: .readFailed(errno: error.code))
        }
        digest.update(UnsafeRawBufferPointer(rebasing: plaintext[filled..<filled + count]))
        filled += count
        if filled == plaintext.count { try sealBatch() }
        return count
    }

    /// Seals what is left, the last chunk as final (an empty one for an empty payload).
    func finish() throws(BundleError) {
        if nextIndex <= finalIndex { try sealBatch() }
    }

    /// Seals the buffer's bytes as consecutive chunks (at least one) and writes them.
    private func sealBatch() throws(BundleError) {
        var sealed: [Data] = []
        sealed.reserveCapacity(Self.chunksPerBatch)
        var start = 0
        repeat {
            let size = min(BundleFormat.chunkSize, filled - start)
            sealed.append(try cipher.seal(
                UnsafeRawBufferPointer(rebasing: plaintext[start..<start + size]), index: nextIndex, isFinal: nextIndex == finalIndex))
            nextIndex += 1
            start += size
        } while start < filled
        try output.write(sealed)
        filled = 0
    }
}
