#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Cuts the payload into chunks while the capture's files are read into its one 64 KiB
/// buffer, seals each chunk as soon as it is full and writes it to the output straight from
/// swift-crypto's buffer. Memory stays the same whatever the capture's size.
final class PayloadChunkWriter {
    private let cipher: ChunkCipher
    private let output: BundleOutputFile
    private let finalIndex: UInt64
    private var nextIndex: UInt64
    private let plaintext = UnsafeMutableRawBufferPointer.allocate(byteCount: BundleFormat.chunkSize, alignment: 64)
    private var filled = 0

    /// A writer for chunks `firstIndex ... finalIndex`, the last carrying the final flag.
    init(cipher: ChunkCipher, firstIndex: UInt64, finalIndex: UInt64, output: BundleOutputFile) {
        self.cipher = cipher
        self.output = output
        self.finalIndex = finalIndex
        nextIndex = firstIndex
    }

    deinit { plaintext.deallocate() }

    /// Reads up to `limit` bytes of `descriptor` into the chunk buffer (sealing it when full),
    /// adds them to `digest` and returns how many came: 0 at the end of the file.
    func read(from descriptor: Int32, limit: UInt64, path: String, digest: inout SHA256Accumulator) throws(BundleError) -> Int {
        let room = min(UInt64(plaintext.count - filled), limit)
        var count: Int
        repeat {
            count = posixRead(descriptor, plaintext.baseAddress! + filled, Int(room))
        } while count < 0 && errno == EINTR
        guard count >= 0 else { throw .readFailed(path: path, reason: .readFailed(errno: errno)) }
        digest.update(UnsafeRawBufferPointer(rebasing: plaintext[filled..<filled + count]))
        filled += count
        if filled == plaintext.count { try sealBuffer() }
        return count
    }

    /// Seals what is left as the final chunk (an empty one for an empty payload).
    func finish() throws(BundleError) {
        if nextIndex == finalIndex { try sealBuffer() }
    }

    private func sealBuffer() throws(BundleError) {
        let sealed = try cipher.seal(
            UnsafeRawBufferPointer(rebasing: plaintext[..<filled]), index: nextIndex, isFinal: nextIndex == finalIndex)
        let written = sealed.withUnsafeBytes { bytes in Result { () throws(BundleError) in try output.write(bytes) } }
        try written.get()
        nextIndex += 1
        filled = 0
    }
}
