import Crypto
import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitEvidence

/// The sealer reads, seals and writes 16 chunks (1 MiB) at a time and the reader reads up to 16
/// sealed chunks at once; neither may change a byte of the format. These tests cut payloads at
/// every boundary that matters (empty, one byte, around one chunk, around one batch, files ending
/// inside and at the edges of chunks and batches) and check the bundle against the format
/// document with swift-crypto alone, not with DepthKit's reader.
@Suite("Bundles: batched sealing and reading keep the format's chunks")
struct BundleBatchingTests {
    static let chunk = 65_536
    static let batch = 16 * chunk

    /// File sizes of a capture; the files are named `f00.bin`, `f01.bin`, … in that order.
    static let captures: [[Int]] = [
        [0], [1], [chunk - 1], [chunk], [chunk + 1], [3 * chunk],
        [batch - 1], [batch], [batch + 1], [17 * chunk + 3], [2 * batch],
        [chunk - 1, 1, chunk], [batch - 1, 0, 2, 3 * chunk], [100, 0, 0, 200], [0, 0], [chunk, batch, 1],
    ]

    @Test("every chunk is where, and sealed as, docs/BUNDLE_FORMAT.md says", arguments: captures)
    func chunksFollowTheFormat(sizes: [Int]) throws {
        let scratch = try BundleScratch()
        var files: [String: [UInt8]] = [:]
        for (index, size) in sizes.enumerated() {
            files[String(format: "f%02d.bin", index)] = SyntheticCapture.pattern(count: size, seed: 2 * index + 3)
        }
        let capture = try scratch.capture(SyntheticCapture(files: files))
        let bundle = try scratch.seal(capture, keyID: "batching")
        let decoded = try Self.decodeByTheFormat(try scratch.bytes("capture.dkb"))
        let payload = files.keys.sorted().flatMap { files[$0]! }
        #expect(decoded.payload == payload)
        #expect(decoded.payloadChunks == max(1, (payload.count + Self.chunk - 1) / Self.chunk))
        #expect(try BundleManifest(decoding: decoded.manifest).entries.map(\.byteCount) == sizes.map(UInt64.init))

        let opener = BundleOpener(key: BundleScratch.testKey)
        #expect(try opener.verify(bundle).manifest.payloadByteCount == UInt64(payload.count))
        try opener.open(bundle, to: scratch.path("restored"))
        #expect(try SyntheticCapture.read(scratch.path("restored")) == files)
    }

    /// A bundle of 20 payload chunks (two read batches): a flipped bit in chunk 17 (the second
    /// batch) and a cut inside chunk 19. Chunk 17 is reported, as a reader taking one chunk at a
    /// time would; with chunk 17 intact, the cut is reported at chunk 19's offset.
    @Test("in a batch, a bad chunk is reported before a later truncation, and a truncation names its chunk")
    func errorsInsideABatch() throws {
        let scratch = try BundleScratch()
        let capture = try scratch.capture(SyntheticCapture(files: ["video.mov": SyntheticCapture.pattern(count: 20 * Self.chunk, seed: 5)]))
        let contents = try BundleSealer(key: BundleScratch.testKey, keyID: "").seal(captureDirectory: capture, to: scratch.path("a.dkb"))
        let bytes = try scratch.bytes("a.dkb")
        // Manifest of one entry: 4 + 1 + 5 ("video") + 2 + 9 ("video.mov") + 8 + 32 = 61 bytes, one chunk.
        #expect(contents.header.manifestByteCount == 61)
        let payloadOffset = 81 + 61 + 16
        let sealedChunk = Self.chunk + 16
        let cut = payloadOffset + 19 * sealedChunk + 1000
        let opener = BundleOpener(key: BundleScratch.testKey)

        try scratch.write(Array(bytes[..<cut]), to: "cut.dkb")
        #expect(throws: BundleError.truncated(section: .payload, offset: UInt64(payloadOffset + 19 * sealedChunk), expectedBytes: sealedChunk, actualBytes: 1000)) {
            try opener.verify(scratch.path("cut.dkb"))
        }
        var flipped = Array(bytes[..<cut])
        flipped[payloadOffset + 17 * sealedChunk + 5] ^= 0x10
        try scratch.write(flipped, to: "flipped.dkb")
        #expect(throws: BundleError.chunkAuthenticationFailed(index: 18, section: .payload, offset: UInt64(payloadOffset + 17 * sealedChunk))) {
            try opener.open(scratch.path("flipped.dkb"), to: scratch.path("restored"))
        }
        #expect(try scratch.names() == ["a.dkb", "capture", "cut.dkb", "flipped.dkb"])
    }

    /// Reads a bundle sealed with the test key exactly as docs/BUNDLE_FORMAT.md describes it:
    /// header fields at their offsets, HKDF-SHA-256 stream key, chunk `i` opened with nonce
    /// `00 00 00 ‖ i (8 bytes) ‖ final` and the header MAC as associated data.
    static func decodeByTheFormat(_ bytes: [UInt8]) throws -> (manifest: [UInt8], payload: [UInt8], payloadChunks: Int) {
        let keyIDLength = Int(bytes[48])
        let headerLength = 49 + keyIDLength + 32
        let mac = Array(bytes[(49 + keyIDLength)..<headerLength])
        let manifestLength = bytes[44..<48].reduce(0) { $0 << 8 | Int($1) }
        let streamKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: Array(UInt8(0)..<32)), salt: Array(bytes[12..<44]),
            info: Array("DepthKit bundle v1 stream key".utf8), outputByteCount: 32)
        var index: UInt64 = 0
        var offset = headerLength
        func openChunk(plaintextSize: Int, isFinal: Bool) throws -> [UInt8] {
            let sealed = Array(bytes[offset..<(offset + plaintextSize + 16)])
            let nonce: [UInt8] = [0, 0, 0] + withUnsafeBytes(of: index.bigEndian, Array.init) + [isFinal ? 1 : 0]
            let box = try AES.GCM.SealedBox(nonce: try AES.GCM.Nonce(data: nonce), ciphertext: sealed.dropLast(16), tag: sealed.suffix(16))
            index += 1
            offset += sealed.count
            return [UInt8](try AES.GCM.open(box, using: streamKey, authenticating: mac))
        }
        var manifest: [UInt8] = []
        while manifest.count < manifestLength {
            manifest += try openChunk(plaintextSize: min(chunk, manifestLength - manifest.count), isFinal: false)
        }
        var payload: [UInt8] = []
        var payloadChunks = 0
        repeat {
            let size = min(chunk + 16, bytes.count - offset) - 16
            payload += try openChunk(plaintextSize: size, isFinal: offset + size + 16 == bytes.count)
            payloadChunks += 1
        } while offset < bytes.count
        return (manifest, payload, payloadChunks)
    }
}
