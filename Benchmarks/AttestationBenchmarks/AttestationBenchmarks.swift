import Benchmark
import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence
import _DepthKitTestSupport
import Foundation

/// App Attest verification costs: a real attestation with its certificate chain to Apple's root, a
/// synthetic one, a real assertion, and the device registry's round trip (read the key, check the
/// counter, record the use) in a SQLite file.
///
/// Budgets (static p90 thresholds in `Thresholds/AttestationBenchmarks.<name>.p90.json`, wall clock,
/// nanoseconds) follow issue 10: attestation with chain ≤ 2 ms, assertion ≤ 0.3 ms, registry round
/// trip ≤ 0.2 ms.

/// Hands out pre-made items (assertions with increasing counters), one per benchmark iteration.
private final class Supply<Item: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let items: [Item]

    init(_ items: [Item]) { self.items = items }

    func take() -> Item? {
        lock.withLock {
            guard next < items.count else { return nil }
            defer { next += 1 }
            return items[next]
        }
    }
}

/// The result of `operation`, waited for on this thread (benchmark setup runs synchronously).
private func waitFor<Result: Sendable>(_ operation: @escaping @Sendable () async throws -> Result) throws -> Result {
    nonisolated(unsafe) var outcome: Swift.Result<Result, any Error>?
    let done = DispatchSemaphore(value: 0)
    Task {
        do { outcome = .success(try await operation()) } catch { outcome = .failure(error) }
        done.signal()
    }
    done.wait()
    return try outcome!.get()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 2_000,
        thresholds: [.wallClock: BenchmarkThresholds(absolute: [.p90: 0])])

    let realAttestation = try! AppAttestVectors.attestations().first { $0.name == "uebelack-01-attestation.json" }!
    let realAssertion = try! AppAttestVectors.assertions().first { $0.name == "uebelack-03-assertion.json" }!
    let appleVerifier = AttestationVerifier(appID: realAttestation.appID, environment: realAttestation.environment)

    Benchmark("Attestation-verify-real-with-chain") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! await appleVerifier.verify(
                attestationObject: realAttestation.attestationObject, keyID: realAttestation.keyID,
                clientDataHash: realAttestation.clientDataHash, at: realAttestation.verifyAt))
        }
    }

    let appID = "TEAM123456.com.example.depthcam"
    let authority = try! SyntheticAppAttestAuthority()
    let device = authority.makeDevice(appID: appID)
    let challengeHash = ContentDigest.sha256(Array("benchmark challenge".utf8)).bytes
    let syntheticObject = try! device.attest(clientDataHash: challengeHash)
    let syntheticVerifier = AttestationVerifier(appID: appID, environment: .development, trustAnchor: authority.trustAnchor)
    let time = SyntheticAppAttestAuthority.referenceTime

    Benchmark("Attestation-verify-synthetic-with-chain") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! await syntheticVerifier.verify(
                attestationObject: syntheticObject, keyID: device.keyID, clientDataHash: challengeHash, at: time))
        }
    }

    let assertionVerifier = AssertionVerifier(appID: realAssertion.appID)
    let realClientDataHash = ContentDigest.sha256(realAssertion.clientData).bytes
    Benchmark("Assertion-verify-real") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! assertionVerifier.verify(
                assertion: realAssertion.assertion, clientDataHash: realClientDataHash,
                publicKeyX963: realAssertion.publicKeyX963))
        }
    }

    // A registry in a temporary file with the synthetic device, and enough verified assertions
    // (increasing counters) for every iteration of the round-trip benchmarks.
    let registryPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("depthkit-bench-registry-\(UUID().uuidString).sqlite").path
    let registry = try! DeviceRegistry(path: registryPath)
    Benchmark.teardown = {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: registryPath + suffix) }
    }
    let registered = try! waitFor {
        try await syntheticVerifier.verify(
            attestationObject: syntheticObject, keyID: device.keyID, clientDataHash: challengeHash, at: time)
    }
    try! registry.register(registered, at: time)
    let signed = (1...6_000).map { counter -> ([UInt8], [UInt8]) in
        let hash = ContentDigest.sha256(Array("capture \(counter)".utf8)).bytes
        return (try! device.assertion(clientDataHash: hash, counter: UInt32(counter)), hash)
    }
    // Counters 1–3000 for the round trip, 3001–6000 for verify-and-record: both strictly increasing.
    let roundTrips = Supply(signed.prefix(3_000).map { assertion, hash in
        try! AssertionVerifier(appID: appID).verify(assertion: assertion, clientDataHash: hash, publicKeyX963: device.publicKeyX963)
    })
    let fullAssertions = Supply(Array(signed.suffix(3_000)))

    Benchmark("Registry-round-trip") { benchmark in
        for _ in benchmark.scaledIterations {
            guard let verified = roundTrips.take() else { return }
            blackHole(try! registry.recordAssertion(verified, keyID: device.keyID, policy: .strict, at: time))
        }
    }

    Benchmark("Registry-verify-and-record-assertion") { benchmark in
        for _ in benchmark.scaledIterations {
            guard let (assertion, hash) = fullAssertions.take() else { return }
            blackHole(try! registry.verifyAssertion(assertion, clientDataHash: hash, keyID: device.keyID, at: time))
        }
    }
}
