import Crypto
import DepthKit
import Foundation

/// One real App Attest attestation from `testdata/appattest/` (see its README): made by a real
/// iPhone, published in an open-source verifier's test suite.
public struct AppAttestAttestationVector: Sendable {
    /// The file name.
    public let name: String
    /// `TEAMID.bundle.id`.
    public let appID: String
    /// The environment it was attested in.
    public let environment: AppAttestEnvironment
    /// The key id.
    public let keyID: [UInt8]
    /// What the device passed to `attestKey`.
    public let clientDataHash: [UInt8]
    /// The CBOR attestation object.
    public let attestationObject: [UInt8]
    /// A time at which the (now expired) credential certificate was valid.
    public let verifyAt: Date
    /// The attested key, 04 ‖ X ‖ Y.
    public let publicKeyX963: [UInt8]
}

/// One real App Attest assertion from `testdata/appattest/`.
public struct AppAttestAssertionVector: Sendable {
    /// The file name.
    public let name: String
    /// `TEAMID.bundle.id`.
    public let appID: String
    /// The CBOR assertion.
    public let assertion: [UInt8]
    /// The bytes whose SHA-256 the device passed to `generateAssertion`.
    public let clientData: [UInt8]
    /// The signing key, 04 ‖ X ‖ Y.
    public let publicKeyX963: [UInt8]
    /// The counter stored before this assertion.
    public let previousCounter: UInt32
    /// The assertion's counter.
    public let counter: UInt32

    /// The signing key as PEM (SubjectPublicKeyInfo), for `--public-key`.
    public func publicKeyPEM() throws -> String {
        try P256.Signing.PublicKey(x963Representation: publicKeyX963).pemRepresentation
    }
}

/// The real vectors of `testdata/appattest/`.
public enum AppAttestVectors {
    /// Every `*-attestation.json`.
    public static func attestations() throws -> [AppAttestAttestationVector] {
        try files(suffix: "-attestation.json").map { name, json in
            let expected = json["expected"] as? [String: Any] ?? [:]
            return AppAttestAttestationVector(
                name: name,
                appID: try string(json, "app_id"),
                environment: AppAttestEnvironment(rawValue: try string(json, "environment")) ?? .production,
                keyID: try base64(json, "key_id"),
                clientDataHash: try base64(json, "client_data_hash"),
                attestationObject: try base64(json, "attestation_object"),
                verifyAt: AppAttestTime.parse(try string(json, "verify_at")) ?? Date(timeIntervalSince1970: 0),
                publicKeyX963: try base64(expected, "public_key_x963"))
        }
    }

    /// Every `*-assertion.json`.
    public static func assertions() throws -> [AppAttestAssertionVector] {
        try files(suffix: "-assertion.json").map { name, json in
            let expected = json["expected"] as? [String: Any] ?? [:]
            return AppAttestAssertionVector(
                name: name,
                appID: try string(json, "app_id"),
                assertion: try base64(json, "assertion"),
                clientData: try base64(json, "client_data"),
                publicKeyX963: try base64(json, "public_key_x963"),
                previousCounter: UInt32(json["previous_counter"] as? Int ?? 0),
                counter: UInt32(expected["counter"] as? Int ?? 0))
        }
    }

    private static func files(suffix: String) throws -> [(String, [String: Any])] {
        let directory = TestData.path("appattest")
        return try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(suffix) }.sorted()
            .map { name in
                let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
                return (name, try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:])
            }
    }

    private static func string(_ json: [String: Any], _ key: String) throws -> String {
        guard let value = json[key] as? String else { throw VectorError.missingField(key) }
        return value
    }

    private static func base64(_ json: [String: Any], _ key: String) throws -> [UInt8] {
        guard let bytes = Base64.decode(try string(json, key)) else { throw VectorError.missingField(key) }
        return bytes
    }

    /// A vector file lacks a field or holds invalid base64.
    public enum VectorError: Error, Equatable {
        /// The field's name.
        case missingField(String)
    }
}
