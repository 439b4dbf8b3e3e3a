import Crypto
import DepthKitAttestation
import DepthKitCore
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
        try files(suffix: "-attestation.json").map { file in
            AppAttestAttestationVector(
                name: file.name,
                appID: try file.string("app_id"),
                environment: AppAttestEnvironment(rawValue: try file.string("environment")) ?? .production,
                keyID: try file.bytes("key_id"),
                clientDataHash: try file.bytes("client_data_hash"),
                attestationObject: try file.bytes("attestation_object"),
                verifyAt: AppAttestTime.parse(try file.string("verify_at")) ?? Date(timeIntervalSince1970: 0),
                publicKeyX963: try file.expected.bytes("public_key_x963"))
        }
    }

    /// Every `*-assertion.json`.
    public static func assertions() throws -> [AppAttestAssertionVector] {
        try files(suffix: "-assertion.json").map { file in
            AppAttestAssertionVector(
                name: file.name,
                appID: try file.string("app_id"),
                assertion: try file.bytes("assertion"),
                clientData: try file.bytes("client_data"),
                publicKeyX963: try file.bytes("public_key_x963"),
                previousCounter: file.counter("previous_counter"),
                counter: file.expected.counter("counter"))
        }
    }

    /// The vector files whose names end in `suffix`, sorted by name.
    private static func files(suffix: String) throws -> [VectorFile] {
        let directory = TestData.path("appattest")
        return try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(suffix) }.sorted()
            .map { name in
                let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
                return VectorFile(name: name, fields: try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:])
            }
    }

    /// One vector file's JSON object, read field by field.
    private struct VectorFile {
        /// The file name.
        let name: String
        /// The object's fields.
        let fields: [String: Any]

        /// The `expected` object: what verifying the vector must yield (no fields when absent).
        var expected: VectorFile { VectorFile(name: name, fields: fields["expected"] as? [String: Any] ?? [:]) }

        /// The string field `key`.
        func string(_ key: String) throws -> String {
            guard let value = fields[key] as? String else { throw VectorError.missingField(key) }
            return value
        }

        /// The bytes of the base64 field `key`.
        func bytes(_ key: String) throws -> [UInt8] {
            guard let bytes = Base64.decode(try string(key)) else { throw VectorError.missingField(key) }
            return bytes
        }

        /// The counter field `key` (0 when absent).
        func counter(_ key: String) -> UInt32 { UInt32(fields[key] as? Int ?? 0) }
    }

    /// A vector file lacks a field or holds invalid base64.
    public enum VectorError: Error, Equatable {
        /// The field's name.
        case missingField(String)
    }
}
