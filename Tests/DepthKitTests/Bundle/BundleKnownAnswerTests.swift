import Crypto
import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitEvidence

private func hex(_ text: String) -> [UInt8] { Hex.bytes(text) }

private func hex(_ bytes: some Sequence<UInt8>) -> String { Hex.string(bytes) }

@Suite("Bundle cryptography: known answers")
struct BundleKnownAnswerTests {
    /// RFC 5869 appendix A.1–A.3 (HKDF-SHA-256): IKM, salt, info, L, PRK, OKM.
    static let hkdfVectors: [(ikm: String, salt: String, info: String, length: Int, prk: String, okm: String)] = [
        ("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", "000102030405060708090a0b0c", "f0f1f2f3f4f5f6f7f8f9", 42,
         "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5",
         "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"),
        ("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f",
         "606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeaf",
         "b0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff",
         82, "06a6b88c5853361a06104c9ceb35b45cef760014904671014a193f40c15fc244",
         "b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71cc30c58179ec3e87c14c01d5c1f3434f1d87"),
        ("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", "", "", 42,
         "19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04",
         "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8"),
    ]

    @Test("HKDF-SHA-256 reproduces RFC 5869's test cases", arguments: hkdfVectors.indices)
    func hkdf(_ index: Int) {
        let vector = Self.hkdfVectors[index]
        let ikm = SymmetricKey(data: hex(vector.ikm))
        let prk = HKDF<SHA256>.extract(inputKeyMaterial: ikm, salt: hex(vector.salt))
        #expect(hex(prk) == vector.prk)
        let okm = HKDF<SHA256>.deriveKey(inputKeyMaterial: ikm, salt: hex(vector.salt), info: hex(vector.info), outputByteCount: vector.length)
        #expect(okm.withUnsafeBytes { hex($0) } == vector.okm)
    }

    /// AES-256-GCM, 96-bit IV, 128-bit tag: key, IV, plaintext, AAD, ciphertext, tag. The first four
    /// are test cases 13–16 of the GCM specification (McGrew & Viega, as published by NIST); the
    /// last two are from NIST CAVP `gcmEncryptExtIV256.rsp` (PTlen 128 count 0, PTlen 408 count 8).
    static let gcmVectors: [(key: String, iv: String, plaintext: String, aad: String, ciphertext: String, tag: String)] = [
        (String(repeating: "00", count: 32), String(repeating: "00", count: 12), "", "", "", "530f8afbc74536b9a963b4f1c4cb738b"),
        (String(repeating: "00", count: 32), String(repeating: "00", count: 12), String(repeating: "00", count: 16), "",
         "cea7403d4d606b6e074ec5d3baf39d18", "d0d1c8a799996bf0265b98b5d48ab919"),
        ("feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308", "cafebabefacedbaddecaf888",
         "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255", "",
         "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad",
         "b094dac5d93471bdec1a502270e3cc6c"),
        ("feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308", "cafebabefacedbaddecaf888",
         "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
         "feedfacedeadbeeffeedfacedeadbeefabaddad2",
         "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
         "76fc6ece0f4e1768cddf8853bb2d551b"),
        ("31bdadd96698c204aa9ce1448ea94ae1fb4a9a0b3c9d773b51bb1822666b8f22", "0d18e06c7c725ac9e362e1ce",
         "2db5168e932556f8089a0622981d017d", "", "fa4362189661d163fcd6a56d8bf0405a", "d636ac1bbedd5cc3ee727dc2ab4a9489"),
        ("595f259c55abe00ae07535ca5d9b09d6efb9f7e9abb64605c337acbd6b14fc7e", "92f258071d79af3e63672285",
         "a6fee33eb110a2d769bbc52b0f36969c287874f665681477a25fc4c48015c541fbe2394133ba490a34ee2dd67b898177849a91", "",
         "bbca4a9e09ae9690c0f6f8d405e53dccd666aa9c5fa13c8758bc30abe1ddd1bcce0d36a1eaaaaffef20cd3c5970b9673f8a65c",
         "26ccecb9976fd6ac9c2c0f372c52c821"),
    ]

