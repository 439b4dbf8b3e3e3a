import Foundation
import Synchronization

/// The registered devices this instance has read from its store, kept in memory so that a signed
/// request from a known device makes no store call for its device record (one trip to the store's
/// threads less on every upload).
///
/// A ``ServiceDevice`` never changes once registered (its counters live apart, in the store), and
/// the service removes no device, so an entry is never stale. A device registered through another
/// instance, or not yet registered, is read from the store on its request here; only devices found
/// are kept. At most ``capacity`` devices are kept: a device read beyond it replaces an arbitrary
/// one, which is read again when it returns.
final class KnownDevices: Sendable {
    /// The most devices kept (a record and its two entries take a few hundred bytes).
    let capacity: Int
    private let entries = Mutex(Entries())

    private struct Entries {
        var byID: [UUID: ServiceDevice] = [:]
        var idByKeyID: [[UInt8]: UUID] = [:]
    }

    /// An empty set that keeps at most `capacity` (≥ 1) devices.
    init(capacity: Int = 100_000) {
        self.capacity = max(1, capacity)
    }

    /// The device with the service id `id`, if kept.
    func device(id: UUID) -> ServiceDevice? {
        entries.withLock { $0.byID[id] }
    }

    /// The device with the App Attest key id `keyID`, if kept.
    func device(keyID: [UInt8]) -> ServiceDevice? {
        entries.withLock { entries in entries.idByKeyID[keyID].flatMap { entries.byID[$0] } }
    }

    /// How many devices are kept.
    var count: Int { entries.withLock { $0.byID.count } }

    /// Keeps `device` (read from the store), forgetting an arbitrary one when ``capacity`` is reached.
    func keep(_ device: ServiceDevice) {
        entries.withLock { entries in
            if entries.byID[device.id] == nil, entries.byID.count >= capacity, let forgotten = entries.byID.first?.value {
                entries.byID[forgotten.id] = nil
                entries.idByKeyID[forgotten.keyID] = nil
            }
            entries.byID[device.id] = device
            entries.idByKeyID[device.keyID] = device.id
        }
    }
}
