import DepthKitAttestation
import DepthKitCore
import _DepthKitTestSupport
import Foundation
import Testing

/// `depthkit device register|assertion|list`, end to end through the binary.
@Suite("depthkit device")
struct DeviceCommandTests {
    static let appID = "TEAM123456.com.example.depthcam"
    static let authority = try! SyntheticAppAttestAuthority()
    static let pinnedTime = "2026-01-01T00:00:00Z"

    /// A registration request as the capture app sends it.
    static func request(keyID: [UInt8], attestationObject: [UInt8], challenge: [UInt8]) -> [UInt8] {
        let object: [String: Any] = [
            "platform": "ios", "model": "iPhone 15 Pro", "has_lidar": true,
            "attestation": [
                "key_id": Base64.encode(keyID), "attestation_object": Base64.encode(attestationObject),
                "challenge": Base64.encode(challenge),
            ],
        ]
        return [UInt8]((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }

    /// Registers a fresh synthetic device in `registry` through the CLI.
    static func registerSynthetic(in directory: TemporaryDirectory, registry: String) throws -> (SyntheticDevice, CLIResult) {
        let device = authority.makeDevice(appID: appID)
        let challenge = Array("a challenge of the backend".utf8)
        try directory.write(request(keyID: device.keyID, attestationObject: try device.attest(challenge: challenge), challenge: challenge), to: "request.json")
        try directory.write(Array(authority.rootPEM.utf8), to: "root.pem")
        let result = try runDepthKit([
            "device", "register", directory.appending("request.json"), "--app-id", appID, "--environment", "development",
            "--at", pinnedTime, "--registry", registry, "--trust-root", directory.appending("root.pem"),
        ])
        return (device, result)
    }

    @Test("the real attestations register with Apple's root at their time", arguments: try AppAttestVectors.attestations())
    func realRegistration(vector: AppAttestAttestationVector) throws {
        let directory = try TemporaryDirectory()
        // The vectors give the client data hash, not the challenge: pass it with --client-data-hash.
        try directory.write(
            Self.request(keyID: vector.keyID, attestationObject: vector.attestationObject, challenge: [0]), to: "request.json")
        let result = try runDepthKit([
            "device", "register", directory.appending("request.json"), "--app-id", vector.appID,
            "--environment", vector.environment.rawValue, "--at", AppAttestTime.format(vector.verifyAt),
            "--client-data-hash", Base64.encode(vector.clientDataHash), "--registry", directory.appending("devices.sqlite"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let record = try #require(try result.jsonLines().first)
        #expect(record["public_key_x963"] as? String == Base64.encode(vector.publicKeyX963))
        #expect(record["key_id"] as? String == Base64.encode(vector.keyID))
        #expect(record["attestation_level"] as? String == "secure_enclave")
        #expect(record["trust_root"] as? String == "apple")
        #expect(record["warning"] is NSNull)
        #expect(record["counter"] as? Int == 0)
        #expect(record["status"] as? String == "registered")
        #expect((record["receipt"] as? [String: Any])?["type"] as? String == "ATTEST")

        // Verified today, the expired certificate is named; with the wrong app id, step 6.
        let today = try runDepthKit([
            "device", "register", directory.appending("request.json"), "--app-id", vector.appID,
            "--environment", vector.environment.rawValue, "--client-data-hash", Base64.encode(vector.clientDataHash),
        ])
        #expect(today.status == 65)
        #expect((try today.jsonLines().first?["error"] as? [String: Any])?["kind"] as? String == "certificate_chain_invalid")
        let wrongApp = try runDepthKit([
            "device", "register", directory.appending("request.json"), "--app-id", "ABCDE12345.other.app",
            "--environment", vector.environment.rawValue, "--at", AppAttestTime.format(vector.verifyAt),
            "--client-data-hash", Base64.encode(vector.clientDataHash),
        ])
        #expect(wrongApp.status == 65)
        #expect((try wrongApp.jsonLines().first?["error"] as? [String: Any])?["kind"] as? String == "app_id_mismatch")
        // Unhashed challenge (the default): the nonce does not match.
        let unhashed = try runDepthKit([
            "device", "register", directory.appending("request.json"), "--app-id", vector.appID,
            "--environment", vector.environment.rawValue, "--at", AppAttestTime.format(vector.verifyAt),
        ])
        #expect((try unhashed.jsonLines().first?["error"] as? [String: Any])?["kind"] as? String == "nonce_mismatch")
    }

    /// Apple's documentation sample registers when the raw challenge is passed as the client data
    /// hash (21 bytes), inside its leaf's validity; outside it, or with the hashed challenge, it
    /// fails at the right step; `--format text` prints the record for people.
    @Test("Apple's documentation sample registers with its raw 21-byte challenge")
    func appleSampleRegisters() throws {
        let vector = try #require(try AppAttestVectors.attestations().first { $0.name == "apple-docs-01-attestation.json" })
        let directory = try TemporaryDirectory()
        try directory.write(
            Self.request(keyID: vector.keyID, attestationObject: vector.attestationObject, challenge: Array("test_server_challenge".utf8)),
            to: "request.json")
        let base = ["device", "register", directory.appending("request.json"), "--app-id", "0352187391.com.apple.example_app_attest"]
        // base64 of the 21 bytes "test_server_challenge".
        let raw = ["--client-data-hash", "dGVzdF9zZXJ2ZXJfY2hhbGxlbmdl"]
        let registered = try runDepthKit(base + raw + ["--at", "2024-04-18T16:14:54Z", "--registry", directory.appending("devices.sqlite"), "--format", "json"])
        #expect(registered.status == 0, "\(registered.stderr)")
        let record = try #require(try registered.jsonLines().first)
        #expect(record["status"] as? String == "registered")
        #expect(record["key_id"] as? String == "bSrEhF8TIzIvWSPwvZ0i2+UOBre4ASH84rK15m6emNY=")
        #expect(record["environment"] as? String == "production")
        #expect(record["trust_root"] as? String == "apple")
        #expect(record["verified_at"] as? String == "2024-04-18T16:14:54Z")
        // Made on iOS 18: no authData extension map, so the key is left out.
        #expect(record["authenticator_extensions"] == nil)
        #expect((record["receipt"] as? [String: Any])?["creation_time"] as? String == "2024-04-18T16:14:54.209Z")

        let text = try runDepthKit(base + raw + ["--at", "2024-04-20T16:14:53Z", "--format", "text"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "verified  bSrEhF8TIzIvWSPwvZ0i2+UOBre4ASH84rK15m6emNY=  production  counter 0  0352187391.com.apple.example_app_attest")
        #expect(lines.dropFirst().first == "  receipt ATTEST, created 2024-04-18T16:14:54.209Z; verified at 2024-04-20T16:14:53Z")
        #expect(lines.last == "  credential certificate extensions: 1.2.840.113635.100.8.5, 1.2.840.113635.100.8.7, 1.2.840.113635.100.8.2")

        // A second after the leaf's notAfter, and today: the certificate chain.
        for time in ["2024-04-20T16:14:54Z", "2026-11-26T00:00:00Z"] {
            let expired = try runDepthKit(base + raw + ["--at", time, "--format", "text"])
            #expect(expired.status == 65)
            #expect(expired.stdout == "fail  certificate_chain_invalid  bSrEhF8TIzIvWSPwvZ0i2+UOBre4ASH84rK15m6emNY=\n")
            #expect(expired.stderr.contains(
                "certificate chain invalid: the credential certificate is valid from 2024-04-17T16:14:53Z to 2024-04-20T16:14:53Z, "
                    + "not at \(time)"), "\(expired.stderr)")
        }
        // The default, SHA-256 of the challenge, is not what Apple's sample signed: the nonce.
        let hashed = try runDepthKit(base + ["--at", "2024-04-18T16:14:54Z", "--format", "json"])
        #expect(hashed.status == 65)
        #expect((try hashed.jsonLines().first?["error"] as? [String: Any])?["kind"] as? String == "nonce_mismatch")
        // Another team's app id: step 6.
        let otherApp = try runDepthKit([
            "device", "register", directory.appending("request.json"), "--app-id", "0352187392.com.apple.example_app_attest",
        ] + raw + ["--at", "2024-04-18T16:14:54Z", "--format", "json"])
        #expect((try otherApp.jsonLines().first?["error"] as? [String: Any])?["kind"] as? String == "app_id_mismatch")
    }

    /// A client data hash is 1 to 1024 bytes: empty or 1025 bytes is refused, for registrations and
    /// assertions alike, with exit 65 and the kind.
    @Test("an empty or over-long --client-data-hash is refused", arguments: ["", Base64.encode([UInt8](repeating: 1, count: 1025))])
    func clientDataHashBounds(text: String) throws {
        let directory = try TemporaryDirectory()
        let device = Self.authority.makeDevice(appID: Self.appID)
        try directory.write(
            Self.request(keyID: device.keyID, attestationObject: try device.attest(challenge: [1]), challenge: [1]), to: "request.json")
        let register = try runDepthKit([
            "device", "register", directory.appending("request.json"), "--app-id", Self.appID, "--client-data-hash", text,
            "--format", "json",
        ])
        #expect(register.status == 65)
        let error = try #require(try register.jsonLines().first?["error"] as? [String: Any])
        #expect(error["kind"] as? String == "client_data_hash_invalid")
        #expect((error["message"] as? String)?.hasSuffix("a client data hash is 1 to 1024 bytes, found \(text.isEmpty ? 0 : 1025)") == true, "\(error)")
        try directory.write(Array(device.publicKeyPEM.utf8), to: "key.pem")
        let assertion = try runDepthKit([
            "device", "assertion", "--assertion", Base64.encode(try device.assertion(clientDataHash: [1], counter: 1)),
            "--client-data-hash", text, "--public-key", directory.appending("key.pem"), "--app-id", Self.appID, "--format", "text",
        ])
        #expect(assertion.status == 65)
        #expect(assertion.stdout == "fail  client_data_hash_invalid\n")
    }

    /// An assertion over a client data hash that is not 32 bytes verifies; `--format text` prints
    /// it for people, with or without the registry.
    @Test("an assertion over a 21-byte client data hash verifies; --format text")
    func shortClientDataHashAssertion() throws {
        let directory = try TemporaryDirectory()
        let registry = directory.appending("devices.sqlite")
        let (device, registration) = try Self.registerSynthetic(in: directory, registry: registry)
        #expect(registration.status == 0, "\(registration.stderr)")
        let hash = Array("test_server_challenge".utf8)
        let assertion = Base64.encode(try device.assertion(clientDataHash: hash, counter: 3))
        let recorded = try runDepthKit([
            "device", "assertion", "--assertion", assertion, "--client-data-hash", Base64.encode(hash), "--key-id",
            Base64.encode(device.keyID), "--registry", registry, "--app-id", Self.appID, "--format", "text",
        ])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout == "pass  \(Base64.encode(device.keyID))  counter 3 (previous 0)  recorded (strict)\n")
        try directory.write(Array(device.publicKeyPEM.utf8), to: "key.pem")
        let keyed = try runDepthKit([
            "device", "assertion", "--assertion", assertion, "--client-data-hash", Base64.encode(hash), "--public-key",
            directory.appending("key.pem"), "--app-id", Self.appID, "--previous-counter", "2", "--format", "json",
        ])
        #expect(keyed.status == 0, "\(keyed.stderr)")
        let line = try #require(try keyed.jsonLines().first)
        #expect(line["counter"] as? Int == 3)
        #expect(line["recorded"] as? Bool == false)
        let replay = try runDepthKit([
            "device", "assertion", "--assertion", assertion, "--client-data-hash", Base64.encode(hash), "--key-id",
            Base64.encode(device.keyID), "--registry", registry, "--app-id", Self.appID, "--format", "text",
        ])
        #expect(replay.status == 65)
        #expect(replay.stdout == "fail  counter_replayed  \(Base64.encode(device.keyID))\n")
        let list = try runDepthKit(["device", "list", "--registry", registry, "--format", "text"])
        #expect(list.stdout.hasPrefix("registered  \(Base64.encode(device.keyID))  development  counter 3  1 assertions  \(Self.appID)  (test trust root)\n"))
    }

    @Test("the real assertions verify with their public key and previous counter", arguments: try AppAttestVectors.assertions())
    func realAssertion(vector: AppAttestAssertionVector) throws {
        let directory = try TemporaryDirectory()
        let key = try vector.publicKeyPEM()
        try directory.write(Array(key.utf8), to: "key.pem")
        try directory.write(vector.clientData, to: "client-data.bin")
        let result = try runDepthKit([
            "device", "assertion", "--assertion", Base64.encode(vector.assertion),
            "--client-data", "@" + directory.appending("client-data.bin"), "--public-key", directory.appending("key.pem"),
            "--app-id", vector.appID, "--previous-counter", String(vector.previousCounter),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(try result.jsonLines().first)
        #expect(line["status"] as? String == "pass")
        #expect(line["counter"] as? Int == Int(vector.counter))
        #expect(line["recorded"] as? Bool == false)
        let replay = try runDepthKit([
            "device", "assertion", "--assertion", Base64.encode(vector.assertion),
            "--client-data", "@" + directory.appending("client-data.bin"), "--public-key", directory.appending("key.pem"),
            "--app-id", vector.appID, "--previous-counter", String(vector.counter),
        ])
        #expect(replay.status == 65)
        #expect((try replay.jsonLines().first?["error"] as? [String: Any])?["kind"] as? String == "counter_out_of_order")
    }

    @Test("a synthetic device registers under a replaced root, asserts, and a replay is named")
    func syntheticFlow() throws {
        let directory = try TemporaryDirectory()
        let registry = directory.appending("devices.sqlite")
        var (device, registration) = try Self.registerSynthetic(in: directory, registry: registry)
        #expect(registration.status == 0, "\(registration.stderr)")
        let record = try #require(try registration.jsonLines().first)
        #expect((record["trust_root"] as? String)?.hasPrefix("replaced: ") == true)
        #expect((record["warning"] as? String)?.contains("for tests only") == true)
        #expect(registration.stderr.contains("warning"))

        let clientData = Array("photo and depth".utf8)
        try directory.write(clientData, to: "client-data.bin")
        try directory.write(Array(Base64.encode(try device.assert(clientData: clientData)).utf8), to: "assertion.b64")
        let arguments = [
            "device", "assertion", "--assertion", "@" + directory.appending("assertion.b64"),
            "--client-data", "@" + directory.appending("client-data.bin"), "--key-id", Base64.encode(device.keyID),
            "--registry", registry, "--app-id", Self.appID,
        ]
        let first = try runDepthKit(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let line = try #require(try first.jsonLines().first)
        #expect(line["counter"] as? Int == 1)
        #expect(line["counter_policy"] as? String == "strict")
        #expect(line["recorded"] as? Bool == true)

        let replay = try runDepthKit(arguments)
        #expect(replay.status == 65)
        let error = try #require(try replay.jsonLines().first?["error"] as? [String: Any])
        #expect(error["kind"] as? String == "counter_replayed")

        let list = try runDepthKit(["device", "list", "--registry", registry, "--format", "json"])
        #expect(list.status == 0)
        let devices = try list.jsonLines()
        #expect(devices.count == 1)
        #expect(devices.first?["counter"] as? Int == 1)
        #expect(devices.first?["assertion_count"] as? Int == 1)

        // A second registration of the same key is refused.
        let again = try runDepthKit([
            "device", "register", directory.appending("request.json"), "--app-id", Self.appID, "--environment", "development",
            "--at", Self.pinnedTime, "--registry", registry, "--trust-root", directory.appending("root.pem"),
        ])
        #expect(again.status == 65)
        #expect((try again.jsonLines().first?["error"] as? [String: Any])?["kind"] as? String == "device_already_registered")
    }

    @Test("failures: unknown key, missing registry, bad request, bad options")
    func failures() throws {
        let directory = try TemporaryDirectory()
        let registry = directory.appending("devices.sqlite")
        let (_, registration) = try Self.registerSynthetic(in: directory, registry: registry)
        #expect(registration.status == 0)
        var stranger = Self.authority.makeDevice(appID: Self.appID)
        let assertion = Base64.encode(try stranger.assert(clientDataHash: [UInt8](repeating: 1, count: 32)))
        let hash = Base64.encode([UInt8](repeating: 1, count: 32))
        let unknown = try runDepthKit([
            "device", "assertion", "--assertion", assertion, "--client-data-hash", hash,
            "--key-id", Base64.encode(stranger.keyID), "--registry", registry, "--app-id", Self.appID,
        ])
        #expect(unknown.status == 65)
        #expect((try unknown.jsonLines().first?["error"] as? [String: Any])?["kind"] as? String == "unknown_key")

        let missing = try runDepthKit(["device", "list", "--registry", directory.appending("absent.sqlite")])
        #expect(missing.status == 66)
        #expect(!FileManager.default.fileExists(atPath: directory.appending("absent.sqlite")))

        try directory.write(Array(#"{"attestation": {"key_id": "not base64!"}}"#.utf8), to: "bad.json")
        let bad = try runDepthKit(["device", "register", directory.appending("bad.json"), "--app-id", Self.appID])
        #expect(bad.status == 65)
        #expect((try bad.jsonLines().first?["error"] as? [String: Any])?["kind"] as? String == "malformed_request")
        let absent = try runDepthKit(["device", "register", directory.appending("nope.json"), "--app-id", Self.appID])
        #expect(absent.status == 66)

        #expect(try runDepthKit(["device", "assertion", "--assertion", assertion, "--app-id", Self.appID,
                                 "--key-id", "AAAA", "--registry", registry]).status == 64)
        #expect(try runDepthKit(["device", "register", "x.json", "--app-id", Self.appID, "--at", "yesterday"]).status == 64)
        #expect(try runDepthKit(["device", "register", "x.json", "--app-id", Self.appID, "--environment", "staging"]).status == 64)
    }

    @Test("two processes recording assertions on one registry file lose nothing")
    func twoProcesses() throws {
        let directory = try TemporaryDirectory()
        let registry = directory.appending("devices.sqlite")
        let (device, registration) = try Self.registerSynthetic(in: directory, registry: registry)
        #expect(registration.status == 0)
        let count = 12
        // Each process gets its own counters (odd / even): all must be recorded.
        let results = (0..<2).map { shard in
            (1...count).filter { $0 % 2 == shard }.map { counter -> [String] in
                let hash = ContentDigest.sha256([UInt8(counter)]).bytes
                let assertion = (try? device.assertion(clientDataHash: hash, counter: UInt32(counter))) ?? []
                return [
                    "device", "assertion", "--assertion", Base64.encode(assertion), "--client-data-hash", Base64.encode(hash),
                    "--key-id", Base64.encode(device.keyID), "--registry", registry, "--app-id", Self.appID,
                    "--counter-policy", "unique",
                ]
            }
        }
        let statuses = try runConcurrently(results)
        #expect(statuses.allSatisfy { $0 == 0 })
        let list = try runDepthKit(["device", "list", "--registry", registry, "--format", "json"])
        #expect(try list.jsonLines().first?["assertion_count"] as? Int == count)
        #expect(try list.jsonLines().first?["counter"] as? Int == count)
    }

    /// Runs each list of command lines in its own thread, one after another within a list.
    private func runConcurrently(_ shards: [[[String]]]) throws -> [Int32] {
        let lock = NSLock()
        nonisolated(unsafe) var statuses: [Int32] = []
        let threads = shards.map { shard in
            Thread {
                for arguments in shard {
                    let status = (try? runDepthKit(arguments).status) ?? -1
                    lock.withLock { statuses.append(status) }
                }
            }
        }
        threads.forEach { $0.start() }
        while lock.withLock({ statuses.count }) < shards.map(\.count).reduce(0, +) { Thread.sleep(forTimeInterval: 0.01) }
        return statuses
    }
}
