import Crypto
import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitAttestation
@testable import DepthKitCore
@testable import DepthKitEvidence

/// The SQLite device registry: registration, both counter policies, replays named as such,
/// persistence across opens, and concurrent writers on one file.
@Suite("Device registry")
struct DeviceRegistryTests {
    static let appID = "TEAM123456.com.example.depthcam"
    static let authority = try! SyntheticAppAttestAuthority()
    let time = SyntheticAppAttestAuthority.referenceTime

    /// A registry in a fresh file, removed with its WAL files afterwards.
    final class RegistryFile {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("depthkit-registry-\(UUID().uuidString).sqlite").path
        deinit {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
    }

    /// A registered synthetic device.
    private func registered(in registry: DeviceRegistry) async throws -> SyntheticDevice {
        let device = Self.authority.makeDevice(appID: Self.appID)
        let challenge = Array("challenge".utf8)
        let verified = try await AttestationVerifier(
            appID: Self.appID, environment: .development, trustAnchor: Self.authority.trustAnchor
        ).verify(
            attestationObject: try device.attest(challenge: challenge), keyID: device.keyID,
            clientDataHash: ContentDigest.sha256(challenge).bytes, at: time)
        try registry.register(verified, at: time)
        return device
    }

    private static func hash(_ text: String) -> [UInt8] { ContentDigest.sha256(Array(text.utf8)).bytes }

    @Test("a registered device is stored with its key, receipt and counter 0, and survives reopening")
    func registerAndReopen() async throws {
        let file = RegistryFile()
        let device = try await registered(in: try DeviceRegistry(path: file.path))
        let reopened = try DeviceRegistry(path: file.path)
        let record = try #require(try reopened.device(keyID: device.keyID))
        #expect(record.publicKeyX963 == device.publicKeyX963)
        #expect(record.appID == Self.appID)
        #expect(record.environment == .development)
        #expect(record.receipt.type == "ATTEST")
        #expect(record.receipt.environment == "sandbox")
        #expect(!record.trustRootIsApple)
        #expect(record.registeredAt == time)
        #expect(record.highestCounter == 0)
        #expect(record.assertionCount == 0)
        #expect(try reopened.devices().map(\.keyID) == [device.keyID])
        #expect(try reopened.device(keyID: [UInt8](repeating: 0, count: 32)) == nil)
    }

    @Test("registering the same key twice is refused")
    func registerTwice() async throws {
        let file = RegistryFile()
        let registry = try DeviceRegistry(path: file.path)
        let device = Self.authority.makeDevice(appID: Self.appID)
        let verified = try await AttestationVerifier(
            appID: Self.appID, environment: .development, trustAnchor: Self.authority.trustAnchor
        ).verify(
            attestationObject: try device.attest(clientDataHash: Self.hash("c")), keyID: device.keyID,
            clientDataHash: Self.hash("c"), at: time)
        try registry.register(verified, at: time)
        #expect(throws: DeviceRegistryError.alreadyRegistered(keyID: device.keyID)) { try registry.register(verified, at: time) }
    }

