import Crypto
import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitAttestation
@testable import DepthKitCore

/// Attestations and assertions of a synthetic authority: every verification step fails on its own
/// defect with its own kind; iOS 27 extension maps are accepted and reported.
@Suite("Synthetic App Attest verification")
struct SyntheticAttestationTests {
    static let appID = "TEAM123456.com.example.depthcam"
    static let authority = try! SyntheticAppAttestAuthority()
    static let challenge = Array("server challenge: 32 random bytes".utf8)
    static var clientDataHash: [UInt8] { ContentDigest.sha256(challenge).bytes }
    let time = SyntheticAppAttestAuthority.referenceTime

    private func verifier(_ environment: AppAttestEnvironment = .development, trust: AppAttestTrustAnchor? = nil)
        -> AttestationVerifier
    {
        AttestationVerifier(appID: Self.appID, environment: environment, trustAnchor: trust ?? Self.authority.trustAnchor)
    }

    private func kind(
        _ device: SyntheticDevice, options: SyntheticAttestationOptions = .init(),
        environment: AppAttestEnvironment = .development, trust: AppAttestTrustAnchor? = nil, at: Date? = nil
    ) async throws -> String? {
        let object = try device.attest(clientDataHash: Self.clientDataHash, options: options)
        do {
            _ = try await verifier(environment, trust: trust).verify(
                attestationObject: object, keyID: device.keyID, clientDataHash: Self.clientDataHash, at: at ?? time)
            return nil
        } catch {
            return error.kind
        }
    }

