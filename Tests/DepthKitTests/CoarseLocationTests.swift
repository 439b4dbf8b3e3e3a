import Foundation
import Testing

@testable import DepthKitEvidence

/// What a service keeps of a capture's location: 0.01°, an accuracy of at least 1 km, nothing else;
/// never finer than the device sent, and absent when the device sent none.
@Suite("coarse location")
struct CoarseLocationTests {
    /// The coarsened document, after checking that a service's form (the route's validation handed
    /// over, the document not parsed again) gives the same bytes.
    static func coarsened(_ json: String) -> String {
        let bytes = Array(json.utf8)
        let coarse = CoarseLocation.coarsening(metadataJSON: bytes)
        #expect(CoarseLocation.coarsening(metadataJSON: bytes, validated: MetadataValidation(bytes: bytes)) == coarse)
        return String(decoding: coarse, as: UTF8.self)
    }

    @Test("degrees round to two decimals; a coarser value stays as it is; -0 is 0", arguments: [
        (37.7749, 37.77), (-122.4194, -122.42), (37.8, 37.8), (12.0, 12.0), (-0.001, 0.0), (0.005, 0.01), (89.999, 90.0),
    ])
    func rounding(degrees: Double, expected: Double) {
        #expect(CoarseLocation(latitude: degrees, longitude: degrees) == CoarseLocation(latitude: expected, longitude: expected))
        #expect(CoarseLocation(latitude: degrees, longitude: 0).latitude == expected)
    }

    @Test("a precise location is rounded, its accuracy raised to 1 km, its altitude left out; the rest of the document kept")
    func precise() {
        // The contract's example location (testdata/captures/good/metadata.json's).
        let json = #"{"captured_at":"2025-11-22T10:30:00.123Z","depth_map_dimensions":{"height":192,"width":256},"#
            + #""has_lidar":true,"location":{"accuracy":5.0,"altitude":10.5,"latitude":37.7749,"longitude":-122.4194}}"#
        #expect(Self.coarsened(json)
            == #"{"captured_at":"2025-11-22T10:30:00.123Z","depth_map_dimensions":{"height":192,"width":256},"#
            + #""has_lidar":true,"location":{"accuracy":1000,"latitude":37.77,"longitude":-122.42}}"#)
        // Keys come back sorted, and a coarse accuracy is kept.
        #expect(Self.coarsened(#"{"location":{"longitude":2.35222,"latitude":48.85661,"accuracy":3000},"device_model":"x/y"}"#)
            == #"{"device_model":"x/y","location":{"accuracy":3000,"latitude":48.86,"longitude":2.35}}"#)
    }

    @Test("nothing to coarsen: the bytes are returned unchanged", arguments: [
        // Coarsened by the device (0.1°, 11 km): never made more precise.
        #"{"location": {"latitude": 37.8, "longitude": -122.4, "accuracy": 11000.0}, "z": 1}"#,
        // Opted out: no location.
        #"{"captured_at": "2025-11-22T10:30:00Z"}"#,
        // Not a JSON object (the contract refuses it; nothing here can be a location).
        "not json", "[1, 2]", "",
    ])
    func unchanged(json: String) {
        #expect(Self.coarsened(json) == json)
    }

    @Test("a location that is not finite numbers is left out whole", arguments: [
        #"{"a":1,"location":{"latitude":"37.7749","longitude":-122.4194,"accuracy":5}}"#,
        #"{"a":1,"location":"37.7749,-122.4194"}"#,
        #"{"a":1,"location":{"longitude":-122.4194}}"#,
        #"{"a":1,"location":null}"#,
    ])
    func unreadable(json: String) {
        #expect(Self.coarsened(json) == #"{"a":1}"#)
    }

    @Test("a coarse location without accuracy gets 1 km; one with altitude loses it")
    func incomplete() {
        #expect(Self.coarsened(#"{"location":{"latitude":37.8,"longitude":-122.4}}"#)
            == #"{"location":{"accuracy":1000,"latitude":37.8,"longitude":-122.4}}"#)
        #expect(Self.coarsened(#"{"location":{"latitude":37.8,"longitude":-122.4,"accuracy":2000,"altitude":3}}"#)
            == #"{"location":{"accuracy":2000,"latitude":37.8,"longitude":-122.4}}"#)
    }
}