    /// `testdata/registry/devices-v0.sqlite` was made with the schema before client data hashes of
    /// any length (its `assertion_use` checks for exactly 32 bytes): one device, whose key is the
    /// P-256 scalar SHA-256("DepthKit registry-v0 fixture"), and its assertion with counter 1 over
    /// SHA-256("first capture"). Opened, the table is rebuilt with its row, and a 21-byte client
    /// data hash is recorded.
    @Test("a registry made before client data hashes of any length is migrated, its assertions kept")
    func migratesAThirtyTwoByteRegistry() throws {
        let file = RegistryFile()
        try FileManager.default.copyItem(atPath: TestData.path("registry/devices-v0.sqlite"), toPath: file.path)
        let registry = try DeviceRegistry(path: file.path)
        let key = try P256.Signing.PrivateKey(rawRepresentation: Self.hash("DepthKit registry-v0 fixture"))
        let device = Self.authority.device(appID: Self.appID, privateKey: key, counter: 1)
        // The key id printed when the fixture was made.
        #expect(ContentDigest(bytes: device.keyID).hex == "1dc4648ba55f26a29a018595c3f50bfd6ce0375e7cdac5f96ab732f2968bc50c")
        #expect(try registry.device(keyID: device.keyID)?.assertionCount == 1)
        let first = try device.assertion(clientDataHash: Self.hash("first capture"), counter: 1)
        #expect(throws: DeviceRegistryError.assertionRejected(.counterReplayed(counter: 1, firstClientDataHash: Self.hash("first capture")))) {
            try registry.verifyAssertion(first, clientDataHash: Self.hash("first capture"), keyID: device.keyID, at: time)
        }
        let challenge = Array("test_server_challenge".utf8)
        let outcome = try registry.verifyAssertion(
            try device.assertion(clientDataHash: challenge, counter: 2), clientDataHash: challenge, keyID: device.keyID, at: time)
        #expect(outcome.counter == 2)
        #expect(outcome.previousHighestCounter == 1)
        // Reopened, nothing is rebuilt again and both assertions remain.
        let reopened = try DeviceRegistry(path: file.path)
        #expect(try reopened.device(keyID: device.keyID)?.assertionCount == 2)
        #expect(throws: DeviceRegistryError.assertionRejected(.counterReplayed(counter: 2, firstClientDataHash: challenge))) {
            try reopened.verifyAssertion(
                try device.assertion(clientDataHash: challenge, counter: 2), clientDataHash: challenge, keyID: device.keyID, at: time)
        }
    }

    @Test("strict: counters must increase; a repeat is a replay naming its first use; a gap back is out of order")
    func strictPolicy() async throws {
        let file = RegistryFile()
        let registry = try DeviceRegistry(path: file.path)
        let device = try await registered(in: registry)
        let one = try device.assertion(clientDataHash: Self.hash("one"), counter: 1)
        let five = try device.assertion(clientDataHash: Self.hash("five"), counter: 5)
        let three = try device.assertion(clientDataHash: Self.hash("three"), counter: 3)

        let first = try registry.verifyAssertion(one, clientDataHash: Self.hash("one"), keyID: device.keyID, at: time)
        #expect(first == AssertionOutcome(keyID: device.keyID, counter: 1, previousHighestCounter: 0, outOfOrder: false, policy: .strict))
        #expect(try registry.verifyAssertion(five, clientDataHash: Self.hash("five"), keyID: device.keyID, at: time).counter == 5)
        // The same assertion again, for the same data: a replay.
        #expect(throws: DeviceRegistryError.assertionRejected(.counterReplayed(counter: 1, firstClientDataHash: Self.hash("one")))) {
            try registry.verifyAssertion(one, clientDataHash: Self.hash("one"), keyID: device.keyID, at: time)
        }
        // The same assertion presented for other data: still named a replay, not a bad signature.
        #expect(throws: DeviceRegistryError.assertionRejected(.counterReplayed(counter: 5, firstClientDataHash: Self.hash("five")))) {
            try registry.verifyAssertion(five, clientDataHash: Self.hash("other capture"), keyID: device.keyID, at: time)
        }
        #expect(throws: DeviceRegistryError.assertionRejected(.counterOutOfOrder(counter: 3, highest: 5))) {
            try registry.verifyAssertion(three, clientDataHash: Self.hash("three"), keyID: device.keyID, at: time)
        }
        // A fresh assertion for data that fails its signature is a bad signature.
        let six = try device.assertion(clientDataHash: Self.hash("six"), counter: 6)
        #expect(throws: DeviceRegistryError.assertionRejected(.signatureInvalid(counter: 6))) {
            try registry.verifyAssertion(six, clientDataHash: Self.hash("not six"), keyID: device.keyID, at: time)
        }
        let record = try #require(try registry.device(keyID: device.keyID))
        #expect(record.highestCounter == 5)
        #expect(record.assertionCount == 2)
    }

    @Test("unique: an out-of-order counter passes and is reported; a repeat is still a replay")
    func uniquePolicy() async throws {
        let file = RegistryFile()
        let registry = try DeviceRegistry(path: file.path)
        let device = try await registered(in: registry)
        for counter: UInt32 in [4, 2, 7, 3] {
            let assertion = try device.assertion(clientDataHash: Self.hash("\(counter)"), counter: counter)
            let outcome = try registry.verifyAssertion(
                assertion, clientDataHash: Self.hash("\(counter)"), keyID: device.keyID, policy: .unique, at: time)
            #expect(outcome.outOfOrder == (counter == 2 || counter == 3))
        }
        let again = try device.assertion(clientDataHash: Self.hash("2"), counter: 2)
        #expect(throws: DeviceRegistryError.assertionRejected(.counterReplayed(counter: 2, firstClientDataHash: Self.hash("2")))) {
            try registry.verifyAssertion(again, clientDataHash: Self.hash("2"), keyID: device.keyID, policy: .unique, at: time)
        }
        #expect(try registry.device(keyID: device.keyID)?.highestCounter == 7)
    }

    @Test("unknown keys and foreign app ids are refused")
    func unknownKeyAndApp() async throws {
        let file = RegistryFile()
        let registry = try DeviceRegistry(path: file.path)
        let device = try await registered(in: registry)
        let stranger = Self.authority.makeDevice(appID: Self.appID)
        let assertion = try stranger.assertion(clientDataHash: Self.hash("x"), counter: 1)
        #expect(throws: DeviceRegistryError.unknownKey(keyID: stranger.keyID)) {
            try registry.verifyAssertion(assertion, clientDataHash: Self.hash("x"), keyID: stranger.keyID, at: time)
        }
        let mine = try device.assertion(clientDataHash: Self.hash("x"), counter: 1)
        #expect(throws: (any Error).self) {
            try registry.verifyAssertion(mine, clientDataHash: Self.hash("x"), keyID: device.keyID, appID: "OTHER12345.x", at: time)
        }
        do {
            _ = try registry.verifyAssertion(mine, clientDataHash: Self.hash("x"), keyID: device.keyID, appID: "OTHER12345.x", at: time)
        } catch {
            #expect(error.kind == "app_id_mismatch")
        }
        // Nothing was recorded by the refusals.
        #expect(try registry.device(keyID: device.keyID)?.assertionCount == 0)
    }

    @Test("recording for an unregistered key, or in a missing registry not to be created, is refused")
    func recordUnknown() throws {
        let file = RegistryFile()
        let registry = try DeviceRegistry(path: file.path)
        let verified = VerifiedAssertion(counter: 1, clientDataHash: Self.hash("x"), nonce: Self.hash("n"), authenticatorExtensions: nil)
        let keyID = Self.hash("key")
        #expect(throws: DeviceRegistryError.unknownKey(keyID: keyID)) {
            try registry.recordAssertion(verified, keyID: keyID, policy: .strict, at: time)
        }
        let absent = file.path + ".absent"
        #expect(throws: DeviceRegistryError.registryNotFound(path: absent)) {
            try DeviceRegistry(path: absent, creatingIfMissing: false)
        }
        #expect(!FileManager.default.fileExists(atPath: absent))
    }

    @Test("a file that is not SQLite is a storage error naming the file")
    func notADatabase() throws {
        let file = RegistryFile()
        try Data("not a database, just text that is long enough to be a header".utf8).write(to: URL(fileURLWithPath: file.path))
        #expect {
            try DeviceRegistry(path: file.path)
        } throws: { error in
            guard case .storage(let path, _, _) = error as? DeviceRegistryError else { return false }
            return path == file.path && (error as? DeviceRegistryError)?.kind == "registry_storage_failed"
        }
    }

    @Test("the file is in WAL mode with synchronous=NORMAL: a commit is in the WAL before it returns")
    func durabilitySettings() throws {
        let file = RegistryFile()
        let registry = try DeviceRegistry(path: file.path)
        let (journal, synchronous) = try registry.pool.write { database in
            (try String.fetchOne(database, sql: "PRAGMA journal_mode"), try Int.fetchOne(database, sql: "PRAGMA synchronous"))
        }
        #expect(journal == "wal")
        #expect(synchronous == 1)  // NORMAL (FULL is 2): see "The registry" in docs/attestation.md for what it keeps.
    }

    @Test("a counter recorded through one open registry is seen at once through another (prepared statements cache no rows)")
    func recordsSeenAcrossConnections() async throws {
        let file = RegistryFile()
        let first = try DeviceRegistry(path: file.path)
        let device = try await registered(in: first)
        let second = try DeviceRegistry(path: file.path)
        let verifier = AssertionVerifier(appID: Self.appID)
        func verified(_ counter: UInt32) throws -> VerifiedAssertion {
            try verifier.verify(
                assertion: try device.assertion(clientDataHash: Self.hash("\(counter)"), counter: counter),
                clientDataHash: Self.hash("\(counter)"), publicKeyX963: device.publicKeyX963)
        }
        // Both registries prepare and cache their statements before the interleaving starts.
        #expect(try first.recordAssertion(verified(1), keyID: device.keyID, policy: .strict, at: time).previousHighestCounter == 0)
        #expect(try second.recordAssertion(verified(2), keyID: device.keyID, policy: .strict, at: time).previousHighestCounter == 1)
        #expect(try first.recordAssertion(verified(5), keyID: device.keyID, policy: .strict, at: time).previousHighestCounter == 2)
        #expect(throws: DeviceRegistryError.assertionRejected(.counterReplayed(counter: 5, firstClientDataHash: Self.hash("5")))) {
            try second.recordAssertion(verified(5), keyID: device.keyID, policy: .strict, at: time)
        }
        #expect(throws: DeviceRegistryError.assertionRejected(.counterOutOfOrder(counter: 4, highest: 5))) {
            try second.recordAssertion(verified(4), keyID: device.keyID, policy: .strict, at: time)
        }
        let record = try #require(try second.device(keyID: device.keyID))
        #expect(record.highestCounter == 5)
        #expect(record.assertionCount == 3)
    }

    @Test("two writers on one file (two connections pools) record every counter exactly once")
    func concurrentWriters() async throws {
        let file = RegistryFile()
        let device = try await registered(in: try DeviceRegistry(path: file.path))
        let writers = [try DeviceRegistry(path: file.path), try DeviceRegistry(path: file.path)]
        let count: UInt32 = 120
        let assertions = try (1...count).map { try device.assertion(clientDataHash: Self.hash("\($0)"), counter: $0) }
        // Both writers try every counter, interleaved: each counter must be accepted exactly once
        // and refused once as a replay.
        let results = await withTaskGroup(of: [String].self) { group in
            for writer in writers {
                group.addTask {
                    (1...count).map { counter in
                        do {
                            _ = try writer.verifyAssertion(
                                assertions[Int(counter) - 1], clientDataHash: Self.hash("\(counter)"), keyID: device.keyID,
                                policy: .unique, at: SyntheticAppAttestAuthority.referenceTime)
                            return "ok"
                        } catch {
                            return (error as? DeviceRegistryError)?.kind ?? "\(error)"
                        }
                    }
                }
            }
            var all: [String] = []
            for await result in group { all += result }
            return all
        }
        #expect(results.filter { $0 == "ok" }.count == Int(count))
        #expect(results.filter { $0 == "counter_replayed" }.count == Int(count))
        let record = try #require(try DeviceRegistry(path: file.path).device(keyID: device.keyID))
        #expect(record.assertionCount == Int(count))
        #expect(record.highestCounter == count)
    }
}
