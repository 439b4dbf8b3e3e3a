@testable import DepthKitServer
import DepthKitAttestation
import Foundation
import Testing

/// ``KnownDevices``: the registered devices an instance keeps in memory once read from its store.
@Suite("depthkit serve: known devices")
struct KnownDevicesTests {
    private static func device(_ number: UInt8) -> ServiceDevice {
        ServiceDevice(
            id: UUID(), keyID: [UInt8](repeating: number, count: 32), publicKeyX963: [0x04] + [UInt8](repeating: number, count: 64),
            appID: "TEAMID.com.example", environment: .development, model: "iPhone \(number)", hasLiDAR: true,
            registeredAt: Date(timeIntervalSince1970: 1_764_000_000))
    }

    @Test("a kept device is found by its id and its key id; another is not")
    func lookups() {
        let known = KnownDevices()
        let kept = Self.device(1)
        let other = Self.device(2)
        #expect(known.device(id: kept.id) == nil)
        known.keep(kept)
        #expect(known.device(id: kept.id) == kept)
        #expect(known.device(keyID: kept.keyID) == kept)
        #expect(known.device(id: other.id) == nil)
        #expect(known.device(keyID: other.keyID) == nil)
        #expect(known.count == 1)
    }

    @Test("at capacity a new device replaces one (by id and key id alike); a kept one kept again replaces none")
    func capacity() {
        let known = KnownDevices(capacity: 2)
        let devices = (1...3).map { Self.device(UInt8($0)) }
        known.keep(devices[0])
        known.keep(devices[1])
        known.keep(devices[1])
        #expect(known.count == 2)
        #expect(devices[0...1].allSatisfy { known.device(id: $0.id) == $0 })
        known.keep(devices[2])
        #expect(known.count == 2)
        #expect(known.device(id: devices[2].id) == devices[2])
        let forgotten = devices[0...1].filter { known.device(id: $0.id) == nil }
        #expect(forgotten.count == 1)
        #expect(forgotten.allSatisfy { known.device(keyID: $0.keyID) == nil })
        #expect(devices.filter { known.device(keyID: $0.keyID) != nil }.count == 2)
    }

    @Test("kept and read from many tasks at once: each device once, each found")
    func concurrency() async {
        let known = KnownDevices()
        let devices = (0..<200).map { Self.device(UInt8($0)) }
        await withTaskGroup(of: Void.self) { group in
            for device in devices + devices {
                group.addTask {
                    known.keep(device)
                    _ = known.device(keyID: device.keyID)
                }
            }
        }
        #expect(known.count == 200)
        #expect(devices.allSatisfy { known.device(id: $0.id) == $0 && known.device(keyID: $0.keyID) == $0 })
    }
}
