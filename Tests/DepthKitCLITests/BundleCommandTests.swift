import _DepthKitTestSupport
import Foundation
import Testing

@Suite("depthkit bundle")
struct BundleCommandTests {
    /// The published test key (testdata/bundles/test.key, bytes 00…1f) as hex: `xxd -p -c 32`.
    static let testKeyHex = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
    static let testKeyBase64 = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="
    static let keyFile = TestData.path("bundles/test.key")

    /// Every piece of text that would reveal the test key.
    static func revealsKey(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.contains(testKeyHex.prefix(16)) || text.contains(testKeyBase64.prefix(12))
            || text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }
    }

    @Test("keygen, seal, list, verify and open restore testdata/captures/good byte for byte")
    func roundTrip() throws {
        let scratch = try TemporaryDirectory()
        let key = scratch.appending("capture.key")
        let keygen = try runDepthKit(["bundle", "keygen", "-o", key])
        #expect(keygen.status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? Int == 0o600)
        #expect(try Data(contentsOf: URL(fileURLWithPath: key)).count == 32)

        let bundle = scratch.appending("good.dkb")
        let seal = try runDepthKit(["bundle", "seal", TestData.path("captures/good"), "-o", bundle, "--key-file", key, "--key-id", "2026-11", "--format", "json"])
        #expect(seal.status == 0, "\(seal.stderr)")
        let sealed = try #require(try seal.jsonLines().first)
        #expect(sealed["ok"] as? Bool == true)
        #expect(sealed["key_id"] as? String == "2026-11")
        #expect(sealed["file_count"] as? Int == 3)
        #expect(sealed["payload_bytes"] as? Int == 51_768)  // 50 173 + 399 + 1196 (ls -l testdata/captures/good)
        #expect(sealed["capture"] as? String == TestData.path("captures/good"))

        let list = try runDepthKit(["bundle", "list", bundle, "--key-file", key, "--format", "json"])
        #expect(list.status == 0)
        let files = try #require(try list.jsonLines().first?["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["depth.gz", "metadata.json", "photo.jpg"])
        #expect(files.map { $0["role"] as? String } == ["depth", "metadata", "photo"])
        #expect(files[0]["sha256"] as? String == "aae9b2c0c0c61192420a6150e067e9c490a6d5cef82dda07ca46839b12ba7925")  // sha256sum depth.gz

        #expect(try runDepthKit(["bundle", "verify", bundle, "--key-file", key]).status == 0)
        let open = try runDepthKit(["bundle", "open", bundle, "-o", scratch.appending("restored"), "--key-file", key, "--format", "text"])
        #expect(open.status == 0, "\(open.stderr)")
        #expect(open.stdout.contains("opened into"))
        let restored = try scratch.files(under: "restored")
        #expect(restored.count == 3)
        for name in ["depth.gz", "metadata.json", "photo.jpg"] {
            #expect(restored[name] == (try Data(contentsOf: URL(fileURLWithPath: TestData.path("captures/good/" + name)))))
        }
    }

    @Test("the committed fixture opens with the key from a file, an environment variable or standard input")
    func keySources() throws {
        let fixture = TestData.path("bundles/good.dkb")
        #expect(try runDepthKit(["bundle", "verify", fixture, "--key-file", Self.keyFile]).status == 0)
        let environment = try runDepthKit(
            ["bundle", "verify", fixture, "--key-env", "DEPTHKIT_TEST_BUNDLE_KEY"], environment: ["DEPTHKIT_TEST_BUNDLE_KEY": Self.testKeyBase64])
        #expect(environment.status == 0, "\(environment.stderr)")
        let standardInput = try runDepthKit(["bundle", "list", fixture, "--key-stdin", "--format", "text"], stdin: Data((Self.testKeyHex + "\n").utf8))
        #expect(standardInput.status == 0, "\(standardInput.stderr)")
        #expect(standardInput.stdout.contains("key id \"depthkit-test-key\""))
        #expect(standardInput.stdout.contains("618bb9131bf62ec06d12e99cb19179996a08e1d652f0261a299ef83669908e97  photo.jpg"))
        // The bundle itself from standard input.
        let piped = try runDepthKit(["bundle", "verify", "-", "--key-file", Self.keyFile], stdin: try Data(contentsOf: URL(fileURLWithPath: fixture)))
        #expect(piped.status == 0, "\(piped.stderr)")
    }

    @Test("failures carry their kind and exit status, and never the key", arguments: [
        (["--key-env", "DEPTHKIT_TEST_WRONG_KEY"], "good.dkb", "wrong_key_or_corrupt_header", Int32(65)),
        (["--key-file", keyFile], "missing.dkb", "not_found", 66),
        (["--key-file", keyFile], "photo.jpg", "not_a_bundle", 65),
        (["--key-env", "DEPTHKIT_TEST_SHORT_KEY"], "good.dkb", "malformed_key", 65),
        (["--key-env", "DEPTHKIT_TEST_UNSET_KEY"], "good.dkb", "key_environment_variable_unset", 64),
    ])
    func failures(keyArguments: [String], bundle: String, kind: String, status: Int32) throws {
        let path = bundle == "good.dkb" ? TestData.path("bundles/good.dkb")
            : bundle == "photo.jpg" ? TestData.path("captures/good/photo.jpg") : TestData.path("bundles/" + bundle)
        let result = try runDepthKit(
            ["bundle", "verify", path, "--format", "json"] + keyArguments,
            environment: ["DEPTHKIT_TEST_WRONG_KEY": String(repeating: "ab", count: 32), "DEPTHKIT_TEST_SHORT_KEY": String(Self.testKeyHex.dropLast(2))])
        #expect(result.status == status)
        #expect(result.stderr.contains(kind == "key_environment_variable_unset" ? "is not set" : "depthkit: "))
        if let line = try result.jsonLines().first {
            #expect((line["error"] as? [String: Any])?["kind"] as? String == kind)
        }
        #expect(!Self.revealsKey(result.stdout + result.stderr))
        #expect(!(result.stdout + result.stderr).contains(String(repeating: "ab", count: 8)))
        #expect(!(result.stdout + result.stderr).contains(Self.testKeyHex.dropLast(2).prefix(20)))
    }

    @Test("a tampered bundle fails open with the chunk's index and leaves nothing in the output's directory")
    func tamperedOpen() throws {
        let scratch = try TemporaryDirectory()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestData.path("bundles/good.dkb"))))
        bytes[bytes.count - 100] ^= 0x04  // inside the payload's only chunk, chunk 1
        try scratch.write(bytes, to: "bad.dkb")
        let result = try runDepthKit(["bundle", "open", scratch.appending("bad.dkb"), "-o", scratch.appending("out"), "--key-file", Self.keyFile, "--format", "json"])
        #expect(result.status == 65)
        let error = try #require(try result.jsonLines().first?["error"] as? [String: Any])
        #expect(error["kind"] as? String == "chunk_authentication_failed")
        #expect((error["message"] as? String)?.contains("chunk 1 (payload") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["bad.dkb"])
    }

    @Test("usage errors: no key, two keys, standard input twice", arguments: [
        ["bundle", "verify", "x.dkb"],
        ["bundle", "verify", "x.dkb", "--key-file", "k", "--key-stdin"],
        ["bundle", "verify", "-", "--key-stdin"],
        ["bundle", "open", "-", "-o", "out", "--key-stdin"],
        ["bundle", "seal", "dir", "--key-file", "k"],
    ])
    func usage(arguments: [String]) throws {
        #expect(try runDepthKit(arguments).status == 64)
    }

    @Test("keygen never replaces an existing file")
    func keygenRefusesExisting() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write([1, 2, 3], to: "existing.key")
        let result = try runDepthKit(["bundle", "keygen", "-o", scratch.appending("existing.key")])
        #expect(result.status == 74)
        #expect(result.stderr.contains("already exists"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.appending("existing.key"))) == Data([1, 2, 3]))
    }

    @Test("help lists every subcommand with examples")
    func help() throws {
        let help = try runDepthKit(["bundle", "--help"])
        for word in ["seal", "open", "list", "verify", "keygen", "--key-stdin", "docs/BUNDLE_FORMAT.md"] {
            #expect(help.stdout.contains(word), "\(word)")
        }
    }
}

