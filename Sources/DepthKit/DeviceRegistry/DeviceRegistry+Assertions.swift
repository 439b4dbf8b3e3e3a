import Foundation
import GRDB

extension DeviceRegistry {
    /// Verifies `assertion` over `clientDataHash` with the registered key `keyID`, judges its
    /// counter by `policy`, and records the use — all in one immediate transaction.
    ///
    /// A counter already used is a replay: ``AppAttestError/counterReplayed(counter:firstClientDataHash:)``
    /// names the client data hash it was first used for. That holds too when the assertion is
    /// presented with other client data (its signature then fails for the new data but verifies
    /// for the recorded one).
    ///
    /// - Parameter appID: the app id the caller expects (it must be the registered one); `nil`
    ///   takes the registered one.
    /// - Throws: ``DeviceRegistryError/unknownKey(keyID:)``, or
    ///   ``DeviceRegistryError/assertionRejected(_:)`` with the failed check.
    public func verifyAssertion(
        _ assertion: [UInt8], clientDataHash: [UInt8], keyID: [UInt8], appID: String? = nil,
        policy: CounterPolicy = .strict, at time: Date
    ) throws(DeviceRegistryError) -> AssertionOutcome {
        try Self.storage(path) {
            try writeImmediately { database in
                guard let device = try Self.fetchDevice(keyID, in: database) else {
                    throw DeviceRegistryError.unknownKey(keyID: keyID)
                }
                if let appID, appID != device.appID {
                    throw DeviceRegistryError.assertionRejected(.appIDMismatch(
                        appID: appID, expectedRPIDHash: ContentDigest.sha256(Array(appID.utf8)).bytes,
                        rpIDHash: ContentDigest.sha256(Array(device.appID.utf8)).bytes))
                }
                let verifier = AssertionVerifier(appID: device.appID)
                let verified: VerifiedAssertion
                do throws(AppAttestError) {
                    verified = try verifier.verify(
                        assertion: assertion, clientDataHash: clientDataHash, publicKeyX963: device.publicKeyX963)
                } catch .signatureInvalid(let counter) {
                    // The same assertion presented with other client data is a replay, not a forgery.
                    if let firstHash = try Self.usedClientDataHash(keyID, counter: counter, in: database),
                        (try? verifier.verify(
                            assertion: assertion, clientDataHash: firstHash, publicKeyX963: device.publicKeyX963)) != nil
                    {
                        throw DeviceRegistryError.assertionRejected(
                            .counterReplayed(counter: counter, firstClientDataHash: firstHash))
                    }
                    throw DeviceRegistryError.assertionRejected(.signatureInvalid(counter: counter))
                } catch {
                    throw DeviceRegistryError.assertionRejected(error)
                }
                let counter = verified.counter
                if let firstHash = try Self.usedClientDataHash(keyID, counter: counter, in: database) {
                    throw DeviceRegistryError.assertionRejected(.counterReplayed(counter: counter, firstClientDataHash: firstHash))
                }
                let outOfOrder = counter <= device.highestCounter
                if outOfOrder, policy == .strict {
                    throw DeviceRegistryError.assertionRejected(.counterOutOfOrder(counter: counter, highest: device.highestCounter))
                }
                try database.execute(
                    sql: "INSERT INTO assertion_use (key_id, counter, client_data_hash, recorded_at) VALUES (?, ?, ?, ?)",
                    arguments: [Data(keyID), Int64(counter), Data(clientDataHash), AppAttestTime.format(time)])
                try database.execute(
                    sql: "UPDATE device SET highest_counter = max(highest_counter, ?) WHERE key_id = ?",
                    arguments: [Int64(counter), Data(keyID)])
                return AssertionOutcome(
                    keyID: keyID, counter: counter, previousHighestCounter: device.highestCounter,
                    outOfOrder: outOfOrder, policy: policy)
            }
        }
    }

    private static func usedClientDataHash(_ keyID: [UInt8], counter: UInt32, in database: Database) throws -> [UInt8]? {
        try Data.fetchOne(
            database, sql: "SELECT client_data_hash FROM assertion_use WHERE key_id = ? AND counter = ?",
            arguments: [Data(keyID), Int64(counter)]
        ).map { Array($0) }
    }
}