    @Test("AES-256-GCM seals and opens the NIST vectors", arguments: gcmVectors.indices)
    func gcm(_ index: Int) throws {
        let vector = Self.gcmVectors[index]
        let key = SymmetricKey(data: hex(vector.key))
        let nonce = try AES.GCM.Nonce(data: hex(vector.iv))
        let box = try AES.GCM.seal(hex(vector.plaintext), using: key, nonce: nonce, authenticating: hex(vector.aad))
        #expect(hex(box.ciphertext) == vector.ciphertext)
        #expect(hex(box.tag) == vector.tag)
        let opened = try AES.GCM.open(box, using: key, authenticating: hex(vector.aad))
        #expect(hex(opened) == vector.plaintext)
        var badTag = hex(vector.tag)
        badTag[0] ^= 1
        let forged = try AES.GCM.SealedBox(nonce: nonce, ciphertext: hex(vector.ciphertext), tag: badTag)
        #expect(throws: (any Error).self) { try AES.GCM.open(forged, using: key, authenticating: hex(vector.aad)) }
    }

    @Test("the bundle's subkeys are HKDF-SHA-256 of the master key and salt with the documented info strings")
    func subkeys() {
        // Salt of testdata/bundles/good.dkb; expected keys from scripts/bundle-reader.py (Python
        // cryptography's HKDF, info "DepthKit bundle v1 header MAC" / "… stream key").
        let salt = hex("b0448f11fe2bffadb8ea276d133ad938c8370403668304bb2e6f031874eb5d62")
        let keys = BundleSubkeys(master: BundleScratch.testKey, salt: salt)
        #expect(keys.headerMACKey.withUnsafeBytes { hex($0) } == "b67aa8b07efa7c699340325e405184c5d7e331a5187fa4e64eeeae245eb664f3")
        #expect(keys.streamKey.withUnsafeBytes { hex($0) } == "0d86277814ed0f54055c7e19ed4769183406afa7b80c409ec13ef7f7f146385b")
        #expect(String(decoding: BundleFormat.headerMACInfo, as: UTF8.self) == "DepthKit bundle v1 header MAC")
        #expect(String(decoding: BundleFormat.streamKeyInfo, as: UTF8.self) == "DepthKit bundle v1 stream key")
    }

    @Test("nonces are an 11-byte big-endian chunk index and the final flag")
    func nonces() {
        #expect(hex(ChunkCipher.nonce(index: 0, isFinal: false)) == "000000000000000000000000")
        #expect(hex(ChunkCipher.nonce(index: 1, isFinal: true)) == "000000000000000000000101")
        #expect(hex(ChunkCipher.nonce(index: 0x0102_0304_0506, isFinal: false)) == "000000000001020304050600")
    }

    @Test("the committed bundle's first chunk is AES-256-GCM under the documented key, nonce and associated data")
    func fixtureFirstChunk() throws {
        // good.dkb: 98-byte header (MAC = bytes 66..<98), manifest of M = 181 bytes in chunk 0.
        let bundle = try TestData.bytes("bundles/good.dkb")
        let mac = Array(bundle[66..<98])
        let sealed = bundle[98..<(98 + 181 + 16)]
        let box = try AES.GCM.SealedBox(
            nonce: try AES.GCM.Nonce(data: hex("000000000000000000000000")),
            ciphertext: Array(sealed.dropLast(16)), tag: Array(sealed.suffix(16)))
        let streamKey = SymmetricKey(data: hex("0d86277814ed0f54055c7e19ed4769183406afa7b80c409ec13ef7f7f146385b"))
        let manifest = try AES.GCM.open(box, using: streamKey, authenticating: mac)
        #expect(manifest.prefix(4) == Data([0, 0, 0, 3]))  // three entries
        #expect(try BundleManifest(decoding: [UInt8](manifest)).entries.map(\.path) == ["depth.gz", "metadata.json", "photo.jpg"])
    }
}