    @Test("a correct synthetic attestation verifies in each environment", arguments: AppAttestEnvironment.allCases)
    func verifies(environment: AppAttestEnvironment) async throws {
        let device = Self.authority.makeDevice(appID: Self.appID, environment: environment)
        let verified = try await verifier(environment).verify(
            attestationObject: try device.attest(challenge: Self.challenge), keyID: device.keyID,
            clientDataHash: Self.clientDataHash, at: time)
        #expect(verified.publicKeyX963 == device.publicKeyX963)
        #expect(verified.environment == environment)
        #expect(!verified.trustRootIsApple)
        #expect(verified.trustRoot.contains("DepthKit Synthetic App Attestation Root CA"))
        #expect(verified.receipt == AttestationReceipt(
            type: "ATTEST", environment: environment == .development ? "sandbox" : "production",
            creationTime: "2025-01-01T00:00:00Z", appID: Self.appID, expirationTime: "2045-01-01T00:00:00Z", riskMetric: nil))
        #expect(verified.credentialCertificateExtensions == ["1.2.840.113635.100.8.2"])
    }

    @Test("Apple's root does not trust the synthetic authority")
    func appleRootRejectsSynthetic() async throws {
        let device = Self.authority.makeDevice(appID: Self.appID)
        #expect(try await kind(device, trust: .apple) == "certificate_chain_invalid")
        #expect(try await kind(device, trust: try SyntheticAppAttestAuthority().trustAnchor) == "certificate_chain_invalid")
    }

    @Test("each step fails on its own defect")
    func eachStep() async throws {
        let device = Self.authority.makeDevice(appID: Self.appID)
        let other = Self.authority.makeDevice(appID: Self.appID)
        var options = SyntheticAttestationOptions()

        // Step 1: before and after the certificates' validity, and an expired credential certificate.
        #expect(try await kind(device, at: Date(timeIntervalSince1970: 1_600_000_000)) == "certificate_chain_invalid")
        #expect(try await kind(device, at: Date(timeIntervalSince1970: 2_400_000_000)) == "certificate_chain_invalid")
        options.certificateValidity = Date(timeIntervalSince1970: 1_740_000_000)...Date(timeIntervalSince1970: 1_750_000_000)
        #expect(try await kind(device, options: options) == "certificate_chain_invalid")

        // Steps 2–4: a certificate nonce that is not SHA-256(authData ‖ clientDataHash), or none.
        options = SyntheticAttestationOptions()
        options.certifiedNonce = [UInt8](repeating: 7, count: 32)
        #expect(try await kind(device, options: options) == "nonce_mismatch")
        options = SyntheticAttestationOptions()
        options.includesNonceExtension = false
        #expect(try await kind(device, options: options) == "malformed_attestation")

        // Step 5: the certificate certifies another key than the key id's.
        options = SyntheticAttestationOptions()
        options.certifiedKey = other.privateKey.publicKey
        #expect(try await kind(device, options: options) == "key_id_mismatch")

        // Step 6: rpIdHash of another app.
        options = SyntheticAttestationOptions()
        options.rpIDAppID = "OTHER12345.com.example.other"
        #expect(try await kind(device, options: options) == "app_id_mismatch")

        // Step 7: counter not 0.
        options = SyntheticAttestationOptions()
        options.counter = 1
        #expect(try await kind(device, options: options) == "counter_not_zero")

        // Step 8: production aaguid where development is expected, and an unknown aaguid.
        #expect(try await kind(device, environment: .production) == "environment_mismatch")
        options = SyntheticAttestationOptions()
        options.aaguid = Array("notappattest....".utf8)
        #expect(try await kind(device, options: options) == "environment_mismatch")

        // Step 9: a credential id that is not the key id.
        options = SyntheticAttestationOptions()
        options.credentialID = other.keyID
        #expect(try await kind(device, options: options) == "credential_id_mismatch")
    }

    @Test("environment mismatch names both environments")
    func environmentMismatchEvidence() async throws {
        let device = Self.authority.makeDevice(appID: Self.appID, environment: .production)
        await #expect(throws: AppAttestError.environmentMismatch(
            expected: .development, found: .production, aaguid: AppAttestEnvironment.production.aaguid)
        ) {
            try await verifier(.development).verify(
                attestationObject: try device.attest(clientDataHash: Self.clientDataHash), keyID: device.keyID,
                clientDataHash: Self.clientDataHash, at: time)
        }
    }

    @Test("an iOS 27 trailing extension map is accepted and reported, ED flag clear")
    func trailingExtensions() async throws {
        let device = Self.authority.makeDevice(appID: Self.appID)
        var options = SyntheticAttestationOptions()
        options.authenticatorExtensions = [
            CBORMapEntry(key: .text("apple_bundle_version_01"), value: .text("1.4.2 (87)")),
            CBORMapEntry(key: .text("apple_validation_category_01"), value: .unsigned(2)),
            CBORMapEntry(key: .text("future_extension"), value: .bytes([1, 2, 3])),
        ]
        let object = try device.attest(clientDataHash: Self.clientDataHash, options: options)
        let verified = try await verifier().verify(
            attestationObject: object, keyID: device.keyID, clientDataHash: Self.clientDataHash, at: time)
        let extensions = try #require(verified.authenticatorExtensions)
        #expect(extensions.bundleVersion == "1.4.2 (87)")
        #expect(extensions.validationCategory == "2")
        #expect(extensions.textEntries["future_extension"] == "AQID")
        let authData = try AttestationObject(decoding: object).authenticatorData
        #expect(authData[32] & 0x80 == 0)
    }

    @Test("trailing bytes after authData that are not one map are malformed")
    func trailingGarbage() throws {
        let device = Self.authority.makeDevice(appID: Self.appID)
        let authData = try AttestationObject(decoding: try device.attest(challenge: Self.challenge)).authenticatorData
        #expect(throws: AppAttestFormatProblem.malformedAuthenticatorExtensions(nil)) {
            try AuthenticatorData(parsing: authData + [0x01], attested: true)
        }
        #expect(throws: AppAttestFormatProblem.malformedAuthenticatorExtensions(.trailingBytes(offset: 1, byteCount: 1))) {
            try AuthenticatorData(parsing: authData + [0xa0, 0x00], attested: true)
        }
        #expect(throws: AppAttestFormatProblem.authenticatorDataTruncated(byteCount: 36, needed: 37)) {
            try AuthenticatorData(parsing: Array(authData.prefix(36)), attested: true)
        }
        #expect(throws: AppAttestFormatProblem.missingAttestedCredentialData) {
            try AuthenticatorData(parsing: Array(authData.prefix(32)) + [0x00] + Array(authData[33..<37]), attested: true)
        }
        // An assertion's 37 bytes parse whatever the AT flag says.
        #expect(try AuthenticatorData(parsing: Array(authData.prefix(37)), attested: false).attestedCredential == nil)
        #expect(throws: AppAttestFormatProblem.authenticatorDataTruncated(byteCount: 60, needed: 88)) {
            try AuthenticatorData(parsing: Array(authData.prefix(60)), attested: true)
        }
    }

    @Test("malformed attestation objects name the problem")
    func malformedObjects() {
        let cases: [(CBORValue, AppAttestFormatProblem)] = [
            (.array([]), .missingField("fmt")),
            (.map([CBORMapEntry(key: .text("fmt"), value: .unsigned(1))]),
             .wrongFieldType(field: "fmt", expected: "text string", actual: "integer")),
            (.map([CBORMapEntry(key: .text("fmt"), value: .text("apple-appattest"))]), .missingField("attStmt")),
            (.map([CBORMapEntry(key: .text("fmt"), value: .text("apple-appattest")),
                   CBORMapEntry(key: .text("attStmt"), value: .map([CBORMapEntry(key: .text("x5c"), value: .array([.unsigned(1)]))]))]),
             .wrongFieldType(field: "x5c[]", expected: "byte string", actual: "integer")),
        ]
        for (value, problem) in cases {
            #expect(throws: problem) { try AttestationObject(decoding: value.encoded()) }
        }
        #expect(throws: AppAttestFormatProblem.cbor(.truncated(offset: 0, needed: 1))) { try AttestationObject(decoding: []) }
        #expect(throws: AppAttestFormatProblem.receiptMalformed) { try AttestationReceipt(decoding: [0x30, 0x00]) }
    }

    @Test("a synthetic assertion verifies; its counter goes up; a wrong key or data fails")
    func assertions() throws {
        var device = Self.authority.makeDevice(appID: Self.appID)
        let data = Array("capture bytes".utf8)
        let first = try device.assert(clientData: data)
        let second = try device.assert(clientData: data)
        let verifier = AssertionVerifier(appID: Self.appID)
        let hash = ContentDigest.sha256(data).bytes
        #expect(try verifier.verify(assertion: first, clientDataHash: hash, publicKeyX963: device.publicKeyX963).counter == 1)
        #expect(try verifier.verify(assertion: second, clientDataHash: hash, publicKeyX963: device.publicKeyX963).counter == 2)
        #expect(throws: AppAttestError.signatureInvalid(counter: 1)) {
            try verifier.verify(assertion: first, clientDataHash: ContentDigest.sha256([1]).bytes, publicKeyX963: device.publicKeyX963)
        }
        let other = Self.authority.makeDevice(appID: Self.appID)
        #expect(throws: AppAttestError.signatureInvalid(counter: 2)) {
            try verifier.verify(assertion: second, clientDataHash: hash, publicKeyX963: other.publicKeyX963)
        }
        // Three bytes are a client data hash like any other: they just are not the one signed.
        #expect(throws: AppAttestError.signatureInvalid(counter: 2)) {
            try verifier.verify(assertion: second, clientDataHash: [1, 2, 3], publicKeyX963: device.publicKeyX963)
        }
        #expect(throws: AppAttestError.clientDataHashInvalid(byteCount: 0)) {
            try verifier.verify(assertion: second, clientDataHash: [], publicKeyX963: device.publicKeyX963)
        }
        let foreign = try device.assertion(clientDataHash: hash, counter: 9, appID: "OTHER12345.com.example.other")
        #expect(throws: AppAttestError.appIDMismatch(
            appID: Self.appID, expectedRPIDHash: ContentDigest.sha256(Array(Self.appID.utf8)).bytes,
            rpIDHash: ContentDigest.sha256(Array("OTHER12345.com.example.other".utf8)).bytes)
        ) {
            try verifier.verify(assertion: foreign, clientDataHash: hash, publicKeyX963: device.publicKeyX963)
        }
    }

    /// `attestKey` and `generateAssertion` take any `Data`: a client data hash of 1 to 1024 bytes
    /// verifies (Apple's guide passes a raw 21-byte challenge); empty or longer is refused first.
    @Test("client data hashes of 1, 21 and 1024 bytes verify, with iOS 27 extensions reported; 0 and 1025 are refused",
          arguments: [1, 21, 1024])
    func clientDataHashLengths(byteCount: Int) async throws {
        let device = Self.authority.makeDevice(appID: Self.appID)
        let clientDataHash = [UInt8](repeating: 0x5a, count: byteCount)
        var options = SyntheticAttestationOptions()
        options.authenticatorExtensions = [
            CBORMapEntry(key: .text("apple_bundle_version_01"), value: .text("2.0 (1)")),
            CBORMapEntry(key: .text("apple_validation_category_01"), value: .unsigned(1)),
        ]
        let verified = try await verifier().verify(
            attestationObject: try device.attest(clientDataHash: clientDataHash, options: options), keyID: device.keyID,
            clientDataHash: clientDataHash, at: time)
        #expect(verified.authenticatorExtensions?.bundleVersion == "2.0 (1)")
        #expect(verified.authenticatorExtensions?.validationCategory == "1")
        let assertion = try AssertionVerifier(appID: Self.appID).verify(
            assertion: try device.assertion(clientDataHash: clientDataHash, counter: 4), clientDataHash: clientDataHash,
            publicKeyX963: device.publicKeyX963)
        #expect(assertion.counter == 4)
        #expect(assertion.clientDataHash == clientDataHash)
    }

    @Test("an empty or over-long client data hash is refused by attestations and assertions", arguments: [0, 1025])
    func clientDataHashOutOfBounds(byteCount: Int) async throws {
        let device = Self.authority.makeDevice(appID: Self.appID)
        let clientDataHash = [UInt8](repeating: 0x5a, count: byteCount)
        await #expect(throws: AppAttestError.clientDataHashInvalid(byteCount: byteCount)) {
            try await verifier().verify(
                attestationObject: try device.attest(clientDataHash: Self.clientDataHash), keyID: device.keyID,
                clientDataHash: clientDataHash, at: time)
        }
        #expect(throws: AppAttestError.clientDataHashInvalid(byteCount: byteCount)) {
            try AssertionVerifier(appID: Self.appID).verify(
                assertion: try device.assertion(clientDataHash: clientDataHash, counter: 1), clientDataHash: clientDataHash,
                publicKeyX963: device.publicKeyX963)
        }
    }
}
