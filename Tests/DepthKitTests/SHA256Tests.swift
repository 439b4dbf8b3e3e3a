import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore

@Suite("SHA-256 and the capture hash")
struct SHA256Tests {
    /// FIPS 180-4 / NIST CSRC example vectors (SHA-256), and the widely published pangram digest.
    static let vectors: [(message: String, hex: String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("The quick brown fox jumps over the lazy dog", "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ]

    @Test("one-shot digests match the FIPS 180-4 vectors", arguments: vectors.indices)
    func vectorsOneShot(_ index: Int) {
        let vector = Self.vectors[index]
        #expect(ContentDigest.sha256(Array(vector.message.utf8)).hex == vector.hex)
    }

    @Test("byte-at-a-time accumulation matches the vectors", arguments: vectors.indices)
    func vectorsIncremental(_ index: Int) {
        let vector = Self.vectors[index]
        var accumulator = SHA256Accumulator()
        for byte in vector.message.utf8 { accumulator.update([byte]) }
        #expect(accumulator.finalize().hex == vector.hex)
    }

    @Test("base64 form of SHA-256(\"abc\")")
    func base64Form() {
        // Python: base64.b64encode(hashlib.sha256(b"abc").digest())
        #expect(ContentDigest.sha256(Array("abc".utf8)).base64 == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }

    @Test("the capture hash is SHA-256 of photo bytes followed by depth bytes")
    func captureHash() {
        // Split the 448-bit vector's message in two: photo ‖ depth must hash like the whole.
        let photo = Array("abcdbcdecdefdefgefghfghighijhijk".utf8), depth = Array("ijkljklmklmnlmnomnopnopq".utf8)
        #expect(ContentDigest.captureHash(photo: photo, depth: depth).hex == Self.vectors[3].hex)
        #expect(ContentDigest.captureHash(photo: depth, depth: photo) != ContentDigest.captureHash(photo: photo, depth: depth))
    }

    @Test("CaptureDigests: the photo's own digest and the capture hash from one pass")
    func captureDigests() {
        // The 448-bit vector's message split in two, as above; "abcdbcdecdefdefgefghfghighijhijk" alone by
        // Python: hashlib.sha256(b"abcdbcdecdefdefgefghfghighijhijk").hexdigest()
        let photo = Array("abcdbcdecdefdefgefghfghighijhijk".utf8), depth = Array("ijkljklmklmnlmnomnopnopq".utf8)
        let digests = CaptureDigests(photo: photo, depth: depth)
        #expect(digests.photo.hex == "b09cbd263b043f000c5befcaa40bc2f55a4785e024e5deb749b56061eafb65e9")
        #expect(digests.capture.hex == Self.vectors[3].hex)
    }

    @Test("a multi-megabyte file hashed in 64 KiB chunks equals the one-shot hash")
    func streamedFile() throws {
        // byte i = (31·i + i>>8) mod 256, 5 MiB + 123 bytes; digest from Python's hashlib.
        let count = 5 * 1024 * 1024 + 123
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ ($0 >> 8)) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-sha-\(getpid()).bin").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let streamed = try FileHasher(chunkSize: 1 << 16).sha256(ofFile: path)
        #expect(streamed.byteCount == count)
        #expect(streamed.digest == ContentDigest.sha256(bytes))
        #expect(streamed.digest.hex == "ce7806125d118892d026f8744e8051180a6633ec12b0f2f4b1e6b8a4cd157849")
        // A chunk size that does not divide the file.
        #expect(try FileHasher(chunkSize: 1000).sha256(ofFile: path) == streamed)
    }

    @Test("hashing a missing file or a directory is a typed error")
    func fileErrors() {
        #expect(throws: InputReadError.notFound) { try FileHasher().sha256(ofFile: "/no/such/file") }
        #expect(throws: InputReadError.isDirectory) { try FileHasher().sha256(ofFile: NSTemporaryDirectory()) }
    }

    @Test("base64 round trips every length and rejects non-canonical text")
    func base64() {
        for length in 0..<10 {
            let bytes = (0..<length).map { UInt8($0 * 37 & 0xff) }
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
        // RFC 4648 §10 vectors.
        #expect(Base64.encode(Array("foobar".utf8)) == "Zm9vYmFy")
        #expect(Base64.encode(Array("fo".utf8)) == "Zm8=")
        for bad in ["Zm8", "Zm9=Zm9v", "Zm9!", "Zm9=", "Zg=a", "Zh=="] {
            #expect(Base64.decode(bad) == nil, "\(bad)")
        }
    }
}
