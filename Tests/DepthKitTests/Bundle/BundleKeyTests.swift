import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitEvidence

@Suite("Bundle keys: forms, sources, generation, secrecy")
struct BundleKeyTests {
    static let raw: [UInt8] = Array(0..<32)
    /// The test key as text: `xxd -p -c 32 testdata/bundles/test.key`, `base64 testdata/bundles/test.key`.
    static let hexText = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
    static let base64Text = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="

    /// Whether `key` seals a bundle that the test key opens.
    func isTestKey(_ key: BundleKey) throws -> Bool {
        let scratch = try BundleScratch()
        try scratch.seal(TestData.path("captures/good"), key: key)
        return (try? BundleOpener(key: BundleScratch.testKey).verify(scratch.path("capture.dkb"))) != nil
    }

    @Test("raw bytes, hex (either case) and base64, with or without a line ending, are the same key", arguments: [
        raw, Array(hexText.utf8), Array((hexText.uppercased() + "\n").utf8), Array((hexText + "\r\n").utf8),
        Array(base64Text.utf8), Array((base64Text + "\n").utf8),
    ])
    func forms(bytes: [UInt8]) throws {
        #expect(try isTestKey(try BundleKey(encoded: bytes, source: "test")))
    }

    @Test("anything else is malformed, and the error tells the length but never the content", arguments: [
        Array(raw.dropLast()), raw + [0x0a], Array(hexText.dropLast().utf8), Array((hexText + "\n\n").utf8),
        Array(("zz" + hexText.dropFirst(2)).utf8), Array(base64Text.dropLast().utf8) + [0x41],
        Array("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHg==".utf8), [],
    ])
    func malformed(bytes: [UInt8]) {
        #expect(throws: BundleKeyError.malformed(source: "file k.key", byteCount: bytes.count)) {
            try BundleKey(encoded: bytes, source: "file k.key")
        }
        let message = BundleKeyError.malformed(source: "file k.key", byteCount: bytes.count).description
        for secret in [Self.hexText, Self.base64Text, String(Self.hexText.prefix(16)), String(decoding: bytes, as: UTF8.self)] where secret.count >= 8 {
            #expect(!message.contains(secret))
        }
    }

    @Test("a key file, an environment variable, and their errors")
    func sources() throws {
        let scratch = try BundleScratch()
        #expect(try isTestKey(try BundleKeySource.file(TestData.path("bundles/test.key")).load()))
        setenv("DEPTHKIT_BUNDLE_TEST_KEY", Self.hexText, 1)
        defer { unsetenv("DEPTHKIT_BUNDLE_TEST_KEY") }
        #expect(try isTestKey(try BundleKeySource.environment("DEPTHKIT_BUNDLE_TEST_KEY").load()))
        #expect(throws: BundleKeyError.environmentVariableUnset(name: "DEPTHKIT_NO_SUCH_VARIABLE")) {
            try BundleKeySource.environment("DEPTHKIT_NO_SUCH_VARIABLE").load()
        }
        #expect(throws: BundleKeyError.unreadable(source: "file /no/such.key", reason: .notFound)) {
            try BundleKeySource.file("/no/such.key").load()
        }
        try scratch.write(Array(repeating: 0x41, count: 5000), to: "big.key")
        #expect(throws: BundleKeyError.malformed(source: "file \(scratch.path("big.key"))", byteCount: 1025)) {
            try BundleKeySource.file(scratch.path("big.key")).load()
        }
    }

    @Test("keygen writes 32 random bytes, mode 0600, and never replaces a file")
    func keygen() throws {
        let scratch = try BundleScratch()
        try BundleKey.generate().writeNewKeyFile(at: scratch.path("a.key"))
        try BundleKey.generate().writeNewKeyFile(at: scratch.path("b.key"))
        let a = try scratch.bytes("a.key"), b = try scratch.bytes("b.key")
        #expect(a.count == 32 && b.count == 32 && a != b)
        let mode = try FileManager.default.attributesOfItem(atPath: scratch.path("a.key"))[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(throws: BundleKeyError.keyFileExists(path: scratch.path("a.key"))) {
            try BundleKey.generate().writeNewKeyFile(at: scratch.path("a.key"))
        }
        #expect(try scratch.bytes("a.key") == a)
        #expect(throws: BundleKeyError.keyFileWriteFailed(path: scratch.path("no/dir.key"), errno: ENOENT)) {
            try BundleKey.generate().writeNewKeyFile(at: scratch.path("no/dir.key"))
        }
        #expect(try scratch.names() == ["a.key", "b.key"])
        // The written key seals and opens.
        let key = try BundleKeySource.file(scratch.path("a.key")).load()
        try scratch.seal(TestData.path("captures/good"), key: key)
        #expect(throws: Never.self) { try BundleOpener(key: key).verify(scratch.path("capture.dkb")) }
    }

    @Test("a key never prints its bytes")
    func redacted() throws {
        let key = try BundleKey(bytes: Self.raw)
        #expect("\(key)" == "BundleKey(redacted)")
        #expect(String(reflecting: key) == "BundleKey(redacted)")
    }

    @Test("no bundle error message contains the key")
    func errorsHoldNoKey() throws {
        let scratch = try BundleScratch()
        let bundle = try scratch.seal(TestData.path("captures/good"))
        var tampered = try scratch.bytes("capture.dkb")
        tampered[200] ^= 1
        try scratch.write(tampered, to: "bad.dkb")
        let wrong = try BundleKey(bytes: Array(repeating: 0xab, count: 32))
        var messages: [String] = []
        for (key, path) in [(wrong, bundle), (BundleScratch.testKey, scratch.path("bad.dkb"))] {
            do { try BundleOpener(key: key).verify(path) } catch { messages.append(error.description) }
        }
        #expect(messages.count == 2)
        for message in messages {
            for secret in [Self.hexText, Self.base64Text, String(repeating: "ab", count: 8), "q6urq6urq6ur"] {
                #expect(!message.lowercased().contains(secret.lowercased()))
            }
        }
    }
}
