import DepthKitAttestation
import Foundation
import GRDB

extension DeviceRegistry: AssertionKeyring {
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
        try recordAssertion(verified, keyID: keyID, policy: policy, against: .device, at: time)
    }

    /// ``recordAssertion(_:keyID:policy:at:)`` with the counter judged against `highest` (a
    /// counter of one kind of assertion, such as the service's request signatures) instead of
    /// the device's own: a counter is still never accepted twice whatever it was used for, a new
    /// highest moves `highest`, and the device's own highest counter follows every assertion.
    /// - Throws: as ``recordAssertion(_:keyID:policy:at:)``; ``DeviceRegistryError/unknownKey(keyID:)``
    ///   when `highest`'s table has no row for the key.
    package func recordAssertion(
        _ verified: VerifiedAssertion, keyID: [UInt8], policy: CounterPolicy, against highest: HighestCounterColumn,
        at time: Date
    ) throws(DeviceRegistryError) -> AssertionOutcome {
        let key = Data(keyID), counter = verified.counter
        let recordedAt = AppAttestTime.format(time)
        return try Self.storage(path) {
            try writeImmediately { database in
                let lookup = try database.cachedStatement(sql: """
                    SELECT h.\(highest.column), u.client_data_hash FROM \(highest.table) h
                    LEFT JOIN assertion_use u ON u.key_id = h.key_id AND u.counter = ?2
                    WHERE h.key_id = ?1
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
                    try database.cachedStatement(sql: "UPDATE \(highest.table) SET \(highest.column) = ? WHERE key_id = ?")
                        .execute(arguments: [Int64(counter), key])
                }
                if highest != .device {
                    try database.cachedStatement(
                        sql: "UPDATE device SET highest_counter = max(highest_counter, ?) WHERE key_id = ?"
                    ).execute(arguments: [Int64(counter), key])
                }
                return AssertionOutcome(
                    keyID: keyID, counter: counter, previousHighestCounter: highestCounter, outOfOrder: outOfOrder,
                    policy: policy)
            }
        }
    }

    /// The key of the device `keyID` (one indexed row read), or `nil`.
    public func verificationKey(keyID: [UInt8]) throws(DeviceRegistryError) -> DeviceVerificationKey? {
        try Self.storage(path) {
            try pool.read { database in
                try Row.fetchOne(
                    database.cachedStatement(sql: "SELECT public_key_x963, app_id, environment FROM device WHERE key_id = ?"),
                    arguments: [Data(keyID)]
                ).flatMap { row in
                    guard let publicKey = row["public_key_x963"] as Data?,
                        let environment = AppAttestEnvironment(rawValue: row["environment"])
                    else { return nil }
                    return DeviceVerificationKey(
                        keyID: keyID, publicKeyX963: Array(publicKey), appID: row["app_id"], environment: environment)
                }
            }
        }
    }

    /// Every registered device's key, in order of registration.
    public func verificationKeys() throws(DeviceRegistryError) -> [DeviceVerificationKey] {
        try devices().map {
            DeviceVerificationKey(keyID: $0.keyID, publicKeyX963: $0.publicKeyX963, appID: $0.appID, environment: $0.environment)
        }
    }

    /// The client data hash the counter was first used for, if it was.
    public func usedClientDataHash(keyID: [UInt8], counter: UInt32) throws(DeviceRegistryError) -> [UInt8]? {
        try Self.storage(path) {
            try pool.read { database in
                try Data.fetchOne(
                    database, sql: "SELECT client_data_hash FROM assertion_use WHERE key_id = ? AND counter = ?",
                    arguments: [Data(keyID), Int64(counter)]
                ).map { Array($0) }
            }
        }
    }
}
