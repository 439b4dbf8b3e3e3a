import DepthKitAttestation
import DepthKitEvidence
import Dispatch
import Foundation
import Synchronization

/// The keyring of one authenticated upload, for the library's assertion checks (a video's
/// `hardware_attestation`): it holds the uploading device's key only, and records assertion
/// counters in the service's store (SQLite or PostgreSQL) as capture assertions, counter
/// `unique`, as the photo route does. Its methods wait for the store, so they are called only
/// off the cooperative threads (inside ``blocking(_:)``).
struct ServiceKeyring: AssertionKeyring {
    /// The store the counters are recorded in.
    let store: any ServiceStore
    /// The device the upload is authenticated as.
    let device: ServiceDevice

    private var key: DeviceVerificationKey {
        DeviceVerificationKey(keyID: device.keyID, publicKeyX963: device.publicKeyX963, appID: device.appID)
    }

    func verificationKey(keyID: [UInt8]) -> DeviceVerificationKey? {
        keyID == device.keyID ? key : nil
    }

    func verificationKeys() -> [DeviceVerificationKey] {
        [key]
    }

    func usedClientDataHash(keyID: [UInt8], counter: UInt32) throws(DeviceRegistryError) -> [UInt8]? {
        try Self.wait { [store] () async throws(DeviceRegistryError) in try await store.usedClientDataHash(keyID: keyID, counter: counter) }
    }

    /// Records the counter as a capture assertion's (``AssertionUse/capture``, `unique`): the
    /// service's contract for every assertion a capture carries, whatever `policy` says.
    func recordAssertion(
        _ verified: VerifiedAssertion, keyID: [UInt8], policy: CounterPolicy, at time: Date
    ) throws(DeviceRegistryError) -> AssertionOutcome {
        try Self.wait { [store] () async throws(DeviceRegistryError) in
            try await store.recordAssertion(verified, keyID: keyID, use: .capture, at: time)
        }
    }

    /// Runs `body` as a task and blocks this (non-cooperative) thread until it ends.
    private static func wait<T: Sendable>(
        _ body: @escaping @Sendable () async throws(DeviceRegistryError) -> T
    ) throws(DeviceRegistryError) -> T {
        let outcome = Outcome<T>()
        Task {
            let result: Result<T, DeviceRegistryError>
            do throws(DeviceRegistryError) { result = .success(try await body()) } catch { result = .failure(error) }
            outcome.result.withLock { $0 = result }
            outcome.done.signal()
        }
        outcome.done.wait()
        return try outcome.result.withLock { $0 ?? .failure(.storage(path: "", resultCode: -1, message: "no answer")) }.get()
    }

    /// A task's result, handed to the thread waiting for it.
    private final class Outcome<T: Sendable>: Sendable {
        let result = Mutex<Result<T, DeviceRegistryError>?>(nil)
        let done = DispatchSemaphore(value: 0)
    }
}
