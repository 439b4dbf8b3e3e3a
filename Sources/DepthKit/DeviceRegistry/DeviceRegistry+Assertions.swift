import Foundation
import GRDB

extension DeviceRegistry {
    /// Verifies `assertion` over `clientDataHash` with the registered key `keyID`, then judges and
    /// records its counter with ``recordAssertion(_:keyID:policy:at:)``.
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
        guard let device = try verificationKey(keyID) else { throw .unknownKey(keyID: keyID) }
        if let appID, appID != device.appID {
            throw .assertionRejected(.appIDMismatch(
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
            if let firstHash = try usedClientDataHash(keyID, counter: counter),
                (try? verifier.verify(assertion: assertion, clientDataHash: firstHash, publicKeyX963: device.publicKeyX963))
                    != nil
            {
                throw .assertionRejected(.counterReplayed(counter: counter, firstClientDataHash: firstHash))
            }
            throw .assertionRejected(.signatureInvalid(counter: counter))
        } catch {
            throw .assertionRejected(error)
        }
        return try recordAssertion(verified, keyID: keyID, policy: policy, at: time)
    }

    /// Records a verified assertion of the device `keyID`: reads the device, judges the counter by
    /// `policy` and records the (counter, client data hash) pair, in one immediate transaction, so
    /// that two writers cannot both accept one counter.
    ///
    /// One indexed read (the device's highest counter and the client data hash the counter was
    /// first used for, in one joined row), one insert and, for a new highest counter, one update;
    /// the statements are prepared once per connection and reused.
    /// - Throws: ``DeviceRegistryError/unknownKey(keyID:)``, or ``DeviceRegistryError/assertionRejected(_:)``
    ///   with ``AppAttestError/counterReplayed(counter:firstClientDataHash:)`` or
    ///   ``AppAttestError/counterOutOfOrder(counter:highest:)``.
    public func recordAssertion(
        _ verified: VerifiedAssertion, keyID: [UInt8], policy: CounterPolicy, at time: Date
    ) throws(DeviceRegistryError) -> AssertionOutcome {
        let key = Data(keyID), counter = verified.counter
        let recordedAt = AppAttestTime.format(time)
        return try Self.storage(path) {
            try writeImmediately { database in
                let lookup = try database.cachedStatement(sql: """
                    SELECT d.highest_counter, u.client_data_hash FROM device d
                    LEFT JOIN assertion_use u ON u.key_id = d.key_id AND u.counter = ?2
                    WHERE d.key_id = ?1
                    """)
                guard let row = try Row.fetchOne(lookup, arguments: [key, Int64(counter)]) else {
                    throw DeviceRegistryError.unknownKey(keyID: keyID)
                }
                let highestCounter = UInt32(clamping: row[0] as Int64)
                if let firstHash = row[1] as Data? {
                    throw DeviceRegistryError.assertionRejected(
                        .counterReplayed(counter: counter, firstClientDataHash: Array(firstHash)))
                }
                let outOfOrder = counter <= highestCounter
                if outOfOrder, policy == .strict {
                    throw DeviceRegistryError.assertionRejected(.counterOutOfOrder(counter: counter, highest: highestCounter))
                }
                try database.cachedStatement(
                    sql: "INSERT INTO assertion_use (key_id, counter, client_data_hash, recorded_at) VALUES (?, ?, ?, ?)"
                ).execute(arguments: [key, Int64(counter), Data(verified.clientDataHash), recordedAt])
                if !outOfOrder {
                    try database.cachedStatement(sql: "UPDATE device SET highest_counter = ? WHERE key_id = ?")
                        .execute(arguments: [Int64(counter), key])
                }
                return AssertionOutcome(
                    keyID: keyID, counter: counter, previousHighestCounter: highestCounter, outOfOrder: outOfOrder,
                    policy: policy)
            }
        }
    }

    /// What verifying an assertion needs of a device: its key and app id (one indexed row read).
    private func verificationKey(_ keyID: [UInt8]) throws(DeviceRegistryError) -> (publicKeyX963: [UInt8], appID: String)? {
        try Self.storage(path) {
            try pool.read { database in
                try Row.fetchOne(
                    database.cachedStatement(sql: "SELECT public_key_x963, app_id FROM device WHERE key_id = ?"),
                    arguments: [Data(keyID)]
                ).flatMap { row in
                    (row["public_key_x963"] as Data?).map { (Array($0), row["app_id"]) }
                }
            }
        }
    }

    /// The client data hash the counter was first used for, if it was.
    private func usedClientDataHash(_ keyID: [UInt8], counter: UInt32) throws(DeviceRegistryError) -> [UInt8]? {
        try Self.storage(path) { try pool.read { try Self.usedClientDataHash(keyID, counter: counter, in: $0) } }
    }

    package static func usedClientDataHash(_ keyID: [UInt8], counter: UInt32, in database: Database) throws -> [UInt8]? {
        try Data.fetchOne(
            database, sql: "SELECT client_data_hash FROM assertion_use WHERE key_id = ? AND counter = ?",
            arguments: [Data(keyID), Int64(counter)]
        ).map { Array($0) }
    }
}
